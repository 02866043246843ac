"""Configuration: one FIELDS table drives loading, ``init``'s commented file and ``config show``.

Every field falls back on its own: a missing key takes the default silently, a wrong
type or a value that breaks the field's rule takes the default with a warning naming the field,
the bad value and the default used. One bad line never disables the rest. An unknown key is
warned about, except where it may be a misspelled security setting (see ``GUARDED_SECTIONS``):
there it stops every command. Secrets never live here: the vault holds them under constant names.
"""

from __future__ import annotations

import difflib
import ipaddress
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mailgate.addresses import NOBODY, normalise_domain, parse_allow_entry
from mailgate.errors import ConfigError, InvalidInput
from mailgate.mailboxes import ANY_DOMAIN, SEPARATOR_CHARACTERS, STRICT_SEPARATORS
from mailgate.model import AGENT_NAME

Check = Callable[[Any], str | None]
# Outbound attachment types whose text the leak scanner can read (the owner may narrow or widen).
DEFAULT_ATTACHMENT_TYPES = (
    "text/plain",
    "text/csv",
    "application/pdf",
    "image/png",
    "image/jpeg",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
)


def _one_of(*choices: str) -> Check:
    return lambda v: None if v in choices else f"must be one of {', '.join(choices)}"


def _at_least(low: int) -> Check:
    return lambda v: None if v >= low else f"must be at least {low}"


def _between(low: float, high: float) -> Check:
    return lambda v: None if low <= v <= high else f"must be between {low} and {high}"


def _agent_or_blank(v: str) -> str | None:
    return (
        None if v == "" or AGENT_NAME.match(v) else "must be an agent name (^[a-z][a-z0-9_]{0,31}$) or empty"
    )


def _account_or_blank(v: str) -> str | None:
    ok = v == "" or AGENT_NAME.match(v)
    return (
        None if ok else "must name a [[gmail]] or [[microsoft]] account (^[a-z][a-z0-9_]{0,31}$) or be empty"
    )


def _http_or_blank(v: str) -> str | None:
    return None if v == "" or v.startswith(("http://", "https://")) else "must be an http(s) URL or empty"


def _port(v: int) -> str | None:
    return None if 0 < v < 65536 else "must be a TCP port (1-65535)"


def _listen(v: str) -> str | None:
    return None if re.fullmatch(r"[^\s:]+:\d{1,5}|\[[0-9a-fA-F:]+\]:\d{1,5}", v) else "must be HOST:PORT"


def _networks(v: list[Any]) -> str | None:
    rule = "must be a list of CIDR networks such as 10.0.0.0/8"
    try:
        for x in v:
            ipaddress.ip_network(str(x), strict=False)
    except ValueError:
        return rule
    return None if all(isinstance(x, str) for x in v) else rule


def _ids(pattern: str, what: str) -> Check:
    def check(v: list[Any]) -> str | None:
        # TOML users write numeric ids bare or quoted; both name the same person.
        ok = all(
            isinstance(x, str | int) and not isinstance(x, bool) and re.fullmatch(pattern, str(x)) for x in v
        )
        return None if ok else f"must be a list of {what}"

    return check


def _str_list(v: list[Any]) -> str | None:
    return None if all(isinstance(x, str) for x in v) else "must be a list of strings"


def _bad_domain(v: Any) -> str | None:
    """Why ``v`` is not a domain name as the address parser takes it, or None."""
    if not isinstance(v, str):
        return f"{v!r} is not a string"
    try:
        normalise_domain(v)
    except InvalidInput as exc:
        return f"{v!r}: {exc.rule}"
    return None


def _bad_separators(v: Any) -> str | None:
    if not isinstance(v, list) or not all(isinstance(x, str) and len(x) == 1 for x in v):
        return "must be a list of single characters"
    wrong = [x for x in v if x not in SEPARATOR_CHARACTERS]
    if wrong:
        return f"{wrong[0]!r} cannot separate a sub-address (use one of {SEPARATOR_CHARACTERS})"
    return None


