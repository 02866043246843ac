"""Lease rows: a named piece of work held by one worker until a time, renewed by it, taken over after.

Every call runs inside the caller's write transaction. On PostgreSQL the lease row is locked
(``FOR UPDATE``) before it is judged, and a first insert that meets another worker's insert
yields to it; on SQLite the write transaction itself (``BEGIN IMMEDIATE``) already serialises
workers.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, delete, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from mailgate.store.schema import leases


@dataclass(frozen=True)
class LeaseRow:
    """Who holds a lease and until when."""

    name: str
    holder: str
    expires_at: datetime


@dataclass(frozen=True)
class Taken:
    """The outcome of one attempt to take or renew a lease.

    ``held`` is True when the caller holds it now; ``previous`` is the holder it was taken over
    from (its lease had run out), None when it was free or already the caller's; when not held,
    ``current`` is the worker that holds it.
    """

    held: bool
    previous: str | None = None
    current: LeaseRow | None = None


def take(conn: Connection, name: str, holder: str, now: datetime, until: datetime) -> Taken:
    """Take ``name`` for ``holder`` until ``until`` when it is free, ours, or past its expiry."""
    row = conn.execute(select(leases).where(leases.c.name == name).with_for_update()).first()
    if row is None:
        make = pg_insert if conn.dialect.name == "postgresql" else sqlite_insert
        added = conn.execute(
            make(leases)
            .values(name=name, holder=holder, expires_at=until, taken_at=now)
            .on_conflict_do_nothing(index_elements=["name"])
            .returning(leases.c.name)
        ).first()
        if added is not None:
            return Taken(held=True)
        # Another worker inserted it between our read and our insert: it is theirs.
        other = conn.execute(select(leases).where(leases.c.name == name)).first()
        return Taken(held=False, current=_row(other) if other is not None else None)
    current = _row(row)
    if current.holder != holder and current.expires_at > now:
        return Taken(held=False, current=current)
    values: dict[str, object] = {"holder": holder, "expires_at": until}
    if current.holder != holder:
        values["taken_at"] = now
    conn.execute(update(leases).where(leases.c.name == name).values(**values))
    return Taken(held=True, previous=current.holder if current.holder != holder else None)


def release(conn: Connection, name: str, holder: str) -> None:
    """Give ``name`` up at once, if ``holder`` still holds it (the next worker need not wait)."""
    conn.execute(delete(leases).where(leases.c.name == name, leases.c.holder == holder))


def all_leases(conn: Connection) -> list[LeaseRow]:
    """Every lease row, by name."""
    return [_row(r) for r in conn.execute(select(leases).order_by(leases.c.name))]


def _row(row: object) -> LeaseRow:
    mapping = row._mapping  # type: ignore[attr-defined]
    expires = mapping["expires_at"]
    return LeaseRow(name=str(mapping["name"]), holder=str(mapping["holder"]), expires_at=expires)
