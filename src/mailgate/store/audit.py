"""Storage of the append-only audit log; the chain's keying lives in ``mailgate.audit``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, func, select

from mailgate.store.schema import audit_log
from mailgate.store.sql import Sql, bound, insert_into, typed

# Every state change appends a row: fixed SQL on the DBAPI cursor (see store.sql).
_TAIL = Sql('SELECT "seq", "hash" FROM audit_log ORDER BY "seq" DESC LIMIT 1')
_LOCK = Sql("SELECT pg_advisory_xact_lock(:k)")
_COLUMNS = ("seq", "at", "actor", "action", "subject", "detail", "prev_hash", "hash")
_INSERT = insert_into(audit_log, _COLUMNS)
# The settler reads a draft's rows before every send (its approval must verify): by the index.
_FOR_SUBJECT = Sql(
    # Column names from the schema, the subject only ever as a parameter.
    "SELECT "  # noqa: S608
    + ", ".join(f'"{audit_log.c[c].name}"' for c in _COLUMNS)
    + ' FROM audit_log WHERE "subject" = :subject ORDER BY "seq"'
)

# Any constant works: it names the one lock that serialises appends on PostgreSQL, where two
# workers could otherwise both read the same tail and fork the chain.
_PG_AUDIT_LOCK = 0x6D61696C


def tail(conn: Connection) -> tuple[int, str]:
    """The last sequence number and hash (0 and "" for an empty log); locks the tail for the append."""
    if conn.dialect.name == "postgresql":
        _LOCK.rows(conn, {"k": _PG_AUDIT_LOCK})
    rows = _TAIL.rows(conn)
    return (0, "") if not rows else (int(rows[0][0]), str(rows[0][1]))


def insert_row(conn: Connection, row: dict[str, Any]) -> None:
    """Append one audit row."""
    _INSERT.run(conn, bound(conn, audit_log, {c: row[c] for c in _COLUMNS}))


def for_subject(conn: Connection, subject: str) -> list[dict[str, Any]]:
    """Every row about ``subject`` (e.g. one draft), oldest first, values typed as the schema says."""
    columns = [audit_log.c[c] for c in _COLUMNS]
    return [typed(conn, columns, r) for r in _FOR_SUBJECT.rows(conn, {"subject": subject})]


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
