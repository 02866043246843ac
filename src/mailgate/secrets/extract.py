"""The text inside an outbound attachment, for the leak scanner: text, HTML, PDF, .docx, .xlsx, zip.

Each format is read by its maintained library (html2text, pypdf, python-docx, openpyxl), within
bounds: pages, zip members, inflated bytes, cells and characters. Past a bound the file is refused
(``ExtractError``), never cut short, because a secret after the cut would go out unscanned. The
XML members of an Office file are read as text too: comments, custom properties and other parts
the document libraries skip can still carry a value.
"""

from __future__ import annotations

import io
import logging
import zipfile
import zlib
from collections.abc import Callable, Iterator

import html2text

from mailgate.errors import MailgateError
from mailgate.secrets.ooxml import part_texts, with_package_relationship

MAX_PDF_PAGES = 500
MAX_TEXT_CHARS = 4_000_000
MAX_ZIP_MEMBERS = 2_000
MAX_ZIP_INFLATED = 64 * 1024 * 1024  # an Office file inflating past this is treated as a zip bomb
MAX_CELLS = 1_000_000
MAX_ZIP_DEPTH = 4
"""Zips opened one inside the other (a zip in a zip): each inner one's members are read as text too."""

DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
ZIP_TYPES = frozenset({"application/zip", "application/x-zip-compressed"})


class ExtractError(MailgateError):
    """An attachment whose text cannot be read completely (damaged, encrypted or past a bound)."""


def extract_text(content_type: str, data: bytes) -> str:
    """The readable text of ``data`` as ``content_type``; "" for types that carry no text (images)."""
    if content_type.startswith("text/"):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ExtractError("a text attachment must be UTF-8") from exc
        # The source is read as raw text already; what a reader sees of HTML is read here.
        return _bounded(_html(text) if content_type == "text/html" else text)
    if content_type == "application/pdf":
        return _pdf(data)
    if content_type == DOCX:
        return _bounded("\n".join([*_docx(data), *_zip_members(data)]))
    if content_type == XLSX:
        return _bounded("\n".join([*_xlsx(data), *_zip_members(data)]))
    if data[:4] == b"PK\x03\x04" or content_type in ZIP_TYPES:
        # Any other zip, whatever type it claims: each member's bytes read as text.
        return _bounded("\n".join(_zip_members(data)))
    return ""


Extractor = Callable[[str, bytes], str]
"""What reads a file's text: :func:`extract_text`, or an :class:`ExtractOnce` around it."""


class ExtractOnce:
    """:func:`extract_text` for the files of one mail, each read at most once per type.

    Ingest reads a document twice otherwise: the sealing check (does the file hold a vault value?)
    and the injection scanner's view of it both want its text, and a PDF's text costs tens of
    milliseconds. A file that cannot be read raises the same ``ExtractError`` (or library error)
    for every caller, so each keeps its own rule for such a file (sealed, or not shown).
    Kept for one mail only: it holds the files' texts.
    """

    def __init__(self) -> None:
        # By the file's identity, not its content: hashing every attachment's bytes would cost
        # more than most readings (a binary file's type has no text). The file is kept with its
        # result, so its id cannot be reused while this lives.
        self._done: dict[tuple[str, int], tuple[bytes, str | Exception]] = {}

    def __call__(self, content_type: str, data: bytes) -> str:
        """The text of ``data`` as ``content_type``, read on the first call only."""
        key = (content_type, id(data))
        if key not in self._done:
            try:
                self._done[key] = (data, extract_text(content_type, data))
            except Exception as exc:  # re-raised now, and to the next caller of this file
                self._done[key] = (data, exc)
        found = self._done[key][1]
        if isinstance(found, Exception):
            raise found
        return found


def _bounded(text: str) -> str:
    if len(text) > MAX_TEXT_CHARS:
        raise ExtractError(f"holds more than {MAX_TEXT_CHARS} characters of text")
    return text


def _html(text: str) -> str:
    converter = html2text.HTML2Text()
    converter.body_width = 0  # no wrapping: a wrapped line could split a secret in two
    return str(converter.handle(text))


