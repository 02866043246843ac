"""A local HTTP server that plays each chat service's receiving end and records what it was sent."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from mailgate import Gateway, SendRequest, SubmitResult, open_gateway
from tests.conftest import make_home

SLACK_SECRET = "8f742231b10e8888abcd99yyyzzz85a5"  # the example signing secret's shape
TELEGRAM_BOT_TOKEN = "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"
TELEGRAM_WEBHOOK_SECRET = "tg-webhook-secret_0123456789"
WEBHOOK_SECRET = "whsec-7c1d0a9e55b24f3e"


@dataclass
class Hit:
    """One request the recorder received."""

    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> dict[str, object]:
        doc = json.loads(self.body)
        assert isinstance(doc, dict)
        return doc


@dataclass
class Recorder:
    """Answers each POST with the next planned status (then 200) and keeps every request."""

    url: str
    hits: list[Hit] = field(default_factory=list)
    plan: list[int] = field(default_factory=list)
    answer: bytes = b'{"ok": true, "result": {}}'

    def on(self, path: str) -> list[Hit]:
        return [h for h in self.hits if h.path == path]


@pytest.fixture
def recorder() -> Iterator[Recorder]:
    rec = Recorder(url="")
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            with lock:
                rec.hits.append(Hit(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                status = rec.plan.pop(0) if rec.plan else 200
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(rec.answer if status == 200 else b'{"ok": false}')

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    rec.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield rec
    server.shutdown()
    server.server_close()
    thread.join(timeout=10)


def notify_home(path: Path, store_url: str, rec: Recorder, extra: str = "") -> Gateway:
    """A home whose [notify] channels all point at the recorder, with the channel secrets in the vault."""
    config = (
        "[dropfolder]\nenabled = false\n"
        "[web]\n"
        'public_url = "https://mailgate.example.test"\n'
        "[notify]\n"
        f'webhook_url = "{rec.url}/hook"\n'
        f'slack_webhook_url = "{rec.url}/slack"\n'
        'telegram_chat_id = "456"\n'
        f'telegram_api_base = "{rec.url}/tg"\n'
        f'discord_webhook_url = "{rec.url}/discord"\n' + extra
    )
    gw = open_gateway(make_home(path, store_url, config))
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("notify.webhook.secret", WEBHOOK_SECRET)
    gw.secrets.add_secret("notify.telegram.bot_token", TELEGRAM_BOT_TOKEN)
    gw.secrets.add_secret("notify.slack.signing_secret", SLACK_SECRET)
    gw.secrets.add_secret("notify.telegram.webhook_secret", TELEGRAM_WEBHOOK_SECRET)
    gw.secrets.add_secret("crm.api_key", "sk_live_51HqLyjWDarjtT1zdp7dc")
    return gw


def hold(gw: Gateway, subject: str = "Offer", body: str = "Hello Bob,\nhere is the offer.\n") -> SubmitResult:
    """A draft the policy holds (no grant covers the recipient)."""
    result = gw.outbox.submit(
        SendRequest(agent="sales", to=["Bob <bob@customer.example>"], subject=subject, body=body),
        require_key=False,
    )
    assert result.state == "pending", result
    return result
