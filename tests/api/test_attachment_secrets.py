"""An inbound attachment holding a vault value is not handed to an agent, over the real JSON API.

Every other field of an inbound mail reaches an agent redacted; a file cannot be redacted (its
bytes are what is fetched), so one that holds a vault value or canary stays with the owner.
"""

from __future__ import annotations

import base64
import hashlib
import io
import zipfile
from collections.abc import Iterator
from email.message import EmailMessage

import httpx2 as httpx
import pytest
from fpdf import FPDF
from sqlalchemy import text

from mailgate import Gateway
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings

SECRET = "Zq8vT3kLw9XbN2pR"


@pytest.fixture
def api(gw: Gateway) -> Iterator[tuple[Gateway, str]]:
    listener = HttpListener(build_app(gw), ListenSettings(host="127.0.0.1", port=0)).start()
    yield gw, listener.url
    listener.stop()


def _pdf(text: str) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.cell(text=text)
    return bytes(pdf.output())


def _ingest(gw: Gateway, subject: str, *files: tuple[bytes, str, str, str]) -> str:
    """A mail from outside to agent sales with these (data, maintype, subtype, name) files."""
    msg = EmailMessage()
    msg["From"] = "kim@customer.example"
    msg["To"] = "sales@us.example"
    msg["Subject"] = subject
    msg.set_content("Attached.")
    for data, maintype, subtype, name in files:
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return gw.inbox.ingest(msg.as_bytes(), agent="sales").mail_id


FILES = {
    "text": ("keys.txt", f"prod key: {SECRET}\n".encode(), "text", "plain"),
    "csv": ("keys.csv", f"name,key\nprod,{SECRET}\n".encode(), "text", "csv"),
    "pdf": ("keys.pdf", _pdf(f"prod key {SECRET}"), "application", "pdf"),
    # Encoded forms: ingest's sealing looks only for the value as written, the fetch reads them all.
    "base64": ("keys.txt", b"prod key: " + base64.b64encode(SECRET.encode()) + b"\n", "text", "plain"),
    "reversed": ("keys.txt", f"prod key: {SECRET[::-1]}\n".encode(), "text", "plain"),
}


@pytest.mark.parametrize("kind", sorted(FILES))
@pytest.mark.parametrize("later", [False, True], ids=["in-the-vault-at-ingest", "added-later"])
def test_an_attachment_holding_a_vault_value_is_not_fetched(
    api: tuple[Gateway, str], kind: str, later: bool
) -> None:
    gw, url = api
    gw.rules.add_agent("sales")
    auth = {"Authorization": f"Bearer {gw.tokens.create('sales', 'mail:read').token}"}
    if not later:
        gw.secrets.add_secret("api.key", SECRET)
    name, data, maintype, subtype = FILES[kind]
    mail_id = _ingest(gw, "the keys", (data, maintype, subtype, name))
    if later:
        gw.secrets.add_secret("api.key", SECRET)
    with httpx.Client(base_url=url, headers=auth) as c:
        got = c.get(f"/api/v1/mail/{mail_id}/attachments/0")
        assert got.status_code == 403, got.text
        assert got.json()["error"]["code"] == "forbidden"
        assert SECRET not in got.text
        if "content_base64" in got.json():
            assert SECRET.encode() not in base64.b64decode(got.json()["content_base64"])
    refused = [r for r in gw.audit.rows() if r.action == "mail.attachment_refused"]
    assert len(refused) == 1 and SECRET not in str(refused[0].detail)


def test_an_attachment_without_one_is_still_fetched(api: tuple[Gateway, str]) -> None:
    gw, url = api
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("api.key", SECRET)
    auth = {"Authorization": f"Bearer {gw.tokens.create('sales', 'mail:read').token}"}
    raw = _mail("the order", "Attached.", ("order.csv", b"sku,qty\nA-1,3\n", "text", "csv"))
    mail_id = gw.inbox.ingest(raw, agent="sales").mail_id
    with httpx.Client(base_url=url, headers=auth) as c:
        got = c.get(f"/api/v1/mail/{mail_id}/attachments/0")
    assert got.status_code == 200
    assert base64.b64decode(got.json()["content_base64"]) == b"sku,qty\nA-1,3\n"


@pytest.mark.parametrize("later", [False, True], ids=["in-the-vault-at-ingest", "added-later"])
def test_a_small_file_holding_a_vault_value_is_listed_without_its_hash(
    api: tuple[Gateway, str], later: bool
) -> None:
    # sha256 of a file that is the password (plus a newline) is an offline guessing oracle for it.
    gw, url = api
    gw.rules.add_agent("sales")
    auth = {"Authorization": f"Bearer {gw.tokens.create('sales', 'mail:read').token}"}
    password = "Pelikan2019!"
    if not later:
        gw.secrets.add_secret("imap.password", password)
    mail_id = _ingest(
        gw,
        "the login",
        (f"{password}\n".encode(), "application", "octet-stream", "pw"),
        (b"nothing secret\n", "text", "plain", "notes.txt"),
    )
    if later:
        gw.secrets.add_secret("imap.password", password)
    with httpx.Client(base_url=url, headers=auth) as c:
        got = c.get(f"/api/v1/mail/{mail_id}")
    assert got.status_code == 200, got.text
    secret_file, clean = got.json()["attachments"]
    digest = hashlib.sha256(f"{password}\n".encode()).hexdigest()
    assert digest not in got.text and secret_file["sha256"] == "" and not secret_file["available"]
    assert clean["sha256"] == hashlib.sha256(b"nothing secret\n").hexdigest() and clean["available"]


