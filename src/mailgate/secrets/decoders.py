"""Undo the encodings a draft can wrap a value in, layer by layer, within a fixed budget.

The leak scanner searches each text it is given in a few normalised views; this module adds
*derived texts*: what candidate runs of a draft decode to. Each decoder looks for its own kind
of run (cheap ``in`` tests and anchored regexes first, so ordinary prose costs almost nothing),
decodes it with the standard library (``base64``, ``binascii``, ``zlib``, ``codecs``) and hands
the result back; :func:`derived_texts` feeds those results to the decoders again, up to
:data:`MAX_DEPTH` layers, and stops when :data:`MAX_OUTPUT` characters or :data:`MAX_RUNS`
candidate runs have been produced. Decoders never raise on hostile input: a run that does not
decode, or decodes to binary noise, yields nothing.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

MAX_DEPTH = 3
"""Layers of encoding undone (base64 of hex of UTF-16 is three)."""
MAX_OUTPUT = 262_144
"""Characters of derived text per scanned text, over all layers: bounds the work per draft."""
MAX_RUNS = 256
"""Candidate runs decoded per scanned text, over all layers."""
MAX_INFLATE = 65_536
"""Bytes a compressed run may inflate to (a zip bomb stops here)."""
MIN_RUN = 10
"""Shorter runs of base64, hex or base32 are ordinary words far more often than encodings (and
what they could hide is shorter than the 8 characters a value is matched loosely from)."""

# --- invisible characters --------------------------------------------------------------------

# Characters that render as nothing or only steer rendering: soft hyphen, combining grapheme
# joiner, Arabic letter mark, Hangul fillers, Mongolian vowel separator, zero-width and bidi
# controls, invisible operators, BOM, variation selectors and the TAG block.
INVISIBLE_CLASS = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e0fff"
)
INVISIBLES = re.compile(f"[{INVISIBLE_CLASS}]+")
_TAG_RUN = re.compile("[\U000e0020-\U000e007e]{3,}")
_SELECTOR_RUN = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]{4,}")


def strip_invisible(text: str) -> str:
    """``text`` without characters that render as nothing (a fast no-op for ASCII)."""
    return text if text.isascii() else INVISIBLES.sub("", text)


def _tag_payloads(text: str) -> Iterator[str]:
    """TAG characters spell ASCII invisibly (U+E0041 is an invisible "A"): read them out."""
    for run in _TAG_RUN.finditer(text):
        yield "".join(chr(ord(c) - 0xE0000) for c in run.group())


def _selector_payloads(text: str) -> Iterator[str]:
    """Variation selectors after a visible character can carry one byte each (VS1-VS256)."""
    for run in _SELECTOR_RUN.finditer(text):
        data = bytes(ord(c) - 0xFE00 if c <= "\ufe0f" else ord(c) - 0xE0100 + 16 for c in run.group())
        yield from bytes_texts(data)


def _invisible_views(text: str) -> Iterator[str]:
    if text.isascii() or INVISIBLES.search(text) is None:
        return
    if max(text) >= "\U000e0000":
        yield from _tag_payloads(text)
    yield from _selector_payloads(text)
    yield INVISIBLES.sub("", text)


# --- bytes to text ---------------------------------------------------------------------------

_ZLIB_HEADS = (b"\x78\x01", b"\x78\x5e", b"\x78\x9c", b"\x78\xda")


def _inflate(data: bytes, wbits: int) -> bytes | None:
    try:
        out = zlib.decompressobj(wbits).decompress(data, MAX_INFLATE)
    except zlib.error:
        return None
    return out or None


def _printable(text: str) -> bool:
    """Mostly printable text (a decoded run of noise is not worth scanning)."""
    if not text:
        return False
    bad = sum(1 for c in text if not (c.isprintable() or c in "\t\r\n") or c == "\ufffd")
    return bad * 10 <= len(text)


def _utf16(data: bytes) -> str | None:
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        codec = "utf-16"
    elif len(data) >= 4 and data[1::2].count(0) * 2 >= len(data) // 2:
        codec = "utf-16-le"
    elif len(data) >= 4 and data[0::2].count(0) * 2 >= len(data) // 2:
        codec = "utf-16-be"
    else:
        return None
    text = data.decode(codec, "replace")
    return text if _printable(text) else None


def bytes_texts(data: bytes) -> Iterator[str]:
    """What ``data`` reads as: UTF-8 or UTF-16 text, or what gzip/zlib/raw deflate inflate to."""
    if not data:
        return
    if data[:2] == b"\x1f\x8b" or data[:2] in _ZLIB_HEADS:
        inflated = _inflate(data, 47)  # 32 + 15: zlib or gzip header, detected
        if inflated is not None:
            yield from bytes_texts(inflated)
            return
    wide = _utf16(data)
    if wide is not None:
        yield wide
        return
    text = data.decode("utf-8", "replace")
    if _printable(text):
        yield text
        return
    # Raw deflate has no header: try it only on what is not text anyway.
    inflated = _inflate(data, -15)
    if inflated is not None and inflated != data:
        text = inflated.decode("utf-8", "replace")
        if _printable(text):
            yield text


# --- encoded runs ----------------------------------------------------------------------------

_B64_CHARS = re.compile(r"[A-Za-z0-9+/_-]{10,}={0,2}")
_HEX_FULL = re.compile(r"(?:0[xX])?((?:[0-9A-Fa-f]{2})+)")
_B32_FULL = re.compile(r"[A-Z2-7]+=*|[a-z2-7]+=*")
_A85_RUN = re.compile(r"<~[!-u\s]{4,}?~>")
_B85_CHARS = frozenset(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
)
# Hex of text starts with a digit (printable ASCII is 0x20-0x7e): anchoring on it keeps the
# search fast over prose.
_HEX_SEPARATED = re.compile(r"[2-7][0-9A-Fa-f][:\s,-](?:[0-9A-Fa-f]{2}[:\s,-]){6,}[0-9A-Fa-f]{2}")


def _b64_bytes(run: str) -> bytes | None:
    core = run.rstrip("=").replace("-", "+").replace("_", "/")
    if len(core) % 4 == 1:
        return None
    try:
        return base64.b64decode(core + "=" * (-len(core) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None


def _token_decodings(token: str) -> Iterator[bytes]:
    """Every way a whitespace-free token decodes to bytes (hex, base64/url, base32, base85)."""
    hexed = _HEX_FULL.fullmatch(token)
    if hexed is not None:
        yield bytes.fromhex(hexed.group(1))
    if _B32_FULL.fullmatch(token) and len(token.rstrip("=")) % 8 in (0, 2, 4, 5, 7):
        core = token.rstrip("=").upper()
        yield from _attempt(lambda: base64.b32decode(core + "=" * (-len(core) % 8)))
    for run in _B64_CHARS.findall(token):
        data = _b64_bytes(run)
        if data is not None:
            yield data
    # Every letter and digit is in the base85 alphabet: most long words decode, almost always
    # to bytes that are not text (which bytes_texts then drops).
    if len(token) % 5 != 1 and set(token) <= _B85_CHARS:
        yield from _attempt(lambda: base64.b85decode(token))


def _attempt(decode: Callable[[], bytes]) -> Iterator[bytes]:
    """The result of ``decode``, or nothing when the run is not valid in that encoding."""
    try:
        data = decode()
    except (binascii.Error, ValueError):
        return
    yield data


_WRAPPED = re.compile(
    r"^[ \t>]*[A-Za-z0-9+/=_-]{16,}[ \t]*\r?\n(?:[ \t>]*[A-Za-z0-9+/=_-]{4,}[ \t]*(?:\r?\n|$))+", re.M
)
_EDGE = "\"'`()[]{}<>,.;"
_LABEL = re.compile(r"[=:@]")


def _long_tokens(text: str) -> Iterator[str]:
    """Whitespace-free runs of at least MIN_RUN characters; lines of one wrapped blob joined."""
    for word in [w for w in text.split() if len(w) >= MIN_RUN]:
        yield word  # as is first: quotes and brackets are base85 digits
        yield word.strip(_EDGE)
        if "=" in word[:-2] or ":" in word or "@" in word:
            # "key=...", "id:...", "<...@host>": the value next to a label is a run of its own.
            for piece in _LABEL.split(word):
                if len(piece) >= MIN_RUN:
                    yield piece.strip(_EDGE)
    for blob in _WRAPPED.finditer(text):
        yield "".join(blob.group().split()).replace(">", "")


def _encoded_runs(text: str) -> Iterator[str]:
    for token in dict.fromkeys(_long_tokens(text)):
        for data in _token_decodings(token):
            yield from bytes_texts(data)
    if "<~" in text:
        for run in _A85_RUN.finditer(text):
            try:
                data = base64.a85decode(run.group(), adobe=True, ignorechars=b" \t\r\n")
            except ValueError:
                continue
            yield from bytes_texts(data)
    for run in _HEX_SEPARATED.finditer(text):
        yield from bytes_texts(bytes.fromhex(re.sub(r"[:\s,-]", "", run.group())))


# --- escapes and character codes -------------------------------------------------------------

_ESCAPE = re.compile(
    r"\\(?:x([0-9A-Fa-f]{2})|u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|([0-7]{1,3}))"
)
_PERCENT = re.compile(r"%([0-9A-Fa-f]{2})")


def _unescape_one(match: re.Match[str]) -> str:
    digits = next(g for g in match.groups() if g is not None)
    code = int(digits, 8 if match.group(5) is not None else 16)
    return chr(code) if code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else ""


def _lines_with(text: str, pattern: re.Pattern[str]) -> Iterator[str]:
    """The lines of ``text`` holding ``pattern`` (decoding only those keeps the work small)."""
    match = pattern.search(text)
    while match is not None:
        start = text.rfind("\n", 0, match.start()) + 1
        end = text.find("\n", match.end())
        end = len(text) if end < 0 else end
        yield text[start:end]
        match = pattern.search(text, end)


def _escape_views(text: str) -> Iterator[str]:
    """Backslash escapes (``\\xNN``, ``\\uNNNN``, ``\\u{N}``, octal) and one round of %-encoding.

    Double %-encoding (%2541) comes out after the second layer, as the decoded lines are
    decoded again.
    """
    if "\\" in text:
        lines = "\n".join(_lines_with(text, _ESCAPE))
        if lines:
            decoded = _ESCAPE.sub(_unescape_one, lines)
            # \xNN runs are often UTF-8 bytes: read them as such where they form valid UTF-8.
            try:
                yield decoded.encode("latin-1").decode("utf-8")
            except (UnicodeEncodeError, UnicodeDecodeError):
                yield decoded
    if "%" in text:
        lines = "\n".join(_lines_with(text, _PERCENT))
        if lines:
            yield _PERCENT.sub(lambda m: chr(int(m.group(1), 16)), lines)


_NUMBER_RUN = re.compile(r"[0-9][0-9A-Fa-fxXob ,;\t\n]{15,}")
_NUMBER = re.compile(r"0[xX][0-9A-Fa-f]{1,6}|0[bB][01]{1,21}|0[oO][0-7]{1,7}|[0-9]+")


def _codes_to_text(codes: list[int]) -> str | None:
    if any(not 0 < c <= 0x10FFFF or 0xD800 <= c <= 0xDFFF for c in codes):
        return None
    text = "".join(map(chr, codes))
    return text if _printable(text) else None


def _char_code_views(text: str) -> Iterator[str]:
    """Lists of character codes: decimal, octal, binary, 0x hex (``String.fromCharCode(...)``)."""
    for run in _NUMBER_RUN.finditer(text):
        numbers = _NUMBER.findall(run.group())
        if len(numbers) < 4:
            continue
        bases: list[int] = []
        if all(n[:2] in ("0x", "0X") for n in numbers):
            bases = [16]
        elif all(n[:2] in ("0b", "0B") for n in numbers) or all(
            set(n) <= {"0", "1"} and len(n) >= 7 for n in numbers
        ):
            bases = [2]
        elif all(n[:2] in ("0o", "0O") for n in numbers):
            bases = [8]
        elif all(n.isdigit() for n in numbers):
            bases = [10] + ([8] if all(set(n) <= set("01234567") for n in numbers) else [])
        for base in bases:
            try:
                codes = [int(n, base) for n in numbers]
            except ValueError:
                continue
            decoded = _codes_to_text(codes)
            if decoded is not None:
                yield decoded


# --- letter ciphers and rearranged pieces ----------------------------------------------------

_ROT47 = str.maketrans({c: chr(33 + (c - 33 + 47) % 94) for c in range(33, 127)})
_PUNCT = re.compile(r"[!-/:-@\[-`{-~]")


def _rot47_views(text: str) -> Iterator[str]:
    """ROT47 turns letters into punctuation: undo it on lines that are mostly punctuation."""
    for line in text.splitlines():
        if len(line) >= 8 and len(_PUNCT.findall(line)) * 4 >= len(line.strip()):
            yield line.translate(_ROT47)


_INDEXED = re.compile(r"[\[(#]?(\d{1,2})[\]):][ \t]?(\S[^\[\]()\n]*?)(?=\s*[\[(#]?\d{1,2}[\]):]|\s*$)", re.M)


_INDEX_MARK = re.compile(r"[\[(#]\d{1,2}[\]):]")


def _rearranged_views(text: str) -> Iterator[str]:
    """Pieces put back in order: short lines read bottom to top, and indexed chunks sorted."""
    lines = text.splitlines()
    block: list[str] = []
    for line in [*lines, ""]:
        stripped = line.strip()
        if 0 < len(stripped) <= 16:
            block.append(stripped)
            continue
        if len(block) >= 3:
            yield "".join(reversed(block))
        block = []
    if _INDEX_MARK.search(text) is not None:
        pieces = [(int(m.group(1)), m.group(2)) for m in _INDEXED.finditer(text)]
        if len(pieces) >= 3:
            yield "".join(chunk for _, chunk in sorted(pieces, key=lambda p: p[0]))


# --- driver ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Decoder:
    """One kind of encoded run: its name (reported in a hit) and what its runs decode to."""

    name: str
    views: Callable[[str], Iterator[str]]
    involution: bool = False  # applying it twice gives the input back: never twice in a row


DECODERS = (
    Decoder("invisible", _invisible_views),
    Decoder("escapes", _escape_views),
    Decoder("char-codes", _char_code_views),
    Decoder("encoded", _encoded_runs),
    Decoder("rot47", _rot47_views, involution=True),
    Decoder("rearranged", _rearranged_views),
)


def derived_texts(text: str) -> list[tuple[str, str]]:
    """``(decoder names, decoded text)`` for every run of ``text`` that decodes, layer by layer."""
    out: list[tuple[str, str]] = []
    seen = {text}
    frontier = [("", text)]
    budget = MAX_OUTPUT
    runs = MAX_RUNS
    for _ in range(MAX_DEPTH):
        following: list[tuple[str, str]] = []
        for chain, current in frontier:
            for decoder in DECODERS:
                if decoder.involution and chain.endswith(decoder.name):
                    continue
                for decoded in decoder.views(current):
                    runs -= 1
                    if runs < 0 or budget <= 0:
                        return out
                    if decoded in seen or not decoded.strip():
                        continue
                    seen.add(decoded)
                    decoded = decoded[:budget]
                    budget -= len(decoded)
                    label = f"{chain}+{decoder.name}" if chain else decoder.name
                    out.append((label, decoded))
                    following.append((label, decoded))
        frontier = following
        if not frontier:
            break
    return out
