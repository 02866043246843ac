"""Gmail inbound against the fake Gmail API: first pull by query, later pulls by history, the
pipeline's counters, stale history ids, Retry-After, expired access tokens and mark-read."""

from __future__ import annotations

import pytest

from mailgate.accounts.state import AccountState
from tests.accounts.conftest import OpenHome, mail, signed_in
from tests.accounts.fakes import GMAIL, FakeProvider


def test_first_pull_by_query_then_history(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = open_home(gmail=[fake.gmail_table("personal")], sections={"mail": {"default_agent": "bot"}})
    gw.rules.add_agent("bot")
    signed_in(gw, fake, "personal")
    for n in range(3):
        fake.deliver(mail(n))
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 3, counts.errors
    lists = fake.calls("GET", f"{GMAIL}/messages?")
    assert lists and "q=in%3Ainbox+is%3Aunread+newer_than%3A1d" in lists[0].path
    raw_gets = fake.calls("GET", f"{GMAIL}/messages/m")
    assert len(raw_gets) == 3 and all("format=raw" in r.path for r in raw_gets)
    # The raw bytes arrived unchanged, oldest first, through the normal pipeline.
    subjects = sorted(r.subject for r in gw.inbox.list(agent="bot", unread=False, owner=True))
    assert subjects == ["note 0", "note 1", "note 2"]
    cursor = AccountState(gw.store).cursor("personal")
    assert cursor is not None and cursor.isdigit()

    fake.deliver(mail(3))
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 1
    assert fake.calls("GET", f"{GMAIL}/history?startHistoryId={cursor}")
    assert len(fake.calls("GET", f"{GMAIL}/messages?")) == 1  # no second full listing


def test_stale_history_id_falls_back_to_the_query_and_dedupes(
    open_home: OpenHome, fake: FakeProvider
) -> None:
    gw = open_home(gmail=[fake.gmail_table("personal")], sections={"mail": {"default_agent": "bot"}})
    gw.rules.add_agent("bot")
    signed_in(gw, fake, "personal")
    fake.deliver(mail(1))
    assert gw.inbox.poll().to_json()["stored"] == 1
    fake.deliver(mail(2))
    fake.state.oldest_history = fake.state.history + 1  # every stored id is now too old: 404
    counts = gw.inbox.poll().to_json()
    assert counts["stored"] == 1 and counts["duplicate"] == 1 and counts["transport_error"] == 0
    assert fake.calls("GET", f"{GMAIL}/history?")  # asked, got 404
    assert len(fake.calls("GET", f"{GMAIL}/messages?")) == 2  # then listed again


def test_retry_after_on_read_is_honoured(open_home: OpenHome, fake: FakeProvider) -> None:
    from tests.accounts.fakes import Busy

    gw = open_home(gmail=[fake.gmail_table("personal")], sections={"mail": {"default_agent": "bot"}})
    gw.rules.add_agent("bot")
    signed_in(gw, fake, "personal")
    message = fake.deliver(mail(1))
    fake.state.busy.append(Busy(f"{GMAIL}/messages/{message.id}", 429, "1"))
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 1, counts.errors
    fetches = fake.calls("GET", f"{GMAIL}/messages/{message.id}")
    assert len(fetches) == 2  # refused once, asked again
    assert fetches[1].at - fetches[0].at >= 1.0  # not before the server said


def test_retry_after_beyond_the_deadline_ends_the_pull(open_home: OpenHome, fake: FakeProvider) -> None:
    from tests.accounts.fakes import Busy

    gw = open_home(gmail=[fake.gmail_table("personal")], sections={"mail": {"default_agent": "bot"}})
    signed_in(gw, fake, "personal")
    fake.deliver(mail(1))
    fake.state.busy.append(Busy(f"{GMAIL}/messages", 503, "3600", times=10))
    counts = gw.inbox.poll(budget=5)
    assert counts.to_json()["transport_error"] == 1
    assert "busy (503" in counts.errors[0]
    assert len(fake.calls("GET", f"{GMAIL}/messages")) == 1  # no wait, no second try
    assert AccountState(gw.store).cursor("personal") is None  # the next pull starts over


def test_an_expired_access_token_is_refreshed_once(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = open_home(gmail=[fake.gmail_table("personal")], sections={"mail": {"default_agent": "bot"}})
    signed_in(gw, fake, "personal")
    fake.deliver(mail(1))
    assert gw.inbox.poll().to_json()["stored"] == 1
    refreshes = [f for f in fake.state.token_forms if f["grant_type"] == "refresh_token"]
    assert len(refreshes) == 1
    fake.deliver(mail(2))
    assert gw.inbox.poll().to_json()["stored"] == 1
    assert (
        len([f for f in fake.state.token_forms if f["grant_type"] == "refresh_token"]) == 1
    )  # kept in memory
    fake.state.access_tokens.clear()  # the server expired it early
    fake.deliver(mail(3))
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 1, counts.errors
    assert len([f for f in fake.state.token_forms if f["grant_type"] == "refresh_token"]) == 2


@pytest.mark.parametrize("mark_read", [False, True])
def test_mark_read_only_when_asked(open_home: OpenHome, fake: FakeProvider, mark_read: bool) -> None:
    gw = open_home(gmail=[fake.gmail_table("personal", mark_read=mark_read)])
    signed_in(gw, fake, "personal")
    message = fake.deliver(mail(1))
    assert gw.inbox.poll().to_json()["stored"] == 1
    assert message.read is mark_read
    assert bool(fake.calls("POST", f"{GMAIL}/messages/{message.id}/modify")) is mark_read
