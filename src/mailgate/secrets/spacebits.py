"""Bits hidden in the spaces between words: an ordinary space for one bit value, a space of
another width (EN SPACE U+2002, EM SPACE, THIN SPACE, NO-BREAK SPACE ...) for the other.

The text looks the same in most fonts. The lines that carry bits are the ones with an unusual
space in them; their gaps, in order, are the bit string (read both ways round, and from each of
the first eight gaps, since the greeting or a line whose bits are all one value may come first).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.hidden import MIN_BITS, bits_texts
from mailgate.secrets.transforms import non_ascii

_WIDE = "\u00a0\u2000-\u200a\u202f\u205f\u3000"
_WIDE_SPACE = re.compile(f"[{_WIDE}]")
_GAP = re.compile(f"(?<=\\S)[ {_WIDE}](?=\\S)")
MAX_GAPS = 65_536


def space_bit_views(text: str) -> Iterator[str]:
    """The gaps of the lines with unusual spaces, as bits (8-bit bytes, most significant first)."""
    if _WIDE_SPACE.search(non_ascii(text)) is None:
        return  # the common case: no unusual space at all, decided over the few non-ASCII characters
    lines = [line for line in text.splitlines() if _WIDE_SPACE.search(line) is not None]
    gaps = [gap.group() for line in lines for gap in _GAP.finditer(line)][:MAX_GAPS]
    if len(gaps) < MIN_BITS:
        return
    bits = "".join("0" if gap == " " else "1" for gap in gaps)
    for written in (bits, bits.translate(str.maketrans("01", "10"))):
        for start in range(8):
            for decoded in bits_texts(written[start:]):
                if "\ufffd" not in decoded[: len(decoded) // 2]:
                    yield decoded
