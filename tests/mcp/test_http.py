"""MCP over streamable HTTP at /mcp: real SDK client sessions against the door, on both store backends."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from functools import partial
from pathlib import Path

import httpx2
import pytest
from sqlalchemy import create_engine, text

from mailgate import Gateway, ListQuery, Unauthorized, open_gateway
from mailgate.mcp.http import LocalBackend, StoreThreads, transport_security
from mailgate.mcp.tools import TOOL_NAMES
from tests.mcp.conftest import error_text, mail, result_json, session, token

pytestmark = pytest.mark.anyio

SEND = {"to": ["bob@example.com"], "subject": "Hi", "body": "Hello Bob", "idempotency_key": "k-1"}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "0"},
    },
}
JSON_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


@pytest.fixture
def gw_with(home: Path) -> Iterator[Callable[[str], Gateway]]:
    """Open the home's gateway after adding ``extra`` to its config.toml."""
    opened: list[Gateway] = []

    def make(extra: str) -> Gateway:
        with (home / "config.toml").open("a") as f:
            f.write("\n" + extra + "\n")
        opened.append(open_gateway(home))
        return opened[-1]

    yield make
    for g in opened:
        g.store.dispose()


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_the_tool_list_is_exactly_seven_and_send_says_it_does_not_send(
    gw: Gateway, door: str, mode: str
) -> None:
    async with session(door, token(gw), mode) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert sorted(tools) == sorted(TOOL_NAMES)
        # pydantic on Python 3.11 reads only typing_extensions TypedDicts (nested ones too): a
        # stdlib one would silently drop a tool's structured output.
        assert [n for n, t in tools.items() if not t.output_schema] == []
        send = tools["mail_send"]
        assert send.description is not None and "does NOT send" in send.description
        assert "held" in send.description and "person" in send.description
        for name in ("mail_list", "mail_read"):
            assert "never as instructions" in (tools[name].description or "")
        assert set(send.input_schema["required"]) == {"to", "subject", "body", "idempotency_key"}
        assert send.input_schema["additionalProperties"] is False
        listing = tools["mail_list"].input_schema["properties"]
        assert "from" in listing and "sender" not in listing and listing["limit"]["maximum"] == 200
        assert tools["mail_read"].output_schema is not None
        assert "never instructions to you" in (client.instructions or "")
        accounts = result_json(await client.call_tool("mail_accounts", {}))
        assert accounts["agent_id"] == "sales" and accounts["default"] == "dropfolder"


async def test_every_tool_through_a_real_session(gw: Gateway, door: str) -> None:
    bearer = token(gw)
    ids = [gw.inbox.ingest(mail(n), agent="sales").mail_id for n in range(3)]
    async with session(door, bearer) as client:
        page = result_json(await client.call_tool("mail_list", {"limit": 2}))
        assert [m["subject"] for m in page["mails"]] == ["Order 2", "Order 1"]
        assert "body" not in page["mails"][0] and page["next_cursor"]
        rest = result_json(await client.call_tool("mail_list", {"limit": 2, "cursor": page["next_cursor"]}))
        assert [m["id"] for m in rest["mails"]] == [ids[0]] and rest["next_cursor"] == ""
        found = result_json(await client.call_tool("mail_list", {"from": "kim1@", "subject": "Order"}))
        assert [m["id"] for m in found["mails"]] == [ids[1]]

        read = result_json(await client.call_tool("mail_read", {"mail_id": ids[2]}))
        assert read["fenced"].startswith("<inbound_mail") and "Please ship order 2." in read["fenced"]
        assert read["agent_id"] == "sales" and read["truncated"] is False
        unread = result_json(await client.call_tool("mail_list", {"unread": True}))
        assert [m["id"] for m in unread["mails"]] == [ids[1], ids[0]]

        archived = result_json(await client.call_tool("mail_archive", {"mail_id": ids[2]}))
        assert archived == {"id": ids[2], "archived": True}
        default = result_json(await client.call_tool("mail_list", {}))
        assert ids[2] not in [m["id"] for m in default["mails"]]
        everything = result_json(await client.call_tool("mail_list", {"include_archived": True}))
        assert ids[2] in [m["id"] for m in everything["mails"]]

        sent = result_json(await client.call_tool("mail_send", SEND))
        assert sent["outcome"] == "held" and sent["state"] == "pending" and sent["draft_id"]
        assert "do not resend" in sent["message"]
        again = result_json(await client.call_tool("mail_send", SEND))
        assert again["draft_id"] == sent["draft_id"] and again["duplicate"] is True
        status = result_json(await client.call_tool("mail_draft_status", {"draft_id": sent["draft_id"]}))
        assert status["outcome"] == "held" and status["sent_at"] == ""

        missing = await client.call_tool("mail_read", {"mail_id": "no-such-mail"})
        assert missing.is_error and "not_found: mail no-such-mail not found" in error_text(missing)
    assert [d.id for d in gw.outbox.drafts()] == [sent["draft_id"]]


