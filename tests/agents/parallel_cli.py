"""Run several `mailgate` commands at the same moment, each in a process of its own.

usage: python parallel_cli.py < argvs.json   (a JSON list of argument lists, without "mailgate")
prints a JSON list of [exit code, stdout, stderr], one per command, in order.

This process imports the CLI once, then forks one child per command; the children start the command
together when this process closes the pipe they all wait on. Each child runs ``main``, the
function the `mailgate` executable calls, in a process of its own with its own database
connections, so the children race exactly as separate `mailgate` runs do. Importing the CLI takes
far longer than a send, so 20 separate executables mostly imported, one after another, instead of
sending at once; forking after one import makes the race tighter and costs a fraction of the CPU.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

from mailgate.cli.main import main


def child(argv: list[str], out: Path, err: Path, go: int) -> None:
    """In the forked child: wait for the start signal, run one command, exit with its code."""
    code = 70  # EX_SOFTWARE, if anything below raises
    try:
        with out.open("wb") as o, err.open("wb") as e:
            os.dup2(o.fileno(), 1)
            os.dup2(e.fileno(), 2)
        os.read(go, 1)  # blocks until the parent closes its end: every child starts together
        code = main(argv)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def run(argvs: list[list[str]]) -> list[tuple[int, str, str]]:
    """Fork one child per argv, release them at once, and collect their codes and output."""
    folder = Path(tempfile.mkdtemp(prefix="mg-parallel-"))
    go_read, go_write = os.pipe()
    pids: list[int] = []
    for i, argv in enumerate(argvs):
        pid = os.fork()
        if pid == 0:
            os.close(go_write)
            child(argv, folder / f"{i}.out", folder / f"{i}.err", go_read)
        pids.append(pid)
    os.close(go_read)
    os.close(go_write)  # the start signal: every child's read returns at once
    results: list[tuple[int, str, str]] = []
    for i, pid in enumerate(pids):
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        results.append((code, (folder / f"{i}.out").read_text(), (folder / f"{i}.err").read_text()))
    return results


if __name__ == "__main__":
    print(json.dumps(run(json.load(sys.stdin))))
