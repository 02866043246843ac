"""A value spelled out in prose, one character per clause: "capital K, lowercase r, the digit 7,
a hyphen, small a, little d, an underscore".

The NATO/number-word reader (``decoders._spelled_views``) reads runs of words that each stand for
a character, and folds the case. Here each character has its own clause, with articles ("a",
"an", "the"), a case word ("capital", "uppercase", "big", "lowercase", "small", "little") and a
kind word ("letter", "digit", "number", "symbol") around it, and the case words say the case
exactly, so the run is read back in its own case. Clauses are separated by commas, semicolons,
"and", "then" or "followed by"; a run of at least MIN_CLAUSES clauses that each read as one
character, some of them qualified, becomes those characters. Prose rarely has four short
clauses in a row that each name a single character.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.transforms import lowered

MIN_CLAUSES = 4
"""Fewest characters in a run read as a spelled value (shorter values are refused anyway)."""
MAX_CLAUSE = 48
"""Longest clause read as one character ("the lowercase letter q", "an exclamation mark")."""

_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_NATO = [
    "alfa", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
    "juliett", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
    "sierra", "tango", "uniform", "victor", "whiskey", "whisky", "xray", "x-ray", "yankee", "zulu",
]  # fmt: skip
_SYMBOLS = {
    "hyphen": "-", "dash": "-", "minus": "-", "underscore": "_", "low line": "_", "dot": ".",
    "period": ".", "full stop": ".", "point": ".", "slash": "/", "forward slash": "/",
    "backslash": "\\", "back slash": "\\", "colon": ":", "semicolon": ";", "at": "@",
    "at sign": "@", "at symbol": "@", "hash": "#", "pound": "#", "number sign": "#",
    "hashtag": "#", "octothorpe": "#", "exclamation": "!", "exclamation point": "!", "bang": "!",
    "question": "?", "plus": "+", "equals": "=", "equal": "=", "asterisk": "*", "star": "*",
    "dollar": "$", "percent": "%", "ampersand": "&", "and sign": "&", "caret": "^",
    "tilde": "~", "space": " ", "blank": " ", "comma": ",", "apostrophe": "'",
    "single quote": "'", "quote": '"', "double quote": '"', "quotation": '"', "backtick": "`",
    "grave": "`", "pipe": "|", "vertical bar": "|", "open paren": "(", "left paren": "(",
    "open parenthesis": "(", "left parenthesis": "(", "close paren": ")", "right paren": ")",
    "close parenthesis": ")", "right parenthesis": ")", "open bracket": "[", "left bracket": "[",
    "close bracket": "]", "right bracket": "]", "open brace": "{", "left brace": "{",
    "close brace": "}", "right brace": "}", "less than": "<", "greater than": ">",
}  # fmt: skip
_WORDS = {w: str(i) for i, w in enumerate(_DIGITS)} | {w: w[0] for w in _NATO} | _SYMBOLS
_UPPER = ("capital", "cap", "caps", "uppercase", "upper-case", "upper case", "upper", "big", "large")
_LOWER = ("lowercase", "lower-case", "lower case", "lower", "small", "little")
_KINDS = ("letter", "digit", "number", "numeral", "character", "char", "symbol", "sign")
_TRAILERS = ("sign", "mark", "symbol", "character", "char")


def _alternatives(words: object) -> str:
    assert isinstance(words, (tuple, list, dict))
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_CLAUSE = re.compile(
    rf"(?:(?:and|then|followed by)\s+)?(?:(?:a|an|the)\s+)?"
    rf"(?:(?P<upper>{_alternatives(_UPPER)})\s+|(?P<lower>{_alternatives(_LOWER)})\s+)?"
    rf"(?:(?P<kind>{_alternatives(_KINDS)})\s+)?"
    rf"(?:(?P<word>{_alternatives(_WORDS)})|[\"'\u2018\u201c]?(?P<char>[!-~])[\"'\u2019\u201d]?)"
    rf"(?:\s+(?:{_alternatives(_TRAILERS)}))?",
    re.IGNORECASE,
)
# No leading \s*: every clause is stripped anyway, and a leading \s* made a long run of spaces
# quadratic (each of its positions scanned the rest of the run; session 11 review).
_SPLIT = re.compile(r"(?:[,;:\n]|\.(?=\s)|\s(?:and|then|followed by)(?=\s))\s*", re.IGNORECASE)
# The cheap test: a word only spelled text has in it, looked for in the lowered text.
_GATE = ("capital", "upper", "lower", "small", "little", "big", "digit", "number")
_QUALIFIED = re.compile(r"(?:[ -]?case)?(?: letter)? [!-~](?:[,;.]|\s(?:and|then)\s)")


def _character(clause: str) -> tuple[str, bool] | None:
    """The character one clause says, and whether it said more than the bare character."""
    if len(clause) > MAX_CLAUSE:
        return None
    said = _CLAUSE.fullmatch(clause)
    if said is None:
        return None
    word, char = said.group("word"), said.group("char")
    out = char if word is None else _WORDS[word.lower().replace("x-ray", "xray")]
    if said.group("upper"):
        out = out.upper()
    elif said.group("lower") or (word is not None and out.isalpha()):
        out = out.lower()
    return out, len(said.group()) > 1


def _qualified_characters(said: str) -> int:
    """How many case or kind words in the lowered text stand right before a single character and
    a separator ("capital k,"): at most 2 counted, each found by str.find (in C)."""
    found = 0
    for word in _GATE:
        at = said.find(word)
        while at >= 0:
            if _QUALIFIED.match(said, at + len(word)) is not None:
                found += 1
                if found >= 2:
                    return found
            at = said.find(word, at + len(word))
    return found


def spelled_clause_views(text: str) -> Iterator[str]:
    """Each run of MIN_CLAUSES or more clauses that each spell one character, read back in case."""
    said = lowered(text)
    if said.count(",") + said.count(";") < MIN_CLAUSES - 1 or _qualified_characters(said) < 2:
        return
    runs: list[str] = []
    run: list[str] = []
    qualified = 0
    for clause in [*_SPLIT.split(text), ""]:
        read = _character(clause.strip()) if clause.strip() else None
        if read is not None:
            run.append(read[0])
            qualified += read[1]
            continue
        if len(run) >= MIN_CLAUSES and qualified * 2 >= len(run):
            runs.append("".join(run))
        run, qualified = [], 0
    if runs:
        yield "\n".join(runs)
