"""The inbox: feed transports through the pipeline, list mail, and hand it to agents fenced.

Agents see only redacted text inside the fence, capped at ``max_body_chars``, and never a mail
still in quarantine. The owner sees everything, including the raw bytes.
"""

from __future__ import annotations

import functools
import mailbox
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from mailgate import audit, clock
from mailgate.deadline import Deadline
from mailgate.errors import Conflict, InvalidInput, MailgateError, NotConfigured
from mailgate.inbound import staging
from mailgate.inbound.fence import FenceInput, fence
from mailgate.inbound.injection import load_scanner
from mailgate.inbound.leases import Leases
from mailgate.inbound.parallel import PipelineOpener, import_in_processes
from mailgate.inbound.pipeline import Incoming, Ingested, Pipeline, PollCounts, batches
from mailgate.inbound.shown import listed_sender, shown_stored
from mailgate.inbound.staging import BufferedCursors
from mailgate.inbound.transports.api import ApiSource
from mailgate.inbound.transports.base import CursorStore, Fetched, Flushable, InboundTransport
from mailgate.inbound.transports.dropfolder import DropFolder
from mailgate.inbound.transports.imap import ImapAccount, ImapSource
from mailgate.inbound.transports.maildir import MaildirSource
from mailgate.model import IngestOutcome, MailSummary, StoredMail
from mailgate.secrets.guard import SecretsGuard
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import mails as mails_store
from mailgate.xoauth2 import BearerTokens

POLL_BUDGET_SECS = 300.0
LEASE_PREFIX = "inbound:"  # a source's lease is this plus its transport name
STAGED_LEASE = "inbound-staged"  # held by the one worker that runs the pipeline over staged mail


@dataclass(frozen=True, kw_only=True)
class ReadMail:
    """One mail as an agent receives it: the fenced text, plus the fields tools may want."""

    mail_id: str
    fenced: str
    record: StoredMail


@dataclass(frozen=True, kw_only=True)
class PollTotals:
    """Inbound poll counters of this process: per outcome, and when the last poll ran."""

    counts: dict[str, int]
    last_poll: datetime | None


