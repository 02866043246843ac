"""A second OS user for the wall tests, a Python it can run mailgate with, and a running `serve`.

The agent user is created by the test run (root only) and can read neither the owner's home nor
root's own home. On machines where the project's interpreter lives under root's private home (a
pyenv build, say), the agent runs the same mailgate code and the same installed packages with the
system's Python of the same minor version, copied to a world-readable folder.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.serve import Serve

# One user per pytest-xdist worker: two workers creating and deleting one user would race.
AGENT_USER = "mg-agent-test" + (
    f"-{os.environ['PYTEST_XDIST_WORKER']}" if os.environ.get("PYTEST_XDIST_WORKER") else ""
)
RUNUSER = shutil.which("runuser") or "/usr/sbin/runuser"
SRC = Path(__file__).resolve().parents[2] / "src"


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


def _link_or_copy(src: str, dst: str) -> str:
    """Hard-link ``src`` at ``dst``; copy it (with its mode and times) where linking is refused."""
    try:
        os.link(src, dst)
    except OSError:  # another file system, or links not allowed here
        shutil.copy2(src, dst)
    return dst


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
    # Hard links where the file system allows (the same files, modes and bytes): copying the
    # ~650 MB of site-packages cost each worker many seconds of disk I/O.
    shutil.copytree(SRC / "mailgate", shared / "src" / "mailgate", copy_function=_link_or_copy)
    shutil.copytree(
        sysconfig.get_paths()["purelib"], shared / "site", symlinks=True, copy_function=_link_or_copy
    )
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


@pytest.fixture
def serve_factory() -> Iterator[type[Serve]]:
    """Start `mailgate serve` on a home (settler every 0.2 s); each is stopped when the test ends."""
    started: list[Serve] = []

    class Tracked(Serve):
        def __init__(self, home: Path) -> None:
            super().__init__(home, interval="0.2")
            started.append(self)

    yield Tracked
    for s in started:
        s.stop()
