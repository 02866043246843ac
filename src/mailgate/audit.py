"""Append-only, hash-chained audit log: every decision and every change to the rules.

Each row's hash covers its own fields and the previous row's hash, so editing, deleting or
inserting a row anywhere breaks every hash after it; ``verify`` finds the first broken row.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from mailgate.errors import AuditBroken
from mailgate.store import Tx
from mailgate.store import audit as audit_rows


def record(
    tx: Tx,
    *,
    actor: str,
    action: str,
    subject: str,
    detail: dict[str, Any] | None = None,
    now: datetime | None = None,
) -> int:
    """Append one row inside the caller's transaction; returns its sequence number."""
    seq, prev = audit_rows.tail(tx)
    at = (now or datetime.now(UTC)).astimezone(UTC)
    body = json.dumps(detail or {}, sort_keys=True, default=str, ensure_ascii=False)
    row = {
        "seq": seq + 1,
        "at": at,
        "actor": actor,
        "action": action,
        "subject": subject,
        "detail": body,
        "prev_hash": prev,
    }
    row["hash"] = _hash(row)
    audit_rows.insert_row(tx, row)
    return seq + 1


def verify(rows: Iterable[dict[str, Any]]) -> int:
    """Check the chain; returns the number of rows, raises AuditBroken at the first bad row."""
    prev, expected_seq, count = "", 1, 0
    for row in rows:
        if row["seq"] != expected_seq:
            raise AuditBroken(f"audit row {expected_seq} is missing (next row is {row['seq']})")
        if row["prev_hash"] != prev or _hash(row) != row["hash"]:
            raise AuditBroken(f"audit row {row['seq']} was changed, or a row before it was")
        prev, expected_seq, count = row["hash"], expected_seq + 1, count + 1
    return count


def _hash(row: dict[str, Any]) -> str:
    at = row["at"]
    if isinstance(at, datetime):
        # SQLite returns naive datetimes; the chain is defined over UTC wall time to the microsecond.
        at = (
            at.replace(tzinfo=None).isoformat(timespec="microseconds")
            if at.tzinfo is None
            else at.astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds")
        )
    fields = [
        str(row["seq"]),
        at,
        row["actor"],
        row["action"],
        row["subject"],
        row["detail"],
        row["prev_hash"],
    ]
    return hashlib.sha256("\x1f".join(fields).encode("utf-8")).hexdigest()
