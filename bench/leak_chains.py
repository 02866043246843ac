"""Leak chains written here (not independent): random layered encodings and splits of each value.

Usage: .venv/bin/python bench/leak_chains.py [--quick] [--seed N] [--per-value K] [--kind chain|split|both]
[VAULT_JSON ...]

Where ``bench/leak_families.py`` tries fixed families, this draws random *chains*: one to three
layers from a pool of encodings (base64/url/nopad, base32, base58, base85, Ascii85, hex in several
spellings, uuencode, percent, HTML and backslash escapes, quoted-printable, character codes,
UTF-16, zlib/gzip/raw deflate/bz2/lzma, reversal, ROT13), and random splits (the value cut into
2-6 pieces placed in different fields of the draft, in order, reversed or shuffled, with or
without labels; every other character; one character per line; columns; acrostics). Each draws
per vault value (the independent sets' vaults by default) inside a short carrier draft; the
scanner is built as the gateway builds it. Written by the scanner's own author: it measures
coverage of the classes named in issue 15, not generalisation. A hit on another value than the
one leaked is printed as EXTRA. The last line is JSON.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import bz2
import codecs
import gzip
import json
import lzma
import random
import zlib
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from _vault_kinds import vault_kind

from mailgate.secrets.leaks import LeakScanner, Secret

DATA = Path(__file__).parent / "data"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58(data: bytes) -> str:
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


def uu(data: bytes) -> str:
    lines = [binascii.b2a_uu(data[i : i + 45]).decode() for i in range(0, len(data), 45)]
    return "begin 644 data.bin\n" + "".join(lines) + "`\nend"


def wrap(text: str, width: int) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


# Byte encoders: bytes -> ASCII text.
TEXTUAL: dict[str, Callable[[bytes], str]] = {
    "b64": lambda d: base64.b64encode(d).decode(),
    "b64nopad": lambda d: base64.b64encode(d).decode().rstrip("="),
    "b64url": lambda d: base64.urlsafe_b64encode(d).decode().rstrip("="),
    "b64wrap": lambda d: wrap(base64.b64encode(d).decode(), 76),
    "b32": lambda d: base64.b32encode(d).decode(),
    "b32low": lambda d: base64.b32encode(d).decode().rstrip("=").lower(),
    "b58": b58,
    "b85": lambda d: base64.b85encode(d).decode(),
    "a85": lambda d: base64.a85encode(d, adobe=True).decode(),
    "a85bare": lambda d: base64.a85encode(d).decode(),
    "hex": lambda d: d.hex(),
    "HEX": lambda d: d.hex().upper(),
    "hexcolon": lambda d: d.hex(":"),
    "hexspace": lambda d: d.hex(" "),
    "hex0x": lambda d: ", ".join(f"0x{b:02x}" for b in d),
    "xesc": lambda d: "".join(f"\\x{b:02x}" for b in d),
    "uu": uu,
    "pct": lambda d: "".join(f"%{b:02X}" for b in d),
    "qp": lambda d: "".join(f"={b:02X}" for b in d),
    "octesc": lambda d: "".join(f"\\{b:03o}" for b in d),
    "dec": lambda d: " ".join(str(b) for b in d),
    "bin": lambda d: " ".join(f"{b:08b}" for b in d),
}
# Text encoders: text -> text (applied to ASCII text only).
TEXT: dict[str, Callable[[str], str]] = {
    "rev": lambda t: t[::-1],
    "rot13": lambda t: codecs.encode(t, "rot13"),
    "htmldec": lambda t: "".join(f"&#{ord(c)};" for c in t),
    "htmlhex": lambda t: "".join(f"&#x{ord(c):x};" for c in t),
    "uesc": lambda t: "".join(f"\\u{ord(c):04x}" for c in t),
    "cssesc": lambda t: "".join(f"\\{ord(c):x} " for c in t),
    "ubrace": lambda t: "".join(f"\\u{{{ord(c):x}}}" for c in t),
}
# Binary steps: bytes -> bytes (a textual encoder must follow).
BINARY: dict[str, Callable[[bytes], bytes]] = {
    "zlib": zlib.compress,
    "gzip": lambda d: gzip.compress(d, mtime=0),
    "deflate": lambda d: zlib.compress(d)[2:-4],
    "bz2": bz2.compress,
    "lzma": lzma.compress,
    "utf16le": lambda d: d.decode("latin-1").encode("utf-16-le"),
    "utf16be": lambda d: d.decode("latin-1").encode("utf-16-be"),
    "utf16": lambda d: d.decode("latin-1").encode("utf-16"),
}


def chain(rng: random.Random, value: str) -> tuple[str, str]:
    """A random chain of 1-3 layers over ``value``: (names, encoded text)."""
    depth = rng.choice((1, 2, 2, 3, 3))
    names: list[str] = []
    text = value
    data: bytes | None = None  # set when the last step left bytes
    for step in range(depth):
        last = step == depth - 1
        pool = ["textual"] * 5 + ["text"] * 2 + ([] if last else ["binary"] * 2)
        kind = rng.choice(pool) if data is None else "textual"
        if kind == "binary":
            name = rng.choice(sorted(BINARY))
            data = BINARY[name]((text).encode("utf-8") if data is None else data)
        elif kind == "text":
            name = rng.choice(sorted(TEXT))
            text = TEXT[name](text)
        else:
            name = rng.choice(sorted(TEXTUAL))
            text = TEXTUAL[name](text.encode("utf-8") if data is None else data)
            data = None
        names.append(name)
    if data is not None:
        names.append("b64")
        text = TEXTUAL["b64"](data)
    return "+".join(names), text


def chunks(value: str, n: int) -> list[str]:
    k = -(-len(value) // n)
    return [value[i : i + k] for i in range(0, len(value), k)]


FIELDS = ("subject", "body", "to", "idempotency_key", "in_reply_to", "attachment-name")


def place(pieces: list[str], rng: random.Random) -> dict[str, str]:
    """Each piece in a field of its own (the body gets the rest)."""
    fields = rng.sample(FIELDS, min(len(pieces), len(FIELDS)))
    out: dict[str, list[str]] = defaultdict(list)
    for i, piece in enumerate(pieces):
        out[fields[i % len(fields)]].append(piece)
    parts: dict[str, str] = {}
    for field, got in out.items():
        joined = " ".join(got)
        if field == "subject":
            parts["subject"] = f"Re: ticket {joined}"
        elif field == "body":
            parts["body"] = f"Hi,\n\nas discussed: {joined}\n\nThanks"
        elif field == "to":
            parts["to:ops@example.com"] = f"ops@example.com Ops {joined}"
        elif field == "idempotency_key":
            parts["idempotency_key"] = joined
        elif field == "in_reply_to":
            parts["in_reply_to"] = f"<{joined}@mail.example.com>"
        else:
            parts["attachment-name:1"] = f"{joined}.txt"
    return parts


def split(rng: random.Random, value: str) -> tuple[str, dict[str, str]]:
    """A random split of ``value`` into named parts."""
    style = rng.choice(
        [
            "fields",
            "fields",
            "labelled",
            "reversed_order",
            "shuffled_labelled",
            "interleave",
            "char_per_line",
            "groups",
            "acrostic",
            "column",
            "chunks_lines",
        ]
    )
    n = rng.randint(2, 5)
    cs = chunks(value, n)
    if style == "fields":
        return f"fields{len(cs)}", place(cs, rng)
    if style == "labelled":
        body = "\n".join(f"part {i}: {c}" for i, c in enumerate(cs, 1))
    elif style == "reversed_order":
        body = "read these bottom up:\n" + "\n".join(reversed(cs))
    elif style == "shuffled_labelled":
        order = list(enumerate(cs, 1))
        rng.shuffle(order)
        fmt = rng.choice(["({i}) {c}", "#{i}={c}", "{i}/{n}: {c}", "chunk {i} -> {c}", "[{i}] {c}"])
        sep = rng.choice(["\n", "  ", "; "])
        body = sep.join(fmt.format(i=i, c=c, n=len(cs)) for i, c in order)
    elif style == "interleave":
        k = rng.choice((2, 2, 3))
        body = "\n".join(f"{'ABC'[j]}: {value[j::k]}" for j in range(k)) + "\n(interleave the lines)"
    elif style == "char_per_line":
        prefix = rng.choice(["", "> ", "* ", "- "])
        body = "\n".join(prefix + c for c in value)
    elif style == "groups":
        g = rng.choice((3, 4, 5))
        body = "code: " + " ".join(value[i : i + g] for i in range(0, len(value), g))
    elif style == "acrostic":
        words = ["apple", "river", "stone", "cloud", "maple", "ember", "north", "pearl"]
        body = "\n".join(c + rng.choice(words) + " line of the poem" for c in value)
    elif style == "column":
        g = rng.choice((3, 4, 5))
        rows = [value[i : i + g] for i in range(0, len(value), g)]
        body = "| id | ref | note |\n|---|---|---|\n" + "\n".join(
            f"| {i} | {r} | ok |" for i, r in enumerate(rows, 1)
        )
    else:
        body = "\n".join(cs)
    return style, {"body": f"Hi,\n\n{body}\n\nThanks", "subject": "Notes"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--per-value", type=int, default=12)
    parser.add_argument("--quick", action="store_true", help="4 drafts per value")
    parser.add_argument("--kind", choices=("chain", "split", "both"), default="both")
    parser.add_argument("--show", type=int, default=40)
    parser.add_argument("vaults", nargs="*")
    args = parser.parse_args()
    if args.quick:
        args.per_value = 4
    vaults = args.vaults or [str(DATA / d / "vault.json") for d in ("leaks", "leaks-v2", "leaks-v3")]
    rng = random.Random(args.seed)
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses: list[str] = []
    extras = 0
    total = missed = 0
    for path in vaults:
        vault = json.loads(Path(path).read_text())
        scanner = LeakScanner.build(
            [Secret(name=v["name"], value=v["value"], kind=vault_kind(v["kind"])) for v in vault]
        )
        for v in vault:
            for _ in range(args.per_value):
                kind = args.kind if args.kind != "both" else rng.choice(("chain", "split"))
                if kind == "chain":
                    label, text = chain(rng, v["value"])
                    where = rng.choice(("body", "body", "attachment"))
                    if where == "body":
                        parts = {"subject": "Export", "body": f"Hi,\n\nthe export:\n{text}\n\nThanks"}
                    else:
                        parts = {"subject": "Export", "body": "see attached", "attachment:1:x.txt": text}
                else:
                    label, parts = split(rng, v["value"])
                hits = {h.name for h in scanner.scan(parts)}
                total += 1
                cell = per[f"split:{label}" if kind == "split" else f"chain{label.count('+') + 1}"]
                cell[1] += 1
                if v["name"] in hits:
                    cell[0] += 1
                else:
                    missed += 1
                    misses.append(f"{Path(path).parent.name}:{v['name']} ({len(v['value'])}) {label}")
                if hits - {v["name"]}:
                    extras += 1
                    print("EXTRA", v["name"], label, hits - {v["name"]})
    for line in misses[: args.show]:
        print("MISS", line)
    for family, (ok, n) in sorted(per.items()):
        print(f"{family:24} {ok:4}/{n:<4} {ok / n:.1%}")
    print(json.dumps({"bench": "leak_chains", "drafts": total, "missed": missed, "extra": extras}))


if __name__ == "__main__":
    main()
