"""Agent identity on both backends: tokens (hashed, scoped, expiring, revoked, audited) and delegation."""

from __future__ import annotations

import hashlib
import json
from datetime import timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import create_engine, text

from mailgate import (
    Caller,
    Forbidden,
    Gateway,
    InvalidInput,
    ListQuery,
    NotFound,
    SendInput,
    Unauthorized,
    clock,
)
from mailgate.agents.delegation import readable_by
from mailgate.agents.scopes import Scope, parse_scopes
from mailgate.agents.tokens import parse_duration


def _refusals(gw: Gateway) -> list[dict[str, object]]:
    return [r for r in gw.audit.rows() if r.action == "token.refused"]


def test_token_printed_once_stored_as_keyed_hash(gw: Gateway) -> None:
    gw.rules.add_agent("sales")
    issued = gw.tokens.create("sales", "mail:read,mail:send", name="laptop")
    assert issued.token.startswith("mg_") and issued.info.id in issued.token
    assert issued.token not in repr(issued)
    engine = create_engine(gw.store.url)
    with engine.connect() as conn:
        dump = " ".join(str(v) for row in conn.execute(text("SELECT * FROM tokens")) for v in row)
        audit_dump = " ".join(str(v) for row in conn.execute(text("SELECT * FROM audit_log")) for v in row)
    engine.dispose()
    secret = issued.token.split("_", 2)[2]  # mg_<id>_<secret>: the secret itself may hold "_"
    assert secret not in dump and secret not in audit_dump
    caller = gw.tokens.authenticate(issued.token, door="test")
    assert caller == Caller(agent="sales", token_id=issued.info.id, scopes=frozenset(Scope))
    listed = gw.tokens.list()
    assert [t.id for t in listed] == [issued.info.id]
    assert listed[0].last_used_at is not None and listed[0].name == "laptop"


def test_a_token_written_into_the_database_without_the_key_is_refused(gw: Gateway) -> None:
    """Someone who can write the table cannot mint a token: the hash is keyed outside the database."""
    gw.rules.add_agent("sales")
    issued = gw.tokens.create("sales", "mail:send")
    forged_secret = "A" * 43
    engine = create_engine(gw.store.url)
    with engine.begin() as conn:
        conn.execute(
            text("UPDATE tokens SET token_hash = :h"),
            {"h": hashlib.sha256(forged_secret.encode()).hexdigest()},
        )
    engine.dispose()
    with pytest.raises(Unauthorized):
        gw.tokens.authenticate(f"mg_{issued.info.id}_{forged_secret}", door="test")


@pytest.mark.parametrize(
    "presented",
    [
        None,
        "",
        "Bearer x",
        "mg_short_x",
        "mg_aaaaaaaaaaaaaaaa_" + "B" * 43,
        "mg_aaaaaaaaaaaaaaaa_" + "B" * 44,
    ],
)
def test_unknown_or_malformed_tokens_are_refused_and_audited(gw: Gateway, presented: str | None) -> None:
    with pytest.raises(Unauthorized):
        gw.tokens.authenticate(presented, door="api")
    rows = _refusals(gw)
    assert len(rows) == 1
    assert "B" * 43 not in str(rows[0])  # never the presented secret


def test_revoked_and_expired_tokens_are_refused(gw: Gateway) -> None:
    gw.rules.add_agent("sales")
    revoked = gw.tokens.create("sales", "mail:read")
    gw.tokens.revoke(revoked.info.id)
    with pytest.raises(Unauthorized, match="revoked"):
        gw.tokens.authenticate(revoked.token, door="api")
    expiring = gw.tokens.create("sales", "mail:read", expires_in=timedelta(days=1))
    gw.tokens.authenticate(expiring.token, door="api")
    engine = create_engine(gw.store.url)
    with engine.begin() as conn:  # age the token instead of waiting for it
        conn.execute(
            text("UPDATE tokens SET expires_at = created_at - interval '1 day'")
            if engine.dialect.name == "postgresql"
            else text("UPDATE tokens SET expires_at = '2000-01-01 00:00:00.000000' WHERE id = :i"),
            {"i": expiring.info.id},
        )
    engine.dispose()
    with pytest.raises(Unauthorized, match="expired"):
        gw.tokens.authenticate(expiring.token, door="api")
    reasons = [r.detail for r in _refusals(gw)]
    assert any("revoked" in str(d) for d in reasons) and any("expired" in str(d) for d in reasons)


