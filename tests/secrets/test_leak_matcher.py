"""The leak scanner's automaton (ahocorasick-rs) reports what pyahocorasick reported, in order.

The scanner moved from pyahocorasick to ahocorasick-rs for speed (docs/benchmarks.md, session 11).
Its consumers depend on every occurrence, its position in characters (not UTF-8 bytes) and the
order (by end, the longest first), so the new matcher is checked against the old one as the
reference, over texts of non-ASCII characters, lone surrogates (which UTF-8 cannot hold) and the
code points they are swapped with.
"""

from __future__ import annotations

import ahocorasick
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.secrets.leaks import LeakScanner, Secret, _Matcher

# A small alphabet, so patterns occur often: ASCII, accented and astral letters, lone surrogates
# and the last code points of Unicode (what surrogates are swapped with).
ALPHABET = "ab.é\U0001d518\ud800\udfff\U0010f800\U0010ffff\U0010fffe"
PATTERNS = st.dictionaries(
    st.text(ALPHABET, min_size=0, max_size=4),
    st.lists(st.integers(0, 2**31 - 1), min_size=1, max_size=3),  # what pyahocorasick held
    max_size=12,
)


def reference(table: dict[str, list[int]], text: str) -> list[tuple[int, int]]:
    """What the scanner's pyahocorasick matcher yielded: ``(end, code)`` per occurrence."""
    shared: list[tuple[int, ...]] = []
    automaton = ahocorasick.Automaton(ahocorasick.STORE_INTS)
    for pattern, codes in table.items():
        unique = tuple(dict.fromkeys(codes))
        if len(unique) == 1:
            automaton.add_word(pattern, unique[0])
        else:
            shared.append(unique)
            automaton.add_word(pattern, -len(shared))
    if not len(automaton) or not text:
        return []
    automaton.make_automaton()
    return [
        (last + 1, code)
        for last, value in automaton.iter(text)
        for code in ((value,) if value >= 0 else shared[-value - 1])
    ]


@settings(max_examples=400, deadline=None)
@given(table=PATTERNS, text=st.text(ALPHABET, max_size=40))
def test_the_matcher_finds_what_pyahocorasick_found_in_order(table: dict[str, list[int]], text: str) -> None:
    assert list(_Matcher(table).codes(text)) == reference(table, text)


def test_an_empty_pattern_matches_nowhere() -> None:
    assert list(_Matcher({"": [1], "ab": [2]}).codes("xabab")) == [(3, 2), (5, 2)]


def test_codes_past_32_bits_come_back_whole() -> None:
    # A pattern's code is its secret's index shifted by 16 bits: 32,768 secrets or more need 32+.
    assert list(_Matcher({"ab": [2**40 + 5], "b": [2**31, 2**33]}).codes("ab")) == [
        (2, 2**40 + 5),
        (2, 2**31),
        (2, 2**33),
    ]


def test_a_value_next_to_a_lone_surrogate_is_found() -> None:
    # A part decoded with surrogateescape keeps undecodable bytes as lone surrogates.
    value = "Zq8#rT2v!Lp9xW4m"
    scanner = LeakScanner.build([Secret(name="k", value=value)])
    body = b"key: \xff".decode("utf-8", "surrogateescape") + value + "\udcfe \U0010f800"
    assert [(h.name, h.transform) for h in scanner.scan({"body": body})] == [("k", "literal")]
