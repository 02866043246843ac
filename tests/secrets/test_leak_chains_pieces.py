"""Layered chains of encodings, values cut into pieces over a draft's fields, and the other
disguises of session 7 (base58, uuencode, CSS escapes, bzip2/xz, glued codes, keyboard shifts,
acrostics); the decoders as properties, the new searches' bounds on hostile input.

The values and chains here are written for these tests (not taken from an evaluation set).
"""

from __future__ import annotations

import base64
import binascii
import bz2
import codecs
import gzip
import itertools
import lzma
import random
import string
import zlib
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.secrets.decoders import (
    DECODERS,
    MAX_OUTPUT,
    MAX_RUNS,
    _byte_runs,
    _char_code_views,
    _escape_views,
    _glued_codes,
    _uu_blocks,
    base58_decode,
    bytes_texts,
    derived_texts,
)
from mailgate.secrets.leaks import UNCHECKED_PIECES, LeakScanner, Secret
from mailgate.secrets.reassembly import MAX_STEPS, Budget, Found, reassembles
from mailgate.secrets.transforms import skeleton, split_memo

KEY = "Vq8Lm3Xz7Pt2Kw9Rb5Nc"  # random, 20 characters: every loose form
PIN = "Rv7nQk2pWz9t"  # random, 12 characters: random enough to be cut anywhere, no loose forms
HUMAN = "Harbor2029!"  # human-chosen: pieces only when cut inside a word or number
SCANNER = LeakScanner.build(
    [Secret(name="key", value=KEY), Secret(name="pin", value=PIN), Secret(name="human", value=HUMAN)]
)
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def found(**parts: str) -> set[str]:
    return {h.name for h in SCANNER.scan(parts)}


def in_body(text: str) -> set[str]:
    return found(subject="Numbers", body=f"Hello,\n\nthe figures are below.\n{text}\n\nRegards")


def b58encode(data: bytes) -> str:
    """Reference encoder (written apart from the decoder under test)."""
    number = int.from_bytes(data, "big")
    digits = ""
    while number:
        number, rest = divmod(number, 58)
        digits = B58[rest] + digits
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + digits


def uuencode(data: bytes) -> str:
    lines = "".join(binascii.b2a_uu(data[i : i + 45]).decode() for i in range(0, len(data), 45))
    return f"begin 644 notes.bin\n{lines}`\nend\n"


RIGHT_ONE_KEY = str.maketrans(
    "qwertyuiopasdfghjklzxcvbnmQWERTYUIOPASDFGHJKLZXCVBNM1234567890!@#$%^&*()",
    "wertyuiop[sdfghjkl;xcvbnm,WERTYUIOP{SDFGHJKL:XCVBNM<234567890-@#$%^&*()_",
)

# --- layered chains ------------------------------------------------------------------------------

b64 = lambda d: base64.b64encode(d).decode()  # noqa: E731
CHAINS: dict[str, Callable[[str], str]] = {
    "base58": lambda v: b58encode(v.encode()),
    "base58 of hex": lambda v: b58encode(v.encode().hex().encode()),
    "uuencode": lambda v: uuencode(v.encode()),
    "base64 of base32, reversed": lambda v: b64(base64.b32encode(v.encode()))[::-1],
    "rot13 of base64": lambda v: codecs.encode(b64(v.encode()), "rot13"),
    "html entities of base64": lambda v: "".join(f"&#{ord(c)};" for c in b64(v.encode())),
    "hex with colons of gzip": lambda v: gzip.compress(v.encode(), mtime=0).hex(":"),
    "base64 of bzip2": lambda v: b64(bz2.compress(v.encode())),
    "base85 of xz": lambda v: base64.b85encode(lzma.compress(v.encode())).decode(),
    "percent of zlib": lambda v: "".join(f"%{b:02X}" for b in zlib.compress(v.encode())),
    "\\x of UTF-16": lambda v: "".join(f"\\x{b:02x}" for b in v.encode("utf-16-le")),
    "byte codes of zlib": lambda v: ", ".join(str(b) for b in zlib.compress(v.encode())),
    "Ascii85 backwards": lambda v: base64.a85encode(v.encode(), adobe=True).decode()[::-1],
    "base85 backwards": lambda v: base64.b85encode(v.encode()).decode()[::-1],
    "hex with colons backwards": lambda v: v.encode().hex(":")[::-1],
    "hex of base58, joined by dashes": lambda v: b58encode(v.encode()).encode().hex("-"),
    "\\x escapes written backwards": lambda v: "".join(f"\\x{b:02x}" for b in v.encode())[::-1],
    "entities written backwards": lambda v: "".join(f"&#{ord(c)};" for c in v)[::-1],
    "\\u escapes through ROT13": lambda v: codecs.encode("".join(f"\\u{ord(c):04x}" for c in v), "rot13"),
    "CSS escapes": lambda v: "".join(f"\\{ord(c):x} " for c in v),
    "glued decimal codes": lambda v: "".join(str(ord(c)) for c in v),
    "one key to the right": lambda v: v.translate(RIGHT_ONE_KEY),
}


