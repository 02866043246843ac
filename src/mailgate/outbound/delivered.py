"""What follows a draft known to be delivered: its contact history and the trust it earns.

The settler records a send it saw accepted; reconcile records a send found later in the sent mail
of its account. Both are the same fact (the message reached its recipients once), so both leave
the same trace: one contact row per recipient, and the allowed-list entry the policy grants at
exactly the Nth send a person approved (``policy/trust.py`` decides; this module writes).
"""

from __future__ import annotations

from datetime import datetime

from mailgate import audit
from mailgate.model import Draft
from mailgate.policy.trust import approved_by_person, earns_trust
from mailgate.store import Tx
from mailgate.store import rules as rules_store


def record_delivered(tx: Tx, draft: Draft, now: datetime, *, earn_after: int, actor: str) -> None:
    """Record each recipient's contact and any trust this send earns, inside ``tx``."""
    by_person = approved_by_person(draft.approved_by)
    for r in draft.recipients:
        rules_store.record_contact(tx, draft.agent, r.address.key, draft.id, by_person, now)
        if earns_trust(tx, draft.agent, r.address.key, approved_by=draft.approved_by, earn_after=earn_after):
            rules_store.allow(tx, draft.agent, r.address.key, 0, "earned", now)
            audit.record(
                tx,
                actor=actor,
                action="agent.allow",
                subject=draft.agent,
                detail={"address": r.address.key, "earned_after": earn_after},
            )
