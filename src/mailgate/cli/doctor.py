"""`mailgate doctor`: check config, store, vault, and TLS reachability of configured servers."""

from __future__ import annotations

from mailgate.cli import exitcodes
from mailgate.cli.app import cell, cli, emit_json, home_option, home_path, json_option, say
from mailgate.errors import ConfigError, MailgateError
from mailgate.gateway import Check, open_gateway


@cli.command()
@home_option
@json_option
def doctor(home: str | None, as_json: bool) -> None:
    """Exit 0 when everything checks out, 1 when a problem was found (each is named)."""
    try:
        gw = open_gateway(home_path(home))
    except ConfigError:
        raise  # a config nothing may run on stops doctor too (exit 2), naming the key
    except MailgateError as exc:
        checks = [Check(name="store", ok=False, detail=str(exc))]
    else:
        try:
            checks = gw.doctor()
        finally:
            gw.store.dispose()
    if as_json:
        emit_json([{"check": c.name, "ok": c.ok, "detail": c.detail} for c in checks])
    else:
        for c in checks:
            say(f"{'ok ' if c.ok else 'BAD'}  {c.name}: {cell(c.detail)}")
    raise SystemExit(exitcodes.OK if all(c.ok for c in checks) else exitcodes.NO)