@pytest.mark.parametrize("chain", sorted(CHAINS))
@pytest.mark.parametrize(("name", "value"), [("key", KEY), ("pin", PIN), ("human", HUMAN)])
def test_a_chain_of_encodings_is_undone(chain: str, name: str, value: str) -> None:
    assert name in in_body(CHAINS[chain](value))


LAYERS: list[Callable[[bytes], bytes]] = [
    lambda d: base64.b64encode(d),
    lambda d: base64.b32encode(d),
    lambda d: base64.b85encode(d),
    lambda d: d.hex().encode(),
    lambda d: b58encode(d).encode(),
    lambda d: d[::-1],
    lambda d: zlib.compress(d),
    lambda d: d.decode("latin-1").encode("utf-16-le"),
]


@given(first=st.integers(0, len(LAYERS) - 1), second=st.integers(0, 4), seed=st.integers(0, 2**16))
@settings(max_examples=120, deadline=None)
def test_two_layers_of_a_random_long_value_are_undone(first: int, second: int, seed: int) -> None:
    rng = random.Random(seed)
    value = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(24))
    scanner = LeakScanner.build([Secret(name="v", value=value)])
    # The outer layer is one that writes text (the first five); the inner one may be binary.
    data = LAYERS[second](LAYERS[first](value.encode()))
    body = f"Attached the export:\n{data.decode('ascii')}\nThanks"
    assert {h.name for h in scanner.scan({"body": body})} == {"v"}


# --- the decoders as properties ------------------------------------------------------------------


@given(st.binary(min_size=8, max_size=200))
@settings(max_examples=200, deadline=None)
def test_base58_reads_what_the_reference_encoder_wrote(data: bytes) -> None:
    assert base58_decode(b58encode(data)) == data


@given(st.text(st.characters(min_codepoint=32, max_codepoint=126), min_size=4, max_size=60))
@settings(max_examples=200, deadline=None)
def test_glued_decimal_codes_of_printable_ascii_have_one_reading(value: str) -> None:
    assert _glued_codes("".join(str(ord(c)) for c in value)) == value.encode()


@given(st.binary(min_size=1, max_size=400))
@settings(max_examples=150, deadline=None)
def test_uuencoded_files_are_read_back(data: bytes) -> None:
    text = data.hex()  # printable content, so bytes_texts keeps it as text
    assert text in list(_uu_blocks("Hi,\n" + uuencode(text.encode()) + "bye"))


@given(
    value=st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=8, max_size=60),
    fmt=st.sampled_from(["\\x{:02x}", "%{:02X}", "={:02X}", "&#{};", "&#x{:x};", "\\{:03o}"]),
    wrap=st.sampled_from(
        [zlib.compress, lambda d: gzip.compress(d, mtime=0), lambda d: d.decode().encode("utf-16")]
    ),
)
@settings(max_examples=150, deadline=None)
def test_runs_of_escaped_bytes_are_read_as_bytes(
    value: str, fmt: str, wrap: Callable[[bytes], bytes]
) -> None:
    escaped = "".join(fmt.format(b) for b in wrap(value.encode()))
    assert value in list(_byte_runs(f"data: {escaped} end"))


def test_decimal_entities_are_decimal_to_the_code_list_reader() -> None:
    # "&#100;" is "d": the "#" is the entity's, not a hex prefix ("#64" would be hex).
    assert "dmsd" in list(_char_code_views("&#100;&#109;&#115;&#100;"))


@given(st.text(st.characters(min_codepoint=33, max_codepoint=0x2FFF), min_size=4, max_size=40))
@settings(max_examples=150, deadline=None)
def test_css_escapes_are_read(value: str) -> None:
    views = list(_escape_views("content: '" + "".join(f"\\{ord(c):x} " for c in value) + "';"))
    assert any(value in view for view in views)


