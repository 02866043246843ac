"""Earned trust: after N sends a person approved, a recipient joins the agent's allowed list.

A policy decision like the rules', made when a send is recorded (``mail.trust_after_approved_sends``).
"""

from __future__ import annotations

from mailgate.policy.rules import APPROVED_BY_POLICY
from mailgate.store import Tx
from mailgate.store import rules as rules_store


def approved_by_person(approved_by: str) -> bool:
    """Whether a person (not the rules) approved the draft."""
    return not approved_by.startswith(APPROVED_BY_POLICY)


def earns_trust(tx: Tx, agent: str, address: str, *, approved_by: str, earn_after: int) -> bool:
    """Whether this send, just recorded, earns ``address`` a place on the agent's allowed list.

    Earned once, at exactly the Nth send a person approved: an entry the owner set (or removed
    with `agent disallow`) afterwards is never overwritten by later sends. 0 turns it off.
    """
    return bool(
        earn_after
        and approved_by_person(approved_by)
        and rules_store.approved_sends(tx, agent, address) == earn_after
        and not rules_store.allowed_for(tx, agent, [address])
    )
