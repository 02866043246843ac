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

from mailgate import clock
from mailgate.deadline import Deadline
from mailgate.errors import ConfigError, NotConfigured, TransportError
from mailgate.inbound.pipeline import Incoming, Ingested, PollCounts, batches
from mailgate.inbound.transports.base import CursorStore, Fetched, Flushable, InboundTransport
from mailgate.model import IngestOutcome
from mailgate.store import Store
from mailgate.store import mails as mails_store

BATCH = 200


@dataclass
class BufferedCursors:
    """A CursorStore that keeps the newest cursor of each folder in memory until ``flush``."""

    inner: CursorStore
    pending: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)

    def get_cursor(self, account: str, folder: str) -> tuple[int, int] | None:
        """The pending cursor of the folder, else the stored one."""
        return self.pending.get((account, folder)) or self.inner.get_cursor(account, folder)

    def set_cursor(self, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
        """Keep the cursor in memory until ``flush``."""
        self.pending[(account, folder)] = (uidvalidity, last_uid)

    def flush(self) -> None:
        """Write every pending cursor to the inner store."""
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
        close = transport.capabilities.close
        if close is not None:
            close()


def pull(
    store: Store,
    transport: InboundTransport,
    cursors: Flushable,
    deadline: Deadline,
    alive: Callable[[], bool] | None = None,
) -> PollCounts:
    """Fetch everything new from ``transport`` into the staging table; counts transport errors only.

    ``alive`` is asked before each message: False (this worker's lease on the account ran out)
    stops the pull, keeping what was fetched.
    """
    counts = PollCounts()
    batch: list[Fetched] = []
    with polling(transport, counts):
        try:
            for item in transport.poll(deadline):
                if alive is not None and not alive():
                    break
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
        mails_store.stage(
            tx, [{"account": i.account, "folder": i.folder, "raw": i.raw, "fetched_at": now} for i in batch]
        )
    for item in batch:
        transport.ack(item, True)


def process(
    store: Store,
    ingest: Callable[[list[Incoming]], list[Ingested]],
    alive: Callable[[], bool] | None = None,
    deadline: Deadline | None = None,
) -> PollCounts:
    """Run the pipeline over staged mail, oldest first, removing each batch once it is taken.

    ``ingest`` takes a batch of mails (``Pipeline.ingest_many``). ``alive`` is asked before each
    batch: False (another worker has the staged mail now) stops. Past ``deadline`` no further
    batch is taken: what is left stays staged for the next poll. A crash before a batch is
    unstaged repeats it, and the pipeline's dedupe makes the repeat a duplicate.
    """
    counts = PollCounts()
    while (alive is None or alive()) and (deadline is None or not deadline.expired()):
        with store.read() as tx:
            rows = mails_store.staged(tx, BATCH)
        if not rows:
            break
        taken: list[int] = []
        for batch in batches(rows, lambda row: row[3]):
            if taken and deadline is not None and deadline.expired():
                break
            done = ingest(
                [Incoming(raw=raw, account=account, folder=folder) for _, account, folder, raw in batch]
            )
            for result in done:
                counts.add(result.outcome)
            taken.extend(row_id for row_id, _, _, _ in batch)
        with store.write() as tx:
            mails_store.unstage(tx, taken)
    return counts
