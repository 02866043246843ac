"""Characters put out of order with the way back stated: a table of positions, or a rotation.

* A position table: lines that each pair a position with a character or a character code
  ("| 3 | 118 |", "3: v", "pos 3 = 0x76"), the positions together being 1..n or 0..n-1 in any
  order. The entries are read in position order, joined (characters) and spaced (codes, which
  the char-code reader reads one layer down).
* A stated rotation ("rotated left by 3", "move the last 3 characters to the front"): each
  token of the text rotated by that many characters, both ways.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import islice

from mailgate.secrets.transforms import lowered

MIN_ROWS = 6
"""Fewest rows of a position table (shorter values are refused anyway)."""
MAX_ROWS = 1024
_ROW = re.compile(
    r"[ \t]*\|?[ \t]*(?:pos(?:ition)?|char(?:acter)?|#|no\.?)?[ \t]*(\d{1,4})[ \t]*"
    r"(?:\||:|=|->|=>|\u2192|,|\t)?[ \t]*([^\s|]{1,12})[ \t]*\|?[ \t]*",
    re.IGNORECASE,
)
_ROW_SHAPE = bytes(
    48 if chr(c).isdigit() else c if chr(c) in "\n|#" else 32 if chr(c) in " \t" else 120 for c in range(256)
)
_ROW_STARTS = (b"\n0", b"\n|", b"\n#")
_ROW_START = re.compile(
    r"^[ \t|]*+(?:pos\w*|char\w*|no\.?|#)?[ \t]*\d{1,4}[ \t]*[|:=,\t>\u2192-]", re.M | re.I
)


def _table_texts(rows: list[tuple[int, str]]) -> Iterator[str]:
    positions = sorted(p for p, _ in rows)
    start = positions[0]
    if start not in (0, 1) or positions != list(range(start, start + len(rows))):
        return  # not every position once: a list of numbers, not a table of places
    ordered = [entry for _, entry in sorted(rows)]
    yield "".join(ordered)
    yield " ".join(ordered)


def position_table_views(text: str) -> Iterator[str]:
    """The entries of each position table in the text, in position order."""
    if text.count("\n") < MIN_ROWS:
        return
    # In C first (a necessary condition for _ROW_START): blanks deleted, digits made "0", so "\n0",
    # "\n|" and "\n#" count the lines that start like a row; "pos 3", "char 3", "no. 3" rows are
    # counted by their words in the lowered text.
    shape = text.encode("utf-8", "surrogatepass").translate(_ROW_SHAPE, b" \t")
    starts = sum(shape.count(start) for start in _ROW_STARTS)
    if starts < MIN_ROWS - 1:
        said = lowered(text)
        if starts + said.count("pos") + said.count("char") + said.count("no.") < MIN_ROWS - 1:
            return
    if len(list(islice(_ROW_START.finditer(text), MIN_ROWS))) < MIN_ROWS:
        return  # fewer lines that start like a row than a table has
    rows: list[tuple[int, str]] = []
    for line in [*text.splitlines(), ""]:
        row = _ROW.fullmatch(line) if len(line) <= 64 else None
        if row is not None and len(rows) < MAX_ROWS:
            rows.append((int(row.group(1)), row.group(2)))
            continue
        if len(rows) >= MIN_ROWS:
            yield from _table_texts(rows)
        rows = []


MIN_TOKEN = 6
"""Shortest token rotated (shorter values are refused anyway)."""
MAX_TOKENS = 256
MAX_TOKEN = 256
# From a word's start only, its rest possessive and bounded: "mov" repeated must not make every
# position a start that scans on (quadratic: 6 KB of it took 12 s; session 11 review).
_ROTATION = re.compile(
    r"(?<!\w)(?:rotat|cycl|shift|mov|mv\b)\w{0,16}+[^.\n\d]{0,48}?(?<![\w.])(\d{1,2})(?![\w.])"
)
_EDGE = "\"'`()[]{}<>,.;:"


def rotation_views(text: str) -> Iterator[str]:
    """Where a text states a rotation by k characters, each of its tokens rotated by k both ways."""
    said = lowered(text)
    if "rotat" not in said and "cycl" not in said and "shift" not in said and "mov" not in said:
        return  # the cheap test, in C
    amounts = {int(m.group(1)) for m in _ROTATION.finditer(said)} - {0}
    if not amounts:
        return
    tokens = [t.strip(_EDGE) for t in text.split()]
    tokens = [t for t in tokens if MIN_TOKEN <= len(t) <= MAX_TOKEN][:MAX_TOKENS]
    for k in sorted(amounts):
        turned: list[str] = []
        for token in tokens:
            if k < len(token):
                turned += (token[k:] + token[:k], token[-k:] + token[:-k])
        if turned:
            yield "\n".join(turned)


# A stated block size: "4-char groups", "blocks of 5", "grouped by 4", "each 5-character chunk".
_BLOCK = re.compile(
    r"(?<!\d)(\d)[ -]?(?:char(?:acter)?s?|letters?|symbols?)?[ -]?(?:groups?|blocks?|chunks?)"
    r"|(?:groups?|blocks?|chunks?)[ \t]+of[ \t]+(\d)(?!\d)|group(?:ed|s)?[ \t]+(?:by|in)[ \t]+(\d)(?!\d)"
)
_BLOCK_WORDS = ("group", "block", "chunk")


def _runs_of_short_tokens(line: str, size: int) -> Iterator[list[str]]:
    """The runs of 2+ consecutive tokens of at most ``size`` characters on ``line``."""
    run: list[str] = []
    for token in [*line.split(), ""]:
        if 0 < len(token) <= size:
            run.append(token)
            continue
        if len(run) >= 2:
            yield run
        run = []


def _unblocked(token: str, size: int) -> Iterator[str]:
    blocks = [token[i : i + size] for i in range(0, len(token), size)]
    yield "".join(b[::-1] for b in blocks)  # each block written backwards
    yield "".join(reversed(blocks))  # the blocks in reverse order, cut from the front
    head = len(token) % size
    if head:  # ... or cut from the back (the short block written first)
        tail = [token[i : i + size] for i in range(head, len(token), size)]
        yield "".join([*reversed(tail), token[:head]])


def block_views(text: str) -> Iterator[str]:
    """Where a text states a block size ("4-char groups in reverse order", "each block of 5 is
    backwards"), each token and each run of short groups on a line put back: every block reversed,
    the blocks in reverse order, and the groups of a line joined (forwards and backwards)."""
    said = lowered(text)
    if not any(word in said for word in _BLOCK_WORDS):
        return  # the cheap test, in C
    sizes = {int(next(g for g in m.groups() if g)) for m in _BLOCK.finditer(said)} - {0, 1}
    if not sizes:
        return
    tokens = [t.strip(_EDGE) for t in text.split()]
    tokens = [t for t in tokens if MIN_TOKEN <= len(t) <= MAX_TOKEN][:MAX_TOKENS]
    lines = text.splitlines()
    for size in sorted(sizes):
        out: list[str] = []
        for token in tokens:
            out.extend(_unblocked(token, size))
        for line in lines:
            for run in _runs_of_short_tokens(line, size):
                joined = "".join(run)
                out += [joined, "".join(reversed(run)), joined[::-1]]
                out.extend(_unblocked(joined, size))
        if out:
            yield "\n".join(out)
