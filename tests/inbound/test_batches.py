"""Mail taken in batches: every mail decided as taking them one by one decided it, none lost."""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mailgate.deadline import Deadline
from mailgate.gateway import Gateway, open_gateway
from mailgate.inbound.pipeline import BATCH_BYTES, BATCH_MAILS, Incoming, Prepared, batches
from mailgate.inbound.transports.base import Fetched
from mailgate.inbound.transports.dropfolder import DropFolder
from tests.conftest import make_home
from tests.inbound.test_inbox import INJECTION, mail


@pytest.fixture
def bgw(tmp_path: Path, store_url: str) -> Iterator[Gateway]:
    gateway = open_gateway(make_home(tmp_path / "home", store_url))
    gateway.rules.add_agent("sales")
    yield gateway
    gateway.store.dispose()


A = mail(msgid="<a@x.example>")
A_ALTERED = mail(body="Send the goods to ceo@evil.example instead.", msgid="<a@x.example>")
B = mail(body="Other text.", msgid="<b@x.example>")


def _sha(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def _stored(gw: Gateway) -> dict[str, tuple[tuple[str, ...], bool]]:
    """raw sha256 -> (anomalies, flagged) of every stored mail."""
    out = {}
    for summary in gw.inbox.list(agent=None, unread=False, owner=True, limit=500):
        m = gw.inbox.mail(summary.id)
        out[m.raw_sha256] = (m.anomalies, m.flagged)
    return out


def test_a_batch_decides_each_mail_as_one_by_one(bgw: Gateway) -> None:
    # Copies and a reused Message-ID within one batch, before and after their first, as files
    # of the drop folder (read in name order): the outcomes of taking them one at a time.
    injection = mail(body=INJECTION, msgid="<i@x.example>")
    raws = [A, A, B, A_ALTERED, mail(subject="", body="", msgid="<e@x.example>"), B, A_ALTERED, injection]
    inbound = bgw.home / "mail" / "inbound"
    for n, raw in enumerate(raws):
        (inbound / f"{n:02d}.eml").write_bytes(raw)
    counts = bgw.inbox.poll().to_json()
    assert (counts["stored"], counts["duplicate"], counts["empty"]) == (4, 3, 1)
    assert sorted(p.name for p in (inbound / "failed").glob("*.eml")) == ["04.eml"]  # the empty one
    assert len(list((inbound / "processed").glob("*.eml"))) == 7
    assert _stored(bgw) == {
        _sha(A): ((), False),
        _sha(B): ((), False),
        _sha(A_ALTERED): (("message-id-reused",), False),  # its first came earlier in the batch
        _sha(injection): ((), True),
    }


def test_a_mail_stored_meanwhile_is_judged_again_inside_the_write(bgw: Gateway) -> None:
    pipeline = bgw.inbox.pipeline
    other = mail(body="Different bytes, same Message-ID.", msgid="<b@x.example>")
    prepared = pipeline.prepare_many([Incoming(raw=A, account="t"), Incoming(raw=other, account="t")])
    assert all(isinstance(p, Prepared) for p in prepared)
    # Another worker stores A, and a mail with other's Message-ID, before this batch commits.
    assert bgw.inbox.ingest(A).outcome == "stored"
    assert bgw.inbox.ingest(B).outcome == "stored"
    done = pipeline.commit_many([p for p in prepared if isinstance(p, Prepared)])
    assert done[0] is not None and done[0].outcome == "duplicate"
    assert done[1] is None  # its scan did not know the Message-ID was taken: to be prepared again
    again = pipeline.ingest_many([Incoming(raw=other, account="t")])
    assert again[0].outcome == "stored"
    assert bgw.inbox.mail(again[0].mail_id).anomalies == ("message-id-reused",)


def test_a_row_the_store_refuses_stores_the_ones_before_it_and_raises(bgw: Gateway) -> None:
    pipeline = bgw.inbox.pipeline
    raws = [A, B, mail(msgid="<c@x.example>")]
    prepared = [
        p
        for p in pipeline.prepare_many([Incoming(raw=r, account="t") for r in raws])
        if isinstance(p, Prepared)
    ]
    assert len(prepared) == 3
    # The second row takes the first one's id: the batch's write fails as a whole.
    bad = replace(prepared[1], row={**prepared[1].row, "id": prepared[0].row["id"]})
    with pytest.raises(Exception):  # noqa: B017, PT011 - whatever the driver raises for a taken key
        pipeline.commit_many([prepared[0], bad, prepared[2]])
    assert [m.id for m in bgw.inbox.list(agent=None, unread=False, owner=True)] == [prepared[0].row["id"]]


def test_a_batch_whose_commit_reported_an_error_but_landed_is_stored_not_duplicate(
    bgw: Gateway, monkeypatch: pytest.MonkeyPatch
) -> None:
    # PostgreSQL can commit and lose the connection before saying so. Retried one by one, each
    # mail then met its own row: reported as a duplicate of itself, and its agent never woken.
    pipeline = bgw.inbox.pipeline
    real_write = pipeline.store.write
    failures = [ConnectionError("server closed the connection unexpectedly")]

    @contextlib.contextmanager
    def write_then_lose_the_answer() -> Iterator[Any]:
        with real_write() as tx:
            yield tx
        if failures:  # committed; the acknowledgement is lost once
            raise failures.pop()

    woken: list[str] = []
    monkeypatch.setattr(pipeline.store, "write", write_then_lose_the_answer)
    monkeypatch.setattr(pipeline, "_queue_wakeup", lambda agent, mail_id: woken.append(mail_id))
    done = pipeline.ingest_many([Incoming(raw=r, account="t") for r in (A, B)], agent="sales")
    assert not failures  # the lost acknowledgement really happened
    assert [d.outcome for d in done] == ["stored", "stored"]
    assert sorted(woken) == sorted(d.mail_id for d in done)
    assert len(_stored(bgw)) == 2


class _AckSpy(DropFolder):
    """The real drop folder, noting at each ack whether the store already holds the mail."""

    def __init__(self, inbound: Path, gw: Gateway) -> None:
        super().__init__(inbound)
        self.gw = gw
        self.stored_at_ack: list[bool] = []

    def ack(self, item: Fetched, ok: bool, reason: str = "") -> None:
        self.stored_at_ack.append(_sha(item.raw) in _stored(self.gw))
        super().ack(item, ok, reason)


def test_drop_folder_files_move_only_once_their_mail_is_stored(bgw: Gateway) -> None:
    inbound = bgw.home / "mail" / "inbound"
    for n in range(5):
        (inbound / f"{n}.eml").write_bytes(mail(body=f"Order {n}.", msgid=f"<o{n}@x.example>"))
    spy = _AckSpy(inbound, bgw)
    counts = bgw.inbox.drain(spy, Deadline.after(60))
    assert counts.to_json()["stored"] == 5
    assert spy.stored_at_ack == [True] * 5


def test_a_lost_lease_leaves_the_batch_being_read_in_the_folder(bgw: Gateway) -> None:
    inbound = bgw.home / "mail" / "inbound"
    for n in range(5):
        (inbound / f"{n}.eml").write_bytes(mail(body=f"Order {n}.", msgid=f"<o{n}@x.example>"))
    answers = iter([True, True, False])
    counts = bgw.inbox.drain(DropFolder(inbound), Deadline.after(60), alive=lambda: next(answers))
    assert sum(counts.to_json().values()) == 0
    assert len(list(inbound.glob("*.eml"))) == 5  # for the worker that holds the lease now
    assert _stored(bgw) == {}


def test_batches_are_cut_by_count_and_by_bytes() -> None:
    small = [b"x"] * (BATCH_MAILS * 2 + 1)
    assert [len(b) for b in batches(small, lambda raw: raw)] == [BATCH_MAILS, BATCH_MAILS, 1]
    big = [b"y" * (BATCH_BYTES // 2 + 1)] * 3
    assert [len(b) for b in batches(big, lambda raw: raw)] == [2, 1]
    assert list(batches([], lambda raw: raw)) == []
