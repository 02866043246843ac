"""A value spelled out in prose as quoted fragments, in order ("first “Thi”, then “stl”, then
“e70” and finally “#”, no spaces between the parts").

:func:`quoted_fragment_views` joins the quoted fragments of each paragraph, in order and with
nothing between them, into one line per paragraph. What it yields is searched like any text:
the value comes back whole (an exact form, so it applies to every value, short and human-chosen
ones too), while the joined quotes of ordinary mail ("the “Q3 report”", "'yes'") spell nothing.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

MAX_FRAGMENT = 32
"""Characters in one quoted fragment: longer quotes are sentences, not pieces of a value."""
MIN_FRAGMENTS = 2
MAX_FRAGMENTS = 256
"""Fragments read per text: bounds the work on a hostile draft."""

# Quote pairs of English, German, French, CJK typography, ASCII quotes and backticks:
# (opening mark, regex from that mark). Each regex starts with its literal mark, so the search
# skips to it in C, and runs only when the text has the mark. An ASCII apostrophe counts only
# with no letter or digit outside it ("don't" is not a quote).
_STYLES = (
    ("\u201c", rf"\u201c([^\u201c\u201d\n]{{1,{MAX_FRAGMENT}}})\u201d"),  # “…”
    ("\u201e", rf"\u201e([^\u201c\u201d\u201e\n]{{1,{MAX_FRAGMENT}}})[\u201c\u201d]"),  # „…“
    ("\u2018", rf"\u2018([^\u2018\u2019\n]{{1,{MAX_FRAGMENT}}})\u2019"),  # ‘…’
    ("\u201a", rf"\u201a([^\u2018\u2019\u201a\n]{{1,{MAX_FRAGMENT}}})[\u2018\u2019]"),  # ‚…‘
    (
        "\u00ab",
        rf"\u00ab[ \u00a0\u202f]?([^\u00ab\u00bb\n]{{1,{MAX_FRAGMENT}}}?)[ \u00a0\u202f]?\u00bb",
    ),  # «…»
    ("\u300c", rf"\u300c([^\u300c\u300d\n]{{1,{MAX_FRAGMENT}}})\u300d"),  # 「…」
    ("\u300e", rf"\u300e([^\u300e\u300f\n]{{1,{MAX_FRAGMENT}}})\u300f"),  # 『…』
    ('"', rf'"([^"\n]{{1,{MAX_FRAGMENT}}})"'),
    ("`", rf"`([^`\n]{{1,{MAX_FRAGMENT}}})`"),
    ("'", rf"'([^'\n]{{1,{MAX_FRAGMENT}}})'(?![\w'])"),
)
_QUOTED = [(mark, re.compile(pattern)) for mark, pattern in _STYLES]
_PARAGRAPH = re.compile(r"\n[ \t]*\n")


def quoted_fragment_views(text: str) -> Iterator[str]:
    """The quoted fragments of each paragraph with 2+ of them, joined, one line per paragraph."""
    found: list[tuple[int, str]] = []
    for mark, pattern in _QUOTED:
        if mark not in text:
            continue
        for match in pattern.finditer(text):
            start = match.start()
            if mark == "'" and start and (text[start - 1].isalnum() or text[start - 1] == "'"):
                continue  # an apostrophe inside a word
            found.append((start, match.group(1)))
            if len(found) >= MAX_FRAGMENTS:
                break
    if len(found) < MIN_FRAGMENTS:
        return
    found.sort()
    breaks = [m.start() for m in _PARAGRAPH.finditer(text)]
    lines: list[list[str]] = [[] for _ in range(len(breaks) + 1)]
    for start, fragment in found:
        lines[bisect_right(breaks, start)].append(fragment)
    joined = ["".join(fragments) for fragments in lines if len(fragments) >= MIN_FRAGMENTS]
    if joined:
        yield "\n".join(joined)
