"""Bulk import across processes: children parse, check, redact and scan; this process stores.

Parsing and the injection scan are pure CPU and hold the GIL, so threads would not help; each
child process opens the home itself (its own store connections, scanner and vault key) and runs
``Pipeline.prepare_many`` over a chunk of messages, which reads the store and never writes it.
The parent commits each chunk in one transaction, chunks in the order they were read, so that
duplicates and reused Message-IDs are decided exactly as a one-process import decides them
(``Pipeline.commit_many`` checks again inside its write). At most ``jobs * WINDOW`` messages are
in flight, so memory stays flat however large the mailbox.

Children are forked where the platform can and the importing process runs no other thread (the
CLI's does not): a spawned child imports mailgate afresh (about 0.8 s of CPU, the scanner's tables
and the ORM) before its first mail, a forked one starts with the importer's modules, compiled
tables and loaded model, and opens only its own store connections (the opener). It never touches
the connections it inherits: objects that exist at the fork are frozen out of the collector
(``gc.freeze``), so no finaliser in a child closes a connection the parent still holds, and a child
leaves by ``os._exit`` (multiprocessing's own), running no exit handlers. With other threads
running (a lock one of them holds would stay held in the child), or without fork, children are
spawned.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from mailgate.inbound.injection import BuiltinScanner
from mailgate.inbound.pipeline import Incoming, Ingested, Pipeline, PollCounts, Prepared, batches

WINDOW = 50  # messages in flight per child: enough to keep each busy while the parent stores
CHUNK = 25  # messages a child prepares at once (one store read for them; one write for them here)

PipelineOpener = Callable[[], Pipeline]
"""Opens the home's pipeline in a child process; must be picklable (a module-level function or a
functools.partial of one) where children are spawned."""

_CHILD: list[Pipeline] = []  # the child's own pipeline, opened once by _start
_CHILD_ERROR: list[str] = []  # why it could not be opened


def _start(opener: PipelineOpener) -> None:
    # An initializer that raises kills the pool with no word of why; keep the reason and give it
    # with every message instead, so the parent can say it.
    try:
        _CHILD.append(opener())
    except Exception as exc:  # any failure to open the home: the parent prepares instead
        _CHILD_ERROR.append(f"{exc.__class__.__name__}: {exc}")


def _incoming(raws: list[bytes]) -> list[Incoming]:
    return [Incoming(raw=raw, account="import") for raw in raws]


def _prepare(raws: list[bytes]) -> list[Ingested | Prepared]:
    if not _CHILD:
        raise RuntimeError(_CHILD_ERROR[0] if _CHILD_ERROR else "no pipeline in this process")
    return _CHILD[0].prepare_many(_incoming(raws))


def import_in_processes(
    pipeline: Pipeline,
    messages: Iterable[bytes],
    *,
    jobs: int,
    opener: PipelineOpener,
    progress: Callable[[str], None] | None = None,
) -> PollCounts:
    """Ingest ``messages`` with ``jobs`` child processes preparing and ``pipeline`` storing."""
    counts = PollCounts()
    fell_back: list[str] = []  # why each chunk a child did not prepare was prepared here
    fell_back_mails = 0

    def finish(raws: list[bytes], future: Future[list[Ingested | Prepared]] | None) -> None:
        nonlocal fell_back_mails
        try:
            if future is None:
                raise BrokenProcessPool("no child took them")
            prepared = future.result()
        except Exception as exc:  # prepared here instead: its error, if any, is raised with its caller
            fell_back.append(f"{exc.__class__.__name__}: {exc}")
            fell_back_mails += len(raws)
            prepared = pipeline.prepare_many(_incoming(raws))
        # One write for the chunk; it re-checks the dedupe keys against what was stored since.
        committed = iter(pipeline.commit_many([p for p in prepared if isinstance(p, Prepared)]))
        for raw, result in zip(raws, prepared, strict=True):
            done = result if isinstance(result, Ingested) else next(committed)
            if done is None:  # a mail with its Message-ID was stored after this one was prepared
                done = pipeline.ingest(raw, account="import")
            counts.add(done.outcome)
            if progress:
                progress(done.outcome)

    context = start_context(pipeline.scanner)
    in_flight: deque[tuple[list[bytes], Future[list[Ingested | Prepared]] | None]] = deque()
    forked = context.get_start_method() == "fork"
    # A caller (a server that forks workers, say) may have frozen objects of its own: thawing them
    # afterwards would undo its freeze, so only a freeze made here is undone here.
    thaw = forked and gc.get_freeze_count() == 0
    if forked:
        gc.freeze()  # (the pool forks its children at the first submit)
    try:
        with ProcessPoolExecutor(jobs, mp_context=context, initializer=_start, initargs=(opener,)) as pool:
            for chunk in _chunks(messages):
                try:
                    future: Future[list[Ingested | Prepared]] | None = pool.submit(_prepare, chunk)
                except BrokenProcessPool:  # a child died or could not open the home: this process does it
                    future = None
                in_flight.append((chunk, future))
                if len(in_flight) * CHUNK >= jobs * WINDOW:
                    finish(*in_flight.popleft())
            while in_flight:
                finish(*in_flight.popleft())
    finally:
        if thaw:
            gc.unfreeze()
    if fell_back:
        # Nothing is lost, but the import ran slower than asked: say so, with the first reason.
        counts.errors.append(
            f"{fell_back_mails} of the messages were prepared by the importing process itself, "
            f"as the child processes could not ({fell_back[0][:300]})"
        )
    return counts


def start_context(scanner: object = None) -> multiprocessing.context.BaseContext:
    """How import children start: forked from a one-thread process running the builtin scanner
    alone where the platform offers it, else spawned."""
    forkable = (
        "fork" in multiprocessing.get_all_start_methods()
        and os_threads() == 1
        # A plugin scanner (``module:attr``) is the module's own object: a forked child would share
        # whatever it holds open (a keep-alive HTTP or gRPC connection), and one mail's answer could
        # be read as another's. An owner's ONNX model runs native threads of its own.
        and (scanner is None or (type(scanner) is BuiltinScanner and scanner.extra is None))
    )
    return multiprocessing.get_context("fork" if forkable else "spawn")


def os_threads() -> int:
    """Threads of this process, native ones included (Python's count misses a library's own)."""
    try:
        return max(len(os.listdir("/proc/self/task")), threading.active_count())
    except OSError:
        return threading.active_count()


def _chunks(messages: Iterable[bytes]) -> Iterator[list[bytes]]:
    """``messages`` in order, CHUNK at a time (fewer when they are large: see ``batches``)."""
    for batch in batches(messages, lambda raw: raw):
        for start in range(0, len(batch), CHUNK):
            yield batch[start : start + CHUNK]
