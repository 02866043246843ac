"""The single exchange at /mcp: what it answers is what the SDK's transport answers, and no token
check, scope, cap or refusal is skipped on the way.

Two doors on one gateway, one with the single exchange and one sending everything through the
SDK's transport, get the same requests and must give the same answers; then a real `mailgate
serve` is driven with raw HTTP and with the SDK's own client.
"""

from __future__ import annotations

import json
import socket
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest

from mailgate import AuditRow, Gateway, open_gateway
from mailgate.mcp.http import http_door
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings
from tests.mcp.conftest import Serve, error_text, result_json, session, token

pytestmark = pytest.mark.anyio

SEND = {"to": ["bob@example.com"], "subject": "Hi", "body": "Hello Bob", "idempotency_key": "x-1"}
JSON_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
LEGACY = {"MCP-Protocol-Version": "2025-06-18"}


def rpc(method: str, params: dict[str, Any] | None = None, id_: object = 1) -> bytes:
    """One JSON-RPC request body."""
    doc: dict[str, Any] = {"jsonrpc": "2.0", "id": id_, "method": method}
    if params is not None:
        doc["params"] = params
    return json.dumps(doc).encode()


def call(name: str, arguments: object) -> bytes:
    """A ``tools/call`` body."""
    return rpc("tools/call", {"name": name, "arguments": arguments})


INITIALIZE = rpc(
    "initialize",
    {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}},
)

# (what it is, extra headers, body): every one answered by both doors.
CASES: list[tuple[str, dict[str, str], bytes]] = [
    ("initialize, no version header", {}, INITIALIZE),
    ("tools/list", LEGACY, rpc("tools/list")),
    ("ping, string id", LEGACY, rpc("ping", id_="abc")),
    ("accounts", LEGACY, call("mail_accounts", {})),
    ("send without the scope", LEGACY, call("mail_send", SEND)),
    ("unknown tool", LEGACY, call("mail_delete", {})),
    ("missing argument", LEGACY, call("mail_send", {"to": ["bob@example.com"]})),
    ("unknown argument", LEGACY, call("mail_list", {"include_archive": True})),
    ("wrong argument type", LEGACY, call("mail_send", {**SEND, "to": "bob@example.com"})),
    ("arguments not an object", LEGACY, call("mail_send", ["x"])),
    ("unknown method", LEGACY, rpc("mail/approve", {})),
    ("params not an object", LEGACY, b'{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": [1]}'),
    ("no id", LEGACY, b'{"jsonrpc": "2.0", "method": "notifications/initialized"}'),
    ("null id", LEGACY, b'{"jsonrpc": "2.0", "id": null, "method": "ping"}'),
    ("not JSON", LEGACY, b"{not json"),
    ("a batch", LEGACY, b"[" + rpc("ping") + b"]"),
    ("not JSON-RPC", LEGACY, b'{"hello": "world"}'),
    ("a response", LEGACY, b'{"jsonrpc": "2.0", "id": 9, "result": {}}'),
    ("older version", {"MCP-Protocol-Version": "2025-03-26"}, rpc("tools/list")),
    ("unknown version", {"MCP-Protocol-Version": "1999-01-01"}, rpc("tools/list")),
    ("HTML only", {**LEGACY, "Accept": "text/html"}, rpc("ping")),
    ("SSE only", {**LEGACY, "Accept": "text/event-stream"}, rpc("ping")),
    ("text body", {**LEGACY, "Content-Type": "text/plain"}, rpc("ping")),
    ("JSON sequence body", {**LEGACY, "Content-Type": "application/json-seq"}, rpc("ping")),
    ("foreign host", {**LEGACY, "Host": "evil.example"}, rpc("ping")),
    ("foreign origin", {**LEGACY, "Origin": "http://evil.example"}, rpc("ping")),
    ("local origin", {**LEGACY, "Origin": "http://localhost:6274"}, rpc("ping")),
]