def test_a_thousand_nested_compressed_layers_do_not_exhaust_the_stack() -> None:
    data = b"the value is hidden very deep"
    for _ in range(1000):
        data = zlib.compress(data)
    assert list(bytes_texts(data)) == []  # past MAX_NESTED streams the reader stops
    shallow = zlib.compress(zlib.compress(b"two layers of zlib"))
    assert list(bytes_texts(shallow)) == ["two layers of zlib"]


# --- pieces over the fields of a draft -----------------------------------------------------------


def fields(pieces: list[str]) -> dict[str, str]:
    """Each piece in another field, as an agent would hide it."""
    places = [
        lambda p: {"subject": f"Re: ticket {p}"},
        lambda p: {"body": f"Hello,\n\nreference {p} as agreed.\n\nRegards"},
        lambda p: {"to:pat@example.org": f"pat@example.org Pat {p}"},
        lambda p: {"idempotency_key": p},
        lambda p: {"in_reply_to": f"<{p}@mail.example.org>"},
        lambda p: {"attachment-name:1": f"{p}.pdf"},
    ]
    out: dict[str, str] = {}
    for place, piece in zip(places, pieces, strict=False):
        out |= place(piece)
    return out


@given(
    data=st.data(),
    name_value=st.sampled_from([("key", KEY), ("pin", PIN)]),
    count=st.integers(2, 3),
    order=st.permutations(range(6)),
)
@settings(max_examples=150, deadline=None)
def test_a_random_value_cut_anywhere_over_several_fields_is_found(
    data: st.DataObject, name_value: tuple[str, str], count: int, order: list[int]
) -> None:
    name, value = name_value
    cuts = sorted(data.draw(st.sets(st.integers(4, len(value) - 4), min_size=count - 1, max_size=count - 1)))
    bounds = [0, *cuts, len(value)]
    pieces = [value[a:b] for a, b in itertools.pairwise(bounds)]
    if min(map(len, pieces)) < 4:
        return  # shorter pieces are ordinary syllables: not claimed
    slots: list[str] = [""] * 6
    for piece, slot in zip(pieces, order, strict=False):
        slots[slot] = piece
    draft = fields(slots)
    draft = {k: v for k, v in draft.items() if v.strip("<>@.") and not v.endswith(" ")}
    assert name in found(**draft)


def test_pieces_in_shuffled_groups_on_one_line_are_found() -> None:
    groups = [KEY[i : i + 4] for i in range(0, len(KEY), 4)]
    random.Random(3).shuffle(groups)
    assert "key" in in_body("codes: " + "  ".join(groups))


def test_a_human_password_cut_inside_its_word_over_two_fields_is_found() -> None:
    assert "human" in found(subject="Re: Harb", body="Hi,\n\nthe rest: or2029!\n\nBye")
    assert "human" in in_body("codes: Harbo r2029!")


def test_a_human_password_in_words_at_their_edges_is_not_a_leak() -> None:
    # "Harbor" and "2029!" are a word and a year: ordinary text holds them apart.
    assert found(subject="Harbor tour", body="Hi,\n\nsee you in 2029! Regards") == set()
    assert in_body("The Harbor 2029! plan and the harbor fees") == set()


def test_a_value_spelled_down_the_left_edge_is_found() -> None:
    words = ["orchard", "lantern", "meadow", "pebble", "thistle", "juniper", "saffron", "bramble"]
    poem = "\n".join(c + random.Random(i).choice(words) + " and the evening light" for i, c in enumerate(KEY))
    assert "key" in in_body(poem)


def test_near_miss_ids_and_ordinary_mail_stay_clean() -> None:
    near = KEY[:10] + ("Q" if KEY[10] != "Q" else "R") + KEY[11:]
    assert in_body(f"ticket {near} is closed; ref {near[:6]} {near[-6:]}") == set()
    assert found(subject=f"Re: {KEY[:4]}x", body=f"Hello {KEY[-4:]}y and more") == set()


# --- bounded work ----------------------------------------------------------------------------------


class CountedText(str):
    """A text that counts the searches made in it."""

    finds = 0

    def find(self, *args: object) -> int:  # type: ignore[override]
        CountedText.finds += 1
        return super().find(*args)  # type: ignore[arg-type]


