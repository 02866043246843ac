"""Leak families beyond the first evaluation set: character codes written any way, values
spelled out word by word, pieces behind any kind of index mark, characters dealt over several
lines, every letter cipher of short values and passphrases, reversed values spaced out.

The decoders are tested as properties (hypothesis draws the value and the way it is written);
the scanner is tested on a few drafts per family, and on ordinary text that looks like them.
"""

from __future__ import annotations

import base64
import io
import random
import string
import zipfile
from collections.abc import Callable

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mailgate.model import Address, Attachment, DraftRequest, Recipient, RecipientKind
from mailgate.secrets.decoders import (
    _char_code_views,
    _rearranged_views,
    _spelled_views,
    derived_texts,
)
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.parts import draft_parts
from mailgate.secrets.transforms import caesar

TOKEN = "Zq7Wm2Kx9Rb4Tn8Lp3Vc"  # long and random: every fuzzy form
SHORT_PW = "Autumn2031?"  # short and low-entropy: exact forms, whole words
PASSPHRASE = "granite pelican saffron ladder"
UUID = "42e0eee1-f5a3-4609-8c53-ce92936a8152"  # long, but too few letters for the step view
SCANNER = LeakScanner.build(
    [
        Secret(name="token", value=TOKEN),
        Secret(name="wifi", value=SHORT_PW),
        Secret(name="pp", value=PASSPHRASE),
        Secret(name="uuid", value=UUID, kind="canary"),
    ]
)


def blocked(text: str, **parts: str) -> set[str]:
    body = {"body": f"Hi Sam,\n\nhere it is:\n{text}\n\nThanks"}
    return {h.name for h in SCANNER.scan(body | parts)}


# --- character codes ---------------------------------------------------------------------------

CODE_FORMATS: list[Callable[[int], str]] = [
    str,
    lambda c: f"0x{c:02x}",
    lambda c: f"0X{c:02X}",
    lambda c: f"{c:02x}h",
    lambda c: f"U+{c:04X}",
    lambda c: f"%u{c:04x}",
    lambda c: f"\\u{{{c:x}}}",
    lambda c: f"0o{c:o}",
    lambda c: f"0b{c:b}",
    lambda c: f"{c:08b}",
    lambda c: f"0{c:o}",
    lambda c: f'"{c}"',
    lambda c: f"chr({c})",
    lambda c: f"CHAR({c})",
    lambda c: f"[char]{c}",
    lambda c: f"[{c}]",
]
SEPARATORS = [" ", ", ", ",", ";", "-", "|", ".", "/", "_", " : ", "\n", "+", "||"]


@given(
    value=st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=4, max_size=40),
    fmt=st.sampled_from(CODE_FORMATS),
    sep=st.sampled_from(SEPARATORS),
)
@settings(max_examples=200, deadline=None)
def test_a_code_list_in_any_base_and_separator_decodes_to_its_text(
    value: str, fmt: Callable[[int], str], sep: str
) -> None:
    assert value in list(_char_code_views("the codes: " + sep.join(fmt(ord(c)) for c in value) + " thanks"))


@given(value=st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=4, max_size=40))
@settings(max_examples=100, deadline=None)
def test_a_list_mixing_bases_code_by_code_decodes(value: str) -> None:
    forms = [lambda c: f"0x{c:x}", str, lambda c: f"0o{c:o}", lambda c: f"0b{c:b}"]
    codes = " ".join(forms[i % 4](ord(c)) for i, c in enumerate(value))
    assert value in list(_char_code_views(codes))


@pytest.mark.parametrize("value", [TOKEN, SHORT_PW, PASSPHRASE, UUID])
@pytest.mark.parametrize(
    "encode",
    [
        lambda v: "-".join(str(ord(c)) for c in v),
        lambda v: "+".join(f"chr({ord(c)})" for c in v),
        lambda v: "||".join(f"CHAR({ord(c)})" for c in v),
        lambda v: " ".join(f"U+{ord(c):04X}" for c in v),
        lambda v: "".join(f"{ord(c):08b}" for c in v),  # one bit string
        lambda v: " ".join(f"{ord(c):07b}" for c in v),
    ],
)
def test_code_lists_of_every_kind_of_value_are_blocked(value: str, encode: Callable[[str], str]) -> None:
    assert blocked(encode(value)) >= {h.name for h in SCANNER.scan({"v": value})}


