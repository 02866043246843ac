"""Decimal digits of other scripts (Arabic-Indic, Devanagari, Bengali, Thai ...) read as ASCII digits.

A value with digits in it can be written with the digits of any script ("hf_nuhI१n२UA"): the
letters stay, the digits change. The confusables fold maps only the digits that look like Latin
ones; every character Unicode calls a decimal digit (category Nd) has a value 0-9, and this
reader gives the text back with each one replaced by that ASCII digit.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from mailgate.secrets.transforms import non_ascii


def native_digit_views(text: str) -> Iterator[str]:
    """``text`` with every non-ASCII decimal digit written as its ASCII digit, when it has any."""
    odd = non_ascii(text)
    if not odd:
        return
    table = {ord(c): str(unicodedata.decimal(c)) for c in set(odd) if c.isdecimal()}
    if table:
        yield text.translate(table)
