#!/usr/bin/env python3
"""Leave-one-author-out figures for the injection classifier and the scanner around it.

    .venv/bin/python scripts/injection_cross_author.py            # all figures
    .venv/bin/python scripts/injection_cross_author.py --shipped  # the shipped model only, no training

Eight "authors" wrote the text the detector is judged on: the training corpus (``corpus``, scripts/
injection_corpus_*.py) and the dev splits of the seven independent sets, v1 (bench/data/injection/
*-dev.jsonl) to v7 (bench/data/injection-v7/*-dev.jsonl; v4-v6 since session 10, v7 since session
11). Two more (t1, t2, bench/data/injection-t*/, since session 11) wrote for training only: their
rows are in every model and they are never left out or scored. A change is judged by how a model
shaped on some of them does on one it has not seen, each left out in turn, not by the score on the
set it was tuned on:

- classifier alone, mail level (the highest probability over the segments the scanner lets it
  judge, in every view: text, hidden HTML, decoded forms, attachments): ROC AUC, and recall /
  false flags at the scanner's two cuts and at 0.8, for the model trained on the corpus only and
  for models trained on the corpus plus the other dev authors, measured on the one left out;
- the whole scanner (rules + classifier) with each of those models, on the author left out;
- the classifier cuts chosen on the other dev authors, measured on the one left out.

The rules in structure.py/lexicon.py were written while looking at the dev sets, so the whole
scanner's figures are out of author only for the classifier's part. Development-time only (needs
scikit-learn); no holdout file is read.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

import train_injection_model as tm  # noqa: E402
from train_injection_model import DEV, TRAIN_ONLY, Mail, dev_rows, fit, load, mail_scores  # noqa: E402

from mailgate.inbound import injection  # noqa: E402
from mailgate.inbound.classifier import NgramModel, shipped_model  # noqa: E402


def rates(scores: np.ndarray, labels: np.ndarray, cut: float) -> tuple[float, float]:
    """(recall, false flags) of ``scores >= cut``."""
    hit = scores >= cut
    return float(hit[labels].mean()), float(hit[~labels].mean())


@contextmanager
def cuts(high: float, low: float) -> Iterator[None]:
    """The scanner's classifier cuts set for a block (module constants, read at scan time)."""
    old = injection.NGRAM_HIGH, injection.CLASSIFIER_LOW
    injection.NGRAM_HIGH, injection.CLASSIFIER_LOW = high, low
    try:
        yield
    finally:
        injection.NGRAM_HIGH, injection.CLASSIFIER_LOW = old


def scanner_rates(model: NgramModel, mails: list[Mail]) -> dict[str, Any]:
    """Recall, false flags and the per-class misses of the whole scanner with ``model``."""
    scanner = injection.BuiltinScanner(model=model)
    flagged = [injection.scan_parsed(m.parsed, scanner).flagged for m in mails]
    att = [f for f, m in zip(flagged, mails, strict=True) if m.attack]
    ben = [f for f, m in zip(flagged, mails, strict=True) if not m.attack]
    wrong: dict[str, int] = {}
    for f, m in zip(flagged, mails, strict=True):
        if f != m.attack:
            key = ("miss:" if m.attack else "ff:") + m.cls
            wrong[key] = wrong.get(key, 0) + 1
    return {
        "recall": round(sum(att) / len(att), 3),
        "false_flags": round(sum(ben) / len(ben), 3),
        "wrong": dict(sorted(wrong.items())),
    }


def classifier_line(name: str, model: NgramModel, mails: list[Mail]) -> dict[str, Any]:
    """AUC and rates at the scanner's cuts for the classifier alone on ``mails``."""
    s = mail_scores(model, mails)
    y = np.array([m.attack for m in mails])
    out: dict[str, Any] = {"auc": round(float(roc_auc_score(y, s)), 3)}
    for cut in sorted({injection.CLASSIFIER_LOW, 0.8, injection.NGRAM_HIGH}):
        r, f = rates(s, y, cut)
        out[f"p>={cut}"] = f"{r:.3f}/{f:.3f}"
    print(f"  classifier {name}: {out}")
    return out


def best_cuts(model: NgramModel, mails: list[Mail], grid: list[tuple[float, float]]) -> tuple[float, float]:
    """The (high, low) cuts with the best recall among those at <= 0.05 false flags on ``mails``."""
    best: tuple[float, float, float, float] = (-1.0, 1.0, 0.9, 0.6)
    for high, low in grid:
        with cuts(high, low):
            res = scanner_rates(model, mails)
        key = (res["recall"], -res["false_flags"])
        if res["false_flags"] <= 0.05 and key > best[:2]:
            best = (res["recall"], -res["false_flags"], high, low)
    return best[2], best[3]


