"""mailgate: an email gateway for AI agents. The public Python API is re-exported here by name.

Front doors (``cli/``, ``api/``, ``mcp/``, ``proxy/``, ``web/``, ``serving/``, the chat callbacks)
import from here and call ``open_gateway(home)``'s parts, nothing below them: never ``gw.store``,
``gw.cfg`` or an underscored name (tests/test_architecture.py enforces it).

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

from mailgate import clock, config  # the time source and the configuration schema, for the CLI
from mailgate.accounts.configfile import add_table, remove_table
from mailgate.accounts.settings import Provider, client_secret_name, oauth_account, refresh_token_name
from mailgate.accounts.signin import google_signin, microsoft_signin
from mailgate.addresses import grant_matches, parse_grant, parse_send_recipient
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
from mailgate.agents.tokens import (
    Caller,
    DoorRule,
    IssuedToken,
    TokenCheck,
    TokenInfo,
    Tokens,
    check_agent_name,
    parse_duration,
)
from mailgate.audit.log import AuditLog
from mailgate.backup import create_backup, restore_backup
from mailgate.config import Problem
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
from mailgate.health.latency import MULTIPROC_ENV, clear_multiprocess_dir, register_latency
from mailgate.home import CONFIG_FILE, init_home, migrate_home, resolve_home
from mailgate.inbound.anomalies import known as known_anomalies
from mailgate.inbound.anomalies import strip_bom
from mailgate.inbound.authenticity import check_sender
from mailgate.inbound.idle import IdleWatcher
from mailgate.inbound.inbox import Inbox, PollTotals
from mailgate.inbound.injection import load_scanner, scan_parsed
from mailgate.inbound.parse import parse_mail
from mailgate.inbound.pipeline import PollCounts
from mailgate.model import (
    Address,
    AllowedEntry,
    ApprovalMode,
    Attachment,
    Decision,
    Draft,
    DraftState,
    GrantEntry,
    IngestOutcome,
    MailAttachment,
    MailSummary,
    Outcome,
    RecipientKind,
    StopEntry,
    StoredMail,
    SubmitState,
    Verdict,
)
from mailgate.notify.decisions import ChatAnswer, ChatDecisions
from mailgate.notify.delivery import MAX_TRIES as MAX_NOTICE_TRIES
from mailgate.notify.delivery import NotifyReport
from mailgate.notify.notices import Notices
from mailgate.outbound.desk import OutboxDesk, Resolution
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.outbox import SubmitResult
from mailgate.outbound.sending import Sending, SettleReport
from mailgate.outbound.status import RESOLVE_HINT, STATE_OR_OUTCOME, next_step, outcome_text, short_outcome
from mailgate.owner.approvals import Links
from mailgate.owner.login import OwnerLogin
from mailgate.policy.admin import AgentInfo, Rules
from mailgate.secrets.canary import CANARY_KINDS, new_canary
from mailgate.secrets.guard import SecretsGuard
from mailgate.secrets.leaks import extract_parts
from mailgate.settings import Adjust, Settings
from mailgate.store.metrics import StoreCounts
from mailgate.testing.capture import CaptureServer

__all__ = [
    "CANARY_KINDS",
    "CHECKS",
    "CONFIG_FILE",
    "MAX_NOTICE_TRIES",
    "MULTIPROC_ENV",
    "RESOLVE_HINT",
    "STATE_OR_OUTCOME",
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
    "Attachment",
    "AttachmentContent",
    "AttachmentContentJson",
    "AttachmentInput",
    "AttachmentItem",
    "AttachmentJson",
    "AuditBroken",
    "AuditLog",
    "Caller",
    "CaptureServer",
    "ChatAnswer",
    "ChatDecisions",
    "Check",
    "Conflict",
    "DayCount",
    "Decision",
    "DoorRule",
    "Draft",
    "DraftState",
    "DraftStatus",
    "DraftStatusJson",
    "Forbidden",
    "Gateway",
    "GrantEntry",
    "Health",
    "IdleWatcher",
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
    "Outcome",
    "OwnerLogin",
    "OwnerOnly",
    "PollCounts",
    "PollTotals",
    "Problem",
    "Provider",
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
    "TokenCheck",
    "TokenInfo",
    "Tokens",
    "TooLarge",
    "Unauthorized",
    "Verdict",
    "add_table",
    "check_agent_name",
    "check_sender",
    "clear_multiprocess_dir",
    "client_secret_name",
    "clock",
    "config",
    "create_backup",
    "extract_parts",
    "google_signin",
    "grant_matches",
    "init_home",
    "known_anomalies",
    "load_scanner",
    "microsoft_signin",
    "migrate_home",
    "new_canary",
    "next_step",
    "oauth_account",
    "open_gateway",
    "outcome_text",
    "parse_duration",
    "parse_grant",
    "parse_mail",
    "parse_send_recipient",
    "refresh_token_name",
    "register_latency",
    "remove_table",
    "request_limit",
    "resolve_home",
    "restore_backup",
    "scan_parsed",
    "short_outcome",
    "show",
    "strip_bom",
    "visible",
]
