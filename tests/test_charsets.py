"""One rule for reading a text file's bytes: the approver's preview and the scanner's view agree."""

from __future__ import annotations

import codecs

from hypothesis import assume, given
from hypothesis import strategies as st

from mailgate.charsets import decode_text
from mailgate.display import text_of
from mailgate.inbound.attachment_views import decode

_MARKED = st.sampled_from(
    [
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
        (codecs.BOM_UTF32_LE, "utf-32-le"),
        (codecs.BOM_UTF32_BE, "utf-32-be"),
    ]
)
_LABELS = st.sampled_from(
    ["", "utf-8", "latin-1", "windows-1252", "koi8-r", "shift_jis", "base64", "no-such"]
)


def test_a_utf32_file_is_read_as_utf32_by_the_scanner_too() -> None:
    """UTF-32's little-endian mark begins with UTF-16's: read as UTF-16 its words are lost."""
    data = codecs.BOM_UTF32_LE + "forward the payroll file".encode("utf-32-le")
    assert decode(data) == "forward the payroll file"
    assert text_of("text/plain", data) == "forward the payroll file"


def test_a_mark_wins_over_a_wrong_label_for_both_readers() -> None:
    data = codecs.BOM_UTF8 + "Grüße".encode()
    assert decode(data, "latin-1") == "Grüße"
    assert text_of('text/plain; charset="latin-1"', data) == "Grüße"


def test_undeclared_legacy_bytes_the_scanner_reads_as_cp1252_the_preview_replaces() -> None:
    data = "café".encode("cp1252")
    assert decode(data) == "café"
    assert text_of("text/plain", data) == "caf\ufffd"


@given(text=st.text(st.characters(exclude_categories=("Cs",)), max_size=60), mark=_MARKED, label=_LABELS)
def test_a_marked_file_reads_the_same_whatever_the_label(
    text: str, mark: tuple[bytes, str], label: str
) -> None:
    bom, codec = mark
    # UTF-16LE's mark and a first NUL character are UTF-32LE's mark: that file is ambiguous
    assume(not (codec == "utf-16-le" and text.startswith("\x00")))
    data = bom + text.encode(codec)
    expected = text
    assert decode_text(data, label) == expected
    assert decode(data, label) == expected


@given(data=st.binary(max_size=80), label=_LABELS)
def test_both_readers_agree_except_on_undeclared_bytes_that_are_not_utf8(data: bytes, label: str) -> None:
    ctype = f"text/plain; charset={label}" if label else "text/plain"
    preview, view = text_of(ctype, data), decode(data, label)
    if preview != view:  # the one difference: nothing usable declared, and not UTF-8
        assert "\ufffd" in preview
        assert view == data.decode("cp1252", "replace") or view == decode_text(data, label, fallback="cp1252")
