"""Exit codes of the command line, in one place (DESIGN.md, the command-line contract)."""

from __future__ import annotations

from mailgate.model import Decision

OK = 0
NO = 1  # `address match`: the grant does not cover the address; `doctor`: problems found
BAD_INPUT = 2
HELD = 3
DENIED = 4
FIX_NEEDED = 5
AUDIT_BROKEN = 6

SEND_OUTCOME = {Decision.ALLOW: OK, Decision.HOLD: HELD, Decision.DENY: DENIED, Decision.FIX: FIX_NEEDED}
