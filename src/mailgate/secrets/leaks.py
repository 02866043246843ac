"""Leak scanner: finds vault values and canaries in outbound text, however they are disguised.

Pure: no I/O, no store. :meth:`LeakScanner.build` turns every value into patterns once;
:meth:`LeakScanner.scan` then normalises the *text* a few ways (see ``transforms.py``) and runs
one Aho-Corasick automaton (ahocorasick-rs, in Rust; linear in the text, flat in the number
of patterns) per view. No Python loop runs over the secrets at scan time.

What is caught, with the ``transform`` a :class:`LeakHit` reports:

* ``literal`` / ``case`` / ``confusables``: the value itself, in any letter case, with
  fullwidth, accented or look-alike letters of any script (the shared UTS #39 confusables fold);
* ``reversed``; ``interleaved`` (characters separated by spaces, punctuation or zero-width
  characters; a value with fewer than 8 letters and digits is seen through whitespace and
  invisible characters only, in its exact case); ``split-lines``;
* ``base64`` / ``base64url`` of the UTF-8 bytes, at any byte alignment inside a longer blob,
  with or without padding and line breaks (each value's three alignment-stable cores are
  patterns); ``hex`` (either case, separators allowed); ``url`` (%XX, "+" for space); ``qp``
  (=XX and soft line breaks); ``html-entities`` (named, decimal, hex);
* ``pieces``: a value of 8+ characters cut into 2-6 pieces that each stand alone somewhere in
  the draft, in any field and order (``reassembly.py``; cuts anywhere for random values, only
  inside a word or number for human-chosen ones); ``keyboard-shift`` (each key one to the right
  or left);
* ``substitution`` / ``transposition`` (loose forms, ``shapes.py``): a whole token that is a long
  random value under any one-to-one character map (its shape), or a token or line holding its
  letters and digits in another order;
* ``partial``: for values of 12+ characters that zxcvbn rates hard to guess
  (``strength.strong``), any contiguous run of ``max(8, ceil(min_fraction * len))`` characters
  (every such window is a pattern; values long enough to need more than 32 windows get thinned
  ones, slightly shorter, that still sit inside every such run). Other loose forms (pieces,
  alternate characters, letter shifts, free spacing) need that and ``fuzzy_ok`` too.

Values shorter than 8 characters are matched **only as whole words** (no letter or digit
on either side), only in the literal/case/confusables form and in URL/QP/HTML-decoded text:
short strings turn up by chance inside longer words and inside base64, hex or reversed
text, so anything looser raises false alarms. Values with fewer than 4 non-blank characters
are refused (InvalidInput). ASCII characters are never treated as lookalikes of each other
(0/O, 1/l), and a near-miss with one character changed in the middle is not a leak.

One :class:`LeakHit` per secret, part and transform; forms that a stronger one found for
the same secret in the same part implies (``partial``, ``interleaved``, a decoded view that
merely contains the plain value) are left out.
"""

from __future__ import annotations

import email
import email.policy
import re
from array import array
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from email.message import Message

import ahocorasick_rs

from mailgate.errors import InvalidInput
from mailgate.secrets.decoders import derived_texts
from mailgate.secrets.reassembly import ANCHOR, Budget, Found, reassembles
from mailgate.secrets.shapes import ShapeIndex
from mailgate.secrets.strength import RANDOM_CUT_BITS, STRONG_MIN_BITS, guess_bits
from mailgate.secrets.transforms import (
    ATBASH,
    B64_KINDS,
    BACK,
    CAESAR,
    CANON,
    CODECS,
    COMPACT,
    DENSE,
    DENSE_REV,
    DENSE_VIEW,
    EVEN,
    FRONT,
    FULL,
    HEAD,
    HEX,
    KEYSHIFT,
    KGRAM,
    KGRAM_COVER,
    KGRAM_PIECE,
    KIND_COUNT,
    MAX_KGRAM_CHARS,
    ODD,
    REVERSED,
    ROT13,
    ROT47,
    SHIFT_VIEW,
    SHORT,
    SPACED,
    SWAPPED,
    TAIL,
    URLPLUS,
    WINDOW,
    WORD_KINDS,
    Mapped,
    compact,
    compact_mapped,
    dense,
    dense_mapped,
    fuzzy_ok,
    half_patterns,
    is_split,
    kgram_patterns,
    long_words,
    marks_covered,
    shift_runs,
    shift_view,
    skeleton,
    skeleton_mapped,
    split_memo,
    standard_b64,
    take_shapes,
    value_patterns,
)

GENERIC_REFUSAL = "This message cannot be sent as written. The owner has been notified."
"""What an agent is told when a leak is found: it names neither the value nor the reason."""

