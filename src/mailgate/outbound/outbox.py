"""The outbox: submit a draft, approve or deny it, cancel in the undo window, expire old holds.

An agent never waits for a person: ``submit`` returns at once with the draft's state. Every
transition is one transaction with its audit row. Approvals are bound to the content hash.
"""

from __future__ import annotations

import functools
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from mailgate import audit, clock
from mailgate.errors import Conflict, InvalidInput, NotFound, RecipientRefused
from mailgate.health.latency import observe_decision
from mailgate.mailboxes import mailbox_rules
from mailgate.model import (
    Address,
    Decision,
    Draft,
    DraftRequest,
    DraftState,
    Outcome,
    SubmitState,
    Verdict,
)
from mailgate.outbound.attachments import AttachmentRules
from mailgate.outbound.compose import MESSAGE_ID
from mailgate.outbound.drafts import SendRequest, content_hash, validate
from mailgate.policy.engine import (
    allowed_by,
    blocked_by_content,
    decide,
    decision_of_state,
    denying_rules,
    recheck,
    recipient_decision,
    redacted,
)
from mailgate.policy.rules import APPROVED_BY_POLICY, BlockedContent, Phase, policy_settings
from mailgate.policy.snapshot import Snapshot, read_recheck_snapshot, read_recipient_snapshot, read_snapshot
from mailgate.secrets.guard import LeakScreen
from mailgate.settings import Settings
from mailgate.store import Store, Tx
from mailgate.store import drafts as drafts_store
from mailgate.store import mails as mails_store
from mailgate.store import rules as rules_store
from mailgate.store import vault as vault_store

Scan = Callable[[DraftRequest], tuple[BlockedContent, ...]]
# A leak scan made before the storing transaction: the vault generation it used (None when it
# raised) and what it found, or what it raised.
Scanned = tuple[str | None, tuple[BlockedContent, ...] | Exception]

# A keyless send of content the same agent sent this recently names the earlier draft instead of
# storing a second one: running the same command twice must not write twice.
SAME_CONTENT_WINDOW = timedelta(hours=24)
# The longest message id a reply names: "In-Reply-To: <id>" must fit one 998-octet header line.
REPLY_ID_MAX = 998 - len("In-Reply-To: ")
# Tries to store a draft whose leak scan is out of date (the vault changed meanwhile) before the
# last one scans inside the storing transaction.
_SCAN_TRIES = 3
# What an agent is told when its draft carried a secret and no notification channel is set.
NOT_TOLD = "This message cannot be sent as written; the reason is recorded for the owner."


# Drafts to one recipient, as RCPT and then DATA ask for them (the same few, again and again).
RECIPIENT_DRAFTS_REMEMBERED = 4096
RECIPIENT_REMEMBERED_CHARS = 1000  # longer text is validated every time: the memory held stays small


@functools.lru_cache(maxsize=RECIPIENT_DRAFTS_REMEMBERED)
def _lone_draft(agent: str, raw: str, max_body_chars: int) -> DraftRequest:
    return validate(SendRequest(agent=agent, to=(raw,), subject="-", body="-"), max_body_chars=max_body_chars)


def recipient_draft(agent: str, raw: str, max_body_chars: int) -> DraftRequest:
    """A draft from ``agent`` to ``raw`` alone, validated (pure; a refusal raises and is not remembered)."""
    make = _lone_draft if len(raw) <= RECIPIENT_REMEMBERED_CHARS else _lone_draft.__wrapped__
    return make(agent, raw, max_body_chars)


class _VaultChanged(Exception):
    """The vault changed after the draft was scanned: scan again against this generation."""

    def __init__(self, generation: str) -> None:
        super().__init__(generation)
        self.generation = generation


@dataclass(frozen=True, kw_only=True)
class SubmitResult:
    """What a front door reports back: the draft id ("" when nothing was stored), state, reasons."""

    draft_id: str
    state: SubmitState
    decision: Decision
    reasons: tuple[str, ...]
    content_hash: str
    body: str
    duplicate: bool = False
    # For a duplicate: when the stored draft it names was made (its state is ``state``).
    earlier_at: datetime | None = None
    retry_of: str = ""  # the draft this one sends again


