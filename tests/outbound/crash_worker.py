"""Run one settler pass in HOME and SIGKILL this process the first time it reaches STEP.

usage: crash_worker.py HOME STEP

Before dying it writes the id of the draft it was working on to HOME/crashed. If STEP never
comes, it exits with status 3 (the test then fails: the crash it wanted did not happen).
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

from mailgate.gateway import open_gateway

NEVER_REACHED = 3


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    home, crash_at = Path(argv[1]), argv[2]
    gw = open_gateway(home)

    def on_step(draft_id: str, step: str) -> None:
        if step == crash_at:
            (home / "crashed").write_text(draft_id)  # closed, so in the page cache: survives the kill
            os.kill(os.getpid(), signal.SIGKILL)

    try:
        gw.sending.settler(on_step=on_step).settle()
    finally:
        gw.store.dispose()
    print(f"step {crash_at!r} was never reached", file=sys.stderr)
    return NEVER_REACHED


if __name__ == "__main__":
    sys.exit(main(sys.argv))
