"""Time in one place: every stored timestamp is timezone-aware UTC."""

from __future__ import annotations

from datetime import UTC, datetime


def now() -> datetime:
    """The current time, UTC."""
    return datetime.now(UTC)


def as_utc(value: datetime) -> datetime:
    """A stored timestamp as aware UTC (SQLite hands back naive values that were written as UTC)."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
