"""Which OS user holds the client end of a loopback TCP connection (Linux: ``/proc/net/tcp``, ``tcp6``).

A loopback address says the client is on this machine, not who it is: an agent running as another
OS user (the deployment the wall is built for) connects from 127.0.0.1 too. The kernel lists every
TCP socket of the network namespace with its owner's uid; the client's socket is the one whose
local end is the client's address and whose remote end is ours. Where that table cannot be read
(another OS, a hardened /proc), the answer is None and the caller refuses.
"""

from __future__ import annotations

import ipaddress
import sys
from pathlib import Path

Endpoint = tuple[str, int]
TABLES = (Path("/proc/net/tcp"), Path("/proc/net/tcp6"))


def client_uid(client: Endpoint, server: Endpoint, tables: tuple[Path, ...] = TABLES) -> int | None:
    """The uid owning the client's socket of the connection ``client`` -> ``server``; None if unknown."""
    want = (_normal(client[0]), client[1], _normal(server[0]), server[1])
    if None in want:
        return None
    for table in tables:
        try:
            lines = table.read_text(encoding="ascii").splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if len(fields) < 8:
                continue
            local, remote = _endpoint(fields[1]), _endpoint(fields[2])
            if local is None or remote is None:
                continue
            if (local[0], local[1], remote[0], remote[1]) == want and fields[7].isdigit():
                return int(fields[7])
    return None


def _normal(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """An address with IPv4-mapped IPv6 (``::ffff:127.0.0.1``) read as the IPv4 address it maps."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def _endpoint(text: str) -> tuple[ipaddress.IPv4Address | ipaddress.IPv6Address | None, int] | None:
    """``0100007F:1F90`` (each 32-bit word of the address in host byte order, the port in hex)."""
    hexaddr, _, hexport = text.partition(":")
    try:
        raw = bytes.fromhex(hexaddr)
        port = int(hexport, 16)
    except ValueError:
        return None
    if len(raw) not in (4, 16):
        return None
    if sys.byteorder == "little":
        raw = b"".join(raw[i : i + 4][::-1] for i in range(0, len(raw), 4))
    return _normal(str(ipaddress.ip_address(raw))), port
