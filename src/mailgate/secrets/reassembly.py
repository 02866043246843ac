"""Whether a value is cut into pieces that stand, each on its own, somewhere in a draft.

The leak scanner finds a value's *anchors* (its first and last ANCHOR characters, standing at a
word edge) with its automata; for a value with both, :func:`reassembles` then asks whether the
whole value is a sequence of 2..MAX_PIECES pieces, each of which the draft holds as a fragment
of its own (no letter or digit right before or after it), in any field and any order: half in
the subject and half in the body, a third in the idempotency key, chunks shuffled in a list,
groups of four characters separated by spaces.

Chance reassembly is what this must not find. A long random value cut anywhere is safe: each
piece is a few random characters that ordinary text does not hold on its own. A short or
human-chosen value is not ("Summer" and "2024!" are ordinary words), so for such a value
every cut must fall *inside* a run of letters or of digits ("Summ" + "er2024!"): ordinary text
splits words at their edges, not in their middle. Pieces are searched with ``str.find`` (C), and
the whole search is bounded by a step budget shared by all values of one scan. A search the
budget cuts short is *undecided*, never clean: the scanner holds such a draft (fail closed), so a
draft padded to spend the budget cannot hide pieces behind the padding.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

ANCHOR = 4
"""Characters of a value's first and last piece that its anchor patterns hold (the shortest
first or last piece found)."""
MIN_PIECE = 3
"""Shortest inner piece of a long random value; other values' pieces are at least ANCHOR long."""
MAX_PIECES = 6
MAX_OCCURRENCES = 16
"""Occurrences of one piece start looked at per text (a value's piece is seldom repeated)."""
MAX_STEPS = 4096
"""Searches per scan, over all values: each ``str.find`` costs one step per FIND_CHARS characters
of the text it searches (at least one), so the work is bounded whatever the draft."""
FIND_CHARS = 4096


@dataclass
class Budget:
    """The search steps one scan may still take (see MAX_STEPS)."""

    steps: int = MAX_STEPS


class Found(Enum):
    """What the piece search concluded about one value."""

    YES = "yes"
    NO = "no"
    UNDECIDED = "undecided"  # the step budget ran out with places left to look: not clean


def _cut_ok(value: str, cut: int, any_cut: bool) -> bool:
    """Whether a piece may end at ``cut``: anywhere for a random value, else inside a run."""
    if any_cut:
        return True
    before, after = value[cut - 1], value[cut]
    return (before.isalpha() and after.isalpha()) or (before.isdigit() and after.isdigit())


def _piece_ends(value: str, start: int, text: str, least: int, budget: Budget) -> set[int]:
    """Where a piece of ``value`` starting at ``start`` can end, judged by ``text``: for each
    occurrence of its first ``least`` characters at a word edge, the point where ``text`` stops
    matching the value, when ``text`` has a word edge there too (a piece is all of a fragment:
    text that goes on spelling the value is the same piece, not the end of one)."""
    ends: set[int] = set()
    head = value[start : start + least]
    cost = 1 + len(text) // FIND_CHARS
    budget.steps -= cost
    pos = text.find(head)
    seen = 0
    while pos >= 0 and seen < MAX_OCCURRENCES and budget.steps > 0:
        seen += 1
        if pos == 0 or not text[pos - 1].isalnum():
            size = least
            limit = min(len(value) - start, len(text) - pos)
            while size < limit and text[pos + size] == value[start + size]:
                size += 1
            after = pos + size
            if after == len(text) or not text[after].isalnum():
                ends.add(start + size)
        budget.steps -= cost
        pos = text.find(head, pos + 1)
    return ends


def reassembles(value: str, texts: Sequence[str], any_cut: bool, budget: Budget) -> Found:
    """Whether ``value`` is 2..MAX_PIECES pieces that ``texts`` hold as fragments of their own.

    ``value`` and ``texts`` are folded alike (the scanner's skeleton). First and last pieces are
    at least ANCHOR characters, inner ones MIN_PIECE (random values) or ANCHOR; cuts as
    :func:`_cut_ok` allows. UNDECIDED when the budget ran out (or was already spent) before the
    search could say: the caller must treat that as a possible leak, not as clean.
    """
    if budget.steps <= 0:
        return Found.UNDECIDED
    n = len(value)
    inner = MIN_PIECE if any_cut else ANCHOR
    frontier = {0}
    done: set[int] = set()
    for pieces in range(1, MAX_PIECES + 1):
        following: set[int] = set()
        for start in sorted(frontier - done):
            done.add(start)
            least = ANCHOR if start == 0 else inner
            if n - start < least:
                continue
            for text in texts:
                for end in _piece_ends(value, start, text, least, budget):
                    if end == n:
                        if pieces >= 2:
                            return Found.YES
                    elif n - end >= ANCHOR and _cut_ok(value, end, any_cut):
                        following.add(end)
                if budget.steps <= 0:
                    return Found.UNDECIDED  # places left unsearched: fail closed
        frontier = following
        if not frontier:
            return Found.NO
    return Found.NO
