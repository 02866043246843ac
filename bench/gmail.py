"""Gmail pull: concurrent message fetches against one request at a time, from the same fake API.

usage: .venv/bin/python bench/gmail.py [--quick]

Starts the test suite's fake Gmail API (tests/accounts/fakes.py, HTTPS with a throwaway CA) in a
child process, so the server does not share the client's interpreter lock, and fills its inbox
with 5,000 (--quick: 500) distinct messages; each answer waits ``--latency-ms`` (default 10) to
stand in for the network round trip to Google (on bare loopback the client's CPU is the limit and
concurrency gains little; ``--latency-ms 0`` shows that). Then, alternating in the same run, a fresh SQLite
home pulls the whole inbox through ``gw.inbox.pull()`` (messages.list by query, then
messages.get?format=raw for each, staged durably in the store):

(a) concurrent: ``fetch_parallel = 8`` requests in flight over one kept-alive connection pool;
(b) serial: ``fetch_parallel = 1``, one request per message, one after another.

Batching is done with concurrent requests, not Gmail's multipart/mixed batch endpoint: each
message stays an ordinary bounded GET whose failure touches only itself. The last line is one
JSON object with msg/s of both and their ratio.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the fake lives in the test suite

from tests.accounts.fakes import FakeProvider  # noqa: E402

from mailgate import clock  # noqa: E402
from mailgate.gateway import open_gateway  # noqa: E402
from mailgate.home import init_home  # noqa: E402


def message(n: int) -> bytes:
    body = "".join(f"Line {i} of message {n}: the quarterly figures, as discussed.\r\n" for i in range(20))
    return (
        f"From: Sender {n % 50} <sender{n % 50}@example.org>\r\nTo: owner@gmail.example\r\n"
        f"Subject: Report {n}\r\nMessage-ID: <bench-{n}@example.org>\r\n"
        f"Date: Mon, 1 Jan 2024 10:00:00 +0000\r\n\r\n{body}"
    ).encode()


def serve(n: int, root: str, latency: float, ready: Any, stop: Any) -> None:
    """The child: the fake API with ``n`` messages, until told to stop."""
    fake = FakeProvider(Path(root)).start()
    fake.state.latency = latency
    fake.client("bench-client", "bench-secret")
    for i in range(n):
        fake.deliver(message(i))
    tokens = [fake.grant("bench-client") for _ in range(16)]
    ready.put({"base": fake.base, "ca": str(fake.ca_file), "tokens": tokens})
    stop.wait()
    fake.stop()


def pull(root: Path, info: dict[str, Any], token: str, parallel: int, n: int) -> float:
    home = root / f"home-{token[-8:]}"
    init_home(home)
    table = (
        "[[gmail]]\n"
        'name = "bench"\nclient_id = "bench-client"\n'
        f'auth_url = "{info["base"]}/auth"\ntoken_url = "{info["base"]}/token"\n'
        f'api_url = "{info["base"]}/gmail/v1/users/me"\nca_file = "{info["ca"]}"\n'
        f"fetch_parallel = {parallel}\n"
    )
    (home / "config.toml").write_text(f'database_url = "sqlite:///{home / "mailgate.db"}"\n{table}')
    gw = open_gateway(home, migrate=True)  # a new home: make its schema
    try:
        gw.secrets.vault.put("mail.oauth.bench.refresh_token", token, "secret", clock.now())
        gw.secrets.vault.put("mail.oauth.bench.client_secret", "bench-secret", "secret", clock.now())
        start = time.perf_counter()
        counts = gw.inbox.pull(budget=3600)
        elapsed = time.perf_counter() - start
        assert not counts.errors, counts.errors
        with gw.store.read() as tx:
            from mailgate.store import mails

            staged = len(mails.staged(tx, n + 10))
        assert staged == n, f"staged {staged} of {n}"
        return elapsed
    finally:
        gw.store.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="500 messages, 2 rounds")
    parser.add_argument(
        "--latency-ms", type=float, default=10.0, help="time the fake waits before each answer (a round trip)"
    )
    args = parser.parse_args()
    n, rounds = (500, 2) if args.quick else (5_000, 2)
    with tempfile.TemporaryDirectory(prefix="mg-bench-gmail-") as tmp:
        root = Path(tmp)
        ctx = multiprocessing.get_context("spawn")
        ready, stop = ctx.Queue(), ctx.Event()
        child = ctx.Process(target=serve, args=(n, tmp, args.latency_ms / 1000, ready, stop), daemon=True)
        child.start()
        try:
            info = ready.get(timeout=600)
            tokens = iter(info["tokens"])
            concurrent: list[float] = []
            serial: list[float] = []
            for _ in range(rounds):
                concurrent.append(pull(root, info, next(tokens), 8, n))
                serial.append(pull(root, info, next(tokens), 1, n))
        finally:
            stop.set()
            child.join(timeout=30)
    best_c, best_s = min(concurrent), min(serial)
    detail = {"concurrent_s": concurrent, "serial_s": serial, "median_c": statistics.median(concurrent)}
    print(json.dumps({"detail": detail}), file=sys.stderr)
    print(
        json.dumps(
            {
                "bench": "gmail",
                "n": n,
                "latency_ms": args.latency_ms,
                "mode": "concurrent requests (fetch_parallel=8), not the multipart batch endpoint",
                "concurrent_s": round(best_c, 2),
                "serial_s": round(best_s, 2),
                "concurrent_msgs_per_s": round(n / best_c, 1),
                "serial_msgs_per_s": round(n / best_s, 1),
                "speedup": round(best_s / best_c, 2),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