UNCHECKED_PIECES = "pieces not ruled out: search budget spent"
"""The transform of a hold made because the piece search ran out of steps (fail closed)."""
SECRET_KINDS = ("secret", "canary")
MIN_VALUE_CHARS = 4
_PLAIN = frozenset({"literal", "case", "confusables"})
_DECODED = frozenset({"url", "qp", "html-entities"})
_SEPARATED = frozenset({"interleaved", "split-lines"})
_CANON_LABELS = {
    REVERSED: "reversed",
    WINDOW: "partial",
    URLPLUS: "url",
    ROT13: "rot13",
    ATBASH: "atbash",
    ROT47: "rot47",
}
_WORD_LABELS = {
    ROT13: "rot13",
    ATBASH: "atbash",
    ROT47: "rot47",
    CAESAR: "letter-shift",
    KEYSHIFT: "keyboard-shift",
    SWAPPED: "swapped-pairs",
}
_PIECE_KINDS = frozenset({KGRAM_PIECE, EVEN, ODD, HEAD, TAIL, FRONT, BACK})
# A pattern's code in an automaton: secret index, offset in the value (pieces only), kind.
_KIND_BITS = 5
_POS_BITS = 11
_B64_RUN = re.compile(r"[A-Za-z0-9+/_=-]+")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True, kw_only=True)
class Secret:
    """A vault value or canary to watch for; its ``value`` never appears in a repr."""

    name: str
    value: str = field(repr=False)
    kind: str = "secret"

    def __repr__(self) -> str:
        return f"Secret(name={self.name!r}, kind={self.kind!r}, value=<hidden>)"


@dataclass(frozen=True, kw_only=True)
class LeakHit:
    """One secret found in one part of a message, and the disguise it was found through."""

    name: str
    kind: str
    transform: str
    part: str


class _Matcher:
    """One Aho-Corasick automaton over every secret's patterns for one view of the text.

    ahocorasick-rs's contiguous NFA (Rust): a pass over a view costs about a quarter of what
    pyahocorasick's automaton did with 10,000 secrets' patterns (docs/benchmarks.md, session 11);
    the same matches in the same order (by end, the longest first at one end).
    """

    def __init__(self, table: Mapping[str, list[int]]) -> None:
        # Per pattern, in the automaton's order: its code; a pattern shared by several secrets
        # stores -n, pointing into _shared. An array of 64-bit ints: no Python int per pattern,
        # and no wrap past 2**31 (pyahocorasick's STORE_INTS kept 32 bits: 32,768 secrets broke it).
        self._shared: list[tuple[int, ...]] = []
        self._codes = array("q")
        self._automaton: ahocorasick_rs.AhoCorasick | None = None
        patterns: list[str] = []
        # Patterns holding a lone surrogate, which UTF-8 (the automaton's input) cannot: looked
        # for with str.find, and only in a view that holds one too.
        self._odd: list[str] = []
        odd_codes: list[int] = []
        for pattern, codes in table.items():
            if not pattern:
                continue  # would match everywhere; pyahocorasick refused it
            unique = tuple(dict.fromkeys(codes))
            if len(unique) == 1:
                code = unique[0]
            else:
                self._shared.append(unique)
                code = -len(self._shared)
            if not pattern.isascii() and _SURROGATE.search(pattern) is not None:
                self._odd.append(pattern)
                odd_codes.append(code)
            else:
                patterns.append(pattern)
                self._codes.append(code)
        self._codes.extend(odd_codes)  # numbered after the automaton's patterns
        wide = [p for p in patterns if not p.isascii()]
        # Stands in for a view's lone surrogates: a character no pattern holds matches nothing.
        self._stand_in = next(c for c in map(chr, _stand_ins()) if not any(c in p for p in wide))
        if patterns:
            self._automaton = ahocorasick_rs.AhoCorasick(
                patterns,
                matchkind=ahocorasick_rs.MatchKind.Standard,
                store_patterns=False,
                implementation=ahocorasick_rs.Implementation.ContiguousNFA,
            )

    def hits(self, view: str) -> Iterator[tuple[int, int, int]]:
        """Yield ``(end, secret index, kind)`` for every pattern occurrence in ``view``."""
        for end, code in self.codes(view):
            yield end, code >> (_KIND_BITS + _POS_BITS), code & ((1 << _KIND_BITS) - 1)

    def codes(self, view: str) -> Iterator[tuple[int, int]]:
        """Yield ``(end, code)`` for every pattern occurrence in ``view`` (see :func:`_code`): by
        end, the longest first at one end."""
        if not view:
            return
        if self._automaton is None:
            found = self._with_surrogates(view) if _SURROGATE.search(view) is not None else []
        else:
            try:
                found = self._automaton.find_matches_as_indexes(view, overlapping=True)
            except UnicodeEncodeError:  # a lone surrogate (undecodable bytes kept by surrogateescape)
                found = self._with_surrogates(view)
        table = self._codes
        for pattern, _start, end in found:
            value = table[pattern]
            if value >= 0:
                yield end, value
            else:
                for code in self._shared[-value - 1]:
                    yield end, code

    def _with_surrogates(self, view: str) -> list[tuple[int, int, int]]:
        """Matches in a view that holds lone surrogates: the automaton's with each replaced by a
        character no pattern holds (so nothing matches across one), plus the odd patterns'."""
        replaced = _SURROGATE.sub(self._stand_in, view)
        found = []
        if self._automaton is not None:
            found = self._automaton.find_matches_as_indexes(replaced, overlapping=True)
        first = len(self._codes) - len(self._odd)
        for n, pattern in enumerate(self._odd):
            start = view.find(pattern)
            while start >= 0:
                found.append((first + n, start, start + len(pattern)))
                start = view.find(pattern, start + 1)
        found.sort(key=lambda match: (match[2], match[1]))
        return found


