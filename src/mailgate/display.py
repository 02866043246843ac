"""Untrusted text made safe for a person: control and invisible characters become visible escapes.

Text an agent wrote or a mail carried can drive the terminal that shows it: ESC sequences move the
cursor and erase lines, a bare CR returns to the start of a line, bidi controls reorder what
follows, and zero-width characters hide data. Each such character is shown as a harmless escape
instead (``\\x1b`` and ``\\r`` for controls, ``<U+202E>`` for the rest), so a person reads every
character that is really there. Pure functions, no I/O: the CLI, the dashboard and notifiers share them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from email.message import Message

import regex

from mailgate.charsets import decode_text

# What a person cannot see as itself: controls (C0, DEL, C1), format characters (bidi controls,
# zero-width characters, tags, BOM), line and paragraph separators, lone surrogates, code points
# the Unicode tables do not know (a newer terminal may treat them as anything), and the other
# default-ignorable code points that render as nothing (variation selectors, Hangul fillers).
# `regex` carries current Unicode data and the Default_Ignorable_Code_Point property.
_HIDDEN_CLASS = r"\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Cn}\p{Default_Ignorable_Code_Point}"
_HIDDEN = regex.compile(f"[{_HIDDEN_CLASS}]")
# CR LF is one line break; only a CR without its LF can overwrite a line.
_BREAK_OR_HIDDEN = regex.compile(f"\r\n|[{_HIDDEN_CLASS}]")
_NAMED_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
# The hidden characters that real writing needs, which a mail's subject and body may hold (the
# outbound check, outbound/hidden.py, allows them and refuses every other): see allowed_in_prose.
JOINERS = frozenset("\u200c\u200d")  # ZERO WIDTH NON-JOINER, ZERO WIDTH JOINER
PRESENTATION = frozenset("\ufe0e\ufe0f")  # VARIATION SELECTOR-15 (text) and -16 (emoji)
# Code points a newer Unicode may assign (new emoji): allowed in prose, shown escaped; never the
# ranges already reserved as invisible or as non-characters.
_UNASSIGNED = regex.compile(
    r"[\p{Cn}--[\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]]", regex.V1
)
_C0_NAMES = (
    *("NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI"),
    *(
        "DLE",
        "DC1",
        "DC2",
        "DC3",
        "DC4",
        "NAK",
        "SYN",
        "ETB",
        "CAN",
        "EM",
        "SUB",
        "ESC",
        "FS",
        "GS",
        "RS",
        "US",
    ),
)


@dataclass(frozen=True)
class Shown:
    """Text made safe to show, and how many characters in it were replaced by escapes."""

    text: str
    escaped: int


def visible(text: str, *, one_line: bool = False) -> Shown:
    """Replace every hidden character by a visible escape; ``one_line`` also escapes newline and tab."""
    escaped = 0

    def replace(match: regex.Match[str]) -> str:
        nonlocal escaped
        found = match.group()
        if not one_line and found in ("\r\n", "\n", "\t"):
            return "\n" if found == "\r\n" else found
        escaped += len(found)
        return "".join(escape(char) for char in found)

    out = _BREAK_OR_HIDDEN.sub(replace, text)
    return Shown(text=out, escaped=escaped)


def editable(text: str, *, one_line: bool = False) -> Shown:
    """Text for an edit field: as ``visible``, but the hidden characters prose may hold are kept.

    What goes into a form comes back when it is saved: an escape such as ``<U+200D>`` in a text
    field would replace the joiner of an emoji the person never touched. Only what
    ``allowed_in_prose`` accepts is kept (a stored subject or body holds nothing else); ``escaped``
    counts the characters still escaped.
    """
    escaped = 0

    def replace(match: regex.Match[str]) -> str:
        nonlocal escaped
        found = match.group()
        if found in ("\r\n", "\n", "\t"):
            if not one_line:
                return "\n" if found == "\r\n" else found
        elif allowed_in_prose(text, match.start()):
            return found
        escaped += len(found)
        return "".join(escape(char) for char in found)

    return Shown(text=_BREAK_OR_HIDDEN.sub(replace, text), escaped=escaped)


def allowed_in_prose(text: str, i: int) -> bool:
    """Whether the hidden character at ``text[i]`` is one a subject or body may hold.

    Newline, tab and CR LF; a zero-width joiner or non-joiner between two visible characters
    (emoji sequences, Persian and Indic scripts); a text/emoji presentation selector right after a
    visible character; a code point a newer Unicode may assign.
    """
    char = text[i]
    if char in "\n\t" or (char == "\r" and text[i + 1 : i + 2] == "\n"):
        return True
    if char in JOINERS:
        # Between two visible characters; on the left an emoji presentation selector also counts
        # (HEART + VS16 + ZWJ + FIRE). A run of joiners or one next to a space never qualifies,
        # which leaves no room for zero-width encodings of hidden data.
        return 0 < i < len(text) - 1 and _shows(text[i - 1], after=True) and _shows(text[i + 1])
    if char in PRESENTATION:
        return i > 0 and _shows(text[i - 1])
    return _UNASSIGNED.fullmatch(char) is not None


def _shows(char: str, *, after: bool = False) -> bool:
    if after and char in PRESENTATION:
        return True
    return not char.isspace() and not is_hidden(char)


TEXT_SHOWN_CHARS = 20_000
"""The most characters of a text attachment that an approval view shows (the file goes whole)."""


@dataclass(frozen=True)
class TextPreview:
    """The start of a text attachment made safe to show, what it escaped and what it left out."""

    text: str
    escaped: int
    more: int  # characters after the shown ones


def text_preview(content_type: str, data: bytes, cap: int = TEXT_SHOWN_CHARS) -> TextPreview | None:
    """A text/* attachment's text as an approver is shown it (None for any other type).

    Mail clients show text/plain, text/csv, text/markdown and the like inline, so the person who
    approves must read it as they read the body: decoded as :func:`text_of` decodes it, its first
    ``cap`` characters, every control, bidi and invisible character as a visible escape.
    """
    if not content_type.strip().lower().startswith("text/"):
        return None
    text = text_of(content_type, data)
    shown = visible(text[:cap])
    return TextPreview(text=shown.text, escaped=shown.escaped, more=max(0, len(text) - cap))


MAX_CONTENT_TYPE = 1000  # a content type longer than this declares no charset worth reading


def declared_charset(content_type: str) -> str:
    """The ``charset`` parameter of a MIME content type, lower case ("" when there is none)."""
    if len(content_type) > MAX_CONTENT_TYPE:
        return ""
    header = Message()
    header["Content-Type"] = content_type.replace("\r", " ").replace("\n", " ")
    charset = header.get_content_charset("")
    return charset if isinstance(charset, str) else ""


def text_of(content_type: str, data: bytes) -> str:
    """A text file's characters as a mail client reads them: by its byte order mark, else its
    declared charset, else UTF-8; bytes that do not decode become U+FFFD, never an error
    (``charsets.decode_text``, the rule the injection scanner's views read files by)."""
    return decode_text(data, declared_charset(content_type))


def show(text: str, *, one_line: bool = False) -> str:
    """``visible(text).text``: the safe text alone."""
    return visible(text, one_line=one_line).text


def escape(char: str) -> str:
    """The visible form of one hidden character: ``\\x1b``, ``\\r`` or ``<U+202E>``."""
    code = ord(char)
    if char in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[char]
    if code < 0x20 or 0x7F <= code <= 0x9F:
        return f"\\x{code:02x}"
    return f"<U+{code:04X}>"


def is_hidden(char: str) -> bool:
    """Whether a person cannot see ``char`` as itself (newline and tab count as hidden here)."""
    return _HIDDEN.fullmatch(char) is not None


def hidden_positions(text: str) -> Iterator[int]:
    """Indexes of the hidden characters in ``text``, newlines and tabs included."""
    return (m.start() for m in _HIDDEN.finditer(text))


def describe(char: str) -> str:
    """``U+001B ESC`` or ``U+202E RIGHT-TO-LEFT OVERRIDE``: a character named for a person."""
    code = ord(char)
    if code < 0x20:
        name = f"{_C0_NAMES[code]} (control)"
    elif code == 0x7F:
        name = "DEL (control)"
    elif 0x80 <= code <= 0x9F:
        name = "C1 control"
    else:
        name = unicodedata.name(char, "") or "(no name)"
    return f"U+{code:04X} {name}"


def note(escaped: int) -> str:
    """The line that tells a person escapes are shown: ``(3 control characters shown as escapes)``."""
    noun = "character" if escaped == 1 else "characters"
    return f"({escaped} control or invisible {noun} shown as escapes such as \\x1b or <U+202E>)"


def json_safe(document: str) -> str:
    """Escape hidden characters in serialised JSON as ``\\uXXXX``; what it parses to is unchanged.

    ``json.dumps(..., ensure_ascii=False)`` leaves DEL, C1, bidi and zero-width characters raw.
    Outside strings JSON holds only ASCII punctuation, digits, letters, spaces and newlines, so every
    hidden character other than the layout newline sits inside a string, where ``\\uXXXX`` is valid.
    """

    def replace(match: regex.Match[str]) -> str:
        found = match.group()
        if found == "\n":
            return found
        code = ord(found)
        if code > 0xFFFF:
            code -= 0x10000
            return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
        return f"\\u{code:04x}"

    return _HIDDEN.sub(replace, document)
