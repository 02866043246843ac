"""Refuse characters in outbound text that the person approving it could not see as themselves.

A control character can rewrite the approver's terminal, a bidi control reorders what they read,
and an invisible character carries data they never saw; none has a use in a plain-text mail.
The exceptions keep real writing working (docs/security.md, "Text a person reads"):
in a subject or body, a zero-width joiner or non-joiner between two visible characters (emoji
sequences, Persian and Indic scripts) and a text/emoji presentation selector right after a visible
character. Every display still shows even these as escapes, so nothing is hidden from the approver.
"""

from __future__ import annotations

import regex

from mailgate.display import describe, hidden_positions, is_hidden
from mailgate.errors import InvalidInput

_JOINERS = frozenset("\u200c\u200d")  # ZERO WIDTH NON-JOINER, ZERO WIDTH JOINER
_PRESENTATION = frozenset("\ufe0e\ufe0f")  # VARIATION SELECTOR-15 (text) and -16 (emoji)
_BIDI = regex.compile(r"\p{Bidi_Control}")
_CONTROL = regex.compile(r"\p{Cc}")
# Code points a newer Unicode may assign (new emoji): allowed in prose, shown escaped; never the
# ranges already reserved as invisible or as non-characters.
_UNASSIGNED = regex.compile(
    r"[\p{Cn}--[\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]]", regex.V1
)


def refuse_hidden(field: str, text: str, *, prose: bool, by_line: bool = False, label: str = "") -> None:
    """Raise InvalidInput naming the first hidden character in ``text``, its name and position.

    ``prose`` (subject, body) allows newline, tab, CR LF and the joiner exceptions; names and ids
    allow no hidden character at all. ``by_line`` gives the position as line and column.
    """
    for i in hidden_positions(text):
        if prose and _allowed_in_prose(text, i):
            continue
        char = text[i]
        where = f"line {text.count(chr(10), 0, i) + 1}, column {i - text.rfind(chr(10), 0, i)}"
        position = where if by_line else f"character {i + 1}"
        what = f"{label} must" if label else "must"
        raise InvalidInput(field, f"{what} not contain {describe(char)} at {position}: {_why(char, prose)}")


def _allowed_in_prose(text: str, i: int) -> bool:
    char = text[i]
    if char in "\n\t" or (char == "\r" and text[i + 1 : i + 2] == "\n"):
        return True
    if char in _JOINERS:
        # Between two visible characters; on the left an emoji presentation selector also counts
        # (HEART + VS16 + ZWJ + FIRE). A run of joiners or one next to a space never qualifies,
        # which leaves no room for zero-width encodings of hidden data.
        return 0 < i < len(text) - 1 and _shows(text[i - 1], after=True) and _shows(text[i + 1])
    if char in _PRESENTATION:
        return i > 0 and _shows(text[i - 1])
    return _UNASSIGNED.fullmatch(char) is not None


def _shows(char: str, *, after: bool = False) -> bool:
    if after and char in _PRESENTATION:
        return True
    return not char.isspace() and not is_hidden(char)


def _why(char: str, prose: bool) -> str:
    if _CONTROL.fullmatch(char):
        return "control characters can rewrite what the approver's terminal shows"
    if _BIDI.fullmatch(char):
        return "bidi controls reorder the text the approver reads"
    if prose and char in _JOINERS:
        return "a zero-width (non-)joiner is accepted only between two visible characters"
    if prose and char in _PRESENTATION:
        return "a text/emoji presentation selector is accepted only right after a visible character"
    return "invisible characters hide text or data from the approver"
