"""Text written in six-dot Braille cells as Braille ASCII (the North American Braille Computer
Code: one cell per ASCII character), read back.

``decoders._symbol_views`` reads a cell as one byte (U+2800 + the byte, the eight-dot reading).
Braille ASCII gives each of the 64 six-dot cells one character instead: letters, digits in the
lower cells, punctuation. It has one letter case; a writer marks capitals with the literary
capital sign (dot 6, which Braille ASCII reads as ","), so two readings are given: that cell
as a capital sign before a letter (the other letters lower case), and literary digits too (the
number sign followed by the letters a-j).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.transforms import non_ascii

MIN_CELLS = 6
"""Shortest run of cells read (shorter values are refused anyway)."""

# Character -> its dots (Braille ASCII, as in the Unicode Braille Patterns chart's ASCII column).
_DOTS = {
    " ": "", "!": "2346", '"': "5", "#": "3456", "$": "1246", "%": "146", "&": "12346", "'": "3",
    "(": "12356", ")": "23456", "*": "16", "+": "346", ",": "6", "-": "36", ".": "46", "/": "34",
    "0": "356", "1": "2", "2": "23", "3": "25", "4": "256", "5": "26", "6": "235", "7": "2356",
    "8": "236", "9": "35", ":": "156", ";": "56", "<": "126", "=": "123456", ">": "345", "?": "1456",
    "@": "4", "A": "1", "B": "12", "C": "14", "D": "145", "E": "15", "F": "124", "G": "1245",
    "H": "125", "I": "24", "J": "245", "K": "13", "L": "123", "M": "134", "N": "1345", "O": "135",
    "P": "1234", "Q": "12345", "R": "1235", "S": "234", "T": "2345", "U": "136", "V": "1236",
    "W": "2456", "X": "1346", "Y": "13456", "Z": "1356", "[": "246", "\\": "1256", "]": "12456",
    "^": "45", "_": "456",
}  # fmt: skip
_ASCII = {0x2800 + sum(1 << (int(d) - 1) for d in dots): char for char, dots in _DOTS.items()}
_CAPITAL = "\u2820"  # dot 6
_NUMBER = "\u283c"  # dots 3456
_LETTER_DIGITS = str.maketrans("abcdefghij", "1234567890")
_RUN = re.compile(f"[\u2800-\u283f]{{{MIN_CELLS},}}")
_NUMBER_RUN = re.compile("#([a-j]+)")


def _capitalised(run: str) -> str:
    out: list[str] = []
    capital = False
    for cell in run:
        if cell == _CAPITAL:
            capital = True
            continue
        char = _ASCII[ord(cell)]
        out.append(char.upper() if capital else char.lower())
        capital = False
    return "".join(out)


def braille_ascii_views(text: str) -> Iterator[str]:
    """Each run of six-dot cells as Braille ASCII: as it stands, and with capital and number
    signs read as the literary code has them."""
    if _RUN.search(non_ascii(text)) is None:
        return  # the common case: the regex runs over the few non-ASCII characters only
    for match in _RUN.finditer(text):
        run = match.group()
        plain = "".join(_ASCII[ord(c)] for c in run)
        yield plain
        capitalised = _capitalised(run)
        yield capitalised
        if _NUMBER in run:
            yield _NUMBER_RUN.sub(lambda m: m.group(1).translate(_LETTER_DIGITS), capitalised)
