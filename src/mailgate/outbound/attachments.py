"""The rules an outbound attachment must pass: switched on, small enough, of an allowed type by content.

The type is sniffed from the bytes (``filetype`` reads the magic numbers, and looks inside the zip
of an Office file), never taken from the file name or the type the agent declared: a declared type
that disagrees with the content is refused, so a PNG named ``report.pdf`` cannot pass as a PDF and
an executable cannot pass as text. Text types are text when the bytes are UTF-8.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Sequence
from dataclasses import dataclass

import filetype

from mailgate.errors import InvalidInput
from mailgate.model import Attachment
from mailgate.secrets.extract import ExtractError, extract_text
from mailgate.settings import Settings

MAX_ATTACHMENTS = 20
MAX_FILENAME = 200
# Names a recipient's system runs as a program or script when the file is opened, whatever the
# bytes are (Gmail's list and Outlook's Level 1 list, which blocks the same for its users: also
# ClickOnce `.appref-ms`, `.website` shortcuts, `.search-ms`/`.library-ms` files that open a share,
# Python, Access, certificates and themes): a UTF-8 `setup.bat`, `run.ps1` or `update.hta` is
# text/plain by content, and the approver would read "text/plain" for it.
RUNNABLE_EXTENSIONS = frozenset(
    {
        "ade",
        "adp",
        "apk",
        "app",
        "application",
        "appref-ms",
        "appx",
        "appxbundle",
        "bas",
        "bat",
        "bgi",
        "cab",
        "cer",
        "chm",
        "cmd",
        "cnt",
        "com",
        "cpl",
        "crt",
        "csh",
        "der",
        "desktop",
        "diagcab",
        "dll",
        "dmg",
        "ex_",
        "exe",
        "fxp",
        "gadget",
        "grp",
        "hlp",
        "hpj",
        "hta",
        "htc",
        "img",
        "inf",
        "ins",
        "iso",
        "isp",
        "its",
        "jar",
        "jnlp",
        "js",
        "jse",
        "ksh",
        "lib",
        "library-ms",
        "lnk",
        "mad",
        "maf",
        "mag",
        "mam",
        "maq",
        "mar",
        "mas",
        "mat",
        "mau",
        "mav",
        "maw",
        "mcf",
        "mda",
        "mdb",
        "mde",
        "mdt",
        "mdw",
        "mdz",
        "mjs",
        "msc",
        "msh",
        "msh1",
        "msh1xml",
        "msh2",
        "msh2xml",
        "mshxml",
        "msi",
        "msix",
        "msixbundle",
        "msp",
        "mst",
        "msu",
        "nsh",
        "ops",
        "osd",
        "pcd",
        "pif",
        "pl",
        "plg",
        "prf",
        "prg",
        "printerexport",
        "ps1",
        "ps1xml",
        "ps2",
        "ps2xml",
        "psc1",
        "psc2",
        "psd1",
        "psdm1",
        "psm1",
        "pst",
        "py",
        "pyc",
        "pyo",
        "pyw",
        "pyz",
        "pyzw",
        "reg",
        "scf",
        "scr",
        "sct",
        "search-ms",
        "searchconnector-ms",
        "settingcontent-ms",
        "shb",
        "shs",
        "sys",
        "theme",
        "tmp",
        "url",
        "vb",
        "vbe",
        "vbp",
        "vbs",
        "vhd",
        "vhdx",
        "vsmacros",
        "vsw",
        "vxd",
        "webpnp",
        "website",
        "ws",
        "wsc",
        "wsf",
        "wsh",
        "xbap",
        "xll",
        "xnk",
    }
)
# Names a mail client opens as an active document (a browser page that can run script and post a
# form): only a file whose content is that type, and the owner allows it, may carry one.
ACTIVE_EXTENSIONS = {
    "htm": "text/html",
    "html": "text/html",
    "shtml": "text/html",
    "xhtml": "application/xhtml+xml",
    "xht": "application/xhtml+xml",
    "mht": "message/rfc822",
    "mhtml": "message/rfc822",
    "svg": "image/svg+xml",
    "svgz": "image/svg+xml",
}
# type/subtype (RFC 2045 §5.1 tokens); parameters such as charset are not accepted from an agent.
_MIME_TYPE = re.compile(r"[a-z0-9][a-z0-9!#$&^_.+-]{0,63}/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}")
ENABLE_HINT = "set `[mail] allow_attachments = true` in config.toml to allow them"


@dataclass(frozen=True, kw_only=True)
class AttachmentRules:
    """The owner's attachment settings, read once per request."""

    allowed: bool = False
    max_file_bytes: int = 0
    max_message_bytes: int = 0
    types: frozenset[str] = frozenset()

    @classmethod
    def from_settings(cls, settings: Settings) -> AttachmentRules:
        """The rules as ``settings`` sets them (``mail.allow_attachments`` and its caps)."""
        return cls(
            allowed=settings.mail.allow_attachments,
            max_file_bytes=settings.mail.max_attachment_bytes,
            max_message_bytes=settings.mail.max_message_bytes,
            types=frozenset(t.strip().lower() for t in settings.mail.attachment_types),
        )