def test_the_piece_search_is_bounded_on_a_hostile_draft() -> None:
    # 200,000 characters made of the value's own beginnings and endings at word edges: every
    # occurrence is a place a piece could start. The search stops at its step budget: each
    # search of a 200,000-character text costs 1 + 200,000 // 4096 steps.
    value = skeleton(KEY)
    unit = " ".join(value[:i] + " " + value[-i:] for i in range(4, 12)) + " "
    text = CountedText((unit * (200_000 // len(unit) + 1))[:200_000])
    CountedText.finds = 0
    verdict = reassembles(value[:-1] + "#" + value[-4:], [text, text], True, Budget())
    cost = 1 + len(text) // 4096
    assert 0 < CountedText.finds <= MAX_STEPS // cost + 2
    assert verdict is Found.UNDECIDED  # cut short: never reported as clean


def test_a_spent_budget_is_undecided_and_a_finished_search_is_not() -> None:
    value = skeleton(KEY)
    texts = [f"first {value[:7]} then", f"and {value[7:]} last"]
    assert reassembles(value, texts, True, Budget()) is Found.YES
    assert reassembles(value, ["nothing of it here"], True, Budget()) is Found.NO
    assert reassembles(value, texts, True, Budget(steps=0)) is Found.UNDECIDED


def test_a_draft_that_spends_the_piece_budget_is_held_not_passed() -> None:
    # Padding made of a value's own ends at word edges makes every place a possible piece; when
    # the step budget runs out with the value's pieces not ruled out, the draft must be held
    # with a reason that says so (fail closed), not reported clean.
    # The value has a "#" the draft never holds, so no other form finds it; its pieces up to
    # there are everywhere (never the two halves that would spell the letters whole).
    scanner = LeakScanner.build([Secret(name="key", value=KEY[:-4] + "#" + KEY[-4:])])
    value = skeleton(KEY)
    unit = " ".join(value[:i] + " " + value[-i:] for i in (4, 5, 6, 7, 8, 9, 11)) + " "
    padding = (unit * (200_000 // len(unit) + 1))[:200_000]
    hits = scanner.scan({"subject": "Numbers", "body": padding})
    assert [(h.name, h.transform) for h in hits] == [("key", UNCHECKED_PIECES)]
    assert "budget" in UNCHECKED_PIECES


@pytest.mark.parametrize(
    "unit",
    [
        "begin 644 f\nM" + "A" * 60 + "\n",  # uuencode headers, one after the other
        "\\41 \\42 \\43 \\44 ",  # CSS escapes
        "%1F%8B%08%00%00%00%00%00",  # a gzip header, again and again
        "&#31;&#139;&#8;&#0;",
        "7xKq9mW2vR8pL3nZ ",  # base58 words
        "3h 4d 5e 6f 7a ",  # hex that is no text
    ],
)
def test_decoders_stay_within_budget_on_200000_characters(unit: str) -> None:
    text = (unit * (200_000 // len(unit) + 1))[:200_000]
    with split_memo():
        out = derived_texts(text)
    for decoder in DECODERS:
        mine = [t for label, t in out if label.rsplit("+", 1)[-1] == decoder.name]
        assert len(mine) <= MAX_RUNS
        assert sum(map(len, mine)) <= MAX_OUTPUT


def test_a_passphrases_words_in_two_fields_are_not_pieces_of_it() -> None:
    # Its words, whole, in another field each: ordinary text. Cut inside a word: the value.
    scanner = LeakScanner.build([Secret(name="pp", value="granite pelican saffron ladder")])
    assert scanner.scan({"subject": "saffron ladder", "body": "the granite pelican is here"}) == []
    cut = scanner.scan({"subject": "Re: granite pelican saff", "body": "and ron ladder"})
    assert {h.name for h in cut} == {"pp"}


def test_no_draft_text_is_kept_after_a_scan() -> None:
    # The decoders share their splits of a text through a memo that lives for one scan only.
    from mailgate.secrets import transforms

    secret_text = f"Hello,\n\nthe key is {KEY}\n"
    with split_memo() as memo:
        transforms.words(secret_text)
        assert any(split.text is secret_text for split in memo.recent)
    assert transforms._MEMO.get() is None
    assert {h.name for h in SCANNER.scan({"body": secret_text})} == {"key"}
    assert transforms._MEMO.get() is None


@pytest.mark.parametrize("grouped", ["Harb or20 29!", "Har bor 202 9!", "H arbor2 029!"])
def test_a_human_password_in_groups_cut_inside_its_words_is_found(grouped: str) -> None:
    assert "human" in in_body(f"code: {grouped}")


@pytest.mark.parametrize("prose", ["Harbor 2029!", "Harbor, 2029!", "the Harbor - 2029! plan"])
def test_a_human_passwords_words_spaced_where_they_end_are_not_a_leak(prose: str) -> None:
    assert in_body(prose) == set()
