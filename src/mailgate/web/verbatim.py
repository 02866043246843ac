"""Find passages of a draft that repeat an inbound mail word for word (at least N words in a row).

An agent that copies a mail's text into an outgoing draft may be forwarding what a sender wanted
forwarded (an injected instruction, a phishing text, someone's data); the owner is shown where.
Words are compared case-folded, so punctuation, spacing and case changes do not hide a copy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import regex

MIN_WORDS = 8
MAX_SOURCE_CHARS = 200_000  # a long mail is compared by its beginning: the page must stay fast
_WORD = regex.compile(r"\w+")


@dataclass(frozen=True)
class Segment:
    """A piece of the draft; ``source`` is the id of the mail it repeats, or "" for the draft's own text."""

    text: str
    source: str = ""


def _words(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group().casefold()) for m in _WORD.finditer(text)]


def passages(draft: str, sources: Sequence[tuple[str, str]], min_words: int = MIN_WORDS) -> list[Segment]:
    """The draft cut into segments; runs of ``min_words`` or more words found in a source carry its id.

    ``sources`` are (mail id, text) pairs; the first one holding a run wins. Joining the segments'
    texts gives back the draft exactly.
    """
    grams: dict[tuple[str, ...], str] = {}
    for source_id, text in sources:
        norms = [w for _, _, w in _words(text[:MAX_SOURCE_CHARS])]
        for i in range(len(norms) - min_words + 1):
            grams.setdefault(tuple(norms[i : i + min_words]), source_id)
    words = _words(draft)
    owner: list[str] = [""] * len(words)
    for i in range(len(words) - min_words + 1):
        found = grams.get(tuple(w for _, _, w in words[i : i + min_words]))
        if found is not None:
            for k in range(i, i + min_words):
                owner[k] = owner[k] or found
    segments: list[Segment] = []
    at = 0
    i = 0
    while i < len(words):
        if not owner[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(words) and owner[j + 1] == owner[i]:
            j += 1
        start, end = words[i][0], words[j][1]
        if start > at:
            segments.append(Segment(draft[at:start]))
        segments.append(Segment(draft[start:end], owner[i]))
        at = end
        i = j + 1
    if at < len(draft) or not segments:
        segments.append(Segment(draft[at:]))
    return segments
