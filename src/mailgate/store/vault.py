"""Encrypted vault rows; encryption itself is ``mailgate.secrets.cipher``'s job."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Connection, delete, func, insert, select

from mailgate.errors import NotFound
from mailgate.store.schema import vault


def put(conn: Connection, name: str, kind: str, blob: bytes, now: datetime) -> None:
    conn.execute(delete(vault).where(vault.c.name == name))
    conn.execute(insert(vault).values(name=name, kind=kind, blob=blob, created_at=now))


def remove(conn: Connection, name: str) -> None:
    if conn.execute(delete(vault).where(vault.c.name == name)).rowcount == 0:
        raise NotFound("vault entry", name)


def names(conn: Connection) -> list[tuple[str, str]]:
    return [(r.name, r.kind) for r in conn.execute(select(vault.c.name, vault.c.kind).order_by(vault.c.name))]


def blobs(conn: Connection) -> list[tuple[str, str, bytes]]:
    return [
        (r.name, r.kind, bytes(r.blob))
        for r in conn.execute(select(vault.c.name, vault.c.kind, vault.c.blob))
    ]


def blob(conn: Connection, name: str) -> bytes | None:
    value = conn.scalar(select(vault.c.blob).where(vault.c.name == name))
    return None if value is None else bytes(value)


def fingerprint(conn: Connection) -> str:
    """Changes whenever an entry is added, replaced or removed; cheap (no blob is read out)."""
    row = conn.execute(
        select(func.count(), func.max(vault.c.created_at), func.sum(func.length(vault.c.blob)))
    ).one()
    return f"{row[0]}:{row[1]}:{row[2]}"
