"""A held send from start to end: MCP in a real `mailgate serve`, a person approves, TLS SMTP delivers."""

from __future__ import annotations

import json
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from pathlib import Path

import pytest

from mailgate import open_gateway
from tests.conftest import StartServer, make_home
from tests.mcp.conftest import Serve, cli, result_json, session, token

pytestmark = pytest.mark.anyio


async def test_a_held_send_waits_for_a_person_then_is_delivered(
    tmp_path: Path, store_url: str, start_server: StartServer, serve: type[Serve]
) -> None:
    smtp = start_server("starttls")
    home = make_home(
        tmp_path / "home",
        store_url,
        f'[smtp]\nhost = "127.0.0.1"\nport = {smtp.port}\ntls = "starttls"\nca_file = "{smtp.ca_file}"\n'
        'from_addr = "sales@mg.example"\ntimeout_secs = 10\n',
    )
    gw = open_gateway(home)
    try:
        bearer = token(gw)  # no grant: every recipient is held for a person
        running = serve(home)
        request = {
            "to": ["Bob <bob@customer.example>"],
            "subject": "Your order",
            "body": "Hello Bob,\n\nyour order ships on Monday.\n",
            "idempotency_key": "order-4711",
        }
        async with session(running.url, bearer) as client:
            held = result_json(await client.call_tool("mail_send", request))
            assert held["outcome"] == "held" and held["state"] == "pending"
            draft_id = held["draft_id"]
            # What the agent sees while it waits: held, not sent, nothing to do but wait.
            waiting = result_json(await client.call_tool("mail_draft_status", {"draft_id": draft_id}))
            assert waiting["outcome"] == "held" and waiting["sent_at"] == ""
            assert smtp.messages == []

            shown = cli(home, "show", draft_id, "--json")
            assert shown.returncode == 0, shown.stderr
            doc = json.loads(shown.stdout)
            assert doc["state"] == "pending" and doc["body"].startswith(request["body"])
            approved = cli(home, "approve", draft_id, "--confirm", doc["content_hash"])
            assert approved.returncode == 0, approved.stderr

            queued = result_json(await client.call_tool("mail_draft_status", {"draft_id": draft_id}))
            assert queued["outcome"] == "queued"

            settled = cli(home, "settle", "--once", "--json")
            assert settled.returncode == 0, settled.stderr
            assert json.loads(settled.stdout)["sent"] == [draft_id]
            delivered = smtp.wait_for(1)
            assert len(delivered) == 1 and list(delivered[0].rcpt_tos) == ["bob@customer.example"]
            assert delivered[0].tls is True
            message = message_from_bytes(delivered[0].data, policy=default)
            assert isinstance(message, EmailMessage) and message["Subject"] == "Your order"
            assert "your order ships on Monday." in message.get_content()

            sent = result_json(await client.call_tool("mail_draft_status", {"draft_id": draft_id}))
            assert sent["outcome"] == "sent" and sent["sent_at"]
            # Asking again with the same key returns the sent draft; nothing goes out twice.
            again = result_json(await client.call_tool("mail_send", request))
            assert again["draft_id"] == draft_id and again["duplicate"] is True
        assert cli(home, "settle", "--once", "--json").returncode == 0
        assert len(smtp.messages) == 1
    finally:
        gw.store.dispose()
