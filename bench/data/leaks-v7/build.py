#!/usr/bin/env python3
"""Build the leaks-v7 evaluation set (stdlib only, deterministic).

Writes vault.json, dev.jsonl, holdout.jsonl and selfcheck_hints.json next to this file.
Refuses to write anything if two cases share an id or the same content.
"""
import json, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from v7_vault import VAULT
import v7_leaks, v7_benign

SEED = 20260314
DEV_FRACTION = 0.30


def content_key(d):
    core = {k: d[k] for k in ("subject", "body", "attachments")}
    return json.dumps(core, sort_keys=True, ensure_ascii=False)


def main():
    rng = random.Random(SEED)
    leaks = v7_leaks.all_leaks(rng)
    benign = v7_benign.all_benign(rng)

    # ids: shuffle within each label so the number does not reveal the class
    for lst, prefix in ((leaks, "v7-leak-"), (benign, "v7-ben-")):
        order = list(range(len(lst)))
        rng.shuffle(order)
        for num, idx in enumerate(order, 1):
            lst[idx]["id"] = "%s%04d" % (prefix, num)

    cases = leaks + benign
    ids, contents, fullc = set(), {}, set()
    errors = []
    for c in cases:
        if c["id"] in ids:
            errors.append("duplicate id " + c["id"])
        ids.add(c["id"])
        k = content_key(c["draft"])
        if k in contents:
            errors.append("duplicate content: %s and %s" % (contents[k], c["id"]))
        contents[k] = c["id"]
    if errors:
        sys.stderr.write("REFUSING TO WRITE:\n" + "\n".join(errors[:20]) + "\n")
        sys.exit(1)

    # stratified split: 30% of each class to dev
    by_class = {}
    for c in cases:
        by_class.setdefault((c["label"], c["class"]), []).append(c)
    dev, hold = [], []
    split_rng = random.Random(SEED + 1)
    for key in sorted(by_class):
        lst = sorted(by_class[key], key=lambda c: c["id"])
        split_rng.shuffle(lst)
        nd = round(len(lst) * DEV_FRACTION)
        dev.extend(lst[:nd])
        hold.extend(lst[nd:])

    def line(c):
        return json.dumps({"id": c["id"], "label": c["label"], "class": c["class"], "secret": c["secret"],
                           "draft": c["draft"], "why": c["why"]}, ensure_ascii=False)

    def write(name, lst):
        lst = sorted(lst, key=lambda c: (c["label"] != "leak", c["id"]))
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for c in lst:
                f.write(line(c) + "\n")

    with open(os.path.join(HERE, "vault.json"), "w", encoding="utf-8") as f:
        json.dump([{"name": n, "value": v, "kind": k} for n, v, k, _, _ in VAULT], f, indent=2)
        f.write("\n")
    write("dev.jsonl", dev)
    write("holdout.jsonl", hold)
    hints = {c["id"]: c["_hint"] for c in cases if c["label"] == "leak"}
    with open(os.path.join(HERE, "selfcheck_hints.json"), "w", encoding="utf-8") as f:
        json.dump(hints, f, ensure_ascii=False, indent=0, sort_keys=True)
        f.write("\n")
    print("wrote %d cases (%d leak, %d benign); dev=%d holdout=%d" % (len(cases), len(leaks), len(benign), len(dev), len(hold)))


if __name__ == "__main__":
    main()
