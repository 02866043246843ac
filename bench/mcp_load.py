"""MCP load benchmark: 50 concurrent MCP clients make 2,000 ``mail_send`` calls over HTTP.

Usage: .venv/bin/python bench/mcp_load.py [--quick] [--clients 50] [--calls 2000] [--pg-url URL]

A real ``mailgate serve`` (its own process) answers ``/mcp``; the clients, in this process, are
one of three load generators, all making the same ``tools/call`` requests to the same endpoint:

- ``sdk``: MCP SDK ``Client`` sessions over streamable HTTP. The SDK client negotiates by itself
  (``server/discover``), so against this server it speaks protocol 2026-07-28: the SDK's
  single-exchange path on the server.
- ``raw``: JSON-RPC POSTs through an ``httpx2`` client, at ``--protocol`` (default 2025-06-18,
  the initialize-era protocol: the SDK's stateless transport-per-request path on the server).
- ``lean``: the same POSTs written by hand on keep-alive sockets (asyncio streams), at
  ``--protocol``; it costs the bench process a fraction of ``raw``'s CPU, so on a 2-core machine
  that it shares with ``serve`` the figure is closer to the server's own capacity.

10% of the calls repeat an earlier call's idempotency key with the same content: each must be
answered with the original draft. Afterwards the store must hold exactly one draft per distinct
key, none lost.

The baseline, in the same run and on the same kind of store: the same number of direct
``gw.outbox.submit`` calls (what every door ends in), one after another in one process. Since
session 8 the baseline is loaded by the same clients as the HTTP side: ``bench/mcp_baseline.py``
is a bare server (its own process) that reads each POST, calls ``gw.outbox.submit`` directly and
answers, and the same load generator makes the same calls against it. Before, the direct loop ran
with no clients at all, while the HTTP side shared the machine's 2 cores with clients costing
up to 2-3 ms of CPU a call (the SDK client), so the ratio measured the clients as much as the
server. The baseline is still the real submit with nothing of mailgate's door in front (no
token, no MCP, no policy door); what it adds is a hand-written HTTP read and a JSON answer
(its server's CPU per call is reported). The old figure, the direct loop with no clients, is
reported next to it (``ratio_to_idle_direct``). Reported: calls/s of each, the ratio (target:
HTTP at least 0.5x the baseline), the HTTP p50/p95 latency, and the CPU time per call of
``serve`` (all its threads, from /proc), of the bench's clients, of the baseline server and of
the direct submits: CPU per call does not depend on how busy the machine is the way calls/s do.
Runs on SQLite, and on PostgreSQL too when ``--pg-url`` names an empty database it may reset.
The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from proc_cpu import cpu_seconds
from sqlalchemy import create_engine, text

from mailgate import open_gateway
from mailgate.home import init_home
from mailgate.outbound.drafts import SendRequest

MAILGATE = str(Path(sys.executable).parent / "mailgate")
DOORS = re.compile(r"agent doors at (http://127\.0\.0\.1:\d+)")
TARGET = 0.5
LEGACY, MODERN = "2025-06-18", "2026-07-28"
# The per-request envelope a 2026-07-28 request carries in params._meta (no initialize handshake).
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientCapabilities": {},
}


def make_home(root: Path, url: str) -> Path:
    home = root / "home"
    init_home(home)
    if url:
        (home / "config.toml").write_text(f'database_url = "{url}"\n\n[api]\nrequests_per_minute = 1000000\n')
    else:
        (home / "config.toml").write_text("[api]\nrequests_per_minute = 1000000\n")
    gw = open_gateway(home, migrate=True)  # a new home: make its schema
    gw.rules.add_agent("sales")
    gw.rules.add_agent("direct")
    gw.rules.add_grant("*@bench.example")  # allowed: stored approved (the settler is kept out of the way)
    gw.store.dispose()
    return home


def reset_pg(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def start_serve(home: Path) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [MAILGATE, "--home", str(home), "serve", "--listen", "127.0.0.1:0", "--interval", "3600"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    for line in proc.stderr:
        found = DOORS.search(line)
        if found:
            threading.Thread(target=lambda: proc.stderr and proc.stderr.read(), daemon=True).start()
            return proc, found.group(1)
    raise SystemExit("mailgate serve did not start")


def plan(calls: int) -> list[tuple[str, int]]:
    """(idempotency key, message number) per call; every 10th call repeats an earlier one."""
    out: list[tuple[str, int]] = []
    for i in range(calls):
        if i % 10 == 9:
            out.append(out[i // 2])  # a repeat of an earlier call, same key and content
        else:
            out.append((f"load-{i}", i))
    return out


def arguments(n: int, key: str) -> dict[str, object]:
    return {
        "to": [f"kunde{n % 97}@bench.example"],
        "subject": f"Angebot {n}",
        "body": f"Guten Tag,\n\nanbei das Angebot Nr. {n}.\n\nGrüße\n",
        "idempotency_key": key,
    }


def direct_request(args: dict[str, object]) -> SendRequest:
    """The ``SendRequest`` a direct ``gw.outbox.submit`` makes of one call's ``arguments``."""
    return SendRequest(
        agent="direct",
        to=list(args["to"]),  # type: ignore[call-overload]
        subject=str(args["subject"]),
        body=str(args["body"]),
        idempotency_key=str(args["idempotency_key"]),
    )


