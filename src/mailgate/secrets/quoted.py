"""A value spelled out in prose as quoted fragments, in order ("first “Thi”, then “stl”, then
“e70” and finally “#”, no spaces between the parts").

:func:`quoted_fragment_views` joins the quoted fragments of each paragraph, in order and with
nothing between them, into one line per paragraph. What it yields is searched like any text:
the value comes back whole (an exact form, so it applies to every value, short and human-chosen
ones too), while the joined quotes of ordinary mail ("the “Q3 report”", "'yes'") spell nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

MAX_FRAGMENT = 32
"""Characters in one quoted fragment: longer quotes are sentences, not pieces of a value."""
MIN_FRAGMENTS = 2
MAX_FRAGMENTS = 256
"""Fragments read per text: bounds the work on a hostile draft."""

# Quote pairs of English, German, French, Swiss, CJK typography, ASCII quotes and backticks. An
# ASCII apostrophe counts only with no letter or digit outside it ("don't" is not a quote).
_QUOTED = re.compile(
    rf"\u201c([^\u201c\u201d\n]{{1,{MAX_FRAGMENT}}})\u201d"  # “…”
    rf"|\u201e([^\u201c\u201d\u201e\n]{{1,{MAX_FRAGMENT}}})[\u201c\u201d]"  # „…“
    rf"|\u2018([^\u2018\u2019\n]{{1,{MAX_FRAGMENT}}})\u2019"  # ‘…’
    rf"|\u201a([^\u2018\u2019\u201a\n]{{1,{MAX_FRAGMENT}}})[\u2018\u2019]"  # ‚…‘
    rf"|\u00ab[ \u00a0\u202f]?([^\u00ab\u00bb\n]{{1,{MAX_FRAGMENT}}}?)[ \u00a0\u202f]?\u00bb"  # «…»
    rf"|\u00bb([^\u00ab\u00bb\n]{{1,{MAX_FRAGMENT}}})\u00ab"  # »…«
    rf"|\u300c([^\u300c\u300d\n]{{1,{MAX_FRAGMENT}}})\u300d"  # 「…」
    rf"|\u300e([^\u300e\u300f\n]{{1,{MAX_FRAGMENT}}})\u300f"  # 『…』
    rf'|"([^"\n]{{1,{MAX_FRAGMENT}}})"'
    rf"|`([^`\n]{{1,{MAX_FRAGMENT}}})`"
    rf"|(?<![\w'])'([^'\n]{{1,{MAX_FRAGMENT}}})'(?![\w'])"
)
_QUOTES = frozenset("\u201c\u201e\u2018\u201a\u00ab\u00bb\u300c\u300e\"`'")
_PARAGRAPH = re.compile(r"\n[ \t]*\n")


def quoted_fragment_views(text: str) -> Iterator[str]:
    """The quoted fragments of each paragraph with 2+ of them, joined, one line per paragraph."""
    if _QUOTES.isdisjoint(text):
        return
    lines = []
    budget = MAX_FRAGMENTS
    for paragraph in _PARAGRAPH.split(text):
        fragments = []
        for match in _QUOTED.finditer(paragraph):
            fragments.append(next(group for group in match.groups() if group is not None))
            budget -= 1
            if budget <= 0:
                break
        if len(fragments) >= MIN_FRAGMENTS:
            lines.append("".join(fragments))
        if budget <= 0:
            break
    if lines:
        yield "\n".join(lines)
