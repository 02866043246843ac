"""The settler: the only code that sends (tests/test_architecture.py checks it).

It claims approved drafts and sends them one draft per transaction: the claim (approved ->
sending, with its Message-ID) commits before anything of the message is sent, so a crash leaves
the draft in ``sending``. Such a draft is never sent again:
once its lease (the send bound plus a margin) has run out it becomes ``unknown`` for a person to
decide, because a retry of a half-delivered message delivers it twice.

One send at a time (``smtp.parallel = 1``), the server would wait while the settler records a
result and claims the next draft; so the next connection is opened (greeting, TLS, login) in a
helper thread during that store work, and the last one's QUIT runs there too. A draft is still
claimed before its MAIL FROM, and at most ``smtp.parallel`` drafts are ever in ``sending``. With
several in flight each sending thread sends its QUIT after a 250 and reads the answer after its
next store work (no wait for it), and dials its next connection before that store work.

With ``smtp.reuse_connections`` (the default) each of a pass's sending threads sends its next
draft over the connection its last send left open, once an RSET on it is answered 250 (checked
beside the claim when one send is in flight at a time); a connection that fails the RSET is
closed and a new one dialled, which is no retry: nothing of that draft had gone out. Any error in
a send closes its connection, and the draft's state follows the same rules as on a new one. The
pass closes its connections when it ends.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from functools import partial

from mailgate import audit, clock
from mailgate.accounts.settings import OAuthAccount
from mailgate.deadline import Deadline
from mailgate.errors import (
    ConfigError,
    Conflict,
    InvalidInput,
    MailgateError,
    NotConfigured,
    NotFound,
    SecretUnavailable,
    SendUncertain,
)
from mailgate.health.latency import observe_send
from mailgate.mailboxes import mailbox_rules
from mailgate.model import (
    Decision,
    Draft,
    DraftRequest,
    DraftState,
    Outcome,
    Recipient,
    RecipientKind,
    Verdict,
)
from mailgate.outbound.compose import compose_message, new_message_id
from mailgate.outbound.delivered import record_delivered
from mailgate.outbound.drafts import content_hash
from mailgate.outbound.providers import ApiSender
from mailgate.outbound.providers import probe as api_probe
from mailgate.outbound.sender import Receipt, Sender
from mailgate.outbound.smtp import Leaving, Opened, SmtpSender, SmtpSettings, Step
from mailgate.policy.engine import blocked_by_content, denying_rules, recheck, redacted
from mailgate.policy.rules import APPROVED_BY_POLICY, BlockedContent, Phase, PolicySettings, policy_settings
from mailgate.policy.snapshot import read_recheck_snapshot
from mailgate.policy.trust import approved_by_person
from mailgate.secrets.guard import SecretsGuard
from mailgate.settings import Settings
from mailgate.store import Store, Tx
from mailgate.store import audit as audit_rows
from mailgate.store import drafts as drafts_store
from mailgate.store import settings as flags
from mailgate.store import vault as vault_rows
from mailgate.xoauth2 import BearerTokens

NOT_CONFIGURED = "outgoing mail server is not configured"
# How the settler reaches an OAuth account: its settings and a source of access tokens.
AccountLink = Callable[[str], tuple[OAuthAccount, BearerTokens]]
APPROVAL_MISSING = "approval_missing"
# The connection for a send: opening (or being checked) in a helper thread, kept from the last send, or none.
Spare = Future[Opened] | Opened | None
LEASE_MARGIN_SECS = 5
# Read with the due draft before every claim: the kill switch, and the vault generation the leak
# scan is told (its scanner must be current).
_CLAIM_FLAGS = (flags.PAUSE_FLAG, vault_rows.GENERATION)


@dataclass
class SettleReport:
    """What one pass did, by outcome."""

    sent: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    rejected: list[str] = field(default_factory=list)
    expired: int = 0
    paused: bool = False

    def to_json(self) -> dict[str, object]:
        """The report as a JSON object."""
        return {
            "sent": self.sent,
            "failed": self.failed,
            "unknown": self.unknown,
            "rejected": self.rejected,
            "expired": self.expired,
            "paused": self.paused,
        }


@dataclass(frozen=True)
class _Outcome:
    """How one send ended, before it is recorded."""

    draft: Draft
    state: DraftState
    note: str
    started: float  # time.perf_counter() at the dial: the send's latency runs until it is recorded

    def recorded(self, report: SettleReport) -> None:
        """The outcome is committed: count it in the pass's report and its latency histogram."""
        self.bucket(report).append(self.draft.id)
        observe_send(self.state.value, time.perf_counter() - self.started)

    def bucket(self, report: SettleReport) -> list[str]:
        return {
            DraftState.SENT: report.sent,
            DraftState.FAILED: report.failed,
            DraftState.UNKNOWN: report.unknown,
        }[self.state]


