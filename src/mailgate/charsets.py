"""Bytes of a text file to characters, as a mail client reads them: one rule for every reader.

The approver's preview of a text attachment (``display.text_of``) and the injection scanner's view
of one (``inbound.attachment_views``) must read the same characters from the same bytes, or a file
could show one text to the person and another to the scanner. They differ only in what happens to
bytes that are not UTF-8 when nothing was declared: the preview shows U+FFFD (what a client shows),
the scanner reads Windows-1252 (what a legacy Windows file most likely is, so its words are read).
"""

from __future__ import annotations

import codecs
from typing import Literal

# Byte order marks, longest first (UTF-32's little-endian mark begins with UTF-16's).
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)

Fallback = Literal["replace", "cp1252"]


def decode_text(data: bytes, charset: str = "", *, fallback: Fallback = "replace") -> str:
    """``data`` as text: by its byte order mark, else the declared ``charset``, else UTF-8; never
    raises.

    A mark wins over the label (as browsers decide, WHATWG Encoding "decode"). A label that names
    no text codec (``base64``, ``rot13``, an unknown name) is ignored. Undeclared bytes that are not
    UTF-8 become U+FFFD (``fallback="replace"``) or are read as Windows-1252 (``"cp1252"``).
    """
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :].decode(codec, "replace")
    if charset:
        try:
            return data.decode(charset, "replace")
        except (LookupError, UnicodeError, ValueError, TypeError):
            pass  # not a text codec (bytes.decode refuses those with LookupError) or a broken one
    if fallback == "replace":
        return data.decode("utf-8", "replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", "replace")
