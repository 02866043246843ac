"""The latency histograms on ``/metrics``: a real decision and a real TLS send move their buckets.

In one process they are held in memory; with ``PROMETHEUS_MULTIPROC_DIR`` (what ``serve
--workers N`` sets for its workers) every process writes its observations to files there and
``/metrics`` sums them, so a decision made and a send done in other processes are counted too.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import httpx2 as httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from mailgate import MULTIPROC_ENV
from mailgate.cli.serve import _metrics_dir
from mailgate.gateway import open_gateway
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings
from mailgate.testing.capture import CaptureServer
from tests.conftest import StartServer, make_home

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def smtp_config(server: CaptureServer) -> str:
    return (
        f'[smtp]\nhost = "127.0.0.1"\nport = {server.port}\ntls = "starttls"\n'
        f'from_addr = "bot@us.example"\nca_file = "{server.ca_file}"\ntimeout_secs = 10\n'
        "[dropfolder]\nenabled = false\n"
    )


def scrape(url: str) -> Samples:
    r = httpx.get(f"{url}/metrics")
    assert r.status_code == 200, r.text
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(r.text)
        for s in family.samples
    }


def hist(samples: Samples, name: str, label: str, value: str, suffix: str, le: str = "") -> float:
    """One sample of a histogram child (0 when the child has no observation yet)."""
    labels = {label: value, **({"le": le} if le else {})}
    return samples.get((f"{name}_{suffix}", tuple(sorted(labels.items()))), 0.0)


def test_a_decision_and_a_tls_send_are_timed_in_this_process(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    server = start_server("starttls")
    gw = open_gateway(make_home(tmp_path / "home", store_url, smtp_config(server)))
    listener = HttpListener(build_app(gw), ListenSettings(host="127.0.0.1", port=0)).start()
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@friend.example", "bot")
        # The histograms live as long as the process: compare with what they held before.
        before = scrape(listener.url)
        req = SendRequest(agent="bot", to=["a@friend.example"], subject="Hallo", body="Grüße")
        result = gw.outbox.submit(req, require_key=False)
        assert result.state == DraftState.APPROVED.value
        decided = scrape(listener.url)
        assert gw.sending.settle().sent == [result.draft_id]
        after = scrape(listener.url)
    finally:
        listener.stop()
        gw.store.dispose()
    assert len(server.messages) == 1 and server.messages[0].tls

    d = "mailgate_decision_seconds"
    assert hist(decided, d, "decision", "allow", "count") == hist(before, d, "decision", "allow", "count") + 1
    assert hist(decided, d, "decision", "allow", "sum") > hist(before, d, "decision", "allow", "sum")
    for le in ("+Inf", "10.0"):  # a decision within 10 s lands in every bucket from there up
        was = hist(before, d, "decision", "allow", "bucket", le)
        assert hist(decided, d, "decision", "allow", "bucket", le) == was + 1
    s = "mailgate_send_seconds"
    assert hist(decided, s, "outcome", "sent", "count") == hist(before, s, "outcome", "sent", "count")
    assert hist(after, s, "outcome", "sent", "count") == hist(before, s, "outcome", "sent", "count") + 1
    for le in ("+Inf", "120.0"):
        was = hist(before, s, "outcome", "sent", "bucket", le)
        assert hist(after, s, "outcome", "sent", "bucket", le) == was + 1
    assert hist(after, s, "outcome", "sent", "sum") > hist(before, s, "outcome", "sent", "sum")


def test_other_processes_decisions_and_sends_are_summed_from_the_multiprocess_directory(
    tmp_path: Path, start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = start_server("starttls")
    home = make_home(tmp_path / "home", f"sqlite:///{tmp_path / 'mg.db'}", smtp_config(server))
    gw = open_gateway(home)
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@friend.example", "bot")
    shared = tmp_path / "metrics"
    shared.mkdir()
    # Another real process decides and sends (one process: each start costs seconds here).
    worker = (
        "import sys\nfrom pathlib import Path\n"
        "from mailgate import SendRequest, open_gateway\n"
        "gw = open_gateway(Path(sys.argv[1]))\n"
        "req = SendRequest(agent='bot', to=['a@friend.example'], subject='Hallo', body='Grüße')\n"
        "assert gw.outbox.submit(req, require_key=False).state == 'approved'\n"
        "assert len(gw.sending.settle().sent) == 1\n"
    )
    env = {**os.environ, MULTIPROC_ENV: str(shared)}
    run = subprocess.run(
        [sys.executable, "-c", worker, str(home)], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    assert len(server.messages) == 1
    # Written by that process, as it observed them: one file of histogram values.
    assert [p.name.split("_")[0] for p in shared.glob("*.db")] == ["histogram"]

    monkeypatch.setenv(MULTIPROC_ENV, str(shared))  # as the worker serving /metrics has it
    listener = HttpListener(build_app(gw), ListenSettings(host="127.0.0.1", port=0)).start()
    try:
        samples = scrape(listener.url)
    finally:
        listener.stop()
        gw.store.dispose()
    # Exactly that process's observations: this one wrote none to the directory.
    assert hist(samples, "mailgate_decision_seconds", "decision", "allow", "count") == 1
    assert hist(samples, "mailgate_decision_seconds", "decision", "allow", "bucket", "+Inf") == 1
    assert hist(samples, "mailgate_send_seconds", "outcome", "sent", "count") == 1
    assert hist(samples, "mailgate_send_seconds", "outcome", "sent", "bucket", "+Inf") == 1
    # Read from the files, not this process's memory (those would carry a _created sample).
    assert not any(name.endswith("_created") for name, _ in samples if name.startswith("mailgate_"))
    # The store's counters are still there beside them.
    assert samples[("mailgate_drafts", (("state", "sent"),))] == 1


def test_the_supervisor_gives_its_workers_a_fresh_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(MULTIPROC_ENV, raising=False)
    with _metrics_dir() as made:  # none given: a private one, gone with the supervisor
        assert made.is_dir() and (made.stat().st_mode & 0o077) == 0
    assert not made.exists()
    given = tmp_path / "given"
    given.mkdir()
    (given / "histogram_99.db").write_bytes(b"an earlier run")
    (given / "notes.txt").write_text("the operator's own file")
    monkeypatch.setenv(MULTIPROC_ENV, str(given))
    with _metrics_dir() as used:  # the operator's: kept, emptied of earlier observation files
        assert used == given and [p.name for p in given.iterdir()] == ["notes.txt"]
    assert given.is_dir()