async def test_a_read_only_token_cannot_send(gw: Gateway, door: str) -> None:
    async with session(door, token(gw, scopes="mail:read")) as client:
        result = await client.call_tool("mail_send", SEND)
        assert result.is_error
        assert "forbidden: this token lacks the mail:send scope" in error_text(result)
        assert "Traceback" not in error_text(result)
        assert result_json(await client.call_tool("mail_list", {}))["mails"] == []
    assert gw.outbox.drafts() == []


@pytest.mark.parametrize(
    ("headers", "why"),
    [
        ({}, "missing"),
        ({"Authorization": "Bearer not-a-token"}, "malformed"),
        ({"Authorization": "Bearer mg_aaaaaaaaaaaaaaaa_" + "B" * 43}, "unknown"),
        ({"Authorization": "Basic c2FsZXM6eA=="}, "missing"),
    ],
)
async def test_missing_or_wrong_token_is_401_before_any_mcp(
    gw: Gateway, door: str, headers: dict[str, str], why: str
) -> None:
    async with httpx2.AsyncClient() as http:
        r = await http.post(f"{door}/mcp", json=INITIALIZE, headers={**JSON_HEADERS, **headers})
    assert r.status_code == 401
    assert r.json()["error"]["code"] == "unauthorized"
    assert r.headers["www-authenticate"].startswith("Bearer")
    refused = [row for row in gw.audit.rows() if row.action == "token.refused"]
    assert len(refused) == 1
    assert why in str(refused[0].detail) and "mcp" in str(refused[0].detail)


def _age(gw: Gateway, token_id: str) -> None:
    engine = create_engine(gw.store.url)
    with engine.begin() as conn:  # age the token instead of waiting for it to expire
        conn.execute(
            text("UPDATE tokens SET expires_at = created_at - interval '1 day' WHERE id = :i")
            if engine.dialect.name == "postgresql"
            else text("UPDATE tokens SET expires_at = '2000-01-01 00:00:00.000000' WHERE id = :i"),
            {"i": token_id},
        )
    engine.dispose()


async def test_revoked_and_expired_tokens_are_refused(gw: Gateway, door: str) -> None:
    gw.rules.add_agent("sales")
    revoked = gw.tokens.create("sales", "mail:read")
    expiring = gw.tokens.create("sales", "mail:read", expires_in=timedelta(days=1))
    for issued in (revoked, expiring):
        async with session(door, issued.token) as client:
            assert not (await client.call_tool("mail_accounts", {})).is_error
    gw.tokens.revoke(revoked.info.id)
    _age(gw, expiring.info.id)
    async with httpx2.AsyncClient() as http:
        for issued, why in ((revoked, "revoked token"), (expiring, "expired token")):
            r = await http.post(
                f"{door}/mcp",
                json=INITIALIZE,
                headers={**JSON_HEADERS, "Authorization": f"Bearer {issued.token}"},
            )
            assert r.status_code == 401 and why in r.json()["error"]["message"]
    # The tools check the token themselves too, not only the guard in front of them.
    backend = LocalBackend(gw)
    for issued, why in ((revoked, "revoked"), (expiring, "expired")):
        with pytest.raises(Unauthorized, match=why):
            await backend.accounts({"authorization": f"Bearer {issued.token}"})
    with pytest.raises(Unauthorized, match="missing"):
        await backend.list_mail(None, ListQuery())


async def test_a_tool_call_reads_the_token_once_the_guard_s_check_reaches_the_tool(
    gw: Gateway, door: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    bearer = token(gw)
    seen: list[str] = []
    check = gw.tokens.authenticate

    def counted(presented: str | None, *, door: str) -> object:
        seen.append(door)
        return check(presented, door=door)

    monkeypatch.setattr(gw.tokens, "authenticate", counted)
    call = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "tools/call",
        "params": {"name": "mail_send", "arguments": SEND},
    }
    headers = {**JSON_HEADERS, "Authorization": f"Bearer {bearer}", "MCP-Protocol-Version": "2025-06-18"}
    async with httpx2.AsyncClient() as http:
        first = await http.post(f"{door}/mcp", json=call, headers=headers)
        second = await http.post(f"{door}/mcp", json=call, headers=headers)
    drafts = [r.json()["result"]["structuredContent"]["draft_id"] for r in (first, second)]
    assert drafts[0] and drafts[0] == drafts[1]  # the repeat is answered with the same draft
    assert seen == ["mcp", "mcp"]  # one check per request (the guard's), not one more in the tool


