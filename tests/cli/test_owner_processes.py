"""The owner's commands as processes: serve's start log, shell completion, the import progress bar
on a real terminal, and a second `scripts/run.sh` that reinstalls nothing."""

from __future__ import annotations

import json
import mailbox
import os
import pty
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from tests.conftest import make_home

MAILGATE = str(Path(sys.executable).parent / "mailgate")
REPO = Path(__file__).resolve().parents[2]


def _serve_start(home: Path, *flags: str) -> tuple[list[str], list[str]]:
    """Run serve until its start event, stop it, and return its stdout and stderr lines."""
    proc = subprocess.Popen(
        [MAILGATE, "--home", str(home), *flags, "serve", "--no-http", "--interval", "3600"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    out = [proc.stdout.readline()]  # the start event comes after the start-up warnings
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=20) == 0
    out += proc.stdout.read().splitlines()
    err = proc.stderr.read().splitlines()
    proc.stdout.close()
    proc.stderr.close()
    return out, err


def test_serve_warns_at_start_about_no_server_and_bad_config(tmp_path: Path) -> None:
    home = make_home(
        tmp_path / "h", f"sqlite:///{tmp_path / 'h' / 'mailgate.db'}", "[mail]\nsend_delay_secs = -5"
    )
    out, err = _serve_start(home, "-q")
    assert out[0].startswith(f"mailgate serving {home}")
    joined = "\n".join(err)
    # -q silences notices, never these.
    assert "mailgate: config warning: mail.send_delay_secs: must be at least 0 (got -5); using 0" in joined
    assert "WARNING: outgoing mail server is not configured" in joined and "mailgate retry ID" in joined
    assert sum("mail.send_delay_secs" in line for line in err) == 1


def test_serve_json_start_event_and_json_warnings(tmp_path: Path) -> None:
    home = make_home(
        tmp_path / "h", f"sqlite:///{tmp_path / 'h' / 'mailgate.db'}", "[mail]\nsend_delay_secs = -5"
    )
    proc = subprocess.Popen(
        [MAILGATE, "--home", str(home), "serve", "--no-http", "--json", "--interval", "3600"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    with proc.stdout, proc.stderr:  # closed even when an assertion fails (no pipe left to a later test)
        start = json.loads(proc.stdout.readline())
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 0
        events = [json.loads(line)["event"] for line in proc.stdout.read().splitlines()]
        warnings = [json.loads(line)["warning"] for line in proc.stderr.read().splitlines()]
    shown = {k: start[k] for k in ("event", "home", "doors", "demo", "paused")}
    assert shown == {"event": "start", "home": str(home), "doors": None, "demo": False, "paused": False}
    assert start["worker"] is None and start["pid"] == proc.pid and start["holder"]
    # The first poll may take its leases before the signal lands (a loaded machine): each is an
    # event of its own; the last line is the stop.
    assert events[-1:] == ["stop"] and set(events[:-1]) <= {"lease"}, events
    assert {k: warnings[0][k] for k in ("field", "value", "fallback")} == {
        "field": "mail.send_delay_secs",
        "value": -5,
        "fallback": 0,
    }
    assert warnings[1]["field"] == "smtp.host" and "not configured" in warnings[1]["message"]


def test_shell_completion_comes_from_click() -> None:
    done = subprocess.run(
        [MAILGATE],
        env={**os.environ, "_MAILGATE_COMPLETE": "bash_source"},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "_mailgate_completion" in done.stdout and "complete " in done.stdout
    words = subprocess.run(
        [MAILGATE],
        env={
            **os.environ,
            "_MAILGATE_COMPLETE": "bash_complete",
            "COMP_WORDS": "mailgate ret",
            "COMP_CWORD": "1",
        },
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "plain,retry" in words.stdout


def _mbox(path: Path, count: int) -> None:
    box = mailbox.mbox(str(path))
    for i in range(count):
        headers = f"From: a{i}@b.example\nTo: me@x.example\nSubject: s{i}\nMessage-ID: <{i}@b>\n"
        box.add(f"{headers}\nhello {i}\n".encode())
    box.close()


def test_import_shows_a_progress_bar_with_counts_and_rate_on_a_terminal(tmp_path: Path) -> None:
    home = make_home(tmp_path / "h", f"sqlite:///{tmp_path / 'h' / 'mailgate.db'}")
    _mbox(tmp_path / "in.mbox", 7)
    primary, replica = pty.openpty()
    proc = subprocess.Popen(
        [MAILGATE, "--home", str(home), "import", str(tmp_path / "in.mbox")],
        stdout=subprocess.PIPE,
        stderr=replica,
        text=True,
    )
    os.close(replica)
    screen = b""
    while True:
        try:
            chunk = os.read(primary, 4096)
        except OSError:  # the terminal closed with the process
            break
        if not chunk:
            break
        screen += chunk
    os.close(primary)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0
    shown = screen.decode()
    assert "importing" in shown and "7/7" in shown and "msg/s" in shown and "stored 7" in shown
    assert (
        out.strip()
        == "imported: stored 7, duplicate 0, sender_refused 0, empty 0, parse_error 0, transport_error 0"
    )
    # --json and -q: no bar at all, even on a terminal.
    _mbox(tmp_path / "more.mbox", 2)
    for flags in (
        ["import", str(tmp_path / "more.mbox"), "--json"],
        ["-q", "import", str(tmp_path / "in.mbox")],
    ):
        primary, replica = pty.openpty()
        done = subprocess.run(
            [MAILGATE, "--home", str(home), *flags],
            stdout=subprocess.PIPE,
            stderr=replica,
            timeout=60,
            check=True,
        )
        os.close(replica)
        os.set_blocking(primary, False)
        try:
            leaked = os.read(primary, 4096)
        except OSError:  # nothing written: EAGAIN, or EIO once the other side is closed
            leaked = b""
        os.close(primary)
        assert b"importing" not in leaked, flags
        assert done.stdout


def test_a_second_bootstrap_reinstalls_nothing_unless_pyproject_changed(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "scripts").mkdir(parents=True)
    shutil.copy(REPO / "scripts" / "bootstrap.sh", repo / "scripts" / "bootstrap.sh")
    shutil.copy(REPO / "pyproject.toml", repo / "pyproject.toml")
    log = tmp_path / "python.log"
    # A stand-in interpreter in .venv records what the script asks of it (pip installs included).
    venv_bin = repo / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "python").write_text(f'#!/bin/sh\necho "$@" >> {log}\nexit 0\n')
    (venv_bin / "python").chmod(0o755)
    tools = tmp_path / "tools"  # the system python3 the script checks for venv support
    tools.mkdir()
    (tools / "python3").write_text("#!/bin/sh\nexit 0\n")
    (tools / "python3").chmod(0o755)
    env = {**os.environ, "PATH": f"{tools}:{os.environ['PATH']}"}

    def bootstrap() -> list[str]:
        before = log.read_text().splitlines() if log.exists() else []
        subprocess.run(["bash", str(repo / "scripts" / "bootstrap.sh")], env=env, check=True, timeout=60)
        return log.read_text().splitlines()[len(before) :]

    first = bootstrap()
    assert any("pip install" in line and "-e ." in line for line in first), first
    second = bootstrap()
    assert not any("pip install" in line for line in second), second
    (repo / "pyproject.toml").write_text((repo / "pyproject.toml").read_text() + "\n# changed\n")
    third = bootstrap()
    assert any("pip install" in line for line in third), third
    run_sh = (REPO / "scripts" / "run.sh").read_text()
    assert "serve --demo" in run_sh and "mailgate init" not in run_sh
