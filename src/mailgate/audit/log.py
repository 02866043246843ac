"""The audit log as the front doors see it (``gw.audit``): read, verify, announce, and record refusals."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from mailgate.audit import chain as audit
from mailgate.errors import AuditBroken
from mailgate.notify.head import announce_head
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import audit as audit_rows


@dataclass(frozen=True, slots=True)
class AuditRow:
    """One audit row as the front doors see it: who did what to which subject, and its chain link."""

    seq: int
    at: datetime
    actor: str
    action: str
    subject: str
    detail: str  # the JSON text exactly as chained (the MAC covers these bytes)
    prev_hash: str
    hash: str

    def details(self) -> dict[str, Any]:
        """The detail as a JSON object (an empty one if a very old row holds something else)."""
        doc = json.loads(self.detail) if self.detail else {}
        return doc if isinstance(doc, dict) else {}

    def to_json(self) -> dict[str, object]:
        """The row as a JSON-ready mapping (``at`` stays a datetime for the caller's encoder)."""
        return asdict(self)


def _row(m: Mapping[str, Any]) -> AuditRow:
    return AuditRow(
        seq=int(m["seq"]),
        at=m["at"],
        actor=str(m["actor"]),
        action=str(m["action"]),
        subject=str(m["subject"]),
        detail=str(m["detail"]),
        prev_hash=str(m["prev_hash"]),
        hash=str(m["hash"]),
    )


class AuditLog:
    """One home's audit log: every decision and every change to the rules, keyed and chained."""

    def __init__(self, home: Path, store: Store, settings: Settings, chain: audit.AuditChain) -> None:
        self.home = home
        self.store = store
        self.settings = settings
        self.chain = chain

    def rows(self, limit: int | None = None) -> list[AuditRow]:
        """The audit rows, oldest first (``limit``: the newest that many)."""
        with self.store.read() as tx:
            return [_row(m) for m in audit_rows.rows(tx, limit=limit)]

    def verify(self) -> audit.Verified:
        """Check the whole keyed chain and the anchor file; raises AuditBroken naming the problem."""
        if self.chain.key is None:
            raise AuditBroken(audit.NO_KEY)
        anchored = self.chain.anchor.head() if self.chain.anchor is not None else None
        with self.store.read() as tx:
            return audit.verify(audit_rows.rows(tx), self.chain.key, anchored)

    def announce_head(self, verified: audit.Verified) -> dict[str, bool]:
        """Send the verified head to the owner's channels (a copy outside this machine); per channel."""
        if verified.head is None:
            return {}
        return announce_head(
            verified.head.seq,
            verified.head.mac,
            home=str(self.home),
            webhook_url=self.settings.notify.webhook_url,
            slack_url=self.settings.notify.slack_webhook_url,
        )

    def record_refusal(self, door: str, *, actor: str, subject: str, detail: Mapping[str, object]) -> None:
        """Audit something a door refused before any draft existed (``<door>.refused``)."""
        with self.store.write() as tx:
            audit.record(tx, actor=actor, action=f"{door}.refused", subject=subject, detail=dict(detail))

    def record_web_refusal(self, path: str, why: str, *, ip: str) -> None:
        """Audit a refused dashboard request (an agent token, a form without its CSRF token)."""
        with self.store.write() as tx:
            audit.record(
                tx, actor=f"web:{ip}"[:64], action="web.refused", subject=path[:200], detail={"why": why}
            )

    def alarms(self) -> dict[str, int]:
        """How many alarms of each kind the audit log holds (the owner's counter)."""
        counts: dict[str, int] = {}
        for row in self.rows():
            if row.action.startswith("alarm."):
                kind = row.action.removeprefix("alarm.")
                counts[kind] = counts.get(kind, 0) + 1
        return counts


__all__ = ["AuditLog", "AuditRow"]
