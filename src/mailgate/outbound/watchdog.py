"""One watchdog thread that shuts a send's socket down when the send's deadline passes.

A per-call socket timeout bounds each read or write, not the whole operation: a server that
drips one byte at a time stays inside every per-call timeout forever. Shutting the socket down
from another thread ends whatever the sending thread is blocked in, so one deadline really
bounds a whole send, over SMTP or a provider's HTTP API alike.
"""

from __future__ import annotations

import heapq
import itertools
import socket
import threading
import time
from contextlib import suppress

from mailgate.deadline import Deadline


class Watchdog:
    """Shuts a connection down when its deadline passes, whatever the socket is blocked in.

    One daemon thread serves every send in the process: a thread per send cost ~0.15 ms, which is
    a measurable share of a loopback send. Each send registers a ``Watch``; the thread sleeps until
    the earliest deadline and fires what is due.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._heap: list[tuple[float, int, Watch]] = []
        self._seq = itertools.count()
        self._thread: threading.Thread | None = None

    def watch(self, deadline: Deadline) -> Watch:
        """Start watching until ``deadline``; the caller must ``close()`` the returned watch."""
        entry = Watch()
        with self._cond:
            heapq.heappush(self._heap, (deadline.at, next(self._seq), entry))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="send-watchdog", daemon=True)
                self._thread.start()
            elif self._heap[0][2] is entry:
                self._cond.notify()  # the new deadline is now the earliest
        return entry

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._heap and self._heap[0][2].closed:
                    heapq.heappop(self._heap)  # finished sends: forget them
                wait = self._heap[0][0] - time.monotonic() if self._heap else None
                if wait is None or wait > 0:
                    self._cond.wait(wait)
                    continue
                _at, _seq, entry = heapq.heappop(self._heap)
            entry.fire()


class Watch:
    """One send's registration with the watchdog: the socket to shut down when time runs out."""

    def __init__(self) -> None:
        self.fired = False
        self.closed = False
        self._lock = threading.Lock()
        self._shadow: socket.socket | None = None

    def attach(self, sock: socket.socket) -> None:
        """Watch ``sock`` through a dup: shutdown() acts on the shared kernel socket, so it also
        stops a TLS handshake that ssl runs on a new socket object made from the same descriptor.
        (``fromfd`` dups the descriptor of a TLS socket too, whose own ``dup()`` refuses.)"""
        with self._lock:
            if self.closed:
                return
            self._shadow = socket.fromfd(sock.fileno(), sock.family, sock.type, sock.proto)
            if self.fired:
                self._shutdown()

    def close(self) -> None:
        """Stop watching: the send is over."""
        with self._lock:
            self.closed = True
            if self._shadow is not None:
                self._shadow.close()
                self._shadow = None

    def fire(self) -> None:
        """The deadline passed: shut the watched socket down (now, or as soon as one is attached)."""
        with self._lock:
            if not self.closed:
                self.fired = True
                self._shutdown()

    def _shutdown(self) -> None:
        if self._shadow is not None:
            with suppress(OSError):
                self._shadow.shutdown(socket.SHUT_RDWR)


WATCHDOG = Watchdog()
"""The process's one watchdog, shared by every SMTP and API send."""
