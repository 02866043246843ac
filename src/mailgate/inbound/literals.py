"""Skip the alternatives of a big regular expression that cannot match a text: a pre-filter on words.

The injection scanner's word tables are large case-insensitive alternations (a dozen languages
each). Python's ``re`` tries every alternative at every position of the text, so the cost grows
with the table, although a given mail contains the words of few alternatives. Here every
alternative's *required literals* are read off its parsed form: sets of strings of which every
match contains at least one, per set ("send" or "forward" or ...; and "new", and "instruction" or
"task"). One Aho-Corasick pass over the case-folded text finds which of them occur, and only the
alternatives that may match are searched, one by one, the way the alternation searches them.

This is exact: an alternative left out cannot match anywhere in the text, so the narrowed search
finds the same leftmost match, with the same alternative winning, as the whole one. Required
literals never contain whitespace, so the answer holds for the text and for every string made from
it by slicing, by blanking parts with spaces, or by joining its pieces with whitespace (the
scanner's windows, masked sentences and re-joined words): a whitespace-free substring of those is
one of the text.
"""

from __future__ import annotations

import functools
import importlib
import operator
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import ahocorasick

# The parsed form of a pattern (re's own parser, as re.compile uses it) is the only exact way to read
# its literals; these modules are private but stable since Python 3.11.
sre_parse: Any = importlib.import_module("re._parser")
sre: Any = importlib.import_module("re._constants")
_casefix: Any = importlib.import_module("re._casefix")

Need = tuple[frozenset[str], ...]  # every set must have a member in the text (empty: no condition)

_CACHE_LIMIT = 4096  # narrowings remembered per alternation (by the words found)
_second = operator.itemgetter(1)


@functools.cache
def _extra_cases() -> dict[int, tuple[int, ...]]:
    """The characters ``re.IGNORECASE`` takes as equal beyond simple lower case (``ı``/``i``, ``ſ``/``s``)."""
    return dict(_casefix._EXTRA_CASES)


@functools.cache
def _post_fold() -> dict[int, int]:
    """After ``str.lower``: each member of an extra case class to its class's smallest member."""
    out: dict[int, int] = {}
    for code, others in _extra_cases().items():
        low = min((code, *others))
        if code != low:
            out[code] = low
    return out


@functools.cache
def _post_fold_chars() -> re.Pattern[str]:
    return re.compile("[" + "".join(re.escape(chr(c)) for c in sorted(_post_fold())) + "]")


def canon(text: str) -> str:
    """``text`` case-folded the way ``re.IGNORECASE`` compares characters, one character for one.

    Two characters ``re.IGNORECASE`` takes as equal fold to the same character, so a literal of a
    pattern that matches at some place folds to what the folded text holds there.
    """
    if "\u0130" in text:  # "İ": str.lower gives two characters, re compares it as "i"
        text = text.replace("\u0130", "i")
    low = text.lower()  # the simple lower case, but for "Σ" at a word's end ("ς", same class as "σ")
    if low.isascii() or not _post_fold_chars().search(low):
        return low
    return low.translate(_post_fold())


def canon_char(code: int) -> str:
    """One pattern character folded as :func:`canon` folds text."""
    return canon(chr(code))


