"""Typed settings: the validated ``Config`` turned once into frozen dataclasses, one per section.

``config.FIELDS`` validates every option; ``Settings.from_config`` then copies each value into the
attribute of the same dotted name (``mail.max_body_chars`` is ``settings.mail.max_body_chars``), so
code past the edge reads a typed attribute instead of looking a setting up by string. Lists become
tuples and tables read-only mappings: a settings object cannot be changed after it is built, only
replaced (``dataclasses.replace``) before a gateway is built on it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mailgate.config import TABLE_LISTS, Config, Problem
from mailgate.errors import InvalidInput
from mailgate.inbound.transports.imap import ImapAccount, imap_account


@dataclass(frozen=True, kw_only=True)
class MailSettings:
    """``[mail]``: the master switch, approval and signature policy, limits, inbound triggers."""

    enabled: bool
    default_agent: str
    receiving_addresses: tuple[str, ...]
    approval_mode: str
    signature: str
    signature_text: str
    max_body_chars: int
    allow_attachments: bool
    max_attachment_bytes: int
    max_message_bytes: int
    attachment_types: tuple[str, ...]
    outbound_ttl_secs: int
    send_delay_secs: int
    allowed_senders: tuple[str, ...]
    require_verified_sender: bool
    allowed_recipients: tuple[str, ...]
    quarantine: str
    auto_trigger: bool
    trigger_command: str
    trigger_webhook: str
    trigger_budget_per_hour: int
    poll_interval_secs: int
    inbound_lease_secs: int
    trust_after_approved_sends: int
    disclosure_headers: bool
    authserv_id: str
    injection_scanner: str
    injection_model: str
    leak_min_fraction: float


@dataclass(frozen=True, kw_only=True)
class AddressSettings:
    """``[addresses]``: how the stop list folds sub-addresses, dots and domain aliases."""

    subaddress_separators: tuple[str, ...]
    subaddress_separators_by_domain: Mapping[str, tuple[str, ...]]
    dot_insensitive_domains: tuple[str, ...]
    domain_aliases: Mapping[str, str]


@dataclass(frozen=True, kw_only=True)
class SmtpSettings:
    """``[smtp]``: the upstream server (or API account) the settler sends through."""

    host: str
    port: int
    tls: str
    username: str
    from_addr: str
    account: str
    auth: str
    ca_file: str
    timeout_secs: int
    parallel: int
    reuse_connections: bool


@dataclass(frozen=True, kw_only=True)
class NotifySettings:
    """``[notify]``: the owner's alarm and approval channels."""

    webhook_url: str
    slack_webhook_url: str
    slack_deciders: tuple[str, ...]
    slack_response_base: str
    telegram_chat_id: str
    telegram_deciders: tuple[str, ...]
    telegram_api_base: str
    discord_webhook_url: str
    mail_to: str
    mail_agent: str
    preview_chars: int

    def deciders(self, channel: str) -> tuple[str, ...]:
        """Who may decide from ``channel``'s buttons (slack or telegram); nobody on any other."""
        return {"slack": self.slack_deciders, "telegram": self.telegram_deciders}.get(channel, ())


@dataclass(frozen=True, kw_only=True)
class DropFolderSettings:
    """``[dropfolder]``: whether ``<home>/mail/inbound/*.eml`` is taken."""

    enabled: bool


@dataclass(frozen=True, kw_only=True)
class WebSettings:
    """``[web]``: where serve's HTTP doors listen and who may read /metrics."""

    listen: str
    tls_cert: str
    tls_key: str
    public_url: str
    allow_insecure_listen: bool
    metrics_allow: tuple[str, ...]

    def base_url(self) -> str:
        """The dashboard's base URL for links: web.public_url, else derived from web.listen."""
        configured = self.public_url.rstrip("/")
        if configured:
            return configured
        scheme = "https" if self.tls_cert else "http"
        return f"{scheme}://{self.listen}"


@dataclass(frozen=True, kw_only=True)
class ApiSettings:
    """``[api]``: per-token rate and request size of the JSON API and MCP."""

    requests_per_minute: int
    max_request_bytes: int


@dataclass(frozen=True, kw_only=True)
class SubmissionSettings:
    """``[submission]``: the SMTP submission door for agents."""

    enabled: bool
    listen: str
    tls_cert: str
    tls_key: str
    max_message_bytes: int
    max_recipients: int
    max_connections_per_agent: int
    timeout_secs: int
    auth_failures: int
    auth_lockout_secs: int


Table = Mapping[str, Any]


@dataclass(frozen=True, kw_only=True)
class ImapEntry:
    """One ``[[imap]]`` table: its account when the table is valid, else why it is not.

    A bad table fails where the account is used (its poll, its sent-folder lookup), never every
    command: ``checked()`` raises the table's InvalidInput there.
    """

    name: str  # as written ("" when missing), for listing the accounts
    sent_folder: str  # as written ("" when missing or empty)
    table: Table
    account: ImapAccount | None = None
    problem: InvalidInput | None = None

    @classmethod
    def parse(cls, table: Table, oauth: frozenset[str]) -> ImapEntry:
        """The entry for ``table``; ``oauth`` names the accounts ``auth = "xoauth2"`` may borrow from."""
        frozen = MappingProxyType(dict(table))
        name, sent = str(table.get("name", "")), str(table.get("sent_folder") or "")
        try:
            return cls(name=name, sent_folder=sent, table=frozen, account=imap_account(table, oauth))
        except InvalidInput as exc:
            return cls(name=name, sent_folder=sent, table=frozen, problem=exc)

    def checked(self) -> ImapAccount:
        """The account; InvalidInput naming the bad ``imap.*`` field when the table is not valid."""
        if self.account is None:
            assert self.problem is not None
            raise InvalidInput(self.problem.field, self.problem.rule, self.problem.value)
        return self.account


