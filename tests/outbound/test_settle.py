"""The settler end to end: drafts from the Gateway, sent through real SMTP servers on loopback.

Every test runs on SQLite and PostgreSQL (the ``store_url`` fixture) against a CaptureServer, and
asserts on what the server actually received: the bytes, the envelope, the MAIL commands.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import timedelta
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import DateTime, bindparam, event, text

from mailgate import clock
from mailgate.errors import Conflict, InvalidInput
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.outbox import SubmitResult
from mailgate.outbound.settle import NOT_CONFIGURED, Settler, SettleReport
from mailgate.store.hotpath import Sql
from mailgate.testing.capture import Captured, CaptureServer
from tests.bounded import finishes
from tests.conftest import make_home
from tests.outbound.dns import HangingResolver

FROM = "bot@mg.example"
Scalar = str | int | bool
StartServer = Callable[..., CaptureServer]
OpenGateway = Callable[..., Gateway]


# --- fixtures and helpers -------------------------------------------------------------------


def toml_table(name: str, values: Mapping[str, Scalar]) -> str:
    """A TOML table of scalars (json.dumps quotes a string the way TOML wants it)."""
    lines = [f"[{name}]"]
    for key, value in values.items():
        shown = ("true" if value else "false") if isinstance(value, bool) else json.dumps(value)
        lines.append(f"{key} = {shown}")
    return "\n".join(lines) + "\n"


@pytest.fixture
def start_server() -> Iterator[StartServer]:
    """Start CaptureServers on demand; every one is stopped when the test ends."""
    started: list[CaptureServer] = []

    def start(
        mode: str = "starttls", faults: tuple[str, ...] = (), drop_data: tuple[int, ...] = ()
    ) -> CaptureServer:
        server = CaptureServer(mode, faults=faults, drop_data=drop_data).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def open_gw(tmp_path: Path, store_url: str) -> Iterator[OpenGateway]:
    """Open the test's one home, with [smtp] pointing at ``server`` (no host without one).

    The agent ``bot`` exists and may write to ``*@firma.de`` without asking anybody.
    """
    opened: list[Gateway] = []

    def open_(
        server: CaptureServer | None,
        *,
        tls: str = "starttls",
        smtp: Mapping[str, Scalar] | None = None,
        mail: Mapping[str, Scalar] | None = None,
    ) -> Gateway:
        assert not opened, "one home per test: PostgreSQL tests share one database"
        values: dict[str, Scalar] = {}
        if server is not None:
            values = {
                "host": "127.0.0.1",
                "port": server.port,
                "tls": tls,
                "from_addr": FROM,
                "ca_file": str(server.ca_file),
                "timeout_secs": 10,
            }
        values.update(smtp or {})
        extra = toml_table("mail", dict(mail or {})) + toml_table("smtp", values)
        gw = open_gateway(make_home(tmp_path / "home", store_url, extra))
        opened.append(gw)
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de")
        return gw

    yield open_
    for gw in opened:
        gw.store.dispose()


def submit(
    gw: Gateway,
    *to: str,
    subject: str = "Angebot",
    body: str = "Guten Tag.\n",
    cc: Sequence[str] = (),
    bcc: Sequence[str] = (),
) -> SubmitResult:
    req = SendRequest(agent="bot", to=list(to), cc=cc, bcc=bcc, subject=subject, body=body)
    return gw.outbox.submit(req, require_key=False)


def approved(gw: Gateway, *to: str, **kw: Any) -> str:
    """A draft the policy approved (every recipient is covered by a grant)."""
    result = submit(gw, *(to or ("chef@firma.de",)), **kw)
    assert result.state == "approved", result
    return result.draft_id


def held(gw: Gateway, *to: str, **kw: Any) -> SubmitResult:
    result = submit(gw, *(to or ("x@y.de",)), **kw)
    assert result.state == "pending", result
    return result


def human_approved(gw: Gateway, *to: str, **kw: Any) -> str:
    result = held(gw, *to, **kw)
    gw.outbox.approve(result.draft_id, by="owner", confirm_hash=result.content_hash)
    return result.draft_id


def sql(gw: Gateway, statement: str, **params: object) -> None:
    with gw.store.write() as tx:
        tx.execute(text(statement), params)


def parse(captured: Captured) -> EmailMessage:
    msg = message_from_bytes(captured.data, policy=policy.default)
    assert isinstance(msg, EmailMessage)
    return msg


def message_ids(messages: list[Captured]) -> Counter[str]:
    return Counter(str(parse(m)["Message-ID"]) for m in messages)


def state(gw: Gateway, draft_id: str) -> DraftState:
    return gw.outbox.draft(draft_id).state


# --- delivery -------------------------------------------------------------------------------


def test_approved_draft_is_sent_once_with_exactly_the_approved_message(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    srv = start_server("starttls")
    gw = open_gw(srv)
    draft_id = approved(
        gw,
        "Chef Koch <chef@firma.de>",
        cc=["einkauf@firma.de"],
        bcc=["geheim@firma.de"],
        subject="Grüße aus Köln",
        body="Hallo Frau Müller,\nanbei das Angebot über 12 € netto.\n",
    )
    report = gw.sending.settle()
    assert report.sent == [draft_id]
    assert report.failed == report.unknown == report.rejected == []

    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.SENT
    assert draft.sent_at is not None
    assert draft.note.startswith("accepted by the server: 250")
    (got,) = srv.messages
    assert srv.mail_commands == [FROM]  # one transaction: exactly one delivery
    assert got.tls is True
    assert got.mail_from == FROM
    assert got.rcpt_tos == ("chef@firma.de", "einkauf@firma.de", "geheim@firma.de")
    data = got.data
    assert b"From: bot@mg.example\r\n" in data
    assert b"To: Chef Koch <chef@firma.de>\r\n" in data
    assert b"Cc: einkauf@firma.de\r\n" in data
    assert b"geheim" not in data and b"Bcc" not in data  # Bcc rides the envelope only
    assert b"Subject: =?utf-8?" in data  # RFC 2047
    assert b"Content-Transfer-Encoding: quoted-printable\r\n" in data
    assert data.isascii()
    msg = parse(got)
    assert msg["Subject"] == "Grüße aus Köln"
    assert msg["Message-ID"] == draft.message_id
    assert draft.message_id.startswith("<") and draft.message_id.endswith("@mg.example>")
    assert msg.get_content().replace("\r\n", "\n") == draft.body
    assert draft.body.startswith("Hallo Frau Müller,\nanbei das Angebot über 12 € netto.\n")
    assert msg["X-Mailgate-Agent"] == "bot"
    assert msg["X-Mailgate-Allowed-By"] == "grant"
    assert msg["X-Mailgate-Approved-By"] is None
    assert msg["X-Mailgate-Draft"] == draft_id

    again = gw.sending.settle()  # idempotent: a terminal draft is left alone
    assert again.sent == again.failed == again.unknown == again.rejected == []
    assert len(srv.messages) == 1 and srv.mail_commands == [FROM]
    assert state(gw, draft_id) is DraftState.SENT

    for addr in ("chef@firma.de", "einkauf@firma.de", "geheim@firma.de"):
        history = gw.rules.contact(addr)["history"]
        assert [(h["agent"], h["draft_id"], h["approved_by_person"]) for h in history] == [
            ("bot", draft_id, False)
        ]
    assert gw.rules.contact("other@firma.de")["history"] == []


def test_implicit_tls(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("implicit")
    gw = open_gw(srv, tls="implicit")
    draft_id = approved(gw)
    assert gw.sending.settle().sent == [draft_id]
    (got,) = srv.messages
    assert got.tls is True
    assert parse(got)["Message-ID"] == gw.outbox.draft(draft_id).message_id


def test_server_without_starttls_gets_no_mail_command(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    srv = start_server("no_starttls")
    gw = open_gw(srv)
    draft_id = approved(gw)
    report = gw.sending.settle()
    assert report.failed == [draft_id] and report.sent == []
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.FAILED
    assert "STARTTLS" in draft.note and "nothing" in draft.note
    assert draft.sent_at is None
    assert srv.mail_commands == [] and srv.messages == []


def test_silent_server_fails_within_the_timeout(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("silent")
    gw = open_gw(srv, smtp={"timeout_secs": 2})
    draft_id = approved(gw)
    started = time.monotonic()
    report = gw.sending.settle()
    elapsed = time.monotonic() - started
    assert report.failed == [draft_id]
    assert 1.5 <= elapsed < 5.0, elapsed
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.FAILED
    assert "timed out" in draft.note


def test_login_with_the_vault_password(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("auth_required")
    gw = open_gw(srv, smtp={"username": "agent"})
    gw.secrets.vault.put("mail.smtp.password", "s3cret-pw", "secret", clock.now())
    draft_id = approved(gw)
    assert gw.sending.settle().sent == [draft_id]
    (got,) = srv.messages
    assert got.authenticated is True and got.tls is True
    assert b"s3cret-pw" not in got.data


@pytest.mark.parametrize("password", ["wrong-pw", None])
def test_wrong_or_missing_password_fails_and_sends_nothing(
    open_gw: OpenGateway, start_server: StartServer, password: str | None
) -> None:
    srv = start_server("auth_required")
    gw = open_gw(srv, smtp={"username": "agent"})
    if password is not None:
        gw.secrets.vault.put("mail.smtp.password", password, "secret", clock.now())
    draft_id = approved(gw)
    assert gw.sending.settle().failed == [draft_id]
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.FAILED
    assert "mail.smtp.password" in draft.note
    assert srv.mail_commands == [] and srv.messages == []


def test_a_name_lookup_that_hangs_fails_the_draft_before_data_within_its_bound(
    open_gw: OpenGateway, hanging_dns: HangingResolver
) -> None:
    smtp: dict[str, Scalar] = {"host": hanging_dns.name, "port": 587, "from_addr": FROM, "timeout_secs": 1}
    gw = open_gw(None, smtp=smtp)
    draft_id = approved(gw)
    # Returns although the resolver never answers: the send's own 1 s bound ended the lookup.
    report = finishes(gw.sending.settle)
    assert report.failed == [draft_id] and report.unknown == report.sent == []
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.FAILED  # nothing went out: a person may retry it
    assert "timed out looking up smtp.hangs.example" in draft.note and "nothing was delivered" in draft.note
    assert hanging_dns.asked == [hanging_dns.name]


def test_no_answer_after_data_is_unknown_and_never_retried(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    srv = start_server("starttls", faults=("stall_after_data",))
    gw = open_gw(srv, smtp={"timeout_secs": 2})
    draft_id = approved(gw)
    report = gw.sending.settle()  # returns: the 2 s bound cut the silent server off
    assert report.unknown == [draft_id] and report.sent == report.failed == []
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.UNKNOWN
    assert "timed out" in draft.note and "may have been delivered" in draft.note
    assert len(srv.messages) == 1
    again = gw.sending.settle()
    assert again.sent == again.unknown == again.failed == []
    assert len(srv.messages) == 1 and srv.mail_commands == [FROM]  # not dialled again
    assert state(gw, draft_id) is DraftState.UNKNOWN


def test_hang_up_after_250_is_sent(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("starttls", faults=("drop_after_250",))
    gw = open_gw(srv)
    draft_id = approved(gw)
    assert gw.sending.settle().sent == [draft_id]
    assert state(gw, draft_id) is DraftState.SENT
    assert len(srv.messages) == 1


def test_refused_recipient_fails_and_nothing_is_delivered(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    srv = start_server("starttls", faults=("refuse_rcpt",))
    gw = open_gw(srv)
    draft_id = approved(gw, "chef@firma.de", cc=["einkauf@firma.de"])
    assert gw.sending.settle().failed == [draft_id]
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.FAILED
    assert "550" in draft.note and "nothing" in draft.note
    assert srv.messages == []
    assert gw.rules.contact("chef@firma.de")["history"] == []


@pytest.mark.parametrize("smtp", [{}, {"host": "127.0.0.1", "port": 9}], ids=["no-host", "no-from-addr"])
def test_unconfigured_server_fails_with_a_note(open_gw: OpenGateway, smtp: dict[str, Scalar]) -> None:
    gw = open_gw(None, smtp=smtp)
    draft_id = approved(gw)
    report = gw.sending.settle()
    assert report.failed == [draft_id] and report.sent == []
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.FAILED
    assert NOT_CONFIGURED in draft.note
    assert "outgoing mail server is not configured" in draft.note
    assert draft.sent_at is None
    assert gw.rules.contact("chef@firma.de")["history"] == []
    assert gw.sending.settle().failed == []  # settled for good, not retried


@pytest.mark.parametrize(
    "from_addr", ["Mailgate Bot <bot@mg.example>", "bot@bücher.de"], ids=["display-name", "idn-domain"]
)
def test_an_unusual_from_addr_never_wedges_the_queue(
    open_gw: OpenGateway, start_server: StartServer, from_addr: str
) -> None:
    """Whatever smtp.from_addr holds, a pass settles every due draft (sent, or failed with a note)."""
    srv = start_server("starttls")
    gw = open_gw(srv, smtp={"from_addr": from_addr})
    draft_ids = [approved(gw, subject="Eins"), approved(gw, subject="Zwei")]
    report = gw.sending.settle()  # must not raise: a raise here stops every later draft too
    assert sorted(report.sent + report.failed) == sorted(draft_ids)
    for draft_id in draft_ids:
        draft = gw.outbox.draft(draft_id)
        assert draft.state in (DraftState.SENT, DraftState.FAILED)
        assert draft.state is DraftState.SENT or draft.note
    for got in srv.messages:
        assert got.mail_from == "bot@mg.example"  # the envelope carries the bare address
        assert parse(got)["Message-ID"] in {gw.outbox.draft(d).message_id for d in draft_ids}


# --- decisions the settler must honour ------------------------------------------------------


def test_one_stopped_recipient_rejects_the_whole_draft(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    srv = start_server("starttls")
    gw = open_gw(srv)
    gw.rules.add_dnc("einkauf@firma.de", "asked us to stop")
    result = submit(gw, "chef@firma.de", cc=["einkauf@firma.de"])
    assert result.state == "rejected"
    assert gw.outbox.draft(result.draft_id).state is DraftState.REJECTED
    report = gw.sending.settle()
    assert report.sent == report.rejected == []
    assert srv.mail_commands == [] and srv.messages == []


def test_expired_draft_cannot_be_approved_and_is_rejected(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    srv = start_server("starttls")
    gw = open_gw(srv)
    result = held(gw)
    fresh = held(gw, "y@y.de")
    sql(gw, "UPDATE drafts SET expires_at = created_at WHERE id = :id", id=result.draft_id)
    with pytest.raises(Conflict, match="expired"):
        gw.outbox.approve(result.draft_id, by="owner", confirm_hash=result.content_hash)
    assert state(gw, result.draft_id) is DraftState.PENDING
    report = gw.sending.settle()
    assert report.expired == 1
    draft = gw.outbox.draft(result.draft_id)
    assert draft.state is DraftState.REJECTED
    assert draft.note == "expired"
    assert state(gw, fresh.draft_id) is DraftState.PENDING  # not yet due
    with pytest.raises(Conflict):
        gw.outbox.approve(result.draft_id, by="owner", confirm_hash=result.content_hash)
    assert srv.mail_commands == []


TAMPERING = {
    "approval-deleted": "DELETE FROM approvals WHERE draft_id = :id",
    "approval-for-other-content": "UPDATE approvals SET content_hash = 'x' WHERE draft_id = :id",
    "stored-hash-changed": "UPDATE drafts SET content_hash = 'x' WHERE id = :id",
    "body-changed": "UPDATE drafts SET body = 'Bitte überweisen Sie alles an mich.' WHERE id = :id",
    "subject-changed": "UPDATE drafts SET subject = 'Dringend' WHERE id = :id",
    "recipient-changed": "UPDATE draft_recipients SET address = 'boss@firma.de', local = 'boss', "
    "domain = 'firma.de' WHERE draft_id = :id",
}


@pytest.mark.parametrize("tamper", TAMPERING.values(), ids=TAMPERING.keys())
@pytest.mark.parametrize("by_person", [True, False], ids=["person", "policy"])
def test_settler_refuses_a_draft_its_approval_does_not_cover(
    open_gw: OpenGateway, start_server: StartServer, tamper: str, by_person: bool
) -> None:
    """An unverifiable decision is not consent: the approval must exist and match the content."""
    srv = start_server("starttls")
    gw = open_gw(srv)
    draft_id = human_approved(gw) if by_person else approved(gw)
    assert state(gw, draft_id) is DraftState.APPROVED
    sql(gw, tamper, id=draft_id)
    report = gw.sending.settle()
    assert report.rejected == [draft_id] and report.sent == []
    draft = gw.outbox.draft(draft_id)
    assert draft.state is DraftState.REJECTED
    assert draft.note.startswith("approval_missing")
    assert srv.mail_commands == [] and srv.messages == []


def test_stop_list_after_approval_stops_the_send(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("starttls")
    gw = open_gw(srv)
    by_policy = approved(gw, "chef@firma.de", cc=["einkauf@firma.de"])
    by_person = human_approved(gw, "x@y.de")
    gw.rules.add_dnc("einkauf@firma.de", "asked us to stop")
    gw.rules.add_dnc("x@y.de", "bounced")
    report = gw.sending.settle()
    assert sorted(report.rejected) == sorted([by_policy, by_person]) and report.sent == []
    for draft_id in (by_policy, by_person):
        draft = gw.outbox.draft(draft_id)
        assert draft.state is DraftState.REJECTED
        assert "do-not-contact" in draft.note
    assert srv.mail_commands == []


def test_stop_list_before_approval_rejects_the_draft(open_gw: OpenGateway, start_server: StartServer) -> None:
    """The stop list beats a human yes: approve refuses AND the draft is rejected for good."""
    srv = start_server("starttls")
    gw = open_gw(srv)
    result = held(gw)
    gw.rules.add_dnc("x@y.de", "asked us to stop")
    with pytest.raises(Conflict, match="do-not-contact"):
        gw.outbox.approve(result.draft_id, by="owner", confirm_hash=result.content_hash)
    draft = gw.outbox.draft(result.draft_id)
    assert draft.state is DraftState.REJECTED, "the rejection was rolled back with the Conflict"
    assert "do-not-contact" in draft.note
    assert any(row.action == "draft.reject" and row.subject == result.draft_id for row in gw.audit.rows())
    gw.sending.settle()
    assert srv.mail_commands == []


def test_undo_window(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("starttls")
    gw = open_gw(srv, mail={"send_delay_secs": 3600})
    draft_id = approved(gw)
    by_person = human_approved(gw)
    report = gw.sending.settle()
    assert report.sent == report.rejected == []
    assert state(gw, draft_id) is DraftState.APPROVED
    assert state(gw, by_person) is DraftState.APPROVED
    assert srv.mail_commands == []

    cancelled = gw.outbox.cancel(draft_id)
    assert cancelled.state is DraftState.REJECTED and cancelled.note == "cancelled"
    with pytest.raises(Conflict):
        gw.outbox.cancel(draft_id)

    # Let the other one's window run out: it goes, and then it is too late to cancel.
    sql(gw, "UPDATE drafts SET not_before = created_at WHERE id = :id", id=by_person)
    assert gw.sending.settle().sent == [by_person]
    with pytest.raises(Conflict):
        gw.outbox.cancel(by_person)
    assert state(gw, by_person) is DraftState.SENT
    assert len(srv.messages) == 1
    assert parse(srv.messages[0])["X-Mailgate-Draft"] == by_person


def test_kill_switch(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("starttls")
    gw = open_gw(srv)
    draft_ids = [approved(gw, subject=f"Angebot {i}") for i in range(3)]
    gw.sending.set_paused(True)
    assert gw.sending.is_paused()
    report = gw.sending.settle()
    assert report.paused is True and report.sent == []
    assert all(state(gw, d) is DraftState.APPROVED for d in draft_ids)
    assert srv.mail_commands == []
    gw.sending.set_paused(False)
    report = gw.sending.settle()
    assert report.paused is False
    assert sorted(report.sent) == sorted(draft_ids)
    assert len(srv.messages) == 3


def test_trust_is_earned_after_approved_sends(open_gw: OpenGateway, start_server: StartServer) -> None:
    srv = start_server("starttls")
    gw = open_gw(srv, mail={"trust_after_approved_sends": 2})

    first = human_approved(gw, "x@y.de", subject="Erste")
    assert gw.sending.settle().sent == [first]
    msg = parse(srv.messages[0])
    assert msg["X-Mailgate-Approved-By"] == "person (owner)"
    assert msg["X-Mailgate-Allowed-By"] is None
    assert gw.rules.list_allowed("bot") == []
    assert held(gw, "x@y.de", subject="Zweite").state == "pending"  # one send earns nothing yet

    second = human_approved(gw, "x@y.de", subject="Zweite")
    assert gw.sending.settle().sent == [second]
    allowed = gw.rules.list_allowed("bot")
    assert [(a.address, a.source) for a in allowed] == [("x@y.de", "earned")]
    history = gw.rules.contact("x@y.de")["history"]
    assert [h["approved_by_person"] for h in history] == [True, True]

    third = submit(gw, "x@y.de", subject="Dritte")
    assert third.state == "approved"
    assert gw.outbox.draft(third.draft_id).approved_by.startswith("policy:")
    assert held(gw, "z@y.de").state == "pending"  # only that address was earned
    assert gw.sending.settle().sent == [third.draft_id]
    assert parse(srv.messages[-1])["X-Mailgate-Allowed-By"] is not None


def test_two_settlers_racing_deliver_each_draft_once(open_gw: OpenGateway, start_server: StartServer) -> None:
    """Two settlers at once: every due draft is sent once, every stale or expired one settled once."""
    srv = start_server("starttls")
    gw = open_gw(srv)
    draft_ids = [approved(gw, subject=f"Angebot {i}") for i in range(20)]
    stale = [approved(gw, subject=f"Abgebrochen {i}") for i in range(10)]
    expired = [held(gw, subject=f"Vergessen {i}").draft_id for i in range(10)]
    long_ago = clock.now() - timedelta(hours=1)
    mark_stale = text("UPDATE drafts SET state = 'sending', updated_at = :t WHERE id = :id").bindparams(
        bindparam("t", type_=DateTime(timezone=True))
    )
    with gw.store.write() as tx:
        for draft_id in stale:  # as a settler that died mid-send an hour ago leaves them
            tx.execute(mark_stale, {"t": long_ago, "id": draft_id})
        for draft_id in expired:
            tx.execute(text("UPDATE drafts SET expires_at = created_at WHERE id = :id"), {"id": draft_id})
    barrier = threading.Barrier(2)
    reports: list[SettleReport] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            barrier.wait(timeout=10)
            reports.append(gw.sending.settler().settle())
        except BaseException as exc:  # re-raised below, in the test's thread
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    sent = [d for r in reports for d in r.sent]
    assert sorted(sent) == sorted(draft_ids)  # each draft reported sent by exactly one settler
    assert sorted(d for r in reports for d in r.unknown) == sorted(stale)
    assert sum(r.expired for r in reports) == len(expired)
    assert all(r.failed == r.rejected == [] for r in reports)
    counts = message_ids(srv.messages)
    assert len(srv.messages) == 20 and set(counts.values()) == {1}
    assert set(counts) == {gw.outbox.draft(d).message_id for d in draft_ids}
    assert all(state(gw, d) is DraftState.SENT for d in draft_ids)
    assert all(state(gw, d) is DraftState.UNKNOWN for d in stale)
    assert all(state(gw, d) is DraftState.REJECTED for d in expired)
    actions = Counter((row.action, row.subject) for row in gw.audit.rows())
    assert all(actions[("draft.sent", d)] == 1 for d in draft_ids)
    assert all(actions[("draft.unknown", d)] == 1 for d in stale)
    assert all(actions[("draft.expire", d)] == 1 for d in expired)
    gw.audit.verify()  # two writers, one unbroken chain


# --- submit -------------------------------------------------------------------------------


def test_idempotency_key(open_gw: OpenGateway) -> None:
    gw = open_gw(None)

    def send(key: str, body: str = "Guten Tag.\n", *, require_key: bool = True) -> SubmitResult:
        req = SendRequest(
            agent="bot", to=["chef@firma.de"], subject="Angebot", body=body, idempotency_key=key
        )
        return gw.outbox.submit(req, require_key=require_key)

    first = send("k-1")
    again = send("k-1")
    assert first.draft_id and again.draft_id == first.draft_id
    assert again.duplicate is True and first.duplicate is False
    with pytest.raises(InvalidInput) as caught:
        send("k-1", body="Ein ganz anderer Text.\n")
    assert caught.value.field == "idempotency_key"
    other = send("k-2", body="Ein ganz anderer Text.\n")
    assert other.draft_id != first.draft_id
    with pytest.raises(InvalidInput) as missing:
        send("")
    assert missing.value.field == "idempotency_key"
    assert len(gw.outbox.drafts()) == 2


def test_parallel_settler_delivers_each_draft_once(tmp_path: Path, store_url: str) -> None:
    with CaptureServer("starttls") as srv:
        extra = (
            f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nca_file = "{srv.ca_file}"\n'
            'from_addr = "bot@mg.example"\ntimeout_secs = 10\nparallel = 4'
        )
        gw = open_gateway(make_home(tmp_path / "h", store_url, extra))
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de")
        ids = [
            gw.outbox.submit(
                SendRequest(agent="bot", to=["a@firma.de"], subject=f"n{i}", body=f"b{i}"), require_key=False
            ).draft_id
            for i in range(20)
        ]
        report = gw.sending.settle()
        assert sorted(report.sent) == sorted(ids)
        got = Counter(str(message_from_bytes(m.data)["Message-ID"]) for m in srv.wait_for(20))
        assert len(got) == 20
        assert set(got.values()) == {1}
        assert {gw.outbox.draft(i).message_id for i in ids} == set(got)
        assert gw.sending.settle().sent == []
        assert gw.audit.verify().rows > 0
        gw.store.dispose()


def test_send_time_rechecks_new_secrets_and_the_allowlist(tmp_path: Path, store_url: str) -> None:
    with CaptureServer("starttls") as srv:
        smtp = (
            f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nca_file = "{srv.ca_file}"\n'
            'from_addr = "bot@mg.example"\ntimeout_secs = 10\n'
        )
        home = make_home(tmp_path / "h", store_url, "[mail]\nsend_delay_secs = 3600\n" + smtp)
        gw = open_gateway(home)
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*")
        gw.rules.add_owner("me@home.example")
        leaky = gw.outbox.submit(
            SendRequest(agent="bot", to=["a@firma.de"], subject="s", body="token tk-55aa66bb77cc88dd"),
            require_key=False,
        )
        other = gw.outbox.submit(
            SendRequest(agent="bot", to=["b@other.de"], subject="s", body="hello"), require_key=False
        )
        mine = gw.outbox.submit(
            SendRequest(agent="bot", to=["me@home.example"], subject="s", body="note"), require_key=False
        )
        gw.store.dispose()
        # After approval, the owner stores the token in the vault and narrows the allowlist.
        (home / "config.toml").write_text(
            (home / "config.toml")
            .read_text()
            .replace("send_delay_secs = 3600", 'send_delay_secs = 0\nallowed_recipients = ["@firma.de"]')
        )
        gw = open_gateway(home)
        gw.secrets.add_secret("api.token", "tk-55aa66bb77cc88dd")
        with gw.store.write() as tx:
            tx.exec_driver_sql("UPDATE drafts SET not_before = created_at")
        report = gw.sending.settle()
        assert sorted(report.rejected) == sorted([leaky.draft_id, other.draft_id])
        assert report.sent == [mine.draft_id]  # the owner's own mail is outside no allowlist
        assert "blocked content" in gw.outbox.draft(leaky.draft_id).note
        assert "allowed_recipients" in gw.outbox.draft(other.draft_id).note
        assert [m.rcpt_tos for m in srv.wait_for(1)] == [("me@home.example",)]
        gw.store.dispose()


def test_one_at_a_time_opens_the_next_connection_early_but_sends_nothing_before_the_claim(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    """smtp.parallel = 1: while one result is recorded and the next draft claimed, the connection
    for that draft is opened (TLS, EHLO) beside the store work. Nothing of a message goes over it
    before its claim: a pass that finds sending paused at that claim closes it unused."""
    srv = start_server("starttls")
    gw = open_gw(srv, smtp={"parallel": 1, "reuse_connections": False})
    first = [approved(gw, f"k{n}@firma.de", subject=f"Angebot {n}") for n in range(3)]
    srv.clear()  # aiosmtpd's controller connects once to itself when it starts
    report = gw.sending.settle()
    assert report.sent == first
    assert sorted(message_ids(srv.messages).values()) == [1, 1, 1]
    # One connection per send: none opened for a next draft after the last (none was due).
    assert srv.connections == 3

    srv.clear()
    second = [approved(gw, f"n{n}@firma.de", subject=f"Neu {n}") for n in range(3)]
    steps: list[tuple[str, str]] = []

    def on_step(draft_id: str, step: str) -> None:
        steps.append((draft_id, step))
        if step == "accepted":  # sending is paused while the first send ends and drafts wait
            gw.sending.set_paused(True)

    report = gw.sending.settler(on_step=on_step).settle()
    assert report.sent == second[:1] and report.paused
    # The early connection was opened for the second draft and closed unused: no MAIL over it.
    assert srv.connections == 2 and len(srv.mail_commands) == 1 and len(srv.messages) == 1
    assert [state(gw, d) for d in second[1:]] == [DraftState.APPROVED, DraftState.APPROVED]
    # The first send's steps in their order; the claim of the second never happened.
    assert [s for d, s in steps if d == second[0]] == [
        "claimed", "connected", "tls", "authenticated", "envelope", "data_sent", "accepted", "recording"
    ]  # fmt: skip
    assert {d for d, _ in steps} == {second[0]}
    gw.sending.set_paused(False)
    assert gw.sending.settle().sent == second[1:]
    assert srv.connections == 4 and len(srv.messages) == 3


def test_a_record_and_claim_runs_the_same_few_statements_for_every_draft(
    open_gw: OpenGateway, start_server: StartServer, monkeypatch: pytest.MonkeyPatch, store_url: str
) -> None:
    """The settler's store work per send is one transaction of a fixed set of statements: the last
    result (draft, contact), the due draft (with its recipients and the flags in the same
    statement), its audit rows, the stop list, the claim, the audit tail and the audit append
    (PostgreSQL also takes the chain's lock first). A new statement on this path costs every send;
    this pins the count (docs/benchmarks.md, sessions 9 and 10: 10 and 11 before the recipients
    and the flags came with the due draft)."""
    srv = start_server("starttls")
    gw = open_gw(srv, smtp={"parallel": 1, "reuse_connections": False})
    for n in range(4):
        approved(gw, f"k{n}@firma.de", subject=f"Angebot {n}")
    statements: list[str] = []
    raw_execute, raw_many = Sql._execute, Sql.run_many

    def counted(self: Sql, tx: object, params: object) -> object:
        statements.append(self.text)
        return raw_execute(self, tx, params)  # type: ignore[arg-type]

    def counted_many(self: Sql, tx: object, params: object) -> None:
        statements.append(self.text)
        raw_many(self, tx, params)  # type: ignore[arg-type]

    def count(_conn: object, _cursor: object, statement: str, *_rest: object) -> None:
        statements.append(statement)  # a Core statement (the hot path's bypass these events)

    monkeypatch.setattr(Sql, "_execute", counted)
    monkeypatch.setattr(Sql, "run_many", counted_many)
    per_send: list[int] = []
    record_and_claim = Settler._record_and_claim

    def measured(self: Settler, outcome: Any, report: SettleReport, *, look_ahead: bool = False) -> Any:
        statements.clear()
        got = record_and_claim(self, outcome, report, look_ahead=look_ahead)
        if outcome is not None and got[0] is not None:  # a result recorded and a draft claimed
            per_send.append(len(statements))
        return got

    monkeypatch.setattr(Settler, "_record_and_claim", measured)
    event.listen(gw.store.engine, "before_cursor_execute", count)
    try:
        report = gw.sending.settle()
    finally:
        event.remove(gw.store.engine, "before_cursor_execute", count)
    assert len(report.sent) == 4
    expected = 9 if store_url.startswith("postgresql") else 8
    assert per_send == [expected] * 3


# --- connection reuse -----------------------------------------------------------------------


@pytest.mark.parametrize(("parallel", "reuse"), [(1, True), (2, True), (1, False), (2, False)])
def test_a_pass_sends_its_drafts_over_the_connection_the_last_send_left_open(
    open_gw: OpenGateway, start_server: StartServer, parallel: int, reuse: bool
) -> None:
    """smtp.reuse_connections (the default): each settler thread sends its next draft over the
    connection its last send left open (after an RSET answered 250), one MAIL and one message per
    draft; with it off every send dials its own connection."""
    srv = start_server("starttls")
    gw = open_gw(srv, smtp={"parallel": parallel, "reuse_connections": reuse})
    drafts = [approved(gw, f"k{n}@firma.de", subject=f"Angebot {n}") for n in range(6)]
    srv.clear()  # aiosmtpd's controller connects once to itself when it starts
    report = gw.sending.settle()
    notes = [gw.outbox.draft(d).note for d in report.failed + report.unknown]  # why, if any failed
    assert sorted(report.sent) == sorted(drafts) and not report.unknown and not report.failed, notes
    assert sorted(message_ids(srv.messages).values()) == [1] * 6
    assert len(srv.mail_commands) == 6
    if reuse:
        assert 1 <= srv.connections <= parallel  # one per settler thread that found a draft
    elif parallel == 1:
        assert srv.connections == 6
    else:
        # Each thread dials its next connection while it records and claims; one dialled for a
        # draft the other thread took last is closed with nothing sent (the MAIL count above).
        assert 6 <= srv.connections <= 6 + parallel
    # The next pass starts on a new connection: none is kept from one pass to the next.
    before = srv.connections
    late = approved(gw, "spaet@firma.de")
    assert gw.sending.settle().sent == [late]
    assert srv.connections == before + 1


def test_a_kept_connection_dropped_after_data_leaves_that_draft_unknown_and_the_next_goes_on_a_new_one(
    open_gw: OpenGateway, start_server: StartServer
) -> None:
    """The second draft goes over the first one's connection; the server keeps its message but hangs
    up instead of answering. That draft is unknown (never retried) and the connection gone: the third
    draft is sent over a new one."""
    srv = start_server("starttls", drop_data=(2,))
    gw = open_gw(srv, smtp={"parallel": 1})
    first, second, third = (approved(gw, f"k{n}@firma.de", subject=f"Angebot {n}") for n in range(3))
    srv.clear()
    report = gw.sending.settle()
    assert report.sent == [first, third] and report.unknown == [second]
    assert state(gw, second) is DraftState.UNKNOWN
    assert "may have been delivered" in gw.outbox.draft(second).note
    assert sorted(message_ids(srv.messages).values()) == [1, 1, 1]  # each once, the dropped one too
    assert srv.connections == 2


@pytest.mark.parametrize("parallel", [1, 2])
def test_a_kept_connection_that_died_in_between_is_replaced_before_anything_is_sent(
    open_gw: OpenGateway, start_server: StartServer, parallel: int
) -> None:
    """A server that hangs up after each 250: the kept connection fails its RSET (beside the claim
    with one send in flight, before MAIL FROM with two), so each next draft is sent over a new
    connection; no draft fails for it and none goes out twice."""
    srv = start_server("starttls", faults=("drop_after_250",))
    gw = open_gw(srv, smtp={"parallel": parallel})
    drafts = [approved(gw, f"k{n}@firma.de", subject=f"Angebot {n}") for n in range(4)]
    srv.clear()
    report = gw.sending.settle()
    assert sorted(report.sent) == sorted(drafts) and not report.failed and not report.unknown
    assert sorted(message_ids(srv.messages).values()) == [1] * 4
    assert srv.connections == 4 and len(srv.mail_commands) == 4


def test_a_kept_connection_carries_at_most_keep_max_messages(
    open_gw: OpenGateway, start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("mailgate.outbound.smtp.KEEP_MAX_MESSAGES", 2)
    srv = start_server("starttls")
    gw = open_gw(srv, smtp={"parallel": 1})
    drafts = [approved(gw, f"k{n}@firma.de", subject=f"Angebot {n}") for n in range(5)]
    srv.clear()
    assert gw.sending.settle().sent == drafts
    assert srv.connections == 3  # 2 + 2 + 1
