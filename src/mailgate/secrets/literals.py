"""Byte and character literals as programming languages write them, rewritten as plain codes.

A value's bytes can be pasted as an array literal of almost any language. Plain lists (``[99,
110]``, ``{0x63, 0x6e}``, ``chr(99)+chr(110)``) are read by the char-code reader already; what
stops it is the decoration each language puts on every element:

- integer type suffixes: Rust ``99u8``/``0x63_u8``/``99i32``, C/C++/C#/Java ``99U``, ``99UL``,
  ``99L``, F# ``99uy``/``99y``/``99s``, Kotlin/Swift ``99u``, VB ``99UB``;
- casts: ``(byte)99``, ``(char) 0x63``, ``(uint8_t)99``, ``(sbyte)``, ``(unsigned char)``;
  conversions ``99 as u8``, ``99.toByte()``, ``99.toChar()``, ``99.to_u8()``;
  constructors ``UInt8(99)``, ``byte(99)``, ``Byte(99)``, ``u8(99)``, ``rune(99)``;
- byte and character literals: Rust/C ``b'c'``, ``'c'``, ``'\\x63'``, ``'\\n'`` (each becomes its
  code, so ``[b'c', b'n']`` reads as ``[99, 110]``).

:func:`code_literal_views` yields the text with that decoration gone, when it removed some from
at least MIN_LITERALS elements; the char-code reader reads the result one layer down.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain, islice

MIN_LITERALS = 4
"""Fewer decorated numbers are ordinary code (``let n = 5u8;``), not a value's bytes."""
MAX_LITERALS = 8192
"""Literals rewritten per text: bounds the work on a hostile draft."""

_NUMBER = r"0[xX][0-9A-Fa-f_]+|0[bB][01_]+|0[oO][0-7_]+|[0-9][0-9_]*"
_SUFFIX = r"_?(?:[uUiI](?:8|16|32|64|128|size)|[uU][lL]{0,2}|[lL]{1,2}[uU]?|[uU]?[yY]|[sS]|UB|SB|US|UI)"
_CAST_TYPE = (
    r"byte|sbyte|char|wchar_t|char16_t|char32_t|short|ushort|int|uint|u?int(?:8|16|32)_t|uint8|"
    r"unsigned\s+char|signed\s+char|unsigned|UInt8|Int8|UInt16|Byte|SByte|Char|rune|u8|i8|u16|u32"
)
_CONVERSION = (
    r"\.to(?:Byte|Char|UByte|Short|Int)\(\)|\.to_(?:u8|i8|char)\(\)|\.toByte\b|\.toChar\b"
    r"|[ \t]+as[ \t]+(?:u8|i8|u16|u32|char)\b"
)
# One decorated element: a cast or constructor around a number, a number with a suffix or a
# conversion after it, or a quoted one-character literal (b'c', 'c', '\x63', '\n').
_LITERAL = re.compile(
    rf"\((?:{_CAST_TYPE})\)[ \t]*(?P<cast>{_NUMBER})(?![\w])"
    rf"|(?<![\w.])(?:{_CAST_TYPE})\([ \t]*(?P<ctor>{_NUMBER})[ \t]*\)"
    rf"|(?<![\w.])(?P<num>{_NUMBER})(?:{_SUFFIX}(?![\w])|(?:{_CONVERSION}))"
    r"|(?<![\w'])[bBuULc]?'(?P<char>[^'\\\n]|\\(?:x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{4}|[0-7]{1,3}|[nrtv0\\'\"abf]))'"
)
_SIMPLE_ESCAPES = {
    "n": 10,
    "r": 13,
    "t": 9,
    "v": 11,
    "0": 0,
    "\\": 92,
    "'": 39,
    '"': 34,
    "a": 7,
    "b": 8,
    "f": 12,
}
# Prechecks, each far cheaper than the literal regex, which runs only when one finds enough:
# numbers with a type suffix before a list separator, cast and conversion words (substring tests
# on the lower-cased text, shared with the other readers), quoted single characters.
_SUFFIXED = re.compile(
    r"[0-9](?:[xX][0-9A-Fa-f_]+|[0-9_]*)"
    r"(?:_?[uUiI](?:8|16|32|64|128|size)|[uU]?[lL]{1,2}|[uU]|[uU]?[yY])(?=[\s,;\]\)}])"
)
# A list separator right after a suffix (Rust u8/i16/usize, F# uy, C U/UL): each regex starts
# with a literal separator, so the search skips to it in C; plain numbers ("2024,") and prose
# ("you,") fail the look-behind.
_SUFFIX_LOOKBEHIND = (
    r"(?:(?<=[0-9A-Fa-f_][ui]8.)|(?<=[0-9_][ui](?:16|32|64).)|(?<=[0-9_]size.)|(?<=[0-9]uy.)"
    r"|(?<=[0-9A-Fa-f]U.)|(?<=[0-9A-Fa-f]UL.))"
)
_SUFFIX_ENDS = (re.compile(f",{_SUFFIX_LOOKBEHIND}"), re.compile(f";{_SUFFIX_LOOKBEHIND}"))
# Each starts with a literal character, so the search skips to it in C (an alternation of
# words would be tried at every position).
_CAST_HINT = re.compile(
    r"\((?:u?int|s?byte|w?char|unsigned|signed|short)"
    r"|\((?:(?<=byte\()|(?<=rune\()|(?<=u8\()|(?<=char\()|(?<=uint8\()|(?<=Byte\()|(?<=UInt8\())",
    re.IGNORECASE,
)
_CONVERSION_HINT = re.compile(r"\.to_?(?:u?byte|char|u8|i8)", re.IGNORECASE)
_AS_HINT = re.compile(r" as (?:u8|i8|u16|u32|char)\b")
_CHAR_LITERAL = re.compile(r"'(?:[^'\\\n]|\\[^'\n]{1,3})'")


