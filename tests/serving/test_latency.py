"""The latency histograms on ``/metrics``: a real decision and a real TLS send move their buckets.

In one process they are held in memory; with ``PROMETHEUS_MULTIPROC_DIR`` (what ``serve
--workers N`` sets for its workers) every process writes its observations to files there and
``/metrics`` sums them, so a decision made and a send done in other processes are counted too.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import httpx2 as httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from mailgate import MULTIPROC_ENV, InvalidInput, check_multiprocess_dir
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
    given.mkdir(mode=0o700)
    (given / "histogram_99.db").write_bytes(b"an earlier run")
    (given / "notes.txt").write_text("the operator's own file")
    monkeypatch.setenv(MULTIPROC_ENV, str(given))
    with _metrics_dir() as used:  # the operator's: kept, emptied of earlier observation files
        assert used == given and [p.name for p in given.iterdir()] == ["notes.txt"]
    assert given.is_dir()


NOBODY = 65534  # an unprivileged uid standing for the agent's OS user


@pytest.mark.parametrize("shape", ["another user's", "world-writable", "readable by others", "a link"])
def test_a_metrics_folder_others_can_reach_is_refused_before_any_worker_writes_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shape: str
) -> None:
    # Session 10 (h8): an agent makes /tmp/mailgate-metrics before the operator's `serve --workers`
    # (PROMETHEUS_MULTIPROC_DIR) and plants histogram_<pid>.db links in it: each worker opened its
    # file for writing through the link and mapped it, writing into the owner's files (a config,
    # the database) or crashing on them; and any user could read every worker's decision counts.
    if shape == "another user's" and os.geteuid() != 0:
        pytest.skip("handing a folder to another uid needs root (CI runs as root)")
    precious = tmp_path / "config.toml"
    precious.write_text("the owner's file\n")
    folder = tmp_path / "metrics"
    private = tmp_path / "private"
    private.mkdir(mode=0o700)
    if shape == "a link":
        folder.symlink_to(private)
        planted = private / "histogram_1.db"
    else:
        folder.mkdir(mode=0o700)
        folder.chmod({"another user's": 0o700, "world-writable": 0o777, "readable by others": 0o755}[shape])
        if shape == "another user's":
            os.chown(folder, NOBODY, NOBODY)
        planted = folder / "histogram_1.db"
    planted.symlink_to(precious)
    monkeypatch.setenv(MULTIPROC_ENV, str(folder))
    with pytest.raises(InvalidInput) as refused, _metrics_dir():
        pytest.fail("the supervisor handed its workers a folder other users can reach")
    assert refused.value.field == MULTIPROC_ENV
    # One serve process with the variable set writes there too: it refuses to start (exit 2).
    home = make_home(tmp_path / "home", f"sqlite:///{tmp_path / 'mg.db'}", "[dropfolder]\nenabled = false\n")
    env = {**os.environ, MULTIPROC_ENV: str(folder)}
    argv = [sys.executable, "-m", "mailgate.cli.main", "--home", str(home)]
    argv += ["serve", "--listen", "127.0.0.1:0", "--no-submission"]
    run = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _, err = run.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        run.kill()
        run.communicate()
        pytest.fail("serve started with a metrics folder other users can reach")
    assert run.returncode == 2 and MULTIPROC_ENV in err, err
    assert precious.read_text() == "the owner's file\n" and planted.is_symlink()


def test_a_missing_metrics_folder_is_made_private_at_the_check(tmp_path: Path) -> None:
    # Left missing after the check, another user could make it (and plant links) before the first
    # worker writes there (h11): the check makes it, this user's, mode 0700.
    folder = tmp_path / "metrics"
    check_multiprocess_dir(folder)
    info = folder.lstat()
    assert stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid()
    assert stat.S_IMODE(info.st_mode) & 0o077 == 0
    check_multiprocess_dir(folder)  # made once, judged as any existing folder after
