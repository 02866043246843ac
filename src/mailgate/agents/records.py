"""What the agent operations return: frozen records with one JSON form each, shared by every door."""

from __future__ import annotations

import base64
from dataclasses import dataclass
from datetime import datetime

from typing_extensions import TypedDict


@dataclass(frozen=True, kw_only=True)
class AttachmentInput:
    """One attachment as an agent sends it: a file name and base64 content, never a local path."""

    filename: str
    content_base64: str
    content_type: str = ""


class MailItemJson(TypedDict):
    """One row of ``mail_list``: no body."""

    id: str
    agent_id: str
    account: str
    sender: str
    sender_verified: str
    subject: str
    date: str
    received_at: str
    unread: bool
    archived: bool
    injection_flagged: bool


class MailPageJson(TypedDict):
    """A page of ``mail_list``; ``next_cursor`` is empty on the last page."""

    mails: list[MailItemJson]
    next_cursor: str


class AttachmentJson(TypedDict):
    """One attachment as ``mail_read`` lists it; ``refused`` says why it cannot be fetched ("" if it can)."""

    index: int
    filename: str
    content_type: str
    size: int
    sha256: str
    available: bool
    refused: str


class MailTextJson(TypedDict):
    """``mail_read``: the mail inside the fence that says it is data, and its attachments listed."""

    id: str
    agent_id: str
    fenced: str
    body_cap_chars: int
    truncated: bool
    attachments: list[AttachmentJson]


class AttachmentContentJson(TypedDict):
    """``mail_attachment``: one attachment's bytes as base64, with the type its content shows."""

    mail_id: str
    index: int
    filename: str
    content_type: str
    size: int
    sha256: str
    content_base64: str


class SendOutcomeJson(TypedDict):
    """``mail_send``: the draft made, and what happens next. Nothing was sent by this call."""

    draft_id: str
    state: str
    outcome: str
    message: str
    duplicate: bool


class DraftStatusJson(TypedDict):
    """``mail_draft_status``: one of the caller's drafts."""

    draft_id: str
    state: str
    outcome: str
    message: str
    created_at: str
    sent_at: str


class ArchiveJson(TypedDict):
    """``mail_archive``: the mail is out of the default listing."""

    id: str
    archived: bool


class AccountsJson(TypedDict):
    """``mail_accounts``: inbound account names (never a password or raw config) and who is asking."""

    accounts: list[str]
    default: str
    agent_id: str


@dataclass(frozen=True, kw_only=True)
class MailItem:
    """One mail in a listing."""

    id: str
    agent: str
    account: str
    sender: str
    sender_auth: str
    subject: str
    date: str
    received_at: datetime
    unread: bool
    archived: bool
    flagged: bool

    def to_json(self) -> MailItemJson:
        """The wire form."""
        return MailItemJson(
            id=self.id,
            agent_id=self.agent,
            account=self.account,
            sender=self.sender,
            sender_verified=self.sender_auth,
            subject=self.subject,
            date=self.date,
            received_at=self.received_at.isoformat(),
            unread=self.unread,
            archived=self.archived,
            injection_flagged=self.flagged,
        )


@dataclass(frozen=True, kw_only=True)
class MailPage:
    """A page of mail and the cursor for the next one ("" at the end)."""

    mails: tuple[MailItem, ...]
    next_cursor: str

    def to_json(self) -> MailPageJson:
        """The wire form."""
        return MailPageJson(mails=[m.to_json() for m in self.mails], next_cursor=self.next_cursor)


@dataclass(frozen=True, kw_only=True)
class AttachmentItem:
    """One attachment of an inbound mail, listed: the name as shown (escaped, redacted), type, size."""

    index: int
    filename: str
    content_type: str
    size: int
    sha256: str
    refused: str = ""  # why it cannot be fetched ("" when it can)

    def to_json(self) -> AttachmentJson:
        """The wire form."""
        return AttachmentJson(
            index=self.index,
            filename=self.filename,
            content_type=self.content_type,
            size=self.size,
            sha256=self.sha256,
            available=not self.refused,
            refused=self.refused,
        )


@dataclass(frozen=True, kw_only=True)
class AttachmentContent:
    """One inbound attachment's content, handed to an agent that asked for it."""

    mail_id: str
    item: AttachmentItem
    data: bytes

    def to_json(self) -> AttachmentContentJson:
        """The wire form (the bytes as standard base64)."""
        return AttachmentContentJson(
            mail_id=self.mail_id,
            index=self.item.index,
            filename=self.item.filename,
            content_type=self.item.content_type,
            size=self.item.size,
            sha256=self.item.sha256,
            content_base64=base64.b64encode(self.data).decode("ascii"),
        )


@dataclass(frozen=True, kw_only=True)
class MailText:
    """One mail, fenced, with its attachments listed."""

    id: str
    agent: str
    fenced: str
    body_cap: int
    truncated: bool
    attachments: tuple[AttachmentItem, ...] = ()

    def to_json(self) -> MailTextJson:
        """The wire form."""
        return MailTextJson(
            id=self.id,
            agent_id=self.agent,
            fenced=self.fenced,
            body_cap_chars=self.body_cap,
            truncated=self.truncated,
            attachments=[a.to_json() for a in self.attachments],
        )


@dataclass(frozen=True, kw_only=True)
class SendOutcome:
    """What became of a send: a draft and its state (``outcome`` is the plain word for it)."""

    draft_id: str
    state: str
    outcome: str
    message: str
    duplicate: bool = False

    def to_json(self) -> SendOutcomeJson:
        """The wire form."""
        return SendOutcomeJson(
            draft_id=self.draft_id,
            state=self.state,
            outcome=self.outcome,
            message=self.message,
            duplicate=self.duplicate,
        )


@dataclass(frozen=True, kw_only=True)
class DraftStatus:
    """The state of one of the caller's drafts."""

    draft_id: str
    state: str
    outcome: str
    message: str
    created_at: datetime
    sent_at: datetime | None

    def to_json(self) -> DraftStatusJson:
        """The wire form."""
        return DraftStatusJson(
            draft_id=self.draft_id,
            state=self.state,
            outcome=self.outcome,
            message=self.message,
            created_at=self.created_at.isoformat(),
            sent_at="" if self.sent_at is None else self.sent_at.isoformat(),
        )


@dataclass(frozen=True, kw_only=True)
class Accounts:
    """Configured inbound accounts and the default one."""

    names: tuple[str, ...]
    default: str
    agent: str

    def to_json(self) -> AccountsJson:
        """The wire form."""
        return AccountsJson(accounts=list(self.names), default=self.default, agent_id=self.agent)