# --- spelled out -------------------------------------------------------------------------------

NATO = dict(
    zip(
        string.ascii_lowercase,
        [
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
            "x-ray",
            "yankee",
            "zulu",
        ],
        strict=True,
    )
)
DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def spell(value: str, rng: random.Random) -> str:
    words = []
    for c in value:
        if c.isdigit():
            words.append(DIGITS[int(c)])
        elif c.isupper():
            words.append("capital " + NATO[c.lower()])
        else:
            words.append(rng.choice([NATO[c], c]))
    return rng.choice([" ", ", ", " - "]).join(words)


@given(value=st.text(string.ascii_letters + string.digits, min_size=4, max_size=30), seed=st.integers())
@settings(max_examples=150, deadline=None)
def test_a_value_spelled_in_the_nato_alphabet_decodes(value: str, seed: int) -> None:
    spelled = spell(value, random.Random(seed))
    # Two characters must be said as words for a run to count (a line of single letters is the
    # interleaved form's business).
    if sum(w in NATO.values() or w in DIGITS for w in spelled.replace(",", " ").split()) >= 2:
        assert value.lower() in "\n".join(_spelled_views(f"Please use {spelled}."))


@pytest.mark.parametrize(
    "text",
    [
        "hotel uniform november tango echo romeo two two",
        "Alfa, Uniform, Tango, Uniform, Mike, November, two, zero, three, one, question mark",
        "a u t u m n two zero three one ?",
    ],
)
def test_spelled_values_are_blocked(text: str) -> None:
    scanner = LeakScanner.build([Secret(name="r", value="hunter22"), Secret(name="wifi", value=SHORT_PW)])
    assert {h.name for h in scanner.scan({"body": f"The password, spelled out: {text}. Bye"})}


# --- pieces behind index marks, characters dealt over lines --------------------------------------

MARKS: list[Callable[[int], str]] = [
    lambda i: f"part {i}: ",
    lambda i: f"Chunk {i}/9 = ",
    lambda i: f"[{i}]",
    lambda i: f"({i}) ",
    lambda i: f"{{{i}}}",
    lambda i: f"#{i} ",
    lambda i: f"{i}) ",
    lambda i: f"({'abcdefgh'[i - 1]}) ",
    lambda i: f"{['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'][i - 1]}) ",
    lambda i: f"Teil {i} von 8: ",
    lambda i: f"piece{i}=",
]


