"""`mailgate account add|list|remove|test` (Gmail and Microsoft 365 over OAuth2) and `mailgate reconcile`."""

from __future__ import annotations

import sys
import webbrowser
from collections.abc import Callable
from typing import Any

import click

from mailgate import (
    CONFIG_FILE,
    Provider,
    add_table,
    client_secret_name,
    google_signin,
    microsoft_signin,
    oauth_account,
    refresh_token_name,
    remove_table,
)
from mailgate.cli.app import cli, emit_json, gateway, home_option, home_path, json_option, say, table
from mailgate.errors import InvalidInput

# Options that become keys of a new account's table when given (the rest keep their defaults).
_TABLE_OPTIONS = ("query", "label", "folder", "auth_url", "device_url", "token_url", "api_url", "ca_file")


@cli.group()
def account() -> None:
    """Gmail and Microsoft 365 accounts: sign in with OAuth2, read and send through their APIs."""


@account.command("add")
@click.argument("provider", type=click.Choice(["gmail", "microsoft"]))
@click.argument("name")
@click.option("--client-id", default="", help="your OAuth client id (needed the first time)")
@click.option("--query", default=None, help="Gmail: the first pull's search")
@click.option("--label", default=None, help="Gmail: the label later pulls follow (default INBOX)")
@click.option("--folder", default=None, help="Microsoft: the mail folder to read (default inbox)")
@click.option("--mark-read", is_flag=True, help="mark mail read once stored (needs the wider scope)")
@click.option(
    "--protocols",
    is_flag=True,
    help="also sign in for IMAP and SMTP with XOAUTH2 (Gmail: the full-mail scope; Microsoft: "
    "the Outlook IMAP/SMTP scopes instead of Graph)",
)
@click.option("--auth-url", default=None, help="authorization endpoint (default Google's)")
@click.option("--device-url", default=None, help="device code endpoint (default Microsoft's)")
@click.option("--token-url", default=None, help="token endpoint (default the provider's)")
@click.option("--api-url", default=None, help="API base URL (default the provider's)")
@click.option("--ca-file", default=None, help="a private CA (PEM) for every endpoint")
@click.option("--no-browser", is_flag=True, help="print the address instead of opening a browser")
@home_option
@json_option
def account_add(
    provider: Provider,
    name: str,
    client_id: str,
    mark_read: bool,
    protocols: bool,
    no_browser: bool,
    home: str | None,
    as_json: bool,
    **options: Any,
) -> None:
    """Sign NAME in (again): Google opens a browser, Microsoft shows a code to enter.

    Gmail's client secret is read from stdin (or a hidden prompt); an empty answer keeps the one
    already in the vault. The refresh token goes to the vault, never to config.toml.
    """
    gw = gateway(home)
    # Under --json the sign-in instructions go to stderr: stdout holds one JSON document.
    tell: Callable[[str], None] = (lambda text: say(text, err=True)) if as_json else say
    existing = next((a for a in gw.accounts.configured() if a.name == name), None)
    table_doc: dict[str, object] | None = None
    if existing is None:
        if not client_id:
            raise InvalidInput("--client-id", "is needed to add a new account", None)
        table_doc = {"name": name, "client_id": client_id}
        table_doc |= {k: v for k, v in options.items() if k in _TABLE_OPTIONS and v is not None}
        if mark_read:
            table_doc["mark_read"] = True
        if protocols:
            table_doc["protocols"] = True
        target = oauth_account(provider, table_doc)  # validated before anything is written
    else:
        if existing.provider != provider:
            raise InvalidInput("provider", f"{name} is a {existing.provider} account", provider)
        target = existing
    if provider == "gmail":
        secret = _client_secret() or gw.secrets.get(client_secret_name(name)) or ""
        opener = None if no_browser else webbrowser.open
        grant = google_signin(target, secret, tell, open_browser=opener)
    else:
        secret = ""
        grant = microsoft_signin(target, tell)
    gw.accounts.keep_grant(target, grant, secret)
    if table_doc is not None:
        add_table(home_path(home) / CONFIG_FILE, provider, table_doc)
        tell(f"added [[{provider}]] {name} to {CONFIG_FILE}")
    if as_json:
        emit_json(
            {
                "name": name,
                "provider": provider,
                "added_table": table_doc is not None,
                "vault_entry": refresh_token_name(name),
            }
        )
        return
    say(f"signed in {name}; the refresh token is in the vault as {refresh_token_name(name)}")


def _client_secret() -> str:
    if sys.stdin.isatty():
        value = click.prompt(
            "client secret (Enter keeps the stored one)", default="", hide_input=True, show_default=False
        )
        return str(value).strip()
    return sys.stdin.read().strip()


@account.command("list")
@home_option
@json_option
def account_list(home: str | None, as_json: bool) -> None:
    """Every Gmail and Microsoft account and whether it can be used; tokens are never shown."""
    rows = [
        {
            "name": s.name,
            "provider": s.provider,
            "client_id": s.client_id,
            "signed_in": s.signed_in,
            "needs_signin": s.needs_signin,
        }
        for s in gateway(home).accounts.status()
    ]
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["name", "provider", "client_id", "signed_in", "needs_signin"])


@account.command("remove")
@click.argument("name")
@home_option
@json_option
def account_remove(name: str, home: str | None, as_json: bool) -> None:
    """Forget NAME's tokens, client secret and cursor, and the table `account add` wrote."""
    gw = gateway(home)
    configured = any(a.name == name for a in gw.accounts.configured())
    gw.accounts.remove(name)
    removed_table = remove_table(home_path(home) / CONFIG_FILE, name)
    if as_json:
        emit_json({"name": name, "removed_table": removed_table, "configured": configured})
    elif removed_table:
        say(f"removed {name} and its table in {CONFIG_FILE}")
    elif configured:
        say(f"removed {name}'s tokens; its table in {CONFIG_FILE} was written by hand: delete it there")
    else:
        say(f"removed {name}'s tokens")


@account.command("test")
@click.argument("name")
@home_option
@json_option
def account_test(name: str, home: str | None, as_json: bool) -> None:
    """Refresh NAME's token and read its profile, like doctor; sends nothing."""
    gw = gateway(home)
    result = gw.accounts.test(gw.accounts.get(name))
    if as_json:
        emit_json({"name": name, "result": result})
    else:
        say(f"{name}: {result}")


@cli.command()
@home_option
@json_option
def reconcile(home: str | None, as_json: bool) -> None:
    """Look for each unknown send's Message-ID in the sent mail it went through; found = sent.

    Nothing is ever sent again; what is not found stays unknown for a person to decide.
    """
    report = gateway(home).sending.reconcile()
    if as_json:
        emit_json(report.to_json())
        return
    say(f"reconcile: found {len(report.found)}, not found {len(report.not_found)}")
    for draft_id in report.found:
        say(f"  {draft_id}: found in sent mail, now sent")
    for problem in report.errors:
        say(f"  error: {problem}", err=True)
