"""mailgate: an email gateway for AI agents. The public Python API is re-exported here by name.

Front doors (``cli/``, ``api/``, ``mcp/``, ``proxy/``, ``web/``, ``serving/``, the chat callbacks)
import from here and call ``open_gateway(home)``'s parts, nothing below them: never ``gw.store``,
``gw.cfg`` or an underscored name (tests/outbound/test_architecture.py enforces it).

The parts of a ``Gateway`` (each built once in ``open_gateway``):

* ``gw.rules`` (``Rules``): agents, rungs, rates, managers, allowed lists, grants, owners, stop list;
* ``gw.outbox`` (``OutboxDesk``): submit, explain, approve, deny, cancel, revise, retry, resolve, drafts;
* ``gw.sending`` (``Sending``): settler passes, the pause switch, reconcile, what sending lacks;
* ``gw.inbox`` (``Inbox``): poll, ingest, import, list and read mail;
* ``gw.audit`` (``AuditLog``): rows, verify, announce the head, record a door's refusals, alarms;
* ``gw.health`` (``Health``): doctor and readiness checks; ``gw.activity`` (``Activity``): counts;
* ``gw.links`` (``Links``), ``gw.notices`` (``Notices``), ``gw.chat`` (``ChatDecisions``): the owner's
  approval links, notices and chat buttons;
* ``gw.tokens`` (``Tokens``): agent identity; ``gw.agents`` (``AgentOperations``): the seven operations an
  agent may ask for, each taking the authenticated ``Caller``;
* ``gw.owner`` (``OwnerLogin``), ``gw.accounts`` (``Accounts``); ``gw.secrets`` (``SecretsGuard``):
  vault entries, the leak scan, redaction, the owner's raw mail; ``gw.settings`` (``Settings``):
  every setting, typed (``gw.settings.web.listen``), and what config.toml held that was not used;
* ``gw.home`` and ``gw.close()``.
"""

from mailgate.agents.limits import request_limit
from mailgate.agents.operations import AgentOperations, AttachmentInput, ListQuery, SendInput
from mailgate.agents.records import (
    Accounts,
    AccountsJson,
    ArchiveJson,
    AttachmentContent,
    AttachmentContentJson,
    AttachmentItem,
    AttachmentJson,
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
from mailgate.audit.log import AuditLog
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
from mailgate.gateway import Gateway, open_gateway
from mailgate.health.activity import Activity, DayCount
from mailgate.health.doctor import CHECKS, Check, Health
from mailgate.inbound.inbox import Inbox, PollTotals
from mailgate.inbound.pipeline import PollCounts
from mailgate.model import (
    Address,
    AllowedEntry,
    ApprovalMode,
    Decision,
    Draft,
    DraftState,
    GrantEntry,
    IngestOutcome,
    MailAttachment,
    MailSummary,
    RecipientKind,
    StopEntry,
    StoredMail,
    SubmitState,
    Verdict,
)
from mailgate.notify.decisions import ChatAnswer, ChatDecisions
from mailgate.notify.delivery import NotifyReport
from mailgate.notify.notices import Notices
from mailgate.outbound.desk import OutboxDesk, Resolution
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.outbox import SubmitResult
from mailgate.outbound.sending import Sending, SettleReport
from mailgate.owner.approvals import Links
from mailgate.owner.login import OwnerLogin
from mailgate.policy.admin import AgentInfo, Rules
from mailgate.secrets.guard import SecretsGuard
from mailgate.settings import Adjust, Settings
from mailgate.store.metrics import StoreCounts

__all__ = [
    "CHECKS",
    "Accounts",
    "AccountsJson",
    "Activity",
    "Address",
    "Adjust",
    "AgentInfo",
    "AgentOperations",
    "AllowedEntry",
    "ApprovalMode",
    "ArchiveJson",
    "AttachmentContent",
    "AttachmentContentJson",
    "AttachmentInput",
    "AttachmentItem",
    "AttachmentJson",
    "AuditBroken",
    "AuditLog",
    "Caller",
    "ChatAnswer",
    "ChatDecisions",
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
    "GrantEntry",
    "Health",
    "Inbox",
    "IngestOutcome",
    "InvalidInput",
    "IssuedToken",
    "LinkRefused",
    "Links",
    "ListQuery",
    "MailAttachment",
    "MailItem",
    "MailItemJson",
    "MailPage",
    "MailPageJson",
    "MailSummary",
    "MailText",
    "MailTextJson",
    "MailgateError",
    "NotConfigured",
    "NotFound",
    "Notices",
    "NotifyReport",
    "OutboxDesk",
    "OwnerLogin",
    "OwnerOnly",
    "PollCounts",
    "PollTotals",
    "RateLimited",
    "RecipientKind",
    "Refused",
    "Resolution",
    "Rules",
    "Scope",
    "SecretUnavailable",
    "SecretsGuard",
    "SendFailed",
    "SendInput",
    "SendOutcome",
    "SendOutcomeJson",
    "SendRequest",
    "SendUncertain",
    "Sending",
    "ServeUnreachable",
    "Settings",
    "SettleReport",
    "Shown",
    "StopEntry",
    "StoreCounts",
    "StoreUnavailable",
    "StoredMail",
    "SubmitResult",
    "SubmitState",
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