def _separators_by_domain(v: dict[str, Any]) -> str | None:
    for domain, seps in v.items():
        problem = None if domain == ANY_DOMAIN else _bad_domain(domain)
        problem = problem or _bad_separators(seps)
        if problem:
            return f'needs "domain" = ["+", ...] entries (quote the domain); {domain}: {problem}'
    return None


def _domains(v: list[Any]) -> str | None:
    return next((p for p in map(_bad_domain, v) if p), None)


def _aliases(v: dict[str, Any]) -> str | None:
    for alias, domain in v.items():
        problem = _bad_domain(alias) or _bad_domain(domain)
        if problem:
            return f'needs "alias.domain" = "domain" entries (quote the domain); {problem}'
    return None


def _receiving(v: list[Any]) -> str | None:
    for entry in v:
        if not isinstance(entry, str):
            return "must be a list of strings"
        try:
            parse_allow_entry(entry, "mail.receiving_addresses")
        except InvalidInput as exc:
            return f"{entry!r}: {exc.rule}"
    return None


@dataclass(frozen=True)
class Field:
    """One config option: dotted name, type, default, rule and help text."""

    name: str
    type: type
    default: Any
    help: str
    check: Check | None = None
    # Values past a hard limit are clamped to it (with a warning) instead of falling back.
    clamp: tuple[float, float] | None = None
    # For security settings a bad value must not fall back to the permissive default: a typo in
    # approval_mode holds every send, a string where the allowlist should be matches nobody.
    strict: Any = None


