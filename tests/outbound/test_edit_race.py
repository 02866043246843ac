"""An owner's edit and an approval of the same held draft: exactly one version is ever approved.

With ``send_delay_secs = 0`` the settler may send an approved draft at once, so an edit that the
policy approves and an approval of the old version in another tab must never both hold. Each test
runs on SQLite and PostgreSQL with two gateways on one home (two actors, each with its own store
connections) and a real settler sending to a CaptureServer.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import pytest

from mailgate.errors import Conflict
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import DraftState, SubmitState
from mailgate.outbound.drafts import SendRequest
from mailgate.store import Store, Tx
from mailgate.testing.capture import CaptureServer
from tests.conftest import make_home


@pytest.fixture
def server() -> Iterator[CaptureServer]:
    srv = CaptureServer("starttls").start()
    yield srv
    srv.stop()


@pytest.fixture
def two(tmp_path: Path, store_url: str, server: CaptureServer) -> Iterator[tuple[Gateway, Gateway]]:
    """The reviser's and the approver's gateways on one home; the edit's recipient is granted."""
    smtp = (
        f'[smtp]\nhost = "127.0.0.1"\nport = {server.port}\ntls = "starttls"\n'
        f'from_addr = "bot@mg.example"\nca_file = "{server.ca_file}"\ntimeout_secs = 10\n'
    )
    home = make_home(tmp_path / "home", store_url, "[mail]\nsend_delay_secs = 0\n" + smtp)
    first, second = open_gateway(home), open_gateway(home)
    first.rules.add_agent("bot")
    first.rules.add_grant("*@firma.de")
    yield first, second
    for gw in (first, second):
        gw.store.dispose()


def held(gw: Gateway, n: int = 0) -> tuple[str, str]:
    """A draft the policy holds (nobody granted the recipient): its id and content hash."""
    req = SendRequest(agent="bot", to=[f"x{n}@other.example"], subject=f"Angebot {n}", body="Guten Tag.\n")
    result = gw.outbox.submit(req, require_key=False)
    assert result.state is SubmitState.PENDING
    return result.draft_id, result.content_hash


def edit(n: int = 0) -> SendRequest:
    """The owner's edit: to a granted recipient, so the policy approves it without a person."""
    return SendRequest(agent="bot", to=["kim@firma.de"], subject=f"Angebot {n}", body="Neu.\n")


def approved_versions(gw: Gateway, n: int) -> set[str]:
    """Every version of draft ``n`` (the held one, its edits: one subject) the store ever had approved."""
    versions = {d.id for d in gw.outbox.drafts() if d.subject == f"Angebot {n}"}
    ever: set[str] = set()
    for row in gw.audit.rows():
        if row.subject in versions and (
            row.action == "draft.approve"
            or (row.action == "draft.submit" and row.details()["state"] == "approved")
        ):
            ever.add(row.subject)
    return ever


@pytest.mark.parametrize("before_write", [1, 2])
def test_an_approval_landing_while_an_edit_is_saved_never_sends_two_versions(
    two: tuple[Gateway, Gateway], server: CaptureServer, monkeypatch: pytest.MonkeyPatch, before_write: int
) -> None:
    reviser, approver = two
    old, shown_hash = held(reviser)
    outcome: dict[str, object] = {}

    def approve() -> None:
        try:
            outcome["approve"] = approver.outbox.approve(old, by="tab2", confirm_hash=shown_hash).state
        except Conflict as exc:
            outcome["approve"] = exc

    # The second tab's approval lands right before the edit's n-th write transaction begins (or,
    # when the edit makes fewer, after it): the windows where an edit saved in steps could race.
    real_write: Callable[[Store], AbstractContextManager[Tx]] = Store.write
    writes = 0
    reviser_thread = threading.get_ident()

    def write(store: Store) -> AbstractContextManager[Tx]:
        nonlocal writes
        if threading.get_ident() == reviser_thread:
            writes += 1
            if writes == before_write:
                other = threading.Thread(target=approve)
                other.start()
                other.join(timeout=60)
        return real_write(store)

    monkeypatch.setattr(Store, "write", write)
    try:
        result = reviser.outbox.revise(old, edit(), by="tab1")
        outcome["edit"] = result
    except Conflict as exc:
        outcome["edit"] = exc
    monkeypatch.undo()
    if "approve" not in outcome:
        approve()

    reviser.sending.settle()
    assert len(approved_versions(reviser, 0)) == 1
    assert len(server.mail_commands) == 1
    losers = [v for v in outcome.values() if isinstance(v, Conflict)]
    assert len(losers) == 1, outcome
    if isinstance(outcome["edit"], Conflict):  # the approval won: the edit stored nothing
        assert "before the edit was saved" in str(outcome["edit"])
        assert reviser.outbox.draft(old).state is DraftState.SENT
        assert [d.id for d in reviser.outbox.drafts()] == [old]
    else:  # the edit won: the old version is replaced, and the late approval says so
        assert "replaced by edit" in str(outcome["approve"])
        assert reviser.outbox.draft(old).state is DraftState.REJECTED


def test_edit_and_approve_racing_freely_send_exactly_one_version_each_time(
    two: tuple[Gateway, Gateway], server: CaptureServer
) -> None:
    reviser, approver = two
    rounds = 8
    drafts = [held(reviser, n) for n in range(rounds)]
    conflicts: list[list[str]] = [[] for _ in range(rounds)]
    start = threading.Barrier(3)
    stop = threading.Event()

    def edits() -> None:
        start.wait()
        for n, (old, _) in enumerate(drafts):
            try:
                reviser.outbox.revise(old, edit(n), by="tab1")
            except Conflict:
                conflicts[n].append("edit")

    def approvals() -> None:
        start.wait()
        for n, (old, shown_hash) in enumerate(drafts):
            try:
                approver.outbox.approve(old, by="tab2", confirm_hash=shown_hash)
            except Conflict:
                conflicts[n].append("approve")

    def settling() -> None:  # a settler of its own sends whatever is approved, as serve does
        start.wait()
        while not stop.is_set():
            reviser.sending.settle()

    actors = [threading.Thread(target=f) for f in (edits, approvals, settling)]
    for actor in actors:
        actor.start()
    for actor in actors[:2]:
        actor.join(timeout=120)
    stop.set()
    actors[2].join(timeout=120)
    reviser.sending.settle()

    for n in range(rounds):
        assert len(approved_versions(reviser, n)) == 1, n
        assert len(conflicts[n]) == 1, (n, conflicts[n])
    assert len(server.mail_commands) == rounds
