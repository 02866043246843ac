"""`mailgate audit [--verify]`."""

from __future__ import annotations

import click

from mailgate.cli.app import cli, emit_json, gateway, home_option, json_option, say, table


@cli.command("audit")
@click.option("--verify", is_flag=True, help="check the hash chain (exit 6 when broken)")
@click.option(
    "--limit", type=click.IntRange(1, 10_000), default=50, show_default=True, help="newest rows to show"
)
@home_option
@json_option
def audit_cmd(verify: bool, limit: int, home: str | None, as_json: bool) -> None:
    """The append-only audit log of every decision and every change to the rules."""
    gw = gateway(home)
    if verify:
        count = gw.audit_verify()
        if as_json:
            emit_json({"verified": True, "rows": count})
        else:
            say(f"audit chain verified: {count} rows")
        return
    rows = gw.audit_rows(limit=limit)
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["seq", "at", "actor", "action", "subject", "detail"])


@cli.command()
@home_option
@json_option
def alarms(home: str | None, as_json: bool) -> None:
    """How many canary and secret alarms the audit log holds (`mailgate audit` shows each)."""
    counts = gateway(home).alarms()
    if as_json:
        emit_json(counts)
    else:
        say(", ".join(f"{kind}: {n}" for kind, n in sorted(counts.items())) or "no alarms")
