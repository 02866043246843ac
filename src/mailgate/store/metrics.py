"""What ``/metrics`` reports, read from the store at scrape time (every worker sees the same counts)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from sqlalchemy import Connection, func, select, text

from mailgate.store.schema import audit_log, drafts, notifications

# The settler's audit actions that end one send attempt, by the outcome they record.
SEND_OUTCOMES = {"draft.sent": "sent", "draft.failed": "failed", "draft.unknown": "unknown"}


@dataclass(frozen=True, kw_only=True)
class StoreCounts:
    """Counts of drafts, decisions, sends, alarms and owner notices in the store."""

    drafts_by_state: dict[str, int] = field(default_factory=dict)
    decisions: dict[tuple[str, str], int] = field(default_factory=dict)
    sends: dict[str, int] = field(default_factory=dict)
    alarms: dict[str, int] = field(default_factory=dict)
    notifications: dict[tuple[str, str], int] = field(default_factory=dict)


def ping(conn: Connection) -> None:
    """One round trip: raises (translated by the store) when the database does not answer."""
    conn.execute(text("SELECT 1"))


def counts(conn: Connection) -> StoreCounts:
    """Every count ``/metrics`` shows, in a handful of grouped queries."""
    by_state = {
        str(state): int(n)
        for state, n in conn.execute(select(drafts.c.state, func.count()).group_by(drafts.c.state))
    }
    decided: Counter[tuple[str, str]] = Counter()
    for (verdict,) in conn.execute(select(drafts.c.verdict)):
        for answer in _answers(verdict):
            decided[answer] += 1
    sends: dict[str, int] = {}
    alarms: dict[str, int] = {}
    actions = (
        select(audit_log.c.action, func.count())
        .where(audit_log.c.action.in_(SEND_OUTCOMES) | audit_log.c.action.like("alarm.%"))
        .group_by(audit_log.c.action)
    )
    for action, n in conn.execute(actions):
        if action in SEND_OUTCOMES:
            sends[SEND_OUTCOMES[action]] = int(n)
        else:
            alarms[str(action).removeprefix("alarm.")] = int(n)
    told = {
        (str(channel), str(state)): int(n)
        for channel, state, n in conn.execute(
            select(notifications.c.channel, notifications.c.state, func.count()).group_by(
                notifications.c.channel, notifications.c.state
            )
        )
    }
    return StoreCounts(
        drafts_by_state=by_state, decisions=dict(decided), sends=sends, alarms=alarms, notifications=told
    )


def _answers(verdict: object) -> Iterator[tuple[str, str]]:
    # The verdict column is JSON on both backends; a row written by hand may hold anything.
    doc = json.loads(verdict) if isinstance(verdict, str) else verdict
    answers = doc.get("answers") if isinstance(doc, dict) else None
    if not isinstance(answers, list) or not answers:
        decision = doc.get("decision") if isinstance(doc, dict) else None
        yield "", str(decision or "")
        return
    for answer in answers:
        if isinstance(answer, dict):
            yield str(answer.get("rule", "")), str(answer.get("decision", ""))
