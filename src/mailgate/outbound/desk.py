"""The outbox as the front doors see it (``gw.outbox``): submit, decide, edit, retry and resolve drafts.

The deciding itself (policy, scans, audit, alarms) is the engine's in ``outbound/outbox.py``;
this part adds the master switch, the owner's edits and retries, and the reads of drafts.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from mailgate import audit, clock
from mailgate.errors import Conflict, InvalidInput, NotConfigured, SecretUnavailable
from mailgate.model import Address, Decision, Draft, DraftRequest, DraftState, Verdict
from mailgate.outbound.attachments import AttachmentRules
from mailgate.outbound.drafts import SendRequest, validate
from mailgate.outbound.outbox import Outbox, SubmitResult, recipient_draft, remembered_grants
from mailgate.policy.engine import recipient_decision
from mailgate.settings import Settings
from mailgate.store import Store, Tx
from mailgate.store import audit as audit_rows
from mailgate.store import drafts as stored_drafts
from mailgate.store import mails as mails_store
from mailgate.store import owner as owner_store


@dataclass(frozen=True, kw_only=True)
class Resolution:
    """The owner's finding about an unknown send."""

    arrived: bool
    by: str
    at: datetime


def _marked_lost(key: audit.ChainKey, rows: list[dict[str, Any]]) -> bool:
    """True when the newest keyed ``draft.resolve`` row of a draft says it did not arrive."""
    resolved = [r for r in rows if r["action"] == "draft.resolve" and key.matches(r)]
    if not resolved:
        return False
    try:
        detail = json.loads(str(resolved[-1]["detail"]))
    except ValueError:
        return False
    return isinstance(detail, dict) and detail.get("arrived") is False


