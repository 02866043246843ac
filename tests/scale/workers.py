"""Real `mailgate serve --json` processes for the scale-out tests, their JSON events collected."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

MAILGATE = str(Path(sys.executable).with_name("mailgate"))
Event = dict[str, Any]


class Process:
    """A `mailgate` subprocess whose stdout and stderr JSON lines are collected as they come."""

    def __init__(self, argv: list[str], env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen(
            argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True, env=env
        )
        self.pid = self.proc.pid
        self.events: list[Event] = []  # stdout documents, in order
        self.stderr: list[str] = []
        self._cond = threading.Condition()
        self._drains = [
            threading.Thread(target=self._drain, args=(stream, sink), daemon=True)
            for stream, sink in ((self.proc.stdout, self._out), (self.proc.stderr, self._err))
        ]
        for thread in self._drains:
            thread.start()

    def _drain(self, stream: Any, sink: Callable[[str], None]) -> None:
        for line in stream:
            with self._cond:
                sink(line)
                self._cond.notify_all()

    def _out(self, line: str) -> None:
        try:
            doc = json.loads(line)
        except ValueError:
            self.stderr.append(f"(stdout) {line}")
            return
        self.events.append(doc)

    def _err(self, line: str) -> None:
        self.stderr.append(line)

    def named(self, name: str) -> list[Event]:
        """Every event called ``name`` so far."""
        with self._cond:
            return [e for e in self.events if e.get("event") == name]

    def wait_for(self, check: Callable[[list[Event]], bool], within: float, what: str) -> None:
        """Block until ``check(events)`` holds; fail the test (with the output) after ``within`` s."""
        end = time.monotonic() + within
        with self._cond:
            while not check(self.events):
                left = end - time.monotonic()
                if left <= 0 or (self.proc.poll() is not None and not check(self.events)):
                    pytest.fail(f"waiting for {what}: {self.events[-20:]} {''.join(self.stderr[-20:])}")
                self._cond.wait(min(left, 0.5))

    def kill(self) -> None:
        """SIGKILL: the process gets no chance to clean up (its leases and claims stay as they are)."""
        os.kill(self.pid, signal.SIGKILL)
        self.proc.wait(timeout=30)
        self._close()

    @staticmethod
    def kill_pid(pid: int) -> None:
        """SIGKILL another process (a worker of a supervisor this test runs)."""
        os.kill(pid, signal.SIGKILL)

    def stop(self) -> int:
        """SIGTERM and wait; a process that does not stop is killed (and the test then fails on it)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(self.pid, signal.SIGKILL)
                self.proc.wait()
                pytest.fail(f"pid {self.pid} did not stop on SIGTERM: {''.join(self.stderr[-20:])}")
        self._close()
        return self.proc.returncode

    def _close(self) -> None:
        # The pipes end when the process (and any child holding them) has exited.
        for thread in self._drains:
            thread.join(timeout=30)
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()


def serve(home: Path, *args: str) -> Process:
    """`mailgate serve --json --no-http` (plus ``args``) on ``home``, started."""
    return Process([MAILGATE, "--home", str(home), "serve", "--json", *args])


def wait_until(check: Callable[[], bool], within: float, what: str) -> None:
    """Poll ``check`` until it is true; fail the test after ``within`` seconds."""
    end = time.monotonic() + within
    while not check():
        if time.monotonic() > end:
            pytest.fail(f"timed out after {within} s waiting for {what}")
        time.sleep(0.05)
