"""Token buckets of the per-token request rate, in the store: one per token, shared by every process.

Every call runs inside the caller's write transaction, as fixed SQL on its cursor (``store.hotpath``:
this runs on every agent request). The charge is one conditional ``UPDATE`` that refills and takes
in the same statement, so it is atomic on its own: PostgreSQL locks the row and re-checks the
condition on the row as a concurrent charge left it; SQLite's write transaction (``BEGIN
IMMEDIATE``) serialises writers anyway. A token's first request inserts its row; an insert that
meets another process's insert of the same row yields and charges that row instead.
"""

from __future__ import annotations

from sqlalchemy import Connection

from mailgate.store.hotpath import Sql

# Refill to now (never above the cap; a clock that went back refills nothing) and take one, only
# where one is there (the filled bucket is written out in SET and again in WHERE).
_CHARGE = Sql(
    "UPDATE request_rates SET"
    " allowance = (CASE WHEN allowance + (CASE WHEN :now > at THEN :now - at ELSE 0 END) * :rate > :cap"
    " THEN :cap ELSE allowance + (CASE WHEN :now > at THEN :now - at ELSE 0 END) * :rate END) - 1,"
    " at = CASE WHEN :now > at THEN :now ELSE at END"
    " WHERE token_id = :token_id"
    " AND (CASE WHEN allowance + (CASE WHEN :now > at THEN :now - at ELSE 0 END) * :rate > :cap"
    " THEN :cap ELSE allowance + (CASE WHEN :now > at THEN :now - at ELSE 0 END) * :rate END) >= 1"
)
_FIRST = Sql(
    "INSERT INTO request_rates (token_id, allowance, at) VALUES (:token_id, :left, :now) "
    "ON CONFLICT (token_id) DO NOTHING"
)
_BUCKET = Sql("SELECT allowance, at FROM request_rates WHERE token_id = :token_id")


def charge(tx: Connection, token_id: str, *, per_minute: int, now: float) -> float:
    """Take one request from ``token_id``'s bucket: 0.0 when taken, else the seconds until one is back.

    ``per_minute`` (at least 1) is both the bucket's size and its refill per minute; ``now`` is
    seconds since the epoch (every process's clock is the same wall clock).
    """
    cap, rate = float(per_minute), per_minute / 60.0
    params = {"token_id": token_id, "now": now, "rate": rate, "cap": cap}
    if _CHARGE.run(tx, params) == 1:
        return 0.0
    if _FIRST.run(tx, {"token_id": token_id, "left": cap - 1.0, "now": now}) == 1:
        return 0.0
    # The row exists: empty, or another process inserted it after the UPDATE above looked.
    if _CHARGE.run(tx, params) == 1:
        return 0.0
    rows = _BUCKET.rows(tx, {"token_id": token_id})
    left, at = (float(rows[0][0]), float(rows[0][1])) if rows else (0.0, now)
    left = min(cap, left + max(0.0, now - at) * rate)
    return max((1.0 - left) / rate, 0.001)
