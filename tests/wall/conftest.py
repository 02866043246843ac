"""A second OS user for the wall tests, a Python it can run mailgate with, and a running `serve`.

The agent user is created by the test run (root only) and can read neither the owner's home nor
root's own home. On machines where the project's interpreter lives under root's private home (a
pyenv build, say), the agent runs the same mailgate code and the same installed packages with the
system's Python of the same minor version, copied to a world-readable folder.
"""

from __future__ import annotations

import os
import pwd
import queue
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

AGENT_USER = "mg-agent-test"
RUNUSER = shutil.which("runuser") or "/usr/sbin/runuser"
MAILGATE = str(Path(sys.executable).parent / "mailgate")
SRC = Path(__file__).resolve().parents[2] / "src"
DOORS = re.compile(r"agent doors at (http://127\.0\.0\.1:\d+)")


@dataclass(frozen=True)
class AgentRuntime:
    """How to run mailgate as the agent user: argv prefix and environment."""

    user: str
    python: str
    pythonpath: str

    def argv(self, *args: str) -> list[str]:
        return [RUNUSER, "-u", self.user, "--", self.python, "-m", "mailgate.cli.main", *args]

    def env(self, **extra: str) -> dict[str, str]:
        return {
            "PATH": "/usr/bin:/bin",
            "HOME": "/tmp",
            "PYTHONPATH": self.pythonpath,
            "LANG": "C.UTF-8",
            **extra,
        }


def _runs_as(user: str, python: str, pythonpath: str = "") -> bool:
    probe = subprocess.run(
        [RUNUSER, "-u", user, "--", python, "-c", "import sys; sys.exit(0)"],
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": pythonpath},
        capture_output=True,
        timeout=60,
    )
    return probe.returncode == 0


@pytest.fixture(scope="session")
def agent_runtime() -> Iterator[AgentRuntime]:
    if os.geteuid() != 0:
        pytest.skip("the wall tests create a second OS user: they need root (CI runs as root)")
    if shutil.which("runuser") is None or shutil.which("useradd") is None:
        pytest.fail("runuser and useradd (util-linux, passwd) are needed for the wall tests")
    created = False
    try:
        pwd.getpwnam(AGENT_USER)
    except KeyError:
        subprocess.run(
            ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", AGENT_USER],
            check=True,
        )
        created = True
    shared = Path(tempfile.mkdtemp(prefix="mg-agent-code-"))
    shared.chmod(0o755)
    # A world-readable copy of exactly the code the owner runs: mailgate's source and the packages.
    shutil.copytree(SRC / "mailgate", shared / "src" / "mailgate")
    shutil.copytree(sysconfig.get_paths()["purelib"], shared / "site", symlinks=True)
    pythonpath = f"{shared / 'src'}:{shared / 'site'}"
    minor = f"python{sys.version_info.major}.{sys.version_info.minor}"
    candidates = [os.path.realpath(sys.executable), f"/usr/bin/{minor}", f"/usr/local/bin/{minor}"]
    python = next((p for p in candidates if os.path.exists(p) and _runs_as(AGENT_USER, p, pythonpath)), "")
    if not python:
        pytest.fail(f"no {minor} interpreter that {AGENT_USER} can run (tried {candidates})")
    yield AgentRuntime(user=AGENT_USER, python=python, pythonpath=pythonpath)
    shutil.rmtree(shared, ignore_errors=True)
    if created:
        subprocess.run(["userdel", AGENT_USER], check=False)


class Serve:
    """A `mailgate serve` subprocess of the owner, with its agent doors' URL."""

    def __init__(self, home: Path) -> None:
        self.proc = subprocess.Popen(
            [MAILGATE, "--home", str(home), "serve", "--listen", "127.0.0.1:0", "--interval", "0.2"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self._drainer = threading.Thread(target=self._drain, daemon=True)
        self._drainer.start()
        seen: list[str] = []
        while True:  # serve prints the URL once its socket accepts connections
            try:
                line = self.lines.get(timeout=60)
            except queue.Empty:
                self.stop()
                pytest.fail(f"mailgate serve printed no agent-doors line within 60 s: {''.join(seen)}")
            if line == "":
                pytest.fail(f"mailgate serve exited: {''.join(seen)}")
            seen.append(line)
            found = DOORS.search(line)
            if found:
                self.url = found.group(1)
                return

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.put(line)
        self.lines.put("")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        self.proc.wait(timeout=30)
        self._drainer.join(timeout=30)
        if self.proc.stderr is not None:
            self.proc.stderr.close()


@pytest.fixture
def serve_factory() -> Iterator[type[Serve]]:
    started: list[Serve] = []

    class Tracked(Serve):
        def __init__(self, home: Path) -> None:
            super().__init__(home)
            started.append(self)

    yield Tracked
    for s in started:
        s.stop()
