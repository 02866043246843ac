"""Build the outbound message as wire bytes: one UTF-8 text/plain part, 7-bit, CRLF line ends.

With attachments the message is multipart/mixed: that text part first, then one base64 part per
file, its name RFC 2231-encoded (UTF-8, percent-escaped, split into numbered continuations so no
line grows past 78 columns) in Content-Disposition. The boundary starts with "=_", which neither
quoted-printable (it escapes "=") nor base64 can produce, so no part can end the message early.

The subject goes out RFC 2047-encoded when it is not plain ASCII and the body quoted-printable (seed
000: "plain text only"), so the message needs neither 8BITMIME nor SMTPUTF8 from the server. Bcc is
never a header: the envelope carries Bcc recipients (RFC 5322 §3.6.3 allows either; a header would
leak).

Why bytes, built directly: an ``EmailMessage`` (policy SMTP, header registry, ``set_content``)
flattened with ``BytesGenerator`` cost about 1.8 ms per message, a quarter of a whole loopback SMTP
send; writing the few headers of this one fixed shape straight to bytes costs about 75 µs (German
subject, a non-ASCII display name, three extra headers, a 650-character body). The encoders are
still the maintained stdlib ones, only the object model is gone:

- free-text header values (Subject, extra headers): ``email.header.Header``, us-ascii and folded at
  spaces when the value is plain printable ASCII, else RFC 2047 UTF-8 encoded words (one word via
  ``email.charset.Charset.header_encode`` when it fits the line: the same bytes Header would write);
- mailboxes: ``email.utils.formataddr`` for plain ASCII display names (quotes specials, escapes),
  RFC 2047 encoded words (``Charset``/``Header``) for the rest; address lists and References are
  folded here at the token boundaries (", " and spaces), lines of at most 78 characters;
- Date: ``email.utils.format_datetime``;
- body: ``binascii.b2a_qp`` (quoted-printable in C) after line ends are normalised.

``check_wire`` is the last gate on bytes, whoever built them; the SMTP client runs it too.
"""

from __future__ import annotations

import base64
import binascii
import email.policy
import io
import re
import secrets
from collections.abc import Sequence
from datetime import UTC, datetime
from email import base64mime, quoprimime
from email.charset import Charset
from email.generator import BytesGenerator
from email.header import Header
from email.message import EmailMessage
from email.utils import format_datetime, formataddr
from urllib.parse import quote

from mailgate.errors import InvalidInput
from mailgate.model import Attachment

