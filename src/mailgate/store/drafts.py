"""Outbound drafts, their recipients and approvals; state changes follow ``model.TRANSITIONS``."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select

from mailgate.clock import as_utc
from mailgate.errors import Conflict, NotFound
from mailgate.model import TRANSITIONS, Address, Attachment, Draft, DraftState, Recipient, RecipientKind
from mailgate.store import hotpath
from mailgate.store.errors import conflict_on_duplicate
from mailgate.store.schema import attachments_out, draft_recipients, drafts


def insert_draft(conn: Connection, draft: Draft) -> None:
    """Store a draft and its recipients in the caller's transaction (all or nothing).

    Raises Conflict when a draft with the same agent and idempotency key already exists.
    """
    with conflict_on_duplicate(f"a draft with idempotency key {draft.idempotency_key!r} already exists"):
        _insert_row(conn, draft)
    _insert_recipients(conn, draft)
    if draft.attachments:
        conn.execute(
            insert(attachments_out),
            [
                {
                    "draft_id": draft.id,
                    "position": i,
                    "filename": a.filename,
                    "content_type": a.content_type,
                    "data": a.data,
                }
                for i, a in enumerate(draft.attachments)
            ],
        )


def _insert_row(conn: Connection, draft: Draft) -> None:
    # Every submit stores one: the hot path's fixed SQL (same values, same defaults as Core).
    hotpath.insert_draft_row(
        conn,
        {
            "id": draft.id,
            "agent": draft.agent,
            "state": draft.state.value,
            "subject": draft.subject,
            "body": draft.body,
            "in_reply_to": draft.in_reply_to,
            "references": draft.references,
            "content_hash": draft.content_hash,
            "idempotency_key": draft.idempotency_key,
            "verdict": draft.verdict,
            "note": draft.note,
            "approved_by": draft.approved_by,
            "created_at": draft.created_at,
            "updated_at": draft.created_at,
            "expires_at": draft.expires_at,
            "not_before": draft.not_before,
            "outcome": draft.outcome,
            "outcome_by": draft.outcome_by,
            "retry_of": draft.retry_of,
        },
    )


def _insert_recipients(conn: Connection, draft: Draft) -> None:
    for i, r in enumerate(draft.recipients):
        hotpath.insert_recipient(
            conn,
            {
                "draft_id": draft.id,
                "position": i,
                "kind": r.kind.value,
                "address": r.address.key,
                "display_name": r.address.display_name,
                "local": r.address.local,
                "domain": r.address.domain,
            },
        )


@dataclass(frozen=True)
class Due:
    """The oldest due draft as the settler claims it: with its approval row's decision and content
    hash, and whether another draft is due besides it (not locked: another worker may take that one)."""

    draft: Draft
    approval: dict[str, str] | None
    another: bool


def next_due(conn: Connection, now: datetime) -> tuple[Draft, dict[str, str] | None, bool] | None:
    """The oldest approved draft due by ``now``, its approval row's decision and content hash, and
    whether another draft is due besides it (not locked: another worker may take that one).

    On PostgreSQL the row is locked and rows other workers hold are skipped (FOR UPDATE SKIP LOCKED).
    """
    due, _ = claimable(conn, now, ())
    return None if due is None else (due.draft, due.approval, due.another)


def claimable(conn: Connection, now: datetime, flag_keys: Sequence[str]) -> tuple[Due | None, dict[str, str]]:
    """The oldest approved draft due by ``now`` (None when none is), and the flags among
    ``flag_keys`` that are set, read with it: one statement when a draft is due (the settler's
    claim), two when none is.

    On PostgreSQL the row is locked and rows other workers hold are skipped (FOR UPDATE SKIP LOCKED).
    """
    found = hotpath.due_draft(conn, now, flag_keys)
    if found is None:
        return None, hotpath.flags(conn, flag_keys) if flag_keys else {}
    files = hotpath.draft_attachments_of(conn, found.row["id"]) if found.attached else []
    draft = _to_draft(found.row, found.recipients, files)
    return Due(draft=draft, approval=found.approval, another=found.another), found.flags


def get_draft(conn: Connection, draft_id: str, *, for_update: bool = False) -> Draft:
    """One draft; ``for_update`` locks its row on PostgreSQL. NotFound when there is none."""
    query = select(drafts).where(drafts.c.id == draft_id)
    if for_update and conn.dialect.name == "postgresql":
        query = query.with_for_update()
    row = conn.execute(query).first()
    if row is None:
        raise NotFound("draft", draft_id)
    return _drafts_of(conn, [row._mapping])[0]


def find_by_key(conn: Connection, agent: str, key: str) -> Draft | None:
    """The agent's draft with this idempotency key, or None."""
    # Every submit asks, and almost always finds none: the hot path's fixed SQL for the id.
    draft_id = hotpath.draft_id_by_key(conn, agent, key)
    return None if draft_id is None else get_draft(conn, draft_id)


