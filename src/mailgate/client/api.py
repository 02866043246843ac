"""``AgentClient``: the JSON API of a running ``mailgate serve``, called with an agent token."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast
from urllib.parse import quote, urlsplit

import httpx2 as httpx

from mailgate.errors import (
    Conflict,
    Forbidden,
    InvalidInput,
    MailgateError,
    NotConfigured,
    NotFound,
    RateLimited,
    Refused,
    ServeUnreachable,
    TooLarge,
    Unauthorized,
)
from mailgate.serving.loopback import is_loopback_literal

DEFAULT_URL = "http://127.0.0.1:8025"
URL_ENV = "MAILGATE_URL"
TOKEN_ENV = "MAILGATE_TOKEN"  # noqa: S105 - the variable's name, not a token
INSECURE_ENV = "MAILGATE_ALLOW_INSECURE_URL"
TIMEOUT_SECS = 30.0


def find_token(token_file: str | None, env: Mapping[str, str] = os.environ) -> str:
    """The agent token from ``--token-file``, else ``$MAILGATE_TOKEN``; InvalidInput when neither."""
    if token_file:
        try:
            text = Path(token_file).read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            raise InvalidInput("token_file", "no such file", token_file) from None
        except OSError as exc:
            raise InvalidInput("token_file", f"cannot be read ({exc.strerror})", token_file) from None
        if not text:
            raise InvalidInput("token_file", "is empty", token_file)
        return text
    token = env.get(TOKEN_ENV, "").strip()
    if not token:
        raise InvalidInput(
            "token",
            f"no agent token: set {TOKEN_ENV} or pass --token-file (the owner runs `mailgate token create`)",
        )
    return token


def find_url(url: str | None, env: Mapping[str, str] = os.environ) -> str:
    """``--url``, else ``$MAILGATE_URL``, else the default loopback address of ``serve``.

    The agent's token goes with every request, so a plain ``http://`` URL must name this machine's
    loopback (``serve`` refuses an exposed plain listener for the same reason); anywhere else needs
    ``https://``, or ``$MAILGATE_ALLOW_INSECURE_URL=1`` said on purpose (a private link the owner
    trusts, with ``web.allow_insecure_listen`` on the serving side).
    """
    found = (url or env.get(URL_ENV, "") or DEFAULT_URL).rstrip("/")
    parts = urlsplit(found)
    field = "url" if url else URL_ENV
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InvalidInput(field, "must be http(s)://HOST[:PORT]", found)
    if parts.username is not None or parts.password is not None:
        raise InvalidInput(field, "must not carry a user or password (the token is the credential)")
    if (
        parts.scheme == "http"
        and not is_loopback_literal(parts.hostname)
        and env.get(INSECURE_ENV, "") != "1"
    ):
        raise InvalidInput(
            field,
            "plain http:// to another host would send the agent token in the clear: use https://, a "
            f"loopback address, or set {INSECURE_ENV}=1 if the link is private on purpose",
            found,
        )
    return found


class AgentClient:
    """One agent's connection to ``serve``; every method returns the API's JSON document."""

    def __init__(self, url: str, token: str, *, timeout: float = TIMEOUT_SECS) -> None:
        self.url = url
        self._http = httpx.Client(
            base_url=url,
            headers={"Authorization": f"Bearer {token}", "User-Agent": "mailgate-agent-client"},
            timeout=timeout,
            verify=True,
        )

    def __repr__(self) -> str:
        return f"AgentClient({self.url!r}, token=<hidden>)"

    def close(self) -> None:
        """Close the connection pool."""
        self._http.close()

    def accounts(self) -> dict[str, Any]:
        """``GET /api/v1/accounts``."""
        return self._call("GET", "/api/v1/accounts")

    def list_mail(self, params: Mapping[str, str | int | bool]) -> dict[str, Any]:
        """``GET /api/v1/mail`` with the listing's filters."""
        query = {k: _param(v) for k, v in params.items() if v not in ("", None, False)}
        return self._call("GET", "/api/v1/mail", params=query)

    def read_mail(self, mail_id: str) -> dict[str, Any]:
        """``GET /api/v1/mail/{id}``: the fenced mail."""
        return self._call("GET", f"/api/v1/mail/{_seg(mail_id)}")

    def read_attachment(self, mail_id: str, index: int) -> dict[str, Any]:
        """``GET /api/v1/mail/{id}/attachments/{index}``: one attachment's content as base64."""
        return self._call("GET", f"/api/v1/mail/{_seg(mail_id)}/attachments/{int(index)}")

    def archive(self, mail_id: str) -> dict[str, Any]:
        """``POST /api/v1/mail/{id}/archive``."""
        return self._call("POST", f"/api/v1/mail/{_seg(mail_id)}/archive")

    def send(self, fields: Mapping[str, object]) -> dict[str, Any]:
        """``POST /api/v1/drafts``: makes a draft; never sends."""
        return self._call("POST", "/api/v1/drafts", json=dict(fields))

    def draft_status(self, draft_id: str) -> dict[str, Any]:
        """``GET /api/v1/drafts/{id}``."""
        return self._call("GET", f"/api/v1/drafts/{_seg(draft_id)}")

    def _call(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        try:
            response = self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise ServeUnreachable(
                f"cannot reach mailgate serve at {self.url} ({exc.__class__.__name__}): is `mailgate serve` "
                f"running? (set {URL_ENV} or --url if it listens elsewhere)"
            ) from None
        try:
            doc = response.json()
        except ValueError:
            doc = None
        if response.status_code == 200 and isinstance(doc, dict):
            return cast(dict[str, Any], doc)
        raise _error(response.status_code, doc, self.url)


def _param(value: str | int | bool) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _seg(value: str) -> str:
    # Ids are opaque to the client; quote them so one can never change the path it is sent to.
    return quote(value, safe="")


class _NotFoundMessage(NotFound):
    """The server's not-found message, passed through as it was written."""

    def __init__(self, message: str) -> None:
        MailgateError.__init__(self, message)
        self.kind, self.key = "record", message


_BY_CODE: dict[str, type[MailgateError]] = {
    "unauthorized": Unauthorized,
    "forbidden": Forbidden,
    "not_found": NotFound,
    "conflict": Conflict,
    "disabled": NotConfigured,
    "too_large": TooLarge,
    "refused": Refused,
}


def _error(status: int, doc: object, url: str) -> MailgateError:
    err = doc.get("error") if isinstance(doc, dict) else None
    if not isinstance(err, dict):
        return ServeUnreachable(
            f"{url} answered HTTP {status} without a mailgate error: is it mailgate serve?"
        )
    code, message = str(err.get("code", "")), str(err.get("message", ""))
    if code in ("invalid_input", "bad_json"):
        return InvalidInput(str(err.get("field", "request")), str(err.get("rule", message)))
    if code == "rate_limited":
        return RateLimited(message, 1.0)
    if code == "not_found":
        return _NotFoundMessage(message)
    if code == "unavailable":
        return ServeUnreachable(f"mailgate serve cannot answer now: {message}")
    cls = _BY_CODE.get(code, MailgateError)
    return cls(message)
