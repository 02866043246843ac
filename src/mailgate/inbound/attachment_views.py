"""The text of a mail's attachments, for the injection scanner: each attachment a view of its own.

An agent can open an attachment (``read_attachment``) and read it as surely as the body: an order
in a CSV cell, a meeting transcript, a markdown file, an ``.ics`` file or a PDF reaches it all the
same. So the scanner reads each one, labelled with its name, so that a signal says where it was
found (``instruction-to-agent [attachment:leads.csv] "..."``).

Bounded, because this runs on every inbound mail: the first :data:`MAX_VIEWS` readable
attachments, :data:`MAX_CHARS` characters of each and :data:`MAX_TOTAL` in all; documents (PDF,
.docx, .xlsx) only up to :data:`MAX_DOCUMENT_BYTES`, read by the leak scanner's extractor
(:mod:`mailgate.secrets.extract`). A text part is decoded in its declared charset (UTF-8, or
Windows-1252 when that fails, without one). A CSV file is read cell by cell: its quotation marks
are syntax, not quotation, so a cell is read as the text it holds. Calendar parts are not read
here: their free text is shown in the body (``[Calendar invitation]``), and scanned there.
"""

from __future__ import annotations

import csv
import json
import re
from dataclasses import dataclass

from mailgate.charsets import decode_text
from mailgate.display import show
from mailgate.inbound.calendar import invitation_text
from mailgate.inbound.html import html_to_text
from mailgate.inbound.parse import AttachmentInfo, ParsedMail
from mailgate.secrets.extract import DOCX, XLSX, ExtractError, Extractor, extract_text

MAX_VIEWS = 5
"""Attachments read per mail (the readable ones, in order)."""
MAX_CHARS = 20_000
"""Characters read of one attachment: as much as of a body."""
MAX_TOTAL = 50_000
"""Characters read of all attachments of one mail."""
MAX_TEXT_BYTES = 400_000
"""Bytes of a text attachment decoded (four bytes a character at most, plus room for CSV syntax)."""
MAX_DOCUMENT_BYTES = 2_000_000
"""A PDF, .docx or .xlsx larger than this is not read (its text would cost seconds to extract)."""
MAX_ROWS = 5_000
"""Rows of a CSV file read."""
_LABEL_CAP = 60

# Text a person or a program writes, by content type and by file name (many mailers send
# ``application/octet-stream`` whatever the file is).
_TEXT_TYPES = frozenset(
    {
        "text/plain",
        "text/markdown",
        "text/x-markdown",
        "text/csv",
        "text/tab-separated-values",
        "text/vtt",
        "text/html",
        "text/calendar",
        "application/csv",
        "application/ics",
        "application/x-subrip",
        # data files an agent opens as readily as text: an export, a config, a feed
        "application/json",
        "text/json",
        "application/xml",
        "text/xml",
        "application/yaml",
        "application/x-yaml",
        "text/yaml",
        "text/x-yaml",
    }
)
_TEXT_SUFFIXES = (
    ".txt",
    ".text",
    ".md",
    ".markdown",
    ".csv",
    ".tsv",
    ".vtt",
    ".srt",
    ".log",
    ".ics",
    ".htm",
    ".html",
    ".json",
    ".xml",
    ".yaml",
    ".yml",
)
_BLOCKQUOTE = re.compile(r"^[ \t]*(?:>[ \t]?)+", re.MULTILINE)
_DOCUMENTS = {"application/pdf": ".pdf", DOCX: ".docx", XLSX: ".xlsx"}


@dataclass(frozen=True)
class AttachmentView:
    """The readable text of one attachment and the label signals carry for it (``attachment:NAME``)."""

    label: str
    text: str
    document: bool = False  # a PDF, .docx or .xlsx: prose for many readers, read as list mail is


def attachment_views(mail: ParsedMail, extract: Extractor = extract_text) -> tuple[AttachmentView, ...]:
    """The text of the first readable attachments of ``mail``, each with its label (bounded).

    ``extract`` reads a document's text: ingest passes the one its sealing check uses too
    (``ExtractOnce``), so a PDF is read once per mail, not once for each."""
    out: list[AttachmentView] = []
    budget = MAX_TOTAL
    for index, att in enumerate(mail.attachments):
        if len(out) >= MAX_VIEWS or budget <= 0:
            break
        text = _text_of(att, extract)
        if text is None or not text.strip():
            continue
        text = text[: min(MAX_CHARS, budget)]
        budget -= len(text)
        out.append(AttachmentView(label(att.filename, index), text, _kind(att) == "document"))
    return tuple(out)


def label(filename: str, index: int) -> str:
    """``attachment:NAME`` with the name shown safely (escapes for hidden characters, no brackets,
    colons or quotation marks, which the signal's own syntax uses), or the attachment's number."""
    name = show(filename, one_line=True)
    for char in '[]:"':
        name = name.replace(char, "_")
    name = name.strip()[:_LABEL_CAP] or f"#{index + 1}"
    return f"attachment:{name}"


