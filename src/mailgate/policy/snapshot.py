"""The rules that concern one draft, read fresh from the store for every decision.

Nothing is cached, so a grant revoked or an address stopped a moment ago already counts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from mailgate.addresses import grant_keys
from mailgate.model import Address
from mailgate.store import Tx
from mailgate.store import rules as rules_store


@dataclass(frozen=True, kw_only=True)
class Snapshot:
    """Everything the rule functions may look at; built once per decision, never cached."""

    agent_exists: bool
    rung: int
    rate_per_hour: int | None
    rate_per_day: int | None
    # Recipients of the agent's drafts that were not rejected (held ones count: they may be sent).
    recipients_last_hour: int
    recipients_last_day: int
    owners: frozenset[str] = frozenset()
    stop_list: dict[str, str] = field(default_factory=dict)
    grants: frozenset[str] = frozenset()
    allowed: dict[str, int] = field(default_factory=dict)


def read_snapshot(
    tx: Tx, agent: str, recipients: Sequence[Address], now: datetime, mailbox_of: Callable[[str], str]
) -> Snapshot:
    """At most six indexed queries, whatever the number of recipients.

    ``mailbox_of`` gives an address key's mailbox key: the stop list covers every spelling of a
    mailbox (sub-address tags, Gmail's dots), grants and allowed lists only the exact address.
    For a decision that stores a draft, call it inside that write transaction after
    ``rules_store.lock_agent``: the rate counted is then the one the insert is judged against.
    """
    keys = sorted({a.key for a in recipients})
    targets = sorted({t for a in recipients for t in grant_keys(a)})
    row = rules_store.get_agent(tx, agent)
    limited = row is not None and (row.rate_per_hour is not None or row.rate_per_day is not None)
    # The count grows with the agent's day of mail: read only when a limit will compare with it.
    hour, day = rules_store.recent_recipients(tx, agent, now) if limited else (0, 0)
    return Snapshot(
        agent_exists=row is not None,
        rung=row.rung if row else 0,
        rate_per_hour=row.rate_per_hour if row else None,
        rate_per_day=row.rate_per_day if row else None,
        recipients_last_hour=hour,
        recipients_last_day=day,
        owners=frozenset(rules_store.owners_among(tx, keys)),
        stop_list=rules_store.dnc_among(tx, keys, mailbox_of),
        grants=frozenset(rules_store.grants_among(tx, agent, targets)),
        allowed=rules_store.allowed_for(tx, agent, targets),
    )


def read_recheck_snapshot(
    tx: Tx, recipients: Sequence[Address], mailbox_of: Callable[[str], str], *, owners: bool
) -> Snapshot:
    """What the rules run again after the submit look at: the stop list, and the owner's addresses
    when ``owners`` (only the allowlist asks, so they are read only when one is in force).

    One or two indexed queries: this is on the settler's path, once per send.
    """
    keys = sorted({a.key for a in recipients})
    return Snapshot(
        agent_exists=True,
        rung=0,
        rate_per_hour=None,
        rate_per_day=None,
        recipients_last_hour=0,
        recipients_last_day=0,
        owners=frozenset(rules_store.owners_among(tx, keys)) if owners else frozenset(),
        stop_list=rules_store.dnc_among(tx, keys, mailbox_of),
    )


def read_recipient_snapshot(
    tx: Tx, agent: str, recipients: Sequence[Address], mailbox_of: Callable[[str], str]
) -> Snapshot:
    """What can refuse a recipient outright, in three queries: agent, owner addresses, stop list.

    For judging one recipient before the draft exists (SMTP's RCPT): the rules that can deny a
    recipient read only these (the owner's addresses matter because a send to them alone skips
    the allowed-recipients rule). Rates, grants and allowed lists can only hold or allow, so they
    are left empty here; the draft itself is judged later on a full :func:`read_snapshot`.
    """
    keys = sorted({a.key for a in recipients})
    row = rules_store.get_agent(tx, agent)
    return Snapshot(
        agent_exists=row is not None,
        rung=row.rung if row else 0,
        rate_per_hour=None,
        rate_per_day=None,
        recipients_last_hour=0,
        recipients_last_day=0,
        owners=frozenset(rules_store.owners_among(tx, keys)),
        stop_list=rules_store.dnc_among(tx, keys, mailbox_of),
    )
