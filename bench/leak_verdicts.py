#!/usr/bin/env python3
"""The leak scanner's verdicts, recorded or compared: a speed-up must not change any of them.

    .venv/bin/python bench/leak_verdicts.py --record FILE   # write every verdict (JSON lines)
    .venv/bin/python bench/leak_verdicts.py --check FILE    # compare, print every difference

Run ``--record`` with the old tree first (``PYTHONPATH=/tmp/old/src``), then ``--check`` with the
new one. A verdict is every hit (secret, transform, part) in order, so any change in what the
scanner finds shows, not only the blocked/clean bit. Cases: the dev split of every leak set
under bench/data (holdout files are never read), each against its own vault and against all the
sets' vaults at once; random drafts (prose with encoded leaks and near-misses of 1,000 random
secrets, bench/leaks.py's body generator with other seeds, junk tokens of every alphabet)
against those 1,000 secrets; and the derived texts (``decoders.derived_texts``) of every body,
which the readers' prechecks must leave unchanged. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import string
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from leak_eval import draft_request, min_fraction  # noqa: E402
from leaks import make_body, make_secrets, near_miss  # noqa: E402

from mailgate.secrets.decoders import derived_texts  # noqa: E402
from mailgate.secrets.extract import ExtractError  # noqa: E402
from mailgate.secrets.leaks import LeakScanner, Secret  # noqa: E402
from mailgate.secrets.parts import draft_parts  # noqa: E402
from mailgate.secrets.transforms import split_memo  # noqa: E402

SETS = ("leaks", "leaks-v2", "leaks-v3", "leaks-v4", "leaks-v5", "leaks-v6", "leaks-v7")
RANDOM_DRAFTS = 300


def vault(name: str) -> list[Secret]:
    raw = json.loads((BENCH / "data" / name / "vault.json").read_text())
    return [Secret(name=f"{name}/{v['name']}", value=v["value"], kind=v["kind"]) for v in raw]


def dev_cases(name: str) -> list[dict[str, Any]]:
    text = (BENCH / "data" / name / "dev.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line]


def hits(scanner: LeakScanner, parts: dict[str, str]) -> list[list[str]]:
    return [[h.name, h.transform, h.part] for h in scanner.scan(parts)]


def junk(rng: random.Random) -> str:
    """A line of tokens in the alphabets the decoders read (base64, hex, base85, codes, escapes)."""
    alphabets = (
        string.ascii_letters + string.digits + "+/=",
        "0123456789abcdef",
        string.ascii_letters + string.digits + "!#$%&()*+-;<=>?@^_`{|}~",
        "0123456789 ,",
        "=%&#;0123456789ABCDEF",
        string.punctuation + string.ascii_letters,
    )
    return " ".join(
        "".join(rng.choice(rng.choice(alphabets)) for _ in range(rng.randint(6, 60)))
        for _ in range(rng.randint(1, 6))
    )


def random_drafts(secrets: list[Secret]) -> Iterator[dict[str, str]]:
    """Drafts of prose, junk and encoded copies (whole, near-miss, cut) of random secrets."""
    rng = random.Random(15)
    for n in range(RANDOM_DRAFTS):
        value = rng.choice(secrets).value
        forms = [
            value,
            near_miss(value),
            base64.b64encode(value.encode()).decode(),
            value.encode().hex(),
            " ".join(value),
            value[::-1],
            ",".join(str(ord(c)) for c in value),
            value[: len(value) // 2] + "\n\n" + value[len(value) // 2 :],
            "".join(f"&#{ord(c)};" for c in value),
            value.translate(
                str.maketrans(string.ascii_letters, string.ascii_letters[13:] + string.ascii_letters[:13])
            ),
        ]
        lines = [junk(rng) if rng.random() < 0.3 else rng.choice(forms) for _ in range(rng.randint(1, 4))]
        body = make_body(rng, secrets, chars=rng.choice((300, 2_000, 6_000)))
        cut = rng.randint(0, len(body))
        body = body[:cut] + "\n" + "\n".join(lines) + "\n" + body[cut:]
        yield {
            "subject": junk(rng) if n % 7 == 0 else "Report",
            "to:a@example.com": "a@example.com",
            "body": body,
        }


def verdicts() -> Iterator[dict[str, Any]]:
    every = [s for name in SETS for s in vault(name)]
    together = LeakScanner.build(every, min_fraction=min_fraction())
    for name in SETS:
        own = LeakScanner.build(vault(name), min_fraction=min_fraction())
        for case in dev_cases(name):
            try:
                parts = draft_parts(draft_request(case["draft"]))
            except ExtractError:
                yield {"case": f"{name}/{case['id']}", "unreadable": True}
                continue
            yield {"case": f"{name}/{case['id']}", "own": hits(own, parts), "all": hits(together, parts)}
            with split_memo():
                derived = derived_texts(parts["body"])
            yield {"case": f"{name}/{case['id']}/derived", "texts": derived}
    rng = random.Random(20_000)
    secrets = make_secrets(rng, 1_000)
    scanner = LeakScanner.build(secrets, min_fraction=min_fraction())
    for n, parts in enumerate(random_drafts(secrets)):
        yield {"case": f"random/{n}", "hits": hits(scanner, parts)}
        with split_memo():
            derived = derived_texts(parts["body"])
        yield {"case": f"random/{n}/derived", "texts": derived}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--record", type=Path)
    mode.add_argument("--check", type=Path)
    args = parser.parse_args()
    if args.record:
        with args.record.open("w") as out:
            count = 0
            for verdict in verdicts():
                out.write(json.dumps(verdict) + "\n")
                count += 1
        print(json.dumps({"bench": "leak_verdicts", "recorded": count}))
        return 0
    recorded = [json.loads(line) for line in args.check.read_text().splitlines() if line]
    differ = 0
    count = 0
    for old, new in zip(recorded, verdicts(), strict=True):
        count += 1
        if json.loads(json.dumps(new)) != old:
            differ += 1
            print(
                "differs:", old["case"], "\n  old:", json.dumps(old)[:400], "\n  new:", json.dumps(new)[:400]
            )
    print(json.dumps({"bench": "leak_verdicts", "checked": count, "differ": differ}))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
