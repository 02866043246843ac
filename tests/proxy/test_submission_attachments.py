"""Attachments through SMTP submission and sendmail: the same rules as the JSON API, real clients.

Off by default (refused at DATA with the reason); when the owner allows them, each file is held
to the per-file and per-message caps and the allowed types (judged on the content), and its text
is scanned for secrets: a vault value inside an attached PDF gets the generic 554.
"""

from __future__ import annotations

import asyncio
import base64
import gc
import os
import smtplib
import subprocess
from collections.abc import Iterator
from email import policy
from email.message import EmailMessage
from pathlib import Path

import aiosmtplib
import pytest
from fpdf import FPDF
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate import Gateway, open_gateway
from mailgate.proxy.sendmail import SendmailArgs, message_send
from mailgate.proxy.submission import SubmissionServer, SubmissionSettings
from tests.conftest import make_home
from tests.proxy.conftest import ServeProcess, StartDoor, Tls, agent_token, login
from tests.serve import MAILGATE

SECRET = "hunter2-correct-horse-battery-9f3a"
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001"
)
ALLOW = (
    "[mail]\nallow_attachments = true\nmax_attachment_bytes = 6000\nmax_message_bytes = 9000\n"
    'attachment_types = ["text/plain", "application/pdf"]\n'
)


def pdf_with(text: str) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.cell(text=text)
    return bytes(pdf.output())


def mime(*files: tuple[str, bytes, str], body: str = "Attached are the figures.") -> bytes:
    """A multipart/mixed message to bob with a text body and ``files`` (name, bytes, declared type)."""
    msg = EmailMessage()
    msg["From"] = "sales@us.example"
    msg["To"] = "bob@customer.example"
    msg["Subject"] = "Figures"
    msg.set_content(body)
    for name, data, declared in files:
        maintype, _, subtype = declared.partition("/")
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return msg.as_bytes(policy=policy.SMTP)  # CRLF line ends, as SMTP clients send


@pytest.fixture
def allowed(tmp_path: Path, store_url: str, tls: Tls) -> Iterator[tuple[Gateway, SubmissionServer]]:
    """A gateway that allows attachments (small caps), its vault holding SECRET, and its door."""
    gw = open_gateway(make_home(tmp_path / "allowed", store_url, ALLOW))
    gw.secrets.add_secret("db.password", SECRET)
    door = SubmissionServer(
        gw, SubmissionSettings(host="127.0.0.1", port=0, tls_cert=str(tls.cert), tls_key=str(tls.key))
    ).start()
    yield gw, door
    door.stop()
    gw.store.dispose()


def _refused(port: int, tls: Tls, token: str, data: bytes) -> tuple[int, str]:
    with login(port, tls, "sales", token) as client, pytest.raises(smtplib.SMTPDataError) as refused:
        client.sendmail("x@us.example", ["bob@customer.example"], data)
    return refused.value.smtp_code, refused.value.smtp_error.decode()


def test_an_attachment_is_refused_at_data_by_default(gw: Gateway, start_door: StartDoor, tls: Tls) -> None:
    door = start_door()
    token = agent_token(gw)
    code, reply = _refused(
        door.port, tls, token, mime(("r.pdf", pdf_with("Quarter closed"), "application/pdf"))
    )
    assert code == 554, reply
    assert reply.startswith("5.6.0 Message not accepted: attachments are turned off")
    assert "allow_attachments = true" in reply
    assert gw.outbox.drafts() == []


def test_a_clean_pdf_becomes_a_held_draft_with_its_file(
    allowed: tuple[Gateway, SubmissionServer], tls: Tls
) -> None:
    gw, door = allowed
    token = agent_token(gw)
    pdf = pdf_with("Quarter closed")
    notes = b"Revenue 4% up\n"
    with login(door.port, tls, "sales", token) as client:
        # octet-stream declares nothing: the content says what the file is.
        refused = client.sendmail(
            "x@us.example",
            ["bob@customer.example"],
            mime(("r.pdf", pdf, "application/octet-stream"), ("notes.txt", notes, "text/plain")),
        )
    assert refused == {}
    [draft] = gw.outbox.drafts()
    assert draft.state.value == "pending" and draft.body.startswith("Attached are the figures.")
    assert [(a.filename, a.content_type, a.data) for a in draft.attachments] == [
        ("r.pdf", "application/pdf", pdf),
        ("notes.txt", "text/plain", notes),
    ]


def test_a_vault_value_inside_an_attached_pdf_gets_the_generic_refusal(
    allowed: tuple[Gateway, SubmissionServer], tls: Tls
) -> None:
    gw, door = allowed
    token = agent_token(gw)
    code, reply = _refused(
        door.port, tls, token, mime(("r.pdf", pdf_with(f"Login: {SECRET}"), "application/pdf"))
    )
    assert (code, reply) == (554, "5.7.1 Refused by policy; nothing will be sent")
    [draft] = gw.outbox.drafts()
    # Kept as evidence, without the file that carried the secret.
    assert draft.state.value == "rejected" and draft.attachments == ()
    assert SECRET not in draft.body


