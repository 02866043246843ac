"""Notices to the owner (a draft held, a send unknown) per channel, with their retry state."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Row, and_, func, insert, not_, select, update
from sqlalchemy.exc import IntegrityError

from mailgate.store.schema import drafts, notifications

PENDING = "pending"
SENT = "sent"
FAILED = "failed"
MOOT = "moot"  # the draft was decided (or expired) before the notice went out: nothing to tell


def drafts_without_notice(
    conn: Connection, state: str, event: str, now: datetime, skip_agent: str, limit: int
) -> list[str]:
    """Ids of drafts in ``state`` that have no notice for ``event`` yet, oldest first.

    Pending drafts past their expiry are left out (the settler denies them); drafts of
    ``skip_agent`` whose idempotency key starts with ``notify:`` are the notices' own mail.
    """
    told = select(notifications.c.draft_id).where(
        notifications.c.draft_id == drafts.c.id, notifications.c.event == event
    )
    query = (
        select(drafts.c.id)
        .where(drafts.c.state == state, not_(told.exists()))
        .order_by(drafts.c.created_at)
        .limit(limit)
    )
    if state == "pending":
        query = query.where(drafts.c.expires_at > now)
    if skip_agent:
        query = query.where(
            not_(and_(drafts.c.agent == skip_agent, drafts.c.idempotency_key.like("notify:%")))
        )
    return [str(r) for r in conn.scalars(query)]


def add(conn: Connection, draft_id: str, event: str, channel: str, now: datetime) -> bool:
    """Create one notice; False when another process created it first."""
    try:
        with conn.begin_nested():
            conn.execute(
                insert(notifications).values(
                    draft_id=draft_id,
                    event=event,
                    channel=channel,
                    state=PENDING,
                    tries=0,
                    next_at=now,
                    last_error="",
                    created_at=now,
                )
            )
    except IntegrityError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class NoticeRow:
    """One notice about one draft: which event, told to which channel, and how its tries went."""

    draft_id: str
    event: str
    channel: str
    state: str
    tries: int
    next_at: datetime
    last_error: str
    created_at: datetime
    sent_at: datetime | None

    @property
    def key(self) -> tuple[str, str, str]:
        """(draft id, event, channel): the notice's primary key."""
        return (self.draft_id, self.event, self.channel)


def _notice(r: Row[Any]) -> NoticeRow:
    m = r._mapping
    return NoticeRow(
        draft_id=str(m["draft_id"]),
        event=str(m["event"]),
        channel=str(m["channel"]),
        state=str(m["state"]),
        tries=int(m["tries"]),
        next_at=m["next_at"],
        last_error=str(m["last_error"]),
        created_at=m["created_at"],
        sent_at=m["sent_at"],
    )


def due(conn: Connection, now: datetime, limit: int) -> list[NoticeRow]:
    """Pending notices whose next try is due, oldest first."""
    rows = conn.execute(
        select(notifications)
        .where(notifications.c.state == PENDING, notifications.c.next_at <= now)
        .order_by(notifications.c.next_at)
        .limit(limit)
    )
    return [_notice(r) for r in rows]


def claim(conn: Connection, row: NoticeRow, lease_until: datetime) -> bool:
    """Take one try of a notice: only one process wins a given (notice, try number)."""
    done = conn.execute(
        update(notifications)
        .where(
            notifications.c.draft_id == row.draft_id,
            notifications.c.event == row.event,
            notifications.c.channel == row.channel,
            notifications.c.state == PENDING,
            notifications.c.tries == row.tries,
        )
        .values(tries=row.tries + 1, next_at=lease_until)
    )
    return bool(done.rowcount == 1)


def finish(
    conn: Connection,
    key: tuple[str, str, str],
    *,
    state: str,
    error: str = "",
    next_at: datetime | None = None,
    sent_at: datetime | None = None,
) -> None:
    """Record the outcome of a try: sent, failed for good, moot, or pending again at ``next_at``."""
    values: dict[str, Any] = {"state": state, "last_error": error[:500]}
    if next_at is not None:
        values["next_at"] = next_at
    if sent_at is not None:
        values["sent_at"] = sent_at
    draft_id, event, channel = key
    conn.execute(
        update(notifications)
        .where(
            notifications.c.draft_id == draft_id,
            notifications.c.event == event,
            notifications.c.channel == channel,
        )
        .values(**values)
    )


def for_draft(conn: Connection, draft_id: str) -> list[NoticeRow]:
    """Every notice about one draft."""
    rows = conn.execute(
        select(notifications)
        .where(notifications.c.draft_id == draft_id)
        .order_by(notifications.c.event, notifications.c.channel)
    )
    return [_notice(r) for r in rows]


def counts(conn: Connection) -> dict[str, int]:
    """Notices per state, and ``retries``: tries beyond the first, over every notice."""
    out = {
        str(state): int(n)
        for state, n in conn.execute(
            select(notifications.c.state, func.count()).group_by(notifications.c.state)
        )
    }
    retries = conn.scalar(
        select(func.coalesce(func.sum(notifications.c.tries - 1), 0)).where(notifications.c.tries > 1)
    )
    out["retries"] = int(retries or 0)
    return out
