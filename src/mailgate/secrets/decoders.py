"""Undo the encodings a draft can wrap a value in, layer by layer, within a fixed budget.

The leak scanner searches each text it is given in a few normalised views; this module adds
*derived texts*: what candidate runs of a draft decode to. Each decoder looks for its own kind
of run (cheap ``in`` tests and anchored regexes first, so ordinary prose costs almost nothing),
decodes it with the standard library (``base64``, ``binascii``, ``zlib``, ``codecs``) and hands
the result back; :func:`derived_texts` feeds those results to the decoders again, up to
:data:`MAX_DEPTH` layers, and stops a decoder once it has produced :data:`MAX_OUTPUT` characters
or :data:`MAX_RUNS` candidate runs (each decoder has its own budget). Decoders never raise on
hostile input: a run that does not decode, or decodes to binary noise, yields nothing.
"""

from __future__ import annotations

import base64
import binascii
import bz2
import html
import lzma
import re
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import chain, islice, pairwise

from mailgate.secrets.alphabets import alphabet_decodings, attempt, element_contents
from mailgate.secrets.braille import braille_ascii_views
from mailgate.secrets.digits import native_digit_views
from mailgate.secrets.hidden import (
    big_integer_views,
    delta_code_views,
    grid_column_views,
    indexed_json_views,
    last_character_views,
    legend_views,
    line_texts,
    radix_integer_views,
    rail_fence_views,
    reversed_chunk_views,
    token_grid_views,
    trailing_whitespace_views,
    word_initial_views,
    zero_width_bit_views,
)
from mailgate.secrets.initials import odd_initial_views
from mailgate.secrets.layouts import layout_views
from mailgate.secrets.literals import code_literal_views, mixed_list_views
from mailgate.secrets.markup import markup_views
from mailgate.secrets.morse import morse_views
from mailgate.secrets.numerals import numeral_views
from mailgate.secrets.offsets import shifted_code_views
from mailgate.secrets.positions import block_views, position_table_views, rotation_views
from mailgate.secrets.quoted import quoted_fragment_views
from mailgate.secrets.radix import radix_text_views
from mailgate.secrets.spacebits import space_bit_views
from mailgate.secrets.spelling import spelled_clause_views
from mailgate.secrets.transforms import (
    MEMO_BOUND,
    decoding_memo,
    long_words,
    non_ascii,
    offer_shape,
    text_lines,
    utf8,
)
from mailgate.secrets.transforms import lowered as lowered_text
from mailgate.secrets.widechars import code_unit_views, ebcdic_text, wide_text

MAX_DEPTH = 3
"""Layers of encoding undone (base64 of hex of UTF-16 is three)."""
MAX_OUTPUT = 262_144
"""Characters of derived text per decoder and scanned text, over all layers: bounds the work."""
MAX_RUNS = 256
"""Candidate runs decoded per decoder and scanned text, over all layers."""
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
    # The searches run on the non-ASCII characters alone: a run of them there is necessary
    # (not sufficient: ASCII between them is gone) for a run in the text.
    odd = non_ascii(text)
    if INVISIBLES.search(odd) is None:
        return
    if max(odd) >= "\U000e0000" and _TAG_RUN.search(odd) is not None:
        yield from _tag_payloads(text)
    if _SELECTOR_RUN.search(odd) is not None:
        yield from _selector_payloads(text)
    yield INVISIBLES.sub("", text)


# Symbols that stand for one byte or one letter each: 8-dot Braille cells (U+2800 + the byte),
# regional-indicator letters (flags) and keycap digits ("4" U+FE0F U+20E3).
_BRAILLE_RUN = re.compile("[\u2800-\u28ff]{4,}")
_REGIONAL = {c: 97 + c - 0x1F1E6 for c in range(0x1F1E6, 0x1F200)} | {0xFE0F: None, 0x20E3: None}
_SYMBOL_RUN = re.compile("[\u2800-\u28ff\U0001f1e6-\U0001f1ff\u20e3]")


def _symbol_views(text: str) -> Iterator[str]:
    """Text written in Braille byte cells or in flag letters and keycap digits, read back."""
    odd = non_ascii(text)
    if _SYMBOL_RUN.search(odd) is None:
        return
    if _BRAILLE_RUN.search(odd) is not None:
        for run in _BRAILLE_RUN.finditer(text):
            yield from bytes_texts(bytes(ord(c) - 0x2800 for c in run.group()))
    if max(odd) >= "\U0001f1e6" or "\u20e3" in odd:
        yield INVISIBLES.sub("", text.translate(_REGIONAL))


# --- bytes to text ---------------------------------------------------------------------------

_ZLIB_HEADS = (b"\x78\x01", b"\x78\x5e", b"\x78\x9c", b"\x78\xda")
_XZ_HEAD = b"\xfd7zXZ\x00"
_LZMA_ALONE_HEAD = b"\x5d\x00\x00"


def _inflate(data: bytes, wbits: int) -> bytes | None:
    try:
        out = zlib.decompressobj(wbits).decompress(data, MAX_INFLATE)
    except zlib.error:
        return None
    return out or None


def _unpack(data: bytes) -> bytes | None:
    """What a bzip2 or xz/lzma stream holds (both decompressors stop at MAX_INFLATE bytes)."""
    try:
        if data[:3] == b"BZh" and data[3:4].isdigit():
            return bz2.BZ2Decompressor().decompress(data, MAX_INFLATE) or None
        if data[:6] == _XZ_HEAD or data[:3] == _LZMA_ALONE_HEAD:
            return lzma.LZMADecompressor().decompress(data, MAX_INFLATE) or None
    except (OSError, EOFError, ValueError, lzma.LZMAError):
        return None
    return None


def _printable(text: str) -> bool:
    """Mostly printable text (a decoded run of noise is not worth scanning)."""
    if not text:
        return False
    if text.isprintable() and "\ufffd" not in text:
        return True  # the common case for real text, decided in C
    if text.count("\ufffd") * 10 > len(text):
        return False  # the common case for noise: bytes that are not UTF-8, also decided in C
    bad = sum(1 for c in text if not (c.isprintable() or c in "\t\r\n") or c == "\ufffd")
    return bad * 10 <= len(text)


def _utf16(data: bytes) -> str | None:
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        codec = "utf-16"
    elif data.count(0) * 2 < len(data) // 2:
        return None  # too few zero bytes for either byte order (the common case, in C)
    elif len(data) >= 4 and data[1::2].count(0) * 2 >= len(data) // 2:
        codec = "utf-16-le"
    elif len(data) >= 4 and data[0::2].count(0) * 2 >= len(data) // 2:
        codec = "utf-16-be"
    else:
        return None
    text = data.decode(codec, "replace")
    return text if _printable(text) else None


_PRINTABLE_RUN = re.compile(rb"[\t\n\r\x20-\x7e]{8,}")
MAX_NESTED = 8
"""Compressed streams opened one inside the other (gzip of gzip...): without a bound, a file of
a thousand nested layers (13 KB) made the reader recurse until Python's stack ran out."""


def _compressed_head(data: bytes) -> bool:
    """Whether ``data`` starts like a compressed stream (one left unopened past MAX_NESTED)."""
    return data[:2] in _ZLIB_HEADS or data[:2] == b"\x1f\x8b" or data[:3] == b"BZh" or data[:6] == _XZ_HEAD


def bytes_texts(data: bytes, nested: int = 0) -> Iterator[str]:
    """What ``data`` reads as: UTF-8 or UTF-16 text, or what gzip/zlib/raw deflate, bzip2 or xz
    streams inflate to (at most MAX_NESTED streams deep)."""
    if not data:
        return
    if data[:2] == b"\x1f\x8b" or data[:2] in _ZLIB_HEADS:
        inflated = _inflate(data, 47) if nested < MAX_NESTED else None  # 32 + 15: zlib or gzip
        if inflated is not None:
            yield from bytes_texts(inflated, nested + 1)
            return
    if data[:1] in b"B\xfd\x5d" and nested < MAX_NESTED:
        unpacked = _unpack(data)
        if unpacked is not None:
            yield from bytes_texts(unpacked, nested + 1)
            return
    wide = wide_text(data) or _utf16(data)  # UTF-32 first: its zero bytes look like UTF-16's
    if wide is not None:
        yield wide
        return
    text = data.decode("utf-8", "replace")
    if _printable(text):
        yield text
        return
    if not nested and "\ufffd" in text:  # bytes that are not UTF-8 may be EBCDIC
        found = False
        for found_text in ebcdic_text(data):
            found = True
            yield found_text
        if found:
            return
    if nested and not _compressed_head(data):
        # Inflated but not text: an archive (tar) or other binary format; its text is still there
        # between the binary bytes, as the runs of printable characters.
        runs = _PRINTABLE_RUN.findall(data, 0, MAX_INFLATE)
        if runs:
            yield b"\n".join(runs).decode("ascii")
        return
    # Raw deflate has no header: try it only on what is not text anyway, and not when the
    # first block's type is the reserved one (zlib would refuse it at once).
    if data[0] & 6 == 6:
        return
    inflated = _inflate(data, -15)
    if inflated is not None and inflated != data:
        text = inflated.decode("utf-8", "replace")
        if _printable(text):
            yield text


MAX_EMBEDDED = 256
"""Compressed streams looked for inside one binary file (a PNG's zTXt/iTXt chunks, a PDF's
FlateDecode streams, any container): each inflates to at most MAX_INFLATE bytes."""
_EMBEDDED_ZLIB = re.compile(rb"\x78[\x01\x5e\x9c\xda]|\x1f\x8b\x08")


def embedded_texts(data: bytes) -> Iterator[str]:
    """The text of each zlib or gzip stream that starts anywhere inside ``data`` (not at its
    start: :func:`bytes_texts` reads that one)."""
    for count, head in enumerate(_EMBEDDED_ZLIB.finditer(data, 1)):
        if count >= MAX_EMBEDDED:
            return
        inflated = _inflate(data[head.start() :], 47)
        if inflated is not None:
            yield from bytes_texts(inflated, 1)


# --- encoded runs ----------------------------------------------------------------------------