FIELDS: tuple[Field, ...] = (
    Field(
        "database_url",
        str,
        "",
        "SQLAlchemy URL; empty = sqlite:///<home>/mailgate.db. "
        "PostgreSQL: postgresql+psycopg://user:pw@host/db",
    ),
    Field("mail.enabled", bool, True, "master switch for reading and sending mail", strict=False),
    Field(
        "mail.default_agent", str, "", "agent that owns inbound mail no routing rule claims", _agent_or_blank
    ),
    Field(
        "mail.receiving_addresses",
        list,
        [],
        'addresses mailgate receives for ("me@mine.example" or "@mine.example"); a plus tag '
        "naming an agent routes inbound mail only on these and on smtp.from_addr",
        _receiving,
        strict=[],
    ),
    Field(
        "mail.approval_mode",
        str,
        "grants",
        '"grants": grants and allowed lists may send without a '
        'person; "always": every send waits for a person',
        _one_of("grants", "always"),
        strict="always",
    ),
    Field(
        "mail.signature",
        str,
        "append",
        '"append" the AI signature, "require" the agent to add it, or "off"',
        _one_of("append", "require", "off"),
    ),
    Field(
        "mail.signature_text",
        str,
        "-- \nSent by {agent}, an AI assistant, on behalf of its owner.",
        "the signature; {agent} is replaced by the agent's name",
    ),
    Field(
        "mail.max_body_chars",
        int,
        4000,
        "longest body accepted from an agent and shown to one (hard ceiling 20000)",
        _at_least(1),
        clamp=(1, 20000),
    ),
    Field(
        "mail.allow_attachments",
        bool,
        False,
        "accept attachments on outbound drafts (each is type-checked by its content and scanned for "
        "secrets); off: a draft with an attachment is refused",
        strict=False,
    ),
    Field(
        "mail.max_attachment_bytes",
        int,
        10 * 1024 * 1024,
        "largest single outbound attachment, in bytes",
        _at_least(1),
    ),
    Field(
        "mail.max_message_bytes",
        int,
        20 * 1024 * 1024,
        "largest total of all attachments of one outbound draft, in bytes",
        _at_least(1),
    ),
    Field(
        "mail.attachment_types",
        list,
        list(DEFAULT_ATTACHMENT_TYPES),
        "MIME types an outbound attachment may be, judged by its content (not its name or declared type)",
        _str_list,
        strict=[],
    ),
    Field(
        "mail.outbound_ttl_secs",
        int,
        86400,
        "how long a held draft waits for a person; expiry is a denial",
        _at_least(60),
    ),
    Field(
        "mail.send_delay_secs",
        int,
        0,
        "undo window: an approved draft waits this long, cancellable",
        _at_least(0),
    ),
    Field(
        "mail.allowed_senders",
        list,
        [],
        'inbound allowlist: "a@b.c" or "@b.c"; empty = accept all',
        _str_list,
        strict=[NOBODY],
    ),
    Field(
        "mail.require_verified_sender",
        bool,
        False,
        "allowed_senders also needs a DKIM/DMARC-verified sender, so a forged From cannot pass",
    ),
    Field(
        "mail.allowed_recipients",
        list,
        [],
        'outbound allowlist: "a@b.c" or "@b.c"; empty = no outbound allowlist',
        _str_list,
        strict=[NOBODY],
    ),
    Field(
        "mail.quarantine",
        str,
        "none",
        '"flagged": flagged or forged mail waits for release; "all": every mail does',
        _one_of("none", "flagged", "all"),
        strict="all",
    ),
    Field(
        "mail.auto_trigger", bool, False, "wake the owning agent when mail arrives (never for flagged mail)"
    ),
    Field(
        "mail.trigger_command",
        str,
        "",
        "command run on arrival; the mail id and agent are passed as arguments",
    ),
    Field(
        "mail.trigger_webhook",
        str,
        "",
        "URL that gets a JSON POST {event, agent, mail_id} on arrival",
        lambda v: (
            None if v == "" or v.startswith(("http://", "https://")) else "must be an http(s) URL or empty"
        ),
    ),
    Field("mail.trigger_budget_per_hour", int, 10, "most wake-ups per agent per hour", _at_least(0)),
    Field(
        "mail.poll_interval_secs",
        int,
        120,
        "how often transports are polled (floor 30)",
        _at_least(1),
        clamp=(30, 86400),
    ),
    Field(
        "mail.inbound_lease_secs",
        int,
        60,
        "with several serve workers on one database, one worker at a time pulls each inbound "
        "account; its hold lasts this long unless renewed (at half), then another worker takes over",
        _between(2, 3600),
    ),
    Field(
        "mail.trust_after_approved_sends",
        int,
        0,
        "after N human-approved sends to an address, add it to the agent's allowed list (0 = off)",
        _at_least(0),
    ),
    Field(
        "mail.disclosure_headers",
        bool,
        True,
        "sent mail carries headers naming the agent and who or what approved it",
    ),
    Field(
        "mail.authserv_id",
        str,
        "",
        "authserv-id of the receiving server whose Authentication-Results header is trusted",
    ),
    Field("mail.injection_scanner", str, "builtin", '"builtin", "module:attr" or "cmd:/path args"'),
    Field(
        "mail.injection_model",
        str,
        "",
        "path to an ONNX injection classifier used with the builtin scanner (needs mailgate[onnx])",
    ),
    Field(
        "mail.leak_min_fraction",
        float,
        0.6,
        "share of a long secret that counts as a partial leak",
        _between(0.3, 1.0),
    ),
    Field(
        "addresses.subaddress_separators",
        list,
        ["+"],
        "characters that start a sub-address tag: the stop list covers every tag of a mailbox",
        _bad_separators,
        strict=list(STRICT_SEPARATORS),
    ),
    Field(
        "addresses.subaddress_separators_by_domain",
        dict,
        {},
        'separators that count for one domain on top of the list above, e.g. {"yahoo.com" = ["-"]}; '
        '"*" adds to every domain',
        _separators_by_domain,
        strict={ANY_DOMAIN: list(STRICT_SEPARATORS)},
    ),
    Field(
        "addresses.dot_insensitive_domains",
        list,
        ["gmail.com", "googlemail.com"],
        "domains whose mailboxes ignore dots in the local part (for the stop list)",
        _domains,
        strict=["gmail.com", "googlemail.com"],
    ),
    Field(
        "addresses.domain_aliases",
        dict,
        {"googlemail.com": "gmail.com"},
        "domains that deliver to the same mailboxes as another (for the stop list)",
        _aliases,
        strict={"googlemail.com": "gmail.com"},
    ),
    Field("smtp.host", str, "", "upstream server the settler sends through; empty = not configured"),
    Field("smtp.port", int, 587, "587 for STARTTLS, 465 for implicit TLS", _port),
    Field(
        "smtp.tls",
        str,
        "starttls",
        '"starttls" or "implicit"; there is no plaintext option',
        _one_of("starttls", "implicit"),
    ),
    Field("smtp.username", str, "", "login name (the password is in the vault as mail.smtp.password)"),
    Field("smtp.from_addr", str, "", "From address of sent mail"),
    Field(
        "smtp.account",
        str,
        "",
        "send through this [[gmail]] or [[microsoft]] account's API instead of smtp.host (empty = SMTP); "
        'with smtp.auth = "xoauth2", log in to smtp.host with its OAuth2 token instead',
        _account_or_blank,
        strict="",
    ),
    Field(
        "smtp.auth",
        str,
        "password",
        '"password" (the vault\'s mail.smtp.password) or "xoauth2" (AUTH XOAUTH2 with smtp.account\'s '
        "OAuth2 access token, after TLS)",
        _one_of("password", "xoauth2"),
    ),
    Field("smtp.ca_file", str, "", "CA bundle for a private server; verification is always on"),
    Field(
        "smtp.timeout_secs",
        int,
        60,
        "one bound on each send: dial, handshake and every command",
        _between(1, 600),
    ),
    Field(
        "smtp.parallel",
        int,
        2,
        "sends in flight at once, each on its own connection; a crash leaves at most this many "
        "drafts unknown (2: one send's store work overlaps the other's network wait; 1: strictly "
        "one at a time, the next connection opened while the last result is recorded)",
        _between(1, 16),
    ),
    Field(
        "smtp.reuse_connections",
        bool,
        True,
        "a settler pass sends its next draft over the connection its last send left open, after an "
        "RSET is answered 250 (at most 100 messages per connection; any error closes it; closed at "
        "the end of the pass); false: a new connection (TLS handshake, login) for every send",
    ),
    Field(
        "notify.webhook_url",
        str,
        "",
        "the owner's channel: JSON POST when a canary trips, a secret is blocked, a draft is held or a "
        "send ends unknown (signed with the vault's notify.webhook.secret)",
        _http_or_blank,
    ),
    Field(
        "notify.slack_webhook_url",
        str,
        "",
        "a Slack incoming-webhook URL for the same alarms and for held drafts (Approve / Reject buttons)",
        _http_or_blank,
    ),
    Field(
        "notify.slack_deciders",
        list,
        [],
        "Slack user ids (U...) who may approve or reject from Slack buttons, checked after Slack's "
        "signature; list people only, never a bot; empty = no press decides, the buttons only open the "
        "approval page, which decides after the owner's dashboard login (needs the app's signing secret "
        "in the vault: notify.slack.signing_secret)",
        _ids(r"[A-Z0-9]{1,32}", "Slack user ids such as U012AB3CD"),
        strict=[],
    ),
    Field(
        "notify.slack_response_base",
        str,
        "https://hooks.slack.com/",
        "a Slack answer (response_url) is posted only to URLs starting with this",
        _http_or_blank,
    ),
    Field(
        "notify.telegram_chat_id",
        str,
        "",
        "Telegram chat that gets held drafts (the bot token is in the vault: notify.telegram.bot_token)",
    ),
    Field(
        "notify.telegram_deciders",
        list,
        [],
        "Telegram user ids who may approve or reject with the inline buttons (in a private chat, the "
        "chat id), checked after the webhook's secret token; empty = no deciding buttons, and no press "
        "decides",
        _ids(r"-?[0-9]{1,20}", "Telegram user ids (digits)"),
        strict=[],
    ),
    Field(
        "notify.telegram_api_base",
        str,
        "https://api.telegram.org",
        "Bot API server (a self-hosted one, or a test server)",
        _http_or_blank,
    ),
    Field(
        "notify.discord_webhook_url",
        str,
        "",
        "a Discord channel webhook URL that gets held drafts with the approval link",
        _http_or_blank,
    ),
    Field(
        "notify.mail_to",
        str,
        "",
        "the owner's address that gets held drafts by mail (add it with `mailgate owner add`: the "
        "notice goes through the policy and the settler like any mail)",
    ),
    Field(
        "notify.mail_agent",
        str,
        "mailgate",
        "the agent name notice mails are drafted under (registered on first use, no token)",
        _agent_or_blank,
    ),
    Field(
        "notify.preview_chars",
        int,
        300,
        "how much of a held draft's body a notice shows",
        _at_least(0),
        clamp=(0, 2000),
    ),
    Field("dropfolder.enabled", bool, True, "take <home>/mail/inbound/*.eml"),
    Field(
        "web.listen",
        str,
        "127.0.0.1:8025",
        "address of serve's HTTP doors: JSON API, MCP, dashboard",
        _listen,
    ),
    Field("web.tls_cert", str, "", "PEM certificate for the HTTP doors; empty = plain HTTP (loopback only)"),
    Field("web.tls_key", str, "", "PEM private key for web.tls_cert"),
    Field(
        "web.public_url",
        str,
        "",
        "base URL of the dashboard in login and approval links; empty = derived from web.listen",
        _http_or_blank,
    ),
    Field(
        "web.allow_insecure_listen",
        bool,
        False,
        "serve plain HTTP on a non-loopback address (tokens would cross the network in the clear)",
        strict=False,
    ),
    Field(
        "web.metrics_allow",
        list,
        [],
        'CIDR networks whose clients may read /metrics, e.g. ["10.0.0.0/8"] (without it only loopback '
        "clients running as serve's own OS user or root); agent tokens never open it",
        _networks,
        strict=[],
    ),
    Field(
        "api.requests_per_minute",
        int,
        600,
        "requests one agent token may make per minute over the JSON API and MCP, counted in the store "
        "across every serve process (0 = refuse all)",
        _at_least(0),
    ),
    Field(
        "api.max_request_bytes",
        int,
        262_144,
        "largest request body the JSON API and MCP accept; larger ones are refused, nothing stored",
        _between(1024, 16_777_216),
    ),
    Field(
        "submission.enabled",
        bool,
        False,
        "run the SMTP submission door in `mailgate serve` (agents log in with their name and a "
        "mail:send token; every message becomes a draft); off unless asked for, like any extra door",
    ),
    Field("submission.listen", str, "127.0.0.1:1587", "SMTP submission server for agents", _listen),
    Field(
        "submission.tls_cert",
        str,
        "",
        "PEM certificate offered with STARTTLS; empty = web.tls_cert; none at all = loopback only",
    ),
    Field("submission.tls_key", str, "", "PEM private key for submission.tls_cert (empty = web.tls_key)"),
    Field(
        "submission.max_message_bytes",
        int,
        1_000_000,
        "largest message accepted (SIZE); a larger one gets 552 and nothing is stored",
        _at_least(1024),
        clamp=(1024, 1_000_000),
    ),
    Field(
        "submission.max_recipients",
        int,
        100,
        "most RCPT TO per message; the next one gets 452",
        _at_least(1),
        clamp=(1, 100),
    ),
    Field(
        "submission.max_connections_per_agent",
        int,
        4,
        "logged-in connections one agent may hold open at once",
        _at_least(1),
    ),
    Field(
        "submission.timeout_secs",
        int,
        60,
        "a connection silent this long between commands is closed",
        _between(5, 600),
    ),
    Field(
        "submission.auth_failures",
        int,
        5,
        "failed logins from one IP address before its logins are refused for a while",
        _at_least(1),
    ),
    Field(
        "submission.auth_lockout_secs",
        int,
        300,
        "how long logins from an address are refused after too many failures",
        _at_least(1),
    ),
)

