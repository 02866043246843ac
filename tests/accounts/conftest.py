"""Fixtures for the account tests: the fake provider over HTTPS, and homes whose accounts use it."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from mailgate import clock
from mailgate.accounts.settings import client_secret_name, refresh_token_name
from mailgate.gateway import Gateway, open_gateway
from tests.accounts.dovecot_oauth2 import oauth_dovecot  # noqa: F401 - Dovecot with XOAUTH2
from tests.accounts.fakes import FakeProvider
from tests.conftest import make_home
from tests.transports.conftest import dovecot, imap_user  # noqa: F401 - the Dovecot fixtures

FROM = "owner@gmail.example"


def toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    return json.dumps(value)  # a JSON string is a TOML basic string


def toml_tables(kind: str, tables: list[Mapping[str, object]]) -> str:
    out = []
    for table in tables:
        out.append(f"[[{kind}]]")
        out += [f"{k} = {toml_value(v)}" for k, v in table.items()]
    return "\n".join(out) + "\n"


def toml_section(name: str, values: Mapping[str, object]) -> str:
    return f"[{name}]\n" + "".join(f"{k} = {toml_value(v)}\n" for k, v in values.items())


@pytest.fixture
def fake(tmp_path: Path) -> Iterator[FakeProvider]:
    server = FakeProvider(tmp_path).start()
    server.client("client-1", "client-secret-1")
    server.client("client-ms", "")  # a public client: Microsoft's device flow has no secret
    yield server
    server.stop()


OpenHome = Callable[..., Gateway]


@pytest.fixture
def open_home(tmp_path: Path, store_url: str) -> Iterator[OpenHome]:
    """A home whose config has the given tables and sections; one per test."""
    opened: list[Gateway] = []

    def open_(
        *,
        gmail: list[Mapping[str, object]] = (),  # type: ignore[assignment]
        microsoft: list[Mapping[str, object]] = (),  # type: ignore[assignment]
        imap: list[Mapping[str, object]] = (),  # type: ignore[assignment]
        sections: Mapping[str, Mapping[str, object]] | None = None,
    ) -> Gateway:
        assert not opened, "one home per test"
        extra = "".join(toml_section(n, v) for n, v in (sections or {}).items())
        extra += toml_tables("gmail", list(gmail)) + toml_tables("microsoft", list(microsoft))
        extra += toml_tables("imap", list(imap))
        gw = open_gateway(make_home(tmp_path / "home", store_url, extra))
        opened.append(gw)
        return gw

    yield open_
    for gw in opened:
        gw.store.dispose()


def signed_in(gw: Gateway, fake: FakeProvider, name: str, client_id: str = "client-1") -> str:
    """Store a refresh token the fake accepts (as a finished sign-in would) and return it."""
    token = fake.grant(client_id)
    gw.secrets.vault.put(refresh_token_name(name), token, "secret", clock.now())
    secret = fake.state.clients[client_id]
    if secret:
        gw.secrets.vault.put(client_secret_name(name), secret, "secret", clock.now())
    return token


class Hook:
    """A local webhook receiver: the owner's alarm channel."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                hook.received.append(json.loads(self.rfile.read(length)))
                self.send_response(204)
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                return

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def hook() -> Iterator[Hook]:
    receiver = Hook()
    yield receiver
    receiver.stop()


def mail(n: int, *, sender: str = "alice@example.org", subject: str = "") -> bytes:
    """A small plain-text mail with a unique Message-ID."""
    return (
        f"From: Alice <{sender}>\r\nTo: {FROM}\r\nSubject: {subject or f'note {n}'}\r\n"
        f"Message-ID: <note-{n}@example.org>\r\nDate: Mon, 1 Jan 2024 10:00:00 +0000\r\n\r\n"
        f"Hello, this is note {n}.\r\n"
    ).encode()
