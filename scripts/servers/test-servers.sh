#!/usr/bin/env bash
# Start/stop real Dovecot, PostgreSQL and Postfix on loopback, all state under one directory.
# usage: test-servers.sh start|stop DIR [dovecot] [postgres] [postfix]   (default: dovecot postgres)
# postfix implies dovecot (it delivers into Dovecot's Maildirs). Pass the same list to stop.
# Needs root and Debian 12's dovecot, postgresql and postfix packages, and a Python with trustme ($PYTHON).
# Ports via env: IMAP_PORT=10143 IMAPS_PORT=10993 PG_PORT=15432 SMTP_PORT=10587
# Test accounts: IMAP alice/alice-pw, bob/bob-pw, ... (IMAP_USERS below); PostgreSQL mailgate/mg-pw db mailgate.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ACTION=${1:?start|stop}; DIR=$(realpath -m "${2:?DIR}"); shift 2
SERVICES=${*:-dovecot postgres}
PYTHON=${PYTHON:-python3}
IMAP_PORT=${IMAP_PORT:-10143}; IMAPS_PORT=${IMAPS_PORT:-10993}
PG_PORT=${PG_PORT:-15432}; SMTP_PORT=${SMTP_PORT:-10587}
IMAP_USERS="alice bob carol dave erin frank grace heidi ivan judy mallory niaj olivia peggy"
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)

wait_port() {  # wait_port HOST PORT SECONDS
  local end=$((SECONDS + $3))
  until (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; do
    [ $SECONDS -lt $end ] || { echo "port $1:$2 not ready" >&2; return 1; }
    sleep 0.1
  done
}
fill() {  # fill TEMPLATE OUT KEY=VALUE...  (replaces @KEY@)
  local tpl=$1 out=$2; shift 2; local args=()
  for kv in "$@"; do args+=(-e "s#@${kv%%=*}@#${kv#*=}#g"); done
  sed "${args[@]}" "$tpl" > "$out"
}
has() { [[ " $SERVICES " == *" $1 "* ]]; }
alive() { local s; s=$(ps -o stat= -p "$1" 2>/dev/null) && [[ $s != Z* ]]; }

start() {
  mkdir -p "$DIR"; chmod 755 "$DIR"   # daemons run as dovecot/postgres/postfix/nobody: must traverse it
  [ -f "$DIR/tls/ca.pem" ] || "$PYTHON" "$HERE/gen_test_certs.py" "$DIR/tls" >/dev/null
  if has dovecot || has postfix; then
    local D=$DIR/dovecot; mkdir -p "$D/run" "$D/state" "$D/mail"; chown nobody:nogroup "$D/mail"
    # Test users <name>/<name>-pw. Deleting $D/mail/<name> empties a mailbox, but its new UIDVALIDITY
    # comes from the clock (same second, same value): delete and recreate a folder for a sure change.
    for u in $IMAP_USERS; do printf '%s:{PLAIN}%s-pw\n' "$u" "$u"; done > "$D/users"
    fill "$HERE/dovecot.conf.template" "$D/dovecot.conf" ROOT="$D" IMAP_PORT="$IMAP_PORT" \
      IMAPS_PORT="$IMAPS_PORT" CERT="$DIR/tls/server.crt" KEY="$DIR/tls/server.key" \
      MAIL_UID=nobody MAIL_GID=nogroup
    # Dovecot daemonizes: keep it off our stdout, or a caller reading our output never sees EOF.
    dovecot -c "$D/dovecot.conf" </dev/null >"$D/start.log" 2>&1 || { cat "$D/start.log" >&2; return 1; }
    wait_port 127.0.0.1 "$IMAPS_PORT" 20
    echo "dovecot pid $(cat "$D/run/master.pid") imap 127.0.0.1:$IMAP_PORT imaps 127.0.0.1:$IMAPS_PORT"
  fi
  if has postgres; then
    local P=$DIR/pg; mkdir -p "$P"; chown postgres:postgres "$P"
    local fresh=0
    if [ ! -d "$P/data" ]; then
      fresh=1; echo pg-admin-pw > "$P/pwfile"; chown postgres "$P/pwfile"
      runuser -u postgres -- "$PGBIN/initdb" -D "$P/data" -U postgres --pwfile="$P/pwfile" \
        --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 > "$P/initdb.log"
    fi
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$P/data" -l "$P/server.log" -w -t 60 -o \
      "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$P -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start > /dev/null
    [ $fresh = 0 ] || runuser -u postgres -- "$PGBIN/psql" -qX -h "$P" -p "$PG_PORT" -U postgres \
      -v ON_ERROR_STOP=1 -c "CREATE ROLE mailgate LOGIN CREATEDB PASSWORD 'mg-pw'" -c "CREATE DATABASE mailgate OWNER mailgate"
    echo "postgres pid $(head -1 "$P/data/postmaster.pid") postgresql://mailgate:mg-pw@127.0.0.1:$PG_PORT/mailgate"
  fi
  if has postfix; then
    local F=$DIR/postfix; mkdir -p "$F/etc" "$F/queue" "$F/data"; chown postfix "$F/data"
    fill "$HERE/postfix-main.cf.template" "$F/etc/main.cf" ROOT="$F" MAILROOT="$DIR/dovecot/mail" \
      CERT="$DIR/tls/server.crt" KEY="$DIR/tls/server.key"
    fill "$HERE/postfix-master.cf.template" "$F/etc/master.cf" SMTP_PORT="$SMTP_PORT"
    postfix -c "$F/etc" start </dev/null >"$F/start.log" 2>&1 || { cat "$F/start.log" >&2; tail -5 "$F/postfix.log" >&2; return 1; }
    wait_port 127.0.0.1 "$SMTP_PORT" 20
    echo "postfix pid $(cat "$F/queue/pid/master.pid" | tr -d ' ') smtp 127.0.0.1:$SMTP_PORT (STARTTLS required)"
  fi
}

stop() {
  if has postfix && [ -f "$DIR/postfix/queue/pid/master.pid" ]; then
    postfix -c "$DIR/postfix/etc" stop || true
  fi
  if has postgres && [ -f "$DIR/pg/data/postmaster.pid" ]; then
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$DIR/pg/data" -m fast -w stop > /dev/null || true
  fi
  if { has dovecot || has postfix; } && [ -f "$DIR/dovecot/run/master.pid" ]; then
    local pid; pid=$(cat "$DIR/dovecot/run/master.pid")
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do alive "$pid" || break; sleep 0.1; done
  fi
}

case $ACTION in start) start ;; stop) stop ;; *) echo "start|stop" >&2; exit 2 ;; esac