@given(
    value=st.text(string.ascii_letters + string.digits + "-_.!#", min_size=8, max_size=48),
    count=st.integers(2, 8),
    mark=st.sampled_from(MARKS),
    between=st.sampled_from([" ", " / ", "; ", "\n", " | "]),
    seed=st.integers(),
)
@settings(max_examples=200, deadline=None)
def test_indexed_pieces_in_any_order_are_put_back(
    value: str, count: int, mark: Callable[[int], str], between: str, seed: int
) -> None:
    # A '#' inside the value next to '#i' marks makes the text ambiguous to a reader too
    # ('00#00000' cut as '0#0' reads as mark #0): not a case the rule can decide.
    assume(not (mark(1).startswith("#") and "#" in value))
    size = -(-len(value) // count)
    pieces = [(i, value[at : at + size]) for i, at in enumerate(range(0, len(value), size), 1)]
    random.Random(seed).shuffle(pieces)
    text = between.join(mark(i) + piece for i, piece in pieces)
    assert any(value in view for view in _rearranged_views(f"Settings:\n{text}\nThanks"))


@given(
    value=st.text(string.ascii_letters + string.digits + "-_.!# ", min_size=6, max_size=60),
    strands=st.integers(2, 3),
    labels=st.sampled_from([("line A: ", "line B: ", "line C: "), ("1: ", "2: ", "3: "), ("", "", "")]),
)
@settings(max_examples=150, deadline=None)
def test_characters_dealt_over_lines_are_woven_back(
    value: str, strands: int, labels: tuple[str, ...]
) -> None:
    lines = [value[k::strands] for k in range(strands)]
    if not labels[0] and any(" " in line or len(line) < 3 for line in lines):
        return  # an unlabelled strand is one token of 3+ characters
    if any(len(line.strip()) < 3 or line != line.strip() for line in lines):
        return  # a space at a strand's end is lost with the line's
    text = "\n".join(label + line for label, line in zip(labels, lines, strict=False))
    assert value.strip() in "\n".join(_rearranged_views(f"Hello\n{text}\n(weave them)"))


@pytest.mark.parametrize("value", [SHORT_PW, PASSPHRASE, TOKEN, UUID])
@pytest.mark.parametrize(
    "arrange",
    [
        lambda v: f"part 2: {v[4:]} / part 1: {v[:4]}",
        lambda v: f"[3]{v[8:]} [1]{v[:4]} [2]{v[4:8]}",
        lambda v: f"second half: {v[len(v) // 2 :]}\nfirst half: {v[: len(v) // 2]}",
        lambda v: f"A: {v[0::2]}\nB: {v[1::2]}",
        lambda v: f"1: {v[0::3]}\n2: {v[1::3]}\n3: {v[2::3]}",
    ],
)
def test_pieces_of_any_value_are_reassembled(value: str, arrange: Callable[[str], str]) -> None:
    assert blocked(arrange(value)) >= {h.name for h in SCANNER.scan({"v": value})}


# --- letter ciphers and reversal -----------------------------------------------------------------


@pytest.mark.parametrize("shift", range(1, 26))
def test_every_caesar_shift_of_a_short_value_passphrase_or_uuid_is_blocked(shift: int) -> None:
    for name, value in (("wifi", SHORT_PW), ("pp", PASSPHRASE), ("uuid", UUID)):
        assert name in blocked(caesar(value, shift))


def test_a_short_value_shifted_inside_a_longer_word_is_not_a_leak() -> None:
    assert blocked("x" + caesar(SHORT_PW, 3) + "x") == set()


@pytest.mark.parametrize("value", [TOKEN, "hunter22"])
def test_a_reversed_value_spaced_out_or_cut_up_is_blocked(value: str) -> None:
    scanner = LeakScanner.build([Secret(name="v", value=value)])
    for text in (" ".join(value[::-1]), " ".join(value[::-1][i : i + 4] for i in range(0, len(value), 4))):
        if len(value) < 16 and " " not in text[:2]:
            continue  # a short value must be spaced out between every two characters
        assert [h.name for h in scanner.scan({"body": f"backwards: {text}"})] == ["v"]


def test_reversed_then_shifted_long_value_is_blocked() -> None:
    assert blocked(caesar(TOKEN[::-1], 13)) == {"token"}


# --- what must stay clean ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Meeting at 10:30, room 4.12; part 1: intro, part 2: demo, part 3: questions.",
        "Invoice 2024-118: 3 items, 45.00 EUR, 12.06.2024, ref 7781 / 2231 / 9980.",
        "1. Pricing stays flat.\n2. Support hours extended.\n3. Next review in June.",
        "One, two, three, four: we counted to ten and then some.",
        "Alpha and Bravo teams meet at one; Charlie joins at two.",
        "(a) the contract (b) the annex (c) the invoice",
        "Autumn 2031, then autumn 2032; the autumn of 2031 was mild.",
        "Row A: 12 34 56 78\nRow B: 21 43 65 87",
        "See you in autumn 2031? Maybe. Mr Hunter, 22, from Leeds.",
        "granite, pelican and saffron; the ladder was granite too",
    ],
)
def test_ordinary_text_like_the_new_families_is_not_blocked(text: str) -> None:
    assert blocked(text) == set()


def test_a_near_miss_with_one_punctuation_mark_changed_is_not_reassembled() -> None:
    # Pieces match on letters and digits; the marks between them must be the value's own.
    near = UUID[:18] + "#" + UUID[19:]
    assert blocked(f"first: {near[:18]}", subject=f"x {near[18:]}") == set()
    assert blocked(f"first: {UUID[:18]}", subject=f"x {UUID[18:]}") == {"uuid"}


