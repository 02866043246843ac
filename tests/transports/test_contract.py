"""The InboundTransport contract, run against the drop folder, a Maildir and IMAP (real Dovecot).

Every transport: yields raw bytes verbatim, oldest first; keeps yielding an item until it is
acked; after ack(ok) never yields it again; after ack(ok=False) never yields it again and keeps
the evidence; with an expired deadline yields nothing and raises nothing.
"""

from __future__ import annotations

import mailbox
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from mailgate.deadline import Deadline
from mailgate.inbound.transports.base import Fetched, InboundTransport
from mailgate.inbound.transports.dropfolder import DropFolder
from mailgate.inbound.transports.imap import ImapSource
from mailgate.inbound.transports.maildir import MaildirSource

from .conftest import Dovecot, MemoryCursors, mail


@dataclass
class Case:
    transport: InboundTransport
    deliver: Callable[[bytes], None]
    # After ack(item, ok=False, reason): is the evidence of the failure where it belongs?
    failure_kept: Callable[[Fetched, str], bool]


def dropfolder_case(tmp_path: Path) -> Case:
    folder = tmp_path / "inbound"
    folder.mkdir()
    counter = iter(range(10**6))

    def deliver(raw: bytes) -> None:
        tmp = folder / ".incoming"
        tmp.write_bytes(raw)
        os.rename(tmp, folder / f"{next(counter):06d}.eml")

    def failure_kept(item: Fetched, reason: str) -> bool:
        kept = folder / "failed" / item.source_ref
        note = folder / "failed" / f"{item.source_ref}.reason.txt"
        return kept.read_bytes() == item.raw and note.read_text() == reason + "\n"

    return Case(DropFolder(folder), deliver, failure_kept)


def maildir_case(tmp_path: Path) -> Case:
    box = mailbox.Maildir(tmp_path / "md", create=True)

    def deliver(raw: bytes) -> None:
        box.add(raw)

    def failure_kept(item: Fetched, reason: str) -> bool:
        return (tmp_path / "md" / "cur" / f"{item.source_ref}:2,F").read_bytes() == item.raw

    return Case(MaildirSource(tmp_path / "md", "home"), deliver, failure_kept)


def imap_case(dovecot: Dovecot, user: str) -> tuple[Case, ImapSource]:
    cursors = MemoryCursors()
    source = ImapSource(dovecot.account(user), lambda: f"{user}-pw", cursors)

    def failure_kept(item: Fetched, reason: str) -> bool:
        # The server's copy stays untouched (and unseen); the cursor moved past it.
        with dovecot.client(user) as c:
            c.select_folder("INBOX", readonly=True)
            uid = int(item.source_ref.split(":")[1])
            unseen = uid in c.search(["UNSEEN"])
        return unseen and cursors.data[("work", "INBOX")][1] >= uid

    return Case(source, lambda raw: dovecot.append(user, raw), failure_kept), source


@pytest.fixture(params=["dropfolder", "maildir", pytest.param("imap", marks=pytest.mark.servers)])
def case(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Case]:
    if request.param == "dropfolder":
        yield dropfolder_case(tmp_path)
    elif request.param == "maildir":
        yield maildir_case(tmp_path)
    else:
        dovecot: Dovecot = request.getfixturevalue("dovecot")
        made, source = imap_case(dovecot, request.getfixturevalue("imap_user"))
        yield made
        source.close()


def take(case: Case) -> list[Fetched]:
    return list(case.transport.poll(Deadline.after(10)))


def test_yields_raw_bytes_verbatim_oldest_first(case: Case) -> None:
    raws = [mail(n) for n in range(3)]
    for raw in raws:
        case.deliver(raw)
    items = take(case)
    assert [i.raw for i in items] == raws
    assert all(i.account == case.transport.name and i.folder and i.source_ref for i in items)


def test_empty_source_yields_nothing(case: Case) -> None:
    assert take(case) == []


def test_unacked_items_are_yielded_again(case: Case) -> None:
    case.deliver(mail(1))
    assert [i.raw for i in take(case)] == [mail(1)]
    assert [i.raw for i in take(case)] == [mail(1)]


def test_ack_ok_moves_on(case: Case) -> None:
    case.deliver(mail(1))
    case.deliver(mail(2))
    for item in take(case):
        case.transport.ack(item, True)
    assert take(case) == []
    case.deliver(mail(3))
    assert [i.raw for i in take(case)] == [mail(3)]


def test_ack_failure_is_recorded_and_not_retried(case: Case) -> None:
    case.deliver(mail(1))
    case.deliver(mail(2))
    bad, good = take(case)
    case.transport.ack(bad, False, "cannot parse")
    case.transport.ack(good, True)
    assert take(case) == []
    assert case.failure_kept(bad, "cannot parse")


def test_expired_deadline_yields_nothing(case: Case) -> None:
    case.deliver(mail(1))
    assert list(case.transport.poll(Deadline(at=time.monotonic() - 1))) == []
