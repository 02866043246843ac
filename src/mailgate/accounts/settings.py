"""The ``[[gmail]]`` and ``[[microsoft]]`` config tables, validated like ``[[imap]]``.

Every endpoint is configurable per account (tests point them at local fakes) and must be https;
the defaults are the providers' real endpoints. No secret is ever read from these tables: the
client secret and the refresh token live in the vault under names derived from the account name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from mailgate.errors import InvalidInput
from mailgate.inbound.transports.base import check_account_name

Provider = Literal["gmail", "microsoft"]
PROVIDERS: tuple[Provider, ...] = ("gmail", "microsoft")

GOOGLE_AUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth"
GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token"  # noqa: S105 - an endpoint, not a secret
GMAIL_API_URL = "https://gmail.googleapis.com/gmail/v1/users/me"
MS_DEVICE_URL = "https://login.microsoftonline.com/common/oauth2/v2.0/devicecode"
MS_TOKEN_URL = "https://login.microsoftonline.com/common/oauth2/v2.0/token"  # noqa: S105
GRAPH_API_URL = "https://graph.microsoft.com/v1.0/me"

GMAIL_READ = "https://www.googleapis.com/auth/gmail.readonly"
GMAIL_MODIFY = "https://www.googleapis.com/auth/gmail.modify"  # only with mark_read
GMAIL_SEND = "https://www.googleapis.com/auth/gmail.send"
GRAPH_READ = "https://graph.microsoft.com/Mail.Read"
GRAPH_READWRITE = "https://graph.microsoft.com/Mail.ReadWrite"  # only with mark_read
GRAPH_SEND = "https://graph.microsoft.com/Mail.Send"
# IMAP and SMTP with XOAUTH2: Google grants them only with its full-mail scope; Microsoft's
# protocol scopes belong to another resource (outlook.office.com), and one token request cannot
# mix resources, so a Microsoft account signs in either for Graph or for the protocols.
GMAIL_PROTOCOLS = "https://mail.google.com/"
OUTLOOK_IMAP = "https://outlook.office.com/IMAP.AccessAsUser.All"
OUTLOOK_SMTP = "https://outlook.office.com/SMTP.Send"

DEFAULT_QUERY = "in:inbox is:unread newer_than:1d"
VAULT_PREFIX = "mail.oauth."


def refresh_token_name(account: str) -> str:
    """The constant vault name of an account's refresh token."""
    return f"{VAULT_PREFIX}{account}.refresh_token"


def client_secret_name(account: str) -> str:
    """The constant vault name of an account's OAuth client secret (Google's installed apps have one)."""
    return f"{VAULT_PREFIX}{account}.client_secret"


