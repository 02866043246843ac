"""The injection scanner's speed-ups change no verdict: the narrowed word tables find exactly what
the whole tables find, the case fold is re.IGNORECASE's, the classifier scores a segment the same
in any batch, and the scanner's verdicts on pinned dev mails are those recorded before the speed-up.
"""

from __future__ import annotations

import _sre
import codecs
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.inbound import fold
from mailgate.inbound import lexicon as lx
from mailgate.inbound.classifier import shipped_model
from mailgate.inbound.injection import PATTERNS, BuiltinScanner, normalise, scan_parsed
from mailgate.inbound.literals import Alternation, Words, canon, possible, required, split_top
from mailgate.inbound.parse import parse_mail
from mailgate.inbound.structure import _masked, unwrap

ROOT = Path(__file__).resolve().parents[2]
PINNED = Path(__file__).parent / "data" / "scan_pinned.json"
ALTERNATIONS = {
    "role_machine": lx.ROLE_MACHINE_ALT,
    "role_assistant": lx.ROLE_ASSISTANT_ALT,
    "role_speaking": lx.ROLE_SPEAKING_ALT,
    "action": lx.ACTION_ALT,
    "sensitive": lx.SENSITIVE_ALT,
    "secrecy": lx.SECRECY_ALT,
    "override": lx.OVERRIDE_ALT,
    "fake_turn": lx.FAKE_TURN_ALT,
    "trigger": lx.TRIGGER_ALT,
}
# Words the tables require, pieces of text around them, and characters re.IGNORECASE treats specially.
VOCABULARY = sorted({w for alt in ALTERNATIONS.values() for w in alt.words()})
PATTERN_WORDS = sorted({w for p in PATTERNS for group in p.need for w in group})
TRICKY = ["İ", "ı", "ſ", "K", "Σ", "ς", "σ", "ß", "µ", "ϐ", "ᲀ", "ﬅ", "ＡＩ", "é", "e\u0301", "\u200b"]
SEPARATORS = [
    " ",
    "  ",
    "\n",
    "\n\n",
    "\t",
    ". ",
    ": ",
    "：",
    ", ",
    "[",
    "]",
    "<",
    ">",
    "|",
    "'",
    '"',
    "#",
    "-",
]
PIECE = st.one_of(
    st.sampled_from(VOCABULARY),
    st.sampled_from(VOCABULARY).map(str.upper),
    st.sampled_from(VOCABULARY).map(str.title),
    st.sampled_from(PATTERN_WORDS),
    st.sampled_from(TRICKY),
    st.sampled_from(SEPARATORS),
    st.sampled_from(["you are now", "ignore all previous instructions", "send", "to", "x@out.example", "AI"]),
    st.text(max_size=6),
)
TEXTS = st.lists(PIECE, max_size=40).map("".join)


def _span(m: re.Match[str] | None) -> tuple[int, int, str] | None:
    return None if m is None else (m.start(), m.end(), m.group(0))


