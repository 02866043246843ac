"""Run a call that must not hang, with a generous bound instead of a wall-clock comparison.

A test that asserts "took < 1 s" fails on a loaded machine. These tests assert what happened (the
error, its reason, the result) and use this only to turn a hang into a failure: the bound is far
above the call's own deadline, so it never trips on a slow machine, only on a call that waits on.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

HANG_SECS = 30.0
"""Far longer than any deadline these tests set: reaching it means the call did not stop by itself."""


def finishes(call: Callable[[], T], within: float = HANG_SECS) -> T:
    """``call()``'s result, or its exception raised here; fails if it still runs after ``within``."""
    outcome: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed back to the test thread as is
            failure.append(exc)

    thread = threading.Thread(target=run, name="bounded-call", daemon=True)
    thread.start()
    thread.join(timeout=within)
    if thread.is_alive():
        raise AssertionError(f"the call was still running after {within:g} s: it hangs")
    if failure:
        raise failure[0]
    return outcome[0]
