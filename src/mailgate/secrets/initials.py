"""A value spelled by the first character of each word of a paragraph, with no word saying so.

``hidden.word_initial_views`` reads initials when the draft says to ("first letter of each
word"). Without such a hint, reading the initials of all prose would add a long view to every
draft; :func:`odd_initial_views` keeps only the stretches whose initials look like a value
rather than like prose: clusters of MIN_ODD+ initials that are digits, capitals or symbols, each
within MAX_LOWER_RUN lower-case initials of the last ("8pm monday email email thanks Heard 0th
3rd ..." spells ``8meetH03...``; prose has a capital per sentence and the odd name or number),
with WINDOW initials either side. A value of lower-case letters only, or with long lower-case
stretches between its other characters, is left to the hinted reader.

The initials come from the draft's words, split once for all readers (``transforms.words``),
through ``map`` in C, and the clusters from one regex over that short string.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from operator import itemgetter

from mailgate.secrets.transforms import words

MIN_WORDS = 8
"""Fewer words spell fewer characters than a value the scanner reads loosely."""
MIN_ODD = 3
MAX_LOWER_RUN = 6
WINDOW = 32
"""Initials kept either side of a cluster: the rest of a value with a long lower-case stretch."""
_CLUSTER = re.compile(rf"[^a-z](?:[a-z]{{0,{MAX_LOWER_RUN}}}[^a-z]){{{MIN_ODD - 1},}}")
_FIRST = itemgetter(0)


def odd_initial_views(text: str) -> Iterator[str]:
    """The initials of the draft's words around each cluster of value-like initials, one line
    per stretch (overlapping stretches merged)."""
    split = words(text)
    if len(split) < MIN_WORDS:
        return
    initials = "".join(map(_FIRST, split))
    stretches: list[list[int]] = []
    for cluster in _CLUSTER.finditer(initials):
        start, end = max(0, cluster.start() - WINDOW), cluster.end() + WINDOW
        if stretches and start <= stretches[-1][1]:
            stretches[-1][1] = end
        else:
            stretches.append([start, end])
    if stretches:
        yield "\n".join(initials[start:end] for start, end in stretches)
