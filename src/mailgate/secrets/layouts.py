"""A value typed with the keyboard switched to the Russian layout (ЙЦУКЕН).

Typing Latin text with the wrong layout active is a well-known slip (``ghbdtn`` is "привет"
typed on QWERTY), and the same keys in reverse hide a value: ``Hq4Vt9`` typed with the Russian
layout is ``Рй4Ме9``, which a reader with either layout turns back by retyping it. The map is one
key to one character, so :func:`layout_views` undoes it on each token that has Cyrillic letters
and looks like a typed value rather than a Russian word: Cyrillic mixed with digits or Latin
characters, a capital after a small letter, or 16+ characters. Each token is given back with
the letters mapped, and also with the marks mapped too (the Russian layout puts ``,`` on the
key of ``?`` and ``"`` on the key of ``@``; in a Latin token those marks are themselves).

Texts with fewer than MIN_CYRILLIC Cyrillic letters pay one pass over their non-ASCII characters in C.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.transforms import non_ascii

_QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.~QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>"
_JCUKEN = "ёйцукенгшщзхъфывапролджэячсмитьбюЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ"
_LETTERS = str.maketrans(_JCUKEN + "іІїЇєЄ", _QWERTY + "sS]}'\"")  # Ukrainian keys too
# The shifted digits and the slash key, which the Russian layout moves.
_MARKS = str.maketrans({"№": "#", '"': "@", ";": "$", ":": "^", "?": "&", ",": "?", ".": "/", "/": "|"})
_CYRILLIC = re.compile(r"[\u0400-\u04ff]+")
_TYPED_BESIDE = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz№")
_SPACE = re.compile(r"\s")
_JOINERS = frozenset("-_@#$%&*+=/|~^;:")
"""Marks that join a typed token's parts (Russian words take only the hyphen)."""
MIN_TOKEN = 8
MIN_CYRILLIC = 3
"""Cyrillic letters a text needs before it is read (a look-alike or two is not a typed value)."""
LONG_RUN = 16
MAX_TOKENS = 256
"""Tokens read per text: bounds the work on a hostile draft."""
_LOOK_BACK = 256


def _typed(text: str, run: re.Match[str]) -> bool:
    """Whether a run of Cyrillic letters looks typed rather than written: a digit, a Latin letter
    or "№" beside it or further on in its token after a joining mark, a capital after its first
    letter, or 16+ letters."""
    letters = run.group()
    if len(letters) >= LONG_RUN or letters[1:] != letters[1:].lower():
        return True
    start, end = run.span()
    if (start > 0 and text[start - 1] in _TYPED_BESIDE) or (end < len(text) and text[end] in _TYPED_BESIDE):
        return True
    if end < len(text) and text[end] in _JOINERS:  # "Ьфзду-Рфкищк-2291!": the whole token decides
        space = _SPACE.search(text, end)
        token = text[end : space.start() if space is not None else len(text)]
        return any(c in _TYPED_BESIDE for c in token)
    return False


def layout_views(text: str) -> Iterator[str]:
    """The text's typed-looking Cyrillic tokens retyped on QWERTY, one per line (letters only,
    then letters and marks)."""
    rare = non_ascii(text)
    if len(rare) < MIN_CYRILLIC or sum(map(len, _CYRILLIC.findall(rare))) < MIN_CYRILLIC:
        return
    retyped: list[str] = []
    done = 0
    # One regex over the text in C finds the Cyrillic runs; Russian prose has one per word, so
    # only the test of each run's ends is in Python.
    for run in _CYRILLIC.finditer(text):
        if run.start() < done or not _typed(text, run):
            continue
        head = text[max(done, run.start() - _LOOK_BACK) : run.start()]
        tail = head.split()[-1] if head and not head[-1].isspace() else ""
        space = _SPACE.search(text, run.start())
        done = space.start() if space is not None else len(text)
        token = text[run.start() - len(tail) : done]
        if len(token) < MIN_TOKEN:
            continue
        retyped.append(token.translate(_LETTERS))
        retyped.append(token.translate(_MARKS).translate(_LETTERS))
        if len(retyped) >= 2 * MAX_TOKENS:
            break
    if retyped:
        yield "\n".join(dict.fromkeys(retyped))
