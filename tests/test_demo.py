"""The README's first command, as a new user meets it: `serve --demo`, approve, see the delivery."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

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


def test_demo_holds_then_delivers_after_a_typed_yes(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = {**os.environ, "MAILGATE_HOME": str(home)}
    subprocess.run([MAILGATE, "init"], check=True, env=env, capture_output=True)
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
    try:
        draft_id = wait_for_line(lines, r"approve (d[0-9a-f]+)", 30, seen).group(1)
        shown = subprocess.run(
            [MAILGATE, "show", draft_id], env=env, capture_output=True, text=True, check=True
        )
        assert "state:   pending" in shown.stdout
        vague = subprocess.run(
            [MAILGATE, "approve", draft_id], env=env, input="ok\n", capture_output=True, text=True
        )
        assert vague.returncode == 2
        approved = subprocess.run(
            [MAILGATE, "approve", draft_id], env=env, input="yes\n", capture_output=True, text=True
        )
        assert approved.returncode == 0, approved.stderr
        wait_for_line(lines, r"delivered message 1 to ada@example.test", 30, seen)
        inbox = subprocess.run(
            [MAILGATE, "demo", "inbox"], env=env, capture_output=True, text=True, check=True
        )
        assert "Subject: Quarterly figures" in inbox.stdout
        assert "X-Mailgate-Approved-By: person (owner)" in inbox.stdout
        assert "Sent by demo, an AI assistant" in inbox.stdout
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 0
    assert proc.stdout is not None
    proc.stdout.close()