FIELD_BY_NAME = {f.name: f for f in FIELDS}
# [[imap]] / [[maildir]] / [[gmail]] / [[microsoft]] arrays of tables, validated where used
TABLE_LISTS = ("imap", "maildir", "gmail", "microsoft")
# Sections whose options only say where alarms go or where the dashboard listens. Every other
# section (and the top level, which names the database and so the rules) holds settings that
# decide what is sent or accepted; a new section is guarded unless it is added here.
UNGUARDED_SECTIONS = frozenset({"notify", "web"})


@dataclass(frozen=True, kw_only=True)
class Problem:
    """One config value that could not be used as written: field, value given, what is used instead."""

    field: str
    value: Any
    fallback: Any  # the value in force instead (None for an ignored key)
    rule: str
    message: str  # the same text as in ``Config.warnings``


@dataclass
class Config:
    """Effective configuration: values, where each came from, and the warnings loading raised."""

    values: dict[str, Any]
    sources: dict[str, str]
    warnings: list[str] = field(default_factory=list)
    tables: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def warn(self, problem: Problem) -> None:
        """Record a value that could not be used as written."""
        self.problems.append(problem)
        self.warnings.append(problem.message)

    def shown(self) -> list[tuple[str, Any, str]]:
        """Every option as (name, effective value, where it came from), in FIELDS order."""
        return [(f.name, self.values[f.name], self.sources[f.name]) for f in FIELDS]


