"""`mailgate serve --workers 3` on one PostgreSQL: SIGKILL one worker mid-send, nothing goes twice.

The TLS capture server records every DATA but holds its answers until each worker has its
``smtp.parallel`` sends in flight; one worker is then killed. Its in-flight drafts stay in
``sending`` until their lease runs out and another worker marks them ``unknown`` (they may have
been delivered: a retry could deliver them twice); every other draft is delivered exactly once by
the workers left, and the supervisor restarts the dead one. Worker 0's ``/metrics`` counts one send
latency per recorded send, summed over every worker's multiprocess files.
"""

from __future__ import annotations

import os
from collections import Counter
from email.parser import BytesHeaderParser
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry
from prometheus_client.multiprocess import MultiProcessCollector

from mailgate import MULTIPROC_ENV, DraftState, SendRequest
from mailgate.gateway import open_gateway
from mailgate.testing.capture import CaptureServer
from tests.conftest import StartServer, make_home, pg_url, reset_postgres
from tests.scale.workers import MAILGATE, Process, wait_until

WORKERS = 3
PARALLEL = 2  # smtp.parallel: sends each worker has in flight
DRAFTS = 240
TIMEOUT_SECS = 20  # smtp.timeout_secs: far above the hold below, so no held send times out


def message_id(raw: bytes) -> str:
    return str(BytesHeaderParser().parsebytes(raw)["Message-ID"])


def smtp_config(capture: CaptureServer) -> str:
    return (
        "[smtp]\n"
        'host = "127.0.0.1"\n'
        f"port = {capture.port}\n"
        'tls = "starttls"\n'
        'from_addr = "sales@us.example"\n'
        f'ca_file = "{capture.ca_file}"\n'
        f"timeout_secs = {TIMEOUT_SECS}\n"
        f"parallel = {PARALLEL}\n"
        "[dropfolder]\nenabled = false\n"
    )


def states(home: Path) -> Counter[str]:
    gw = open_gateway(home)
    try:
        return Counter(d.state.value for d in gw.outbox.drafts(limit=10 * DRAFTS))
    finally:
        gw.store.dispose()


@pytest.mark.servers
def test_a_killed_worker_leaves_its_sends_unknown_and_the_others_deliver_the_rest_once(
    tmp_path: Path, start_server: StartServer
) -> None:
    url = pg_url()
    reset_postgres(url)
    capture = start_server("starttls")
    capture.answering.clear()  # every DATA is recorded, none answered until we say
    home = make_home(tmp_path / "home", url, smtp_config(capture))
    gw = open_gateway(home)
    gw.rules.add_agent("sales")
    gw.rules.add_grant("*@firma.example", "sales")
    for n in range(DRAFTS):
        request = SendRequest(
            agent="sales", to=[f"k{n}@firma.example"], subject=f"Angebot {n}", body=f"n {n}"
        )
        assert gw.outbox.submit(request, require_key=False).state == DraftState.APPROVED.value
    gw.store.dispose()

    metrics = tmp_path / "metrics"
    metrics.mkdir(mode=0o700)  # the supervisor refuses a folder other users may read (session 10)
    (metrics / "histogram_1.db").write_bytes(b"an earlier run's file: the supervisor clears it")
    supervisor = Process(
        [
            MAILGATE,
            "--home",
            str(home),
            "serve",
            "--json",
            "--no-http",
            "--interval",
            "0.2",
            "--workers",
            str(WORKERS),
        ],
        env={**os.environ, MULTIPROC_ENV: str(metrics)},
    )
    try:
        # WORKERS x PARALLEL messages recorded and unanswered: every worker has PARALLEL in flight.
        held = capture.wait_for(WORKERS * PARALLEL, timeout=120)
        assert len(held) == WORKERS * PARALLEL
        started = {e["worker"]: e["pid"] for e in supervisor.named("worker")}
        assert sorted(started) == list(range(WORKERS))
        victim = started[1]
        Process.kill_pid(victim)
        capture.answering.set()

        wait_until(
            lambda: not {"approved", "sending"} & set(states(home)),
            240,
            "every draft to be sent or, for the killed worker's, unknown",
        )
        final = states(home)
        assert final == Counter({"sent": DRAFTS - PARALLEL, "unknown": PARALLEL})

        delivered = Counter(message_id(m.data) for m in capture.messages)
        assert max(delivered.values()) == 1  # zero double deliveries
        gw = open_gateway(home)
        try:
            drafts = gw.outbox.drafts(limit=10 * DRAFTS)
        finally:
            gw.store.dispose()
        sent = {d.message_id for d in drafts if d.state is DraftState.SENT}
        unknown = {d.message_id for d in drafts if d.state is DraftState.UNKNOWN}
        assert sent <= set(delivered)
        # The unknown ones are the killed worker's: recorded while every worker was held.
        assert unknown <= {message_id(m.data) for m in held}
        assert len(delivered) == DRAFTS  # the killed worker's two had reached DATA before it died

        supervisor.wait_for(
            lambda ev: sum(1 for e in ev if e.get("event") == "worker" and e["worker"] == 1) == 2,
            60,
            "the supervisor to restart worker 1",
        )
        exits = [line for line in supervisor.stderr if "worker 1" in line and "exited with code -9" in line]
        assert len(exits) == 1, supervisor.stderr

        assert supervisor.stop() == 0

        # Every worker (the restarted one too) timed its sends into the operator's directory,
        # which /metrics sums (tests/serving/test_latency.py): one observation per recorded send,
        # whichever worker made it (a restarted worker writes a file of its own).
        pids = {e["pid"] for e in supervisor.named("worker")}
        assert {p.name for p in metrics.glob("*.db")} <= {f"histogram_{pid}.db" for pid in pids}
        registry = CollectorRegistry()
        MultiProcessCollector(registry, path=str(metrics))  # type: ignore[no-untyped-call]
        sent = registry.get_sample_value("mailgate_send_seconds_count", {"outcome": "sent"})
        assert sent == DRAFTS - PARALLEL
        assert len(list(metrics.glob("histogram_*.db"))) >= 2
    finally:
        if supervisor.proc.poll() is None:
            supervisor.stop()