_SURROGATE = re.compile("[\\ud800-\\udfff]")


def _stand_ins() -> Iterator[int]:
    """Characters to stand in for lone surrogates: Unicode's noncharacters, then private use."""
    yield from range(0xFDD0, 0xFDF0)
    for plane in range(17):
        yield from (plane * 0x10000 + 0xFFFE, plane * 0x10000 + 0xFFFF)
    yield from range(0xF0000, 0x10FFFE)


class LeakScanner:
    """Scans message parts for a fixed set of secrets; build once, scan many times."""

    def __init__(self, secrets: tuple[Secret, ...], min_fraction: float) -> None:
        self._secrets = secrets
        # per secret: the length of its pattern of each kind (for spans and whole-word checks)
        self._lengths: list[list[int]] = []
        # per secret: how many letters and digits its pieces cover (0: no reassembly)
        self._piece_chars: list[int] = []
        self._fuzzy: list[bool] = []  # long and random enough for the loose forms' patterns
        self._bits: dict[int, float] = {}  # strength.guess_bits of a value, asked on its first loose hit
        self._half_len: list[int] = []  # length of the folded value its halves add up to
        tables: dict[str, dict[str, list[int]]] = {CANON: {}, DENSE_VIEW: {}, COMPACT: {}, SHIFT_VIEW: {}}
        # Substitutions and transpositions of whole tokens (shapes.py).
        self._shapes = ShapeIndex(len(secrets))
        for idx, secret in enumerate(secrets):
            lengths = [0] * KIND_COUNT
            for view, pattern, kind in value_patterns(secret.value, min_fraction):
                tables[view].setdefault(pattern, []).append(_code(idx, 0, kind))
                lengths[kind] = len(pattern)
            self._lengths.append(lengths)
            chars = 0
            self._fuzzy.append(fuzzy_ok(secret.value))
            if self._fuzzy[-1]:
                self._shapes.add(idx, secret.value)
                for piece, pos in kgram_patterns(secret.value):
                    tables[DENSE_VIEW].setdefault(piece, []).append(_code(idx, pos, KGRAM_PIECE))
                    chars = pos + KGRAM
            self._piece_chars.append(chars)
            self._half_len.append(len(" ".join(skeleton(secret.value).split())))
            for head, tail, cut in half_patterns(secret.value):
                tables[CANON].setdefault(head, []).append(_code(idx, cut, HEAD))
                tables[CANON].setdefault(tail, []).append(_code(idx, cut, TAIL))
        self._canon = _Matcher(tables[CANON])
        self._dense = _Matcher(tables[DENSE_VIEW])
        self._b64 = _Matcher(tables[COMPACT])
        self._shift = _Matcher(tables[SHIFT_VIEW])

    def __repr__(self) -> str:
        return f"LeakScanner(<{len(self._secrets)} secrets>)"

    @property
    def written_values(self) -> tuple[str, ...]:
        """The vault values and canaries this scanner looks for, as written."""
        return tuple(s.value for s in self._secrets)

    @classmethod
    def build(cls, secrets: Iterable[Secret], *, min_fraction: float = 0.6) -> LeakScanner:
        """Compile every secret's patterns; raises InvalidInput for an unusable secret."""
        if not 0.0 < min_fraction <= 1.0:
            raise InvalidInput("min_fraction", "must be in (0, 1]", min_fraction)
        return cls(tuple(_checked(s) for s in secrets), min_fraction)

    def scan(self, parts: Mapping[str, str]) -> list[LeakHit]:
        """Every secret found in ``parts`` (part name -> text); an empty list means clean.

        Each part is searched as written and as each of its encoded runs decodes (up to three
        layers); pieces of a long random value are gathered over all parts together, so halves
        in the subject and the body, or chunks in any order, are found as one leak.
        """
        with split_memo():
            return self._scan_parts(parts)

    def _scan_parts(self, parts: Mapping[str, str]) -> list[LeakHit]:
        hits = []
        pieces = _Pieces()
        for part, text in parts.items():
            pieces.written.add(len(pieces.texts))  # the first view _scan_text searches: the part itself
            found = self._scan_text(text, pieces, part)
            for label, decoded in derived_texts(text):
                for idx in self._scan_text(decoded, pieces, part):
                    found.setdefault(idx, {label})
            for idx, _transform, _token in self._shapes.hits(take_shapes()):
                if self._loose(idx):  # a list of codes with a value's shape
                    found.setdefault(idx, set()).add("char-codes-shape")
            for idx, transforms in sorted(found.items()):
                secret = self._secrets[idx]
                for transform in sorted(_prune(transforms)):
                    hits.append(LeakHit(name=secret.name, kind=secret.kind, transform=transform, part=part))
        named = {h.name for h in hits}
        budget = Budget()
        for idx in pieces.candidates():
            secret = self._secrets[idx]
            # A random value may be cut anywhere; a human-chosen one, or one of several words
            # (whose words in another order are ordinary text), only inside a word or number.
            random_value = len(secret.value.split()) == 1 and self._guess_bits(idx) >= RANDOM_CUT_BITS
            if secret.name in named:
                continue
            verdict = reassembles(self._folded(idx), pieces.texts_for(idx), random_value, budget)
            if verdict is not Found.NO:
                # UNDECIDED: the search budget ran out before this value's pieces were ruled
                # out. Fail closed: the draft is held, saying why, rather than sent unchecked.
                named.add(secret.name)
                where = "+".join(sorted(pieces.parts[idx]))
                transform = "pieces" if verdict is Found.YES else UNCHECKED_PIECES
                hits.append(LeakHit(name=secret.name, kind=secret.kind, transform=transform, part=where))
        for idx, transform, where in pieces.leaks(self._piece_chars, self._secrets):
            secret = self._secrets[idx]
            if transform != "halves" and not self._loose(idx):
                continue  # reassembled pieces and alternate characters are loose forms
            if secret.name not in named:
                named.add(secret.name)
                hits.append(LeakHit(name=secret.name, kind=secret.kind, transform=transform, part=where))
        return hits

    def redact(self, text: str, marker: str = "[REDACTED]") -> str:
        """``text`` with every occurrence of a secret it can locate replaced by ``marker``."""
        with split_memo():
            found = self._scan_text(text)
        if not found:
            return text  # the fast views found nothing: skip building the position maps
        folded = skeleton_mapped(text)
        spans = self._spans(self._canon, folded)
        spans += self._spans(self._dense, folded.then(dense_mapped(folded.view)))
        spans += self._spans(self._b64, compact_mapped(text))
        for codec in CODECS:
            if codec.trigger.search(text) is not None:
                decoded = codec.mapped(text)
                spans += self._spans(self._canon, decoded.then(skeleton_mapped(decoded.view)))
        for idx, _transform, token in self._shapes.hits(long_words(text)):
            if self._loose(idx):  # a whole token that is a value under a character map or reordered
                start = text.find(token)
                while start >= 0:
                    spans.append((start, start + len(token)))
                    start = text.find(token, start + len(token))
        return _replace_spans(text, spans, marker)

    # --- scanning ---------------------------------------------------------------------

    def _scan_text(self, text: str, pieces: _Pieces | None = None, part: str = "") -> dict[int, set[str]]:
        found: dict[int, set[str]] = {}
        view = skeleton(text)
        self._scan_canon(view, found, None, text, pieces, part)
        for codec in CODECS:
            decoded = codec.view(text)
            if decoded:
                self._scan_canon(skeleton(decoded), found, codec.name, text, pieces, part)
        self._scan_dense(view, found, pieces, part)
        self._scan_b64(text, found)
        for _end, idx, _kind in self._shift.hits(shift_view(shift_runs(view, text))):
            if self._loose(idx):
                found.setdefault(idx, set()).add("letter-shift")
        for idx, transform, _token in self._shapes.hits(long_words(text)):
            if self._loose(idx):
                found.setdefault(idx, set()).add(transform)
        for idx, _line in self._shapes.line_hits(text):
            if self._loose(idx):
                found.setdefault(idx, set()).add("transposition")
        return found

    def _scan_canon(
        self,
        view: str,
        found: dict[int, set[str]],
        label: str | None,
        text: str,
        pieces: _Pieces | None = None,
        part: str = "",
    ) -> None:
        whole: set[int] = set()
        mask = (1 << _KIND_BITS) - 1
        if pieces is not None:
            pieces.texts.append(view)
        for end, code in self._canon.codes(view):
            idx, kind = code >> (_KIND_BITS + _POS_BITS), code & mask
            if kind in (HEAD, TAIL):
                cut = (code >> _KIND_BITS) & ((1 << _POS_BITS) - 1)
                if pieces is not None and self._half_alone(view, end, idx, kind, cut):
                    pieces.add_half(idx, kind == HEAD, cut, part)
            elif kind == FULL:
                if self._word_ok(view, end, idx):
                    whole.add(idx)
            elif kind in (FRONT, BACK):
                if pieces is not None and _at_edge(
                    view, end - ANCHOR if kind == FRONT else end, kind == FRONT
                ):
                    pieces.add_anchor(idx, kind == FRONT, part, len(pieces.texts) - 1)
            elif kind in _WORD_LABELS:
                if self._word_ok(view, end, idx, kind):
                    found.setdefault(idx, set()).add(_WORD_LABELS[kind])
            elif kind == WINDOW and not self._strong_value(idx):
                continue
            else:
                found.setdefault(idx, set()).add(_CANON_LABELS[kind])
        folded_text: list[str] = []  # computed once, only if some hit needs it
        for idx in whole:
            found.setdefault(idx, set()).add(label or self._plain_form(idx, text, folded_text))

    def _plain_form(self, idx: int, text: str, cache: list[str]) -> str:
        value = self._secrets[idx].value
        if value in text:
            return "literal"
        if not cache:
            cache.append(text.casefold())
        return "case" if value.casefold() in cache[0] else "confusables"

    def _scan_dense(self, view: str, found: dict[int, set[str]], pieces: _Pieces | None, part: str) -> None:
        spread: set[int] = set()  # classified once per secret below: is_split reads the whole view
        mask = (1 << _KIND_BITS) - 1
        positions: list[Mapped] = []  # built once, only if a short value needs its spacing checked
        grams: dict[int, list[tuple[int, int]]] = {}  # secret -> (end, offset) of its pieces here
        squeezed = dense(view)
        for end, code in self._dense.codes(squeezed):
            idx, kind = code >> (_KIND_BITS + _POS_BITS), code & mask
            if (
                kind in (DENSE, DENSE_REV)
                and not self._loose(idx)
                and not self._spaced_out(view, end, idx, positions, kind)
                and (kind == DENSE_REV or not is_split(skeleton(self._secrets[idx].value), view))
                and (kind == DENSE_REV or not self._grouped(view, end, idx, positions))
            ):
                continue
            if kind == DENSE_REV:
                found.setdefault(idx, set()).add("reversed")
            elif kind == HEX:
                found.setdefault(idx, set()).add("hex")
            elif kind in (KGRAM_PIECE, EVEN, ODD):
                if kind == KGRAM_PIECE:
                    grams.setdefault(idx, []).append((end, (code >> _KIND_BITS) & ((1 << _POS_BITS) - 1)))
                if pieces is not None:
                    pieces.add(idx, kind, (code >> _KIND_BITS) & ((1 << _POS_BITS) - 1), part, view)
            else:
                spread.add(idx)
        for idx in spread:
            split = is_split(skeleton(self._secrets[idx].value), view)
            found.setdefault(idx, set()).add("split-lines" if split else "interleaved")
        for idx, seen in grams.items():
            # one or two pieces alone (a stretch under 8 characters) are what prose shares by chance
            if (
                len(seen) >= MIN_ORDERED_PIECES
                and self._loose(idx)
                and _in_order(seen, squeezed, dense(self._folded(idx))[:MAX_KGRAM_CHARS])
            ):
                found.setdefault(idx, set()).add("partial")

    def _scan_b64(self, text: str, found: dict[int, set[str]]) -> None:
        raw = compact(text)
        spread: set[int] = set()
        for end, idx, kind in self._b64.hits(standard_b64(raw)):
            if kind == SPACED:
                spread.add(idx)
            else:
                start = end - self._lengths[idx][kind]
                found.setdefault(idx, set()).add(_base64_label(raw, start, end))
        for idx in spread:
            split = is_split(self._secrets[idx].value, text)
            found.setdefault(idx, set()).add("split-lines" if split else "interleaved")

    def _spaced_out(self, view: str, end: int, idx: int, positions: list[Mapped], kind: int = DENSE) -> bool:
        """A short or low-entropy value counts as interleaved only with something between
        *every* two of its letters and digits: "H.U.N.T.E.R.2.2" is the password, "Hunter, 22"
        and "summer-2024" are ordinary words that share its letters."""
        if not positions:
            positions.append(dense_mapped(view))
        starts = positions[0].starts
        first = end - self._lengths[idx][kind]
        return all(starts[i + 1] - starts[i] > 1 for i in range(first, end - 1))

    def _folded(self, idx: int) -> str:
        """Secret ``idx`` as the canonical view folds it (what its anchors were cut from)."""
        return skeleton(self._secrets[idx].value)

    def _grouped(self, view: str, end: int, idx: int, positions: list[Mapped]) -> bool:
        """A short or human-chosen value written in groups ("Lis bon #19 87"): from its first to
        its last letter or digit the text is the value with only spaces added, and a space
        falls inside a run of letters or of digits. "Lisbon #1987" and "Summer 2024!" put
        spaces only where a word ends, as ordinary text does: not leaks."""
        if not positions:
            positions.append(dense_mapped(view))
        starts = positions[0].starts
        folded = self._folded(idx)
        alnum = [i for i, c in enumerate(folded) if c.isalnum()]
        core = folded[alnum[0] : alnum[-1] + 1]
        span = view[starts[end - self._lengths[idx][DENSE]] : starts[end - 1] + 1]
        if len(span) > 2 * len(core) or "".join(span.split()) != core:
            return False
        return any(
            (span[gap.start() - 1] + span[gap.end()]).isalpha()
            or (span[gap.start() - 1] + span[gap.end()]).isdigit()
            for gap in _SPACES.finditer(span)
        )

    def _loose(self, idx: int) -> bool:
        """Whether secret ``idx`` may be matched through loose forms (see strength.py)."""
        return self._fuzzy[idx] and self._strong_value(idx)

    def _strong_value(self, idx: int) -> bool:
        """Whether secret ``idx`` is hard enough to guess for a partial run of it to be a leak."""
        return self._guess_bits(idx) >= STRONG_MIN_BITS

    def _guess_bits(self, idx: int) -> float:
        known = self._bits.get(idx)
        if known is None:  # zxcvbn takes milliseconds: asked only once a loose form was found
            known = self._bits[idx] = guess_bits(self._secrets[idx].value)
        return known

    def _half_alone(self, view: str, end: int, idx: int, kind: int, cut: int) -> bool:
        """A passphrase's head must end a word of the text, and its tail start one: "tangerine
        wal" then a space is half of the value, "tangerine walrus" is not."""
        if kind == HEAD:
            return end == len(view) or not view[end].isalnum()
        start = end - (self._half_len[idx] - cut)
        return start == 0 or not view[start - 1].isalnum()

    def _word_ok(self, view: str, end: int, idx: int, kind: int = FULL) -> bool:
        """Short values, and the ciphers of values not random enough for fuzzy forms, count only
        as whole words: no letter or digit on either side."""
        if (kind == FULL and len(self._secrets[idx].value) >= SHORT) or (kind != FULL and self._loose(idx)):
            return True
        start = end - self._lengths[idx][kind]
        return not (start > 0 and view[start - 1].isalnum()) and not (end < len(view) and view[end].isalnum())

    # --- redaction ---------------------------------------------------------------------

    def _spans(self, matcher: _Matcher, mapped: Mapped) -> list[tuple[int, int]]:
        spans = []
        for end, idx, kind in matcher.hits(mapped.view):
            if kind in _PIECE_KINDS:
                continue  # a piece alone is not the value: ordinary text shares 6-letter runs
            if kind in WORD_KINDS and not self._word_ok(mapped.view, end, idx, kind):
                continue
            # A base64 core's neighbours each carry a few bits of the value too: take them.
            pad = 1 if kind in B64_KINDS else 0
            start = max(0, end - self._lengths[idx][kind] - pad)
            spans.append(mapped.span(start, min(len(mapped.view), end + pad)))
        return spans


