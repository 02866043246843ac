#!/usr/bin/env python3
"""Build the injection training corpus from hand-written tables and train the shipped classifier.

    .venv/bin/python scripts/train_injection_model.py          # writes corpus + model
    .venv/bin/python scripts/train_injection_model.py --check  # cross-validated figures only
    .venv/bin/python scripts/train_injection_model.py --no-dev # the corpus alone (no dev mail)

Development-time only: needs scikit-learn (not a runtime dependency). The corpus is composed from
``scripts/injection_corpus_tables.py``, ``injection_corpus_grammar.py``, ``injection_corpus_slots.py``
and ``injection_corpus_threads.py`` (written for this project), written to
bench/data/injection/train/corpus.jsonl for review. Since session 6 the shipped model also learns
from the dev sets (bench/data/injection*/*-dev.jsonl, never a holdout; v3 dev since session 7, v4-v6
since session 10): every segment the scanner lets the model judge in a benign dev mail, and the
segment of each dev attack that the corpus-only model rates highest, each weighted DEV_WEIGHT.
Leave-one-author-out runs (scripts/injection_cross_author.py) showed that adding one dev author
raised the classifier's ROC AUC on the other, both ways round; the cost is that the dev figures of
the shipped scanner are no longer out of sample for its classifier. The fitted weights go to
src/mailgate/inbound/models/injection_ngrams.npz, which the scanner loads with numpy.

This script's default since session 11, and the SHIPPED model since then: corpus (weight 1) + the
dev sets of v1-v7 (weight 16) + the training-only sets t1, t2 and t3 (bench/data/injection-t1/, -t2/,
-t3/, written for training by three authors who never saw the project; weight 4, TRAIN_WEIGHT).
Leaving one of the seven dev authors out (t1/t2 only), the classifier's ROC AUC went 0.948 -> 0.975;
its recall at p >= 0.9 0.507 -> 0.784, but false flags there 0.013 -> 0.024, so the scanner's
confident cut for this model is 0.97 (``injection.NGRAM_HIGH``; 0.646 / 0.007 there). The lead added
t3 (22 languages beyond Western Europe) and shipped it; the eighth independent set, which nobody
trained or developed on, went 0.660 -> 0.715 holdout recall at 0.011 false flags with it (rules of
session 11 in both). See docs/benchmarks.md, "session 11".
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import random
import sys
import zipfile
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold, cross_val_predict, cross_val_score

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

from injection_corpus_grammar import ABOUT, BOILER, EXTERNAL2, G  # noqa: E402
from injection_corpus_slots import slot_rows  # noqa: E402
from injection_corpus_tables import EXTERNAL, NAMES, T  # noqa: E402
from injection_corpus_threads import thread_rows  # noqa: E402

from mailgate.inbound import injection  # noqa: E402
from mailgate.inbound.classifier import BITS, MODEL_FILE, NgramModel, SegmentScore, features  # noqa: E402
from mailgate.inbound.parse import ParsedMail, parse_mail  # noqa: E402

CORPUS = ROOT / "bench/data/injection/train/corpus.jsonl"
DEFAULT_C = 16.0
# A row from a dev mail counts 16 corpus rows (3 before session 10): leaving one author out, weights
# 1, 3, 8, 16 and 32 gave mean ROC AUC 0.960, 0.966, 0.968, 0.970, 0.970 (32: more false flags).
DEV_WEIGHT = 16.0
# A row from a training-only set (t1, t2: written for training, many mails of one author each) counts
# 4 corpus rows: they hold more mail than all dev sets together, so at the dev weight they would
# outweigh the seven dev authors.
TRAIN_WEIGHT = 4.0
MODEL = ROOT / "src/mailgate/inbound/models" / MODEL_FILE


def _fill(rng: random.Random, text: str) -> str:
    return text.replace("{ext}", rng.choice(EXTERNAL)).replace("{who}", rng.choice(NAMES))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def build(seed: int = 7, slots: bool = True, threads: bool = True) -> list[dict[str, str]]:
    """The corpus: (text, label, lang, kind, group) rows, deterministic for a seed."""
    rng = random.Random(seed)
    rows: list[dict[str, str]] = []

    def add(text: str, label: str, lang: str, kind: str, group: str = "") -> None:
        rows.append(
            {"text": _fill(rng, text), "label": label, "lang": lang, "kind": kind, "group": group or kind}
        )

    langs = sorted(T)
    for lang in langs:
        t = T[lang]
        end = "。" if lang in ("zh", "ja") else "."
        for i, (role, act) in enumerate(itertools.product(t["role"], t["act"])):
            tail = " " + rng.choice(t["secret"]) if rng.random() < 0.5 else ""
            add(f"{role} {act}{end}{tail}", "injection", lang, "role+act", f"t:{lang}:act{i % len(t['act'])}")
        for fake, act in itertools.product(t["fake"], t["act"]):
            add(f"{fake} {_cap(act)}{end} {rng.choice(t['secret'])}", "injection", lang, "fake+act")
        for people in t["people"]:
            for _ in range(3):
                add(people, "benign", lang, "people")
            add(f"{people} {rng.choice(t['plain'])}", "benign", lang, "people")
        for news in t["news"]:
            for _ in range(4):
                quoted = f"{rng.choice(t['role'])} {rng.choice(t['act'])}"
                add(news.replace("{q}", quoted), "benign", lang, "news")
        for kind in ("aware", "mkt", "asst", "plain"):
            for text in t[kind]:
                add(text, "benign", lang, kind)
                pool = t["aware"] + t["mkt"] + t["asst"] + t["plain"] + t["people"]
                for _ in range(2):
                    add(f"{text} {rng.choice(pool)}", "benign", lang, kind)
    # Mixed-language mail: the address in one language, the action in another.
    for _ in range(120):
        a, b = rng.sample(langs, 2)
        end = "。" if b in ("zh", "ja") else "."
        add(f"{rng.choice(T[a]['role'])} {rng.choice(T[b]['act'])}{end}", "injection", "mixed", "role+act")
        add(f"{rng.choice(T[a]['plain'])} {rng.choice(T[b]['people'])}", "benign", "mixed", "people")
    rows.extend(grammar_rows(rng))
    if slots:
        rows.extend(slot_rows(rng, {"ext": EXTERNAL + EXTERNAL2, "who": NAMES}))
        if threads:  # developer mail and thread blocks (session 7)
            rows.extend(thread_rows(rng, {"ext": EXTERNAL + EXTERNAL2, "who": NAMES}))
    return rows


def grammar_rows(rng: random.Random) -> list[dict[str, str]]:
    """Rows composed from ``injection_corpus_grammar.G``: each action and datum on both sides."""
    rows: list[dict[str, str]] = []

    def put(text: str, label: str, lang: str, kind: str, g: dict[str, list[str]], group: str) -> None:
        text = (
            text.replace("{r}", rng.choice(g["r"]))
            .replace("{g}", rng.choice(g["g"]))
            .replace("{obj}", rng.choice(g["obj"]))
            .replace("{ext}", rng.choice(EXTERNAL + EXTERNAL2))
            .replace("{who}", rng.choice(NAMES))
        )
        rows.append({"text": _cap(text), "label": label, "lang": lang, "kind": kind, "group": group})

    def context(lang: str) -> str:
        pool = T[lang]["plain"] + T[lang]["people"] if lang in T else []
        return rng.choice(pool) + " " if pool and rng.random() < 0.3 else ""

    for lang, g in sorted(G.items()):
        end = "。" if lang in ("zh", "ja") else "."
        sep = "" if lang in ("zh", "ja") else " "
        for i, imp in enumerate(g["imp"]):
            group = f"g:{lang}:imp{i}"
            for _ in range(6):  # an automated reader addressed, then told to act
                tail = sep + rng.choice(g["bypass"]) if rng.random() < 0.4 else ""
                head = rng.choice(g["addr"] + g["cond"])
                put(f"{context(lang)}{head}{sep}{imp}{end}{tail}", "injection", lang, "g:addr+imp", g, group)
            for _ in range(2):  # the same action asked of a person: ordinary mail
                put(f"{context(lang)}{_cap(imp)}{end}", "benign", lang, "g:person+imp", g, group)
        for i, subj in enumerate(g["subj"]):
            group = f"g:{lang}:subj{i}"
            for _ in range(8):  # the recipient's assistant as the subject of the request
                tail = sep + rng.choice(g["bypass"]) if rng.random() < 0.5 else ""
                put(f"{context(lang)}{subj}{tail}", "injection", lang, "g:subj", g, group)
        for kind in ("ppl", "prose", "mine", "aware"):
            for i, text in enumerate(g[kind]):
                for _ in range(4):
                    put(f"{context(lang)}{text}", "benign", lang, f"g:{kind}", g, f"g:{lang}:{kind}{i}")
        for i, text in enumerate(g["bypass"]):  # "no review needed" alone is ordinary business text
            put(text, "benign", lang, "g:bypass", g, f"g:{lang}:bypass{i}")
    for lang, texts in sorted(ABOUT.items()):
        g = G[lang]
        for i, text in enumerate(texts):
            for _ in range(3):
                put(f"{context(lang)}{text}", "benign", lang, "g:about", g, f"g:{lang}:about{i}")
    for lang, texts in sorted(BOILER.items()):
        g = G[lang]
        for i, text in enumerate(texts):
            for _ in range(3):  # alone (a footer line, a heading) and after ordinary text
                put(f"{context(lang)}{text}", "benign", lang, "g:boiler", g, f"g:{lang}:boiler{i}")
    # Mixed: the address in one language, the order in another; and an order quoted in prose.
    langs = sorted(G)
    for i in range(300):
        a, b = rng.sample(langs, 2)
        end = "。" if b in ("zh", "ja") else "."
        imp = rng.choice(G[b]["imp"])
        put(
            f"{rng.choice(G[a]['addr'])} {imp}{end}",
            "injection",
            "mixed",
            "g:mixed",
            G[b],
            f"g:mixed{i % 20}",
        )
        put(
            f"{rng.choice(G[a]['ppl'])} {rng.choice(G[b]['ppl'])}",
            "benign",
            "mixed",
            "g:mixed",
            G[b],
            f"g:mixed{i % 20}",
        )
    return rows


DEV = {
    "v1": ROOT / "bench/data/injection",
    "v2": ROOT / "bench/data/injection-v2",
    "v3": ROOT / "bench/data/injection-v3",  # since session 7: a third author
    "v4": ROOT / "bench/data/injection-v4",  # since session 10: every dev author
    "v5": ROOT / "bench/data/injection-v5",
    "v6": ROOT / "bench/data/injection-v6",
    "v7": ROOT / "bench/data/injection-v7",  # since session 11
}
# Sets written for training only (session 11): never an evaluation, never left out; their rows are
# always in the model, as the corpus is.
TRAIN_ONLY = {
    "t1": ROOT / "bench/data/injection-t1",
    "t2": ROOT / "bench/data/injection-t2",
    "t3": ROOT / "bench/data/injection-t3",  # languages beyond Western Europe (lead, session 11)
}


@dataclass(frozen=True)
class Mail:
    """One dev mail: its label, class, the parsed mail and the segments the classifier reads."""

    id: str
    attack: bool
    cls: str
    parsed: ParsedMail
    pieces: tuple[str, ...] = ()


def load(author: str) -> list[Mail]:
    """The dev mails of ``author`` (attacks then benign); never a holdout."""
    out = []
    for kind in ("attacks", "benign"):
        path = {**DEV, **TRAIN_ONLY}[author] / f"{kind}-dev.jsonl"
        assert "holdout" not in path.name
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            mail = Mail(row["id"], row["label"] == "injection", row["class"], parse_mail(row["eml"].encode()))
            out.append(replace(mail, pieces=tuple(mail_pieces(mail))))
    return out


class _Recorder(NgramModel):
    """A model that rates every piece 0 and notes each piece the scanner asks it to score."""

    def __init__(self) -> None:
        super().__init__(np.zeros(1 << BITS), -30.0)
        self.seen: list[str] = []

    def score_segments(self, pieces: list[str]) -> list[SegmentScore]:
        self.seen.extend(pieces)
        return super().score_segments(pieces)


def mail_pieces(mail: Mail) -> list[str]:
    """The segments of a mail the scanner lets the model judge, in every view it reads: the text as
    shown (after its reading of reply quotes and examples), hidden HTML, decoded and folded forms,
    attached messages and files (since session 10; before, the visible and hidden text only, which
    left out the decoded orders of obfuscated attacks and the files of attachment attacks).

    Recorded from a scan with a model that rates everything 0, so the pieces do not depend on the
    shipped weights (a confident score makes the scanner score a quotation-blanked variant too)."""
    rec = _Recorder()
    injection.scan_parsed(mail.parsed, injection.BuiltinScanner(model=rec))
    return list(dict.fromkeys(rec.seen))


def mail_scores(model: NgramModel, mails: list[Mail]) -> np.ndarray:
    """The highest segment probability of each mail (0 when nothing is long enough to judge)."""
    return np.array(
        [max((s.probability for s in model.score_segments(list(m.pieces))), default=0.0) for m in mails]
    )


def dev_rows(mails: list[Mail], guide: NgramModel) -> list[dict[str, str]]:
    """Training rows from dev mails: every segment of a benign mail as benign, and the segment of
    each attack that ``guide`` rates highest as the injection (the mail says only that it holds one)."""
    rows = []
    for m in mails:
        pieces = list(m.pieces)
        if not pieces:
            continue
        if m.attack:
            best = max(guide.score_segments(pieces), key=lambda s: s.probability)
            rows.append({"text": best.text, "label": "injection", "group": m.id})
        else:
            rows.extend({"text": p, "label": "benign", "group": m.id} for p in pieces)
    return rows


def fit(rows: list[dict[str, str]], c: float, weights: list[float] | None = None) -> NgramModel:
    """A model trained as the shipped one is, on ``rows``."""
    x = matrix([r["text"] for r in rows])
    y = np.array([r["label"] == "injection" for r in rows], dtype=int)
    lr = LogisticRegression(C=c, class_weight="balanced", max_iter=5000, solver="liblinear", random_state=0)
    lr.fit(x, y, sample_weight=None if weights is None else np.array(weights))
    return NgramModel(lr.coef_[0].astype(np.float64), float(lr.intercept_[0]))


def matrix(texts: list[str]) -> csr_matrix:
    """Sparse rows of the features the runtime scorer computes."""
    indptr, indices, values = [0], [], []
    for text in texts:
        feats, vals = features(text)
        indices.append(feats)
        values.append(vals)
        indptr.append(indptr[-1] + len(feats))
    return csr_matrix(
        (np.concatenate(values), np.concatenate(indices), np.array(indptr)), shape=(len(texts), 1 << BITS)
    )


def write_npz(path: Path, arrays: dict[str, np.ndarray | np.float32]) -> None:
    """``np.savez_compressed`` with a fixed time stamp on each member, so that the same weights give
    the same file, byte for byte (numpy stamps each member with the time of writing)."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, value in arrays.items():
            info = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.asanyarray(value), allow_pickle=False)
            zf.writestr(info, buf.getvalue())


