"""Wake an agent when its mail arrives: run the owner's command, or POST to the owner's webhook.

Only the agent's name and the mail id are passed, never the mail: the agent reads it through
mailgate, inside the fence. A failed wake-up loses nothing; the mail is stored and listed.
"""

from __future__ import annotations

import shlex
import subprocess

from mailgate.notify.http import post_json

TIMEOUT_SECS = 30


def wake(*, command: str, webhook: str, agent: str, mail_id: str) -> bool:
    """Run the command and/or POST the webhook; True when every configured wake-up succeeded."""
    ok = True
    if command:
        ok = _run(command, agent, mail_id) and ok
    if webhook:
        ok = _post(webhook, agent, mail_id) and ok
    return ok


def _run(command: str, agent: str, mail_id: str) -> bool:
    # The command is the owner's own config, not mail content: running it is not untrusted input.
    try:
        done = subprocess.run(  # noqa: S603
            [*shlex.split(command), agent, mail_id],
            check=False,
            timeout=TIMEOUT_SECS,
            stdin=subprocess.DEVNULL,
            capture_output=True,
        )
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def _post(url: str, agent: str, mail_id: str) -> bool:
    return post_json(url, {"event": "mail.arrived", "agent": agent, "mail_id": mail_id}, TIMEOUT_SECS)
