"""The baseline server of ``bench/mcp_load.py``: direct ``gw.outbox.submit``, called by the same clients.

Usage (started by mcp_load.py, not by hand): python bench/mcp_baseline.py HOME UPSTREAM_URL

Why it exists: on a 2-core machine the load generators cost CPU too (the MCP SDK client 2-3 ms a
call, as much as ``serve``), so a baseline timed in a loop with no clients running is measured
on an idle machine while the HTTP side shares it with its clients. Here the baseline's submits
are requested by the same clients, making the same calls, so both sides carry the same client
load.

What it does per request, and no more: read one HTTP/1.1 request (keep-alive, Content-Length
bodies), parse its JSON-RPC body, and for ``tools/call`` of ``mail_send`` call
``gw.outbox.submit`` directly on a worker thread (as many threads as ``serve`` gives its store
work: a comparable server, not a slower one; no token check, no agent door, no MCP machinery)
and answer a JSON-RPC result of the same shape as mailgate's (the draft, its state, whether it
was a repeat). Any other request (the SDK client's ``server/discover`` and ``tools/list``, once
per session) is passed to UPSTREAM_URL, the real ``mailgate serve``, unchanged, so both sides
answer those the same way. The submits are stored under the agent ``direct``.
"""

from __future__ import annotations

import asyncio
import json
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mcp_load import direct_request

from mailgate import open_gateway
from mailgate.mcp.http import STORE_THREADS


async def serve(home: Path, upstream: str) -> None:
    gw = open_gateway(home)
    # The submits run on worker threads, as serve runs its store work (the same number of threads):
    # the event loop reads the next requests while a submit waits on the store.
    pool = ThreadPoolExecutor(max_workers=STORE_THREADS)
    loop = asyncio.get_running_loop()
    up_host, up_port = upstream.removeprefix("http://").rsplit(":", 1)

    def submit(args: dict[str, object]) -> dict[str, object]:
        result = gw.outbox.submit(direct_request(args), actor="bench")
        return {
            "draft_id": result.draft_id,
            "state": result.state.value,
            "outcome": result.state.value,
            "message": "",
            "duplicate": result.duplicate,
        }

    async def relay(head: bytes, body: bytes) -> bytes:
        reader, writer = await asyncio.open_connection(up_host, int(up_port))
        try:
            writer.write(head + body)
            answer_head = await reader.readuntil(b"\r\n\r\n")
            length = int(answer_head.lower().split(b"content-length:", 1)[1].split(b"\r\n", 1)[0])
            answer = answer_head + await reader.readexactly(length)
        finally:
            writer.close()
        # One request per upstream connection: the client's own connection stays open.
        return answer.replace(b"connection: close\r\n", b"").replace(b"Connection: close\r\n", b"")

    async def client(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                try:
                    head = await reader.readuntil(b"\r\n\r\n")
                except (asyncio.IncompleteReadError, ConnectionError):
                    return
                lower = head.lower()
                length = (
                    int(lower.split(b"content-length:", 1)[1].split(b"\r\n", 1)[0])
                    if b"content-length:" in lower
                    else 0
                )
                body = await reader.readexactly(length)
                doc = json.loads(body) if body else {}
                params = doc.get("params") or {}
                if doc.get("method") == "tools/call" and params.get("name") == "mail_send":
                    content = await loop.run_in_executor(pool, submit, params["arguments"])
                    result = {
                        "content": [{"type": "text", "text": json.dumps(content)}],
                        "structuredContent": content,
                        "isError": False,
                    }
                    if b"mcp-protocol-version: 2026" in lower:
                        result["resultType"] = "complete"  # the 2026-07-28 schema requires it
                    payload = json.dumps({"jsonrpc": "2.0", "id": doc["id"], "result": result}).encode()
                    writer.write(
                        b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n"
                        + f"content-length: {len(payload)}\r\n\r\n".encode()
                        + payload
                    )
                else:
                    writer.write(await relay(head, body))
                await writer.drain()
        finally:
            writer.close()

    server = await asyncio.start_server(client, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    print(f"baseline at http://127.0.0.1:{port}", flush=True)
    try:
        async with server:
            await server.serve_forever()
    finally:
        gw.store.dispose()


if __name__ == "__main__":
    asyncio.run(serve(Path(sys.argv[1]), sys.argv[2]))  # until mcp_load.py terminates it
