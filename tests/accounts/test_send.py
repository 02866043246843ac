"""Sending through the Gmail API and Graph's sendMail: the settler's path with another transport.

Failed versus unknown is decided by whether the request reached the server; nothing is retried
(the fake counts the requests it received)."""

from __future__ import annotations

import json
from email import message_from_bytes
from pathlib import Path

import pytest

from mailgate.gateway import Gateway
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest
from tests.accounts.conftest import FROM, OpenHome, signed_in
from tests.accounts.fakes import GMAIL, GRAPH, FakeProvider
from tests.transports.conftest import free_port


def sending_home(open_home: OpenHome, fake: FakeProvider, provider: str, **account: object) -> Gateway:
    make = fake.gmail_table if provider == "gmail" else fake.microsoft_table
    table = make("acct", **account)
    gw = open_home(
        **{provider: [table]},
        sections={"smtp": {"account": "acct", "from_addr": FROM, "timeout_secs": 10, "parallel": 1}},
    )
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    signed_in(gw, fake, "acct", "client-1" if provider == "gmail" else "client-ms")
    return gw


def approved(gw: Gateway, *, bcc: tuple[str, ...] = (), subject: str = "Angebot") -> str:
    req = SendRequest(agent="bot", to=["chef@firma.de"], bcc=bcc, subject=subject, body="Guten Tag.\n")
    result = gw.outbox.submit(req, require_key=False)
    assert result.state == "approved", result
    return result.draft_id


def sends(fake: FakeProvider, provider: str) -> int:
    path = f"{GMAIL}/messages/send" if provider == "gmail" else f"{GRAPH}/sendMail"
    return len(fake.calls("POST", path))


@pytest.mark.parametrize("provider", ["gmail", "microsoft"])
def test_a_draft_goes_out_through_the_api(open_home: OpenHome, fake: FakeProvider, provider: str) -> None:
    gw = sending_home(open_home, fake, provider)
    draft_id = approved(gw, bcc=("geheim@firma.de",))
    report = gw.sending.settle()
    assert report.sent == [draft_id], report
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.SENT
    assert sends(fake, provider) == 1
    (raw,) = fake.state.sent
    message = message_from_bytes(raw)
    assert message["Message-ID"] == draft.message_id and message["Subject"] == "Angebot"
    assert message["To"] == "chef@firma.de" and message["Bcc"] == "geheim@firma.de"
    assert message["X-Mailgate-Agent"] == "bot"  # the settler's composition, not another one
    if provider == "gmail":
        assert "gmail id m" in draft.note  # the provider's message id is recorded
    else:
        assert "microsoft id req-" in draft.note
    claim = next(r for r in gw.audit.rows() if r.action == "draft.claim" and r.subject == draft_id)
    assert json.loads(claim.detail)["via"] == "account:acct"


@pytest.mark.parametrize("provider", ["gmail", "microsoft"])
def test_connection_lost_after_the_request_is_unknown_and_never_retried(
    open_home: OpenHome, fake: FakeProvider, provider: str
) -> None:
    gw = sending_home(open_home, fake, provider)
    draft_id = approved(gw)
    fake.state.drop_sends = True
    report = gw.sending.settle()
    assert report.unknown == [draft_id] and report.failed == []
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.UNKNOWN and "may have been delivered" in draft.note
    assert sends(fake, provider) == 1
    fake.state.drop_sends = False
    assert gw.sending.settle().unknown == []
    assert sends(fake, provider) == 1  # still one: an unknown send is never sent again


@pytest.mark.parametrize("provider", ["gmail", "microsoft"])
def test_an_answer_that_never_ends_is_cut_by_the_one_deadline(
    open_home: OpenHome, fake: FakeProvider, provider: str
) -> None:
    """Each byte arrives well inside httpx's per-read timeout; only the watchdog's one bound over
    the whole send can end it. The request was written, so the draft is unknown, never retried."""
    gw = sending_home(open_home, fake, provider, timeout_secs=2)
    draft_id = approved(gw)
    fake.state.drip_sends = True
    report = gw.sending.settle()
    assert report.unknown == [draft_id] and report.failed == [], report
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.UNKNOWN
    assert "ran past its time limit" in draft.note and "not retried" in draft.note
    # The client hung up on the drip (which would otherwise go on for a minute).
    assert fake.state.drip_hung_up.wait(30)
    assert sends(fake, provider) == 1
    fake.state.drip_sends = False
    assert gw.sending.settle().unknown == []
    assert sends(fake, provider) == 1


def test_a_refused_grant_fails_before_anything_is_sent(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = sending_home(open_home, fake, "gmail")
    draft_id = approved(gw)
    fake.revoke_all()
    report = gw.sending.settle()
    assert report.failed == [draft_id]
    assert "needs sign-in" in gw.outbox.draft(draft_id).note
    assert sends(fake, "gmail") == 0


@pytest.mark.parametrize(("status", "state"), [(400, DraftState.FAILED), (500, DraftState.UNKNOWN)])
def test_the_api_answer_decides_failed_or_unknown(
    open_home: OpenHome, fake: FakeProvider, status: int, state: DraftState
) -> None:
    from tests.accounts.fakes import Busy

    gw = sending_home(open_home, fake, "gmail")
    draft_id = approved(gw)
    fake.state.busy.append(Busy(f"{GMAIL}/messages/send", status, None))
    gw.sending.settle()
    assert gw.outbox.draft(draft_id).state is state
    assert sends(fake, "gmail") == 1


def test_an_api_that_cannot_be_reached_fails_the_send(
    open_home: OpenHome, fake: FakeProvider, tmp_path: Path
) -> None:
    closed = free_port()  # nothing listens here: the connection is refused before any request
    table = fake.gmail_table("acct", api_url=f"https://127.0.0.1:{closed}{GMAIL}")
    gw = open_home(gmail=[table], sections={"smtp": {"account": "acct", "from_addr": FROM, "parallel": 1}})
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    signed_in(gw, fake, "acct")
    draft_id = approved(gw)
    assert gw.sending.settle().failed == [draft_id]
    assert "nothing was delivered" in gw.outbox.draft(draft_id).note


@pytest.mark.parametrize("path", [f"{GMAIL}/messages/send", f"{GMAIL}/drafts/send", f"{GRAPH}/sendMail"])
def test_the_repeating_reader_refuses_send_endpoints(fake: FakeProvider, path: str) -> None:
    from mailgate.accounts.http import ApiReader
    from mailgate.accounts.settings import oauth_account
    from mailgate.deadline import Deadline
    from mailgate.errors import InvalidInput

    reader = ApiReader(oauth_account("gmail", fake.gmail_table("acct")), lambda d: "token", lambda: None)
    with pytest.raises(InvalidInput, match="only the settler sends"):
        reader.request("POST", f"{fake.base}{path}", Deadline.after(5), json_body={"raw": ""})
    assert fake.state.requests == []
