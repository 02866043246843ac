"""The README's first command, as a new user meets it: `serve --demo`, approve, see the delivery.

The demo runs in a home of its own and never touches the owner's real one; the commands it
prints work as shown, from any directory.
"""

from __future__ import annotations

import json
import os
import queue
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mailgate.cli.main import main
from mailgate.cli.serve import DEMO_MARK
from mailgate.gateway import open_gateway
from mailgate.outbound.drafts import SendRequest
from tests.conftest import make_home

MAILGATE = str(Path(sys.executable).parent / "mailgate")


def _reader(stream: object, lines: queue.Queue[str]) -> None:
    for line in stream:  # type: ignore[attr-defined]
        lines.put(line)


def wait_for_line(lines: queue.Queue[str], pattern: str, timeout: float, seen: list[str]) -> re.Match[str]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            line = lines.get(timeout=max(0.01, end - time.monotonic()))
        except queue.Empty:
            break
        seen.append(line)
        if match := re.search(pattern, line):
            return match
    raise AssertionError(f"no line matching {pattern!r} within {timeout}s; output so far:\n{''.join(seen)}")


def _real_home_with_an_approved_draft(tmp_path: Path) -> tuple[Path, str]:
    home = make_home(tmp_path / "real", f"sqlite:///{tmp_path / 'real' / 'mailgate.db'}")
    gw = open_gateway(home)
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de")
        req = SendRequest(agent="bot", to=["chef@firma.de"], subject="Vertrag", body="Anbei.\n")
        result = gw.outbox.submit(req, require_key=False)
        assert result.state == "approved"
        return home, result.draft_id
    finally:
        gw.store.dispose()


def test_demo_runs_in_its_own_home_and_its_printed_commands_work(tmp_path: Path) -> None:
    real, real_draft = _real_home_with_an_approved_draft(tmp_path)
    user_home = tmp_path / "user"
    user_home.mkdir()
    # The owner's real home is the default for every command (MAILGATE_HOME); the demo ignores it.
    env = {**os.environ, "HOME": str(user_home), "MAILGATE_HOME": str(real)}
    proc = subprocess.Popen(
        [MAILGATE, "serve", "--demo", "--interval", "0.2"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=_reader, args=(proc.stdout, lines), daemon=True).start()
    seen: list[str] = []
    demo_home = user_home / ".mailgate-demo"
    try:
        approve = wait_for_line(lines, r"^\s+(\S.* approve (d[0-9a-f]+))$", 30, seen)
        command, draft_id = shlex.split(approve.group(1)), approve.group(2)
        assert command[:3] == [MAILGATE, "--home", str(demo_home)]
        inbox_line = wait_for_line(lines, r"then see what was delivered: (.*)$", 10, seen).group(1)
        # From another directory, exactly as printed.
        elsewhere = {"cwd": tmp_path, "env": env, "capture_output": True, "text": True}
        shown = subprocess.run([*command[:3], "show", draft_id], check=True, **elsewhere)  # type: ignore[call-overload]
        assert "state:   pending" in shown.stdout
        vague = subprocess.run(command, input="ok\n", check=False, **elsewhere)  # type: ignore[call-overload]
        assert vague.returncode == 2
        approved = subprocess.run(command, input="yes\n", check=False, **elsewhere)  # type: ignore[call-overload]
        assert approved.returncode == 0, approved.stderr
        wait_for_line(lines, r"delivered message 1 to ada@example.test", 30, seen)
        inbox = subprocess.run(shlex.split(inbox_line), check=True, **elsewhere)  # type: ignore[call-overload]
        assert "Subject: Quarterly figures" in inbox.stdout
        assert "X-Mailgate-Approved-By: person (owner)" in inbox.stdout
        assert "Sent by demo, an AI assistant" in inbox.stdout
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 0
    assert proc.stdout is not None
    proc.stdout.close()
    assert (demo_home / "demo-home").exists()
    # The real home was never touched: its approved draft still waits for the real settler.
    gw = open_gateway(real)
    try:
        assert gw.outbox.draft(real_draft).state.value == "approved"
        assert [a.name for a in gw.rules.list_agents()] == ["bot"] and len(gw.outbox.drafts()) == 1
    finally:
        gw.store.dispose()


def test_a_second_demo_run_reuses_its_home_and_its_held_draft(tmp_path: Path) -> None:
    home = tmp_path / "demo"
    held: list[str] = []
    for _ in range(2):
        proc = subprocess.Popen(
            [MAILGATE, "--home", str(home), "serve", "--demo", "--no-http", "--json", "--interval", "0.2"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        events = []
        for line in proc.stdout:  # JSON lines: the demo event, then start
            events.append(json.loads(line))
            if events[-1]["event"] == "start":
                break
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 0
        proc.stdout.close()
        assert proc.stderr is not None
        proc.stderr.close()
        demo = next(e for e in events if e["event"] == "demo" and e.get("held"))
        assert demo["home"] == str(home) and demo["approve"].endswith(f"approve {demo['held']}")
        start = events[-1]
        assert start == {
            "event": "start",
            "home": str(home),
            "doors": None,
            "demo": True,
            "paused": False,
            "worker": None,  # not one of several workers
            "pid": proc.pid,
            "holder": start["holder"],
        }
        assert start["holder"].split(":")[1] == str(proc.pid)
        held.append(demo["held"])
    assert held[0] == held[1]
    gw = open_gateway(home)
    try:
        assert len(gw.outbox.drafts()) == 1
    finally:
        gw.store.dispose()


def test_approve_warns_of_a_missing_server_except_in_a_demo_home(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A real home without [smtp] host is warned at approval; the demo's home (its server is the
    capture server `serve --demo` starts) is not, so the demo's own instructions do not alarm."""
    for name, demo in (("real", False), ("demo", True)):
        home = make_home(tmp_path / name, f"sqlite:///{tmp_path / name / 'mailgate.db'}")
        if demo:
            (home / DEMO_MARK).write_text("made by the test\n")
        gw = open_gateway(home)
        gw.rules.add_agent("bot")
        held = gw.outbox.submit(
            SendRequest(agent="bot", to=["ada@example.test"], subject="Hi", body="Hello"),
            actor="test",
            require_key=False,
        )
        gw.store.dispose()
        capsys.readouterr()
        assert main(["--home", str(home), "approve", held.draft_id, "--confirm", held.content_hash]) == 0
        warned = "outgoing mail server is not configured" in capsys.readouterr().err
        assert warned is not demo


def test_demo_refuses_a_home_with_a_real_smtp_server(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = make_home(tmp_path / "h", f"sqlite:///{tmp_path / 'h.db'}", '[smtp]\nhost = "smtp.example.com"')
    assert main(["--home", str(home), "serve", "--demo"]) == 2
    assert "--home: the demo runs only in a new or empty directory" in capsys.readouterr().err
    # Even a home the demo made is refused once someone gave it a real server.
    demo_home = tmp_path / "demo"
    demo_home.mkdir()
    (demo_home / "demo-home").write_text("")
    (demo_home / "config.toml").write_text('[smtp]\nhost = "smtp.example.com"\n')
    assert main(["--home", str(demo_home), "serve", "--demo", "--no-http"]) == 2
    assert "--demo" in capsys.readouterr().err
