"""The views of a text that the leak scanner searches, and the patterns a value yields for them.

Each view undoes one way to disguise a value; :func:`value_patterns` is the other side, the
strings that find a value in each view. Look-alike letters fold through the shared Unicode
confusables fold (:mod:`mailgate.textfold`); otherwise the standard library: ``re`` (candidate
spans and stripping), ``binascii`` (quoted-printable, in C), ``html`` (entities),
``urllib.parse`` (percent-encoding) and ``base64``. Every view comes in two flavours: a fast
one for scanning (just the string) and a mapped one for redaction (a :class:`Mapped`, which
knows where each view character came from in the original text).
"""

from __future__ import annotations

import base64
import binascii
import html
import math
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from urllib.parse import unquote_plus

from mailgate.secrets.reassembly import ANCHOR
from mailgate.textfold import fold, fold_char

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

FUZZY_MIN_CHARS = 16
"""Fuzzy forms (pieces in any order, every other character, letter shifts) need this many
letters and digits..."""
FUZZY_MIN_BITS = 48.0
"""...and this many bits by the per-character Shannon estimate (length x entropy per character):
short or repetitive values (a season and a year) match ordinary words once loosened."""
KGRAM = 6
"""Piece length for reassembly: a value cut into pieces of at least this many characters is
found whatever the order and wherever the pieces sit in the draft."""
KGRAM_COVER = 1.0
"""Share of a value's letters and digits that found pieces must cover to count as a leak: all
of them, so a value with one character changed (a near-miss) is not reassembled."""
MAX_KGRAM_CHARS = 1024

# The views patterns are compiled for, and the kinds of pattern a value yields.
CANON, DENSE_VIEW, COMPACT, SHIFT_VIEW = "canon", "dense", "compact", "shift"
FULL, REVERSED, WINDOW, URLPLUS, DENSE, HEX, B64_0, B64_1, B64_2, SPACED = range(10)
ROT13, ATBASH, ROT47, SHIFTED, KGRAM_PIECE, EVEN, ODD, DENSE_REV, CAESAR, HEAD, TAIL = range(10, 21)
FRONT, BACK, KEYSHIFT, SWAPPED = range(21, 25)
KIND_COUNT = 25
WORD_KINDS = frozenset({FULL, ROT13, ATBASH, ROT47, CAESAR, KEYSHIFT, SWAPPED})
"""Kinds that, for a short value, count only as whole words (no letter or digit either side)."""
B64_KINDS = frozenset({B64_0, B64_1, B64_2})


@dataclass(frozen=True)
class Mapped:
    """A view of a text plus, for each view character, the span of the text it came from."""

    view: str
    starts: list[int]
    ends: list[int]

    @classmethod
    def identity(cls, text: str) -> Mapped:
        """``text`` mapped onto itself, character by character."""
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
    """Case-, width-, accent- and homoglyph-folded form of ``text`` (the scanner's main view).

    The shared confusables fold (:mod:`mailgate.textfold`), lower-cased. It never remaps ASCII:
    0/O and 1/l stay distinct, so a value with one such character changed is a different value,
    not a leak. Invisible characters are kept here; the dense and compact views see through them.
    """
    if text.isascii():
        return text.lower()  # the common case: nothing below changes ASCII except case
    if len(non_ascii(text)) > _FOLD_BY_LINE:
        return fold(text, invisible=True).lower()
    # A few non-ASCII characters in a long text (a name, a quote): folding runs a regex over
    # every character, so only the lines that hold one are folded. The fold never crosses a
    # line break, and neither does lower-casing (a final sigma looks no further than the word).
    return "\n".join(
        [line.lower() if line.isascii() else fold(line, invisible=True).lower() for line in text.split("\n")]
    )


_FOLD_BY_LINE = 64
"""Most non-ASCII characters for which :func:`skeleton` folds line by line (each line one fold)."""


def skeleton_mapped(text: str) -> Mapped:
    """:func:`skeleton` with positions; per character, so slower (used for redaction)."""
    if text.isascii():
        identity = Mapped.identity(text)
        return Mapped(text.lower(), identity.starts, identity.ends)
    out: list[str] = []
    starts: list[int] = []
    for i, ch in enumerate(text):
        folded = fold_char(ch, invisible=True).lower()
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


_ASCII_BYTES = bytes(range(128))
LONG_WORD = 8
"""Shortest word :func:`long_words` keeps: the shortest any decoder reads as a token."""


