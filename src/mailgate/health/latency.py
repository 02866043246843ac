"""Latency histograms, observed where the work happens: the policy's decision at submit, each send.

The counts on ``/metrics`` are read from the store, so every worker reports the same; a latency
is only known to the process that timed it. ``serve --workers N`` therefore runs its workers in
the Prometheus client's multiprocess mode: each worker writes its observations to files in one
directory (``PROMETHEUS_MULTIPROC_DIR``, made by the supervisor unless the operator sets it) and
the worker serving ``/metrics`` sums every worker's files, including those of workers that died.
One ``serve`` process without that variable keeps its histograms in memory.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from prometheus_client import CollectorRegistry, Histogram
from prometheus_client.multiprocess import MultiProcessCollector

from mailgate.errors import InvalidInput

# The Prometheus client reads this variable when it is first imported: a process writes its
# observations to files there only if the variable was set before it started.
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

# A decision is a few store reads and a scan: milliseconds, seconds when the store is contended.
DECISION_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
# A send is a TLS dial and an SMTP dialogue, bounded by smtp.timeout_secs (30 s by default).
SEND_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0)

# Not in the client's global registry: each /metrics registry adds them itself (register_latency).
DECISION_SECONDS = Histogram(
    "mailgate_decision_seconds",
    "time from a submitted draft to its stored policy decision, by decision",
    labelnames=["decision"],
    buckets=DECISION_BUCKETS,
    registry=None,
)
SEND_SECONDS = Histogram(
    "mailgate_send_seconds",
    "time from the settler's dial to the send's recorded outcome, by outcome",
    labelnames=["outcome"],
    buckets=SEND_BUCKETS,
    registry=None,
)


def observe_decision(decision: str, seconds: float) -> None:
    """One submit's decision took ``seconds``."""
    DECISION_SECONDS.labels(decision).observe(seconds)


def observe_send(outcome: str, seconds: float) -> None:
    """One send, from its dial to its recorded outcome, took ``seconds``."""
    SEND_SECONDS.labels(outcome).observe(seconds)


def multiprocess_dir() -> str:
    """The directory every worker writes its observations to, or "" in one-process mode."""
    return os.environ.get(MULTIPROC_ENV, "")


def register_latency(registry: CollectorRegistry) -> None:
    """Add the latency histograms to a scrape registry: every worker's, or this process's own."""
    path = multiprocess_dir()
    if path:
        MultiProcessCollector(registry, path=path)  # type: ignore[no-untyped-call]  # untyped upstream
    else:
        registry.register(DECISION_SECONDS)
        registry.register(SEND_SECONDS)


def check_multiprocess_dir(path: Path) -> None:
    """Refuse a metrics folder that another user owns, or may read or write; a missing one is made
    here, mode 0700 (left missing, another user could make it between this check and the writes).

    Each worker opens ``<kind>_<pid>.db`` there for writing and maps it into memory, following
    links: a file planted by another user (an agent that made the folder first in /tmp) points
    those writes at any file the owner may write, and a readable folder shows every worker's
    decision counts to other users (what /metrics keeps to the owner).
    """
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass  # judged below, whoever made it
    except OSError as exc:
        raise InvalidInput(MULTIPROC_ENV, f"cannot be made ({exc.strerror})", str(path)) from None
    info = os.lstat(path)
    me = os.geteuid()
    if not stat.S_ISDIR(info.st_mode):
        raise InvalidInput(MULTIPROC_ENV, "must be a folder (not a link or a file)", str(path))
    if info.st_uid != me:
        raise InvalidInput(
            MULTIPROC_ENV,
            f"belongs to uid {info.st_uid}, not to the user running mailgate (uid {me}): that user "
            "could plant files the workers write through; use a folder of this user's, mode 0700",
            str(path),
        )
    mode = stat.S_IMODE(info.st_mode)
    if mode & 0o077:
        raise InvalidInput(
            MULTIPROC_ENV,
            f"is mode {mode:03o}: other users could read the workers' counts or plant files there; "
            f"run `chmod 700 {path}`",
            str(path),
        )


def clear_multiprocess_dir(path: Path) -> None:
    """Remove an earlier run's observation files (``*.db``), so a new supervisor starts from zero.

    The folder must be this user's alone (:func:`check_multiprocess_dir`); a missing one is made so.
    """
    check_multiprocess_dir(path)
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    check_multiprocess_dir(path)  # it may have appeared, someone else's, since the first look
    for stale in path.glob("*.db"):
        stale.unlink(missing_ok=True)
