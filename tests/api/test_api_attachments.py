"""Attachments over the JSON API and MCP: refused by default, base64 with a name, scanned when on."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest
from fpdf import FPDF

from mailgate import Gateway, open_gateway, request_limit
from mailgate.model import DraftState
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings
from tests.conftest import make_home

SECRET = "hunter2-correct-horse-battery-9f3a"


def pdf_with(text: str) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.cell(text=text)
    return bytes(pdf.output())


def serve(gw: Gateway) -> Iterator[tuple[Gateway, str, dict[str, str]]]:
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("db.password", SECRET)
    auth = {"Authorization": f"Bearer {gw.tokens.create('sales', 'mail:send,mail:read').token}"}
    listener = HttpListener(build_app(gw), ListenSettings(host="127.0.0.1", port=0)).start()
    yield gw, listener.url, auth
    listener.stop()
    gw.store.dispose()


@pytest.fixture
def off(tmp_path: Path, store_url: str) -> Iterator[tuple[Gateway, str, dict[str, str]]]:
    yield from serve(open_gateway(make_home(tmp_path / "home", store_url)))


@pytest.fixture
def on(tmp_path: Path, store_url: str) -> Iterator[tuple[Gateway, str, dict[str, str]]]:
    extra = "[mail]\nallow_attachments = true\nmax_message_bytes = 400000\n"
    yield from serve(open_gateway(make_home(tmp_path / "home", store_url, extra)))


def draft(key: str, *files: dict[str, str]) -> dict[str, object]:
    return {
        "to": ["bob@example.com"],
        "subject": "Figures",
        "body": "Attached.",
        "idempotency_key": key,
        "attachments": list(files),
    }


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def test_an_attachment_is_refused_by_default(off: tuple[Gateway, str, dict[str, str]]) -> None:
    gw, url, auth = off
    body = draft("k1", {"filename": "a.txt", "content_base64": b64(b"hello")})
    r = httpx.post(f"{url}/api/v1/drafts", headers=auth, json=body)
    assert r.status_code == 400, r.text
    error = r.json()["error"]
    assert error["field"] == "attachments" and "allow_attachments = true" in error["message"]
    assert gw.outbox.drafts() == []


def test_a_secret_inside_a_pdf_blocks_the_send(on: tuple[Gateway, str, dict[str, str]]) -> None:
    gw, url, auth = on
    pdf = pdf_with(f"Login: {SECRET}")
    body = draft("k2", {"filename": "r.pdf", "content_base64": b64(pdf), "content_type": "application/pdf"})
    r = httpx.post(f"{url}/api/v1/drafts", headers=auth, json=body)
    assert r.status_code == 200, r.text
    assert r.json()["outcome"] == "denied"
    assert [d.state for d in gw.outbox.drafts()] == [DraftState.REJECTED]
    assert gw.outbox.drafts()[0].attachments == ()


def test_a_clean_attachment_is_held_with_its_file(on: tuple[Gateway, str, dict[str, str]]) -> None:
    gw, url, auth = on
    pdf = pdf_with("Quarter closed")
    r = httpx.post(
        f"{url}/api/v1/drafts",
        headers=auth,
        json=draft("k3", {"filename": "r.pdf", "content_base64": b64(pdf)}),
    )
    assert r.json()["outcome"] == "held", r.text
    (held,) = gw.outbox.drafts()
    assert [(a.filename, a.content_type, a.data) for a in held.attachments] == [
        ("r.pdf", "application/pdf", pdf)
    ]


@pytest.mark.parametrize(
    ("item", "field"),
    [
        ({"filename": "a.txt", "content_base64": "not base64!"}, "attachments[1].content_base64"),
        ({"filename": "a.txt", "path": "/etc/passwd"}, "attachments[1].path"),
        ({"filename": "a.txt"}, "attachments[1].content_base64"),
        ({"filename": "../a.txt", "content_base64": b64(b"hi")}, "attachments"),
    ],
)
def test_bad_attachments_name_the_field(
    on: tuple[Gateway, str, dict[str, str]], item: dict[str, str], field: str
) -> None:
    gw, url, auth = on
    r = httpx.post(f"{url}/api/v1/drafts", headers=auth, json=draft("k4", item))
    assert r.status_code == 400, r.text
    assert r.json()["error"]["field"] == field
    assert gw.outbox.drafts() == []


def test_the_request_cap_stays_when_attachments_are_off(off: tuple[Gateway, str, dict[str, str]]) -> None:
    assert request_limit(off[0].settings) == off[0].settings.api.max_request_bytes == 262_144


def test_the_request_cap_grows_to_fit_attachments_when_they_are_on(
    on: tuple[Gateway, str, dict[str, str]],
) -> None:
    gw, url, auth = on
    assert request_limit(gw.settings) == 533_336 + 65_536  # base64 of max_message_bytes, plus the fields
    text = b"a" * 300_000  # past the default 256 KiB once base64'd, within max_message_bytes
    r = httpx.post(
        f"{url}/api/v1/drafts",
        headers=auth,
        json=draft("k5", {"filename": "a.txt", "content_base64": b64(text)}),
    )
    assert r.status_code == 200 and r.json()["outcome"] == "held", r.text