def main() -> int:
    """Print the leave-one-author-out figures; the last line is JSON."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--shipped", action="store_true", help="only the shipped model (no training)")
    ap.add_argument("--dev-weight", type=float, default=tm.DEV_WEIGHT, help="sample weight of dev-mail rows")
    ap.add_argument(
        "--train-weight", type=float, default=tm.TRAIN_WEIGHT, help="sample weight of training-only rows"
    )
    ap.add_argument(
        "--try-cuts",
        type=lambda v: [tuple(float(x) for x in pair.split("/")) for pair in v.split(",")],
        default=[],
        help="also run the left-out scanner at these HIGH/LOW cuts, e.g. 0.85/0.5,0.8/0.5",
    )
    ap.add_argument("--no-cuts", action="store_true", help="skip the cut calibration grid")
    ap.add_argument(
        "--no-threads", action="store_true", help="the corpus without its session 7 rows (for comparison)"
    )
    args = ap.parse_args()
    mails = {a: load(a) for a in DEV}
    summary: dict[str, Any] = {}
    shipped = shipped_model()
    print("shipped model (corpus + the dev sets, so in sample here):")
    for a in DEV:
        summary[f"shipped/classifier/{a}"] = classifier_line(f"on {a}", shipped, mails[a])
        summary[f"shipped/scanner/{a}"] = scanner_rates(shipped, mails[a])
        print(f"  scanner on {a}: {summary[f'shipped/scanner/{a}']}")
    if not args.shipped:
        corpus = tm.build(threads=not args.no_threads)
        base = fit(corpus, tm.DEFAULT_C)
        print("retrained here on the corpus author only:")
        for a in DEV:
            summary[f"corpus/classifier/{a}"] = classifier_line(f"on {a}", base, mails[a])
            summary[f"corpus/scanner/{a}"] = scanner_rates(base, mails[a])
            print(f"  scanner on {a}: {summary[f'corpus/scanner/{a}']}")
        # the training-only sets (t1, t2) are in every model, as the corpus is: never left out or scored
        train_only = [row for a in sorted(TRAIN_ONLY) for row in dev_rows(load(a), base)]
        print("trained on corpus + training-only sets + the other dev authors, measured on the one left out:")
        for unseen in DEV:
            seen = "+".join(a for a in DEV if a != unseen)
            extra = [row for a in DEV if a != unseen for row in dev_rows(mails[a], base)]
            rows = corpus + extra + train_only
            weights = (
                [1.0] * len(corpus) + [args.dev_weight] * len(extra) + [args.train_weight] * len(train_only)
            )
            model = fit(rows, tm.DEFAULT_C, weights)
            print(f"  (corpus + {len(extra)} rows from {seen} dev, weight {args.dev_weight})")
            tag = f"corpus+{seen}->{unseen}"
            summary[f"{tag}/classifier"] = classifier_line(tag, model, mails[unseen])
            summary[f"{tag}/scanner"] = scanner_rates(model, mails[unseen])
            print(f"  scanner {tag}: {summary[f'{tag}/scanner']}")
            for high, low in args.try_cuts:
                with cuts(high, low):
                    res = scanner_rates(model, mails[unseen])
                summary[f"{tag}/scanner@{high}/{low}"] = res
                print(f"  scanner {tag} with cuts {high}/{low}: {res}")
    if not args.no_cuts:
        grid = [(h, lo) for h in (0.8, 0.85, 0.9, 0.95, 0.97) for lo in (0.5, 0.6, 0.7, 0.8) if lo < h]
        # the model from the corpus alone, so neither the weights nor the cuts saw the author measured
        plain = fit(tm.build(threads=not args.no_threads), tm.DEFAULT_C) if not args.shipped else shipped
        print("classifier cuts chosen on one dev author, measured on the other (model: corpus only):")
        for unseen in DEV:
            seen = "+".join(a for a in DEV if a != unseen)
            others = [m for a in DEV if a != unseen for m in mails[a]]
            high, low = best_cuts(plain, others, grid)
            with cuts(high, low):
                res = scanner_rates(plain, mails[unseen])
            summary[f"cuts {seen}->{unseen}"] = {"high": high, "low": low, **res}
            print(f"  cuts from {seen} (high {high}, low {low}) on {unseen}: {res}")
    print(json.dumps(summary, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
