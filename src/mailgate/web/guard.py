"""What every dashboard response carries, and the checks every owner request passes.

* Security headers: a Content-Security-Policy with no script at all and nothing remote, no
  framing, no referrer (links carry tokens in their path), no caching of owner pages.
* The owner's session cookie: HttpOnly, SameSite=Strict, Secure over TLS, path /owner.
* CSRF: every form carries the session's token (or, before login, a cookie-bound one).
"""

from __future__ import annotations

import hmac
import re
import secrets

from starlette.datastructures import MutableHeaders
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

CSP = (
    "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; "
    "connect-src 'none'; object-src 'none'; media-src 'none'; frame-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
}
SESSION_COOKIE = "mg_owner"
PRELOGIN_COOKIE = "mg_login"
# The only place a login may send the owner back to: the owner's page of one approval link. Any
# other target (another host, a scheme, //, a backslash) is ignored: no open redirect.
_NEXT = re.compile(r"/owner/link/[A-Za-z0-9_.-]{1,1024}")
MAX_FORM_BYTES = 512 * 1024  # a 20,000-character body, percent-encoded, fits with room to spare


class SecurityHeaders:
    """ASGI middleware: the headers above on every response of the wrapped app."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in HEADERS.items():
                    headers[name] = value
            await send(message)

        await self.app(scope, receive, with_headers)


def is_tls(request: Request) -> bool:
    """Whether this request came over TLS (the cookie is then Secure)."""
    return request.url.scheme == "https"


def set_session_cookie(response: Response, request: Request, secret: str, max_age: int) -> None:
    """The owner's session cookie, unreadable by scripts and never sent cross-site."""
    response.set_cookie(
        SESSION_COOKIE,
        secret,
        max_age=max_age,
        path="/owner",
        httponly=True,
        samesite="strict",
        secure=is_tls(request),
    )


def clear_session_cookie(response: Response, request: Request) -> None:
    """Drop the session cookie from the browser."""
    response.delete_cookie(
        SESSION_COOKIE, path="/owner", httponly=True, samesite="strict", secure=is_tls(request)
    )


def prelogin_token(request: Request) -> str:
    """The login form's CSRF value: the one in the browser's cookie, or a new one."""
    current = request.cookies.get(PRELOGIN_COOKIE, "")
    return current if 20 <= len(current) <= 64 else secrets.token_urlsafe(32)


def set_prelogin_cookie(response: Response, request: Request, value: str) -> None:
    """Bind the login form's CSRF value to this browser (double submit)."""
    response.set_cookie(
        PRELOGIN_COOKIE,
        value,
        max_age=3600,
        path="/owner/login",
        httponly=True,
        samesite="strict",
        secure=is_tls(request),
    )


def same_token(given: str, expected: str) -> bool:
    """Constant-time equality of two CSRF tokens; an empty one never matches."""
    return bool(given) and bool(expected) and hmac.compare_digest(given.encode(), expected.encode())


def safe_next(target: str) -> str:
    """Where to go after logging in: ``target`` when it is an approval link's owner page, else ""."""
    return target if _NEXT.fullmatch(target) else ""
