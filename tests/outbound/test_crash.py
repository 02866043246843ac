"""Kill the settler at every step of a send, restart it, and prove nothing is lost or sent twice.

For each step a worker process (crash_worker.py) settles three approved drafts and SIGKILLs
itself when the first one reaches the step. Then a settler in this process takes over:

* the crashed draft was claimed (committed as ``sending`` with its Message-ID) before the step,
  so it must never be sent again; once its lease (timeout_secs + LEASE_MARGIN_SECS) has run out
  it becomes ``unknown`` for a person to check, whether or not the server got it;
* the server holds the crashed message at most once: never before DATA ("claimed",
  "connected"), maybe ("data_sent": the process died before reading the reply), exactly once
  after the server's 250 ("accepted", "recording");
* the two other drafts are sent exactly once.

All the steps of one backend crash at the same time, each in its own home with its own
CaptureServer, so the suite waits for one lease instead of five. PostgreSQL homes live in a
schema each (``search_path``) of the test database.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from email import message_from_bytes, policy
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from mailgate.gateway import Gateway, open_gateway
from mailgate.model import TERMINAL_STATES, DraftState
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.settle import LEASE_MARGIN_SECS
from mailgate.testing.capture import Captured, CaptureServer
from tests.conftest import make_home, pg_url

WORKER = Path(__file__).with_name("crash_worker.py")
STEPS = ("claimed", "connected", "data_sent", "accepted", "recording")
# How often the server may hold the crashed draft's message, by the step the worker died at.
DELIVERED = {"claimed": {0}, "connected": {0}, "data_sent": {0, 1}, "accepted": {1}, "recording": {1}}
FROM = "bot@mg.example"
# Each run: (the step to die at, smtp.parallel, drafts). The step runs settle one draft at a time,
# so the crash point is exact; "parallel" dies with two sends in flight.
RUNS = {**{step: (step, 1, 3) for step in STEPS}, "parallel": ("accepted", 2, 6)}
WORKER_TIMEOUT_SECS = 30  # the dying settler's SMTP bound: generous, it is killed long before
RESTART_TIMEOUT_SECS = 1  # the new settler's bound: its lease on a stale send is 1 + 5 s
LEASE_WAIT_SECS = RESTART_TIMEOUT_SECS + LEASE_MARGIN_SECS + 15.0


@dataclass
class CrashRun:
    """One home whose settler was killed at ``step``."""

    step: str
    home: Path
    url: str
    server: CaptureServer
    draft_ids: list[str]
    parallel: int = 1
    returncode: int | None = None
    stderr: str = ""

    def config(self, timeout_secs: int) -> None:
        (self.home / "config.toml").write_text(
            f'database_url = "{self.url}"\n'
            f'[smtp]\nhost = "127.0.0.1"\nport = {self.server.port}\ntls = "starttls"\n'
            f'from_addr = "{FROM}"\nca_file = "{self.server.ca_file}"\ntimeout_secs = {timeout_secs}\n'
            f"parallel = {self.parallel}\n"
        )


class CrashLab:
    """Starts every step's crash for a backend at once, the first time a test asks for it."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.runs: dict[str, dict[str, CrashRun]] = {}
        self.servers: list[CaptureServer] = []
        self.schemas: list[tuple[str, str]] = []  # (base URL, schema) to drop at the end

    def runs_for(self, backend: str) -> dict[str, CrashRun]:
        if backend not in self.runs:
            self.runs[backend] = self._crash_all(backend)
        return self.runs[backend]

    def close(self) -> None:
        for server in self.servers:
            server.stop()
        for base, schema in self.schemas:
            engine = create_engine(base)
            with engine.begin() as conn:
                conn.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
            engine.dispose()

    def _store_url(self, backend: str, key: str) -> str:
        if backend == "sqlite":
            return f"sqlite:///{self.root / backend / key / 'mailgate.db'}"
        if backend != "postgres":
            pytest.fail(f"unknown backend {backend!r} (use sqlite or postgres)")
        base = pg_url()
        schema = f"mg_crash_{key}"
        engine = create_engine(base)
        with engine.begin() as conn:
            conn.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
            conn.execute(text(f"CREATE SCHEMA {schema}"))
        engine.dispose()
        self.schemas.append((base, schema))
        return base + ("&" if "?" in base else "?") + f"options=-csearch_path%3D{schema}"

    def _prepare(self, backend: str, key: str) -> CrashRun:
        step, parallel, drafts = RUNS[key]
        server = CaptureServer("starttls").start()
        self.servers.append(server)
        home = self.root / backend / key / "home"
        url = self._store_url(backend, key)
        make_home(home, url)
        run = CrashRun(step=step, home=home, url=url, server=server, draft_ids=[], parallel=parallel)
        run.config(WORKER_TIMEOUT_SECS)
        gw = open_gateway(home)
        try:
            gw.rules.add_agent("bot")
            gw.rules.add_grant("*@firma.de")
            for i in range(drafts):
                req = SendRequest(
                    agent="bot", to=["chef@firma.de"], subject=f"Angebot {i}", body=f"Nr. {i}\n"
                )
                result = gw.outbox.submit(req, require_key=False)
                assert result.state == "approved", result
                run.draft_ids.append(result.draft_id)
        finally:
            gw.store.dispose()
        return run

    def _crash_all(self, backend: str) -> dict[str, CrashRun]:
        runs = {key: self._prepare(backend, key) for key in RUNS}
        procs = {
            step: subprocess.Popen(
                [sys.executable, str(WORKER), str(run.home), run.step],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )
            for step, run in runs.items()
        }
        for step, proc in procs.items():
            try:
                _, err = proc.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()  # our own child, by its handle
                _, err = proc.communicate()
                err = "worker hung for 60 s and was killed by the test\n" + err
            runs[step].returncode = proc.returncode
            runs[step].stderr = err
        return runs


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[CrashLab]:
    crash_lab = CrashLab(tmp_path_factory.mktemp("crash"))
    try:
        yield crash_lab
    finally:
        crash_lab.close()


