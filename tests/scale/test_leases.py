"""Lease rows on both backends: taken when free or run out, refused while another holds it."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from mailgate.cli.main import main
from mailgate.gateway import Gateway
from mailgate.inbound.leases import Leases
from mailgate.store import leases as rows

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def at(secs: float) -> datetime:
    return T0 + timedelta(seconds=secs)


def test_a_lease_is_refused_while_held_and_taken_over_once_run_out(gw: Gateway) -> None:
    with gw.store.write() as tx:
        assert rows.take(tx, "inbound:work", "a", at(0), at(10)) == rows.Taken(held=True)
    with gw.store.write() as tx:
        refused = rows.take(tx, "inbound:work", "b", at(9), at(19))
    assert refused.held is False and refused.current is not None and refused.current.holder == "a"
    with gw.store.write() as tx:
        assert rows.take(tx, "inbound:work", "a", at(9), at(19)) == rows.Taken(held=True)  # renewed
    with gw.store.write() as tx:
        assert rows.take(tx, "inbound:work", "b", at(19), at(29)) == rows.Taken(held=True, previous="a")
    with gw.store.write() as tx:
        assert rows.take(tx, "inbound:work", "a", at(20), at(30)).held is False  # a lost it
        rows.release(tx, "inbound:work", "a")  # not a's to give up: nothing happens
        assert [(r.name, r.holder) for r in rows.all_leases(tx)] == [("inbound:work", "b")]
        rows.release(tx, "inbound:work", "b")
        assert rows.all_leases(tx) == []


def test_two_workers_leases_one_holds_the_other_waits_and_a_release_hands_over(gw: Gateway) -> None:
    first, second = Leases(gw.store, 60.0), Leases(gw.store, 60.0)
    assert first.holder != second.holder
    assert first.take("inbound:work") and not second.take("inbound:work")
    assert second.busy == {"inbound:work": first.holder}
    assert first.keep("inbound:work") and first.held() == ["inbound:work"]
    first.release_all()
    assert second.take("inbound:work") and second.busy == {}
    assert not first.keep("inbound:work") and not first.take("inbound:work")
    assert [(e.kind, e.name, e.previous) for e in first.drain_events()] == [("took", "inbound:work", None)]
    assert [(e.kind, e.previous) for e in second.drain_events()] == [("took", None)]
    assert first.drain_events() == []


def test_a_poll_leaves_a_source_another_worker_holds_and_says_so(
    gw: Gateway, capsys: pytest.CaptureFixture[str]
) -> None:
    worker = Leases(gw.store, 60.0)
    assert worker.take("inbound:dropfolder")  # a serve worker holds the drop folder
    dropped = gw.home / "mail" / "inbound" / "one.eml"
    dropped.parent.mkdir(parents=True, exist_ok=True)
    dropped.write_bytes(
        b"From: a@b.example\r\nTo: c@d.example\r\nSubject: hi\r\nMessage-ID: <x@b>\r\n\r\nhi\r\n"
    )
    assert main(["--home", str(gw.home), "poll", "--once", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["stored"] == 0 and dropped.exists()  # untouched: not this poll's to take
    assert f"skipped inbound:dropfolder: a serve worker pulls it now ({worker.holder})" in err
    worker.release_all()
    assert main(["--home", str(gw.home), "poll", "--once", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["stored"] == 1 and not dropped.exists()
