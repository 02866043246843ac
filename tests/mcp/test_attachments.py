"""mail_send with attachments over a real MCP session: refused by default, base64 with a name when on."""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mailgate import Gateway, open_gateway
from tests.conftest import make_home
from tests.mcp.conftest import error_text, result_json, session, token

pytestmark = pytest.mark.anyio

SECRET = "hunter2-correct-horse-battery-9f3a"


def send(key: str, text: bytes) -> dict[str, object]:
    return {
        "to": ["bob@example.com"],
        "subject": "Hi",
        "body": "Notes attached.",
        "idempotency_key": key,
        "attachments": [{"filename": "notes.txt", "content_base64": base64.b64encode(text).decode()}],
    }


async def test_mail_send_refuses_attachments_by_default(gw: Gateway, door: str) -> None:
    async with session(door, token(gw)) as client:
        result = await client.call_tool("mail_send", send("k-1", b"hello"))
        assert result.is_error and "allow_attachments = true" in error_text(result)
    assert gw.outbox.drafts() == []


@pytest.fixture
def gw_on(tmp_path: Path, store_url: str) -> Iterator[Gateway]:
    gw = open_gateway(make_home(tmp_path / "on", store_url, "[mail]\nallow_attachments = true\n"))
    yield gw
    gw.store.dispose()


async def test_mail_send_scans_a_base64_text_attachment(
    gw_on: Gateway, door_for: Callable[[Gateway], str]
) -> None:
    gw_on.secrets.add_secret("db.password", SECRET)
    url = door_for(gw_on)
    async with session(url, token(gw_on)) as client:
        clean = result_json(await client.call_tool("mail_send", send("k-1", b"figures")))
        assert clean["outcome"] == "held"
        leak = result_json(await client.call_tool("mail_send", send("k-2", f"pw {SECRET}".encode())))
        assert leak["outcome"] == "denied"
        bad = await client.call_tool(
            "mail_send", {**send("k-3", b"x"), "attachments": [{"filename": "a", "path": "/etc/passwd"}]}
        )
        assert bad.is_error
    states = sorted(d.state.value for d in gw_on.outbox.drafts())
    assert states == ["pending", "rejected"]
    (held,) = [d for d in gw_on.outbox.drafts() if d.state.value == "pending"]
    assert [(a.filename, a.content_type, a.data) for a in held.attachments] == [
        ("notes.txt", "text/plain", b"figures")
    ]
