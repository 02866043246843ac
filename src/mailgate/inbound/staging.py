"""Pull from a mail server first, process second.

An IMAP pull keeps each fetched message's raw bytes durably (``staged_mail``) in batches and
only then acknowledges it, so the server's cursor moves once the bytes are safe; the pipeline
then takes the staged mail and removes it. A crash anywhere repeats work, never loses mail:
staged rows survive, and a message fetched again is a "duplicate" to the pipeline's dedupe.
Cursor writes are buffered and flushed once per pull for the same reason.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from mailgate import clock
from mailgate.deadline import Deadline
from mailgate.errors import ConfigError, NotConfigured, TransportError
from mailgate.inbound.pipeline import Ingested, PollCounts
from mailgate.inbound.transports.base import CursorStore, Fetched, InboundTransport
from mailgate.model import IngestOutcome
from mailgate.store import Store
from mailgate.store import mails as stored

BATCH = 200


class Flushable(Protocol):
    """Where a pulling transport's cursor waits until the pulled mail is staged."""

    def flush(self) -> None:
        """Write the cursor the acknowledged mail allows."""
        ...


@dataclass
class BufferedCursors:
    """A CursorStore that keeps the newest cursor of each folder in memory until ``flush``."""

    inner: CursorStore
    pending: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)

    def get_cursor(self, account: str, folder: str) -> tuple[int, int] | None:
        return self.pending.get((account, folder)) or self.inner.get_cursor(account, folder)

    def set_cursor(self, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
        self.pending[(account, folder)] = (uidvalidity, last_uid)

    def flush(self) -> None:
        for (account, folder), (uidvalidity, last_uid) in self.pending.items():
            self.inner.set_cursor(account, folder, uidvalidity, last_uid)
        self.pending.clear()


@contextlib.contextmanager
def polling(transport: InboundTransport, counts: PollCounts) -> Iterator[None]:
    """Count a transport's failure instead of raising it, and close the transport in every case."""
    try:
        yield
    except (TransportError, NotConfigured, ConfigError) as exc:
        # One account's failure (unreachable, no password in the vault) never stops the others.
        counts.add(IngestOutcome.TRANSPORT_ERROR)
        counts.errors.append(f"{transport.name}: {exc}")
    finally:
        close = getattr(transport, "close", None)
        if callable(close):
            close()


def pull(store: Store, transport: InboundTransport, cursors: Flushable, deadline: Deadline) -> PollCounts:
    """Fetch everything new from ``transport`` into the staging table; counts transport errors only."""
    counts = PollCounts()
    batch: list[Fetched] = []
    with polling(transport, counts):
        try:
            for item in transport.poll(deadline):
                batch.append(item)
                if len(batch) >= BATCH:
                    _keep(store, transport, batch)
                    batch = []
        finally:
            _keep(store, transport, batch)  # what was fetched whole before a failure is kept
            cursors.flush()
    return counts


def _keep(store: Store, transport: InboundTransport, batch: list[Fetched]) -> None:
    if not batch:
        return
    now = clock.now()
    with store.write() as tx:
        stored.stage(
            tx, [{"account": i.account, "folder": i.folder, "raw": i.raw, "fetched_at": now} for i in batch]
        )
    for item in batch:
        transport.ack(item, True)


def process(store: Store, ingest: Callable[[bytes, str, str], Ingested]) -> PollCounts:
    """Run the pipeline over staged mail, oldest first, removing each batch once it is taken."""
    counts = PollCounts()
    while True:
        with store.read() as tx:
            rows = stored.staged(tx, BATCH)
        if not rows:
            return counts
        for _, account, folder, raw in rows:
            counts.add(ingest(raw, account, folder).outcome)
        with store.write() as tx:
            stored.unstage(tx, [row[0] for row in rows])
