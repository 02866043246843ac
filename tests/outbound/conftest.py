"""Fixtures shared by the outbound tests."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from tests.outbound.dns import HangingResolver


@pytest.fixture
def hanging_dns(monkeypatch: pytest.MonkeyPatch) -> Iterator[HangingResolver]:
    """``socket.getaddrinfo`` never answers for smtp.hangs.example until the test is over."""
    resolver = HangingResolver("smtp.hangs.example")
    monkeypatch.setattr(socket, "getaddrinfo", resolver)
    yield resolver
    resolver.release.set()
