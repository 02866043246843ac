"""Rules kept as data: `agent`, `grant`, `owner` and `contact` commands."""

from __future__ import annotations

from dataclasses import asdict

import click

from mailgate import parse_grant
from mailgate.cli.app import cell, cli, emit_json, gateway, home_option, json_option, say, table
from mailgate.errors import InvalidInput


def _done(as_json: bool, doc: dict[str, object], text: str) -> None:
    if as_json:
        emit_json(doc)
    else:
        say(text)


@cli.group()
def agent() -> None:
    """Agents, their trust rungs, allowed lists and send-rate limits."""


@agent.command("add")
@click.argument("name")
@click.option("--rung", type=int, default=0, show_default=True, help="trust rung (0-100)")
@home_option
@json_option
def agent_add(name: str, rung: int, home: str | None, as_json: bool) -> None:
    """Register agent NAME."""
    gateway(home).rules.add_agent(name, rung)
    _done(as_json, {"agent": name, "rung": rung}, f"agent {name} added at rung {rung}")


@agent.command("list")
@home_option
@json_option
def agent_list(home: str | None, as_json: bool) -> None:
    """List agents."""
    rows = [a.__dict__ for a in gateway(home).rules.list_agents()]
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["name", "rung", "rate_per_hour", "rate_per_day"])


@agent.command("set-rung")
@click.argument("name")
@click.argument("rung", type=int)
@home_option
@json_option
def agent_set_rung(name: str, rung: int, home: str | None, as_json: bool) -> None:
    """Change an agent's trust rung."""
    gateway(home).rules.set_rung(name, rung)
    _done(as_json, {"agent": name, "rung": rung}, f"agent {name} is now at rung {rung}")


@agent.command("set-rate")
@click.argument("name")
@click.option(
    "--per-hour", type=int, default=None, help="most recipients per hour, over all drafts (omit for no limit)"
)
@click.option(
    "--per-day", type=int, default=None, help="most recipients per day, over all drafts (omit for no limit)"
)
@home_option
@json_option
def agent_set_rate(
    name: str, per_hour: int | None, per_day: int | None, home: str | None, as_json: bool
) -> None:
    """Set (or clear) an agent's send-rate limits, counted in recipients (a draft to 3 people counts 3).

    Drafts not rejected count, held ones too; a draft that would go over a limit is held for a person.
    """
    gateway(home).rules.set_rate(name, per_hour, per_day)

    def shown(limit: int | None) -> str:
        return "no limit" if limit is None else f"{limit} recipients"

    _done(
        as_json,
        {"agent": name, "per_hour": per_hour, "per_day": per_day},
        f"agent {name}: {shown(per_hour)} per hour, {shown(per_day)} per day",
    )


@agent.command("allow")
@click.argument("name")
@click.argument("addr")
@click.option(
    "--min-rung", type=int, default=0, show_default=True, help="rung the agent needs for this entry"
)
@home_option
@json_option
def agent_allow(name: str, addr: str, min_rung: int, home: str | None, as_json: bool) -> None:
    """Put ADDR (an address or *@domain) on agent NAME's allowed list."""
    entry = gateway(home).rules.allow(name, addr, min_rung)
    _done(
        as_json,
        {"agent": name, "address": entry, "min_rung": min_rung},
        f"{entry} allowed for {name} from rung {min_rung}",
    )


@agent.command("disallow")
@click.argument("name")
@click.argument("addr")
@home_option
@json_option
def agent_disallow(name: str, addr: str, home: str | None, as_json: bool) -> None:
    """Take ADDR off agent NAME's allowed list."""
    gateway(home).rules.disallow(name, addr)
    _done(as_json, {"agent": name, "address": addr, "removed": True}, f"{addr} removed from {name}'s list")


@agent.command("allowed")
@click.argument("name", required=False)
@home_option
@json_option
def agent_allowed(name: str | None, home: str | None, as_json: bool) -> None:
    """Show allowed lists (of one agent, or all)."""
    rows = [asdict(r) for r in gateway(home).rules.list_allowed(name)]
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["agent", "address", "min_rung", "source"])


@cli.group()
def grant() -> None:
    """Grants: an exact address, *@domain, or * (which must be typed out)."""


@grant.command("add")
@click.argument("target")
@click.option("--agent", "agent_name", default="", help="only for this agent (default: every agent)")
@click.option(
    "--yes", "assume_yes", is_flag=True, help="grant '*' without asking (it lets the agent write to anyone)"
)
@home_option
@json_option
def grant_add(target: str, agent_name: str, assume_yes: bool, home: str | None, as_json: bool) -> None:
    """Grant sending to TARGET without asking a person. TARGET '*' asks for confirmation first."""
    gw = gateway(home)
    if agent_name:
        gw.rules.require_agent(agent_name)
    if parse_grant(target) == "*" and not assume_yes:
        who = f"agent {agent_name}" if agent_name else "EVERY agent"
        warning = (
            f"'*' lets {who} write to ANYONE, any address on any domain, without asking you. "
            "Only the do-not-contact list, mail.allowed_recipients and rate limits still apply."
        )
        say(f"WARNING: {warning}", err=True)
        # The prompt reads a typed answer; without a terminal (and without --yes) it aborts.
        if not click.confirm("Grant '*'?", default=False, err=True):
            raise InvalidInput("target", "'*' was not confirmed; nothing was granted", target)
    stored = gw.rules.add_grant(target, agent_name)
    _done(
        as_json,
        {"grant": stored, "agent": agent_name or None},
        f"granted {stored}" + (f" to {agent_name}" if agent_name else " to every agent"),
    )


