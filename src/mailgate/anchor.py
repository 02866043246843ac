"""The audit anchor: an append-only file in the home recording the head of the audit chain.

The audit log lives in the database; whoever can write the database can delete its newest rows,
and the chain alone cannot tell a log that ends early from one that ends there. After every write
transaction that appended audit rows, its last sequence number and MAC are appended here as one
line (``O_APPEND``: several processes may write, each line lands whole). ``verify`` then demands
that the database still holds the highest anchored row, unchanged.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from mailgate.errors import AuditBroken

ANCHOR_FILE = "audit.anchor"
_LINE = re.compile(r"([1-9][0-9]{0,18}) ([0-9a-f]{64})")


@dataclass(frozen=True, kw_only=True)
class Head:
    """One anchored point of the chain: a row's sequence number and its MAC."""

    seq: int
    mac: str


class Anchor:
    """The anchor file of one home."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def append(self, seq: int, mac: str) -> bool:
        """Append one line after a commit; False when the file could not be written.

        Never raises: the transaction has committed already, and a failed append only narrows
        what truncation ``verify`` can detect (``mailgate doctor`` reports an unwritable file).
        """
        line = f"{seq} {mac}\n".encode("ascii")
        try:
            # O_NOFOLLOW: a symlink planted in the home does not redirect the append elsewhere.
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        except OSError:
            return False
        try:
            # One write of a short line: with O_APPEND it lands whole, after every other line.
            return os.write(fd, line) == len(line)
        except OSError:
            return False
        finally:
            os.close(fd)

    def head(self) -> Head | None:
        """The highest anchored row, or None when nothing was anchored yet (no file)."""
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise AuditBroken(f"the audit anchor {self.path} cannot be read: {exc.strerror}") from None
        with os.fdopen(fd, "rb") as handle:
            mode = os.fstat(handle.fileno()).st_mode
            if not stat.S_ISREG(mode) or mode & 0o022:
                raise AuditBroken(
                    f"the audit anchor {self.path} is not a regular file writable only by its owner "
                    f"(mode {stat.S_IMODE(mode):03o}); it cannot be trusted"
                )
            best: Head | None = None
            for number, raw in enumerate(handle, start=1):
                match = _LINE.fullmatch(raw.decode("ascii", "replace").rstrip("\n"))
                if match is None:
                    raise AuditBroken(f"line {number} of the audit anchor {self.path} is malformed")
                seq = int(match.group(1))
                if best is None or seq > best.seq:
                    best = Head(seq=seq, mac=match.group(2))
                elif seq == best.seq and match.group(2) != best.mac:
                    raise AuditBroken(f"the audit anchor {self.path} records two MACs for row {seq}")
        return best

    def writable(self) -> str:
        """ "" when an append would succeed, else why not (for ``mailgate doctor``)."""
        target = self.path if self.path.exists() else self.path.parent
        if not os.access(target, os.W_OK):
            return f"{target} is not writable: new audit rows are not anchored"
        return ""
