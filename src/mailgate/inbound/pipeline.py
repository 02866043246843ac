"""One function every transport feeds: raw bytes in, a stored, scanned, fenced-ready record out.

parse (keep raw bytes) -> dedupe -> empty? -> sender authenticity -> allowlist -> route ->
redact vault values -> injection scan -> quarantine -> store -> queue the agent's wake-up (maybe).
Every outcome is counted on its own, so "nothing new" and "twelve refused" never look alike.

A wake-up may wait on the owner's command or webhook for up to 30 s: it is queued, and the caller
runs the queue (``run_wakeups``) once its poll is over, never in the middle of one.
"""

from __future__ import annotations

import contextlib
import hashlib
import queue
import secrets
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any, TypeVar

from mailgate import clock
from mailgate.addresses import allow_entry_matches, allow_entry_or_nobody, parse_recipient
from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput, NotFound
from mailgate.inbound.anomalies import known, strip_bom
from mailgate.inbound.attachment_views import attachment_views
from mailgate.inbound.authenticity import SenderCheck, check_sender
from mailgate.inbound.injection import Scanner, attached_messages, scan_shown
from mailgate.inbound.parse import ParsedMail, parse_mail
from mailgate.inbound.shown import attachment_rows, shown, stored_fields
from mailgate.inbound.trigger import wake
from mailgate.model import Address, IngestOutcome, SenderAuth, ascii_lower
from mailgate.outbound.attachments import inbound_kind
from mailgate.secrets.extract import ExtractOnce
from mailgate.secrets.guard import FileCheck, Redactor, SecretsGuard
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import drafts as drafts_store
from mailgate.store import mails as mails_store
from mailgate.store import rules as rules_store

OUTCOMES = tuple(o.value for o in IngestOutcome)
# The headers the settler adds (mail.disclosure_headers: the agent, the draft, who approved it).
_CLAIM_PREFIX = "x-mailgate-"
OWNER_INBOX = ""  # mail no rule routes, with no default agent and not exactly one agent: owner only


@dataclass
class PollCounts:
    """Per-outcome counters of one poll; ``to_json`` always lists every outcome."""

    counts: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)  # why a transport failed, for the log

    def add(self, outcome: str) -> None:
        """Count one more ``outcome``."""
        self.counts[outcome] += 1

    def merge(self, other: PollCounts) -> None:
        """Add ``other``'s counts and errors to these."""
        self.counts.update(other.counts)
        self.errors.extend(other.errors)

    def to_json(self) -> dict[str, int]:
        """Every outcome with its count, zeros included."""
        return {k: self.counts.get(k, 0) for k in OUTCOMES}


@dataclass(frozen=True, kw_only=True)
class Ingested:
    """What the pipeline did with one mail: its outcome, and the stored mail's id and agent."""

    outcome: IngestOutcome
    mail_id: str = ""
    agent: str = ""
    detail: str = ""


@dataclass(frozen=True, kw_only=True)
class Prepared:
    """A mail parsed, checked, redacted and scanned, not yet stored: what ``Pipeline.commit`` takes.

    Plain data, so that it crosses from an import process to the one that writes.
    """

    row: dict[str, Any]  # the mails row, as store/mails.insert_mail takes it
    attachments: list[dict[str, Any]]
    reuse_known: bool  # the scan already saw "message-id-reused"
    wake: bool  # queue the agent's wake-up once stored
    result: Ingested  # what ingest answers once it is stored


@dataclass(frozen=True, kw_only=True)
class Incoming:
    """One raw message to ingest, and where it came from."""

    raw: bytes
    account: str
    folder: str = ""


BATCH_MAILS = 50
"""Most mails ingested in one batch (one store read, one write transaction)."""
BATCH_BYTES = 8 << 20
"""Most raw bytes in one batch: the prepared rows of a batch (raw, attachments, text) are in memory
together, so a batch of large mails is cut short."""

T = TypeVar("T")


def batches(items: Iterable[T], raw: Callable[[T], bytes]) -> Iterator[list[T]]:
    """``items`` in order, cut into batches of at most BATCH_MAILS mails and about BATCH_BYTES bytes."""
    batch: list[T] = []
    size = 0
    for item in items:
        batch.append(item)
        size += len(raw(item))
        if len(batch) >= BATCH_MAILS or size >= BATCH_BYTES:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


