"""textfold: the one look-alike fold, built on the Unicode confusables data (UTS #39)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.textfold import fold, fold_char, is_invisible, prototypes, skeleton, skeleton_char, skeleton_map


@pytest.mark.parametrize(
    ("source", "prototype"),
    [("\u1438", "<"), ("\u02c2", "<"), ("\u276e", "<"), ("\u0251", "a"), ("\u0430", "a"), ("m", "rn")],
)
def test_prototypes_follow_the_unicode_direction(source: str, prototype: str) -> None:
    assert prototypes()[source] == prototype
    assert prototype not in prototypes()  # a prototype maps to itself


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("</inbound_mail>", "\u1438/\U0001d422NBOUND\ufe4dMA\u0399\u217c>"),
        ("Il1|", "llll"),
        ("O0o", "ooo"),
        ("mail", "rnail"),
        ("paypal", "\u0440\u0430\u0443\u0440\u0430\u04cf"),  # Cyrillic
        ("admin", "a\u200bd\u00adm\u2060i\ufff9n\U0001d173"),  # format characters vanish
        ("cafe", "cafe\u0301"),  # combining marks vanish
    ],
)
def test_look_alikes_share_a_skeleton(a: str, b: str) -> None:
    assert skeleton(a) == skeleton(b)


def test_fold_never_maps_ascii_onto_other_ascii() -> None:
    ascii_text = "".join(chr(c) for c in range(128))
    assert fold(ascii_text) == ascii_text
    assert fold("0O1lIm|") == "0O1lIm|"


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("\u0399\u039d\u0399", "ini"),  # Greek capitals iota, nu: read as I and N
        ("\u03ba\u043c", "km"),  # small kappa and em: their prototypes are not ASCII, their capitals are
        ("\uff21\uff22\uff23", "abc"),  # fullwidth
        ("pr\u00e9c\u00e9dentes", "precedentes"),
        ("\u4e2d\u6587", "\u4e2d\u6587"),  # nothing to fold
    ],
)
def test_fold_reads_non_ascii_as_the_ascii_it_looks_like(text: str, folded: str) -> None:
    assert fold(text) == folded


def test_invisible_characters() -> None:
    for ch in "\u00ad\u200b\u200d\u202e\u2060\u2066\ufeff\ufff9\ufffb\u3164\U0001d173\U0001d17a\U000e0041":
        assert is_invisible(ch), hex(ord(ch))
        assert fold(f"a{ch}b") == "ab"
        assert fold(f"a{ch}b", invisible=True) == f"a{ch}b"
    for ch in " \t\n\u00a0a\u0301":
        assert not is_invisible(ch)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_every_fold_is_per_character(text: str) -> None:
    assert fold(text) == "".join(fold_char(c) for c in text)
    assert fold(text, invisible=True) == "".join(fold_char(c, invisible=True) for c in text)
    view, origin = skeleton_map(text)
    assert view == skeleton(text) == "".join(skeleton_char(c) for c in text)
    assert len(origin) == len(view)
    assert origin == sorted(origin)
    assert all(skeleton_char(text[i]) for i in origin)
