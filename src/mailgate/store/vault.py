"""Encrypted vault rows; encryption itself is ``mailgate.secrets.cipher``'s job."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Connection, delete, insert, select

from mailgate.errors import NotFound
from mailgate.store.schema import vault
from mailgate.store.settings import get_flag, set_flag

GENERATION = "vault_generation"


def put(conn: Connection, name: str, kind: str, blob: bytes, now: datetime) -> None:
    """Store an entry's sealed value, replacing one of the same name."""
    conn.execute(delete(vault).where(vault.c.name == name))
    conn.execute(insert(vault).values(name=name, kind=kind, blob=blob, created_at=now))
    _bump(conn)


def remove(conn: Connection, name: str) -> None:
    """Delete an entry; NotFound when there is none."""
    if conn.execute(delete(vault).where(vault.c.name == name)).rowcount == 0:
        raise NotFound("vault entry", name)
    _bump(conn)


def _bump(conn: Connection) -> None:
    # A generation counter, changed in the same transaction as the vault: other workers see a
    # new value whatever their clocks say, and rebuild their leak scanner.
    current = get_flag(conn, GENERATION) or "0"
    set_flag(conn, GENERATION, str(int(current) + 1))


def names(conn: Connection) -> list[tuple[str, str]]:
    """``(name, kind)`` of every entry, by name."""
    return [(r.name, r.kind) for r in conn.execute(select(vault.c.name, vault.c.kind).order_by(vault.c.name))]


def blobs(conn: Connection) -> list[tuple[str, str, bytes]]:
    """``(name, kind, sealed value)`` of every entry."""
    return [
        (r.name, r.kind, bytes(r.blob))
        for r in conn.execute(select(vault.c.name, vault.c.kind, vault.c.blob))
    ]


def blob(conn: Connection, name: str) -> bytes | None:
    """The sealed value of one entry, or None."""
    value = conn.scalar(select(vault.c.blob).where(vault.c.name == name))
    return None if value is None else bytes(value)


def fingerprint(conn: Connection) -> str:
    """Changes whenever an entry is added, replaced or removed; one small read."""
    return get_flag(conn, GENERATION) or "0"
