"""Delegation: a manager agent may read the inboxes of the agents that report to it, and nothing else."""

from __future__ import annotations

from collections.abc import Mapping

from mailgate.errors import InvalidInput


def readable_by(agent: str, managers: Mapping[str, str | None]) -> frozenset[str]:
    """The agent itself plus everyone below it in the owner-made tree (directly or through others)."""
    out = {agent}
    changed = True
    while changed:  # the tree is small (agents, not users); a fixed point is clearer than recursion
        changed = False
        for report, manager in managers.items():
            if manager in out and report not in out:
                out.add(report)
                changed = True
    return frozenset(out)


def check_no_cycle(agent: str, manager: str, managers: Mapping[str, str | None]) -> None:
    """Refuse a manager link that would make an agent (indirectly) its own manager."""
    if agent == manager:
        raise InvalidInput("manager", "an agent cannot manage itself", manager)
    seen: set[str] = set()
    current: str | None = manager
    while current is not None and current not in seen:
        if current == agent:
            raise InvalidInput(
                "manager", f"{agent} already manages {manager}: that would be a cycle", manager
            )
        seen.add(current)
        current = managers.get(current)