def _mail(subject: str, body: str, *files: tuple[str, bytes, str, str]) -> bytes:
    """A mail to agent sales with ``files`` as (name, bytes, maintype, subtype)."""
    msg = EmailMessage()
    msg["From"] = "kim@customer.example"
    msg["To"] = "sales@us.example"
    msg["Subject"] = subject
    msg.set_content(body)
    for name, data, maintype, subtype in files:
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return msg.as_bytes()


def _stored(gw: Gateway, mail_id: str) -> tuple[bytes, bool, list[tuple[bytes, bool]]]:
    """A mail's raw bytes and attachments as the store holds them (sealed or not)."""
    with gw.store.read() as tx:
        raw, sealed = tx.execute(
            text("SELECT raw, raw_encrypted FROM mails WHERE id = :id"), {"id": mail_id}
        ).one()
        files = tx.execute(
            text("SELECT data, sealed FROM attachments_in WHERE mail_id = :id ORDER BY position"),
            {"id": mail_id},
        ).all()
    return bytes(raw), bool(sealed), [(bytes(d), bool(s)) for d, s in files]


CLEAN = b"sku,qty\nA-1,3\n"


@pytest.mark.parametrize("where", ["attachment", "body"])
def test_a_mail_carrying_a_vault_value_is_kept_sealed_raw_and_attachments_alike(
    api: tuple[Gateway, str], where: str
) -> None:
    # A value only inside a base64 attachment never shows in the raw bytes as written, so the raw
    # mail stayed in the clear; and a sealed mail's attachments were kept in the clear beside it.
    gw, url = api
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("api.key", SECRET)
    auth = {"Authorization": f"Bearer {gw.tokens.create('sales', 'mail:read').token}"}
    keys = [("k.txt", f"prod key: {SECRET}\n".encode(), "text", "plain")] if where == "attachment" else []
    body = f"Attached. {SECRET}" if where == "body" else "Attached."
    raw_in = _mail("the keys", body, *keys, ("order.csv", CLEAN, "text", "csv"))
    assert SECRET.encode() not in raw_in or where == "body"
    mail_id = gw.inbox.ingest(raw_in, agent="sales").mail_id
    raw, raw_sealed, files = _stored(gw, mail_id)
    assert raw_sealed and raw != raw_in and base64.b64encode(CLEAN) not in raw
    assert all(sealed for _, sealed in files)
    assert all(SECRET.encode() not in data and CLEAN not in data for data, _ in files)
    assert gw.secrets.raw_mail(mail_id) == raw_in  # the owner's copy, opened
    clean = len(files) - 1
    with httpx.Client(base_url=url, headers=auth) as c:
        listed = c.get(f"/api/v1/mail/{mail_id}").json()["attachments"]
        got = c.get(f"/api/v1/mail/{mail_id}/attachments/{clean}")
        refused = c.get(f"/api/v1/mail/{mail_id}/attachments/0") if where == "attachment" else None
    assert listed[clean]["content_type"] == "text/csv" and not listed[clean].get("refused")
    assert got.status_code == 200 and base64.b64decode(got.json()["content_base64"]) == CLEAN
    assert refused is None or refused.status_code == 403


def test_a_mail_without_a_vault_value_keeps_its_attachments_in_the_clear(api: tuple[Gateway, str]) -> None:
    gw, _ = api
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("api.key", SECRET)
    raw_in = _mail("the order", "Attached.", ("order.csv", CLEAN, "text", "csv"))
    mail_id = gw.inbox.ingest(raw_in, agent="sales").mail_id
    raw, raw_sealed, files = _stored(gw, mail_id)
    assert not raw_sealed and raw == raw_in and files == [(CLEAN, False)]


def _broken_zip() -> bytes:
    """A zip whose one member's deflate stream is damaged (the directory itself is sound)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as z:
        z.writestr("report.txt", "quarterly figures " * 200)
    data = bytearray(out.getvalue())
    start = 30 + len("report.txt")  # the member's local header, then its compressed bytes
    data[start : start + 16] = b"\xff" * 16
    return bytes(data)


def test_a_damaged_zip_is_stored_sealed_and_refused_not_a_crash(api: tuple[Gateway, str]) -> None:
    # Reading a file for sealing is new at ingest: a library error there stalled the whole staged
    # batch (every later mail too). A file that cannot be read is sealed, and an agent gets a 403.
    gw, url = api
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("api.key", SECRET)
    auth = {"Authorization": f"Bearer {gw.tokens.create('sales', 'mail:read').token}"}
    mail_id = _ingest(gw, "the report", (_broken_zip(), "application", "zip", "report.zip"))
    _raw, raw_sealed, files = _stored(gw, mail_id)
    assert raw_sealed and [sealed for _, sealed in files] == [True]
    with httpx.Client(base_url=url, headers=auth) as c:
        got = c.get(f"/api/v1/mail/{mail_id}/attachments/0")
    assert got.status_code == 403, got.text
