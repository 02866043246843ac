"""Parse hostile inbound mail into a frozen record, never raising.

Every step is wrapped: the standard library's parser raises on inputs attackers can send
(``Message-ID: <<>>``, unknown charsets, multiparts without a boundary) and its
address parser is slow on huge headers. What cannot be parsed is noted in ``parse_error``;
the caller keeps the raw bytes, so nothing is lost.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from email import errors as email_errors
from email import policy
from email.headerregistry import Address
from email.message import EmailMessage, Message
from email.parser import BytesParser

from mailgate.inbound import anomalies as anomaly
from mailgate.inbound.calendar import invitation_text
from mailgate.inbound.header_values import REGISTRY, PlainAddress, plain_addresses, plain_unstructured
from mailgate.inbound.html import hidden_html, html_to_text

_MAX_PARTS = 1000  # MIME parts walked per message
_MAX_DEPTH = 50  # MIME nesting followed
_MAX_INVITATIONS = 5  # text/calendar parts whose text is shown
_CLIP = "...[clipped]"
# RFC 6838 allows 127 characters per type and subtype name; the column holds 200, and PostgreSQL
# refuses a longer value outright (the whole mail would be lost, the poll stuck on it).
_MAX_CONTENT_TYPE = 200
_ADDRESS_HEADERS = ("to", "cc")
_DELIVERY_HEADERS = ("delivered-to", "x-original-to", "envelope-to", "x-envelope-to")
# Parser defects that leave no doubt about the address: obsolete but valid RFC 5322 syntax
# ("John Q. Public", route addresses) and UTF-8 local parts (RFC 6532), which the stdlib
# parser reports as non-ASCII and, sent raw, as undecodable bytes (``clean`` decodes them).
_HARMLESS_DEFECTS = (
    email_errors.ObsoleteHeaderDefect,
    email_errors.NonASCIILocalPartDefect,
    email_errors.UndecodableBytesDefect,
)


class _ParsePolicy(policy.EmailPolicy):
    """``policy.default``, but a header read again is not parsed again.

    The email package reads Content-Type a dozen times per part (content type, main type,
    charset, parameters, filename), parsing it each time; the parse depends on the name and
    value alone, and the header objects it makes are read-only. Short values (``text/plain;
    charset="utf-8"``, ``base64``, ``attachment; filename="a.pdf"``) recur from mail to mail and
    are kept in one bounded cache for the process; longer ones in a cache per message
    (``parse_mail`` makes a policy per call), which goes with it.
    """

    header_cache: dict[tuple[str, str], str] | None = None
    shared: bool = True  # short values from the process-wide cache

    def header_fetch_parse(self, name: str, value: str) -> str:
        """The parsed header, from a cache when it was read before."""
        cache = self.header_cache
        if cache is None or hasattr(value, "name"):
            parsed: str = super().header_fetch_parse(name, value)  # (a header object comes back as is)
            return parsed
        if self.shared and len(value) <= _SHARED_VALUE_CHARS:
            return _shared_header(name, value)
        key = (name, value)
        found = cache.get(key)
        if found is None:
            found = cache[key] = super().header_fetch_parse(name, value)
        return found


_SHARED_VALUE_CHARS = 256  # longest header value kept in the process-wide cache
_FETCH_POLICY = policy.EmailPolicy(header_factory=REGISTRY)


@functools.lru_cache(maxsize=512)  # at most 512 values of 256 characters with their parse trees
def _shared_header(name: str, value: str) -> str:
    parsed: str = _FETCH_POLICY.header_fetch_parse(name, value)
    return parsed


def _parse_policy(shared: bool) -> _ParsePolicy:
    """A caching policy with an empty cache (policies refuse attribute changes once made)."""
    fresh = _ParsePolicy(header_factory=REGISTRY)
    object.__setattr__(fresh, "header_cache", {})
    object.__setattr__(fresh, "shared", shared)
    return fresh


# False while parse_mail(..., shortcuts=False) runs in this thread or task.
_SHORTCUTS: ContextVar[bool] = ContextVar("mailgate_parse_shortcuts", default=True)


@dataclass(frozen=True, kw_only=True)
class AttachmentInfo:
    """One attachment (or nested message/rfc822) with its decoded bytes."""

    filename: str
    content_type: str
    size: int
    sha256: str
    data: bytes = field(repr=False)
    charset: str = ""  # the part's declared charset ("" when none): how its text is decoded


@dataclass(frozen=True, kw_only=True)
class ParsedMail:
    """What mailgate reads out of one inbound message; ``parse_error`` lists what went wrong.

    ``headers`` holds every header in order with its raw value unfolded but not RFC 2047
    decoded (decoded values are in ``subject``, ``from_header``, ``from_display`` and
    ``reply_to``). ``from_addr`` is set only when From names exactly one well-formed address;
    otherwise it is empty and ``from_problem`` says why (see :func:`read_sender`).
    """

    message_id: str = ""
    from_addr: str = ""
    from_display: str = ""
    from_header: str = ""
    from_problem: str = ""
    reply_to: str = ""
    to: tuple[str, ...] = ()
    cc: tuple[str, ...] = ()
    delivered_to: tuple[str, ...] = ()
    subject: str = ""
    date: str = ""
    in_reply_to: str = ""
    references: str = ""
    text: str = ""
    html_hidden: str = ""
    attachments: tuple[AttachmentInfo, ...] = ()
    headers: tuple[tuple[str, str], ...] = ()
    parse_error: str = ""
    anomalies: tuple[str, ...] = ()  # codes of :data:`mailgate.inbound.anomalies.ANOMALIES`


def parse_mail(
    raw: bytes, *, max_header_bytes: int = 256_000, max_addresses: int = 500, shortcuts: bool = True
) -> ParsedMail:
    """Parse raw RFC 5322 bytes; never raises (problems end up in ``parse_error`` and ``anomalies``).

    A UTF-8 byte-order mark before the headers is skipped: the parser would read the first header
    line as body text, and with it every header after it. ``shortcuts=False`` reads every header
    value through the email package (no plain-value fast path, no cache shared between mails):
    the reference the tests hold the fast parse to.
    """
    token = _SHORTCUTS.set(shortcuts)
    try:
        return _parse_mail(raw, max_header_bytes, max_addresses, shortcuts)
    finally:
        _SHORTCUTS.reset(token)


def _parse_mail(raw: bytes, max_header_bytes: int, max_addresses: int, shortcuts: bool) -> ParsedMail:
    if not isinstance(raw, bytes | bytearray):
        return ParsedMail(parse_error="unparseable: not bytes")
    raw = bytes(raw)
    found = anomaly.raw_anomalies(raw)
    data = anomaly.strip_bom(raw)
    errors: list[str] = []
    parse_policy = _parse_policy(shortcuts)
    try:
        msg = BytesParser(policy=parse_policy).parsebytes(data)
        whole = True
    except Exception as exc:  # the parser is lenient, but a crash here must not lose the mail
        if isinstance(exc, RecursionError):  # the parser recurses once per nesting level
            found.append("deep-nesting")
        errors.append(f"unparseable: {_name(exc)}")
        try:
            # The headers alone are read without recursion: keep From, Subject and the rest.
            msg = BytesParser(policy=parse_policy).parsebytes(data, headersonly=True)
            whole = False
        except Exception:
            text = clean(data.decode("utf-8", "replace"))
            return ParsedMail(text=text, parse_error=errors[0], anomalies=tuple(anomaly.known(found)))
    mail = ParsedMail()
    try:
        mail = _header_fields(msg, errors, max_header_bytes, max_addresses)
    except Exception as exc:  # belt and braces: each step below is guarded already
        errors.append(f"headers: {_name(exc)}")
    try:
        if whole:
            text, hidden, attachments = _body_fields(msg, errors, found)
            found.extend(_tree_anomalies(msg, data, attachments))
        else:
            body = anomaly.body_block(data).decode("utf-8", "replace").replace("\r\n", "\n")
            text, hidden, attachments = body, "", ()
        mail = replace(mail, text=clean(text), html_hidden=hidden, attachments=attachments)
    except Exception as exc:
        errors.append(f"body: {_name(exc)}")
    found.extend(anomaly.text_anomalies(_header_texts(msg, mail)))
    return replace(mail, parse_error="; ".join(dict.fromkeys(errors)), anomalies=tuple(anomaly.known(found)))


def _tree_anomalies(msg: Message, data: bytes, attachments: tuple[AttachmentInfo, ...]) -> list[str]:
    """Nesting, declared lengths and attachment names of a fully parsed message."""
    found = []
    if anomaly.nesting_depth(msg) > anomaly.MAX_NESTING:
        found.append("deep-nesting")
    # The body is read only where a Content-Length was declared (length_mismatch is False without).
    declared: list[tuple[list[str], Callable[[], bytes]]] = [
        (_all(msg, "content-length"), functools.partial(anomaly.body_block, data))
    ]
    declared.extend((_all(part, "content-length"), functools.partial(_encoded, part)) for part in _parts(msg))
    if any(values and anomaly.length_mismatch(values, body()) for values, body in declared):
        found.append("length-mismatch")
    if any(anomaly.path_like(a.filename) for a in attachments):
        found.append("attachment-path")
    return found


def _header_texts(msg: Message, mail: ParsedMail) -> Iterator[str]:
    """Every header value as sent and as decoded, and every attachment name: where controls hide."""
    yield from (value for _, value in _raw_values(msg))
    yield from (mail.subject, mail.from_header, mail.reply_to)
    yield from (a.filename for a in mail.attachments)


def _all(part: Message, name: str) -> list[str]:
    return [value for key, value in _raw_values(part) if key.lower() == name]


def _raw_values(part: Message) -> list[tuple[str, str]]:
    try:
        return [(str(k), str(v)) for k, v in part.raw_items()]
    except Exception:  # nothing to look at but what was decoded elsewhere
        return []


def _parts(msg: Message) -> Iterator[Message]:
    """Every part below ``msg``, bounded, attached messages included."""
    stack = [msg]
    seen = 0
    while stack and seen < _MAX_PARTS:
        part = stack.pop()
        seen += 1
        if part is not msg:
            yield part
        try:
            children = part.get_payload() if part.is_multipart() else None
        except Exception:
            children = None
        if isinstance(children, list):
            stack.extend(c for c in children if isinstance(c, Message))


def _encoded(part: Message) -> bytes:
    """The body of a single part as it was sent (before any transfer decoding)."""
    if part.is_multipart():
        return b""
    try:
        cte = str(part.get("content-transfer-encoding", "")).strip().lower()
        if cte in ("base64", "quoted-printable"):
            payload = part.get_payload()
            return payload.encode("utf-8", "surrogateescape") if isinstance(payload, str) else b""
    except Exception:
        return b""
    return _payload_bytes(part)  # 7bit, 8bit and binary come back as the bytes sent


# ---------------------------------------------------------------------------------- headers


def clean(text: str) -> str:
    """Make a string safe to store: undo surrogate escapes (raw 8-bit bytes), drop NUL bytes."""
    try:
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeError:  # surrogates that are not escapes of raw bytes
        text = text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return text.replace("\x00", "\ufffd")


def unfold(value: str) -> str:
    """A header value on one line (RFC 5322 unfolding), cleaned."""
    return clean(re.sub(r"\r?\n(?=[ \t])", "", value)).replace("\r", " ").replace("\n", " ").strip()


def raw_headers(msg: Message, max_header_bytes: int) -> list[tuple[str, str]]:
    """All headers in order as (name, unfolded raw value), each clipped to ``max_header_bytes``."""
    out = []
    for name, value in msg.raw_items():
        value = str(value)
        if len(value) > max_header_bytes:
            value = value[:max_header_bytes] + _CLIP
        out.append((clean(str(name)), unfold(value)))
    return out


def addresses(
    msg: Message, name: str, errors: list[str], max_header_bytes: int, max_addresses: int
) -> list[tuple[str, str]]:
    """(display name, bare addr-spec) for every copy of header ``name``; oversized ones skipped."""
    out: list[tuple[str, str]] = []
    for key, value in msg.raw_items():
        if key.lower() != name:
            continue
        value = str(value)
        if len(value) > max_header_bytes or value.count("@") > max_addresses:
            # The stdlib address parser takes seconds on such headers: do not parse at all.
            errors.append(f"{name}: too large to parse ({len(value)} bytes)")
            continue
        out.extend(_parse_address_value(name, value, errors))
    return out


def _parse_address_value(
    name: str, value: str, errors: list[str], defects: list[str] | None = None
) -> Iterator[tuple[str, str]]:
    joined = "".join(value.splitlines())
    # None: not plain (or the reference parse), read by the email package
    found: Sequence[Address | PlainAddress] | None = plain_addresses(joined) if _SHORTCUTS.get() else None
    if found is None:
        try:
            # parsed as an address list whatever the name (Delivered-To is not a registered one)
            header = REGISTRY("to", joined)
            found = list(header.addresses)  # type: ignore[attr-defined]  # an AddressHeader
        except Exception as exc:
            errors.append(f"{name}: unparseable ({_name(exc)})")
            if defects is not None:
                defects.append("unparseable")
            return
        if defects is not None:
            defects.extend(type(d).__name__ for d in header.defects if not isinstance(d, _HARMLESS_DEFECTS))
    literal = unfold(value)
    for addr in found:
        local, domain = clean(addr.username), clean(addr.domain).lower().rstrip(".")
        if not local or not domain:
            continue
        if "=?" in literal and local not in literal:
            # RFC 2047 words decoded inside a local part (RFC 2047 section 5 forbids them)
            errors.append(f"{name}: encoded-word in address")
            if defects is not None:
                defects.append("encoded-word in address")
        spec = clean(addr.addr_spec)
        yield clean(addr.display_name), spec[: spec.rindex("@") + 1] + domain


@dataclass(frozen=True, kw_only=True)
class Sender:
    """What the From header says: its one address, or why it names no single sender."""

    address: str  # the bare addr-spec; "" unless From names exactly one well-formed address
    display: str  # the display name of that address
    problem: str  # "" when ``address`` is set; otherwise why not (a fixed phrase, no mail text)


def read_sender(msg: Message, errors: list[str], max_header_bytes: int, max_addresses: int) -> Sender:
    """The sender of ``msg``: exactly one From header holding exactly one address, without defects.

    Anything else is ambiguous and yields no address at all, never "the first one": the mail
    reader, the receiving server's DMARC check and our allowlist could each read another
    address out of ``me@mine.test <attacker@evil.test>`` or out of two From headers.
    """
    count = sum(1 for key, _ in msg.raw_items() if key.lower() == "from")
    if count == 0:
        return Sender(address="", display="", problem="no From header")
    if count > 1:
        return _ambiguous(errors, f"{count} From headers")
    defects: list[str] = []
    found: list[tuple[str, str]] = []
    for _, value in ((k, str(v)) for k, v in msg.raw_items() if k.lower() == "from"):
        if len(value) > max_header_bytes or value.count("@") > max_addresses:
            errors.append(f"from: too large to parse ({len(value)} bytes)")
            return _ambiguous(errors, "From header too large to parse")
        found.extend(_parse_address_value("from", value, errors, defects))
    if defects:
        return _ambiguous(errors, "From header is malformed")
    if len(found) != 1:
        return _ambiguous(errors, f"{len(found)} addresses in From")
    display, address = found[0]
    return Sender(address=address, display=display, problem="")


def _ambiguous(errors: list[str], problem: str) -> Sender:
    errors.append(problem)
    return Sender(address="", display="", problem=problem)


def _header_fields(msg: Message, errors: list[str], max_bytes: int, max_addrs: int) -> ParsedMail:
    def addrs(name: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(spec for _, spec in addresses(msg, name, errors, max_bytes, max_addrs)))

    hdrs = raw_headers(msg, max_bytes)
    sender = read_sender(msg, errors, max_bytes, max_addrs)
    delivered: list[str] = []
    for name in _DELIVERY_HEADERS:
        delivered.extend(addrs(name))
    return ParsedMail(
        message_id=_message_id(_first(hdrs, "message-id"), errors),
        from_addr=sender.address,
        from_display=sender.display,
        from_header=_decoded_all(msg, "from", errors, max_bytes),
        from_problem=sender.problem,
        reply_to=_decoded_all(msg, "reply-to", errors, max_bytes),
        to=addrs("to"),
        cc=addrs("cc"),
        delivered_to=tuple(dict.fromkeys(delivered)),
        subject=_decoded(msg, "subject", errors, max_bytes),
        date=_first(hdrs, "date"),
        in_reply_to=_first(hdrs, "in-reply-to"),
        references=_first(hdrs, "references"),
        headers=tuple(hdrs),
    )


def _first(hdrs: list[tuple[str, str]], name: str) -> str:
    return next((value for key, value in hdrs if key.lower() == name), "")


def _message_id(value: str, errors: list[str]) -> str:
    if not value:
        return ""
    # Not msg["Message-ID"]: it raises IndexError on "<<>>". Take the first well-formed <id>.
    m = re.search(r"<([^<>\s\"]{1,995})>", value)
    if m is None:
        errors.append("Message-ID unparseable")
        return ""
    return f"<{m.group(1)}>"


def _decoded_all(msg: Message, name: str, errors: list[str], max_bytes: int) -> str:
    """Every copy of header ``name``, RFC 2047 decoded, joined by ", " (two From headers show both)."""
    values = [str(raw) for key, raw in msg.raw_items() if key.lower() == name]
    return ", ".join(_decode_value(v, name, errors, max_bytes) for v in values)


def _decoded(msg: Message, name: str, errors: list[str], max_bytes: int) -> str:
    value = ""
    for key, raw in msg.raw_items():
        if key.lower() == name:
            value = str(raw)
            break
    return _decode_value(value, name, errors, max_bytes)


def _decode_value(value: str, name: str, errors: list[str], max_bytes: int) -> str:
    if len(value) > max_bytes:
        errors.append(f"{name}: too large to decode")
        return unfold(value[:max_bytes] + _CLIP)
    joined = "".join(value.splitlines())
    # None: encoded words or 8-bit bytes to decode (or the reference parse)
    decoded = plain_unstructured(joined) if _SHORTCUTS.get() else None
    if decoded is None:
        try:
            # RFC 2047 decoding through an unstructured header, whatever the name
            decoded = str(REGISTRY("x-unstructured", joined))
        except Exception as exc:
            errors.append(f"{name}: undecodable ({_name(exc)})")
            decoded = value
    return unfold(decoded)


# ------------------------------------------------------------------------------------- body


def _body_fields(
    msg: Message, errors: list[str], found: list[str]
) -> tuple[str, str, tuple[AttachmentInfo, ...]]:
    """(text, hidden HTML text, attachments) of the message; anomalies of its parts go to ``found``."""
    plains: list[str] = []
    htmls: list[str] = []
    invitations: list[str] = []
    attachments: list[AttachmentInfo] = []
    for part in _leaves(msg, errors):
        ctype = _content_type(part)
        if ctype.startswith("multipart/"):
            # no usable boundary: the parser left the whole body as one blob; keep it as text
            errors.append("multipart without usable boundary")
            plains.append(_payload_bytes(part).decode("utf-8", "replace"))
        elif _is_attachment(part, ctype):
            info = _attachment(part, ctype, errors)
            if info is not None:
                attachments.append(info)
                if ctype == "text/calendar" and len(invitations) < _MAX_INVITATIONS:
                    # an invitation's description is text the sender wrote: shown (and scanned) too
                    invitations.append(invitation_text(info.data, _charset(part)))
            if anomaly.base64_broken(part):
                found.append("broken-base64")
        elif ctype == "text/html":
            htmls.append(_text_of(part, errors, found))
        else:
            plains.append(_text_of(part, errors, found))
    html = "\n".join(h for h in htmls if h.strip())
    text = "\n\n".join(p.strip("\r\n") for p in plains if p.strip())
    if not text and html:
        text = html_to_text(html)
    text = "\n\n".join([t for t in (text,) if t] + [f"[Calendar invitation]\n{i}" for i in invitations if i])
    hidden = clean(hidden_html(html)) if html else ""
    return clean(text.replace("\r\n", "\n")), hidden, tuple(attachments)


def _leaves(msg: Message, errors: list[str]) -> Iterator[Message]:
    """Non-multipart parts, depth first, bounded; message/* parts are leaves (attachments)."""
    stack: list[tuple[Message, int]] = [(msg, 0)]
    seen = 0
    while stack:
        part, depth = stack.pop()
        seen += 1
        if seen > _MAX_PARTS:
            errors.append(f"more than {_MAX_PARTS} MIME parts")
            return
        children = part.get_payload() if part.is_multipart() else None
        if _content_type(part).startswith("message/") or not isinstance(children, list):
            yield part
        elif depth >= _MAX_DEPTH:
            errors.append(f"MIME nesting deeper than {_MAX_DEPTH}")
        else:
            stack.extend((child, depth + 1) for child in reversed(children) if isinstance(child, Message))


def _content_type(part: Message) -> str:
    try:
        # clean(): a NUL in Content-Type would be refused by PostgreSQL and block the whole poll.
        return clean(str(part.get_content_type()))
    except Exception:
        return "application/octet-stream"


def _is_attachment(part: Message, ctype: str) -> bool:
    if ctype not in ("text/plain", "text/html"):
        return True
    try:
        return part.get_content_disposition() == "attachment" or bool(part.get_filename())
    except Exception:
        return True


def _text_of(part: Message, errors: list[str], found: list[str]) -> str:
    text = _decoded_text(part, errors)
    if anomaly.base64_broken(part):
        # The standard library returns broken base64 still encoded: a model reads that, the
        # scanner does not. Show (and so scan) what decodes.
        found.append("broken-base64")
        errors.append("body: broken base64; the recoverable text is shown")
        return _in_charset(part, anomaly.recover_base64(_encoded(part)))
    return text


def _charset(part: Message) -> str:
    try:
        return str(part.get_content_charset() or "utf-8")
    except Exception:
        return "utf-8"


def _declared_charset(part: Message) -> str:
    try:
        return clean(str(part.get_content_charset() or ""))[:40]
    except Exception:
        return ""


def _in_charset(part: Message, data: bytes) -> str:
    try:
        return data.decode(str(part.get_content_charset() or "utf-8"), "replace")
    except (LookupError, ValueError):
        return data.decode("utf-8", "replace")


def _decoded_text(part: Message, errors: list[str]) -> str:
    try:
        if isinstance(part, EmailMessage):
            content = part.get_content()
            if isinstance(content, str):
                return content
    except (LookupError, KeyError, ValueError, AssertionError) as exc:
        # unknown charset, multipart without boundary, bad transfer encoding: decode by hand
        errors.append(f"body: {_name(exc)}; decoded as UTF-8")
    except Exception as exc:
        errors.append(f"body: {_name(exc)}")
    return _payload_bytes(part).decode("utf-8", "replace")


def _payload_bytes(part: Message) -> bytes:
    try:
        data = part.get_payload(decode=True)
        if isinstance(data, bytes):
            return data
        payload = part.get_payload()
        return payload.encode("utf-8", "surrogateescape") if isinstance(payload, str) else b""
    except Exception:
        return b""


def _attachment(part: Message, ctype: str, errors: list[str]) -> AttachmentInfo | None:
    try:
        filename = clean(part.get_filename() or "")
    except Exception:
        filename = ""
    data = _message_bytes(part, errors) if ctype.startswith("message/") else _payload_bytes(part)
    return AttachmentInfo(
        filename=filename,
        content_type=ctype[:_MAX_CONTENT_TYPE],
        size=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
        data=data,
        charset=_declared_charset(part),
    )


def _message_bytes(part: Message, errors: list[str]) -> bytes:
    """The serialised inner message(s) of a message/* part."""
    try:
        payload = part.get_payload()
        if isinstance(payload, list) and payload:
            return b"\n".join(m.as_bytes(policy=policy.compat32) for m in payload if isinstance(m, Message))
    except Exception as exc:  # e.g. headers the generator refuses
        errors.append(f"nested message: {_name(exc)}")
    return _payload_bytes(part)


def _name(exc: BaseException) -> str:
    return type(exc).__name__
