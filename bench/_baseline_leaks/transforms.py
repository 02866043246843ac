"""The views of a text that the leak scanner searches, and the patterns a value yields for them.

Each view undoes one way to disguise a value; :func:`value_patterns` is the other side, the
strings that find a value in each view. Standard library only: ``unicodedata`` (NFKD
compatibility decomposition), ``re`` (candidate spans and stripping), ``binascii``
(quoted-printable, in C), ``html`` (entities), ``urllib.parse`` (percent-encoding) and
``base64``. Every view comes in two flavours: a fast one for scanning (just the string) and a
mapped one for redaction (a :class:`Mapped`, which knows where each view character came from
in the original text).
"""

from __future__ import annotations

import base64
import binascii
import html
import math
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import unquote_plus

# Lookalikes of ASCII letters that NFKD leaves alone (fullwidth and mathematical letters are
# already folded by NFKD). Upper- and lower-case forms are listed separately because a few
# differ (Greek capital ETA looks like H, small eta like n); the table is applied before
# lower-casing. ASCII characters are never remapped: 0/O and 1/l stay distinct, so a value
# with one such character changed is a different value, not a leak.
_CONFUSABLES: dict[str, str] = {
    # Cyrillic capitals
    "А": "A", "В": "B", "Е": "E", "Ѕ": "S", "І": "I", "Ј": "J", "К": "K", "М": "M",
    "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "У": "Y", "Ү": "Y",
    "Ԛ": "Q", "Ԝ": "W", "Ӏ": "I", "Ԁ": "D",
    # Cyrillic small
    "а": "a", "в": "b", "ԁ": "d", "е": "e", "ё": "e", "һ": "h", "і": "i", "ї": "i",
    "ј": "j", "к": "k", "ӏ": "l", "о": "o", "р": "p", "ԛ": "q", "г": "r", "ѕ": "s",
    "т": "t", "у": "y", "ү": "y", "х": "x", "ԝ": "w", "ь": "b", "с": "c", "п": "n",
    # Greek capitals
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M",
    "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    # Greek small
    "α": "a", "β": "b", "ϲ": "c", "ε": "e", "η": "n", "ι": "i", "ϳ": "j", "κ": "k",
    "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ω": "w",
    # Latin and Armenian lookalikes outside ASCII
    "ı": "i", "ȷ": "j", "ɑ": "a", "ɡ": "g", "ɩ": "i", "ƅ": "b", "ʏ": "y", "ɴ": "n",
    "օ": "o", "ս": "u", "հ": "h", "ո": "n", "ց": "g", "ք": "f",
}  # fmt: skip
_CONFUSABLE_TABLE = str.maketrans(_CONFUSABLES)
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")
# Combining marks (accents, underlines, strike-through) hide nothing from a human reader.
_MARKS = re.compile("[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")
_NOT_ALNUM = re.compile(r"[\W_]+")
_ASCII_NOT_ALNUM = {c: None for c in range(128) if not chr(c).isalnum()}
_ALNUM_CHAR = re.compile(r"[^\W_]")
# Characters that render as nothing: soft hyphen, zero-width space/joiners, word joiner, BOM.
_INVISIBLE = "\u00ad\u200b-\u200f\u2060-\u2064\ufeff"
_INVISIBLES = re.compile(f"[{_INVISIBLE}]+")
_VISIBLE_CHAR = re.compile(f"[^\\s{_INVISIBLE}]")
_B64URL_TO_STD = str.maketrans("-_", "+/")
_LINE_BREAK = re.compile(r"[ \t]*\r?\n[ \t>]*")
_BARE_BREAK = re.compile(r"\r?\n")

SHORT = 8
"""Values shorter than this are matched as whole words only and never in encoded forms."""
PARTIAL_MIN_CHARS = 12
MAX_WINDOWS = 32

# The three views patterns are compiled for, and the kinds of pattern a value yields.
CANON, DENSE_VIEW, COMPACT = "canon", "dense", "compact"
FULL, REVERSED, WINDOW, URLPLUS, DENSE, HEX, B64_0, B64_1, B64_2, SPACED = range(10)
KIND_COUNT = 10
B64_KINDS = frozenset({B64_0, B64_1, B64_2})