def find_same_content(conn: Connection, agent: str, content_hash: str, since: datetime) -> Draft | None:
    """The newest draft of ``agent`` with exactly this content created at or after ``since``."""
    row = conn.execute(
        select(drafts)
        .where(
            drafts.c.agent == agent,
            drafts.c.content_hash == content_hash,
            drafts.c.created_at >= since,
        )
        .order_by(drafts.c.created_at.desc())
        .limit(1)
    ).first()
    return None if row is None else _drafts_of(conn, [row._mapping])[0]


def writers_of(conn: Connection, message_ids: Iterable[str]) -> dict[str, tuple[str, str]]:
    """(agent, draft id) of the draft the settler gave each of ``message_ids``, for those it gave.

    The settler picks a fresh random Message-ID for every claim, so at most one draft has one.
    """
    wanted = sorted({m for m in message_ids if m})
    if not wanted:
        return {}
    query = select(drafts.c.message_id, drafts.c.agent, drafts.c.id).where(drafts.c.message_id.in_(wanted))
    return {str(r.message_id): (str(r.agent), str(r.id)) for r in conn.execute(query)}


def list_drafts(
    conn: Connection,
    *,
    state: str | None = None,
    agent: str | None = None,
    limit: int = 200,
    outcome: str | None = None,
    exclude_state: str | None = None,
) -> list[Draft]:
    """Drafts newest first, filtered by state, agent or outcome."""
    query = select(drafts).order_by(drafts.c.created_at.desc()).limit(limit)
    if state:
        query = query.where(drafts.c.state == state)
    if outcome:
        query = query.where(drafts.c.outcome == outcome)
    if exclude_state:
        query = query.where(drafts.c.state != exclude_state)
    if agent:
        query = query.where(drafts.c.agent == agent)
    return _drafts_of(conn, [r._mapping for r in conn.execute(query)])


def transition(
    conn: Connection, draft_id: str, old: DraftState, new: DraftState, now: datetime, **values: Any
) -> None:
    """Move a draft from ``old`` to ``new``; refuses any move the state table does not allow."""
    if new not in TRANSITIONS[old]:
        raise Conflict(f"draft {draft_id} cannot go from {old} to {new}")
    if hotpath.move_draft(conn, draft_id, old.value, {**values, "state": new.value, "updated_at": now}) != 1:
        current = conn.scalar(select(drafts.c.state).where(drafts.c.id == draft_id))
        if current is None:
            raise NotFound("draft", draft_id)
        raise Conflict(f"draft {draft_id} is {current}, not {old}")