_B64_CHARS = re.compile(r"[A-Za-z0-9+/_-]{10,}={0,2}")
_HEX_FULL = re.compile(r"(?:0[xX])?((?:[0-9A-Fa-f]{2})+)")
_B32_FULL = re.compile(r"[A-Z2-7]+=*|[a-z2-7]+=*")
_BITS = re.compile(r"[01]{28,}")
_A85_CHARS = frozenset(map(chr, range(33, 118))) | {"z"}
_A85_MARKS = frozenset("!\"#$%&'()*,.:;<>?@[\\]^`")
_A85_RUN = re.compile(r"<~[!-u\s]{4,}?~>")
_B85_CHARS = frozenset(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
)
# Hex bytes separated by ":", ",", "-" or spaces, from the first byte that starts with a digit
# (printable ASCII is 0x20-0x7e; gzip starts 1f 8b, zlib 78, UTF-16 00 or a letter then 00):
# anchoring on a digit keeps the search fast over prose.
_HEX_SEPARATED = re.compile(r"[0-9][0-9A-Fa-f][:\s,-](?:[0-9A-Fa-f]{2}[:\s,-]){6,}[0-9A-Fa-f]{2}")
_HEX_SEPARATORS = re.compile(r"[:\s,.-]")
_HEX_JOINED = re.compile(r"(?:[0-9A-Fa-f]{2}[:,.-]){3,}[0-9A-Fa-f]{2}")


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
    elif _HEX_JOINED.fullmatch(token):  # "4a:6f:..." as one word (the text-wide search wants a digit first)
        yield bytes.fromhex(_HEX_SEPARATORS.sub("", token))
    if token[:2] == "<~" and token[-2:] == "~>":
        yield from attempt(lambda: base64.a85decode(token, adobe=True))
    if _B32_FULL.fullmatch(token) and len(token.rstrip("=")) % 8 in (0, 2, 4, 5, 7):
        core = token.rstrip("=").upper()
        yield from attempt(lambda: base64.b32decode(core + "=" * (-len(core) % 8)))
    for run in _B64_CHARS.findall(token):
        data = _b64_bytes(run)
        if data is not None:
            yield data
    if token.isdigit() and len(token) >= MIN_RUN:
        yield from attempt(lambda: _glued_codes(token))
    if _BITS.fullmatch(token):  # a bit string: 8 bits a byte, or 7 bits an ASCII character
        if len(token) % 8 == 0:
            yield int(token, 2).to_bytes(len(token) // 8, "big")
        if len(token) % 7 == 0:
            yield bytes(int(token[i : i + 7], 2) for i in range(0, len(token), 7))
    if _B58_FULL.fullmatch(token):  # every base58 token is a number: decoded, most are noise
        yield base58_decode(token)
    # Every letter and digit is in the base85 alphabets: most long words decode, almost always
    # to bytes that are not text (which bytes_texts then drops).
    if len(token) % 5 != 1 and set(token) <= _B85_CHARS:
        yield from attempt(lambda: base85_decode(token.encode("ascii").translate(_B85_DIGITS)))
    # Ascii85 without its <~ ~> frame: only tokens with one of the marks Ascii85 output is full
    # of (and words and base64 lack). "z" (four zero bytes) is rare: the standard library has it.
    if len(token) % 5 != 1 and not _A85_MARKS.isdisjoint(token) and set(token) <= _A85_CHARS:
        if "z" in token:
            yield from attempt(lambda: base64.a85decode(token))
        else:
            yield from attempt(lambda: base85_decode(token.encode("ascii").translate(_A85_DIGITS)))
    yield from alphabet_decodings(token, base85_decode)  # base32hex, Z85


_B85_DIGITS = bytes.maketrans(
    b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~",
    bytes(range(85)),
)
_A85_DIGITS = bytes.maketrans(bytes(range(33, 118)), bytes(range(85)))


def base85_decode(digits: bytes) -> bytes:
    """Base85 digit values (0-84, five per four bytes) to bytes, as ``base64.b85decode`` and
    ``base64.a85decode`` (without "z") do once their alphabet is mapped to digit values.

    The standard library decodes in a Python loop, a character at a time; every long word of
    a draft is tried. Here each group of five digits sits in a 40-bit lane of one big integer
    and all groups are computed at once (Horner's rule: times 85, plus the next digit of every
    lane; a lane stays below 85**5 < 2**40, so no lane carries into the next). A short last
    group is padded with the highest digit and its padding bytes cut, as the library does.
    Raises ValueError, as the library does, when a group exceeds 32 bits.
    """
    padding = -len(digits) % 5
    digits += bytes([84]) * padding
    groups = len(digits) // 5
    lane = bytearray(5 * groups)
    total = 0
    for k in range(5):
        lane[4::5] = digits[k::5]
        total = total * 85 + int.from_bytes(lane, "big")
    lanes = total.to_bytes(5 * groups, "big")
    if lanes[0::5].count(0) != groups:
        raise ValueError("base85 overflow")
    out = bytearray(4 * groups)
    for k in range(4):
        out[k::4] = lanes[k + 1 :: 5]
    return bytes(out[: len(out) - padding])


def _glued_codes(digits: str) -> bytes:
    """Decimal codes of printable ASCII written without separators ("104117110"): a code
    starting with 1 has three digits (100-126), any other two (32-99), so the reading is
    unique. ValueError when the digits are not such codes."""
    codes = _GLUED_SPLIT.findall(digits)
    if sum(map(len, codes)) != len(digits):
        raise ValueError("not glued character codes")
    return bytes(int(code) for code in codes)


_GLUED_SPLIT = re.compile(r"1[01][0-9]|12[0-6]|3[2-9]|[4-9][0-9]")


MAX_BASE58 = 512
"""Longest token read as base58: its reading is a radix conversion (quadratic in the length), and
base58 carries short keys and addresses (512 characters hold 374 bytes)."""
_B58_FULL = re.compile(f"[1-9A-HJ-NP-Za-km-z]{{{MIN_RUN},{MAX_BASE58}}}")
_B58_DIGITS = bytes.maketrans(b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", bytes(range(58)))


def base58_decode(token: str) -> bytes:
    """Bitcoin-alphabet base58 (``token`` already checked against the alphabet) to bytes.

    Hand-written: the ``base58`` package does the same digit loop in Python and has not had a
    release since 2021; each leading "1" is a zero byte.
    """
    number = 0
    for digit in token.encode("ascii").translate(_B58_DIGITS):
        number = number * 58 + digit
    zeros = len(token) - len(token.lstrip("1"))
    return bytes(zeros) + number.to_bytes((number.bit_length() + 7) // 8, "big")


_ROT13_TABLE = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "nopqrstuvwxyzabcdefghijklmNOPQRSTUVWXYZABCDEFGHIJKLM",
)


_PLAIN_ALPHABET = re.compile(r"[A-Za-z0-9+/_=-]+")


def _token_variants(token: str) -> Iterator[str]:
    """A token written backwards, through ROT13, or both: an encoding with a simple transform on
    top ("reverse(b64(...))", "rot13(b32(...))") is still one of these away from its alphabet.

    None for a word of letters only (most of prose); ROT13 only for the plain alphabets (hex,
    base32, base58, base64/url): a base85 or Ascii85 run, or hex joined by colons, is tried
    backwards only (each variant costs a round of decoding).
    """
    if token.isalpha():
        return
    backwards = token[::-1]
    yield backwards
    rotated = token.translate(_ROT13_TABLE)
    if rotated != token and _PLAIN_ALPHABET.fullmatch(token) is not None:
        yield rotated
        yield backwards.translate(_ROT13_TABLE)


_WRAPPED_FIRST = 16
_B64_WORD = re.compile(r">*[A-Za-z0-9+/=_-]+")
_WRAPPED = re.compile(
    r"^[ \t>]*[A-Za-z0-9+/=_-]{16,}[ \t]*\r?\n(?:[ \t>]*[A-Za-z0-9+/=_-]{4,}[ \t]*(?:\r?\n|$))+", re.M
)
_WRAPPED_TAIL = re.compile(
    r"[A-Za-z0-9+/=_-]{16,}[ \t]*\r?\n(?:[ \t>]*[A-Za-z0-9+/=_-]{4,}[ \t]*(?:\r?\n|$))+"
)
MIN_WRAP_WIDTH = 32
"""Shortest line of a wrapped blob of any alphabet (base85 and ascii85 use punctuation too)."""
_ONE_WORD_LINES = re.compile(
    rf"\n[ \t]*+\S{{{MIN_WRAP_WIDTH},}}+[ \t]*+(?:\r?\n[ \t]*+\S++[ \t]*+(?=\r?\n|\Z))++"
)
_EDGE = "\"'`()[]{}<>,.;"
_LABEL = re.compile(r"[=:@]")


def _long_tokens(text: str) -> Iterator[str]:
    """Whitespace-free runs of at least MIN_RUN characters; lines of one wrapped blob joined."""
    for word in long_words(text):
        if len(word) < MIN_RUN:
            continue
        yield word  # as is first: quotes and brackets are base85 digits
        yield word.strip(_EDGE)
        if word[0] in "<[":  # "<value>...</value>": base85 digits include the tags' marks
            inner = element_contents(word)
            if inner is not None:
                yield inner
        if "=" in word[:-2] or ":" in word or "@" in word:
            # "key=...", "id:...", "<...@host>": the value next to a label is a run of its own.
            for piece in _LABEL.split(word):
                if len(piece) >= MIN_RUN:
                    yield piece.strip(_EDGE)
    for blob in _wrapped_blobs(text):
        yield "".join(blob.split()).replace(">", "")
    yield from _wrapped_lines(text)


def _wrapped_lines(text: str) -> Iterator[str]:
    """Lines that are one word each, of one width (MIN_WRAP_WIDTH or more) but the last, joined:
    a blob of any alphabet wrapped as an encoder wraps it (base85 has quotes and brackets)."""
    # Runs of one-word lines whose first is MIN_WRAP_WIDTH+ long, found in C (possessive: a
    # line of prose fails at its first space); only those lines are read in Python.
    for run in _ONE_WORD_LINES.finditer("\n" + text):
        block: list[str] = []
        for token in [*run.group().split(), ""]:
            if token and block and len(block[-1]) == len(block[0]) and len(token) <= len(block[0]):
                block.append(token)
                continue
            if len(block) >= 2:
                yield "".join(block)
            block = [token] if len(token) >= MIN_WRAP_WIDTH else []


def _wrapped_blobs(text: str) -> Iterator[str]:
    """What ``_WRAPPED.finditer(text)`` finds, searched only from the lines a blob can start on.

    A blob's first line is one long word of base64 characters (after any indent or quote
    marks): the lines that hold such a word are found with ``str.find``, and the regex is tried
    only there, instead of at every line of the text.
    """
    firsts = {w for w in long_words(text) if len(w.lstrip(">")) >= _WRAPPED_FIRST and _B64_WORD.fullmatch(w)}
    starts = set()
    mids = set()  # a blob after a lead-in on its first line ("P.S. 654a77...")
    for word in firsts:
        pos = text.find(word)
        while pos >= 0:
            line = text.rfind("\n", 0, pos) + 1
            if not text[line:pos].strip(" \t>"):
                starts.add(line)
            elif text[pos + len(word) : pos + len(word) + 2].lstrip(" \t\r")[:1] == "\n":
                mids.add(pos)
            pos = text.find(word, pos + 1)
    done = 0
    for start in sorted(starts | mids):
        if start in mids:
            blob = _WRAPPED_TAIL.match(text, start)
            if blob is not None:
                yield blob.group()  # the blob without its first line is still tried on its own
        elif start >= done:
            blob = _WRAPPED.match(text, start)
            if blob is not None:
                done = blob.end()
                yield blob.group()


MAX_DECIMATED = 512
"""Longest token read as every other (or every k-th) character: a value with decoys between its
characters."""
MAX_STRIDE = 6
_STRIDE_WORDS = ("every", "each", "jede", "chaque", "cada", "ogni", "elke", "stride", "skip")
_STRIDE_AFTER = re.compile(
    r"\w*\W{1,3}(?:\d|other|second|third|fourth|fifth|sixth|n-?th|zweit|dritt|viert|f[üu]nft"
    r"|deux|trois|quatr|cinq|segund|tercer|terz|quart|quint)"
)
MAX_STRIDE_HINTS = 64


def _stride_stated(lowered: str) -> bool:
    """Whether a (lower-cased) text says to read every k-th character: "every 5th", "jede
    dritte", "stride 4". Each word found with ``str.find`` (in C), then one anchored match."""
    for word in _STRIDE_WORDS:
        pos = lowered.find(word)
        for _ in range(MAX_STRIDE_HINTS):
            if pos < 0:
                break
            if word in ("stride", "skip") or _STRIDE_AFTER.match(lowered, pos + len(word)) is not None:
                return True
            pos = lowered.find(word, pos + 1)
    return False


def _token_texts(token: str, done: dict[bytes, bool]) -> list[str]:
    """The texts a token's decodings read as; ``done`` remembers the bytes already read (a token
    with and without its trailing comma holds one run) and whether they were text.

    Within a scan, a token's decodings and what each reads as are kept (both are pure
    functions): the same token turns up in several texts of one draft."""
    memo = decoding_memo()
    if memo is None:
        decodings = list(_token_decodings(token))
        read: dict[bytes, list[str]] = {}
    else:
        known = memo.decodings.get(token)
        if known is None:
            known = list(_token_decodings(token))
            size = len(token) + sum(len(d) for d in known)
            if memo.kept + size <= MEMO_BOUND:
                memo.decodings[token] = known
                memo.kept += size
        decodings, read = known, memo.read
    texts: list[str] = []
    for data in decodings:
        if data in done:
            continue
        found = read.get(data)
        if found is None:
            found = list(bytes_texts(data))
            if memo is not None:
                size = len(data) + sum(len(t) for t in found)
                if memo.kept + size <= MEMO_BOUND:
                    read[data] = found
                    memo.kept += size
        done[data] = bool(found)
        texts += found
    return texts


def _encoded_runs(text: str) -> Iterator[str]:
    """What each long token decodes to; a token that reads as no text is tried backwards and
    through ROT13 (the cheap transforms an encoding may sit under)."""
    done: dict[bytes, bool] = {}
    for token in dict.fromkeys(_long_tokens(text)):
        texts = _token_texts(token, done)
        for variant in _token_variants(token) if not texts else ():
            texts = _token_texts(variant, done)
            if texts:
                break
        yield from texts
    if "<~" in text:
        for run in _A85_RUN.finditer(text):
            try:
                data = base64.a85decode(run.group(), adobe=True, ignorechars=b" \t\r\n")
            except ValueError:
                continue
            yield from bytes_texts(data)
    if "begin" in text:
        yield from _uu_blocks(text)
    if _digit_count(text) == 0:
        return  # a separated hex run of text starts with a digit, and so almost always does binary
    for run in _HEX_SEPARATED.finditer(text):
        yield from bytes_texts(bytes.fromhex(_HEX_SEPARATORS.sub("", run.group())))


_UU_BEGIN = re.compile(r"begin(-base64)?[ \t]+[0-7]{3,4}[ \t]+[^\n]*\n")
MAX_UU_LINES = 4096


def _uu_starts(text: str, pos: int) -> re.Match[str] | None:
    """The first "begin" line of ``text`` at or after ``pos`` (found with ``str.find``: a regex
    anchored on every line start would visit every character)."""
    pos = text.find("begin", pos)
    while pos >= 0:
        if pos == 0 or text[pos - 1] == "\n":
            match = _UU_BEGIN.match(text, pos)
            if match is not None:
                return match
        pos = text.find("begin", pos + 5)
    return None


def _uu_line(line: str, base64_lines: bool) -> bytes | None:
    """One line of a uuencoded (or "begin-base64") file; None ends the file."""
    if line.strip() in ("end", "====", "`", ""):
        return None
    if base64_lines:
        return _b64_bytes(line.strip())
    try:
        return binascii.a2b_uu(line)
    except binascii.Error:
        try:  # encoders that strip trailing spaces: the line's length byte says how many
            return binascii.a2b_uu(line.ljust(62))
        except binascii.Error:
            return None


def _uu_blocks(text: str) -> Iterator[str]:
    """uuencoded files ("begin 644 name", lines of uuencode, "end"), and "begin-base64" ones.

    Each line is read once: the next "begin" is looked for after the file that ended.
    """
    begin = _uu_starts(text, 0)
    while begin is not None:
        data = bytearray()
        pos = begin.end()
        for _ in range(MAX_UU_LINES):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            chunk = _uu_line(text[pos:end].rstrip("\r"), begin.group(1) is not None)
            pos = end + 1
            if chunk is None or pos > len(text):
                break
            data += chunk
        yield from bytes_texts(bytes(data))
        begin = _uu_starts(text, min(pos, len(text)))


# Runs of two or more escapes that a codec undoes (QP "=4A", URL "%4a", HTML "&#74;", "&#x4a;").
_ESCAPE_RUN = re.compile(r"(?:=[0-9A-F]{2}|%[0-9A-Fa-f]{2}|&#[xX]?[0-9A-Fa-f]{1,7};?){2,}")


def mostly_escapes(text: str) -> bool:
    """Whether runs of escapes make up half of ``text`` or more ("=77=36=6D=61", "&#100;&#109;").

    Such text is read through its codec (the scanner's URL, QP and HTML views); read as ROT47,
    for decoys between characters or for index marks ("&#2"), it is noise that the other
    decoders would then spend their time on.
    """
    if "=" not in text and "%" not in text and "&#" not in text:
        return False
    return sum(m.end() - m.start() for m in _ESCAPE_RUN.finditer(text)) * 2 >= len(text)


def _decoyed(half: str, other: str) -> bool:
    """Whether ``half`` of a token may be the decoys between the characters of ``other``."""
    return len(set(half)) > 1 or (half[0].isalnum() and len(set(other)) > 1)


def _decimated_views(text: str) -> Iterator[str]:
    """Every other character of each long token: a value with a random decoy after each of its
    characters ("xmoyxvbt-..." holds "xoxb-..."). One text per half, all tokens in it; then every
    k-th character (k up to MAX_STRIDE) from each offset, one text per stride."""
    # A constant mark between the value's characters ("a-b-c") is a separator, which the
    # scanner's spread-out forms handle (and redaction finds); decoys vary, or are one letter or
    # digit ("SxGx.xpx"), which the spread-out forms keep.
    tokens = [
        t
        for t in long_words(text)
        if 2 * MIN_RUN <= len(t) <= MAX_DECIMATED
        and _decoyed(t[0::2], t[1::2])
        and _decoyed(t[1::2], t[0::2])
        and not mostly_escapes(t)
    ]
    if tokens:
        yield "\n".join(t[0::2] for t in tokens)
        yield "\n".join(t[1::2] for t in tokens)
    # Every k-th character ("every 5th from the first"): one text per stride, each offset a line;
    # only where the draft says how to read it (a reader needs the stride).
    if not tokens or not _stride_stated(lowered_text(text)):
        return
    for step in range(3, MAX_STRIDE + 1):
        strided = [t[o::step] for t in tokens if len(t) >= step * MIN_RUN for o in range(step)]
        if strided:
            yield "\n".join(strided)


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


def _as_utf8(decoded: str) -> str:
    """Escaped bytes (``\xc3\xa9``, ``%C3%A9``) are often UTF-8: read them as such where they are."""
    try:
        return decoded.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return decoded


# CSS escapes: a backslash, one to six hex digits, and one optional space that ends the escape
# ("\41 \42" is "AB"). A line needs four in a row to be read this way.
_CSS_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{1,6})(?:\r\n|[ \t\r\n\f])?")
_CSS_RUN = re.compile(r"\\[0-9A-Fa-f]{1,6}[ \t]?(?:\\[0-9A-Fa-f]{1,6}[ \t]?){3}")  # no group first: fast
_ENTITY_LINE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_QP_LINE = re.compile(r"=[0-9A-F]{2}=[0-9A-F]{2}")


def _css_one(match: re.Match[str]) -> str:
    code = int(match.group(1), 16)
    return chr(code) if 0 < code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else ""


def _escape_views(text: str) -> Iterator[str]:
    """Escapes undone line by line: backslash (``\\xNN``, ``\\uNNNN``, ``\\u{N}``, octal, and CSS
    ``\\41 ``), percent (``%41``), HTML entities (``&#65;``, ``&#x41;``, ``&amp;``) and
    quoted-printable (``=41``); and runs of byte escapes read as bytes (compressed, UTF-16).

    Each is one layer: double %-encoding (%2541), or entities of escapes, come out after the
    second layer, as the decoded lines are decoded again.
    """
    if "\\" in text:
        lines = "\n".join(_lines_with(text, _ESCAPE))
        if lines:
            yield _as_utf8(_ESCAPE.sub(_unescape_one, lines))
        lines = "\n".join(_lines_with(text, _CSS_RUN))
        if lines:
            yield _CSS_ESCAPE.sub(_css_one, lines)
    if "%" in text:
        lines = "\n".join(_lines_with(text, _PERCENT))
        if lines:
            yield _as_utf8(_PERCENT.sub(lambda m: chr(int(m.group(1), 16)), lines))
    if "&" in text:
        lines = "\n".join(_lines_with(text, _ENTITY_LINE))
        if lines:
            yield html.unescape(lines)
    if "=" in text:
        lines = "\n".join(_lines_with(text, _QP_LINE))
        if lines:
            yield _as_utf8(binascii.a2b_qp(lines.encode("utf-8", "surrogatepass")).decode("latin-1"))
    yield from _byte_runs(text)


# Escapes written backwards ("14x\\", ";56#&", "1400u\\", "14%") or through ROT13 ("\\k41",
# "\\h0041", "0k41"): the marks that give them away, tested with ``in`` before any work.
# Each alternative of the regex holds one of these marks, and none spans a line break.
_TURNED_MARKS = ("x\\", "u\\", "#&", "\\k", "\\h", "0k")
_TURNED_ESCAPE = re.compile(
    r"[0-9A-Fa-f]{2}x\\|[0-9A-Fa-f]{4}u\\|;?[0-9]{2,3}#&|\\k[0-9A-Fa-f]{2}|\\h[0-9A-Fa-f]{4}|0k[0-9A-Fa-f]{2}"
)


def _turned_escape_views(text: str) -> Iterator[str]:
    """Lines of escapes or codes written backwards or through ROT13, turned back: the escape
    decoders read them in the next layer (an escaped value reversed as a whole is still a run
    of escapes, just one no reader recognises)."""
    if not any(mark in text for mark in _TURNED_MARKS):
        return
    # Only the lines holding a mark are searched: the regex has no literal to skip ahead to, and
    # "10k" (a mark) is common in prose.
    starts: set[int] = set()
    for mark in _TURNED_MARKS:
        pos = text.find(mark)
        while pos >= 0:
            starts.add(text.rfind("\n", 0, pos) + 1)
            pos = text.find(mark, pos + 1)
    found = []
    for start in sorted(starts):
        end = text.find("\n", start)
        line = text[start : len(text) if end < 0 else end]
        if _TURNED_ESCAPE.search(line) is not None:
            found.append(line)
    lines = "\n".join(found)
    if lines:
        yield lines[::-1]
        yield lines.translate(_ROT13_TABLE)
        yield lines[::-1].translate(_ROT13_TABLE)


# One escaped byte in any of the spellings above (a QP soft line break inside a run is skipped).
_BYTE_ESCAPE = re.compile(
    r"\\x(?P<x>[0-9A-Fa-f]{2})|\\(?P<o>[0-7]{3})|%(?P<p>[0-9A-Fa-f]{2})|=(?P<q>[0-9A-F]{2})|=\r?\n"
    r"|&#(?P<d>[0-9]{1,3});?|&#[xX](?P<h>[0-9A-Fa-f]{1,2});?"
)
MIN_BYTE_RUN = 8
# The first escape outside the repeat: the regex engine then skips ahead to its first characters.
_ANY_BYTE = re.sub(r"\?P<\w>", "", _BYTE_ESCAPE.pattern)
_BYTE_RUN = re.compile(f"(?:{_ANY_BYTE})(?:{_ANY_BYTE}){{{MIN_BYTE_RUN - 1},}}")
_BYTE_BASE = {"o": 8, "d": 10}


_BINARY_HEADS = frozenset({0x00, 0x1F, 0x78, 0xFD, 0xFE, 0xFF, 0x5D})
"""First bytes of what escaped bytes that are not text hold: gzip, zlib, xz, lzma, UTF-16 (a
BOM, or a zero byte first or second), bzip2 ("BZh", checked apart)."""


def _byte_value(escape: re.Match[str]) -> int | None:
    group = escape.lastgroup
    return None if group is None else min(int(escape.group(group), _BYTE_BASE.get(group, 16)), 255)


def _byte_runs(text: str) -> Iterator[str]:
    """Runs of MIN_BYTE_RUN or more escaped bytes that start like a compressed stream or UTF-16,
    read as bytes (not as Latin-1 characters): ``\x1f\x8b...`` is gzip, ``%FF%FEh%00...``
    UTF-16. Runs of text come out of the line views above; only a run's first three bytes are
    read to tell (a page of entities is common, a binary one rare)."""
    if "\\" not in text and "%" not in text and "=" not in text and "&#" not in text:
        return
    for run in _BYTE_RUN.finditer(text):
        escapes = _BYTE_ESCAPE.finditer(run.group())
        head = [b for b in map(_byte_value, islice(escapes, 3)) if b is not None]
        if _BINARY_HEADS.isdisjoint(head[:2]) and head != [0x42, 0x5A, 0x68]:  # "BZh"
            continue
        data = bytes(head) + bytes(b for b in map(_byte_value, escapes) if b is not None)
        yield from bytes_texts(data)


# One character code, in any of the ways code and documents write one: a prefix or suffix names
# the base (0x41, \x41, U+0041, %u0041, &#x41, 41h, 0b1000001, 0o101, \101) or the code is bare
# (65, 41, 1000001; its base is then decided for the whole list). Bare codes start with a digit
# (printable ASCII in hex is 20-7e), so "be" or "cafe" are words, never codes; a code glued to a
# letter or digit before it ("a12", "x0x41") is part of a word.
_CODE = re.compile(
    r"&#(?P<dec>[0-9]{1,7})(?![0-9A-Za-z])"  # before "#": "&#100;" is decimal, "#64" hex
    r"|(?:\\[xX]|\\u\{?|[uU]\+|%[uU]|&#[xX]|0[xX]|[#$])(?P<hex>[0-9A-Fa-f]{1,6})\}?(?![0-9A-Za-z])"
    r"|0[bB](?P<bin>[01]{1,21})(?![0-9A-Za-z])|0[oO](?P<oct>[0-7]{1,7})(?![0-9A-Za-z])"
    r"|(?P<hexh>[0-9][0-9A-Fa-f])[hH](?![0-9A-Za-z])|(?P<bare>[0-9][0-9A-Fa-f]{0,9})(?![0-9A-Za-z])"
    r"|\\(?P<esc>[0-7]{1,3})"
)
# Where a list can be: four numbers with short gaps (the regex skips to digits, so prose is cheap).
# A token is at most 24 characters (the longest code, "0b" and 21 bits, is 23) and possessive:
# unbounded, a long run of digits and letters ("1212...") made every start position rescan the
# whole run (quadratic: 76 s for 160,000 characters of a hostile draft).
_CODE_REGION = re.compile(r"[0-9][0-9A-Za-z]{0,23}+(?:[^0-9]{1,16}[0-9][0-9A-Za-z]{0,23}+){3,}")
_PREFIX_BASE = {"dec": 10, "hex": 16, "hexh": 16, "bin": 2, "oct": 8, "esc": 8}
MIN_CODES = 4
"""Shorter lists of numbers are dates, amounts and versions (and hide fewer characters than the
shortest value the scanner accepts)."""
MAX_GAP = 16
"""Characters between two codes of one list: ", ", ")+chr(" or ")||CHAR(" fit; a sentence does not."""


def _gap_kind(gap: str) -> str | None:
    """What separates two codes, for telling one list from the next: None ends a list.

    Punctuation and whitespace separate codes interchangeably; a separator with letters in it
    (")+chr(") must repeat exactly between every two codes of the list.
    """
    if len(gap) > MAX_GAP or "\n\n" in gap:
        return None
    squeezed = "".join(gap.split())
    if not any(c.isalnum() for c in squeezed):
        return "" if len(squeezed) <= 4 else None
    return squeezed.lower()


def _code_lists(text: str) -> Iterator[list[re.Match[str]]]:
    """Maximal runs of at least MIN_CODES codes with the same kind of separator between them."""
    run: list[re.Match[str]] = []
    kind: str | None = None
    for match in _CODE.finditer(text):
        start = match.start()
        if start and text[start - 1].isalnum() and match.group()[0] not in "\\%&":
            continue  # inside a word (the regex has no look-behind: that keeps it fast)
        if run:
            gap = _gap_kind(text[run[-1].end() : match.start()])
            if gap is not None and (len(run) == 1 or gap == kind):
                kind = gap
                run.append(match)
                continue
            if len(run) >= MIN_CODES:
                yield run
        run, kind = [match], None
    if len(run) >= MIN_CODES:
        yield run


def _bare_bases(numbers: list[str]) -> list[int]:
    """The bases a list of bare codes can be read in (a list gives no prefix to say which)."""
    bases = []
    if all(n.isdigit() for n in numbers):
        bases.append(10)
        if all(set(n) <= set("01234567") for n in numbers):
            bases.append(8)
        if all(set(n) <= {"0", "1"} and len(n) >= 6 for n in numbers):
            bases.append(2)
    if all(len(n) == 2 for n in numbers):
        bases.append(16)
    return bases


MIN_SHAPE_CODES = 16
"""Codes a list needs for its shape to be read (shapes.py): codes moved by a constant or
through any other one-to-one map spell a value's shape, not its text."""
_SHAPE_SYMBOLS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _codes_texts(codes: list[int]) -> Iterator[str]:
    """The text a list of character codes spells, or, for byte values that spell no text, what
    those bytes read as (UTF-8, UTF-16, compressed); codes past 255 also as the bytes of 16- or
    32-bit words; a long list is also offered to the scan as its shape (transforms.offer_shape): codes
    moved by a constant keep the value's shape."""
    yield from _plain_codes_texts(codes)
    distinct = sorted(set(codes))
    if len(codes) >= MIN_SHAPE_CODES and len(distinct) <= len(_SHAPE_SYMBOLS):
        # One letter or digit per distinct code, in the codes' order: same codes, same symbol.
        rank = dict(zip(distinct, _SHAPE_SYMBOLS, strict=False))
        shape = "".join([rank[c] for c in codes])
        # A list may start with a number that is not a code ("minus 32: ...") or end with one.
        # Handed to the scan's shape index only: as a text it would be read by every decoder.
        for token in (shape, shape[1:], shape[:-1], shape[1:-1]):
            offer_shape(token)


def _plain_codes_texts(codes: list[int]) -> Iterator[str]:
    """What a list of codes spells as characters, as bytes, or as packed 16/32-bit words."""
    if max(codes) > 255 and min(codes) >= 0 and max(codes) < 1 << 32:
        width = 2 if max(codes) < 1 << 16 else 4
        for order in ("little", "big"):
            packed = b"".join([c.to_bytes(width, order) for c in codes])
            texts = list(bytes_texts(packed.strip(b"\0")))
            yield from texts
    if any(not 0 < c <= 0x10FFFF or 0xD800 <= c <= 0xDFFF for c in codes):
        if any(not 0 <= c <= 255 for c in codes):
            return
        yield from bytes_texts(bytes(codes))  # zero bytes: UTF-16 or binary
        return
    text = "".join(map(chr, codes))
    if max(codes) < 256:
        data = bytes(codes)
        if max(codes) >= 128 or not _printable(text):
            texts = list(bytes_texts(data))
            if texts:
                yield from texts
                return
    if _printable(text):
        yield text


def _char_code_views(text: str) -> Iterator[str]:
    """Lists of character codes, whatever their base, prefixes and separators.

    Decimal, octal, binary and hex lists (``104 117 110``, ``0x68,0x75``, ``[104][117]``,
    ``chr(104)+chr(117)``, ``CHAR(104)||CHAR(117)``, ``U+0068 U+0075``, ``68h 75h``), and lists
    that mix bases code by code (``0x68 117 0o156``: bare codes there are decimal).
    """
    if _digit_count(text) < MIN_CODES:
        return  # a list has a digit in each of its codes (the region search starts at one)
    for region in _CODE_REGION.finditer(text):
        # A few characters before the first digit: its prefix ("\\x", "U+", "&#x").
        yield from _code_region_views(text[max(0, region.start() - 4) : region.end()])
    if text.count("+") >= MIN_CODES and len(_SUM.findall(text, 0, MAX_OUTPUT)) >= MIN_CODES:
        # Each code written as a small sum ("72+32, 100+17"): the sums worked out, then read.
        worked = _SUM.sub(_worked_out, text)
        for region in _CODE_REGION.finditer(worked):
            yield from _code_region_views(worked[max(0, region.start() - 4) : region.end()])


# Two decimal numbers joined by "+" (a digit first: the regex skips to digits in C).
_SUM = re.compile(r"([0-9]{1,7})[ \t]?\+[ \t]?([0-9]{1,7})(?![\w.+])")


def _worked_out(match: re.Match[str]) -> str:
    """The value of one small sum (kept as written when part of a longer expression or word)."""
    start = match.start()
    if start and (match.string[start - 1].isalnum() or match.string[start - 1] in ".+"):
        return match.group()
    return str(int(match.group(1)) + int(match.group(2)))


_NOT_DIGITS = bytes(c for c in range(256) if not 48 <= c <= 57)


def _digit_count(text: str) -> int:
    """How many ASCII digits ``text`` holds (counted on its UTF-8 bytes, in C)."""
    return len(utf8(text).translate(None, _NOT_DIGITS))


def _code_region_views(text: str) -> Iterator[str]:
    for run in _code_lists(text):
        tokens = [(m.lastgroup or "bare", m.group(m.lastgroup or "bare")) for m in run]
        bare = [digits for group, digits in tokens if group == "bare"]
        if len(bare) == len(tokens):
            readings = [[(digits, base) for digits in bare] for base in _bare_bases(bare)]
        else:
            readings = [[(digits, _PREFIX_BASE.get(group, 10)) for group, digits in tokens]]
        for reading in readings:
            try:
                codes = [int(digits, base) for digits, base in reading]
            except ValueError:
                continue
            yield from _codes_texts(codes)


# --- spelled out -----------------------------------------------------------------------------

_NATO = [
    "alfa",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliett",
    "kilo",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "quebec",
    "romeo",
    "sierra",
    "tango",
    "uniform",
    "victor",
    "whiskey",
    "xray",
    "yankee",
    "zulu",
]
_SPOKEN: dict[str, str] = {word: word[0] for word in _NATO}
_SPOKEN |= {"alpha": "a", "juliet": "j", "whisky": "w", "x-ray": "x"}
# Digits as words in the languages of business mail (English, German, French, Spanish,
# Portuguese, Italian, Dutch); a word two languages share ("six") means the same digit in both.
for _digits in (
    "zero one two three four five six seven eight nine",
    "null eins zwei drei vier fünf sechs sieben acht neun",
    "zéro un deux trois quatre cinq six sept huit neuf",
    "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "zero um dois três quatro cinco seis sete oito nove",
    "zero uno due tre quattro cinque sei sette otto nove",
    "nul een twee drie vier vijf zes zeven acht negen",
    "ноль один два три четыре пять шесть семь восемь девять",
    "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "noll ett två tre fyra fem sex sju åtta nio",
    "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "nula jedna dva tři čtyři pět šest sedm osm devět",
    "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
):
    _SPOKEN |= {word: str(n) for n, word in enumerate(_digits.split())}
_SPOKEN |= {"niner": "9", "oh": "0", "zwo": "2", "fuenf": "5", "zero": "0", "tres": "3", "nul": "0"}
# Letters by their Greek names, as a reader maps them to Latin ones (a legend in the text may say
# otherwise; the names without a Latin counterpart -- theta, chi, psi, omega, eta -- are left out).
_SPOKEN |= {
    "beta": "b", "gamma": "g", "epsilon": "e", "zeta": "z", "iota": "i", "kappa": "k",
    "lambda": "l", "mu": "m", "nu": "n", "xi": "x", "omicron": "o", "pi": "p", "rho": "r",
    "sigma": "s", "tau": "t", "upsilon": "u", "phi": "f",
}  # fmt: skip
# Symbols named in the other languages of business mail.
_SPOKEN |= {
    "bindestrich": "-", "strich": "-", "unterstrich": "_", "punkt": ".", "schrägstrich": "/",
    "doppelpunkt": ":", "ausrufezeichen": "!", "fragezeichen": "?", "raute": "#", "sternchen": "*",
    "tiret": "-", "arobase": "@", "dièse": "#", "astérisque": "*", "égal": "=",
    "guion": "-", "guión": "-", "punto": ".", "barra": "/", "arroba": "@", "almohadilla": "#",
    "asterisco": "*", "igual": "=", "trattino": "-", "chiocciola": "@", "cancelletto": "#",
    "uguale": "=", "hífen": "-", "hifen": "-", "ponto": ".", "sublinhado": "_", "streepje": "-",
    "punt": ".", "uitroepteken": "!", "hekje": "#", "apenstaartje": "@", "sterretje": "*",
    "дефис": "-", "точка": ".", "подчёркивание": "_", "двоеточие": ":", "собака": "@",
}  # fmt: skip
# Names of several words, read as one before the text is split into words.
_SPOKEN_PHRASES = {
    "point d'exclamation": "bang", "point d’exclamation": "bang", "point d'interrogation": "question",
    "trait d'union": "dash", "tiret bas": "underscore", "deux-points": "colon", "deux points": "colon",
    "barre oblique": "slash", "dos puntos": "colon", "guion bajo": "underscore", "guión bajo": "underscore",
    "signo de exclamación": "bang", "exclamación": "bang", "due punti": "colon",
    "punto esclamativo": "bang", "trattino basso": "underscore", "dois pontos": "colon",
    "ponto de exclamação": "bang", "dubbele punt": "colon", "schuine streep": "slash",
    "liggend streepje": "underscore", "восклицательный знак": "bang",
}  # fmt: skip
_PHRASE_STARTS = frozenset(phrase.replace("-", " ").split()[0] for phrase in _SPOKEN_PHRASES)
# Words that say the case of the letter before or after them, in the same languages.
_CASE_MARKS = [
    "groß",
    "gross",
    "klein",
    "großbuchstabe",
    "kleinbuchstabe",
    "majuscule",
    "minuscule",
    "mayúscula",
    "minúscula",
    "mayuscula",
    "minuscula",
    "maiuscola",
    "minuscola",
    "maiuscolo",
    "minuscolo",
    "maiúscula",
    "maiuscula",
    "hoofdletter",
    "kleine",
    "grote",
    "заглавная",
    "строчная",
    "большая",
    "маленькая",
]
_SPOKEN |= {
    "dash": "-", "hyphen": "-", "minus": "-", "underscore": "_", "dot": ".", "period": ".",
    "point": ".", "slash": "/", "backslash": "\\", "colon": ":", "semicolon": ";", "at": "@",
    "hash": "#", "pound": "#", "hashtag": "#", "exclamation": "!", "bang": "!", "question": "?",
    "plus": "+", "equals": "=", "equal": "=", "asterisk": "*", "star": "*", "dollar": "$",
    "percent": "%", "ampersand": "&", "caret": "^", "tilde": "~", "space": " ", "comma": ",",
}  # fmt: skip
# Words that only qualify the next one ("capital Hotel", "exclamation mark").
_SPOKEN_SKIP = frozenset(
    [
        "capital",
        "cap",
        "caps",
        "uppercase",
        "upper",
        "lowercase",
        "lower",
        "small",
        "big",
        "mark",
        "point",
        "sign",
        "symbol",
        "character",
        "char",
        "letter",
        "digit",
        "number",
        "ray",
        "buchstabe",
        "lettre",
        "letra",
        "lettera",
        "буква",
        *_CASE_MARKS,
    ]
)
# Separators between spoken words; "x-ray" becomes "x ray" ("x" is the letter, "ray" is skipped).
_SPOKEN_SEPARATORS = ",;:.()[]{}\"'/|-"
_SPOKEN_WORDS = frozenset(w for w in _SPOKEN if len(w) > 1 and not _SPOKEN[w].isalnum()) ^ frozenset(
    w for w in _SPOKEN if len(w) > 1
)  # the words that stand for a letter or a digit
_SYMBOL_WORDS = frozenset(w for w in _SPOKEN if len(w) > 1 and not _SPOKEN[w].isalnum())
_SPOKEN_FILLER = _SPOKEN_SKIP | frozenset(map(chr, range(32, 127))) | frozenset("àâäéèêëîïôöùûüç")
MIN_SPOKEN = 4
MAX_SPOKEN_GAP = 12


def _places(words: list[str], word: str) -> Iterator[int]:
    """Where ``word`` is in ``words`` (``list.index`` compares in C; the words said are few)."""
    at = -1
    while True:
        try:
            at = words.index(word, at + 1)
        except ValueError:
            return
        yield at


def _spellable(word: str) -> bool:
    # "" was only separators ("/" between the words said): it stands for nothing
    return word in _SPOKEN or word in _SPOKEN_SKIP or len(word) <= 1


# Case words that make the single letter after them a spelled character ("capital Q").
_CASE_WORDS = frozenset(
    ["capital", "cap", "caps", "uppercase", "upper", "lowercase", "lower", "small", "big", *_CASE_MARKS]
)
# A symbol standing alone between spaces in spelled text ("echo juliett - delta"): said as itself.
_LONE_SYMBOL = re.compile(r"(?<=\s)[-/.:_+=#@!$%&*~](?=\s)")
_SYMBOL_NAMES = {"-": "dash", "/": "slash", ".": "dot", ":": "colon", "_": "underscore", "+": "plus"}
_SYMBOL_NAMES |= {"=": "equals", "#": "hash", "@": "at", "!": "bang", "$": "dollar", "%": "percent"}
_SYMBOL_NAMES |= {"&": "ampersand", "*": "asterisk", "~": "tilde"}


def _spelled_views(text: str) -> Iterator[str]:
    """Values read out word by word: the NATO alphabet, digits and symbols as words, letters
    as themselves ("hotel uniform november tango echo romeo two two", "h u n t e r two two",
    "capital Q, lowercase s, hash, seven").

    Each run of at least MIN_SPOKEN such characters, two of them said as words, becomes those
    characters; separators between the words (commas, dashes) are dropped, so a symbol has to
    be said to be kept. When a symbol also stands alone between spaces, a second view keeps it.
    """
    lowered = lowered_text(text).replace("x-ray", "xray")
    found = list(_spelled_runs(lowered))
    yield from found
    # Read again keeping lone symbols only when there was a spelled run to keep them in.
    if found and _LONE_SYMBOL.search(lowered) is not None:
        yield from _spelled_runs(_LONE_SYMBOL.sub(lambda m: _SYMBOL_NAMES[m.group()], lowered))


def _spelled_runs(lowered: str, *, phrased: bool = False) -> Iterator[str]:
    for separator in ",.;:-":  # str.replace per mark: in C, and far faster than str.translate
        lowered = lowered.replace(separator, " ")
    words = lowered.split()
    present = set(words)  # one pass over the words; each test below then reads the few distinct
    hits = _SPOKEN_WORDS.intersection(present)
    cased = _CASE_WORDS.intersection(present)
    if not hits and not cased:
        return  # the common case, decided in C
    said = chain.from_iterable(_places(words, word) for word in hits)
    if cased:
        # A single letter beside a case word is said too ("capital Q", "Q majuscule"); so is a
        # symbol's name among them.
        qualified = list(chain.from_iterable(_places(words, word) for word in cased))
        letters = [i + 1 for i in qualified if i + 1 < len(words) and len(words[i + 1]) == 1]
        letters += [i - 1 for i in qualified if i > 0 and len(words[i - 1]) == 1]
        if letters:
            named = _SYMBOL_WORDS.intersection(present)
            said = chain(said, letters, chain.from_iterable(_places(words, word) for word in named))
    places = sorted(set(said))
    # A run says two characters in a row somewhere ("two two", "hotel uniform"); in prose the
    # words that double as digits or letters ("one", "hotel") seldom follow each other.
    # Single characters and qualifiers ("capital") may stand between them.
    if not any(all(words[i] in _SPOKEN_FILLER for i in range(a + 1, b)) for a, b in pairwise(places)):
        return
    if not phrased and not _PHRASE_STARTS.isdisjoint(present):
        # names of several words ("point d'exclamation") read as one, then the text read again
        for phrase, word in _SPOKEN_PHRASES.items():
            lowered = lowered.replace(phrase, f" {word} ")
        yield from _spelled_runs(lowered, phrased=True)
        return
    out: list[str] = []
    done = -1
    for a, b in pairwise(places):
        # Two words said for characters, close together, only spellable words between.
        if a <= done or b - a > MAX_SPOKEN_GAP:
            continue
        if not all(_spellable(w.strip(_SPOKEN_SEPARATORS)) for w in words[a + 1 : b]):
            continue
        start, done = a, b
        while start > 0 and _spellable(words[start - 1].strip(_SPOKEN_SEPARATORS)):
            start -= 1
        while done + 1 < len(words) and _spellable(words[done + 1].strip(_SPOKEN_SEPARATORS)):
            done += 1
        run = [w.strip(_SPOKEN_SEPARATORS) for w in words[start : done + 1]]
        run = [_SPOKEN.get(w, w) for w in run if w and w not in _SPOKEN_SKIP]
        if len(run) >= MIN_SPOKEN:
            out.append("".join(run))
    if out:
        yield "\n".join(out)


# --- letter ciphers and rearranged pieces ----------------------------------------------------

_ROT47 = str.maketrans({c: chr(33 + (c - 33 + 47) % 94) for c in range(33, 127)})
_PUNCT = re.compile(r"[!-/:-@\[-`{-~]")


_NOT_LETTERS = {c: None for c in range(128) if not chr(c).isalpha()}
_PUNCT_BYTES = bytes(c for c in range(128) if _PUNCT.fullmatch(chr(c)))


def _punctuation(line: str) -> int:
    """How many characters of ``line`` ``_PUNCT`` matches (ASCII punctuation), counted on its
    UTF-8 bytes in C: a multi-byte character never holds an ASCII byte."""
    data = line.encode("utf-8", "surrogatepass")
    return len(data) - len(data.translate(None, _PUNCT_BYTES))


def _letters(line: str) -> int:
    """How many ASCII letters ``line`` holds (ROT47 lines are ASCII)."""
    return len(line.translate(_NOT_LETTERS)) if line.isascii() else 0


def _rot47_views(text: str) -> Iterator[str]:
    """ROT47 turns letters into punctuation and digits: undo it on lines that are mostly
    punctuation and that it turns into more letters than they hold. A URL or a line of escapes
    is punctuation-heavy too, but ROT47 turns its letters into punctuation: reading it so is
    noise that the other decoders would then spend their time on."""
    for line in text_lines(text):
        if len(line) >= 8 and _punctuation(line) * 4 >= len(line.strip()) and not mostly_escapes(line):
            turned = line.translate(_ROT47)
            if _letters(turned) > _letters(line):
                yield turned


_PIECE_WORDS = (
    "part|chunk|piece|segment|fragment|block|bit|section|half|line|row|teil|stück|stueck|abschnitt|"
    "hälfte|zeile|partie|morceau|moitié|bloc|ligne|parte|trozo|pedazo|fragmento|mitad|línea|linea|"
    "metade|linha|riga|deel|stuk|helft|regel|del|część|czesc|rad"
)
_ORDINALS = {
    **dict.fromkeys(("first", "erste", "ersten", "premier", "première", "primero", "primera"), 1),
    **dict.fromkeys(("primo", "prima", "eerste", "primeiro", "primeira", "första"), 1),
    **dict.fromkeys(("second", "zweite", "zweiten", "deuxième", "segundo", "segunda"), 2),
    **dict.fromkeys(("secondo", "seconda", "tweede", "andra"), 2),
    **dict.fromkeys(("third", "dritte", "dritten", "troisième", "tercero", "tercera", "terzo"), 3),
    **dict.fromkeys(("terza", "derde", "terceiro", "terceira", "tredje"), 3),
    **dict.fromkeys(("fourth", "vierte", "quatrième", "cuarto", "quarto", "vierde"), 4),
    **dict.fromkeys(("fifth", "fünfte", "cinquième", "quinto", "vijfde"), 5),
    **dict.fromkeys(("last", "final", "rest", "remainder", "end", "letzte", "dernier"), 99),
    **dict.fromkeys(("dernière", "último", "última", "ultimo", "ultima", "laatste", "sista"), 99),
}
_ROMAN = {
    r: n for n, r in enumerate(["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"], 1)
}
_IDX = r"\d{1,2}|[a-h]|[ivx]{1,4}"
# Marks that number a piece. Bracketed ("[2]", "(b)", "{2}", "<2>") and "#2" are found directly;
# the others end in a colon, "=", ")", "]", ">" or a dash ("part 2:", "chunk 2/5 =", "Teil 2 von
# 3:", "2)", "ii:", "second half:", "rest:"), so the search anchors on that character (rare in
# prose, so the search is fast) and reads the label before it.
# After a mark, only ":" or "=" is the mark's own: a piece may start with "." or "-".
_BRACKET_MARK = re.compile(
    rf"[\[({{<][ \t]*(?P<i>{_IDX})(?:[ \t]*/[ \t]*\d{{1,2}})?[ \t]*[\])}}>](?:[ \t]*[:=])?", re.I
)
_HASH_MARK = re.compile(r"#(?P<i>\d{1,2})(?![\w/])(?:[ \t]*[:=)])?")
_MARK_ENDS = ":=)]>"
_DASHES = (" - ", " \u2013 ", " \u2014 ")
_TOKEN = re.compile(r"\S+")
_MARK_LABEL_TEXT = (
    rf"(?:(?:{_PIECE_WORDS})s?[ \t]*(?:no\.?|nr\.?|#)?[ \t]*(?P<w>{_IDX})"
    rf"(?:[ \t]*(?:/|of|von|de|di|van|z|av|sur|sobre)[ \t]*\d{{1,2}})?"
    rf"|(?P<o>{'|'.join(sorted(_ORDINALS, key=len, reverse=True))})(?:[ \t]+(?:{_PIECE_WORDS}|one))?"
    rf"|(?P<p>{_IDX})(?:/\d{{1,2}})?)"  # "2/5:", not "... / 2:" (a separator before the mark)
)
_MARK_LABEL = re.compile(_MARK_LABEL_TEXT, re.IGNORECASE)
# The same on lower-cased ASCII text: without IGNORECASE a word that does not start with the
# character at hand is skipped at once, and the label has some hundred words to try.
_MARK_LABEL_LOWER = re.compile(_MARK_LABEL_TEXT)


_MAX_LABEL_WORD = 32
"""Longer than any word of a label ("abschnittsnr.viii/12" is 20 characters)."""
_LABEL_WORD = re.compile(r"[(\[{<\"'*>]?[\w.#/]*")  # what a label's words can hold


def _marks(text: str) -> Iterator[tuple[int, int, str, int]]:
    """``(start, end, style, index)`` of every piece mark in ``text``."""
    taken: set[int] = set()
    for pattern, style in ((_BRACKET_MARK, "b"), (_HASH_MARK, "h")):
        if style == "b" and not any(c in text for c in "[({<"):
            continue  # a bracketed mark starts with one of these (a case-blind search is slow)
        for match in pattern.finditer(text):
            before = text[match.start() - 1 : match.start()]
            if style == "h" and (before.isalnum() or before == "&"):
                continue  # "ab#1": a "#" inside a value; "&#1": an HTML entity
            taken.update(range(match.start(), match.end()))
            yield match.start(), match.end(), style + match.group()[0], _index(match.group("i"))
    for start, stop in _mark_ends(text):
        head = text[max(0, start - 40) : start].rstrip(" \t")
        if start in taken or not head[-1:].isalnum():
            continue  # part of "[2]", or no index or label word right before it
        last = head.rsplit(None, 1)[-1]
        if len(last) > _MAX_LABEL_WORD or _LABEL_WORD.fullmatch(last) is None:
            continue  # the end of a run ("=77=36=6D"), not of a label
        tokens = list(_TOKEN.finditer(head))[-4:]  # the longest label of one to four words
        # Lower case keeps the positions of ASCII text (not of all text: "İ" lowers to two).
        pattern, subject = (_MARK_LABEL_LOWER, head.lower()) if head.isascii() else (_MARK_LABEL, head)
        for token in tokens:
            label = pattern.fullmatch(subject, token.start() + (head[token.start()] in "([{<\"'*>"))
            if label is None:
                continue
            group = label.lastgroup or "p"
            style = (
                "o" if group == "o" else group + re.sub(r"\w+", "#", "".join(label.group().lower().split()))
            )
            end_char = text[start:stop].strip()[:1]
            yield max(0, start - 40) + label.start(), stop, style + end_char, _index(label.group(group))
            break


def _mark_ends(text: str) -> list[tuple[int, int]]:
    """Spans of the characters that can end a mark (":", "=", ")", "]", ">", a spaced dash),
    found with ``str.find`` (one regex over these would cost more than the rest of the search)."""
    ends = []
    for char in _MARK_ENDS:
        pos = text.find(char)
        while pos >= 0:
            stop = pos + 1
            while stop < len(text) and text[stop] in _MARK_ENDS:
                stop += 1
            after = text[stop : stop + 1]
            clock = char == ":" and after.isdigit() and text[pos - 1 : pos].isdigit()
            if not clock and after != "/":  # 10:30, http://
                ends.append((pos, stop))
            pos = text.find(char, stop)
    for dash in _DASHES:
        pos = text.find(dash)
        while pos >= 0:
            ends.append((pos + 1, pos + 2))
            pos = text.find(dash, pos + 2)
    return ends


MAX_CHUNK = 96
"""Longest piece read after a mark (a long value cut in two has halves this long)."""


def _index(raw: str) -> int:
    """The order a mark's index gives: 1, 2, 3 / a, b, c / i, ii, iii / first ... last."""
    raw = raw.lower()
    if raw.isdigit():
        return int(raw)
    if raw in _ORDINALS:
        return _ORDINALS[raw]
    if raw in _ROMAN:
        return _ROMAN[raw]
    return ord(raw[0]) - 96


_CHUNK_END = re.compile(r"\s*[;,|]\s+|\s+/\s+")


def _chunk(text: str, start: int, stop: int) -> str:
    """The piece after a mark: up to the next mark of its list or the end of its line."""
    line_end = text.find("\n", start)
    stop = min(stop, line_end if line_end >= 0 else len(text), start + MAX_CHUNK)
    chunk = text[start:stop].strip()
    # What follows a separator ("; ", " / ") is the next mark's lead-in ("abc; the first part:").
    chunk = _CHUNK_END.split(chunk, 1)[0]
    chunk = re.sub(r"\s+[/|;,]$|[,;|]$", "", chunk).strip()  # the separator before the next mark
    return chunk.strip("\"'`\u201c\u201d\u2018\u2019")


def _indexed_views(text: str, marks: list[tuple[int, int, str, int]]) -> Iterator[str]:
    """Pieces behind index marks, put in the order the marks give, whatever order they are in."""
    lists: dict[str, list[tuple[int, int, int]]] = {}
    for start, end, style, index in marks:
        lists.setdefault(style, []).append((start, end, index))
    for found in [m for m in lists.values() if len(m) >= 2][:8]:
        stops = [start for start, _, _ in found[1:]] + [len(text)]
        chunks = [_chunk(text, end, stop) for (_, end, _), stop in zip(found, stops, strict=True)]
        # The last piece runs to the end of its line: when no other piece holds a space, what
        # follows its first space is the sentence the piece sits in.
        if chunks[-1] and not any(" " in c for c in chunks[:-1]):
            chunks[-1] = chunks[-1].split()[0]
        ordered = sorted(zip((index for _, _, index in found), chunks, strict=True), key=lambda p: p[0])
        yield "".join(chunk for _, chunk in ordered)


_STRAND_LABEL = re.compile(
    rf"^[ \t>*•-]*(?:(?:{_PIECE_WORDS}|string|strand|odd|even|gerade|ungerade)s?[ \t]*)?"
    r"(?:[A-Za-z]|\d{1,2})?[ \t]*[:=)][ \t]*",
    re.IGNORECASE,
)
MAX_STRANDS = 4


# Possessive where giving characters back cannot make a match: a prose line fails at once.
_STRAND_START = re.compile(
    r"\n[ \t>*-]{0,4}(?:[^\W\d_]{1,8}+[ \t]?\w{0,2}[ \t]*[:=)]|\d{1,2}[ \t]*[:=)]|\S{3,}+[ \t]*+(?=\n|$))"
)


def _strands(text: str, marks: list[tuple[int, int, str, int]]) -> list[tuple[int, str]]:
    """``(line start, content)`` of the lines that can be one strand of an interleaved value:
    a labelled line ("line A: ..."), or a line that is one whitespace-free token."""
    out = []
    # Anchored on the line break (a literal: the search skips through prose in C). In the
    # "\n"-prefixed text a match's start is where its line starts in ``text``.
    starts = {m.start(): -1 for m in _STRAND_START.finditer("\n" + text)}
    # A label after other text on its line ("the key, line A: ..."): a mark with its word.
    for _, end, style, _ in marks:
        if style.startswith("w"):
            starts[text.rfind("\n", 0, end) + 1] = end
    for start, after in sorted(starts.items()):
        stop = text.find("\n", start)
        line = text[start : stop if stop >= 0 else len(text)]
        label = _STRAND_LABEL.match(line)
        if label is not None:
            content = line[label.end() :].rstrip()
        elif after >= 0:
            content = line[after - start :].strip()
        else:
            content = line.strip()
        if 3 <= len(content) <= 2 * MAX_CHUNK and (label is not None or after >= 0 or " " not in content):
            out.append((start, content))
    return out


def _adjacent(text: str, group: list[tuple[int, str]]) -> bool:
    """Whether the strands in ``group`` are on consecutive lines."""
    return all(text.count("\n", a, b) == 1 for (a, _), (b, _) in pairwise(group))


def _interleave(strands: list[str]) -> str:
    return "".join(s[i] for i in range(len(strands[0])) for s in strands if i < len(s))


def _interleaved_views(text: str, marks: list[tuple[int, int, str, int]]) -> Iterator[str]:
    """Values dealt out over 2-4 adjacent lines (every other or every third character), woven
    back together; either line may come first."""
    strands = _strands(text, marks)
    found = 0
    for at in range(len(strands)):
        for k in range(2, MAX_STRANDS + 1):
            group = strands[at : at + k]
            if len(group) < k or not _adjacent(text, group):
                break
            contents = [c for _, c in group]
            lengths = [len(c) for c in contents]
            orders = [contents] + ([contents[::-1]] if k == 2 else [])
            for order in orders:
                sizes = [len(c) for c in order]
                if all(sizes[i] >= sizes[i + 1] for i in range(k - 1)) and sizes[0] - sizes[-1] <= 1:
                    found += 1
                    yield _interleave(order)
            if found >= 8 or max(lengths) - min(lengths) > 1:
                break
        if found >= 8:
            return


MAX_COLUMNS = 16


def _column_views(text: str) -> Iterator[str]:
    """Each column of a table (CSV, TSV, "|" or ";" separated; 3+ rows with the same number of
    separators) read top to bottom: a value cut into chunks down a column."""
    lines: list[str] = []
    for sep in (",", ";", "\t", "|"):
        if text.count(sep) < 3 or len(text[text.find(sep) : text.rfind(sep)].splitlines()) < 3:
            continue  # a table has the separator on three lines or more
        lines = lines or text_lines(text)
        counts = [line.count(sep) for line in lines]
        start = 0
        for end in range(1, len(lines) + 1):
            if end < len(lines) and counts[end] == counts[start]:
                continue
            if end - start >= 3 and counts[start]:
                rows = [line.split(sep) for line in lines[start:end]]
                for body in (rows, rows[1:]):  # with and without a header row
                    width = min(len(body[0]), MAX_COLUMNS)
                    yield "\n".join(
                        "".join(row[c].strip().strip("\"'") for row in body) for c in range(width)
                    )
            start = end


MIN_ACROSTIC = 8
"""Consecutive lines whose first characters are read as one word (an acrostic)."""
_BULLETS = ("- ", "* ", "\u2022 ", "+ ")


def _acrostic_views(text: str) -> Iterator[str]:
    """The first character of each line (after quote marks or a bullet and its space), for each
    run of MIN_ACROSTIC or more non-blank lines: a value written down the left edge of a text.
    An indented line gives a space (a passphrase's spaces go down the edge too).

    One text for all runs (a line each), so a long draft costs one derived text, not many.
    """
    lines = text_lines(text)
    if len(lines) < MIN_ACROSTIC:
        return
    runs: list[str] = []
    run: list[str] = []
    kept: list[str] = []  # the same run with the bullet marks read as letters ("- noted" is "-")
    for line in [*lines, ""]:
        first = line[:1]
        if line.startswith(">"):
            line = line.lstrip("> ")
            first = line[:1]
        elif line[:2] in _BULLETS:
            line = line[2:]
        if line.strip():
            run.append(line[0])
            kept.append(first)
            continue
        if len(run) >= MIN_ACROSTIC:
            runs.append("".join(run))
            if kept != run:
                runs.append("".join(kept))
        run, kept = [], []
    if runs:
        yield "\n".join(runs)


def _rearranged_views(text: str) -> Iterator[str]:
    """Pieces put back in order: short lines read bottom to top, indexed chunks sorted, table
    columns read down, and characters dealt over several lines woven back."""
    lines = text_lines(text)
    block: list[str] = []
    for line in [*lines, ""]:
        stripped = line.strip()
        if 0 < len(stripped) <= 16:
            block.append(stripped)
            continue
        if len(block) >= 3:
            yield "".join(reversed(block))
        block = []
    marks = sorted(_marks(text)) if any(c in text for c in ":=)]}>#-\u2013\u2014") else []
    yield from _indexed_views(text, marks)
    if "\n" in text:
        yield from _column_views(text)
    if "\n" in text:
        yield from _interleaved_views(text, marks)


# A cipher with a key the draft states ("Vigenère, key LEMON", "(vig/KEY)", "our keyword is
# PELICAN", "the project codename is lighthouse"): the key is in the text, so the value can be
# recovered; read with every key stated near a cipher's name or a word for a key.
_CIPHER_NAMES = (b"vig", b"beaufort", b"cipher", b"chiffr", b"cifra", b"verschl", b"keyword", b"codename")
_CIPHER_HINT = re.compile(
    r"vigen[eè]re|\bvig\b|beaufort|cipher|chiffr|cifra|verschl|keyword|codename", re.IGNORECASE
)
_KEY_HINT = re.compile(
    r"vigen[eè]re|\bvig\b|key(?:word)?|code ?name|pass ?phrase"
    r"|schl[üu]ssel|\bcl[ée]\b|clave|chiave|sleutel|chave",
    re.IGNORECASE,
)
_KEY_NEAR = 40
"""Characters after a word for a key in which the key itself is looked for."""
# A word on its own, or between quotes ("the word 'orbit'"); not the "s" of "it's".
_KEY_CANDIDATE = re.compile(r"(?<![\w'])[A-Za-z]{2,16}(?![\w'])|(?<=[^\w]')[A-Za-z]{2,16}(?=')")
_KEY_WORDS = frozenset(
    {"is", "the", "with", "and", "der", "ist", "est", "la", "le", "es", "el", "this", "that", "our"}
    | {"your", "for", "was", "will", "be", "to", "of", "in", "on", "as", "an", "it", "its", "by", "we"}
    | {"use", "used", "same", "usual", "project", "quarter", "team", "keyword", "codename", "applies"}
)
MAX_KEYS = 6
_KEY_WORDS_PER_HINT = 3


def stated_words(text: str) -> list[str]:
    """Words that may be a key the draft states ("keyword PELICAN", "the codename this quarter
    is falcon"): the first few words after each word for a key, first found first."""
    keys: dict[str, None] = {}
    for hint in _KEY_HINT.finditer(text):
        window = text[hint.end() : hint.end() + _KEY_NEAR]
        taken = 0
        for word in _KEY_CANDIDATE.finditer(window):
            if word.group().lower() not in _KEY_WORDS:
                keys[word.group()] = None
                taken += 1
                if taken >= _KEY_WORDS_PER_HINT:
                    break
        if len(keys) >= MAX_KEYS:
            break
    return list(keys)[:MAX_KEYS]


def _vigenere(token: str, key: str, sign: int) -> str:
    """``token`` with each letter moved by the next letter of ``key`` (``sign`` -1 decrypts)."""
    out = []
    shifts = [ord(k) - 97 for k in key.lower()]
    n = 0
    for c in token.lower():
        if "a" <= c <= "z":
            out.append(chr(97 + (ord(c) - 97 + sign * shifts[n % len(shifts)]) % 26))
            n += 1
        else:
            out.append(c)
    return "".join(out)


def _keyed_cipher_views(text: str) -> Iterator[str]:
    """Vigenère (and its inverse) of the long tokens of a text that names a cipher and a key."""
    # Lower-cased as UTF-8 bytes (ASCII letters only, which is all the names hold): in C, and
    # faster than str.lower on a text with any non-ASCII character in it.
    lowered = utf8(text).lower()
    if not any(hint in lowered for hint in _CIPHER_NAMES) or _CIPHER_HINT.search(text) is None:
        return  # the plain substring tests run in C; the regex only where one of them is
    keys = stated_words(text)
    tokens = [t.strip(_EDGE) for t in long_words(text)]
    # Whole lines too: the key runs on over the spaces of a value with several words.
    lines = line_texts(text)
    for key in keys:
        for sign in (-1, 1):
            yield "\n".join(_vigenere(t, key, sign) for t in tokens + lines)


# --- narrow wrapping and stated XOR keys ------------------------------------------------------

# A blob wrapped at a width under 16 (the wider wrapping is _WRAPPED's): at least three lines
# of base64/hex characters only, then maybe a shorter last line.
_NARROW_WRAPPED = re.compile(
    r"^(?:[ \t>]*[A-Za-z0-9+/=_-]{4,15}[ \t]*\r?\n){3,}(?:[ \t>]*[A-Za-z0-9+/=_-]{1,15}[ \t]*(?:\r?\n|$))?",
    re.M,
)
MIN_NARROW_LINES = 3
# The first line of such a blob, searched from the line breaks (a literal the search skips to in
# C; the blob's own "^" is tried at every position): without one, there is no blob.
_NARROW_FIRST = re.compile(r"\n[ \t>]*+[A-Za-z0-9+/=_-]{4,15}+[ \t]*+\r?\n")


def _narrow_blobs(text: str) -> Iterator[str]:
    """Blobs wrapped every few characters, each joined into one token.

    Every line but the last has one width, as an encoder wraps: a column of short words does not.
    """
    if text.count("\n") < MIN_NARROW_LINES or _NARROW_FIRST.search("\n" + text) is None:
        return
    for blob in _NARROW_WRAPPED.finditer(text):
        lines = ["".join(line.split()).replace(">", "") for line in blob.group().splitlines()]
        widths = {len(line) for line in lines[:-1]}
        if len(widths) == 1 and len(lines[-1]) <= len(lines[0]) and sum(map(len, lines)) >= 2 * MIN_RUN:
            yield "".join(lines)


def _narrow_wrapped_runs(text: str) -> Iterator[str]:
    """What each narrowly wrapped blob decodes to (base64/url with or without padding, hex...)."""
    for token in _narrow_blobs(text):
        for data in _token_decodings(token):
            yield from bytes_texts(data)


# A key stated with the word "xor" or "key": "XOR each byte with 252", "key=FC", "xor 0x3f",
# "key '\x1b'". Each number near the word is tried in every base it can be read in.
_XOR_HINT = re.compile(r"xor|\bkey\b", re.IGNORECASE)
_XOR_NEAR = 48
_XOR_TOKEN = re.compile(r"(?<![\w])(?:0[xXbBoO]|\\x)?[0-9A-Fa-f]+[hH]?(?![\w])|'[^']'|\"[^\"]\"")
MAX_XOR_KEYS = 6
_XOR_TABLES = [bytes(b ^ key for b in range(256)) for key in range(256)]


def _key_values(token: str) -> Iterator[int]:
    """The byte values a stated key token can mean (a quoted character, 0x1f, 0b101, 31, 1Fh)."""
    if token[0] in "'\"":
        yield ord(token[1])
        return
    lower = token.lower()
    for prefix, base in (("0x", 16), ("\\x", 16), ("0b", 2), ("0o", 8)):
        if lower.startswith(prefix) and len(lower) > len(prefix):  # "0b" alone is hex 0x0B
            values = list(_attempt_int(lower[2:], base))
            if values or not lower.endswith("h"):  # "0Bh" is hex 0B with an "h", not binary
                yield from values
                return
    if lower.endswith("h"):
        yield from _attempt_int(lower[:-1], 16)
        return
    if lower.isdigit():
        yield from _attempt_int(lower, 10)
    if len(lower) <= 2:
        yield from _attempt_int(lower, 16)


def _attempt_int(digits: str, base: int) -> Iterator[int]:
    """``digits`` read in ``base``, when that is a byte value other than 0."""
    try:
        value = int(digits, base)
    except ValueError:
        return
    if 0 < value < 256:
        yield value


def stated_xor_keys(text: str) -> list[int]:
    """Single-byte keys stated near "xor" or "key" in ``text``, first found first."""
    keys: dict[int, None] = {}
    for hint in _XOR_HINT.finditer(text):
        window = text[hint.end() : hint.end() + _XOR_NEAR]
        for token in _XOR_TOKEN.finditer(window):
            keys.update(dict.fromkeys(_key_values(token.group())))
        if len(keys) >= MAX_XOR_KEYS:
            break
    return list(keys)[:MAX_XOR_KEYS]


# A key of several bytes stated after "xor" or "key": a quoted string ("harbor"), or hex bytes
# ("key bytes 5a17", "key=0x5a17c3"); the value is XORed with it repeated.
_XOR_LONG_KEY = re.compile(
    r"""(?<![\w])(?:"([^"\n]{2,32})"|'([^'\n]{2,32})'|(?:0x)?((?:[0-9A-Fa-f]{2}){2,16})(?![\w]))"""
)


def stated_xor_strings(text: str) -> list[bytes]:
    """Keys of two or more bytes stated near "xor" or "key" in ``text``, first found first."""
    keys: dict[bytes, None] = {}
    for hint in _XOR_HINT.finditer(text):
        window = text[hint.end() : hint.end() + _XOR_NEAR]
        for match in _XOR_LONG_KEY.finditer(window):
            quoted, single, digits = match.groups()
            if digits is not None:
                keys[bytes.fromhex(digits)] = None
            keys[(quoted or single or digits).encode("utf-8")] = None  # hex digits may be text too
        if len(keys) >= MAX_XOR_KEYS:
            break
    return list(keys)[:MAX_XOR_KEYS]


def _repeating_xor(data: bytes, key: bytes) -> bytes:
    """``data`` XORed with ``key`` repeated to its length (through one big integer: in C)."""
    pad = (key * (len(data) // len(key) + 1))[: len(data)]
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(pad, "big")
    return mixed.to_bytes(len(data), "big")


def _xor_views(text: str) -> Iterator[str]:
    """Each encoded run of a text that states an XOR key, XORed with that key (one byte, or
    several repeated)."""
    lowered = lowered_text(text)
    if "xor" not in lowered and "key" not in lowered and "codename" not in lowered:
        return  # substring tests in C before any regex
    keys = stated_xor_keys(text)
    strings = stated_xor_strings(text) + [word.encode("ascii") for word in stated_words(text)]
    if not keys and not strings:
        return
    tokens = chain(dict.fromkeys(_long_tokens(text)), _narrow_blobs(text))
    blobs = [data for token in tokens for data in _token_decodings(token)]
    blobs += [bytes.fromhex(_HEX_SEPARATORS.sub("", run.group())) for run in _HEX_SEPARATED.finditer(text)]
    for data in blobs:
        for key in keys:
            yield from bytes_texts(data.translate(_XOR_TABLES[key]))
        for string in strings:
            yield from bytes_texts(_repeating_xor(data, string))


# --- driver ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Decoder:
    """One kind of encoded run: its name (reported in a hit) and what its runs decode to."""

    name: str
    views: Callable[[str], Iterator[str]]
    involution: bool = False  # applying it twice gives the input back: never twice in a row
    # Only on the text as written: what it undoes (labels, spelling, a table, a stated key) is
    # put there for a human reader, not wrapped inside an encoding.
    written_only: bool = False
    # What it yields is scanned but not decoded again: mostly noise, which the other decoders
    # would spend the budget on.
    terminal: bool = False


DECODERS = (
    Decoder("invisible", _invisible_views),
    Decoder("symbols", _symbol_views, written_only=True),
    Decoder("escapes", _escape_views),
    Decoder("turned-escapes", _turned_escape_views, involution=True),
    Decoder("char-codes", _char_code_views),
    Decoder("encoded", _encoded_runs),
    Decoder("rot47", _rot47_views, involution=True),
    Decoder("spelled", _spelled_views, written_only=True),
    Decoder("keyed-cipher", _keyed_cipher_views, written_only=True),
    Decoder("alternate", _decimated_views, written_only=True, terminal=True),
    Decoder("rearranged", _rearranged_views, written_only=True),
    # A value down the left edge is written for a reader, not encoded further: its text (as long
    # as the draft has lines) is scanned, not decoded again.
    Decoder("acrostic", _acrostic_views, written_only=True, terminal=True),
    Decoder("wrapped", _narrow_wrapped_runs),
    Decoder("xor", _xor_views, written_only=True),
    Decoder("morse", morse_views, written_only=True),
    Decoder("zero-width-bits", zero_width_bit_views, written_only=True),
    Decoder("whitespace-bits", trailing_whitespace_views, written_only=True),
    Decoder("rail-fence", rail_fence_views, written_only=True, terminal=True),
    Decoder("delta-codes", delta_code_views, written_only=True),
    Decoder("big-integer", big_integer_views, written_only=True),
    Decoder("radix-integer", radix_integer_views, written_only=True),
    Decoder("legend", legend_views, written_only=True),
    Decoder("grid-column", grid_column_views, written_only=True, terminal=True),
    Decoder("word-initials", word_initial_views, written_only=True, terminal=True),
    Decoder("reversed-chunks", reversed_chunk_views, written_only=True, terminal=True),
    Decoder("token-grid", token_grid_views, written_only=True, terminal=True),
    Decoder("labelled-characters", last_character_views, written_only=True, terminal=True),
    Decoder("indexed-json", indexed_json_views, written_only=True, terminal=True),
    # Numbers in words or other numerals, and decorated code literals, become plain digits that
    # the char-code reader reads one layer down.
    Decoder("numerals", numeral_views, written_only=True),
    Decoder("code-literals", code_literal_views, written_only=True),
    Decoder("quoted-fragments", quoted_fragment_views, written_only=True, terminal=True),
    Decoder("odd-initials", odd_initial_views, written_only=True, terminal=True),
    # What a list mixing quoted characters and codes spells; a value cut up by markup tags.
    Decoder("mixed-literals", mixed_list_views, written_only=True),
    Decoder("markup", markup_views, written_only=True),
    Decoder("keyboard-layout", layout_views, written_only=True),
    Decoder("shifted-codes", shifted_code_views, written_only=True),
    Decoder("spelled-clauses", spelled_clause_views, written_only=True, terminal=True),
    Decoder("code-units", code_unit_views, written_only=True),
    Decoder("radix-text", radix_text_views, written_only=True),
    Decoder("braille-ascii", braille_ascii_views, written_only=True),
    Decoder("native-digits", native_digit_views, written_only=True),
    Decoder("position-table", position_table_views, written_only=True),
    Decoder("stated-rotation", rotation_views, written_only=True, terminal=True),
    Decoder("space-bits", space_bit_views, written_only=True, terminal=True),
    Decoder("stated-blocks", block_views, written_only=True, terminal=True),
)


def derived_texts(text: str) -> list[tuple[str, str]]:
    """``(decoder names, decoded text)`` for every run of ``text`` that decodes, layer by layer.

    Each decoder has its own budget (MAX_RUNS runs and MAX_OUTPUT characters over all layers):
    a draft padded with runs of one kind (hundreds of base64 words) spends that decoder's
    budget, not the others', so a value spelled out or cut into marked pieces after the
    padding is still read.
    """
    out: list[tuple[str, str]] = []
    seen = {text}
    frontier = [("", text)]
    budget = dict.fromkeys((d.name for d in DECODERS), MAX_OUTPUT)
    runs = dict.fromkeys((d.name for d in DECODERS), MAX_RUNS)
    for _ in range(MAX_DEPTH):
        following: list[tuple[str, str]] = []
        for path, current in frontier:
            for decoder in DECODERS:
                if (decoder.involution and path.endswith(decoder.name)) or (decoder.written_only and path):
                    continue
                name = decoder.name
                if runs[name] <= 0 or budget[name] <= 0:
                    continue  # spent: not even asked (a reader does work before its first yield)
                for decoded in decoder.views(current):
                    runs[name] -= 1
                    if runs[name] < 0 or budget[name] <= 0:
                        break  # this decoder's budget is spent; the others go on
                    if decoded in seen or not decoded.strip():
                        continue
                    seen.add(decoded)
                    decoded = decoded[: budget[name]]
                    budget[name] -= len(decoded)
                    label = f"{path}+{decoder.name}" if path else decoder.name
                    out.append((label, decoded))
                    if not decoder.terminal:
                        following.append((label, decoded))
        frontier = following
        if not frontier:
            break
    return out
