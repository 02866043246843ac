"""CPU per ``mail_send`` through serve's HTTP app in process, one call at a time, against a direct submit.

Usage: .venv/bin/python bench/mcp_cpu.py [--quick] [--calls 500] [--blocks 4] [--pg-url URL]

``bench/mcp_load.py`` measures the door under load, where calls/s (and the direct baseline
especially) swing with whatever else the machine runs. This bench measures what that load cannot
move much: the CPU time one call costs. The app ``serve`` runs (``build_app`` with the ``/mcp``
door, its lifespan entered as uvicorn enters it) is called directly with an ASGI request, no
sockets, one call after another: the guard, the SDK, the tools, the token check and the submit,
every thread of this process counted. The baseline is the same number of direct
``gw.outbox.submit`` calls in the same process. Each figure is the lowest of ``--blocks`` blocks
(noise only adds time). What this leaves out: uvicorn and h11 (about 0.3 ms a call) and the
contention of many calls at once.

Reported per protocol (2025-06-18: the single exchange; 2026-07-28: the SDK's own entry): CPU ms
per call through the app and directly, and direct / app (the share of a direct submit's rate that
one core running the app could reach; the load target is 0.5). The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mcp_load import LEGACY, MODERN, arguments, direct_request, make_home, request, reset_pg

from mailgate import Gateway, open_gateway
from mailgate.mcp.http import http_door
from mailgate.serving.app import build_app

TARGET = 0.5


def http_scope(token: str, extra: dict[str, str], body: bytes) -> dict[str, Any]:
    """The ASGI scope uvicorn would make for one POST /mcp."""
    headers = [
        (b"host", b"127.0.0.1:8025"),
        (b"authorization", f"Bearer {token}".encode()),
        (b"accept", b"application/json, text/event-stream"),
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *((k.lower().encode(), v.encode()) for k, v in extra.items()),
    ]
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/mcp",
        "raw_path": b"/mcp",
        "query_string": b"",
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8025),
        "state": {},
    }


def lowest(blocks: int, calls: int, one: Callable[[int], None], start: int) -> float:
    """The lowest CPU ms per call over ``blocks`` blocks of ``calls`` calls (numbered from ``start``)."""
    out = []
    for b in range(blocks):
        cpu0 = time.process_time()
        for i in range(start + b * calls, start + (b + 1) * calls):
            one(i)
        out.append((time.process_time() - cpu0) * 1000 / calls)
    return min(out)


async def through_app(gw: Gateway, protocol: str, calls: int, blocks: int) -> float:
    """Lowest CPU ms per ``mail_send`` through the app, at ``protocol``."""
    token = gw.tokens.create("sales", "mail:send").token
    routes, lifespan = http_door(gw)
    app = build_app(gw, extra=routes, lifespans=[lifespan])
    inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    outbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    await inbox.put({"type": "lifespan.startup"})
    life = asyncio.create_task(
        app({"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}, inbox.get, outbox.put)
    )  # type: ignore[arg-type]
    assert (await outbox.get())["type"] == "lifespan.startup.complete"

    async def one(i: int) -> None:
        body, extra = request(i, f"{protocol}-{i}", i, protocol)
        raw = json.dumps(body).encode()
        pending = [{"type": "http.request", "body": raw, "more_body": False}]
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            if pending:
                return pending.pop()
            await asyncio.Event().wait()  # the client never leaves
            raise AssertionError  # pragma: no cover

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        await app(http_scope(token, extra, raw), receive, send)  # type: ignore[arg-type]
        doc = json.loads(b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body"))
        if not doc.get("result", {}).get("structuredContent", {}).get("draft_id"):
            raise SystemExit(f"mail_send failed: {doc}")

    for i in range(100):  # warm up: imports, caches, the connection pool
        await one(i)
    lows = []
    start = 100
    for _ in range(blocks):
        cpu0 = time.process_time()
        for i in range(start, start + calls):
            await one(i)
        start += calls
        lows.append((time.process_time() - cpu0) * 1000 / calls)
    await inbox.put({"type": "lifespan.shutdown"})
    await outbox.get()
    await life
    return min(lows)


def direct(gw: Gateway, calls: int, blocks: int) -> float:
    """Lowest CPU ms per direct ``gw.outbox.submit``."""

    def one(i: int) -> None:
        args = arguments(i, f"direct-{i}")
        gw.outbox.submit(direct_request(args), actor="bench")

    for i in range(100):
        one(1_000_000 + i)
    return lowest(blocks, calls, one, 0)


def run(name: str, url: str, calls: int, blocks: int) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    with tempfile.TemporaryDirectory(prefix="mg-mcp-cpu-") as tmp:
        if url:
            reset_pg(url)
        gw = open_gateway(make_home(Path(tmp), url))
        try:
            base = direct(gw, calls, blocks)
            for protocol in (LEGACY, MODERN):
                app = asyncio.run(through_app(gw, protocol, calls, blocks))
                row: dict[str, object] = {
                    "backend": name,
                    "protocol": protocol,
                    "calls": calls,
                    "blocks": blocks,
                    "app_cpu_ms_per_call": round(app, 3),
                    "direct_cpu_ms_per_call": round(base, 3),
                    "ratio": round(base / app, 3),
                }
                print(
                    f"{name:8} {protocol}: app {app:.3f} ms/call, direct {base:.3f} ms/call, "
                    f"direct/app {base / app:.3f} (load target >= {TARGET})"
                )
                rows.append(row)
        finally:
            gw.store.dispose()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="200 calls, 3 blocks")
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--blocks", type=int, default=4)
    parser.add_argument("--pg-url", default="", help="an empty PostgreSQL database to run on too")
    args = parser.parse_args()
    calls, blocks = (200, 3) if args.quick else (args.calls, args.blocks)
    rows = run("sqlite", "", calls, blocks)
    if args.pg_url:
        rows += run("postgres", args.pg_url, calls, blocks)
    print(json.dumps({"bench": "mcp_cpu", "target": f"ratio >= {TARGET} (under load)", "runs": rows}))


if __name__ == "__main__":
    sys.exit(main())
