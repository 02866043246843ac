"""The dashboard's pure parts: the verbatim-passage matcher (Hypothesis), the login limiter, the
chart geometry, signed tokens, and the layering (web/ uses only mailgate's public API)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mailgate import DayCount, LinkRefused
from mailgate.owner.login import LoginLimit
from mailgate.owner.signing import Signer
from mailgate.web import chart
from mailgate.web.verbatim import MIN_WORDS, _words, passages
from tests.test_architecture import IMPORTS, names

WORDS = st.sampled_from(["wire", "the", "money", "to", "account", "now", "please", "Bob", "über", "1234"])
SEPS = st.sampled_from([" ", "  ", "\n", ", ", ". ", " - "])


@st.composite
def texts(draw: st.DrawFn, max_words: int = 40) -> str:
    words = draw(st.lists(WORDS, max_size=max_words))
    out = ""
    for w in words:
        out += w + draw(SEPS)
    return out


@given(draft=texts(), mail=texts())
def test_segments_join_back_to_the_draft_and_every_mark_is_a_long_copy(draft: str, mail: str) -> None:
    segments = passages(draft, [("m1", mail)])
    assert "".join(s.text for s in segments) == draft
    mail_words = [w for _, _, w in _words(mail)]
    for s in segments:
        if s.source:
            run = [w for _, _, w in _words(s.text)]
            assert len(run) >= MIN_WORDS
            # Every word of a mark lies in some window of MIN_WORDS words copied from the mail.
            assert set(run) <= set(mail_words)


@given(prefix=texts(10), copied=st.lists(WORDS, min_size=MIN_WORDS, max_size=20), suffix=texts(10))
def test_a_copied_run_of_eight_words_or_more_is_always_found(
    prefix: str, copied: list[str], suffix: str
) -> None:
    run = " ".join(copied)
    draft = f"{prefix} {run.upper()} {suffix}"
    marked = " ".join(s.text for s in passages(draft, [("m1", f"x {run}, y")]) if s.source)
    marked_words = " ".join(w for _, _, w in _words(marked))
    assert " ".join(w.casefold() for w in copied) in marked_words


def test_seven_words_are_not_a_copy_and_sources_are_named() -> None:
    mail = "please wire the remaining balance to account today"
    assert all(
        not s.source for s in passages("wire the remaining balance to account today ok", [("m", mail)])
    )
    segments = passages("so: please wire the remaining balance to account today!", [("a", "x"), ("b", mail)])
    assert [(s.text, s.source) for s in segments] == [
        ("so: ", ""),
        ("please wire the remaining balance to account today", "b"),
        ("!", ""),
    ]


def test_login_limit_per_address_and_overall() -> None:
    limit = LoginLimit(per_ip=2, overall=3)
    for ip in ("a", "a"):
        assert limit.check(ip) == ""
        limit.failed(ip)
    assert limit.check("a") == "ip" and limit.check("b") == ""
    limit.failed("b")
    assert limit.check("c") == "overall"  # many addresses cannot share out the guessing


def test_signed_tokens_refuse_any_change_and_other_purposes() -> None:
    key = b"k" * 32
    token = Signer(key, "approve").sign({"d": "d1", "e": 1})
    assert Signer(key, "approve").verify(token) == {"d": "d1", "e": 1}
    payload, _, mac = token.partition(".")
    for bad in (
        f"{payload}x.{mac}",
        f"{payload}.{mac[:-1]}A" if not mac.endswith("A") else f"{payload}.{mac[:-1]}B",
        payload,
        "",
        "é.é",
        token + "." + mac,
    ):
        with pytest.raises(LinkRefused):
            Signer(key, "approve").verify(bad)
    with pytest.raises(LinkRefused):
        Signer(key, "login").verify(token)
    with pytest.raises(LinkRefused):
        Signer(b"j" * 32, "approve").verify(token)


def test_chart_scales_bars_to_the_busiest_day() -> None:
    today = date(2026, 12, 1)
    days = [
        DayCount(day=today - timedelta(days=1), sent=0, held=2, denied=0, received=4),
        DayCount(day=today, sent=1, held=0, denied=0, received=0),
    ]
    c = chart.build(days)
    tallest = max(c.bars, key=lambda b: b.height)
    assert tallest.label == "2026-11-30 received: 4" and tallest.y == chart.TOP
    assert {b.label for b in c.bars if b.height == 0} >= {"2026-12-01 received: 0"}
    assert [label for _, label in c.day_labels] == ["30.11", "01.12"]


def test_web_uses_only_the_public_api() -> None:
    found = [
        str(i)
        for i in IMPORTS
        if i.module.startswith("mailgate.web")
        and names(i.target, "mailgate")
        and not (i.target == "mailgate" or (i.target.count(".") == 1 and i.target.split(".")[1] in _public()))
        and not names(i.target, "mailgate.web")
    ]
    assert found == []


def _public() -> set[str]:
    import mailgate

    return set(mailgate.__all__)