def defaults() -> Config:
    """The configuration a home without config.toml gets."""
    return Config(
        values={f.name: _copy(f.default) for f in FIELDS}, sources=dict.fromkeys(FIELD_BY_NAME, "default")
    )


def load(path: Path) -> Config:
    """Read config.toml with per-field fallback; a missing file means every default."""
    cfg = defaults()
    if not path.exists():
        return cfg
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, OSError) as exc:
        # Per-field fallback needs the fields: a file that does not parse at all could hide an
        # allowlist or approval_mode, so nothing runs on it (fail closed) until it is fixed.
        raise ConfigError(
            str(path), f"cannot be parsed ({exc}); fix it, nothing runs on a half-read config"
        ) from exc
    return apply(cfg, data, str(path))


def apply(cfg: Config, data: Mapping[str, Any], source: str) -> Config:
    """Merge a parsed TOML document into ``cfg`` field by field."""
    for name, raw in _flatten(data):
        if name in TABLE_LISTS:
            if isinstance(raw, list) and all(isinstance(t, dict) for t in raw):
                cfg.tables[name] = list(raw)
            else:
                rule = f"must be an array of tables ([[{name}]])"
                cfg.warn(
                    Problem(
                        field=name, value=raw, fallback=None, rule=rule, message=f"{name}: {rule}; ignored"
                    )
                )
            continue
        spec = FIELD_BY_NAME.get(name)
        if spec is None:
            _unknown(cfg, name, source)
            continue
        value, problem = _coerce(spec, raw)
        cfg.values[name] = value
        cfg.sources[name] = source
        if problem:
            cfg.warn(
                Problem(
                    field=name,
                    value=raw,
                    fallback=value,
                    rule=problem,
                    message=f"{name}: {problem} (got {raw!r}); using {value!r}",
                )
            )
            cfg.sources[name] = _fallback_source(spec, raw, value, source, problem)
    return cfg


