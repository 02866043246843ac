"""Append-only, keyed, hash-chained audit log: every decision and every change to the rules.

Each row carries an HMAC-SHA256 over its own fields and the previous row's MAC, under a key
derived from the vault key (HKDF, its own label). The key is outside the database, so someone who
can write the database can still edit, insert or delete rows, but cannot make the chain verify
again: editing, inserting or re-hashing breaks the MACs, and deleting the newest rows is caught by
the anchor file in the home (``mailgate.anchor``).

Rows written before the chain was keyed carry a plain SHA-256 instead. They verify as a prefix
only: the first keyed row covers the last plain hash, so the old rows are sealed from then on, and
a plain row after a keyed one is refused: mailgate writes no row without the key, so it is forged.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Any

from cryptography.hazmat.primitives.hashes import SHA256
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from mailgate.anchor import Anchor, Head
from mailgate.errors import AuditBroken, SecretUnavailable
from mailgate.model import Draft
from mailgate.store import Tx
from mailgate.store import audit as audit_rows
from mailgate.store.engine import write_scope

# The HKDF label: the chain's key is never the vault key itself, nor any other key derived from it.
CHAIN_LABEL = b"mailgate audit chain hmac-sha256 v1"
_MAC_VERSION = "mailgate-audit-v1"
NO_KEY = (
    "the vault key is missing, and the audit chain is keyed with it: the chain cannot be verified, "
    "no change that needs an audit row can be made, and the settler sends nothing until "
    "MAILGATE_VAULT_KEY (or the key file, or the keyring entry) is back"
)


class ChainKey:
    """The audit chain's HMAC key, derived from the vault key; it never appears in a repr."""

    def __init__(self, vault_key: bytes) -> None:
        hkdf = HKDF(algorithm=SHA256(), length=32, salt=None, info=CHAIN_LABEL)
        self._key = hkdf.derive(vault_key)
        # The HMAC keyed once; each MAC copies it. A new HMAC per row made OpenSSL 3 look the
        # digest up again under its locks and redo the key schedule (~30 % of a MAC, and the
        # settler makes three per send: docs/benchmarks.md, send, session 10). The keyed state is
        # only ever copied, never updated, so threads can share it.
        self._keyed = hmac.new(self._key, digestmod=hashlib.sha256)

    def __repr__(self) -> str:
        return "ChainKey(<key hidden>)"

    def mac(self, row: Mapping[str, Any]) -> str:
        """The row's MAC: HMAC-SHA256 over an unambiguous encoding of every chained field."""
        message = json.dumps([_MAC_VERSION, *_fields(row)], ensure_ascii=False, separators=(",", ":"))
        mac = self._keyed.copy()
        mac.update(message.encode("utf-8"))
        return mac.hexdigest()

    def matches(self, row: Mapping[str, Any]) -> bool:
        """True when the row's stored MAC is the one this key gives (constant-time compare)."""
        return hmac.compare_digest(self.mac(row), str(row["hash"]))


@dataclass(frozen=True)
class AuditChain:
    """What a home signs its audit rows with: the chain key (None without the vault key) and anchor."""

    key: ChainKey | None
    anchor: Anchor | None


@dataclass(frozen=True, kw_only=True)
class Verified:
    """The outcome of a full check of the chain."""

    rows: int
    legacy: int  # plain-hash rows from before the chain was keyed, all at the start
    head: Head | None  # the last row
    anchored: Head | None  # the anchor's highest row, which the log still holds unchanged


def record(
    tx: Tx,
    *,
    actor: str,
    action: str,
    subject: str,
    detail: dict[str, Any] | None = None,
    now: datetime | None = None,
) -> None:
    """Add one keyed row to the caller's transaction; it is appended when the transaction commits.

    In a ``Store.write`` transaction the rows wait until its body has finished, then go in
    together, in the order recorded, right before the commit: on PostgreSQL the append takes the
    lock that orders the chain, and that lock is then held only for the append and the commit, not
    for everything else the transaction does (the settler's claim checks, say). Elsewhere (a bare
    connection) the row is appended at once.

    Without the vault key this raises SecretUnavailable, so the change the row records is rolled
    back with it: a row that cannot be keyed could not be told from a forged one later. (A bare
    ``Store`` that was never given a chain, as in a benchmark, writes plain-hash rows.)
    """
    scope = write_scope(tx)
    chain = scope.chain if scope is not None and isinstance(scope.chain, AuditChain) else None
    if chain is not None and chain.key is None:
        raise SecretUnavailable(NO_KEY)
    entry = {
        "at": (now or datetime.now(UTC)).astimezone(UTC),
        "actor": actor,
        "action": action,
        "subject": subject,
        "detail": json.dumps(detail or {}, sort_keys=True, default=str, ensure_ascii=False),
    }
    if scope is None:
        _Append(tx, None, None).add(entry)()
        return
    pending = scope.before_commit.get(_APPEND)
    if not isinstance(pending, _Append):
        pending = scope.before_commit[_APPEND] = _Append(tx, chain, scope.after_commit)
    pending.add(entry)


_APPEND = "audit.append"


