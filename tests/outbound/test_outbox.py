"""The outbox's submit: idempotent retries, input the wire would refuse, replies, the mail switch."""

from __future__ import annotations

from email.message import EmailMessage
from pathlib import Path

import pytest

from mailgate.errors import InvalidInput, NotConfigured
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import Decision
from mailgate.outbound.drafts import SendRequest
from tests.conftest import StartServer, make_home


def req(to: str | list[object] = "x@firma.de", **kw: object) -> SendRequest:
    base: dict[str, object] = {
        "agent": "bot",
        "to": to if isinstance(to, list) else [to],
        "subject": "Hi",
        "body": "Hello",
    }
    base.update(kw)
    return SendRequest(**base)  # type: ignore[arg-type]


def test_retry_reports_the_stored_draft_not_todays_policy(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    first = gw.outbox.submit(req(idempotency_key="k1"))
    gw.outbox.deny(first.draft_id, by="owner", reason="no")
    gw.rules.add_grant("*@firma.de")
    again = gw.outbox.submit(req(idempotency_key="k1"))
    assert again.duplicate
    assert again.draft_id == first.draft_id
    assert again.decision is Decision.DENY
    assert "denied: no" in again.reasons[0]


@pytest.mark.parametrize(
    ("field", "kw"),
    [
        ("subject", {"subject": "a\u2028Bcc: x@y.z"}),
        ("subject", {"subject": "a\x85b"}),
        ("subject", {"subject": "bad \udcff bytes"}),
        ("body", {"body": "bad \udcff bytes"}),
        ("to", {"to": ["jörg@example.com"]}),
        ("to", {"to": [["nested@list.example"]]}),
    ],
)
def test_what_the_wire_would_refuse_is_refused_at_submit(
    gw: Gateway, field: str, kw: dict[str, object]
) -> None:
    gw.rules.add_agent("bot")
    with pytest.raises(InvalidInput) as info:
        gw.outbox.submit(req(**kw), require_key=False)
    assert info.value.field == field
    assert gw.outbox.drafts() == []


def test_reply_keeps_only_well_formed_references(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    msg = EmailMessage()
    msg["From"] = "kim@customer.example"
    msg["To"] = "bot@us.example"
    msg["Subject"] = "Question"
    msg["Message-ID"] = "<q1@customer.example>"
    msg["References"] = "garbage <r0@x.example> <not an id> <r1@x.example>"
    msg.set_content("hi")
    mail_id = gw.inbox.ingest(msg.as_bytes()).mail_id
    result = gw.outbox.submit(req(to="kim@customer.example", in_reply_to=mail_id), require_key=False)
    assert (
        gw.outbox.draft(result.draft_id).references == "<r0@x.example> <r1@x.example> <q1@customer.example>"
    )


def test_a_reply_to_a_mail_with_an_overlong_message_id_is_still_sent(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    # The inbound parser keeps message ids of up to 997 characters; "In-Reply-To: " plus such an id
    # is a header line over 998 octets, which the settler refuses: the sender of a mail must not
    # be able to make every reply to it fail after the owner approved it.
    server = start_server("starttls")
    smtp = (
        f'[smtp]\nhost = "127.0.0.1"\nport = {server.port}\ntls = "starttls"\n'
        f'from_addr = "bot@us.example"\nca_file = "{server.ca_file}"\ntimeout_secs = 10\n'
        "[dropfolder]\nenabled = false\n"
    )
    gw = open_gateway(make_home(tmp_path / "home", store_url, smtp))
    try:
        gw.rules.add_agent("bot")
        long_id = "<" + "a" * 990 + "@customer.example>"
        raw = (
            "From: kim@customer.example\r\nTo: bot@us.example\r\nSubject: Question\r\n"
            f"Message-ID: {long_id}\r\nReferences: <r0@x.example> {long_id}\r\n\r\nhi\r\n"
        ).encode()
        mail_id = gw.inbox.ingest(raw, agent="bot").mail_id
        held = gw.outbox.submit(req(to="kim@customer.example", in_reply_to=mail_id), require_key=False)
        gw.outbox.approve(held.draft_id, by="owner", confirm_hash=held.content_hash)
        assert gw.sending.settle().sent == [held.draft_id]
        (got,) = server.messages
        assert b"References: <r0@x.example>" in got.data and b"a" * 990 not in got.data
    finally:
        gw.store.dispose()


def test_concurrent_submits_with_one_key_make_one_draft(gw: Gateway) -> None:
    import threading

    gw.rules.add_agent("bot")
    barrier = threading.Barrier(6)
    results: list[object] = []

    def submit() -> None:
        barrier.wait()
        results.append(gw.outbox.submit(req(idempotency_key="same-key")))

    threads = [threading.Thread(target=submit) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    ids = {r.draft_id for r in results}  # type: ignore[attr-defined]
    assert len(results) == 6
    assert len(ids) == 1
    assert len(gw.outbox.drafts()) == 1
    assert sum(not r.duplicate for r in results) == 1  # type: ignore[attr-defined]


def test_mail_enabled_false_is_a_master_switch(tmp_path: Path, store_url: str) -> None:
    gw = open_gateway(make_home(tmp_path / "h", store_url, "[mail]\nenabled = false"))
    gw.rules.add_agent("bot")
    with pytest.raises(NotConfigured):
        gw.outbox.submit(req(), require_key=False)
    with pytest.raises(NotConfigured):
        gw.inbox.poll()
    with pytest.raises(NotConfigured):
        gw.sending.settle()
    gw.store.dispose()