def _fallback_source(spec: Field, raw: Any, value: Any, source: str, problem: str) -> str:
    """Where a value that replaced a bad one came from: never credited to the file as written."""
    if problem.endswith("clamped"):
        return f"{source} (clamped from {raw!r})"
    if value == spec.default:
        return f"default (config value {raw!r} was invalid)"
    return f"strict fallback (config value {raw!r} was invalid)"


def _section(name: str) -> str:
    return name.rpartition(".")[0]


def _guarded(section: str) -> bool:
    """True for the top level and every known section not in ``UNGUARDED_SECTIONS``."""
    known = section == "" or any(_section(f.name) == section for f in FIELDS)
    return known and section not in UNGUARDED_SECTIONS


def closest_option(name: str) -> str | None:
    """The known option ``name`` was most likely meant to be (difflib), or None."""
    names = [f.name for f in FIELDS]
    found = difflib.get_close_matches(name, names, n=1, cutoff=0.6)
    if not found:
        # The right key under the wrong (or a misspelled) section header: match the last part.
        leaf = name.rpartition(".")[2]
        by_leaf = {f.name.rpartition(".")[2]: f.name for f in FIELDS}
        found = [by_leaf[k] for k in difflib.get_close_matches(leaf, list(by_leaf), n=1, cutoff=0.8)]
    return found[0] if found else None


