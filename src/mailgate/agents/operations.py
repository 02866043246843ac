"""The operations an agent door may ask for; every door (JSON API, MCP, SMTP) calls these and only these.

Each takes the authenticated ``Caller`` first. Scopes, delegation, the master switch, argument
caps and the per-token rate are checked here, once, so no door can forget one.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from mailgate import audit, clock
from mailgate.agents.delegation import readable_by
from mailgate.agents.limits import RequestRate
from mailgate.agents.records import (
    Accounts,
    AttachmentContent,
    AttachmentInput,
    AttachmentItem,
    DraftStatus,
    MailItem,
    MailPage,
    MailText,
    SendOutcome,
)
from mailgate.agents.scopes import Scope
from mailgate.agents.tokens import Caller
from mailgate.errors import (
    Conflict,
    Forbidden,
    InvalidInput,
    MailgateError,
    NotConfigured,
    NotFound,
    RateLimited,
    RecipientRefused,
    TooLarge,
)
from mailgate.inbound.fence import inline
from mailgate.inbound.inbox import Inbox
from mailgate.inbound.shown import HEADER_CAP, MAX_LISTED, SUBJECT_CAP, capped, shown_name
from mailgate.model import (
    AGENT_NAME,
    Address,
    Attachment,
    Decision,
    Draft,
    MailAttachment,
    SenderAuth,
    SubmitState,
)
from mailgate.outbound.attachments import (
    ENABLE_HINT,
    MAX_ATTACHMENTS,
    MAX_FILENAME,
    SNIFF_BYTES,
    AttachmentRules,
    judge_inbound,
)
from mailgate.outbound.drafts import MAX_RECIPIENTS, SendRequest
from mailgate.outbound.outbox import SubmitResult
from mailgate.secrets.guard import Redactor
from mailgate.settings import Settings
from mailgate.store import Store, Tx
from mailgate.store import delegation as delegation_store
from mailgate.store import drafts as drafts_store
from mailgate.store import mails as mails_store
from mailgate.store.engine import write_scope

MAX_LIMIT = 200
DEFAULT_LIMIT = 20
MAX_FILTER = 200
MAX_ADDRESS = 320
MAX_KEY = 200
MAX_MAIL_ID = 100
MAX_ATTACHMENT_INDEX = 10_000
MAX_SUBJECT_IN = 998
MAX_BODY_IN = 20_000

# Why a file that holds a vault value or canary stays with the owner (the owner reads it whole).
VAULT_VALUE_INSIDE = (
    "it holds a secret of the owner's (a vault value or canary), or text that cannot be checked for one"
)
_GENERIC_DENIAL = "the policy refused this draft; nothing will be sent (the owner can see why)"
OUTCOMES: dict[str, tuple[str, str]] = {
    "approved": ("queued", "allowed by policy: the settler will send it, after any undo window"),
    "pending": (
        "held",
        "held for a person: it is sent only if the owner approves this exact text; do not resend it",
    ),
    "sending": ("sending", "being sent now"),
    "sent": ("sent", "sent"),
    "failed": ("failed", "not delivered: no message reached the mail server"),
    "unknown": ("unknown", "the send was interrupted after the message was handed over; a person checks it"),
    "rejected": ("denied", _GENERIC_DENIAL),
    "needs_fix": ("fix_needed", "nothing was stored: fix the draft and send again"),
}


@dataclass(frozen=True, kw_only=True)
class ListQuery:
    """The arguments of ``mail_list``, as the door received them."""

    agent_id: str = ""
    unread: bool = False
    sender: str = ""
    subject: str = ""
    since: str = ""
    before: str = ""
    include_archived: bool = False
    limit: int = DEFAULT_LIMIT
    cursor: str = ""


@dataclass(frozen=True, kw_only=True)
class SendInput:
    """The arguments of ``mail_send``; the sender is always the caller's own agent."""

    to: Sequence[str]
    subject: str
    body: str
    idempotency_key: str
    cc: Sequence[str] = ()
    bcc: Sequence[str] = ()
    in_reply_to: str = ""
    attachments: Sequence[AttachmentInput] = ()
    # A check, never a choice: when given it must name the caller's own agent (sendmail's --agent
    # with a send-only token has no other way to learn whom the token speaks for).
    agent_id: str = ""