def main() -> int:
    """Write the corpus and the model (or, with --check, print cross-validated accuracy only)."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("-C", type=float, default=DEFAULT_C)
    ap.add_argument("--no-dev", action="store_true", help="train on the corpus alone")
    ap.add_argument("--dev-weight", type=float, default=DEV_WEIGHT, help="sample weight of dev-mail rows")
    ap.add_argument(
        "--train-weight", type=float, default=TRAIN_WEIGHT, help="sample weight of training-only mail rows"
    )
    ap.add_argument("--no-cv", action="store_true", help="skip the cross-validated figures (same model)")
    ap.add_argument("--out", type=Path, default=MODEL, help="where to write the model")
    args = ap.parse_args()
    rows = build()
    corpus_size = len(rows)
    x = matrix([r["text"] for r in rows])
    y = np.array([r["label"] == "injection" for r in rows], dtype=int)
    counts = {lab: sum(1 for r in rows if r["label"] == lab) for lab in ("injection", "benign")}
    print(f"corpus: {len(rows)} rows {counts}")
    # (liblinear shuffles the rows: a fixed seed makes the written weights the same on every run)
    model = LogisticRegression(
        C=args.C, class_weight="balanced", max_iter=5000, solver="liblinear", random_state=0
    )
    # Grouped folds: every filling of one template stays in one fold, so the figure says how the
    # model does on phrasings it has not seen, not on new slot values of phrasings it has.
    groups = [r["group"] for r in rows]
    folds = GroupKFold(n_splits=5)
    if not args.no_cv:
        scores = cross_val_score(model, x, y, cv=folds, groups=groups, scoring="roc_auc")
        print(f"5-fold grouped ROC AUC on the training corpus: {scores.mean():.4f}")
        prob = cross_val_predict(model, x, y, cv=folds, groups=groups, method="predict_proba")[:, 1]
        for cut in (0.5, 0.6, 0.8, 0.9):
            hit = prob >= cut
            recall, false_pos = hit[y == 1].mean(), hit[y == 0].mean()
            print(f"  held-out fold, p >= {cut}: recall {recall:.3f}, false positives {false_pos:.3f}")
    if args.check:
        return 0
    sample_weight = None
    if not args.no_dev:
        guide = fit(rows, args.C)  # picks the injected paragraph of each dev attack
        for author in sorted(DEV):
            rows += dev_rows(load(author), guide)
        dev_size = len(rows) - corpus_size
        for author in sorted(TRAIN_ONLY):
            rows += dev_rows(load(author), guide)
        print(f"dev mail rows: {dev_size} (weight {args.dev_weight})")
        print(f"training-only mail rows: {len(rows) - corpus_size - dev_size} (weight {args.train_weight})")
        x = matrix([r["text"] for r in rows])
        y = np.array([r["label"] == "injection" for r in rows], dtype=int)
        sample_weight = np.array(
            [1.0] * corpus_size
            + [args.dev_weight] * dev_size
            + [args.train_weight] * (len(rows) - corpus_size - dev_size)
        )
    model.fit(x, y, sample_weight=sample_weight)
    CORPUS.parent.mkdir(parents=True, exist_ok=True)
    with CORPUS.open("w", encoding="utf-8") as fh:
        for r in rows[:corpus_size]:  # the dev rows stay in their own files
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    weights = model.coef_[0].astype(np.float32)
    write_npz(args.out, {"weights": weights, "bias": np.float32(model.intercept_[0])})
    print(f"wrote {CORPUS.relative_to(ROOT)} and {args.out} ({args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