class _Append:
    """The audit rows a transaction recorded, chained and inserted in one go (called before commit)."""

    def __init__(
        self, tx: Tx, chain: AuditChain | None, after_commit: dict[str, Callable[[], object]] | None
    ) -> None:
        self._tx = tx
        self._chain = chain
        self._after_commit = after_commit
        self._entries: list[dict[str, Any]] = []
        self._done = False

    def add(self, entry: dict[str, Any]) -> _Append:
        """Queue one row (everything but its sequence number and hashes)."""
        if self._done:  # a row recorded by another before-commit hook would be lost: refuse it
            raise RuntimeError("audit.record() after the transaction's audit rows were appended")
        self._entries.append(entry)
        return self

    def __call__(self) -> None:
        entries, self._entries, self._done = self._entries, [], True
        if not entries:
            return
        seq, prev = audit_rows.tail(self._tx)  # on PostgreSQL: takes the chain's lock until commit
        key = self._chain.key if self._chain is not None else None
        rows = []
        for entry in entries:
            seq += 1
            row = {"seq": seq, **entry, "prev_hash": prev}
            prev = row["hash"] = key.mac(row) if key is not None else _plain(row)
            rows.append(row)
        audit_rows.insert_rows(self._tx, rows)
        if self._chain is not None and self._chain.anchor is not None and self._after_commit is not None:
            # Only the transaction's last row is anchored, and only once it has committed.
            self._after_commit["audit.anchor"] = partial(self._chain.anchor.append, seq, prev)


def verify(rows: Iterable[Mapping[str, Any]], key: ChainKey | None, anchored: Head | None) -> Verified:
    """Check the whole chain and the anchor; raises AuditBroken naming the first problem."""
    if key is None:
        raise AuditBroken(NO_KEY)
    prev, expected, legacy, keyed = "", 1, 0, False
    head: Head | None = None
    anchored_ok = anchored is None
    for row in rows:
        seq = int(row["seq"])
        if seq != expected:
            raise AuditBroken(f"audit row {expected} is missing (next row is {seq})")
        if row["prev_hash"] != prev:
            raise AuditBroken(f"audit row {seq} was changed, or a row before it was")
        if key.matches(row):
            keyed = True
        elif _plain(row) == row["hash"]:
            if keyed:
                raise AuditBroken(
                    f"audit row {seq} is not keyed: it was written by someone who does not have "
                    "the vault key (a forged row)"
                )
            legacy += 1
        else:
            raise AuditBroken(f"audit row {seq} was changed, or a row before it was")
        if anchored is not None and seq == anchored.seq:
            if not hmac.compare_digest(str(row["hash"]), anchored.mac):
                raise AuditBroken(
                    f"audit row {seq} is not the row the anchor file recorded: the log was rebuilt"
                )
            anchored_ok = True
        prev, expected, head = str(row["hash"]), expected + 1, Head(seq=seq, mac=str(row["hash"]))
    if not anchored_ok:
        assert anchored is not None
        last = head.seq if head is not None else 0
        raise AuditBroken(
            f"the audit log ends at row {last}, but the anchor file recorded row {anchored.seq}: "
            "rows were deleted from its end"
        )
    return Verified(rows=expected - 1, legacy=legacy, head=head, anchored=anchored)


def approval_problem(key: ChainKey | None, rows: Sequence[Mapping[str, Any]], draft: Draft) -> str:
    """Why the audit rows of ``draft`` do not prove a real approval of its content ("" if they do).

    A keyed row must record the approval: ``draft.submit`` in state approved (the policy's yes) or
    ``draft.approve`` by the person the draft names, bound to the draft's content hash. A draft
    that was claimed before has had its one send, whatever its state says now.
    """
    if key is None:
        return "approval_missing: without the vault key no approval can be verified"
    claimed = [r["seq"] for r in rows if r["action"] == "draft.claim"]
    if claimed:
        return f"approval_missing: its approval was used by an earlier send (audit row {claimed[0]})"
    candidates = [r for r in rows if r["action"] in ("draft.submit", "draft.approve")]
    unkeyed = ""
    for row in candidates:
        if not key.matches(row):
            unkeyed = f"approval_missing: audit row {row['seq']} is not keyed with this home's key"
            continue
        detail = _detail(row)
        if detail.get("content_hash") != draft.content_hash:
            continue
        if row["action"] == "draft.submit" and detail.get("state") == "approved":
            if draft.approved_by.startswith("policy:"):
                return ""
        elif row["action"] == "draft.approve" and row["actor"] == draft.approved_by:
            return ""
    return unkeyed or "approval_missing: no keyed audit row records an approval of this content"


def _detail(row: Mapping[str, Any]) -> dict[str, Any]:
    try:
        doc = json.loads(str(row["detail"]))
    except ValueError:
        return {}
    return doc if isinstance(doc, dict) else {}


def _fields(row: Mapping[str, Any]) -> list[str]:
    at = row["at"]
    if isinstance(at, datetime):
        # SQLite returns naive datetimes; the chain is defined over UTC wall time to the microsecond.
        at = (
            at.replace(tzinfo=None).isoformat(timespec="microseconds")
            if at.tzinfo is None
            else at.astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds")
        )
    return [
        str(row["seq"]),
        str(at),
        str(row["actor"]),
        str(row["action"]),
        str(row["subject"]),
        str(row["detail"]),
        str(row["prev_hash"]),
    ]


def _plain(row: Mapping[str, Any]) -> str:
    """The unkeyed hash of the rows written before the chain was keyed."""
    return hashlib.sha256("\x1f".join(_fields(row)).encode("utf-8")).hexdigest()
