"""IMAP and SMTP with AUTH XOAUTH2: the stored refresh token of a [[gmail]]/[[microsoft]] account
used over the protocols.

SMTP runs against a real aiosmtpd server (the CaptureServer, STARTTLS with a trustme CA) that
implements AUTH XOAUTH2 and accepts only bearer tokens the fake token endpoint issued. The IMAP
login runs against a real Dovecot whose ``oauth2`` passdb asks a local introspection endpoint
whether the bearer token is one the fake token endpoint issued.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from email import message_from_bytes

import pytest

from mailgate.accounts.settings import oauth_account
from mailgate.errors import InvalidInput
from mailgate.gateway import Gateway
from mailgate.inbound.transports.imap import imap_account
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest
from mailgate.testing.capture import CaptureServer
from mailgate.xoauth2 import initial_response
from tests.accounts.conftest import FROM, Hook, OpenHome, mail, signed_in
from tests.accounts.dovecot_oauth2 import OAuthDovecot
from tests.accounts.fakes import FakeProvider


class Bearer:
    """The SMTP server's token check: the user must be FROM and the token one the fake issued."""

    def __init__(self, fake: FakeProvider) -> None:
        self.fake = fake
        self.accept = True
        self.seen: list[str] = []

    def __call__(self, user: str, token: str) -> bool:
        self.seen.append(token)
        return self.accept and user == FROM and token in self.fake.state.access_tokens


@pytest.fixture
def bearer(fake: FakeProvider) -> Bearer:
    return Bearer(fake)


@pytest.fixture
def smtp(bearer: Bearer) -> Iterator[CaptureServer]:
    with CaptureServer("starttls", bearer=bearer) as server:
        yield server


def xoauth2_home(
    open_home: OpenHome, fake: FakeProvider, server: CaptureServer, hook: Hook | None = None
) -> tuple[Gateway, str]:
    smtp = {
        "host": "127.0.0.1",
        "port": server.port,
        "tls": "starttls",
        "ca_file": str(server.ca_file),
        "account": "acct",
        "auth": "xoauth2",
        "from_addr": FROM,
        "timeout_secs": 10,
        "parallel": 1,
    }
    sections: dict[str, dict[str, object]] = {"smtp": smtp}
    if hook is not None:
        sections["notify"] = {"webhook_url": hook.url}
    gw = open_home(gmail=[fake.gmail_table("acct")], sections=sections)
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    return gw, signed_in(gw, fake, "acct")


def approved(gw: Gateway, subject: str = "Angebot") -> str:
    req = SendRequest(agent="bot", to=["chef@firma.de"], subject=subject, body="Guten Tag.\n")
    result = gw.outbox.submit(req, require_key=False)
    assert result.state == "approved", result
    return result.draft_id


def test_a_draft_goes_out_over_smtp_with_the_accounts_bearer_token(
    open_home: OpenHome, fake: FakeProvider, smtp: CaptureServer, bearer: Bearer
) -> None:
    gw, _ = xoauth2_home(open_home, fake, smtp)
    draft_id = approved(gw)
    report = gw.sending.settle()
    assert report.sent == [draft_id], report
    (got,) = smtp.messages
    assert got.tls and got.authenticated and got.rcpt_tos == ("chef@firma.de",)
    assert message_from_bytes(got.data)["Message-ID"] == gw.outbox.draft(draft_id).message_id
    # One login, as the mailbox, with the token the fake token endpoint issued after a refresh.
    assert smtp.bearer_logins == [FROM]
    assert len(bearer.seen) == 1 and bearer.seen[0] in fake.state.access_tokens
    assert len(fake.state.token_forms) == 1 and fake.state.token_forms[0]["grant_type"] == "refresh_token"
    assert fake.calls("POST", "/gmail") == []  # SMTP, not the API
    claim = next(r for r in gw.audit.rows() if r.action == "draft.claim" and r.subject == draft_id)
    assert json.loads(claim.detail)["via"] == "smtp"  # reconcile looks in an IMAP sent folder


def test_a_refused_token_fails_before_data_and_is_not_retried(
    open_home: OpenHome, fake: FakeProvider, smtp: CaptureServer, bearer: Bearer
) -> None:
    gw, _ = xoauth2_home(open_home, fake, smtp)
    bearer.accept = False  # an expired or wrong token, as the server sees it
    draft_id = approved(gw)
    report = gw.sending.settle()
    assert report.failed == [draft_id] and report.unknown == [], report
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.FAILED and "XOAUTH2" in draft.note and "535" in draft.note
    assert smtp.bearer_logins == [FROM]  # one attempt, no second login
    assert smtp.mail_commands == [] and smtp.messages == []  # nothing reached MAIL FROM
    assert bearer.seen[0] not in draft.note  # the token is never written down

    # The refused token is forgotten: the next send asks the token endpoint for a fresh one.
    bearer.accept = True
    second = approved(gw, subject="Zweiter Versuch")
    assert gw.sending.settle().sent == [second]
    assert len(fake.state.token_forms) == 2 and bearer.seen[1] != bearer.seen[0]
    assert gw.outbox.draft(draft_id).state is DraftState.FAILED  # the failed draft is not sent again