@pytest.mark.parametrize(
    ("files", "code", "words"),
    [
        # per file: 6000 bytes
        ((("big.txt", b"x" * 6001, "text/plain"),), 552, "attachments[1].content_base64: at most 8000"),
        # per message: 9000 bytes in all
        (
            (("a.txt", b"a" * 5000, "text/plain"), ("b.txt", b"b" * 5000, "text/plain")),
            554,
            "attachments total 10000 bytes; mail.max_message_bytes is 9000",
        ),
        # a PNG is not one of the allowed types, whatever it says it is
        ((("p.png", PNG, "image/png"),), 554, "is image/png, not one of mail.attachment_types"),
        (
            (("report.pdf", PNG, "application/pdf"),),
            554,
            "declared application/pdf but its content is image/png",
        ),
        ((("run.txt", b"\x7fELF\x02\x01\x01" + bytes(200), "text/plain"),), 554, "is declared text/plain"),
    ],
)
def test_caps_and_types_are_the_apis(
    allowed: tuple[Gateway, SubmissionServer],
    tls: Tls,
    files: tuple[tuple[str, bytes, str], ...],
    code: int,
    words: str,
) -> None:
    gw, door = allowed
    token = agent_token(gw)
    got, reply = _refused(door.port, tls, token, mime(*files))
    assert got == code and words in reply, reply
    assert gw.outbox.drafts() == []


def test_an_html_alternative_or_a_forwarded_message_is_still_refused(
    allowed: tuple[Gateway, SubmissionServer], tls: Tls
) -> None:
    gw, door = allowed
    token = agent_token(gw)
    msg = EmailMessage()
    msg["To"] = "bob@customer.example"
    msg["Subject"] = "Hi"
    msg.set_content("plain")
    msg.add_alternative("<p>html</p>", subtype="html")
    code, reply = _refused(door.port, tls, token, msg.as_bytes(policy=policy.SMTP))
    assert code == 554 and "found a text/html part that is not an attachment" in reply
    inner = EmailMessage()
    inner["Subject"] = "inner"
    inner.set_content("forwarded")
    outer = EmailMessage()
    outer["To"] = "bob@customer.example"
    outer.set_content("see below")
    outer.add_attachment(inner)
    code, reply = _refused(door.port, tls, token, outer.as_bytes(policy=policy.SMTP))
    assert code == 554 and "an attached message (message/*)" in reply
    assert gw.outbox.drafts() == []


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_aiosmtplib_sends_an_attachment_with_auth_login(
    allowed: tuple[Gateway, SubmissionServer], tls: Tls
) -> None:
    gw, door = allowed
    token = agent_token(gw)
    pdf = pdf_with("Invoice 42")

    async def submit() -> str:
        client = aiosmtplib.SMTP(
            hostname="127.0.0.1", port=door.port, tls_context=tls.client(), start_tls=True, timeout=30
        )
        async with client:
            await client.ehlo()
            await client.auth_login("sales", token)
            errors, reply = await client.sendmail(
                "x@us.example", ["bob@customer.example"], mime(("invoice.pdf", pdf, "application/pdf"))
            )
            assert errors == {}
            return reply

    reply = asyncio.run(submit())
    gc.collect()  # aiosmtplib's own leftover transport is finalised under this test's filter
    [draft] = gw.outbox.drafts()
    assert reply == f"2.0.0 held for approval: {draft.id}"
    assert [(a.filename, a.data) for a in draft.attachments] == [("invoice.pdf", pdf)]


def test_mailgate_sendmail_carries_an_attachment_through_the_api(
    tmp_path: Path, store_url: str, tls: Tls
) -> None:
    gw = open_gateway(make_home(tmp_path / "home", store_url, ALLOW))
    token = agent_token(gw)
    pdf = pdf_with("Quarter closed")
    serve = ServeProcess(gw.home)
    try:
        done = subprocess.run(
            [MAILGATE, "sendmail", "-t"],
            input=mime(("r.pdf", pdf, "application/pdf")),
            capture_output=True,
            timeout=120,
            env={**os.environ, "MAILGATE_URL": serve.url, "MAILGATE_TOKEN": token},
        )
        assert done.returncode == 0, done.stderr
        [draft] = gw.outbox.drafts()
        assert [(a.filename, a.content_type, a.data) for a in draft.attachments] == [
            ("r.pdf", "application/pdf", pdf)
        ]
        done = subprocess.run(
            [MAILGATE, "sendmail", "-t"],
            input=mime(("p.png", PNG, "image/png")),
            capture_output=True,
            timeout=120,
            env={**os.environ, "MAILGATE_URL": serve.url, "MAILGATE_TOKEN": token},
        )
        assert done.returncode == 65 and b"not one of mail.attachment_types" in done.stderr, done.stderr
    finally:
        serve.stop()
        gw.store.dispose()


NAMES = st.text(
    st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=40
).filter(lambda n: n.strip() == n and "/" not in n and "\\" not in n)


@settings(max_examples=60, deadline=None)
@given(files=st.lists(st.tuples(NAMES, st.binary(min_size=1, max_size=300)), max_size=4))
def test_message_send_hands_over_every_attachment_as_sent(files: list[tuple[str, bytes]]) -> None:
    raw = mime(*((name, data, "application/octet-stream") for name, data in files))
    send = message_send(raw, SendmailArgs(recipients=("bob@customer.example",)))
    assert [(a.filename, base64.b64decode(a.content_base64), a.content_type) for a in send.attachments] == [
        (name, data, "") for name, data in files
    ]
    assert send.body == "Attached are the figures.\n" and send.to == ("bob@customer.example",)
