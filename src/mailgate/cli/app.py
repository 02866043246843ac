"""The click group, the shared ``--home`` and ``--json`` options, and output helpers.

All output goes through ``say``, ``table`` and ``emit_json``: what they print may come from an
agent or a mail, so control and invisible characters are shown as escapes (mailgate.display).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import click

from mailgate.display import json_safe, show
from mailgate.errors import OwnerOnly
from mailgate.gateway import Gateway, open_gateway
from mailgate.home import resolve_home

F = TypeVar("F", bound=Callable[..., Any])


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.option(
    "--home",
    "group_home",
    type=click.Path(file_okay=False),
    default=None,
    help="mailgate home (else $MAILGATE_HOME, else ~/.mailgate)",
)
@click.pass_context
def cli(ctx: click.Context, group_home: str | None) -> None:
    """mailgate: an email gateway for AI agents. Mail in is data; mail out waits for policy and a person."""
    ctx.ensure_object(dict)
    ctx.obj["home"] = group_home


def home_option(func: F) -> F:
    """Add ``--home`` to a command (it may also be given before the command name)."""
    return click.option(
        "--home",
        type=click.Path(file_okay=False),
        default=None,
        help="mailgate home (else $MAILGATE_HOME, else ~/.mailgate)",
    )(func)


def json_option(func: F) -> F:
    """Add ``--json``: one JSON document on stdout."""
    return click.option("--json", "as_json", is_flag=True, help="print one JSON document")(func)


def home_path(home: str | None) -> Path:
    ctx = click.get_current_context()
    root = ctx.find_root()
    return resolve_home(home or (root.obj or {}).get("home"))


def gateway(home: str | None) -> Gateway:
    """Open the home's gateway; its database connections close when the command ends."""
    path = home_path(home)
    check_owner(path, click.get_current_context().command_path)
    gw = open_gateway(path)
    click.get_current_context().call_on_close(gw.store.dispose)
    return gw


def check_owner(home: Path, command: str) -> None:
    """Refuse in one line when this OS user cannot open the home: only the owner's commands open it."""
    try:
        os.stat(home)
        readable = os.access(home, os.R_OK | os.X_OK)
    except FileNotFoundError:
        return  # open_gateway says how to create it
    except OSError:
        readable = False
    if not readable:
        raise OwnerOnly(
            f"`{command}` is for the owner: this user (uid {os.getuid()}) cannot open the mailgate home "
            f"{home}. Agents use `mailgate mcp` or `mailgate sendmail` with a token, through "
            "`mailgate serve`."
        )


def emit_json(doc: Any) -> None:
    """Print one JSON document; hidden characters in strings appear as \\uXXXX escapes."""
    click.echo(json_safe(json.dumps(doc, indent=2, sort_keys=True, default=_default, ensure_ascii=False)))


def _default(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return str(value)


def say(text: str, *, err: bool = False) -> None:
    """Print text for a person, every control and invisible character shown as an escape."""
    click.echo(show(text), err=err)


def err(text: str) -> None:
    """``say`` on stderr."""
    say(text, err=True)


def table(rows: list[dict[str, Any]], columns: list[str]) -> None:
    """A plain aligned table, one line per row; empty lists say so."""
    if not rows:
        click.echo("(none)")
        return
    cells = [[cell(r.get(c)) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    click.echo("  ".join(c.upper().ljust(w) for c, w in zip(columns, widths, strict=True)).rstrip())
    for row in cells:
        click.echo("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())


def cell(value: Any) -> str:
    """One value on one line: None as ``-``, times to the minute, newlines and controls escaped."""
    if value is None:
        return "-"
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    return show(str(value), one_line=True)


def read_stdin_text() -> str:
    data = sys.stdin.buffer.read()
    return data.decode("utf-8", errors="replace")
