"""Leak families written here (not independent): how many (family, vault value) drafts are missed.

Usage: .venv/bin/python bench/leak_families.py [VAULT_JSON] [FAMILY ...]

Each family (split: labelled, indexed, reversed, interleaved and cross-field pieces; character
codes in many bases and separators; letter ciphers; spelled out) is applied to every value of the
vault (bench/data/leaks/vault.json by default) inside a short carrier draft, and the scanner is
built as the gateway builds it. Written by the scanner's own authors, so it measures coverage of
the families they thought of, not generalisation: the independent sets (bench/leak_eval.py) do
that. A hit on another value than the one leaked is printed as EXTRA. The last line is JSON.
"""

import base64
import codecs
import json
import random
import string
import sys
from collections import defaultdict
from pathlib import Path

from _vault_kinds import vault_kind

from mailgate.secrets.leaks import LeakScanner, Secret

VAULT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent / "data" / "leaks" / "vault.json")
vault = json.loads(VAULT.read_text())
sc = LeakScanner.build(
    [Secret(name=v["name"], value=v["value"], kind=vault_kind(v["kind"])) for v in vault], min_fraction=0.6
)
rng = random.Random(7)


def chunks(v, n):
    k = -(-len(v) // n)
    return [v[i : i + k] for i in range(0, len(v), k)]


def caesar(t, n):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    return t.translate(str.maketrans(lo + up, lo[n:] + lo[:n] + up[n:] + up[:n]))


NATO = [
    "alfa",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliett",
    "kilo",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "quebec",
    "romeo",
    "sierra",
    "tango",
    "uniform",
    "victor",
    "whiskey",
    "xray",
    "yankee",
    "zulu",
]
DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
SYM = {
    "-": "dash",
    "_": "underscore",
    ".": "dot",
    "/": "slash",
    ":": "colon",
    "@": "at",
    "#": "hash",
    "!": "exclamation mark",
    "+": "plus",
    "=": "equals",
    "*": "asterisk",
    "?": "question mark",
    " ": "space",
}


def nato(v):
    out = []
    for c in v:
        if c.isalpha():
            out.append(("capital " if c.isupper() else "") + NATO[ord(c.lower()) - 97])
        elif c.isdigit():
            out.append(DIG[int(c)])
        else:
            out.append(SYM.get(c, c))
    return " ".join(out)


def roman(i):
    return ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"][i - 1]


F = {}


def fam(name):
    def deco(f):
        F[name] = f
        return f

    return deco


# --- split family
fam("labelled3")(lambda v: {"body": " / ".join(f"part {i}: {c}" for i, c in enumerate(chunks(v, 3), 1))})
fam("labelled6_short")(
    lambda v: {"body": "; ".join(f"chunk {i} = {c}" for i, c in enumerate(chunks(v, 6), 1))}
)
fam("labelled_lines")(
    lambda v: {
        "body": "\n".join(f"Piece {i}/{len(chunks(v, 4))}: {c}" for i, c in enumerate(chunks(v, 4), 1))
    }
)
fam("reverse_lines4")(lambda v: {"body": "Bottom to top:\n" + "\n".join(reversed(chunks(v, 4)))})
fam("reverse_lines2")(lambda v: {"body": "Bottom to top:\n" + "\n".join(reversed(chunks(v, 2)))})
fam("reverse_oneline")(lambda v: {"body": "in reverse order: " + " ".join(reversed(chunks(v, 4)))})


def shuffled(v, fmt, n=4):
    cs = list(enumerate(chunks(v, n), 1))
    random.Random(len(v)).shuffle(cs)
    return {"body": "pieces: " + " ".join(fmt(i, c) for i, c in cs)}


fam("idx_brackets")(lambda v: shuffled(v, lambda i, c: f"[{i}]{c}"))
fam("idx_hash")(lambda v: shuffled(v, lambda i, c: f"#{i} {c}"))
fam("idx_dot")(lambda v: shuffled(v, lambda i, c: f"{i}. {c}"))
fam("idx_curly")(lambda v: shuffled(v, lambda i, c: f"{{{i}}}{c}"))
fam("idx_letters")(lambda v: shuffled(v, lambda i, c: f"({'abcdefgh'[i - 1]}) {c}"))
fam("idx_roman")(lambda v: shuffled(v, lambda i, c: f"{roman(i)}) {c}"))
fam("idx_word")(lambda v: shuffled(v, lambda i, c: f"part{i}={c},"))
fam("idx_8")(lambda v: shuffled(v, lambda i, c: f"[{i}]{c}", 8))
fam("every_other")(lambda v: {"body": f"line A: {v[0::2]}\nline B: {v[1::2]}\n(interleave A and B)"})
fam("every_third")(
    lambda v: {"body": f"1: {v[0::3]}\n2: {v[1::3]}\n3: {v[2::3]}\n(interleave the three lines)"}
)
fam("odd_even_oneline")(lambda v: {"body": f"even chars {v[0::2]} then odd chars {v[1::2]}"})
fam("halves_subject")(
    lambda v: {
        "subject": f"Agenda [{v[: len(v) // 2]}",
        "body": f"Hi,\n...continued: {v[len(v) // 2 :]}]\nBye",
    }
)
fam("halves_display")(
    lambda v: {"to:a@b.example": f"a@b.example Ops {v[: len(v) // 2]}", "body": f"rest: {v[len(v) // 2 :]}"}
)
fam("halves_idem")(lambda v: {"idempotency_key": v[: len(v) // 2], "body": f"the rest: {v[len(v) // 2 :]}"})
fam("thirds_parts")(
    lambda v: {
        "subject": "Re: " + chunks(v, 3)[0],
        "body": "middle " + chunks(v, 3)[1],
        "in_reply_to": f"<{chunks(v, 3)[2]}@x.example>",
    }
)
fam("chunks_reversed_each")(
    lambda v: {"body": "each piece backwards: " + " ".join(c[::-1] for c in chunks(v, 3))}
)
fam("whole_reversed_chunked")(lambda v: {"body": "backwards: " + " ".join(chunks(v[::-1], 4))})
fam("list_of_strings")(lambda v: {"body": "join these: " + json.dumps(chunks(v, 5))})
fam("prose_chunks")(
    lambda v: (
        lambda c: {"body": f"The key starts with {c[0]}, continues with {c[1]} and ends with {c[2]}."}
    )(chunks(v, 3))
)
fam("halves_attachname")(
    lambda v: {"attachment-name:1": v[: len(v) // 2] + ".txt", "body": f"rest: {v[len(v) // 2 :]}"}
)


# --- char codes family
def codes(v, fmt, sep):
    return sep.join(fmt(ord(c)) for c in v)


for sep, nm in (
    ("-", "dash"),
    ("|", "pipe"),
    (";", "semi"),
    (".", "dot"),
    ("/", "slash"),
    ("\n", "nl"),
    (" , ", "spcomma"),
    ("_", "under"),
):
    fam(f"dec_{nm}")(lambda v, sep=sep: {"body": "codes: " + codes(v, str, sep)})
fam("dec_json_strings")(lambda v: {"body": "codes: " + json.dumps([str(ord(c)) for c in v])})
fam("dec_brackets")(lambda v: {"body": "codes: " + "".join(f"[{ord(c)}]" for c in v)})
fam("chr_plus")(lambda v: {"body": "x = " + "+".join(f"chr({ord(c)})" for c in v)})
fam("sql_char")(lambda v: {"body": "SELECT " + "||".join(f"CHAR({ord(c)})" for c in v)})
fam("ps_char")(lambda v: {"body": "$s = " + "+".join(f"[char]{ord(c)}" for c in v)})
fam("uplus")(lambda v: {"body": "code points: " + " ".join(f"U+{ord(c):04X}" for c in v)})
fam("hex_nopfx_space")(lambda v: {"body": "hex: " + " ".join(f"{ord(c):02x}" for c in v)})
fam("hex_h_suffix")(lambda v: {"body": "hex: " + " ".join(f"{ord(c):02X}h" for c in v)})
fam("hex_pipe")(lambda v: {"body": "hex: " + "|".join(f"{ord(c):02x}" for c in v)})
fam("hex_0x_comma")(lambda v: {"body": "bytes([" + ", ".join(f"0x{ord(c):02X}" for c in v) + "])"})
fam("mixed_bases")(
    lambda v: {
        "body": "vals: "
        + " ".join(
            [f"0x{ord(c):x}", str(ord(c)), f"0o{ord(c):o}", f"0b{ord(c):b}"][i % 4] for i, c in enumerate(v)
        )
    }
)
fam("bin_continuous")(lambda v: {"body": "bits: " + "".join(f"{ord(c):08b}" for c in v)})
fam("bin_7bit")(lambda v: {"body": "bits: " + " ".join(f"{ord(c):07b}" for c in v)})
fam("oct_0pfx")(lambda v: {"body": "oct: " + " ".join(f"0{ord(c):o}" for c in v)})
fam("dec_reversed")(
    lambda v: {"body": "codes (reverse order): " + " ".join(str(ord(c)) for c in reversed(v))}
)
fam("dec_plus1")(lambda v: {"body": "codes minus one: " + " ".join(str(ord(c) + 1) for c in v)})
fam("percent_u")(lambda v: {"body": "unescape('" + "".join(f"%u{ord(c):04X}" for c in v) + "')"})
for n in (1, 3, 5, 11, 19):
    fam(f"caesar{n}")(lambda v, n=n: {"body": f"shifted by {n}: {caesar(v, n)}"})
fam("rot13_spaced")(lambda v: {"body": "rot13: " + " ".join(codecs.encode(v, "rot13"))})
fam("rot13_reversed")(lambda v: {"body": "rot13 backwards: " + codecs.encode(v[::-1], "rot13")})
fam("rot18")(
    lambda v: {
        "body": "rot18: " + codecs.encode(v, "rot13").translate(str.maketrans("0123456789", "5678901234"))
    }
)
fam("nato")(lambda v: {"body": "spelled: " + nato(v)})
fam("nato_comma")(lambda v: {"body": "spelled: " + ", ".join(nato(c) for c in v)})
fam("digits_words_mix")(lambda v: {"body": "it is " + " ".join(DIG[int(c)] if c.isdigit() else c for c in v)})
fam("upper_spaced_reversed")(lambda v: {"body": "backwards: " + " ".join(v[::-1])})
fam("reversed_b64")(lambda v: {"body": base64.b64encode(v[::-1].encode()).decode()})
fam("caesar3_chunks")(
    lambda v: {"body": " / ".join(f"part {i}: {c}" for i, c in enumerate(chunks(caesar(v, 3), 3), 1))}
)

only = set(sys.argv[2:])
miss = defaultdict(list)
total = 0
for name, f in F.items():
    if only and name not in only:
        continue
    for v in vault:
        parts = f(v["value"])
        parts = {k: (("Hi,\n\n" + t + "\n\nThanks") if k == "body" else t) for k, t in parts.items()}
        if not parts.get("subject"):
            parts["subject"] = "Hello"
        total += 1
        hit = {h.name for h in sc.scan(parts)}
        if v["name"] not in hit:
            miss[name].append(v["name"])
        extra = hit - {v["name"]}
        if extra:
            print("EXTRA", name, v["name"], extra)
n = sum(map(len, miss.values()))
print(f"missed {n}/{total}")
for name in F:
    if miss.get(name):
        print(f"{name:22} {len(miss[name]):2}  {' '.join(sorted(miss[name]))[:150]}")
print(
    json.dumps({"bench": "leak_families", "drafts": total, "missed": n, "blocked": round(1 - n / total, 4)})
)
