"""store.hotpath: fixed SQL on the DBAPI cursor stores exactly what the SQLAlchemy Core path reads."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import event, select

from mailgate.errors import StoreUnavailable
from mailgate.gateway import Gateway
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest
from mailgate.store import audit as audit_rows
from mailgate.store import drafts as stored
from mailgate.store import rules as rules_store
from mailgate.store.hotpath import Sql, SqlIn
from mailgate.store.schema import approvals, contacts, drafts
from mailgate.store.schema import settings as drafts_settings

MOMENTS = st.datetimes(
    min_value=datetime(1971, 1, 1),
    max_value=datetime(2200, 1, 1),
    timezones=st.sampled_from([UTC, timezone(timedelta(hours=5, minutes=30)), timezone(timedelta(hours=-8))]),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(when=MOMENTS, by_person=st.booleans())
def test_values_written_raw_read_back_as_core_writes_them(
    gw: Gateway, when: datetime, by_person: bool
) -> None:
    """A datetime and a boolean stored through the cursor read back exactly as Core's own insert."""
    values = {"agent": "bot", "address": "x@firma.de", "draft_id": "d1", "approved_by_person": by_person}
    with gw.store.write() as tx:
        rules_store.record_contact(tx, "bot", "x@firma.de", "d1", by_person, when)  # raw
        tx.execute(contacts.insert().values(**values, sent_at=when))  # Core
        raw, core = tx.execute(
            select(contacts.c.sent_at, contacts.c.approved_by_person).order_by(contacts.c.id)
        ).all()
        tx.execute(contacts.delete())
    assert tuple(raw) == tuple(core)
    assert raw.approved_by_person is by_person
    assert raw.sent_at == when  # the same instant, whatever zone it came in (schema.UtcDateTime)
    assert raw.sent_at.tzinfo is UTC


