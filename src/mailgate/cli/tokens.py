"""Agent identity on the owner's machine: `token create|list|revoke` and `agent set-manager`.

Tokens are minted, widened and revoked only here, by whoever can open the home; no agent door
(API, MCP, SMTP submission, sendmail) can do any of it.
"""

from __future__ import annotations

import click

from mailgate import parse_duration
from mailgate.cli.app import cli, emit_json, gateway, home_option, json_option, say, table
from mailgate.cli.rules import agent


@cli.group()
def token() -> None:
    """Agent tokens: the identity an agent presents to serve's doors (printed once, stored hashed)."""


@token.command("create")
@click.option("--agent", "agent_name", required=True, help="the agent this token speaks for")
@click.option(
    "--scope",
    "scopes",
    required=True,
    help="mail:read (accounts, list, read, archive, draft status), mail:send (send), or both comma-separated",
)
@click.option("--expires", default=None, help="lifetime such as 30d, 12h or 45m (default: until revoked)")
@click.option("--name", default="", help="a label for `token list`, e.g. the machine it lives on")
@home_option
@json_option
def token_create(
    agent_name: str, scopes: str, expires: str | None, name: str, home: str | None, as_json: bool
) -> None:
    """Mint a token for AGENT; it is printed once and only its keyed hash is stored."""
    issued = gateway(home).tokens.create(
        agent_name, scopes, expires_in=parse_duration(expires) if expires else None, name=name
    )
    if as_json:
        emit_json({**issued.info.to_json(), "token": issued.token})
        return
    say(issued.token)
    say(
        f"token {issued.info.id} for agent {agent_name} ({','.join(sorted(issued.info.scopes))}); "
        "shown once: give it to the agent as MAILGATE_TOKEN or a --token-file",
        err=True,
    )


@token.command("list")
@click.option("--agent", "agent_name", default=None, help="only this agent's tokens")
@home_option
@json_option
def token_list(agent_name: str | None, home: str | None, as_json: bool) -> None:
    """Every token's id, agent, name, scopes, dates; never the token itself."""
    infos = gateway(home).tokens.list(agent_name)
    if as_json:
        emit_json([i.to_json() for i in infos])
        return
    rows = [
        {**i.to_json(), "scopes": ",".join(sorted(s.value for s in i.scopes)), "state": _state(i.revoked_at)}
        for i in infos
    ]
    table(rows, ["id", "agent", "name", "scopes", "created_at", "expires_at", "last_used_at", "state"])


def _state(revoked: object) -> str:
    return "revoked" if revoked is not None else "active"


@token.command("revoke")
@click.argument("token_id")
@home_option
@json_option
def token_revoke(token_id: str, home: str | None, as_json: bool) -> None:
    """Revoke token TOKEN_ID (the id from `token list`); every later request with it is refused."""
    info = gateway(home).tokens.revoke(token_id)
    if as_json:
        emit_json(info.to_json())
    else:
        say(f"token {info.id} (agent {info.agent}) revoked")


@agent.command("set-manager")
@click.argument("name")
@click.option("--manager", default=None, help="the agent that may read NAME's inbox; omit to remove the link")
@home_option
@json_option
def agent_set_manager(name: str, manager: str | None, home: str | None, as_json: bool) -> None:
    """Delegation: MANAGER may read NAME's inbox (and its reports'); never send for it."""
    gateway(home).rules.set_manager(name, manager)
    if as_json:
        emit_json({"agent": name, "manager": manager})
    elif manager:
        say(f"agent {manager} may now read agent {name}'s inbox")
    else:
        say(f"agent {name} has no manager now")