def request(i: int, key: str, n: int, protocol: str) -> tuple[dict[str, object], dict[str, str]]:
    """One ``tools/call`` of ``mail_send`` at ``protocol``: the JSON-RPC body and its extra headers."""
    params: dict[str, object] = {"name": "mail_send", "arguments": arguments(n, key)}
    headers = {"MCP-Protocol-Version": protocol}
    if protocol == MODERN:
        params["_meta"] = MODERN_META
        headers |= {"Mcp-Method": "tools/call", "Mcp-Name": "mail_send"}
    return {"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": params}, headers


Call = Callable[[int, str, int], Awaitable[object]]
"""One ``mail_send`` by a client: (call number, idempotency key, n) -> the tool's structured content."""


async def drain(
    queue: asyncio.Queue[tuple[int, str, int]], call: Call, record: Callable[[int, float, object], None]
) -> None:
    """Make the queued calls one after another, timing and recording each, until the queue is empty."""
    while True:
        try:
            i, key, n = queue.get_nowait()
        except asyncio.QueueEmpty:
            return
        t0 = time.perf_counter()
        content = await call(i, key, n)
        record(i, time.perf_counter() - t0, content)


async def raw_worker_calls(
    url: str,
    token: str,
    protocol: str,
    queue: asyncio.Queue[tuple[int, str, int]],
    record: Callable[[int, float, object], None],
) -> None:
    """One client speaking MCP's streamable HTTP through httpx2: a JSON-RPC ``tools/call`` per POST.

    The server is stateless, so each call stands alone (no initialize at either protocol).
    """
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/json, text/event-stream"}
    async with httpx2.AsyncClient(headers=headers, timeout=60) as http:

        async def call(i: int, key: str, n: int) -> object:
            body, extra = request(i, key, n, protocol)
            doc = (await http.post(f"{url}/mcp", json=body, headers=extra)).json()
            return doc.get("result", {}).get("structuredContent")

        await drain(queue, call, record)


async def lean_worker_calls(
    url: str,
    token: str,
    protocol: str,
    queue: asyncio.Queue[tuple[int, str, int]],
    record: Callable[[int, float, object], None],
) -> None:
    """The same POSTs as ``raw_worker_calls``, written by hand on one keep-alive connection.

    Only what these requests need: a Content-Length body each way (the server answers plain JSON),
    no chunked answers, no redirects. A connection the server closed is opened again.
    """
    host, port = url.removeprefix("http://").rsplit(":", 1)
    head = (
        f"POST /mcp HTTP/1.1\r\nHost: {host}:{port}\r\nAuthorization: Bearer {token}\r\n"
        "Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\n"
    )
    conn: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []  # the open connection, if any

    async def call(i: int, key: str, n: int) -> object:
        body, extra = request(i, key, n, protocol)
        payload = json.dumps(body).encode()
        lines = "".join(f"{k}: {v}\r\n" for k, v in extra.items())
        message = f"{head}{lines}Content-Length: {len(payload)}\r\n\r\n".encode() + payload
        if not conn:
            conn.append(await asyncio.open_connection(host, int(port)))
        reader, writer = conn[0]
        writer.write(message)
        status_and_headers = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").lower()
        length = int(status_and_headers.split("content-length:", 1)[1].split("\r\n", 1)[0])
        doc = json.loads(await reader.readexactly(length))
        if "connection: close" in status_and_headers:
            conn.pop()[1].close()
        return doc.get("result", {}).get("structuredContent")

    try:
        await drain(queue, call, record)
    finally:
        for _, writer in conn:
            writer.close()