def _code(idx: int, pos: int, kind: int) -> int:
    """A pattern's automaton value: secret index, offset of a piece in the value, kind."""
    return (((idx << _POS_BITS) | pos) << _KIND_BITS) | kind


ORDERED_SHARE = 0.8
"""Share of a long random value's letters and digits that, found in order with only masks
("*", "x", "...") or nothing between the stretches, make a leak: a value with a few characters
masked or a short section cut out is still most of the value."""
MIN_ORDERED_PIECES = 3
"""Pieces of a value a view must hold before it is walked for a masked or cut-short copy."""
MAX_SKIP = 8
"""Most letters and digits of a value a cut may drop between two stretches of it."""
_RESUME = 3
"""Characters that must agree again after a cut: a character changed to another is no cut."""


def _in_order(grams: list[tuple[int, int]], squeezed: str, value: str) -> bool:
    """Whether ``value`` (letters and digits) is in ``squeezed`` with a few characters masked
    (``x``, or marks the view has dropped) or cut out, ORDERED_SHARE of it still there.

    Starts from the longest stretch its pieces ``(end in squeezed, offset in value)`` form and
    walks out both ways. A character changed to another letter or digit stops the walk: a
    near-miss is not the value."""
    stretches: list[list[int]] = []  # [text offset - value offset, value start, value end]
    for end, pos in sorted(grams, key=lambda g: (g[0] - g[1], g[1])):
        last = stretches[-1] if stretches else None
        if last is not None and last[0] == end - KGRAM - pos and pos <= last[2] - KGRAM + 1:
            last[2] = pos + KGRAM  # the next piece of the same unbroken stretch
        else:
            stretches.append([end - KGRAM - pos, pos, pos + KGRAM])
    shift, start, stop = max(stretches, key=lambda run: run[2] - run[1])
    found = stop - start + _walk(value, squeezed, stop, stop + shift)
    found += _walk(value[::-1], squeezed[::-1], len(value) - start, len(squeezed) - start - shift)
    return found >= ORDERED_SHARE * len(value)


