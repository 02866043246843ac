"""The one exception hierarchy of mailgate; every class maps to one CLI exit code.

::

    MailgateError                      exit 1   something went wrong; the message says what to do
    ├── InvalidInput(field, rule, value) exit 2 bad input: names the field and the rule it broke
    │   └── ConfigError                exit 2   a config value that cannot be used at all
    ├── NotFound(kind, key)            exit 2   no such draft / agent / mail / grant
    ├── Conflict                       exit 2   a state transition that is not allowed
    ├── StoreUnavailable               exit 1   the database cannot be read or written
    ├── SecretUnavailable              exit 1   the vault key or a vault entry cannot be read
    ├── AuditBroken                    exit 6   the audit hash chain does not verify
    ├── TransportError                 exit 1   a mail server misbehaved (inbound or outbound)
    │   ├── TLSUnavailable             exit 1   TLS not offered or not verifiable: nothing sent in the clear
    │   ├── TimedOut                   exit 1   an operation ran past its Deadline
    │   ├── SendFailed                 exit 1   no DATA reached the server: nothing was delivered
    │   └── SendUncertain              exit 1   DATA was sent: the message may have been delivered
    ├── NotConfigured                  exit 1   a feature needs configuration that is missing
    ├── ServeUnreachable               exit 75  an agent-side command found no running `mailgate serve`
    └── Refused                        exit 77  an agent's request was refused (sysexits EX_NOPERM)
        ├── Unauthorized               exit 77  no token, or an unknown, revoked or expired one
        │   └── LinkRefused            exit 77  a one-time link that is tampered, expired, used or stale
        ├── Forbidden                  exit 77  the token lacks the scope, or the inbox is not the caller's
        ├── RateLimited                exit 75  too many requests for this token; try again later
        ├── TooLarge                   exit 65  a request over a size cap; nothing was stored
        └── OwnerOnly                  exit 77  an owner command run by a user who cannot open the home

The outcome codes of `mailgate send` (3 held, 4 denied, 5 fix needed) are verdicts, not
errors, and live in ``cli/exitcodes.py``.
"""

from __future__ import annotations

from mailgate.cli import exitcodes


class MailgateError(Exception):
    """Base of every error mailgate raises on purpose."""

    exit_code = exitcodes.ERROR


class InvalidInput(MailgateError):
    """Input broke a rule; ``field`` and ``rule`` say which, ``value`` is what was given."""

    exit_code = exitcodes.BAD_INPUT

    def __init__(self, field: str, rule: str, value: object = None) -> None:
        self.field = field
        self.rule = rule
        self.value = value
        shown = "" if value is None else f" (got {_clip(value)})"
        super().__init__(f"{field}: {rule}{shown}")


class ConfigError(InvalidInput):
    """A config value that cannot be used, not even by falling back to a default."""


class NotFound(MailgateError):
    """A named record does not exist."""

    exit_code = exitcodes.BAD_INPUT

    def __init__(self, kind: str, key: object, hint: str = "") -> None:
        self.kind = kind
        self.key = key
        super().__init__(f"{kind} {key!s} not found" + (f": {hint}" if hint else ""))


class Conflict(MailgateError):
    """An operation does not fit the record's current state (e.g. approving a sent draft)."""

    exit_code = exitcodes.BAD_INPUT


class StoreUnavailable(MailgateError):
    """The store could not be read or written; decisions fail closed when this happens."""


class SecretUnavailable(MailgateError):
    """The vault key or a vault value could not be read."""


class AuditBroken(MailgateError):
    """The audit log's hash chain is broken: a row was edited, removed or inserted."""

    exit_code = exitcodes.AUDIT_BROKEN


class TransportError(MailgateError):
    """A mail server or transport misbehaved."""


class TLSUnavailable(TransportError):
    """TLS was not offered or did not verify; mailgate never falls back to the clear."""


class TimedOut(TransportError):
    """An operation ran past its deadline."""


class SendFailed(TransportError):
    """The send failed before DATA reached the server: nothing was delivered."""


class SendUncertain(TransportError):
    """The send failed after DATA was sent: the message may have been delivered."""


class NotConfigured(MailgateError):
    """A feature needs configuration that is missing."""


class ServeUnreachable(MailgateError):
    """An agent-side command could not reach ``mailgate serve`` (a temporary failure: try later)."""

    exit_code = exitcodes.TEMPFAIL


class Refused(MailgateError):
    """An agent's request was refused; ``code`` is the stable machine-readable reason."""

    exit_code = exitcodes.NOPERM
    code = "refused"


class Unauthorized(Refused):
    """No token, or an unknown, revoked or expired one."""

    code = "unauthorized"


class LinkRefused(Unauthorized):
    """A signed one-time link (login or approval) that cannot be used; ``why`` says which check failed."""

    code = "link_refused"

    def __init__(self, message: str, why: str) -> None:
        self.why = why
        super().__init__(message)


class Forbidden(Refused):
    """The token is valid but may not do this (scope, or another agent's inbox)."""

    code = "forbidden"


class RateLimited(Refused):
    """The token made too many requests; ``retry_after`` seconds until the next is accepted."""

    exit_code = exitcodes.TEMPFAIL
    code = "rate_limited"

    def __init__(self, message: str, retry_after: float) -> None:
        self.retry_after = retry_after
        super().__init__(message)


class RecipientRefused(Refused):
    """A send to all of its recipients or to none, and the policy refuses one: nothing was stored.

    ``keys`` are the refused recipients' address keys, in the order the send named them.
    """

    code = "recipient_refused"

    def __init__(self, keys: tuple[str, ...]) -> None:
        self.keys = keys
        super().__init__("a recipient is refused by policy: " + ", ".join(keys))


class TooLarge(Refused):
    """A request or argument over its size cap; nothing was stored."""

    exit_code = exitcodes.DATAERR
    code = "too_large"


class OwnerOnly(Refused):
    """An owner command run by a user who cannot open the home."""

    code = "owner_only"


def _clip(value: object, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