class _Split:
    """One text's words, and its long words, lower-cased form, lines, UTF-8 bytes and non-ASCII
    characters once asked for (each reader of a 20,000-character body needed one of them)."""

    __slots__ = ("lines", "long", "lower", "rare", "text", "utf8", "words")

    def __init__(self, text: str) -> None:
        self.text = text
        self.words = text.split()
        self.long: list[str] | None = None
        self.lower: str | None = None
        self.lines: list[str] | None = None
        self.utf8: bytes | None = None
        self.rare: str | None = None


MEMO_BOUND = 2_000_000
"""Bytes plus characters one scan's decoding caches may hold; past it, results are not kept
(worked out again when met again: the verdict is the same, only slower)."""


class SplitMemo:
    """The last two texts split during one scan: the scanner and several decoders split the same
    texts in turn (a part and its folded view). One per scan (:func:`split_memo`), so a draft's
    text is never kept after its scan ends."""

    __slots__ = ("decodings", "kept", "offered", "read", "recent")

    def __init__(self) -> None:
        self.recent = (_Split(""), _Split(""))
        # Shape tokens that readers found outside any text (shapes.py), for the scanner to take.
        self.offered: list[str] = []
        # What a token decodes to and what those bytes read as, for the token decoder
        # (decoders.py): a token is often in several texts of one draft (a decoded line, and
        # the same run read as character codes), and both are pure functions of their input.
        self.decodings: dict[str, list[bytes]] = {}
        self.read: dict[bytes, list[str]] = {}
        # Bytes and characters held by the two caches: kept under MEMO_BOUND, so a draft of many
        # tokens that each inflate to a large text cannot make one scan hold hundreds of MB.
        self.kept = 0

    def known(self, text: str) -> _Split | None:
        """The split of ``text`` if it is one of the last two texts split, else None (nothing
        is split or evicted: for values asked of many short texts, a token or a line)."""
        first, second = self.recent
        if first.text is text:
            return first
        if second.text is text:
            return second
        return None

    def split(self, text: str) -> _Split:
        """The split of ``text``, reused when one of the last two texts is ``text`` itself."""
        known = self.known(text)
        if known is not None:
            return known
        first = self.recent[0]
        split = _Split(text)
        self.recent = (split, first)
        return split


# Per scan and per thread (a ContextVar, not a global): set by split_memo, reset when it ends.
_MEMO: ContextVar[SplitMemo | None] = ContextVar("mailgate_split_memo", default=None)


@contextmanager
def split_memo() -> Iterator[SplitMemo]:
    """Share splits between the readers of one scan; the memo and its texts go when it ends."""
    memo = SplitMemo()
    token = _MEMO.set(memo)
    try:
        yield memo
    finally:
        _MEMO.reset(token)


def offer_shape(token: str) -> None:
    """Hand a shape token (a list of codes as one symbol per code) to the scan in progress; the
    scanner takes them (:func:`take_shapes`) and looks them up in its shape index only."""
    memo = _MEMO.get()
    if memo is not None:
        memo.offered.append(token)


def decoding_memo() -> SplitMemo | None:
    """The memo of the scan in progress (its ``decodings`` and ``read``, see
    ``decoders._token_texts``); None outside a scan."""
    return _MEMO.get()


def take_shapes() -> list[str]:
    """The shape tokens offered since the last call, in this scan."""
    memo = _MEMO.get()
    if memo is None:
        return []
    taken, memo.offered = memo.offered, []
    return taken


def _split(text: str) -> _Split:
    memo = _MEMO.get()
    return _Split(text) if memo is None else memo.split(text)


def words(text: str) -> list[str]:
    """``text.split()``, shared with the other readers of the same text: do not change it."""
    return _split(text).words


def long_words(text: str) -> list[str]:
    """The words of ``text`` of at least LONG_WORD characters, shared: do not change it."""
    split = _split(text)
    if split.long is None:
        split.long = [w for w in split.words if len(w) >= LONG_WORD]
    return split.long


def text_lines(text: str) -> list[str]:
    """``text.splitlines()``, shared with the other readers of the same text: do not change it."""
    split = _split(text)
    if split.lines is None:
        split.lines = text.splitlines()
    return split.lines


def utf8(text: str) -> bytes:
    """``text.encode("utf-8", "surrogatepass")``, kept while ``text`` is one of the two texts the
    scan split last (several readers' gates count bytes of the same body); never splits."""
    memo = _MEMO.get()
    split = None if memo is None else memo.known(text)
    if split is None:
        return text.encode("utf-8", "surrogatepass")
    if split.utf8 is None:
        split.utf8 = text.encode("utf-8", "surrogatepass")
    return split.utf8


