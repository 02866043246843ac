"""Rules kept as data: agents, allowed lists, owner addresses, grants, the stop list, contact history.

Reads used by the policy take every recipient at once (``IN`` over the keys), so one decision
costs a fixed handful of indexed queries whatever the number of recipients.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, delete, func, insert, select, update

from mailgate.errors import NotFound
from mailgate.model import AllowedEntry, GrantEntry, StopEntry
from mailgate.store import hotpath
from mailgate.store.errors import conflict_on_duplicate
from mailgate.store.schema import (
    agents,
    allowed,
    contacts,
    do_not_contact,
    grants,
    owner_addresses,
)


@dataclass(frozen=True, kw_only=True)
class AgentRow:
    """One row of the agents table."""

    name: str
    rung: int
    rate_per_hour: int | None
    rate_per_day: int | None


# --- agents -----------------------------------------------------------------------------------


def add_agent(conn: Connection, name: str, rung: int, now: datetime) -> None:
    """Register an agent; Conflict when the name is taken."""
    with conflict_on_duplicate(f"agent {name} already exists"):
        conn.execute(insert(agents).values(name=name, rung=rung, created_at=now))


def get_agent(conn: Connection, name: str) -> AgentRow | None:
    """One agent, or None."""
    row = hotpath.agent_row(conn, name)  # every submit reads it: the hot path's fixed SQL
    if row is None:
        return None
    got, rung, per_hour, per_day = row
    return AgentRow(name=got, rung=rung, rate_per_hour=per_hour, rate_per_day=per_day)


def list_agents(conn: Connection) -> list[AgentRow]:
    """Every agent, by name."""
    rows = conn.execute(select(agents).order_by(agents.c.name)).all()
    return [
        AgentRow(name=r.name, rung=r.rung, rate_per_hour=r.rate_per_hour, rate_per_day=r.rate_per_day)
        for r in rows
    ]


def update_agent(conn: Connection, name: str, **values: Any) -> None:
    """Set columns of one agent; NotFound when there is none."""
    result = conn.execute(update(agents).where(agents.c.name == name).values(**values))
    if result.rowcount == 0:
        raise NotFound("agent", name)


# --- allowed lists ----------------------------------------------------------------------------


def allow(conn: Connection, agent: str, address: str, min_rung: int, source: str, now: datetime) -> None:
    """Put an address or domain on an agent's allowed list (or update its rung and source)."""
    existing = conn.execute(
        select(allowed.c.id).where(allowed.c.agent == agent, allowed.c.address == address)
    ).first()
    if existing is None:
        conn.execute(
            insert(allowed).values(
                agent=agent, address=address, min_rung=min_rung, source=source, created_at=now
            )
        )
    else:
        conn.execute(update(allowed).where(allowed.c.id == existing.id).values(min_rung=min_rung))


def disallow(conn: Connection, agent: str, address: str) -> None:
    """Take an entry off an agent's allowed list; NotFound when it is not there."""
    result = conn.execute(delete(allowed).where(allowed.c.agent == agent, allowed.c.address == address))
    if result.rowcount == 0:
        raise NotFound("allowed entry", f"{agent} {address}")


def list_allowed(conn: Connection, agent: str | None = None) -> list[AllowedEntry]:
    """Allowed-list entries (of one agent, or all), by agent and address."""
    query = select(allowed.c.agent, allowed.c.address, allowed.c.min_rung, allowed.c.source)
    if agent:
        query = query.where(allowed.c.agent == agent)
    rows = conn.execute(query.order_by(allowed.c.agent, allowed.c.address))
    return [
        AllowedEntry(agent=r.agent, address=r.address, min_rung=int(r.min_rung), source=r.source)
        for r in rows
    ]


def allowed_for(conn: Connection, agent: str, targets: Iterable[str]) -> dict[str, int]:
    """Allowed-list entries of ``agent`` among ``targets``, with the rung each requires."""
    return hotpath.allowed_for(conn, agent, list(targets))


# --- owner addresses --------------------------------------------------------------------------


def add_owner(conn: Connection, address: str, now: datetime) -> None:
    """Add an owner address (nothing happens when it is there already)."""
    if conn.execute(select(owner_addresses).where(owner_addresses.c.address == address)).first() is None:
        conn.execute(insert(owner_addresses).values(address=address, created_at=now))


def remove_owner(conn: Connection, address: str) -> None:
    """Remove an owner address; NotFound when it is not there."""
    if conn.execute(delete(owner_addresses).where(owner_addresses.c.address == address)).rowcount == 0:
        raise NotFound("owner address", address)


def list_owners(conn: Connection) -> list[str]:
    """The owner addresses, sorted."""
    return list(conn.scalars(select(owner_addresses.c.address).order_by(owner_addresses.c.address)))


def owners_among(conn: Connection, keys: Sequence[str]) -> set[str]:
    """The owner addresses among ``keys`` (address keys), in one query."""
    return hotpath.owners_among(conn, keys)


# --- grants -----------------------------------------------------------------------------------


def add_grant(conn: Connection, target: str, agent: str, created_by: str, now: datetime) -> bool:
    """Add a grant; False when the same grant already existed."""
    exists = conn.execute(
        select(grants.c.id).where(grants.c.target == target, grants.c.agent == agent)
    ).first()
    if exists is not None:
        return False
    conn.execute(insert(grants).values(target=target, agent=agent, created_by=created_by, created_at=now))
    return True


def remove_grant(conn: Connection, target: str, agent: str) -> None:
    """Remove a grant; NotFound when there is none."""
    result = conn.execute(delete(grants).where(grants.c.target == target, grants.c.agent == agent))
    if result.rowcount == 0:
        raise NotFound("grant", f"{target}" + (f" for {agent}" if agent else ""))


