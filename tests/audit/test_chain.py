"""The keyed audit chain, attacked the way a database writer would: SQL straight into the store.

Someone who can write the database but not read the vault key forges an approval, cuts rows off
the end of the log, or rebuilds the chain with recomputed hashes. The settler must not send what
such a person approved, and `mailgate audit --verify` must exit 6. Every test runs on SQLite and
PostgreSQL against a real TLS capture server.
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import delete, insert, select, update

from mailgate.cli.main import main
from mailgate.errors import AuditBroken, SecretUnavailable
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest, content_hash, validate
from mailgate.store import Store
from mailgate.store.schema import approvals, audit_log, drafts
from mailgate.testing.capture import CaptureServer
from tests.conftest import Recorder, make_home

StartServer = Callable[..., CaptureServer]


# --- what the attacker knows: the public, unkeyed row hash ------------------------------------


def plain_hash(row: dict[str, Any]) -> str:
    """SHA-256 over the row's fields, exactly as the unkeyed chain defined it."""
    at = row["at"].astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds")
    fields = [str(row["seq"]), at, row["actor"], row["action"], row["subject"], row["detail"]]
    return hashlib.sha256("\x1f".join([*fields, row["prev_hash"]]).encode("utf-8")).hexdigest()


def all_rows(store: Store) -> list[dict[str, Any]]:
    with store.read() as tx:
        return [dict(r._mapping) for r in tx.execute(select(audit_log).order_by(audit_log.c.seq))]


def forge_row(store: Store, *, actor: str, action: str, subject: str, detail: dict[str, Any]) -> None:
    """Append a row after the current tail with a correctly recomputed plain hash."""
    tail = all_rows(store)[-1]
    row = {
        "seq": tail["seq"] + 1,
        "at": datetime.now(UTC),
        "actor": actor,
        "action": action,
        "subject": subject,
        "detail": json.dumps(detail, sort_keys=True),
        "prev_hash": tail["hash"],
    }
    row["hash"] = plain_hash(row)
    with store.write() as tx:
        tx.execute(insert(audit_log).values(**row))


def rehash_from(store: Store, first_seq: int, last_seq: int | None = None) -> None:
    """Recompute the plain hashes from ``first_seq`` on, so the unkeyed chain looks intact again."""
    rows = all_rows(store)
    prev = next((r["hash"] for r in rows if r["seq"] == first_seq - 1), "")
    with store.write() as tx:
        for row in rows:
            if row["seq"] < first_seq or (last_seq is not None and row["seq"] > last_seq):
                continue
            row["prev_hash"] = prev
            row["hash"] = prev = plain_hash(row)
            tx.execute(
                update(audit_log)
                .where(audit_log.c.seq == row["seq"])
                .values(prev_hash=row["prev_hash"], hash=row["hash"])
            )


# --- fixtures -------------------------------------------------------------------------------


@pytest.fixture
def open_home(tmp_path: Path, store_url: str) -> Iterator[Callable[..., tuple[Path, Gateway]]]:
    """A home whose [smtp] points at ``server``; agent bot may write to *@firma.de freely."""
    opened: list[Gateway] = []

    def open_(server: CaptureServer, extra: str = "") -> tuple[Path, Gateway]:
        smtp = (
            f'[smtp]\nhost = "127.0.0.1"\nport = {server.port}\nca_file = "{server.ca_file}"\n'
            'from_addr = "bot@mg.example"\ntimeout_secs = 10\n'
        )
        home = make_home(tmp_path / "home", store_url, smtp + extra)
        gw = open_gateway(home)
        opened.append(gw)
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de", "bot")
        return home, gw

    yield open_
    for gw in opened:
        gw.store.dispose()


