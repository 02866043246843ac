"""Outbound drafts, their recipients and approvals; state changes follow ``model.TRANSITIONS``."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.sql.schema import ScalarElementColumnDefault

from mailgate.clock import as_utc
from mailgate.errors import Conflict, NotFound, StoreUnavailable
from mailgate.model import TRANSITIONS, Address, Attachment, Draft, DraftState, Recipient, RecipientKind
from mailgate.store.schema import approvals, attachments_out, draft_recipients, drafts
from mailgate.store.sql import Sql, bind, bound, insert_into, typed

# The settler's path runs these for every send, as fixed SQL on the DBAPI cursor (see store.sql).
_DRAFT_COLUMNS = tuple(drafts.c)
_DUE = Sql(
    "SELECT " + ", ".join(f'd."{c.name}"' for c in _DRAFT_COLUMNS) + ", a.decision, a.content_hash "
    "FROM drafts d LEFT JOIN approvals a ON a.draft_id = d.id "
    "WHERE d.state = 'approved' AND (d.not_before IS NULL OR d.not_before <= :now) "
    "ORDER BY d.created_at LIMIT 1",
    # Lock the row; skip the ones other workers hold (the outer join's nullable side cannot be locked).
    postgresql_suffix="FOR UPDATE OF d SKIP LOCKED",
)
_RECIPIENTS = Sql(
    'SELECT kind, "local", "domain", display_name FROM draft_recipients '
    "WHERE draft_id = :draft_id ORDER BY position"
)
_ATTACHMENTS = Sql(
    "SELECT filename, content_type, data FROM attachments_out WHERE draft_id = :draft_id ORDER BY position"
)
_UPDATES: dict[tuple[str, ...], Sql] = {}
# Every submit runs these (the SMTP door once per message).
_BY_KEY = Sql(
    "SELECT " + ", ".join(f'"{c.name}"' for c in _DRAFT_COLUMNS) + " FROM drafts "  # noqa: S608
    "WHERE agent = :agent AND idempotency_key = :key"
)
# Every column, so the schema's defaults (message_id "", ...) are written as the Core path would.
_DRAFT_DEFAULTS: dict[str, Any] = {
    c.name: c.default.arg if isinstance(c.default, ScalarElementColumnDefault) else None
    for c in _DRAFT_COLUMNS
}
_DRAFT_INSERT_COLUMNS = tuple(_DRAFT_DEFAULTS)
_INSERT_DRAFT = insert_into(drafts, _DRAFT_INSERT_COLUMNS)
_INSERT_RECIPIENT = insert_into(
    draft_recipients, ("draft_id", "position", "kind", "address", "display_name", "local", "domain")
)


def insert_draft(conn: Connection, draft: Draft) -> None:
    """Store a draft and its recipients in the caller's transaction (all or nothing).

    Raises Conflict when a draft with the same agent and idempotency key already exists.
    """
    try:
        _insert_row(conn, draft)
    except IntegrityError as exc:
        raise Conflict(f"a draft with idempotency key {draft.idempotency_key!r} already exists") from exc
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
    values = {
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
    }
    try:
        _INSERT_DRAFT.run(conn, bound(conn, drafts, {**_DRAFT_DEFAULTS, **values}))
    except StoreUnavailable as exc:
        # Fixed SQL reports every driver error alike: the unique key is told apart here.
        if isinstance(exc.__cause__, conn.dialect.loaded_dbapi.IntegrityError):
            raise IntegrityError(_INSERT_DRAFT.text, None, exc.__cause__) from exc.__cause__
        raise


def _insert_recipients(conn: Connection, draft: Draft) -> None:
    for i, r in enumerate(draft.recipients):
        _INSERT_RECIPIENT.run(
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


def next_due(conn: Connection, now: datetime) -> tuple[Draft, dict[str, str] | None] | None:
    """The oldest approved draft due by ``now`` and its approval row's decision and content hash.

    On PostgreSQL the row is locked and rows other workers hold are skipped (FOR UPDATE SKIP LOCKED).
    """
    rows = _DUE.rows(conn, {"now": bind(conn, drafts.c.not_before, now)})
    if not rows:
        return None
    *values, decision, approved_hash = rows[0]
    approval = None if decision is None else {"decision": decision, "content_hash": approved_hash}
    return _to_draft(conn, typed(conn, _DRAFT_COLUMNS, values)), approval


def get_draft(conn: Connection, draft_id: str, *, for_update: bool = False) -> Draft:
    query = select(drafts).where(drafts.c.id == draft_id)
    if for_update and conn.dialect.name == "postgresql":
        query = query.with_for_update()
    row = conn.execute(query).first()
    if row is None:
        raise NotFound("draft", draft_id)
    return _to_draft(conn, row._mapping)


def find_by_key(conn: Connection, agent: str, key: str) -> Draft | None:
    rows = _BY_KEY.rows(conn, {"agent": agent, "key": key})
    return None if not rows else _to_draft(conn, typed(conn, _DRAFT_COLUMNS, rows[0]))


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
    return None if row is None else _to_draft(conn, row._mapping)


def list_drafts(
    conn: Connection,
    *,
    state: str | None = None,
    agent: str | None = None,
    limit: int = 200,
    outcome: str | None = None,
    exclude_state: str | None = None,
) -> list[Draft]:
    query = select(drafts).order_by(drafts.c.created_at.desc()).limit(limit)
    if state:
        query = query.where(drafts.c.state == state)
    if outcome:
        query = query.where(drafts.c.outcome == outcome)
    if exclude_state:
        query = query.where(drafts.c.state != exclude_state)
    if agent:
        query = query.where(drafts.c.agent == agent)
    return [_to_draft(conn, r._mapping) for r in conn.execute(query)]


def transition(
    conn: Connection, draft_id: str, old: DraftState, new: DraftState, now: datetime, **values: Any
) -> None:
    """Move a draft from ``old`` to ``new``; refuses any move the state table does not allow."""
    if new not in TRANSITIONS[old]:
        raise Conflict(f"draft {draft_id} cannot go from {old} to {new}")
    values = {**values, "state": new.value, "updated_at": now}
    params = {f"v_{k}": v for k, v in bound(conn, drafts, values).items()}
    params.update(b_id=draft_id, b_old=old.value)
    if _update_for(tuple(sorted(values))).run(conn, params) != 1:
        current = conn.scalar(select(drafts.c.state).where(drafts.c.id == draft_id))
        if current is None:
            raise NotFound("draft", draft_id)
        raise Conflict(f"draft {draft_id} is {current}, not {old}")


def _update_for(keys: tuple[str, ...]) -> Sql:
    """The state-change UPDATE that sets ``keys``, written once per set of keys."""
    stmt = _UPDATES.get(keys)
    if stmt is None:
        # Column names from the schema (a KeyError names an unknown one); values are parameters.
        sets = ", ".join(f'"{drafts.c[k].name}" = :v_{k}' for k in keys)
        stmt = _UPDATES[keys] = Sql(f'UPDATE drafts SET {sets} WHERE "id" = :b_id AND "state" = :b_old')  # noqa: S608
    return stmt


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
    conn.execute(
        insert(approvals).values(
            draft_id=draft_id,
            decision=decision,
            content_hash=content_hash,
            decided_by=by,
            reason=reason,
            decided_at=now,
        )
    )


def get_approval(conn: Connection, draft_id: str) -> dict[str, Any] | None:
    row = conn.execute(select(approvals).where(approvals.c.draft_id == draft_id)).first()
    return None if row is None else dict(row._mapping)


def _to_draft(conn: Connection, row: Any) -> Draft:
    recipients = tuple(
        Recipient(kind=RecipientKind(kind), address=Address(local=local, domain=domain, display_name=name))
        for kind, local, domain, name in _RECIPIENTS.rows(conn, {"draft_id": row["id"]})
    )
    attachments = tuple(
        Attachment(filename=name, content_type=ctype, data=bytes(data))
        for name, ctype, data in _ATTACHMENTS.rows(conn, {"draft_id": row["id"]})
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
