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

import importlib
from typing import TYPE_CHECKING

# Where each public name lives: (module, attribute; "" for a submodule itself). The names load on
# first use (PEP 562), so `import mailgate.errors` does not build the gateway: an agent-side door
# (`mailgate-sendmail`, run once per message by git send-email or cron) starts in about a tenth of
# the time. tests/test_public_api.py checks this table against the typed imports below.
_EXPORTS: dict[str, tuple[str, str]] = {
    "clock": ("mailgate.clock", ""),
    "config": ("mailgate.config", ""),
    "Problem": ("mailgate.config", "Problem"),
    "add_table": ("mailgate.accounts.configfile", "add_table"),
    "remove_table": ("mailgate.accounts.configfile", "remove_table"),
    "Provider": ("mailgate.accounts.settings", "Provider"),
    "client_secret_name": ("mailgate.accounts.settings", "client_secret_name"),
    "oauth_account": ("mailgate.accounts.settings", "oauth_account"),
    "refresh_token_name": ("mailgate.accounts.settings", "refresh_token_name"),
    "google_signin": ("mailgate.accounts.signin", "google_signin"),
    "microsoft_signin": ("mailgate.accounts.signin", "microsoft_signin"),
    "grant_matches": ("mailgate.addresses", "grant_matches"),
    "parse_grant": ("mailgate.addresses", "parse_grant"),
    "parse_send_recipient": ("mailgate.addresses", "parse_send_recipient"),
    "request_limit": ("mailgate.agents.limits", "request_limit"),
    "AgentOperations": ("mailgate.agents.operations", "AgentOperations"),
    "AttachmentInput": ("mailgate.agents.records", "AttachmentInput"),
    "ListQuery": ("mailgate.agents.operations", "ListQuery"),
    "SendInput": ("mailgate.agents.operations", "SendInput"),
    "Accounts": ("mailgate.agents.records", "Accounts"),
    "AccountsJson": ("mailgate.agents.records", "AccountsJson"),
    "ArchiveJson": ("mailgate.agents.records", "ArchiveJson"),
    "AttachmentContent": ("mailgate.agents.records", "AttachmentContent"),
    "AttachmentContentJson": ("mailgate.agents.records", "AttachmentContentJson"),
    "AttachmentItem": ("mailgate.agents.records", "AttachmentItem"),
    "AttachmentJson": ("mailgate.agents.records", "AttachmentJson"),
    "DraftStatus": ("mailgate.agents.records", "DraftStatus"),
    "DraftStatusJson": ("mailgate.agents.records", "DraftStatusJson"),
    "MailItem": ("mailgate.agents.records", "MailItem"),
    "MailItemJson": ("mailgate.agents.records", "MailItemJson"),
    "MailPage": ("mailgate.agents.records", "MailPage"),
    "MailPageJson": ("mailgate.agents.records", "MailPageJson"),
    "MailText": ("mailgate.agents.records", "MailText"),
    "MailTextJson": ("mailgate.agents.records", "MailTextJson"),
    "SendOutcome": ("mailgate.agents.records", "SendOutcome"),
    "SendOutcomeJson": ("mailgate.agents.records", "SendOutcomeJson"),
    "Scope": ("mailgate.agents.scopes", "Scope"),
    "Caller": ("mailgate.agents.tokens", "Caller"),
    "DoorRule": ("mailgate.agents.tokens", "DoorRule"),
    "IssuedToken": ("mailgate.agents.tokens", "IssuedToken"),
    "TokenCheck": ("mailgate.agents.tokens", "TokenCheck"),
    "TokenInfo": ("mailgate.agents.tokens", "TokenInfo"),
    "Tokens": ("mailgate.agents.tokens", "Tokens"),
    "check_agent_name": ("mailgate.agents.tokens", "check_agent_name"),
    "parse_duration": ("mailgate.agents.tokens", "parse_duration"),
    "shown_login_name": ("mailgate.agents.tokens", "shown_login_name"),
    "AuditLog": ("mailgate.audit.log", "AuditLog"),
    "AuditRow": ("mailgate.audit.log", "AuditRow"),
    "create_backup": ("mailgate.backup", "create_backup"),
    "restore_backup": ("mailgate.backup", "restore_backup"),
    "Shown": ("mailgate.display", "Shown"),
    "TextPreview": ("mailgate.display", "TextPreview"),
    "text_preview": ("mailgate.display", "text_preview"),
    "editable": ("mailgate.display", "editable"),
    "show": ("mailgate.display", "show"),
    "visible": ("mailgate.display", "visible"),
    "AuditBroken": ("mailgate.errors", "AuditBroken"),
    "Conflict": ("mailgate.errors", "Conflict"),
    "Forbidden": ("mailgate.errors", "Forbidden"),
    "InvalidInput": ("mailgate.errors", "InvalidInput"),
    "LinkRefused": ("mailgate.errors", "LinkRefused"),
    "MailgateError": ("mailgate.errors", "MailgateError"),
    "NotConfigured": ("mailgate.errors", "NotConfigured"),
    "NotFound": ("mailgate.errors", "NotFound"),
    "OwnerOnly": ("mailgate.errors", "OwnerOnly"),
    "RateLimited": ("mailgate.errors", "RateLimited"),
    "RecipientRefused": ("mailgate.errors", "RecipientRefused"),
    "Refused": ("mailgate.errors", "Refused"),
    "SecretUnavailable": ("mailgate.errors", "SecretUnavailable"),
    "SendFailed": ("mailgate.errors", "SendFailed"),
    "SendUncertain": ("mailgate.errors", "SendUncertain"),
    "ServeUnreachable": ("mailgate.errors", "ServeUnreachable"),
    "StoreUnavailable": ("mailgate.errors", "StoreUnavailable"),
    "TimedOut": ("mailgate.errors", "TimedOut"),
    "TLSUnavailable": ("mailgate.errors", "TLSUnavailable"),
    "TooLarge": ("mailgate.errors", "TooLarge"),
    "Unauthorized": ("mailgate.errors", "Unauthorized"),
    "Gateway": ("mailgate.gateway", "Gateway"),
    "open_gateway": ("mailgate.gateway", "open_gateway"),
    "Activity": ("mailgate.health.activity", "Activity"),
    "DayCount": ("mailgate.health.activity", "DayCount"),
    "CHECKS": ("mailgate.health.doctor", "CHECKS"),
    "Check": ("mailgate.health.doctor", "Check"),
    "Health": ("mailgate.health.doctor", "Health"),
    "MULTIPROC_ENV": ("mailgate.health.latency", "MULTIPROC_ENV"),
    "check_multiprocess_dir": ("mailgate.health.latency", "check_multiprocess_dir"),
    "clear_multiprocess_dir": ("mailgate.health.latency", "clear_multiprocess_dir"),
    "register_latency": ("mailgate.health.latency", "register_latency"),
    "CONFIG_FILE": ("mailgate.home", "CONFIG_FILE"),
    "init_home": ("mailgate.home", "init_home"),
    "migrate_home": ("mailgate.home", "migrate_home"),
    "resolve_home": ("mailgate.home", "resolve_home"),
    "known_anomalies": ("mailgate.inbound.anomalies", "known"),
    "strip_bom": ("mailgate.inbound.anomalies", "strip_bom"),
    "check_sender": ("mailgate.inbound.authenticity", "check_sender"),
    "IdleWatcher": ("mailgate.inbound.idle", "IdleWatcher"),
    "Inbox": ("mailgate.inbound.inbox", "Inbox"),
    "PollTotals": ("mailgate.inbound.inbox", "PollTotals"),
    "load_scanner": ("mailgate.inbound.injection", "load_scanner"),
    "scan_parsed": ("mailgate.inbound.injection", "scan_parsed"),
    "parse_mail": ("mailgate.inbound.parse", "parse_mail"),
    "PollCounts": ("mailgate.inbound.pipeline", "PollCounts"),
    "Address": ("mailgate.model", "Address"),
    "AllowedEntry": ("mailgate.model", "AllowedEntry"),
    "ApprovalMode": ("mailgate.model", "ApprovalMode"),
    "Attachment": ("mailgate.model", "Attachment"),
    "Decision": ("mailgate.model", "Decision"),
    "Draft": ("mailgate.model", "Draft"),
    "DraftState": ("mailgate.model", "DraftState"),
    "GrantEntry": ("mailgate.model", "GrantEntry"),
    "IngestOutcome": ("mailgate.model", "IngestOutcome"),
    "MailAttachment": ("mailgate.model", "MailAttachment"),
    "MailSummary": ("mailgate.model", "MailSummary"),
    "Outcome": ("mailgate.model", "Outcome"),
    "RecipientKind": ("mailgate.model", "RecipientKind"),
    "StopEntry": ("mailgate.model", "StopEntry"),
    "StoredMail": ("mailgate.model", "StoredMail"),
    "SubmitState": ("mailgate.model", "SubmitState"),
    "Verdict": ("mailgate.model", "Verdict"),
    "ChatAnswer": ("mailgate.notify.decisions", "ChatAnswer"),
    "ChatDecisions": ("mailgate.notify.decisions", "ChatDecisions"),
    "MAX_NOTICE_TRIES": ("mailgate.notify.delivery", "MAX_TRIES"),
    "NotifyReport": ("mailgate.notify.delivery", "NotifyReport"),
    "Notices": ("mailgate.notify.notices", "Notices"),
    "OutboxDesk": ("mailgate.outbound.desk", "OutboxDesk"),
    "Resolution": ("mailgate.outbound.desk", "Resolution"),
    "SendRequest": ("mailgate.outbound.drafts", "SendRequest"),
    "SubmitResult": ("mailgate.outbound.outbox", "SubmitResult"),
    "Sending": ("mailgate.outbound.sending", "Sending"),
    "SettleReport": ("mailgate.outbound.sending", "SettleReport"),
    "RESOLVE_HINT": ("mailgate.outbound.status", "RESOLVE_HINT"),
    "STATE_OR_OUTCOME": ("mailgate.outbound.status", "STATE_OR_OUTCOME"),
    "next_step": ("mailgate.outbound.status", "next_step"),
    "outcome_text": ("mailgate.outbound.status", "outcome_text"),
    "short_outcome": ("mailgate.outbound.status", "short_outcome"),
    "Links": ("mailgate.owner.approvals", "Links"),
    "OwnerLogin": ("mailgate.owner.login", "OwnerLogin"),
    "AgentInfo": ("mailgate.policy.admin", "AgentInfo"),
    "Rules": ("mailgate.policy.admin", "Rules"),
    "CANARY_KINDS": ("mailgate.secrets.canary", "CANARY_KINDS"),
    "new_canary": ("mailgate.secrets.canary", "new_canary"),
    "SecretsGuard": ("mailgate.secrets.guard", "SecretsGuard"),
    "extract_parts": ("mailgate.secrets.leaks", "extract_parts"),
    "Adjust": ("mailgate.settings", "Adjust"),
    "Settings": ("mailgate.settings", "Settings"),
    "StoreCounts": ("mailgate.store.metrics", "StoreCounts"),
    "CaptureServer": ("mailgate.testing.capture", "CaptureServer"),
}