@pytest.fixture
def two_doors(gw: Gateway) -> Iterator[tuple[str, str]]:
    """The doors of one gateway: with the single exchange, and with the SDK's transport only."""
    listeners = []
    for single in (True, False):
        routes, lifespan = http_door(gw, single_exchange=single)
        app = build_app(gw, extra=routes, lifespans=[lifespan])
        listeners.append(HttpListener(app, ListenSettings(host="127.0.0.1", port=0)).start())
    yield listeners[0].url, listeners[1].url
    for listener in listeners:
        listener.stop()


async def test_both_ways_through_the_sdk_give_the_same_answers(
    gw: Gateway, two_doors: tuple[str, str]
) -> None:
    bearer = token(gw, scopes="mail:read")
    answers: list[list[tuple[int, str, bytes]]] = []
    async with httpx2.AsyncClient() as http:
        for door in two_doors:
            got = []
            for _, extra, body in CASES:
                headers = {**JSON_HEADERS, "Authorization": f"Bearer {bearer}", **extra}
                r = await http.post(f"{door}/mcp", content=body, headers=headers)
                got.append((r.status_code, r.headers.get("content-type", ""), r.content))
            answers.append(got)
    for (what, _, _), single, sdk in zip(CASES, *answers, strict=True):
        assert single == sdk, what
    # The cases reach what they are meant to: answers, tool errors naming the field, refusals.
    by_case = {
        what: (status, body) for (what, _, _), (status, _, body) in zip(CASES, answers[0], strict=True)
    }
    assert json.loads(by_case["accounts"][1])["result"]["structuredContent"]["agent_id"] == "sales"
    scope = json.loads(by_case["send without the scope"][1])["result"]
    assert scope["isError"] is True and "lacks the mail:send scope" in scope["content"][0]["text"]
    assert "to" in json.loads(by_case["wrong argument type"][1])["result"]["content"][0]["text"]
    assert "include_archive" in json.loads(by_case["unknown argument"][1])["result"]["content"][0]["text"]
    assert by_case["not JSON"][0] == 400 and by_case["no id"][0] == 202
    assert by_case["foreign host"][0] == 421 and by_case["foreign origin"][0] == 403
    assert by_case["HTML only"][0] == 406 and by_case["JSON sequence body"][0] == 415
    assert gw.outbox.drafts() == []


def _refusals(gw: Gateway) -> list[AuditRow]:
    return [row for row in gw.audit.rows() if row.action == "token.refused"]