class StoreCursors:
    """The IMAP transport's CursorStore, on the database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get_cursor(self, account: str, folder: str) -> tuple[int, int] | None:
        """``(uidvalidity, last_uid)`` stored for the folder, or None before the first pull."""
        with self.store.read() as tx:
            return mails_store.get_cursor(tx, account, folder)

    def set_cursor(self, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
        """Store how far the folder was read."""
        with self.store.write() as tx:
            mails_store.set_cursor(tx, account, folder, uidvalidity, last_uid)


class Inbox:
    """Inbound mail for one home."""

    def __init__(
        self,
        home: Path,
        store: Store,
        settings: Settings,
        secrets: SecretsGuard,
        api_sources: Callable[[], list[ApiSource]] | None = None,
        imap_tokens: Callable[[str], BearerTokens] | None = None,
        reopen: PipelineOpener | None = None,
    ) -> None:
        self.home = home
        self.reopen = reopen  # opens this home's pipeline in an import child process
        self.store = store
        self.settings = settings
        # Text was redacted at ingest; it is redacted again on the way out so that a secret added to
        # the vault after the mail arrived is still never shown to an agent.
        # The guard also gives each [[imap]] account's password.
        self.secrets = secrets
        self.pipeline = Pipeline(
            store,
            settings,
            load_scanner(settings.mail.injection_scanner, model=settings.mail.injection_model),
            secrets,
        )
        self.api_sources = api_sources  # the [[gmail]] and [[microsoft]] accounts' transports
        self.imap_tokens = imap_tokens  # an OAuth account's tokens, for [[imap]] auth = "xoauth2"
        self._poll_totals: Counter[str] = Counter()
        self._last_poll: datetime | None = None
        # One worker at a time pulls each source. A one-shot poll gives its leases back at once;
        # a resident loop (serve) sets ``hold_leases`` and keeps them while it lives.
        self.leases = Leases(store, float(settings.mail.inbound_lease_secs))
        self.hold_leases = False

    # --- taking mail in -------------------------------------------------------------------

    def ingest(self, raw: bytes, *, account: str = "cli", agent: str | None = None) -> Ingested:
        """Ingest one message given directly (``mailgate ingest FILE``), then wake its agent."""
        result = self.pipeline.ingest(raw, account=account, agent=agent)
        self.pipeline.run_wakeups()
        return result

    def transports(self) -> list[InboundTransport]:
        """The drop folder (when enabled), every Maildir, IMAP, Gmail and Microsoft account."""
        out: list[InboundTransport] = []
        if self.settings.dropfolder.enabled:
            out.append(DropFolder(self.home / "mail" / "inbound"))
        for maildir in self.settings.maildir:
            out.append(MaildirSource(maildir.checked(), maildir.name))
        for entry in self.settings.imap:
            account = entry.checked()
            # Pulled into the staging table; the cursor is written once the pulled mail is kept.
            cursors = BufferedCursors(StoreCursors(self.store))
            out.append(self.imap_source(account, cursors, staged=cursors))
        if self.api_sources is not None:
            out.extend(self.api_sources())
        return out

    def imap_source(
        self, account: ImapAccount, cursors: CursorStore, staged: Flushable | None = None
    ) -> ImapSource:
        """The transport of one [[imap]] account, with its password or its OAuth account's tokens."""
        tokens = None
        if account.auth == "xoauth2" and self.imap_tokens is not None:
            tokens = self.imap_tokens(account.oauth_account)
        password = functools.partial(self.secrets.imap_password, account.name)
        return ImapSource(account, password, cursors, tokens=tokens, staged=staged)

    def poll(
        self, transports: list[InboundTransport] | None = None, budget: float = POLL_BUDGET_SECS
    ) -> PollCounts:
        """One pass over every transport (``mailgate poll --once``); each outcome counted separately.

        One deadline, ``budget`` seconds from now, bounds every step of the pass: the fetches, the
        pipeline's DKIM lookups and the staged mail it gets to (the rest waits for the next poll).
        The agents' wake-ups run after the pass, outside it.
        """
        if not self.settings.mail.enabled:
            raise NotConfigured("mail is switched off (mail.enabled = false in config.toml)")
        deadline = Deadline.after(budget, "the poll")
        counts = self._pull(transports, deadline)
        counts.merge(self._process_staged(deadline))
        self.pipeline.run_wakeups()
        self._poll_totals.update(counts.to_json())
        self._poll_totals["errors"] += len(counts.errors)
        self._last_poll = clock.now()
        return counts

    def poll_totals(self) -> PollTotals:
        """What the polls of this process took in, by outcome (serve's counters since it started)."""
        return PollTotals(counts=dict(self._poll_totals), last_poll=self._last_poll)

    def pull(
        self, transports: list[InboundTransport] | None = None, budget: float = POLL_BUDGET_SECS
    ) -> PollCounts:
        """Fetch from every transport: IMAP into the staging table, local folders straight through."""
        counts = self._pull(transports, Deadline.after(budget, "the poll"))
        self.pipeline.run_wakeups()
        return counts

    def _pull(self, transports: list[InboundTransport] | None, deadline: Deadline) -> PollCounts:
        counts = PollCounts()
        for transport in transports if transports is not None else self.transports():
            lease = LEASE_PREFIX + transport.name
            if not self.leases.take(lease):
                continue  # another worker pulls this source now
            alive = functools.partial(self.leases.keep, lease)
            try:
                staged = transport.capabilities.staged
                if staged is not None:
                    counts.merge(staging.pull(self.store, transport, staged, deadline, alive))
                else:
                    # A local file is its own durable copy; it goes to processed/ or failed/ by outcome.
                    counts.merge(self.drain(transport, deadline, alive))
            finally:
                if not self.hold_leases:
                    self.leases.release(lease)
        return counts

    def process_staged(self, budget: float = POLL_BUDGET_SECS) -> PollCounts:
        """Run the pipeline over mail pulled from servers and kept in the staging table."""
        counts = self._process_staged(Deadline.after(budget, "processing staged mail"))
        self.pipeline.run_wakeups()
        return counts

    def _process_staged(self, deadline: Deadline) -> PollCounts:
        if not self.leases.take(STAGED_LEASE):
            return PollCounts()  # another worker is processing the staged mail
        try:
            return staging.process(
                self.store,
                functools.partial(self.pipeline.ingest_many, deadline=deadline),
                functools.partial(self.leases.keep, STAGED_LEASE),
                deadline,
            )
        finally:
            if not self.hold_leases:
                self.leases.release(STAGED_LEASE)

    def drain(
        self, transport: InboundTransport, deadline: Deadline, alive: Callable[[], bool] | None = None
    ) -> PollCounts:
        """Take a local folder's mail straight through the pipeline; each file moves by outcome.

        Mail goes through in batches (``Pipeline.ingest_many``), and a batch's files move only once
        it is stored: after a crash they are still in the folder, and the next poll finds them
        duplicates. ``alive`` is asked before each file: once it says no (the lease ran out, another
        worker has the folder now), the batch being read is left in the folder for that worker.
        """
        counts = PollCounts()
        lost: list[bool] = []

        def while_alive() -> Iterator[Fetched]:
            for item in transport.poll(deadline):
                if alive is not None and not alive():
                    lost.append(True)
                    return
                yield item

        with staging.polling(transport, counts):
            for batch in batches(while_alive(), lambda item: item.raw):
                if lost:
                    break
                done = self.pipeline.ingest_many(
                    [Incoming(raw=item.raw, account=item.account, folder=item.folder) for item in batch],
                    deadline=deadline,
                )
                for item, result in zip(batch, done, strict=True):
                    counts.add(result.outcome)
                    ok = result.outcome in (IngestOutcome.STORED, IngestOutcome.DUPLICATE)
                    transport.ack(item, ok, "" if ok else f"{result.outcome}: {result.detail}".rstrip(": "))
        return counts

    def import_path(self, path: Path, progress: Callable[[str], None] | None = None) -> PollCounts:
        """Bulk import an mbox file, a Maildir or a folder of .eml files."""
        return self.import_messages(self.messages_at(path)[1], progress)

    def messages_at(self, path: Path) -> tuple[int, Iterator[bytes]]:
        """How many messages ``path`` holds, and the messages (read one at a time)."""
        return _count_at(path), _messages_at(path)

    def import_messages(
        self,
        messages: Iterable[bytes],
        progress: Callable[[str], None] | None = None,
        *,
        jobs: int = 1,
    ) -> PollCounts:
        """Ingest each message; ``progress`` is told each one's outcome.

        With ``jobs`` > 1, that many child processes parse and scan while this one stores (see
        inbound/parallel.py); the outcomes are the same as with one.
        """
        if jobs < 1:
            raise InvalidInput("jobs", "must be at least 1", jobs)
        if jobs > 1 and self.reopen is not None:
            counts = import_in_processes(
                self.pipeline, messages, jobs=jobs, opener=self.reopen, progress=progress
            )
        else:
            counts = PollCounts()
            for batch in batches(messages, lambda raw: raw):
                for result in self.pipeline.ingest_many(
                    [Incoming(raw=raw, account="import") for raw in batch]
                ):
                    counts.add(result.outcome)
                    if progress:
                        progress(result.outcome)
        self.pipeline.run_wakeups()
        return counts

    # --- reading ----------------------------------------------------------------------------

    def mail(self, mail_id: str) -> StoredMail:
        """The owner's view of one stored mail (every field; nothing is marked read)."""
        with self.store.read() as tx:
            return mails_store.get_mail(tx, mail_id)

    def mail_texts(self, agent: str, limit: int = 200) -> list[tuple[str, str, str]]:
        """(id, subject, body) of an agent's newest mails: what its drafts may be quoting."""
        with self.store.read() as tx:
            return mails_store.texts(tx, agent, limit)

    def list(self, *, agent: str | None, unread: bool, owner: bool, limit: int = 50) -> list[MailSummary]:
        """Newest first, sender, subject and date redacted; quarantined mail only for the owner."""
        with self.store.read() as tx:
            rows = mails_store.list_mails(
                tx, agent=agent, unread=unread, include_quarantined=owner, limit=limit
            )
        redact = self.secrets.redactor()
        return [
            replace(
                row,
                # A From that names no single address is listed as ambiguous, never as its first one.
                from_addr=redact(listed_sender(row.from_addr, row.from_header))[0],
                # Not printed by the listings, but the record carries it: never unredacted.
                from_header=redact(row.from_header)[0],
                subject=redact(row.subject)[0],
                date=redact(row.date)[0],
            )
            for row in rows
        ]

    def read(self, mail_id: str, *, agent: str | None, actor: str, mark_read: bool = True) -> ReadMail:
        """The fenced mail; an agent may read only its own mail and nothing in quarantine."""
        with self.store.write() as tx:
            record = mails_store.get_mail(tx, mail_id)
            if agent is not None and record.agent != agent:
                raise InvalidInput("mail_id", f"is not in agent {agent}'s inbox", mail_id)
            if agent is not None and record.quarantined:
                raise Conflict(f"mail {mail_id} is in quarantine until the owner releases it")
            if mark_read and record.read_at is None:
                mails_store.mark(tx, mail_id, read_at=clock.now())
        cap = self.settings.mail.max_body_chars
        redact = self.secrets.redactor()
        found: list[bool] = []

        def redacted(text: str) -> str:
            clean, hit = redact(text)
            found.append(hit)
            return clean

        # Every field that reaches the fence is sender-controlled text: redact each one. What is
        # shown is built by shown() from the stored row, exactly as the pipeline scanned it.
        view = shown_stored(record).redacted(redacted)
        text = fence(
            FenceInput(
                mail_id=mail_id,
                shown=replace(view, body=view.body[:cap]),
                sender_auth=record.sender_auth,
                flagged=record.flagged,
                signals=self._signals(record.scan.get("signals"), carries_secret=any(found)),
                truncated_at=cap if len(view.body) > cap else None,
                anomalies=record.anomalies,
                written_by_agent=record.written_by_agent,
                written_by_draft=record.written_by_draft,
            )
        )
        return ReadMail(mail_id=mail_id, fenced=text, record=record)

    def _signals(self, stored: object, *, carries_secret: bool) -> tuple[str, ...]:
        """The scanner's signals as an agent sees them: without their quoted excerpts when those
        could hold a vault value.

        The excerpts were quoted at ingest and cut to a length: a value added to the vault since
        then may stand in one whole, or cut short where redaction cannot find it (session 8).
        """
        if not isinstance(stored, list):
            return ()
        signals = tuple(str(s) for s in stored)
        if not carries_secret:
            scanner = self.secrets.scanner() if any(' "' in s for s in signals) else None
            carries_secret = scanner is not None and bool(
                scanner.scan({str(n): s for n, s in enumerate(signals)})
            )
        # A rendered signal is `id [where] "excerpt"` (the excerpt's own quotes made single).
        return tuple(s.split(' "', 1)[0] for s in signals) if carries_secret else signals

    def release(self, mail_id: str, *, by: str) -> None:
        """Let a quarantined mail reach its agent."""
        with self.store.write() as tx:
            record = mails_store.get_mail(tx, mail_id)
            if not record.quarantined:
                raise Conflict(f"mail {mail_id} is not in quarantine")
            mails_store.mark(tx, mail_id, quarantined=False)
            audit.record(tx, actor=by, action="mail.release", subject=mail_id)


def _count_at(path: Path) -> int:
    if path.is_file():
        box = mailbox.mbox(str(path), create=False)
        try:
            return len(box)
        finally:
            box.close()
    if (path / "cur").is_dir() or (path / "new").is_dir():
        return len(mailbox.Maildir(str(path), factory=None, create=False))
    if path.is_dir():
        return sum(1 for _ in path.glob("*.eml"))
    raise InvalidInput("path", "must be an mbox file, a Maildir or a folder of .eml files", str(path))


def _messages_at(path: Path) -> Iterator[bytes]:
    if path.is_file():
        box = mailbox.mbox(str(path), create=False)
        try:
            for key in box.iterkeys():
                yield box.get_bytes(key)
        finally:
            box.close()
    elif (path / "cur").is_dir() or (path / "new").is_dir():
        md = mailbox.Maildir(str(path), factory=None, create=False)
        for key in md.iterkeys():
            yield md.get_bytes(key)
    elif path.is_dir():
        for eml in sorted(path.glob("*.eml")):
            yield eml.read_bytes()
    else:
        raise InvalidInput("path", "must be an mbox file, a Maildir or a folder of .eml files", str(path))


__all__ = ["Inbox", "MailgateError", "PollTotals", "ReadMail"]
