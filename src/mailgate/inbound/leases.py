"""Which worker pulls which inbound account: one lease per account, held while the worker lives.

Several ``serve`` workers share one store. Two of them pulling the same IMAP account at once would
fetch every message twice (the pipeline's dedupe keeps one copy, but the traffic and the races are
waste). Each worker therefore takes a lease on an account before it pulls it and renews it at half
its duration, while pulling and between passes; a worker that dies stops renewing, and once its
lease has run out the next worker to poll takes the account over.

The expiry is compared with each worker's own clock: workers on several hosts need their clocks
in step to well under the lease duration (NTP does that).
"""

from __future__ import annotations

import os
import secrets
import socket
import threading
import time
from dataclasses import dataclass, field
from datetime import timedelta

from mailgate import clock
from mailgate.store import Store
from mailgate.store import leases as lease_rows


def new_holder() -> str:
    """A worker's identity in lease rows: host, process id, and a random tag (pids are reused)."""
    return f"{socket.gethostname()[:80]}:{os.getpid()}:{secrets.token_hex(4)}"


@dataclass(frozen=True)
class LeaseEvent:
    """A change worth a log line: this worker took a lease (``previous``: from whom) or lost one."""

    name: str
    kind: str  # "took" | "lost"
    previous: str | None = None


@dataclass
class Leases:
    """One worker's leases on one store."""

    store: Store
    duration: float
    holder: str = field(default_factory=new_holder)
    # Monotonic time of the last successful take or renewal, per lease held.
    _renewed: dict[str, float] = field(default_factory=dict)
    events: list[LeaseEvent] = field(default_factory=list)
    # The leases another worker held at our last try, with the holder.
    busy: dict[str, str] = field(default_factory=dict)
    # A pull renews from the polling thread, a keeper thread renews between pulls.
    _lock: threading.RLock = field(default_factory=threading.RLock)

    def take(self, name: str) -> bool:
        """Take or renew ``name``; False when another live worker holds it."""
        with self._lock:
            return self._take(name)

    def _take(self, name: str) -> bool:
        now = clock.now()
        with self.store.write() as tx:
            taken = lease_rows.take(tx, name, self.holder, now, now + timedelta(seconds=self.duration))
        if taken.held:
            if name not in self._renewed:
                self.events.append(LeaseEvent(name=name, kind="took", previous=taken.previous))
            self._renewed[name] = time.monotonic()
            self.busy.pop(name, None)
            return True
        if self._renewed.pop(name, None) is not None:
            self.events.append(LeaseEvent(name=name, kind="lost"))
        self.busy[name] = taken.current.holder if taken.current is not None else "?"
        return False

    def keep(self, name: str) -> bool:
        """Still ours? Renews once half the duration has passed since the last renewal."""
        with self._lock:
            last = self._renewed.get(name)
            if last is None:
                return False
            if time.monotonic() - last < self.duration / 2:
                return True
            return self._take(name)

    def keep_all(self) -> None:
        """Renew every lease held that is due (a resident loop's keeper thread calls this often)."""
        with self._lock:
            for name in list(self._renewed):
                self.keep(name)

    def held(self) -> list[str]:
        """The leases this worker holds, by name."""
        with self._lock:
            return sorted(self._renewed)

    def release(self, name: str) -> None:
        """Give ``name`` up now, so the next worker need not wait for it to run out."""
        with self._lock:
            if self._renewed.pop(name, None) is None:
                return
            with self.store.write() as tx:
                lease_rows.release(tx, name, self.holder)

    def release_all(self) -> None:
        """Give every lease up (a clean shutdown)."""
        with self._lock:
            for name in list(self._renewed):
                self.release(name)

    def drain_events(self) -> list[LeaseEvent]:
        """The events since the last call, oldest first."""
        with self._lock:
            out, self.events = self.events, []
        return out
