"""The sign-in a desktop user expects: Google's installed-app flow, Microsoft's device code.

Google (RFC 8252): a one-shot HTTP listener on ``127.0.0.1:<free port>`` receives the
authorization code; the request carries PKCE (RFC 7636, S256) and a random ``state`` that the
redirect must echo, so a code injected by another local process or page is refused.
Microsoft (RFC 8628): the user enters a short code on another device while this polls the
token endpoint at the interval the server asks for.

Both end with a refresh token, which the caller stores in the vault; nothing here keeps it.
"""

from __future__ import annotations

import hmac
import http.server
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlsplit

from authlib.common.security import generate_token
from authlib.oauth2.rfc6749.parameters import prepare_grant_uri
from authlib.oauth2.rfc7636 import create_s256_code_challenge

from mailgate.accounts.http import clip
from mailgate.accounts.oauth import TokenRefused, token_request
from mailgate.accounts.settings import OAuthAccount
from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput, TimedOut, TransportError

DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"
SIGNIN_SECS = 600.0  # how long a person has to finish signing in
_DONE_PAGE = b"<!doctype html><title>mailgate</title><p>Signed in. You can close this window."


@dataclass(frozen=True)
class Grant:
    """What a sign-in produced; the refresh token goes to the vault and nowhere else."""

    refresh_token: str = field(repr=False)
    scope: str


def _grant(account: OAuthAccount, doc: dict[str, Any]) -> Grant:
    refresh = doc.get("refresh_token")
    if not isinstance(refresh, str) or not refresh:
        raise TransportError(
            f"{account.provider} account {account.name}: the sign-in gave no refresh token "
            "(Google: access_type=offline needs consent again; Microsoft: offline_access scope)"
        )
    scope = doc.get("scope", "")
    return Grant(refresh, scope if isinstance(scope, str) else "")


class _Listener(http.server.HTTPServer):
    """Takes redirects until one carries the expected state (or an error for it)."""

    def __init__(self, expected_state: str) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.expected_state = expected_state
        self.result: dict[str, str] | None = None


class _Handler(http.server.BaseHTTPRequestHandler):
    server: _Listener

    def do_GET(self) -> None:
        query = {k: v[0] for k, v in parse_qs(urlsplit(self.path).query).items() if v}
        state = query.get("state", "")
        if urlsplit(self.path).path != "/" or not hmac.compare_digest(state, self.server.expected_state):
            # Not our redirect (a favicon, a stray or forged request): refuse it and keep waiting.
            self.send_error(400, "not the expected sign-in redirect")
            return
        self.server.result = query
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(_DONE_PAGE)))
        self.end_headers()
        self.wfile.write(_DONE_PAGE)

    def log_message(self, format: str, *args: Any) -> None:
        return  # the query string carries the code: it is never logged


def google_signin(
    account: OAuthAccount,
    client_secret: str,
    show: Callable[[str], None],
    *,
    open_browser: Callable[[str], object] | None = None,
    deadline: Deadline | None = None,
) -> Grant:
    """Installed-app flow with a loopback redirect and PKCE; returns the grant."""
    deadline = deadline or Deadline.after(SIGNIN_SECS, "signing in")
    verifier = generate_token(64)
    state = generate_token(32)
    listener = _Listener(state)
    try:
        redirect = f"http://127.0.0.1:{listener.server_address[1]}/"
        url = prepare_grant_uri(
            account.auth_url,
            account.client_id,
            "code",
            redirect,
            scope=" ".join(account.scopes),
            state=state,
            code_challenge=create_s256_code_challenge(verifier),
            code_challenge_method="S256",
            access_type="offline",  # Google: issue a refresh token
            prompt="consent",  # and issue it again when the account is signed in a second time
        )
        show(f"Open this address in a browser and allow access:\n{url}")
        if open_browser is not None:
            open_browser(url)
        answer = _wait(listener, deadline)
    finally:
        listener.server_close()
    if "error" in answer:
        raise TransportError(f"sign-in refused: {clip(answer['error'])}")
    code = answer.get("code", "")
    if not code:
        raise TransportError("sign-in redirect carried no code")
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": redirect,
        "client_id": account.client_id,
        "code_verifier": verifier,
    }
    if client_secret:
        form["client_secret"] = client_secret
    doc = token_request(account, form, deadline, hide=(code, client_secret, verifier))
    return _grant(account, doc)


def _wait(listener: _Listener, deadline: Deadline) -> dict[str, str]:
    while listener.result is None:
        try:
            listener.socket.settimeout(min(deadline.remaining(), 1.0))
        except TimedOut:
            raise TimedOut("no sign-in redirect arrived in time; run the command again") from None
        try:
            listener.handle_request()
        except TimeoutError:
            continue
    return listener.result


def microsoft_signin(
    account: OAuthAccount,
    show: Callable[[str], None],
    *,
    deadline: Deadline | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> Grant:
    """Device authorization grant: show the code, poll the token endpoint until it is entered."""
    deadline = deadline or Deadline.after(SIGNIN_SECS, "signing in")
    form = {"client_id": account.client_id, "scope": " ".join(account.scopes)}
    # The device endpoint answers like a token endpoint on errors (RFC 8628 section 3.2).
    doc = token_request(account, form, deadline, url=account.device_url)
    device_code, user_code = doc.get("device_code"), doc.get("user_code")
    uri = doc.get("verification_uri") or doc.get("verification_url")
    if not all(isinstance(v, str) and v for v in (device_code, user_code, uri)):
        raise TransportError(
            f"{account.provider} account {account.name}: the device endpoint answered incompletely"
        )
    assert isinstance(device_code, str)  # for mypy, checked above
    show(f"Open {uri} in a browser and enter the code {user_code}")
    interval = _seconds(doc.get("interval"), 5.0)
    stop = Deadline(
        at=min(deadline.at, time.monotonic() + _seconds(doc.get("expires_in"), 900.0)), what="signing in"
    )
    while True:
        if stop.at - time.monotonic() <= interval:
            raise TimedOut("the code was not entered in time; run the command again")
        sleep(interval)  # RFC 8628 section 3.5: never faster than the server's interval
        poll = {"grant_type": DEVICE_GRANT, "client_id": account.client_id, "device_code": device_code}
        try:
            return _grant(account, token_request(account, poll, stop, hide=(device_code,)))
        except TokenRefused as exc:
            if exc.error == "authorization_pending":
                continue
            if exc.error == "slow_down":
                interval += 5.0
                continue
            raise


def _seconds(value: object, default: float) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 3600:
        return float(value)
    return default


def check_provider(provider: str) -> str:
    """``gmail`` or ``microsoft``, else InvalidInput naming the argument."""
    if provider not in ("gmail", "microsoft"):
        raise InvalidInput("provider", "must be gmail or microsoft", provider)
    return provider


__all__ = ["Grant", "check_provider", "google_signin", "microsoft_signin"]