def sniff(data: bytes) -> str:
    """The MIME type of ``data`` judged by its content; ``text/plain`` for UTF-8 text, else ""."""
    kind = filetype.guess(data)
    if kind is not None:
        return str(kind.mime)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return ""
    return "text/plain"


def check_attachments(attachments: Sequence[Attachment], rules: AttachmentRules) -> tuple[Attachment, ...]:
    """Every attachment checked; returns them with the content type the content shows.

    Raises InvalidInput naming ``attachments`` and the rule broken, before anything is stored.
    """
    if not attachments:
        return ()
    if not rules.allowed:
        raise InvalidInput("attachments", f"are turned off (mail.allow_attachments is false); {ENABLE_HINT}")
    if len(attachments) > MAX_ATTACHMENTS:
        raise InvalidInput("attachments", f"at most {MAX_ATTACHMENTS} per draft", len(attachments))
    total = sum(len(a.data) for a in attachments)
    if total > rules.max_message_bytes:
        raise InvalidInput(
            "attachments",
            f"total {total} bytes; mail.max_message_bytes is {rules.max_message_bytes}",
        )
    return tuple(_check_one(n, a, rules) for n, a in enumerate(attachments, 1))


def _check_one(n: int, attachment: Attachment, rules: AttachmentRules) -> Attachment:
    label = f"attachment {n}"
    name = attachment.filename
    if not isinstance(name, str) or not name.strip():
        raise InvalidInput("attachments", f"{label} needs a file name")
    if name != name.strip():
        # Mail readers strip the name they save under: the approver would read another name.
        raise InvalidInput("attachments", f"{label}: the file name must not start or end with a space", name)
    if len(name) > MAX_FILENAME:
        raise InvalidInput("attachments", f"{label}: the file name is over {MAX_FILENAME} characters")
    if "/" in name or "\\" in name or name.strip(". ") == "":
        # A name, never a path: the receiving client saves it under this name.
        raise InvalidInput("attachments", f"{label}: the file name must not be a path", name)
    if not isinstance(attachment.data, bytes) or not attachment.data:
        raise InvalidInput("attachments", f"{label} ({name!r}) is empty")
    size = len(attachment.data)
    if size > rules.max_file_bytes:
        raise InvalidInput(
            "attachments",
            f"{label} ({name!r}) is {size} bytes; mail.max_attachment_bytes is {rules.max_file_bytes}",
        )
    found = sniff(attachment.data)
    declared = attachment.content_type.strip().lower()
    if declared and not _MIME_TYPE.fullmatch(declared):
        raise InvalidInput("attachments", f"{label}: the content type must be type/subtype", declared)
    if not found:
        raise InvalidInput("attachments", f"{label} ({name!r}): the content is of no known type")
    kind = found
    if found == "text/plain" and (not declared or declared.startswith("text/")):
        kind = declared or found  # any text/* the owner allows (csv, html): the bytes are UTF-8 text
    elif declared and declared != found:
        raise InvalidInput(
            "attachments", f"{label} ({name!r}) is declared {declared} but its content is {found}"
        )
    _check_extension(label, name, kind)
    if kind not in rules.types:
        raise InvalidInput(
            "attachments", f"{label} ({name!r}) is {kind}, not one of mail.attachment_types", kind
        )
    try:
        extract_text(kind, attachment.data)
    except ExtractError as exc:
        # Unreadable means unscannable: it could carry a secret the leak scanner never sees.
        raise InvalidInput("attachments", f"{label} ({name!r}) cannot be checked for secrets: {exc}") from exc
    return Attachment(filename=name, content_type=kind, data=attachment.data)


