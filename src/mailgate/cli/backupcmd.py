"""`mailgate backup DEST.tar.gz` and `mailgate restore SRC.tar.gz --home NEW`."""

from __future__ import annotations

from pathlib import Path

import click

from mailgate import create_backup, restore_backup
from mailgate.cli.app import check_owner, cli, emit_json, home_option, home_path, json_option, say


@cli.command()
@click.argument("dest", type=click.Path(dir_okay=False, path_type=Path))
@home_option
@json_option
def backup(dest: Path, home: str | None, as_json: bool) -> None:
    """Write a 0600 tar.gz of a SQLite home: the database (an online copy, safe while serve runs),
    config.toml, vault.key (when it is a file) and audit.anchor. PostgreSQL homes: use pg_dump.

    The archive holds the vault key: keep it as private as the home itself.
    """
    path = home_path(home)
    check_owner(path, "mailgate backup")
    result = create_backup(path, dest.absolute())
    if as_json:
        emit_json(
            {
                "archive": str(result.archive),
                "files": list(result.files),
                "key_elsewhere": result.key_elsewhere,
            }
        )
        return
    say(f"backup written: {result.archive} (mode 0600): {', '.join(result.files)}")
    if result.key_elsewhere:
        say("the vault key is not in the archive ($MAILGATE_VAULT_KEY or the OS keyring): keep it yourself")


@cli.command()
@click.argument("src", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@home_option
@json_option
def restore(src: Path, home: str | None, as_json: bool) -> None:
    """Unpack a backup into a new or empty --home, then check that the vault key opens the vault
    and that the audit chain verifies (exit 6 when it does not)."""
    result = restore_backup(src, home_path(home))
    if as_json:
        emit_json({"home": str(result.home), "files": list(result.files), "checks": list(result.checks)})
        return
    say(f"restored into {result.home}: {', '.join(result.files)}")
    for line in result.checks:
        say(f"  ok  {line}")
