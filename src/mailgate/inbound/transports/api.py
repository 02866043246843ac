"""What the Gmail and Graph transports share: a listing, parallel fetches, and a cursor that
moves only once everything the listing named was stored.

A pull asks the provider which messages are new (``listing``), then fetches their raw MIME
``fetch_parallel`` at a time and yields them in listing order. The new cursor (Gmail's
historyId, Graph's deltaLink) is written by ``flush`` only when the pull ran to its end and every
yielded message was acknowledged; a pull cut short by its deadline starts from the old cursor next
time, and the pipeline's dedupe (Message-ID plus a hash of the raw bytes) drops what it already has.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from mailgate.accounts.http import ApiReader
from mailgate.accounts.state import AccountState
from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput, MailgateError, TransportError
from mailgate.inbound.transports.base import Capabilities, Fetched

log = logging.getLogger(__name__)

CHUNK = 64  # message ids fetched per round of parallel requests
ACK_SECS = 10.0  # marking one message read after it was stored
# Provider message ids go into URL paths: only URL-safe characters, so a hostile listing cannot
# turn a fetch into a request for another path.
_MESSAGE_ID = re.compile(r"[A-Za-z0-9_=+\-]{1,512}")
_RFC_MESSAGE_ID = re.compile(r"<[A-Za-z0-9!#$%&*+\-/=?^_`{|}~.]{1,200}@[A-Za-z0-9.\-]{1,200}>")


def check_message_id(value: object, where: str) -> str:
    """A provider message id that is safe in a URL path, else TransportError."""
    if not isinstance(value, str) or not _MESSAGE_ID.fullmatch(value):
        raise TransportError(
            f"{where}: the API listed a message id that is not URL-safe: {str(value)[:80]!r}"
        )
    return value


def check_rfc_message_id(value: str) -> str:
    """A Message-ID as mailgate generates it, safe to put in a search query; else InvalidInput."""
    if not _RFC_MESSAGE_ID.fullmatch(value):
        raise InvalidInput("message_id", "must be <local@domain> without quotes or spaces", value)
    return value


@dataclass
class _Pending:
    cursor: str
    outstanding: set[str] = field(default_factory=set)
    complete: bool = False


class ApiSource:
    """Base of the API transports; subclasses say how to list, fetch and mark read."""

    folder = ""

    def __init__(self, reader: ApiReader, state: AccountState) -> None:
        self.account = reader.account
        self.name = reader.account.name
        self.reader = reader
        self.state = state
        self.where = reader.where
        self._pending: _Pending | None = None
        # Always staged: its own cursor moves when the staged mail is acknowledged (see flush).
        self.capabilities = Capabilities(staged=self, close=self.close)

    # --- what a provider implements -------------------------------------------------------

    def listing(self, cursor: str | None, deadline: Deadline) -> tuple[list[str], str]:
        """The ids of new messages, oldest first, and the cursor to keep once they are stored."""
        raise NotImplementedError

    def fetch(self, message_id: str, deadline: Deadline) -> bytes | None:
        """The raw MIME of one message, or None when it is gone since the listing."""
        raise NotImplementedError

    def mark_read(self, message_id: str, deadline: Deadline) -> None:
        """Mark one stored message read on the server (only with ``mark_read = true``)."""
        raise NotImplementedError

    def find_message_id(self, message_id: str, deadline: Deadline) -> bool:
        """Whether the mailbox holds a message with this RFC 5322 Message-ID (for reconcile)."""
        raise NotImplementedError

    def probe(self, deadline: Deadline) -> str:
        """Refresh the token and read the account's profile; sends nothing."""
        raise NotImplementedError

    # --- the InboundTransport protocol ----------------------------------------------------

    def poll(self, deadline: Deadline) -> Iterator[Fetched]:
        """Yield each new message's raw bytes, oldest first, until done or the deadline."""
        ids, cursor = self.listing(self.state.cursor(self.name), deadline)
        pending = self._pending = _Pending(cursor)
        if not ids:
            pending.complete = True
            return
        workers = min(self.account.fetch_parallel, len(ids))
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix=f"fetch-{self.name}") as pool:
            for start in range(0, len(ids), CHUNK):
                if deadline.expired():
                    return
                chunk = ids[start : start + CHUNK]
                bodies = list(pool.map(lambda i: self.fetch(i, deadline), chunk))
                for message_id, raw in zip(chunk, bodies, strict=True):
                    if raw is None:
                        continue  # deleted since the listing
                    pending.outstanding.add(message_id)
                    yield Fetched(raw=raw, account=self.name, folder=self.folder, source_ref=message_id)
        pending.complete = True

    def ack(self, item: Fetched, ok: bool, reason: str = "") -> None:
        """The message is stored (or kept as failed): it no longer holds the cursor back."""
        if item.account != self.name:
            raise InvalidInput("item.account", f"must be {self.name!r} for this source", item.account)
        pending = self._pending
        if pending is None or item.source_ref not in pending.outstanding:
            return
        pending.outstanding.discard(item.source_ref)
        if ok and self.account.mark_read:
            try:
                self.mark_read(item.source_ref, Deadline.after(ACK_SECS, f"marking {self.name} mail read"))
            except MailgateError as exc:
                # The mail is stored; an unread mark left on the server loses nothing.
                log.warning("%s: could not mark a stored message read: %s", self.where, exc)

    def flush(self) -> None:
        """Keep the new cursor if the pull finished and every message was acknowledged."""
        pending, self._pending = self._pending, None
        if pending is not None and pending.complete and not pending.outstanding:
            self.state.set_cursor(self.name, pending.cursor)

    def close(self) -> None:
        """Close the provider's HTTP client."""
        self.reader.close()
