"""Leak families read since the eighth evaluation set (issue #15): a value spelled out one clause
per character, UTF-32 / EBCDIC / UTF-16 code units, one big integer in octal, base 36 or base 62
with no radix named, Braille ASCII cells, digits of other scripts, position tables, stated
rotations, an acrostic down bullet marks, a Vigenère key in quotes; and attachments: an Office
file its library cannot open is read as its XML parts, a zip inside a zip is opened.

Per family: the reader undoes its form for any value (hypothesis), the scanner blocks a draft
carrying a vault value that way (several variants), and ordinary text of the same look stays
clean.
"""

from __future__ import annotations

import base64
import io
import zipfile

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.secrets.braille import braille_ascii_views
from mailgate.secrets.digits import native_digit_views
from mailgate.secrets.extract import XLSX, ExtractError, extract_text
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.positions import block_views, position_table_views, rotation_views
from mailgate.secrets.radix import radix_text_views
from mailgate.secrets.spacebits import space_bit_views
from mailgate.secrets.spelling import spelled_clause_views
from mailgate.secrets.widechars import code_unit_views, ebcdic_text, wide_text

TOKEN = "Vq4Nw8Zt3Hk7Rm2Yc6Jd"  # 20 random letters and digits
KEY = "mS9-tQ2_xV7#pL4w"  # 16 random characters with symbols
SHORT = "tK8_wQ3z"  # 8 random characters: whole words only
WEAK = "Winter2030!"  # human-chosen: exact forms only
PHRASE = "velvet-harbor-quartz-lantern"  # words: exact forms only
SCANNER = LeakScanner.build(
    [
        Secret(name="token", value=TOKEN),
        Secret(name="key", value=KEY),
        Secret(name="short", value=SHORT),
        Secret(name="weak", value=WEAK),
        Secret(name="phrase", value=PHRASE),
    ]
)
VALUES = {"token": TOKEN, "key": KEY, "short": SHORT, "weak": WEAK, "phrase": PHRASE}
# Letters, digits and the symbols values are made of (no space: a value's clause would be "space").
VALUE_CHARS = st.text(
    alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_!#@.+=$%"),
    min_size=6,
    max_size=40,
)


def blocked(text: str) -> set[str]:
    return {h.name for h in SCANNER.scan({"body": f"Hi Sam,\n\nas discussed:\n{text}\n\nThanks,\nMorgan"})}


# --- spelled out, one clause per character ------------------------------------------------------

_NAMES = {"-": "a hyphen", "_": "an underscore", "!": "an exclamation mark", "#": "a hash", "@": "an at sign"}
_NAMES |= {
    ".": "a dot",
    "+": "a plus sign",
    "=": "an equals sign",
    "$": "a dollar sign",
    "%": "a percent sign",
}
_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def spell(value: str, style: int) -> str:
    """``value`` one clause per character, in one of several wordings."""
    clauses = []
    for i, c in enumerate(value):
        turn = (i + style) % 3
        if c.isupper():
            clauses.append(("capital ", "uppercase ", "big ")[turn] + c)
        elif c.islower():
            clauses.append(("lowercase ", "small ", "little ")[turn] + c)
        elif c.isdigit():
            clauses.append(("the digit " + c, "the number " + c, _DIGITS[int(c)])[turn])
        else:
            clauses.append(_NAMES[c])
    joiner = (", ", "; ", ", then ")[style % 3]
    return "It goes: " + joiner.join(clauses) + ". That's all of it."


@settings(max_examples=60, deadline=None)
@given(value=VALUE_CHARS, style=st.integers(0, 2))
def test_spelled_clauses_read_back_in_their_case(value: str, style: int) -> None:
    assert value in "\n".join(spelled_clause_views(spell(value, style))).splitlines()


@pytest.mark.parametrize("style", [0, 1, 2])
@pytest.mark.parametrize("name", ["token", "key", "short", "weak", "phrase"])
def test_a_value_spelled_out_in_clauses_is_blocked(name: str, style: int) -> None:
    assert name in blocked("Reading it out for you. " + spell(VALUES[name], style))


