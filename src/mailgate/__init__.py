"""mailgate: an email gateway for AI agents. The public Python API is re-exported here by name.

Front doors (``cli/``, ``api/``, ``mcp/``, ``proxy/``, ``web/``) import from here and nothing
below: ``open_gateway(home)`` gives a ``Gateway`` whose parts are the whole API —
rules and drafts on the gateway itself, ``gw.tokens`` (agent identity: create, list, revoke,
authenticate), ``gw.agents`` (the six operations an agent may ask for, each taking the
authenticated ``Caller``) and ``gw.secrets`` (the ``SecretsGuard``: vault entries, the leak scan,
redaction, the owner's raw mail), plus the records and errors below.
"""

from mailgate.agents.limits import request_limit
from mailgate.agents.operations import AgentOperations, AttachmentInput, ListQuery, SendInput
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
from mailgate.display import Shown, show, visible
from mailgate.errors import (
    AuditBroken,
    Conflict,
    Forbidden,
    InvalidInput,
    LinkRefused,
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
from mailgate.gateway import AgentInfo, Check, DayCount, Gateway, PollTotals, Resolution, open_gateway
from mailgate.model import Address, Decision, Draft, DraftState, RecipientKind, Verdict
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.outbox import SubmitResult
from mailgate.secrets.guard import SecretsGuard
from mailgate.store.metrics import StoreCounts

__all__ = [
    "Accounts",
    "AccountsJson",
    "Address",
    "AgentInfo",
    "AgentOperations",
    "ArchiveJson",
    "AttachmentInput",
    "AuditBroken",
    "Caller",
    "Check",
    "Conflict",
    "DayCount",
    "Decision",
    "Draft",
    "DraftState",
    "DraftStatus",
    "DraftStatusJson",
    "Forbidden",
    "Gateway",
    "InvalidInput",
    "IssuedToken",
    "LinkRefused",
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
    "PollTotals",
    "RateLimited",
    "RecipientKind",
    "Refused",
    "Resolution",
    "Scope",
    "SecretUnavailable",
    "SecretsGuard",
    "SendFailed",
    "SendInput",
    "SendOutcome",
    "SendOutcomeJson",
    "SendRequest",
    "SendUncertain",
    "ServeUnreachable",
    "Shown",
    "StoreCounts",
    "StoreUnavailable",
    "SubmitResult",
    "TLSUnavailable",
    "TimedOut",
    "TokenInfo",
    "Tokens",
    "TooLarge",
    "Unauthorized",
    "Verdict",
    "open_gateway",
    "parse_duration",
    "request_limit",
    "show",
    "visible",
]
