"""Claude Code's side of the hook: its settings.json entry, and the checker's stdin/exit-code protocol.

Claude Code runs a PreToolUse command hook with the tool call as JSON on stdin
(``tool_name``, ``tool_input.command``). Exit 0 lets the call go on; exit 2 blocks it and shows
stderr to the model as the reason. Any other exit code is only reported and the call RUNS, so
every failure of the checker itself is turned into exit 2 (fail closed).
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from typing import Any

from mailgate.hook.rules import check

ALLOW = 0
BLOCK = 2
MAX_INPUT = 1_000_000
SHELL_TOOLS = frozenset({"Bash"})


@dataclass(frozen=True, kw_only=True)
class Verdict:
    """The checker's answer: exit code and what goes to stderr."""

    code: int
    message: str = ""


def settings(command: list[str]) -> dict[str, Any]:
    """The ``hooks`` block for settings.json that runs ``command`` before every Bash call."""
    return {
        "hooks": {
            "PreToolUse": [
                {
                    "matcher": "Bash",
                    "hooks": [{"type": "command", "command": shlex.join(command), "timeout": 10}],
                }
            ]
        }
    }


def judge(raw: bytes) -> Verdict:
    """The verdict for one hook input; never raises."""
    try:
        return _judge(raw)
    except Exception as exc:  # a crash must block, or the command would run unchecked
        return Verdict(
            code=BLOCK, message=f"mailgate hook: the check failed ({exc.__class__.__name__}); refused"
        )


def _judge(raw: bytes) -> Verdict:
    if len(raw) > MAX_INPUT:
        return Verdict(code=BLOCK, message="mailgate hook: the tool input is too large to check; refused")
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return Verdict(code=BLOCK, message="mailgate hook: the hook input is not JSON; refused")
    if not isinstance(doc, dict):
        return Verdict(code=BLOCK, message="mailgate hook: the hook input is not a JSON object; refused")
    if doc.get("tool_name") not in SHELL_TOOLS:
        return Verdict(code=ALLOW)
    tool_input = doc.get("tool_input")
    command = tool_input.get("command") if isinstance(tool_input, dict) else None
    if not isinstance(command, str):
        return Verdict(code=BLOCK, message="mailgate hook: a Bash call without a command string; refused")
    refusal = check(command)
    if refusal is None:
        return Verdict(code=ALLOW)
    return Verdict(code=BLOCK, message=refusal.message())
