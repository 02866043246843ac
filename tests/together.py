"""Several Python processes released at once: each opens what it needs, says "ready", waits for "go"."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter


def run_together(script: str, argvs: list[list[str]]) -> Counter[str]:
    """Run ``script`` once per argument list, all started before any is released; the sum of the
    JSON counts each prints. A process that fails fails the caller with its stderr."""
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, *argv],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for argv in argvs
    ]
    try:
        for proc in procs:  # every process has its gateway open before any goes on
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "ready", proc.communicate(timeout=60)[1]
        for proc in procs:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        said: Counter[str] = Counter()
        for proc in procs:
            out, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err
            said.update(json.loads(out))
        return said
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()  # our own child, by its handle
                proc.wait()
