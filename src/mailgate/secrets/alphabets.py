"""Encodings of bytes in less common alphabets, and tokens wrapped in markup.

Base32 also comes in the "extended hex" alphabet of RFC 4648 (``0-9A-V``); base85 also in
ZeroMQ's Z85 (digits, lower case, then upper case, then ``.-:+=^!/*?&<>()[]{}@%$#``).
:func:`alphabet_decodings` is asked for every whitespace-free token the encoded-run reader
tries, after the common alphabets; each alphabet is tried only when the whole token is in it
(a set or regex test in C).

An encoded value is often put between markup tags (``<value>…</value>``, ``[code]…[/code]``,
``<![CDATA[…]]>``); base85 and Z85 digits include ``<``, ``>`` and brackets, so the tags cannot
simply be stripped as punctuation. :func:`element_contents` gives what is inside them.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator

_B32HEX = re.compile(r"[0-9A-V]+=*|[0-9a-v]+=*")
_Z85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"
_Z85_CHARS = frozenset(_Z85)
_Z85_MARKS = frozenset(".:^!*?&<>()[]{}@%$#")
_Z85_DIGITS = bytes.maketrans(_Z85.encode("ascii"), bytes(range(85)))
_B32_LENGTHS = (0, 2, 4, 5, 7)  # what a base32 run without padding can be long, mod 8


def attempt(decode: Callable[[], bytes]) -> Iterator[bytes]:
    """The result of ``decode``, or nothing when the run is not valid in that encoding."""
    try:
        data = decode()
    except (binascii.Error, ValueError):
        return
    yield data


def _b32hex(core: str) -> bytes:
    core = core.upper()
    return base64.b32hexdecode(core + "=" * (-len(core) % 8))


def alphabet_decodings(token: str, base85_decode: Callable[[bytes], bytes]) -> Iterator[bytes]:
    """``token`` decoded as base32hex and Z85, where it is in the alphabet;
    ``base85_decode`` turns digit values 0-84 into bytes (shared with the other base85s)."""
    core = token.rstrip("=")
    if len(core) % 8 in _B32_LENGTHS and not core.isdigit() and _B32HEX.fullmatch(token):
        yield from attempt(lambda: _b32hex(core))
    # Z85 encodes whole 4-byte groups (its specification has no padding): five characters each.
    # Z85 of random bytes almost always has one of its marks that base64 lacks (20 random
    # characters miss all 19 one time in 160); a token without one is left to the other readers.
    if len(token) % 5 == 0 and not _Z85_MARKS.isdisjoint(token) and set(token) <= _Z85_CHARS:
        yield from attempt(lambda: base85_decode(token.encode("ascii").translate(_Z85_DIGITS)))


# <tag>…</tag>, <tag attr="…">…</tag> has a space and is no token; [tag]…[/tag]; <![CDATA[…]]>.
_OPEN = re.compile(r"<([A-Za-z][\w.:-]{0,31})>|\[([A-Za-z][\w.:-]{0,31})\]|<!\[CDATA\[")
_MIN_INNER = 4


def element_contents(token: str) -> str | None:
    """What is between a token's opening markup tag and its matching closing tag (or the
    token's end, when the tag closes on a later line); None when the token opens no tag."""
    opened = _OPEN.match(token)
    if opened is None:
        return None
    name = opened.group(1) or opened.group(2)
    if name is None:
        close = "]]>"
    elif opened.group(1):
        close = f"</{name}>"
    else:
        close = f"[/{name}]"
    inner = token[opened.end() :]
    if inner.endswith(close):
        inner = inner[: -len(close)]
    return inner if len(inner) >= _MIN_INNER else None
