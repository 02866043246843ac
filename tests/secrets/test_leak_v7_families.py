"""Leak families read since the seventh evaluation set (issue #15): numbers in words and CJK
numerals, decorated code literals, quoted fragments in prose, value-like word initials without a
hint, base32hex and Z85, runs wrapped in markup tags, and a .docx without its package
relationship.

Per family: the reader undoes its form for any value or number (hypothesis), the scanner blocks
a draft carrying a vault value that way (several variants of the family), and ordinary text
written the same way stays clean.
"""

from __future__ import annotations

import base64
import io
import zipfile
from itertools import pairwise

import docx
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from mailgate.secrets.alphabets import alphabet_decodings, element_contents
from mailgate.secrets.decoders import base85_decode
from mailgate.secrets.extract import ExtractError, extract_text
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.literals import code_literal_views
from mailgate.secrets.numerals import cjk_number, english_number_views
from mailgate.secrets.quoted import quoted_fragment_views

TOKEN = "Zq7Wm2Kx9Rb4Tn8Lp3Vc"  # 20 random letters and digits
PIN = "jP$19#9d0NdL"  # 12 random characters
SHORT_PW = "Autumn2031?"  # human-chosen: exact forms only
SCANNER = LeakScanner.build(
    [Secret(name="token", value=TOKEN), Secret(name="pin", value=PIN), Secret(name="wifi", value=SHORT_PW)]
)
VALUES = (TOKEN, PIN, SHORT_PW)
HEX = "db84867e76509b19952a"  # 20 random lower-case hex digits
WITH_HEX = LeakScanner.build(
    [Secret(name="token", value=TOKEN), Secret(name="wifi", value=SHORT_PW), Secret(name="hex", value=HEX)]
)
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


def blocked(text: str) -> set[str]:
    return {h.name for h in SCANNER.scan({"body": f"Hi Sam,\n\nas discussed:\n{text}\n\nThanks,\nMorgan"})}


# --- numbers in words and in CJK numerals ------------------------------------------------------

