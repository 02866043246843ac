"""OAuth2 tokens: the token endpoint, and access tokens kept fresh in memory.

The refresh token is read from the vault when a new access token is needed and is never
logged, put in an error message or written to the audit log; a server that echoes it back in an
error description gets it cut out. Access tokens live only in this process's memory and are
refreshed ``REFRESH_MARGIN_SECS`` before they expire.

A refresh refused with ``invalid_grant`` (revoked, expired, password changed) marks the account
"needs sign-in": it is not used again until ``mailgate account add`` succeeds, the owner is
alerted once, and every other account keeps working.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx2

from mailgate.accounts.http import clip, new_client, timeout, translate
from mailgate.accounts.settings import OAuthAccount, client_secret_name, refresh_token_name
from mailgate.accounts.state import AccountState
from mailgate.deadline import Deadline
from mailgate.errors import NotConfigured, TransportError
from mailgate.secrets.guard import SecretsGuard

REFRESH_MARGIN_SECS = 60.0
DEFAULT_LIFETIME_SECS = 3600.0


class SignInNeeded(NotConfigured):
    """The account has no usable grant: the owner must sign it in again."""

    def __init__(self, account: OAuthAccount, why: str) -> None:
        self.account = account
        super().__init__(
            f"{account.provider} account {account.name} needs sign-in ({why}): run `{account.signin_command}`"
        )


class TokenRefused(TransportError):
    """The token endpoint answered with an OAuth error (RFC 6749 section 5.2)."""

    def __init__(self, error: str, message: str) -> None:
        self.error = error
        super().__init__(message)


def token_request(
    account: OAuthAccount,
    form: Mapping[str, str],
    deadline: Deadline,
    *,
    url: str = "",
    hide: tuple[str, ...] = (),
) -> dict[str, Any]:
    """POST ``form`` to the token endpoint (or ``url``); the JSON answer, or TokenRefused.

    ``hide`` lists values (the refresh token, the client secret, a code) that must never appear
    in an error message, even when the server echoes them.
    """
    where = f"{account.provider} account {account.name}: token endpoint"
    target = url or account.token_url
    try:
        with new_client(account, pool=1) as client:
            response = client.post(
                target,
                data=dict(form),
                headers={"Accept": "application/json"},
                timeout=timeout(account, deadline),
            )
    except httpx2.HTTPError as exc:
        raise translate(exc, where) from exc
    try:
        doc = json.loads(response.content)
    except ValueError:
        doc = None
    if not isinstance(doc, dict):
        raise TransportError(f"{where} answered {response.status_code} without a JSON object")
    error = doc.get("error")
    if response.status_code >= 400 or error:
        code = error if isinstance(error, str) else f"http_{response.status_code}"
        text = f"{code}: {doc.get('error_description', '')}"
        for value in hide:
            if value:
                text = text.replace(value, "[hidden]")
        raise TokenRefused(code, f"{where} refused: {clip(text)}")
    return doc


@dataclass(frozen=True)
class Issued:
    """A token endpoint's answer, checked: the access token and when it expires (monotonic)."""

    access_token: str = field(repr=False)
    expires_at: float
    refresh_token: str | None = field(default=None, repr=False)


def issued(account: OAuthAccount, doc: Mapping[str, Any], now: float) -> Issued:
    """Check a token response (RFC 6749 section 5.1) and read its lifetime."""
    access = doc.get("access_token")
    kind = doc.get("token_type", "Bearer")
    if not isinstance(access, str) or not access or not isinstance(kind, str) or kind.lower() != "bearer":
        raise TransportError(
            f"{account.provider} account {account.name}: the token endpoint gave no bearer token"
        )
    lifetime = doc.get("expires_in", DEFAULT_LIFETIME_SECS)
    if isinstance(lifetime, str) and lifetime.isdigit():
        lifetime = int(lifetime)  # some servers send it as a string
    if not isinstance(lifetime, int | float) or isinstance(lifetime, bool) or lifetime <= 0:
        lifetime = DEFAULT_LIFETIME_SECS
    refresh = doc.get("refresh_token")
    return Issued(access, now + float(lifetime), refresh if isinstance(refresh, str) and refresh else None)


class TokenSource:
    """Access tokens for one account, refreshed from the vault's refresh token when due."""

    def __init__(
        self,
        account: OAuthAccount,
        secrets: SecretsGuard,
        state: AccountState,
        on_revoked: Callable[[OAuthAccount], None],
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.account = account
        # The refresh token and client secret are read from the vault when due, never kept here.
        self._secrets = secrets
        self._state = state
        self._on_revoked = on_revoked
        self._clock = clock
        self._lock = threading.Lock()
        self._current: Issued | None = None
        self.refreshes = 0  # how many times the token endpoint was asked (for doctor and tests)

    def __call__(self, deadline: Deadline) -> str:
        return self.access_token(deadline)

    def access_token(self, deadline: Deadline) -> str:
        """A valid access token, refreshed first when it expires within the margin."""
        with self._lock:
            current = self._current
            if current is not None and current.expires_at - self._clock() > REFRESH_MARGIN_SECS:
                return current.access_token
            self._current = self._refresh(deadline)
            return self._current.access_token

    def invalidate(self) -> None:
        """Forget the access token (the API refused it): the next call refreshes."""
        with self._lock:
            self._current = None

    def _refresh(self, deadline: Deadline) -> Issued:
        account = self.account
        marked = self._state.needs_signin(account.name)
        if marked is not None:
            raise SignInNeeded(account, "the provider refused its grant")
        refresh = self._secrets.get(refresh_token_name(account.name))
        if not refresh:
            raise SignInNeeded(
                account, f"no refresh token in the vault as {refresh_token_name(account.name)}"
            )
        client_secret = self._secrets.get(client_secret_name(account.name)) or ""
        form = {"grant_type": "refresh_token", "refresh_token": refresh, "client_id": account.client_id}
        if client_secret:
            form["client_secret"] = client_secret
        if account.provider == "microsoft":
            form["scope"] = " ".join(account.scopes)  # Microsoft asks for the scopes again
        self.refreshes += 1
        try:
            doc = token_request(account, form, deadline, hide=(refresh, client_secret))
        except TokenRefused as exc:
            if exc.error != "invalid_grant":
                raise
            if self._state.mark_needs_signin(account.name, account.provider, "invalid_grant"):
                self._on_revoked(account)
            raise SignInNeeded(account, "the provider refused its grant (invalid_grant)") from None
        result = issued(account, doc, self._clock())
        if result.refresh_token is not None and result.refresh_token != refresh:
            # Microsoft rotates refresh tokens: keep the new one, or the next sign-in is lost.
            self._secrets.add_secret(refresh_token_name(account.name), result.refresh_token, actor="mailgate")
        return Issued(result.access_token, result.expires_at)