# Everything str.splitlines() breaks on, plus NUL: the email package splits header values with
# splitlines() in places, so any of these could start a new header line (header injection).
LINE_BREAKS = frozenset("\r\n\x00\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
_LINE_BREAK = re.compile("[" + re.escape("".join(sorted(LINE_BREAKS))) + "]")

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

_FOLD_AT = 78  # RFC 5322 §2.1.1: SHOULD keep header lines to 78 characters
_WORD_MAX = 75  # RFC 2047 §2: an encoded word is at most 75 characters
# A plain value folds only before a run of spaces; a run plus the word after it longer than this
# could not be folded under 78 columns, so such a value goes out as encoded words instead.
_CHUNK_MAX = 60
_CHUNKS = re.compile(r" *[^ ]*")
_PRINTABLE = re.compile(r"[ -~]*")
# An ASCII display name formataddr writes as is or quotes: single spaces between words (an
# unquoted phrase reads back with whitespace runs collapsed), none at the ends.
_PLAIN_NAME = re.compile(r"[!-~]+(?: [!-~]+)*")
_UTF8 = Charset("utf-8")  # header_encode picks the shorter of B and Q, as Header does
# The octets the Q encoding writes in one column (as themselves, or a space as "_"); every other
# becomes "=XX". Taken from quoprimime itself, so ``_encoded_word`` counts as it encodes.
_Q_ONE_COLUMN = bytes(
    b for b in range(256) if len(quoprimime.header_encode(bytes([b]), "x")) == len("=?x?q??=") + 1
)
# b2a_qp turns a space or tab before a line end into =20/=09 after it decided the line fits, which
# can make a line of 77 or 78 characters (RFC 2045 §6.7 allows 76): give that escape a line of its
# own through a soft line break.
_QP_OVERLONG = re.compile(rb"^([^\n]{74,75})(=(?:20|09))$", re.MULTILINE)
_CONTENT_TYPE = re.compile(r"[a-z0-9][a-z0-9!#$&^_.+-]{0,63}/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}")
_FILENAME_CHUNK = 60  # characters of one RFC 2231 continuation: with " filename*NN*=" under 78
_BCC_HEADER = re.compile(rb"(?:^|[\r\n])(?:resent-)?bcc[ \t]*:", re.IGNORECASE)

_MIME_TAIL = (
    b"MIME-Version: 1.0\r\n"
    b'Content-Type: text/plain; charset="utf-8"\r\n'
    b"Content-Transfer-Encoding: quoted-printable\r\n"
    b"\r\n"
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
    attachments: Sequence[Attachment] = (),
) -> bytes:
    """The wire bytes of a UTF-8 text/plain message with a quoted-printable body.

    Refuses CR/LF in headers. Addresses are ``local@domain`` or ``Name <local@domain>``. There is
    no Bcc parameter on purpose, and To/Cc may both be empty (a Bcc-only message; RFC 5322 §3.6.3
    makes them optional). The result has passed ``check_wire``.
    """
    sender = _mailbox("from_addr", from_addr)
    to_boxes = [_mailbox("to", value) for value in to]
    cc_boxes = [_mailbox("cc", value) for value in cc]
    subject = _header_text("subject", subject)
    when = _aware("date", date or datetime.now(UTC))
    head = [_fold("From", [_mailbox_tokens(*sender)])]
    if to_boxes:
        head.append(_fold("To", _mailbox_list(to_boxes)))
    if cc_boxes:
        head.append(_fold("Cc", _mailbox_list(cc_boxes)))
    head.append(_text_field("Subject", subject))
    head.append(f"Date: {format_datetime(when)}\r\n")
    head.append(_fold("Message-ID", [[_msg_ids("message_id", message_id, single=True)]]))
    if in_reply_to:
        head.append(_fold("In-Reply-To", [[_msg_ids("in_reply_to", in_reply_to, single=True)]]))
    if references:
        ids = _msg_ids("references", references, single=False).split()
        head.append(_fold("References", [[ref] for ref in ids]))
    for name, value in extra_headers:
        name = _extra_name(name)
        head.append(_text_field(name, _header_text(f"extra_headers[{name}]", value)))
    # Forced quoted-printable keeps the wire 7-bit and short-lined whatever the body holds. CRLF,
    # lone CR and lone LF each end one line; b2a_qp works on LF and LF becomes CRLF at the end.
    text = body.replace("\r\n", "\n").replace("\r", "\n")
    if not text.endswith("\n"):
        text += "\n"
    encoded = binascii.b2a_qp(text.encode("utf-8"), istext=True)
    if b"=20\n" in encoded or b"=09\n" in encoded:  # the cheap test first
        encoded = _QP_OVERLONG.sub(rb"\1=\n\2", encoded)
    text_part = encoded.replace(b"\n", b"\r\n")
    if not attachments:
        return check_wire("".join(head).encode("ascii") + _MIME_TAIL + text_part)
    boundary = f"=_mailgate_{secrets.token_hex(16)}".encode("ascii")
    out = [
        "".join(head).encode("ascii"),
        b'MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="' + boundary + b'"\r\n\r\n',
        # The CRLF before a boundary belongs to the boundary (RFC 2046 §5.1.1): one more keeps the
        # body's own last line end.
        b"--" + boundary + b"\r\n" + _MIME_TAIL[len(b"MIME-Version: 1.0\r\n") :] + text_part + b"\r\n",
    ]
    for attachment in attachments:
        out.append(b"--" + boundary + b"\r\n" + _attachment_part(attachment))
    out.append(b"--" + boundary + b"--\r\n")
    return check_wire(b"".join(out))


def _attachment_part(attachment: Attachment) -> bytes:
    """One base64 part: its type, its RFC 2231 file name, its content in 76-column lines."""
    kind = attachment.content_type
    if not _CONTENT_TYPE.fullmatch(kind):
        raise InvalidInput("attachments", "the content type must be type/subtype", kind)
    _header_text("attachments", attachment.filename)
    head = (
        f"Content-Type: {kind}\r\n"
        f"Content-Disposition: attachment;{_rfc2231_filename(attachment.filename)}\r\n"
        "Content-Transfer-Encoding: base64\r\n\r\n"
    )
    body = base64.encodebytes(attachment.data).replace(b"\n", b"\r\n")
    return head.encode("ascii") + body


def _rfc2231_filename(name: str) -> str:
    """``filename*0*=utf-8''...`` continuations (RFC 2231 §3, §4), each on a line of its own.

    Every character is percent-escaped whole (a multi-byte character never splits between two
    lines), so any name, however long or non-ASCII, reads back exactly.
    """
    escaped = [quote(c, safe="") for c in name]
    chunks: list[str] = []
    current = "utf-8''"
    for piece in escaped:
        if len(current) + len(piece) > _FILENAME_CHUNK:
            chunks.append(current)
            current = ""
        current += piece
    chunks.append(current)
    return ";".join(f"\r\n filename*{i}*={chunk}" for i, chunk in enumerate(chunks))


def check_wire(data: bytes) -> bytes:
    """Refuse what must not be sent whoever built the message; returns ``data`` unchanged.

    A Bcc or Resent-Bcc header (the envelope carries Bcc), 8-bit data, a bare CR or LF (the SMTP
    smuggling shapes, CVE-2023-51764/5/6), a line over 998 octets (RFC 5322 §2.1.1).
    """
    if data.startswith(b"\r\n"):
        head = b""  # no header fields at all
    else:
        end = data.find(b"\r\n\r\n")
        head = data if end < 0 else data[:end]
    if b"bcc" in head.lower() and _BCC_HEADER.search(head):  # the cheap test first
        raise InvalidInput("message", "Bcc must not be a header: the envelope carries Bcc recipients")
    if not data.isascii():
        raise InvalidInput("message", "must be 7-bit (compose it with compose_message)")
    pairs = data.count(b"\r\n")
    if data.count(b"\r") != pairs or data.count(b"\n") != pairs:
        raise InvalidInput("message", "has a bare CR or LF")
    if max(map(len, data.split(b"\r\n"))) > _MAX_LINE:
        raise InvalidInput("message", f"has a line longer than {_MAX_LINE} octets (RFC 5322 §2.1.1)")
    return data


def render(message: EmailMessage) -> bytes:
    """A hand-built message as it goes on the wire: flattened with CRLF, then ``check_wire``."""
    buffer = io.BytesIO()
    BytesGenerator(buffer, mangle_from_=False, policy=email.policy.SMTP).flatten(message, linesep="\r\n")
    return check_wire(buffer.getvalue())


def new_message_id(domain: str) -> str:
    """A fresh, unguessable Message-ID ``<random@domain>`` (RFC 5322 §3.6.4)."""
    if not _DOMAIN.fullmatch(domain):
        raise InvalidInput("domain", "must be an ASCII host name (A-labels)", domain)
    return f"<{secrets.token_hex(16)}@{domain.lower()}>"


def _header_text(field: str, value: str) -> str:
    """Refuse line breaks: a CR or LF in a header value would start a new header."""
    if _LINE_BREAK.search(value):
        raise InvalidInput(field, "must not contain CR, LF or other line breaks", value)
    return value


def _mailbox(field: str, value: str) -> tuple[str, str]:
    """Parse ``local@domain`` or ``Name <local@domain>`` strictly: exactly one mailbox, no guessing.

    Returns ``(display name, addr-spec)``. The stdlib parsers pick "some" address out of malformed
    input (the first of a list, encoded-words decoded in a local part), so the mailbox is split here
    and only formatted by the stdlib.
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
    return display, text


def _plain_text(value: str) -> bool:
    """Whether a free-text value can go out as us-ascii text and read back as the same text.

    Printable ASCII; no "=?" (a reader would decode a lookalike encoded word into other text); no
    leading space (the reader drops it); no chunk too long to fold.
    """
    return (
        _PRINTABLE.fullmatch(value) is not None
        and "=?" not in value
        and not value.startswith(" ")
        and (len(value) <= _CHUNK_MAX or max(map(len, _CHUNKS.findall(value))) <= _CHUNK_MAX)
    )


def _text_field(name: str, value: str) -> str:
    """``Name: value`` for free text, folded to 78 columns by ``email.header.Header``.

    The two shortcuts (a value that fits the line) give exactly what Header would: the value
    itself, or the one encoded word ``Charset.header_encode`` writes.
    """
    room = _FOLD_AT - len(name) - 2
    if _plain_text(value):
        if len(value) <= room:
            folded = value
        else:  # fold only at spaces: Header would also break after ";" or "," first, leaving long lines
            folded = Header(value, header_name=name, maxlinelen=_FOLD_AT).encode(
                splitchars=" ", linesep="\r\n"
            )
    else:
        folded = _encoded_word(value)
        if len(folded) > room:
            folded = Header(value, "utf-8", header_name=name, maxlinelen=_FOLD_AT).encode(linesep="\r\n")
    if folded.startswith("\r\n"):
        # Header moved the first chunk under a long name; unfolded, the value would then start
        # with a space that readers (the stdlib parser among them) keep. Leave it on the name line.
        folded = folded[3:]
    return f"{name}: {folded}\r\n" if folded else f"{name}:\r\n"


def _encoded_word(value: str) -> str:
    """Exactly ``Charset("utf-8").header_encode(value)``: one B or Q encoded word, the shorter (Q on a tie).

    The stdlib measures the Q length with a generator over every octet, a third of composing a
    message with a non-ASCII subject; here one ``bytes.translate`` counts the escaped octets
    (docs/benchmarks.md, send, session 10). The encoding itself is still the stdlib's.
    """
    raw = value.encode("utf-8")
    if not raw:
        return ""
    q_length = len(raw) + 2 * len(raw.translate(None, _Q_ONE_COLUMN))
    b_length = -(-len(raw) // 3) * 4
    if b_length < q_length:
        return base64mime.header_encode(raw, "utf-8")
    return quoprimime.header_encode(raw, "utf-8")


def _mailbox_tokens(display: str, addr: str) -> list[str]:
    """A mailbox as the pieces a header may be folded between: name words, then ``<addr>``."""
    if not display:
        return [addr]
    if _PLAIN_NAME.fullmatch(display) and "=?" not in display:
        phrase = formataddr((display, addr))[: -len(addr) - 3]  # drop " <addr>"
        if len(phrase) <= _CHUNK_MAX:
            return [phrase, f"<{addr}>"]
    word = _encoded_word(display)
    if len(word) <= _WORD_MAX:
        return [word, f"<{addr}>"]
    return [*Header(display, "utf-8", maxlinelen=_WORD_MAX).encode(linesep="\r\n").split(), f"<{addr}>"]


def _mailbox_list(boxes: Sequence[tuple[str, str]]) -> list[list[str]]:
    """One token group per mailbox, with the list's comma after each but the last."""
    groups = [_mailbox_tokens(*box) for box in boxes]
    for group in groups[:-1]:
        group[-1] += ","
    return groups


def _fold(name: str, groups: Sequence[Sequence[str]]) -> str:
    """``Name: a1 a2, b1 b2 ...``, the tokens of each group joined by single spaces.

    A group (a mailbox, a message id) that does not fit on the current line starts a new one (CRLF
    SP), so lists break at their ", " boundaries; only a group longer than a line is folded between
    its own tokens; before the first token only if that makes it fit (then the name stands alone
    on its line, as email.header.Header does it). Lines stay within 78 columns unless a single
    token is longer.
    """
    parts = [name, ":"]
    column = len(name) + 1
    written = False  # whether the current line holds a token yet
    for group in groups:
        width = sum(map(len, group)) + len(group)  # a space before each token
        if written and column + width > _FOLD_AT and 1 + width <= _FOLD_AT:
            parts.append("\r\n")  # the group's first space indents the new line
            column = 0
        for token in group:
            if column + 1 + len(token) > _FOLD_AT and (written or 1 + len(token) <= _FOLD_AT):
                parts.append("\r\n ")
                column = 1 + len(token)
            else:
                parts.append(" ")
                column += 1 + len(token)
            parts.append(token)
            written = True
    parts.append("\r\n")
    return "".join(parts)


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
