"""mailgate.display: every control and invisible character becomes a visible escape, nothing else changes."""

from __future__ import annotations

import codecs
import json
import unicodedata

import pyte
import pytest
from hypothesis import given
from hypothesis import strategies as st

from mailgate.display import describe, editable, json_safe, note, show, text_preview, visible
from mailgate.errors import InvalidInput
from mailgate.outbound.hidden import refuse_hidden

# The oracle is unicodedata plus explicit ranges, independent of the regex the module uses.
BIDI = (
    set("\u061c\u200e\u200f")
    | {chr(c) for c in range(0x202A, 0x202F)}
    | {chr(c) for c in range(0x2066, 0x206A)}
)
INVISIBLE_RANGES = (
    (0xFE00, 0xFE0F),  # variation selectors 1-16
    (0xE0100, 0xE01EF),  # variation selectors 17-256
    (0xE0000, 0xE0FFF),  # tags and reserved default-ignorables
    (0x180B, 0x180F),  # Mongolian free variation selectors
)
INVISIBLE_CHARS = set("\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0")


def hidden(char: str) -> bool:
    """Must never reach a terminal as itself."""
    code = ord(char)
    return (
        unicodedata.category(char) in {"Cc", "Cf", "Zl", "Zp", "Cs"}
        or char in BIDI
        or char in INVISIBLE_CHARS
        or any(lo <= code <= hi for lo, hi in INVISIBLE_RANGES)
    )


any_text = st.text(st.characters(exclude_categories=()))  # surrogates included
visible_chars = st.characters(
    categories=("L", "M", "N", "P", "S", "Zs"),
    exclude_characters="\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0",
).filter(lambda c: not hidden(c))
plain_text = st.text(st.one_of(visible_chars, st.sampled_from("\n\t")))


@given(any_text)
def test_nothing_hidden_survives(text: str) -> None:
    multi = visible(text)
    assert not [c for c in multi.text if hidden(c) and c not in "\n\t"], multi
    one = visible(text, one_line=True)
    assert not [c for c in one.text if hidden(c)], one
    assert "\n" not in one.text and "\r" not in multi.text


@given(any_text)
def test_showing_twice_changes_nothing_more(text: str) -> None:
    for one_line in (False, True):
        once = visible(text, one_line=one_line)
        again = visible(once.text, one_line=one_line)
        assert again.text == once.text and again.escaped == 0


@given(plain_text)
def test_text_without_hidden_characters_is_unchanged(text: str) -> None:
    shown = visible(text)
    assert shown.text == text and shown.escaped == 0


@given(any_text)
def test_the_count_is_the_number_of_escaped_characters(text: str) -> None:
    escaped = [c for c in text if hidden(c) and c not in "\n\t"]
    # A CR right before its LF is a line break, not an escape; unassigned code points are escaped too.
    unassigned = [c for c in text if unicodedata.category(c) == "Cn" and not hidden(c)]
    assert visible(text).escaped >= len(escaped) - text.count("\r\n")
    assert visible(text).escaped <= len(escaped) + len(unassigned)


@given(any_text)
def test_a_terminal_only_moves_forward_on_one_line(text: str) -> None:
    screen = pyte.Screen(400, 10)
    stream = pyte.Stream(screen)
    for char in show(text, one_line=True)[:150]:  # at most 300 cells: no wrap
        before = screen.cursor.x
        stream.feed(char)
        assert screen.cursor.y == 0 and screen.cursor.x >= before


@given(st.recursive(any_text, lambda inner: st.lists(inner) | st.dictionaries(any_text, inner), max_leaves=8))
def test_json_output_is_safe_and_parses_to_the_same_value(doc: object) -> None:
    document = json_safe(json.dumps(doc, ensure_ascii=False, indent=2))
    assert not [c for c in document if hidden(c) and c != "\n"]
    assert json.loads(document) == doc


def test_the_escapes_a_person_sees() -> None:
    shown = visible("a\x1b[2K\rb\r\nc\td\u202ee\x85\x7f\u200b\U000e0041")
    assert shown.text == "a\\x1b[2K\\rb\nc\td<U+202E>e\\x85\\x7f<U+200B><U+E0041>"
    assert shown.escaped == 7
    assert show("a\r\nb\tc", one_line=True) == "a\\r\\nb\\tc"
    assert show("Grüße, Ωμέγα, שלום, مرحبا, 你好, 👍\tok\n") == "Grüße, Ωμέγα, שלום, مرحبا, 你好, 👍\tok\n"
    # Joiners and presentation selectors are shown too: the approver sees every character sent.
    assert show("👨\u200d👩") == "👨<U+200D>👩"
    assert show("❤\ufe0f") == "❤<U+FE0F>"
    assert note(1).startswith("(1 control or invisible character shown as escapes")


