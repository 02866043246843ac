"""What the scan's per-text memo hands the readers is what they would have worked out themselves.

The readers of one scan share a text's UTF-8 bytes, its non-ASCII characters and its lines
(``transforms.utf8``, ``non_ascii``, ``text_lines``); asking for them must never change what a
reader sees, whichever texts were split before, and must not evict a text the scan split.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.secrets.transforms import non_ascii, split_memo, text_lines, utf8, words

TEXTS = st.text(st.sampled_from("ab \n\r\u2028é\u200b\U0001d518\ud800\x85"), max_size=30)


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(TEXTS, min_size=1, max_size=5), order=st.lists(st.integers(0, 4), max_size=12))
def test_shared_forms_equal_the_plain_ones_in_any_order(texts: list[str], order: list[int]) -> None:
    with split_memo() as memo:
        for i in order + list(range(len(texts))):
            text = texts[i % len(texts)]
            if i % 2:
                words(text)  # splits the text: the memo now keeps its forms
            assert utf8(text) == text.encode("utf-8", "surrogatepass")
            assert non_ascii(text) == "".join(c for c in text if not c.isascii())
            assert text_lines(text) == text.splitlines()
            if i % 2:
                assert memo.known(text) is not None  # what it asked kept the text split


def test_a_form_asked_of_a_text_not_split_does_not_evict_the_split_ones() -> None:
    body, other = "body text é", "a token é"
    with split_memo() as memo:
        words(body)
        before = memo.recent
        assert non_ascii(other) == "é"
        assert utf8(other) == other.encode()
        assert memo.recent == before
        assert non_ascii(body) == "é"
        kept = memo.known(body)
        assert kept is before[0]
        assert kept.rare == "é"  # worked out once, kept for the next reader