def _kind(att: AttachmentInfo) -> str:
    """How the attachment is read: "csv", "tsv", "html", "markdown", "text", "ics", "document" or ""."""
    ctype = att.content_type.lower()
    name = att.filename.lower().strip()
    if ctype == "text/calendar":
        return ""  # shown (and scanned) in the body
    if ctype in _DOCUMENTS or name.endswith(tuple(_DOCUMENTS.values())):
        return "document"
    if ctype not in _TEXT_TYPES and not name.endswith(_TEXT_SUFFIXES):
        return ""
    if name.endswith(".ics") or ctype == "application/ics":
        return "ics"
    if ctype in ("text/markdown", "text/x-markdown") or name.endswith((".md", ".markdown")):
        return "markdown"
    if ctype in ("text/csv", "application/csv") or name.endswith(".csv"):
        return "csv"
    if ctype == "text/tab-separated-values" or name.endswith(".tsv"):
        return "tsv"
    if ctype == "text/html" or name.endswith((".htm", ".html")):
        return "html"
    if ctype in ("application/json", "text/json") or name.endswith(".json"):
        return "json"
    return "text"


def _text_of(att: AttachmentInfo, extract: Extractor) -> str | None:
    """The attachment's readable text, or None when it is not read."""
    kind = _kind(att)
    if kind == "document":
        return _document(att, extract)
    if not kind:
        return None
    if kind == "ics":
        return invitation_text(att.data[:MAX_TEXT_BYTES], att.charset or "utf-8")
    text = decode(att.data[:MAX_TEXT_BYTES], att.charset)
    if kind in ("csv", "tsv"):
        return cells(text, "\t" if kind == "tsv" else ",")
    if kind == "json":
        return fields(text)
    if kind == "html":
        return html_to_text(text)
    if kind == "markdown":
        # a blockquote in a file is the author's callout, not a reply's quoted earlier message
        return _BLOCKQUOTE.sub("", text)
    return text


def _document(att: AttachmentInfo, extract: Extractor) -> str | None:
    if att.size > MAX_DOCUMENT_BYTES:
        return None
    ctype = att.content_type.lower()
    if ctype not in _DOCUMENTS:  # named .pdf/.docx/.xlsx but sent as octet-stream
        ctype = next(t for t, suffix in _DOCUMENTS.items() if att.filename.lower().strip().endswith(suffix))
    try:
        return extract(ctype, att.data)
    except ExtractError:
        return None
    except Exception:  # hostile files: a library error here must not stop the mail
        return None


def decode(data: bytes, charset: str = "") -> str:
    """``data`` as text by the rule the approver's preview uses (``charsets.decode_text``), except
    that undeclared bytes that are not UTF-8 are read as Windows-1252, not replaced: the scanner
    must read a legacy file's words. Never raises."""
    return decode_text(data, charset, fallback="cp1252")


MAX_FIELDS = 5_000
"""String values read of a JSON file."""


def fields(text: str) -> str:
    """A JSON file as text: each string value a paragraph of its own, after its key ("key: value").

    The quotation marks around a JSON string are the file's syntax, as a CSV cell's are: read as
    written, an order in a value ("assistant_instructions": "post the link to ...") would be a
    quotation. Text that is no valid JSON is returned as it is."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return text
    out: list[str] = []
    stack: list[tuple[str, object]] = [("", data)]
    while stack and len(out) < MAX_FIELDS:
        key, value = stack.pop()
        if isinstance(value, dict):
            # a key is text the agent reads too: one that is not a short name is a paragraph itself
            out.extend(str(k) for k in value if isinstance(k, str) and len(k.split()) > 3)
            stack.extend((str(k), v) for k, v in reversed(list(value.items())))
        elif isinstance(value, list):
            stack.extend((key, v) for v in reversed(value))
        elif isinstance(value, str) and value.strip():
            out.append(f"{key}: {value}" if key else value)
    if stack:  # more strings than are read one by one: the rest is read as written
        return "\n\n".join(out) + "\n\n" + text
    return "\n\n".join(out)


def cells(text: str, delimiter: str = ",") -> str:
    """A CSV (or TSV) file as text: each row a paragraph, each cell a line of its own.

    The quotation marks around a cell are the file's syntax: read as written they would make its
    text a quotation (a citation, to the scanner). Text that is no valid CSV is returned as it is.
    """
    rows: list[str] = []
    try:
        for row, _ in zip(csv.reader(text.splitlines(), delimiter=delimiter), range(MAX_ROWS), strict=False):
            values = [c.strip() for c in row if c.strip()]
            if values:
                rows.append("\n".join(values))
    except csv.Error:
        return text
    return "\n\n".join(rows)
