"""A server's addresses, looked up within a send's deadline.

``socket.create_connection`` resolves the host name with ``getaddrinfo``, which takes no timeout
and cannot be interrupted (the C library's resolver waits as long as its own configuration says,
and a broken resolver may never answer); the watchdog cannot stop it either, as there is no socket
yet. So a name is looked up in a daemon thread that the send stops waiting for when its deadline
passes; the lookup then ends on its own, unobserved. An IP literal needs no lookup and no thread.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Sequence

from mailgate.deadline import Deadline
from mailgate.errors import TimedOut

Address = tuple[
    socket.AddressFamily,
    socket.SocketKind,
    int,
    str,
    tuple[str, int] | tuple[str, int, int, int] | tuple[int, bytes],
]
"""One ``getaddrinfo`` answer: family, type, protocol, canonical name, socket address."""


def addresses(host: str, port: int, deadline: Deadline) -> Sequence[Address]:
    """``host``'s stream addresses for ``port``; raises TimedOut when the deadline passes first.

    Resolver errors (no such name, a failing server) are raised as they come (``socket.gaierror``,
    an OSError).
    """
    try:  # an IP literal: answered by parsing, never by a resolver
        return socket.getaddrinfo(host, port, 0, socket.SOCK_STREAM, 0, socket.AI_NUMERICHOST)
    except socket.gaierror:
        pass
    answer: list[Sequence[Address]] = []
    failure: list[OSError] = []
    done = threading.Event()

    def look_up() -> None:
        try:
            answer.append(socket.getaddrinfo(host, port, 0, socket.SOCK_STREAM))
        except OSError as exc:  # socket.gaierror included
            failure.append(exc)
        finally:
            done.set()

    threading.Thread(target=look_up, name="smtp-lookup", daemon=True).start()
    if not done.wait(deadline.remaining()):
        raise TimedOut(f"looking up {host} ran past the time limit for {deadline.what}")
    if failure:
        raise failure[0]
    return answer[0]


def connect(found: Sequence[Address], deadline: Deadline) -> socket.socket:
    """A TCP connection to the first of ``found`` that answers, each try within what is left."""
    last: OSError = OSError(f"no address to connect to for {deadline.what}")
    for family, kind, proto, _name, address in found:
        sock = socket.socket(family, kind, proto)
        try:
            sock.settimeout(deadline.remaining())
            sock.connect(address)
        except BaseException as exc:
            sock.close()
            if not isinstance(exc, OSError):  # TimedOut (the deadline passed) included
                raise
            last = exc
            continue
        return sock
    raise last