class Settler:
    """Claims approved drafts one at a time and sends each over verified TLS (kept or new connection)."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        secrets: SecretsGuard,
        on_step: Callable[[str, str], None] | None = None,
        chain_key: audit.ChainKey | None = None,
        accounts: AccountLink | None = None,
    ) -> None:
        self.store = store
        # smtp.account names a [[gmail]] or [[microsoft]] account: the same path, another transport.
        self.accounts = accounts
        # Every approval is checked against its keyed audit row before sending; without the key
        # nothing can be checked, so nothing is sent.
        self.chain_key = chain_key
        self.settings = settings
        # The SMTP password comes from the guard, and the leak scan runs again right before
        # sending: a secret stored in the vault after the draft was approved (or a canary planted
        # since) still stops it. The scan is given the vault's generation, read in the claim's
        # transaction, to know whether its scanner is current.
        self.secrets = secrets
        self.mailboxes = mailbox_rules(settings.addresses)
        self._sender: Sender | str | None = None  # a str: why sending is not configured
        # The policy's view of the configuration, per agent, built once per pass (as the sender is).
        self._policy: dict[str, PolicySettings] = {}
        # on_step(draft_id, step): the crash tests kill the process inside it.
        self.on_step = on_step

    def settle(self, *, limit: int = 1000) -> SettleReport:
        """One pass: expire old holds, mark stale sends unknown, then send what is due.

        ``smtp.parallel`` workers each claim one draft at a time and send it over their own
        connection, so the store work of one send overlaps the network wait of another.
        """
        if self.chain_key is None:
            raise SecretUnavailable(audit.NO_KEY)
        report = SettleReport()
        self._sender = None  # settings are read once per pass: a config change applies to the next
        self._policy = {}
        report.expired = self._expire()
        report.unknown.extend(self._recover())
        tickets = iter(range(limit))
        lock = threading.Lock()
        workers = self.settings.smtp.parallel
        # One send at a time, the server would idle while the worker records and claims: so the
        # next connection is opened, and the last one QUIT, beside that store work (two threads
        # that wait on the server). With several sends in flight the others fill that time, and
        # more threads would only compete for the CPU. The pass ends when they have finished.
        io = ThreadPoolExecutor(max_workers=2, thread_name_prefix="settler-io") if workers <= 1 else None

        def worker() -> None:
            outcome: _Outcome | None = None  # the last send's result, recorded with the next claim
            more = False  # whether the last claim saw another draft due
            kept: Opened | None = None  # the connection the last send left open, for the next
            # Connections whose message was accepted and whose QUIT is sent: the answers are read
            # after the store work that follows, so the goodbye costs that work no round trip.
            leaving: list[Leaving] = []
            try:
                while True:
                    with lock:
                        ticket = next(tickets, None)
                    if ticket is None:
                        break
                    # While the last result is recorded and the next draft claimed, the next
                    # connection is opened (TLS, login), or the kept one checked with RSET; nothing
                    # goes over it before the claim.
                    spare: Spare = None
                    if io is not None and outcome is not None and more:
                        spare, kept = self._open_spare(io, kept), None
                    elif outcome is not None and more and kept is None:
                        spare = self._dial_spare()
                    try:
                        claimed, more = self._record_and_claim(outcome, report, look_ahead=True)
                    except BaseException:
                        _discard(spare)
                        raise
                    outcome = None
                    leaving = [gone for gone in leaving if not gone.poll()]
                    if claimed is None:
                        _discard(spare)
                        break
                    if claimed.state is DraftState.SENDING:
                        self._step(claimed.id, "claimed")  # after the claim committed
                        box: list[Opened] = []
                        outcome = self._send(claimed, spare or kept, io, box.append, leaving.append)
                        kept = box[0] if box else None
                    else:
                        _discard(spare)
            finally:
                try:
                    if outcome is not None:  # the last send's result first: QUIT may take seconds
                        self._finish(outcome, report)
                finally:
                    for gone in leaving:
                        gone.close()
                    if kept is not None:
                        kept.discard()  # QUIT: the pass is over

        try:
            if workers <= 1:
                worker()
            else:
                with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="settler") as pool:
                    for future in [pool.submit(worker) for _ in range(workers)]:
                        future.result()  # re-raise what a worker raised
        finally:
            if io is not None:
                io.shutdown(wait=True)
        return report

    def _open_spare(self, io: ThreadPoolExecutor, kept: Opened | None) -> Future[Opened] | None:
        """Start opening the next SMTP send's connection, or checking ``kept`` (None for an API sender)."""
        try:
            sender = self._pass_sender()
        except NotConfigured:
            sender = None
        if not isinstance(sender, SmtpSender):
            if kept is not None:
                kept.discard()
            return None
        deadline = Deadline.after(self.timeout, "sending the next draft")
        if kept is not None:
            return io.submit(sender.renew, kept, deadline)
        return io.submit(sender.open, deadline)

    def _dial_spare(self) -> Opened | None:
        """Dial the next SMTP send's connection (TCP only), so the server's accept and greeting
        overlap the store work; the send reads the greeting after the claim (None for an API sender)."""
        try:
            sender = self._pass_sender()
        except NotConfigured:
            return None
        if not isinstance(sender, SmtpSender):
            return None
        return sender.dial(Deadline.after(self.timeout, "sending the next draft"))

    def _record_and_claim(
        self, outcome: _Outcome | None, report: SettleReport, *, look_ahead: bool = False
    ) -> tuple[Draft | None, bool]:
        """Record the last send's result and claim the next due draft, in one transaction.

        One commit instead of two per send (the settler's hot path); the order on disk is the same:
        the result is recorded before the next draft is marked sending, and both before anything
        of it is sent. Returns the claimed draft (None when there is nothing to do, or sending is
        paused) and, with ``look_ahead``, whether another draft is due after it.
        """
        if outcome is not None:
            self._step(outcome.draft.id, "recording")
        try:
            with self.store.write() as tx:
                if outcome is not None:
                    self._record(tx, outcome)
                # The pause and the vault generation come with the due draft, in its statement.
                now = clock.now()
                due, state = drafts_store.claimable(tx, now, _CLAIM_FLAGS)
                more = False
                if flags.PAUSE_FLAG in state:
                    report.paused = True
                    claimed = None
                elif due is None:
                    claimed = None
                else:
                    generation = state.get(vault_rows.GENERATION, "0")
                    claimed, another = self._claim(tx, report, due, now, generation)
                    more = look_ahead and claimed is not None and another
        except Exception:
            if outcome is None:
                raise
            # The claim must never cost the result: record it alone, then try the claim again.
            self._finish(outcome, report)
            return self._record_and_claim(None, report, look_ahead=look_ahead)
        if outcome is not None:
            outcome.recorded(report)
        return claimed, more

    @property
    def timeout(self) -> float:
        """Seconds one send may take (``smtp.timeout_secs``)."""
        return float(self.settings.smtp.timeout_secs)

    def _expire(self) -> int:
        now = clock.now()
        with self.store.write() as tx:
            ids = drafts_store.ids_in_state(tx, DraftState.PENDING, before=now, limit=1000, skip_locked=True)
            for draft_id in ids:
                drafts_store.transition(
                    tx,
                    draft_id,
                    DraftState.PENDING,
                    DraftState.REJECTED,
                    now,
                    note="expired",
                    outcome=Outcome.EXPIRED.value,
                )
                audit.record(
                    tx,
                    actor="settler",
                    action="draft.expire",
                    subject=draft_id,
                    detail={"outcome": Outcome.EXPIRED.value},
                )
        return len(ids)

    def _recover(self) -> list[str]:
        now = clock.now()
        stale = now - timedelta(seconds=self.timeout + LEASE_MARGIN_SECS)
        with self.store.write() as tx:
            ids = drafts_store.ids_in_state(
                tx, DraftState.SENDING, before=stale, column="updated_at", limit=1000, skip_locked=True
            )
            for draft_id in ids:
                drafts_store.transition(
                    tx,
                    draft_id,
                    DraftState.SENDING,
                    DraftState.UNKNOWN,
                    now,
                    note="the settler stopped while sending: it may have been delivered; "
                    "not retried, a person must check",
                )
                audit.record(
                    tx,
                    actor="settler",
                    action="draft.unknown",
                    subject=draft_id,
                    detail={"why": "found in sending after its lease ran out"},
                )
        return ids

    def _claim(
        self, tx: Tx, report: SettleReport, due: drafts_store.Due, now: datetime, vault_generation: str
    ) -> tuple[Draft | None, bool]:
        """Take the due draft: reject it if its approval does not hold, else mark it sending.

        Also says whether another draft was due besides it (read in the same query).
        """
        draft, approval, another = due.draft, due.approval, due.another
        rule, problem = self._permit_problem(tx, draft, approval, vault_generation)
        if problem:
            outcome = Outcome.APPROVAL_MISSING if rule == APPROVAL_MISSING else Outcome.DENIED_BY_POLICY
            by = "" if outcome is Outcome.APPROVAL_MISSING else rule
            drafts_store.transition(
                tx,
                draft.id,
                DraftState.APPROVED,
                DraftState.REJECTED,
                now,
                note=problem,
                outcome=outcome.value,
                outcome_by=by,
            )
            audit.record(
                tx,
                actor="settler",
                action="draft.reject",
                subject=draft.id,
                detail={"why": problem, "outcome": outcome.value, "outcome_by": by},
            )
            report.rejected.append(draft.id)
            rejected = replace(
                draft, state=DraftState.REJECTED, note=problem, outcome=outcome.value, outcome_by=by
            )
            return rejected, another
        domain = _from_spec(self.settings.smtp.from_addr).rpartition("@")[2]
        try:
            message_id = new_message_id(domain)
        except InvalidInput:
            message_id = new_message_id("mailgate.localhost")
        drafts_store.transition(
            tx, draft.id, DraftState.APPROVED, DraftState.SENDING, now, message_id=message_id
        )
        # "via" names the transport, so reconcile knows where to look for an unknown send.
        detail = {"message_id": message_id, "via": self.via()}
        audit.record(tx, actor="settler", action="draft.claim", subject=draft.id, detail=detail)
        return replace(draft, state=DraftState.SENDING, message_id=message_id), another

    def _permit_problem(
        self, tx: Tx, draft: Draft, approval: dict[str, str] | None, vault_generation: str
    ) -> tuple[str, str]:
        """("", "") when the draft may be sent, else (the rule that stops it, why)."""
        # An unverifiable decision is not consent: the approval row must exist and be
        # bound to exactly this content; the stop list is read again, fresh, right before sending.
        if approval is None or approval["decision"] != "approved":
            return APPROVAL_MISSING, "approval_missing: no approval is recorded for this draft"
        if approval["content_hash"] != draft.content_hash or draft.content_hash != _rehash(draft):
            return APPROVAL_MISSING, "approval_missing: the approval was for different content"
        # The rows above can be written by anyone who can write the database; the keyed audit row
        # of the approval cannot (its MAC needs the key, which lives outside the database).
        problem = audit.approval_problem(self.chain_key, audit_rows.for_subject(tx, draft.id), draft)
        if problem:
            return APPROVAL_MISSING, problem
        # The rules a later change can break run again, fresh, right before sending.
        verdict = self._recheck(tx, draft, vault_generation)
        if verdict.decision is Decision.DENY:
            # The reasons become the draft's note and an audit row: a vault value added since the
            # draft was stored is named there by its entry, never written out (session 8).
            if blocked_by_content(verdict):
                verdict = redacted(verdict, self.secrets.redact)
            return denying_rules(verdict), "; ".join(verdict.reasons)
        return "", ""

    def _recheck(self, tx: Tx, draft: Draft, vault_generation: str) -> Verdict:
        """The policy's send-time rules over the draft as stored, with the rules as they are now."""
        request = _request(draft)
        settings = self._policy.get(draft.agent)
        if settings is None:
            settings = self._policy[draft.agent] = policy_settings(self.settings, draft.agent)
        if request.attachments:
            settings = policy_settings(self.settings, draft.agent, request)
        snap = read_recheck_snapshot(
            tx, request.addresses(), self.mailboxes.key_of, owners=bool(settings.allowed_recipients)
        )
        secrets = self.secrets

        # The leak scanner is given the vault's generation, read in the claim's transaction.
        def rescan(req: DraftRequest) -> tuple[BlockedContent, ...]:
            return secrets.scan_draft(req, vault_generation)

        return recheck(request, snap, settings, rescan, Phase.SEND)

    def _send(
        self,
        draft: Draft,
        spare: Spare,
        io: ThreadPoolExecutor | None,
        keep: Callable[[Opened], None],
        leave: Callable[[Leaving], None],
    ) -> _Outcome:
        """Send (over ``spare`` if it is ready in time); the caller records the outcome with its next claim.

        After a 250 the connection goes to ``keep`` when ``smtp.reuse_connections`` is on.
        """
        started = time.perf_counter()
        try:
            result_note = self._deliver(draft, spare, io, keep, leave)
        except SendUncertain as exc:
            return _Outcome(
                draft, DraftState.UNKNOWN, f"may have been delivered, not retried: {exc}", started
            )
        except (NotConfigured, InvalidInput) as exc:
            return _Outcome(draft, DraftState.FAILED, str(exc), started)
        except MailgateError as exc:
            # TLSUnavailable, TimedOut and SendFailed all end before DATA: nothing was delivered.
            return _Outcome(draft, DraftState.FAILED, f"not delivered: {exc}", started)
        except Exception as exc:
            note = f"unexpected error, may have been delivered: {exc!r}"
            return _Outcome(draft, DraftState.UNKNOWN, note, started)
        return _Outcome(draft, DraftState.SENT, result_note, started)

    def via(self) -> str:
        """The transport sends take: ``smtp`` or ``account:<name>``."""
        name = self._api_account()
        return f"account:{name}" if name else "smtp"

    def probe(self) -> str:
        """Check that the configured server answers with verified TLS (and accepts the login)."""
        name = self._api_account()
        if name:
            account, tokens = self._account(name)
            return api_probe(account, tokens.access_token, Deadline.after(self.timeout, "account check"))
        return self._smtp_sender().probe(Deadline.after(self.timeout, "SMTP check"))

    def _api_account(self) -> str:
        """The account whose API sends take, or "" when sends go over SMTP (XOAUTH2 included)."""
        return "" if self.settings.smtp.auth == "xoauth2" else self.settings.smtp.account

    def _account(self, name: str) -> tuple[OAuthAccount, BearerTokens]:
        if self.accounts is None:
            raise NotConfigured(f"smtp.account = {name!r}, but no OAuth accounts are available here")
        return self.accounts(name)

    def _smtp_sender(self) -> SmtpSender:
        """The SMTP client; with ``smtp.auth = "xoauth2"`` it logs in with smtp.account's tokens."""
        settings = self._settings()
        if settings.auth != "xoauth2":
            return SmtpSender(settings, self.secrets.smtp_password)
        name = self.settings.smtp.account
        if not name:
            raise ConfigError("smtp.account", "must name a [[gmail]] or [[microsoft]] account for xoauth2")
        return SmtpSender(settings, self.secrets.smtp_password, self._account(name)[1])

    def _settings(self) -> SmtpSettings:
        host = self.settings.smtp.host
        if not host:
            raise NotConfigured(NOT_CONFIGURED)
        auth = self.settings.smtp.auth
        username = self.settings.smtp.username
        if auth == "xoauth2" and not username:
            username = _from_spec(self.settings.smtp.from_addr)  # the mailbox the token is for
        return SmtpSettings(
            host=host,
            port=self.settings.smtp.port,
            tls=self.settings.smtp.tls,
            username=username,
            ca_file=self.settings.smtp.ca_file,
            timeout_secs=self.timeout,
            auth=auth,
        )

    def _pass_sender(self) -> Sender:
        """One client per pass, so its TLS context (the CA file read) is built once per pass."""
        if self._sender is None:
            name = self._api_account()
            try:
                if name:
                    account, tokens = self._account(name)
                    self._sender = ApiSender(account, tokens.access_token)
                else:
                    self._sender = self._smtp_sender()
            except (NotConfigured, InvalidInput, NotFound) as exc:
                self._sender = str(exc)
        if isinstance(self._sender, str):
            raise NotConfigured(self._sender)
        return self._sender

    def _deliver(
        self,
        draft: Draft,
        spare: Spare,
        io: ThreadPoolExecutor | None,
        keep: Callable[[Opened], None],
        leave: Callable[[Leaving], None],
    ) -> str:
        try:
            sender = self._pass_sender()
            from_addr = self.settings.smtp.from_addr
            envelope_from = _from_spec(from_addr)
            if not from_addr:
                raise NotConfigured(f"{NOT_CONFIGURED}: smtp.from_addr is empty")
            message = self._compose(draft, from_addr)
        except BaseException:
            _discard(spare)
            raise
        deadline = Deadline.after(self.timeout, f"sending draft {draft.id}")
        on_step = partial(self._step, draft.id)
        if isinstance(sender, SmtpSender):
            result: Receipt = sender.send(
                message,
                envelope_from=envelope_from,
                recipients=[r.address.addr_spec for r in draft.recipients],
                deadline=deadline,
                on_step=on_step,
                opened=spare.result() if isinstance(spare, Future) else spare,
                keep=keep if self.settings.smtp.reuse_connections else None,
                # One at a time the QUIT runs in the helper thread, as before: reading its answer
                # in the sending thread measured slower there (docs/benchmarks.md, session 7).
                leave=leave if io is None else None,
                background=io.submit if io is not None else None,
            )
        else:
            _discard(spare)
            result = sender.send(
                message,
                envelope_from=envelope_from,
                recipients=[r.address.addr_spec for r in draft.recipients],
                deadline=deadline,
                on_step=on_step,
            )
        return f"accepted by the server: {result.server_reply}"

    def _compose(self, draft: Draft, from_addr: str) -> bytes:
        return compose_message(
            from_addr=from_addr,
            to=[_named(r) for r in draft.recipients if r.kind is RecipientKind.TO],
            cc=[_named(r) for r in draft.recipients if r.kind is RecipientKind.CC],
            subject=draft.subject,
            body=draft.body,
            message_id=draft.message_id,
            in_reply_to=draft.in_reply_to,
            references=draft.references,
            extra_headers=self._disclosure(draft),
            attachments=draft.attachments,
        )

    def _disclosure(self, draft: Draft) -> list[tuple[str, str]]:
        if not self.settings.mail.disclosure_headers:
            return []
        by = draft.approved_by
        how = (
            ("X-Mailgate-Approved-By", f"person ({by})")
            if approved_by_person(by)
            else ("X-Mailgate-Allowed-By", by.removeprefix(APPROVED_BY_POLICY))
        )
        return [("X-Mailgate-Agent", draft.agent), how, ("X-Mailgate-Draft", draft.id)]

    def _finish(self, outcome: _Outcome, report: SettleReport) -> None:
        """Record a send's result in a transaction of its own."""
        self._step(outcome.draft.id, "recording")
        try:
            with self.store.write() as tx:
                self._record(tx, outcome)
        except Conflict as exc:
            # Another worker gave up on this send (its lease ran out) and marked it unknown. The
            # outcome is still evidence for the person who will decide: keep it in the audit log.
            with self.store.write() as tx:
                audit.record(
                    tx,
                    actor="settler",
                    action="draft.late_result",
                    subject=outcome.draft.id,
                    detail={"outcome": outcome.state.value, "note": outcome.note, "conflict": str(exc)},
                )
            return
        outcome.recorded(report)

    def _record(self, tx: Tx, outcome: _Outcome) -> None:
        draft, state, note, now = outcome.draft, outcome.state, outcome.note, clock.now()
        drafts_store.transition(
            tx,
            draft.id,
            DraftState.SENDING,
            state,
            now,
            note=note,
            **({"sent_at": now} if state is DraftState.SENT else {}),
        )
        audit.record(
            tx, actor="settler", action=f"draft.{state.value}", subject=draft.id, detail={"note": note}
        )
        if state is DraftState.SENT:
            earn = self.settings.mail.trust_after_approved_sends
            record_delivered(tx, draft, now, earn_after=earn, actor="settler")

    def _step(self, draft_id: str, step: Step | str) -> None:
        if self.on_step is not None:
            self.on_step(draft_id, step)


def _discard(spare: Spare) -> None:
    """Close a connection opened for a send that will not happen, once it has opened (not waited for)."""
    if isinstance(spare, Opened):
        spare.discard()
    elif spare is not None:
        spare.add_done_callback(lambda done: done.result().discard())


def _from_spec(from_addr: str) -> str:
    """The addr-spec of ``local@domain`` or ``Name <local@domain>``."""
    text = from_addr.strip()
    if text.endswith(">") and "<" in text:
        return text[text.rindex("<") + 1 : -1].strip()
    return text


def _request(draft: Draft) -> DraftRequest:
    return DraftRequest(
        agent=draft.agent,
        recipients=draft.recipients,
        subject=draft.subject,
        body=draft.body,
        in_reply_to=draft.in_reply_to,
        references=draft.references,
        idempotency_key=draft.idempotency_key,
        attachments=draft.attachments,
    )


def _rehash(draft: Draft) -> str:
    return content_hash(_request(draft), draft.body)


def _named(r: Recipient) -> str:
    address = r.address
    return f"{address.display_name} <{address.addr_spec}>" if address.display_name else address.addr_spec
