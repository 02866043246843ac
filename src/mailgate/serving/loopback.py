"""Whether a host as written is this machine's loopback, decided without asking DNS.

A name other than ``localhost`` is never loopback here: what a name resolves to can change
between the check and the connection, and the check guards where an agent token is sent.
"""

from __future__ import annotations

import ipaddress


def is_loopback_literal(host: str) -> bool:
    """True for ``localhost`` or a loopback address (IPv4-mapped IPv6 and a zone id included)."""
    host = host.strip("[]")
    if host.lower() == "localhost":
        return True
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback
