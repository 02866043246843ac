"""A value spelled by the first character of each word of a paragraph, with no word saying so.

``hidden.word_initial_views`` reads initials when the draft says to ("first letter of each
word"). Without such a hint, reading the initials of all prose would add a long view to every
draft; :func:`odd_initial_views` keeps only the stretches whose initials look like a value
rather than like prose: clusters of MIN_ODD+ initials that are digits, capitals or symbols, each
within MAX_LOWER_RUN lower-case initials of the last ("8pm monday email email thanks Heard 0th
3rd ..." spells ``8meetH03...``; prose has a capital per sentence and the odd name or number),
with WINDOW initials either side.

A value of lower-case letters (or with long lower-case stretches between its other characters)
has no such cluster; its initials are instead improbable for prose: English words start with
t, a, o, s, i, w far more often than with j, k, q, v, x, z, while a random value's letters are
even. Each initial scores its letter's log-likelihood ratio (random over English word starts,
in half bits); a run of SCORE_WINDOW initials scoring over SCORE_LIMIT (a random 16-letter
value averages about 21, prose about -20) is kept with SCORE_MARGIN initials either side.

The initials come from the draft's words, split once for all readers (``transforms.words``),
through ``map`` in C, and the clusters from one regex over that short string.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import accumulate, compress, count, repeat
from operator import gt, itemgetter, sub

from mailgate.secrets.transforms import words

MIN_WORDS = 8
"""Fewer words spell fewer characters than a value the scanner reads loosely."""
MIN_ODD = 3
MAX_LOWER_RUN = 6
WINDOW = 32
"""Initials kept either side of a cluster: the rest of a value with a long lower-case stretch."""
_CLUSTER = re.compile(rf"[^a-z](?:[a-z]{{0,{MAX_LOWER_RUN}}}[^a-z]){{{MIN_ODD - 1},}}")
_FIRST = itemgetter(0)

SCORE_WINDOW = 16
SCORE_LIMIT = 4
SCORE_MARGIN = 12
OTHER = -2
"""Capitals, digits and marks: the clusters above read those; prose has them at every sentence."""
_OFFSET = 16
"""Added to every weight so the table holds bytes; taken off again over a window."""
# log2((1/26) / share of English words starting with the letter), doubled and rounded; shares
# from English word-initial counts, "y" raised for the "you" of mail.
_HALF_BITS = {
    "t": -4, "a": -3, "o": -2, "i": -2, "s": -2, "w": -1, "c": -1, "b": 0, "p": 0, "h": 0,
    "f": 0, "m": 0, "d": 1, "r": 1, "e": 1, "l": 1, "n": 1, "y": 1, "g": 3, "u": 3, "v": 4,
    "j": 5, "k": 5, "q": 8, "x": 8, "z": 8,
}  # fmt: skip
_WEIGHTS = bytes(_OFFSET + _HALF_BITS.get(chr(byte), OTHER) for byte in range(256))
HIGH_GAP = 7
REGION = 24
"""Initials scored either side of a run of high-scoring ones."""
_HIGH = bytes(b"#"[0] if _HALF_BITS.get(chr(byte), 0) >= 3 else b"."[0] for byte in range(256))
_HIGH_RUN = re.compile(rb"#(?:\.{0,%d}#){2}" % HIGH_GAP)


def _windows(weights: bytes, offset: int) -> Iterator[tuple[int, int]]:
    """``(start, end)`` (plus ``offset``) of each window of ``weights`` (initials through
    ``_WEIGHTS``) that scores as random."""
    if len(weights) < SCORE_WINDOW:
        return
    # All in C: prefix sums, window sums, the windows over the limit.
    sums = list(accumulate(weights, initial=0))
    limit = SCORE_LIMIT + SCORE_WINDOW * _OFFSET
    over = map(gt, map(sub, sums[SCORE_WINDOW:], sums), repeat(limit))
    for start in compress(count(), over):
        yield offset + max(0, start - SCORE_MARGIN), offset + start + SCORE_WINDOW + SCORE_MARGIN


def _improbable(initials: str) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of each window of initials that scores as random rather than prose.

    Scored only around runs of 3+ initials among the eight likeliest in a random value and
    rarest in prose (g, u, v, j, k, q, x, z: a third of random letters, a twentieth of word
    starts), each within HIGH_GAP of the next, found by one regex over a byte map in C.
    """
    data = initials.encode("ascii", "replace")
    regions: list[list[int]] = []
    for run in _HIGH_RUN.finditer(data.translate(_HIGH)):
        start, end = max(0, run.start() - REGION), run.end() + REGION
        if regions and start <= regions[-1][1]:
            regions[-1][1] = end
        else:
            regions.append([start, end])
    if not regions:
        return
    weights = data.translate(_WEIGHTS)
    for start, end in regions:
        yield from _windows(weights[start:end], start)


def odd_initial_views(text: str) -> Iterator[str]:
    """The initials of the draft's words around each cluster of value-like initials, one line
    per stretch (overlapping stretches merged)."""
    split = words(text)
    if len(split) < MIN_WORDS:
        return
    initials = "".join(map(_FIRST, split))
    spans = [(max(0, c.start() - WINDOW), c.end() + WINDOW) for c in _CLUSTER.finditer(initials)]
    spans.extend(_improbable(initials))
    stretches: list[list[int]] = []
    for start, end in sorted(spans):
        if stretches and start <= stretches[-1][1]:
            stretches[-1][1] = max(stretches[-1][1], end)
        else:
            stretches.append([start, end])
    if stretches:
        yield "\n".join(initials[start:end] for start, end in stretches)
