"""The OAuth accounts of one home: their config, token sources, transports, sign-in and removal."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from mailgate.accounts.http import ApiReader
from mailgate.accounts.oauth import SignInNeeded, TokenSource
from mailgate.accounts.settings import (
    OAuthAccount,
    client_secret_name,
    oauth_accounts,
    refresh_token_name,
)
from mailgate.accounts.signin import Grant
from mailgate.accounts.state import AccountState
from mailgate.deadline import Deadline
from mailgate.errors import MailgateError, NotFound
from mailgate.inbound.transports.api import ApiSource
from mailgate.inbound.transports.gmail import GmailSource
from mailgate.inbound.transports.graph import GraphSource
from mailgate.secrets.guard import SecretsGuard
from mailgate.settings import Settings
from mailgate.store import Store

PROBE_SECS = 20.0


@dataclass(frozen=True, kw_only=True)
class AccountStatus:
    """One line of ``mailgate account list``; never carries a token."""

    name: str
    provider: str
    client_id: str
    signed_in: bool
    needs_signin: str  # why and since when, or ""


class Accounts:
    """Gmail and Microsoft accounts: one token source per account, kept for the process."""

    def __init__(
        self,
        settings: Settings,
        store: Store,
        secrets: SecretsGuard,
        on_revoked: Callable[[OAuthAccount], None],
    ) -> None:
        self.settings = settings
        # Refresh tokens and client secrets are vault entries under constant names.
        self.secrets = secrets
        self.state = AccountState(store)
        self._on_revoked = on_revoked
        self._tokens: dict[str, TokenSource] = {}
        self._lock = threading.Lock()

    def configured(self) -> list[OAuthAccount]:
        """Every ``[[gmail]]`` and ``[[microsoft]]`` account (InvalidInput names a bad field)."""
        return oauth_accounts(self.settings.tables())

    def get(self, name: str) -> OAuthAccount:
        """The configured account called ``name``."""
        for account in self.configured():
            if account.name == name:
                return account
        raise NotFound("account", name)

    def tokens(self, account: OAuthAccount) -> TokenSource:
        """The account's token source (its access token stays in memory between pulls and sends)."""
        with self._lock:
            source = self._tokens.get(account.name)
            if source is None or source.account != account:
                source = TokenSource(
                    account,
                    self.secrets,
                    self.state,
                    self._on_revoked,
                )
                self._tokens[account.name] = source
            return source

    def source(self, account: OAuthAccount) -> ApiSource:
        """A new inbound transport for the account."""
        tokens = self.tokens(account)
        reader = ApiReader(account, tokens.access_token, tokens.invalidate)
        return (
            GmailSource(reader, self.state)
            if account.provider == "gmail"
            else GraphSource(reader, self.state)
        )

    def sender_link(self, name: str) -> tuple[OAuthAccount, TokenSource]:
        """The account the settler sends through, and its access tokens."""
        account = self.get(name)
        return account, self.tokens(account)

    def bearer(self, name: str) -> TokenSource:
        """The access tokens of account ``name``, for IMAP and SMTP logins with XOAUTH2."""
        return self.tokens(self.get(name))

    def keep_grant(self, account: OAuthAccount, grant: Grant, client_secret: str) -> None:
        """Store a new sign-in's refresh token (and the client secret) and clear any needs-sign-in mark."""
        self.secrets.add_secret(refresh_token_name(account.name), grant.refresh_token)
        if client_secret:
            self.secrets.add_secret(client_secret_name(account.name), client_secret)
        self.state.signed_in(account.name, account.provider)
        with self._lock:
            self._tokens.pop(account.name, None)

    def remove(self, name: str) -> None:
        """Forget an account's tokens, secret and cursor (the config table is removed by the caller)."""
        stored = {n for n, _ in self.secrets.names()}
        for entry in (refresh_token_name(name), client_secret_name(name)):
            if entry in stored:
                self.secrets.remove_secret(entry)
        self.state.forget(name)
        with self._lock:
            self._tokens.pop(name, None)

    def status(self) -> list[AccountStatus]:
        """Every configured account and whether it can be used."""
        stored = {n for n, _ in self.secrets.names()}
        return [
            AccountStatus(
                name=a.name,
                provider=a.provider,
                client_id=a.client_id,
                signed_in=refresh_token_name(a.name) in stored,
                needs_signin=self.state.needs_signin(a.name) or "",
            )
            for a in self.configured()
        ]

    def test(self, account: OAuthAccount) -> str:
        """Refresh the token and read the profile (like doctor); sends nothing."""
        if (why := self.state.needs_signin(account.name)) is not None:
            raise SignInNeeded(account, f"marked {why}")
        source = self.source(account)
        try:
            return source.probe(Deadline.after(PROBE_SECS, f"checking {account.name}"))
        finally:
            source.close()

    def check(self, account: OAuthAccount) -> tuple[bool, str]:
        """``(ok, detail)`` for doctor."""
        try:
            return True, self.test(account)
        except MailgateError as exc:
            return False, str(exc)