def _pdf(data: bytes) -> str:
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    # pypdf reports damaged-but-readable files through logging; the scan only needs the text.
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            raise ExtractError("the PDF is encrypted, so its text cannot be read")
        if len(reader.pages) > MAX_PDF_PAGES:
            raise ExtractError(f"the PDF has more than {MAX_PDF_PAGES} pages")
        texts: list[str] = [str(v) for v in (reader.metadata or {}).values()]
        size = 0
        for page in reader.pages:
            text = page.extract_text() or ""
            size += len(text)
            if size > MAX_TEXT_CHARS:
                raise ExtractError(f"holds more than {MAX_TEXT_CHARS} characters of text")
            texts.append(text)
    except (PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        raise ExtractError(f"the PDF cannot be read ({type(exc).__name__})") from exc
    return "\n".join(texts)


def _open_zip(data: bytes) -> zipfile.ZipFile:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as exc:
        raise ExtractError("the zip (or Office file) is not readable") from exc
    infos = archive.infolist()
    if len(infos) > MAX_ZIP_MEMBERS:
        raise ExtractError(f"the zip (or Office file) has more than {MAX_ZIP_MEMBERS} parts")
    if sum(i.file_size for i in infos) > MAX_ZIP_INFLATED:
        raise ExtractError(f"the zip (or Office file) inflates past {MAX_ZIP_INFLATED} bytes")
    return archive


def _zip_members(data: bytes, depth: int = 0, inflated: list[int] | None = None) -> Iterator[str]:
    archive = _open_zip(data)
    total = [0] if inflated is None else inflated  # one bound over the zips inside, too
    for info in archive.infolist():
        try:
            # Read with a bound: the sizes in the zip directory are the sender's word.
            with archive.open(info) as member:
                raw = member.read(MAX_ZIP_INFLATED - total[0] + 1)
        except (zipfile.BadZipFile, OSError, NotImplementedError, RuntimeError, zlib.error, EOFError) as exc:
            # (a damaged deflate stream raises zlib.error, a cut one EOFError)
            raise ExtractError(
                f"a part of the zip (or Office file) cannot be read ({type(exc).__name__})"
            ) from exc
        total[0] += len(raw)
        if total[0] > MAX_ZIP_INFLATED:
            raise ExtractError(f"the zip (or Office file) inflates past {MAX_ZIP_INFLATED} bytes")
        yield raw.decode("utf-8", "replace")
        if raw[:4] == b"PK\x03\x04":
            # A zip inside the zip: its members are compressed, so its bytes show nothing.
            if depth >= MAX_ZIP_DEPTH:
                raise ExtractError(f"the zip holds zips more than {MAX_ZIP_DEPTH} deep")
            yield from _zip_members(raw, depth + 1, total)


def _docx(data: bytes) -> list[str]:
    import docx
    from docx.opc.constants import CONTENT_TYPE

    archive = _open_zip(data)  # the bounds first: python-docx inflates the parts it needs without any
    # A package without _rels/.rels gets the relationship its content types state (ooxml.py);
    # one that states none stays unreadable, and is refused below.
    repaired = with_package_relationship(archive, CONTENT_TYPE.WML_DOCUMENT_MAIN)
    try:
        document = docx.Document(io.BytesIO(data if repaired is None else repaired))
    except Exception:  # python-docx raises many kinds (KeyError, lxml errors) on damaged files
        # Not a document python-docx can open (no main part declared): what any reader could
        # show of it is still the text of its XML parts (ooxml.part_texts refuses a part that
        # is not XML).
        return _package(archive)
    texts = [p.text for p in document.paragraphs]
    for table in document.tables:
        texts.extend(cell.text for row in table.rows for cell in row.cells)
    for section in document.sections:
        for part in (section.header, section.footer):
            texts.extend(p.text for p in part.paragraphs)
    return texts


def _xlsx(data: bytes) -> list[str]:
    import openpyxl

    archive = _open_zip(data)
    try:
        book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=False)
    except Exception:  # openpyxl raises many kinds (KeyError, lxml errors) on damaged files
        return _package(archive)  # as for a .docx python-docx cannot open
    texts: list[str] = []
    cells = 0
    try:
        for sheet in book.worksheets:
            texts.append(str(sheet.title))
            for row in sheet.iter_rows(values_only=True):
                cells += len(row)
                if cells > MAX_CELLS:
                    raise ExtractError(f"the .xlsx has more than {MAX_CELLS} cells")
                texts.extend(str(v) for v in row if v is not None)
    finally:
        book.close()
    return texts


def _package(archive: zipfile.ZipFile) -> list[str]:
    """The text of an Office package its library cannot open; ``ExtractError`` when it has a part
    that is not well-formed XML (that part's text cannot be read as a reader would)."""
    texts = part_texts(archive)
    if texts is None:
        raise ExtractError("the Office file cannot be read: a part is not well-formed XML")
    return texts
