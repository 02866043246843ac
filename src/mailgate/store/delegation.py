"""Who manages whom: the owner-made tree that lets a manager agent read its reports' inboxes."""

from __future__ import annotations

from sqlalchemy import Connection, select, update

from mailgate.errors import NotFound
from mailgate.store.schema import agents


def managers(conn: Connection) -> dict[str, str | None]:
    """Every agent with its manager (None at the top)."""
    return {str(r.name): r.manager for r in conn.execute(select(agents.c.name, agents.c.manager))}


def set_manager(conn: Connection, agent: str, manager: str | None) -> None:
    """Set or clear an agent's manager."""
    if conn.execute(update(agents).where(agents.c.name == agent).values(manager=manager)).rowcount == 0:
        raise NotFound("agent", agent)
