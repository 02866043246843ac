#!/usr/bin/env python3
"""Build the leaks-v8 evaluation set (stdlib only, deterministic, seed 20261206).

Outputs: vault.json, dev.jsonl, holdout.jsonl, selfcheck_hints.json
"""
import hashlib, json, os, random, sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from vault_data import VAULT
import leaks, benign, mailkit as M

SEED = 20261206
N_LEAK_PER_CLASS = 18
N_BENIGN_PER_CLASS = 28
DEV_FRACTION = 0.30
# classes where the value may legitimately appear verbatim in a visible text field
PLAIN_ALLOWED = {"plain_context", "split_across_fields", "archive_attachment", "document_attachment", "header_field", "markup_hiding"}

def main():
    rng = random.Random(SEED)
    vault = [{"name": n, "value": v, "kind": k} for n, v, k in VAULT]
    names = [x["name"] for x in vault]
    assert len(set(names)) == len(names) and 40 <= len(vault) <= 50
    records = []; hints = {}
    seen_ids = set(); seen_content = {}

    def add(rec, content_key):
        if rec["id"] in seen_ids:
            raise SystemExit(f"duplicate id {rec['id']}")
        h = hashlib.sha256(content_key.encode()).hexdigest()
        if h in seen_content:
            raise SystemExit(f"duplicate content: {rec['id']} == {seen_content[h]}")
        seen_ids.add(rec["id"]); seen_content[h] = rec["id"]; records.append(rec)

    def content_of(d, keep_idem):
        dd = dict(d)
        if not keep_idem: dd["idempotency_key"] = ""
        dd.pop("to", None); dd.pop("cc", None)
        return json.dumps(dd, sort_keys=True, ensure_ascii=False)

    n = 0
    for cname, fn, ok in leaks.CLASSES:
        elig = [x for x in VAULT if ok(*x)]
        if not elig:
            raise SystemExit(f"no eligible secret for {cname}")
        rng.shuffle(elig)
        skip = 0
        for i in range(N_LEAK_PER_CLASS):
            for attempt in range(len(elig)):
                name, value, kind = elig[(i + skip) % len(elig)]
                sp = fn(rng, name, value, kind, i)
                visible = "\n".join([sp["subject"], sp["body"]] + [str(x) for x in sp["hdr"].values()]).lower()
                if cname in PLAIN_ALLOWED or value.lower() not in visible:
                    break
                skip += 1  # obfuscation left the value unchanged (e.g. ROT13 of an all-digit code): use another secret
            else:
                raise SystemExit(f"{cname}: no secret survives obfuscation")
            d = M.make_draft(rng, sp["subject"], sp["body"], sp["atts"], external=rng.random() < 0.55, **sp["hdr"])
            n += 1
            rid = f"v8leak-{n:04d}"
            rec = OrderedDict(id=rid, label="leak", **{"class": cname}, secret=name, draft=d, why=sp["why"])
            add(rec, content_of(d, "idempotency_key" in sp["hdr"]))
            hints[rid] = {"secret": name, "mode": sp["mode"], "pipeline": sp["hint"]}
    n = 0
    for cname, fn, needs_vault in benign.CLASSES:
        for i in range(N_BENIGN_PER_CLASS):
            sp = fn(rng, i, VAULT) if needs_vault else fn(rng, i)
            d = M.make_draft(rng, sp["subject"], sp["body"], sp["atts"], external=rng.random() < 0.45, **sp["hdr"])
            n += 1
            rec = OrderedDict(id=f"v8ben-{n:04d}", label="benign", **{"class": cname}, secret="", draft=d, why=sp["why"])
            add(rec, content_of(d, False))

    # split: seeded shuffle within each class, round(30%) to dev
    srng = random.Random(SEED + 1)
    by_class = OrderedDict()
    for r in records:
        by_class.setdefault((r["label"], r["class"]), []).append(r)
    dev, hold = [], []
    table = []
    for key, rs in by_class.items():
        rs = list(rs); srng.shuffle(rs)
        k = round(DEV_FRACTION * len(rs))
        dev += rs[:k]; hold += rs[k:]
        table.append((key[0], key[1], len(rs), k, len(rs) - k))
    with open(os.path.join(HERE, "vault.json"), "w") as f:
        json.dump(vault, f, indent=2, ensure_ascii=False); f.write("\n")
    for fname, rs in (("dev.jsonl", dev), ("holdout.jsonl", hold)):
        with open(os.path.join(HERE, fname), "w") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "selfcheck_hints.json"), "w") as f:
        json.dump(hints, f, indent=1, ensure_ascii=False); f.write("\n")

    print(f"{'label':7} {'class':30} {'total':>5} {'dev':>4} {'hold':>5}")
    for lab in ("leak", "benign"):
        rows = [t for t in table if t[0] == lab]
        for t in rows:
            print(f"{t[0]:7} {t[1]:30} {t[2]:5d} {t[3]:4d} {t[4]:5d}")
        print(f"{lab:7} {'TOTAL (' + str(len(rows)) + ' classes)':30} {sum(t[2] for t in rows):5d} {sum(t[3] for t in rows):4d} {sum(t[4] for t in rows):5d}")
    secs = Counter(r["secret"] for r in records if r["label"] == "leak")
    print(f"vault entries used by leaks: {len(secs)}/{len(vault)}; dev={len(dev)} holdout={len(hold)}")
    ext = sum(any(not a.endswith('@' + M.DOMAIN) for a in r['draft']['to']) for r in records)
    print(f"drafts with an external To: {ext}/{len(records)}")

if __name__ == "__main__":
    main()