@dataclass(frozen=True)
class Mapped:
    """A view of a text plus, for each view character, the span of the text it came from."""

    view: str
    starts: list[int]
    ends: list[int]

    @classmethod
    def identity(cls, text: str) -> Mapped:
        return cls(text, list(range(len(text))), list(range(1, len(text) + 1)))

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The text span that view characters ``[start, end)`` came from."""
        return self.starts[start], self.ends[end - 1]

    def then(self, child: Mapped) -> Mapped:
        """A view of this view, mapped straight back to the original text."""
        return Mapped(
            child.view, [self.starts[i] for i in child.starts], [self.ends[i - 1] for i in child.ends]
        )


def skeleton(text: str) -> str:
    """Case-, width-, accent- and homoglyph-folded form of ``text`` (the scanner's main view)."""
    if text.isascii():
        return text.lower()  # the common case: nothing below changes ASCII except case
    text = unicodedata.normalize("NFKD", text)
    # Translating only the non-ASCII runs is ~10x faster than str.translate on the whole text.
    text = _NON_ASCII.sub(lambda m: m.group().translate(_CONFUSABLE_TABLE), text)
    return _MARKS.sub("", text.casefold())


@lru_cache(maxsize=4096)
def _skeleton_char(ch: str) -> str:
    return skeleton(ch)


def skeleton_mapped(text: str) -> Mapped:
    """:func:`skeleton` with positions; per character, so slower (used for redaction)."""
    if text.isascii():
        identity = Mapped.identity(text)
        return Mapped(text.lower(), identity.starts, identity.ends)
    out: list[str] = []
    starts: list[int] = []
    for i, ch in enumerate(text):
        folded = _skeleton_char(ch)
        out.append(folded)
        starts.extend([i] * len(folded))
    return Mapped("".join(out), starts, [s + 1 for s in starts])


def dense(view: str) -> str:
    """``view`` with everything but letters and digits removed (separators, zero-width chars)."""
    if view.isascii():
        return view.translate(_ASCII_NOT_ALNUM)
    return _NOT_ALNUM.sub("", view)


def dense_mapped(view: str) -> Mapped:
    """:func:`dense` with positions in ``view``."""
    starts = [m.start() for m in _ALNUM_CHAR.finditer(view)]
    return Mapped("".join(view[i] for i in starts), starts, [s + 1 for s in starts])


def is_split(value: str, view: str) -> bool:
    """Whether ``value`` is in ``view`` once line breaks (and indents or quote marks) go."""
    # Twice: a quote mark after the break may be the value's own ">". The value's own line
    # breaks (a PEM key) go too, so CRLF against LF does not matter.
    return any(pattern.sub("", value) in pattern.sub("", view) for pattern in (_LINE_BREAK, _BARE_BREAK))


def compact(text: str) -> str:
    """``text`` without whitespace or invisible characters: base64 survives line wrapping here."""
    squeezed = "".join(text.split())
    return squeezed if squeezed.isascii() else _INVISIBLES.sub("", squeezed)


def standard_b64(view: str) -> str:
    """Base64url letters turned standard, so one set of patterns finds both alphabets."""
    return view.translate(_B64URL_TO_STD)


def compact_mapped(text: str) -> Mapped:
    """``standard_b64(compact(text))`` with positions in ``text``."""
    starts = [m.start() for m in _VISIBLE_CHAR.finditer(text)]
    view = "".join(text[i] for i in starts).translate(_B64URL_TO_STD)
    return Mapped(view, starts, [s + 1 for s in starts])


def base64_cores(data: bytes) -> list[str]:
    """The parts of base64(data) that are the same wherever ``data`` sits in a longer blob.

    A blob can start ``data`` at byte offset 0, 1 or 2 of a 3-byte group; for each alignment
    the characters that mix in bits of neighbouring bytes are cut off both ends.
    """
    cores = []
    for align in range(3):
        encoded = base64.b64encode(bytes(align) + data).decode("ascii")
        first = -(-8 * align // 6)  # first character made only of data bits
        last = 8 * (align + len(data)) // 6  # one past the last such character
        cores.append(encoded[first:last])
    return cores


@dataclass(frozen=True)
class Codec:
    """One text encoding that can hide a value: how to spot it and how to undo it."""

    name: str
    trigger: re.Pattern[str]  # one unmistakable escape: a line holding one gets decoded
    run: re.Pattern[str]  # a maximal run of escapes, for the mapped (redaction) view
    decode: Callable[[str], str]  # undoes a line or a run

    def view(self, text: str) -> str:
        """The decoded lines of ``text`` that hold an escape, joined; "" when there are none."""
        chunks: list[str] = []
        match = self.trigger.search(text)
        while match is not None:
            start = text.rfind("\n", 0, match.start()) + 1
            end = _line_end(text, match.end())
            chunks.append(self.decode(text[start:end]))
            match = self.trigger.search(text, end)
        return "\n".join(chunks)

    def mapped(self, text: str) -> Mapped:
        """``text`` with every run decoded; each decoded character maps to its whole run."""
        out: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        last = 0
        for match in self.run.finditer(text):
            out.append(text[last : match.start()])
            starts.extend(range(last, match.start()))
            ends.extend(range(last + 1, match.start() + 1))
            decoded = self.decode(match.group())
            out.append(decoded)
            starts.extend([match.start()] * len(decoded))
            ends.extend([match.end()] * len(decoded))
            last = match.end()
        out.append(text[last:])
        starts.extend(range(last, len(text)))
        ends.extend(range(last + 1, len(text) + 1))
        return Mapped("".join(out), starts, ends)


def _line_end(text: str, pos: int) -> int:
    """End of the line at ``pos``, carried over lines that end in a QP soft break ("=")."""
    end = text.find("\n", pos)
    while end >= 0:
        last = end - 2 if end >= 1 and text[end - 1] == "\r" else end - 1
        if last < 0 or text[last] != "=":
            return end
        end = text.find("\n", end + 1)
    return len(text)


def _decode_qp(text: str) -> str:
    # binascii.a2b_qp (C) undoes =XX escapes and drops "=" soft line breaks.
    return binascii.a2b_qp(text.encode("utf-8")).decode("utf-8", "replace")


_HEX2 = "[0-9A-Fa-f]{2}"
_ENTITY = r"&(?:#[0-9]{1,7};?|#[xX][0-9A-Fa-f]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)"
# urllib.parse.unquote_plus undoes %XX and "+"; a lone "+" is no evidence of URL encoding
# (base64 is full of them), so only %XX triggers decoding. Values with spaces get a
# "+"-for-space pattern of their own in the scanner instead.
URL = Codec("url", re.compile(f"%{_HEX2}"), re.compile(rf"(?:%{_HEX2}|\+)+"), unquote_plus)
QP = Codec("qp", re.compile(rf"=(?:{_HEX2}|\r?\n)"), re.compile(rf"(?:={_HEX2}|=\r?\n)+"), _decode_qp)
HTML = Codec("html-entities", re.compile(_ENTITY), re.compile(f"(?:{_ENTITY})+"), html.unescape)
CODECS = (URL, QP, HTML)


def value_patterns(value: str, min_fraction: float) -> Iterator[tuple[str, str, int]]:
    """Every ``(view, pattern, kind)`` that finds ``value`` in the views of a text."""
    folded = skeleton(value)
    yield CANON, folded, FULL
    if len(value) < SHORT:
        return  # whole words only: anything looser matches by chance
    if folded[::-1] != folded:
        yield CANON, folded[::-1], REVERSED
    if " " in folded:
        yield CANON, folded.replace(" ", "+"), URLPLUS
    yield from ((CANON, window, WINDOW) for window in _windows(folded, min_fraction))
    squeezed = dense(folded)
    if len(squeezed) >= SHORT:
        yield DENSE_VIEW, squeezed, DENSE
    else:
        # Mostly punctuation: too little is left once punctuation goes, so look for the value
        # spaced out by whitespace or invisible characters only (exact case, compact view).
        yield COMPACT, standard_b64(compact(value)), SPACED
    data = value.encode("utf-8")
    yield DENSE_VIEW, data.hex(), HEX
    for kind, core in zip((B64_0, B64_1, B64_2), base64_cores(data), strict=True):
        yield COMPACT, core, kind


def _windows(folded: str, min_fraction: float) -> list[str]:
    """Partial-leak windows: every run of ``ceil(min_fraction * len)`` characters, or fewer."""
    size = max(SHORT, math.ceil(min_fraction * len(folded)))
    if len(folded) < PARTIAL_MIN_CHARS or size >= len(folded):
        return []
    # Thinning for long values: windows of size - stride + 1 at every stride-th offset still
    # sit inside every run of `size`; never thinner than SHORT characters.
    stride = max(1, min(-(-(len(folded) - size + 1) // MAX_WINDOWS), size - SHORT + 1))
    size -= stride - 1
    return sorted({folded[i : i + size] for i in range(0, len(folded) - size + 1, stride)})
