"""The inbound transport seam: where raw mail comes from, and how a source learns it was taken.

A transport yields :class:`Fetched` items from ``poll(deadline)``; the pipeline parses and stores
each one and then calls ``ack(item, ok, reason)``. Nothing is consumed before that ack: a crash
between the two means the item is yielded again next time, and the pipeline dedupes on
Message-ID plus a hash of the raw bytes.

Deadline contract shared by every transport: ``poll`` yields what it can fetch before the
deadline and then stops quietly (the rest comes next poll); a wait on a server that the deadline
cut short raises :class:`~mailgate.errors.TimedOut`.

What a transport can do besides ``poll`` and ``ack`` (be staged, wait in IDLE, be closed) is
said by its :class:`Capabilities` record, set where it is built; callers ask that record only.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput, TransportError
from mailgate.model import AGENT_NAME

ACCOUNT_NAME: re.Pattern[str] = AGENT_NAME
"""Account names: ``^[a-z][a-z0-9_]{0,31}$``, the same rule as agent names."""


@dataclass(frozen=True, kw_only=True)
class Fetched:
    """One raw mail as a transport delivered it; ``raw`` is never altered on the way."""

    raw: bytes = field(repr=False)
    account: str  # "dropfolder", "maildir:<name>" or the IMAP account name
    folder: str
    # Transport-local reference (file name, IMAP "uidvalidity:uid") for logs and ack only:
    # UIDs are ephemeral (a UIDVALIDITY change voids them), so agents never see it.
    source_ref: str


class CursorStore(Protocol):
    """Where an IMAP source keeps how far it has read each folder (implemented on the database)."""

    def get_cursor(self, account: str, folder: str) -> tuple[int, int] | None:
        """``(uidvalidity, last_uid)`` stored for the folder, or None before the first ack."""
        ...

    def set_cursor(self, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
        """Remember that every UID up to ``last_uid`` under ``uidvalidity`` was taken."""
        ...


class Flushable(Protocol):
    """Where a pulling transport's cursor waits until the pulled mail is staged."""

    def flush(self) -> None:
        """Write the cursor the acknowledged mail allows."""
        ...


@dataclass(frozen=True, kw_only=True)
class Capabilities:
    """What a transport can do besides poll and ack; the one place a caller asks."""

    # Server mail: pulled into the staging table first, and this cursor is flushed once the batch
    # is kept. None: a local file is its own durable copy and goes straight through the pipeline.
    staged: Flushable | None = None
    # Waits until the server announces new mail (IMAP IDLE); True when mail arrived.
    idle_wait: Callable[[Deadline], bool] | None = None
    # Lets go of a held connection; called after every pull and when an IDLE watch ends.
    close: Callable[[], None] | None = None


LOCAL = Capabilities()
"""A local folder's capabilities: nothing to stage, watch or close."""


class InboundTransport(Protocol):
    """A source of raw inbound mail."""

    name: str
    capabilities: Capabilities

    def poll(self, deadline: Deadline) -> Iterator[Fetched]:
        """Yield the mail not acknowledged yet, oldest first, until done or the deadline."""
        ...

    def ack(self, item: Fetched, ok: bool, reason: str = "") -> None:
        """The pipeline stored ``item`` (ok) or could not take it (ok=False, ``reason`` says why)."""
        ...


def check_account_name(name: str, field_name: str) -> str:
    """Return ``name`` if it is a valid account name, else raise InvalidInput naming ``field_name``."""
    if not ACCOUNT_NAME.fullmatch(name):
        raise InvalidInput(field_name, "must match ^[a-z][a-z0-9_]{0,31}$ (no hyphens)", name)
    return name


def own_file_name(item: Fetched, account: str) -> str:
    """The file ``item`` refers to, checked to come from ``account`` and to be a plain file name
    (no separators, not hidden): ack must never move a file outside its own folder."""
    if item.account != account:
        raise InvalidInput("item.account", f"must be {account!r} for this transport", item.account)
    ref = item.source_ref
    if not ref or ref != os.path.basename(ref) or ref.startswith(".") or "\x00" in ref:
        raise InvalidInput("item.source_ref", "must be a plain file name from this transport", ref)
    return ref


def move_file(src: Path, dst: Path) -> bool:
    """Rename ``src`` to ``dst``; False if ``src`` is gone (another worker took it first)."""
    try:
        os.rename(src, dst)
    except FileNotFoundError:
        if src.exists():  # the destination folder is what is missing
            raise TransportError(f"cannot move {src.name}: {dst.parent} does not exist") from None
        return False
    except OSError as exc:
        raise TransportError(f"cannot move {src} to {dst}: {exc.strerror or exc}") from exc
    return True


def read_mail_file(path: Path) -> bytes | str:
    """The file's bytes, or why it cannot be read ("" when it vanished: another reader took it)."""
    try:
        # stat first: opening a FIFO would block the poll.
        if not stat.S_ISREG(os.stat(path).st_mode):
            return "unreadable: not a regular file"
        return path.read_bytes()
    except FileNotFoundError:
        return "unreadable: symlink to a missing file" if os.path.lexists(path) else ""
    except OSError as exc:
        return f"unreadable: {exc.strerror or exc}"
