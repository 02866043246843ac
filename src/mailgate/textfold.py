"""Look-alike text folded to one form, from the Unicode confusables data (UTS #39), for every matcher.

The fence, the injection scanner and the leak scanner all ask "does this text say X, however it
is dressed up?". They share one answer, built on the confusables table of Unicode Technical
Standard #39 as the ``confusable-homoglyphs`` package ships it, never on hand-made lists:

* :func:`fold` maps each non-ASCII character to the ASCII text it looks like (lower case) where
  there is one: compatibility forms (fullwidth, mathematical letters) through NFKD, combining
  marks dropped, then the confusables prototype (Cyrillic ``а`` -> ``a``, ``ᐸ`` -> ``<``).
  ASCII is left as it is, so ``0``/``O`` and ``1``/``l`` stay distinct: the scanners match words
  and secrets, where those differ. Invisible characters (format characters, category Cf, and the
  other default-ignorable code points) are dropped unless asked for.
* :func:`skeleton` goes further for comparing markup: lower case, and the ASCII look-alikes merged
  as UTS #39 merges them (``1``/``I``/``l``/``|``, ``0``/``O``, ``m``/``rn``), so two strings a
  reader could mistake for each other get the same skeleton.

The package stores each confusable pair both ways (source and prototype are not marked), so the
direction is recovered here: a source is a single code point with exactly one partner, and for
a pair of two such characters the package keeps the order of Unicode's file, source first.
Everything is per character and cached, so a text folds with ``str.translate`` in C.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# The package wraps right-to-left characters in direction marks for display; they are not data.
_DIRECTION_MARKS = "\u200e\u200f"
# Default-ignorable code points that are not category Cf: Hangul fillers, and unassigned code
# points reserved as ignorable (a newer renderer will draw them as nothing). Combining ones
# (variation selectors, CGJ) go with the combining marks.
_IGNORABLE_RANGES = (
    (0x115F, 0x1160),
    (0x2065, 0x2065),
    (0x3164, 0x3164),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0xE0000, 0xE0FFF),
)
_MARKS = frozenset({"Mn", "Me"})
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")
_CACHE_LIMIT = 200_000  # distinct characters remembered per table; beyond, folded on each use


def is_invisible(ch: str) -> bool:
    """Whether ``ch`` renders as nothing: a format character (Cf) or another default-ignorable."""
    if unicodedata.category(ch) == "Cf":
        return True
    code = ord(ch)
    return any(low <= code <= high for low, high in _IGNORABLE_RANGES)


def is_mark(ch: str) -> bool:
    """Whether ``ch`` is a non-spacing or enclosing combining mark (it decorates the letter before)."""
    return unicodedata.category(ch) in _MARKS


@functools.cache
def prototypes() -> dict[str, str]:
    """Each confusable source character and its UTS #39 prototype (one or more characters)."""
    # Imported on first use: the package reads its 900 kB table at import time, and most
    # commands never fold text.
    from confusable_homoglyphs import confusables as data

    partners: dict[str, list[str]] = {}
    order: dict[str, int] = {}
    for key, entries in data.confusables_data.items():
        source = str(key).strip(_DIRECTION_MARKS)
        if not source:
            continue
        order.setdefault(source, len(order))
        found = partners.setdefault(source, [])
        for entry in entries:
            other = str(entry["c"]).strip(_DIRECTION_MARKS)
            if other and other != source and other not in found:
                found.append(other)
    table: dict[str, str] = {}
    for source, found in partners.items():
        if len(source) != 1 or len(found) != 1:
            continue  # a prototype (several sources, or a sequence): maps to itself
        (target,) = found
        if len(target) > 1 or len(partners.get(target, ())) > 1 or order[source] < order[target]:
            table[source] = target
    return table


@functools.cache
def _ascii_classes() -> dict[str, frozenset[str]]:
    """For each ASCII prototype, the lower-case forms of the ASCII characters that map to it."""
    classes: dict[str, set[str]] = {}
    for source, target in prototypes().items():
        if source.isascii() and target.isascii():
            classes.setdefault(target, {target.lower()}).add(source.lower())
    return {target: frozenset(members) for target, members in classes.items()}


