"""The click group, the shared ``--home`` and ``--json`` options, and output helpers.

All output goes through ``say``, ``table``, ``emit_json`` and ``EventLog``: what they print may
come from an agent or a mail, so control and invisible characters are shown as escapes
(mailgate.display). ``-q`` silences notices and progress bars, never results, warnings or errors;
``-v`` makes the resident loops report every pass.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

import mailgate
from mailgate.cli import exitcodes
from mailgate.display import json_safe, show
from mailgate.errors import InvalidInput, NotFound, OwnerOnly

if TYPE_CHECKING:  # the gateway loads when a command opens it, not when an agent-side door starts
    from mailgate import Gateway, Problem

F = TypeVar("F", bound=Callable[..., Any])


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(package_name="mailgate", prog_name="mailgate", message="%(prog)s %(version)s")
@click.option(
    "--home",
    "group_home",
    type=click.Path(file_okay=False),
    default=None,
    help="mailgate home (else $MAILGATE_HOME, else ~/.mailgate)",
)
@click.option(
    "-v", "--verbose", count=True, help="say more: serve and settle report every pass, not only changes"
)
@click.option(
    "-q",
    "--quiet",
    is_flag=True,
    help="say less: no notices or progress bars (results, warnings, errors stay)",
)
@click.pass_context
def cli(ctx: click.Context, group_home: str | None, verbose: int, quiet: bool) -> None:
    """mailgate: an email gateway for AI agents. Mail in is data; mail out waits for policy and a person."""
    ctx.ensure_object(dict)
    ctx.obj["home"] = group_home
    ctx.obj["verbosity"] = 0 if quiet else 1 + verbose


def verbosity() -> int:
    """0 with ``-q``, 1 by default, 2 or more with ``-v``."""
    ctx = click.get_current_context(silent=True)
    obj = ctx.find_root().obj if ctx is not None else None
    return int((obj or {}).get("verbosity", 1))


def wants_json() -> bool:
    """True when the running command was given ``--json``."""
    ctx = click.get_current_context(silent=True)
    return bool(ctx is not None and ctx.params.get("as_json"))


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
    """The home to use: ``--home`` of this command, else of the root command, else the default."""
    ctx = click.get_current_context()
    root = ctx.find_root()
    return mailgate.resolve_home(home or (root.obj or {}).get("home"))


def gateway(home: str | None) -> Gateway:
    """Open the home's gateway; its database connections close when the command ends."""
    path = home_path(home)
    check_owner(path, click.get_current_context().command_path)
    gw = mailgate.open_gateway(path)
    click.get_current_context().call_on_close(gw.close)
    report_config(gw.settings.problems)
    if verbosity() > 1:
        notice(f"mailgate: home {gw.home}, store {gw.health.backend()}")
    return gw


def report_config(problems: Sequence[Problem]) -> None:
    """Say on stderr, once per run, each config value that could not be used as written.

    Each line names the field, the value given and what is used instead; under ``--json`` it is a
    JSON line ``{"warning": {...}}``.
    """
    ctx = click.get_current_context(silent=True)
    root = ctx.find_root() if ctx is not None else None
    reported: set[str] = root.obj.setdefault("config_reported", set()) if root and root.obj else set()
    for problem in problems:
        if problem.message in reported:
            continue
        reported.add(problem.message)
        if wants_json():
            doc = {
                "warning": {
                    "field": problem.field,
                    "value": problem.value,
                    "fallback": problem.fallback,
                    "rule": problem.rule,
                    "message": problem.message,
                }
            }
            click.echo(json_line(doc), err=True)
        else:
            err(f"mailgate: config warning: {problem.message}")


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


def json_line(doc: Any) -> str:
    """One JSON document on one line (for logs and errors), hidden characters escaped."""
    return json_safe(json.dumps(doc, sort_keys=True, default=_default, ensure_ascii=False))


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


def notice(text: str) -> None:
    """An informational line on stderr; ``-q`` silences it."""
    if verbosity() > 0:
        err(text)


class EventLog:
    """What a resident loop reports: lines for a person, or one JSON object per line (``--json``).

    Events go to stdout; warnings and errors to stderr, in the same form.
    """

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json

    def event(self, name: str, text: str, **fields: Any) -> None:
        """Something that happened (a start, a poll, a settle pass, a delivery)."""
        if self.as_json:
            click.echo(json_line({"event": name, **fields}))
        else:
            say(text)

    def notice(self, name: str, text: str, **fields: Any) -> None:
        """An informational event on stderr (silenced by ``-q``)."""
        if verbosity() == 0:
            return
        if self.as_json:
            click.echo(json_line({"event": name, **fields}), err=True)
        else:
            err(text)

    def warning(self, text: str, **fields: Any) -> None:
        """A problem the owner must hear about, even with ``-q``."""
        if self.as_json:
            click.echo(json_line({"warning": {"message": text, **fields}}), err=True)
        else:
            err(text)

    def error(self, exc: Exception) -> None:
        """One failed step of a loop that goes on."""
        if self.as_json:
            click.echo(json_line(error_doc(exc)), err=True)
        else:
            err(f"mailgate: {cell(exc)}")


def error_doc(exc: Exception, exit_code: int | None = None) -> dict[str, Any]:
    """``{"error": {"type", "field", "rule", "message", "exit_code"}}`` for an error under ``--json``."""
    field: Any = None
    rule: Any = None
    value: Any = None
    if isinstance(exc, InvalidInput):
        field, rule, value = exc.field, exc.rule, exc.value
    elif isinstance(exc, NotFound):
        field, rule, value = exc.kind, "not found", exc.key
    elif isinstance(exc, click.UsageError):
        param = getattr(exc, "param", None)
        field = param.name if param is not None else None
        rule = exc.format_message()
    message = exc.format_message() if isinstance(exc, click.ClickException) else str(exc)
    code = exit_code if exit_code is not None else getattr(exc, "exit_code", exitcodes.ERROR)
    doc: dict[str, Any] = {
        "type": type(exc).__name__,
        "field": field,
        "rule": rule,
        "message": message,
        "exit_code": code,
    }
    if value is not None:
        doc["value"] = value if isinstance(value, str | int | float | bool) else str(value)
    return {"error": doc}


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
    """All of stdin as text; bytes that are not UTF-8 become U+FFFD."""
    data = sys.stdin.buffer.read()
    return data.decode("utf-8", errors="replace")
