"""Leak scanner evaluation on the independent set: blocked and false-alarm rates per class.

Usage: .venv/bin/python bench/leak_eval.py [--quick] [--split dev|holdout|both] [--data DIR]

Builds the scanner as the gateway does (every vault value and canary of the set's
``vault.json``, ``min_fraction`` from the config default; the set is bench/data/leaks unless
``--data DIR`` names another directory holding ``vault.json`` and ``<split>.jsonl``), turns each
case's draft into parts with the gateway's own :func:`mailgate.secrets.parts.draft_parts`, and counts a
draft as blocked when the scan returns any hit. The scanner as it was before this work
(bench/_baseline_leaks, with the parts the gateway built then) runs in the same process on the
same cases. Then times one scan of a 20,000-character body with the 24 vault secrets and with
10,000 random secrets added (median of repeats), for both. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from _baseline_leaks.leaks import LeakScanner as BaselineScanner
from _baseline_leaks.leaks import Secret as BaselineSecret
from _vault_kinds import vault_kind
from leaks import make_body, make_secrets

from mailgate.config import FIELD_BY_NAME
from mailgate.model import Address, Attachment, DraftRequest, Recipient, RecipientKind
from mailgate.secrets.extract import ExtractError
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.parts import draft_parts

DATA = Path(__file__).parent / "data" / "leaks"
Scan = Callable[[Mapping[str, str]], list[Any]]


def min_fraction() -> float:
    """The gateway's default ``mail.leak_min_fraction``."""
    return float(FIELD_BY_NAME["mail.leak_min_fraction"].default)


def address(raw: str, display: str = "") -> Address:
    local, _, domain = raw.rpartition("@")
    return Address(local=local, domain=domain.lower(), display_name=display)


def draft_request(draft: dict[str, Any]) -> DraftRequest:
    """The case's draft as the gateway holds it after validation (its display name on the first To).

    Fields a set leaves out are empty, so a set written to another schema still loads.
    """
    display = draft.get("display_name") or ""
    recipients = [
        Recipient(kind=RecipientKind.TO, address=address(a, display if i == 0 else ""))
        for i, a in enumerate(draft.get("to") or [])
    ]
    recipients += [Recipient(kind=RecipientKind.CC, address=address(a)) for a in (draft.get("cc") or [])]
    return DraftRequest(
        agent="bench",
        recipients=tuple(recipients),
        subject=(draft.get("subject") or ""),
        body=(draft.get("body") or ""),
        in_reply_to=(draft.get("in_reply_to") or ""),
        references=(draft.get("references") or ""),
        idempotency_key=(draft.get("idempotency_key") or ""),
        attachments=tuple(
            Attachment(
                filename=a["filename"],
                content_type=a.get("content_type", "application/octet-stream"),
                data=base64.b64decode(a["content_b64"]),
            )
            for a in (draft.get("attachments") or [])
        ),
    )


def baseline_parts(draft: DraftRequest) -> dict[str, str]:
    """The parts the gateway scanned before this work (no reply headers, key or file names)."""
    parts = {"subject": draft.subject, "body": draft.body}
    for r in draft.recipients:
        parts[f"{r.kind.value}:{r.address.addr_spec}"] = r.address.addr_spec + " " + r.address.display_name
    for a in draft.attachments:
        parts[f"attachment:{a.filename}"] = a.data.decode("utf-8", errors="replace")
    return parts


def evaluate(
    cases: list[dict[str, Any]], scan: Scan, parts: Callable[[DraftRequest], dict[str, str]]
) -> dict[str, Any]:
    """Blocked rate per leak class, false-alarm rate per benign class, overall; and the misses."""
    per: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    wrong: list[str] = []
    for case in cases:
        try:
            blocked = bool(scan(parts(draft_request(case["draft"]))))
        except ExtractError:
            # The draft's submit refuses a file whose text cannot be read (it cannot be shown to be
            # clean): nothing is sent, so it counts as blocked, and as a false alarm when benign.
            blocked = True
        cell = per[(case["label"], case["class"])]
        cell[0] += blocked
        cell[1] += 1
        if blocked != (case["label"] == "leak"):
            wrong.append(f"{case['id']} {case['class']} {case.get('secret')}: {case['why']}")
    leak = [v for (label, _), v in per.items() if label == "leak"]
    benign = [v for (label, _), v in per.items() if label == "benign"]
    return {
        "blocked": {c: round(v[0] / v[1], 3) for (label, c), v in sorted(per.items()) if label == "leak"},
        "false_alarm": {
            c: round(v[0] / v[1], 3) for (label, c), v in sorted(per.items()) if label == "benign"
        },
        "blocked_overall": round(sum(v[0] for v in leak) / sum(v[1] for v in leak), 4),
        "false_alarm_overall": round(sum(v[0] for v in benign) / sum(v[1] for v in benign), 4),
        "n_leak": sum(v[1] for v in leak),
        "n_benign": sum(v[1] for v in benign),
        "wrong": wrong,
    }


