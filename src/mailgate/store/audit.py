"""Storage of the append-only audit log; the chain's keying lives in ``mailgate.audit``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from sqlalchemy import Connection, func, select

from mailgate.store import hotpath
from mailgate.store.schema import audit_log


def tail(conn: Connection) -> tuple[int, str]:
    """The last sequence number and hash (0 and "" for an empty log); locks the tail for the append."""
    return hotpath.audit_tail(conn)


def insert_rows(conn: Connection, rows: Sequence[dict[str, Any]]) -> None:
    """Append rows in order (their chain hashes already computed)."""
    hotpath.audit_append(conn, rows)


def for_subject(conn: Connection, subject: str) -> list[dict[str, Any]]:
    """Every row about ``subject`` (e.g. one draft), oldest first, values typed as the schema says."""
    return hotpath.audit_for_subject(conn, subject)


def rows(
    conn: Connection, *, limit: int | None = None, subject: str | None = None
) -> Iterator[dict[str, Any]]:
    """Audit rows, oldest first: all, only about one ``subject``, or the last ``limit``."""
    query = select(audit_log).order_by(audit_log.c.seq)
    if subject is not None:
        query = query.where(audit_log.c.subject == subject)
    if limit is not None:
        count = conn.scalar(select(func.count()).select_from(audit_log)) or 0
        query = query.offset(max(0, int(count) - limit))
    for r in conn.execute(query):
        yield dict(r._mapping)