_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def english(n: int, style: int = 0) -> str:
    """``n`` (0-9999) in English words; ``style`` picks hyphens or blanks and "and"."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + ("" if not ones else ("-" if style % 2 == 0 else " ") + _ONES[ones])
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        head = f"{_ONES[hundreds]} hundred"
        return head if not rest else head + (" and " if style >= 2 else " ") + english(rest, style)
    thousands, rest = divmod(n, 1000)
    head = f"{english(thousands, style)} thousand"
    return head if not rest else head + " " + english(rest, style)


_CJK = "零一二三四五六七八九"


def chinese(n: int) -> str:
    """``n`` (1-9999) as a Chinese numeral (一百零八, 一百一十九, 十五)."""
    out = ""
    zero = False
    for value, mark in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit, n = divmod(n, value)
        if digit:
            if zero:
                out += "零"
            out += _CJK[digit] + mark
            zero = False
        elif out:
            zero = True
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(20, 9999), min_size=4, max_size=8), st.integers(0, 3))
@example([1000, 2000, 3000, 9000], 0)  # whole thousands: no hundred and no tens word (found by Hypothesis)
def test_english_number_words_are_read_as_their_numbers(numbers: list[int], style: int) -> None:
    text = "codes: " + ", ".join(english(n, style) for n in numbers) + "."
    assert list(english_number_views(text)) == ["codes: " + ", ".join(map(str, numbers)) + "."]


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 9999))
def test_chinese_numerals_are_read_as_their_numbers(n: int) -> None:
    assert cjk_number(chinese(n)) == n
    assert cjk_number("".join(_CJK[int(d)] for d in str(n))) == n  # positional: 一〇八
    assert cjk_number("".join(_CJK[int(d)] for d in str(n)).replace("零", "〇")) == n


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("form", ["hyphen", "blank", "and", "chinese", "chinese-comma", "financial"])
def test_codes_in_number_words_or_cjk_numerals_are_blocked(value: str, form: str) -> None:
    codes = [ord(c) for c in value]
    written = {
        "hyphen": ", ".join(english(c, 0) for c in codes),
        "blank": " / ".join(english(c, 1) for c in codes),
        "and": "; ".join(english(c, 2) for c in codes),
        "chinese": "、".join(chinese(c) for c in codes),
        "chinese-comma": "，".join(chinese(c) for c in codes),
        "financial": "、".join(
            chinese(c).translate(str.maketrans("一二三四五六七八九十百", "壹贰叁肆伍陆柒捌玖拾佰"))
            for c in codes
        ),
    }[form]
    assert blocked(f"key: [{written}]") == {dict(zip(VALUES, ("token", "pin", "wifi"), strict=True))[value]}


def test_ordinary_numbers_in_words_and_chinese_prose_are_clean() -> None:
    assert not blocked(
        "Twenty-five people came, sixty-two left early, one hundred and twelve signed up, ninety stayed."
    )
    assert not blocked("会议在三月十五日举行，共有一百二十人参加，其中四十五人来自北京，三十人来自上海。")


# --- decorated code literals -------------------------------------------------------------------


def _escaped(char: str) -> str:
    """A character as it is written inside a Rust byte literal."""
    return "\\" + char if char in "'\\" else char


LITERAL_FORMS = {
    "rust-suffix": lambda codes: "vec![" + ", ".join(f"{c}u8" for c in codes) + "]",
    "rust-hex-suffix": lambda codes: "[" + ", ".join(f"0x{c:02x}_u8" for c in codes) + "]",
    "rust-byte-chars": lambda codes: "[" + ", ".join("b'" + _escaped(chr(c)) + "'" for c in codes) + "]",
    "csharp-cast": lambda codes: "new byte[] {" + ", ".join(f"(byte){c}" for c in codes) + "}",
    "swift-ctor": lambda codes: "[" + ", ".join(f"UInt8({c})" for c in codes) + "]",
    "kotlin-conversion": lambda codes: "byteArrayOf(" + ", ".join(f"{c}.toByte()" for c in codes) + ")",
    "c-unsigned": lambda codes: "{" + ", ".join(f"{c}U" for c in codes) + "}",
    "fsharp-byte": lambda codes: "[| " + "; ".join(f"{c}uy" for c in codes) + " |]",
    "rust-as": lambda codes: "[" + ", ".join(f"{c} as u8" for c in codes) + "]",
}


@settings(max_examples=60, deadline=None)
@given(
    st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=4, max_size=30),
    st.sampled_from(sorted(LITERAL_FORMS)),
)
def test_decorated_literals_are_read_as_plain_codes(value: str, form: str) -> None:
    codes = [ord(c) for c in value]
    (view,) = code_literal_views(f"let key = {LITERAL_FORMS[form](codes)};")
    assert [int(n) for n in __import__("re").findall(r"\d+", view)] == codes


# Casts, constructors and conversions repeat the same letters between every two codes, which
# the char-code reader already takes as a separator; these forms it could not read.
SUFFIXED_FORMS = ("rust-suffix", "rust-byte-chars", "c-unsigned", "fsharp-byte")


@pytest.mark.parametrize("form", SUFFIXED_FORMS)
def test_a_vault_value_as_a_decorated_code_literal_is_blocked(form: str) -> None:
    for value, name in ((TOKEN, "token"), (PIN, "pin"), (SHORT_PW, "wifi")):
        snippet = LITERAL_FORMS[form]([ord(c) for c in value])
        assert name in blocked(f"```\nlet key = String::from_utf8({snippet}).unwrap();\n```")


def test_ordinary_code_with_suffixes_and_casts_is_clean() -> None:
    code = "let n = 5u8; let m = 10u32; let big = 100_000u64; int x = (int)3.5; long y = 12L; var c = 'a';"
    assert not blocked(f"```\n{code}\n```")


# --- quoted fragments --------------------------------------------------------------------------

QUOTES = [
    ("\u201c", "\u201d"),
    ('"', '"'),
    ("\u00ab", "\u00bb"),
    ("\u300c", "\u300d"),
    ("`", "`"),
    ("'", "'"),
]


@settings(max_examples=100, deadline=None)
@given(
    st.text(st.characters(min_codepoint=48, max_codepoint=122), min_size=4, max_size=30),
    st.integers(1, 5),
    st.sampled_from(QUOTES),
)
def test_quoted_fragments_are_joined_in_order(value: str, size: int, quotes: tuple[str, str]) -> None:
    if any(c in value for c in "`'\"\\"):
        return  # a quote mark inside a fragment ends it
    opening, closing = quotes
    pieces = [value[i : i + size] for i in range(0, len(value), size)]
    if len(pieces) < 2:
        return
    text = "First " + ", then ".join(f"{opening}{p}{closing}" for p in pieces) + " (no spaces)."
    assert list(quoted_fragment_views(text)) == [value]


@pytest.mark.parametrize("quotes", QUOTES)
def test_a_value_described_as_quoted_fragments_is_blocked(quotes: tuple[str, str]) -> None:
    opening, closing = quotes
    for value, name, cuts in (
        (TOKEN, "token", (4, 11, 17)),
        (SHORT_PW, "wifi", (3, 6, 10)),
        (PIN, "pin", (2, 9)),
    ):
        bounds = (0, *cuts, len(value))
        pieces = [value[a:b] for a, b in pairwise(bounds)]
        said = ", then comes ".join(f"{opening}{p}{closing}" for p in pieces)
        assert name in blocked(f"I can't paste it, so I'll describe it. It starts with {said}.")


def test_ordinary_quotes_and_apostrophes_are_clean() -> None:
    assert not blocked(
        "She said \u201cAutumn\u201d and \u201c2031\u201d were the themes; don't 'worry', it's \"fine\"."
    )


# --- value-like word initials, no hint ---------------------------------------------------------

# One word per letter, and digits as times ("8pm"): a paragraph of them spells a value.
_LETTER_WORDS = "about before call data email fix go have in just keep later more next on please"
_LETTER_WORDS += " quote ready sales then use very week xray yes zone"
_WORDS = {
    **{w[0]: w for w in _LETTER_WORDS.split()},
    **{d: f"{d}pm" for d in "0123456789"},
}


def initials_paragraph(value: str) -> str:
    return " ".join(_WORDS[c.lower()].capitalize() if c.isupper() else _WORDS.get(c, c) for c in value)


@pytest.mark.parametrize(("value", "name"), [(TOKEN, "token"), (SHORT_PW, "wifi"), (HEX, "hex")])
def test_a_paragraph_whose_initials_spell_a_value_is_blocked(value: str, name: str) -> None:
    body = f"Notes from the call:\n\n{initials_paragraph(value)}\n\nBest,\nMorgan"
    assert name in {h.name for h in WITH_HEX.scan({"body": body})}


def test_ordinary_paragraphs_with_names_and_numbers_are_clean() -> None:
    text = (
        "Meeting with Anna Berg from ACME on 12 May at 3 PM in Room 4B, then lunch with the "
        "Berlin team. We reviewed Q3 numbers, 2 open tickets and the new VPN rollout plan."
    )
    assert not blocked(text)


# --- base32hex, Z85, runs wrapped in markup ----------------------------------------------------

_Z85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"


def z85(data: bytes) -> str:
    """ZeroMQ Z85 (RFC 32/Z85); data not a multiple of 4 bytes gets the last group cut short as
    base85 encoders cut it (not read as Z85: the specification has whole groups only)."""
    padding = -len(data) % 4
    padded = data + bytes(padding)
    out = []
    for i in range(0, len(padded), 4):
        number = int.from_bytes(padded[i : i + 4], "big")
        out += [_Z85[number // 85**k % 85] for k in range(4, -1, -1)]
    return "".join(out)[: len(out) - padding]


@settings(max_examples=100, deadline=None)
@given(st.binary(min_size=8, max_size=60))
def test_z85_and_base32hex_tokens_decode(data: bytes) -> None:
    token = z85(data)
    if len(data) % 4 == 0 and any(c in token for c in ".:^!*?&<>()[]{}@%$#"):
        assert data in list(alphabet_decodings(token, base85_decode))
    hexed = base64.b32hexencode(data).decode("ascii")
    if hexed.rstrip("=").isdigit():
        return  # a run of digits is a number, not read as base32hex
    assert data in list(alphabet_decodings(hexed, base85_decode))
    assert data in list(alphabet_decodings(hexed.rstrip("=").lower(), base85_decode))


@settings(max_examples=100, deadline=None)
@given(
    st.text(st.characters(min_codepoint=33, max_codepoint=126).filter(lambda c: c not in "<>[]"), min_size=4)
)
def test_element_contents_gives_what_is_inside_the_tags(inner: str) -> None:
    assert element_contents(f"<value>{inner}</value>") == inner
    assert element_contents(f"[code]{inner}[/code]") == inner
    assert element_contents(f"<![CDATA[{inner}]]>") == inner


@pytest.mark.parametrize(
    "encode",
    [
        lambda v: base64.b32encode(v).decode(),
        lambda v: base64.b32hexencode(v).decode(),
        lambda v: base64.b85encode(v).decode(),
        lambda v: z85(v),
        lambda v: base64.a85encode(v).decode(),
    ],
    ids=["base32", "base32hex", "base85", "z85", "ascii85"],
)
@pytest.mark.parametrize(
    "wrap", ["<value>{}</value>", "<secret>{}</secret>", "[code]{}[/code]", "<![CDATA[{}]]>"]
)
def test_encoded_values_wrapped_in_markup_are_blocked(encode: object, wrap: str) -> None:
    assert callable(encode)
    for value, name in ((TOKEN, "token"), (PIN, "pin")):
        assert name in blocked("I encoded it: " + wrap.format(encode(value.encode())))


# --- a .docx without _rels/.rels ---------------------------------------------------------------


def docx_bytes(text: str, drop: tuple[str, ...] = ("_rels/.rels",)) -> bytes:
    document = docx.Document()
    document.add_paragraph("Minutes")
    document.add_paragraph(text)
    whole = io.BytesIO()
    document.save(whole)
    out = io.BytesIO()
    with zipfile.ZipFile(whole) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            if info.filename not in drop:
                target.writestr(info.filename, source.read(info))
    return out.getvalue()


def test_a_docx_without_its_package_relationship_is_read() -> None:
    text = extract_text(DOCX, docx_bytes("Decision: ship the beta on the 20th."))
    assert "Decision: ship the beta on the 20th." in text.splitlines()
    assert TOKEN in extract_text(DOCX, docx_bytes(f"key {TOKEN}"))


def test_a_docx_that_declares_no_main_part_is_read_as_its_xml_parts() -> None:
    # (session 11: python-docx cannot open it, but every part is well-formed XML, so its text is
    # all there to read; refusing it was a false alarm on hand-built files, see leaks-v8)
    bare = docx_bytes(f"key {TOKEN}", drop=("_rels/.rels", "[Content_Types].xml"))
    assert TOKEN in extract_text(DOCX, bare)


def test_a_docx_python_docx_cannot_open_with_a_part_that_is_not_xml_is_refused() -> None:
    out = io.BytesIO()
    with (
        zipfile.ZipFile(
            io.BytesIO(docx_bytes("hello", drop=("_rels/.rels", "[Content_Types].xml")))
        ) as source,
        zipfile.ZipFile(out, "w") as target,
    ):
        for info in source.infolist():
            data = source.read(info)
            target.writestr(
                info.filename, data[: len(data) // 2] if info.filename == "word/document.xml" else data
            )
    with pytest.raises(ExtractError):
        extract_text(DOCX, out.getvalue())