def test_prose_with_commas_and_case_words_is_clean() -> None:
    text = (
        "Use a capital letter at the start, a small font for footnotes, the digit grouping of the "
        "locale, a hyphen between the dates, and an underscore in file names, then send it."
    )
    assert blocked(text) == set()


# --- UTF-32, EBCDIC, UTF-16 code units ---------------------------------------------------------------

PRINTABLE = st.text(alphabet=st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=6, max_size=60)


@settings(max_examples=60, deadline=None)
@given(value=PRINTABLE, codec=st.sampled_from(["utf-32", "utf-32-le", "utf-32-be"]))
def test_utf32_reads_back(value: str, codec: str) -> None:
    assert wide_text(value.encode(codec)) == value


@settings(max_examples=60, deadline=None)
@given(value=PRINTABLE, codec=st.sampled_from(["cp500", "cp037"]))
def test_ebcdic_reads_back(value: str, codec: str) -> None:
    assert value in list(ebcdic_text(value.encode(codec)))


@settings(max_examples=60, deadline=None)
@given(
    value=PRINTABLE,
    order=st.sampled_from(["utf-16-le", "utf-16-be"]),
    sep=st.sampled_from([" ", ", ", " 0x"]),
)
def test_code_unit_words_read_back(value: str, order: str, sep: str) -> None:
    data = value.encode(order)
    words = sep.join(data[i : i + 2].hex() for i in range(0, len(data), 2))
    assert value in list(code_unit_views("units: " + words))


@pytest.mark.parametrize(
    "encode",
    [
        lambda v: "EBCDIC (cp500) hex: " + v.encode("cp500").hex().upper(),
        lambda v: "mainframe: " + v.encode("cp037").hex(),
        lambda v: "u32: " + base64.b64encode(v.encode("utf-32")).decode(),
        lambda v: "utf32be hex " + v.encode("utf-32-be").hex(),
        lambda v: (
            "ucs2 = " + " ".join(v.encode("utf-16-le")[i : i + 2].hex() for i in range(0, 2 * len(v), 2))
        ),
        lambda v: "wchar: " + ", ".join(f"0x{ord(c):04X}" for c in v),
    ],
    ids=["ebcdic-500", "ebcdic-037", "utf32-b64", "utf32be-hex", "utf16le-words", "utf16be-words"],
)
@pytest.mark.parametrize("name", ["token", "key", "short", "weak", "phrase"])
def test_wide_charset_encodings_are_blocked(encode: object, name: str) -> None:
    assert callable(encode)
    assert name in blocked(encode(VALUES[name]))


def test_years_and_part_numbers_in_groups_of_four_are_clean() -> None:
    assert (
        blocked("Budget years 2026 2027 2028 2029 2030 2031, parts 4711 0815 1234 5678 9012 3456.") == set()
    )


# --- one big integer in octal, base 36, base 62 ---------------------------------------------------

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_B62_LOWER_FIRST = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def in_radix(value: str, radix: int, digits: str = _B62) -> str:
    number = int.from_bytes(value.encode(), "big")
    out = ""
    while number:
        number, rest = divmod(number, radix)
        out = digits[rest] + out
    return out


@settings(max_examples=60, deadline=None)
@given(
    value=st.text(alphabet=st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=12, max_size=64),
    form=st.sampled_from([(8, _B62), (36, _B62), (36, _B62_LOWER_FIRST), (62, _B62), (62, _B62_LOWER_FIRST)]),
)
def test_radix_integers_read_back_without_a_named_radix(value: str, form: tuple[int, str]) -> None:
    radix, digits = form
    written = in_radix(value, radix, digits)
    if radix == 8 and (written.isdigit() and set(written) <= set("01")):
        return
    assert value in list(radix_text_views(f"N = {written}"))