def ids_in_state(
    conn: Connection,
    state: DraftState,
    *,
    before: datetime | None = None,
    column: str = "expires_at",
    limit: int = 100,
    skip_locked: bool = False,
) -> list[str]:
    """Ids of drafts in ``state`` (optionally whose ``column`` is before a time), oldest first."""
    query = select(drafts.c.id).where(drafts.c.state == state.value)
    if before is not None:
        col = drafts.c[column]
        query = (
            query.where((col.is_(None)) | (col <= before))
            if column == "not_before"
            else query.where(col <= before)
        )
    query = query.order_by(drafts.c.created_at).limit(limit)
    if skip_locked and conn.dialect.name == "postgresql":
        query = query.with_for_update(skip_locked=True)
    return list(conn.scalars(query))


def put_approval(
    conn: Connection, draft_id: str, decision: str, content_hash: str, by: str, reason: str, now: datetime
) -> None:
    """Record who approved or rejected a draft, when, and why."""
    # Every submit the policy allows writes one: the hot path's fixed SQL.
    hotpath.add_approval(
        conn,
        {
            "draft_id": draft_id,
            "decision": decision,
            "content_hash": content_hash,
            "decided_by": by,
            "reason": reason,
            "decided_at": now,
        },
    )


def _drafts_of(conn: Connection, rows: Sequence[Mapping[Any, Any]]) -> list[Draft]:
    """Drafts for ``rows``: their recipients in one query and their attachments in one, for any count."""
    ids = [row["id"] for row in rows]
    recipients: dict[str, list[Sequence[Any]]] = defaultdict(list)
    attachments: dict[str, list[Sequence[Any]]] = defaultdict(list)
    if ids:
        r, a = draft_recipients, attachments_out
        for rec in conn.execute(
            select(r.c.draft_id, r.c.kind, r.c.local, r.c.domain, r.c.display_name)
            .where(r.c.draft_id.in_(ids))
            .order_by(r.c.draft_id, r.c.position)
        ):
            recipients[rec.draft_id].append(tuple(rec)[1:])
        for att in conn.execute(
            select(a.c.draft_id, a.c.filename, a.c.content_type, a.c.data)
            .where(a.c.draft_id.in_(ids))
            .order_by(a.c.draft_id, a.c.position)
        ):
            attachments[att.draft_id].append(tuple(att)[1:])
    return [_to_draft(row, recipients[row["id"]], attachments[row["id"]]) for row in rows]


def _to_draft(
    row: Mapping[Any, Any], recipient_rows: Iterable[Sequence[Any]], attachment_rows: Iterable[Sequence[Any]]
) -> Draft:
    recipients = tuple(
        Recipient(kind=RecipientKind(kind), address=Address(local=local, domain=domain, display_name=name))
        for kind, local, domain, name in recipient_rows
    )
    attachments = tuple(
        Attachment(filename=name, content_type=ctype, data=bytes(data))
        for name, ctype, data in attachment_rows
    )
    return Draft(
        id=row["id"],
        agent=row["agent"],
        state=DraftState(row["state"]),
        recipients=recipients,
        subject=row["subject"],
        body=row["body"],
        content_hash=row["content_hash"],
        created_at=as_utc(row["created_at"]),
        expires_at=as_utc(row["expires_at"]),
        in_reply_to=row["in_reply_to"],
        references=row["references"],
        idempotency_key=row["idempotency_key"],
        verdict=dict(row["verdict"] or {}),
        note=row["note"],
        approved_by=row["approved_by"],
        not_before=as_utc(row["not_before"]) if row["not_before"] else None,
        message_id=row["message_id"],
        sent_at=as_utc(row["sent_at"]) if row["sent_at"] else None,
        outcome=row["outcome"],
        outcome_by=row["outcome_by"],
        retry_of=row["retry_of"],
        attachments=attachments,
    )


def activity_since(conn: Connection, since: datetime) -> list[dict[str, Any]]:
    """State, verdict and times of every draft created or changed since ``since`` (for day counts)."""
    query = select(
        drafts.c.state, drafts.c.verdict, drafts.c.created_at, drafts.c.updated_at, drafts.c.sent_at
    ).where((drafts.c.created_at >= since) | (drafts.c.updated_at >= since))
    return [dict(r._mapping) for r in conn.execute(query)]
