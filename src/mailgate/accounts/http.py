"""Bounded HTTPS reads from the providers' APIs, for the inbound transports and reconcile.

* Certificates are always verified (``ca_file`` adds a private CA); redirects are never followed,
  so a bearer token is only ever sent to the configured API URL.
* Every request takes what its :class:`~mailgate.deadline.Deadline` has left (at most the
  account's ``timeout_secs``).
* 429 and 503 are waited out when the server says how long (Retry-After) and that fits in the
  deadline; otherwise the pull stops and the next one continues. A 401 refreshes the access
  token once. Reads are safe to repeat; nothing here sends mail.

Only this module and the two OAuth modules catch httpx2 errors; they raise mailgate errors.
"""

from __future__ import annotations

import email.utils
import json
import ssl
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

import httpx2

from mailgate.accounts.settings import OAuthAccount
from mailgate.deadline import Deadline
from mailgate.errors import ConfigError, InvalidInput, TimedOut, TLSUnavailable, TransportError

BUSY = (429, 503)
SEND_PATHS = ("/messages/send", "/sendmail", "/send")  # Gmail, Graph, and Gmail drafts.send
MAX_WAITS = 5  # Retry-After waits per request before the pull gives up until next time


def tls_context(account: OAuthAccount) -> ssl.SSLContext:
    """A verifying TLS context: the system's CAs, or ``ca_file`` when set."""
    try:
        return ssl.create_default_context(cafile=account.ca_file or None)
    except OSError as exc:
        raise ConfigError(
            f"{account.provider}.ca_file", "must be a readable PEM file", account.ca_file
        ) from exc


def new_client(account: OAuthAccount, *, pool: int = 8) -> httpx2.Client:
    """An HTTPS client for one account: verified TLS, no redirects, no proxies from the environment."""
    return httpx2.Client(
        verify=tls_context(account),
        follow_redirects=False,
        trust_env=False,
        limits=httpx2.Limits(max_connections=pool, max_keepalive_connections=pool),
    )


def timeout(account: OAuthAccount, deadline: Deadline) -> httpx2.Timeout:
    """Each phase of a request may take what the deadline has left, at most ``timeout_secs``."""
    return httpx2.Timeout(min(deadline.remaining(), account.timeout_secs))


def retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds to wait from a Retry-After header (delta-seconds or HTTP-date), or None if absent/bad."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        return None
    base = datetime.now(UTC).timestamp() if now is None else now
    return max(0.0, when.timestamp() - base)


def origin(url: str) -> str:
    """``scheme://host[:port]`` of ``url`` (lower case), or "" when it has none."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower() if parts.scheme and parts.netloc else ""


def clip(text: str, limit: int = 200) -> str:
    """One line of at most ``limit`` characters (server text in an error message)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def translate(exc: httpx2.HTTPError, where: str) -> TransportError:
    """The mailgate error for an httpx2 error; never includes request headers or bodies."""
    if isinstance(exc, httpx2.TimeoutException):
        return TimedOut(f"{where}: no answer within the time limit")
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, ssl.SSLCertVerificationError):
            return TLSUnavailable(f"{where}: the TLS certificate did not verify ({cause.verify_message})")
        if isinstance(cause, ssl.SSLError):
            return TLSUnavailable(f"{where}: TLS failed ({cause.reason})")
        cause = cause.__cause__ or cause.__context__
    return TransportError(f"{where}: {clip(str(exc) or type(exc).__name__)}")


class ApiReader:
    """GET (and small label changes) against one account's API with a bearer token."""

    def __init__(
        self,
        account: OAuthAccount,
        token: Callable[[Deadline], str],
        invalidate: Callable[[], None],
        *,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.account = account
        self._token = token
        self._invalidate = invalidate
        self._sleep = sleep
        self._client: httpx2.Client | None = None
        self.where = f"{account.provider} account {account.name}"

    def client(self) -> httpx2.Client:
        """The account's HTTP client, opened on first use and kept for the next requests."""
        if self._client is None:
            self._client = new_client(self.account, pool=max(8, self.account.fetch_parallel))
        return self._client

    def close(self) -> None:
        """Close the kept HTTP client; a later request opens a new one."""
        client, self._client = self._client, None
        if client is not None:
            client.close()

    def get_json(
        self,
        url: str,
        deadline: Deadline,
        params: Mapping[str, str] | None = None,
        *,
        missing: tuple[int, ...] = (),
    ) -> dict[str, Any] | int:
        """The JSON object at ``url``; a status in ``missing`` is returned as the int instead."""
        response = self.request("GET", url, deadline, params=params, missing=missing)
        if response.status_code in missing:
            return response.status_code
        return self.json_of(response)

    def get_bytes(self, url: str, deadline: Deadline) -> bytes:
        """The body at ``url`` as bytes."""
        return self.request("GET", url, deadline).content

    def json_of(self, response: httpx2.Response) -> dict[str, Any]:
        """The JSON object in ``response``'s body; TransportError when it is not one."""
        try:
            doc = json.loads(response.content)
        except ValueError as exc:
            raise TransportError(f"{self.where}: the API answered with invalid JSON") from exc
        if not isinstance(doc, dict):
            raise TransportError(f"{self.where}: the API answered with JSON that is not an object")
        return doc

    def request(
        self,
        method: str,
        url: str,
        deadline: Deadline,
        *,
        params: Mapping[str, str] | None = None,
        json_body: object = None,
        missing: tuple[int, ...] = (),
    ) -> httpx2.Response:
        """One read (repeated only after 429/503 with Retry-After, or once after a 401)."""
        self.check_url(url)
        if urlsplit(url).path.rstrip("/").lower().endswith(SEND_PATHS):
            # Reads are repeated after 401/429/503; a send must never be: only the settler sends.
            raise InvalidInput("url", "is a send endpoint; only the settler sends", url)
        refreshed = False
        waits = 0
        while True:
            token = self._token(deadline)
            try:
                response = self.client().request(
                    method,
                    url,
                    params=params,
                    json=json_body,
                    headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
                    timeout=timeout(self.account, deadline),
                )
            except httpx2.HTTPError as exc:
                raise translate(exc, self.where) from exc
            status = response.status_code
            if status == 401 and not refreshed:
                refreshed = True  # the access token expired early or was revoked: refresh once
                self._invalidate()
                continue
            if status in BUSY:
                wait = retry_after(response.headers.get("Retry-After"))
                left = deadline.at - time.monotonic()
                if wait is None or wait >= left or waits >= MAX_WAITS:
                    raise TransportError(
                        f"{self.where}: the API is busy ({status}, Retry-After "
                        f"{response.headers.get('Retry-After', 'not given')!r}); the next pull continues"
                    )
                waits += 1
                self._sleep(wait)  # the server asked for this pause, and it fits in the deadline
                continue
            if 200 <= status < 300 or status in missing:
                return response
            raise TransportError(f"{self.where}: {method} answered {status}: {clip(response.text)}")

    def check_url(self, url: str) -> None:
        """Refuse any URL outside the configured API: the bearer token goes only there.

        Graph hands back absolute nextLink/deltaLink URLs; a server (or anything in between)
        that pointed them elsewhere would otherwise receive the access token.
        """
        if origin(url) != origin(self.account.api_url):
            raise TransportError(
                f"{self.where}: refused to follow a link outside {origin(self.account.api_url)}: "
                f"{clip(url, 120)}"
            )