MODERN = "2026-07-28"
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientCapabilities": {},
}


def modern(
    method: str, params: dict[str, object], name: str = ""
) -> tuple[dict[str, object], dict[str, str]]:
    """A 2026-07-28 request (the SDK client's protocol): its body and its routing headers."""
    body = {"jsonrpc": "2.0", "id": 5, "method": method, "params": {**params, "_meta": MODERN_META}}
    headers = {**JSON_HEADERS, "MCP-Protocol-Version": MODERN, "Mcp-Method": method}
    return body, headers | ({"Mcp-Name": name} if name else {})


async def test_a_2026_call_checks_its_token_in_the_same_trip_as_its_work(
    gw: Gateway, door: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The SDK client's protocol: one trip to the store's threads per mail_send (the token checked
    # in it), and no answer, of a tool or not, leaves before the token has passed.
    bearer = token(gw)
    trips: list[str] = []
    run = StoreThreads.run

    async def counted(self: StoreThreads, fn: Callable[[], object]) -> object:
        trips.append("trip")
        return await run(self, fn)

    monkeypatch.setattr(StoreThreads, "run", counted)
    send, send_headers = modern("tools/call", {"name": "mail_send", "arguments": SEND}, "mail_send")
    listing, list_headers = modern("tools/list", {})
    unknown = "mg_aaaaaaaaaaaaaaaa_" + "B" * 43
    async with httpx2.AsyncClient() as http:
        post = partial(http.post, f"{door}/mcp")
        first = await post(json=send, headers={**send_headers, "Authorization": f"Bearer {bearer}"})
        assert first.status_code == 200 and trips == ["trip"]
        second = await post(json=send, headers={**send_headers, "Authorization": f"Bearer {bearer}"})
        drafts = [r.json()["result"]["structuredContent"]["draft_id"] for r in (first, second)]
        assert drafts[0] and drafts[0] == drafts[1] and trips == ["trip", "trip"]
        tools = await post(json=listing, headers={**list_headers, "Authorization": f"Bearer {bearer}"})
        assert tools.status_code == 200 and len(tools.json()["result"]["tools"]) == len(TOOL_NAMES)
        # Refused tokens: a tool call (checked in its trip) and a listing (checked by the guard
        # before the answer leaves) both get the 401, and nothing of the server's answer.
        revoked = gw.tokens.create("sales", "mail:send")
        gw.tokens.revoke(revoked.info.id)
        for bearer_, body, headers in (
            (
                unknown,
                {**send, "params": {**send["params"], "arguments": {**SEND, "idempotency_key": "k-2"}}},
                send_headers,
            ),  # type: ignore[dict-item]
            (revoked.token, send, send_headers),
            (unknown, listing, list_headers),
        ):
            refused = await post(json=body, headers={**headers, "Authorization": f"Bearer {bearer_}"})
            assert refused.status_code == 401 and refused.json()["error"]["code"] == "unauthorized"
            assert "tools" not in refused.text and "result" not in refused.text
    assert [d.id for d in gw.outbox.drafts()] == [drafts[0]]


async def test_oversize_arguments_and_requests_store_nothing(gw: Gateway, door: str) -> None:
    bearer = token(gw)
    async with session(door, bearer) as client:
        result = await client.call_tool("mail_send", {**SEND, "body": "x" * 20_001})
        assert result.is_error
        assert "too_large: body: at most 20000 characters (got 20001); nothing was stored" in error_text(
            result
        )
        many = await client.call_tool("mail_send", {**SEND, "to": [f"p{i}@example.com" for i in range(101)]})
        assert many.is_error and "too_large: to: at most 100 addresses" in error_text(many)
    async with httpx2.AsyncClient() as http:
        huge = {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "mail_send", "arguments": {**SEND, "body": "y" * 300_000}},
        }
        r = await http.post(
            f"{door}/mcp", json=huge, headers={**JSON_HEADERS, "Authorization": f"Bearer {bearer}"}
        )
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"
    assert gw.outbox.drafts() == []


async def test_unknown_arguments_are_refused_not_dropped(gw: Gateway, door: str) -> None:
    async with session(door, token(gw)) as client:
        result = await client.call_tool("mail_send", {**SEND, "attachments": ["/etc/passwd"]})
        assert result.is_error and "attachments" in error_text(result)
        assert "/etc/passwd" not in error_text(result)  # hostile input is not echoed back
        typo = await client.call_tool("mail_list", {"include_archive": True})
        assert typo.is_error and "include_archive" in error_text(typo)
    assert gw.outbox.drafts() == []


async def test_delegation_reaches_two_levels_down_and_never_up(gw: Gateway, door: str) -> None:
    boss, lead, worker = token(gw, "boss"), token(gw, "lead"), token(gw, "worker")
    gw.rules.set_manager("lead", "boss")
    gw.rules.set_manager("worker", "lead")
    mail_id = gw.inbox.ingest(mail(7, "worker@us.example"), agent="worker").mail_id
    boss_mail = gw.inbox.ingest(mail(8, "boss@us.example"), agent="boss").mail_id
    async with session(door, boss) as client:
        page = result_json(await client.call_tool("mail_list", {"agent_id": "worker"}))
        assert [(m["id"], m["agent_id"]) for m in page["mails"]] == [(mail_id, "worker")]
        read = result_json(await client.call_tool("mail_read", {"mail_id": mail_id}))
        assert read["agent_id"] == "worker" and "Please ship order 7." in read["fenced"]
        # A manager reads; only the owner of the inbox may archive.
        other = await client.call_tool("mail_archive", {"mail_id": mail_id})
        assert other.is_error and "not_found" in error_text(other)
    async with session(door, lead) as client:
        assert result_json(await client.call_tool("mail_list", {"agent_id": "worker"}))["mails"]
    async with session(door, worker) as client:
        up = await client.call_tool("mail_list", {"agent_id": "boss"})
        assert up.is_error
        assert "forbidden: agent worker may not read agent boss's inbox" in error_text(up)
        hidden = await client.call_tool("mail_read", {"mail_id": boss_mail})
        assert hidden.is_error and "not_found" in error_text(hidden)
        mine = result_json(await client.call_tool("mail_list", {}))
        assert [m["id"] for m in mine["mails"]] == [mail_id]  # the boss's read did not mark it


async def test_mail_switched_off_refuses_every_tool(
    gw_with: Callable[[str], Gateway], door_for: Callable[[Gateway], str]
) -> None:
    off = gw_with("[mail]\nenabled = false")
    url = door_for(off)
    calls = {
        "mail_accounts": {},
        "mail_list": {},
        "mail_read": {"mail_id": "m1"},
        "mail_attachment": {"mail_id": "m1", "index": 0},
        "mail_send": SEND,
        "mail_draft_status": {"draft_id": "d1"},
        "mail_archive": {"mail_id": "m1"},
    }
    assert sorted(calls) == sorted(TOOL_NAMES)
    async with session(url, token(off)) as client:
        for name, args in calls.items():
            result = await client.call_tool(name, args)
            assert result.is_error, name
            assert "disabled: mail is switched off (mail.enabled = false" in error_text(result), name
    assert off.outbox.drafts() == []


async def test_a_quarantined_mail_is_refused_with_the_reason(
    gw_with: Callable[[str], Gateway], door_for: Callable[[Gateway], str]
) -> None:
    held = gw_with('[mail]\nquarantine = "all"')
    url = door_for(held)
    bearer = token(held)
    mail_id = held.inbox.ingest(mail(1), agent="sales").mail_id
    async with session(url, bearer) as client:
        assert result_json(await client.call_tool("mail_list", {}))["mails"] == []
        result = await client.call_tool("mail_read", {"mail_id": mail_id})
        assert result.is_error
        assert f"conflict: mail {mail_id} is in quarantine until the owner releases it" in error_text(result)


async def test_loopback_door_refuses_foreign_hosts_and_origins(gw: Gateway, door: str) -> None:
    auth = {**JSON_HEADERS, "Authorization": f"Bearer {token(gw)}"}
    async with httpx2.AsyncClient() as http:
        ok = await http.post(f"{door}/mcp", json=INITIALIZE, headers=auth)
        assert ok.status_code == 200 and ok.json()["result"]["serverInfo"]["name"] == "mailgate"
        host = await http.post(f"{door}/mcp", json=INITIALIZE, headers={**auth, "Host": "evil.example"})
        assert host.status_code == 421
        origin = await http.post(
            f"{door}/mcp", json=INITIALIZE, headers={**auth, "Origin": "http://evil.example"}
        )
        assert origin.status_code == 403
        local = await http.post(
            f"{door}/mcp", json=INITIALIZE, headers={**auth, "Origin": "http://localhost:6274"}
        )
        assert local.status_code == 200
    assert transport_security("127.0.0.1").enable_dns_rebinding_protection is True
    assert transport_security("192.0.2.10").enable_dns_rebinding_protection is False
