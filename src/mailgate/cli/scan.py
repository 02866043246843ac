"""The `scan` group: owner-side checks of a message on stdin."""

from __future__ import annotations

from mailgate.cli.app import cli


@cli.group()
def scan() -> None:
    """Check a message on stdin: `scan inbound` (injection, sender) or `scan outbound` (leaks)."""
