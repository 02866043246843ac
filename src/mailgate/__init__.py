"""mailgate: an email gateway for AI agents. The public Python API is re-exported here by name.

Front doors (``cli/``, ``api/``, ``mcp/``, ``proxy/``, ``web/``) import from here and nothing
below: ``open_gateway(home)`` gives a ``Gateway`` whose parts are the whole API —
rules and drafts on the gateway itself, ``gw.tokens`` (agent identity: create, list, revoke,
authenticate) and ``gw.agents`` (the six operations an agent may ask for, each taking the
authenticated ``Caller``), plus the records and errors below.
"""

from mailgate.agents.operations import AgentOperations, ListQuery, SendInput
from mailgate.agents.records import (
    Accounts,
    AccountsJson,
    ArchiveJson,
    DraftStatus,
    DraftStatusJson,
    MailItem,
    MailItemJson,
    MailPage,
    MailPageJson,
    MailText,
    MailTextJson,
    SendOutcome,
    SendOutcomeJson,
)
from mailgate.agents.scopes import Scope
from mailgate.agents.tokens import Caller, IssuedToken, TokenInfo, Tokens, parse_duration
from mailgate.errors import (
    AuditBroken,
    Conflict,
    Forbidden,
    InvalidInput,
    MailgateError,
    NotConfigured,
    NotFound,
    OwnerOnly,
    RateLimited,
    Refused,
    SecretUnavailable,
    SendFailed,
    SendUncertain,
    ServeUnreachable,
    StoreUnavailable,
    TimedOut,
    TLSUnavailable,
    TooLarge,
    Unauthorized,
)
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import Address, Decision, Draft, DraftState, Verdict

__all__ = [
    "Accounts",
    "AccountsJson",
    "Address",
    "AgentOperations",
    "ArchiveJson",
    "AuditBroken",
    "Caller",
    "Conflict",
    "Decision",
    "Draft",
    "DraftState",
    "DraftStatus",
    "DraftStatusJson",
    "Forbidden",
    "Gateway",
    "InvalidInput",
    "IssuedToken",
    "ListQuery",
    "MailItem",
    "MailItemJson",
    "MailPage",
    "MailPageJson",
    "MailText",
    "MailTextJson",
    "MailgateError",
    "NotConfigured",
    "NotFound",
    "OwnerOnly",
    "RateLimited",
    "Refused",
    "Scope",
    "SecretUnavailable",
    "SendFailed",
    "SendInput",
    "SendOutcome",
    "SendOutcomeJson",
    "SendUncertain",
    "ServeUnreachable",
    "StoreUnavailable",
    "TLSUnavailable",
    "TimedOut",
    "TokenInfo",
    "Tokens",
    "TooLarge",
    "Unauthorized",
    "Verdict",
    "open_gateway",
    "parse_duration",
]