EVERY_CLASS = [
    *"\x00\x07\x08\x0b\x0c\r\x1b\x7f\x85\x9b",  # C0 (bare CR included), DEL, C1
    *"\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c",  # bidi
    *"\u200b\u200c\u200d\u2060\ufeff\u00ad\u0600\ufff9\U000e0001\U000e0041",  # other Cf
    *"\u2028\u2029\ufe0f\U000e0100\u3164\u115f\u034f",  # separators, other invisibles
    *"\ud800\U0010ffff\U000e0080",  # lone surrogate, non-character, unassigned
]


@pytest.mark.parametrize("char", EVERY_CLASS, ids=[f"U+{ord(c):04X}" for c in EVERY_CLASS])
def test_every_class_of_hidden_character_is_escaped(char: str) -> None:
    shown = visible(f"a{char}b")
    assert shown.escaped == 1
    assert shown.text in (f"a\\x{ord(char):02x}b", f"a<U+{ord(char):04X}>b", "a\\rb")


def test_characters_are_named_for_a_person() -> None:
    assert describe("\x1b") == "U+001B ESC (control)"
    assert describe("\x7f") == "U+007F DEL (control)"
    assert describe("\x9b") == "U+009B C1 control"
    assert describe("\u202e") == "U+202E RIGHT-TO-LEFT OVERRIDE"
    assert describe("\U000e0041") == "U+E0041 TAG LATIN CAPITAL LETTER A"


prose_text = st.text(st.one_of(visible_chars, st.sampled_from("\u200d\u200c\ufe0f\ufe0e\n\t\r\u202e\x1b ")))


@given(st.one_of(any_text, prose_text))
def test_an_edit_field_keeps_exactly_what_a_body_may_hold_and_escapes_the_rest(text: str) -> None:
    # What the dashboard's edit form shows is saved back: every character the outbound check
    # accepts in a body must come back as itself; every other hidden one is still an escape.
    kept = editable(text)
    try:
        refuse_hidden("body", text, prose=True)
    except InvalidInput:
        assert kept.escaped > 0
    else:
        assert kept.text == text.replace("\r\n", "\n") and kept.escaped == 0


def test_a_text_file_is_shown_by_its_declared_charset_or_its_byte_order_mark() -> None:
    # A mail client reads a text/* file by its charset: the approver must read the same text,
    # still with every hidden character escaped (U+202E would turn "DE89" around).
    text = "name,iban\nEve,DE89\u202e3704\nZoë,FR76\n"
    for content_type, data in (
        ("text/csv; charset=utf-16", text.encode("utf-16")),  # with its byte order mark
        ("text/csv; charset=UTF-16LE", text.encode("utf-16-le")),
        ('text/csv; charset="iso-8859-15"', text.replace("\u202e", "").encode("iso-8859-15")),
        ("text/csv", text.encode("utf-16")),  # no label: the mark says UTF-16
        ("text/csv; charset=iso-8859-1", codecs.BOM_UTF8 + text.encode()),  # the mark wins over the label
    ):
        preview = text_preview(content_type, data)
        assert preview is not None
        expected = visible(text if "iso-8859-15" not in content_type else text.replace("\u202e", ""))
        assert preview.text == expected.text, content_type
        assert preview.escaped == expected.escaped


@pytest.mark.parametrize("label", ["base64", "rot13", "hex", "zlib", "no-such-charset", "x" * 2000])
def test_a_charset_that_names_no_text_codec_falls_back_to_utf8(label: str) -> None:
    preview = text_preview(f"text/plain; charset={label}", "Grüße \u202e\n".encode())
    assert preview is not None and preview.text == "Grüße <U+202E>\n"


CODEC_NAMES = ["utf-8", "utf-16", "utf-16-be", "utf-32", "utf-7", "latin-1", "cp1252", "shift_jis", "koi8-r"]


@given(st.sampled_from(CODEC_NAMES), st.binary(max_size=200))
def test_any_bytes_under_any_charset_show_nothing_hidden(label: str, data: bytes) -> None:
    preview = text_preview(f"text/plain; charset={label}", data)
    assert preview is not None
    assert not [c for c in preview.text if hidden(c) and c not in "\n\t"], preview
