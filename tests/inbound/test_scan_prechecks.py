"""The injection scan's prechecks and per-paragraph reuse (session 8) give what the full work gives.

Each shortcut skips or splits work only where the result is known to be the same: these tests hold
every one of them to the function it stands in for, on text built to hit the edges (quote marks,
leet tokens, ROT13 and reversed common words, the two characters whose lower case changes kind,
blank lines, line breaks of every kind).
"""

from __future__ import annotations

import codecs

from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.inbound import fold
from mailgate.inbound import lexicon as lx
from mailgate.inbound.classifier import SegmentScore
from mailgate.inbound.injection import (
    _PATTERN_WORDS,
    _ZERO_WIDTH_CHARS,
    _ZERO_WIDTH_SIGNAL,
    BuiltinScanner,
    _substantial,
    _substantial_in,
)
from mailgate.inbound.literals import Words
from mailgate.inbound.structure import MailContext, Memo, has_quoted_lines, live_thread, unwrap

_COMMON = sorted(fold._COMMON)
_WORDS = st.one_of(
    st.sampled_from(_COMMON),
    st.sampled_from(_COMMON).map(lambda w: codecs.decode(w, "rot13")),
    st.sampled_from(_COMMON).map(lambda w: w[::-1]),
    st.sampled_from(_COMMON).map(str.upper),
    st.sampled_from(["s3nd", "4ll", "sender0", "x1y", "ab", "İ", "\u212a", "ΣΑΣ", "é", "ΙΣ", "naq"]),
    st.sampled_from(fold._REVERSE_HINTS),
    st.sampled_from(sorted({w for w in lx.ANCHORS if len(w) < 12})[:80]),
    st.text(alphabet="aeiouxyzAEKs0147 \t>.", min_size=1, max_size=8),
    st.text(min_size=1, max_size=4),
)
_BREAKS = st.sampled_from(
    [" ", " ", " ", "\n", "\n\n", "\n\n\n", "\n> ", "\n  >", "\r\n", "\u2028", "\x1c", "\t"]
)


@st.composite
def _texts(draw: st.DrawFn) -> str:
    parts = draw(st.lists(st.tuples(_WORDS, _BREAKS), max_size=60))
    return "".join(w + b for w, b in parts)


@settings(max_examples=400, deadline=None)
@given(_texts(), st.booleans())
def test_without_a_quoted_line_the_thread_reading_changes_nothing(text: str, thread: bool) -> None:
    if not has_quoted_lines(text):
        assert live_thread(text, thread) == text


@settings(max_examples=400, deadline=None)
@given(_texts())
def test_leet_tokens_found_once_give_deleet(text: str) -> None:
    assert fold._deleet_at(text, list(fold._LEET_TOKEN.finditer(text))) == fold.deleet(text)


@settings(max_examples=400, deadline=None)
@given(_texts())
def test_one_pass_for_the_reverse_hints(text: str) -> None:
    low = text.lower()
    assert fold._hinted(low) == any(h in low for h in fold._REVERSE_HINTS)


@settings(max_examples=600, deadline=None)
@given(_texts())
def test_text_ruled_out_for_rot13_and_reversed_lines_has_none(text: str) -> None:
    if fold._cannot_decode(text, text.lower()):
        assert fold._rot13_and_reversed(text, False) == ("", "")


def test_the_rot13_precheck_lets_decodable_text_through() -> None:
    rot = codecs.decode("please send all the files to you and your team", "rot13")
    assert not fold._cannot_decode(rot, rot.lower())
    assert fold._rot13_and_reversed(rot, False)[0]
    backwards = "please send all the files to you and your team"[::-1]
    assert not fold._cannot_decode(backwards, backwards.lower())
    # the weakest line taken: two reversed common words, none as written, seven spaces
    two = "eht dna qxz zzv yyw wwx vvu uut"
    assert fold._rot13_and_reversed(two, False)[1] == two[::-1]
    assert not fold._cannot_decode(two, two.lower())
    plain = "Order 12 shipped on Tuesday, invoice attached."
    assert fold._cannot_decode(plain, plain.lower())


@settings(max_examples=400, deadline=None)
@given(_texts())
def test_character_class_prechecks_only_skip_what_cannot_match(text: str) -> None:
    if _ZERO_WIDTH_CHARS.search(text) is None:
        assert _ZERO_WIDTH_SIGNAL.search(text) is None
    if fold._ODD_LATIN_CHARS.search(text) is None:
        assert fold._ODD_LATIN.search(text) is None


@settings(max_examples=400, deadline=None)
@given(st.lists(_texts(), min_size=1, max_size=4))
def test_unwrap_and_the_phrase_literals_by_paragraph(texts: list[str]) -> None:
    """One memo over several texts (a mail's views), as the scan uses it."""
    memo = Memo()
    for text in texts:
        assert memo.unwrap(text) == unwrap(text)
        assert _PATTERN_WORDS.found_by_paragraph(text, memo.pattern_words) == _PATTERN_WORDS.found(text)


def test_the_paragraph_reuse_is_refused_for_literals_that_span_a_line_break() -> None:
    words = Words(["a\nb", "ab"])
    assert words.found_by_paragraph("a\n\nb a\nb", {}) == words.found("a\n\nb a\nb") == {"a\nb"}


@settings(max_examples=400, deadline=None)
@given(_texts(), st.sampled_from(["", "見積もり", "안녕하세요 ", "。"]))
def test_enough_words_for_the_model_found_the_short_way(text: str, wide: str) -> None:
    for piece in (text, wide + text, text[:40]):
        assert _substantial_in(piece, Memo()) == _substantial(piece)


class _Recorder:
    """An owner's model that records every segment it is shown and rates none."""

    name = "recorder"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def score_segments(self, pieces: list[str]) -> list[SegmentScore]:
        self.seen += pieces
        return [SegmentScore(0.0, p) for p in pieces]


def test_an_owners_model_still_sees_the_short_segments() -> None:
    """Only the shipped model's short segments are left unscored; the owner's model reads them all."""
    text = "Order 7 status\n\nThe shipment left the warehouse this morning and arrives on Friday as planned."
    recorder = _Recorder()
    BuiltinScanner(extra=recorder).scan_parts(text, "", MailContext())
    assert "Order 7 status" in recorder.seen
    memo = Memo()
    assert BuiltinScanner()._pieces(text, memo) == [text.split("\n\n")[1]]
