#!/usr/bin/env bash
# The whole test run: install what the tests need, start the real servers, lint, type-check, test.
# usage: scripts/test.sh [pytest args...]      (as root on Debian; .ci/run runs exactly this)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh test

SRV=$(mktemp -d /tmp/mg-XXXXXX)
chmod 755 "$SRV"
export PYTHON=$PWD/.venv/bin/python PG_PORT=${PG_PORT:-15432}
cleanup() { bash scripts/servers/test-servers.sh stop "$SRV" postgres || true; rm -rf "$SRV"; }
trap cleanup EXIT
bash scripts/servers/test-servers.sh start "$SRV" postgres
export MAILGATE_TEST_PG_URL="postgresql+psycopg://mailgate:mg-pw@127.0.0.1:$PG_PORT/mailgate"

echo "== ruff"; .venv/bin/ruff check src tests bench; .venv/bin/ruff format --check src tests bench
echo "== mypy --strict src"; .venv/bin/mypy --strict src
echo "== pytest (SQLite and PostgreSQL)"
# The tests start hundreds of `mailgate` processes; with PYTHONDONTWRITEBYTECODE set (some CI images
# set it) each one compiled every module of src/ again. Unset, the first import writes the .pyc.
unset PYTHONDONTWRITEBYTECODE
# One worker per core (each has its own PostgreSQL database, Dovecot and Postfix); -n 0 runs serially.
.venv/bin/python -m pytest -n "${MAILGATE_TEST_WORKERS:-$(nproc)}" "$@"