def _number(raw: str) -> str:
    """A literal number as decimal digits (hex, binary, octal prefixes and ``_`` undone)."""
    digits = raw.replace("_", "")
    try:
        return str(int(digits, 0) if digits[:2].lower() in ("0x", "0b", "0o") else int(digits, 10))
    except ValueError:
        return digits


def _char_code(body: str) -> str:
    """The code of the character a one-character literal stands for."""
    if body[0] != "\\":
        return str(ord(body))
    rest = body[1:]
    if rest[0] in "xu" and len(rest) > 1:
        return str(int(rest[1:], 16))
    if rest[0].isdigit() and rest != "0":
        return str(int(rest, 8))
    return str(_SIMPLE_ESCAPES[rest[0]])


def _decorated(text: str) -> bool:
    """Whether ``text`` may hold MIN_LITERALS decorated literals (cheap tests first)."""
    if len(_CHAR_LITERAL.findall(text)) >= MIN_LITERALS or _CAST_HINT.search(text) is not None:
        return True
    if _CONVERSION_HINT.search(text) is not None or _AS_HINT.search(text) is not None:
        return True
    # A list's elements end in their suffix and a separator: counted in C before any regex.
    if sum(len(ends.findall(text)) for ends in _SUFFIX_ENDS) < MIN_LITERALS - 1:
        return False
    # A suffixed number starts a word: "0x63u8", not the "3u8" inside "aB3u8" (base64 is full of those).
    suffixed = 0
    for match in _SUFFIXED.finditer(text):
        start = match.start()
        if not start or not (text[start - 1].isalnum() or text[start - 1] in "_."):
            suffixed += 1
            if suffixed >= MIN_LITERALS:
                return True
    return False


