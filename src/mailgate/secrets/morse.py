"""Morse code in a draft, read back as text (International Morse, ITU-R M.1677-1).

Letters are separated by one space or tab, words by "/", "|" or two or more spaces. Dots may be
written ".", "·" or "•", dashes "-", "_", "−", "–" or "—". Morse has no letter case: the text
comes back in capitals, which the leak scanner folds anyway.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.transforms import utf8

_CODES = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....",
    "6": "-....", "7": "--...", "8": "---..", "9": "----.",
    ".": ".-.-.-", ",": "--..--", "?": "..--..", "'": ".----.", "!": "-.-.--", "/": "-..-.",
    "(": "-.--.", ")": "-.--.-", "&": ".-...", ":": "---...", ";": "-.-.-.", "=": "-...-",
    "+": ".-.-.", "-": "-....-", "_": "..--.-", '"': ".-..-.", "$": "...-..-", "@": ".--.-.",
}  # fmt: skip
MORSE = {code: char for char, code in _CODES.items()}
"""Morse code -> character."""
ENCODE = dict(_CODES)
"""Character (upper case) -> Morse code."""

_DOTS = ".\u00b7\u2022"
_DASHES = "\\-_\u2212\u2013\u2014"
_SYMBOL = f"[{_DOTS}{_DASHES}]"
_GAP = r"(?:[ \t]{1,3}|[ \t]*[/|][ \t]*)"
MIN_SYMBOLS = 6
"""Shortest run read as Morse, in letters: shorter runs are rules, ellipses and dashes."""
_RUN = re.compile(f"{_SYMBOL}{{1,7}}(?:{_GAP}{_SYMBOL}{{1,7}}){{{MIN_SYMBOLS - 1},}}")
_NORMAL = str.maketrans({c: "." for c in _DOTS} | {c: "-" for c in "-_\u2212\u2013\u2014"})
_WORD_GAP = re.compile(r"[ \t]*[/|][ \t]*|[ \t]{2,}")
# The cheap check: a run of 2 * MIN_SYMBOLS - 1 bytes that can be Morse symbols or gaps (the
# UTF-8 bytes of the typographic dots and dashes included), found with bytes.translate in C.
_GATE_BYTES = frozenset((".-_ \t/|" + _DOTS + _DASHES).encode("utf-8"))
_GATE = bytes(46 if b in _GATE_BYTES else 120 for b in range(256))
_GATE_RUN = b"." * (2 * MIN_SYMBOLS - 1)


def decode(run: str) -> str:
    """The text a run of Morse spells; a group that is no Morse code reads as a space."""
    return " ".join(
        "".join(MORSE.get(code, " ") for code in word.split())
        for word in _WORD_GAP.split(run.strip().translate(_NORMAL))
    )


def morse_views(text: str) -> Iterator[str]:
    """What each run of Morse (MIN_SYMBOLS letters or more) in ``text`` spells."""
    if _GATE_RUN not in utf8(text).translate(_GATE):
        return
    for run in _RUN.finditer(text):
        decoded = decode(run.group())
        if decoded.strip():
            yield decoded
