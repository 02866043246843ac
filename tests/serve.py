"""A real `mailgate serve` subprocess for tests: started on a loopback port, stopped cleanly."""

from __future__ import annotations

import queue
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

MAILGATE = str(Path(sys.executable).parent / "mailgate")
DOORS = re.compile(r"agent doors at (http://127\.0\.0\.1:\d+)")
STARTUP_SECS = 60


class Serve:
    """A real `mailgate serve` subprocess on a loopback port; its settler runs once, at start."""

    def __init__(
        self,
        home: Path,
        listen: str = "127.0.0.1:0",
        interval: str = "3600",
        extra: tuple[str, ...] = (),
        wait_for: tuple[re.Pattern[str], ...] = (),
    ) -> None:
        # The default long interval keeps serve's own settler out of the way (tests then send with
        # `mailgate settle --once`); its first pass runs at start. ``wait_for`` names more lines
        # serve prints once a door listens (e.g. SMTP submission); ``found`` keeps their matches.
        self.proc = subprocess.Popen(
            [MAILGATE, "--home", str(home), "serve", "--listen", listen, "--interval", interval, *extra],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.found: dict[re.Pattern[str], re.Match[str]] = {}
        self._drainer = threading.Thread(target=self._drain, daemon=True)
        self._drainer.start()
        wanted = (DOORS, *wait_for)
        while len(self.found) < len(wanted):  # serve prints each door once its socket accepts
            try:
                line = self.lines.get(timeout=STARTUP_SECS)
            except queue.Empty:
                self.stop()
                pytest.fail(f"mailgate serve did not print every door line in {STARTUP_SECS} s: {self.seen}")
            if line == "":
                self.stop()
                pytest.fail(f"mailgate serve exited: {''.join(self.seen)}")
            self.seen.append(line)
            for pattern in wanted:
                if match := pattern.search(line):
                    self.found[pattern] = match
        self.url = self.found[DOORS].group(1)

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.put(line)
        self.lines.put("")

    def stop(self) -> None:
        """SIGTERM, and wait for it to finish."""
        if self.proc.poll() is None:
            self.proc.terminate()
        self.proc.wait(timeout=30)
        self._drainer.join(timeout=30)
        if self.proc.stderr is not None:
            self.proc.stderr.close()


def tracked_serves() -> Iterator[type[Serve]]:
    """Start `mailgate serve` on a home; every one started is stopped when the test ends."""
    started: list[Serve] = []

    class Tracked(Serve):
        def __init__(self, home: Path, listen: str = "127.0.0.1:0") -> None:
            super().__init__(home, listen)
            started.append(self)

    yield Tracked
    for s in started:
        s.stop()


serve = pytest.fixture(tracked_serves)
