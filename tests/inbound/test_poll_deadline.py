"""The poll's one deadline reaches every step, and agents are woken only after the poll.

A DKIM lookup goes to a real resolver (dnspython) pointed at a local UDP socket that never
answers; the poll's deadline, not the lookup's own 5 s, is what ends it. A wake-up command
records what it sees of the drop folder: by the time it runs, the poll has taken every file.
"""

from __future__ import annotations

import socket
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import dns.resolver
import pytest

from mailgate.gateway import open_gateway
from tests.bounded import finishes
from tests.conftest import make_home
from tests.inbound.test_authenticity import mail as plain_mail
from tests.inbound.test_authenticity import sign
from tests.inbound.test_inbox import mail

POLL_BUDGET = 2.0  # far below the 5 s a DKIM lookup may take on its own


@pytest.fixture
def silent_dns() -> Iterator[int]:
    """The port of a local UDP socket that takes DNS queries and never answers."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    yield sock.getsockname()[1]
    sock.close()


def resolver_at(port: int, asked: list[float]) -> Callable[..., bytes | None]:
    """A DKIM key lookup through dnspython against ``port``, recording the time it was given."""

    def lookup(name: bytes, timeout: float = 5.0) -> bytes | None:
        asked.append(timeout)
        resolver = dns.resolver.Resolver(configure=False)
        resolver.nameservers = ["127.0.0.1"]
        resolver.port = port
        answer = resolver.resolve(name.decode("ascii"), "TXT", lifetime=timeout)
        return b"".join(b"".join(r.strings) for r in answer)

    return lookup


def test_slow_dkim_lookup_is_cut_by_the_poll_deadline(
    tmp_path: Path, store_url: str, silent_dns: int
) -> None:
    gw = open_gateway(make_home(tmp_path / "h", store_url, "[dropfolder]\nenabled = true"))
    gw.rules.add_agent("sales")
    (tmp_path / "h" / "mail" / "inbound" / "signed.eml").write_bytes(sign(plain_mail()))
    asked: list[float] = []
    gw.inbox.pipeline.dnsfunc = resolver_at(silent_dns, asked)

    counts = finishes(lambda: gw.inbox.poll(budget=POLL_BUDGET))

    assert counts.to_json()["stored"] == 1
    # Each lookup got what was left of the poll, never its own longer timeout.
    assert all(0 < t <= POLL_BUDGET for t in asked), asked
    [row] = gw.inbox.list(agent=None, unread=False, owner=True)
    record = gw.inbox.read(row.id, agent=None, actor="owner").record
    assert record.sender_auth == "unverified"
    assert "deadline reached" in record.sender_detail
    assert "the poll" in record.sender_detail
    gw.store.dispose()


def test_wakeups_run_after_the_poll_not_inside_it(tmp_path: Path, store_url: str) -> None:
    inbound = tmp_path / "h" / "mail" / "inbound"
    log = tmp_path / "wakeups.log"
    script = tmp_path / "wake.py"
    # What the wake-up sees: how many mail files the poll has not taken yet.
    script.write_text(
        "import glob, sys\n"
        f"left = len(glob.glob({str(inbound)!r} + '/*.eml'))\n"
        f"open({str(log)!r}, 'a').write(f'{{sys.argv[2]}} {{left}}\\n')\n"
    )
    trigger = f'trigger_command = "{sys.executable} {script}"'
    extra = f"[dropfolder]\nenabled = true\n[mail]\nauto_trigger = true\n{trigger}"
    gw = open_gateway(make_home(tmp_path / "h", store_url, extra))
    gw.rules.add_agent("sales")
    for i in range(2):
        (inbound / f"{i}.eml").write_bytes(mail(msgid=f"<{i}@customer.example>"))

    assert gw.inbox.poll().to_json()["stored"] == 2

    seen = [line.split() for line in log.read_text().splitlines()]
    stored_ids = sorted(m.id for m in gw.inbox.list(agent="sales", unread=False, owner=True))
    assert sorted(mail_id for mail_id, _ in seen) == stored_ids
    assert [left for _, left in seen] == ["0", "0"]  # both files were taken before any wake-up
    gw.store.dispose()
