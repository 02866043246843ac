"""`mailgate sendmail` (also installed as `mailgate-sendmail`): sendmail's interface, ending at the gate.

A thin client: it hands the message to a running `mailgate serve` with the agent's token and never
opens the home, so it works for an OS user that cannot read it. Exit codes follow sysexits.h, as
callers of sendmail expect: a temporary failure (75) means the caller keeps the message.
"""

from __future__ import annotations

import os
import sys

import click

from mailgate.cli import exitcodes
from mailgate.cli.app import cell, cli, say
from mailgate.client.api import URL_ENV, AgentClient, find_token, find_url
from mailgate.errors import (
    Forbidden,
    InvalidInput,
    MailgateError,
    NotConfigured,
    Refused,
    TooLarge,
    Unauthorized,
)
from mailgate.proxy.sendmail import (
    MAX_MESSAGE_BYTES,
    UsageError,
    message_send,
    parse_argv,
)

AGENT_ENV = "MAILGATE_AGENT"
_BY_OUTCOME = {
    "queued": exitcodes.OK,
    "held": exitcodes.OK,
    "denied": exitcodes.NOPERM,
    "fix_needed": exitcodes.DATAERR,
}


@cli.command(
    "sendmail",
    context_settings={"ignore_unknown_options": True, "allow_extra_args": True, "help_option_names": []},
    add_help_option=False,
)
@click.pass_context
def sendmail(ctx: click.Context) -> None:
    """sendmail-compatible: [-t] [-i] [-f FROM] [-F NAME] [--agent A] [--token-file F] [--url U] [RCPT...]."""
    ctx.exit(run(list(ctx.args)))


def run(argv: list[str], stdin: bytes | None = None) -> int:
    """The whole command: parse, read stdin, submit through serve, map the outcome to sysexits."""
    try:
        args = parse_argv(argv)
    except UsageError as exc:
        _say(f"usage: {exc}")
        return exitcodes.USAGE
    raw = stdin if stdin is not None else sys.stdin.buffer.read(MAX_MESSAGE_BYTES + 1)
    try:
        send = message_send(raw, args)
        client = AgentClient(find_url(args.url or None), find_token(args.token_file or None))
        try:
            doc = send.to_json()
            agent = args.agent or os.environ.get(AGENT_ENV, "")
            if agent:
                # serve refuses the send (403) when the token speaks for another agent; asking it
                # first (accounts) would need mail:read, which a send-only token does not have.
                doc["agent_id"] = agent
            result = client.send(doc)
        finally:
            client.close()
    except InvalidInput as exc:
        _say(f"message not accepted: {exc}")
        return (
            exitcodes.DATAERR if exc.field not in ("token", "token_file", "url", URL_ENV) else exitcodes.USAGE
        )
    except TooLarge as exc:
        _say(f"message not accepted: {exc}")
        return exitcodes.DATAERR
    except (Unauthorized, Forbidden) as exc:
        _say(f"refused: {exc}")
        return exitcodes.NOPERM
    except (NotConfigured, Refused, MailgateError) as exc:
        # serve unreachable, rate limited, mail switched off: the caller keeps the message and retries.
        _say(f"temporary failure, message not accepted: {exc}")
        return exitcodes.TEMPFAIL
    outcome = str(result.get("outcome", ""))
    _say(f"{outcome}: draft {result.get('draft_id', '')}: {result.get('message', '')}")
    return _BY_OUTCOME.get(outcome, exitcodes.TEMPFAIL)


def _say(text: str) -> None:
    say(f"mailgate sendmail: {cell(text)}", err=True)


def sendmail_main() -> None:
    """Entry point of the `mailgate-sendmail` script."""
    sys.exit(run(sys.argv[1:]))