class Outbox:
    """Draft lifecycle on one store."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        secrets: LeakScreen,
        on_alarm: Callable[[str, dict[str, object]], None],
    ) -> None:
        self.store = store
        self.settings = settings
        # The leak scan of every draft, and (a draft refused for carrying a secret is kept as
        # evidence, but never with the secret) the redaction of what is stored of it.
        self.secrets = secrets
        self.on_alarm = on_alarm
        self.mailboxes = mailbox_rules(settings.addresses)

    def explain(self, draft: DraftRequest) -> Verdict:
        """The verdict for a draft, stores nothing."""
        now = clock.now()

        def read() -> Snapshot:
            with self.store.read() as tx:
                return read_snapshot(tx, draft.agent, draft.addresses(), now, self.mailboxes.key_of)

        return decide(draft, read, policy_settings(self.settings, draft.agent), self.secrets.scan_draft)

    def explain_recipients(self, draft: DraftRequest) -> Verdict:
        """The verdict on a draft's recipients alone, from the rules that can deny one; stores nothing.

        Every DENY that :meth:`explain` would give a recipient (or the whole draft, for its agent
        or an address carrying a secret) this gives too; a recipient it does not deny may still
        be held. For a door that judges each recipient before the message exists (SMTP's RCPT).
        """

        vault: list[str] = []  # the vault generation, read in the same transaction as the rules

        def read() -> Snapshot:
            with self.store.read() as tx:
                vault.append(vault_store.fingerprint(tx))
                return read_recipient_snapshot(tx, draft.agent, draft.addresses(), self.mailboxes.key_of)

        def scan(d: DraftRequest) -> tuple[BlockedContent, ...]:
            # decide() reads before it scans; were it ever otherwise, the scan reads the generation itself.
            return self.secrets.scan_draft(d, vault[0] if vault else None)

        # One read transaction per recipient judged (SMTP's DATA judges each): rules and vault together.
        return decide(draft, read, policy_settings(self.settings, draft.agent), scan)

    def submit(
        self,
        req: SendRequest,
        *,
        actor: str,
        require_key: bool,
        again: bool = False,
        charge: Callable[[Tx], None] | None = None,
        replaces: str = "",
        all_or_none: bool = False,
    ) -> SubmitResult:
        """Validate, decide and store one draft; returns at once.

        With an idempotency key, a repeat returns the stored draft (the agents' retry contract).
        Without one (the owner's CLI), the same content sent by the same agent within
        ``SAME_CONTENT_WINDOW`` is not stored again: the result names the earlier draft, its
        state and when it was made, and ``again`` sends it anyway as a new draft judged now.
        ``charge`` runs first in the transaction that stores the draft (an agent door's request
        rate): what it raises rolls that transaction back, so nothing is stored.
        ``replaces`` names a held draft this one is an owner's edit of: see :meth:`_replaceable`.

        ``all_or_none`` (SMTP's DATA: a message goes to all of its recipients or to none): before
        ``charge``, in that same transaction, each recipient is judged as :meth:`explain_recipients`
        judges a draft to it alone; when the policy denies one, RecipientRefused names them and
        nothing is stored.
        """
        lone = self._lone_drafts(req) if all_or_none else ()
        draft = self._as_reply(
            validate(
                req,
                max_body_chars=self.settings.mail.max_body_chars,
                attachments=AttachmentRules.from_settings(self.settings),
            )
        )
        key = req.idempotency_key or f"nokey:{secrets.token_hex(12)}"
        # A key says exactly which sends are the same one; only keyless sends are matched by content.
        same_content = not req.idempotency_key and not again
        return self._store(
            draft,
            actor=actor,
            key=key,
            given_key=req.idempotency_key,
            same_content=same_content,
            missing_key=require_key and not req.idempotency_key,
            charge=charge,
            replaces=replaces,
            lone=lone,
        )

    def _lone_drafts(self, req: SendRequest) -> tuple[DraftRequest, ...]:
        """A draft to each recipient of ``req`` alone (one per address key), in the order it names them."""
        lone: dict[str, DraftRequest] = {}
        for raw in (*req.to, *req.cc, *req.bcc):
            made = recipient_draft(req.agent, raw, self.settings.mail.max_body_chars)
            lone.setdefault(made.recipients[0].address.key, made)
        return tuple(lone.values())

    def resubmit(self, old: Draft, *, by: str) -> SubmitResult:
        """Send a failed (or lost) draft's exact content again as a new draft, judged by the policy now.

        The new draft names the old one in ``retry_of``; one retry per draft (its key is the old
        draft's id), so running the command twice never makes two copies.
        """
        _check_person(by)
        draft = DraftRequest(
            agent=old.agent,
            recipients=old.recipients,
            subject=old.subject,
            body=old.body,
            in_reply_to=old.in_reply_to,
            references=old.references,
            attachments=old.attachments,
        )
        return self._store(draft, actor=by, key=f"retry:{old.id}", given_key="", retry_of=old.id)

    def _scan(
        self, draft: DraftRequest, generation: str | None
    ) -> tuple[str | None, tuple[BlockedContent, ...] | Exception]:
        """The vault generation scanned against and the leak scan's findings, or what it raised.

        ``generation`` None: the scanner as cached (the vault is read only when none is); the
        storing transaction then checks that generation against the store. If the scan raised,
        the decision fails closed on that error.
        """
        try:
            if generation is None:
                return self.secrets.scan_draft_cached(draft)
            return generation, self.secrets.scan_draft(draft, generation)
        except Exception as exc:  # any failure: decide() re-raises it and holds the draft (fail closed)
            return None, exc

    def _store(
        self,
        draft: DraftRequest,
        *,
        actor: str,
        key: str,
        given_key: str,
        same_content: bool = False,
        retry_of: str = "",
        missing_key: bool = False,
        charge: Callable[[Tx], None] | None = None,
        replaces: str = "",
        lone: tuple[DraftRequest, ...] = (),
    ) -> SubmitResult:
        started = time.perf_counter()  # the decision's latency: from here to its stored answer
        # The leak scan reads only the draft (and the vault): done before the write lock is taken,
        # since with many secrets it is the slowest step, with the scanner as cached. The storing
        # transaction reads the vault generation and, if the vault changed since that scanner
        # was built, the scan is made again with the vault as it is (the transaction is left
        # first, so no write waits for a rebuild). The rules are then read and the draft judged
        # once, inside the transaction that stores it, after the agent's lock: parallel senders
        # cannot all count the same past and all pass a rate limit.
        generation: str | None = None
        for attempt in range(1, _SCAN_TRIES + 1):
            used, blocked = self._scan(draft, generation)
            alone = tuple((d, self._scan(d, generation)) for d in lone)  # each recipient's own draft
            try:
                return self._store_scanned(
                    draft,
                    blocked,
                    scanned_at=used,
                    last_try=attempt == _SCAN_TRIES,
                    started=started,
                    actor=actor,
                    key=key,
                    given_key=given_key,
                    same_content=same_content,
                    retry_of=retry_of,
                    missing_key=missing_key,
                    charge=charge,
                    replaces=replaces,
                    alone=alone,
                )
            except _VaultChanged as changed:
                generation = changed.generation
        raise AssertionError("the last try never raises _VaultChanged")

    def _store_scanned(
        self,
        draft: DraftRequest,
        blocked: tuple[BlockedContent, ...] | Exception,
        *,
        scanned_at: str | None,
        last_try: bool,
        started: float,
        actor: str,
        key: str,
        given_key: str,
        same_content: bool,
        retry_of: str,
        missing_key: bool,
        charge: Callable[[Tx], None] | None,
        alone: tuple[tuple[DraftRequest, Scanned], ...],
        replaces: str = "",
    ) -> SubmitResult:
        """The rest of :meth:`_store`, given the leak scans; _VaultChanged when one is out of date."""
        try:
            with self.store.write() as tx:
                # Everything from here to the commit is serialised per agent, so the rate limit
                # counted below is the one this insert is judged against (and a keyless repeat
                # finds the draft a concurrent identical send just stored).
                rules_store.lock_agent(tx, draft.agent)
                snapshot: Snapshot | Exception | None = None
                current: str | None = None
                if alone:
                    # All or none: the rules are read once, here, for each recipient's judgement
                    # and for the draft's; a refused recipient leaves before anything is written
                    # or charged.
                    current = vault_store.fingerprint(tx)
                    try:
                        snapshot = self._read_locked(tx, draft)
                    except Exception as exc:  # each decision below fails closed on it, as in decide()
                        snapshot = exc
                    denied = self._refused_alone(draft.agent, alone, snapshot, current, last_try)
                    if denied:
                        raise RecipientRefused(denied)
                if charge is not None:  # after the agent's lock: its other sends queue there anyway
                    charge(tx)
                # The edited draft's row is locked before anything is stored: an approval of it
                # (another tab, a link, the CLI) either committed already, and nothing is
                # stored here, or waits and then finds it replaced.
                old = self._replaceable(tx, replaces) if replaces else None
                # (Read already when the recipients were judged: an unknown agent's are all refused.)
                known = isinstance(snapshot, Snapshot) and snapshot.agent_exists
                if not known and rules_store.get_agent(tx, draft.agent) is None:  # raising stores nothing
                    raise InvalidInput(
                        "agent", "is not a registered agent (`mailgate agent add NAME`)", draft.agent
                    )
                if missing_key:
                    raise InvalidInput(
                        "idempotency_key", "is required: reuse one key only to retry the exact same send"
                    )
                if not isinstance(blocked, Exception):  # a scan that raised fails closed anyway
                    if current is None:
                        current = vault_store.fingerprint(tx)
                    if current != scanned_at:
                        if not last_try:
                            raise _VaultChanged(current)  # leaves the transaction: nothing written
                        # The vault changed at every try: scan here, under the lock, as it is now.
                        blocked = self._scan(draft, current)[1]
                verdict = self._decide_locked(tx, draft, blocked, snapshot)
                # What is stored and audited of a refused draft's verdict: its reasons name where
                # a vault value was found, and that place may hold the value (session 8).
                kept = redacted(verdict, self.secrets.redact) if blocked_by_content(verdict) else verdict
                body = verdict.body if verdict.body is not None else draft.body
                digest = content_hash(draft, body)
                if verdict.decision is Decision.FIX:
                    audit.record(
                        tx,
                        actor=actor,
                        action="draft.needs_fix",
                        subject=draft.agent,
                        detail={"verdict": verdict.to_json(), "content_hash": digest},
                    )
                    reasons = (self._agent_message(verdict),) if verdict.agent_message else verdict.reasons
                    observe_decision(verdict.decision.value, time.perf_counter() - started)
                    return SubmitResult(
                        draft_id="",
                        state=SubmitState.NEEDS_FIX,
                        decision=verdict.decision,
                        reasons=reasons,
                        content_hash=digest,
                        body=body,
                    )
                existing = drafts_store.find_by_key(tx, draft.agent, key)
                if existing is not None:
                    return _duplicate(existing, digest, given_key)
                if same_content:
                    since = clock.now() - SAME_CONTENT_WINDOW
                    earlier = drafts_store.find_same_content(tx, draft.agent, digest, since)
                    if earlier is not None:
                        return _same_content(earlier, digest)
                record = self._new_draft(draft, body, digest, key, kept, retry_of)
                drafts_store.insert_draft(tx, record)
                if record.state is DraftState.APPROVED:
                    drafts_store.put_approval(
                        tx, record.id, "approved", digest, record.approved_by, "", record.created_at
                    )
                detail: dict[str, object] = {
                    "state": record.state.value,
                    "verdict": kept.to_json(),
                    "content_hash": digest,
                }
                if record.outcome:
                    detail["outcome"] = record.outcome
                    detail["outcome_by"] = record.outcome_by
                if retry_of:
                    detail["retry_of"] = retry_of
                audit.record(tx, actor=actor, action="draft.submit", subject=record.id, detail=detail)
                if retry_of:
                    audit.record(
                        tx, actor=actor, action="draft.retry", subject=retry_of, detail={"retry": record.id}
                    )
                alarm = self._record_alarm(tx, record.id, kept)
                if old is not None:
                    self._deny_locked(tx, old, by=actor, reason=f"replaced by edit {record.id}")
                    audit.record(
                        tx, actor=actor, action="draft.edit", subject=old.id, detail={"new": record.id}
                    )
        except Conflict:
            # Another submit with the same key committed between our read and our insert.
            with self.store.read() as tx:
                raced = drafts_store.find_by_key(tx, draft.agent, key)
            if raced is None:
                raise
            return _duplicate(raced, digest, given_key)
        observe_decision(verdict.decision.value, time.perf_counter() - started)
        reasons = (self._agent_message(verdict),) if verdict.agent_message else verdict.reasons
        if alarm:
            # After the commit: a slow or dead channel never holds the store's write lock.
            self.on_alarm(alarm, {"draft_id": record.id, "agent": record.agent})
        return SubmitResult(
            draft_id=record.id,
            state=SubmitState(record.state.value),
            decision=verdict.decision,
            reasons=reasons,
            content_hash=digest,
            body=body,
            retry_of=retry_of,
        )

    def _agent_message(self, verdict: Verdict) -> str:
        """The generic text for a blocked draft; it says the owner was told only when a channel is set."""
        told = self.settings.notify.webhook_url or self.settings.notify.slack_webhook_url
        return verdict.agent_message if told else NOT_TOLD

    def _decide_locked(
        self,
        tx: Tx,
        draft: DraftRequest,
        blocked: tuple[BlockedContent, ...] | Exception,
        snapshot: Snapshot | Exception | None = None,
    ) -> Verdict:
        """The verdict from the rules as they stand inside the transaction storing the draft.

        ``blocked`` is the leak scan's result, made before the lock; if the scan raised, the
        decision fails closed on that error exactly as if the scan had run inside ``decide``.
        ``snapshot``, when given, is the rules as this transaction read them already (or what
        reading them raised, which fails closed the same way).
        """
        read = (
            functools.partial(self._read_locked, tx, draft)
            if snapshot is None
            else functools.partial(_given, snapshot)
        )
        return decide(
            draft, read, policy_settings(self.settings, draft.agent), functools.partial(_found, blocked)
        )

    def _read_locked(self, tx: Tx, draft: DraftRequest) -> Snapshot:
        """The rules that concern ``draft``, read in the storing transaction after the agent's lock."""
        return read_snapshot(tx, draft.agent, draft.addresses(), clock.now(), self.mailboxes.key_of)

    def _refused_alone(
        self,
        agent: str,
        alone: tuple[tuple[DraftRequest, Scanned], ...],
        snapshot: Snapshot | Exception,
        current: str,
        last_try: bool,
    ) -> tuple[str, ...]:
        """The keys of the recipients the policy denies, each judged as a draft to it alone.

        The same judgement as :meth:`explain_recipients` (the rules that can deny a recipient, its
        own leak scan, failing closed to hold), from the rules this transaction read for the draft:
        of those, only the agent, the owner's addresses and the stop list are looked at.
        """
        settings = policy_settings(self.settings, agent)
        rules = snapshot if isinstance(snapshot, Exception) else _recipient_rules(snapshot)
        denied: list[str] = []
        for lone, (scanned_at, blocked) in alone:
            if not isinstance(blocked, Exception) and scanned_at != current:
                if not last_try:
                    raise _VaultChanged(current)  # leaves the transaction: nothing written
                blocked = self._scan(lone, current)[1]
            address = lone.recipients[0].address
            verdict = decide(
                lone, functools.partial(_given, rules), settings, functools.partial(_found, blocked)
            )
            if recipient_decision(verdict, address) is Decision.DENY:
                denied.append(address.key)
        return tuple(denied)

    def _as_reply(self, draft: DraftRequest) -> DraftRequest:
        """Fill In-Reply-To, References and the "Re:" subject from a stored inbound mail id."""
        if not draft.in_reply_to:
            return draft
        # One answer for a missing id and for another inbox's mail: a reply must not tell an agent
        # which ids exist elsewhere (mail_read and draft_status answer "not found" alike too).
        unknown = InvalidInput(
            "in_reply_to", f"must be the id of a mail in agent {draft.agent}'s inbox", draft.in_reply_to
        )
        with self.store.read() as tx:
            try:
                mail = mails_store.get_mail(tx, draft.in_reply_to)
            except NotFound:
                raise unknown from None
        if mail.agent != draft.agent:
            raise unknown

        # The inbound headers are the sender's text: keep only well-formed message ids short enough
        # for one header line, so a malformed or overlong id cannot make every reply to that mail
        # unsendable (the settler refuses a line over 998 octets, after a person approved it).
        def usable(msg_id: str) -> bool:
            return len(msg_id) <= REPLY_ID_MAX and MESSAGE_ID.fullmatch(msg_id) is not None

        parent = mail.message_id if usable(mail.message_id) else ""
        tokens = [t for t in MESSAGE_ID.findall(mail.references) if usable(t)][-20:]
        tokens += [parent] if parent else []
        references = " ".join(dict.fromkeys(tokens))
        subject = draft.subject if draft.subject.lower().startswith("re:") else f"Re: {draft.subject}"
        return replace(draft, in_reply_to=parent, references=references, subject=subject)

    def _new_draft(
        self, draft: DraftRequest, body: str, digest: str, key: str, verdict: Verdict, retry_of: str = ""
    ) -> Draft:
        now = clock.now()
        blocked = blocked_by_content(verdict)
        draft_id = "d" + secrets.token_hex(8)
        redact = self.secrets.redact if blocked else _as_is
        # A blocked draft is kept as evidence without its secret: every text the agent chose.
        # The key is looked up raw on a repeat, so a redacted key gets the draft's id to stay unique.
        if redact(key) != key:
            key = f"redacted:{draft_id}"
        state = {Decision.ALLOW: DraftState.APPROVED, Decision.HOLD: DraftState.PENDING}.get(
            verdict.decision, DraftState.REJECTED
        )
        return Draft(
            id=draft_id,
            agent=draft.agent,
            state=state,
            recipients=tuple(
                replace(r, address=_redacted_address(r.address, redact)) for r in draft.recipients
            )
            if blocked
            else draft.recipients,
            subject=redact(draft.subject),
            body=redact(body),
            content_hash=digest,
            created_at=now,
            expires_at=now + timedelta(seconds=self.settings.mail.outbound_ttl_secs),
            in_reply_to=redact(draft.in_reply_to),
            references=redact(draft.references),
            idempotency_key=key,
            verdict=verdict.to_json(),
            note="; ".join(verdict.reasons) if state is DraftState.REJECTED else "",
            approved_by=allowed_by(verdict) if state is DraftState.APPROVED else "",
            not_before=now + timedelta(seconds=self.settings.mail.send_delay_secs),
            outcome=Outcome.DENIED_BY_POLICY.value if state is DraftState.REJECTED else "",
            outcome_by=denying_rules(verdict) if state is DraftState.REJECTED else "",
            retry_of=retry_of,
            # A blocked draft is kept as evidence without its secret, so without its files too.
            attachments=() if blocked else draft.attachments,
        )

    def _record_alarm(self, tx: Tx, draft_id: str, verdict: Verdict) -> str:
        """Audit a tripped canary (or a blocked secret); returns the alarm kind, "" for none."""
        kind = "canary" if "canary" in verdict.blocked_kinds else "secret" if verdict.blocked_kinds else ""
        if kind:
            audit.record(
                tx,
                actor="mailgate",
                action=f"alarm.{kind}",
                subject=draft_id,
                detail={"reasons": list(verdict.reasons)},
            )
        return kind

    def approve(self, draft_id: str, *, by: str, confirm_hash: str, remember: str = "") -> Draft:
        """A person's yes to the exact content; ``remember`` = "address" or "domain" adds a grant."""
        _check_person(by)
        now = clock.now()
        with self.store.write() as tx:
            draft = drafts_store.get_draft(tx, draft_id, for_update=True)
            self._check_decidable(tx, draft, now)
            if confirm_hash != draft.content_hash:
                raise InvalidInput(
                    "confirm",
                    "does not match the draft's content hash: the message you saw is "
                    "not the message that would be sent",
                    confirm_hash,
                )
            verdict, stop_list = self._recheck_approval(tx, draft)
            if verdict.decision is Decision.DENY:
                # The stop list beats every human yes.
                by_rule = denying_rules(verdict)
                drafts_store.transition(
                    tx,
                    draft.id,
                    draft.state,
                    DraftState.REJECTED,
                    now,
                    note="; ".join(verdict.reasons),
                    outcome=Outcome.DENIED_BY_POLICY.value,
                    outcome_by=by_rule,
                )
                audit.record(
                    tx,
                    actor=by,
                    action="draft.reject",
                    subject=draft.id,
                    detail={
                        "stop_list": stop_list,
                        "outcome": Outcome.DENIED_BY_POLICY.value,
                        "outcome_by": by_rule,
                    },
                )
            else:
                delay = timedelta(seconds=self.settings.mail.send_delay_secs)
                drafts_store.transition(
                    tx,
                    draft.id,
                    DraftState.PENDING,
                    DraftState.APPROVED,
                    now,
                    approved_by=by,
                    not_before=now + delay,
                )
                drafts_store.put_approval(tx, draft.id, "approved", draft.content_hash, by, "", now)
                audit.record(
                    tx,
                    actor=by,
                    action="draft.approve",
                    subject=draft.id,
                    detail={"content_hash": draft.content_hash},
                )
                if remember:
                    self._remember(tx, draft, remember, by, now)
                return drafts_store.get_draft(tx, draft.id)
        raise Conflict(f"draft {draft_id} was rejected: a recipient is on the do-not-contact list")

    def _recheck_approval(self, tx: Tx, draft: Draft) -> tuple[Verdict, dict[str, str]]:
        """The policy's approval-time rules (the stop list, read fresh) over the stored draft.

        Also returns the stop-list entries it read (recipient key -> reason), for the audit row.
        """
        request = DraftRequest(
            agent=draft.agent, recipients=draft.recipients, subject=draft.subject, body=draft.body
        )
        snap = read_recheck_snapshot(tx, request.addresses(), self.mailboxes.key_of, owners=False)
        verdict = recheck(
            request, snap, policy_settings(self.settings, draft.agent), lambda _d: (), Phase.APPROVE
        )
        return verdict, snap.stop_list

    def _remember(self, tx: Tx, draft: Draft, how: str, by: str, now: datetime) -> None:
        for target in remembered_grants(draft, how):
            if rules_store.add_grant(tx, target, draft.agent, by, now):
                audit.record(
                    tx,
                    actor=by,
                    action="grant.add",
                    subject=target,
                    detail={"agent": draft.agent, "from_draft": draft.id},
                )

    def deny(self, draft_id: str, *, by: str, reason: str) -> Draft:
        """A person's no; the draft is rejected for good."""
        _check_person(by)
        if not reason.strip():
            raise InvalidInput("reason", "must say why (it is kept in the audit log)")
        with self.store.write() as tx:
            draft = drafts_store.get_draft(tx, draft_id, for_update=True)
            self._check_decidable(tx, draft, clock.now())
            self._deny_locked(tx, draft, by=by, reason=reason)
            return drafts_store.get_draft(tx, draft.id)

    def _deny_locked(self, tx: Tx, draft: Draft, *, by: str, reason: str) -> None:
        """Reject a pending draft whose row this transaction holds, with its audit row."""
        now = clock.now()
        drafts_store.transition(
            tx,
            draft.id,
            DraftState.PENDING,
            DraftState.REJECTED,
            now,
            note=f"denied: {reason}",
            outcome=Outcome.DENIED_BY_PERSON.value,
            outcome_by=by,
        )
        drafts_store.put_approval(tx, draft.id, "denied", draft.content_hash, by, reason, now)
        audit.record(
            tx,
            actor=by,
            action="draft.deny",
            subject=draft.id,
            detail={"reason": reason, "outcome": Outcome.DENIED_BY_PERSON.value, "outcome_by": by},
        )

    def _replaceable(self, tx: Tx, draft_id: str) -> Draft:
        """The held draft an edit replaces, its row locked; Conflict when it was decided meanwhile.

        Edit and approval take the same row lock, so exactly one version of a draft is ever
        approved: with ``send_delay_secs = 0`` the settler may send an approved draft at once.
        """
        draft = drafts_store.get_draft(tx, draft_id, for_update=True)
        if draft.state is not DraftState.PENDING:
            decider = draft.approved_by or draft.outcome_by
            who = f" by {decider}" if decider else ""
            raise Conflict(
                f"draft {draft.id} was {draft.state}{who} before the edit was saved; the edit was not stored"
            )
        self._check_decidable(tx, draft, clock.now())
        return draft

    def _check_decidable(self, tx: Tx, draft: Draft, now: datetime) -> None:
        if draft.state is not DraftState.PENDING:
            why = f" ({draft.note})" if draft.note else ""
            raise Conflict(f"draft {draft.id} is {draft.state}{why}; only a pending draft can be decided")
        if draft.expires_at <= now:
            raise Conflict(
                f"draft {draft.id} expired at {draft.expires_at:%Y-%m-%d %H:%M} UTC; expiry is a denial"
            )

    def cancel(self, draft_id: str, *, by: str) -> Draft:
        """Take back an approved draft during the undo window (before the settler claims it)."""
        _check_person(by)
        now = clock.now()
        with self.store.write() as tx:
            draft = drafts_store.get_draft(tx, draft_id, for_update=True)
            if draft.state is not DraftState.APPROVED:
                raise Conflict(
                    f"draft {draft.id} is {draft.state}; only an approved draft not yet sending can be "
                    "cancelled"
                )
            drafts_store.transition(
                tx,
                draft.id,
                DraftState.APPROVED,
                DraftState.REJECTED,
                now,
                note="cancelled",
                outcome=Outcome.CANCELLED.value,
                outcome_by=by,
            )
            audit.record(
                tx,
                actor=by,
                action="draft.cancel",
                subject=draft.id,
                detail={"outcome": Outcome.CANCELLED.value, "outcome_by": by},
            )
            return drafts_store.get_draft(tx, draft.id)


def _same_content(earlier: Draft, digest: str) -> SubmitResult:
    """A keyless repeat names the earlier draft; nothing new is stored and no verdict is given."""
    said = (
        f"this is the same as draft {earlier.id} ({earlier.state.value}, created "
        f"{earlier.created_at:%Y-%m-%d %H:%M} UTC); nothing new was stored. Use --again to send it "
        "again as a new draft"
    )
    return SubmitResult(
        draft_id=earlier.id,
        state=SubmitState(earlier.state.value),
        decision=decision_of_state(earlier.state),
        reasons=(said,),
        content_hash=digest,
        body=earlier.body,
        duplicate=True,
        earlier_at=earlier.created_at,
    )


def _duplicate(existing: Draft, digest: str, given_key: str) -> SubmitResult:
    """A retry reports what happened to the stored draft, not what the policy says now."""
    if existing.content_hash != digest:
        if existing.retry_of:
            raise Conflict(
                f"draft {existing.retry_of} was already sent again as draft {existing.id}, and its "
                "content is judged differently now; retry that draft if it failed"
            )
        raise InvalidInput(
            "idempotency_key",
            "was already used for a different message; use a new key for new content",
            given_key,
        )
    said = f"already submitted as draft {existing.id}: {existing.state.value}"
    return SubmitResult(
        draft_id=existing.id,
        state=SubmitState(existing.state.value),
        decision=decision_of_state(existing.state),
        reasons=(said + (f" ({existing.note})" if existing.note else ""),),
        content_hash=digest,
        body=existing.body,
        duplicate=True,
        earlier_at=existing.created_at,
        retry_of=existing.retry_of,
    )


def _given(snapshot: Snapshot | Exception) -> Snapshot:
    """The rules as read before (re-raising what reading them raised, for ``decide`` to fail closed on)."""
    if isinstance(snapshot, Exception):
        raise snapshot
    return snapshot


def _found(
    blocked: tuple[BlockedContent, ...] | Exception, _draft: DraftRequest
) -> tuple[BlockedContent, ...]:
    """A leak scan made before (re-raising what it raised, for ``decide`` to fail closed on)."""
    if isinstance(blocked, Exception):
        raise blocked
    return blocked


def _recipient_rules(snapshot: Snapshot) -> Snapshot:
    """Of a draft's rules, what :func:`read_recipient_snapshot` reads: agent, owner addresses, stop list.

    The owner addresses and the stop list are the draft's (every recipient's); the rules look up
    only the recipient they judge in them, so the answer is the one a read for that recipient gives.
    """
    return replace(
        snapshot,
        rate_per_hour=None,
        rate_per_day=None,
        recipients_last_hour=0,
        recipients_last_day=0,
        grants=frozenset(),
        allowed={},
    )


def _check_person(by: str) -> None:
    # "policy:" marks what the rules allowed; a person's decision must never look like one.
    if not by or len(by) > 64 or by.startswith(APPROVED_BY_POLICY) or any(not c.isprintable() for c in by):
        raise InvalidInput(
            "by", "must name the person (1-64 printable characters, not starting with policy:)", by
        )


def remembered_grants(draft: Draft, how: str) -> tuple[str, ...]:
    """The grant targets approving ``draft`` with ``remember`` = ``how`` adds for its agent, Bcc
    included, in the order the draft names its recipients (each once)."""
    return tuple(dict.fromkeys(_grant_for(r.address, how) for r in draft.recipients))


def _grant_for(address: Address, how: str) -> str:
    if how == "address":
        return address.key
    if how == "domain":
        return "*@" + address.domain
    raise InvalidInput("remember", 'must be "address" or "domain" (never "*")', how)


def _as_is(text: str) -> str:
    return text


def _redacted_address(address: Address, redact: Callable[[str], str]) -> Address:
    """``address`` with ``redact`` applied to its name and to the address as a whole (a value may
    run across the ``@``); what is left of the address is split again at its last ``@``."""
    spec = redact(address.addr_spec)
    local, at, domain = spec.rpartition("@")
    if not at:
        local, domain = spec, ""
    return replace(address, local=local, domain=domain, display_name=redact(address.display_name))