@functools.cache
def _ascii_merge() -> dict[int, str]:
    """ASCII look-alikes merged, lower case: ``1``/``i``/``|`` -> ``l``, ``0`` -> ``o``, ``m`` -> ``rn``."""
    merge: dict[int, str] = {}
    for target, members in _ascii_classes().items():
        for member in members:
            if member != target.lower() and len(member) == 1:
                merge[ord(member)] = target.lower()
    return merge


def _prototype_of(text: str) -> str:
    """``text`` with every character replaced by its prototype, decomposed, without marks."""
    table = prototypes()
    for _ in range(3):  # the data is closed under mapping; bounded all the same
        mapped = "".join(table.get(ch, ch) for ch in text)
        mapped = "".join(ch for ch in unicodedata.normalize("NFKD", mapped) if not is_mark(ch))
        if mapped == text:
            break
        text = mapped
    return text


@functools.lru_cache(maxsize=4096)
def _look_alike(ch: str) -> str:
    """The ASCII text a non-ASCII letter or symbol looks like, in lower case; else its own fold."""
    as_is = _prototype_of(ch)
    lower = _prototype_of(ch.casefold())
    if as_is.isascii() and lower.isascii() and as_is.lower() != lower.lower():
        # UTS #39 compares case-sensitively and merges capital I with l: Greek capital iota has
        # the prototype "l". Its lower-case form says which member of the class it reads as.
        members = _ascii_classes().get(as_is, frozenset({as_is.lower()}))
        return lower.lower() if lower.lower() in members else as_is.lower()
    for candidate in (as_is, lower, _prototype_of(ch.upper())):
        # Greek small kappa has the prototype "ĸ" (kra), its capital the prototype "K".
        if candidate.isascii():
            return candidate.lower()
    return lower.lower()


def _fold_char(ch: str, invisible: bool) -> str:
    if is_invisible(ch):
        return ch if invisible else ""
    out = []
    for part in unicodedata.normalize("NFKD", ch):
        if is_mark(part) or (is_invisible(part) and not invisible):
            continue
        out.append(part.lower() if part.isascii() else _look_alike(part))
    return "".join(out)


class _Table(dict[int, str]):
    """A ``str.translate`` table that folds each character the first time it is met."""

    def __init__(self, invisible: bool) -> None:
        super().__init__()
        self.invisible = invisible

    def __missing__(self, code: int) -> str:
        folded = _fold_char(chr(code), self.invisible)
        if len(self) < _CACHE_LIMIT:
            self[code] = folded
        return folded


_DROP_INVISIBLE = _Table(invisible=False)
_KEEP_INVISIBLE = _Table(invisible=True)


def fold_char(ch: str, *, invisible: bool = False) -> str:
    """:func:`fold` of one character (ASCII is returned as it is)."""
    if ch.isascii():
        return ch
    return (_KEEP_INVISIBLE if invisible else _DROP_INVISIBLE)[ord(ch)]


def fold(text: str, *, invisible: bool = False) -> str:
    """Non-ASCII look-alikes to their (lower-case) ASCII reading; invisible characters dropped.

    ASCII characters are left exactly as they are; with ``invisible`` the invisible characters
    are kept (the leak scanner reports values spread out by them under a name of their own).
    """
    if text.isascii():
        return text
    table = _KEEP_INVISIBLE if invisible else _DROP_INVISIBLE
    # Translating only the non-ASCII runs is much faster than translating the whole text.
    return _NON_ASCII.sub(lambda m: m.group().translate(table), text)


def skeleton(text: str) -> str:
    """The UTS #39 skeleton, case-blind: what a reader could mistake for each other folds alike."""
    return fold(text).lower().translate(_ascii_merge())


def skeleton_char(ch: str) -> str:
    """:func:`skeleton` of one character."""
    return fold_char(ch).lower().translate(_ascii_merge())


def skeleton_map(text: str) -> tuple[str, list[int]]:
    """:func:`skeleton` plus, for each skeleton character, the index in ``text`` it came from."""
    out: list[str] = []
    origin: list[int] = []
    for index, ch in enumerate(text):
        folded = skeleton_char(ch)
        out.append(folded)
        origin.extend([index] * len(folded))
    return "".join(out), origin
