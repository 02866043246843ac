"""The owner's dashboard login and links: `owner password`, `owner login-link`, `approve-link ID`."""

from __future__ import annotations

import click

from mailgate import parse_duration
from mailgate.cli.app import cli, emit_json, gateway, home_option, json_option, read_stdin_text, say
from mailgate.cli.rules import owner


@owner.command("password")
@click.option("--password-stdin", is_flag=True, help="read the password from stdin (for scripts)")
@home_option
@json_option
def owner_password(password_stdin: bool, home: str | None, as_json: bool) -> None:
    """Set the dashboard password (Argon2id hash in the store); every open session ends."""
    gw = gateway(home)
    if password_stdin:
        password = read_stdin_text().rstrip("\r\n")
    else:
        password = click.prompt("dashboard password", hide_input=True, confirmation_prompt=True)
    gw.owner.set_password(password)
    if as_json:
        emit_json({"password_set": True, "sessions_ended": True})
    else:
        say("dashboard password set; every open dashboard session was ended")


@owner.command("login-link")
@click.option(
    "--ttl", default=None, metavar="DURATION", help="how long the link works (default 10m, at most 1h)"
)
@click.option(
    "--url", "base", default=None, help="the dashboard's base URL (default web.public_url or web.listen)"
)
@home_option
@json_option
def owner_login_link(ttl: str | None, base: str | None, home: str | None, as_json: bool) -> None:
    """Print a one-time login URL for the dashboard (signed, short-lived, works once)."""
    gw = gateway(home)
    token = gw.owner.login_link(parse_duration(ttl)) if ttl else gw.owner.login_link()
    url = f"{(base or gw.settings.web.base_url()).rstrip('/')}/owner/login/link/{token}"
    if as_json:
        emit_json({"url": url})
    else:
        click.echo(url)


@cli.command("approve-link")
@click.argument("draft_id")
@click.option("--ttl", default=None, metavar="DURATION", help="how long the link works (default 24h)")
@click.option(
    "--url", "base", default=None, help="the dashboard's base URL (default web.public_url or web.listen)"
)
@home_option
@json_option
def approve_link(draft_id: str, ttl: str | None, base: str | None, home: str | None, as_json: bool) -> None:
    """Print an approval link for one held draft: it shows the message; the owner decides after logging in."""
    gw = gateway(home)
    token = gw.links.issue(draft_id, parse_duration(ttl)) if ttl else gw.links.issue(draft_id)
    url = f"{(base or gw.settings.web.base_url()).rstrip('/')}/link/{token}"
    if as_json:
        emit_json({"id": draft_id, "url": url})
    else:
        click.echo(url)