def _check_extension(label: str, name: str, kind: str) -> None:
    """Refuse a name that makes the recipient's system run the file, or open it as another type."""
    # NTFS reads `tool.exe::$DATA` (a stream of the file) as `tool.exe`: the part before a colon
    # is a name of its own there.
    for written in dict.fromkeys((name, name.partition(":")[0])):
        _check_runnable(label, name, written)
        stem, dot, extension = written.rstrip(". ").rpartition(".")
        extension = extension.lower() if dot and stem else ""
        named = ACTIVE_EXTENSIONS.get(extension, kind)
        if named != kind:
            raise InvalidInput(
                "attachments",
                f"{label} ({name!r}) is named as {named}, which a mail client opens as a page, "
                f"but its content is {kind}",
            )


def _check_runnable(label: str, name: str, written: str) -> None:
    stem, dot, extension = written.rstrip(". ").rpartition(".")
    extension = extension.lower() if dot and stem else ""
    if extension in RUNNABLE_EXTENSIONS:
        raise InvalidInput(
            "attachments",
            f"{label} ({name!r}): a .{extension} file runs as a program where it is opened; "
            "not sent whatever its content",
        )


# The text/* subtypes a declared type may name for a UTF-8 file (registered ones people send);
# any other is read as text/plain. The type is shown to an agent outside the fence, and a subtype
# of the sender's own making is up to 127 characters of words (session 10).
KNOWN_TEXT_TYPES = frozenset(
    {
        "text/plain",
        "text/csv",
        "text/tab-separated-values",
        "text/markdown",
        "text/x-markdown",
        "text/html",
        "text/xml",
        "text/css",
        "text/javascript",
        "text/calendar",
        "text/vcard",
        "text/x-vcard",
        "text/vtt",
        "text/rtf",
        "text/richtext",
        "text/enriched",
        "text/uri-list",
        "text/x-diff",
        "text/x-patch",
        "text/x-python",
        "text/x-sh",
        "text/x-log",
    }
)

# Enough of a file for its magic numbers (``filetype`` reads at most this much).
SNIFF_BYTES = 8192


def inbound_kind(declared: str, head: bytes, *, whole: bool) -> str:
    """The type an inbound file is read as, by its content ("" when of no known type); the sender's
    declared type only names which text/* a UTF-8 file is. ``head``: its first bytes (``whole``: all)."""
    kind = filetype.guess(head[:SNIFF_BYTES])
    if kind is not None:
        return str(kind.mime)
    try:
        # A head cut inside a character is still text: only a wrong byte sequence is not.
        codecs.getincrementaldecoder("utf-8")().decode(head, final=whole)
    except UnicodeDecodeError:
        return ""
    declared = declared.strip().lower()
    return declared if declared in KNOWN_TEXT_TYPES else "text/plain"


def judge_inbound(
    declared: str, size: int, head: bytes, rules: AttachmentRules, *, whole: bool
) -> tuple[str, str]:
    """(type by content, why it may not go to an agent or "") for one inbound attachment.

    The same caps as an outbound file: ``mail.max_attachment_bytes`` and ``mail.attachment_types``
    judged on the content (the sender's declared type only names which text/* a UTF-8 file is).
    ``head`` is the file's first bytes (``whole``: all of it); text is then UTF-8 up to its end.
    """
    found = inbound_kind(declared, head, whole=whole)
    if not found:
        return "", "its content is of no known type"
    if size > rules.max_file_bytes:
        return found, f"it is {size} bytes; mail.max_attachment_bytes is {rules.max_file_bytes}"
    if found not in rules.types:
        return found, f"it is {found}, not one of mail.attachment_types"
    return found, ""
