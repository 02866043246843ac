"""sendmail's command line and message, as one agent send (a pure translation: no I/O here).

Programs that send through sendmail (git send-email, mutt, cron, mail(1)) hand over a whole
RFC 5322 message on stdin and name recipients as arguments, or with ``-t`` in the headers. The
recipients that count are the envelope's (where mail really goes); headers only decide whether
a recipient is shown as To, Cc, or not at all (Bcc).

A MIME message may carry attachments (parts with a file name or ``Content-Disposition:
attachment``): they become the send's attachments, as base64, and are judged by the same agent
operation as the JSON API's (switched off by default, caps, allowed types checked on the content,
text scanned for secrets). Any other part besides the one text/plain body is refused.
"""

from __future__ import annotations

import base64
import functools
import hashlib
from dataclasses import dataclass
from email import policy
from email.headerregistry import BaseHeader, HeaderRegistry
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import getaddresses

from mailgate import AttachmentInput
from mailgate.errors import InvalidInput

MAX_MESSAGE_BYTES = 1_000_000
# To/Cc/Bcc values whose address lists are remembered: a program mails the same people again and
# again, and the header registry's parse of one line costs more than the rest of the message's.
HEADER_LISTS_REMEMBERED = 1024
# Only lines this short are remembered, so the memory held stays small whatever the messages.
HEADER_LIST_REMEMBERED_CHARS = 2000


class _HeaderClasses(HeaderRegistry):
    """``policy.default``'s header registry, with each header class made once instead of on every read.

    The stdlib's registry defines a new class (``type(...)``) for every header it parses: a class
    made, registered with its bases and later left to the cyclic garbage collector, for each
    Subject read. The classes made here are the same ones, kept per class (at most one per entry
    of the registry, whatever header names a message carries), so every header parses as before.
    """

    def __init__(self) -> None:
        super().__init__()
        self._made: dict[type, type[BaseHeader]] = {}

    def __getitem__(self, name: str) -> type[BaseHeader]:
        cls = self.registry.get(name.lower(), self.default_class)
        made = self._made.get(cls)
        if made is None:
            made = self._made[cls] = type("_" + cls.__name__, (cls, self.base_class), {})
        return made


# policy.default with the header classes kept: how every message here is parsed.
POLICY = policy.default.clone(header_factory=_HeaderClasses())


class UsageError(Exception):
    """The command line is not one sendmail accepts (exit 64)."""


@dataclass(frozen=True, kw_only=True)
class SendmailArgs:
    """The sendmail options mailgate understands; the others are accepted and ignored."""

    recipients: tuple[str, ...]
    from_headers: bool = False  # -t
    sender: str = ""  # -f (the agent's From is mailgate's to choose; kept for the log)
    full_name: str = ""  # -F
    agent: str = ""
    token_file: str = ""
    url: str = ""


# Options that take a value, as `-fADDR` or `-f ADDR`.
_WITH_VALUE = {
    "-f": "sender",
    "-F": "full_name",
    "-r": "sender",
    "-B": "",
    "-N": "",
    "-R": "",
    "-V": "",
    "-L": "",
    "-p": "",
}
# Accepted and ignored: they change delivery details mailgate decides itself.
_IGNORED = {"-i", "-oi", "-oee", "-oem", "-odi", "-odb", "-odq", "-v", "-bm", "-U", "-Am", "-Ac", "-G"}
_LONG = {"--agent": "agent", "--token-file": "token_file", "--url": "url"}


