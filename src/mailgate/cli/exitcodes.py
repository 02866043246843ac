"""Exit codes of the command line, in one place; docs/cli.md is generated from these tables.

Every number a mailgate process exits with is named here, the error classes' codes
(``mailgate.errors``) and sendmail's sysexits included. This module imports nothing of mailgate
but the model, so the errors and the doors may use it.
"""

from __future__ import annotations

from mailgate.model import Decision

OK = 0
ERROR = 1  # an error the message explains
NO = 1  # `address match`: the grant does not cover the address; `doctor`: problems found
BAD_INPUT = 2
HELD = 3
DENIED = 4
FIX_NEEDED = 5
AUDIT_BROKEN = 6

# sysexits.h, the codes sendmail and the agent-side commands speak.
USAGE = 64  # EX_USAGE: the command line is wrong
DATAERR = 65  # EX_DATAERR: the input data is wrong (malformed, too large)
TEMPFAIL = 75  # EX_TEMPFAIL: try again later
NOPERM = 77  # EX_NOPERM: refused

SEND_OUTCOME = {Decision.ALLOW: OK, Decision.HOLD: HELD, Decision.DENY: DENIED, Decision.FIX: FIX_NEEDED}

# Every command may end with these (mailgate.errors maps each error class to one of them).
COMMON: dict[int, str] = {
    OK: "done",
    ERROR: "an error the message explains (store or server unreachable, vault key missing, "
    "mail switched off)",
    BAD_INPUT: "bad input: a value broke a rule (the message names the field and the rule), no such "
    "draft/agent/mail/grant, a state change that is not allowed, or a config.toml nothing may run on",
    AUDIT_BROKEN: "the audit log's keyed chain does not verify",
    NOPERM: "this OS user cannot open the mailgate home: owner commands are for the owner",
}

_SEND = {
    OK: "queued: approved by policy, the settler will send it",
    HELD: "held: waits for a person's `mailgate approve`",
    DENIED: "denied: it will not be sent",
    FIX_NEEDED: "fix needed: nothing was stored; change the message",
}
_REPEAT = (
    " A keyless repeat of a message sent in the last 24 hours exits with the code of the earlier "
    "draft's state."
)

# Codes with a meaning of their own for one command (by command path without "mailgate ").
COMMANDS: dict[str, dict[int, str]] = {
    "send": {**_SEND, OK: _SEND[OK] + "." + _REPEAT},
    "retry": _SEND,
    "doctor": {OK: "every check passed", NO: "a check failed (each is named)"},
    "address match": {
        OK: "the grant covers the address",
        NO: "it does not",
        BAD_INPUT: "the grant or address is malformed",
    },
    "audit": {AUDIT_BROKEN: "with --verify: the chain is broken, or the vault key is missing"},
    "scan outbound": {OK: "clean", DENIED: "a vault value or canary was found (each is named)"},
    "sendmail": {
        OK: "accepted (queued or held)",
        USAGE: "usage error",
        DATAERR: "the message is malformed or too large",
        TEMPFAIL: "temporary failure: `mailgate serve` unreachable or rate limited; keep the message",
        NOPERM: "refused: no or bad token, or the policy denied it",
    },
    "mcp": {TEMPFAIL: "`mailgate serve` could not be reached", NOPERM: "the token was refused"},
}