@dataclass(frozen=True, kw_only=True)
class OAuthAccount:
    """One Gmail or Microsoft 365 account; bad values raise InvalidInput naming ``<provider>.<field>``."""

    provider: Provider
    name: str
    client_id: str
    query: str = DEFAULT_QUERY  # Gmail: the first pull's search
    label: str = "INBOX"  # Gmail: later pulls follow the history of this label
    folder: str = "inbox"  # Microsoft: the mail folder the delta query follows
    since_days: int = 1  # Microsoft: the first delta round starts this many days back
    mark_read: bool = False  # needs the wider scope (gmail.modify / Mail.ReadWrite)
    protocols: bool = False  # also (Microsoft: only) sign in for IMAP and SMTP with XOAUTH2
    auth_url: str = GOOGLE_AUTH_URL
    device_url: str = MS_DEVICE_URL
    token_url: str = ""
    api_url: str = ""
    ca_file: str = ""  # a private CA (PEM) for every endpoint; the system's CAs when empty
    timeout_secs: float = 30.0  # the longest any single request may take
    fetch_parallel: int = 4  # messages fetched at once in one pull
    scopes: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        where = self.provider
        check_account_name(self.name, f"{where}.name")
        if self.provider not in PROVIDERS:
            raise InvalidInput("provider", "must be gmail or microsoft", self.provider)
        gmail = self.provider == "gmail"
        if not self.token_url:
            object.__setattr__(self, "token_url", GOOGLE_TOKEN_URL if gmail else MS_TOKEN_URL)
        if not self.api_url:
            object.__setattr__(self, "api_url", GMAIL_API_URL if gmail else GRAPH_API_URL)
        object.__setattr__(self, "api_url", self.api_url.rstrip("/"))
        if not self.scopes:
            scopes: tuple[str, ...]
            if gmail:
                scopes = (GMAIL_MODIFY if self.mark_read else GMAIL_READ, GMAIL_SEND)
                scopes += (GMAIL_PROTOCOLS,) if self.protocols else ()
            elif self.protocols:
                scopes = ("offline_access", OUTLOOK_IMAP, OUTLOOK_SMTP)
            else:
                scopes = ("offline_access", GRAPH_READWRITE if self.mark_read else GRAPH_READ, GRAPH_SEND)
            object.__setattr__(self, "scopes", scopes)
        urls = {"auth_url": self.auth_url, "device_url": self.device_url}
        urls |= {"token_url": self.token_url, "api_url": self.api_url}
        for key, url in urls.items():
            # Tokens travel to these: never in the clear, never with credentials in the URL.
            if not url.startswith("https://") or "@" in url.split("/")[2] or any(c.isspace() for c in url):
                raise InvalidInput(f"{where}.{key}", "must be an https:// URL without user info", url)
        rules: tuple[tuple[str, bool, str, object], ...] = (
            ("client_id", bool(self.client_id) and self.client_id.isprintable(), "must not be empty", None),
            ("query", bool(self.query.strip()), "must not be empty", self.query),
            ("label", bool(self.label.strip()), "must not be empty", self.label),
            (
                "folder",
                self.folder.replace("_", "").isalnum(),
                "must be a folder id or well-known name",
                self.folder,
            ),
            ("since_days", 0 < self.since_days <= 3650, "must be between 1 and 3650", self.since_days),
            ("timeout_secs", 0 < self.timeout_secs <= 600, "must be between 0 and 600", self.timeout_secs),
            (
                "fetch_parallel",
                1 <= self.fetch_parallel <= 32,
                "must be between 1 and 32",
                self.fetch_parallel,
            ),
        )
        for key, ok, rule, value in rules:
            if not ok:
                raise InvalidInput(f"{where}.{key}", rule, value)

    @property
    def signin_command(self) -> str:
        """The command that signs this account in again."""
        return f"mailgate account add {self.provider} {self.name}"


_GMAIL_KEYS = frozenset(
    {"name", "client_id", "query", "label", "mark_read", "auth_url", "token_url", "api_url", "ca_file"}
    | {"timeout_secs", "fetch_parallel", "protocols"}
)
_MS_KEYS = frozenset(
    {"name", "client_id", "folder", "since_days", "mark_read", "device_url", "token_url", "api_url"}
    | {"ca_file", "timeout_secs", "fetch_parallel", "protocols"}
)
TABLE_TYPES: dict[str, type] = {
    "mark_read": bool,
    "protocols": bool,
    "since_days": int,
    "fetch_parallel": int,
    "timeout_secs": float,
}


def oauth_account(provider: Provider, table: Mapping[str, Any]) -> OAuthAccount:
    """A ``[[gmail]]`` or ``[[microsoft]]`` table as an account; bad values name the field."""
    known = _GMAIL_KEYS if provider == "gmail" else _MS_KEYS
    unknown = set(table) - known
    if unknown:
        raise InvalidInput(provider, f"unknown keys {sorted(unknown)}; known: {sorted(known)}")
    values: dict[str, Any] = {}
    for key, value in table.items():
        want = TABLE_TYPES.get(key, str)
        if want is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise InvalidInput(f"{provider}.{key}", f"must be {want.__name__}", value)
        values[key] = value
    if "name" not in values or "client_id" not in values:
        raise InvalidInput(provider, "each table needs name and client_id", sorted(table))
    return OAuthAccount(provider=provider, **values)


def oauth_accounts(tables: Mapping[str, list[dict[str, Any]]]) -> list[OAuthAccount]:
    """Every configured OAuth account, in config order; names are unique across all account kinds."""
    out = [oauth_account(p, t) for p in PROVIDERS for t in tables.get(p, [])]
    seen: set[str] = {str(t.get("name")) for t in tables.get("imap", [])}
    for account in out:
        if account.name in seen:
            raise InvalidInput(f"{account.provider}.name", "is used by another account", account.name)
        seen.add(account.name)
    return out
