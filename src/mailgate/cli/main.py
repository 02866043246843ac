"""Entry point: load every command module, run, and map errors to exit codes in one place."""

from __future__ import annotations

import sys

import click

from mailgate.cli import (  # noqa: F401 - they register commands
    accounts,
    address,
    audit,
    doctor,
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
from mailgate.cli.app import cell, cli, say
from mailgate.errors import MailgateError


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; a MailgateError becomes one line on stderr and its exit code."""
    try:
        code = cli.main(args=argv, prog_name="mailgate", standalone_mode=False)
        if isinstance(code, int) and not isinstance(code, bool):
            return code  # a command that ends with ctx.exit(N), e.g. sendmail's sysexits
    except MailgateError as exc:
        say(f"mailgate: {cell(exc)}", err=True)
        return exc.exit_code
    except click.exceptions.Abort:
        say("mailgate: aborted", err=True)
        return 2
    except click.UsageError as exc:
        # One line that names the option and what is wrong with it (bad input exits 2).
        where = exc.ctx.command_path if exc.ctx is not None else "mailgate"
        say(f"{where}: {cell(exc.format_message())}", err=True)
        return 2
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
