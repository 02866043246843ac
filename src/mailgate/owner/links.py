"""Tap-to-approve links: a signed token naming one held draft, its content hash and an expiry.

The link names that one draft and its content; it is not a credential. Anyone holding it (an
agent that reads the channel it went to) can only see the message: deciding needs the owner's
dashboard session and a POST (mail and chat scanners fetch links with GET). A link whose
signature, expiry, one use or content hash does not hold is refused, and the refusal is audited.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from mailgate import audit, clock
from mailgate.errors import InvalidInput, LinkRefused, SecretUnavailable
from mailgate.model import Draft, DraftState
from mailgate.owner.signing import Signer
from mailgate.store import Store
from mailgate.store import drafts as stored_drafts
from mailgate.store import owner as owner_store

APPROVE_PURPOSE = "approve"
DEFAULT_TTL = timedelta(hours=24)


@dataclass(frozen=True, kw_only=True)
class ApprovalLink:
    """What a checked link names."""

    link_id: str
    draft_id: str
    content_hash: str
    expires_at: datetime


class ApprovalLinks:
    """Issue and check approval links for one home."""

    def __init__(self, store: Store, key: bytes | None) -> None:
        self.store = store
        self._signer = Signer(key, "mailgate approval link") if key is not None else None

    def signer(self) -> Signer:
        """The link signer; SecretUnavailable without the vault key."""
        if self._signer is None:
            raise SecretUnavailable(
                "the vault key is missing: approval links are signed with a key derived from it"
            )
        return self._signer

    def issue(self, draft: Draft, ttl: timedelta = DEFAULT_TTL, *, actor: str = "owner") -> str:
        """A token for ``draft`` as it is now; it lives ``ttl`` but never past the draft's own expiry."""
        if draft.state is not DraftState.PENDING:
            raise InvalidInput(
                "draft", f"is {draft.state}: only a held draft gets an approval link", draft.id
            )
        if ttl <= timedelta(0):
            raise InvalidInput("ttl", "must be positive", str(ttl))
        expires = min(clock.now() + ttl, draft.expires_at)
        link_id = secrets.token_hex(16)
        token = self.signer().sign(
            {
                "p": APPROVE_PURPOSE,
                "i": link_id,
                "d": draft.id,
                "h": draft.content_hash,
                "e": int(expires.timestamp()),
            }
        )
        with self.store.write() as tx:
            audit.record(
                tx,
                actor=actor,
                action="link.issue",
                subject=draft.id,
                detail={
                    "link": link_id,
                    "content_hash": draft.content_hash,
                    "expires_at": expires.isoformat(),
                },
            )
        return token

    def check(self, token: str) -> tuple[ApprovalLink, Draft]:
        """The link and its draft, when the signature, expiry, unused state and content hash hold.

        A draft that is no longer pending is returned as it is (the caller shows who decided);
        every refusal is audited with the reason.
        """
        link: ApprovalLink | None = None
        try:
            link = self._parse(token)
            if link.expires_at <= clock.now():
                raise LinkRefused("this approval link has expired", "expired")
            with self.store.read() as tx:
                draft = stored_drafts.get_draft(tx, link.draft_id)
                used = owner_store.link_used(tx, link.link_id)
            if draft.content_hash != link.content_hash:
                raise LinkRefused(
                    "the message changed since this link was made: it would approve other content", "mismatch"
                )
            if used:
                raise LinkRefused("this approval link was used already: each works once", "used")
        except LinkRefused as exc:
            self.refused(exc.why, link)
            raise
        return link, draft

    def consume(self, link: ApprovalLink, *, by: str = "owner") -> None:
        """Mark the link used by ``by``; LinkRefused("used") when another request used it first."""
        with self.store.write() as tx:
            fresh = owner_store.mark_link_used(tx, link.link_id, APPROVE_PURPOSE, link.draft_id, clock.now())
            if fresh:
                audit.record(
                    tx, actor=by, action="link.use", subject=link.draft_id, detail={"link": link.link_id}
                )
        if not fresh:
            self.refused("used", link)
            raise LinkRefused("this approval link was used already: each works once", "used")

    def refused(self, why: str, link: ApprovalLink | None) -> None:
        """Audit a refused link (the draft and link ids only when the signature checked)."""
        with self.store.write() as tx:
            audit.record(
                tx,
                actor="link",
                action="link.refused",
                subject=link.draft_id if link else "",
                detail={"why": why, "link": link.link_id if link else ""},
            )

    def _parse(self, token: str) -> ApprovalLink:
        doc = self.signer().verify(token)
        fields = (doc.get("p"), doc.get("i"), doc.get("d"), doc.get("h"), doc.get("e"))
        if fields[0] != APPROVE_PURPOSE or not all(isinstance(f, str) for f in fields[1:4]):
            raise LinkRefused("this is not an approval link", "tampered")
        if not isinstance(fields[4], int):
            raise LinkRefused("this is not an approval link", "tampered")
        return ApprovalLink(
            link_id=str(fields[1]),
            draft_id=str(fields[2]),
            content_hash=str(fields[3]),
            expires_at=datetime.fromtimestamp(fields[4], UTC),
        )
