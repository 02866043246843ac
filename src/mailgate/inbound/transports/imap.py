"""IMAP transport: reads new mail from the folders of one account, over TLS only.

* TLS is required: implicit TLS (993) or STARTTLS. A server that does not offer STARTTLS gets
  :class:`~mailgate.errors.TLSUnavailable` and never sees the password. Certificates are always
  verified (``ca_file`` adds a private CA; there is no switch to turn verification off).
* One kept connection for reads, not a login per poll. If the server hangs up in the middle of a command,
  the command is retried once on a fresh connection: that is safe for a read.
* Every wait is bounded: before each command the socket timeout is set to what the
  :class:`~mailgate.deadline.Deadline` has left (and at most ``timeout_secs``), so a server that
  stops answering fails with :class:`~mailgate.errors.TimedOut` within the bound.
* Reading never changes the mailbox: folders are opened read-only (EXAMINE) and bodies fetched
  with ``BODY.PEEK[]``, so ``\\Seen`` stays as the owner left it.
* How far each folder was read is a cursor ``(UIDVALIDITY, last UID)`` in a :class:`CursorStore`,
  advanced by ``ack`` only after the pipeline has stored the mail (a failed mail advances it too:
  the pipeline keeps its raw bytes, and retrying a mail it cannot take would loop forever).
  UIDs are ephemeral: when a folder's UIDVALIDITY changes, its old UIDs mean nothing,
  so the folder is read again from the start; the pipeline dedupes on Message-ID plus a hash of
  the raw bytes, so agents see no duplicates.

Only this module catches imapclient, imaplib, ssl and socket errors; it raises mailgate errors.
An :class:`ImapSource` is meant for one thread.
"""

from __future__ import annotations

import imaplib
import logging
import re
import ssl
import time
from collections import deque
from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any, TypeVar

from imapclient import IMAPClient

from mailgate.deadline import Deadline
from mailgate.errors import (
    ConfigError,
    InvalidInput,
    MailgateError,
    NotConfigured,
    TimedOut,
    TLSUnavailable,
    TransportError,
)
from mailgate.inbound.transports.base import Capabilities, CursorStore, Fetched, Flushable, check_account_name
from mailgate.xoauth2 import BearerTokens, initial_response

log = logging.getLogger(__name__)

_T = TypeVar("_T")
_Client = Any  # imapclient ships no type hints

TLS_MODES = ("implicit", "starttls")
AUTH_MODES = ("password", "xoauth2")
VAULT_ENTRY = "mail.imap.password.{name}"
RESERVED_NAMES = frozenset({"dropfolder"})  # the drop folder's account name in Fetched records
IDLE_RENEW_SECS = 29 * 60.0  # RFC 2177: re-issue IDLE at least every 29 minutes
LOGOUT_SECS = 5.0  # close() waits this long at most for a polite LOGOUT
_UINT = re.compile(r"[0-9]{1,10}")
# What a command on an established connection may raise; OSError includes ssl and socket errors.
_COMMAND_ERRORS = (imaplib.IMAP4.error, OSError, EOFError, ValueError)


