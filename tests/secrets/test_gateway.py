"""The vault, leak scanning of drafts, canaries and `scan outbound`, through the Gateway and CLI."""

from __future__ import annotations

import base64
import io
import json
import sys
from pathlib import Path

import pytest

from mailgate.cli.main import main
from mailgate.errors import SecretUnavailable
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import Decision
from mailgate.outbound.drafts import SendRequest
from mailgate.secrets.leaks import GENERIC_REFUSAL

SECRET = "hunter2-correct-horse-battery-9f3a"


def send(gw: Gateway, body: str, to: str = "me@home.example") -> object:
    return gw.outbox.submit(SendRequest(agent="bot", to=[to], subject="Hi", body=body), require_key=False)


@pytest.fixture
def armed(gw: Gateway) -> Gateway:
    gw.rules.add_agent("bot")
    gw.rules.add_owner("me@home.example")  # owner mail would pass every other rule
    gw.secrets.add_secret("db.password", SECRET)
    return gw


@pytest.mark.parametrize(
    "body",
    [
        f"the password is {SECRET}",
        f"encoded: {base64.b64encode(SECRET.encode()).decode()}",
        f"hex {SECRET.encode().hex()}",
        f"reversed {SECRET[::-1]}",
        "spaced " + " ".join(SECRET),
    ],
)
def test_a_leaked_value_denies_even_owner_mail(armed: Gateway, body: str) -> None:
    result = send(armed, body)
    assert result.decision is Decision.DENY  # type: ignore[attr-defined]
    text = " ".join(result.reasons)  # type: ignore[attr-defined]
    assert "db.password" not in text and SECRET not in text
    draft = armed.outbox.draft(result.draft_id)  # type: ignore[attr-defined]
    assert "db.password" in draft.note  # the owner sees the full reason


def test_agent_gets_a_generic_refusal(armed: Gateway) -> None:
    result = send(armed, f"leak {SECRET}")
    assert len(result.reasons) == 1  # type: ignore[attr-defined]
    assert "owner" in result.reasons[0]  # type: ignore[attr-defined]
    assert GENERIC_REFUSAL.split(".")[0] in result.reasons[0]  # type: ignore[attr-defined]


def test_clean_mail_passes(armed: Gateway) -> None:
    assert send(armed, "nothing secret here, just hunter and horses").decision is Decision.ALLOW  # type: ignore[attr-defined]


def test_a_secret_another_process_adds_blocks_the_next_draft_here(gw: Gateway, home: Path) -> None:
    # The submit scans with the scanner this gateway has cached; the transaction that stores the
    # draft reads the vault generation and scans again when another process changed the vault.
    gw.rules.add_agent("bot")
    gw.rules.add_owner("me@home.example")
    assert send(gw, f"not a secret yet: {SECRET}").decision is Decision.ALLOW  # type: ignore[attr-defined]
    other = open_gateway(home)  # another worker: its own scanner cache
    try:
        other.secrets.add_secret("db.password", SECRET)
    finally:
        other.store.dispose()
    result = send(gw, f"the password is {SECRET}")
    assert result.decision is Decision.DENY  # type: ignore[attr-defined]
    draft = gw.outbox.draft(result.draft_id)  # type: ignore[attr-defined]
    assert SECRET not in draft.body and "db.password" in draft.note


def test_canary_denies_and_raises_an_alarm(armed: Gateway) -> None:
    armed.secrets.add_secret("canary.aws.1", "AKIAZ7Q2M4X9R5T1W3VB", "canary")
    result = send(armed, "here are the keys AKIAZ7Q2M4X9R5T1W3VB")
    assert result.decision is Decision.DENY  # type: ignore[attr-defined]
    actions = [r.action for r in armed.audit.rows()]
    assert "alarm.canary" in actions


def test_missing_vault_key_fails_closed(tmp_path: Path, home: Path) -> None:
    gw = open_gateway(home)
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*")
    gw.secrets.add_secret("x", SECRET)
    gw.store.dispose()
    (home / "vault.key").unlink()
    gw = open_gateway(home)
    # Nothing can be stored without the key: the audit row of the draft could not be keyed.
    with pytest.raises(SecretUnavailable, match="vault key"):
        send(gw, "innocent text", to="x@firma.de")
    assert gw.outbox.drafts() == []
    gw.store.dispose()


def run(
    home: Path,
    *args: str,
    stdin: bytes = b"",
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> tuple[int, str]:
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    code = main(["--home", str(home), *args])
    return code, capsys.readouterr().out


def test_vault_cli_never_shows_values(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        run(
            home,
            "vault",
            "set",
            "mail.smtp.password",
            stdin=b"pw-123456789\n",
            monkeypatch=monkeypatch,
            capsys=capsys,
        )[0]
        == 0
    )
    _code, out = run(home, "vault", "list", "--json", monkeypatch=monkeypatch, capsys=capsys)
    assert json.loads(out) == [{"name": "mail.smtp.password", "kind": "secret"}]
    assert "pw-123456789" not in out
    assert run(home, "vault", "set", "Bad Name", stdin=b"x\n", monkeypatch=monkeypatch, capsys=capsys)[0] == 2
    assert run(home, "vault", "rm", "mail.smtp.password", monkeypatch=monkeypatch, capsys=capsys)[0] == 0
    assert run(home, "vault", "rm", "mail.smtp.password", monkeypatch=monkeypatch, capsys=capsys)[0] == 2
    audit = json.loads(run(home, "audit", "--json", monkeypatch=monkeypatch, capsys=capsys)[1])
    assert "pw-123456789" not in json.dumps(audit)


def test_canary_new_and_scan_outbound(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run(
        home, "canary", "new", "--kind", "github", "--json", monkeypatch=monkeypatch, capsys=capsys
    )
    doc = json.loads(out)
    assert code == 0 and doc["name"] == "canary.github.1" and doc["value"].startswith("ghp_")
    message = f"Subject: hi\nTo: x@y.example\n\nsee {doc['value'].upper()}\n".encode()
    code, out = run(home, "scan", "outbound", "--json", stdin=message, monkeypatch=monkeypatch, capsys=capsys)
    assert code == 4
    hit = json.loads(out)["hits"][0]
    assert hit["name"] == "canary.github.1" and hit["kind"] == "canary"
    code, out = run(home, "scan", "outbound", stdin=b"all clear", monkeypatch=monkeypatch, capsys=capsys)
    assert (code, out.strip()) == (0, "clean")


def test_a_refused_draft_is_stored_without_the_secret(armed: Gateway) -> None:
    result = send(armed, f"the password is {SECRET}")
    draft = armed.outbox.draft(result.draft_id)  # type: ignore[attr-defined]
    assert SECRET not in draft.body
    assert "[REDACTED]" in draft.body


def test_vault_changes_are_seen_through_the_generation(gw: Gateway) -> None:
    before = gw.secrets.vault.fingerprint()
    gw.secrets.add_secret("a.b", "value-one-1234")
    middle = gw.secrets.vault.fingerprint()
    gw.secrets.add_secret("a.b", "value-two-5678")  # same length, same name
    after = gw.secrets.vault.fingerprint()
    assert len({before, middle, after}) == 3
    actions = [r.action for r in gw.audit.rows()]
    assert actions.count("vault.set.secret") == 2
