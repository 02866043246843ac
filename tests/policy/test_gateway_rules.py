"""Rules as data through the Gateway, on SQLite and PostgreSQL: read fresh, audited, fail closed."""

from __future__ import annotations

from pathlib import Path

import pytest

from mailgate import audit
from mailgate.errors import AuditBroken, Conflict, InvalidInput, NotFound, StoreUnavailable
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import Decision
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.outbox import Outbox
from mailgate.store import Store
from tests.conftest import make_home


def req(*to: str, agent: str = "bot", body: str = "Hello there", **kw: object) -> SendRequest:
    return SendRequest(agent=agent, to=list(to), subject="Hi", body=body, **kw)  # type: ignore[arg-type]


def test_rules_are_read_fresh_on_every_decision(gw: Gateway) -> None:
    gw.rules.add_agent("bot", 1)
    assert gw.outbox.explain(req("chef@firma.de")).decision is Decision.HOLD
    gw.rules.add_grant("*@firma.de", "bot")
    assert gw.outbox.explain(req("Chef@Firma.DE")).decision is Decision.ALLOW
    gw.rules.add_dnc("chef@firma.de", "asked us to stop")
    assert gw.outbox.explain(req("chef@firma.de")).decision is Decision.DENY
    gw.rules.remove_dnc("chef@firma.de")
    gw.rules.remove_grant("*@firma.de", "bot")
    assert gw.outbox.explain(req("chef@firma.de")).decision is Decision.HOLD


def test_grant_for_one_agent_does_not_cover_another(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_agent("other")
    gw.rules.add_grant("x@firma.de", "bot")
    assert gw.outbox.explain(req("x@firma.de")).decision is Decision.ALLOW
    assert gw.outbox.explain(req("x@firma.de", agent="other")).decision is Decision.HOLD
    gw.rules.add_grant("x@firma.de")  # every agent
    assert gw.outbox.explain(req("x@firma.de", agent="other")).decision is Decision.ALLOW


def test_domain_grant_is_never_a_suffix_match(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    assert gw.outbox.explain(req("chef@evilfirma.de")).decision is Decision.HOLD
    assert gw.outbox.explain(req("x@sub.firma.de")).decision is Decision.HOLD


def test_allowed_list_and_rungs(gw: Gateway) -> None:
    gw.rules.add_agent("bot", 0)
    gw.rules.allow("bot", "pat@partner.de", min_rung=2)
    assert gw.outbox.explain(req("pat@partner.de")).decision is Decision.HOLD
    gw.rules.set_rung("bot", 2)
    assert gw.outbox.explain(req("pat@partner.de")).decision is Decision.ALLOW
    with pytest.raises(InvalidInput, match="not \\*"):
        gw.rules.allow("bot", "*")


def test_owner_addresses_need_no_approval(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_owner("Me <me@home.example>")
    assert gw.outbox.explain(req("ME@home.example")).decision is Decision.ALLOW


def test_rate_limit_counts_stored_drafts(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de", "bot")
    gw.rules.set_rate("bot", per_hour=2, per_day=None)
    for i in range(2):
        assert gw.outbox.submit(req("a@firma.de", body=f"n{i}"), require_key=False).decision is Decision.ALLOW
    third = gw.outbox.submit(req("a@firma.de", body="n3"), require_key=False)
    assert third.decision is Decision.HOLD
    assert any("per hour" in r for r in third.reasons)


def test_bad_input_names_the_field_and_writes_nothing(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    before = len(gw.audit.rows())
    cases = [
        (req("a@x.de, b@y.de"), "to"),
        (req(""), "to"),
        (SendRequest(agent="bot", to=["a@x.de"], subject=" ", body="b"), "subject"),
        (SendRequest(agent="bot", to=["a@x.de"], subject="a\r\nBcc: x@y.z", body="b"), "subject"),
        (req("a@x.de", body="x" * 4001), "body"),
        (req("a@x.de", agent="Bad-Name"), "agent"),
        (req("a@x.de", cc=["evil@x.de\r\n"]), "cc"),
    ]
    for bad, field in cases:
        with pytest.raises(InvalidInput) as info:
            gw.outbox.submit(bad, require_key=False)
        assert info.value.field == field
    assert len(gw.audit.rows()) == before
    assert gw.outbox.drafts() == []


def test_body_limit_error_names_both_limits(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    with pytest.raises(InvalidInput, match="max_body_chars is 4000 \\(hard ceiling 20000\\)"):
        gw.outbox.submit(req("a@x.de", body="x" * 5000), require_key=False)


def test_unknown_agent_is_refused_before_storing(gw: Gateway) -> None:
    with pytest.raises(InvalidInput) as info:
        gw.outbox.submit(req("a@x.de", agent="ghost"), require_key=False)
    assert info.value.field == "agent"
    assert gw.outbox.drafts() == []
    assert gw.outbox.explain(req("a@x.de", agent="ghost")).decision is Decision.DENY


def test_duplicate_rules_and_missing_rows(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    with pytest.raises(Conflict):
        gw.rules.add_agent("bot")
    with pytest.raises(NotFound):
        gw.rules.set_rung("ghost", 1)
    with pytest.raises(NotFound):
        gw.rules.remove_grant("x@y.de")
    with pytest.raises(InvalidInput):
        gw.rules.add_grant("*.firma.de")


def test_every_rule_change_is_audited_and_chained(gw: Gateway) -> None:
    gw.rules.add_agent("bot", 1)
    gw.rules.add_grant("*@firma.de", "bot")
    gw.rules.add_owner("me@home.example")
    gw.rules.add_dnc("no@firma.de", "complaint")
    actions = [r.action for r in gw.audit.rows()]
    assert actions == ["agent.add", "grant.add", "owner.add", "contact.dnc"]
    assert gw.audit.verify().rows == 4


def test_audit_detects_an_edited_or_deleted_row(gw: Gateway) -> None:
    gw.rules.add_agent("bot", 1)
    gw.rules.add_grant("*@firma.de", "bot")
    gw.rules.add_owner("me@home.example")
    rows = [r.to_json() for r in gw.audit.rows()]
    edited = [dict(r) for r in rows]
    edited[1]["detail"] = '{"agent": "other"}'
    key = gw.chain.key
    with pytest.raises(AuditBroken, match="row 2"):
        audit.verify(edited, key, None)
    with pytest.raises(AuditBroken, match="row 2 is missing"):
        audit.verify([rows[0], rows[2]], key, None)
    with gw.store.write() as tx:
        tx.exec_driver_sql("UPDATE audit_log SET actor = 'mallory' WHERE seq = 1")
    with pytest.raises(AuditBroken):
        gw.audit.verify()


def test_store_that_cannot_be_read_means_hold(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*")
    broken = Store("postgresql+psycopg://nobody:x@127.0.0.1:1/none?connect_timeout=2")
    outbox = Outbox(broken, gw.settings, gw.secrets, lambda k, d: None)
    from mailgate.outbound.drafts import validate

    verdict = outbox.explain(validate(req("x@firma.de"), max_body_chars=4000))
    assert verdict.decision is Decision.HOLD
    assert "could not be evaluated" in verdict.reasons[0]


def test_corrupt_sqlite_file_is_store_unavailable(tmp_path: Path) -> None:
    home = make_home(tmp_path / "h", f"sqlite:///{tmp_path / 'h' / 'x.db'}")
    (tmp_path / "h" / "x.db").write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreUnavailable):
        open_gateway(home)
