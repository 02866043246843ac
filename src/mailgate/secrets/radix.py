"""A value's bytes as one big integer written in another radix: octal, base 36 or base 62.

``hidden.big_integer_views`` reads long decimal numbers, and ``hidden.radix_integer_views``
reads a token in a radix the draft names ("base36"). A draft need not name it ("Octal big
integer of the bytes", "N = 4XbZ...", or no word at all), so here every long token whose
characters fit one of these alphabets is read in it, whatever the prose says, and kept only when
its bytes are printable UTF-8: the digits of a value's bytes always give them back, and a random
token (a commit hash, a request id) gives printable text about once in 10^7 tries or fewer.
Base 62 comes in two digit orders (``0-9A-Za-z``, as GMP writes it, and ``0-9a-zA-Z``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.transforms import long_words

MIN_DIGITS = 8
"""Shortest token read: six bytes (MIN_CHARS) take at least 8 base-62 digits."""
MIN_OCTAL = 16
"""Shortest octal token read: six bytes take 16 octal digits."""
MAX_DIGITS = 2048
"""Longest token read: Python's int parsing is quadratic in the digits."""
MIN_CHARS = 6
"""Fewest characters the bytes must make (shorter values are refused anyway)."""
MAX_TOKENS = 1024
"""Tokens read per text (each costs microseconds): a text of more is not one value's encoding."""

_EDGE = "\"'`()[]{}<>,.;:!?*"  # around a token in prose ("N = 4XbZ...;"); = + / _ - are not
_OCTAL = re.compile(r"[0-7]+")
_DIGIT_TABLES = (
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
)
_VALUES = [{c: i for i, c in enumerate(table)} for table in _DIGIT_TABLES]


def _text(number: int) -> str | None:
    data = number.to_bytes((number.bit_length() + 7) // 8 or 1, "big")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if len(text) >= MIN_CHARS and text.isprintable() else None


def _base62(token: str, values: dict[str, int]) -> int:
    number = 0
    for c in token:
        number = number * 62 + values[c]
    return number


def _is_word(token: str) -> bool:
    """A word ("quarterly", "Quarterly", "README"): letters of one case after the first."""
    return token.isalpha() and (token[1:].islower() or token.isupper())


def _numbers(token: str) -> Iterator[int]:
    """``token`` read in every radix here whose alphabet holds all of it."""
    if token.isdigit():
        if len(token) >= MIN_OCTAL and _OCTAL.fullmatch(token):
            yield int(token, 8)  # (decimal is big_integer_views')
        return
    if _is_word(token):
        # A word ("quarterly", "Quarterly", "README"): prose is full of them, and the digits of a
        # value's bytes in base 36 or 62 almost never are letters of one case (a 13-digit base-36
        # number has no decimal digit once in 70 values; longer ones, less often still).
        return
    if token.islower() or token.isupper():
        yield int(token, 36)
        return
    for values in _VALUES:
        yield _base62(token, values)


def radix_text_views(text: str) -> Iterator[str]:
    """Each long token of letters and digits read as octal, base 36 or base 62, when its bytes
    are printable text."""
    read = 0
    for word in long_words(text):  # the words of 8+ characters, split once for every reader
        token = word.strip(_EDGE)
        if len(token) < MIN_DIGITS or len(token) > MAX_DIGITS or not (token.isascii() and token.isalnum()):
            continue  # (a long token is passed, not the end: a long run first must not hide the rest)
        if _is_word(token):
            continue  # a word, which _numbers reads in no radix: it does not count to the bound
        read += 1
        if read > MAX_TOKENS:
            return
        for number in _numbers(token):
            decoded = _text(number)
            if decoded is not None:
                yield decoded
