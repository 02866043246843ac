"""Storage of the append-only audit log; the chain's hashing lives in ``mailgate.audit``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, func, insert, select, text

from mailgate.store.schema import audit_log

# Any constant works: it names the one lock that serialises appends on PostgreSQL, where two
# workers could otherwise both read the same tail and fork the chain.
_PG_AUDIT_LOCK = 0x6D61696C


def tail(conn: Connection) -> tuple[int, str]:
    """The last sequence number and hash (0 and "" for an empty log); locks the tail for the append."""
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_AUDIT_LOCK})
    row = conn.execute(
        select(audit_log.c.seq, audit_log.c.hash).order_by(audit_log.c.seq.desc()).limit(1)
    ).first()
    return (0, "") if row is None else (int(row.seq), str(row.hash))


def insert_row(conn: Connection, row: dict[str, Any]) -> None:
    conn.execute(insert(audit_log).values(**row))


def rows(
    conn: Connection, *, limit: int | None = None, subject: str | None = None
) -> Iterator[dict[str, Any]]:
    query = select(audit_log).order_by(audit_log.c.seq)
    if subject is not None:
        query = query.where(audit_log.c.subject == subject)
    if limit is not None:
        count = conn.scalar(select(func.count()).select_from(audit_log)) or 0
        query = query.offset(max(0, int(count) - limit))
    for r in conn.execute(query):
        yield dict(r._mapping)
