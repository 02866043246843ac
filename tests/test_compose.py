"""compose_message: headers, encodings, refusals, and bodies that survive the trip intact."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

import pytest

from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput
from mailgate.outbound.compose import compose_message, new_message_id, render
from mailgate.outbound.smtp import SmtpSender, SmtpSettings
from mailgate.testing.capture import CaptureServer

FROM = "agent@mg.example"
BASE: dict[str, Any] = {
    "from_addr": f"Agent <{FROM}>",
    "to": ["to@x.example"],
    "cc": ["cc@x.example"],
    "subject": "Hello",
    "body": "Hi there.\n",
    "message_id": "<m1@mg.example>",
}


def compose(**changes: Any) -> EmailMessage:
    return compose_message(**{**BASE, **changes})


def wire(msg: EmailMessage) -> bytes:
    return render(msg)  # what the SMTP client puts on the wire (before dot-stuffing)


def header_block(data: bytes) -> bytes:
    return data.split(b"\r\n\r\n", 1)[0] + b"\r\n"


@pytest.fixture(scope="module")
def server() -> Iterator[CaptureServer]:
    with CaptureServer("starttls") as srv:
        yield srv


def roundtrip(server: CaptureServer, msg: EmailMessage) -> bytes:
    """Send through the real client and server; returns the data the server received."""
    server.clear()
    settings = SmtpSettings(host="127.0.0.1", port=server.port, ca_file=str(server.ca_file))
    SmtpSender(settings, lambda: None).send(
        msg, envelope_from=FROM, recipients=["to@x.example"], deadline=Deadline.after(5)
    )
    (got,) = server.wait_for(1)
    assert server.mail_commands == [FROM]  # one transaction: nothing was smuggled in
    return got.data


def test_headers_and_encodings() -> None:
    when = datetime(2026, 12, 1, 9, 30, tzinfo=timezone(timedelta(hours=1)))
    msg = compose(date=when, in_reply_to="<p1@x.example>", references="<p0@x.example> <p1@x.example>")
    head = header_block(wire(msg))
    assert b"From: Agent <agent@mg.example>\r\n" in head
    assert b"To: to@x.example\r\n" in head
    assert b"Cc: cc@x.example\r\n" in head
    assert b"Subject: Hello\r\n" in head  # ASCII subjects stay readable
    assert b"Date: Tue, 01 Dec 2026 09:30:00 +0100\r\n" in head
    assert b"Message-ID: <m1@mg.example>\r\n" in head
    assert b"In-Reply-To: <p1@x.example>\r\n" in head
    assert b"References: <p0@x.example> <p1@x.example>\r\n" in head
    assert b"MIME-Version: 1.0\r\n" in head
    assert b'Content-Type: text/plain; charset="utf-8"\r\n' in head
    # Forced even for an ASCII body: the wire stays 7-bit and short-lined whatever comes.
    assert b"Content-Transfer-Encoding: quoted-printable\r\n" in head
    assert b"Bcc" not in head


def test_date_defaults_to_now_and_must_be_aware() -> None:
    parsed = message_from_bytes(wire(compose()), policy=policy.default)
    assert abs(parsed["Date"].datetime - datetime.now(UTC)) < timedelta(minutes=1)
    with pytest.raises(InvalidInput, match="timezone-aware"):
        compose(date=datetime(2026, 12, 1, 9, 30))


def test_non_ascii_subject_and_display_name_are_encoded_words() -> None:
    msg = compose(
        subject="Grüße – Angebot", from_addr=f"Jörg Müller <{FROM}>", to=['"Doe, Jane" <jd@x.example>']
    )
    data = wire(msg)
    assert data.isascii()
    assert b"Subject: =?utf-8?" in data
    parsed = message_from_bytes(data, policy=policy.default)
    assert parsed["Subject"] == "Grüße – Angebot"
    assert parsed["From"].addresses[0].display_name == "Jörg Müller"
    assert [a.addr_spec for a in parsed["To"].addresses] == ["jd@x.example"]
    assert parsed["To"].addresses[0].display_name == "Doe, Jane"


def test_body_is_quoted_printable_with_crlf_only() -> None:
    body = "line one\rline two\nline three\r\nünïcödé " + "x" * 200 + "\n"
    data = wire(compose(body=body))
    assert data.isascii()
    assert b"\r" not in data.replace(b"\r\n", b"")
    assert b"\n" not in data.replace(b"\r\n", b"")
    assert all(len(line) <= 78 for line in data.split(b"\r\n"))  # soft line breaks
    parsed = message_from_bytes(data, policy=policy.default)
    assert parsed.get_content() == body.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\r\n")


@pytest.mark.parametrize("bad", ["a\rb", "a\nb", "a\r\nBcc: evil@x.example", "a\x00b", "a\u2028b", "a\x85b"])
@pytest.mark.parametrize(
    "field", ["subject", "from_addr", "to", "cc", "message_id", "in_reply_to", "references"]
)
def test_line_breaks_in_any_header_value_are_refused(field: str, bad: str) -> None:
    value: Any = [bad] if field in ("to", "cc") else bad
    with pytest.raises(InvalidInput, match="line breaks") as caught:
        compose(**{field: value})
    assert caught.value.field == field


def test_line_breaks_in_extra_headers_are_refused() -> None:
    with pytest.raises(InvalidInput, match="line breaks"):
        compose(extra_headers=[("X-Mailgate-Agent", "bot\r\nBcc: evil@x.example")])
    with pytest.raises(InvalidInput, match="printable ASCII"):
        compose(extra_headers=[("X-Evil\r\nBcc", "x")])


def test_extra_headers_are_added_but_cannot_replace_owned_ones() -> None:
    head = header_block(
        wire(compose(extra_headers=[("X-Mailgate-Agent", "helper"), ("X-Mailgate-Draft", "d1")]))
    )
    assert b"X-Mailgate-Agent: helper\r\n" in head
    assert b"X-Mailgate-Draft: d1\r\n" in head
    for name in ("Bcc", "from", "Content-Type", "Message-ID", "Resent-To", "MIME-Version"):
        with pytest.raises(InvalidInput, match="owns"):
            compose(extra_headers=[(name, "x")])


@pytest.mark.parametrize(
    "address",
    [
        "a@x.example, b@x.example",  # two mailboxes in one: never "pick the first"
        "no-at-sign",
        "jörg@x.example",  # would need SMTPUTF8
        "a@bücher.example",  # domains go in as A-labels
        "Name <a@x.example> trailing",
        "<>",
        '"quoted local"@x.example',
    ],
)
def test_addresses_must_be_exactly_one_plain_mailbox(address: str) -> None:
    with pytest.raises(InvalidInput, match="one address"):
        compose(to=[address])


def test_bcc_only_message_has_no_destination_headers() -> None:
    head = header_block(wire(compose(to=[], cc=[])))
    assert b"\r\nTo:" not in head
    assert b"\r\nCc:" not in head


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("message_id", "m1@mg.example"),
        ("message_id", "<a b@x>"),
        ("in_reply_to", "<a@x> <b@x>"),
        ("references", "x"),
    ],
)
def test_message_ids_must_be_well_formed(field: str, value: str) -> None:
    with pytest.raises(InvalidInput, match="<id@host>"):
        compose(**{field: value})


def test_new_message_id() -> None:
    first, second = new_message_id("mg.example"), new_message_id("MG.example")
    assert re.fullmatch(r"<[0-9a-f]{32}@mg\.example>", first)
    assert first != second
    with pytest.raises(InvalidInput):
        new_message_id("bad domain\r\n")


def test_lone_dot_lines_survive_the_trip(server: CaptureServer) -> None:
    body = "first\n.\n..two dots\n. dot space\nlast line\n"
    data = roundtrip(server, compose(body=body))
    # The lone "." reached the server as a body line (smtplib-style dot-stuffing on the way),
    # not as the end of the data: everything after it arrived too.
    assert b"\r\n.\r\n..two dots\r\n" in data
    parsed = message_from_bytes(data, policy=policy.default)
    assert parsed.get_content().replace("\r\n", "\n") == body


def test_smtp_smuggling_shapes_in_the_body_stay_body(server: CaptureServer) -> None:
    body = "hi\r\n.\r\nMAIL FROM:<evil@x.example>\r\nbare\n.\nlf\r.\rcr\n"
    data = roundtrip(server, compose(body=body))
    parsed = message_from_bytes(data, policy=policy.default)
    expected = body.replace("\r\n", "\n").replace("\r", "\n")
    assert parsed.get_content().replace("\r\n", "\n") == expected


def test_render_refuses_what_must_never_be_sent() -> None:
    with_bcc = compose()
    with_bcc["Bcc"] = "hidden@y.example"
    with pytest.raises(InvalidInput, match="Bcc"):
        render(with_bcc)
    eight_bit = EmailMessage(policy=policy.SMTP)
    eight_bit.set_content("grüße\n", cte="8bit")
    with pytest.raises(InvalidInput, match="7-bit"):
        render(eight_bit)
    long_line = EmailMessage(policy=policy.SMTP)
    long_line.set_content("x" * 1200 + "\n", cte="7bit")
    with pytest.raises(InvalidInput, match="998"):
        render(long_line)
    # A hand-built message's bare CR and LF still leave as CRLF.
    raw = EmailMessage()
    raw.set_payload("a\rb\nc")
    assert render(raw) == b"\r\na\r\nb\r\nc"