def code_literal_views(text: str) -> Iterator[str]:
    """``text`` with each decorated byte or character literal written as its bare decimal code,
    when at least MIN_LITERALS were decorated."""
    if not _decorated(text):
        return
    count = 0

    def plain(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        char = match.group("char")
        if char is not None:
            return _char_code(char)
        return _number(match.group("cast") or match.group("ctor") or match.group("num"))

    rewritten = _LITERAL.sub(plain, text, count=MAX_LITERALS)
    if count >= MIN_LITERALS:
        yield rewritten


# --- mixed lists: quoted characters or strings and character codes in one expression ----------

MIN_ELEMENTS = 3
MIN_MIXED_CHARS = 6
"""Characters a mixed list must spell: fewer cannot hold a value the scanner matches loosely."""
MAX_LISTS = 64
"""Mixed lists read per text: bounds the work on a hostile draft."""

_ESCAPED = r"\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|[0-7]{1,3}|[^\n])"
_QUOTED_PIECE = (
    rf"""[bBuUL]?(?:'(?P<s>(?:[^'\\\n]|{_ESCAPED}){{1,32}})'|"(?P<d>(?:[^"\\\n]|{_ESCAPED}){{1,32}})")"""
)
_CODE_CALL = (
    r"(?:chr|Chr|ChrW|CHR|CHAR|char|Char|unichr|rune|String\.fromCharCode|(?:std::)?char::from)"
    rf"\([ \t]*(?P<call>{_NUMBER})[ \t]*\)"
)
_CAST_NUMBER = rf"(?:\((?:{_CAST_TYPE})\)[ \t]*)?(?P<n>{_NUMBER})(?:{_SUFFIX}|{_CONVERSION})?(?![\w'\"])"
_ELEMENT = rf"(?:{_QUOTED_PIECE}|{_CODE_CALL}|{_CAST_NUMBER})"
_ELEMENT_RE = re.compile(_ELEMENT)
# Between elements: a list separator or a concatenation operator (``,`` ``;`` ``+`` ``&`` ``||``
# ``.`` ``..``), or only blanks (Python's implicit concatenation, a list written with spaces).
_SEPARATOR = r"[ \t]*(?:[,;+&]|\|\||\.\.?)?[ \t\r\n]*"
_UNNAMED = re.sub(r"\?P<\w+>", "?:", _ELEMENT)
# The look-ahead fails most positions on one class test before the element's branches are tried.
_MIXED_LIST = re.compile(
    rf"(?=[0-9'\"bBuULcCSrs(])(?<![\w'\"]){_UNNAMED}(?:{_SEPARATOR}{_UNNAMED}){{{MIN_ELEMENTS - 1},}}"
)
# A closing quote, a separator, then a code (a digit, a cast, a call): the sign of a mixed list.
# It starts with a character class, which the search scans for in C; the list regex then runs
# only over a window around each sign.
_MIXED_HINT = re.compile(
    r"""['"][ \t]*(?:[,;+&.]|\|\|)[ \t\r\n]*(?:[0-9(]|(?:chr|Chr|CHR|CHAR|char|Char|String|unichr|rune)\b)"""
)
_CODE_THEN_QUOTE = re.compile(r"""[0-9)][ \t]*(?:[,;+&.]|\|\|)[ \t\r\n]*[bBuUL]?['"]""")
REACH = 256
"""Characters read either side of a sign: a list of 32 decorated codes."""
MAX_WINDOWS = 4096
"""Characters of windows read per text: bounds the work on a draft full of quotes and numbers."""


_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|[0-7]{1,3}|.)")


def _escape_char(match: re.Match[str]) -> str:
    token = match.group(1)
    if token in _SIMPLE_ESCAPES or (len(token) > 1 and token[0] in "xu") or token[0].isdigit():
        return chr(int(_char_code("\\" + token)))
    return token  # "\/" is "/"


def _element_text(match: re.Match[str]) -> tuple[str, bool]:
    """The characters one list element stands for, and whether it was quoted."""
    body = match.group("s") or match.group("d")
    if body is not None:
        return _ESCAPE.sub(_escape_char, body), True
    code = int(_number(match.group("call") or match.group("n")))
    return (chr(code) if 0 < code < 0x110000 else ""), False


def _mixed_text(listed: str) -> str | None:
    """What a list of quoted pieces and codes spells, when it mixes both."""
    pieces: list[str] = []
    quoted = coded = False
    for element in _ELEMENT_RE.finditer(listed):
        text, was_quoted = _element_text(element)
        quoted |= was_quoted
        coded |= not was_quoted
        pieces.append(text)
    joined = "".join(pieces)
    return joined if quoted and coded and len(joined) >= MIN_MIXED_CHARS else None


def _windows(text: str) -> list[list[int]]:
    """Spans of ``text`` around the signs of a mixed list, merged, within MAX_WINDOWS characters."""
    spans: list[list[int]] = []
    total = 0
    signs = chain(_MIXED_HINT.finditer(text), _CODE_THEN_QUOTE.finditer(text))
    for sign in sorted(islice(signs, 2 * MAX_LISTS), key=lambda m: m.start()):
        start, end = max(0, sign.start() - REACH), sign.end() + REACH
        if spans and start <= spans[-1][1]:
            total += max(0, end - spans[-1][1])
            spans[-1][1] = max(spans[-1][1], end)
        else:
            total += end - start
            spans.append([start, end])
        if total >= MAX_WINDOWS:
            break
    return spans


def mixed_list_views(text: str) -> Iterator[str]:
    """What each list or concatenation mixing quoted characters (or strings) and character
    codes spells (``[72, 'q', 0x34, "V"]``, ``'A'+chr(117)+"t"``), one line per list."""
    if "'" not in text and '"' not in text:
        return
    spelled: list[str] = []
    for start, end in _windows(text):
        for listed in islice(_MIXED_LIST.finditer(text, start, end), MAX_LISTS):
            joined = _mixed_text(listed.group())
            if joined is not None:
                spelled.append(joined)
    if spelled:
        yield "\n".join(dict.fromkeys(spelled))
