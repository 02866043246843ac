"""Text in the character encodings other than UTF-8 and UTF-16 that a value's bytes can be put in:
UTF-32 (with or without a byte order mark), EBCDIC (IBM code pages 500 and 037), and UTF-16 code
units written as hex words ("5800 7300 4f00 ...", little- or big-endian).

:func:`wide_text` and :func:`ebcdic_text` are asked by ``decoders.bytes_texts`` for bytes that an
encoded run decoded to (hex, base64 ...); :func:`code_unit_views` is a reader of the draft's text.
Each returns text only when it is mostly printable: random bytes almost never are, in any of
these encodings.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

MIN_CHARS = 6
"""Fewest characters a decoded run must have to be worth scanning (shorter values are refused)."""

# Printable EBCDIC (code page 500/037): space, punctuation, letters (in three runs each case),
# digits. A byte outside these is control or unassigned in both pages.
_EBCDIC_PRINTABLE = frozenset(
    {0x40, *range(0x4A, 0x51), *range(0x5A, 0x62), *range(0x6A, 0x70), *range(0x79, 0x80)}
    | {*range(0x81, 0x8A), *range(0x91, 0x9A), *range(0xA1, 0xAA), 0xB0, 0xBA, 0xBB, 0xC0}
    | {*range(0xC1, 0xCA), 0xD0, *range(0xD1, 0xDA), 0xE0, *range(0xE2, 0xEA), *range(0xF0, 0xFA)}
)
_EBCDIC_BYTES = bytes(sorted(_EBCDIC_PRINTABLE))
_EBCDIC_CODECS = ("cp500", "cp037")


def _readable(text: str) -> bool:
    return len(text) >= MIN_CHARS and text.isprintable()


def wide_text(data: bytes) -> str | None:
    """``data`` as UTF-32 text: by its byte order mark, or (without one) when three of every four
    bytes are zero in either byte order; None otherwise or when it is not printable."""
    if data[:4] == b"\xff\xfe\x00\x00":
        codec, body = "utf-32-le", data[4:]
    elif data[:4] == b"\x00\x00\xfe\xff":
        codec, body = "utf-32-be", data[4:]
    elif len(data) % 4 or len(data) < 4 * MIN_CHARS or data.count(0) * 4 < len(data) * 3 - 4:
        return None  # the common case, decided in C
    elif data[1::4].count(0) * 4 >= len(data) and data[3::4].count(0) * 4 >= len(data):
        codec, body = "utf-32-le", data
    elif data[0::4].count(0) * 4 >= len(data) and data[2::4].count(0) * 4 >= len(data):
        codec, body = "utf-32-be", data
    else:
        return None
    if len(body) % 4:
        return None
    try:
        text = body.decode(codec)
    except UnicodeDecodeError:
        return None
    return text if _readable(text) else None


def ebcdic_text(data: bytes) -> Iterator[str]:
    """``data`` read in the EBCDIC code pages (500, 037) when every byte is a printable EBCDIC
    character: ASCII text never is (its letters and digits are below 0x80), random bytes almost
    never are."""
    if len(data) < MIN_CHARS or data.translate(None, _EBCDIC_BYTES):
        return
    seen: set[str] = set()
    for codec in _EBCDIC_CODECS:
        text = data.decode(codec)
        if text not in seen and _readable(text):
            seen.add(text)
            yield text


# Four hex digits a word, at least MIN_CHARS words, separated by spaces, commas or colons (the
# blank runs possessive: two runs that could share the same blanks made long runs quadratic).
_UNIT = r"(?:0x)?[0-9A-Fa-f]{4}"
_UNIT_RUN = re.compile(
    rf"(?<![0-9A-Za-z]){_UNIT}(?:[ 	]*+[,;:]?[ 	]*+{_UNIT}){{{MIN_CHARS - 1},}}(?![0-9A-Za-z])"
)
_UNIT_DIGITS = re.compile(r"[0-9A-Fa-f]{4}(?![0-9A-Fa-f])")


# The cheap test, in C: hex digits (and the x of 0x) become "h", separators " " or ",", the rest
# "."; two words in a row must show.
_SHAPE = bytes(
    104 if chr(c) in "0123456789abcdefABCDEFxX" else 32 if chr(c) in " \t" else 44 if chr(c) in ",;:" else 46
    for c in range(256)
)
_SHAPE_RUNS = (b"hhhh hhhh", b"hhhh, hhhh", b"hhhh,hhhh", b"hhhh: hhhh", b"hhhh:hhhh")


def code_unit_views(text: str) -> Iterator[str]:
    """Runs of 16-bit code units written as hex words, read big-endian ("0041" is "A") and with
    their bytes swapped (little-endian "4100" is "A")."""
    shape = text.encode("utf-8", "surrogatepass").translate(_SHAPE)
    if not any(run in shape for run in _SHAPE_RUNS):
        return
    for run in _UNIT_RUN.finditer(text):
        units = bytes.fromhex("".join(_UNIT_DIGITS.findall(run.group().replace("0x", " "))))
        for codec in ("utf-16-be", "utf-16-le"):
            decoded = units.decode(codec, "replace")
            if "\ufffd" not in decoded and _readable(decoded):
                yield decoded