@pytest.mark.parametrize(
    "form",
    [(8, _B62, "Octal big integer of the bytes."), (36, _B62_LOWER_FIRST, ""),
     (62, _B62, "decode on your side"), (62, _B62_LOWER_FIRST, "")],
    ids=["octal", "base36", "base62", "base62-lower-first"],
)  # fmt: skip
@pytest.mark.parametrize("name", ["token", "key", "short", "weak", "phrase"])
def test_a_value_as_one_big_integer_in_another_radix_is_blocked(
    form: tuple[int, str, str], name: str
) -> None:
    radix, digits, words = form
    assert name in blocked(f"N = {in_radix(VALUES[name], radix, digits)}\n{words}")


def test_random_ids_are_not_read_as_text() -> None:
    text = (
        "commit 3f9a1c0e7b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a, request id 01HZX3K9QF7T2M8V5N4B6C1D0E, "
        "trace 7TzQ2nR8vL4xW6pK9mB3cY5hJ1dF0gS, octal mode 0755064400123456"
    )
    assert list(radix_text_views(text)) == []
    assert blocked(text) == set()


# --- Braille ASCII, digits of other scripts -----------------------------------------------------------

_BRAILLE = {v: k for k, v in __import__("mailgate.secrets.braille", fromlist=["_ASCII"])._ASCII.items()}


def braille(value: str) -> str:
    """``value`` in Braille ASCII with the literary capital sign before each capital."""
    return "".join(("\u2820" if c.isupper() else "") + chr(_BRAILLE[c.upper()]) for c in value)


@settings(max_examples=60, deadline=None)
@given(value=st.text(alphabet=st.sampled_from(_B62 + "-_./+=!#"), min_size=6, max_size=64))
def test_braille_ascii_reads_back(value: str) -> None:
    assert value in list(braille_ascii_views("key: " + braille(value)))


@pytest.mark.parametrize("name", ["token", "key", "short", "weak", "phrase"])
def test_a_value_in_braille_ascii_is_blocked(name: str) -> None:
    assert name in blocked("Schlüssel: " + braille(VALUES[name]))


_SCRIPTS = ("\u0660", "\u06f0", "\u0966", "\u09e6", "\u0e50", "\u1040", "\uff10")


@settings(max_examples=40, deadline=None)
@given(value=st.text(alphabet=st.sampled_from(_B62), min_size=6, max_size=40), zero=st.sampled_from(_SCRIPTS))
def test_digits_of_other_scripts_read_as_ascii(value: str, zero: str) -> None:
    written = "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in value)
    assert any(value in v for v in native_digit_views("key: " + written)) or written == value


@pytest.mark.parametrize("zero", _SCRIPTS[:6])
@pytest.mark.parametrize("name", ["short", "weak"])
def test_a_short_value_with_digits_of_another_script_is_blocked(name: str, zero: str) -> None:
    written = "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in VALUES[name])
    assert name in blocked("key: " + written)


# --- position tables, stated rotations --------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(value=st.text(alphabet=st.sampled_from(_B62 + "-_!#"), min_size=6, max_size=30), data=st.data())
def test_position_tables_read_in_position_order(value: str, data: st.DataObject) -> None:
    order = data.draw(st.permutations(range(len(value))))
    rows = "\n".join(f"| {i + 1} | {ord(value[i])} |" for i in order)
    assert " ".join(str(ord(c)) for c in value) in list(
        position_table_views(f"| pos | code |\n|---|---|\n{rows}\n")
    )


@pytest.mark.parametrize(
    "row", ["| {p} | {c} |", "{p}: {c}", "pos {p} = {c}", "{p}\t{c}"], ids=["markdown", "colon", "pos", "tab"]
)
@pytest.mark.parametrize("name", ["token", "key", "short", "weak"])
def test_a_value_as_a_table_of_positions_and_codes_is_blocked(row: str, name: str) -> None:
    value = VALUES[name]
    rows = [row.format(p=i + 1, c=ord(c)) for i, c in enumerate(value)]
    assert name in blocked("char table:\n" + "\n".join(rows[::2] + rows[1::2]) + "\n")


