"""The notice queue: find drafts the owner has not been told about, send, retry with backoff.

Runs in ``serve``'s loop (or ``mailgate notify --once``), never inside the transaction that held
a draft: a held draft is committed first, then any process picks it up here. The queue lives in
the ``notifications`` table, so a restart loses no retry and two processes send each notice once
(the primary key on creation, a compare-and-set on the try count for each try). Whatever a
channel does, the draft stays held: a notice only tells.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from mailgate.errors import MailgateError
from mailgate.model import Draft, DraftState
from mailgate.notify.http import Posted
from mailgate.notify.notice import HELD, UNKNOWN
from mailgate.store import Store
from mailgate.store import drafts as stored_drafts
from mailgate.store import notifications as rows

# Five tries over about ten minutes: a channel down for a restart or a deploy is caught, and a
# channel that stays down is reported (Activity page, `mailgate notify --status`) instead of hammered.
RETRY_DELAYS = (timedelta(seconds=30), timedelta(seconds=60), timedelta(seconds=150), timedelta(seconds=300))
MAX_TRIES = len(RETRY_DELAYS) + 1
# A try that never recorded its outcome (the process died mid-POST) is taken again after this.
LEASE = timedelta(seconds=120)
BATCH = 50

Send = Callable[[str, Draft, str], Posted]  # (channel, draft, event) -> outcome


@dataclass(kw_only=True)
class NotifyReport:
    """One pass: notices created, sent, given up, to be retried, and no longer needed."""

    created: int = 0
    sent: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    retrying: list[str] = field(default_factory=list)
    moot: int = 0

    def to_json(self) -> dict[str, object]:
        """The report as a JSON object."""
        return {
            "created": self.created,
            "sent": self.sent,
            "failed": self.failed,
            "retrying": self.retrying,
            "moot": self.moot,
        }


class Deliverer:
    """Create and send the notices for one store."""

    def __init__(
        self, store: Store, channels: Callable[[], Sequence[str]], send: Send, skip_agent: Callable[[], str]
    ) -> None:
        self.store = store
        self.channels = channels
        self.send = send
        self.skip_agent = skip_agent

    def run(self, now: datetime) -> NotifyReport:
        """Create the notices that are missing, then try every one that is due."""
        report = NotifyReport()
        channels = list(self.channels())
        if not channels:
            return report
        report.created = self._discover(channels, now)
        with self.store.read() as tx:
            due = rows.due(tx, now, BATCH)
        for row in due:
            self._try(row, now, report)
        return report

    def _discover(self, channels: list[str], now: datetime) -> int:
        created = 0
        with self.store.write() as tx:
            for state, event in ((DraftState.PENDING.value, HELD), (DraftState.UNKNOWN.value, UNKNOWN)):
                for draft_id in rows.drafts_without_notice(tx, state, event, now, self.skip_agent(), BATCH):
                    created += sum(rows.add(tx, draft_id, event, c, now) for c in channels)
        return created

    def _try(self, row: rows.NoticeRow, now: datetime, report: NotifyReport) -> None:
        key = row.key
        label = "/".join(key)
        with self.store.write() as tx:
            if not rows.claim(tx, row, now + LEASE):
                return  # another process took this try
            draft = stored_drafts.get_draft(tx, key[0])
        tries = row.tries + 1
        if key[1] == HELD and (draft.state is not DraftState.PENDING or draft.expires_at <= now):
            # Decided (or expired) before the notice went out: telling now would only confuse.
            with self.store.write() as tx:
                rows.finish(tx, key, state=rows.MOOT)
            report.moot += 1
            return
        if key[2] not in self.channels():
            outcome = Posted(ok=False, status=0, error="channel no longer configured")
            tries = MAX_TRIES
        else:
            try:
                outcome = self.send(key[2], draft, key[1])
            except MailgateError as exc:
                outcome = Posted(ok=False, status=0, error=f"{type(exc).__name__}: {exc}")
        with self.store.write() as tx:
            if outcome.ok:
                rows.finish(tx, key, state=rows.SENT, sent_at=now)
                report.sent.append(label)
            elif tries >= MAX_TRIES:
                rows.finish(tx, key, state=rows.FAILED, error=outcome.error)
                report.failed.append(label)
            else:
                delay = RETRY_DELAYS[tries - 1]
                rows.finish(tx, key, state=rows.PENDING, error=outcome.error, next_at=now + delay)
                report.retrying.append(label)
