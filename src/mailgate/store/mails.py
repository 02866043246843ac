"""Inbound mail records, their attachments, IMAP cursors and arrival wake-ups."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Row, and_, case, delete, func, insert, or_, select, update

from mailgate.errors import NotFound
from mailgate.model import MailAttachment, MailSummary, SenderAuth, StoredMail
from mailgate.store.schema import attachments_in, imap_cursors, mails, staged_mail, wakeups

LIST_COLUMNS = (
    mails.c.id,
    mails.c.agent,
    mails.c.account,
    mails.c.from_addr,
    mails.c.from_header,
    mails.c.subject,
    mails.c.date,
    mails.c.sender_auth,
    mails.c.flagged,
    mails.c.quarantined,
    mails.c.parse_error,
    mails.c.anomalies,
    mails.c.received_at,
    mails.c.read_at,
    mails.c.archived_at,
    mails.c.written_by_agent,
    mails.c.written_by_draft,
)


@dataclass(frozen=True)
class Seen:
    """What the store already holds of some mails: the dedupe keys and the Message-IDs taken."""

    copies: frozenset[tuple[str, str]]  # (message_id, raw_sha256) of stored mails
    taken: frozenset[str]  # non-empty Message-IDs of stored mails (with any raw bytes)


def seen_many(conn: Connection, keys: Iterable[tuple[str, str]]) -> Seen:
    """Which of these (Message-ID, raw sha256) dedupe keys, and which of their Message-IDs, are stored.

    Two statements however many keys, both searching the ``(message_id, raw_sha256)`` unique
    index (a row-value ``IN`` would make SQLite scan the whole index); what a batch of ingested
    mails asks before its write and again inside it.
    """
    wanted = set(keys)
    if not wanted:
        return Seen(copies=frozenset(), taken=frozenset())
    ids = sorted({message_id for message_id, _ in wanted})
    digests = sorted({digest for _, digest in wanted})
    found = conn.execute(
        select(mails.c.message_id, mails.c.raw_sha256).where(
            mails.c.message_id.in_(ids), mails.c.raw_sha256.in_(digests)
        )
    )
    # Every Message-ID against every digest: keep only the pairs asked for.
    copies = frozenset(key for key in ((str(r[0]), str(r[1])) for r in found) if key in wanted)
    named = [message_id for message_id in ids if message_id]
    taken: frozenset[str] = frozenset()
    if named:
        query = select(mails.c.message_id).where(mails.c.message_id.in_(named)).distinct()
        taken = frozenset(str(r[0]) for r in conn.execute(query))
    return Seen(copies=copies, taken=taken)


def landed(conn: Connection, rows: Iterable[tuple[str, str]]) -> frozenset[str]:
    """Which of these (mail id, raw sha256) rows are stored: a write whose commit reported an error
    may have committed all the same."""
    wanted = dict(rows)
    if not wanted:
        return frozenset()
    found = conn.execute(select(mails.c.id, mails.c.raw_sha256).where(mails.c.id.in_(sorted(wanted))))
    return frozenset(str(r[0]) for r in found if wanted.get(str(r[0])) == str(r[1]))


def insert_mail(conn: Connection, row: dict[str, Any], attachments: list[dict[str, Any]]) -> None:
    """Insert one mail and its attachments' metadata."""
    insert_mails(conn, [(row, attachments)])


def insert_mails(conn: Connection, mails_in: list[tuple[dict[str, Any], list[dict[str, Any]]]]) -> None:
    """Insert mails and their attachments' metadata: one statement for the mails, one for the attachments."""
    if not mails_in:
        return
    # the rows as parameters of one fixed statement: compiled once, executed as one batch
    conn.execute(insert(mails), [row for row, _ in mails_in])
    parts = [
        {"mail_id": row["id"], "position": i, **a}
        for row, attachments in mails_in
        for i, a in enumerate(attachments)
    ]
    if parts:
        conn.execute(insert(attachments_in), parts)