def cli(home: Path, *args: str) -> tuple[int, str, str]:
    """The real CLI in-process; stdout and stderr captured by swapping the streams."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = main(["--home", str(home), *args])
    finally:
        sys.stdout, sys.stderr = saved
    return code, out.getvalue(), err.getvalue()


def submit(gw: Gateway, to: str, body: str = "Guten Tag.\n") -> tuple[str, str]:
    result = gw.outbox.submit(
        SendRequest(agent="bot", to=[to], subject="Angebot", body=body), require_key=False
    )
    return result.draft_id, result.state


# --- the attacks ----------------------------------------------------------------------------


def test_a_forged_approval_is_not_sent_and_breaks_the_chain(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    srv = start_server("starttls")
    home, gw = open_home(srv)
    draft_id, state = submit(gw, "boss@victim.example", body="Please wire 40,000 EUR today.\n")
    assert state == "pending"
    draft = gw.outbox.draft(draft_id)
    now = datetime.now(UTC)
    # The forger approves it the way `mailgate approve` would have: approval row, state, audit row.
    with gw.store.write() as tx:
        tx.execute(
            insert(approvals).values(
                draft_id=draft_id,
                decision="approved",
                content_hash=draft.content_hash,
                decided_by="owner",
                reason="",
                decided_at=now,
            )
        )
        tx.execute(
            update(drafts)
            .where(drafts.c.id == draft_id)
            .values(state="approved", approved_by="owner", not_before=now, updated_at=now)
        )
    forge_row(
        gw.store,
        actor="owner",
        action="draft.approve",
        subject=draft_id,
        detail={"content_hash": draft.content_hash},
    )

    report = gw.sending.settle()
    assert report.sent == [] and report.rejected == [draft_id]
    assert srv.messages == [] and srv.mail_commands == []
    rejected = gw.outbox.draft(draft_id)
    assert rejected.state is DraftState.REJECTED
    assert rejected.note.startswith("approval_missing")
    assert any(r.action == "draft.reject" and r.subject == draft_id for r in gw.audit.rows())

    code, _out, err = cli(home, "audit", "--verify")
    assert code == 6, err
    assert "not keyed" in err


def test_a_real_approval_is_still_sent(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    srv = start_server("starttls")
    home, gw = open_home(srv)
    held_id, _ = submit(gw, "boss@elsewhere.example")
    gw.outbox.approve(held_id, by="owner", confirm_hash=gw.outbox.draft(held_id).content_hash)
    granted_id, state = submit(gw, "chef@firma.de")
    assert state == "approved"
    report = gw.sending.settle()
    assert sorted(report.sent) == sorted([held_id, granted_id])
    assert len(srv.wait_for(2)) == 2
    assert cli(home, "audit", "--verify")[0] == 0


def test_a_sent_draft_flipped_back_to_approved_is_not_sent_again(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    srv = start_server("starttls")
    _home, gw = open_home(srv)
    draft_id, _ = submit(gw, "chef@firma.de")
    assert gw.sending.settle().sent == [draft_id]
    srv.wait_for(1)
    with gw.store.write() as tx:
        tx.execute(update(drafts).where(drafts.c.id == draft_id).values(state="approved"))
    report = gw.sending.settle()
    assert report.sent == [] and report.rejected == [draft_id]
    assert len(srv.messages) == 1
    assert "approval_missing" in gw.outbox.draft(draft_id).note


def test_an_approval_row_bound_to_other_content_is_refused(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    srv = start_server("starttls")
    _home, gw = open_home(srv)
    draft_id, _ = submit(gw, "chef@firma.de", body="Das Angebot gilt bis Freitag.\n")
    # The forger rewrites the approved draft's body and every hash the database holds for it.
    body = "Das Angebot gilt bis Freitag. Zahlung bitte an IBAN XX00 0000.\n"
    old = gw.outbox.draft(draft_id)
    req = SendRequest(agent="bot", to=["chef@firma.de"], subject="Angebot", body=body)
    digest = content_hash(validate(req, max_body_chars=4000), body)
    with gw.store.write() as tx:
        tx.execute(update(drafts).where(drafts.c.id == draft_id).values(body=body, content_hash=digest))
        tx.execute(update(approvals).where(approvals.c.draft_id == draft_id).values(content_hash=digest))
    assert old.content_hash != digest
    report = gw.sending.settle()
    assert report.sent == [] and report.rejected == [draft_id]
    assert srv.messages == []
    assert "approval_missing" in gw.outbox.draft(draft_id).note


def test_rows_cut_off_the_end_are_detected(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    home, gw = open_home(start_server("starttls"))
    gw.rules.add_dnc("angry@firma.de", "asked us to stop")
    gw.rules.add_owner("me@home.example")
    assert cli(home, "audit", "--verify")[0] == 0
    # Erase the stop-list entry and every trace of it: the last two audit rows.
    last = all_rows(gw.store)[-1]["seq"]
    with gw.store.write() as tx:
        tx.execute(delete(audit_log).where(audit_log.c.seq > last - 2))
    code, _out, err = cli(home, "audit", "--verify")
    assert code == 6
    assert f"row {last}" in err and "deleted" in err


def test_a_rebuilt_chain_is_detected(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    home, gw = open_home(start_server("starttls"))
    gw.rules.add_grant("*@rival.example", "bot")
    gw.rules.add_owner("me@home.example")
    rows = all_rows(gw.store)
    # Every row rewritten as if the grant had been for *@firma.de only, every hash recomputed.
    with gw.store.write() as tx:
        tx.execute(delete(audit_log).where(audit_log.c.seq > 2))
    forge_row(gw.store, actor="owner", action="owner.add", subject="me@home.example", detail={})
    forge_row(gw.store, actor="owner", action="owner.add", subject="me2@home.example", detail={})
    rehash_from(gw.store, 1)
    assert len(all_rows(gw.store)) == len(rows)
    code, _out, err = cli(home, "audit", "--verify")
    assert code == 6, err


def test_an_edited_middle_row_is_still_detected(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    home, gw = open_home(start_server("starttls"))
    gw.rules.add_owner("me@home.example")
    with gw.store.write() as tx:
        tx.execute(update(audit_log).where(audit_log.c.seq == 2).values(actor="mallory"))
    code, _out, err = cli(home, "audit", "--verify")
    assert code == 6 and "row 2" in err
    with pytest.raises(AuditBroken):
        gw.audit.verify()


# --- keys, anchors, legacy rows -------------------------------------------------------------


def test_without_the_vault_key_nothing_is_sent_and_verify_says_why(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    srv = start_server("starttls")
    home, gw = open_home(srv)
    draft_id, _ = submit(gw, "chef@firma.de")
    gw.store.dispose()
    key = (home / "vault.key").read_bytes()
    (home / "vault.key").unlink()
    keyless = open_gateway(home)
    try:
        with pytest.raises(SecretUnavailable, match="audit chain"):
            keyless.sending.settle()
    finally:
        keyless.store.dispose()
    code, _out, err = cli(home, "settle", "--once")
    assert code == 1 and "vault key" in err
    assert srv.messages == []
    # No row is written that could not be keyed, so neither is the change it would record.
    before = all_rows(gw.store)
    code, _out, err = cli(
        home, "send", "--agent", "bot", "--to", "chef@firma.de", "--subject", "S", "--body", "B"
    )
    assert code == 1 and "vault key" in err
    assert cli(home, "agent", "add", "other")[0] == 1
    assert all_rows(gw.store) == before
    code, _out, err = cli(home, "audit", "--verify")
    assert code == 6 and "vault key" in err
    code, out, _err = cli(home, "doctor", "--json")
    checks = {c["check"]: c for c in json.loads(out)}
    assert code == 1 and checks["audit"]["ok"] is False and "vault key" in checks["audit"]["detail"]
    # The key comes back: the draft approved before is sent, its approval row verifies.
    (home / "vault.key").write_bytes(key)
    (home / "vault.key").chmod(0o600)
    assert cli(home, "settle", "--once")[0] == 0
    assert len(srv.wait_for(1)) == 1
    gw2 = open_gateway(home)
    try:
        assert gw2.outbox.draft(draft_id).state is DraftState.SENT
    finally:
        gw2.store.dispose()


def test_the_anchor_is_private_and_follows_every_write(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer
) -> None:
    home, gw = open_home(start_server("starttls"))
    anchor = home / "audit.anchor"
    assert anchor.stat().st_mode & 0o777 == 0o600
    lines = anchor.read_text().splitlines()
    rows = all_rows(gw.store)
    assert [line.split() for line in lines] == [[str(r["seq"]), r["hash"]] for r in rows]


def test_unkeyed_rows_of_an_existing_home_verify_as_a_legacy_prefix(tmp_path: Path, store_url: str) -> None:
    home = make_home(tmp_path / "home", store_url)
    # A home from before the chain was keyed: its rows carry plain hashes and it has no anchor.
    old = open_gateway(home)
    old.store.chain = None
    old.rules.add_agent("bot")
    old.rules.add_grant("*@firma.de", "bot")
    legacy = all_rows(old.store)
    old.store.dispose()
    assert not (home / "audit.anchor").exists()
    assert all(r["hash"] == plain_hash(r) for r in legacy)

    gw = open_gateway(home)
    try:
        gw.rules.add_owner("me@home.example")
        report = gw.audit.verify()
        assert (report.rows, report.legacy) == (3, 2)
        code, out, _ = cli(home, "audit", "--verify", "--json")
        assert code == 0 and json.loads(out)["legacy_rows"] == 2
        # The first keyed row seals the legacy prefix: an old row edited and re-hashed no longer
        # leads to it (and its link cannot be changed without the key) ...
        with gw.store.write() as tx:
            tx.execute(update(audit_log).where(audit_log.c.seq == 2).values(subject="*"))
        rehash_from(gw.store, 2, 2)
        code, _out, err = cli(home, "audit", "--verify")
        assert code == 6 and "row 3 was changed" in err
        # ... and rewriting every row as an unkeyed one is caught by the anchor.
        rehash_from(gw.store, 1)
        code, _out, err = cli(home, "audit", "--verify")
        assert code == 6 and "anchor" in err
    finally:
        gw.store.dispose()


def test_verify_sends_the_head_to_the_owners_channel(
    open_home: Callable[..., tuple[Path, Gateway]], start_server: StartServer, recorder: Recorder
) -> None:
    url = f"{recorder.url}/hook"
    home, gw = open_home(start_server("starttls"), f'[notify]\nwebhook_url = "{url}"\n')
    code, out, _ = cli(home, "audit", "--verify", "--json")
    got = [hit.json() for hit in recorder.on("/hook")]
    assert code == 0
    doc = json.loads(out)
    tail = all_rows(gw.store)[-1]
    assert got == [{"event": "audit.head", "seq": tail["seq"], "mac": tail["hash"], "home": str(home)}]
    assert doc["head_seq"] == tail["seq"] and doc["notified"] == {"webhook": True}


def test_a_mac_is_hmac_sha256_over_the_rows_encoding_whoever_computes_it() -> None:
    """ChainKey.mac copies one keyed HMAC per row: it must stay exactly HMAC-SHA256 under the HKDF
    key over the JSON encoding (rows written before keep verifying), for any row, any number of
    times, from several threads at once."""
    import hmac
    from concurrent.futures import ThreadPoolExecutor

    from cryptography.hazmat.primitives.hashes import SHA256
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    from mailgate.audit.chain import CHAIN_LABEL, ChainKey

    vault_key = b"v" * 32
    key = ChainKey(vault_key)
    derived = HKDF(algorithm=SHA256(), length=32, salt=None, info=CHAIN_LABEL).derive(vault_key)

    def row(n: int) -> dict[str, Any]:
        at = datetime(2026, 12, 6, 1, 2, 3, n, tzinfo=UTC)
        detail = json.dumps({"note": f"Grüße {n}"}, ensure_ascii=False)
        return {"seq": n, "at": at, "actor": "settler", "action": "draft.sent", "subject": f"d{n}",
                "detail": detail, "prev_hash": f"{n:064x}"}  # fmt: skip

    def reference(r: dict[str, Any]) -> str:
        at = r["at"].astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds")
        fields = [str(r["seq"]), at, r["actor"], r["action"], r["subject"], r["detail"], r["prev_hash"]]
        message = json.dumps(["mailgate-audit-v1", *fields], ensure_ascii=False, separators=(",", ":"))
        return hmac.new(derived, message.encode("utf-8"), hashlib.sha256).hexdigest()

    rows = [row(n) for n in range(200)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        macs = list(pool.map(key.mac, rows + rows))
    assert macs == [reference(r) for r in rows + rows]
    assert key.matches({**rows[0], "hash": macs[0]}) and not key.matches({**rows[0], "hash": macs[1]})
