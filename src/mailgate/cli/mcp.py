"""`mailgate mcp --agent A`: an MCP server on stdio for one agent, as a thin client of `mailgate serve`."""

from __future__ import annotations

import click

from mailgate import check_agent_name
from mailgate.cli.app import cell, cli, err
from mailgate.client.api import TOKEN_ENV, URL_ENV, find_token, find_url


@cli.command("mcp")
@click.option("--agent", required=True, help="the agent this server speaks for (must be the token's)")
@click.option(
    "--url", default=None, metavar="URL", help=f"where `mailgate serve` answers (else ${URL_ENV}, else :8025)"
)
@click.option(
    "--token-file",
    default=None,
    metavar="FILE",
    help=f"file holding the agent's token (else ${TOKEN_ENV})",
)
def mcp(agent: str, url: str | None, token_file: str | None) -> None:
    """MCP server on stdio for one agent; needs a running `mailgate serve`, never opens the home."""
    check_agent_name(agent)
    # Imported here: the MCP SDK takes a second to import, and every other command would pay it.
    from mailgate.mcp.stdio import serve_stdio

    serve_stdio(agent, find_url(url), find_token(token_file), _warn)


def _warn(text: str) -> None:
    # stdout carries the MCP protocol: everything for a person goes to stderr, on one line, with
    # anything serve sent shown escaped.
    err(f"mailgate mcp: {cell(text)}")