def get_mail(conn: Connection, mail_id: str) -> StoredMail:
    """One stored mail in full, with its attachments listed (NotFound when there is none)."""
    row = conn.execute(select(mails).where(mails.c.id == mail_id)).first()
    if row is None:
        raise NotFound("mail", mail_id)
    attachments = tuple(
        MailAttachment(filename=r.filename, content_type=r.content_type, size=int(r.size), sha256=r.sha256)
        for r in conn.execute(
            select(
                attachments_in.c.filename,
                attachments_in.c.content_type,
                attachments_in.c.size,
                attachments_in.c.sha256,
            )
            .where(attachments_in.c.mail_id == mail_id)
            .order_by(attachments_in.c.position)
        )
    )
    return StoredMail(
        id=row.id,
        agent=row.agent,
        account=row.account,
        folder=row.folder,
        message_id=row.message_id,
        raw_sha256=row.raw_sha256,
        raw=bytes(row.raw),
        raw_encrypted=bool(row.raw_encrypted),
        from_addr=row.from_addr,
        from_header=row.from_header,
        reply_to=row.reply_to,
        to_addrs=row.to_addrs,
        subject=row.subject,
        date=row.date,
        in_reply_to=row.in_reply_to,
        references=row.references,
        body=row.body,
        html_hidden=row.html_hidden,
        sender_auth=SenderAuth(row.sender_auth),
        sender_detail=row.sender_detail,
        scan=dict(row.scan or {}),
        flagged=bool(row.flagged),
        quarantined=bool(row.quarantined),
        parse_error=row.parse_error,
        anomalies=tuple(row.anomalies or ()),
        received_at=row.received_at,
        read_at=row.read_at,
        archived_at=row.archived_at,
        written_by_agent=row.written_by_agent,
        written_by_draft=row.written_by_draft,
        attachments=attachments,
    )


def _summary(row: Row[*tuple[Any, ...]]) -> MailSummary:
    return MailSummary(
        id=row.id,
        agent=row.agent,
        account=row.account,
        from_addr=row.from_addr,
        from_header=row.from_header,
        subject=row.subject,
        date=row.date,
        sender_auth=SenderAuth(row.sender_auth),
        flagged=bool(row.flagged),
        quarantined=bool(row.quarantined),
        parse_error=row.parse_error,
        anomalies=tuple(row.anomalies or ()),
        received_at=row.received_at,
        read_at=row.read_at,
        archived_at=row.archived_at,
        written_by_agent=row.written_by_agent,
        written_by_draft=row.written_by_draft,
    )


def attachment_heads(conn: Connection, mail_id: str, limit: int) -> list[dict[str, Any]]:
    """A mail's attachments in order: declared type, size, sha256, whether sealed, and the first
    ``limit`` bytes (all of a sealed one's: a cut ciphertext cannot be opened)."""
    head = case(
        (attachments_in.c.sealed, attachments_in.c.data), else_=func.substr(attachments_in.c.data, 1, limit)
    ).label("head")
    return [
        {**r._mapping, "head": bytes(r.head or b"")}
        for r in conn.execute(
            select(
                attachments_in.c.position,
                attachments_in.c.filename,
                attachments_in.c.content_type,
                attachments_in.c.size,
                attachments_in.c.sha256,
                attachments_in.c.sealed,
                head,
            )
            .where(attachments_in.c.mail_id == mail_id)
            .order_by(attachments_in.c.position)
        )
    ]


def attachment_data(conn: Connection, mail_id: str, position: int) -> tuple[bytes, bool] | None:
    """One attachment's stored bytes and whether they are sealed (None when there is no such one)."""
    row = conn.execute(
        select(attachments_in.c.data, attachments_in.c.sealed).where(
            attachments_in.c.mail_id == mail_id, attachments_in.c.position == position
        )
    ).first()
    return None if row is None else (bytes(row.data), bool(row.sealed))


def list_mails(
    conn: Connection, *, agent: str | None, unread: bool, include_quarantined: bool, limit: int
) -> list[MailSummary]:
    """Newest first; quarantined mail only when asked (the owner's view)."""
    query = select(*LIST_COLUMNS).order_by(mails.c.received_at.desc()).limit(limit)
    if agent is not None:
        query = query.where(mails.c.agent == agent)
    if unread:
        query = query.where(mails.c.read_at.is_(None))
    if not include_quarantined:
        query = query.where(mails.c.quarantined.is_(False))
    return [_summary(r) for r in conn.execute(query)]


@dataclass(frozen=True, kw_only=True)
class MailFilter:
    """What an agent's listing asks for; ``after`` is the keyset cursor (received_at, id) of the last row."""

    agents: tuple[str, ...]
    unread: bool = False
    sender: str = ""
    subject: str = ""
    since: datetime | None = None
    before: datetime | None = None
    include_archived: bool = False
    after: tuple[datetime, str] | None = None
    limit: int = 20


