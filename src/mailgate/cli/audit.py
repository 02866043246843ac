"""`mailgate audit [--verify]`."""

from __future__ import annotations

import click

from mailgate.cli.app import cli, emit_json, gateway, home_option, json_option, say, table


@cli.command("audit")
@click.option(
    "--verify",
    is_flag=True,
    help="check the keyed chain and the anchor file (exit 6 when broken or without the vault key)",
)
@click.option(
    "--limit", type=click.IntRange(1, 10_000), default=50, show_default=True, help="newest rows to show"
)
@home_option
@json_option
def audit_cmd(verify: bool, limit: int, home: str | None, as_json: bool) -> None:
    """The append-only audit log of every decision and every change to the rules."""
    gw = gateway(home)
    if verify:
        verified = gw.audit.verify()  # AuditBroken: exit 6, naming the first problem
        notified = gw.audit.announce_head(verified)
        head, anchored = verified.head, verified.anchored
        if as_json:
            emit_json(
                {
                    "verified": True,
                    "rows": verified.rows,
                    "legacy_rows": verified.legacy,
                    "head_seq": head.seq if head else 0,
                    "head_mac": head.mac if head else "",
                    "anchored_seq": anchored.seq if anchored else 0,
                    "notified": notified,
                }
            )
            return
        say(f"audit chain verified: {verified.rows} rows, keyed with the vault key")
        if verified.legacy:
            say(
                f"  {verified.legacy} unkeyed rows from before the chain was keyed (sealed by row "
                f"{verified.legacy + 1})"
                if verified.rows > verified.legacy
                else f"  all {verified.legacy} rows are from before the chain was keyed: not yet sealed"
            )
        if head is not None:
            say(f"  head: row {head.seq}, MAC {head.mac}")
        say(
            f"  anchor: row {anchored.seq} is present and unchanged"
            if anchored
            else "  anchor: none yet in this home, so rows cut off the end cannot be detected here"
        )
        for channel, ok in sorted(notified.items()):
            say(f"  head sent to {channel}: {'ok' if ok else 'FAILED'}")
        return
    rows = [r.to_json() for r in gw.audit.rows(limit=limit)]
    if as_json:
        emit_json(rows)
    else:
        table(rows, ["seq", "at", "actor", "action", "subject", "detail"])


@cli.command()
@home_option
@json_option
def alarms(home: str | None, as_json: bool) -> None:
    """How many canary and secret alarms the audit log holds (`mailgate audit` shows each)."""
    counts = gateway(home).audit.alarms()
    if as_json:
        emit_json(counts)
    else:
        say(", ".join(f"{kind}: {n}" for kind, n in sorted(counts.items())) or "no alarms")
