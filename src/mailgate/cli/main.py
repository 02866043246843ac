"""Entry point: load every command module, run, and map errors to exit codes in one place.

Under ``--json`` an error is a JSON document on stderr too (``{"error": {...}}``, see
``app.error_doc``), with the same exit code as the line a person would read.
"""

from __future__ import annotations

import sys

import click

from mailgate.cli import (  # noqa: F401 - they register commands
    accounts,
    address,
    audit,
    backupcmd,
    doctor,
    exitcodes,
    homecmd,
    hook,
    inbox,
    mcp,
    outbox,
    owner,
    policy,
    resolve,
    rules,
    scan,
    secrets,
    sendmail,
    serve,
    tokens,
)
from mailgate.cli.app import cell, cli, error_doc, json_line, say
from mailgate.errors import MailgateError


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; a MailgateError becomes one line on stderr (or a JSON error) and its exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = _json_requested(args)
    try:
        code = cli.main(args=args, prog_name="mailgate", standalone_mode=False)
        if isinstance(code, int) and not isinstance(code, bool):
            return code  # a command that ends with ctx.exit(N), e.g. sendmail's sysexits
    except MailgateError as exc:
        return _fail(exc, f"mailgate: {cell(exc)}", exc.exit_code, as_json)
    except click.exceptions.NoArgsIsHelpError as exc:
        # `mailgate` or `mailgate agent` alone: the help is what was asked for.
        click.echo(exc.ctx.get_help() if exc.ctx is not None else cli.get_help(click.Context(cli)))
        return exitcodes.OK
    except click.exceptions.Abort as exc:
        return _fail(exc, "mailgate: aborted", exitcodes.BAD_INPUT, as_json)
    except click.UsageError as exc:
        # One line that names the option and what is wrong with it (bad input exits 2).
        where = exc.ctx.command_path if exc.ctx is not None else "mailgate"
        return _fail(exc, f"{where}: {cell(exc.format_message())}", exitcodes.BAD_INPUT, as_json)
    except click.ClickException as exc:
        if as_json:
            return _fail(exc, "", exc.exit_code, True)
        exc.show()
        return exc.exit_code
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else exitcodes.OK
    return exitcodes.OK


def _fail(exc: Exception, line: str, code: int, as_json: bool) -> int:
    if as_json:
        click.echo(json_line(error_doc(exc, code)), err=True)
    else:
        say(line, err=True)
    return code


def _json_requested(args: list[str]) -> bool:
    """``--json`` among the options (not after ``--``, where it would be an argument)."""
    options = args[: args.index("--")] if "--" in args else args
    return "--json" in options


if __name__ == "__main__":
    sys.exit(main())
