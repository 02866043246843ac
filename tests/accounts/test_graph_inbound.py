"""Microsoft Graph inbound against the fake: delta rounds with nextLink and deltaLink, MIME from
$value, an expired delta link, and a link that points the token at another host."""

from __future__ import annotations

from pathlib import Path

import trustme

from mailgate.accounts.state import AccountState
from tests.accounts.conftest import OpenHome, mail, signed_in
from tests.accounts.fakes import GRAPH, FakeProvider


def test_delta_rounds_follow_next_links_and_keep_the_delta_link(
    open_home: OpenHome, fake: FakeProvider
) -> None:
    gw = open_home(microsoft=[fake.microsoft_table("office")], sections={"mail": {"default_agent": "bot"}})
    gw.rules.add_agent("bot")
    signed_in(gw, fake, "office", "client-ms")
    for n in range(5):
        fake.deliver(mail(n))
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 5, counts.errors
    pages = fake.calls("GET", f"{GRAPH}/mailFolders/inbox/messages/delta")
    assert len(pages) == 3  # five messages, two per page
    assert "receivedDateTime+ge+" in pages[0].path or "receivedDateTime%20ge%20" in pages[0].path
    assert len(fake.calls("GET", f"{GRAPH}/messages/")) == 5  # each as MIME from $value
    cursor = AccountState(gw.store).cursor("office")
    assert cursor is not None and "$deltatoken=" in cursor and cursor.startswith(fake.base)

    fake.deliver(mail(5))
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 1
    assert len(fake.calls("GET", f"{GRAPH}/mailFolders/inbox/messages/delta")) == 4


def test_an_expired_delta_link_starts_a_new_round(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = open_home(microsoft=[fake.microsoft_table("office")], sections={"mail": {"default_agent": "bot"}})
    gw.rules.add_agent("bot")
    signed_in(gw, fake, "office", "client-ms")
    fake.deliver(mail(1))
    assert gw.inbox.poll().to_json()["stored"] == 1
    fake.deliver(mail(2))
    fake.state.delta_floor = fake.state.history + 1  # the stored delta token is now unknown: 410
    counts = gw.inbox.poll().to_json()
    assert counts["stored"] == 1 and counts["duplicate"] == 1 and counts["transport_error"] == 0


def test_a_link_to_another_host_is_not_followed(
    open_home: OpenHome, fake: FakeProvider, tmp_path: Path
) -> None:
    (tmp_path / "other").mkdir()
    other = FakeProvider(tmp_path / "other", trustme.CA()).start()
    try:
        gw = open_home(microsoft=[fake.microsoft_table("office")])
        signed_in(gw, fake, "office", "client-ms")
        for n in range(3):
            fake.deliver(mail(n))
        fake.state.link_origin = other.base  # a hostile or tampered answer
        counts = gw.inbox.poll()
        assert counts.to_json()["transport_error"] == 1
        assert "refused to follow a link outside" in counts.errors[0]
        assert other.state.requests == []  # the access token never went there
        assert AccountState(gw.store).cursor("office") is None
    finally:
        other.stop()