class _BatchContext:
    """What the mails of one batch share: the agents, the dedupe keys so far, one redactor."""

    def __init__(
        self,
        guard: SecretsGuard,
        agents: list[str],
        copies: set[tuple[str, str]],
        taken: set[str],
        writers: dict[str, tuple[str, str]],
    ) -> None:
        self.agents = agents
        self.writers = writers  # Message-ID -> (agent, draft id) of the drafts the settler sent
        self.copies = copies  # (Message-ID, raw sha256) stored, or to be stored before this mail
        self.taken = taken  # Message-IDs likewise
        self._guard = guard
        self._redact: Redactor | None = None
        self._holds: FileCheck | None = None

    def redactor(self) -> Redactor:
        """The vault's redaction, read once per batch, when the first mail needs it."""
        if self._redact is None:
            self._redact = self._guard.redactor()
        return self._redact

    def file_check(self) -> FileCheck:
        """Whether a file holds a vault value (as an agent's fetch judges it), read once per batch."""
        if self._holds is None:
            self._holds = self._guard.file_checker()
        return self._holds


class Pipeline:
    """Ingest raw mail into the store; never raises for bad mail, never loses the raw bytes."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        scanner: Scanner,
        secrets: SecretsGuard,
        dnsfunc: Callable[..., bytes | None] | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.scanner = scanner
        # Vault values are redacted from every stored field; raw bytes that carried one are sealed.
        self.secrets = secrets
        self.dnsfunc = dnsfunc
        self.allowed_senders = tuple(
            allow_entry_or_nobody(e, "mail.allowed_senders") for e in settings.mail.allowed_senders
        )
        self.receiving = _receiving_addresses(settings)
        # (command, webhook, agent, mail_id) of each wake-up due; thread-safe, as several doors ingest.
        self._wakeups: queue.SimpleQueue[tuple[str, str, str, str]] = queue.SimpleQueue()

    def ingest(
        self,
        raw: bytes,
        *,
        account: str,
        folder: str = "",
        agent: str | None = None,
        deadline: Deadline | None = None,
    ) -> Ingested:
        """Take one message; the outcome is one of OUTCOMES. NotFound for an ``agent`` not registered.

        ``deadline`` is the poll's: it bounds the steps that wait on the network (DKIM lookups).
        """
        item = Incoming(raw=raw, account=account, folder=folder)
        return self.ingest_many([item], agent=agent, deadline=deadline)[0]

    def ingest_many(
        self, items: Sequence[Incoming], *, agent: str | None = None, deadline: Deadline | None = None
    ) -> list[Ingested]:
        """Take a batch of messages (see :func:`batches`): one outcome per message, in order.

        The same outcomes as ingesting them one by one, in order: a copy of an earlier mail of the
        batch is a duplicate, a reused Message-ID is flagged. The store is read once for the batch
        and written in one transaction; the caller acknowledges its sources after this returns, so
        a crash leaves every message either stored or still in its source.
        """
        prepared = self.prepare_many(items, agent=agent, deadline=deadline)
        committed = iter(self.commit_many([p for p in prepared if isinstance(p, Prepared)]))
        out = []
        for item, result in zip(items, prepared, strict=True):
            done = result if isinstance(result, Ingested) else next(committed)
            while done is None:  # a mail with its Message-ID was stored meanwhile: prepare it again
                again = self.prepare_many([item], agent=agent, deadline=deadline)[0]
                done = again if isinstance(again, Ingested) else self.commit_many([again])[0]
            out.append(done)
        return out

    def prepare(
        self,
        raw: bytes,
        *,
        account: str,
        folder: str = "",
        agent: str | None = None,
        deadline: Deadline | None = None,
    ) -> Ingested | Prepared:
        """Everything of ``ingest`` but the write: a final outcome, or the row ``commit`` stores.

        Reads the store and writes nothing, so several processes can prepare at once while one
        commits (``import --jobs``).
        """
        item = Incoming(raw=raw, account=account, folder=folder)
        return self.prepare_many([item], agent=agent, deadline=deadline)[0]

    def prepare_many(
        self, items: Sequence[Incoming], *, agent: str | None = None, deadline: Deadline | None = None
    ) -> list[Ingested | Prepared]:
        """``prepare`` for a batch: the store is read once (dedupe keys, agents, vault generation).

        A mail is judged against the store and against the mails before it in the batch that
        will be stored, exactly as if those had been committed one by one.
        """
        if agent:
            with self.store.read() as tx:
                if rules_store.get_agent(tx, agent) is None:
                    # Mail stored for a name no agent has would sit where nobody reads it.
                    raise NotFound("agent", agent, "`mailgate agent list` shows the agents")
        digests = [hashlib.sha256(item.raw).hexdigest() for item in items]
        parsed = [parse_mail(item.raw) for item in items]
        with self.store.read() as tx:
            stored = mails_store.seen_many(
                tx, [(m.message_id, d) for m, d in zip(parsed, digests, strict=True)]
            )
            agents = [a.name for a in rules_store.list_agents(tx)] if agent is None else []
            writers = drafts_store.writers_of(tx, [m.message_id for m in parsed])
        context = _BatchContext(self.secrets, agents, set(stored.copies), set(stored.taken), writers)
        out: list[Ingested | Prepared] = []
        for item, mail, digest in zip(items, parsed, digests, strict=True):
            # An exact copy is a duplicate. The same Message-ID with other bytes (``reused``) is a
            # replayed or altered copy of a mail the agent may already trust: stored but flagged.
            if (mail.message_id, digest) in context.copies:
                out.append(Ingested(outcome=IngestOutcome.DUPLICATE))
                continue
            reused = bool(mail.message_id) and mail.message_id in context.taken
            result = self._prepare_one(item, mail, digest, reused, context, agent, deadline)
            if isinstance(result, Prepared):  # the mails after it see it as stored
                context.copies.add((mail.message_id, digest))
                if mail.message_id:
                    context.taken.add(mail.message_id)
            out.append(result)
        return out

    def _prepare_one(
        self,
        item: Incoming,
        mail: ParsedMail,
        digest: str,
        reused: bool,
        context: _BatchContext,
        agent: str | None,
        deadline: Deadline | None,
    ) -> Ingested | Prepared:
        raw = item.raw
        if (
            not mail.parse_error
            and not mail.subject.strip()
            and not mail.text.strip()
            and not mail.attachments
        ):
            return Ingested(outcome=IngestOutcome.EMPTY)
        # The same bytes the parser read: a byte-order mark in front is no part of the signed message.
        sender = check_sender(
            strip_bom(raw),
            authserv_id=self.settings.mail.authserv_id,
            dnsfunc=self.dnsfunc,
            deadline=deadline,
            parsed=mail,
        )
        refused = self._sender_refused(mail, sender)
        if refused:
            return Ingested(outcome=IngestOutcome.SENDER_REFUSED, detail=refused)
        owner = agent if agent is not None else self._route(mail, context.agents)
        mail_id = "m" + secrets.token_hex(8)
        attachments = attachment_rows(mail)
        row, quarantined, flagged = self._row(
            mail, raw, digest, sender, owner, item.account, item.folder, mail_id, attachments, reused, context
        )
        # One rule for every byte of a mail kept: when it carries a secret anywhere (its texts,
        # its raw bytes, any attachment), the raw bytes and every attachment are sealed together.
        sealed = bool(row["raw_encrypted"])
        attachments = [
            {
                **a,
                "data": self.secrets.seal_attachment(mail_id, i, a["data"]) if sealed else a["data"],
                "sealed": sealed,
            }
            for i, a in enumerate(attachments)
        ]
        # parse_mail also notes harmless oddities; only a message it could not read at all counts as
        # a parse error (stored raw all the same, and the drop folder moves the file to failed/).
        hard = mail.parse_error.startswith("unparseable") or not mail.headers
        return Prepared(
            row=row,
            attachments=attachments,
            reuse_known=reused,
            wake=not flagged and not quarantined and bool(owner),
            result=Ingested(
                outcome=IngestOutcome.PARSE_ERROR if hard else IngestOutcome.STORED,
                mail_id=mail_id,
                agent=owner,
                detail=mail.parse_error,
            ),
        )

    def commit(self, prepared: Prepared) -> Ingested | None:
        """Store a prepared mail and queue its wake-up; None when it must be prepared again.

        The dedupe checks run again inside the write: another poll or another import process may
        have stored the same mail, or one with the same Message-ID, since it was prepared; the
        second case changes the anomalies the scan saw, so the mail is prepared once more.
        """
        return self.commit_many([prepared])[0]

    def commit_many(self, prepared: Sequence[Prepared]) -> list[Ingested | None]:
        """``commit`` for a batch, in one write transaction; the outcomes of committing them in order.

        Should the batch fail (a row the database refuses), each mail is committed on its own, so
        the ones before the bad one are stored as they were before batching and its error is raised.
        """
        return self._commit(prepared, after_error=False)

    def _commit(self, prepared: Sequence[Prepared], *, after_error: bool) -> list[Ingested | None]:
        if not prepared:
            return []
        try:
            with self.store.write() as tx:
                keys = [(p.row["message_id"], p.row["raw_sha256"]) for p in prepared]
                # A COMMIT can succeed and still report an error (PostgreSQL's connection lost on the
                # way back). Retried, its own rows would read as copies of themselves: a duplicate
                # with no wake-up. The row's own id, which no other write has, tells them apart.
                ours = (
                    mails_store.landed(tx, [(p.row["id"], p.row["raw_sha256"]) for p in prepared])
                    if after_error
                    else frozenset()
                )
                stored = mails_store.seen_many(tx, keys)
                copies, taken = set(stored.copies), set(stored.taken)
                out: list[Ingested | None] = []
                rows: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
                for p, (message_id, digest) in zip(prepared, keys, strict=True):
                    if p.row["id"] in ours:
                        out.append(p.result)
                    elif (message_id, digest) in copies:
                        out.append(Ingested(outcome=IngestOutcome.DUPLICATE))
                    elif not p.reuse_known and message_id and message_id in taken:
                        out.append(None)
                    else:  # stored: the mails after it in the batch see it
                        rows.append((p.row, p.attachments))
                        copies.add((message_id, digest))
                        if message_id:
                            taken.add(message_id)
                        out.append(p.result)
                mails_store.insert_mails(tx, rows)
        except Exception:
            if len(prepared) == 1:
                raise
            return [self._commit([p], after_error=True)[0] for p in prepared]
        for p, done in zip(prepared, out, strict=True):
            if done is p.result and p.wake:
                self._queue_wakeup(p.result.agent, p.result.mail_id)
        return out

    def _row(
        self,
        mail: ParsedMail,
        raw: bytes,
        digest: str,
        sender: SenderCheck,
        owner: str,
        account: str,
        folder: str,
        mail_id: str,
        attachments: list[dict[str, Any]],
        reused: bool,
        context: _BatchContext,
    ) -> tuple[dict[str, Any], bool, bool]:
        # Mail an agent sent through the owner's account (to the owner's own address, say) comes
        # back with the owner's From, passing authentication: its Message-ID, which the settler
        # chose at random and stored with the draft, says which agent wrote it (session 8). The
        # X-Mailgate-* headers are the sender's text: without a matching draft they can only add
        # a warning, never vouch for or take one away.
        writer_agent, writer_draft = context.writers.get(mail.message_id, ("", ""))
        claims = not writer_draft and any(n.lower().startswith(_CLAIM_PREFIX) for n, _ in mail.headers)
        anomalies = known(
            [
                *mail.anomalies,
                *(["message-id-reused"] if reused else []),
                *(["mailgate-claim"] if claims else []),
            ]
        )
        redact = context.redactor()  # once per batch, not per mail or field
        subject, hit_subject = redact(mail.subject)
        body, hit_body = redact(mail.text)
        hidden, hit_hidden = redact(mail.html_hidden)
        holds = context.file_check()
        # One reading of each document for both the sealing check and the scanner's view of it.
        extract = ExtractOnce()
        secret_inside = (
            hit_subject
            or hit_body
            or hit_hidden
            or redact(raw.decode("utf-8", "replace"))[1]
            # A value inside an attachment is base64 or compressed in the raw bytes: read each file
            # as an agent's fetch reads it (by its content's type, and as the type it declares).
            or any(holds(_file_kind(a), a["data"], extract) for a in attachments)
        )
        fields = {**stored_fields(mail), "subject": subject, "body": body}
        attached, attached_hidden = attached_messages(mail)  # forwards sent as attachments
        if attached or attached_hidden:
            attached, attached_hidden = redact(attached)[0], redact(attached_hidden)[0]
            hidden = "\n\n".join(t for t in (hidden, attached_hidden) if t)
        # the attachments an agent can open, redacted as well: a signal quotes the text it is about
        files = [replace(f, text=redact(f.text)[0]) for f in attachment_views(mail, extract)]
        # Scanned as the fence will show it: the same builder over the same columns (see shown.py).
        scan = scan_shown(
            shown(fields, attachments), hidden, mail.headers, self.scanner, anomalies, attached, files
        )
        flagged = scan.flagged
        mode = self.settings.mail.quarantine
        quarantined = mode == "all" or (mode == "flagged" and (flagged or sender.status is SenderAuth.FAILED))
        row = {
            "id": mail_id,
            "agent": owner,
            "account": account,
            "folder": folder,
            "message_id": mail.message_id,
            "raw_sha256": digest,
            "raw": self.secrets.seal(raw) if secret_inside else raw,
            "raw_encrypted": secret_inside,
            **fields,
            "to_addrs": ", ".join(mail.to + mail.cc),
            "in_reply_to": mail.in_reply_to,
            "references": mail.references,
            "html_hidden": hidden,
            "sender_auth": sender.status.value,
            "sender_detail": f"{sender.method}: {sender.detail}".strip(": "),
            "scan": {
                "score": scan.score,
                "flagged": scan.flagged,
                "signals": list(scan.signals),
                "scanner": scan.scanner,
            },
            "flagged": flagged,
            "quarantined": quarantined,
            "parse_error": mail.parse_error,
            "anomalies": anomalies,
            "written_by_agent": writer_agent,
            "written_by_draft": writer_draft,
            "received_at": clock.now(),
        }
        return row, quarantined, flagged

    def _sender_refused(self, mail: ParsedMail, sender: SenderCheck) -> str:
        if not self.allowed_senders:
            return ""
        if not mail.from_addr:
            # Never "pick the first": the parser sets from_addr only when From names exactly one
            # well-formed address (parse.read_sender).
            why = mail.from_problem or "no From address"
            return f"From must name exactly one address to be checked against allowed_senders ({why})"
        try:
            addr = parse_recipient(mail.from_addr, field="from")
        except InvalidInput as exc:
            return f"From cannot be checked against allowed_senders: {exc.rule}"
        if not any(allow_entry_matches(e, addr) for e in self.allowed_senders):
            return f"{addr.key} is not in allowed_senders"
        if self.settings.mail.require_verified_sender and sender.status is not SenderAuth.VERIFIED:
            return f"{addr.key} is allowed but not verified ({sender.status.value}: {sender.detail})"
        return ""

    def _route(self, mail: ParsedMail, agents: list[str]) -> str:
        """A plus tag naming an agent on our own address, else default_agent, the only agent, or owner."""
        for rcpt in mail.delivered_to + mail.to + mail.cc:
            tag = self._our_plus_tag(rcpt)
            if tag in agents:
                return tag
        default = self.settings.mail.default_agent
        if default and default in agents:
            return default
        return agents[0] if len(agents) == 1 else OWNER_INBOX

    def _our_plus_tag(self, rcpt: str) -> str:
        """The plus tag of ``rcpt`` when the address without it is one we receive for, else "".

        Anyone can write ``nobody+finance@evil.example`` into To or Cc (and Bcc us): a tag on an
        address that is not ours is the sender's choice, so it must not pick the inbox.
        """
        try:
            addr = parse_recipient(rcpt, field="to")
        except InvalidInput:
            return ""
        local, plus, tag = addr.local.partition("+")
        if not plus or not local:
            return ""
        base = Address(local=local, domain=addr.domain)
        if not any(allow_entry_matches(e, base) for e in self.receiving):
            return ""
        # Agent names are ASCII: Unicode lowering would turn the Kelvin sign into "k".
        return ascii_lower(tag)

    def _queue_wakeup(self, agent: str, mail_id: str) -> None:
        """Queue the agent's wake-up if configured; a budget caps them per hour (each costs money)."""
        command = self.settings.mail.trigger_command
        webhook = self.settings.mail.trigger_webhook
        if not self.settings.mail.auto_trigger or not (command or webhook):
            return
        now = clock.now()
        budget = self.settings.mail.trigger_budget_per_hour
        with self.store.write() as tx:
            if mails_store.wakeups_since(tx, agent, now - timedelta(hours=1)) >= budget:
                return
            mails_store.add_wakeup(tx, agent, mail_id, now)
        self._wakeups.put((command, webhook, agent, mail_id))

    def run_wakeups(self) -> int:
        """Run every queued wake-up, oldest first; how many ran (a failed one loses no mail)."""
        ran = 0
        while True:
            try:
                command, webhook, agent, mail_id = self._wakeups.get_nowait()
            except queue.Empty:
                return ran
            wake(command=command, webhook=webhook, agent=agent, mail_id=mail_id)
            ran += 1


def _receiving_addresses(settings: Settings) -> tuple[str, ...]:
    """Our own addresses as allowlist entries: ``mail.receiving_addresses`` and smtp.from_addr."""
    entries = [
        allow_entry_or_nobody(e, "mail.receiving_addresses") for e in settings.mail.receiving_addresses
    ]
    # Replies to what the agents send come back to the From address: it is ours too. Empty or
    # unusable, it adds nothing.
    with contextlib.suppress(InvalidInput):
        entries.append(parse_recipient(settings.smtp.from_addr, field="smtp.from_addr").key)
    return tuple(entries)


def _file_kind(attachment: dict[str, Any]) -> str:
    """The type a file is read as for secrets, as an agent's fetch reads it (``inbound_kind``);
    unknown content is read as bytes only."""
    data = attachment["data"]
    return inbound_kind(str(attachment["content_type"]), data, whole=True) or "application/octet-stream"