async def http_side(
    url: str, token: str, calls: list[tuple[str, int]], clients: int, kind: str, protocol: str
) -> dict[str, object]:
    queue: asyncio.Queue[tuple[int, str, int]] = asyncio.Queue()
    for i, (key, n) in enumerate(calls):
        queue.put_nowait((i, key, n))
    answers: dict[int, str] = {}
    latencies: list[float] = []
    errors: list[str] = []

    def record(i: int, seconds: float, content: object) -> None:
        latencies.append(seconds)
        if isinstance(content, dict) and content.get("draft_id"):
            answers[i] = str(content["draft_id"])
        else:
            errors.append(str(content)[:200])

    async def worker() -> None:
        if kind in ("raw", "lean"):
            hand_written = raw_worker_calls if kind == "raw" else lean_worker_calls
            await hand_written(url, token, protocol, queue, record)
            return
        async with (
            httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=60) as http,
            Client(streamable_http_client(f"{url}/mcp", http_client=http)) as client,
        ):

            async def call(i: int, key: str, n: int) -> object:
                result = await client.call_tool("mail_send", arguments(n, key))
                if result.is_error or result.structured_content is None:
                    return str(result.content)
                return result.structured_content

            await drain(queue, call, record)

    t0, cpu0 = time.perf_counter(), time.process_time()
    await asyncio.gather(*(worker() for _ in range(clients)))
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    return {"elapsed": elapsed, "cpu": cpu, "answers": answers, "latencies": latencies, "errors": errors}


def direct_side(home: Path, calls: list[tuple[str, int]]) -> tuple[float, float]:
    """Wall and CPU seconds of the direct submits."""
    gw = open_gateway(home)
    try:
        t0, cpu0 = time.perf_counter(), time.process_time()
        for key, n in calls:
            args = arguments(n, "direct-" + key)
            gw.outbox.submit(direct_request(args), actor="bench")
        return time.perf_counter() - t0, time.process_time() - cpu0
    finally:
        gw.store.dispose()


def check(
    home: Path, calls: list[tuple[str, int]], answers: dict[int, str], agent: str = "sales"
) -> dict[str, int]:
    gw = open_gateway(home)
    try:
        drafts = [d for d in gw.outbox.drafts(agent=agent, limit=1_000_000)]
    finally:
        gw.store.dispose()
    # The idle direct loop stores under "direct" too, its keys prefixed "direct-".
    drafts = [d for d in drafts if not d.idempotency_key.startswith("direct-")]
    by_key = {d.idempotency_key: d.id for d in drafts}
    distinct = {key for key, _ in calls}
    first: dict[str, str] = {}
    mismatched = 0
    for i, (key, _) in enumerate(calls):
        if i not in answers:
            continue
        first.setdefault(key, answers[i])
        mismatched += answers[i] != first[key] or by_key.get(key) != answers[i]
    return {
        "distinct_keys": len(distinct),
        "drafts_stored": len(drafts),
        "lost": len(distinct - set(by_key)),
        "extra": len(set(by_key) - distinct),
        "mismatched_answers": mismatched,
    }


