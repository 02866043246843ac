"""Regressions found in review: retries report the stored state, input the wire would refuse is
refused at submit, every fenced field is redacted, ambiguous From, person-only approvals."""

from __future__ import annotations

import io
import json
import sys
from email.message import EmailMessage
from pathlib import Path

import pytest

from mailgate.cli.main import main
from mailgate.errors import InvalidInput, NotConfigured
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import Decision
from mailgate.outbound.drafts import SendRequest
from tests.conftest import make_home


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


def test_every_fenced_field_is_redacted(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    secret = "zz-secret-4f8a2c9e7b1d"
    gw.secrets.add_secret("s", secret)
    msg = EmailMessage()
    msg["From"] = "kim@customer.example"
    msg["To"] = "bot@us.example"
    msg["Subject"] = "files"
    msg["Date"] = f"Tue, 01 Dec 2026 09:00:00 +0000 {secret}"
    msg.set_content("see attached")
    msg.add_attachment(b"data", maintype="application", subtype="octet-stream", filename=f"{secret}.bin")
    mail_id = gw.inbox.ingest(msg.as_bytes()).mail_id
    fenced = gw.inbox.read(mail_id, agent="bot", actor="bot").fenced
    assert secret not in fenced


def test_two_from_addresses_never_pass_the_allowlist(tmp_path: Path, store_url: str) -> None:
    gw = open_gateway(make_home(tmp_path / "h", store_url, '[mail]\nallowed_senders = ["@allowed.example"]'))
    gw.rules.add_agent("bot")
    for froms in (["boss@allowed.example, eve@evil.example"], ["boss@allowed.example", "eve@evil.example"]):
        raw = b"".join(f"From: {f}\r\n".encode() for f in froms)
        raw += (
            b"To: bot@us.example\r\nSubject: pay\r\nMessage-ID: <"
            + str(len(froms)).encode()
            + b"@x>\r\n\r\npay\r\n"
        )
        assert gw.inbox.ingest(raw).outcome == "sender_refused", froms
    gw.store.dispose()


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


def test_only_a_person_can_approve(
    home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    main(["--home", str(home), "agent", "add", "bot"])
    capsys.readouterr()
    main(
        [
            "--home",
            str(home),
            "send",
            "--agent",
            "bot",
            "--to",
            "x@firma.de",
            "--subject",
            "S",
            "--body",
            "B",
            "--json",
        ]
    )
    doc = json.loads(capsys.readouterr().out)
    draft_id, digest = doc["id"], doc["content_hash"]
    assert main(["--home", str(home), "approve", draft_id, "--confirm", digest, "--by", "policy:grant"]) == 2
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"yes\n")))
    capsys.readouterr()
    assert main(["--home", str(home), "approve", draft_id, "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["state"] == "approved"  # stdout is one JSON document
    assert "Type yes" in err


def test_demo_refuses_a_home_with_a_real_smtp_server(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = make_home(tmp_path / "h", f"sqlite:///{tmp_path / 'h.db'}", '[smtp]\nhost = "smtp.example.com"')
    assert main(["--home", str(home), "serve", "--demo"]) == 2
    assert "--home: the demo runs only in a new or empty directory" in capsys.readouterr().err
    # Even a home the demo made is refused once someone gave it a real server.
    demo_home = tmp_path / "demo"
    demo_home.mkdir()
    (demo_home / "demo-home").write_text("")
    (demo_home / "config.toml").write_text('[smtp]\nhost = "smtp.example.com"\n')
    assert main(["--home", str(demo_home), "serve", "--demo", "--no-http"]) == 2
    assert "--demo" in capsys.readouterr().err


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


def test_vault_changes_are_seen_through_the_generation(gw: Gateway) -> None:
    before = gw.secrets.vault.fingerprint()
    gw.secrets.add_secret("a.b", "value-one-1234")
    middle = gw.secrets.vault.fingerprint()
    gw.secrets.add_secret("a.b", "value-two-5678")  # same length, same name
    after = gw.secrets.vault.fingerprint()
    assert len({before, middle, after}) == 3
    actions = [r["action"] for r in gw.audit.rows()]
    assert actions.count("vault.set.secret") == 2