def _same(alt: Alternation, words: frozenset[str], s: str) -> None:
    narrowed = alt.narrow(words)
    assert _span(narrowed.search(s)) == _span(alt.whole.search(s))
    assert _span(narrowed.match(s)) == _span(alt.whole.match(s))
    assert [_span(m) for m in narrowed.finditer(s)] == [_span(m) for m in alt.whole.finditer(s)]
    for pos in (1, len(s) // 2):
        assert _span(narrowed.search(s, pos)) == _span(alt.whole.search(s, pos))


@settings(max_examples=200, deadline=None)
@given(text=TEXTS, cut=st.integers(min_value=0, max_value=200))
def test_narrowed_tables_find_what_the_whole_tables_find(text: str, cut: int) -> None:
    base = unwrap(text)
    words = lx.words_in(base)
    # what the scanner searches: the text, its pieces, masked or re-joined, and the text as written
    derived = [
        base,
        text,
        base[cut:],
        base[: cut // 2],
        _masked(base),
        " ".join(base.split()[:2]),
        base.replace("\n", " "),
    ]
    for alt in ALTERNATIONS.values():
        for s in derived:
            _same(alt, words, s)


@settings(max_examples=300, deadline=None)
@given(text=TEXTS)
def test_a_pattern_without_its_literals_matches_nothing(text: str) -> None:
    norm = normalise(text)
    words = Words(PATTERN_WORDS).found(norm)
    for pattern in PATTERNS:
        if not possible(pattern.need, words):
            assert pattern.regex.search(norm) is None, pattern.regex.pattern


@pytest.mark.parametrize(
    ("pattern", "text", "hit"),
    [
        (r"\b(?:a\.?i\.?|llm)\b", "the A.I. said", True),
        (r"\b(?:a\.?i\.?|llm)\b", "an LLM", True),
        (r"\b(?:a\.?i\.?|llm)\b", "a mail", True),  # "ai" occurs: the regex decides
        (r"\b(?:a\.?i\.?|llm)\b", "nothing here", False),
        (r"ignore\w*[^.\n]{0,40}(?:instructions|rules)", "IGNORE the RULES", True),
        (r"ignore\w*[^.\n]{0,40}(?:instructions|rules)", "ignore me", False),
        (r"new (?:priority )?(?:instructions?|task)", "ſome new taſk", True),  # long s is "s" to re.I
        (r"(?:人工智能|(?<![a-z])AI(?![a-z]))", "人工智能", True),
        (r"xyz", "İ xyz", True),
    ],
)
def test_required_literals(pattern: str, text: str, hit: bool) -> None:
    need = required(pattern, re.IGNORECASE)
    assert need, "every pattern here asks for some literal"
    found = Words({w for group in need for w in group}).found(text)
    assert possible(need, found) is hit
    if re.search(pattern, text, re.IGNORECASE):
        assert possible(need, found)


def test_split_top_keeps_groups_and_classes() -> None:
    assert split_top(r"a|(?:b|c)|[|]|\||d") == ["a", "(?:b|c)", "[|]", r"\|", "d"]
    with pytest.raises(ValueError, match="cannot split"):
        split_top("(a|b")


def test_canon_folds_as_ignorecase_compares() -> None:
    """Characters re.IGNORECASE takes as equal (same simple lower case, or an extra case pair) fold alike."""
    groups: dict[int, set[int]] = defaultdict(set)
    for code in range(0x20000):  # (every cased letter is below U+20000)
        if not 0xD800 <= code <= 0xDFFF:
            groups[_sre.unicode_tolower(code)].add(code)
    extra = re._casefix._EXTRA_CASES  # type: ignore[attr-defined]
    for low, others in extra.items():
        for other in others:
            groups[low] |= groups[other]
    checked = 0
    for members in groups.values():
        if len(members) < 2:
            continue
        first, *rest = sorted(members)
        folded = {canon(chr(m)) for m in members}
        assert len(folded) == 1, [hex(m) for m in members]
        for other in rest:
            if re.fullmatch(re.escape(chr(first)), chr(other), re.IGNORECASE):
                checked += 1
    assert checked > 1000  # the groups are re's own: it matches their members to each other
    every = "".join(chr(c) for c in range(0x30000) if not 0xD800 <= c <= 0xDFFF)
    assert len(canon(every)) == len(every)  # one character for one: positions hold


@settings(max_examples=100, deadline=None)
@given(pieces=st.lists(TEXTS, min_size=1, max_size=6))
def test_classifier_scores_a_segment_the_same_in_any_batch(pieces: list[str]) -> None:
    model = shipped_model()
    together = [s.probability for s in model.score_segments(pieces)]
    alone = [model.score_segments([p])[0].probability for p in pieces]
    assert together == alone


def _rot13_and_reversed_before(text: str, hinted: bool) -> tuple[str, str]:
    """fold.py's two line readers as they were before they shared one pass."""

    def hits(t: str) -> int:
        return sum(1 for w in re.findall(r"\w+", t.lower()) if w in fold._COMMON)

    rot = []
    for line in text.splitlines():
        if len(re.findall(r"[A-Za-z]", line)) < 12:
            continue
        plain = hits(line)
        # (since session 11 a line readable as written is decoded too when the decoding reads better)
        decoded = codecs.decode(line, "rot13")
        if hits(decoded) >= 3 and hits(decoded) > 2 * plain:
            rot.append(decoded)
    back = []
    for line in text.splitlines():
        if len(line.strip()) < 12:
            continue
        if hinted:
            back.append(line[::-1])
            continue
        plain = hits(line)
        rev = hits(line[::-1])
        # (since session 7: two reversed words suffice on a long line with none as written)
        if (rev >= 3 or (rev == 2 and plain == 0 and line.count(" ") >= 6)) and rev > 2 * plain:
            back.append(line[::-1])
    return "\n".join(rot), "\n".join(back)


COMMON = sorted(fold._COMMON)
LINE_PIECE = st.one_of(
    st.sampled_from(COMMON),
    st.sampled_from(COMMON).map(lambda w: codecs.encode(w, "rot13")),
    st.sampled_from(COMMON).map(lambda w: w[::-1].upper()),
    st.sampled_from([" ", "  ", "\n", ".", "İ", "K", "Σ", "1", "x"]),
    st.text(max_size=4),
)


@settings(max_examples=300, deadline=None)
@given(text=st.lists(LINE_PIECE, max_size=60).map(" ".join), hinted=st.booleans())
def test_rot13_and_reversed_lines_as_before(text: str, hinted: bool) -> None:
    assert fold._rot13_and_reversed(text, hinted) == _rot13_and_reversed_before(text, hinted)


def test_pinned_dev_verdicts_unchanged() -> None:
    """Every 12th dev mail (bench/scan_verdicts.py --pin), scanned as recorded before the speed-up."""
    pinned = json.loads(PINNED.read_text(encoding="utf-8"))
    rows = {}
    for name in {key.partition(":")[0] for key in pinned}:
        assert "holdout" not in name
        for line in (ROOT / "bench" / "data" / name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            rows[f"{name}:{row['id']}"] = row
    scanner = BuiltinScanner()
    assert len(pinned) > 40
    for key, want in pinned.items():
        result = scan_parsed(parse_mail(rows[key]["eml"].encode("utf-8")), scanner)
        got = {"flagged": result.flagged, "score": result.score, "signals": list(result.signals)}
        assert got == want, key


ALL_ALTERNATIVES = [
    (alt, i) for alt in (*ALTERNATIONS.values(), lx.SECRECY_ALT) for i in range(len(alt.alternatives))
]


@settings(max_examples=400, deadline=None)
@given(data=st.data())
def test_every_match_of_an_alternative_holds_its_literals(data: st.DataObject) -> None:
    """Soundness itself: text made to match an alternative (hypothesis writes it from the regex)
    always holds one literal of each of the alternative's required sets."""
    alt, i = data.draw(st.sampled_from(ALL_ALTERNATIVES))
    pattern = re.compile(alt.alternatives[i], alt.flags)
    text = data.draw(st.from_regex(pattern))
    assert pattern.search(text)
    words = Words({w for group in alt.needs[i] for w in group}).found(text)
    assert possible(alt.needs[i], words), (alt.alternatives[i], text)
    assert alt.narrow(lx.words_in(text)).search(text) is not None