def start_baseline(home: Path, upstream: str) -> tuple[subprocess.Popen[str], str]:
    """The baseline server (bench/mcp_baseline.py) on its own port, passing non-send requests upstream."""
    script = str(Path(__file__).with_name("mcp_baseline.py"))
    proc = subprocess.Popen([sys.executable, script, str(home), upstream], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.startswith("baseline at "):
        raise SystemExit("the baseline server did not start")
    return proc, line.split()[-1]


def measured(
    proc: subprocess.Popen[str], run: Callable[[], dict[str, object]]
) -> tuple[dict[str, object], float | None]:
    """``run()``'s result and the CPU seconds ``proc`` used meanwhile (None without /proc)."""
    cpu0 = cpu_seconds(proc.pid)
    got = run()
    cpu1 = cpu_seconds(proc.pid)
    return got, None if cpu0 is None or cpu1 is None else cpu1 - cpu0


def run_backend(
    name: str, url: str, calls_n: int, clients: int, kind: str, protocol: str
) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="mg-mcp-load-") as tmp:
        if url:
            reset_pg(url)
        home = make_home(Path(tmp), url)
        gw = open_gateway(home)
        token = gw.tokens.create("sales", "mail:send").token
        gw.store.dispose()
        calls = plan(calls_n)
        proc, base = start_serve(home)
        try:
            http, serve_cpu = measured(
                proc, lambda: asyncio.run(http_side(base, token, calls, clients, kind, protocol))
            )
            # The same clients, the same calls, against direct submits (serve answers only the SDK
            # client's per-session discover and list, as it did for the HTTP side).
            baseline, base_url = start_baseline(home, base)
            try:
                loaded, loaded_cpu = measured(
                    baseline, lambda: asyncio.run(http_side(base_url, token, calls, clients, kind, protocol))
                )
            finally:
                baseline.terminate()
                baseline.wait(timeout=30)
        finally:
            proc.terminate()
            proc.wait(timeout=30)
        direct_s, direct_cpu = direct_side(home, calls)
        counts = check(home, calls, http["answers"])  # type: ignore[arg-type]
        loaded_counts = check(home, calls, loaded["answers"], agent="direct")  # type: ignore[arg-type]
    lat = sorted(http["latencies"])  # type: ignore[call-overload]
    http_s, loaded_s = float(http["elapsed"]), float(loaded["elapsed"])  # type: ignore[arg-type]
    http_rate, loaded_rate, direct_rate = calls_n / http_s, calls_n / loaded_s, calls_n / direct_s
    per_call = 1000 / calls_n  # seconds in total -> ms per call

    def ms(seconds: float | None) -> float | None:
        return None if seconds is None else round(seconds * per_call, 3)

    row = {
        "backend": name,
        "client": kind,
        "protocol": MODERN if kind == "sdk" else protocol,
        "calls": calls_n,
        "clients": clients,
        "http_calls_per_s": round(http_rate, 1),
        "baseline_calls_per_s": round(loaded_rate, 1),
        "ratio": round(http_rate / loaded_rate, 3),
        "direct_calls_per_s": round(direct_rate, 1),
        "ratio_to_idle_direct": round(http_rate / direct_rate, 3),
        "p50_ms": round(statistics.median(lat) * 1000, 1) if lat else None,
        "p95_ms": round(lat[int(len(lat) * 0.95) - 1] * 1000, 1) if lat else None,
        "serve_cpu_ms_per_call": ms(serve_cpu),
        "client_cpu_ms_per_call": ms(float(http["cpu"])),  # type: ignore[arg-type]
        "baseline_cpu_ms_per_call": ms(loaded_cpu),
        "baseline_client_cpu_ms_per_call": ms(float(loaded["cpu"])),  # type: ignore[arg-type]
        "direct_cpu_ms_per_call": ms(direct_cpu),
        "errors": len(http["errors"]) + len(loaded["errors"]),  # type: ignore[arg-type]
        **counts,
        "baseline_lost": loaded_counts["lost"],
        "baseline_mismatched": loaded_counts["mismatched_answers"],
    }
    print(
        f"{name:8} {kind:4} {row['protocol']} HTTP {http_rate:7.1f} calls/s (p50 {row['p50_ms']} ms, "
        f"p95 {row['p95_ms']} ms) · baseline, same clients {loaded_rate:7.1f} calls/s · ratio {row['ratio']} "
        f"(target >= {TARGET}) · direct, no clients {direct_rate:7.1f} calls/s (ratio "
        f"{row['ratio_to_idle_direct']}) · CPU ms/call: serve {row['serve_cpu_ms_per_call']}, clients "
        f"{row['client_cpu_ms_per_call']}, baseline server {row['baseline_cpu_ms_per_call']} (its clients "
        f"{row['baseline_client_cpu_ms_per_call']}), direct {row['direct_cpu_ms_per_call']} · "
        f"{counts['drafts_stored']} drafts for {counts['distinct_keys']} keys, lost {counts['lost']}, "
        f"extra {counts['extra']}, mismatched answers {counts['mismatched_answers']} (baseline: lost "
        f"{row['baseline_lost']}, mismatched {row['baseline_mismatched']}), errors {row['errors']}"
    )
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="400 calls, 20 clients")
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--pg-url", default="", help="an empty PostgreSQL database to run on too")
    parser.add_argument(
        "--client",
        choices=["raw", "lean", "sdk", "both", "all"],
        default="both",
        help="JSON-RPC POSTs through httpx2 (raw) or by hand on sockets (lean), MCP SDK client "
        "sessions (sdk); both = raw and sdk, all = raw, lean and sdk",
    )
    parser.add_argument(
        "--protocol",
        choices=[LEGACY, MODERN],
        default=LEGACY,
        help="MCP protocol version of the raw and lean clients (the SDK client negotiates its own)",
    )
    args = parser.parse_args()
    calls, clients = (400, 20) if args.quick else (args.calls, args.clients)
    kinds = {"both": ["raw", "sdk"], "all": ["raw", "lean", "sdk"]}.get(args.client, [args.client])
    rows = [run_backend("sqlite", "", calls, clients, kind, args.protocol) for kind in kinds]
    if args.pg_url:
        rows += [run_backend("postgres", args.pg_url, calls, clients, kind, args.protocol) for kind in kinds]
    print(json.dumps({"bench": "mcp_load", "target": f"ratio >= {TARGET}", "runs": rows}))


if __name__ == "__main__":
    main()
