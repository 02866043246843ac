"""The owner's dashboard login: password hash, sessions, used one-time links, and resolutions."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Connection, delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from mailgate.store.schema import draft_resolutions, owner_login, owner_sessions, used_links

OWNER = "owner"


def password_hash(conn: Connection) -> str | None:
    """The stored Argon2 hash, or None before `mailgate owner password` ran."""
    value = conn.scalar(select(owner_login.c.password_hash).where(owner_login.c.name == OWNER))
    return None if value is None else str(value)


def set_password_hash(conn: Connection, hashed: str, now: datetime) -> None:
    """Store the dashboard password's hash."""
    done = conn.execute(
        update(owner_login).where(owner_login.c.name == OWNER).values(password_hash=hashed, updated_at=now)
    )
    if done.rowcount == 0:
        conn.execute(insert(owner_login).values(name=OWNER, password_hash=hashed, updated_at=now))


def add_session(conn: Connection, id_hash: str, csrf: str, now: datetime, expires_at: datetime) -> None:
    """Record a dashboard session by the hash of its id, with its CSRF token and expiry."""
    conn.execute(
        insert(owner_sessions).values(id_hash=id_hash, csrf=csrf, created_at=now, expires_at=expires_at)
    )


def get_session(conn: Connection, id_hash: str) -> dict[str, Any] | None:
    """A session by the hash of its id, or None."""
    row = conn.execute(select(owner_sessions).where(owner_sessions.c.id_hash == id_hash)).first()
    return None if row is None else dict(row._mapping)


def end_session(conn: Connection, id_hash: str) -> None:
    """End one session."""
    conn.execute(delete(owner_sessions).where(owner_sessions.c.id_hash == id_hash))


def end_all_sessions(conn: Connection) -> int:
    """End every session; how many there were."""
    return int(conn.execute(delete(owner_sessions)).rowcount or 0)


def end_expired_sessions(conn: Connection, now: datetime) -> None:
    """Delete the sessions past their expiry."""
    conn.execute(delete(owner_sessions).where(owner_sessions.c.expires_at <= now))


def mark_link_used(conn: Connection, link_id: str, purpose: str, draft_id: str, now: datetime) -> bool:
    """Record a one-time link's use; False when it was used before (in any process)."""
    try:
        # A savepoint: on PostgreSQL a failed insert would otherwise abort the whole transaction.
        with conn.begin_nested():
            conn.execute(
                insert(used_links).values(id=link_id, purpose=purpose, draft_id=draft_id, used_at=now)
            )
    except IntegrityError:
        return False
    return True


def add_resolution(conn: Connection, draft_id: str, arrived: bool, by: str, now: datetime) -> bool:
    """Record whether an unknown send arrived; False when it was resolved before."""
    try:
        with conn.begin_nested():
            conn.execute(
                insert(draft_resolutions).values(
                    draft_id=draft_id, arrived=arrived, resolved_by=by, resolved_at=now
                )
            )
    except IntegrityError:
        return False
    return True


def resolutions(conn: Connection) -> dict[str, dict[str, Any]]:
    """How the owner settled each draft of unknown outcome, by draft id."""
    return {str(r.draft_id): dict(r._mapping) for r in conn.execute(select(draft_resolutions))}


def link_used(conn: Connection, link_id: str) -> bool:
    """Whether a one-time link was used already."""
    return conn.scalar(select(used_links.c.id).where(used_links.c.id == link_id)) is not None
