"""What an agent is shown of one mail, built in one place for the fence and the injection scanner.

The pipeline scans :meth:`Shown.fields` of the row it is about to store, and the fence prints
:meth:`Shown.fields` of the row it read back: both come from :func:`shown` over the same
stored columns. A header added here is fenced and scanned alike; the fence has no other way to
put mail text in front of an agent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mailgate.inbound.parse import ParsedMail

AMBIGUOUS_SENDER = "(ambiguous sender)"
"""Shown instead of an address when From does not name exactly one well-formed address."""


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
        """The same with ``redact`` applied to every text (vault values never reach an agent)."""
        return Shown(
            sender=redact(self.sender) if not self.ambiguous else self.sender,
            headers=tuple((label, redact(text)) for label, text in self.headers),
            body=redact(self.body),
        )


def shown(record: Mapping[str, Any], attachments: Sequence[Mapping[str, Any]]) -> Shown:
    """What the fence shows of a stored mail row (or of the row the pipeline is about to store)."""
    from_addr = str(record.get("from_addr") or "")
    from_header = str(record.get("from_header") or "")
    headers: list[tuple[str, str]] = []
    if from_header:
        headers.append(("From", from_header))
    if record.get("reply_to"):
        headers.append(("Reply-To", str(record["reply_to"])))
    headers.append(("Subject", str(record.get("subject") or "")))
    headers.append(("Date", str(record.get("date") or "")))
    if attachments:
        listed = (f"{a['filename']} ({a['content_type']}, {int(a['size'])} bytes)" for a in attachments)
        headers.append(("Attachments", ", ".join(listed)))
    return Shown(
        # A From the parser could not read as one address has no address to show, never "the first".
        sender=from_addr or (AMBIGUOUS_SENDER if from_header else ""),
        headers=tuple(headers),
        body=str(record.get("body") or ""),
    )


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