def lowered(text: str) -> str:
    """``text.lower()``, shared with the other readers of the same text (several decoders look
    for hint words in it)."""
    split = _split(text)
    if split.lower is None:
        split.lower = text.lower()
    return split.lower


def non_ascii(text: str) -> str:
    """The non-ASCII characters of ``text``, in order: a fast test for rare characters.

    Through UTF-8 bytes (``bytes.translate`` drops the ASCII ones in C): a regex search for a
    class of non-ASCII characters would visit every character of a mostly-ASCII text.
    """
    if text.isascii():
        return ""
    memo = _MEMO.get()
    split = None if memo is None else memo.known(text)
    if split is not None and split.rare is not None:
        return split.rare
    rare = utf8(text).translate(None, _ASCII_BYTES).decode("utf-8", "surrogatepass")
    if split is not None:
        split.rare = rare
    return rare


def compact(text: str) -> str:
    """``text`` without whitespace or invisible characters: base64 survives line wrapping here."""
    squeezed = "".join(words(text))
    if squeezed.isascii() or _INVISIBLES.search(non_ascii(squeezed)) is None:
        return squeezed
    return _INVISIBLES.sub("", squeezed)


def standard_b64(view: str) -> str:
    """Base64url letters turned standard, so one set of patterns finds both alphabets."""
    if view.isascii():
        return view.translate(_B64URL_TO_STD)
    # str.translate on a non-ASCII string is ~50x slower than two replaces.
    return view.replace("-", "+").replace("_", "/")


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


_ROT13 = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "nopqrstuvwxyzabcdefghijklmNOPQRSTUVWXYZABCDEFGHIJKLM",
)
_ATBASH = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJIHGFEDCBA",
)
_ROT47 = str.maketrans({c: chr(33 + (c - 33 + 47) % 94) for c in range(33, 127)})
_NOT_LOWER = {c: None for c in range(128) if not 97 <= c <= 122}
_NOT_LOWER_RE = re.compile("[^a-z]+")
# A letter-shift step (cur - prev + 128, see shift_view) to the letter naming it mod 26.
_STEP = bytes(97 + (r - 128) % 26 if 103 <= r <= 153 else 63 for r in range(256))


def shift_view(view: str) -> str:
    """The steps between consecutive letters of ``view`` (a lower-case skeleton), mod 26.

    A Caesar shift (ROT13 included) adds the same amount to every letter, so the steps are the
    same whatever the shift: one pattern per value finds all 25 shifts. Atbash negates the steps;
    its pattern is computed from the Atbash of the value. Digits and punctuation are dropped.
    """
    letters = view.translate(_NOT_LOWER) if view.isascii() else _NOT_LOWER_RE.sub("", view)
    if len(letters) < 2:
        return ""
    data = letters.encode("ascii")
    n = len(data) - 1
    # One big-integer subtraction computes every step at once: each byte is cur + 128 - prev,
    # which stays within 103..153 for a-z, so no byte borrows from its neighbour.
    steps = (
        int.from_bytes(data[1:], "big")
        + int.from_bytes(b"\x80" * n, "big")
        - int.from_bytes(data[:-1], "big")
    )
    return steps.to_bytes(n, "big").translate(_STEP).decode("ascii")


SHIFT_MIN_RUN = FUZZY_MIN_CHARS


def shift_runs(view: str, text: str = "") -> str:
    """The runs of ``view`` (the skeleton of ``text``) long enough to hold a letter-shifted value,
    for :func:`shift_view`.

    A Caesar shift keeps a whitespace-free value whitespace-free, and values get shift patterns
    only when they have FUZZY_MIN_CHARS letters and digits: shorter runs (most prose) are skipped.
    An ASCII text's view is the text lower-cased, word for word: its long words (split once for
    the decoders too) are lower-cased instead of splitting the view again.
    """
    if text.isascii() and text:
        return " ".join([w.lower() for w in long_words(text) if len(w) >= SHIFT_MIN_RUN])
    return " ".join([w for w in long_words(view) if len(w) >= SHIFT_MIN_RUN])


def fuzzy_ok(value: str) -> bool:
    """Whether ``value`` is long and random enough for fuzzy forms (FUZZY_MIN_CHARS, FUZZY_MIN_BITS)."""
    squeezed = dense(skeleton(value))
    if len(squeezed) < FUZZY_MIN_CHARS:
        return False
    counts = [squeezed.count(c) for c in set(squeezed)]
    bits = -sum(n * math.log2(n / len(squeezed)) for n in counts)
    return bits >= FUZZY_MIN_BITS


