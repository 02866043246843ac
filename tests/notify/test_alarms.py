"""A tripped canary reaches the owner's channels (webhook, Slack format) and the alarm counter."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest

from mailgate.cli.main import main
from mailgate.gateway import open_gateway
from mailgate.model import Decision
from mailgate.outbound.drafts import SendRequest
from tests.conftest import make_home

CANARY = "AKIAQ3Z7K2M9X4W8R6TB"


@pytest.fixture
def hook() -> Iterator[tuple[str, list[tuple[str, dict[str, object]]]]]:
    received: list[tuple[str, dict[str, object]]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            received.append((self.path, json.loads(self.rfile.read(int(self.headers["Content-Length"])))))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}", received
    server.shutdown()
    server.server_close()


def test_canary_alarm_reaches_every_channel(
    tmp_path: Path, store_url: str, hook: tuple[str, list], capsys: pytest.CaptureFixture[str]
) -> None:
    base, received = hook
    extra = f'[notify]\nwebhook_url = "{base}/alarm"\nslack_webhook_url = "{base}/slack"'
    home = make_home(tmp_path / "h", store_url, extra)
    gw = open_gateway(home)
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*")
    gw.secrets.add_secret("canary.aws.1", CANARY, "canary")
    result = gw.outbox.submit(
        SendRequest(agent="bot", to=["x@firma.de"], subject="keys", body=f"here: {CANARY}"), require_key=False
    )
    assert result.decision is Decision.DENY
    by_path = dict(received)
    assert by_path["/alarm"] == {"event": "alarm.canary", "draft_id": result.draft_id, "agent": "bot"}
    slack_text = str(by_path["/slack"]["text"])
    assert result.draft_id in slack_text
    assert CANARY not in slack_text and "canary.aws.1" not in slack_text
    assert gw.audit.alarms() == {"canary": 1}
    gw.store.dispose()
    capsys.readouterr()
    assert main(["--home", str(home), "alarms", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"canary": 1}


def test_a_dead_channel_loses_no_evidence(tmp_path: Path, store_url: str) -> None:
    home = make_home(tmp_path / "h", store_url, '[notify]\nwebhook_url = "http://127.0.0.1:1/down"')
    gw = open_gateway(home)
    gw.rules.add_agent("bot")
    gw.secrets.add_secret("canary.x", CANARY, "canary")
    result = gw.outbox.submit(
        SendRequest(agent="bot", to=["x@firma.de"], subject="k", body=CANARY), require_key=False
    )
    assert gw.outbox.draft(result.draft_id).state.value == "rejected"
    assert gw.audit.alarms() == {"canary": 1}
    gw.store.dispose()
