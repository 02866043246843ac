"""A long random value under any one-to-one character map, or with its characters reordered.

Two whole-token tests that need no key and no list of ciphers:

* **substitution** (:func:`signature`): a token that is the value with every character replaced
  through one fixed, one-to-one map has the value's *shape*: the same characters repeat at the
  same positions. Caesar shifts over any alphabet (letters and digits together, ROT47), Atbash
  with digits, affine ciphers, keyboard shifts, a substitution whose legend is elsewhere, and
  transliterations that give each character one symbol (regional-indicator letters, Braille,
  look-alike scripts) all keep it. A value's shape is worth something only when its characters
  repeat enough (:func:`shape_bits`): a value whose characters are all different has the shape
  of every such token of its length, so it gets no shape pattern.
* **transposition** (:func:`anagram_key`): a token holding exactly the value's letters and
  digits, each as often, in another order (rail fence, columnar transposition, pairs or groups
  swapped, every k-th character): for a random value of 16+ characters, no other text does.

Both are loose forms (the scanner asks ``LeakScanner._loose``), and both look at whole
whitespace-free tokens of the value's length only, so their cost at scan time is one dict
lookup per long token, whatever the number of values.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Iterator

from mailgate.secrets.transforms import utf8

MIN_SHAPE_CHARS = 16
"""Shortest value (and token) compared by shape or by its letters and digits."""
SHAPE_MIN_BITS = 18.0
"""How unlikely (``-log2`` of the chance) a random token of the value's length, over the
alphabet that makes the match likeliest, must be to have the value's shape, plus ``log2`` of
the number of values compared: with N values, a random long token has one chance in about
2 ** SHAPE_MIN_BITS of having the shape of any of them."""
MIN_CHANGED = 4
"""A token with the value's shape that differs from it (or from its reversal) in fewer places is
a near-miss copy with a character or two changed, not a cipher; a near-miss is not a leak
(docs/security.md)."""
_ALPHABETS = (10, 16, 20, 26, 32, 36, 52, 58, 62, 64, 85, 94)
_EDGE = "\"'`()[]{}<>,.;:"
_MARKS = frozenset({"Mn", "Me", "Cf"})
_NOT_ALNUM_BYTES = bytes(c for c in range(128) if not chr(c).isalnum())
_NOT_ALNUM_LINE_BYTES = bytes(c for c in range(128) if not chr(c).isalnum() and c != 10)


def signature(text: str) -> str:
    """``text`` with each character replaced by the order of its first appearance.

    ``"abca"`` and ``"xyzx"`` both give the same signature: one is the other through a
    one-to-one character map.
    """
    first: dict[str, int] = {}
    return "".join([chr(0x100 + first.setdefault(c, len(first))) for c in text])


def shape_bits(value: str) -> float:
    """``-log2`` of the chance that a random token has ``value``'s shape, for the alphabet size
    (of those tokens are commonly drawn from) that makes it likeliest."""
    distinct = len(set(value))
    best = math.inf
    for size in _ALPHABETS:
        if size < distinct:
            continue
        bits = 0.0
        seen = 0
        known: set[str] = set()
        for c in value:
            if c in known:
                bits += math.log2(size)  # this character had to repeat one given earlier one
            else:
                bits -= math.log2((size - seen) / size)  # and a new one had to be new
                known.add(c)
                seen += 1
        best = min(best, bits)
    return best


def anagram_key(text: str) -> str:
    """The letters and digits of ``text`` in sorted order (case kept): equal for anagrams."""
    return "".join(sorted(_alnum(text)))


def _alnum(text: str) -> str:
    """The letters and digits of ``text``, in order."""
    if text.isascii():  # bytes.translate deletes in C; str.translate with a dict does not
        return text.encode("ascii").translate(None, _NOT_ALNUM_BYTES).decode("ascii")
    return "".join([c for c in text if c.isalnum()])


def _plain_marks(token: str) -> str:
    """``token`` without combining marks and format characters (a keycap's U+FE0F U+20E3)."""
    if token.isascii():
        return token
    return "".join(c for c in token if unicodedata.category(c) not in _MARKS)


def _changed(token: str, value: str) -> int:
    """In how many places ``token`` and ``value`` (of one length) differ, case aside."""
    return sum(a != b for a, b in zip(token.casefold(), value.casefold(), strict=False))


class ShapeIndex:
    """Shapes and sorted letters of the values that may be matched loosely, by value index."""

    def __init__(self, count: int) -> None:
        # The more values, the more chances a random token has one's shape (see SHAPE_MIN_BITS).
        self._min_bits = SHAPE_MIN_BITS + math.log2(max(count, 1))
        self._values: dict[int, str] = {}
        self._shapes: dict[str, list[int]] = {}
        self._letters: dict[str, list[int]] = {}
        self._lengths: set[int] = set()
        self._letter_lengths: set[int] = set()
        self._sizes: set[tuple[int, int]] = set()  # (length, distinct characters) of each shape

    def add(self, idx: int, value: str) -> None:
        """Index ``value`` (a long random value of one word) as secret ``idx``."""
        if len(value) < MIN_SHAPE_CHARS or len(value.split()) != 1:
            return
        self._values[idx] = value
        # A caseless script (flags, Braille) can only carry the lower-cased value's shape; a
        # value written backwards and then through a character map has its reversal's shape.
        for form in dict.fromkeys((value, value.lower(), value[::-1], value[::-1].lower())):
            if shape_bits(form) >= self._min_bits:
                self._shapes.setdefault(signature(form), []).append(idx)
                self._lengths.add(len(form))
                self._sizes.add((len(form), len(set(form))))  # a cheap test before the signature
        letters = anagram_key(value)
        if len(letters) >= MIN_SHAPE_CHARS:
            self._letters.setdefault(letters, []).append(idx)
            self._lengths.add(len(letters))
            self._letter_lengths.add(len(letters))

    def line_hits(self, text: str) -> Iterator[tuple[int, str]]:
        """``(secret index, line)`` for each line of ``text`` whose letters and digits (or those
        after a label's colon) are a value's, in another order: chunks shuffled or reversed."""
        lengths = self._letter_lengths
        if not lengths:
            return
        # Every line's letters and digits at once (in C); only lines of a value's length sorted.
        # (Non-ASCII characters stay in that first pass: a line holding any is redone exactly.)
        data = utf8(text).translate(None, _NOT_ALNUM_LINE_BYTES)
        dense_lines = data.decode("utf-8", "surrogatepass").split("\n")
        lines = text.split("\n")
        for n, letters in enumerate(dense_lines):
            if not letters.isascii():
                letters = _alnum(lines[n])
            if len(letters) in lengths:
                for idx in self._letters.get("".join(sorted(letters)), ()):
                    yield idx, lines[n]
        if ":" in text:  # a label before the chunks ("parts: ...")
            for line in lines:
                if ":" in line:
                    letters = _alnum(line.partition(":")[2])
                    if len(letters) in lengths:
                        for idx in self._letters.get("".join(sorted(letters)), ()):
                            yield idx, line

    def hits(self, tokens: Iterable[str]) -> Iterator[tuple[int, str, str]]:
        """``(secret index, transform, token)`` for each token that is a value under a
        character map (``substitution``) or reordered (``transposition``)."""
        lengths = self._lengths
        if not lengths:
            return
        least = min(lengths)
        sizes = self._sizes
        for word in tokens:
            if len(word) < least:
                continue
            stripped = word.strip(_EDGE)
            for token in (word, stripped) if word.isascii() else (word, stripped, _plain_marks(stripped)):
                if (len(token), len(set(token))) in sizes:
                    for idx in self._shapes.get(signature(token), ()):
                        value = self._values[idx]
                        if min(_changed(token, value), _changed(token, value[::-1])) >= MIN_CHANGED:
                            yield idx, "substitution", word
            # The edges and marks stripped above are not letters or digits: one test per word.
            letters = _alnum(word)
            if len(letters) in self._letter_lengths:
                for idx in self._letters.get("".join(sorted(letters)), ()):
                    yield idx, "transposition", word
