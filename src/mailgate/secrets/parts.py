"""The named texts of an outbound draft that the leak scanner reads: every place it can carry text.

One function, used by the gateway at submit, by the settler's send-time re-scan and by the leak
benchmark, so all three read the same places: subject, body, each recipient's address and
display name, the reply headers, the idempotency key, each attachment's file name and content
(its raw bytes read as text, the compressed streams inside it, and the text its format holds:
PDF pages, .docx paragraphs, cells).
An attachment whose text cannot be read raises ``ExtractError``: the drafts refuse such a file
before it is stored, and a send that cannot be scanned must stop rather than go out unscanned.
"""

from __future__ import annotations

import re

from mailgate.model import DraftRequest
from mailgate.secrets.decoders import bytes_texts, embedded_texts
from mailgate.secrets.extract import Extractor, extract_text


def draft_parts(draft: DraftRequest) -> dict[str, str]:
    """``part name -> text`` for every field of ``draft`` an agent controls."""
    parts = {"subject": draft.subject, "body": draft.body}
    for r in draft.recipients:
        parts[f"{r.kind.value}:{r.address.addr_spec}"] = r.address.addr_spec + " " + r.address.display_name
    for name in ("in_reply_to", "references", "idempotency_key"):
        value = getattr(draft, name)
        if value:
            parts[name] = value
    for n, attachment in enumerate(draft.attachments, 1):
        parts[f"attachment-name:{n}"] = attachment.filename
        parts.update(file_parts(n, attachment.filename, attachment.content_type, attachment.data))
    small = [a for a in draft.attachments if len(a.data) <= MAX_PIECE_FILE]
    if len(small) >= 2:
        # A value cut over small files (part1.txt, part2.txt...): read them in their names' order.
        ordered = sorted(small, key=lambda a: _natural(a.filename))
        parts["attachments-joined"] = "".join(attachment_text(a.data).strip() for a in ordered)
    return parts


def file_parts(
    n: int, filename: str, content_type: str, data: bytes, extract: Extractor = extract_text
) -> dict[str, str]:
    """``part name -> text`` of one file's content: its bytes as text, and the text its format holds
    (read by ``extract``: ingest passes one that reads each file once, see ``ExtractOnce``).

    Raises ``ExtractError`` when that text cannot be read completely.
    """
    parts = {f"attachment:{n}:{filename}": attachment_text(data)}
    streams = "\n".join(embedded_texts(data))
    if streams:  # compressed text inside a binary file: a PNG's zTXt chunk, a PDF stream
        parts[f"attachment-streams:{n}:{filename}"] = streams
    extracted = extract(content_type, data)
    if extracted and extracted not in parts[f"attachment:{n}:{filename}"]:
        # (a plain text file would be scanned, and hit, twice)
        parts[f"attachment-text:{n}:{filename}"] = extracted
    return parts


MAX_PIECE_FILE = 1024
"""Largest attachment (bytes) read as one piece of a value cut over several files."""
_NUMBER = re.compile(r"(\d+)")


def _natural(name: str) -> list[tuple[int, str]]:
    """A sort key that puts "part2" before "part10"."""
    return [(int(piece), "") if piece.isdigit() else (-1, piece) for piece in _NUMBER.split(name)]


def attachment_text(data: bytes) -> str:
    """An attachment's bytes as text: UTF-8/UTF-16, or inflated when compressed; else UTF-8 lossy."""
    texts = list(bytes_texts(data))
    # Lossy UTF-8 too: a binary file can still hold a value in ASCII between its bytes.
    texts.append(data.decode("utf-8", "replace"))
    return "\n".join(dict.fromkeys(texts))