class OutboxDesk:
    """Every draft's way through mailgate, from an agent's send to the owner's decision."""

    def __init__(self, store: Store, settings: Settings, engine: Outbox, chain: audit.AuditChain) -> None:
        self.store = store
        self.settings = settings
        self.engine = engine
        self.chain = chain

    def explain(self, req: SendRequest) -> Verdict:
        """The policy's verdict for a would-be draft; creates nothing."""
        draft = validate(
            req,
            max_body_chars=self.settings.mail.max_body_chars,
            attachments=AttachmentRules.from_settings(self.settings),
        )
        return self.engine.explain(draft)

    def judge_recipient(self, agent: str, raw: str) -> tuple[Address, Decision]:
        """One would-be recipient, parsed and judged as a draft to it alone would be; stores nothing.

        InvalidInput when it is not one address the drafts accept. DENY when the policy refuses
        it (stop list, mail.allowed_recipients, an unknown agent); only the rules that can deny
        are read, so any other answer is HOLD (ALLOW for an owner address). A secret or canary in
        the address is HOLD here: refused before a draft exists, it would raise no alarm and leave
        the value in the door's refusal row, so the caller's draft is what refuses it (session 8).
        """
        draft = self._recipient_draft(agent, raw)
        address = draft.recipients[0].address
        return address, recipient_decision(self.engine.explain_recipients(draft), address)

    def recipient_address(self, agent: str, raw: str) -> Address:
        """One would-be recipient parsed as a draft's is (no I/O); InvalidInput when it is not one."""
        return self._recipient_draft(agent, raw).recipients[0].address

    def _recipient_draft(self, agent: str, raw: str) -> DraftRequest:
        return recipient_draft(agent, raw, self.settings.mail.max_body_chars)

    def submit(
        self,
        req: SendRequest,
        *,
        actor: str = "agent",
        require_key: bool = True,
        again: bool = False,
        charge: Callable[[Tx], None] | None = None,
        all_or_none: bool = False,
    ) -> SubmitResult:
        """Turn a send into a draft and decide it; returns at once, never waits for a person.

        Without an idempotency key, content the agent sent in the last 24 hours is not stored
        again (the result names the earlier draft) unless ``again`` is set. ``charge`` runs in
        the transaction that stores the draft (an agent door's request rate; what it raises
        stores nothing). ``all_or_none``: a recipient the policy denies refuses the whole send
        (RecipientRefused, nothing stored), judged in that transaction before ``charge``.
        """
        require_enabled(self.settings)
        return self.engine.submit(
            req, actor=actor, require_key=require_key, again=again, charge=charge, all_or_none=all_or_none
        )

    def retry(self, draft_id: str, *, by: str = "owner") -> SubmitResult:
        """Send a failed draft (or an unknown one a person marked lost) again, as a new draft.

        The new draft has the same content, names the old one in ``retry_of`` and is judged by the
        policy as it stands now: held for a person again when the policy holds it.
        """
        require_enabled(self.settings)
        with self.store.read() as tx:
            old = stored_drafts.get_draft(tx, draft_id)
            rows = audit_rows.for_subject(tx, old.id)
        if old.state is DraftState.UNKNOWN:
            if self.chain.key is None:
                raise SecretUnavailable(audit.NO_KEY)
            if not _marked_lost(self.chain.key, rows):
                raise Conflict(
                    f"draft {old.id} is unknown: it may have been delivered. A person must check first; "
                    f"after `mailgate resolve {old.id} --lost` it can be sent again"
                )
        elif old.state is not DraftState.FAILED:
            raise Conflict(
                f"draft {old.id} is {old.state.value}; only a failed draft, or an unknown one a "
                "person marked lost, can be sent again"
            )
        return self.engine.resubmit(old, by=by)

    def remembered_grants(self, draft: Draft, remember: str) -> tuple[str, ...]:
        """The grants ``approve(..., remember=remember)`` adds for ``draft`` (shown before acting)."""
        return remembered_grants(draft, remember)

    def approve(self, draft_id: str, *, by: str, confirm_hash: str, remember: str = "") -> Draft:
        """Approve a held draft as shown (``confirm_hash`` is the hash of what the person saw)."""
        return self.engine.approve(draft_id, by=by, confirm_hash=confirm_hash, remember=remember)

    def deny(self, draft_id: str, *, by: str, reason: str) -> Draft:
        """Reject a held draft with the person's reason; nothing will be sent."""
        return self.engine.deny(draft_id, by=by, reason=reason)

    def cancel(self, draft_id: str, *, by: str = "owner") -> Draft:
        """Withdraw a draft that has not been sent yet."""
        return self.engine.cancel(draft_id, by=by)

    def draft(self, draft_id: str) -> Draft:
        """One draft by id (NotFound otherwise)."""
        with self.store.read() as tx:
            return stored_drafts.get_draft(tx, draft_id)

    def drafts(
        self,
        state: str | None = None,
        agent: str | None = None,
        limit: int = 200,
        *,
        outcome: str | None = None,
        exclude_state: str | None = None,
    ) -> list[Draft]:
        """Drafts newest first, by state, agent or outcome."""
        with self.store.read() as tx:
            return stored_drafts.list_drafts(
                tx, state=state, agent=agent, limit=limit, outcome=outcome, exclude_state=exclude_state
            )

    def revise(self, draft_id: str, req: SendRequest, *, by: str) -> SubmitResult:
        """An owner's edit of a held draft: a NEW draft through the policy and every scan again.

        The new draft is stored and the old one denied with "replaced by edit <new id>" in one
        transaction that holds the old draft's row, the lock an approval takes: if the old draft
        was decided first (another tab, a link), Conflict and nothing is stored, so exactly one
        version is ever approved. When the edit needs a fix nothing is stored and the old draft
        stays held.
        """
        old = self.draft(draft_id)
        if old.state is not DraftState.PENDING:
            raise Conflict(f"draft {old.id} is {old.state}; only a held draft can be edited")
        if req.agent != old.agent:
            raise InvalidInput("agent", "an edit keeps the draft's agent", req.agent)
        parent = ""
        if old.in_reply_to:
            with self.store.read() as tx:
                parent = mails_store.find_by_message_id(tx, old.agent, old.in_reply_to) or ""
        require_enabled(self.settings)
        # The edit form changes text only: the held draft's files go with the new draft, checked again.
        return self.engine.submit(
            replace(req, in_reply_to=parent, idempotency_key="", attachments=old.attachments),
            actor=by,
            require_key=False,
            replaces=old.id,
        )

    def resolve(self, draft_id: str, arrived: bool, *, by: str = "owner") -> None:
        """Record whether an `unknown` send arrived (the owner checked); nothing is ever re-sent."""
        now = clock.now()
        with self.store.write() as tx:
            draft = stored_drafts.get_draft(tx, draft_id)
            if draft.state is not DraftState.UNKNOWN:
                raise Conflict(f"draft {draft_id} is {draft.state}; only an unknown send is resolved")
            if not owner_store.add_resolution(tx, draft_id, arrived, by, now):
                raise Conflict(f"draft {draft_id} was resolved already")
            audit.record(tx, actor=by, action="draft.resolve", subject=draft_id, detail={"arrived": arrived})

    def resolutions(self) -> dict[str, Resolution]:
        """Every recorded resolution of an unknown send, by draft id."""
        with self.store.read() as tx:
            rows = owner_store.resolutions(tx)
        return {
            k: Resolution(
                arrived=bool(v["arrived"]), by=str(v["resolved_by"]), at=clock.as_utc(v["resolved_at"])
            )
            for k, v in rows.items()
        }


def require_enabled(settings: Settings) -> None:
    """NotConfigured while the master switch (mail.enabled) is off."""
    if not settings.mail.enabled:
        raise NotConfigured("mail is switched off (mail.enabled = false in config.toml)")


__all__ = ["OutboxDesk", "Resolution", "require_enabled"]