@pytest.mark.parametrize(
    "say",
    ["rotated left by {k}", "Move the last {k} characters to the front.", "cyclic shift of {k} places"],
)
@pytest.mark.parametrize("name", ["token", "key", "short", "weak", "phrase"])
def test_a_value_rotated_by_a_stated_amount_is_blocked(say: str, name: str) -> None:
    value = VALUES[name]
    k = 3
    for scrambled in (value[k:] + value[:k], value[-k:] + value[:-k]):
        assert name in blocked(f"scrambled: {scrambled}\n\n{say.format(k=k)}")


def test_rotation_undoes_only_the_stated_amount() -> None:
    views = "\n".join(rotation_views("token: abcdefgh\nrotated by 2")).splitlines()
    assert "cdefghab" in views and "ghabcdef" in views and "defghabc" not in views


# --- an acrostic down bullet marks, a Vigenère key in quotes -------------------------------------------


@pytest.mark.parametrize("name", ["token", "key", "phrase"])
def test_an_acrostic_whose_lines_start_with_dashes_is_blocked(name: str) -> None:
    fillers = ("ok", "done", "n/a", "noted", "- check", "(see above)", "tbd")
    lines = [f"{c} {fillers[i % len(fillers)]}" for i, c in enumerate(VALUES[name])]
    assert name in blocked("Checklist:\n" + "\n".join(lines) + "\n\n(read the first column top to bottom)")


def vigenere(value: str, key: str) -> str:
    out, n = [], 0
    for c in value:
        if c.isalpha():
            base = 65 if c.isupper() else 97
            out.append(chr(base + (ord(c) - base + ord(key[n % len(key)]) - 97) % 26))
            n += 1
        else:
            out.append(c)
    return "".join(out)


@pytest.mark.parametrize("quote", ["'{}'", '"{}"', "{}"])
def test_a_vigenere_key_stated_in_quotes_is_used(quote: str) -> None:
    assert "token" in blocked(
        f"code: {vigenere(TOKEN, 'orbit')}\n\n"
        f"Vigenere, key is the word {quote.format('orbit')} (letters only)."
    )


# --- attachments ----------------------------------------------------------------------------------------

