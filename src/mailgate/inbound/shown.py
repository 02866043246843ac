"""What an agent is shown of one mail, built in one place for the fence and the injection scanner.

The pipeline scans :meth:`Shown.fields` of the row it is about to store, and the fence prints
:meth:`Shown.fields` of the row it read back: both come from :func:`shown` over the same
stored columns. A header added here is fenced and scanned alike; the fence has no other way to
put mail text in front of an agent.

Every field is capped here, so no header can carry what the body cap keeps out: the sender and
header values at 500 characters, the subject at 300, each attachment name at 200 (shown with its
control, bidi and invisible characters as visible escapes) and at most 50 attachments listed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mailgate.display import show
from mailgate.inbound.parse import ParsedMail
from mailgate.model import StoredMail

AMBIGUOUS_SENDER = "(ambiguous sender)"
"""Shown instead of an address when From does not name exactly one well-formed address."""

SUBJECT_CAP = 300
"""Characters of the subject shown (the stored subject is whole; the owner sees all of it)."""
HEADER_CAP = 500
"""Characters of the sender and of every other header value shown."""
NAME_CAP = 200
"""Characters of one attachment name (or content type) shown, after escaping."""
MAX_LISTED = 50
"""Attachments listed by name; the rest are counted."""
CLIP = "...[clipped]"
# One listed attachment: a name, its content type and its size in bytes.
_ATTACHMENT_CAP = 2 * NAME_CAP + 40
ATTACHMENTS_CAP = MAX_LISTED * (_ATTACHMENT_CAP + 2) + 40
"""Characters of the whole Attachments line."""


@dataclass(frozen=True, kw_only=True)
class Shown:
    """The sender, the header lines and the body of one mail as an agent sees them."""

    sender: str  # the one From address, AMBIGUOUS_SENDER, or "" when there is no From at all
    headers: tuple[tuple[str, str], ...]  # (label, text) lines, in the order the fence prints them
    body: str

    @property
    def ambiguous(self) -> bool:
        """Whether From names no single sender (several addresses, several headers, a malformed one)."""
        return self.sender == AMBIGUOUS_SENDER

    def fields(self) -> tuple[tuple[str, str], ...]:
        """Every (field, text) pair shown: the scanner reads exactly these."""
        return (("sender", self.sender), *self.headers, ("body", self.body))

    def redacted(self, redact: Callable[[str], str]) -> Shown:
        """The same with ``redact`` applied to every text (vault values never reach an agent).

        Capped again afterwards: a redaction marker may be longer than the value it replaces.
        """
        return Shown(
            sender=capped(redact(self.sender), HEADER_CAP) if not self.ambiguous else self.sender,
            headers=tuple((label, capped(redact(text), cap_of(label))) for label, text in self.headers),
            body=redact(self.body),
        )


def capped(text: str, cap: int) -> str:
    """``text`` cut to at most ``cap`` characters, ending in :data:`CLIP` when cut."""
    return text if len(text) <= cap else text[: cap - len(CLIP)] + CLIP


def cap_of(label: str) -> int:
    """The cap of a header line the fence shows, by its label."""
    return {"Subject": SUBJECT_CAP, "Attachments": ATTACHMENTS_CAP}.get(label, HEADER_CAP)


def shown(record: Mapping[str, Any], attachments: Sequence[Mapping[str, Any]]) -> Shown:
    """What the fence shows of a stored mail row (or of the row the pipeline is about to store)."""
    from_addr = str(record.get("from_addr") or "")
    from_header = str(record.get("from_header") or "")
    headers: list[tuple[str, str]] = []
    if from_header:
        headers.append(("From", from_header))
    if record.get("reply_to"):
        # Shown whenever present: replies go there, so an agent must see it next to From.
        headers.append(("Reply-To", str(record["reply_to"])))
    headers.append(("Subject", str(record.get("subject") or "")))
    headers.append(("Date", str(record.get("date") or "")))
    if attachments:
        headers.append(("Attachments", attachment_list(attachments)))
    return Shown(
        # A From the parser could not read as one address has no address to show, never "the first".
        sender=capped(from_addr, HEADER_CAP) or (AMBIGUOUS_SENDER if from_header else ""),
        headers=tuple((label, capped(text, cap_of(label))) for label, text in headers),
        body=str(record.get("body") or ""),
    )


def shown_stored(mail: StoredMail) -> Shown:
    """What the fence shows of a stored mail: :func:`shown` over its stored columns."""
    fields = {
        "from_addr": mail.from_addr,
        "from_header": mail.from_header,
        "reply_to": mail.reply_to,
        "subject": mail.subject,
        "date": mail.date,
        "body": mail.body,
    }
    attachments = [
        {"filename": a.filename, "content_type": a.content_type, "size": a.size} for a in mail.attachments
    ]
    return shown(fields, attachments)


def listed_sender(from_addr: str, from_header: str) -> str:
    """The sender a listing shows: the one From address, or the ambiguous marker (see :func:`shown`)."""
    return shown({"from_addr": from_addr, "from_header": from_header}, ()).sender


def attachment_list(attachments: Sequence[Mapping[str, Any]]) -> str:
    """The first :data:`MAX_LISTED` attachments as ``name (type, N bytes)``, names escaped and capped."""
    listed = [
        f"{shown_name(str(a['filename']))} ({shown_name(str(a['content_type']))}, {int(a['size'])} bytes)"
        for a in attachments[:MAX_LISTED]
    ]
    more = len(attachments) - MAX_LISTED
    if more > 0:
        listed.append(f"and {more} more not listed")
    return ", ".join(listed)


def shown_name(name: str) -> str:
    """An attachment name as shown: bidi overrides, controls and invisible characters as escapes
    (``<U+202E>``), so ``invoice<U+202E>fdp.exe`` cannot pass for ``invoiceexe.pdf``; capped."""
    return capped(show(name, one_line=True), NAME_CAP)


def stored_fields(mail: ParsedMail) -> dict[str, str]:
    """The columns of a mail row that :func:`shown` reads, before redaction."""
    return {
        "from_addr": mail.from_addr,
        "from_header": mail.from_header,
        "reply_to": mail.reply_to,
        "subject": mail.subject,
        "date": mail.date,
        "body": mail.text,
    }


def attachment_rows(mail: ParsedMail) -> list[dict[str, Any]]:
    """The attachment rows of a mail, as stored."""
    return [
        {
            "filename": a.filename,
            "content_type": a.content_type,
            "size": a.size,
            "sha256": a.sha256,
            "data": a.data,
        }
        for a in mail.attachments
    ]


def shown_of(mail: ParsedMail) -> Shown:
    """What an agent would be shown of a parsed mail (nothing redacted)."""
    return shown(stored_fields(mail), attachment_rows(mail))
