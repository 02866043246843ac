"""Character codes moved by a constant the draft states ("each code plus three", "subtract 1").

A list of codes shifted by a small constant is a Caesar cipher over code points; the shape
reader finds it only for values whose characters repeat. The shift is usually said next to the
list, for the reader to undo: :func:`shifted_code_views` takes each number (digits or a word up
to twenty) within a few words of ``minus``, ``plus``, ``subtract``, ``add``, ``offset`` or
``shift``, and gives back the lines that hold MIN_CODES+ decimal
numbers with every number moved by it, both ways (the char-code reader reads them one layer
down). The words are found with ``bytes.find`` on the lowered text (in C); only a word with a number
beside it and MIN_CODES codes within NEAR characters counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.transforms import lowered as lowered_text

MIN_CODES = 6
MAX_SHIFT = 64
MAX_SHIFTS = 4
"""Stated numbers tried per text: bounds the views a draft full of arithmetic can ask for."""
_SMALL = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}  # fmt: skip
_NUMBER = rb"[0-9]{1,2}|" + "|".join(sorted(_SMALL, key=len, reverse=True)).encode()
_HINTS = (b"minus", b"plus", b"subtract", b"add", b"offset", b"shift")
"""Each is one ``bytes.find`` over every text with a run of codes: the commonest words only."""
# At a hint's place in the lowered text's bytes: the whole word, then a number within a few
# words ("minus one", "shifted by +3", "add 3 to each"); or a number just before it ("3 added").
_AFTER = re.compile(
    rb"(?<![a-z])(?:minus|plus|subtract(?:ed)?|add(?:ed)?|offset|shift(?:ed)?)"
    rb"(?![a-z])(?:[^\n0-9]{0,24}?(?<![a-z])(?P<after>" + _NUMBER + rb")(?![a-z0-9]))?"
)
_BEFORE = re.compile(rb"(?<![a-z0-9])(?P<before>" + _NUMBER + rb")(?![a-z0-9])[^\n0-9]{0,12}$")
_CODE = re.compile(r"(?<![\w.])[0-9]{2,3}(?![\w.])")
# MIN_CODES codes close together (in the lowered bytes), looked for near a hint word only.
_CODE_RUN = re.compile(rb"[0-9][0-9]{1,2}(?:[^0-9a-z]{1,4}[0-9]{2,3}(?![0-9a-z])){%d}" % (MIN_CODES - 1))
MAX_PLACES = 16
"""Places of each hint word looked at per text."""
NEAR = 200
"""Bytes either side of a stated shift where its codes are looked for."""


def _stated_shifts(data: bytes) -> list[int]:
    """The numbers stated next to a shift word in ``data`` (the lowered text's UTF-8 bytes)
    that has MIN_CODES codes within NEAR characters, at most MAX_SHIFTS."""
    shifts: list[int] = []
    for hint in _HINTS:
        place = data.find(hint)
        for _ in range(MAX_PLACES):
            if place < 0:
                break
            stated = _AFTER.match(data, place)
            raw = None
            if stated is not None:
                raw = stated.group("after")
                if raw is None:
                    before = _BEFORE.search(data, max(0, place - 16), place)
                    raw = before.group("before") if before is not None else None
            near = _CODE_RUN.search(data, max(0, place - NEAR), place + NEAR) if raw is not None else None
            if raw is not None and near is not None:
                shift = _SMALL.get(raw.decode()) or int(raw)
                if 0 < shift <= MAX_SHIFT and shift not in shifts:
                    shifts.append(shift)
                    if len(shifts) >= MAX_SHIFTS:
                        return shifts
            place = data.find(hint, place + 1)
    return shifts


def _moved(block: str, shift: int) -> str:
    """``block`` with every code moved by ``shift``."""
    return _CODE.sub(lambda code: str(int(code.group()) + shift), block)


def shifted_code_views(text: str) -> Iterator[str]:
    """The lines of MIN_CODES+ decimal codes with each code moved by a stated shift, each way."""
    # Substring tests on bytes, in C; a regex search over the whole text would visit every
    # character. The lowered text is shared with the other readers of this text.
    shifts = _stated_shifts(lowered_text(text).encode("utf-8", "surrogatepass"))
    if not shifts:
        return
    lines = [line for line in text.splitlines() if len(_CODE.findall(line)) >= MIN_CODES]
    if not lines:  # one code a line, or a list broken over lines: all codes in order
        lines = [", ".join(_CODE.findall(text))]
    block = "\n".join(lines)
    for shift in shifts:
        for sign in (-shift, shift):
            yield _moved(block, sign)
