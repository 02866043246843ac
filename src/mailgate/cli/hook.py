"""`mailgate hook print claude-code` and `mailgate hook check`: keep an agent's shell off the mail server."""

from __future__ import annotations

import json
import shutil
import sys

import click

from mailgate.cli.app import cli, say
from mailgate.hook.claude_code import MAX_INPUT, judge, settings

TARGETS = ("claude-code",)


@cli.group()
def hook() -> None:
    """A PreToolUse hook for agents' shell commands (defence in depth, not a wall)."""


@hook.command("print")
@click.argument("target", type=click.Choice(TARGETS))
@click.option("--json", "as_json", is_flag=True, help="print only the JSON block (it is JSON either way)")
def print_hook(target: str, as_json: bool) -> None:
    """Print the settings.json block that makes the agent's tool runner call `mailgate hook check`."""
    mailgate = shutil.which("mailgate") or sys.argv[0]
    say(json.dumps(settings([mailgate, "hook", "check"]), indent=2))
    if as_json:
        return
    say(
        "mailgate: merge this into ~/.claude/settings.json or .claude/settings.json of the agent's "
        "project. It refuses shell commands that would send mail around mailgate; it is a second "
        "line, not the wall (the agent's OS user and the firewall are).",
        err=True,
    )


@hook.command("check")
def check_hook() -> None:
    """Read one hook call (JSON) on stdin; exit 0 to allow, 2 to refuse with the reason on stderr."""
    verdict = judge(sys.stdin.buffer.read(MAX_INPUT + 1))
    if verdict.message:
        say(verdict.message, err=True)
    sys.exit(verdict.code)
