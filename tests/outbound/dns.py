"""A resolver that hangs for one name, for the tests that a name lookup is bounded by a send's deadline."""

from __future__ import annotations

import socket
import threading
from typing import Any


class HangingResolver:
    """A resolver that never answers for one name (a broken DNS server), the real one for the rest.

    Installed as ``socket.getaddrinfo``, the seam every name lookup goes through; it answers only
    when the test releases it (after the send returned), then with the error a resolver gives up with.
    A fake and not a server: the system resolver asks the servers in /etc/resolv.conf, the whole
    machine's, so a real DNS server that never answers would hang every other test's lookups too.
    The SMTP servers these tests send to stay real.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.asked: list[str] = []
        self.release = threading.Event()
        self._real = socket.getaddrinfo

    def __call__(self, host: Any, *args: Any, **kwargs: Any) -> Any:
        if host != self.name or getaddrinfo_flags(args, kwargs) & socket.AI_NUMERICHOST:
            return self._real(host, *args, **kwargs)  # a numeric-only call never asks a server
        self.asked.append(host)
        self.release.wait()
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")


def getaddrinfo_flags(args: tuple[Any, ...], kwargs: dict[str, Any]) -> int:
    """The ``flags`` of a getaddrinfo(host, port, family, type, proto, flags) call."""
    return int(kwargs.get("flags", args[4] if len(args) > 4 else 0))
