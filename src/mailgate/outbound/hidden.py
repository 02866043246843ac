"""Refuse characters in outbound text that the person approving it could not see as themselves.

A control character can rewrite the approver's terminal, a bidi control reorders what they read,
and an invisible character carries data they never saw; none has a use in a plain-text mail.
The exceptions keep real writing working (docs/security.md, "Text a person reads"):
in a subject or body, a zero-width joiner or non-joiner between two visible characters (emoji
sequences, Persian and Indic scripts) and a text/emoji presentation selector right after a visible
character. Every display still shows even these as escapes, so nothing is hidden from the approver;
only an edit field keeps them as they are, so that saving an edit changes nothing left untouched.
"""

from __future__ import annotations

import regex

from mailgate.display import JOINERS, PRESENTATION, allowed_in_prose, describe, hidden_positions
from mailgate.errors import InvalidInput

_BIDI = regex.compile(r"\p{Bidi_Control}")
_CONTROL = regex.compile(r"\p{Cc}")


def refuse_hidden(field: str, text: str, *, prose: bool, by_line: bool = False, label: str = "") -> None:
    """Raise InvalidInput naming the first hidden character in ``text``, its name and position.

    ``prose`` (subject, body) allows newline, tab, CR LF and the joiner exceptions; names and ids
    allow no hidden character at all. ``by_line`` gives the position as line and column.
    """
    for i in hidden_positions(text):
        if prose and allowed_in_prose(text, i):
            continue
        char = text[i]
        where = f"line {text.count(chr(10), 0, i) + 1}, column {i - text.rfind(chr(10), 0, i)}"
        position = where if by_line else f"character {i + 1}"
        what = f"{label} must" if label else "must"
        raise InvalidInput(field, f"{what} not contain {describe(char)} at {position}: {_why(char, prose)}")


def _why(char: str, prose: bool) -> str:
    if _CONTROL.fullmatch(char):
        return "control characters can rewrite what the approver's terminal shows"
    if _BIDI.fullmatch(char):
        return "bidi controls reorder the text the approver reads"
    if prose and char in JOINERS:
        return "a zero-width (non-)joiner is accepted only between two visible characters"
    if prose and char in PRESENTATION:
        return "a text/emoji presentation selector is accepted only right after a visible character"
    return "invisible characters hide text or data from the approver"