def parse_argv(argv: list[str]) -> SendmailArgs:
    """sendmail's arguments; UsageError names what is not understood."""
    values: dict[str, str] = {}
    recipients: list[str] = []
    from_headers = False
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            recipients.extend(argv[i:])
            break
        long_name, _, inline = arg.partition("=")
        if long_name in _LONG:
            if not inline:
                if i >= len(argv):
                    raise UsageError(f"{long_name} needs a value")
                inline, i = argv[i], i + 1
            values[_LONG[long_name]] = inline
        elif arg in ("-t", "-ti", "-it"):
            from_headers = True
        elif arg in _IGNORED or arg.startswith("-o"):
            continue
        elif arg[:2] in _WITH_VALUE:
            value = arg[2:]
            if not value:
                if i >= len(argv):
                    raise UsageError(f"{arg} needs a value")
                value, i = argv[i], i + 1
            if _WITH_VALUE[arg[:2]]:
                values[_WITH_VALUE[arg[:2]]] = value
        elif arg.startswith("-b"):
            raise UsageError(f"{arg}: only sending (-bm, the default) is supported")
        elif arg.startswith("-"):
            raise UsageError(f"unknown option {arg}")
        else:
            recipients.append(arg)
    if not from_headers and not recipients:
        raise UsageError("name at least one recipient, or use -t to take them from the message")
    return SendmailArgs(recipients=tuple(recipients), from_headers=from_headers, **values)


@dataclass(frozen=True, kw_only=True)
class MessageSend:
    """The fields of one agent send, taken from a sendmail message."""

    to: tuple[str, ...]
    cc: tuple[str, ...]
    bcc: tuple[str, ...]
    subject: str
    body: str
    idempotency_key: str
    attachments: tuple[AttachmentInput, ...] = ()

    def to_json(self) -> dict[str, object]:
        """The JSON API's send document."""
        doc: dict[str, object] = {
            "to": list(self.to),
            "cc": list(self.cc),
            "bcc": list(self.bcc),
            "subject": self.subject,
            "body": self.body,
            "idempotency_key": self.idempotency_key,
        }
        if self.attachments:
            doc["attachments"] = [
                {"filename": a.filename, "content_base64": a.content_base64, "content_type": a.content_type}
                for a in self.attachments
            ]
        return doc


def message_send(raw: bytes, args: SendmailArgs, *, keyed: bool = True) -> MessageSend:
    """The send for this message; InvalidInput (exit 65) when it cannot be one.

    ``keyed=False`` leaves ``idempotency_key`` empty, for a caller that keys the send itself (the
    SMTP door keys by message and envelope): parsing the Message-ID header would be wasted work.
    """
    if len(raw) > MAX_MESSAGE_BYTES:
        raise InvalidInput("message", f"is over {MAX_MESSAGE_BYTES} bytes", len(raw))
    msg = BytesParser(policy=POLICY).parsebytes(raw)
    assert isinstance(msg, EmailMessage)
    header_to = _addresses(msg, "to")
    header_cc = _addresses(msg, "cc")
    header_bcc = _addresses(msg, "bcc")
    envelope = list(args.recipients)
    if args.from_headers:
        envelope += header_to + header_cc + header_bcc
    envelope = list(dict.fromkeys(envelope))
    shown_to = {a.lower() for a in header_to}
    shown_cc = {a.lower() for a in header_cc}
    to = [a for a in envelope if a.lower() in shown_to]
    cc = [a for a in envelope if a.lower() in shown_cc and a.lower() not in shown_to]
    # A recipient the headers do not show stays unshown: Bcc. A draft needs one To recipient, and
    # moving a hidden one there would show that address to everybody else who gets the message
    # (`To: undisclosed-recipients:;` and a Bcc list is how a mailing hides its readers from each
    # other). So a shown Cc moves up first; a hidden recipient only when it is the only recipient
    # (`sendmail bob@x < note`: bob sees his own address); otherwise the message is refused.
    rest = [a for a in envelope if a not in to and a not in cc]
    if not to and cc:
        to, cc = cc[:1], cc[1:]
    if not to and rest:
        if len(rest) > 1:
            raise InvalidInput(
                "to",
                "no recipient is shown in a To or Cc header, and making one of several hidden "
                "recipients the To would show that address to the others: name a To recipient in "
                "the headers (the recipients they do not show stay Bcc)",
                len(rest),
            )
        to, rest = rest, []
    subject = str(msg.get("subject", "") or "")
    body, attachments = _parts(msg)
    return MessageSend(
        to=tuple(to),
        cc=tuple(cc),
        bcc=tuple(rest),
        subject=subject,
        body=body,
        idempotency_key=_key(msg, raw) if keyed else "",
        attachments=attachments,
    )


