"""Scale-out benchmark: `mailgate serve` with 1 worker against 4 workers on one PostgreSQL database.

Usage: .venv/bin/python bench/scale.py [--quick] [--drafts N] [--workers K] [--delay S] [--pg-url URL]

A TLS (STARTTLS) capture server in its own process stands in for the provider and takes
``DELAY`` seconds to answer each message's DATA, as a real one does. For each run the database
is emptied, N approved drafts are made (not timed) with sending paused, ``mailgate serve
--workers K`` starts, and once every worker has said "start" sending is resumed and the clock
runs until the last draft is sent. Every Message-ID the server received is counted: a message
received twice is a double send. ``smtp.parallel`` and ``smtp.reuse_connections`` stay at their
defaults (2 sends in flight per worker, each thread sending its next draft over the connection its
last send left open).

N is 2000 (``--quick``: 300). PostgreSQL comes from --pg-url, else $MAILGATE_BENCH_PG_URL, else
$MAILGATE_TEST_PG_URL; its public schema is dropped and recreated. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO

from sqlalchemy import create_engine, text

from mailgate.gateway import open_gateway
from mailgate.home import init_home, migrate_home
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest

DELAY = 0.05  # seconds the server takes per message (--delay)
TARGET = 3.5  # 4 workers should send at least this many times as fast as 1
MAILGATE = str(Path(sys.executable).with_name("mailgate"))

SERVER = """
import sys, json
from collections import Counter
from email.parser import BytesHeaderParser
from mailgate.testing.capture import CaptureServer
srv = CaptureServer("starttls", data_delay=float(sys.argv[1])).start()
print(json.dumps({"port": srv.port, "ca_file": str(srv.ca_file)}), flush=True)
for line in sys.stdin:
    if line.strip() == "count":
        ids = Counter(str(BytesHeaderParser().parsebytes(m.data)["Message-ID"]) for m in srv.messages)
        print(json.dumps({"received": sum(ids.values()), "doubles": sum(c - 1 for c in ids.values())}),
              flush=True)
    elif line.strip() == "clear":
        srv.clear()
        print("{}", flush=True)
srv.stop()
"""


class Sink:
    """The capture server process: ``ask("count")`` says how many messages came and how many twice."""

    def __init__(self, delay: float) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", SERVER, str(delay)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.info = json.loads(self._line())

    def _line(self) -> str:
        out: IO[str] | None = self.proc.stdout
        assert out is not None
        return out.readline()

    def ask(self, what: str) -> dict[str, int]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(what + "\n")
        self.proc.stdin.flush()
        return dict(json.loads(self._line()))

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def reset(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def prepare(home: Path, url: str, sink: Sink, drafts: int) -> None:
    init_home(home)
    (home / "config.toml").write_text(
        f'database_url = "{url}"\n'
        "[smtp]\n"
        'host = "127.0.0.1"\n'
        f"port = {sink.info['port']}\n"
        'tls = "starttls"\n'
        'from_addr = "bot@mg.example"\n'
        f'ca_file = "{sink.info["ca_file"]}"\n'
        "timeout_secs = 60\n"
        "[dropfolder]\nenabled = false\n"
    )
    migrate_home(home)
    gw = open_gateway(home)
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@bench.example", "bot")
        gw.sending.set_paused(True)
        for i in range(drafts):
            req = SendRequest(
                agent="bot", to=[f"k{i}@bench.example"], subject=f"Angebot {i}", body=f"Nr. {i}\n"
            )
            assert gw.outbox.submit(req, require_key=False).state == DraftState.APPROVED.value
    finally:
        gw.store.dispose()


def run(url: str, sink: Sink, drafts: int, workers: int) -> dict[str, float | int]:
    reset(url)
    sink.ask("clear")
    with tempfile.TemporaryDirectory(prefix="mg-scale-") as tmp:
        home = Path(tmp) / "home"
        prepare(home, url, sink, drafts)
        argv = [MAILGATE, "--home", str(home), "serve", "--json", "--no-http", "--interval", "0.2"]
        proc = subprocess.Popen([*argv, "--workers", str(workers)], stdout=subprocess.PIPE, text=True)
        started: set[int] = set()
        ready = threading.Event()

        def read() -> None:
            assert proc.stdout is not None
            for line in proc.stdout:
                doc = json.loads(line)
                if doc.get("event") == "start":
                    started.add(int(doc["pid"]))
                    if len(started) == workers:
                        ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(120):
            proc.kill()
            raise SystemExit(f"{workers} workers did not start within 120 s")
        gw = open_gateway(home)
        try:
            gw.sending.set_paused(False)
            began = time.perf_counter()
            while True:
                with gw.store.read() as tx:
                    left = tx.execute(
                        text("SELECT count(*) FROM drafts WHERE state IN ('approved', 'sending')")
                    ).scalar_one()
                if left == 0:
                    break
                time.sleep(0.05)
            elapsed = time.perf_counter() - began
            states = {s.value: len(gw.outbox.drafts(state=s.value, limit=10 * drafts)) for s in DraftState}
        finally:
            gw.store.dispose()
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=120)
    counted = sink.ask("count")
    return {
        "workers": workers,
        "seconds": round(elapsed, 2),
        "per_second": round(drafts / elapsed, 1),
        "sent": states["sent"],
        "failed": states["failed"],
        "unknown": states["unknown"],
        "received": counted["received"],
        "doubles": counted["doubles"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="300 drafts instead of 2000")
    parser.add_argument("--drafts", type=int, default=None)
    parser.add_argument("--workers", type=int, default=4, help="the many-worker run (default 4)")
    parser.add_argument("--delay", type=float, default=DELAY, help=f"server seconds per message ({DELAY})")
    parser.add_argument(
        "--pg-url", default=os.environ.get("MAILGATE_BENCH_PG_URL") or os.environ.get("MAILGATE_TEST_PG_URL")
    )
    args = parser.parse_args()
    if not args.pg_url:
        raise SystemExit("give --pg-url (or set MAILGATE_BENCH_PG_URL): the workers share one PostgreSQL")
    drafts = args.drafts or (300 if args.quick else 2000)
    sink = Sink(args.delay)
    try:
        one = run(args.pg_url, sink, drafts, 1)
        print(f"1 worker:  {drafts} drafts in {one['seconds']} s ({one['per_second']}/s), ", end="")
        print(f"doubles {one['doubles']}")
        many = run(args.pg_url, sink, drafts, args.workers)
        print(
            f"{args.workers} workers: {drafts} drafts in {many['seconds']} s ({many['per_second']}/s), "
            f"doubles {many['doubles']}"
        )
    finally:
        sink.close()
    ratio = round(float(one["seconds"]) / float(many["seconds"]), 2)
    doubles = int(one["doubles"]) + int(many["doubles"])
    print(f"speed-up {ratio}x (target >= {TARGET}x), double sends {doubles}")
    print(
        json.dumps(
            {
                "bench": "scale",
                "drafts": drafts,
                "server_delay_secs": args.delay,
                "one": one,
                "many": many,
                "ratio": ratio,
                "target": TARGET,
                "ok": ratio >= TARGET and doubles == 0,
                "double_sends": doubles,
                "cpus": os.cpu_count(),
            }
        )
    )


if __name__ == "__main__":
    main()
