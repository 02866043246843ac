"""Unknown sends, looked up: a draft whose send may or may not have arrived is searched for by its
Message-ID in the sent mail of the account it went through, and marked ``sent`` when found.

Nothing is ever sent again. Not found stays ``unknown`` (the provider may not have filed it yet,
or it really was lost): a person still decides. Each found draft gets an audit row naming where.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from mailgate import audit, clock
from mailgate.deadline import Deadline
from mailgate.errors import Conflict, MailgateError
from mailgate.model import DraftState
from mailgate.outbound.delivered import record_delivered
from mailgate.store import Store
from mailgate.store import audit as audit_rows
from mailgate.store import drafts as drafts_store

SEARCH_SECS = 30.0


class Finder(Protocol):
    """Something that can say whether a mailbox holds a Message-ID (a read, never a send)."""

    name: str

    def find_message_id(self, message_id: str, deadline: Deadline) -> bool:
        """True when the account's sent mail holds a message with ``message_id``."""
        ...


@dataclass
class ReconcileReport:
    """What one reconcile pass concluded, draft by draft."""

    found: list[str] = field(default_factory=list)
    not_found: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, list[str]]:
        """The report as a JSON object."""
        return {"found": self.found, "not_found": self.not_found, "errors": self.errors}


def via_of(store: Store, draft_id: str) -> str:
    """How the draft was sent, from its claim's audit row (``smtp`` for drafts claimed before)."""
    with store.read() as tx:
        rows = audit_rows.for_subject(tx, draft_id)
    for row in reversed(rows):
        detail = row.get("detail") or {}
        if isinstance(detail, str):
            try:
                detail = json.loads(detail)  # the audit log keeps details as JSON text
            except ValueError:
                detail = {}
        if row.get("action") == "draft.claim" and isinstance(detail, dict):
            return str(detail.get("via", "smtp"))
    return "smtp"


def reconcile(
    store: Store, finders: Callable[[str], Sequence[Finder]], *, earn_after: int = 0, limit: int = 200
) -> ReconcileReport:
    """Look for every unknown draft's Message-ID where it was sent; mark the ones found ``sent``.

    A draft found is recorded as the settler records a send it saw accepted: contact history for
    each recipient and the trust it earns (``earn_after``: mail.trust_after_approved_sends).
    """
    report = ReconcileReport()
    with store.read() as tx:
        ids = drafts_store.ids_in_state(tx, DraftState.UNKNOWN, limit=limit)
        drafts = [drafts_store.get_draft(tx, i) for i in ids]
    for draft in drafts:
        if not draft.message_id:
            report.not_found.append(draft.id)  # never claimed with an id: nothing to look for
            continue
        via = via_of(store, draft.id)
        where = _search(finders(via), draft.message_id, report, draft.id)
        if where is None:
            report.not_found.append(draft.id)
            continue
        now = clock.now()
        try:
            with store.write() as tx:
                drafts_store.transition(
                    tx,
                    draft.id,
                    DraftState.UNKNOWN,
                    DraftState.SENT,
                    now,
                    sent_at=now,
                    note=f"found in the sent mail of {where} by reconcile; it was delivered once",
                )
                audit.record(
                    tx,
                    actor="reconcile",
                    action="draft.reconciled",
                    subject=draft.id,
                    detail={"message_id": draft.message_id, "via": via, "found_in": where},
                )
                record_delivered(tx, draft, now, earn_after=earn_after, actor="reconcile")
        except Conflict as exc:
            report.errors.append(f"{draft.id}: {exc}")
            continue
        report.found.append(draft.id)
    return report


def _search(finders: Sequence[Finder], message_id: str, report: ReconcileReport, draft_id: str) -> str | None:
    for finder in finders:
        try:
            if finder.find_message_id(message_id, Deadline.after(SEARCH_SECS, f"searching {finder.name}")):
                return finder.name
        except MailgateError as exc:
            report.errors.append(f"{draft_id}: {finder.name}: {exc}")
        finally:
            close = getattr(finder, "close", None)
            if callable(close):
                close()
    return None
