"""Sending through Gmail's ``users.messages.send`` or Graph's ``sendMail``, for the settler only.

The same rules as the SMTP client: one new verified TLS connection per send, one deadline over
everything (enforced by the shared send watchdog, not only by per-phase timeouts), never a
retry. What decides failed versus unknown is whether the request reached the server: an error
before the request body was written whole is ``SendFailed`` (nothing can have been sent), and
no answer, a lost connection or a 5xx after it is ``SendUncertain``
(it may have been sent). The connection's trace events say which side of that line an error is.

The message is the settler's composed bytes, checked by ``check_wire``; Bcc recipients (which
SMTP carries only in the envelope) are given to the API as a Bcc header, which both providers
use for delivery and strip from the copies.
"""

from __future__ import annotations

import base64
import json
import socket
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from email.utils import getaddresses
from typing import Any

import httpx2

from mailgate.accounts.http import clip, new_client, timeout, translate
from mailgate.accounts.settings import OAuthAccount
from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput, SendFailed, SendUncertain
from mailgate.outbound.compose import check_wire
from mailgate.outbound.watchdog import WATCHDOG, Watch


@dataclass(frozen=True, kw_only=True)
class ApiReceipt:
    """A send the provider accepted; ``provider_id`` is its message (or request) id."""

    server_reply: str
    provider_id: str


class _Written:
    """Trace hook: hands the new socket to the watchdog; has the request body gone out whole?"""

    def __init__(self, watch: Watch) -> None:
        self.started = False
        self.written = False
        self._watch = watch

    def __call__(self, event: str, info: dict[str, Any]) -> None:
        if event.endswith("connect_tcp.complete"):
            sock = info["return_value"].get_extra_info("socket")
            if isinstance(sock, socket.socket):
                self._watch.attach(sock)  # before the TLS handshake reads a byte
        elif event.endswith("send_request_headers.started"):
            self.started = True
        elif event.endswith("send_request_body.complete"):
            self.written = True


class ApiSender:
    """Sends one composed message per call through a provider's HTTP API; never retries."""

    def __init__(self, account: OAuthAccount, token: Callable[[Deadline], str]) -> None:
        self.account = account
        self._token = token
        self.where = f"{account.provider} account {account.name}"

    def send(
        self,
        message: bytes,
        *,
        envelope_from: str,
        recipients: Sequence[str],
        deadline: Deadline,
        on_step: Callable[[str], None] | None = None,
    ) -> ApiReceipt:
        """Send ``message`` to ``recipients``; raises SendFailed or SendUncertain as described above."""
        payload = _with_bcc(check_wire(message), recipients)
        url, body, content_type = self._request(payload)
        # The account's timeout_secs caps the caller's deadline; it never extends it.
        cap = time.monotonic() + self.account.timeout_secs
        bound = Deadline(at=min(deadline.at, cap), what=deadline.what)
        token = self._token(bound)  # a refused or unreachable token endpoint: nothing was sent
        if on_step is not None:
            on_step("authenticated")
        # httpx's timeouts bound each connect, read and write, not the request as a whole: a
        # server that answers one byte at a time would hold the settler forever. The watchdog
        # shuts the socket down when the one deadline passes, whatever the request is doing.
        watch = WATCHDOG.watch(bound)
        written = _Written(watch)
        try:
            with new_client(self.account, pool=1) as client:
                response = client.post(
                    url,
                    content=body,
                    headers={"Authorization": f"Bearer {token}", "Content-Type": content_type},
                    timeout=timeout(self.account, bound),
                    extensions={"trace": written},
                )
        except httpx2.HTTPError as exc:
            problem = str(translate(exc, self.where))
            if watch.fired or bound.expired():
                limit = f"{self.account.timeout_secs:g} s at most"
                problem = f"{self.where}: the send ran past its time limit ({limit})"
            if written.written:
                raise SendUncertain(
                    f"{problem}, after the message was sent to the API; "
                    "it may have been delivered; not retried"
                ) from exc
            raise SendFailed(f"{problem}, before the message was sent; nothing was delivered") from exc
        finally:
            watch.close()
        if on_step is not None:
            on_step("data_sent")
        status = response.status_code
        if 200 <= status < 300:
            provider_id = self._provider_id(response)
            if on_step is not None:
                on_step("accepted")
            return ApiReceipt(
                server_reply=f"{status} {self.account.provider} id {provider_id}", provider_id=provider_id
            )
        text = clip(response.text)
        if status >= 500:
            raise SendUncertain(
                f"{self.where}: the API answered {status} ({text}) after receiving the message; "
                "it may have been delivered; not retried"
            )
        raise SendFailed(
            f"{self.where}: the API refused the message ({status} {text}); nothing was delivered"
        )

    def _request(self, payload: bytes) -> tuple[str, bytes, str]:
        api = self.account.api_url
        if self.account.provider == "gmail":
            doc = {"raw": base64.urlsafe_b64encode(payload).decode("ascii")}
            return f"{api}/messages/send", json.dumps(doc).encode("ascii"), "application/json"
        # Graph takes MIME as base64 in a text/plain body.
        return f"{api}/sendMail", base64.b64encode(payload), "text/plain"

    def _provider_id(self, response: httpx2.Response) -> str:
        if self.account.provider == "gmail":
            try:
                doc = json.loads(response.content)
            except ValueError:
                doc = None
            value = doc.get("id") if isinstance(doc, dict) else None
        else:
            value = response.headers.get("request-id")  # sendMail answers 202 with no body
        text = value if isinstance(value, str) else ""
        return text[:200] if text.isprintable() and text else "(not given)"


def _with_bcc(message: bytes, recipients: Sequence[str]) -> bytes:
    """``message`` with a Bcc header for every recipient its To and Cc do not name."""
    if not recipients:
        raise InvalidInput("recipients", "at least one recipient is needed")
    end = message.find(b"\r\n\r\n")
    head = (message if end < 0 else message[:end]).decode("ascii")
    fields: list[str] = []
    current = ""
    for line in head.split("\r\n"):
        if line[:1] in (" ", "\t"):
            current += line
            continue
        if current:
            fields.append(current)
        current = line
    if current:
        fields.append(current)
    shown = [
        value for name, _, value in (f.partition(":") for f in fields) if name.strip().lower() in ("to", "cc")
    ]
    named = {addr.lower() for _, addr in getaddresses(shown)}
    hidden = [r for r in dict.fromkeys(recipients) if r.lower() not in named]
    for address in hidden:
        if not (
            address.isascii() and address.count("@") == 1 and not any(c in address for c in ' ,;<>()"\r\n')
        ):
            raise InvalidInput("recipients", "must be plain ASCII addresses local@domain", address)
    if not hidden:
        return message
    return b"Bcc: " + ", ".join(hidden).encode("ascii") + b"\r\n" + message


def probe(account: OAuthAccount, token: Callable[[Deadline], str], deadline: Deadline) -> str:
    """Refresh the access token (the send path's first step); sends nothing."""
    token(deadline)
    return f"{account.provider} account {account.name}: token refreshed, sending through the API"