def kgram_patterns(value: str) -> Iterator[tuple[str, int]]:
    """``(piece, offset)`` for every KGRAM-character run of the value's letters and digits.

    None for a value of several words (a passphrase): its pieces are the words themselves,
    and the same words in another order are ordinary text, not the value.
    """
    if len(value.split()) > 1:
        return
    squeezed = dense(skeleton(value))[:MAX_KGRAM_CHARS]
    for i in range(len(squeezed) - KGRAM + 1):
        yield squeezed[i : i + KGRAM], i


HALF_MIN_CHARS = 6
"""Each half of a passphrase cut in two is at least this long..."""
SHORT_HALF_MIN_CHARS = 4
"""...and each half of a short value at least this long (shorter halves are common syllables,
which ordinary text is full of: every one of them would be a hit to check)."""


def half_patterns(value: str) -> Iterator[tuple[str, str, int]]:
    """``(head, tail, cut)`` for each way to cut a value in two that leaves both halves odd.

    For a passphrase, cuts inside one of its words: cut at a space it is two runs of whole words,
    which ordinary text holds in any order; cut inside a word, each half ends or starts with a
    broken word ("tangerine wal" and "rus copper meadow"). For a short value (one too short or
    plain for pieces), cuts inside a run of letters or of digits: "Pelika" and "n2019!" are
    halves of "Pelikan2019!", while "Pelikan" and "2019!" are a word and a year. Values with
    pieces (:func:`kgram_patterns`) need none.
    """
    folded = " ".join(skeleton(value).split())
    words = len(value.split())
    if words == 1 and fuzzy_ok(value):
        return
    least = HALF_MIN_CHARS if words > 1 else SHORT_HALF_MIN_CHARS
    # Halves, not a head and a tail of any length: cuts in the middle third (fewer patterns,
    # each a third of the value or more, so far fewer chance hits on ordinary text).
    least = max(least, len(folded) // 3)
    for cut in range(least, len(folded) - least + 1):
        before, after = folded[cut - 1], folded[cut]
        if (before.isalpha() and after.isalpha()) or (before.isdigit() and after.isdigit()):
            yield folded[:cut], folded[cut:], cut


def marks_covered(value: str, views: Iterable[str]) -> bool:
    """Whether every punctuation mark of ``value`` sits, with its neighbours, in one of ``views``.

    Pieces are matched on letters and digits only; this check, run only on a value whose pieces
    already add up, keeps a near-miss with one mark changed ("ab#cd" for "ab%cd") from counting
    as the value: a piece copied out of the value keeps the value's marks around it.
    """
    folded = skeleton(value)[:MAX_KGRAM_CHARS]
    marks = [i for i, c in enumerate(folded) if not c.isalnum()]
    if not marks:
        return True
    texts = list(views)
    size = min(KGRAM, len(folded))
    for i in marks:
        windows = (folded[j : j + size] for j in range(max(0, i - size + 1), min(i, len(folded) - size) + 1))
        if not any(window in text for window in windows for text in texts):
            return False
    return True


def caesar(text: str, shift: int) -> str:
    """``text`` with every ASCII letter moved ``shift`` places along the alphabet."""
    low, up = "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    n = shift % 26
    return text.translate(str.maketrans(low + up, low[n:] + low[:n] + up[n:] + up[:n]))


_ROT5 = str.maketrans("0123456789", "5678901234")
_DIGIT_SHIFTS = [str.maketrans("0123456789", "0123456789"[n:] + "0123456789"[:n]) for n in range(10)]
_KEY_ROWS = ("`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./")
_KEY_ROWS_SHIFTED = ("~!@#$%^&*()_+", "QWERTYUIOP{}|", 'ASDFGHJKL:"', "ZXCVBNM<>?")


def _key_shift(step: int) -> dict[int, int]:
    """A translation table moving each key ``step`` keys along its row (the row's ends stay)."""
    table: dict[int, int] = {}
    for row in _KEY_ROWS + _KEY_ROWS_SHIFTED:
        for i, char in enumerate(row):
            if 0 <= i + step < len(row):
                table[ord(char)] = ord(row[i + step])
    return table


def _key_wrap(step: int, rows: tuple[str, ...]) -> dict[int, int]:
    """A translation table moving each key ``step`` keys along its row, wrapping at the ends."""
    table: dict[int, int] = {}
    for row in rows:
        for i, char in enumerate(row):
            table[ord(char)] = ord(row[(i + step) % len(row)])
    return table


# Keyboards are shifted several ways: along whole rows with the ends staying, or wrapping
# around, or along the letter and digit rows only (wrapping: "p" to "q").
_LETTER_ROWS = ("1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")
_KEY_SHIFTS = tuple(
    table
    for step in (1, -1)
    for table in (
        _key_shift(step),
        _key_wrap(step, _KEY_ROWS + _KEY_ROWS_SHIFTED),
        _key_wrap(step, _LETTER_ROWS),
    )
)


def swap_pairs(text: str, first: int = 0) -> str:
    """``text`` with characters ``first``/``first+1``, then the next two, and so on, swapped."""
    chars = list(text)
    for i in range(first, len(chars) - 1, 2):
        chars[i], chars[i + 1] = chars[i + 1], chars[i]
    return "".join(chars)


def value_patterns(value: str, min_fraction: float) -> Iterator[tuple[str, str, int]]:
    """Every ``(view, pattern, kind)`` that finds ``value`` in the views of a text."""
    folded = skeleton(value)
    yield CANON, folded, FULL
    fuzzy = fuzzy_ok(value)
    steps = shift_view(folded) if fuzzy else ""
    # shift_view sees a Caesar shift through the steps between letters: that needs a value
    # random enough (a short one would match ordinary words), with letters enough for the
    # steps to be distinctive, and of one word (the scanner reads steps from long runs only).
    shifts = len(steps) >= FUZZY_MIN_CHARS - 5 and len(value.split()) == 1
    if not shifts:
        # The others (short values, passphrases, values with few letters) get every letter
        # cipher spelled out: all 25 Caesar shifts (ROT13 among them), Atbash, and ROT18
        # (ROT13 plus digits moved 5); a short value only as a whole word.
        ciphers = [(CAESAR if n != 13 else ROT13, caesar(value, n)) for n in range(1, 26)]
        ciphers.append((ATBASH, value.translate(_ATBASH)))
        ciphers.append((CAESAR, caesar(value, 13).translate(_ROT5)))
        # The shift applied to digits too (mod 10), as some Caesar tools do.
        ciphers += [(CAESAR, caesar(value, n).translate(_DIGIT_SHIFTS[n % 10])) for n in range(1, 26)]
        for kind, coded in ciphers:
            if skeleton(coded) != folded:
                yield CANON, skeleton(coded), kind
    # ROT47 turns letters into punctuation and digits, which shift_view does not see: every
    # value gets its ROT47 form as a pattern of its own.
    coded = skeleton(value.translate(_ROT47))
    if coded != folded:
        yield CANON, coded, ROT47
    # Typing each character one key to the right or left (US QWERTY): a cipher without a key.
    for coded in dict.fromkeys(skeleton(value.translate(table)) for table in _KEY_SHIFTS):
        if coded != folded:
            yield CANON, coded, KEYSHIFT
    # Each two neighbouring characters swapped, from the first or the second (no key needed).
    for coded in dict.fromkeys(skeleton(swap_pairs(value, first)) for first in (0, 1)):
        if coded != folded:
            yield CANON, coded, SWAPPED
    if len(value) < SHORT:
        return  # whole words only: anything looser matches by chance
    if len(folded) >= 2 * ANCHOR:  # the ends of a value cut into pieces (see reassembly.py)
        yield CANON, folded[:ANCHOR], FRONT
        yield CANON, folded[-ANCHOR:], BACK
    if shifts:
        yield SHIFT_VIEW, steps, SHIFTED
        yield SHIFT_VIEW, shift_view(skeleton(value.translate(_ATBASH))), SHIFTED
        yield SHIFT_VIEW, shift_view(folded[::-1]), SHIFTED  # reversed, then shifted
    if fuzzy and len(value.split()) == 1:
        for kind, half in ((EVEN, folded[0::2]), (ODD, folded[1::2])):
            if len(dense(half)) >= SHORT:
                yield DENSE_VIEW, dense(half), kind
    if folded[::-1] != folded:
        yield CANON, folded[::-1], REVERSED
    if " " in folded:
        yield CANON, folded.replace(" ", "+"), URLPLUS
    yield from ((CANON, window, WINDOW) for window in _windows(folded, min_fraction))
    squeezed = dense(folded)
    if len(squeezed) >= SHORT:
        yield DENSE_VIEW, squeezed, DENSE
        if squeezed[::-1] != squeezed:
            yield DENSE_VIEW, squeezed[::-1], DENSE_REV  # reversed and spaced out or cut up
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
