"""mailgate: an email gateway for AI agents. The public Python API is re-exported here by name."""

from mailgate.errors import (
    AuditBroken,
    Conflict,
    InvalidInput,
    MailgateError,
    NotConfigured,
    NotFound,
    SendFailed,
    SendUncertain,
    StoreUnavailable,
    TimedOut,
    TLSUnavailable,
)
from mailgate.model import Address, Decision, Draft, DraftState, Verdict

__all__ = [
    "Address",
    "AuditBroken",
    "Conflict",
    "Decision",
    "Draft",
    "DraftState",
    "InvalidInput",
    "MailgateError",
    "NotConfigured",
    "NotFound",
    "SendFailed",
    "SendUncertain",
    "StoreUnavailable",
    "TLSUnavailable",
    "TimedOut",
    "Verdict",
]
