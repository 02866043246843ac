"""Drop folder transport: ``*.eml`` files written into one directory (fetchmail, procmail, scripts).

Writers must create a file under another name (a dotfile or ``*.tmp``) and rename it to
``*.eml`` when it is complete; partial files are never read. Consumed files are moved, never
deleted: the raw file is the evidence a later parsing bug is diagnosed from.

::

    inbound/x.eml  --ack ok-->     inbound/processed/x.eml
                   --ack failed--> inbound/failed/x.eml + failed/x.eml.reason.txt
                   --unreadable--> inbound/failed/x.eml + reason (never yielded)

A name already taken in ``processed/`` or ``failed/`` gets a counter: ``x.1.eml``, ``x.2.eml``...
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from pathlib import Path

from mailgate.deadline import Deadline
from mailgate.errors import TransportError
from mailgate.inbound.transports.base import LOCAL, Fetched, move_file, own_file_name, read_mail_file

log = logging.getLogger(__name__)

ACCOUNT = "dropfolder"
FOLDER = "inbound"
SUFFIX = ".eml"
REASON_SUFFIX = ".reason.txt"


class DropFolder:
    """Reads ``inbound_dir/*.eml`` in name order; ack moves each file to ``processed/`` or ``failed/``."""

    name = ACCOUNT
    capabilities = LOCAL

    def __init__(self, inbound_dir: Path) -> None:
        self._dir = Path(inbound_dir)
        self.processed_dir = self._dir / "processed"
        self.failed_dir = self._dir / "failed"

    def poll(self, deadline: Deadline) -> Iterator[Fetched]:
        """Yield every complete ``*.eml`` file, sorted by name, until the deadline passes."""
        for path in self._candidates():
            if deadline.expired():
                return
            raw = read_mail_file(path)
            if isinstance(raw, bytes):
                yield Fetched(raw=raw, account=ACCOUNT, folder=FOLDER, source_ref=path.name)
            elif raw:
                self._quarantine(path, raw)

    def ack(self, item: Fetched, ok: bool, reason: str = "") -> None:
        """Move the file to ``processed/`` (ok) or to ``failed/`` with ``<name>.reason.txt`` beside it."""
        name = own_file_name(item, ACCOUNT)
        if ok:
            self._move_into(self._dir / name, self.processed_dir)
        else:
            self._fail(self._dir / name, reason)

    def _candidates(self) -> list[Path]:
        try:
            names = sorted(os.listdir(self._dir))
        except FileNotFoundError:
            return []  # nothing was ever dropped; the folder appears with the first writer
        except OSError as exc:
            raise TransportError(f"cannot list drop folder {self._dir}: {exc.strerror or exc}") from exc
        # Dotfiles and *.tmp are files still being written (the writer renames them when done).
        return [self._dir / n for n in names if n.endswith(SUFFIX) and not n.startswith(".")]

    def _quarantine(self, path: Path, reason: str) -> None:
        """Move an unreadable file to failed/; a failure here must not stop the other files."""
        try:
            self._fail(path, reason)
        except TransportError as exc:
            log.error("drop folder: cannot quarantine %s (%s): %s", path.name, reason, exc)

    def _fail(self, path: Path, reason: str) -> None:
        dst = self._move_into(path, self.failed_dir)
        if dst is None:
            return
        log.warning("drop folder: %s moved to %s: %s", path.name, dst, reason)
        try:
            Path(f"{dst}{REASON_SUFFIX}").write_text((reason or "no reason given") + "\n", "utf-8")
        except OSError as exc:  # the file itself is safe in failed/; only the note is lost
            log.error("drop folder: cannot write the reason for %s: %s", dst, exc)

    def _move_into(self, src: Path, folder: Path) -> Path | None:
        """Move ``src`` into ``folder`` under a free name; None if ``src`` was already gone."""
        try:
            folder.mkdir(exist_ok=True)
        except OSError as exc:
            raise TransportError(f"cannot create {folder}: {exc.strerror or exc}") from exc
        dst = _free_name(folder, src.name)
        return dst if move_file(src, dst) else None


def _free_name(folder: Path, name: str) -> Path:
    """``folder/name``, or ``folder/<stem>.<n><suffix>`` with the smallest free n."""
    stem, dot, ext = name.rpartition(".")
    if not dot:
        stem, ext = name, ""
    candidate, n = name, 0
    # lexists: a dangling symlink still occupies the name, and rename would replace it.
    while os.path.lexists(folder / candidate) or os.path.lexists(folder / f"{candidate}{REASON_SUFFIX}"):
        n += 1
        candidate = f"{stem}.{n}.{ext}" if dot else f"{stem}.{n}"
    return folder / candidate
