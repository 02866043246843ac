"""Leak scan A/B: the scan of bench/leaks.py's body timed for several source trees, interleaved.

Usage: .venv/bin/python bench/leaks_ab.py TREE [TREE ...] [--rounds 8] [--runs 15]

Each TREE is a directory holding a ``src/`` (e.g. ``git archive 7f2866d src | tar -x -C /tmp/old``;
``.`` is this checkout). One worker process per tree builds the scanner for the first 100 and for
all 10,000 secrets of bench/leaks.py (same seed, same 20,000-character body) once; then, round
after round, each worker in turn (the order reversed every other round) times ``runs`` scans with
each scanner, as CPU time of the scanning thread (``time.thread_time``: on a machine shared with
other jobs, wall time mostly measures the queue) and as wall time. Printed per tree: the median
over rounds of the per-round medians, and its ratio to the first tree. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
COUNTS = (100, 10_000)


def worker(tree: Path) -> int:
    """Build once, then for each line on stdin (a number of runs) print one JSON line of medians."""
    sys.path[:0] = [str(tree.resolve() / "src"), str(BENCH)]
    from leaks import make_body, make_secrets

    from mailgate.secrets.leaks import LeakScanner

    rng = random.Random(20_000)
    secrets = make_secrets(rng, 10_000)
    body = make_body(rng, secrets)
    parts = {"subject": "Quarterly report", "to": "someone@example.com", "body": body}
    scanners = {n: LeakScanner.build(secrets[:n]) for n in COUNTS}
    assert all(s.scan(parts) == [] for s in scanners.values()), "the body must scan clean"
    print("ready", flush=True)
    for line in sys.stdin:
        out: dict[str, float] = {}
        for n, scanner in scanners.items():
            cpu, wall = [], []
            for _ in range(int(line)):
                start_cpu, start_wall = time.thread_time(), time.perf_counter()
                scanner.scan(parts)
                cpu.append((time.thread_time() - start_cpu) * 1000)
                wall.append((time.perf_counter() - start_wall) * 1000)
            out[f"cpu_{n}"], out[f"wall_{n}"] = statistics.median(cpu), statistics.median(wall)
        print(json.dumps(out), flush=True)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="+", type=Path)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--runs", type=int, default=15, help="scans per scanner per round")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args.trees[0])
    procs = {
        str(tree): subprocess.Popen(
            [sys.executable, __file__, "--worker", str(tree)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for tree in args.trees
    }
    for name, proc in procs.items():
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready", name
    rounds: dict[str, list[dict[str, float]]] = {name: [] for name in procs}
    for r in range(args.rounds):
        for name in list(procs)[:: 1 if r % 2 == 0 else -1]:
            proc = procs[name]
            assert proc.stdin is not None
            assert proc.stdout is not None
            proc.stdin.write(f"{args.runs}\n")
            proc.stdin.flush()
            rounds[name].append(json.loads(proc.stdout.readline()))
    for proc in procs.values():
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait()
    result = {
        name: {key: round(statistics.median(r[key] for r in rs), 3) for key in rs[0]}
        for name, rs in rounds.items()
    }
    first = result[str(args.trees[0])]
    for name, figures in result.items():
        print(
            f"{name}: "
            + ", ".join(f"{key} {value:.2f} ms ({value / first[key]:.2f}x)" for key, value in figures.items())
        )
    print(json.dumps({"bench": "leaks_ab", "rounds": args.rounds, "runs": args.runs, "trees": result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
