#!/usr/bin/env python3
"""Where an ingest's time goes: wall and CPU time per pipeline stage of one ``gw.inbox.poll()``.

    .venv/bin/python bench/ingest_stages.py [N]

N (default 1,000) of bench/ingest.py's generated mails go into a fresh SQLite home's drop folder
and through one poll in this process, with each stage's function wrapped in a timer: parse,
dedupe reads (also counted inside the store's commit, which re-checks), authenticity, routing,
redaction, injection scan, store commit, the drop folder's file move. The email package's parse of
the same mails (as bench/ingest.py's baseline) is timed after, in wall and CPU time: on a loaded
machine the CPU ratio (``cpu_ratio``, throughput of the poll over that of the parse alone) is the
steadier figure. The last line is one JSON object.
"""

from __future__ import annotations

import collections
import functools
import importlib.util
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# MAILGATE_SRC: time another tree's code (e.g. main exported to /tmp) with this same harness.
sys.path.insert(0, os.environ.get("MAILGATE_SRC", str(ROOT / "src")))

import mailgate.inbound.pipeline as pipeline  # noqa: E402
import mailgate.inbound.transports.dropfolder as dropfolder  # noqa: E402
import mailgate.secrets.guard as guard  # noqa: E402
import mailgate.store.mails as mails  # noqa: E402

WALL: collections.Counter[str] = collections.Counter()
CPU: collections.Counter[str] = collections.Counter()


def _timed(f: Callable[..., Any], label: str) -> Callable[..., Any]:
    @functools.wraps(f)
    def timed(*args: Any, **kwargs: Any) -> Any:
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            return f(*args, **kwargs)
        finally:
            WALL[label] += time.perf_counter() - wall
            CPU[label] += time.process_time() - cpu

    return timed


def instrument() -> None:
    """Wrap each stage's function (as the pipeline module looks them up).

    The store's names before batching (``commit``, ``seen``) are timed when the batch ones
    (``commit_many``, ``seen_many``) are absent, so one harness times the old code and the new.
    """
    for owner, names, label in (
        (pipeline, ("parse_mail",), "parse"),
        (pipeline, ("check_sender",), "authenticity"),
        (pipeline, ("scan_shown",), "injection scan"),
        (pipeline, ("attachment_rows",), "attachment rows"),
        (pipeline.Pipeline, ("_route",), "routing"),
        (pipeline.Pipeline, ("commit_many", "commit"), "store (commit)"),
        (mails, ("seen_many", "seen"), "dedupe reads"),
        (dropfolder.DropFolder, ("ack",), "file move"),
    ):
        name = next(n for n in names if hasattr(owner, n))
        setattr(owner, name, _timed(getattr(owner, name), label))
    redactor = guard.SecretsGuard.redactor

    def timed_redactor(self: guard.SecretsGuard) -> Callable[[str], tuple[str, bool]]:
        return _timed(redactor(self), "redaction")

    guard.SecretsGuard.redactor = timed_redactor  # type: ignore[method-assign]


def main() -> int:
    """Time one poll stage by stage; print a table and, last, one JSON line."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000
    spec = importlib.util.spec_from_file_location("bench_ingest", ROOT / "bench/ingest.py")
    assert spec is not None
    assert spec.loader is not None
    ingest = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ingest)
    instrument()
    from mailgate.gateway import open_gateway

    raws = ingest.corpus(n)
    with tempfile.TemporaryDirectory(prefix="mg-stages-") as tmp:
        home = ingest.make_home(Path(tmp) / "home")
        gw = open_gateway(home)
        for i, raw in enumerate(raws):
            (home / "mail" / "inbound" / f"{i:06d}.eml").write_bytes(raw)
        wall, cpu = time.perf_counter(), time.process_time()
        counts = gw.inbox.poll().to_json()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        gw.store.dispose()
    start, start_cpu = time.perf_counter(), time.process_time()
    for raw in raws:
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        body = msg.get_body(("plain", "html")) if isinstance(msg, EmailMessage) else None
        if body is not None:
            body.get_content()
    parse_only, parse_cpu = time.perf_counter() - start, time.process_time() - start_cpu
    print(
        f"{counts}\npoll: {n / wall:.1f} msg/s (wall {wall:.2f} s, CPU {cpu:.2f} s);"
        f" parse only {n / parse_only:.1f} msg/s (CPU {parse_cpu:.2f} s); CPU ratio {parse_cpu / cpu:.3f}x"
    )
    for label in sorted(CPU, key=lambda k: -CPU[k]):
        print(
            f"  {label:16s} wall {WALL[label] / n * 1000:6.2f} ms  CPU {CPU[label] / n * 1000:6.2f} ms"
            f"  {CPU[label] / cpu * 100:5.1f}% of the poll's CPU"
        )
    stages = {k: round(CPU[k] / cpu, 3) for k in CPU}
    print(
        json.dumps(
            {
                "bench": "ingest_stages",
                "n": n,
                "poll_msgs_per_s": round(n / wall, 1),
                "poll_cpu_ms": round(cpu / n * 1000, 3),
                "parse_only_cpu_ms": round(parse_cpu / n * 1000, 3),
                # throughput on CPU time, poll against parse only (the target is >= 0.8)
                "cpu_ratio": round(parse_cpu / cpu, 3),
                "cpu_share": stages,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