def _walk(value: str, text: str, v: int, t: int) -> int:
    """How many more characters of ``value`` from ``v`` on agree with ``text`` from ``t`` on."""
    found = 0
    while v < len(value) and t < len(text):
        if text[t] == value[v]:
            found += 1
        elif text[t] != "x" or value[v + 1 : v + 1 + _RESUME] != text[t + 1 : t + 1 + _RESUME]:
            # not one character masked by an "x": some cut out (masks the view dropped, or "...")
            cut = next(
                (
                    k
                    for k in range(1, MAX_SKIP + 1)
                    if value[v + k : v + k + _RESUME] == text[t : t + _RESUME]
                ),
                None,
            )
            if cut is not None:
                v += cut
                continue
            if text[t] != "x":
                break  # another letter or digit: a changed character, not a mask
        v += 1
        t += 1
    return found


class _Pieces:
    """Pieces of long random values seen anywhere in one draft, gathered across its parts."""

    def __init__(self) -> None:
        self.covered: dict[int, int] = {}  # secret -> bit mask of value positions covered
        self.halves: dict[int, int] = {}  # secret -> 1 (even characters) | 2 (odd characters)
        self.parts: dict[int, set[str]] = {}
        self.views: dict[int, dict[int, str]] = {}  # secret -> the texts its pieces were in, by id
        self.cuts: dict[int, dict[int, int]] = {}  # passphrase -> cut -> 1 (head) | 2 (tail) seen
        self.anchors: dict[int, int] = {}  # secret -> 1 (first characters) | 2 (last) seen at an edge
        self.texts: list[str] = []  # every canonical view searched, in order
        self.written: set[int] = set()  # which of them are the parts as written
        self.anchor_texts: dict[int, set[int]] = {}  # secret -> the views its anchors were in

    def add_anchor(self, idx: int, front: bool, part: str, text: int) -> None:
        """Record a value's first (``front``) or last characters standing at a word edge of view ``text``."""
        self.anchors[idx] = self.anchors.get(idx, 0) | (1 if front else 2)
        self.anchor_texts.setdefault(idx, set()).add(text)
        self.parts.setdefault(idx, set()).add(part)

    def texts_for(self, idx: int) -> list[str]:
        """Where pieces of secret ``idx`` are looked for: the parts as written, and the decoded
        views its anchors were found in (not every decoded view: each costs a search)."""
        return [self.texts[i] for i in sorted(self.written | self.anchor_texts.get(idx, set()))]

    def add(self, idx: int, kind: int, pos: int, part: str, view: str = "") -> None:
        """Record one piece (KGRAM_PIECE at ``pos``) or one alternate-character half, seen in ``view``."""
        if kind == KGRAM_PIECE:
            self.covered[idx] = self.covered.get(idx, 0) | (((1 << KGRAM) - 1) << pos)
        else:
            self.halves[idx] = self.halves.get(idx, 0) | (1 if kind == EVEN else 2)
        self.parts.setdefault(idx, set()).add(part)
        self.views.setdefault(idx, {})[id(view)] = view

    def add_half(self, idx: int, head: bool, cut: int, part: str) -> None:
        """Record one half of a passphrase cut at ``cut``, standing alone."""
        halves = self.cuts.setdefault(idx, {})
        halves[cut] = halves.get(cut, 0) | (1 if head else 2)
        self.parts.setdefault(idx, set()).add(part)

    def leaks(self, piece_chars: list[int], values: tuple[Secret, ...]) -> Iterator[tuple[int, str, str]]:
        """``(secret, transform, parts)`` for each value whose pieces add up to a leak."""
        for idx, mask in self.covered.items():
            total = min(piece_chars[idx], MAX_KGRAM_CHARS)
            if (
                total
                and mask.bit_count() >= KGRAM_COVER * total
                and marks_covered(values[idx].value, self.views[idx].values())
            ):
                yield idx, "reassembled", "+".join(sorted(self.parts[idx]))
        for idx, halves in self.halves.items():
            if halves == 3:
                yield idx, "alternating", "+".join(sorted(self.parts[idx]))
        for idx, cuts in self.cuts.items():
            if 3 in cuts.values():
                yield idx, "halves", "+".join(sorted(self.parts[idx]))

    def candidates(self) -> list[int]:
        """Values whose first and last characters both stand at a word edge somewhere."""
        return [idx for idx, seen in self.anchors.items() if seen == 3]


