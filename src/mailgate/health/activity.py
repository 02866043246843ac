"""What happened, counted (``gw.activity``): the dashboard's daily chart and the ``/metrics`` counts."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from mailgate import clock
from mailgate.model import DraftState
from mailgate.store import Store
from mailgate.store import drafts as stored_drafts
from mailgate.store import mails as mails_store
from mailgate.store import metrics as store_metrics
from mailgate.store.metrics import StoreCounts


@dataclass(frozen=True, kw_only=True)
class DayCount:
    """One UTC day of activity."""

    day: date
    sent: int
    held: int
    denied: int
    received: int


class Activity:
    """Counts over one home's drafts, mail and notices."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def store_counts(self) -> StoreCounts:
        """Drafts by state, decisions by rule, sends by outcome, alarms, notices (for ``/metrics``)."""
        with self.store.read() as tx:
            return store_metrics.counts(tx)

    def daily_counts(self, days: int = 14) -> list[DayCount]:
        """Sent, held, denied and received per UTC day, oldest first, ending today."""
        today = clock.now().date()
        first = today - timedelta(days=days - 1)
        since = datetime(first.year, first.month, first.day, tzinfo=clock.now().tzinfo)
        counts: dict[date, Counter[str]] = {first + timedelta(days=n): Counter() for n in range(days)}

        def bump(at: datetime | None, what: str) -> None:
            if at is not None and clock.as_utc(at).date() in counts:
                counts[clock.as_utc(at).date()][what] += 1

        with self.store.read() as tx:
            for row in stored_drafts.activity_since(tx, since):
                if row["verdict"].get("decision") == "hold":
                    bump(row["created_at"], "held")
                if row["state"] == DraftState.SENT.value:
                    bump(row["sent_at"], "sent")
                if row["state"] == DraftState.REJECTED.value:
                    bump(row["updated_at"], "denied")
            for at in mails_store.received_since(tx, since):
                bump(at, "received")
        return [
            DayCount(day=d, sent=c["sent"], held=c["held"], denied=c["denied"], received=c["received"])
            for d, c in sorted(counts.items())
        ]


__all__ = ["Activity", "DayCount", "StoreCounts"]
