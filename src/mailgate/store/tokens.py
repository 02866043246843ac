"""Agent tokens: only a keyed hash of each token is stored, never the token."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, insert, select, update

from mailgate.errors import NotFound
from mailgate.store import hotpath
from mailgate.store.schema import tokens


@dataclass(frozen=True, kw_only=True)
class TokenRow:
    """One stored token: who it speaks for, what it may do, and its life."""

    id: str
    agent: str
    name: str
    scopes: str
    token_hash: str
    created_at: datetime
    expires_at: datetime | None
    last_used_at: datetime | None
    revoked_at: datetime | None


_COLUMNS = (
    tokens.c.id,
    tokens.c.agent,
    tokens.c.name,
    tokens.c.scopes,
    tokens.c.token_hash,
    tokens.c.created_at,
    tokens.c.expires_at,
    tokens.c.last_used_at,
    tokens.c.revoked_at,
)


def add(conn: Connection, row: TokenRow) -> None:
    """Store a new token's hash and metadata."""
    conn.execute(
        insert(tokens).values(
            id=row.id,
            agent=row.agent,
            name=row.name,
            scopes=row.scopes,
            token_hash=row.token_hash,
            created_at=row.created_at,
            expires_at=row.expires_at,
        )
    )


def get(conn: Connection, token_id: str) -> TokenRow | None:
    """The token with this public id, if any."""
    found = hotpath.token_row(conn, token_id)  # every request of every agent door reads one
    return None if found is None else TokenRow(**{c.name: found[c.name] for c in _COLUMNS})


def list_all(conn: Connection, agent: str | None = None) -> list[TokenRow]:
    """Every token (revoked ones too), oldest first."""
    query = select(*_COLUMNS).order_by(tokens.c.created_at, tokens.c.id)
    if agent is not None:
        query = query.where(tokens.c.agent == agent)
    return [TokenRow(**r._mapping) for r in conn.execute(query)]


def revoke(conn: Connection, token_id: str, now: datetime) -> bool:
    """Mark a token revoked; False when it already was."""
    if get(conn, token_id) is None:
        raise NotFound("token", token_id)
    done = conn.execute(
        update(tokens).where(tokens.c.id == token_id, tokens.c.revoked_at.is_(None)).values(revoked_at=now)
    )
    return done.rowcount > 0


def touch(conn: Connection, token_id: str, now: datetime) -> None:
    """Record a use of the token."""
    conn.execute(update(tokens).where(tokens.c.id == token_id).values(last_used_at=now))