class AgentOperations:
    """accounts, list, read, attachment, send, draft status, archive: the whole of what an agent can do."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        inbox: Inbox,
        submit: Callable[[SendRequest, str, Callable[[Tx], None], bool], SubmitResult],
        judge_recipient: Callable[[str, str], tuple[Address, Decision]],
    ) -> None:
        self.store = store
        self.settings = settings
        self.inbox = inbox
        # (request, actor, charge, all_or_none): charge runs in the storing transaction
        self._submit = submit
        self._judge_recipient = judge_recipient  # (agent, address): a draft to it alone, judged
        self.rate = RequestRate(store, settings.api.requests_per_minute)

    # --- the operations -------------------------------------------------------------------

    def accounts(self, caller: Caller) -> Accounts:
        """Configured inbound account names and the default; never a password or raw config."""
        self._enter(caller, Scope.MAIL_READ)
        names: list[str] = [e.name for e in self.settings.imap]
        names += [e.name for e in self.settings.maildir]
        if self.settings.dropfolder.enabled:
            names.append("dropfolder")
        names = [n for n in names if AGENT_NAME.match(n) or n == "dropfolder"]
        return Accounts(names=tuple(names), default=names[0] if names else "", agent=caller.agent)

    def list_mail(self, caller: Caller, q: ListQuery) -> MailPage:
        """Newest first, no bodies; a manager may name an agent that reports to it."""
        self._enter(caller, Scope.MAIL_READ)
        agent = self._readable_agent(caller, q.agent_id)
        if not 1 <= q.limit <= MAX_LIMIT:
            raise InvalidInput("limit", f"must be between 1 and {MAX_LIMIT}", q.limit)
        for field, value in (("from", q.sender), ("subject", q.subject)):
            _cap(field, value, MAX_FILTER)
        query = mails_store.MailFilter(
            agents=(agent,),
            unread=q.unread,
            sender=q.sender,
            subject=q.subject,
            since=_when("since", q.since),
            before=_when("before", q.before),
            include_archived=q.include_archived,
            after=_decode_cursor(q.cursor),
            limit=q.limit,
        )
        with self.store.read() as tx:
            rows = mails_store.page_mails(tx, query)
        more = len(rows) > q.limit
        rows = rows[: q.limit]
        redact = self.inbox.secrets.redactor()
        items = []
        for r in rows:
            sender, subject = redact(r.from_addr), redact(r.subject)
            # The filters matched the stored text, which holds a vault value added since the mail
            # came in: a match must hold on the redacted text too, or it would say the value
            # starts with what was asked, one character at a time (session 8).
            if _unmatched(q.sender, sender) or _unmatched(q.subject, subject):
                continue
            items.append(
                MailItem(
                    id=r.id,
                    agent=r.agent,
                    account=r.account,
                    # Capped and on one line with fence tags defused, as in the fence: these are the
                    # sender's words outside any fence, and must not pass for one (session 10).
                    sender=capped(inline(sender[0]), HEADER_CAP),
                    # A mail an agent wrote is not verified as the owner's, whose From it has
                    # only because mailgate sent it (session 8); the fence names the agent.
                    sender_auth=(
                        SenderAuth.UNVERIFIED.value
                        if r.written_by_draft and r.sender_auth is SenderAuth.VERIFIED
                        else r.sender_auth.value
                    ),
                    subject=capped(inline(subject[0]), SUBJECT_CAP),
                    date=capped(inline(redact(r.date)[0]), HEADER_CAP),
                    received_at=_aware(r.received_at),
                    unread=r.read_at is None,
                    archived=r.archived_at is not None,
                    flagged=r.flagged,
                )
            )
        # From the last row read, shown or not, so the next page starts after it.
        cursor = _encode_cursor(_aware(rows[-1].received_at), rows[-1].id) if more and rows else ""
        return MailPage(mails=tuple(items), next_cursor=cursor)

    def read_mail(self, caller: Caller, mail_id: str) -> MailText:
        """One mail in full inside the fence; marks it read when it is the caller's own."""
        self._enter(caller, Scope.MAIL_READ)
        owner_agent = self._mail_agent(caller, mail_id)
        got = self.inbox.read(
            mail_id, agent=owner_agent, actor=f"agent:{caller.agent}", mark_read=owner_agent == caller.agent
        )
        cap = self.settings.mail.max_body_chars
        return MailText(
            id=mail_id,
            agent=owner_agent,
            fenced=got.fenced,
            body_cap=cap,
            truncated=len(got.record.body) > cap,
            attachments=self._listed(mail_id),
        )

    def read_attachment(self, caller: Caller, mail_id: str, index: int) -> AttachmentContent:
        """One attachment of a mail the caller may read, as bytes; only within the owner's caps.

        The same caps as an outbound file: ``mail.max_attachment_bytes`` and ``mail.attachment_types``
        judged on the content. A file over them is listed by ``read_mail`` but refused here.
        """
        self._enter(caller, Scope.MAIL_READ)
        owner_agent = self._mail_agent(caller, mail_id)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < MAX_ATTACHMENT_INDEX:
            raise InvalidInput(
                "index",
                f"must be an attachment index from mail_read (0 to {MAX_ATTACHMENT_INDEX - 1})",
                index,
            )
        with self.store.read() as tx:
            record = mails_store.get_mail(tx, mail_id)
            if record.quarantined:
                raise Conflict(f"mail {mail_id} is in quarantine until the owner releases it")
            listed = record.attachments
            if index >= len(listed):
                raise NotFound("attachment", f"{mail_id}/{index}")
            stored = mails_store.attachment_data(tx, mail_id, index)
            if stored is None:
                raise NotFound("attachment", f"{mail_id}/{index}")
        data = self.inbox.secrets.open_attachment(mail_id, index, stored[0]) if stored[1] else stored[0]
        row = listed[index]
        kind, why = judge_inbound(
            row.content_type, len(data), data, AttachmentRules.from_settings(self.settings), whole=True
        )
        # Every other field of a mail reaches an agent redacted; a file goes whole or not at all
        # (session 8). Scanned outside the write lock: a large PDF takes a while.
        if not why and self.inbox.secrets.file_holds_secret(kind, data):
            why = VAULT_VALUE_INSIDE
        item = _item(index, row, kind, why, self.inbox.secrets.redactor())
        with self.store.write() as tx:
            audit.record(
                tx,
                actor=f"agent:{caller.agent}",
                action="mail.attachment" if not why else "mail.attachment_refused",
                subject=mail_id,
                detail={"index": index, "sha256": row.sha256, "agent": owner_agent, "refused": why},
            )
        if why:
            raise Forbidden(f"attachment {index} of mail {mail_id} is not handed to agents: {why}")
        return AttachmentContent(mail_id=mail_id, item=item, data=data)

    def _listed(self, mail_id: str) -> tuple[AttachmentItem, ...]:
        """The first attachments of a mail, each judged on its first bytes (fetching judges all of them)."""
        rules = AttachmentRules.from_settings(self.settings)
        with self.store.read() as tx:
            rows = mails_store.attachment_heads(tx, mail_id, SNIFF_BYTES)
        redact = self.inbox.secrets.redactor()  # one vault read for the whole list
        out = []
        for row in rows[:MAX_LISTED]:
            head: bytes = row["head"]
            if row["sealed"]:  # the whole file, sealed: opened, then judged on its head as any other
                head = self.inbox.secrets.open_attachment(mail_id, int(row["position"]), head)[:SNIFF_BYTES]
            listed = MailAttachment(
                filename=str(row["filename"]),
                content_type=str(row["content_type"]),
                size=int(row["size"]),
                sha256=str(row["sha256"]),
            )
            whole = len(head) >= listed.size
            kind, why = judge_inbound(listed.content_type, listed.size, head, rules, whole=whole)
            if whole and self.inbox.secrets.file_holds_secret(kind, head):
                # The SHA-256 of a small file that holds a vault value (a password.txt) lets the
                # agent test guesses of the value offline, unseen: such a file is listed without it.
                listed = replace(listed, sha256="")
                why = VAULT_VALUE_INSIDE
            out.append(_item(int(row["position"]), listed, kind, why, redact))
        return tuple(out)

    def send(self, caller: Caller, s: SendInput, *, all_or_none: bool = False) -> SendOutcome:
        """Make a draft through the same submit as every door; never sends, never waits for a person.

        ``all_or_none`` (SMTP's DATA: a message goes to all of its recipients or to none): each
        recipient is judged as a draft to it alone would be, and one the policy denies refuses the
        whole send with RecipientRefused (naming every refused recipient), before any other
        refusal, with nothing stored; the request counts against the token's rate as every
        refused one does. The judging is part of the transaction that stores the draft; a send refused
        before that transaction has its recipients judged on their own, so the answer is the same.
        """
        # The request is charged to the token's rate inside the transaction that stores the draft
        # (a statement there, not a transaction of its own: this is the hot path). A request that
        # ends without that charge committed (refused before the store, or its transaction rolled
        # back, or a repeat that met a concurrent insert of its key) is charged on its own, so
        # every request counts once; a refused one keeps its own refusal even when that charge
        # finds the bucket empty (the agent learns what was wrong, not "try later").
        kept: list[bool] = []

        def charge(tx: Tx) -> None:
            self.rate.charge(tx, caller.token_id)
            scope = write_scope(tx)
            if scope is not None:
                scope.after_commit["request_rate"] = lambda: kept.append(True)

        try:
            outcome = self._send(caller, s, charge, all_or_none)
        except RateLimited:
            raise
        except MailgateError as exc:
            try:
                if all_or_none and not isinstance(exc, RecipientRefused):
                    self._refuse_denied(caller.agent, s)
            finally:
                # A refused recipient is a refusal like any other: it counts (it left the storing
                # transaction before the charge, so nothing was counted there).
                if not kept and self.settings.mail.enabled:
                    self.rate.count_refused(caller.token_id)
            raise
        if not kept:
            self.rate.take(caller.token_id)
        return outcome

    def refuse_unsent(self, caller: Caller, recipients: tuple[str, ...]) -> tuple[str, ...]:
        """For a message that could not become a draft (SMTP DATA that does not parse): the request
        counted against the token's rate like any refused one, and the keys of the recipients the
        policy denies, each judged alone; InvalidInput for a recipient that is no address.

        Counted, so that malformed messages are no free oracle of which addresses are refused.
        """
        self._enter(caller, Scope.MAIL_SEND, charged=False)
        if self.settings.mail.enabled:
            self.rate.count_refused(caller.token_id)
        judged = [self._judge_recipient(caller.agent, r) for r in recipients]
        return tuple(dict.fromkeys(address.key for address, said in judged if said is Decision.DENY))

    def _refuse_denied(self, agent: str, s: SendInput) -> None:
        """RecipientRefused when the policy denies a recipient of ``s`` (each judged alone, in reads of
        its own); a recipient that cannot be judged leaves the send's own refusal standing."""
        try:
            judged = [self._judge_recipient(agent, r) for r in (*s.to, *s.cc, *s.bcc)]
        except MailgateError:
            return
        denied = tuple(dict.fromkeys(address.key for address, said in judged if said is Decision.DENY))
        if denied:
            raise RecipientRefused(denied)

    def _send(
        self, caller: Caller, s: SendInput, charge: Callable[[Tx], None], all_or_none: bool
    ) -> SendOutcome:
        self._enter(caller, Scope.MAIL_SEND, charged=False)
        if s.agent_id and s.agent_id != caller.agent:
            _cap("agent_id", s.agent_id, MAX_FILTER)
            raise Forbidden(
                f"this token sends only as agent {caller.agent}, not {s.agent_id!r}: nothing was submitted"
            )
        for field, items in (("to", s.to), ("cc", s.cc), ("bcc", s.bcc)):
            if len(items) > MAX_RECIPIENTS:
                raise TooLarge(f"{field}: at most {MAX_RECIPIENTS} addresses (got {len(items)})")
            for item in items:
                _cap(field, item, MAX_ADDRESS)
        _cap("subject", s.subject, MAX_SUBJECT_IN)
        _cap("body", s.body, MAX_BODY_IN)
        _cap("in_reply_to", s.in_reply_to, MAX_MAIL_ID)
        _cap("idempotency_key", s.idempotency_key, MAX_KEY)
        attachments = self._attachments(s.attachments)
        if not s.idempotency_key.strip():
            raise InvalidInput(
                "idempotency_key", "is required: reuse one key only to retry the exact same send"
            )
        result = self._submit(
            SendRequest(
                agent=caller.agent,
                to=tuple(s.to),
                cc=tuple(s.cc),
                bcc=tuple(s.bcc),
                subject=s.subject,
                body=s.body,
                in_reply_to=s.in_reply_to,
                idempotency_key=s.idempotency_key,
                attachments=attachments,
            ),
            f"agent:{caller.agent}",
            charge,
            all_or_none,
        )
        outcome, message = OUTCOMES.get(result.state, ("unknown", result.state))
        if result.state is SubmitState.NEEDS_FIX:
            message = "; ".join(result.reasons) or message
        if result.duplicate:
            message = f"this idempotency key was used before: this is that draft ({message})"
        return SendOutcome(
            draft_id=result.draft_id,
            state=result.state,
            outcome=outcome,
            message=message,
            duplicate=result.duplicate,
        )

    def _attachments(self, items: Sequence[AttachmentInput]) -> tuple[Attachment, ...]:
        """Decode each attachment's base64 (strictly); the drafts check names, types and sizes."""
        if items and not self.settings.mail.allow_attachments:
            # Refused before decoding anything: the same words every door gives.
            raise InvalidInput(
                "attachments", f"are turned off (mail.allow_attachments is false); {ENABLE_HINT}"
            )
        if len(items) > MAX_ATTACHMENTS:
            raise TooLarge(f"attachments: at most {MAX_ATTACHMENTS} per draft (got {len(items)})")
        # base64 is 4 characters per 3 bytes: a longer text cannot decode to a file within the cap.
        limit = (self.settings.mail.max_attachment_bytes + 2) // 3 * 4
        out = []
        for n, item in enumerate(items, 1):
            _cap(f"attachments[{n}].filename", item.filename, MAX_FILENAME)
            _cap(f"attachments[{n}].content_type", item.content_type, MAX_ADDRESS)
            _cap(f"attachments[{n}].content_base64", item.content_base64, limit)
            try:
                data = base64.b64decode(item.content_base64, validate=True)
            except (binascii.Error, ValueError):
                raise InvalidInput(
                    f"attachments[{n}].content_base64", "must be standard base64 (RFC 4648 §4)"
                ) from None
            out.append(Attachment(filename=item.filename, content_type=item.content_type, data=data))
        return tuple(out)

    def draft_status(self, caller: Caller, draft_id: str) -> DraftStatus:
        """The state of one of the caller's own drafts (another agent's is "not found")."""
        self._enter(caller, Scope.MAIL_READ)
        _cap("draft_id", draft_id, MAX_MAIL_ID)
        with self.store.read() as tx:
            try:
                draft = drafts_store.get_draft(tx, draft_id)
            except NotFound:
                draft = None
        if draft is None or draft.agent != caller.agent:
            # The same answer whether it is missing or someone else's: ids are not an oracle.
            raise NotFound("draft", draft_id)
        return _status(draft)

    def archive(self, caller: Caller, mail_id: str) -> str:
        """Take a mail in the caller's own inbox out of the default listing."""
        self._enter(caller, Scope.MAIL_READ)
        _cap("mail_id", mail_id, MAX_MAIL_ID)
        with self.store.write() as tx:
            try:
                record = mails_store.get_mail(tx, mail_id)
            except NotFound:
                record = None
            if record is None or record.agent != caller.agent:
                raise NotFound("mail", mail_id)
            if record.archived_at is None:
                mails_store.mark(tx, mail_id, archived_at=clock.now())
                audit.record(tx, actor=f"agent:{caller.agent}", action="mail.archive", subject=mail_id)
        return mail_id

    # --- checks every operation makes ------------------------------------------------------

    def _enter(self, caller: Caller, scope: Scope, *, charged: bool = True) -> None:
        if not self.settings.mail.enabled:
            raise NotConfigured("mail is switched off (mail.enabled = false in config.toml)")
        if charged:  # else the caller charges the request inside a transaction of its own work
            self.rate.take(caller.token_id)
        if scope not in caller.scopes:
            raise Forbidden(f"this token lacks the {scope.value} scope (`mailgate token create --scope`)")

    def _readable_agent(self, caller: Caller, agent_id: str) -> str:
        if not agent_id or agent_id == caller.agent:
            return caller.agent
        if not AGENT_NAME.match(agent_id):
            raise InvalidInput("agent_id", "must match ^[a-z][a-z0-9_]{0,31}$", agent_id)
        with self.store.read() as tx:
            tree = delegation_store.managers(tx)
        if agent_id not in readable_by(caller.agent, tree):
            raise Forbidden(f"agent {caller.agent} may not read agent {agent_id}'s inbox")
        return agent_id

    def _mail_agent(self, caller: Caller, mail_id: str) -> str:
        _cap("mail_id", mail_id, MAX_MAIL_ID)
        with self.store.read() as tx:
            try:
                agent = mails_store.get_mail(tx, mail_id).agent
            except NotFound:
                agent = ""
            tree = delegation_store.managers(tx) if agent and agent != caller.agent else {}
        if not agent or (agent != caller.agent and agent not in readable_by(caller.agent, tree)):
            raise NotFound("mail", mail_id)  # never confirm that another inbox holds this id
        return agent