async def test_a_real_serve_checks_every_token_and_rule_on_the_fast_path(
    home: Path, serve: type[Serve]
) -> None:
    gw = open_gateway(home)
    try:
        gw.rules.add_grant("*@example.com")
        sender, reader = token(gw), token(gw, scopes="mail:read")
        running = serve(home)
        url = f"{running.url}/mcp"
        unknown = "mg_aaaaaaaaaaaaaaaa_" + "B" * 43
        async with httpx2.AsyncClient() as http:

            async def post(bearer: str | None, body: bytes, **extra: str) -> httpx2.Response:
                auth = {"Authorization": f"Bearer {bearer}"} if bearer else {}
                return await http.post(url, content=body, headers={**JSON_HEADERS, **LEGACY, **auth, **extra})

            # No token, an unknown one, a malformed one: 401 whatever the body asks, audited, and
            # no answer of the server's leaks out with it.
            for bearer, body in (
                (None, call("mail_send", SEND)),
                (unknown, call("mail_send", SEND)),
                (unknown, rpc("tools/list")),
                (unknown, INITIALIZE),
                (unknown, b"{not json"),
                ("not-a-token", call("mail_send", {**SEND, "to": "x"})),
            ):
                r = await post(bearer, body)
                assert r.status_code == 401, body
                assert r.json()["error"]["code"] == "unauthorized"
                assert r.headers["www-authenticate"].startswith("Bearer")
                assert "tools" not in r.text and "result" not in r.text
            assert len(_refusals(gw)) == 6
            # A revoked token stops at its next request, on the fast path too.
            revoked = gw.tokens.create("sales", "mail:send")
            assert (
                await post(revoked.token, call("mail_draft_status", {"draft_id": "d"}))
            ).status_code == 200
            gw.tokens.revoke(revoked.info.id)
            gone = await post(revoked.token, call("mail_send", SEND))
            assert gone.status_code == 401 and "revoked token" in gone.json()["error"]["message"]

            # Out of scope, bad arguments, an oversize body, a bad body, another protocol version.
            scope = (await post(reader, call("mail_send", SEND))).json()["result"]
            assert scope["isError"] is True
            assert "forbidden: this token lacks the mail:send scope" in scope["content"][0]["text"]
            typed = (await post(sender, call("mail_send", {**SEND, "to": "bob@example.com"}))).json()
            assert typed["result"]["isError"] is True and "to" in typed["result"]["content"][0]["text"]
            capped = (await post(sender, call("mail_send", {**SEND, "body": "x" * 20_001}))).json()
            assert "too_large: body: at most 20000 characters" in capped["result"]["content"][0]["text"]
            huge = await post(sender, call("mail_send", {**SEND, "body": "y" * 300_000}))
            assert huge.status_code == 413 and huge.json()["error"]["code"] == "too_large"
            bad = await post(sender, b"{not json")
            assert bad.status_code == 400 and bad.json()["error"]["code"] == -32700
            html = await post(sender, call("mail_send", SEND), Accept="text/html")
            assert html.status_code == 406
            version = await post(sender, call("mail_send", SEND), **{"MCP-Protocol-Version": "1999-01-01"})
            assert version.status_code == 400 and "error" in version.json()
            assert gw.outbox.drafts() == []

            # And the send itself: one draft, the repeat answered with it.
            first = (await post(sender, call("mail_send", SEND))).json()["result"]["structuredContent"]
            again = (await post(sender, call("mail_send", SEND))).json()["result"]["structuredContent"]
            assert first["outcome"] == "queued" and first["duplicate"] is False
            assert again["draft_id"] == first["draft_id"] and again["duplicate"] is True
        assert [d.id for d in gw.outbox.drafts()] == [first["draft_id"]]
        assert len(_refusals(gw)) == 7
    finally:
        gw.store.dispose()


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_the_sdk_client_works_against_a_real_serve(home: Path, serve: type[Serve], mode: str) -> None:
    gw = open_gateway(home)
    try:
        gw.rules.add_grant("*@example.com")
        bearer = token(gw)
        running = serve(home)
        async with session(running.url, bearer, mode) as client:
            assert len((await client.list_tools()).tools) == 7
            sent = result_json(await client.call_tool("mail_send", SEND))
            again = result_json(await client.call_tool("mail_send", SEND))
            assert again["draft_id"] == sent["draft_id"] and again["duplicate"] is True
            status = result_json(await client.call_tool("mail_draft_status", {"draft_id": sent["draft_id"]}))
            assert status["outcome"] == "queued"
            refused = await client.call_tool("mail_send", {**SEND, "bcc": "nobody"})
            assert refused.is_error and "bcc" in error_text(refused)
        assert len(gw.outbox.drafts()) == 1
    finally:
        gw.store.dispose()


def test_a_request_without_a_token_is_refused_before_its_body_is_read(home: Path, serve: type[Serve]) -> None:
    # A client without a token must not make serve buffer a body of up to the request cap: the
    # 401 comes back while the announced body has not been sent at all. (Were the body read first,
    # the server would wait for it and this read would time out.)
    gw = open_gateway(home)
    try:
        running = serve(home)
        parsed = urllib.parse.urlsplit(running.url)
        assert parsed.hostname is not None and parsed.port is not None
        with socket.create_connection((parsed.hostname, parsed.port), timeout=30) as sock:
            head = (
                "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                "Accept: application/json, text/event-stream\r\nContent-Length: 100000\r\n\r\n"
            )
            sock.sendall(head.encode("ascii"))
            answer = sock.recv(65536)
        assert answer.startswith(b"HTTP/1.1 401 "), answer[:80]
        assert len(_refusals(gw)) == 1
    finally:
        gw.store.dispose()