@grant.command("remove")
@click.argument("target")
@click.option(
    "--agent",
    "agent_name",
    default=None,
    help="the agent the grant is for, '*' for the every-agent grant (needed only when several hold TARGET)",
)
@home_option
@json_option
def grant_remove(target: str, agent_name: str | None, home: str | None, as_json: bool) -> None:
    """Remove the grant of TARGET, whichever agent holds it (or say which --agent when several do)."""
    stored, holder = gateway(home).rules.remove_grant(target, agent_name)
    whose = f" of agent {holder}" if holder else " of every agent"
    _done(
        as_json, {"grant": stored, "agent": holder or None, "removed": True}, f"removed grant {stored}{whose}"
    )


@grant.command("list")
@click.option("--agent", "agent_name", default=None, help="only this agent's grants")
@home_option
@json_option
def grant_list(agent_name: str | None, home: str | None, as_json: bool) -> None:
    """List grants."""
    gw = gateway(home)
    if agent_name is not None:
        gw.rules.require_agent(agent_name)
    rows = [{**asdict(r), "agent": r.agent or "*"} for r in gw.rules.list_grants(agent_name)]
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["target", "agent", "created_by", "created_at"])


@cli.group()
def owner() -> None:
    """The owner: own addresses (mail to them needs no approval) and the dashboard login."""


@owner.command("add")
@click.argument("addr")
@home_option
@json_option
def owner_add(addr: str, home: str | None, as_json: bool) -> None:
    """Add one of the owner's addresses."""
    key = gateway(home).rules.add_owner(addr)
    _done(as_json, {"owner": key}, f"owner address {key} added")


@owner.command("remove")
@click.argument("addr")
@home_option
@json_option
def owner_remove(addr: str, home: str | None, as_json: bool) -> None:
    """Remove one of the owner's addresses."""
    key = gateway(home).rules.remove_owner(addr)
    _done(as_json, {"owner": key, "removed": True}, f"owner address {key} removed")


@owner.command("list")
@home_option
@json_option
def owner_list(home: str | None, as_json: bool) -> None:
    """List the owner's addresses."""
    rows = gateway(home).rules.list_owners()
    if as_json:
        emit_json(rows)
    else:
        say("\n".join(cell(r) for r in rows) if rows else "(none)")


@cli.group()
def contact() -> None:
    """The do-not-contact list and contact history."""


@contact.command("dnc")
@click.argument("addr")
@click.option("--reason", required=True, help="why this person must not be written to")
@home_option
@json_option
def contact_dnc(addr: str, reason: str, home: str | None, as_json: bool) -> None:
    """Put ADDR on the do-not-contact list (beats every grant and every yes)."""
    key = gateway(home).rules.add_dnc(addr, reason)
    _done(as_json, {"address": key, "do_not_contact": reason}, f"{key} is on the do-not-contact list")


@contact.command("undnc")
@click.argument("addr")
@home_option
@json_option
def contact_undnc(addr: str, home: str | None, as_json: bool) -> None:
    """Take ADDR off the do-not-contact list."""
    key = gateway(home).rules.remove_dnc(addr)
    _done(as_json, {"address": key, "do_not_contact": None}, f"{key} removed from the do-not-contact list")


@contact.command("list")
@home_option
@json_option
def contact_list(home: str | None, as_json: bool) -> None:
    """Show the do-not-contact list."""
    rows = [asdict(r) for r in gateway(home).rules.list_dnc()]
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["address", "mailbox", "reason", "created_at"])  # mailbox: what the entry covers


@contact.command("show")
@click.argument("addr")
@home_option
@json_option
def contact_show(addr: str, home: str | None, as_json: bool) -> None:
    """Stop-list status and send history of ADDR."""
    doc = gateway(home).rules.contact(addr)
    # One name for a draft's id in every JSON document: each history row is one sent draft.
    doc["history"] = [
        {"id": h["draft_id"], **{k: v for k, v in h.items() if k != "draft_id"}} for h in doc["history"]
    ]
    if as_json:
        emit_json(doc)
        return
    say(f"address:         {cell(doc['address'])}")
    say(f"owner address:   {'yes' if doc['owner'] else 'no'}")
    say(f"do-not-contact:  {cell(doc['do_not_contact'] or 'no')}")
    say(f"sends:           {len(doc['history'])}")
    table(doc["history"], ["sent_at", "agent", "id", "approved_by_person"])
