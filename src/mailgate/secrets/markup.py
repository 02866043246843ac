"""A value cut up by markup: pieces between tags, or a run inside an element over several lines.

Two ways markup hides a value from a reader of the raw text, both undone for a human by any
mail client or browser:

- pieces joined by tags (``Hq4<span>Vt9</span><b></b>Lm2``): :func:`markup_views` yields each
  line that holds a tag (each run without whitespace that holds one, past MAX_INLINE_TAGS tags),
  the tags removed (nothing put in their place, as a browser shows inline elements), when the
  text has MIN_TAGS+ tags;
- an element whose content runs over several lines (``<key>\\n6$79lD/M*_\\n1GM)\\n</key>``,
  ``[code]…[/code]``, ``<![CDATA[…]]>``): an encoder's short wrapped lines, of any alphabet,
  between the tags; :func:`markup_views` yields the content with its whitespace removed, one
  line per element, which the other decoders read one layer down (ascii85 and base85 use
  punctuation, so the generic wrapped-line joiner wants lines of 32+ characters).

Both are gated by a test for ``<`` or ``[`` in C, so text without markup pays nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

MIN_TAGS = 2
"""Tags in a text before it is read without them: one tag is an address or an arrow."""
MAX_INLINE_TAGS = 32
"""Up to this many tags, whole lines are read without them; past it (an HTML document, whose
lines would double the text scanned) only the runs without whitespace that hold a tag."""
MAX_ELEMENT = 2048
"""Characters inside one multi-line element: longer is a document, not a wrapped run."""
MIN_INNER = 8
MAX_ELEMENTS = 64
"""Elements read per text: bounds the work on a hostile draft."""

# An opening, closing or empty tag (a name, then attributes on the same line), or a comment.
_TAG = re.compile(r"</?[A-Za-z][\w.:-]{0,31}(?:\s[^<>\n]{0,256})?/?>|<!--[^\n]{0,256}?-->")
# An element and its content, up to the first closing mark: the content may hold the marks an
# encoding uses (``<``, ``[``, ``]`` are ascii85 and base85 digits) but no closing tag, so a
# failed match costs one pass up to the next one. Each regex starts with a literal mark, so the
# search skips to it in C.
_ANGLE_ELEMENT = re.compile(
    rf"<(?:(?P<tag>[A-Za-z][\w.:-]{{0,31}})(?:\s[^<>\n]{{0,256}})?>(?P<a>(?:[^<]|<(?!/)){{0,{MAX_ELEMENT}}})"
    rf"</(?P=tag)\s*>|!\[CDATA\[(?P<c>(?:[^\]]|\](?!\]>)){{0,{MAX_ELEMENT}}})\]\]>)"
)
_SQUARE_ELEMENT = re.compile(
    rf"\[(?P<tag>[A-Za-z][\w.:-]{{0,31}})\](?P<b>(?:[^\[]|\[(?!/)){{0,{MAX_ELEMENT}}})\[/(?P=tag)\]"
)


def _glued_runs(text: str) -> Iterator[str]:
    """Whitespace-free runs that hold a tag, the tags removed (``Hq4<b>Vt9</b>Lm2`` gives
    ``Hq4Vt9Lm2``; the ``Ana`` of ``<b>Ana</b>,`` is too short to keep); with few tags in the
    text, each line that holds one, the tags removed (a passphrase cut by tags has spaces)."""
    marked, count = _TAG.subn("\x00", text)
    if count < MIN_TAGS:
        return
    if count <= MAX_INLINE_TAGS:
        for line in marked.splitlines():
            if "\x00" in line:
                yield line.replace("\x00", "")
        return
    for word in marked.split():
        if "\x00" in word:
            joined = word.replace("\x00", "")
            if len(joined) >= MIN_INNER:
                yield joined


def _element_runs(text: str, elements: re.Pattern[str]) -> Iterator[str]:
    """The content of each element that spans lines, whitespace removed."""
    for n, match in enumerate(elements.finditer(text)):
        if n >= MAX_ELEMENTS:
            return
        content = next(filter(None, match.groups()[1:]), "")
        if "\n" not in content.strip():
            continue  # on one line: read as a token by ``alphabets.element_contents``
        inner = "".join(content.split())
        if len(inner) >= MIN_INNER:
            yield inner


def markup_views(text: str) -> Iterator[str]:
    """Lines with their tags removed, and the joined content of elements over several lines."""
    # One-character tests first: on a text with any character past Latin-1, a substring test
    # of two characters is much slower than one of a single character.
    if "<" in text:
        glued = "\n".join(_glued_runs(text))
        if glued:
            yield glued
        yield from _element_runs(text, _ANGLE_ELEMENT)
    if "[" in text:
        yield from _element_runs(text, _SQUARE_ELEMENT)