_SHEET_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def bare_xlsx(cells: list[str], content_types: bool = True) -> bytes:
    """A minimal spreadsheet without package relationships (as small generators write one);
    each cell is the XML inside its shared string's ``<si>``."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        if content_types:
            z.writestr(
                "[Content_Types].xml",
                '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/'
                '2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
            )
        z.writestr(
            "xl/workbook.xml",
            f'<workbook xmlns="{_SHEET_NS}"><sheets><sheet name="S" sheetId="1"/></sheets></workbook>',
        )
        strings = "".join(f"<si>{c}</si>" for c in cells)
        z.writestr("xl/sharedStrings.xml", f'<sst xmlns="{_SHEET_NS}">{strings}</sst>')
    return out.getvalue()


def test_a_spreadsheet_its_library_cannot_open_is_read_as_its_parts() -> None:
    text = extract_text(XLSX, bare_xlsx(["<t>item</t>", "<t>travel</t>", "<t>12400</t>"]))
    assert "travel" in text and "12400" in text
    assert TOKEN in extract_text(XLSX, bare_xlsx(["<t>key</t>", f"<t>{TOKEN}</t>"]))
    assert TOKEN in extract_text(XLSX, bare_xlsx([f"<t>{TOKEN}</t>"], content_types=False))


def test_a_value_split_over_rich_text_runs_of_such_a_file_is_read_whole() -> None:
    runs = "".join(f"<r><rPr><b/></rPr><t>{TOKEN[i : i + 5]}</t></r>" for i in range(0, len(TOKEN), 5))
    assert TOKEN in extract_text(XLSX, bare_xlsx([runs]))


def test_an_office_file_with_a_part_that_is_not_xml_is_refused() -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("xl/workbook.xml", "<workbook><sheets>")  # cut short
    with pytest.raises(ExtractError):
        extract_text(XLSX, out.getvalue())


def zipped(name: str, data: bytes) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(name, data)
    return out.getvalue()


def test_a_zip_inside_a_zip_is_opened() -> None:
    inner = zipped("config/.env", f"DATABASE_URL=postgres://app:{TOKEN}@db/orders\n".encode())
    assert TOKEN in extract_text("application/zip", zipped("bundle/inner.zip", inner))
    deep = zipped("inner.zip", inner)
    for _ in range(5):
        deep = zipped("inner.zip", deep)
    with pytest.raises(ExtractError):
        extract_text("application/zip", deep)


# --- bits in the widths of the spaces between words ----------------------------------------------

COVER = (
    "The quarterly numbers look fine and we should ship the report before the board meets next "
    "week so that everyone has time to read it and ask questions early on Monday morning. "
) * 8


def space_bits(value: str, wide: str, one_is_wide: bool = True) -> str:
    bits = "".join(f"{b:08b}" for b in value.encode())
    words = COVER.split()
    out = words[0]
    for i, word in enumerate(words[1:]):
        bit = bits[i] if i < len(bits) else "0"
        out += (wide if (bit == "1") == one_is_wide else " ") + word
    return out


@settings(max_examples=40, deadline=None)
@given(value=st.text(alphabet=st.sampled_from(_B62 + "-_!#"), min_size=6, max_size=20))
def test_space_width_bits_read_back(value: str) -> None:
    assert any(value in v for v in space_bit_views("Hi Sam,\n\n" + space_bits(value, "\u2002")))


@pytest.mark.parametrize("wide", ["\u2002", "\u2003", "\u2009", "\u00a0"], ids=["en", "em", "thin", "nbsp"])
@pytest.mark.parametrize("name", ["token", "key", "short", "weak", "phrase"])
def test_a_value_in_the_widths_of_spaces_is_blocked(wide: str, name: str) -> None:
    assert name in blocked("Weekly notes:\n" + space_bits(VALUES[name], wide, one_is_wide=name != "key"))


def test_prose_with_no_break_spaces_is_clean() -> None:
    text = (
        "Price: 12\u00a0400\u00a0EUR, due on 5\u00a0March. " * 10
        + "Dr.\u00a0Meyer and Mr.\u00a0Li will attend."
    )
    assert blocked(text) == set()


# --- blocks reordered, the block size stated ------------------------------------------------------


def blocks(value: str, size: int) -> list[str]:
    return [value[i : i + size] for i in range(0, len(value), size)]


@pytest.mark.parametrize(
    "form",
    [
        lambda v: " ".join(blocks(v, 4)[::-1]) + "\n(the 4-char groups are in reverse order)",
        lambda v: "".join(blocks(v, 4)[::-1]) + "\nblocks of 4, last block first",
        lambda v: "".join(b[::-1] for b in blocks(v, 5)) + "\nEach block of 5 is backwards.",
        lambda v: " ".join(b[::-1] for b in blocks(v, 3)) + "\neach 3-character chunk reversed",
        lambda v: " ".join(blocks(v[::-1], 4)) + "\n(reversed, then grouped by 4)",
    ],
    ids=[
        "groups-reverse-order",
        "joined-reverse-order",
        "each-block-backwards",
        "spaced-chunks",
        "reversed-grouped",
    ],
)
@pytest.mark.parametrize("name", ["token", "key", "short", "weak", "phrase"])
def test_a_value_in_reordered_blocks_of_a_stated_size_is_blocked(form: object, name: str) -> None:
    assert callable(form)
    assert name in blocked("scrambled: " + form(VALUES[name]))


@settings(max_examples=40, deadline=None)
@given(
    value=st.text(alphabet=st.sampled_from(_B62 + "-_!#"), min_size=6, max_size=40), size=st.integers(2, 6)
)
def test_blocks_put_back_for_any_value_and_size(value: str, size: int) -> None:
    for written in ("".join(blocks(value, size)[::-1]), "".join(b[::-1] for b in blocks(value, size))):
        views = "\n".join(block_views(f"x: {written}\n(blocks of {size})")).splitlines()
        assert value in views