def test_a_revoked_grant_fails_the_send_and_marks_the_account(
    open_home: OpenHome, fake: FakeProvider, smtp: CaptureServer, hook: Hook
) -> None:
    gw, refresh = xoauth2_home(open_home, fake, smtp, hook)
    del fake.state.refresh_tokens[refresh]  # the owner revoked mailgate's access
    draft_id = approved(gw)
    report = gw.sending.settle()
    assert report.failed == [draft_id], report
    assert "acct needs sign-in" in gw.outbox.draft(draft_id).note
    assert smtp.bearer_logins == [] and smtp.mail_commands == []
    marks = [r for r in gw.audit.rows() if r.action == "account.needs_signin"]
    assert [r.subject for r in marks] == ["acct"]
    assert hook.received == [{"event": "alarm.account_signin", "account": "acct", "provider": "gmail"}]
    asked = len(fake.state.token_forms)
    again = approved(gw, subject="Noch einmal")
    assert gw.sending.settle().failed == [again]
    assert len(fake.state.token_forms) == asked and len(hook.received) == 1  # not asked, not re-alerted


def test_no_bearer_token_goes_out_before_tls(open_home: OpenHome, fake: FakeProvider, bearer: Bearer) -> None:
    with CaptureServer("no_starttls", bearer=bearer) as server:
        gw, _ = xoauth2_home(open_home, fake, server)
        draft_id = approved(gw)
        assert gw.sending.settle().failed == [draft_id]
        assert "STARTTLS" in gw.outbox.draft(draft_id).note
        assert server.bearer_logins == [] and bearer.seen == []


def test_smtp_auth_must_be_a_known_mode(open_home: OpenHome) -> None:
    gw = open_home(sections={"smtp": {"auth": "cram-md5"}})
    assert any("smtp.auth" in w for w in gw.cfg.warnings), gw.cfg.warnings
    assert gw.settings.smtp.auth == "password"  # the bad value is not used


def imap_table(**extra: object) -> dict[str, object]:
    return {"name": "box", "host": "127.0.0.1", "username": FROM, **extra}


def test_an_imap_table_must_name_a_configured_oauth_account() -> None:
    with pytest.raises(InvalidInput, match=r"imap\.oauth_account") as bad:
        imap_account(imap_table(auth="xoauth2", oauth_account="nobody"), {"acct"})
    assert bad.value.field == "imap.oauth_account"
    with pytest.raises(InvalidInput, match=r"imap\.oauth_account"):
        imap_account(imap_table(auth="xoauth2"), {"acct"})
    with pytest.raises(InvalidInput, match=r"imap\.auth"):
        imap_account(imap_table(auth="cram-md5"), {"acct"})
    with pytest.raises(InvalidInput, match=r"imap\.oauth_account"):
        imap_account(imap_table(oauth_account="acct"), {"acct"})  # without auth = xoauth2
    assert imap_account(imap_table(auth="xoauth2", oauth_account="acct"), {"acct"}).oauth_account == "acct"


def test_an_unknown_oauth_account_in_imap_is_reported_by_poll(
    open_home: OpenHome, fake: FakeProvider
) -> None:
    gw = open_home(gmail=[fake.gmail_table("acct")], imap=[imap_table(auth="xoauth2", oauth_account="other")])
    with pytest.raises(InvalidInput, match=r"imap\.oauth_account"):
        gw.inbox.transports()


def test_a_revoked_grant_on_the_imap_path_marks_the_account_before_any_connection(
    open_home: OpenHome, fake: FakeProvider, hook: Hook
) -> None:
    # Port 1 on loopback: nothing listens there, so a connection attempt would be a different error.
    table = imap_table(auth="xoauth2", oauth_account="acct", port=1, tls="implicit", timeout_secs=5)
    gw = open_home(
        microsoft=[fake.microsoft_table("acct")],
        imap=[table],
        sections={"notify": {"webhook_url": hook.url}, "mail": {"default_agent": "bot"}},
    )
    gw.rules.add_agent("bot")
    refresh = signed_in(gw, fake, "acct", "client-ms")
    del fake.state.refresh_tokens[refresh]
    box = [t for t in gw.inbox.transports() if t.name == "box"]
    counts = gw.inbox.pull(box)
    assert counts.to_json()["transport_error"] == 1
    assert "acct needs sign-in" in counts.errors[0], counts.errors
    assert hook.received == [{"event": "alarm.account_signin", "account": "acct", "provider": "microsoft"}]
    asked = len(fake.state.token_forms)
    assert gw.inbox.pull(box).to_json()["transport_error"] == 1
    assert len(fake.state.token_forms) == asked and len(hook.received) == 1