def page_mails(conn: Connection, f: MailFilter) -> list[MailSummary]:
    """Newest first, never quarantined mail; ``limit + 1`` rows so the caller knows if more follow."""
    query = (
        select(*LIST_COLUMNS)
        .where(mails.c.agent.in_(f.agents), mails.c.quarantined.is_(False))
        .order_by(mails.c.received_at.desc(), mails.c.id.desc())
        .limit(f.limit + 1)
    )
    if f.unread:
        query = query.where(mails.c.read_at.is_(None))
    if not f.include_archived:
        query = query.where(mails.c.archived_at.is_(None))
    if f.sender:
        query = query.where(func.lower(mails.c.from_addr).contains(f.sender.lower(), autoescape=True))
    if f.subject:
        query = query.where(func.lower(mails.c.subject).contains(f.subject.lower(), autoescape=True))
    if f.since is not None:
        query = query.where(mails.c.received_at >= f.since)
    if f.before is not None:
        query = query.where(mails.c.received_at < f.before)
    if f.after is not None:
        at, last_id = f.after
        query = query.where(
            or_(mails.c.received_at < at, and_(mails.c.received_at == at, mails.c.id < last_id))
        )
    return [_summary(r) for r in conn.execute(query)]


def mark(conn: Connection, mail_id: str, **values: Any) -> None:
    """Set columns of one mail (read_at, quarantined, archived_at...); NotFound when there is none."""
    if conn.execute(update(mails).where(mails.c.id == mail_id).values(**values)).rowcount == 0:
        raise NotFound("mail", mail_id)


def get_cursor(conn: Connection, account: str, folder: str) -> tuple[int, int] | None:
    """``(uidvalidity, last_uid)`` of an IMAP folder, or None before the first pull."""
    row = conn.execute(
        select(imap_cursors.c.uidvalidity, imap_cursors.c.last_uid).where(
            imap_cursors.c.account == account, imap_cursors.c.folder == folder
        )
    ).first()
    return None if row is None else (int(row.uidvalidity), int(row.last_uid))


def set_cursor(conn: Connection, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
    """Replace the cursor of an IMAP folder."""
    conn.execute(
        delete(imap_cursors).where(imap_cursors.c.account == account, imap_cursors.c.folder == folder)
    )
    conn.execute(
        insert(imap_cursors).values(
            account=account, folder=folder, uidvalidity=uidvalidity, last_uid=last_uid
        )
    )


def wakeups_since(conn: Connection, agent: str, since: datetime) -> int:
    """How many wake-ups the agent had since ``since``."""
    return int(
        conn.scalar(
            select(func.count()).select_from(wakeups).where(wakeups.c.agent == agent, wakeups.c.at >= since)
        )
        or 0
    )


def add_wakeup(conn: Connection, agent: str, mail_id: str, now: datetime) -> None:
    """Record one wake-up of the agent, for the hourly budget."""
    conn.execute(insert(wakeups).values(agent=agent, mail_id=mail_id, at=now))


def stage(conn: Connection, rows: list[dict[str, Any]]) -> None:
    """Keep raw pulled mail durably until the pipeline has taken it."""
    if rows:
        conn.execute(insert(staged_mail), rows)


def staged(conn: Connection, limit: int) -> list[tuple[int, str, str, bytes]]:
    """Up to ``limit`` staged mails, oldest first: ``(id, account, folder, raw)``."""
    rows = conn.execute(
        select(staged_mail.c.id, staged_mail.c.account, staged_mail.c.folder, staged_mail.c.raw)
        .order_by(staged_mail.c.id)
        .limit(limit)
    )
    return [(int(r.id), str(r.account), str(r.folder), bytes(r.raw)) for r in rows]


def unstage(conn: Connection, ids: list[int]) -> None:
    """Delete staged mails the pipeline has taken."""
    if ids:
        conn.execute(delete(staged_mail).where(staged_mail.c.id.in_(ids)))


def texts(conn: Connection, agent: str, limit: int) -> list[tuple[str, str, str]]:
    """(id, subject, body) of an agent's newest mails: what a draft may be quoting from."""
    rows = conn.execute(
        select(mails.c.id, mails.c.subject, mails.c.body)
        .where(mails.c.agent == agent)
        .order_by(mails.c.received_at.desc())
        .limit(limit)
    )
    return [(str(r.id), str(r.subject), str(r.body)) for r in rows]


def received_since(conn: Connection, since: datetime) -> list[datetime]:
    """When each mail received since ``since`` arrived (for the activity chart)."""
    return [r[0] for r in conn.execute(select(mails.c.received_at).where(mails.c.received_at >= since))]


def find_by_message_id(conn: Connection, agent: str, message_id: str) -> str | None:
    """The id of an agent's stored mail with this Message-ID (the parent of a reply draft)."""
    value = conn.scalar(
        select(mails.c.id).where(mails.c.agent == agent, mails.c.message_id == message_id).limit(1)
    )
    return None if value is None else str(value)