def list_grants(conn: Connection, agent: str | None = None) -> list[GrantEntry]:
    """Grants (of one agent, or all), by target and agent."""
    query = select(grants.c.target, grants.c.agent, grants.c.created_by, grants.c.created_at)
    if agent is not None:
        query = query.where(grants.c.agent == agent)
    rows = conn.execute(query.order_by(grants.c.target, grants.c.agent))
    return [
        GrantEntry(target=r.target, agent=r.agent, created_by=r.created_by, created_at=r.created_at)
        for r in rows
    ]


def grants_among(conn: Connection, agent: str, targets: Sequence[str]) -> set[str]:
    """The grant targets among ``targets`` that hold for ``agent`` (its own or everyone's)."""
    return hotpath.grants_among(conn, agent, targets)


# --- stop list --------------------------------------------------------------------------------


def add_dnc(conn: Connection, address: str, mailbox: str, reason: str, now: datetime) -> None:
    """Stop ``address`` (an address key) and every address of its ``mailbox`` key."""
    row = conn.execute(select(do_not_contact).where(do_not_contact.c.address == address)).first()
    if row is None:
        conn.execute(
            insert(do_not_contact).values(address=address, mailbox=mailbox, reason=reason, created_at=now)
        )
    else:
        conn.execute(
            update(do_not_contact)
            .where(do_not_contact.c.address == address)
            .values(mailbox=mailbox, reason=reason)
        )


def remove_dnc(conn: Connection, address: str) -> None:
    """Take an address off the do-not-contact list; NotFound when it is not there."""
    if conn.execute(delete(do_not_contact).where(do_not_contact.c.address == address)).rowcount == 0:
        raise NotFound("stop-list entry", address)


def dnc_among(conn: Connection, keys: Sequence[str], mailbox_of: Callable[[str], str]) -> dict[str, str]:
    """The stop-list reason for each of ``keys`` (address keys) that an entry covers, in one query.

    An entry covers a key when they are the same address or reach the same mailbox
    (``mailbox_of``: the configured sub-address, dot and domain-alias rules).
    """
    mailboxes = {key: mailbox_of(key) for key in keys}
    rows = hotpath.stop_list_among(conn, sorted(set(keys) | set(mailboxes.values())))
    found: dict[str, str] = {}
    for key in keys:
        names = {key, mailboxes[key]}
        exact = [reason for address, _, reason in rows if address == key]
        covering = [(a, r) for a, m, r in rows if a in names or m in names]
        if exact:
            found[key] = exact[0]
        elif covering:
            entry, reason = min(covering)
            found[key] = f"{reason} (the entry {entry} covers this mailbox)"
    return found


def rekey_dnc(conn: Connection, mailbox_of: Callable[[str], str]) -> int:
    """Recompute every entry's mailbox key with ``mailbox_of``; returns how many changed."""
    changed = 0
    for address, mailbox in conn.execute(select(do_not_contact.c.address, do_not_contact.c.mailbox)).all():
        key = mailbox_of(str(address))
        if key != mailbox:
            conn.execute(
                update(do_not_contact).where(do_not_contact.c.address == address).values(mailbox=key)
            )
            changed += 1
    return changed


def list_dnc(conn: Connection) -> list[StopEntry]:
    """The do-not-contact list, by address."""
    d = do_not_contact
    rows = conn.execute(select(d.c.address, d.c.mailbox, d.c.reason, d.c.created_at).order_by(d.c.address))
    return [
        StopEntry(address=r.address, mailbox=r.mailbox, reason=r.reason, created_at=r.created_at)
        for r in rows
    ]


# --- contact history and rates ----------------------------------------------------------------


def record_contact(
    conn: Connection, agent: str, address: str, draft_id: str, by_person: bool, now: datetime
) -> None:
    """Record one send to an address, and whether a person approved it."""
    values = {"agent": agent, "address": address, "draft_id": draft_id, "approved_by_person": by_person}
    hotpath.add_contact(conn, {**values, "sent_at": now})


def contact_history(conn: Connection, address: str) -> list[dict[str, Any]]:
    """Every send to ``address``, oldest first."""
    rows = conn.execute(
        select(contacts.c.agent, contacts.c.draft_id, contacts.c.approved_by_person, contacts.c.sent_at)
        .where(contacts.c.address == address)
        .order_by(contacts.c.sent_at)
    )
    return [dict(r._mapping) for r in rows]


def approved_sends(conn: Connection, agent: str, address: str) -> int:
    """How many sends of the agent to the address a person approved."""
    return int(
        conn.scalar(
            select(func.count())
            .select_from(contacts)
            .where(
                contacts.c.address == address,
                contacts.c.agent == agent,
                contacts.c.approved_by_person.is_(True),
            )
        )
        or 0
    )


def lock_agent(conn: Connection, agent: str) -> None:
    """Serialise the decisions that store drafts for ``agent``, until the transaction ends.

    PostgreSQL: the agent's row is locked (FOR UPDATE), so a second sender's count waits for the
    first one's insert. SQLite: ``Store.write`` has already taken the database's one write lock
    (BEGIN IMMEDIATE) before anything is counted, so there is nothing more to take.
    """
    if conn.dialect.name == "postgresql":
        conn.execute(select(agents.c.name).where(agents.c.name == agent).with_for_update())


def recent_recipients(conn: Connection, agent: str, now: datetime) -> tuple[int, int]:
    """Recipients of the agent's drafts of the last hour and the last day that were not rejected."""
    return hotpath.recent_recipients(conn, agent, now - timedelta(hours=1), now - timedelta(days=1))
