"""`mailgate resolve ID --arrived|--lost`: record what became of a send that ended `unknown`."""

from __future__ import annotations

import click

from mailgate.cli.app import cli, emit_json, gateway, home_option, json_option, say


@cli.command()
@click.argument("draft_id")
@click.option("--arrived/--lost", default=None, help="the mail did arrive / did not arrive")
@click.option("--by", default="owner", show_default=True, help="who checked (kept in the audit log)")
@home_option
@json_option
def resolve(draft_id: str, arrived: bool | None, by: str, home: str | None, as_json: bool) -> None:
    """Record whether an `unknown` send arrived; nothing is ever re-sent."""
    if arrived is None:
        raise click.UsageError("say --arrived or --lost")
    gateway(home).outbox.resolve(draft_id, arrived, by=by)
    if as_json:
        emit_json({"id": draft_id, "arrived": arrived})
        return
    say(f"draft {draft_id}: recorded as {'arrived' if arrived else 'lost'} (nothing is re-sent)")
