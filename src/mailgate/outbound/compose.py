"""Build the outbound MIME message: one UTF-8 text/plain part, 7-bit on the wire.

The subject goes out RFC 2047-encoded when it is not ASCII and the body quoted-printable (seed 000:
"plain text only"), so the message needs neither 8BITMIME nor SMTPUTF8 from the server. Bcc is never
a header: the envelope carries Bcc recipients (RFC 5322 §3.6.3 allows either; a header would leak).
"""

from __future__ import annotations

import email.policy
import io
import re
import secrets
from collections.abc import Sequence
from datetime import UTC, datetime
from email.generator import BytesGenerator
from email.headerregistry import Address as HeaderAddress
from email.message import EmailMessage
from email.utils import format_datetime

from mailgate.errors import InvalidInput

# Everything str.splitlines() breaks on, plus NUL: the email package splits header values with
# splitlines() in places, so any of these could start a new header line (header injection).
LINE_BREAKS = frozenset("\r\n\x00\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")

# A dot-atom local part (RFC 5322 §3.2.3) and an ASCII domain (IDNA A-labels, RFC 5890): the forms
# that need no quoting in a header and no SMTPUTF8 in the envelope.
_ATEXT = r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
_LOCAL = re.compile(rf"{_ATEXT}(?:\.{_ATEXT})*")
_DOMAIN = re.compile(
    r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*"
)
_NAMED = re.compile(r"(?P<name>[^<>]*)<(?P<spec>[^<>]*)>")
MESSAGE_ID = re.compile(r"<[\x21-\x3b\x3d\x3f-\x7e]+@[\x21-\x3b\x3d\x3f-\x7e]+>")
_MSG_IDS = re.compile(rf"{MESSAGE_ID.pattern}(?:[ \t]+{MESSAGE_ID.pattern})*")
_MAX_LINE = 998  # RFC 5322 §2.1.1, without the CRLF
_HEADER_NAME = re.compile(r"[\x21-\x39\x3b-\x7e]+")  # RFC 5322 §2.2 ftext

# Headers compose_message writes itself; extra_headers may not replace or duplicate them.
_OWN_HEADERS = frozenset(
    {
        "from",
        "sender",
        "to",
        "cc",
        "bcc",
        "subject",
        "date",
        "message-id",
        "in-reply-to",
        "references",
        "mime-version",
        "reply-to",
        "return-path",
    }
)


def compose_message(
    *,
    from_addr: str,
    to: Sequence[str],
    cc: Sequence[str],
    subject: str,
    body: str,
    message_id: str,
    date: datetime | None = None,
    in_reply_to: str = "",
    references: str = "",
    extra_headers: Sequence[tuple[str, str]] = (),
) -> EmailMessage:
    """Build a UTF-8 text/plain message with a quoted-printable body; refuses CR/LF in headers.

    Addresses are ``local@domain`` or ``Name <local@domain>``. There is no Bcc parameter on purpose,
    and To/Cc may both be empty (a Bcc-only message; RFC 5322 §3.6.3 makes them optional).
    """
    msg = EmailMessage(policy=email.policy.SMTP)
    msg["From"] = _mailbox("from_addr", from_addr)
    if to:
        msg["To"] = tuple(_mailbox("to", value) for value in to)
    if cc:
        msg["Cc"] = tuple(_mailbox("cc", value) for value in cc)
    msg["Subject"] = _header_text("subject", subject)
    msg["Date"] = format_datetime(_aware("date", date or datetime.now(UTC)))
    msg["Message-ID"] = _msg_ids("message_id", message_id, single=True)
    if in_reply_to:
        msg["In-Reply-To"] = _msg_ids("in_reply_to", in_reply_to, single=True)
    if references:
        msg["References"] = _msg_ids("references", references, single=False)
    for name, value in extra_headers:
        msg[_extra_name(name)] = _header_text(f"extra_headers[{name}]", value)
    # Forced quoted-printable keeps the wire 7-bit and short-lined whatever the body holds; the
    # content manager splits the body on CR, LF and CRLF, so bare CR/LF become CRLF on the wire.
    msg.set_content(body, subtype="plain", charset="utf-8", cte="quoted-printable")
    return msg