def _at_edge(view: str, pos: int, front: bool) -> bool:
    """Whether a piece starting (``front``) or ending at ``pos`` has no letter or digit beside it."""
    if front:
        return pos == 0 or not view[pos - 1].isalnum()
    return pos == len(view) or not view[pos].isalnum()


def _checked(secret: Secret) -> Secret:
    if secret.kind not in SECRET_KINDS:
        raise InvalidInput(f"secret {secret.name}.kind", "must be one of secret, canary", secret.kind)
    if len(secret.value.strip()) < MIN_VALUE_CHARS:
        # The value itself is never put in an error message.
        raise InvalidInput(f"secret {secret.name}.value", f"must be at least {MIN_VALUE_CHARS} characters")
    return secret


def _prune(transforms: set[str]) -> set[str]:
    """Drop forms that a stronger form found for the same secret in the same part implies."""
    if transforms & _PLAIN:
        transforms = transforms - _DECODED - _SEPARATED
    if transforms & {"url", "qp"}:  # %54%71... is also the hex digits, "%"-separated
        transforms = transforms - {"hex"}
    # A letter shift of 0 is the value itself: it only counts when nothing plainer was found.
    weak = {"partial", "letter-shift", "substitution", "transposition"}
    if transforms - _SEPARATED - weak:
        transforms = transforms - _SEPARATED
    if transforms - weak:
        transforms = transforms - weak
    elif len(transforms) > 1:
        transforms = transforms - {"partial"}
    return transforms


