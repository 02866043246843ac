"""Where the SMTP door's token check runs, and that it reads the token once: SQLite in WAL and not.

The event loop may read the token itself only when nothing can make it wait: SQLite in WAL, as the
database answered (not as configured), with a pooled connection free. A login that writes (a
refusal to audit, the last-used stamp) finishes in the pool with that same reading. A SQLite file
opened through the ``unix-dotfile`` VFS is a real database that cannot be in WAL (no shared memory):
every check goes to the pool there, and logins must work the same.
"""

from __future__ import annotations

import json
import smtplib
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import event

from mailgate import AuditRow, Gateway, open_gateway
from mailgate.proxy.submission import SubmissionServer, SubmissionSettings
from tests.conftest import make_home
from tests.proxy.conftest import Tls, agent_token, login

STORES = {
    "wal": "sqlite:///{folder}/mailgate.db",
    "rollback-journal": "sqlite:///file:{folder}/mailgate.db?vfs=unix-dotfile&uri=true",
}


class TokenReads:
    """Every statement SQLite runs on the tokens table, as SQLite's own trace reports it."""

    def __init__(self, gw: Gateway) -> None:
        self.seen: list[str] = []
        self._lock = threading.Lock()
        gw.store.dispose()  # connections opened from here on carry the trace
        event.listen(gw.store.engine, "connect", self._trace)

    def _trace(self, dbapi_conn: object, _record: object) -> None:
        dbapi_conn.set_trace_callback(self._seen)  # type: ignore[attr-defined]

    def _seen(self, sql: str) -> None:
        if "tokens" in sql and not sql.lstrip().upper().startswith("PRAGMA"):
            with self._lock:
                self.seen.append(sql.split()[0].upper())

    def take(self) -> list[str]:
        """The statements (their first word) seen since the last call."""
        with self._lock:
            got, self.seen = self.seen, []
        return got


@pytest.fixture(params=sorted(STORES))
def sqlite_gw(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Gateway]:
    folder = tmp_path / "db"
    folder.mkdir()
    home = make_home(tmp_path / "home", STORES[request.param].format(folder=folder))
    gateway = open_gateway(home)
    yield gateway
    gateway.store.dispose()


def _refusals(gw: Gateway, action: str) -> list[AuditRow]:
    return [r for r in gw.audit.rows() if r.action == action]


def test_the_loop_reads_only_in_real_wal(sqlite_gw: Gateway) -> None:
    gw = sqlite_gw
    token = agent_token(gw)
    gw.tokens.check(token)  # a first connection has told the store its journal mode
    wal = "vfs=unix-dotfile" not in gw.store.url
    assert gw.store.wal is wal
    quick = gw.tokens.check_now(token)
    if wal:
        assert quick is not None and quick.caller is not None and quick.caller.agent == "sales"
    else:
        assert quick is None  # a reader can wait on a writer there: the pool reads


@pytest.mark.parametrize("sqlite_gw", ["wal"], indirect=True)  # only WAL ever reads on the loop
def test_no_free_pooled_connection_means_no_read_on_the_loop(sqlite_gw: Gateway) -> None:
    gw = sqlite_gw
    token = agent_token(gw)
    assert gw.tokens.check_now(token) is not None
    # Take every idle connection: the next checkout would have to open one (or, at the cap, wait).
    held = []
    while gw.store.engine.pool.checkedin() > 0:  # type: ignore[attr-defined]
        held.append(gw.store.engine.connect())
    try:
        assert gw.tokens.check_now(token) is None
    finally:
        for conn in held:
            conn.close()
    assert gw.tokens.check_now(token) is not None


def test_logins_work_and_read_the_token_once_on_either_path(sqlite_gw: Gateway, tls: Tls) -> None:
    gw = sqlite_gw
    token = agent_token(gw)
    token_id = token.split("_")[1]
    reads = TokenReads(gw)
    door = SubmissionServer(
        gw, SubmissionSettings(host="127.0.0.1", port=0, tls_cert=str(tls.cert), tls_key=str(tls.key))
    ).start()
    try:
        # The first login stamps last-used: a write, finished in the pool with the loop's reading.
        with login(door.port, tls, "sales", token) as client:
            assert reads.take() == ["SELECT", "UPDATE"]
            message = b"Subject: hi\r\n\r\nHello.\r\n"
            assert client.sendmail("x@us.example", ["bob@customer.example"], message) == {}
        # A wrong secret for a real token id: refused, audited once with that id, read once.
        wrong = f"mg_{token_id}_" + "A" * 43
        with pytest.raises(smtplib.SMTPAuthenticationError) as refused:
            login(door.port, tls, "sales", wrong)
        assert refused.value.smtp_code == 535
        assert reads.take() == ["SELECT"]
        # A valid token under another agent's name: the door's own refusal, audited once, read once.
        gw.rules.add_agent("support")
        with pytest.raises(smtplib.SMTPAuthenticationError):
            login(door.port, tls, "support", token)
        assert reads.take() in (["SELECT"], ["SELECT", "UPDATE"])  # the stamp may be due again
    finally:
        door.stop()
    assert gw.tokens.list("sales")[0].last_used_at is not None
    [draft] = gw.outbox.drafts()
    assert draft.agent == "sales" and draft.state.value == "pending"
    [row] = _refusals(gw, "token.refused")
    assert row.subject == token_id and row.actor == f"token:{token_id}"
    assert json.loads(str(row.detail)) == {"reason": "unknown token", "door": "smtp"}
    [other] = _refusals(gw, "smtp.refused")
    assert other.subject == token_id
    assert json.loads(str(other.detail))["reason"] == "the token belongs to another agent than the user name"
