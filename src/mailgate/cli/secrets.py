"""Secrets: `vault set|list|rm`, `canary new`, `scan outbound`."""

from __future__ import annotations

import sys

import click

from mailgate import CANARY_KINDS, extract_parts, new_canary
from mailgate.cli import exitcodes
from mailgate.cli.app import cli, emit_json, gateway, home_option, json_option, say, table
from mailgate.cli.scan import scan
from mailgate.errors import InvalidInput


@cli.group()
def vault() -> None:
    """Encrypted secrets; mail credentials use the constant names mail.smtp.password and
    mail.imap.password.<account>."""


@vault.command("set")
@click.argument("name")
@home_option
@json_option
def vault_set(name: str, home: str | None, as_json: bool) -> None:
    """Store NAME; the value is read from stdin or a hidden prompt, never from the command line."""
    if sys.stdin.isatty():
        value = click.prompt(f"value for {name}", hide_input=True, confirmation_prompt=True, err=as_json)
    else:
        value = sys.stdin.read().rstrip("\r\n")
    if not value:
        raise InvalidInput("value", "must not be empty (give it on stdin)")
    gateway(home).secrets.add_secret(name, value)
    if as_json:
        emit_json({"name": name, "stored": True})
    else:
        say(f"stored {name}")


@vault.command("list")
@home_option
@json_option
def vault_list(home: str | None, as_json: bool) -> None:
    """Names and kinds only; values are never shown."""
    rows = [{"name": n, "kind": k} for n, k in gateway(home).secrets.names()]
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["name", "kind"])


@vault.command("rm")
@click.argument("name")
@home_option
@json_option
def vault_rm(name: str, home: str | None, as_json: bool) -> None:
    """Remove a vault entry."""
    gateway(home).secrets.remove_secret(name)
    if as_json:
        emit_json({"name": name, "removed": True})
    else:
        say(f"removed {name}")


@cli.group()
def canary() -> None:
    """Tripwires: realistic fake secrets; one in an outbound draft denies it and raises an alarm."""


@canary.command("new")
@click.option(
    "--kind",
    type=click.Choice(CANARY_KINDS),
    default="aws",
    show_default=True,
    help="what the fake secret looks like",
)
@click.option("--name", default=None, help="vault name (default canary.<kind>.<n>)")
@home_option
@json_option
def canary_new(kind: str, name: str | None, home: str | None, as_json: bool) -> None:
    """Make a canary, store it, and print it once so it can be planted where an agent can see it."""
    gw = gateway(home)
    existing = {n for n, _ in gw.secrets.names()}
    if name is None:
        n = 1
        while f"canary.{kind}.{n}" in existing:
            n += 1
        name = f"canary.{kind}.{n}"
    value = new_canary(kind)
    gw.secrets.add_secret(name, value, "canary")
    if as_json:
        emit_json({"name": name, "kind": kind, "value": value})
    else:
        say(f"{name}: {value}")


@scan.command("outbound")
@home_option
@json_option
def scan_outbound(home: str | None, as_json: bool) -> None:
    """Would the leak scanner block this message (stdin)? Exit 4 and name the secret and transform if so."""
    parts = extract_parts(sys.stdin.buffer.read())
    hits = gateway(home).secrets.scan_parts(parts)
    doc = [{"name": h.name, "kind": h.kind, "transform": h.transform, "part": h.part} for h in hits]
    if as_json:
        emit_json({"blocked": bool(hits), "hits": doc})
    elif hits:
        for h in hits:
            say(f"BLOCKED: {h.kind} {h.name} in {h.part} ({h.transform})")
    else:
        say("clean")
    raise SystemExit(exitcodes.DENIED if hits else exitcodes.OK)