def split_top(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern`` (split at ``|`` outside groups and classes)."""
    parts: list[str] = []
    depth = 0
    start = 0
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i += 1
            if i < len(pattern) and pattern[i] == "^":
                i += 1
            if i < len(pattern) and pattern[i] == "]":
                i += 1  # a "]" first in a class is a literal
            while i < len(pattern) and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    if "|".join(parts) != pattern or depth != 0:
        raise ValueError(f"cannot split {pattern[:60]!r}")
    return parts


def required(pattern: str, flags: int = 0) -> Need:
    """Sets of literals (folded by :func:`canon`) of which every match of ``pattern`` has one, per set."""
    info = _seq(list(sre_parse.parse(pattern, flags)), _EMPTY)
    last = _clause(info.tail)
    return tuple(dict.fromkeys([*info.clauses, *([last] if last else [])]))


_EMPTY = frozenset({""})
_MAX_SET = 64  # strings an exact set holds at most (a branch's: _MAX_BRANCH)
_MAX_BRANCH = 256
_MAX_LEN = 40  # characters per string of an exact set
_MAX_TIMES = 3  # a repeat of an exact body is spelled out up to this many times


@dataclass
class _Info:
    """What a parsed sequence requires: every set of ``clauses`` has a member in each match, and each
    match ends with a member of ``tail``; when ``exact``, each match is a member of ``tail``."""

    clauses: list[frozenset[str]]
    tail: frozenset[str]
    exact: bool


def _seq(items: list[tuple[Any, Any]], start: frozenset[str]) -> _Info:
    """The requirements of a sequence of parsed items that follows text ending in one of ``start``."""
    clauses: list[frozenset[str]] = []
    tail = start
    exact = True

    def flush() -> None:
        nonlocal tail
        clause = _clause(tail)
        if clause:
            clauses.append(clause)
        tail = _EMPTY

    def then(strings: frozenset[str]) -> None:
        nonlocal tail
        joined = _product(tail, strings)
        if joined is None:
            flush()
            joined = strings
        tail = joined

    for op, av in items:
        strings = _spelled(op, av)
        if strings is not None:
            then(strings)
        elif op is sre.SUBPATTERN or op is sre.ATOMIC_GROUP:
            sub = _seq(list(av[3] if op is sre.SUBPATTERN else av), tail)
            clauses.extend(sub.clauses)
            tail = sub.tail
            exact = exact and sub.exact
        elif op is sre.BRANCH:
            alts = [_seq(list(alt), tail) for alt in av[1]]
            union = frozenset().union(*(a.tail for a in alts))
            if all(a.exact for a in alts) and len(union) <= _MAX_BRANCH:
                tail = union
                continue
            exact = False
            best = [_best([*a.clauses, *filter(None, [_clause(a.tail)])]) for a in alts]
            if all(b is not None for b in best):
                clauses.append(frozenset().union(*filter(None, best)))
            tail = union if len(union) <= _MAX_SET else _EMPTY
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, high, body = av
            inner = _seq(list(body), _EMPTY)
            spelled = _times(inner.tail, low, high) if inner.exact else None
            if spelled is not None:
                then(spelled)
                continue
            exact = False
            flush()
            if low >= 1:
                clauses.extend(inner.clauses)
                clause = _clause(inner.tail)
                if clause:
                    clauses.append(clause)
                tail = inner.tail  # the last round ends the match
        else:  # a class, a category, any character, a back reference: no literal
            exact = False
            flush()
    return _Info(clauses, tail, exact)


def _spelled(op: Any, av: Any) -> frozenset[str] | None:
    """The strings one parsed item matches, when it is a literal, a small class of literals or an anchor."""
    if op is sre.LITERAL:
        return frozenset({canon_char(av)})
    if op is sre.IN and len(av) <= 8 and all(o is sre.LITERAL for o, _ in av):
        return frozenset(canon_char(c) for _, c in av)
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return _EMPTY  # matches no character
    return None


def _product(left: frozenset[str], right: frozenset[str]) -> frozenset[str] | None:
    if len(left) * len(right) > _MAX_SET:
        return None
    joined = frozenset(a + b for a in left for b in right)
    return joined if all(len(s) <= _MAX_LEN for s in joined) else None


def _times(strings: frozenset[str], low: int, high: int) -> frozenset[str] | None:
    """``strings`` repeated ``low`` to ``high`` times, if that is a small set."""
    if high > _MAX_TIMES:
        return None
    out: set[str] = set()
    power = _EMPTY
    for n in range(high + 1):
        if n >= low:
            out |= power
        if n < high:
            nxt = _product(power, strings)
            if nxt is None:
                return None
            power = nxt
    return frozenset(out) if len(out) <= _MAX_SET else None


def _clause(strings: frozenset[str]) -> frozenset[str] | None:
    """One literal per string (its longest part without whitespace), or None if some string has none."""
    pieces = []
    for s in strings:
        piece = max(s.split(), key=len, default="")
        if not piece:
            return None
        pieces.append(piece)
    kept: list[str] = []
    for piece in sorted(set(pieces), key=len):
        if not any(k in piece for k in kept):  # a match holding "ai." holds "ai"
            kept.append(piece)
    return frozenset(kept)


def _best(need: list[frozenset[str]]) -> frozenset[str] | None:
    """The most selective set: its shortest literal longest, then the fewest literals."""
    return max(need, key=lambda s: (min(map(len, s)), -len(s)), default=None)


def automaton(words: Iterable[str]) -> ahocorasick.Automaton:
    """An Aho-Corasick automaton finding ``words`` in one pass, each found word its own value."""
    auto = ahocorasick.Automaton()
    for word in words:
        auto.add_word(word, word)
    auto.make_automaton()
    return auto


class Words:
    """Which of a fixed set of literals occur in a text: one Aho-Corasick pass, plus tests for 1-char ones."""

    def __init__(self, words: Iterable[str]) -> None:
        words = set(words)
        self._single = frozenset(w for w in words if len(w) == 1)
        self._auto = ahocorasick.Automaton()
        for word in words - self._single:
            self._auto.add_word(word, word)
        self._empty = len(self._auto) == 0
        if not self._empty:
            self._auto.make_automaton()
        # canon() maps each line on its own, so with no literal spanning a line break the literals
        # of a text are those of its paragraphs
        self._by_paragraph = not any("\n" in w for w in words)

    def found(self, text: str) -> frozenset[str]:
        """The literals that occur in ``text`` (compared case-folded, see :func:`canon`)."""
        low = canon(text)
        hits = {w for w in self._single if w in low}
        if not self._empty:
            hits.update(map(_second, self._auto.iter(low)))
        return frozenset(hits)

    def found_by_paragraph(self, text: str, known: dict[str, frozenset[str]]) -> frozenset[str]:
        """:meth:`found`, as the union over the pieces of ``text`` between blank lines, each piece
        looked up in (and added to) ``known`` first: the views of one mail share most paragraphs."""
        if not self._by_paragraph:
            return self.found(text)
        hits: set[str] = set()
        for piece in text.split("\n\n"):
            words = known.get(piece)
            if words is None:
                words = known[piece] = self.found(piece)
            hits |= words
        return frozenset(hits)


def possible(need: Need, found: frozenset[str]) -> bool:
    """Whether a pattern with required literals ``need`` may match a text holding ``found``."""
    return all(not group.isdisjoint(found) for group in need)


class Narrowed:
    """Some alternatives of an alternation, searched one by one the way the alternation is searched:
    the leftmost match wins, and of several starting there the first alternative. (Separate
    searches need no compiling per combination, and each gets ``re``'s own prefix scan.)"""

    def __init__(self, patterns: Sequence[re.Pattern[str]], whole: Callable[[], re.Pattern[str]]) -> None:
        self.patterns = tuple(patterns)
        self._whole = whole  # the alternation compiled, for finditer if an alternative may match ""

    def search(self, string: str, pos: int = 0) -> re.Match[str] | None:
        """The match the alternation's ``search(string, pos)`` finds."""
        best: re.Match[str] | None = None
        for pattern in self.patterns:
            m = pattern.search(string, pos)
            if m is not None and (best is None or m.start() < best.start()):
                best = m
                if best.start() == pos:
                    break  # none can start earlier, and a tie goes to the earlier alternative
        return best

    def match(self, string: str) -> re.Match[str] | None:
        """The match the alternation's ``match(string)`` finds."""
        for pattern in self.patterns:
            m = pattern.match(string)
            if m is not None:
                return m
        return None

    def finditer(self, string: str) -> Iterator[re.Match[str]]:
        """The matches the alternation's ``finditer(string)`` gives."""
        if any(_may_be_empty(p) for p in self.patterns):
            yield from self._whole().finditer(string)
            return
        # each alternative's next match, searched again only once the iteration has passed its start:
        # a match at a position does not depend on where the search began, so the one found from an
        # earlier position is still the leftmost from any position up to its start (every
        # alternative scans the text once, not once per match of the others)
        ahead: list[re.Match[str] | None] = [p.search(string) for p in self.patterns]
        pos = 0
        while True:
            best: re.Match[str] | None = None
            for i, pattern in enumerate(self.patterns):
                m = ahead[i]
                if m is not None and m.start() < pos:
                    m = ahead[i] = pattern.search(string, pos)
                if m is not None and (best is None or m.start() < best.start()):
                    best = m  # (a tie goes to the earlier alternative, as in the alternation)
            if best is None:
                return
            yield best
            pos = best.end()  # (never empty: see above)


@functools.cache
def _may_be_empty(pattern: re.Pattern[str]) -> bool:
    return bool(sre_parse.parse(pattern.pattern, pattern.flags).getwidth()[0] == 0)


class Alternation:
    """``A1|A2|...`` compiled whole, and narrowed per text to the alternatives that may match it."""

    def __init__(self, alternatives: Sequence[str], flags: int, whole: re.Pattern[str] | None = None) -> None:
        self.alternatives = tuple(alternatives)
        self.flags = flags
        self.whole = whole if whole is not None else re.compile(self._join(range(len(alternatives))), flags)
        self.needs = tuple(required(a, flags) for a in self.alternatives)
        self._words = frozenset(self.words())
        # each alternative filed under the literals of one of its sets: a text holding none of
        # them cannot match it, and is not asked about it
        self._always: list[int] = []
        self._under: dict[str, list[int]] = {}
        for i, need in enumerate(self.needs):
            key = _best(list(need))
            if key is None:
                self._always.append(i)
            for word in key or ():
                self._under.setdefault(word, []).append(i)
        self._compiled: dict[int, re.Pattern[str]] = {}
        self._all = Narrowed([self.whole], self._get_whole)
        self._by_words: dict[frozenset[str], Narrowed] = {}

    @classmethod
    def of(cls, patterns: Iterable[str], flags: int, whole: re.Pattern[str] | None = None) -> Alternation:
        """The alternation of every top-level alternative of ``patterns``, in order."""
        return cls([part for p in patterns for part in split_top(p)], flags, whole)

    def words(self) -> set[str]:
        """Every literal some alternative requires."""
        return {w for need in self.needs for group in need for w in group}

    def narrow(self, found: frozenset[str]) -> Narrowed:
        """The alternatives that may match a text holding ``found``."""
        mine = found & self._words
        narrowed = self._by_words.get(mine)
        if narrowed is None:
            narrowed = self._narrow(mine)
            if len(self._by_words) < _CACHE_LIMIT:
                self._by_words[mine] = narrowed
        return narrowed

    def _narrow(self, found: frozenset[str]) -> Narrowed:
        asked = set(self._always)
        for word in found:
            asked.update(self._under.get(word, ()))
        keep = [i for i in sorted(asked) if possible(self.needs[i], found)]
        if len(keep) == len(self.needs):
            return self._all
        return Narrowed([self._alternative(i) for i in keep], self._get_whole)

    def _alternative(self, i: int) -> re.Pattern[str]:
        pattern = self._compiled.get(i)
        if pattern is None:
            pattern = self._compiled[i] = re.compile(self.alternatives[i], self.flags)
        return pattern

    def _get_whole(self) -> re.Pattern[str]:
        return self.whole

    def _join(self, keep: Iterable[int]) -> str:
        return "|".join(f"(?:{self.alternatives[i]})" for i in keep)