def _status(draft: Draft) -> DraftStatus:
    outcome, message = OUTCOMES.get(draft.state.value, ("unknown", draft.state.value))
    if draft.state.value == "failed" and draft.note:
        message = f"{message} ({draft.note})"
    return DraftStatus(
        draft_id=draft.id,
        state=draft.state.value,
        outcome=outcome,
        message=message,
        created_at=draft.created_at,
        sent_at=draft.sent_at,
    )


def _unmatched(wanted: str, redacted: tuple[str, bool]) -> bool:
    """True when a filter that matched the stored text does not match it once redacted."""
    text, changed = redacted
    return bool(wanted) and changed and wanted.lower() not in text.lower()


def _cap(field: str, value: str, limit: int) -> None:
    if not isinstance(value, str):
        raise InvalidInput(field, "must be a string", type(value).__name__)
    if len(value) > limit:
        raise TooLarge(f"{field}: at most {limit} characters (got {len(value)}); nothing was stored")


def _when(field: str, text: str) -> datetime | None:
    _cap(field, text, 64)
    if not text:
        return None
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidInput(
            field, "must be an ISO 8601 date or time, e.g. 2026-12-01T09:00:00Z", text
        ) from None
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def _aware(value: datetime) -> datetime:
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def _encode_cursor(at: datetime, mail_id: str) -> str:
    raw = f"{at.astimezone(UTC).isoformat()}|{mail_id}".encode()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _decode_cursor(cursor: str) -> tuple[datetime, str] | None:
    _cap("cursor", cursor, 200)
    if not cursor:
        return None
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode("utf-8")
        at, mail_id = text.split("|", 1)
        return datetime.fromisoformat(at), mail_id
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise InvalidInput("cursor", "is not a cursor this server gave out", cursor) from None


def _item(index: int, listed: MailAttachment, kind: str, why: str, redact: Redactor) -> AttachmentItem:
    """What an agent is told of one attachment: the name escaped and redacted, the type by content."""
    return AttachmentItem(
        index=index,
        # The name is the sender's text, listed beside the fence: escaped as the fence shows it,
        # redacted, and with fence tags defused (session 10).
        filename=inline(redact(shown_name(listed.filename))[0]),
        content_type=kind,  # "" when the content is of no known type
        size=listed.size,
        sha256=listed.sha256,
        refused=why,
    )
