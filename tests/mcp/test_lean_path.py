"""What /mcp no longer does per call, and what it still does: no span per request, no schema walk per
2026-era call, uvicorn's C parser; the request-state seal and the header check stay.

The event loop's thread bounds how many calls ``serve`` answers per second, so work it repeats on
every call for no verdict is taken off it; each test fails with the work put back.
"""

from __future__ import annotations

from typing import Any

import httpx2
import mcp.shared.inbound as inbound
import pytest
from mcp.server._otel import OpenTelemetryMiddleware
from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.lowlevel.server import Server
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from mailgate import Gateway
from mailgate.mcp.http import header_schemas_only, http_door, untraced
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings
from tests.mcp.conftest import token
from tests.mcp.test_http import JSON_HEADERS, SEND, modern

pytestmark = pytest.mark.anyio

LEGACY = {**JSON_HEADERS, "MCP-Protocol-Version": "2025-06-18"}


def legacy_send(key: str) -> dict[str, object]:
    """A 2025-era ``tools/call`` of ``mail_send``."""
    arguments = {**SEND, "idempotency_key": key}
    return {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "mail_send", "arguments": arguments},
    }


def modern_send(key: str) -> tuple[dict[str, object], dict[str, str]]:
    """A 2026-era ``tools/call`` of ``mail_send``: its body and headers."""
    return modern(
        "tools/call", {"name": "mail_send", "arguments": {**SEND, "idempotency_key": key}}, "mail_send"
    )


async def test_no_span_is_opened_per_request_on_either_path(
    gw: Gateway, door: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    spans: list[str] = []
    opened = OpenTelemetryMiddleware.__call__

    async def counted(
        self: OpenTelemetryMiddleware, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        spans.append(ctx.method)
        return await opened(self, ctx, call_next)

    monkeypatch.setattr(OpenTelemetryMiddleware, "__call__", counted)
    bearer = {"Authorization": f"Bearer {token(gw)}"}
    body, headers = modern_send("k-2")
    async with httpx2.AsyncClient() as http:
        first = await http.post(f"{door}/mcp", json=legacy_send("k-1"), headers={**LEGACY, **bearer})
        second = await http.post(f"{door}/mcp", json=body, headers={**headers, **bearer})
    assert all(r.json()["result"]["structuredContent"]["draft_id"] for r in (first, second))
    assert spans == []


def test_only_the_span_middleware_is_taken_off() -> None:
    class Marker(ServerMiddleware[Any]):
        async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
            return await call_next(ctx)

    server: Server[Any] = Server("t")
    kept = Marker()
    server.middleware.append(kept)
    # The SDK's default: its span middleware first (found by its name, its module being private).
    assert [type(m) for m in server.middleware] == [OpenTelemetryMiddleware, Marker]
    untraced(server)
    assert server.middleware == [kept]


@pytest.fixture
def walks(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every walk of a schema for ``x-mcp-header`` annotations (the SDK's one walker)."""
    seen: list[object] = []
    walk = inbound._walk_schema_positions

    def counted(root: Any) -> Any:
        seen.append(root)
        return walk(root)

    monkeypatch.setattr(inbound, "_walk_schema_positions", counted)
    return seen


async def test_a_2026_call_does_not_walk_its_tool_s_schema_every_time(
    gw: Gateway, door: str, walks: list[object]
) -> None:
    # The SDK checks Mcp-Param headers against the schema's x-mcp-header annotations, walking the
    # whole schema twice a call; the door's tools declare none, so it is looked at once.
    bearer = {"Authorization": f"Bearer {token(gw)}"}
    async with httpx2.AsyncClient() as http:
        for n in range(4):
            body, headers = modern_send(f"k-{n}")
            r = await http.post(f"{door}/mcp", json=body, headers={**headers, **bearer})
            assert r.json()["result"]["structuredContent"]["draft_id"]
        # A header the tool does not declare changes nothing (as for the SDK with the walks).
        body, headers = modern_send("k-9")
        stray = await http.post(f"{door}/mcp", json=body, headers={**headers, **bearer, "Mcp-Param-To": "x"})
        assert stray.json()["result"]["structuredContent"]["draft_id"]
    assert len(walks) == 1


def test_a_schema_that_declares_a_header_still_reaches_the_check(walks: list[object]) -> None:
    routed = {
        "type": "object",
        "properties": {"region": {"type": "string", "x-mcp-header": "Region"}},
    }
    plain = {"type": "object", "properties": {"region": {"type": "string"}}}
    schemas: dict[str, dict[str, Any]] = {"routed": routed, "plain": plain}
    server: Server[Any] = Server("t", get_tool_input_schema=schemas.get)
    header_schemas_only(server)
    lookup = server.get_tool_input_schema
    assert lookup is not None
    assert [lookup("routed"), lookup("routed"), lookup("plain"), lookup("plain"), lookup("nothing")] == [
        routed,
        routed,
        None,
        None,
        None,
    ]
    # The declared one is walked each time (the SDK checks its headers); the plain one once.
    assert walks.count(routed) == 2 and walks.count(plain) == 1
    # A tool whose schema is replaced is looked at again.
    schemas["plain"] = routed
    assert lookup("plain") is routed
    assert (
        inbound.validate_mcp_param_headers(routed, {"region": "eu"}, {"mcp-param-region": "us"}) is not None
    )


async def test_serve_s_doors_parse_http_with_httptools(gw: Gateway) -> None:
    # uvicorn's http="auto" takes it when it is installed (a mailgate dependency): h11's
    # pure-Python parsing cost serve's event loop thread ~15% of a call.
    routes, lifespan = http_door(gw)
    app = build_app(gw, extra=routes, lifespans=[lifespan])
    listener = HttpListener(app, ListenSettings(host="127.0.0.1", port=0)).start()
    try:
        async with httpx2.AsyncClient() as http:
            answer = await http.get(f"{listener.url}/healthz")
        assert answer.json() == {"status": "ok"}
        assert listener.protocol is HttpToolsProtocol
    finally:
        listener.stop()