@dataclass(frozen=True, kw_only=True)
class ImapAccount:
    """One IMAP account to read; invalid values raise InvalidInput naming the ``imap.*`` field."""

    name: str
    host: str
    port: int = 993
    tls: str = "implicit"  # or "starttls"; there is no plaintext option
    username: str
    folders: tuple[str, ...] = ("INBOX",)
    ca_file: str = ""  # a private CA (PEM); the system's CAs when empty
    timeout_secs: float = 60.0  # the longest any single wait on the server may take
    sent_folder: str = ""  # where reconcile looks for unknown sends by Message-ID; never read as inbox
    auth: str = "password"  # or "xoauth2": log in with oauth_account's OAuth2 access token
    oauth_account: str = ""  # the [[gmail]] or [[microsoft]] account whose tokens xoauth2 uses

    def __post_init__(self) -> None:
        check_account_name(self.name, "imap.name")
        if self.auth not in AUTH_MODES:
            raise InvalidInput("imap.auth", "must be 'password' or 'xoauth2'", self.auth)
        if self.auth == "xoauth2":
            check_account_name(self.oauth_account, "imap.oauth_account")
        elif self.oauth_account:
            raise InvalidInput("imap.oauth_account", "is only used with auth = 'xoauth2'", self.oauth_account)
        folders = self.folders
        listed = not isinstance(folders, str) and bool(folders) and all(folders)
        rules: tuple[tuple[str, bool, str, object], ...] = (
            ("name", self.name not in RESERVED_NAMES, "is reserved for the drop folder", self.name),
            ("tls", self.tls in TLS_MODES, "must be 'implicit' or 'starttls' (TLS is required)", self.tls),
            ("host", bool(self.host), "must not be empty", None),
            ("username", bool(self.username), "must not be empty", None),
            ("port", 0 < self.port < 65536, "must be between 1 and 65535", self.port),
            ("timeout_secs", self.timeout_secs > 0, "must be more than 0", self.timeout_secs),
            ("folders", listed, "must be a non-empty list of folder names", folders),
        )
        for name, ok, rule, value in rules:
            if not ok:
                raise InvalidInput(f"imap.{name}", rule, value)
        object.__setattr__(self, "folders", tuple(folders))


def imap_account(table: Mapping[str, Any], oauth: Collection[str] = ()) -> ImapAccount:
    """An [[imap]] table as an account; bad values raise InvalidInput naming the imap.* field.

    ``oauth`` names the OAuth accounts an ``auth = "xoauth2"`` table may borrow tokens from.
    """
    known = {"name", "host", "port", "tls", "username", "folders", "ca_file", "timeout_secs", "sent_folder"}
    known |= {"auth", "oauth_account"}
    unknown = set(table) - known
    if unknown:
        raise InvalidInput("imap", f"unknown keys {sorted(unknown)}; known: {sorted(known)}")
    try:
        account = ImapAccount(**{**table, "folders": tuple(table.get("folders", ("INBOX",)))})
    except TypeError as exc:
        raise InvalidInput("imap", f"incomplete account table ({exc})") from exc
    if account.auth == "xoauth2" and account.oauth_account not in oauth:
        rule = "must name a configured [[gmail]] or [[microsoft]] account"
        raise InvalidInput("imap.oauth_account", rule, account.oauth_account)
    return account


@dataclass
class _Pending:
    """UIDs yielded by the current poll of one folder, so acks advance the cursor in order."""

    uidvalidity: int
    order: deque[int] = field(default_factory=deque)
    outstanding: set[int] = field(default_factory=set)
    acked: set[int] = field(default_factory=set)

    def settle(self, uid: int) -> int | None:
        """Mark ``uid`` done; the highest UID whose predecessors are all done, if that moved."""
        self.acked.add(uid)
        last = None
        while self.order and self.order[0] in self.acked:
            last = self.order.popleft()
            self.acked.discard(last)
            self.outstanding.discard(last)
        return last


