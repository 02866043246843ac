"""Validate what an agent asked to send, and the content hash an approval is bound to.

Everything here runs before anything is stored: bad input is refused with the field and the
rule, and nothing is half-written (issue 3, "refused before anything is stored").
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass

from mailgate.addresses import parse_send_recipient
from mailgate.errors import InvalidInput
from mailgate.model import AGENT_NAME, Attachment, DraftRequest, Recipient, RecipientKind
from mailgate.outbound.attachments import AttachmentRules, check_attachments
from mailgate.outbound.compose import LINE_BREAKS
from mailgate.outbound.hidden import refuse_hidden

HARD_MAX_BODY = 20_000  # the hard ceiling whatever max_body_chars says: a body an agent writes, not a book
MAX_SUBJECT = 998  # RFC 5322 line length limit
MAX_RECIPIENTS = 100
_SURROGATE = re.compile("[\ud800-\udfff]")


@dataclass(frozen=True, kw_only=True)
class SendRequest:
    """The raw fields of a send, as any front door received them."""

    agent: str
    to: Sequence[str]
    subject: str
    body: str
    cc: Sequence[str] = ()
    bcc: Sequence[str] = ()
    in_reply_to: str = ""
    idempotency_key: str = ""
    attachments: Sequence[Attachment] = ()


def validate(
    req: SendRequest, *, max_body_chars: int, attachments: AttachmentRules | None = None
) -> DraftRequest:
    """Check every field; raises InvalidInput naming the first field that breaks a rule.

    ``attachments`` are the owner's attachment rules; without them (or with them off) a draft
    with an attachment is refused.
    """
    if not AGENT_NAME.match(req.agent or ""):
        raise InvalidInput("agent", "must match ^[a-z][a-z0-9_]{0,31}$", req.agent)
    recipients = _recipients(req)
    subject = req.subject.strip() if isinstance(req.subject, str) else ""
    if not subject:
        raise InvalidInput("subject", "must not be blank")
    if any(c in LINE_BREAKS for c in req.subject):
        raise InvalidInput("subject", "must not contain line breaks or NUL (header injection)", req.subject)
    if len(req.subject) > MAX_SUBJECT:
        raise InvalidInput("subject", f"must be at most {MAX_SUBJECT} characters", len(req.subject))
    if not isinstance(req.body, str) or not req.body.strip():
        raise InvalidInput("body", "must not be blank")
    limit = min(max_body_chars, HARD_MAX_BODY)
    if len(req.body) > limit:
        raise InvalidInput(
            "body",
            f"is {len(req.body)} characters; max_body_chars is {limit} (hard ceiling {HARD_MAX_BODY})",
        )
    if "\x00" in req.body:
        raise InvalidInput("body", "must not contain NUL characters")
    for name in ("subject", "body", "in_reply_to", "idempotency_key"):
        if _SURROGATE.search(getattr(req, name)):
            # Undecodable bytes from argv or stdin arrive as lone surrogates: not text, not sendable.
            raise InvalidInput(name, "must be valid UTF-8 text")
    # What the approver reads must be what is sent: no controls, bidi or invisible characters.
    refuse_hidden("subject", req.subject, prose=True)
    refuse_hidden("body", req.body, prose=True, by_line=True)
    for n, attachment in enumerate(req.attachments, 1):
        refuse_hidden(
            "attachments", attachment.filename, prose=False, label=f"the filename of attachment {n}"
        )
    # Sniffed by content, capped, type-checked and readable by the leak scanner, or refused.
    checked = check_attachments(req.attachments, attachments or AttachmentRules())
    if any(c in LINE_BREAKS for c in req.in_reply_to):
        raise InvalidInput("in_reply_to", "must not contain line breaks", req.in_reply_to)
    if any(c in LINE_BREAKS for c in req.idempotency_key) or len(req.idempotency_key) > 200:
        raise InvalidInput("idempotency_key", "must be at most 200 characters without control characters")
    refuse_hidden("in_reply_to", req.in_reply_to, prose=False)
    refuse_hidden("idempotency_key", req.idempotency_key, prose=False)
    return DraftRequest(
        agent=req.agent,
        recipients=recipients,
        subject=req.subject,
        body=req.body,
        in_reply_to=req.in_reply_to,
        attachments=checked,
        idempotency_key=req.idempotency_key,
    )


def _recipients(req: SendRequest) -> tuple[Recipient, ...]:
    out: list[Recipient] = []
    seen: set[str] = set()
    for kind, raws in ((RecipientKind.TO, req.to), (RecipientKind.CC, req.cc), (RecipientKind.BCC, req.bcc)):
        if isinstance(raws, str):
            raise InvalidInput(kind.value, "must be a list of addresses, one recipient per entry", raws)
        for raw in raws:
            if not isinstance(raw, str):
                raise InvalidInput(kind.value, "each recipient must be a string", raw)
            # The one recipient parser `mailgate address parse` also calls: both accept the same.
            addr = parse_send_recipient(raw, field=kind.value)
            refuse_hidden(kind.value, addr.display_name, prose=False, label="the display name")
            if addr.key in seen:
                raise InvalidInput(kind.value, "names a recipient twice", raw)
            seen.add(addr.key)
            out.append(Recipient(kind=kind, address=addr))
    if not any(r.kind is RecipientKind.TO for r in out):
        raise InvalidInput("to", "must name at least one recipient")
    if len(out) > MAX_RECIPIENTS:
        raise InvalidInput("to", f"at most {MAX_RECIPIENTS} recipients per draft", len(out))
    return tuple(out)


def content_hash(req: DraftRequest, body: str) -> str:
    """SHA-256 over exactly what would be sent: recipients, subject, body, reply headers, attachments."""
    doc = {
        "agent": req.agent,
        "recipients": [[r.kind.value, r.address.addr_spec, r.address.display_name] for r in req.recipients],
        "subject": req.subject,
        "body": body,
        "in_reply_to": req.in_reply_to,
        "references": req.references,
        "attachments": [
            [a.filename, a.content_type, hashlib.sha256(a.data).hexdigest()] for a in req.attachments
        ],
    }
    blob = json.dumps(doc, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()