def message_ids(messages: list[Captured]) -> Counter[str]:
    return Counter(str(message_from_bytes(m.data, policy=policy.default)["Message-ID"]) for m in messages)


def settle_until_terminal(gw: Gateway, draft_id: str) -> None:
    """Run settler passes until the draft is settled (its lease must run out first)."""
    end = time.monotonic() + LEASE_WAIT_SECS
    while gw.outbox.draft(draft_id).state not in TERMINAL_STATES:
        if time.monotonic() > end:
            pytest.fail(f"draft {draft_id} still {gw.outbox.draft(draft_id).state} after {LEASE_WAIT_SECS} s")
        gw.sending.settle()
        time.sleep(0.1)  # poll the condition; the deadline above bounds the wait


@pytest.mark.parametrize("step", STEPS)
def test_crash_then_restart_loses_nothing_and_sends_nothing_twice(
    lab: CrashLab, backend: str, step: str
) -> None:
    run = lab.runs_for(backend)[step]
    assert run.returncode == -signal.SIGKILL, (
        f"the worker exited {run.returncode}, not by SIGKILL:\n{run.stderr}"
    )
    crashed = (run.home / "crashed").read_text()
    crashed_first, *others = run.draft_ids
    assert crashed == crashed_first  # the oldest draft is claimed first

    run.config(RESTART_TIMEOUT_SECS)
    gw = open_gateway(run.home)
    try:
        before = gw.outbox.draft(crashed)
        # The claim commits before the step is reported, so the dead settler left its draft in
        # `sending` with the Message-ID it was (or would have been) sent with.
        assert before.state is DraftState.SENDING, (
            f"after a crash at {step!r} the draft is {before.state}: the claim was not committed"
        )
        assert before.message_id
        for draft_id in others:
            assert gw.outbox.draft(draft_id).state is DraftState.APPROVED  # untouched by the dead settler

        report = gw.sending.settle()
        assert crashed not in report.sent
        settle_until_terminal(gw, crashed)
        settle_until_terminal(gw, others[-1])
        after = gw.outbox.draft(crashed)
        assert after.state is DraftState.UNKNOWN
        assert "may have been delivered" in after.note
        assert after.sent_at is None

        more = gw.sending.settle()  # nothing left to do: the unknown one is never retried
        assert more.sent == more.unknown == more.failed == more.rejected == []

        counts = message_ids(run.server.messages)
        assert all(n == 1 for n in counts.values()), f"delivered twice: {counts}"
        assert counts[before.message_id] in DELIVERED[step]
        for draft_id in others:
            sent = gw.outbox.draft(draft_id)
            assert sent.state is DraftState.SENT
            assert counts[sent.message_id] == 1
        assert len(run.server.messages) == len(others) + counts[before.message_id]
        assert {d.state for d in gw.outbox.drafts()} <= TERMINAL_STATES  # nothing lost in between
        assert len(gw.outbox.drafts()) == 3
    finally:
        gw.store.dispose()


def test_crash_with_two_sends_in_flight_loses_nothing_and_sends_nothing_twice(
    lab: CrashLab, backend: str
) -> None:
    """smtp.parallel = 2: the worker dies when one send has its 250, wherever the other one is."""
    run = lab.runs_for(backend)["parallel"]
    assert run.returncode == -signal.SIGKILL, (
        f"the worker exited {run.returncode}, not by SIGKILL:\n{run.stderr}"
    )
    run.config(RESTART_TIMEOUT_SECS)
    gw = open_gateway(run.home)
    try:
        in_flight = [d for d in run.draft_ids if gw.outbox.draft(d).state is DraftState.SENDING]
        assert 1 <= len(in_flight) <= 2, "a crash leaves at most smtp.parallel drafts in sending"
        for draft_id in run.draft_ids:
            settle_until_terminal(gw, draft_id)
        counts = message_ids(run.server.messages)
        assert all(n == 1 for n in counts.values()), f"delivered twice: {counts}"
        states = Counter(gw.outbox.draft(d).state for d in run.draft_ids)
        assert states[DraftState.UNKNOWN] == len(in_flight)  # never retried, shown to a person
        assert states[DraftState.SENT] == len(run.draft_ids) - len(in_flight)
        for draft_id in run.draft_ids:
            draft = gw.outbox.draft(draft_id)
            expected = {1} if draft.state is DraftState.SENT else {0, 1}
            assert counts[draft.message_id] in expected
    finally:
        gw.store.dispose()