def median_ms(scan: Scan, parts: Mapping[str, str], runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        scan(parts)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def timing(vault: list[dict[str, str]], runs: int) -> dict[str, float]:
    """Scan time of a 20,000-character body: vault only, and vault plus 10,000 random secrets."""
    rng = random.Random(20_000)
    extra = make_secrets(rng, 10_000)
    body = make_body(rng, extra)
    parts = {"subject": "Quarterly report", "to:someone@example.com": "someone@example.com", "body": body}
    out: dict[str, float] = {}
    for label, count in (("vault", 0), ("vault+10000", 10_000)):
        ours = LeakScanner.build(
            [Secret(name=v["name"], value=v["value"], kind=vault_kind(v["kind"])) for v in vault]
            + extra[:count],
            min_fraction=min_fraction(),
        )
        base = BaselineScanner.build(
            [BaselineSecret(name=v["name"], value=v["value"], kind=vault_kind(v["kind"])) for v in vault]
            + [BaselineSecret(name=s.name, value=s.value) for s in extra[:count]],
            min_fraction=min_fraction(),
        )
        assert ours.scan(parts) == [], "the timing body must scan clean"
        # Interleaved, so load from other processes on the machine hits both alike.
        mine, theirs = [], []
        for _ in range(3):
            mine.append(median_ms(ours.scan, parts, runs))
            theirs.append(median_ms(base.scan, parts, runs))
        out[f"{label}_ms"] = round(min(mine), 3)
        out[f"baseline_{label}_ms"] = round(min(theirs), 3)
    return out


def show(name: str, result: dict[str, Any], base: dict[str, Any], verbose: bool) -> None:
    print(
        f"== {name}: blocked {result['blocked_overall']:.1%} (baseline {base['blocked_overall']:.1%}), "
        f"false alarms {result['false_alarm_overall']:.1%} (baseline {base['false_alarm_overall']:.1%})"
    )
    for key in ("blocked", "false_alarm"):
        for cls, rate in result[key].items():
            print(f"   {key:<11} {cls:<15} {rate:6.1%}   baseline {base[key][cls]:6.1%}")
    if verbose:
        for line in result["wrong"]:
            print("   wrong:", line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer timing repeats")
    parser.add_argument("--split", choices=("dev", "holdout", "both"), default="both")
    parser.add_argument("--verbose", action="store_true", help="list every wrong decision")
    parser.add_argument("--data", type=Path, default=DATA, help="set directory (vault.json, <split>.jsonl)")
    args = parser.parse_args()
    vault = json.loads((args.data / "vault.json").read_text())
    ours = LeakScanner.build(
        [Secret(name=v["name"], value=v["value"], kind=vault_kind(v["kind"])) for v in vault],
        min_fraction=min_fraction(),
    )
    base = BaselineScanner.build(
        [BaselineSecret(name=v["name"], value=v["value"], kind=vault_kind(v["kind"])) for v in vault],
        min_fraction=min_fraction(),
    )
    result: dict[str, Any] = {"bench": "leak_eval", "data": str(args.data)}
    for split in ("dev", "holdout") if args.split == "both" else (args.split,):
        cases = [json.loads(line) for line in (args.data / f"{split}.jsonl").read_text().splitlines() if line]
        mine = evaluate(cases, ours.scan, draft_parts)
        theirs = evaluate(cases, base.scan, baseline_parts)
        show(split, mine, theirs, args.verbose)
        for key, figures in (("", mine), ("baseline_", theirs)):
            result[f"{key}{split}"] = {k: v for k, v in figures.items() if k != "wrong"}
    result.update(timing(vault, 5 if args.quick else 30))
    print(
        f"scan of a 20,000-char body: vault {result['vault_ms']:.2f} ms "
        f"(baseline {result['baseline_vault_ms']:.2f}), vault+10,000 {result['vault+10000_ms']:.2f} ms "
        f"(baseline {result['baseline_vault+10000_ms']:.2f})"
    )
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
