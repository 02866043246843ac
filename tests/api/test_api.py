"""The JSON API over real HTTP (uvicorn on loopback, httpx2 as the client), on both backends."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from email.message import EmailMessage

import httpx2 as httpx
import pytest

from mailgate import Gateway, open_gateway
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings, check_exposure

ENDPOINTS = {
    ("GET", "/api/v1/openapi.json"),
    ("GET", "/api/v1/accounts"),
    ("GET", "/api/v1/mail"),
    ("GET", "/api/v1/mail/{mail_id}"),
    ("GET", "/api/v1/mail/{mail_id}/attachments/{index}"),
    ("POST", "/api/v1/mail/{mail_id}/archive"),
    ("POST", "/api/v1/drafts"),
    ("GET", "/api/v1/drafts/{draft_id}"),
}


@pytest.fixture
def api(gw: Gateway) -> Iterator[tuple[Gateway, str]]:
    listener = HttpListener(build_app(gw), ListenSettings(host="127.0.0.1", port=0)).start()
    yield gw, listener.url
    listener.stop()


def _token(gw: Gateway, agent: str = "sales", scopes: str = "mail:read,mail:send") -> dict[str, str]:
    if agent not in {a.name for a in gw.rules.list_agents()}:
        gw.rules.add_agent(agent)
    return {"Authorization": f"Bearer {gw.tokens.create(agent, scopes).token}"}


def _mail(n: int, agent_to: str = "sales@us.example") -> bytes:
    msg = EmailMessage()
    msg["From"] = f"Kim {n} <kim{n}@customer.example>"
    msg["To"] = agent_to
    msg["Subject"] = f"Order {n}"
    msg["Message-ID"] = f"<m{n}@customer.example>"
    msg["Date"] = "Tue, 01 Dec 2026 09:00:00 +0000"
    msg.set_content(f"Please ship order {n}.")
    return msg.as_bytes()


def test_endpoint_list_is_exactly_the_six_operations(api: tuple[Gateway, str]) -> None:
    gw, url = api
    spec = httpx.get(f"{url}/api/v1/openapi.json").json()
    assert {(m.upper(), p) for p, ops in spec["paths"].items() for m in ops} == ENDPOINTS - {
        ("GET", "/api/v1/openapi.json")
    }
    routes = {
        (m, r.path) for r in build_app(gw).routes for m in (getattr(r, "methods", None) or ()) if m != "HEAD"
    }
    assert routes == ENDPOINTS | {("GET", "/healthz"), ("GET", "/readyz"), ("GET", "/metrics")}
    assert "does NOT send" in spec["paths"]["/api/v1/drafts"]["post"]["summary"]


def test_send_list_read_archive_status(api: tuple[Gateway, str]) -> None:
    gw, url = api
    auth = _token(gw)
    for n in range(3):
        assert gw.inbox.ingest(_mail(n), agent="sales").outcome == "stored"
    with httpx.Client(base_url=url, headers=auth) as c:
        assert c.get("/api/v1/accounts").json()["agent_id"] == "sales"
        page = c.get("/api/v1/mail", params={"limit": 2}).json()
        assert [m["subject"] for m in page["mails"]] == ["Order 2", "Order 1"]
        assert "body" not in page["mails"][0] and page["next_cursor"]
        rest = c.get("/api/v1/mail", params={"limit": 2, "cursor": page["next_cursor"]}).json()
        assert [m["subject"] for m in rest["mails"]] == ["Order 0"] and rest["next_cursor"] == ""
        first = page["mails"][0]["id"]
        read = c.get(f"/api/v1/mail/{first}").json()
        assert read["fenced"].startswith("<inbound_mail") and "Please ship order 2." in read["fenced"]
        assert c.get("/api/v1/mail", params={"unread": "true"}).json()["mails"][0]["subject"] == "Order 1"
        assert c.post(f"/api/v1/mail/{first}/archive").json() == {"id": first, "archived": True}
        assert first not in [m["id"] for m in c.get("/api/v1/mail").json()["mails"]]
        archived = c.get("/api/v1/mail", params={"include_archived": "true"}).json()["mails"]
        assert first in [m["id"] for m in archived]
        body = {"to": ["bob@example.com"], "subject": "Hi", "body": "Hello Bob", "idempotency_key": "k-1"}
        sent = c.post("/api/v1/drafts", json=body).json()
        assert sent["outcome"] == "held" and sent["draft_id"]
        again = c.post("/api/v1/drafts", json=body).json()
        assert again["draft_id"] == sent["draft_id"] and again["duplicate"] is True
        status = c.get(f"/api/v1/drafts/{sent['draft_id']}").json()
        assert status["state"] == "pending" and status["outcome"] == "held"
    assert len(gw.outbox.drafts()) == 1


@pytest.mark.parametrize(
    ("headers", "why"),
    [
        ({}, "missing"),
        ({"Authorization": "Bearer nope"}, "malformed"),
        ({"Authorization": "Basic abc"}, "missing"),
    ],
)
def test_missing_or_wrong_token_is_401_and_audited(
    api: tuple[Gateway, str], headers: dict[str, str], why: str
) -> None:
    gw, url = api
    r = httpx.get(f"{url}/api/v1/mail", headers=headers)
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
    assert r.headers["www-authenticate"].startswith("Bearer")
    refused = [row for row in gw.audit.rows() if row.action == "token.refused"]
    assert len(refused) == 1 and why in str(refused[0].detail)


def test_a_token_revoked_between_requests_is_refused_and_audited_once_with_its_id(
    api: tuple[Gateway, str],
) -> None:
    # The token is read on every request (on SQLite in WAL, on the event loop; otherwise in a
    # worker), and a refusal is audited once, whichever thread read it.
    gw, url = api
    auth = _token(gw)
    token_id = auth["Authorization"].split("_")[1]
    with httpx.Client(base_url=url, headers=auth) as c:
        for _ in range(3):
            assert c.get("/api/v1/accounts").json()["agent_id"] == "sales"
        assert gw.tokens.list("sales")[0].last_used_at is not None
        gw.tokens.revoke(token_id)
        r = c.get("/api/v1/accounts")
    assert r.status_code == 401
    refused = [row for row in gw.audit.rows() if row.action == "token.refused"]
    assert [(row.subject, row.actor) for row in refused] == [(token_id, f"token:{token_id}")]
    assert "revoked token" in str(refused[0].detail)


def test_scope_and_other_agents_are_refused(api: tuple[Gateway, str]) -> None:
    gw, url = api
    reader = _token(gw, "sales", "mail:read")
    other = _token(gw, "support", "mail:read,mail:send")
    stored = gw.inbox.ingest(_mail(1), agent="sales")
    r = httpx.post(
        f"{url}/api/v1/drafts",
        headers=reader,
        json={"to": ["a@example.com"], "subject": "s", "body": "b", "idempotency_key": "k"},
    )
    assert r.status_code == 403 and "mail:send" in r.json()["error"]["message"]
    assert httpx.get(f"{url}/api/v1/mail/{stored.mail_id}", headers=other).status_code == 404
    assert httpx.post(f"{url}/api/v1/mail/{stored.mail_id}/archive", headers=other).status_code == 404
    r = httpx.get(f"{url}/api/v1/mail", headers=other, params={"agent_id": "sales"})
    assert r.status_code == 403
    assert gw.outbox.drafts() == []


def test_in_reply_to_does_not_tell_whether_another_inbox_holds_a_mail_id(api: tuple[Gateway, str]) -> None:
    # mail_read, mail_archive and draft_status answer "not found" alike for a missing id and for
    # another agent's: a reply to it must not be the oracle they refuse to be.
    gw, url = api
    _token(gw, "sales")
    other = _token(gw, "support")
    theirs = gw.inbox.ingest(_mail(1), agent="sales").mail_id
    missing = "m" + "0" * 16
    answers = []
    for n, mail_id in enumerate((theirs, missing)):
        r = httpx.post(
            f"{url}/api/v1/drafts",
            headers=other,
            json={
                "to": ["kim1@customer.example"],
                "subject": "Re",
                "body": "Thanks",
                "idempotency_key": f"k{n}",
                "in_reply_to": mail_id,
            },
        )
        assert r.status_code == 400 and r.json()["error"]["field"] == "in_reply_to", r.text
        answers.append(r.json()["error"]["message"].replace(mail_id, "ID"))
    assert answers[0] == answers[1]
    assert gw.outbox.drafts() == []


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        ({"to": ["a@example.com"], "subject": "s", "body": "x" * 20_001, "idempotency_key": "k"}, 413, ""),
        ({"to": ["a@example.com"], "subject": "s", "body": "b"}, 400, "idempotency_key"),
        ({"to": "not-an-address", "subject": "s", "body": "b", "idempotency_key": "k"}, 400, "to"),
        ({"to": [1], "subject": "s", "body": "b", "idempotency_key": "k"}, 400, "to"),
        (
            {"to": ["a@example.com"], "subject": "s", "body": "b", "idempotency_key": "k", "from": "x"},
            400,
            "from",
        ),
        (
            {
                "to": ["a@example.com"],
                "subject": "s\nBcc: x@evil.example",
                "body": "b",
                "idempotency_key": "k",
            },
            400,
            "subject",
        ),
    ],
)
def test_bad_sends_name_the_field_and_store_nothing(
    api: tuple[Gateway, str], body: dict[str, object], status: int, field: str
) -> None:
    gw, url = api
    r = httpx.post(f"{url}/api/v1/drafts", headers=_token(gw), json=body)
    assert r.status_code == status, r.text
    if field:
        assert r.json()["error"]["field"] == field
    assert gw.outbox.drafts() == []


def test_oversize_and_malformed_bodies(api: tuple[Gateway, str]) -> None:
    gw, url = api
    auth = _token(gw)
    big = b'{"to": ["a@example.com"], "body": "' + b"x" * 300_000 + b'"}'
    r = httpx.post(f"{url}/api/v1/drafts", headers=auth, content=big)
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"
    r = httpx.post(f"{url}/api/v1/drafts", headers=auth, content=b"{not json")
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_json"
    # Nesting within the size cap that the parser cannot follow: a 400 like any bad JSON, not a 500.
    deep = b'{"to": ' + b"[" * 50_000 + b"]" * 50_000 + b"}"
    r = httpx.post(f"{url}/api/v1/drafts", headers=auth, content=deep)
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_json", r.text
    assert "nest" in r.json()["error"]["message"]
    r = httpx.get(f"{url}/api/v1/mail", headers=auth, params={"limit": "900"})
    assert r.status_code == 400 and r.json()["error"]["field"] == "limit"
    r = httpx.get(f"{url}/api/v1/mail", headers=auth, params={"cursor": "!!"})
    assert r.status_code == 400 and r.json()["error"]["field"] == "cursor"
    assert gw.outbox.drafts() == []


def test_rate_limit_per_token(gw: Gateway) -> None:
    with (gw.home / "config.toml").open("a") as cfg:
        cfg.write("\n[api]\nrequests_per_minute = 3\n")
    limited = open_gateway(gw.home)
    listener = HttpListener(build_app(limited), ListenSettings(host="127.0.0.1", port=0)).start()
    try:
        auth = _token(gw)
        codes = [httpx.get(f"{listener.url}/api/v1/accounts", headers=auth) for _ in range(5)]
    finally:
        listener.stop()
        limited.store.dispose()
    assert [r.status_code for r in codes] == [200, 200, 200, 429, 429]
    assert int(codes[3].headers["retry-after"]) >= 1


def test_master_switch_refuses_everything(gw: Gateway) -> None:
    auth = _token(gw)
    off = open_gateway(gw.home, adjust=lambda s: replace(s, mail=replace(s.mail, enabled=False)))
    listener = HttpListener(build_app(off), ListenSettings(host="127.0.0.1", port=0)).start()
    try:
        r = httpx.get(f"{listener.url}/api/v1/mail", headers=auth)
    finally:
        listener.stop()
        off.store.dispose()
    assert r.status_code == 503 and "mail.enabled" in r.json()["error"]["message"]


def test_exposed_plain_http_is_refused() -> None:
    with pytest.raises(Exception, match="not a loopback address"):
        check_exposure(ListenSettings(host="192.0.2.10", port=8025))
    check_exposure(ListenSettings(host="192.0.2.10", port=8025, allow_insecure=True))
    check_exposure(ListenSettings(host="::1", port=8025))
