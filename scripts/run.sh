#!/usr/bin/env bash
# Install mailgate into .venv (again only when pyproject.toml changed) and run the offline demo.
# The demo runs in a home of its own, ~/.mailgate-demo: it never touches your real home
# (~/.mailgate or $MAILGATE_HOME). It prints the exact commands to approve the held draft.
# usage: scripts/run.sh [serve options]    e.g. scripts/run.sh --home /tmp/try-mailgate
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec .venv/bin/mailgate serve --demo "$@"