class ImapSource:
    """Reads the configured folders of one IMAP account; see the module docstring for the rules."""

    def __init__(
        self,
        account: ImapAccount,
        password: Callable[[], str | None],
        cursors: CursorStore,
        *,
        batch: int = 500,
        batch_bytes: int = 64 * 2**20,
        tokens: BearerTokens | None = None,
        staged: Flushable | None = None,
    ) -> None:
        """``staged``: the cursor to flush once pulled mail is staged (None: no staging)."""
        if batch < 1 or batch_bytes < 1:
            raise InvalidInput("imap.batch", "must be at least 1", min(batch, batch_bytes))
        self.name = account.name
        self._account = account
        self._password = password
        self._tokens = tokens  # the OAuth account's access tokens, for auth = "xoauth2"
        self._cursors = cursors
        self._batch = batch
        # Bodies of one FETCH are held in memory together: bound them by size as well as count.
        self._batch_bytes = batch_bytes
        self._label = f"IMAP account {account.name} ({account.host}:{account.port})"
        self._client: _Client | None = None
        self._selected: tuple[str, int] | None = None  # (folder, UIDVALIDITY) commands rely on
        self._pending: dict[str, _Pending] = {}
        self._context: ssl.SSLContext | None = None
        self.capabilities = Capabilities(staged=staged, idle_wait=self.idle_wait, close=self.close)

    def __enter__(self) -> ImapSource:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def poll(self, deadline: Deadline) -> Iterator[Fetched]:
        """Yield mail above each folder's cursor, oldest first, in batches, until the deadline."""
        for folder in self._account.folders:
            if deadline.expired():
                return
            yield from self._poll_folder(folder, deadline)

    def ack(self, item: Fetched, ok: bool, reason: str = "") -> None:
        """Advance the folder's cursor past ``item`` once every earlier yielded UID was acked too.

        A failed item (ok=False) advances it as well: the pipeline keeps the raw bytes itself.
        An item from an earlier poll that was superseded changes nothing (it is fetched again).
        """
        if item.account != self.name:
            raise InvalidInput("item.account", f"must be {self.name!r} for this IMAP source", item.account)
        uidvalidity, uid = _parse_ref(item.source_ref)
        pending = self._pending.get(item.folder)
        if pending is None or pending.uidvalidity != uidvalidity or uid not in pending.outstanding:
            log.debug("%s: ack of %s/%s is not from the current poll", self._label, item.folder, uid)
            return
        if not ok:
            log.debug("%s: %s/%s not taken by the pipeline: %s", self._label, item.folder, uid, reason)
        last = pending.settle(uid)
        if last is None:
            return
        stored = self._cursors.get_cursor(self.name, item.folder)
        # Only forward, and never over a UIDVALIDITY another worker has seen since this poll began.
        if stored is None or (stored[0] == uidvalidity and stored[1] < last):
            self._cursors.set_cursor(self.name, item.folder, uidvalidity, last)

    def _poll_folder(self, folder: str, deadline: Deadline) -> Iterator[Fetched]:
        uidvalidity, uidnext = self._select(folder, deadline)
        last = self._start_after(folder, uidvalidity, uidnext)
        pending = self._pending[folder] = _Pending(uidvalidity)
        if uidnext is not None and uidnext <= last + 1:
            return  # nothing arrived since the cursor: skip the SEARCH
        found = self._run(deadline, "SEARCH", lambda c: c.search(["UID", f"{last + 1}:*"]))
        # "N:*" always matches the highest UID even when it is below N (RFC 3501 section 6.4.8).
        uids = sorted(int(u) for u in found if int(u) > last)
        for start in range(0, len(uids), self._batch):
            if deadline.expired():
                return
            for group in self._size_groups(uids[start : start + self._batch], deadline):
                # Stop when out of time, or when a later poll or idle_wait selected another folder
                # while this generator was suspended: its UIDs would name other messages there.
                if deadline.expired() or self._selected != (folder, uidvalidity):
                    return
                for uid, raw in self._fetch_bodies(group, deadline):
                    pending.order.append(uid)
                    pending.outstanding.add(uid)
                    ref = f"{uidvalidity}:{uid}"
                    yield Fetched(raw=raw, account=self.name, folder=folder, source_ref=ref)

    def _start_after(self, folder: str, uidvalidity: int, uidnext: int | None) -> int:
        """The last UID already taken; 0 (and a reset cursor) when the folder's UIDs were reset."""
        cursor = self._cursors.get_cursor(self.name, folder)
        if cursor is None:
            return 0
        # UIDNEXT at or below the cursor means UIDs restarted without a new UIDVALIDITY (a
        # server fault): the old UIDs are as meaningless as after a UIDVALIDITY change.
        if cursor[0] == uidvalidity and (uidnext is None or uidnext > cursor[1]):
            return cursor[1]
        log.warning(
            "%s: the UIDs of %s were reset (UIDVALIDITY %d -> %d): reading it again from the start, "
            "the pipeline drops what it already has", self._label, folder, cursor[0], uidvalidity
        )  # fmt: skip
        self._cursors.set_cursor(self.name, folder, uidvalidity, 0)
        return 0

    def _size_groups(self, uids: list[int], deadline: Deadline) -> Iterator[list[int]]:
        """Split ``uids`` into groups whose bodies together stay under ``batch_bytes``."""
        sizes = self._run(deadline, "FETCH RFC822.SIZE", lambda c: c.fetch(uids, ["RFC822.SIZE"]))
        group: list[int] = []
        total = 0
        for uid in uids:
            if uid not in sizes:
                continue  # expunged since the SEARCH
            size = int(sizes[uid].get(b"RFC822.SIZE", 0))
            if group and total + size > self._batch_bytes:
                yield group
                group, total = [], 0
            group.append(uid)
            total += size
        if group:
            yield group

    def _fetch_bodies(self, uids: list[int], deadline: Deadline) -> list[tuple[int, bytes]]:
        # BODY.PEEK[] leaves \Seen alone; a list of UIDs, never "1:*": the size groups above
        # bound each fetch, and "N:*" matches the highest UID even when N is past it.
        data = self._run(deadline, "FETCH BODY.PEEK[]", lambda c: c.fetch(uids, ["BODY.PEEK[]"]))
        out = []
        for uid in uids:
            raw = data.get(uid, {}).get(b"BODY[]")
            if isinstance(raw, bytes):  # absent when expunged since the SEARCH
                out.append((uid, raw))
        return out

    def _select(self, folder: str, deadline: Deadline) -> tuple[int, int | None]:
        """EXAMINE ``folder`` (read-only); returns its UIDVALIDITY and UIDNEXT."""
        self._selected = None
        info = self._run(deadline, f"EXAMINE {folder!r}", lambda c: c.select_folder(folder, readonly=True))
        uidvalidity, uidnext = info.get(b"UIDVALIDITY"), info.get(b"UIDNEXT")
        if not isinstance(uidvalidity, int):
            raise TransportError(f"{self._label}: the server gave no UIDVALIDITY for {folder!r}")
        self._selected = (folder, uidvalidity)
        return uidvalidity, uidnext if isinstance(uidnext, int) else None

    def find_message_id(self, message_id: str, deadline: Deadline) -> bool:
        """Whether ``sent_folder`` holds a message with this Message-ID (``SEARCH HEADER``), read-only."""
        folder = self._account.sent_folder
        if not folder:
            raise NotConfigured(f"{self._label}: no sent_folder is configured to search")
        self._select(folder, deadline)
        # imapclient quotes the value as one astring: it cannot add search keys of its own.
        found = self._run(deadline, "SEARCH HEADER", lambda c: c.search(["HEADER", "Message-ID", message_id]))
        return bool(found)

    def idle_wait(self, deadline: Deadline) -> bool:
        """Wait in IDLE on the first folder: True when mail arrived, False when the time is up.

        Returns False at once when the server has no IDLE (RFC 2177), so the caller polls on its
        timer; other folders are only seen by the next poll. True also when the server hung up,
        so the caller polls (and reconnects) now.
        """
        self._select(self._account.folders[0], deadline)
        if not self._run(deadline, "CAPABILITY", lambda c: bool(c.has_capability("IDLE"))):
            return False
        client = self._ensure(deadline)
        # Keep a slice of the deadline to end IDLE cleanly; renew well before servers drop it.
        reserve = min(2.0, deadline.remaining() / 4)
        until = min(deadline.at - reserve, time.monotonic() + IDLE_RENEW_SECS)
        try:
            self._arm(client, deadline)
            client.idle()
            arrived = _idle_until(client, until)
            self._arm(client, deadline)
            _, responses = client.idle_done()
        except _COMMAND_ERRORS as exc:
            error = self._failure("IDLE", exc)
            if error is not None:
                raise error from exc
            log.info("%s: the server hung up during IDLE; the next poll reconnects", self._label)
            return True
        return arrived or any(_is_news(r) for r in responses)

    def close(self) -> None:
        """Log out and close the kept connection (a later poll opens a new one)."""
        client, self._client, self._selected = self._client, None, None
        if client is None:
            return
        try:
            client.socket().settimeout(min(LOGOUT_SECS, self._account.timeout_secs))
            client.logout()
        except _COMMAND_ERRORS:
            _shutdown(client)

    def _run(self, deadline: Deadline, what: str, op: Callable[[_Client], _T]) -> _T:
        """Run one read command on the kept connection; if the server hung up, reconnect once."""
        for attempt in (1, 2):
            client = self._ensure(deadline)
            self._arm(client, deadline)
            try:
                return op(client)
            except _COMMAND_ERRORS as exc:
                error = self._failure(what, exc)
                if error is not None:
                    raise error from exc
                if attempt == 2:
                    raise TransportError(f"{self._label}: {what}: the server hung up again ({exc})") from exc
                log.info("%s: the server hung up during %s (%s); reconnecting once", self._label, what, exc)
        raise AssertionError("unreachable")

    def _failure(self, what: str, exc: BaseException) -> MailgateError | None:
        """The mailgate error for a failed command; None when the server hung up (retryable)."""
        if isinstance(exc, TimeoutError):
            self._drop()
            return TimedOut(f"{self._label}: {what}: no answer within the time limit")
        if isinstance(exc, imaplib.IMAP4.abort | OSError | EOFError):
            self._drop()
            return None
        # A NO/BAD reply or an unparsable one: the exchange is complete, the connection usable.
        return TransportError(f"{self._label}: {what} failed: {exc}")

    def _ensure(self, deadline: Deadline) -> _Client:
        """The kept connection, opened (and the folder re-selected) if there is none."""
        if self._client is not None:
            return self._client
        client = self._connect(deadline)
        try:
            if self._selected is not None:
                self._reselect(client, deadline, *self._selected)
        except BaseException:
            _shutdown(client)
            raise
        self._client = client
        return client

    def _reselect(self, client: _Client, deadline: Deadline, folder: str, uidvalidity: int) -> None:
        self._arm(client, deadline)
        with self._errors(f"EXAMINE {folder!r}"):
            info = client.select_folder(folder, readonly=True)
        if info.get(b"UIDVALIDITY") != uidvalidity:
            self._selected = None
            raise TransportError(f"{self._label}: UIDVALIDITY of {folder!r} changed; the next poll resyncs")

    def _connect(self, deadline: Deadline) -> _Client:
        """Connect, secure and log in; nothing secret is sent before TLS is up and verified."""
        password = self._credential(deadline)
        context = self._tls_context()
        implicit = self._account.tls == "implicit"
        host, port = self._account.host, self._account.port
        with self._errors("connect"):
            client = IMAPClient(
                host, port=port, ssl=implicit, ssl_context=context, timeout=self._wait(deadline)
            )
        try:
            if not implicit:
                self._starttls(client, context, deadline)
            self._arm(client, deadline)
            self._login(client, password)
        except BaseException:
            _shutdown(client)
            raise
        return client

    def _credential(self, deadline: Deadline) -> str:
        """The password, or for xoauth2 a fresh access token (SignInNeeded once the grant is gone)."""
        if self._account.auth == "xoauth2":
            if self._tokens is None:
                raise NotConfigured(
                    f"{self._label}: auth = xoauth2, but account {self._account.oauth_account!r} "
                    "has no tokens here"
                )
            return self._tokens.access_token(deadline)
        password = self._password()
        if password is None:
            entry = VAULT_ENTRY.format(name=self.name)
            raise NotConfigured(f"{self._label}: no password: store it in the vault as {entry}")
        return password

    def _login(self, client: _Client, secret: str) -> None:
        if self._account.auth != "xoauth2":
            with self._errors("login"):
                client.login(self._account.username, secret)
            return
        initial_response(self._account.username, secret)  # refuses values that break the framing
        try:
            with self._errors("XOAUTH2 login"):
                client.oauth2_login(self._account.username, secret)
        except TransportError:
            if self._tokens is not None:
                self._tokens.invalidate()  # refused or cut off: the next login asks for a new token
            raise

    def _starttls(self, client: _Client, context: ssl.SSLContext, deadline: Deadline) -> None:
        # Capabilities from the greeting: no LOGIN may go out before TLS (RFC 3501 section 6.2.1).
        if b"STARTTLS" not in client.capabilities():
            raise TLSUnavailable(
                f"{self._label}: the server does not offer STARTTLS; mailgate never logs in in the clear"
            )
        self._arm(client, deadline)
        with self._errors("STARTTLS"):
            try:
                client.starttls(context)
            except imaplib.IMAP4.abort:
                raise
            except imaplib.IMAP4.error as exc:
                raise TLSUnavailable(f"{self._label}: the server refused STARTTLS: {exc}") from exc

    @contextmanager
    def _errors(self, what: str) -> Iterator[None]:
        """Translate what connecting raises: ssl errors are TLS failures, nothing is retried."""
        try:
            yield
        except TimeoutError as exc:
            raise TimedOut(f"{self._label}: {what}: no answer within the time limit") from exc
        except ssl.SSLError as exc:
            raise TLSUnavailable(f"{self._label}: {what}: TLS failed: {_ssl_reason(exc)}") from exc
        except _COMMAND_ERRORS as exc:
            raise TransportError(f"{self._label}: {what} failed: {exc}") from exc

    def _tls_context(self) -> ssl.SSLContext:
        if self._context is None:
            try:
                self._context = ssl.create_default_context(cafile=self._account.ca_file or None)
            except (OSError, ssl.SSLError) as exc:
                raise ConfigError(
                    "imap.ca_file", "must be a readable PEM file", self._account.ca_file
                ) from exc
        return self._context

    def _wait(self, deadline: Deadline) -> float:
        """How long the next socket wait may take: the deadline's rest, at most ``timeout_secs``."""
        return min(deadline.remaining(), self._account.timeout_secs)

    def _arm(self, client: _Client, deadline: Deadline) -> None:
        client.socket().settimeout(self._wait(deadline))

    def _drop(self) -> None:
        """Forget a connection that failed; the folder stays remembered for the re-select."""
        client, self._client = self._client, None
        if client is not None:
            _shutdown(client)