@pytest.mark.parametrize(
    ("user", "token"),
    [("a\x01auth=Bearer x", "tok"), ("me@x.org", "tok\x01\x01"), ("me@x.org", "to k"), ("", "tok")],
)
def test_the_initial_response_refuses_framing_characters(user: str, token: str) -> None:
    with pytest.raises(InvalidInput):
        initial_response(user, token)


def test_the_initial_response_has_the_xoauth2_shape() -> None:
    assert initial_response("me@x.org", "ya29.abc") == "user=me@x.org\x01auth=Bearer ya29.abc\x01\x01"


def test_imap_reads_mail_with_the_accounts_bearer_token(
    open_home: OpenHome, fake: FakeProvider, oauth_dovecot: OAuthDovecot
) -> None:
    dovecot = oauth_dovecot

    def owner_of(token: str) -> str | None:
        return "alice" if token in fake.state.access_tokens else None

    dovecot.introspection.check = owner_of
    table = imap_table(
        auth="xoauth2",
        oauth_account="acct",
        username="alice",
        port=dovecot.imaps_port,
        tls="implicit",
        ca_file=dovecot.ca_file,
        timeout_secs=10,
    )
    gw = open_home(
        microsoft=[fake.microsoft_table("acct")], imap=[table], sections={"mail": {"default_agent": "bot"}}
    )
    gw.rules.add_agent("bot")
    signed_in(gw, fake, "acct", "client-ms")
    dovecot.deliver("alice", "1.mg", mail(41, subject="ueber xoauth2"))
    box = [t for t in gw.inbox.transports() if t.name == "box"]
    counts = gw.inbox.pull(box)
    assert counts.to_json().get("transport_error", 0) == 0, counts.errors
    assert gw.inbox.process_staged().to_json()["stored"] == 1
    # Dovecot asked about exactly one token: the one the token endpoint issued on refresh.
    assert dovecot.introspection.asked == sorted(fake.state.access_tokens)
    assert len(fake.state.token_forms) == 1


def test_imap_with_a_token_the_server_refuses_is_a_transport_error(
    open_home: OpenHome, fake: FakeProvider, oauth_dovecot: OAuthDovecot
) -> None:
    dovecot = oauth_dovecot
    dovecot.introspection.check = lambda token: None  # expired or revoked at the provider
    table = imap_table(
        auth="xoauth2",
        oauth_account="acct",
        username="alice",
        port=dovecot.imaps_port,
        tls="implicit",
        ca_file=dovecot.ca_file,
        timeout_secs=10,
    )
    gw = open_home(microsoft=[fake.microsoft_table("acct")], imap=[table])
    signed_in(gw, fake, "acct", "client-ms")
    box = [t for t in gw.inbox.transports() if t.name == "box"]
    counts = gw.inbox.pull(box)
    assert counts.to_json()["transport_error"] == 1
    assert "XOAUTH2 login failed" in counts.errors[0], counts.errors
    first = dovecot.introspection.asked[-1]
    assert first not in counts.errors[0]
    again = gw.inbox.pull(box)
    # The refused token was forgotten: the second login carried a freshly refreshed one.
    assert dovecot.introspection.asked[-1] != first and len(fake.state.token_forms) == 2, again.errors


def test_protocols_ask_for_the_xoauth2_scopes() -> None:
    """A sign-in for IMAP and SMTP asks for the scopes those servers accept, and no more than needed."""
    gmail = oauth_account("gmail", {"name": "g", "client_id": "c", "protocols": True})
    assert "https://mail.google.com/" in gmail.scopes
    assert "https://mail.google.com/" not in oauth_account("gmail", {"name": "g", "client_id": "c"}).scopes
    outlook = oauth_account("microsoft", {"name": "m", "client_id": "c", "protocols": True})
    assert set(outlook.scopes) == {
        "offline_access",
        "https://outlook.office.com/IMAP.AccessAsUser.All",
        "https://outlook.office.com/SMTP.Send",
    }
    assert not any("graph.microsoft.com" in s for s in outlook.scopes)
