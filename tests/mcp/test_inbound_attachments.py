"""Inbound attachments handed to agents: listed by mail_read, fetched one at a time within the owner's caps.

Over MCP (streamable HTTP, real SDK sessions) and the JSON API, on both store backends. The caps are
the outbound ones: ``mail.max_attachment_bytes`` and ``mail.attachment_types`` judged on the content.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Callable, Iterator
from email.message import EmailMessage
from pathlib import Path

import httpx2
import pytest
from fpdf import FPDF
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate import Gateway, open_gateway
from mailgate.outbound.attachments import AttachmentRules, judge_inbound
from mailgate.store import mails as mails_store
from tests.conftest import make_home
from tests.mcp.conftest import error_text, result_json, session, token

pytestmark = pytest.mark.anyio

CAPS = (
    '[mail]\nmax_attachment_bytes = 3000\nattachment_types = ["text/plain", "text/csv", "application/pdf"]\n'
)
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000")
ELF = b"\x7fELF\x02\x01\x01" + bytes(100)


def pdf_with(text: str) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.cell(text=text)
    return bytes(pdf.output())


PDF = pdf_with("Invoice 42")
CSV = b"sku,qty\nA-1,3\n"
FILES = [
    ("invoice.pdf", PDF, "application/pdf"),  # 0: allowed
    ("photo.png", PNG, "image/png"),  # 1: not an allowed type
    ("big.txt", b"y" * 3001, "text/plain"),  # 2: over the per-file cap
    ("report.pdf", ELF, "application/pdf"),  # 3: says PDF, is an executable
    ("order.csv", CSV, "text/csv"),  # 4: text, its declared text/* kept
]


def inbound(files: list[tuple[str, bytes, str]]) -> bytes:
    msg = EmailMessage()
    msg["From"] = "kim@customer.example"
    msg["To"] = "sales@us.example"
    msg["Subject"] = "Documents"
    msg["Message-ID"] = "<docs-1@customer.example>"
    msg.set_content("See the attached files.")
    for name, data, declared in files:
        maintype, _, subtype = declared.partition("/")
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return msg.as_bytes()


@pytest.fixture
def capped(tmp_path: Path, store_url: str) -> Iterator[Gateway]:
    gw = open_gateway(make_home(tmp_path / "capped", store_url, CAPS))
    yield gw
    gw.store.dispose()


def _listed(read: dict[str, object]) -> list[tuple[int, str, str, int, bool]]:
    items = read["attachments"]
    assert isinstance(items, list)
    return [(a["index"], a["filename"], a["content_type"], a["size"], a["available"]) for a in items]


async def test_mail_read_lists_and_mail_attachment_fetches_within_the_caps(
    capped: Gateway, door_for: Callable[[Gateway], str]
) -> None:
    url = door_for(capped)
    bearer = token(capped)
    mail_id = capped.inbox.ingest(inbound(FILES), agent="sales").mail_id
    async with session(url, bearer) as client:
        read = result_json(await client.call_tool("mail_read", {"mail_id": mail_id}))
        assert _listed(read) == [
            (0, "invoice.pdf", "application/pdf", len(PDF), True),
            (1, "photo.png", "image/png", len(PNG), False),
            (2, "big.txt", "text/plain", 3001, False),
            (3, "report.pdf", "application/x-executable", len(ELF), False),  # by content, not name
            (4, "order.csv", "text/csv", len(CSV), True),
        ]
        listed = read["attachments"]
        assert [a["available"] for a in listed] == [True, False, False, False, True]
        assert listed[0]["sha256"] == hashlib.sha256(PDF).hexdigest() and listed[0]["refused"] == ""
        assert "not one of mail.attachment_types" in listed[1]["refused"]
        assert "mail.max_attachment_bytes is 3000" in listed[2]["refused"]
        assert "application/x-executable, not one of" in listed[3]["refused"]

        got = result_json(await client.call_tool("mail_attachment", {"mail_id": mail_id, "index": 0}))
        assert base64.b64decode(got["content_base64"]) == PDF
        assert (got["filename"], got["content_type"], got["size"]) == (
            "invoice.pdf",
            "application/pdf",
            len(PDF),
        )
        assert got["sha256"] == hashlib.sha256(PDF).hexdigest()
        text = result_json(await client.call_tool("mail_attachment", {"mail_id": mail_id, "index": 4}))
        assert base64.b64decode(text["content_base64"]) == CSV and text["content_type"] == "text/csv"

        for index, words in (
            (1, "image/png, not one of"),
            (2, "3001 bytes"),
            (3, "x-executable, not one of"),
        ):
            refused = await client.call_tool("mail_attachment", {"mail_id": mail_id, "index": index})
            assert refused.is_error and "forbidden: " in error_text(refused), index
            assert words in error_text(refused)
            assert "content_base64" not in error_text(refused)
        missing = await client.call_tool("mail_attachment", {"mail_id": mail_id, "index": 9})
        assert missing.is_error and "not_found: " in error_text(missing)
    fetched = [r for r in capped.audit.rows() if r.action in ("mail.attachment", "mail.attachment_refused")]
    assert sorted(r.action for r in fetched) == ["mail.attachment"] * 2 + ["mail.attachment_refused"] * 3


async def test_another_agents_attachment_is_not_found_and_the_scope_is_read(
    capped: Gateway, door_for: Callable[[Gateway], str]
) -> None:
    url = door_for(capped)
    sales = token(capped, "sales", "mail:send")
    mail_id = capped.inbox.ingest(inbound(FILES[:1]), agent="sales").mail_id
    async with session(url, token(capped, "other")) as client:
        other = await client.call_tool("mail_attachment", {"mail_id": mail_id, "index": 0})
        assert other.is_error and "not_found: " in error_text(other)
    async with session(url, sales) as client:
        unscoped = await client.call_tool("mail_attachment", {"mail_id": mail_id, "index": 0})
        assert unscoped.is_error and "mail:read" in error_text(unscoped)


async def test_a_quarantined_mails_attachments_wait_for_the_owner(
    capped: Gateway, door_for: Callable[[Gateway], str]
) -> None:
    url = door_for(capped)
    bearer = token(capped)
    mail_id = capped.inbox.ingest(inbound(FILES[:1]), agent="sales").mail_id
    with capped.store.write() as tx:
        mails_store.mark(tx, mail_id, quarantined=True)
    async with session(url, bearer) as client:
        held = await client.call_tool("mail_attachment", {"mail_id": mail_id, "index": 0})
        assert held.is_error and "conflict: " in error_text(held) and "quarantine" in error_text(held)


def test_the_json_api_lists_and_fetches_the_same_way(
    capped: Gateway, door_for: Callable[[Gateway], str]
) -> None:
    url = door_for(capped)
    auth = {"Authorization": f"Bearer {token(capped)}"}
    mail_id = capped.inbox.ingest(inbound(FILES), agent="sales").mail_id
    with httpx2.Client(base_url=url, headers=auth, timeout=30) as c:
        read = c.get(f"/api/v1/mail/{mail_id}").json()
        assert [a["available"] for a in read["attachments"]] == [True, False, False, False, True]
        ok = c.get(f"/api/v1/mail/{mail_id}/attachments/0")
        assert ok.status_code == 200 and base64.b64decode(ok.json()["content_base64"]) == PDF
        refused = c.get(f"/api/v1/mail/{mail_id}/attachments/2")
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "forbidden"
        assert "mail.max_attachment_bytes" in refused.json()["error"]["message"]
        bad = c.get(f"/api/v1/mail/{mail_id}/attachments/first")
        assert bad.status_code == 400 and bad.json()["error"]["field"] == "index"
        assert c.get(f"/api/v1/mail/{mail_id}/attachments/-1").json()["error"]["field"] == "index"


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=300), cut=st.integers(min_value=0, max_value=1200))
def test_a_cut_head_of_utf8_text_is_judged_as_the_whole_file(text: str, cut: int) -> None:
    data = text.encode("utf-8")
    rules = AttachmentRules(
        allowed=True, max_file_bytes=10_000, max_message_bytes=10_000, types=frozenset(["text/plain"])
    )
    whole = judge_inbound("text/plain", len(data), data, rules, whole=True)
    head = judge_inbound("text/plain", len(data), data[:cut], rules, whole=cut >= len(data))
    # A head is judged on less: it may only fail to see a problem later in the file, never invent one.
    if whole[1] == "":
        assert head == whole
