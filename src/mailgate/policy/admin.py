"""The owner's rules: agents and their rungs, rates and managers, allowed lists, grants, owners and
the do-not-contact list. Every change is one write transaction with its audit row."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mailgate import audit, clock
from mailgate.addresses import parse_grant, parse_recipient
from mailgate.agents.delegation import check_no_cycle
from mailgate.errors import InvalidInput, NotFound
from mailgate.mailboxes import MailboxRules
from mailgate.model import AGENT_NAME, AllowedEntry, GrantEntry, StopEntry
from mailgate.store import Store
from mailgate.store import delegation as delegation_store
from mailgate.store import rules as rules_store
from mailgate.store import settings as flags


@dataclass(frozen=True, kw_only=True)
class AgentInfo:
    """One registered agent: its trust rung and its send rates (None: no limit)."""

    name: str
    rung: int
    rate_per_hour: int | None
    rate_per_day: int | None


class Rules:
    """Administration of who may send to whom (``gw.rules``); the policy engine reads what it keeps."""

    def __init__(self, store: Store, mailboxes: MailboxRules) -> None:
        self.store = store
        self.mailboxes = mailboxes

    def add_agent(self, name: str, rung: int = 0, *, actor: str = "owner") -> None:
        """Register an agent at a trust rung."""
        check_agent_name(name)
        _check_rung(rung)
        with self.store.write() as tx:
            rules_store.add_agent(tx, name, rung, clock.now())
            audit.record(tx, actor=actor, action="agent.add", subject=name, detail={"rung": rung})

    def set_manager(self, agent: str, manager: str | None, *, actor: str = "owner") -> None:
        """Let ``manager`` read ``agent``'s inbox (and its reports'); None removes the link."""
        check_agent_name(agent)
        with self.store.write() as tx:
            tree = delegation_store.managers(tx)
            if agent not in tree:
                raise NotFound("agent", agent)
            if manager is not None:
                check_agent_name(manager)
                if manager not in tree:
                    raise NotFound("agent", manager)
                check_no_cycle(agent, manager, tree)
            delegation_store.set_manager(tx, agent, manager)
            audit.record(
                tx, actor=actor, action="agent.set_manager", subject=agent, detail={"manager": manager}
            )

    def managers(self) -> dict[str, str | None]:
        """Every agent with its manager (None at the top)."""
        with self.store.read() as tx:
            return delegation_store.managers(tx)

    def list_agents(self) -> list[AgentInfo]:
        """Every registered agent with its rung and rate limits."""
        with self.store.read() as tx:
            return [
                AgentInfo(
                    name=a.name, rung=a.rung, rate_per_hour=a.rate_per_hour, rate_per_day=a.rate_per_day
                )
                for a in rules_store.list_agents(tx)
            ]

    def set_rung(self, name: str, rung: int, *, actor: str = "owner") -> None:
        """Move an agent to another trust rung."""
        _check_rung(rung)
        with self.store.write() as tx:
            rules_store.update_agent(tx, name, rung=rung)
            audit.record(tx, actor=actor, action="agent.set_rung", subject=name, detail={"rung": rung})

    def set_rate(self, name: str, per_hour: int | None, per_day: int | None, *, actor: str = "owner") -> None:
        """Limit the recipients an agent's drafts reach per hour and per day (None: no limit)."""
        for field, value in (("per_hour", per_hour), ("per_day", per_day)):
            if value is not None and value < 0:
                raise InvalidInput(field, "must be 0 or more", value)
        with self.store.write() as tx:
            rules_store.update_agent(tx, name, rate_per_hour=per_hour, rate_per_day=per_day)
            audit.record(
                tx,
                actor=actor,
                action="agent.set_rate",
                subject=name,
                detail={"per_hour": per_hour, "per_day": per_day},
            )

    def allow(
        self, agent: str, target: str, min_rung: int = 0, *, actor: str = "owner", source: str = "owner"
    ) -> str:
        """Put an address (or ``*@domain``) on an agent's allowed list; returns the stored form."""
        _check_rung(min_rung, "min_rung")
        entry = parse_grant(target)
        if entry == "*":
            raise InvalidInput("address", "an allowed list names an address or *@domain, not *", target)
        with self.store.write() as tx:
            if rules_store.get_agent(tx, agent) is None:
                raise NotFound("agent", agent)
            rules_store.allow(tx, agent, entry, min_rung, source, clock.now())
            audit.record(
                tx,
                actor=actor,
                action="agent.allow",
                subject=agent,
                detail={"address": entry, "min_rung": min_rung},
            )
        return entry

    def disallow(self, agent: str, target: str, *, actor: str = "owner") -> None:
        """Take a target off an agent's allowed list."""
        entry = parse_grant(target)
        with self.store.write() as tx:
            rules_store.disallow(tx, agent, entry)
            audit.record(tx, actor=actor, action="agent.disallow", subject=agent, detail={"address": entry})

    def list_allowed(self, agent: str | None = None) -> list[AllowedEntry]:
        """The allowed lists, of one agent or of all."""
        with self.store.read() as tx:
            return rules_store.list_allowed(tx, agent)

    def add_grant(self, target: str, agent: str = "", *, actor: str = "owner") -> str:
        """Grant sending to an address, ``*@domain`` or (typed out) ``*``, for one agent or all."""
        grant = parse_grant(target)
        if agent:
            check_agent_name(agent)
        with self.store.write() as tx:
            if agent and rules_store.get_agent(tx, agent) is None:
                raise NotFound("agent", agent)
            if rules_store.add_grant(tx, grant, agent, actor, clock.now()):
                audit.record(tx, actor=actor, action="grant.add", subject=grant, detail={"agent": agent})
        return grant

    def remove_grant(self, target: str, agent: str | None = None, *, actor: str = "owner") -> tuple[str, str]:
        """Remove a grant; returns it and its agent ("" = every agent).

        ``agent`` None finds the grant whatever agent it belongs to; when several agents hold the
        same target the owner must say which (``*`` names the every-agent grant).
        """
        grant = parse_grant(target)
        with self.store.write() as tx:
            holders = [r.agent for r in rules_store.list_grants(tx) if r.target == grant]
            if agent is None:
                if not holders:
                    raise NotFound("grant", grant)
                if len(holders) > 1:
                    named = ", ".join(h or "* (every agent)" for h in holders)
                    raise InvalidInput(
                        "agent",
                        f"grant {grant} is held by several agents ({named}): say which with "
                        "--agent NAME, or --agent '*' for the every-agent grant",
                    )
                agent = holders[0]
            elif agent == "*":
                agent = ""
            if agent not in holders:
                where = f"agent {agent}" if agent else "every agent"
                held = ", ".join(h or "*" for h in holders)
                hint = f"; it is held by --agent {held}" if holders else ""
                raise NotFound("grant", f"{grant} for {where}{hint}")
            rules_store.remove_grant(tx, grant, agent)
            audit.record(tx, actor=actor, action="grant.remove", subject=grant, detail={"agent": agent})
        return grant, agent

    def list_grants(self, agent: str | None = None) -> list[GrantEntry]:
        """The grants, of one agent or of all."""
        with self.store.read() as tx:
            return rules_store.list_grants(tx, agent)

    def add_owner(self, raw: str, *, actor: str = "owner") -> str:
        """Record one of the owner's own addresses."""
        key = parse_recipient(raw, field="address").key
        with self.store.write() as tx:
            rules_store.add_owner(tx, key, clock.now())
            audit.record(tx, actor=actor, action="owner.add", subject=key)
        return key

    def remove_owner(self, raw: str, *, actor: str = "owner") -> str:
        """Forget one of the owner's addresses."""
        key = parse_recipient(raw, field="address").key
        with self.store.write() as tx:
            rules_store.remove_owner(tx, key)
            audit.record(tx, actor=actor, action="owner.remove", subject=key)
        return key

    def list_owners(self) -> list[str]:
        """The owner's own addresses."""
        with self.store.read() as tx:
            return rules_store.list_owners(tx)

    def add_dnc(self, raw: str, reason: str, *, actor: str = "owner") -> str:
        """Put an address on the do-not-contact list; it beats every grant and every yes.

        The entry covers the whole mailbox: every sub-address tag and, on dot-insensitive
        domains, every dotted spelling (``[addresses]`` in config.toml).
        """
        if not reason.strip():
            raise InvalidInput("reason", "must say why the address is on the stop list")
        key = parse_recipient(raw, field="address").key
        mailbox = self.mailboxes.key_of(key)
        with self.store.write() as tx:
            rules_store.add_dnc(tx, key, mailbox, reason, clock.now())
            audit.record(
                tx,
                actor=actor,
                action="contact.dnc",
                subject=key,
                detail={"reason": reason, "mailbox": mailbox},
            )
        return key

    def remove_dnc(self, raw: str, *, actor: str = "owner") -> str:
        """Take an address off the stop list."""
        key = parse_recipient(raw, field="address").key
        with self.store.write() as tx:
            rules_store.remove_dnc(tx, key)
            audit.record(tx, actor=actor, action="contact.undnc", subject=key)
        return key

    def contact(self, raw: str) -> dict[str, Any]:
        """Stop-list status, owner status and send history of one address."""
        key = parse_recipient(raw, field="address").key
        with self.store.read() as tx:
            dnc = rules_store.dnc_among(tx, [key], self.mailboxes.key_of)
            return {
                "address": key,
                "owner": bool(rules_store.owners_among(tx, [key])),
                "do_not_contact": dnc.get(key),
                "history": rules_store.contact_history(tx, key),
            }

    def list_dnc(self) -> list[StopEntry]:
        """The stop list, with each entry's reason."""
        with self.store.read() as tx:
            return rules_store.list_dnc(tx)

    def require_agent(self, name: str) -> None:
        """NotFound (exit 2) unless ``name`` is a registered agent."""
        check_agent_name(name)
        with self.store.read() as tx:
            if rules_store.get_agent(tx, name) is None:
                raise NotFound(
                    "agent",
                    name,
                    f"`mailgate agent list` shows the agents, `mailgate agent add {name}` adds it",
                )


def check_agent_name(name: str) -> None:
    """InvalidInput unless ``name`` is a well-formed agent name."""
    if not AGENT_NAME.match(name or ""):
        raise InvalidInput("agent", "must match ^[a-z][a-z0-9_]{0,31}$", name)


def _check_rung(rung: int, field: str = "rung") -> None:
    if not 0 <= rung <= 100:
        raise InvalidInput(field, "must be between 0 and 100", rung)


def sync_stop_list(store: Store, rules: MailboxRules) -> None:
    """Recompute the stop list's mailbox keys when the ``[addresses]`` rules changed since."""
    fingerprint = rules.fingerprint()
    with store.read() as tx:
        if flags.get_flag(tx, flags.STOP_LIST_RULES_FLAG) == fingerprint:
            return
    with store.write() as tx:
        changed = rules_store.rekey_dnc(tx, rules.key_of)
        flags.set_flag(tx, flags.STOP_LIST_RULES_FLAG, fingerprint)
        if changed:
            audit.record(
                tx,
                actor="mailgate",
                action="contact.rekey",
                subject="do_not_contact",
                detail={"rules": fingerprint, "changed": changed},
            )


__all__ = ["AgentInfo", "Rules", "check_agent_name", "sync_stop_list"]
