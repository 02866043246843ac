"""Exit codes of the command line, in one place; docs/cli.md is generated from these tables."""

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

# Every command may end with these (mailgate.errors maps each error class to one of them).
COMMON: dict[int, str] = {
    0: "done",
    1: "an error the message explains (store or server unreachable, vault key missing, mail switched off)",
    2: "bad input: a value broke a rule (the message names the field and the rule), no such "
    "draft/agent/mail/grant, a state change that is not allowed, or a config.toml nothing may run on",
    6: "the audit log's keyed chain does not verify",
    77: "this OS user cannot open the mailgate home: owner commands are for the owner",
}

_SEND = {
    0: "queued: approved by policy, the settler will send it",
    3: "held: waits for a person's `mailgate approve`",
    4: "denied: it will not be sent",
    5: "fix needed: nothing was stored; change the message",
}
_REPEAT = (
    " A keyless repeat of a message sent in the last 24 hours exits with the code of the earlier "
    "draft's state."
)

# Codes with a meaning of their own for one command (by command path without "mailgate ").
COMMANDS: dict[str, dict[int, str]] = {
    "send": {**_SEND, 0: _SEND[0] + "." + _REPEAT},
    "retry": _SEND,
    "doctor": {0: "every check passed", 1: "a check failed (each is named)"},
    "address match": {
        0: "the grant covers the address",
        1: "it does not",
        2: "the grant or address is malformed",
    },
    "audit": {6: "with --verify: the chain is broken, or the vault key is missing"},
    "scan outbound": {0: "clean", 4: "a vault value or canary was found (each is named)"},
    "sendmail": {
        0: "accepted (queued or held)",
        64: "usage error",
        65: "the message is malformed or too large",
        75: "temporary failure: `mailgate serve` unreachable or rate limited; keep the message",
        77: "refused: no or bad token, or the policy denied it",
    },
    "mcp": {75: "`mailgate serve` could not be reached", 77: "the token was refused"},
}