def _base64_label(raw: str, start: int, end: int) -> str:
    """Which alphabet the hit at ``raw[start:end]`` is written in (the scan view folds both)."""
    hit = raw[start:end]
    if "-" in hit or "_" in hit:
        return "base64url"
    if "+" in hit or "/" in hit:
        return "base64"
    # The hit itself is neutral: look at the run of base64 characters around it.
    low = max(0, start - 96)
    for run in _B64_RUN.finditer(raw, low, end + 96):
        if run.start() <= start and run.end() >= end:
            inner = run.group().strip("-_=")  # a "-" or "_" at an edge is more likely prose
            return "base64url" if "-" in inner or "_" in inner else "base64"
    return "base64"


def _replace_spans(text: str, spans: list[tuple[int, int]], marker: str) -> str:
    """Replace each span with ``marker``; overlapping or touching spans become one marker."""
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    out: list[str] = []
    pos = 0
    for start, end in merged:
        out += [text[pos:start], marker]
        pos = end
    out.append(text[pos:])
    return "".join(out)


# --- owner-side `scan outbound`: a raw message into named parts ---------------------------

_ADDRESS_HEADERS = ("subject", "to", "cc", "bcc")
_MESSAGE_HEADERS = frozenset(
    {"from", "to", "cc", "bcc", "subject", "date", "message-id", "mime-version", "content-type"}
    | {"reply-to", "sender", "received", "return-path", "in-reply-to", "references"}
)


