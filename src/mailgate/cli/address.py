"""`mailgate address parse RAW` and `mailgate address match GRANT ADDRESS`."""

from __future__ import annotations

import click

from mailgate import grant_matches, parse_grant, parse_send_recipient
from mailgate.cli import exitcodes
from mailgate.cli.app import cli, emit_json, json_option, say


@cli.group()
def address() -> None:
    """Parse and match recipient addresses exactly as the gate does."""


@address.command("parse")
@click.argument("raw")
@json_option
def parse_cmd(raw: str, as_json: bool) -> None:
    """Print the one normalised recipient in RAW (exit 2 with the reason when it is refused).

    It accepts exactly what ``mailgate send`` accepts as a recipient: both call one parser.
    """
    addr = parse_send_recipient(raw)
    if as_json:
        emit_json(
            {
                "address": addr.addr_spec,
                "key": addr.key,
                "local": addr.local,
                "domain": addr.domain,
                "display_name": addr.display_name,
            }
        )
    else:
        say(addr.addr_spec)


@address.command("match")
@click.argument("grant")
@click.argument("raw")
@json_option
def match_cmd(grant: str, raw: str, as_json: bool) -> None:
    """Does GRANT (address, *@domain or *) cover ADDRESS? Exit 0 yes, 1 no, 2 malformed."""
    target = parse_grant(grant)
    addr = parse_send_recipient(raw)
    ok = grant_matches(target, addr)
    if as_json:
        emit_json({"grant": target, "address": addr.key, "match": ok})
    else:
        say("yes" if ok else "no")
    raise SystemExit(exitcodes.OK if ok else exitcodes.NO)
