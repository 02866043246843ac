#!/usr/bin/env python3
"""The injection scanner's verdicts on the dev mails, recorded or compared: a speed-up must not change them.

    .venv/bin/python bench/scan_verdicts.py --record FILE   # write every verdict (JSON lines)
    .venv/bin/python bench/scan_verdicts.py --check FILE    # compare, print every difference
    .venv/bin/python bench/scan_verdicts.py --time          # the scan of a 20,000-character body
    .venv/bin/python bench/scan_verdicts.py --pin FILE      # every 12th dev mail's verdict, for the tests

Mails: bench/data/injection/*-dev.jsonl and bench/data/injection-v2/*-dev.jsonl through the
inbound path (``parse_mail`` then ``scan_parsed``), every text of the classifier's training
corpus (bench/data/injection/train/corpus.jsonl) as a mail body, and the ingest benchmark's
1,000 generated mails. A verdict is the flag, the score and every signal string in order
(signal id, where it was seen and its excerpt), so any change in what the scanner finds shows.
Holdout files are never read. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from mailgate.inbound.injection import BuiltinScanner, scan_parsed  # noqa: E402
from mailgate.inbound.parse import ParsedMail, parse_mail  # noqa: E402

DEV_FILES = (
    "injection/attacks-dev.jsonl",
    "injection/benign-dev.jsonl",
    "injection-v2/attacks-dev.jsonl",
    "injection-v2/benign-dev.jsonl",
)
CORPUS = "injection/train/corpus.jsonl"
PIN_EVERY = 12


def _bench_module(name: str, file: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / file)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ingest_corpus() -> list[bytes]:
    return list(_bench_module("bench_ingest", "ingest.py").corpus(1_000))


def mails() -> Iterator[tuple[str, ParsedMail]]:
    """(key, parsed mail) for every mail compared."""
    data = ROOT / "bench/data"
    for name in DEV_FILES:
        assert "holdout" not in name
        for line in (data / name).read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                yield f"{name}:{row['id']}", parse_mail(row["eml"].encode("utf-8"))
    for n, line in enumerate((data / CORPUS).read_text(encoding="utf-8").splitlines()):
        if line.strip():
            row = json.loads(line)
            yield (
                f"corpus:{n}",
                ParsedMail(subject="", text=row["text"], from_addr="a@b.example", to=("c@d.example",)),
            )
    for n, raw in enumerate(_ingest_corpus()):
        yield f"ingest:{n}", parse_mail(raw)


def verdicts() -> Iterator[dict[str, Any]]:
    """One verdict per mail, in a fixed order."""
    scanner = BuiltinScanner()
    for key, mail in mails():
        result = scan_parsed(mail, scanner)
        yield {"key": key, "flagged": result.flagged, "score": result.score, "signals": list(result.signals)}


def big_body() -> ParsedMail:
    """The 20,000-character business mail bench/injection_eval.py times (its own function)."""
    module: Any = _bench_module("bench_injection_eval", "injection_eval.py")
    mail: ParsedMail = module.big_body()
    return mail


def time_body(repeats: int) -> dict[str, float]:
    """Median and best milliseconds (wall, and CPU of this process) of one scan of :func:`big_body`."""
    scanner = BuiltinScanner()
    mail = big_body()
    scan_parsed(mail, scanner)  # warm caches (fold tables, model)
    wall, cpu = [], []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        scan_parsed(mail, scanner)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return {
        "median_ms": round(statistics.median(wall) * 1000, 2),
        "best_ms": round(min(wall) * 1000, 2),
        "cpu_median_ms": round(statistics.median(cpu) * 1000, 2),
    }


def main() -> int:
    """Record, check or time; the last line is JSON."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--record", type=Path, metavar="FILE")
    mode.add_argument("--check", type=Path, metavar="FILE")
    mode.add_argument("--time", action="store_true")
    mode.add_argument("--pin", type=Path, metavar="FILE")
    ap.add_argument("--repeats", type=int, default=21)
    args = ap.parse_args()
    if args.time:
        print(json.dumps({"bench": "scan_20k", **time_body(args.repeats), "target_ms": 20}))
        return 0
    if args.pin:
        scanner = BuiltinScanner()
        pinned = {}
        for key, mail in mails():
            if key.startswith(tuple(DEV_FILES)) and int(key.rpartition("-")[2]) % PIN_EVERY == 1:
                result = scan_parsed(mail, scanner)
                pinned[key] = {
                    "flagged": result.flagged,
                    "score": result.score,
                    "signals": list(result.signals),
                }
        args.pin.write_text(json.dumps(pinned, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(json.dumps({"pinned": len(pinned)}))
        return 0
    start = time.perf_counter()
    got = list(verdicts())
    elapsed = time.perf_counter() - start
    if args.record:
        args.record.write_text(
            "".join(json.dumps(v, ensure_ascii=False) + "\n" for v in got), encoding="utf-8"
        )
        print(
            json.dumps({"recorded": len(got), "flagged": sum(v["flagged"] for v in got), "scan_s": elapsed})
        )
        return 0
    want = [json.loads(line) for line in args.check.read_text(encoding="utf-8").splitlines()]
    differ = [(w, g) for w, g in zip(want, got, strict=False) if w != g]
    for w, g in differ[:20]:
        print(f"DIFFERS {w['key']}:\n  was {w}\n  now {g}", file=sys.stderr)
    same = not differ and len(want) == len(got)
    print(json.dumps({"compared": len(got), "recorded": len(want), "differ": len(differ), "same": same}))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