if TYPE_CHECKING:  # what mypy and readers see; at run time __getattr__ loads the same names
    from mailgate import clock, config  # the time source and the configuration schema, for the CLI
    from mailgate.accounts.configfile import add_table, remove_table
    from mailgate.accounts.settings import Provider, client_secret_name, oauth_account, refresh_token_name
    from mailgate.accounts.signin import google_signin, microsoft_signin
    from mailgate.addresses import grant_matches, parse_grant, parse_send_recipient
    from mailgate.agents.limits import request_limit
    from mailgate.agents.operations import AgentOperations, ListQuery, SendInput
    from mailgate.agents.records import (
        Accounts,
        AccountsJson,
        ArchiveJson,
        AttachmentContent,
        AttachmentContentJson,
        AttachmentInput,
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
        shown_login_name,
    )
    from mailgate.audit.log import AuditLog, AuditRow
    from mailgate.backup import create_backup, restore_backup
    from mailgate.config import Problem
    from mailgate.display import Shown, TextPreview, editable, show, text_preview, visible
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
        RecipientRefused,
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
    from mailgate.health.latency import (
        MULTIPROC_ENV,
        check_multiprocess_dir,
        clear_multiprocess_dir,
        register_latency,
    )
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
    from mailgate.outbound.status import (
        RESOLVE_HINT,
        STATE_OR_OUTCOME,
        next_step,
        outcome_text,
        short_outcome,
    )
    from mailgate.owner.approvals import Links
    from mailgate.owner.login import OwnerLogin
    from mailgate.policy.admin import AgentInfo, Rules
    from mailgate.secrets.canary import CANARY_KINDS, new_canary
    from mailgate.secrets.guard import SecretsGuard
    from mailgate.secrets.leaks import extract_parts
    from mailgate.settings import Adjust, Settings
    from mailgate.store.metrics import StoreCounts
    from mailgate.testing.capture import CaptureServer


def __getattr__(name: str) -> object:
    """Load a public name on first use (PEP 562) and keep it in the package's namespace."""
    try:
        module, attr = _EXPORTS[name]
    except KeyError:
        raise AttributeError(f"module 'mailgate' has no attribute {name!r}") from None
    loaded = importlib.import_module(module)
    value = getattr(loaded, attr) if attr else loaded
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names, loaded or not."""
    return sorted(__all__)


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
    "AuditRow",
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
    "RecipientRefused",
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
    "TextPreview",
    "TimedOut",
    "TokenCheck",
    "TokenInfo",
    "Tokens",
    "TooLarge",
    "Unauthorized",
    "Verdict",
    "add_table",
    "check_agent_name",
    "check_multiprocess_dir",
    "check_sender",
    "clear_multiprocess_dir",
    "client_secret_name",
    "clock",
    "config",
    "create_backup",
    "editable",
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
    "shown_login_name",
    "strip_bom",
    "text_preview",
    "visible",
]