def render(message: EmailMessage) -> bytes:
    """The message as it goes on the wire: CRLF line ends, 7-bit, lines of at most 998 octets.

    Refuses what must not be sent whoever built the message: a Bcc header (the envelope carries
    Bcc), bare CR or LF (the SMTP smuggling shapes, CVE-2023-51764/5/6), 8-bit data, long lines.
    """
    if "Bcc" in message or "Resent-Bcc" in message:
        raise InvalidInput("message", "Bcc must not be a header: the envelope carries Bcc recipients")
    buffer = io.BytesIO()
    BytesGenerator(buffer, mangle_from_=False, policy=email.policy.SMTP).flatten(message, linesep="\r\n")
    data = buffer.getvalue()
    if not data.isascii():
        raise InvalidInput("message", "must be 7-bit (compose it with compose_message)")
    for line in data.split(b"\r\n"):
        if b"\r" in line or b"\n" in line:
            raise InvalidInput("message", "has a bare CR or LF")
        if len(line) > _MAX_LINE:
            raise InvalidInput("message", f"has a line longer than {_MAX_LINE} octets (RFC 5322 §2.1.1)")
    return data


def new_message_id(domain: str) -> str:
    """A fresh, unguessable Message-ID ``<random@domain>`` (RFC 5322 §3.6.4)."""
    if not _DOMAIN.fullmatch(domain):
        raise InvalidInput("domain", "must be an ASCII host name (A-labels)", domain)
    return f"<{secrets.token_hex(16)}@{domain.lower()}>"


def _header_text(field: str, value: str) -> str:
    """Refuse line breaks: a CR or LF in a header value would start a new header."""
    if any(ch in LINE_BREAKS for ch in value):
        raise InvalidInput(field, "must not contain CR, LF or other line breaks", value)
    return value


def _mailbox(field: str, value: str) -> HeaderAddress:
    """Parse ``local@domain`` or ``Name <local@domain>`` strictly: exactly one mailbox, no guessing.

    The stdlib parsers pick "some" address out of malformed input (SECURITY-NOTES), so the
    mailbox is split here and handed to the header registry already in parts.
    """
    _header_text(field, value)
    text = value.strip()
    display = ""
    named = _NAMED.fullmatch(text)
    if named:
        display = named.group("name").strip()
        if len(display) >= 2 and display[0] == display[-1] == '"':
            display = display[1:-1].replace('\\"', '"').replace("\\\\", "\\")
        text = named.group("spec").strip()
    local, at, domain = text.rpartition("@")
    if not at or not _LOCAL.fullmatch(local) or not _DOMAIN.fullmatch(domain):
        raise InvalidInput(field, "must be one address local@domain (ASCII, domain as A-labels)", value)
    return HeaderAddress(display_name=display, username=local, domain=domain)


def _msg_ids(field: str, value: str, *, single: bool) -> str:
    """Check one ``<id@host>`` (or a space-separated list of them) before it becomes a header."""
    _header_text(field, value)
    text = value.strip()
    pattern = MESSAGE_ID if single else _MSG_IDS
    if not pattern.fullmatch(text):
        shape = "<id@host>" if single else "<id@host> separated by spaces"
        raise InvalidInput(field, f"must be {shape}", value)
    return text


def _extra_name(name: str) -> str:
    if not _HEADER_NAME.fullmatch(name):
        raise InvalidInput("extra_headers", "header names are printable ASCII without ':'", name)
    lowered = name.lower()
    if lowered in _OWN_HEADERS or lowered.startswith("content-") or lowered.startswith("resent-"):
        raise InvalidInput("extra_headers", "may not set a header compose_message owns", name)
    return name


def _aware(field: str, value: datetime) -> datetime:
    if value.tzinfo is None or value.utcoffset() is None:
        raise InvalidInput(field, "must be timezone-aware", value.isoformat())
    return value
