"""Tap-to-approve links as the front doors see them (``gw.links``): issue, open, decide once.

A link names the message; it is not the credential that decides it. Whoever holds a link (an
agent reading the channel it was sent to included) can only see the message: ``decide`` is
called by the dashboard's owner pages alone, after the owner's session and CSRF token checked,
and records that owner as the decider.
"""

from __future__ import annotations

from datetime import timedelta
from typing import NoReturn

from mailgate.errors import Conflict, LinkRefused
from mailgate.model import Draft, DraftState
from mailgate.outbound.desk import OutboxDesk
from mailgate.owner.links import DEFAULT_TTL, ApprovalLinks

LOGIN_TO_DECIDE = "/owner/link/"  # where the owner, logged in, decides what a link names


class Links:
    """A signed link names one held draft and its content; the logged-in owner decides with it once."""

    def __init__(self, approval_links: ApprovalLinks, outbox: OutboxDesk) -> None:
        self.approval_links = approval_links
        self.outbox = outbox

    def issue(self, draft_id: str, ttl: timedelta = DEFAULT_TTL, *, actor: str = "owner") -> str:
        """The token of a tap-to-approve link for a held draft (put it after ``/link/``)."""
        return self.approval_links.issue(self.outbox.draft(draft_id), ttl, actor=actor)

    def open(self, token: str) -> Draft:
        """The draft an approval link names, when the link holds; LinkRefused otherwise (audited)."""
        return self.approval_links.check(token)[1]

    def decide(self, token: str, *, approve: bool, by: str, shown_hash: str = "", reason: str = "") -> Draft:
        """The owner ``by`` uses a link once: approve (bound to the link's content hash) or deny.

        Call it only for an authenticated owner: the link alone is no authority. ``shown_hash``
        is the content hash of the page the owner pressed on; approving needs it to equal the
        link's, so what is approved is exactly what was shown.
        """
        link, draft = self.approval_links.check(token)
        if draft.state is not DraftState.PENDING:
            raise Conflict(f"draft {draft.id} is {draft.state} already ({draft.approved_by or draft.note})")
        if approve and shown_hash != link.content_hash:
            self.approval_links.refused("mismatch", link)
            raise LinkRefused(
                "the page you pressed on showed other content than this link names; reload it", "mismatch"
            )
        self.approval_links.consume(link, by=by)
        if approve:
            return self.outbox.approve(link.draft_id, by=by, confirm_hash=link.content_hash)
        return self.outbox.deny(link.draft_id, by=by, reason=reason)

    def refuse_without_owner(self, token: str) -> NoReturn:
        """Audit a decision posted with only the link (no owner session) and raise LinkRefused.

        The link's own checks run first (a forged or stale one is refused for that); a genuine
        one is left unused and its draft stays held.
        """
        link, _ = self.approval_links.check(token)
        self.approval_links.refused("no-owner-session", link)
        raise LinkRefused(
            "a link only shows the message: deciding needs the owner's dashboard login "
            f"(open {LOGIN_TO_DECIDE}{token}) or `mailgate approve {link.draft_id}` on the machine",
            "no-owner-session",
        )


__all__ = ["Links"]