MAILDIR_RULE = "each [[maildir]] needs name and path (strings) and nothing else"


@dataclass(frozen=True, kw_only=True)
class MaildirEntry:
    """One ``[[maildir]]`` table: a name and a path, or the table as written when it is not valid."""

    name: str  # as written ("" when missing), for listing the accounts
    table: Table
    path: Path | None = None  # None: the table is not valid (``checked()`` says so)

    @classmethod
    def parse(cls, table: Table) -> MaildirEntry:
        """The entry for ``table``."""
        name, path = table.get("name"), table.get("path")
        ok = isinstance(name, str) and isinstance(path, str) and not set(table) - {"name", "path"}
        frozen = MappingProxyType(dict(table))
        where = Path(str(path)).expanduser() if ok else None
        return cls(name=str(table.get("name", "")), table=frozen, path=where)

    def checked(self) -> Path:
        """The Maildir's path; InvalidInput when the table is not valid."""
        if self.path is None:
            raise InvalidInput("maildir", MAILDIR_RULE, dict(self.table))
        return self.path


@dataclass(frozen=True, kw_only=True)
class Settings:
    """Every setting of one home, typed; ``Settings.from_config`` builds it from a loaded ``Config``."""

    database_url: str
    mail: MailSettings
    addresses: AddressSettings
    smtp: SmtpSettings
    notify: NotifySettings
    dropfolder: DropFolderSettings
    web: WebSettings
    api: ApiSettings
    submission: SubmissionSettings
    # The inbound accounts, parsed once; a bad table fails where that account is used (its poll),
    # not every command. [[gmail]] and [[microsoft]] are kept as written: accounts/settings.py
    # validates them together with the [[imap]] names.
    imap: tuple[ImapEntry, ...] = ()
    maildir: tuple[MaildirEntry, ...] = ()
    gmail: tuple[Table, ...] = ()
    microsoft: tuple[Table, ...] = ()
    # Each value config.toml held that could not be used as written (a default is used instead).
    problems: tuple[Problem, ...] = ()

    @property
    def sqlite(self) -> bool:
        """True when the store is SQLite (the home's own file by default): one process, one worker."""
        return not self.database_url or self.database_url.startswith("sqlite")

    @classmethod
    def from_config(cls, cfg: Config) -> Settings:
        """The settings ``cfg`` holds after validation (every value already checked by FIELDS)."""
        values = cfg.values
        sections = {name: _section(name, values) for name in SECTIONS}
        tables: dict[str, Any] = {
            name: tuple(MappingProxyType(dict(t)) for t in cfg.tables.get(name, [])) for name in TABLE_LISTS
        }
        oauth = frozenset(str(t.get("name")) for kind in ("gmail", "microsoft") for t in tables[kind])
        tables["imap"] = tuple(ImapEntry.parse(t, oauth) for t in tables["imap"])
        tables["maildir"] = tuple(MaildirEntry.parse(t) for t in tables["maildir"])
        return cls(
            database_url=_typed(values["database_url"]), problems=tuple(cfg.problems), **sections, **tables
        )

    def tables(self) -> Mapping[str, list[dict[str, Any]]]:
        """The account tables by kind, as plain dicts (the shape the account parsers take)."""
        return {
            "imap": [dict(e.table) for e in self.imap],
            "maildir": [dict(e.table) for e in self.maildir],
            "gmail": [dict(t) for t in self.gmail],
            "microsoft": [dict(t) for t in self.microsoft],
        }


# The section classes by attribute name of ``Settings``; annotations are strings under
# ``from __future__ import annotations``, so the classes are named here once.
SECTIONS: Mapping[str, type] = MappingProxyType(
    {
        "mail": MailSettings,
        "addresses": AddressSettings,
        "smtp": SmtpSettings,
        "notify": NotifySettings,
        "dropfolder": DropFolderSettings,
        "web": WebSettings,
        "api": ApiSettings,
        "submission": SubmissionSettings,
    }
)


def _section(name: str, values: Mapping[str, Any]) -> Any:
    cls = SECTIONS[name]
    return cls(**{f.name: _typed(values[f"{name}.{f.name}"]) for f in dataclasses.fields(cls)})


def _typed(value: Any) -> Any:
    """A validated config value in its frozen form: lists as tuples of str, tables read-only."""
    if isinstance(value, list):
        # TOML ids may be written bare (numbers) or quoted; both name the same person.
        return tuple(str(v) for v in value)
    if isinstance(value, dict):
        return MappingProxyType({str(k): _typed(v) for k, v in value.items()})
    return value


def leaves(settings: Settings) -> dict[str, Any]:
    """Every setting by its dotted config name (``mail.enabled`` ...), account tables excluded."""
    out: dict[str, Any] = {"database_url": settings.database_url}
    for name in SECTIONS:
        section = getattr(settings, name)
        out.update({f"{name}.{f.name}": getattr(section, f.name) for f in dataclasses.fields(section)})
    return out


Adjust = Callable[[Settings], Settings]


def load_settings(cfg: Config, adjust: Adjust | None = None) -> Settings:
    """``Settings.from_config(cfg)``, passed through ``adjust`` when given (never changing ``cfg``)."""
    settings = Settings.from_config(cfg)
    return adjust(settings) if adjust is not None else settings
