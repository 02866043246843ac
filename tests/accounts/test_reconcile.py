"""Unknown sends reconciled: found in the account's sent mail -> sent (with an audit row); not
found -> still unknown. Nothing is ever sent again. Gmail and Graph fakes, and Dovecot for IMAP."""

from __future__ import annotations

import json
from email import message_from_bytes

import pytest

from mailgate import clock
from mailgate.model import DraftState
from mailgate.testing.capture import CaptureServer
from tests.accounts.conftest import OpenHome
from tests.accounts.fakes import GMAIL, GRAPH, FakeProvider
from tests.accounts.test_send import approved, sending_home, sends
from tests.transports.conftest import Dovecot


@pytest.mark.parametrize("provider", ["gmail", "microsoft"])
@pytest.mark.parametrize("filed", [True, False])
def test_reconcile_looks_in_the_accounts_sent_mail(
    open_home: OpenHome, fake: FakeProvider, provider: str, filed: bool
) -> None:
    gw = sending_home(open_home, fake, provider)
    draft_id = approved(gw)
    fake.state.drop_sends = True
    assert gw.sending.settle().unknown == [draft_id]
    if not filed:  # the request never turned into a message
        fake.state.messages = [m for m in fake.state.messages if m.folder == "inbox"]
    report = gw.sending.reconcile()
    draft = gw.outbox.draft(draft_id)
    if filed:
        assert report.found == [draft_id] and draft.state is DraftState.SENT
        (row,) = [r for r in gw.audit.rows() if r.action == "draft.reconciled"]
        assert row.subject == draft_id and json.loads(row.detail)["message_id"] == draft.message_id
        # A send found later is recorded as the settler records one it saw accepted.
        history = gw.rules.contact("chef@firma.de")["history"]
        assert [h["draft_id"] for h in history] == [draft_id]
    else:
        assert report.not_found == [draft_id] and draft.state is DraftState.UNKNOWN
        assert not [r for r in gw.audit.rows() if r.action == "draft.reconciled"]
        assert gw.rules.contact("chef@firma.de")["history"] == []  # not known to have gone out
    search = f"{GMAIL}/messages?q=rfc822msgid" if provider == "gmail" else f"{GRAPH}/messages?%24filter"
    assert fake.calls("GET", search)
    assert sends(fake, provider) == 1  # reconcile never sends


@pytest.mark.servers
@pytest.mark.parametrize("filed", [True, False])
def test_reconcile_searches_the_imap_sent_folder(
    open_home: OpenHome, dovecot: Dovecot, imap_user: str, filed: bool
) -> None:
    capture = CaptureServer("starttls", faults=("stall_after_data",)).start()
    try:
        imap = {
            "name": "work",
            "host": "127.0.0.1",
            "port": dovecot.imaps_port,
            "username": imap_user,
            "ca_file": dovecot.ca_file,
            "sent_folder": "Sent",
        }
        smtp = {
            "host": "127.0.0.1",
            "port": capture.port,
            "from_addr": "bot@mg.example",
            "ca_file": str(capture.ca_file),
            "timeout_secs": 2,
            "parallel": 1,
        }
        gw = open_home(imap=[imap], sections={"smtp": smtp, "mail": {"default_agent": "bot"}})
        gw.secrets.vault.put("mail.imap.password.work", f"{imap_user}-pw", "secret", clock.now())
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de")
        draft_id = approved(gw)
        assert gw.sending.settle().unknown == [draft_id]  # the server took the data and never answered
        (captured,) = capture.messages
        assert message_from_bytes(captured.data)["Message-ID"] == gw.outbox.draft(draft_id).message_id
        dovecot.append(imap_user, b"Subject: other\r\nMessage-ID: <other@x>\r\n\r\nx\r\n", folder="Sent")
        if filed:  # the provider filed what it received in the sent folder
            dovecot.append(imap_user, captured.data, folder="Sent")
        report = gw.sending.reconcile()
        assert report.errors == []
        expected = DraftState.SENT if filed else DraftState.UNKNOWN
        assert gw.outbox.draft(draft_id).state is expected
        assert (report.found if filed else report.not_found) == [draft_id]
        assert len(capture.messages) == 1
    finally:
        capture.stop()