def _unknown(cfg: Config, name: str, source: str) -> None:
    # A default stands in for a misspelled security setting without the owner noticing: a typo
    # in approval_mode or allowed_recipients would send on the permissive defaults. So an unknown
    # key that sits in a guarded section, or whose nearest known option lives in one (a misspelled
    # section header, a key above its header), stops everything until the file is fixed.
    meant = closest_option(name)
    hint = f"did you mean {meant}?" if meant else "no known option is close to it"
    if _guarded(_section(name)) or (meant is not None and _guarded(_section(meant))):
        where = f"[{_section(name)}]" if _section(name) else "the top level"
        raise ConfigError(
            name,
            f"unknown option in {source} ({hint}); {where} holds settings that decide what is sent "
            "or accepted, so nothing runs until it is fixed (`mailgate config show` after the fix "
            "lists every option)",
        )
    cfg.warn(
        Problem(
            field=name,
            value=None,
            fallback=None,
            rule="unknown option",
            message=f"{name}: unknown option, ignored ({hint}; `mailgate config show` lists every option)",
        )
    )


def _coerce(spec: Field, raw: Any) -> tuple[Any, str]:
    # bool is a subclass of int in Python; `max_body_chars = true` is still a wrong type.
    ok_type = isinstance(raw, spec.type) and not (spec.type is not bool and isinstance(raw, bool))
    if spec.type is float and isinstance(raw, int) and not isinstance(raw, bool):
        raw, ok_type = float(raw), True
    if not ok_type:
        return _fallback(spec), f"must be {spec.type.__name__}"
    if spec.clamp is not None:
        low, high = spec.clamp
        if raw < low or raw > high:
            clamped = spec.type(min(max(raw, low), high))
            return clamped, f"outside {low:g}..{high:g}, clamped"
    if spec.check is not None and (problem := spec.check(raw)):
        return _fallback(spec), problem
    return raw, ""


def _fallback(spec: Field) -> Any:
    return _copy(spec.default if spec.strict is None else spec.strict)


def _flatten(data: Mapping[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and name not in FIELD_BY_NAME:
            out.extend(_flatten(value, name + "."))
        else:
            out.append((name, value))
    return out


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return list(value) if isinstance(value, list) else value


def render_default_file() -> str:
    """The commented config.toml that ``mailgate init`` writes: every option, at its default."""
    lines = [
        "# mailgate configuration. Every option is shown at its default, commented out.",
        "# Secrets are not kept here: use `mailgate vault set NAME`.",
        "",
    ]
    section = ""
    for spec in FIELDS:
        head, _, key = spec.name.rpartition(".")
        if head != section:
            lines += ["", f"[{head}]"]
            section = head
        lines.append(f"# {spec.help}")
        lines.append(f"# {key or spec.name} = {toml_value(spec.default)}")
    lines += [
        "",
        "# Inbound IMAP accounts, one table each (the password is in the vault as",
        "# mail.imap.password.<name>):",
        "# [[imap]]",
        '# name = "work"',
        '# host = "imap.example.com"',
        "# port = 993",
        '# tls = "implicit"',
        '# username = "me@example.com"',
        '# folders = ["INBOX"]',
        '# ca_file = ""',
        "",
        "# Gmail and Microsoft 365 accounts (OAuth2): `mailgate account add gmail NAME --client-id ID`",
        "# writes the table and signs in; the refresh token is in the vault as",
        "# mail.oauth.<name>.refresh_token. See docs/accounts.md.",
        "# [[gmail]]",
        '# name = "personal"',
        '# client_id = "1234.apps.googleusercontent.com"',
        '# query = "in:inbox is:unread newer_than:1d"',
        "# [[microsoft]]",
        '# name = "office"',
        '# client_id = "00000000-0000-0000-0000-000000000000"',
        '# folder = "inbox"',
        "",
        "# Local Maildirs to read: new/ is taken, then marked seen in cur/.",
        "# [[maildir]]",
        '# name = "local"',
        '# path = "~/Maildir"',
        "",
    ]
    return "\n".join(lines)


def toml_value(value: Any) -> str:
    """``value`` written as TOML."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{toml_value(k)} = {toml_value(v)}" for k, v in value.items()) + "}"
    return str(value)
