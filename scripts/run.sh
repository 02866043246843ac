#!/usr/bin/env bash
# Install mailgate into .venv, create a home on embedded defaults (SQLite), and run the offline demo.
# usage: scripts/run.sh [serve options]    e.g. MAILGATE_HOME=/srv/mailgate scripts/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
.venv/bin/mailgate init
exec .venv/bin/mailgate serve --demo "$@"
