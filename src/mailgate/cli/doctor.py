"""`mailgate doctor`: check home, config, store, vault, audit chain and the configured mail servers."""

from __future__ import annotations

from mailgate import CONFIG_FILE, Check, open_gateway
from mailgate import config as configuration
from mailgate.cli import exitcodes
from mailgate.cli.app import cell, cli, emit_json, home_option, home_path, json_option, report_config, say
from mailgate.errors import ConfigError, MailgateError, SecretUnavailable


@cli.command()
@home_option
@json_option
def doctor(home: str | None, as_json: bool) -> None:
    """Check everything mailgate needs; exit 0 when all is well, 1 when a problem was found.

    Each check is named by what it looks at: home, config, store, vault, audit, smtp (the outgoing
    server, which must be configured), each IMAP account, agents. Nothing is sent. A config.toml
    that every command refuses (it does not parse, or has an unknown key where security settings
    live) is shown as the failed config check and exits 2, as every other command does.
    """
    unusable: ConfigError | None = None
    try:
        checks = _checks(home)
    except ConfigError as exc:
        # Nothing else can be checked on a config nothing may run on; it is a config problem.
        checks, unusable = [Check(name="config", ok=False, detail=str(exc))], exc
    if as_json:
        emit_json([{"check": c.name, "what": c.what, "ok": c.ok, "detail": c.detail} for c in checks])
    else:
        for c in checks:
            say(f"{'ok ' if c.ok else 'BAD'}  {c.name} ({c.what}): {cell(c.detail)}")
    if unusable is not None:
        raise unusable
    raise SystemExit(exitcodes.OK if all(c.ok for c in checks) else exitcodes.NO)


def _checks(home: str | None) -> list[Check]:
    path = home_path(home)
    if not path.is_dir():
        return [
            Check(name="home", ok=False, detail=f"{path} does not exist: run `mailgate init --home {path}`")
        ]
    report_config(configuration.load(path / CONFIG_FILE).problems)
    try:
        gw = open_gateway(path)
    except SecretUnavailable as exc:
        return [Check(name="vault", ok=False, detail=str(exc))]
    except MailgateError as exc:
        return [Check(name="store", ok=False, detail=str(exc))]
    try:
        return gw.health.doctor()
    finally:
        gw.close()