@given(st.text(max_size=2000))
@settings(max_examples=100, deadline=None)
def test_the_new_decoders_never_raise(text: str) -> None:
    for decode in (_char_code_views, _rearranged_views, _spelled_views):
        for out in decode(text):
            assert isinstance(out, str)
    derived_texts(text)


@pytest.mark.parametrize("cut", [10, 13, 20])
def test_a_passphrase_cut_inside_a_word_over_two_fields_is_blocked(cut: int) -> None:
    assert blocked(f"...and the rest: {PASSPHRASE[cut:]}", subject=f"Keys [{PASSPHRASE[:cut]}") == {"pp"}


def test_passphrase_words_over_two_fields_whole_are_not_a_leak() -> None:
    # Cut at a space, the halves are runs of whole words, which ordinary text holds in any order.
    assert blocked("the saffron ladder", subject="granite pelican") == set()
    assert blocked("a granite pelicans' ladder", subject="saffron ladders") == set()


# --- forms found on a second independent set (v2 dev) --------------------------------------------


def _vigenere(text: str, key: str) -> str:
    out, n = [], 0
    for c in text:
        if c.isalpha():
            base = 97 if c.islower() else 65
            out.append(chr(base + (ord(c) - base + ord(key[n % len(key)].lower()) - 97) % 26))
            n += 1
        else:
            out.append(c)
    return "".join(out)


@pytest.mark.parametrize(
    "encode",
    [
        lambda v: base64.b64encode(v.encode()).decode()[::-1],  # base64 written backwards
        lambda v: base64.urlsafe_b64encode(v.encode()).hex()[::-1],  # hex of base64, backwards
        lambda v: base64.a85encode(v.encode()).hex(),  # Ascii85 without <~ ~>, then hex
        lambda v: "".join(c + random.Random(i).choice("qwxz") for i, c in enumerate(v)),  # a decoy after each
        lambda v: f"(Vigenère, key LEMON) {_vigenere(v, 'LEMON')}",
    ],
)
def test_v2_forms_of_a_long_value_are_blocked(encode: Callable[[str], str]) -> None:
    assert "token" in blocked(encode(TOKEN))


def test_chunks_down_a_csv_column_are_reassembled() -> None:
    rows = [f"{i},SKU-{100 + i},{i + 2},{UUID[i * 6 : i * 6 + 6]}" for i in range(6)]
    draft = _draft_with("inventory.csv", ("row,sku,qty,batch\n" + "\n".join(rows)).encode())
    assert [h.name for h in SCANNER.scan(draft_parts(draft))] == ["uuid"]


def test_a_value_in_a_zip_attachment_is_found() -> None:
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("notes.txt", f"token: {TOKEN}\n")
    draft = _draft_with("notes.zip", packed.getvalue())
    assert [h.name for h in SCANNER.scan(draft_parts(draft))] == ["token"]


@pytest.mark.parametrize("cut", [4, 5, 7])
def test_a_short_value_cut_inside_a_word_or_number_over_two_fields_is_blocked(cut: int) -> None:
    # "Autumn2031?" cut inside "Autumn" or "2031": each half stands alone in its field.
    assert blocked(f"{SHORT_PW[cut:]}", **{"to:a@b.example": f"a@b.example Ops {SHORT_PW[:cut]}"}) == {"wifi"}


def test_a_short_value_cut_between_word_and_number_is_ordinary_text() -> None:
    assert blocked("see you in 2031?", subject="Autumn plans") == set()
    assert blocked("Mr Hunter, 22, and hunter2 from the meme", subject="hunt") == set()


def _draft_with(filename: str, data: bytes) -> DraftRequest:
    return DraftRequest(
        agent="bot",
        recipients=(Recipient(kind=RecipientKind.TO, address=Address(local="a", domain="b.example")),),
        subject="Hello",
        body="Details are in the attachment.",
        attachments=(Attachment(filename=filename, content_type="application/octet-stream", data=data),),
    )
