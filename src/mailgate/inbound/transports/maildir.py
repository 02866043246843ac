"""Maildir transport: a local Maildir filled by an MTA, procmail or ``mbsync``.

Only ``new/`` is read. By the Maildir convention a file in ``new/`` has not been seen by any
reader yet; once mailgate has taken it, ack renames it into ``cur/`` with an info suffix
(``:2,`` plus the flags in ASCII order, https://cr.yp.to/proto/maildir.html), so the files stay
where every mail client can still open them, and a file is never deleted or rewritten:

* ack ok      -> ``cur/<name>:2,S``  the Seen flag: mailgate stored it.
* ack failed  -> ``cur/<name>:2,F``  Flagged and *not* Seen: a person looking at the mailbox in
  a mail client sees an unread, flagged message (the pipeline logs and keeps the reason). To
  retry it, move it back into ``new/`` without the suffix.
* unreadable  -> the same as a failed ack (logged), so one bad file is not retried forever.

``cur/`` is not scanned: whatever is there was already handled by mailgate or by a mail client,
and reading it would need per-file state that Maildir does not have.
"""

from __future__ import annotations

import logging
import mailbox
import os
import re
from collections.abc import Iterator
from pathlib import Path

from mailgate.deadline import Deadline
from mailgate.errors import TransportError
from mailgate.inbound.transports.base import (
    LOCAL,
    Fetched,
    check_account_name,
    move_file,
    own_file_name,
    read_mail_file,
)

log = logging.getLogger(__name__)

FOLDER = "INBOX"
_DIGITS = re.compile(r"([0-9]+)")
SEEN = "S"
FLAGGED = "F"


class MaildirSource:
    """Reads ``path/new/``; ack renames each file into ``cur/`` with the Seen (ok) or Flagged flag."""

    def __init__(self, path: Path, name: str) -> None:
        check_account_name(name, "maildir.name")
        self.name = f"maildir:{name}"
        self.capabilities = LOCAL
        self._path = Path(path)
        self._new = self._path / "new"
        self._cur = self._path / "cur"
        # The info separator; ":" on POSIX (the stdlib knows the platform's convention).
        self._colon = mailbox.Maildir.colon

    def poll(self, deadline: Deadline) -> Iterator[Fetched]:
        """Yield each file in ``new/``, oldest first by the delivery time its unique name starts with."""
        for name in self._list_new():
            if deadline.expired():
                return
            raw = read_mail_file(self._new / name)
            if isinstance(raw, bytes):
                yield Fetched(raw=raw, account=self.name, folder=FOLDER, source_ref=name)
            elif raw:
                log.warning("maildir %s: %s: %s; flagged in cur/", self.name, name, raw)
                self._quarantine(name)

    def ack(self, item: Fetched, ok: bool, reason: str = "") -> None:
        """Rename ``new/<name>`` to ``cur/<name>:2,<flags>`` adding S (ok) or F (failed, stays unseen)."""
        name = own_file_name(item, self.name)
        if not move_file(self._new / name, self._cur / self._with_flag(name, SEEN if ok else FLAGGED)):
            # A mail client moved it out of new/ first; the pipeline has the bytes either way.
            log.info("maildir %s: %s was already moved out of new/", self.name, name)

    def _list_new(self) -> list[str]:
        try:
            names = os.listdir(self._new)
        except OSError as exc:
            raise TransportError(f"{self._path} is not a readable Maildir: {exc.strerror or exc}") from exc
        # Names starting with a dot are not messages (Maildir convention).
        return sorted((n for n in names if not n.startswith(".")), key=_arrival_order)

    def _quarantine(self, name: str) -> None:
        try:
            move_file(self._new / name, self._cur / self._with_flag(name, FLAGGED))
        except TransportError as exc:  # one stuck file must not stop the others
            log.error("maildir %s: cannot flag %s: %s", self.name, name, exc)

    def _with_flag(self, name: str, flag: str) -> str:
        """``name`` with its info set to ``2,`` plus the existing flags and ``flag``, sorted."""
        base, sep, info = name.partition(self._colon)
        # Only "2," info carries flags; experimental "1," info is dropped, as the spec allows.
        flags = set(info[2:]) if sep and info.startswith("2,") else set()
        flags.add(flag)
        return f"{base}{self._colon}2,{''.join(sorted(flags))}"


def _arrival_order(name: str) -> list[int | str]:
    """Sort key comparing digit runs as numbers: unique names are "<secs>.M<usecs>P<pid>..." or
    "<secs>.<pid>_<n>..." (mbsync) with unpadded numbers, so plain string order is wrong."""
    # split() with a group alternates text and digit runs: the digit runs sit at odd indices.
    return [int(part) if i % 2 else part for i, part in enumerate(_DIGITS.split(name))]