def _addresses(msg: EmailMessage, name: str) -> list[str]:
    # The raw values, each parsed below exactly as ``msg.get_all(name)`` would parse it.
    raw = tuple(value for key, value in msg.raw_items() if key.lower() == name)
    if not raw:
        return []
    parse = _address_list if sum(map(len, raw)) <= HEADER_LIST_REMEMBERED_CHARS else _address_list.__wrapped__
    try:
        return list(parse(name, raw))
    except (AttributeError, IndexError, TypeError, ValueError):
        # The stdlib's address-list parser raises on some malformed lists ("To: <", "To: .:",
        # "Cc: .;" raises TypeError in Python 3.11):
        # the message is refused naming the header, never a crash (a 500 over SMTP, exit 1 here).
        raise InvalidInput(
            name, "header cannot be read as a list of addresses (one address per entry, comma-separated)"
        ) from None


@functools.lru_cache(maxsize=HEADER_LISTS_REMEMBERED)
def _address_list(name: str, raw: tuple[str, ...]) -> tuple[str, ...]:
    """The addresses of one header's raw values, parsed by the header registry of ``policy.default``
    (as kept by ``POLICY``).

    A pure function of its arguments (a value that does not parse raises, and is not remembered).
    """
    values = [str(POLICY.header_fetch_parse(name, value)) for value in raw]
    return tuple(addr for _, addr in getaddresses(values) if addr)


def _parts(msg: EmailMessage) -> tuple[str, tuple[AttachmentInput, ...]]:
    """The text/plain body and the attachments; any other kind of part is refused."""
    body_part = msg.get_body(preferencelist=("plain",))
    attachments: list[AttachmentInput] = []
    if msg.is_multipart():
        for part in msg.walk():
            if part.get_content_maintype() == "message":
                # A forwarded message's parts would be walked as if they were this message's.
                raise InvalidInput(
                    "message", "an attached message (message/*) cannot be sent through mailgate"
                )
            if part.is_multipart() or part is body_part:
                continue
            assert isinstance(part, EmailMessage)
            if _is_attachment(part):
                attachments.append(_attachment(part))
            else:
                raise InvalidInput(
                    "message",
                    "only a plain-text body and attachments can be sent through mailgate (found "
                    f"a {part.get_content_type()} part that is not an attachment)",
                )
    if body_part is None:
        raise InvalidInput("message", "has no text/plain body")
    try:
        content = body_part.get_content()
    except (LookupError, KeyError, ValueError) as exc:
        raise InvalidInput("message", f"its text cannot be decoded ({exc.__class__.__name__})") from None
    if not isinstance(content, str):
        raise InvalidInput("message", "has no text/plain body")
    # sendmail input uses bare LF; the draft keeps plain newlines (the settler writes CRLF).
    return content.replace("\r\n", "\n"), tuple(attachments)


def _is_attachment(part: EmailMessage) -> bool:
    return part.get_content_disposition() == "attachment" or bool(part.get_filename())


def _attachment(part: EmailMessage) -> AttachmentInput:
    """One attachment part as the agent operation takes it: name, base64 of the bytes, declared type."""
    data = part.get_payload(decode=True)
    if not isinstance(data, bytes):
        raise InvalidInput("message", "an attachment's content cannot be decoded")
    declared = part.get_content_type()
    # Mail programs say octet-stream for "some file": that declares nothing, so the content decides.
    if declared == "application/octet-stream" or part.get("content-type") is None:
        declared = ""
    return AttachmentInput(
        filename=str(part.get_filename() or ""),
        content_base64=base64.b64encode(data).decode("ascii"),
        content_type=declared,
    )


def _key(msg: EmailMessage, raw: bytes) -> str:
    # The same message handed over twice (a retrying cron job) is one draft, not two.
    message_id = str(msg.get("message-id", "") or "").strip()
    basis = message_id.encode("utf-8", "replace") if message_id else raw
    return "sendmail:" + hashlib.sha256(basis).hexdigest()[:40]
