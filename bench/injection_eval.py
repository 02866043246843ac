#!/usr/bin/env python3
"""Injection scanner evaluation: recall and false flags per class and language, dev and holdout.

    .venv/bin/python bench/injection_eval.py [--data DIR] [--quick] [--split dev|holdout|both]

Each mail goes through the real inbound path: ``parse_mail`` on the raw RFC 5322 bytes, then
``scan_parsed`` with the configured scanner, exactly as the pipeline does. The scanner as it was
before the structural rewrite (bench/_baseline_injection.py, a verbatim copy) runs on the same
mails for comparison. Also timed: one scan per mail (median) and a 20,000-character body
(median of repeats). Targets: recall >= 0.90, false flags <= 0.05. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from mailgate.inbound.injection import BuiltinScanner, Scanner, scan_parsed  # noqa: E402
from mailgate.inbound.parse import ParsedMail, parse_mail  # noqa: E402

TARGET_RECALL = 0.90
TARGET_FALSE_FLAGS = 0.05


def _baseline() -> ModuleType:
    spec = importlib.util.spec_from_file_location("baseline_injection", ROOT / "bench/_baseline_injection.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def load(data: Path, split: str, limit: int | None) -> list[dict[str, Any]]:
    """Attack and benign records of one split (the first ``limit`` of each with --quick)."""
    rows: list[dict[str, Any]] = []
    for kind in ("attacks", "benign"):
        path = data / f"{kind}-{split}.jsonl"
        if not path.exists():
            print(f"missing {path}", file=sys.stderr)
            continue
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        rows.extend(lines[:limit] if limit else lines)
    return rows


def evaluate(rows: list[dict[str, Any]], mails: list[ParsedMail], scan: Any) -> dict[str, Any]:
    """Recall (attacks) and false-flag rate (benign), overall, per class and per language."""
    by: dict[str, dict[str, list[int]]] = {
        "class": defaultdict(lambda: [0, 0]),
        "lang": defaultdict(lambda: [0, 0]),
    }
    totals = {"injection": [0, 0], "benign": [0, 0]}
    misses = []
    times = []
    for row, mail in zip(rows, mails, strict=True):
        start = time.perf_counter()
        flagged = bool(scan(mail).flagged)
        times.append(time.perf_counter() - start)
        label = row["label"]
        totals[label][0] += flagged
        totals[label][1] += 1
        for key in ("class", "lang"):
            cell = by[key][f"{label[:3]}:{row[key]}"]
            cell[0] += flagged
            cell[1] += 1
        if flagged != (label == "injection"):
            misses.append(row["id"])
    ratio = {k: (v[0] / v[1] if v[1] else 0.0) for k, v in totals.items()}
    return {
        "recall": round(ratio["injection"], 4),
        "false_flags": round(ratio["benign"], 4),
        "n": {k: v[1] for k, v in totals.items()},
        "per_class": {k: f"{v[0]}/{v[1]}" for k, v in sorted(by["class"].items())},
        "per_lang": {k: f"{v[0]}/{v[1]}" for k, v in sorted(by["lang"].items())},
        "scan_ms_median": round(statistics.median(times) * 1000, 3) if times else 0.0,
        "wrong": misses,
    }


def big_body() -> ParsedMail:
    """The 20,000-character business mail whose scan is timed (bench/scan_verdicts.py times it too)."""
    para = (
        "Thanks for the call today. As discussed, the revised delivery schedule is attached and the "
        "pallets for the Lyon site will ship on Thursday; please check the quantities on page two. "
    )
    body = ""
    while len(body) < 20_000:
        body += para + ("\n\n" if len(body) % 3 else "\n")
    return ParsedMail(
        subject="Delivery schedule",
        text=body[:20_000],
        from_addr="a@supplier.example",
        to=("b@corp.example",),
    )


def time_big_body(scanner: Scanner, repeats: int) -> float:
    """Median milliseconds for one scan of a mail with a 20,000-character body."""
    mail = big_body()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        scan_parsed(mail, scanner)
        times.append(time.perf_counter() - start)
    return round(statistics.median(times) * 1000, 2)


def _print(name: str, split: str, res: dict[str, Any]) -> None:
    print(
        f"\n== {name} / {split}: recall {res['recall']:.3f} (target >= {TARGET_RECALL}), "
        f"false flags {res['false_flags']:.3f} (target <= {TARGET_FALSE_FLAGS}), n={res['n']}, "
        f"median scan {res['scan_ms_median']} ms"
    )
    print("   per class: " + ", ".join(f"{k} {v}" for k, v in res["per_class"].items()))
    print("   per lang:  " + ", ".join(f"{k} {v}" for k, v in res["per_lang"].items()))


def main() -> int:
    """Run both scanners over the chosen splits and print figures; the last line is JSON."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", type=Path, default=ROOT / "bench/data/injection")
    ap.add_argument("--split", choices=("dev", "holdout", "both"), default="both")
    ap.add_argument("--quick", action="store_true", help="first 40 attacks and 40 benign mails per split")
    ap.add_argument("--show-wrong", action="store_true", help="print the ids of misclassified mails")
    args = ap.parse_args()
    limit = 40 if args.quick else None
    splits = ("dev", "holdout") if args.split == "both" else (args.split,)
    scanner = BuiltinScanner()
    base = _baseline()
    old = base.BuiltinScanner()
    summary: dict[str, Any] = {"targets": {"recall": TARGET_RECALL, "false_flags": TARGET_FALSE_FLAGS}}
    for split in splits:
        rows = load(args.data, split, limit)
        mails = [parse_mail(row["eml"].encode("utf-8")) for row in rows]
        new = evaluate(rows, mails, lambda m: scan_parsed(m, scanner))
        before = evaluate(rows, mails, lambda m: base.scan_parsed(m, old))
        _print("new scanner", split, new)
        _print("baseline (phrase scanner)", split, before)
        if args.show_wrong:
            print("   wrong:", " ".join(new["wrong"]))
        summary[split] = {
            "recall": new["recall"],
            "false_flags": new["false_flags"],
            "per_class": new["per_class"],
            "baseline_recall": before["recall"],
            "baseline_false_flags": before["false_flags"],
            "scan_ms_median": new["scan_ms_median"],
        }
    summary["body_20k_ms_median"] = time_big_body(scanner, 5 if args.quick else 21)
    summary["baseline_body_20k_ms_median"] = time_big_body(old, 5 if args.quick else 21)
    print(
        f"\n20,000-character body: {summary['body_20k_ms_median']} ms median "
        f"(baseline {summary['baseline_body_20k_ms_median']} ms; target <= 20 ms)"
    )
    print(json.dumps(summary, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
