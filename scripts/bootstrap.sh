#!/usr/bin/env bash
# Make .venv with mailgate installed (and, with `test`, the test tools and the servers' Debian packages).
# usage: scripts/bootstrap.sh [test]
set -euo pipefail
cd "$(dirname "$0")/.."
WANT=${1:-run}

apt_install() {  # apt_install PKG...: install the Debian packages that are missing (needs root)
  local missing=()
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing Debian packages: ${missing[*]}"
  apt-get update -q >/dev/null
  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}

if ! python3 -c "import venv, ensurepip" 2>/dev/null; then
  apt_install python3-venv
fi
if [ "$WANT" = test ]; then
  # chromium: the dashboard tests drive it with Playwright; git-email and its Perl modules (Mail::Address,
  # STARTTLS, SASL): git send-email in the proxy tests
  apt_install dovecot-imapd postfix postgresql isync chromium git-email libmailtools-perl libio-socket-ssl-perl libauthen-sasl-perl
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
# The install is editable: source changes need no reinstall, only a change to pyproject.toml
# (dependencies, entry points) does. Its hash, per flavour, is kept in .venv after an install.
STAMP=.venv/.mailgate-installed-$WANT
WANT_HASH=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT_HASH" ] && .venv/bin/python -c "import mailgate" 2>/dev/null; then
  exit 0  # nothing changed since the last install
fi
.venv/bin/python -m pip install -q --upgrade pip 2>&1 | grep -v "^WARNING: Location" || true
if [ "$WANT" = test ]; then
  .venv/bin/python -m pip install -q -e '.[test]' 2>&1 | grep -v "^WARNING: Location" || true
else
  .venv/bin/python -m pip install -q -e . 2>&1 | grep -v "^WARNING: Location" || true
fi
.venv/bin/python -c "import mailgate" # fail here, loudly, if the install did not work
echo "$WANT_HASH" > "$STAMP"