def _idle_until(client: _Client, until: float) -> bool:
    """Wait for IDLE responses until ``until``; True as soon as new mail is announced."""
    while (left := until - time.monotonic()) > 0:
        responses = client.idle_check(timeout=left)
        if any(isinstance(r, tuple) and r[:1] == (b"BYE",) for r in responses):
            raise imaplib.IMAP4.abort("the server said BYE during IDLE")
        if any(_is_news(r) for r in responses):
            return True
        if not responses:
            # The time is up, or the socket woke without a full line (such as EOF): idle_done
            # then either succeeds (the caller just polls early) or reports the hang-up.
            return False
    return False


def _is_news(response: object) -> bool:
    """An untagged ``n EXISTS`` or ``n RECENT`` (n > 0): the folder gained messages."""
    match response:
        case (int(count), b"EXISTS" | b"RECENT", *_):
            return count > 0
    return False


def _parse_ref(ref: str) -> tuple[int, int]:
    uidvalidity, sep, uid = ref.partition(":")
    if not (sep and _UINT.fullmatch(uidvalidity) and _UINT.fullmatch(uid)):
        raise InvalidInput("item.source_ref", "must be 'uidvalidity:uid' from this IMAP source", ref)
    return int(uidvalidity), int(uid)


def _ssl_reason(exc: ssl.SSLError) -> str:
    if isinstance(exc, ssl.SSLCertVerificationError):
        return f"the certificate did not verify ({exc.verify_message})"
    return exc.reason or str(exc)


def _shutdown(client: _Client) -> None:
    """Close the socket without a goodbye; errors mean it was closed already."""
    with suppress(*_COMMAND_ERRORS):
        client.shutdown()