def test_transition_and_due_draft_agree_with_core(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    result = gw.outbox.submit(
        SendRequest(agent="bot", to=["chef@firma.de"], subject="s", body="b"), require_key=False
    )
    now = datetime.now(UTC)
    with gw.store.write() as tx:
        due = stored.next_due(tx, now)
        assert due is not None
        draft, approval, another = due
        assert draft.id == result.draft_id and another is False  # the only one
        assert approval is not None and approval["content_hash"] == draft.content_hash
        assert draft == stored.get_draft(tx, draft.id)  # the raw read builds the same Draft as Core
        stored.transition(tx, draft.id, DraftState.APPROVED, DraftState.SENDING, now, message_id="<m@x>")
        assert stored.next_due(tx, now) is None  # only approved drafts are due
        stored.transition(tx, draft.id, DraftState.SENDING, DraftState.SENT, now, note="ok", sent_at=now)
        core = tx.execute(
            select(drafts.c.state, drafts.c.sent_at, drafts.c.note).where(drafts.c.id == draft.id)
        ).one()
    assert core.state == "sent"
    assert core.note == "ok"
    assert core.sent_at == now
    assert gw.outbox.draft(draft.id).message_id == "<m@x>"


def test_the_due_query_says_whether_another_draft_is_due_besides_it(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    for n in range(2):
        req = SendRequest(agent="bot", to=["chef@firma.de"], subject=f"s{n}", body="b")
        gw.outbox.submit(req, require_key=False)
    now = datetime.now(UTC)
    with gw.store.write() as tx:
        first = stored.next_due(tx, now)
        assert first is not None and first[2] is True  # the second is due as well
        stored.transition(tx, first[0].id, DraftState.APPROVED, DraftState.SENDING, now, message_id="<a@x>")
        second = stored.next_due(tx, now)
        assert second is not None and second[2] is False  # the one in sending is not due
        later = now + timedelta(hours=1)
        tx.execute(drafts.update().where(drafts.c.id == second[0].id).values(not_before=later))
        tx.execute(drafts.update().where(drafts.c.id == first[0].id).values(state="approved"))
        third = stored.next_due(tx, now)
        assert third is not None and third[0].id == first[0].id and third[2] is False  # not yet due


def test_undo_window_is_compared_as_a_time_not_text(gw: Gateway) -> None:
    """not_before is written by Core and compared by the raw query: later means not yet due."""
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    gw.outbox.submit(SendRequest(agent="bot", to=["chef@firma.de"], subject="s", body="b"), require_key=False)
    later = datetime.now(UTC) + timedelta(hours=1)
    with gw.store.write() as tx:
        tx.execute(drafts.update().values(not_before=later))
        assert stored.next_due(tx, later - timedelta(seconds=1)) is None
        assert stored.next_due(tx, later) is not None


def test_audit_rows_appended_raw_verify(gw: Gateway) -> None:
    gw.rules.add_agent("bot")
    with gw.store.read() as tx:
        assert audit_rows.tail(tx)[0] >= 1
    assert gw.audit.verify().rows >= 1


def test_placeholders_casts_and_percent_signs(gw: Gateway) -> None:
    """ ":name" becomes the driver's style; "::" casts and "%" stay literal on every backend."""
    with gw.store.read() as tx:
        cast = "CAST(:b AS TEXT)" if tx.dialect.name == "sqlite" else ":b::text"
        (row,) = Sql(f"SELECT :a || '%', {cast}").rows(tx, {"a": "50", "b": "x"})
        assert tuple(row) == ("50%", "x")
        assert SqlIn("SELECT COUNT(*) FROM drafts WHERE id IN ({keys})").rows(tx, []) == []
        assert SqlIn("SELECT COUNT(*) FROM drafts WHERE id IN ({keys})").rows(tx, ["a", "b"])[0][0] == 0


def test_driver_errors_become_store_unavailable(gw: Gateway) -> None:
    with pytest.raises(StoreUnavailable, match=r"the database .* failed"), gw.store.write() as tx:
        Sql("SELECT * FROM no_such_table").rows(tx)


def test_list_drafts_reads_recipients_in_one_query_whatever_the_number_of_drafts(
    gw: Gateway, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Recipients and attachments of every listed draft come in one query each, not one per draft."""
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    statements: list[str] = []
    # The hot path's statements bypass SQLAlchemy's events: count them where they run, too.
    raw_execute = Sql._execute

    def counted(self: Sql, tx: object, params: object) -> object:
        statements.append(self.text)
        return raw_execute(self, tx, params)  # type: ignore[arg-type]

    monkeypatch.setattr(Sql, "_execute", counted)

    def count(_conn: object, _cursor: object, statement: str, *_rest: object) -> None:
        statements.append(statement)

    def listed_with(n: int) -> int:
        for i in range(len(gw.outbox.drafts(limit=1000)), n):
            to = [f"chef{i}@firma.de", f"buero{i}@firma.de"]
            gw.outbox.submit(SendRequest(agent="bot", to=to, subject=f"s{i}", body="b"), require_key=False)
        statements.clear()
        event.listen(gw.store.engine, "before_cursor_execute", count)
        try:
            with gw.store.read() as tx:
                got = stored.list_drafts(tx, limit=1000)
        finally:
            event.remove(gw.store.engine, "before_cursor_execute", count)
        assert len(got) == n
        assert all(len(d.recipients) == 2 for d in got)
        return len(statements)

    few, many = listed_with(2), listed_with(7)
    assert few == many
    assert many <= 3  # the drafts, their recipients, their attachments


def test_a_draft_inserted_raw_reads_back_as_a_core_insert_of_it(gw: Gateway) -> None:
    """The submit's raw insert of a draft, its recipient and its approval: every column, the schema's
    defaults included, reads back as Core's own insert of the same draft; the raw key lookup finds it."""
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    result = gw.outbox.submit(
        SendRequest(agent="bot", to=["Chef <chef@firma.de>"], subject="s", body="b", idempotency_key="k1"),
        actor="agent:bot",
        require_key=True,
    )
    with gw.store.write() as tx:
        raw_row = tx.execute(select(drafts).where(drafts.c.id == result.draft_id)).one()._asdict()
        approval = tx.execute(select(approvals).where(approvals.c.draft_id == result.draft_id)).one()
        copy = {**raw_row, "id": "dcore", "idempotency_key": "k2"}
        del copy["message_id"], copy["sent_at"], copy["outcome"], copy["outcome_by"], copy["retry_of"]
        tx.execute(drafts.insert().values(**copy))  # Core, leaving the defaulted columns to the schema
        core_row = tx.execute(select(drafts).where(drafts.c.id == "dcore")).one()._asdict()
        found = stored.find_by_key(tx, "bot", "k1")
        assert stored.find_by_key(tx, "bot", "nope") is None
        tx.execute(drafts.delete().where(drafts.c.id == "dcore"))
    assert {**raw_row, "id": "dcore", "idempotency_key": "k2"} == core_row
    assert raw_row["state"] == DraftState.APPROVED.value and raw_row["created_at"].tzinfo is UTC
    assert (approval.decision, approval.content_hash) == ("approved", result.content_hash)
    assert approval.decided_at == raw_row["created_at"]
    assert found is not None and found.id == result.draft_id
    assert [(r.address.key, r.address.display_name) for r in found.recipients] == [("chef@firma.de", "Chef")]


def test_the_due_draft_brings_every_recipient_in_order_as_core_reads_them(gw: Gateway) -> None:
    """The recipients ride on the due query as one JSON array: twelve of them (positions 10 and 11
    sort after 2 only as numbers), To and Cc mixed, display names with apostrophes and
    non-ASCII, and none, read back exactly as the Core path reads them."""
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    to = [f"Jörg O'Brien-Müller {n} <m{n}@firma.de>" for n in range(6)] + ["plain@firma.de"]
    cc = [f"Ærø {n} <c{n}@firma.de>" for n in range(4)] + ["k@firma.de"]
    result = gw.outbox.submit(
        SendRequest(agent="bot", to=to, cc=cc, subject="s", body="b"), require_key=False
    )
    with gw.store.write() as tx:
        due = stored.next_due(tx, datetime.now(UTC))
        assert due is not None
        draft = due[0]
        core = stored.get_draft(tx, draft.id)
    assert draft.id == result.draft_id
    assert len(draft.recipients) == 12
    assert draft.recipients == core.recipients  # the same order, kinds, names and addresses
    assert draft == core


def test_the_flags_come_with_the_due_draft_and_without_one(gw: Gateway) -> None:
    """claimable() reads the asked flags in the due draft's own statement, and apart when none is due."""
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@firma.de")
    keys = ("sending_paused", "vault_generation", "never_set")
    statements: list[str] = []

    def count(_conn: object, _cursor: object, statement: str, *_rest: object) -> None:
        statements.append(statement)

    raw_execute = Sql._execute

    def counted(self: Sql, tx: object, params: object) -> object:
        statements.append(self.text)
        return raw_execute(self, tx, params)  # type: ignore[arg-type]

    with gw.store.write() as tx:
        tx.execute(drafts_settings.insert().values(key="sending_paused", value="since now"))
        tx.execute(drafts_settings.insert().values(key="vault_generation", value="7"))
    with gw.store.write() as tx:  # nothing due: the flags in a statement of their own
        now = datetime.now(UTC)
        assert stored.claimable(tx, now, keys) == (
            None,
            {"sending_paused": "since now", "vault_generation": "7"},
        )
    gw.outbox.submit(SendRequest(agent="bot", to=["chef@firma.de"], subject="s", body="b"), require_key=False)
    now = datetime.now(UTC)
    with pytest.MonkeyPatch.context() as patch, gw.store.write() as tx:
        patch.setattr(Sql, "_execute", counted)
        event.listen(gw.store.engine, "before_cursor_execute", count)
        try:
            due, flags = stored.claimable(tx, now, keys)
        finally:
            event.remove(gw.store.engine, "before_cursor_execute", count)
    assert due is not None and due.draft.recipients[0].address.addr_spec == "chef@firma.de"
    assert flags == {"sending_paused": "since now", "vault_generation": "7"}
    assert len(statements) == 1  # the draft, its approval, recipients and flags in one statement
