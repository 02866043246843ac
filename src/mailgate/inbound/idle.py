"""Wake the poller when an IMAP server announces new mail (IDLE, RFC 2177); else the timer polls.

Each IMAP account that offers IDLE gets one thread with its own connection; it only says "poll
now" and never fetches, so the poll (cursor, pipeline, dedupe) stays the one path mail comes in.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable

from mailgate.deadline import Deadline
from mailgate.errors import MailgateError
from mailgate.inbound.transports.base import InboundTransport

WINDOW_SECS = 300.0  # one IDLE wait; the transport renews IDLE itself well inside RFC 2177's 29 min
RETRY_SECS = 30.0  # after a connection error, wait this long before watching again
NO_IDLE_SECS = 1.0  # idle_wait returns at once when the server has no IDLE


class IdleWatcher:
    """Sets ``wake`` whenever one of the watched accounts announces mail.

    Of the transports given, only those whose capabilities include ``idle_wait`` are watched.
    """

    def __init__(
        self, sources: Iterable[InboundTransport], wake: threading.Event, stop: threading.Event
    ) -> None:
        self.wake = wake
        self.stop = stop
        self.threads = [
            threading.Thread(
                target=self._watch,
                args=(s.name, s.capabilities.idle_wait, s.capabilities.close),
                name=f"idle-{s.name}",
                daemon=True,
            )
            for s in sources
            if s.capabilities.idle_wait is not None
        ]

    def start(self) -> IdleWatcher:
        """Start one watching thread per account that can IDLE; returns self."""
        for thread in self.threads:
            thread.start()
        return self

    def _watch(
        self, name: str, idle_wait: Callable[[Deadline], bool], close: Callable[[], None] | None
    ) -> None:
        try:
            while not self.stop.is_set():
                started = time.monotonic()
                try:
                    arrived = idle_wait(Deadline.after(WINDOW_SECS, f"IDLE on {name}"))
                except MailgateError:
                    if self.stop.wait(RETRY_SECS):
                        return
                    continue
                if arrived:
                    self.wake.set()
                elif time.monotonic() - started < NO_IDLE_SECS:
                    return  # no IDLE on this server: the poll timer covers it
        finally:
            if close is not None:
                close()
