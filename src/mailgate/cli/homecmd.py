"""`mailgate init` and `mailgate config show`."""

from __future__ import annotations

from pathlib import Path

import click

from mailgate import CONFIG_FILE, init_home, migrate_home, open_gateway
from mailgate import config as configuration
from mailgate.cli.app import (
    check_owner,
    cli,
    emit_json,
    home_option,
    home_path,
    json_option,
    report_config,
    say,
)


@cli.command()
@click.option(
    "--keyring", "use_keyring", is_flag=True, help="keep the vault key in the OS keyring, not a file"
)
@home_option
@json_option
def init(use_keyring: bool, home: str | None, as_json: bool) -> None:
    """Create the home: config.toml (every option commented), the database, a 0600 vault key.

    All or nothing: when a step fails (no usable keyring, an unreachable database), what this run
    created is removed again.
    """

    def database(made: Path) -> None:
        gw = open_gateway(made, migrate=True)
        report_config(gw.settings.problems)
        gw.close()

    result = init_home(home_path(home), keyring=use_keyring, then=database)
    if as_json:
        emit_json({"home": str(result.home), "created": list(result.created), "kept": list(result.kept)})
        return
    say(f"mailgate home: {result.home}")
    for name in result.created:
        say(f"  created {name}")
    for name in result.kept:
        say(f"  kept    {name} (already there)")
    say("  database ready")


@cli.command()
@home_option
@json_option
def migrate(home: str | None, as_json: bool) -> None:
    """Bring the database schema to this mailgate's version; run once per upgrade, before the workers.

    No other command migrates (init creates the schema): a worker that finds the schema older
    than its code refuses to start and says to run this. Several runs at once are safe (the
    upgrade is serialised by a database lock); a second run finds nothing to do.
    """
    path = home_path(home)
    check_owner(path, click.get_current_context().command_path)
    result = migrate_home(path)
    if as_json:
        emit_json({"before": list(result.before), "after": list(result.after), "changed": result.changed})
    elif result.changed:
        say(f"schema migrated from {', '.join(result.before) or 'nothing'} to {', '.join(result.after)}")
    else:
        say(f"schema already at {', '.join(result.after)}: nothing to do")


@cli.group("config")
def config_group() -> None:
    """Inspect the configuration."""


@config_group.command("show")
@home_option
@json_option
def config_show(home: str | None, as_json: bool) -> None:
    """Print the effective configuration and where each value came from."""
    path = home_path(home) / CONFIG_FILE
    cfg = configuration.load(path)
    report_config(cfg.problems)
    if as_json:
        emit_json(
            {
                "file": str(path),
                "values": {name: value for name, value, _ in cfg.shown()},
                "sources": cfg.sources,
                "warnings": cfg.warnings,
                "problems": [
                    {"field": p.field, "value": p.value, "fallback": p.fallback, "rule": p.rule}
                    for p in cfg.problems
                ],
                "tables": cfg.tables,
            }
        )
        return
    width = max(len(f.name) for f in configuration.FIELDS)
    for name, value, source in cfg.shown():
        say(f"{name.ljust(width)}  {value!r}  ({source})")
    for name, tables in cfg.tables.items():
        for t in tables:
            say(f"[[{name}]] {t!r}")
