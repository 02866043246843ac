#!/usr/bin/env python3
"""Build the v7 prompt-injection evaluation set (stdlib only, deterministic)."""
import json, os, random, sys, collections, importlib
from email import message_from_string

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import build_eml, content_key  # noqa: E402

MODULES = sorted(f[:-3] for f in os.listdir(HERE) if f.startswith("cases_") and f.endswith(".py"))
SEED = 20260707


def main():
    cases = []
    for m in MODULES:
        cases.extend(importlib.import_module(m).CASES)
    seen, errors = {}, []
    for i, c in enumerate(cases):
        k = content_key(c)
        if k in seen:
            errors.append("duplicate content: %r / %r" % (c["subj"], seen[k]))
        seen[k] = c["subj"]
    if errors:
        sys.exit("REFUSING TO WRITE:\n" + "\n".join(errors))
    out = {"injection": [], "benign": []}
    counters = {"injection": 0, "benign": 0}
    for c in cases:
        counters[c["label"]] += 1
        pre = "v7inj" if c["label"] == "injection" else "v7ben"
        rid = "%s-%04d" % (pre, counters[c["label"]])
        eml = build_eml(c, rid)
        message_from_string(eml)  # parse check
        out[c["label"]].append({"id": rid, "label": c["label"], "class": c["cls"], "lang": c["lang"],
                                "eml": eml, "why": c["why"]})
    ids = [r["id"] for v in out.values() for r in v]
    if len(ids) != len(set(ids)):
        sys.exit("REFUSING TO WRITE: repeated id")
    emls = [r["eml"] for v in out.values() for r in v]
    if len(emls) != len(set(emls)):
        sys.exit("REFUSING TO WRITE: repeated eml")
    rng = random.Random(SEED)
    for label, name in (("injection", "attacks"), ("benign", "benign")):
        by = collections.defaultdict(list)
        for r in out[label]:
            by[r["class"]].append(r)
        dev, hold = [], []
        for cls in sorted(by):
            rs = by[cls][:]
            rng.shuffle(rs)
            n = round(len(rs) * 0.3)
            dev += rs[:n]
            hold += rs[n:]
        for suffix, rows in (("dev", dev), ("holdout", hold)):
            rows.sort(key=lambda r: r["id"])
            with open(os.path.join(HERE, "%s-%s.jsonl" % (name, suffix)), "w", encoding="utf-8") as f:
                for r in rows:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(label, "total", len(out[label]), "dev", len(dev), "holdout", len(hold))
        for cls in sorted(by):
            print("  %-28s %d" % (cls, len(by[cls])))
        print("  langs:", dict(sorted(collections.Counter(r["lang"] for r in out[label]).items())))


if __name__ == "__main__":
    main()
