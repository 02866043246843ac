"""Tap-to-approve links as the front doors see them (``gw.links``): issue, open, decide once."""

from __future__ import annotations

from datetime import timedelta

from mailgate.errors import Conflict
from mailgate.model import Draft, DraftState
from mailgate.outbound.desk import OutboxDesk
from mailgate.owner.links import DEFAULT_TTL, ApprovalLinks


class Links:
    """A signed link names one held draft and its content; using it decides that draft once."""

    def __init__(self, approval_links: ApprovalLinks, outbox: OutboxDesk) -> None:
        self.approval_links = approval_links
        self.outbox = outbox

    def issue(self, draft_id: str, ttl: timedelta = DEFAULT_TTL, *, actor: str = "owner") -> str:
        """The token of a tap-to-approve link for a held draft (put it after ``/link/``)."""
        return self.approval_links.issue(self.outbox.draft(draft_id), ttl, actor=actor)

    def open(self, token: str) -> Draft:
        """The draft an approval link names, when the link holds; LinkRefused otherwise (audited)."""
        return self.approval_links.check(token)[1]

    def decide(self, token: str, *, approve: bool, reason: str = "") -> Draft:
        """Use an approval link once: approve (bound to the link's content hash) or deny its draft."""
        link, draft = self.approval_links.check(token)
        if draft.state is not DraftState.PENDING:
            raise Conflict(f"draft {draft.id} is {draft.state} already ({draft.approved_by or draft.note})")
        self.approval_links.consume(link)
        if approve:
            return self.outbox.approve(link.draft_id, by="link", confirm_hash=link.content_hash)
        return self.outbox.deny(link.draft_id, by="link", reason=reason)


__all__ = ["Links"]