def test_scopes_limit_operations(gw: Gateway) -> None:
    gw.rules.add_agent("sales")
    reader = gw.tokens.authenticate(gw.tokens.create("sales", "mail:read").token, door="t")
    sender = gw.tokens.authenticate(gw.tokens.create("sales", "mail:send").token, door="t")
    send = SendInput(to=["bob@example.com"], subject="Hi", body="Hello", idempotency_key="k1")
    with pytest.raises(Forbidden, match="mail:send"):
        gw.agents.send(reader, send)
    with pytest.raises(Forbidden, match="mail:read"):
        gw.agents.list_mail(sender, ListQuery())
    assert gw.agents.send(sender, send).outcome == "held"
    assert gw.outbox.drafts() and gw.outbox.drafts()[0].agent == "sales"


def test_token_for_unknown_agent_and_bad_inputs(gw: Gateway) -> None:
    with pytest.raises(NotFound):
        gw.tokens.create("ghost", "mail:read")
    gw.rules.add_agent("sales")
    with pytest.raises(InvalidInput, match="scope"):
        gw.tokens.create("sales", "mail:admin")
    with pytest.raises(InvalidInput, match="expires"):
        parse_duration("-3d")
    assert parse_duration("30d") == timedelta(days=30)


def test_delegation_two_levels_and_no_cycles(gw: Gateway) -> None:
    for name in ("boss", "lead", "worker", "other"):
        gw.rules.add_agent(name)
    gw.rules.set_manager("lead", "boss")
    gw.rules.set_manager("worker", "lead")
    assert readable_by("boss", gw.rules.managers()) == {"boss", "lead", "worker"}
    with pytest.raises(InvalidInput, match="cycle"):
        gw.rules.set_manager("boss", "worker")
    boss = gw.tokens.authenticate(gw.tokens.create("boss", "mail:read").token, door="t")
    worker = gw.tokens.authenticate(gw.tokens.create("worker", "mail:read").token, door="t")
    assert gw.agents.list_mail(boss, ListQuery(agent_id="worker")).mails == ()
    with pytest.raises(Forbidden):
        gw.agents.list_mail(worker, ListQuery(agent_id="boss"))
    with pytest.raises(Forbidden):
        gw.agents.list_mail(boss, ListQuery(agent_id="other"))


@given(st.text(max_size=60))
def test_parse_scopes_accepts_only_known_names(raw: str) -> None:
    try:
        got = parse_scopes(raw)
    except InvalidInput:
        return
    assert got and got <= set(Scope)
    assert all(part.strip() in {"mail:read", "mail:send"} for part in raw.split(",") if part.strip())


def test_check_only_reads_and_conclude_does_the_writes(gw: Gateway, monkeypatch: pytest.MonkeyPatch) -> None:
    gw.rules.add_agent("sales")
    issued = gw.tokens.create("sales", "mail:send")
    at = clock.now()
    monkeypatch.setattr(clock, "now", lambda: at)  # the last-used window must not run out mid-test
    first = gw.tokens.check(issued.token)
    assert first.caller is not None and first.caller.agent == "sales"
    assert first.needs_write  # never used: its last-used stamp is due
    assert gw.tokens.list("sales")[0].last_used_at is None  # the check wrote nothing
    assert gw.tokens.conclude(first, door="smtp") == first.caller
    assert gw.tokens.list("sales")[0].last_used_at is not None
    again = gw.tokens.check(issued.token)
    assert again.caller == first.caller and not again.needs_write  # stamped within the second
    gw.tokens.revoke(issued.info.id)
    rows = len(gw.audit.rows())
    revoked = gw.tokens.check(issued.token)
    assert revoked.caller is None and revoked.refusal == "revoked token" and revoked.needs_write
    assert len(gw.audit.rows()) == rows
    with pytest.raises(Unauthorized, match="revoked"):
        gw.tokens.conclude(revoked, door="smtp")
    assert [json.loads(str(r.detail)) for r in _refusals(gw)] == [{"reason": "revoked token", "door": "smtp"}]