def extract_parts(raw: bytes) -> dict[str, str]:
    """Split an RFC 5322 message into scannable parts (headers, bodies, attachments, decoded).

    Input that does not parse as a message with headers is taken as plain text: ``{"body":
    text}``. Never raises: whatever goes wrong, the raw bytes are still returned as the body.
    """
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
        if any(key.lower() in _MESSAGE_HEADERS for key in message):
            return _message_parts(message)
    except Exception:  # noqa: S110 -- hostile input must not stop the scan; fall back to raw text
        pass
    return {"body": raw.decode("utf-8", "replace")}


def _message_parts(message: Message) -> dict[str, str]:
    parts: dict[str, str] = {}
    _put_headers(parts, message, "")
    for index, part in enumerate(message.walk()):
        if index and any(key.lower() in _ADDRESS_HEADERS for key in part):
            _put_headers(parts, part, f":{index}")  # an attached message/rfc822 has its own
        for extra in ("preamble", "epilogue"):
            text = getattr(part, extra, None)
            if isinstance(text, str) and text.strip():
                _put(parts, extra, text)
        if not part.is_multipart():
            _put(parts, _part_name(part, parts), _part_text(part))
    return parts


def _put_headers(parts: dict[str, str], message: Message, suffix: str) -> None:
    """Subject, To, Cc and Bcc each as a part; every other header together as "headers"."""
    named: dict[str, list[str]] = {}
    for name, raw in message.raw_items():
        try:  # policy.default decodes RFC 2047 encoded words
            value = str(message.policy.header_fetch_parse(name, raw))
        except Exception:  # a header too broken to decode is still scanned, raw
            value = str(raw)
        key = name.lower() if name.lower() in _ADDRESS_HEADERS else "headers"
        named.setdefault(key, []).append(value if key != "headers" else f"{name}: {value}")
    for key, values in named.items():
        _put(parts, key + suffix, "\n".join(values))


def _part_name(part: Message, parts: Mapping[str, str]) -> str:
    filename = part.get_filename()
    if filename or part.get_content_disposition() == "attachment":
        return f"attachment:{filename or 'unnamed'}"
    return "body" if "body" not in parts else f"body:{part.get_content_type()}"


def _part_text(part: Message) -> str:
    payload = part.get_payload(decode=True)  # undoes base64 / quoted-printable transfer encoding
    if not isinstance(payload, bytes):
        return str(part.get_payload())
    charset = part.get_content_charset() or "utf-8"
    try:
        return payload.decode(charset, "replace")
    except LookupError:  # an unknown charset name: ASCII secrets still survive utf-8
        return payload.decode("utf-8", "replace")


def _put(parts: dict[str, str], name: str, text: str) -> None:
    """Add a part under ``name``, numbering repeats (two attachments with one filename)."""
    key, n = name, 1
    while key in parts:
        n += 1
        key = f"{name}#{n}"
    parts[key] = text
