"""Small named flags shared by every worker (e.g. the send pause), kept in the database."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Connection, delete, insert

from mailgate.store.schema import settings
from mailgate.store.sql import Sql, SqlIn

PAUSE_FLAG = "sending_paused"  # set while `mailgate pause` is in force; the settler takes nothing
# The fingerprint of the mailbox rules the stop list's mailbox keys were computed with.
STOP_LIST_RULES_FLAG = "stop_list_mailbox_rules"

# The settler reads flags before every send: fixed SQL on the DBAPI cursor (see store.sql).
_GET = Sql('SELECT "value" FROM settings WHERE "key" = :key')
_GET_MANY = SqlIn('SELECT "key", "value" FROM settings WHERE "key" IN ({keys})')


def get_flag(conn: Connection, key: str) -> str | None:
    """The value of a setting, or None when it is not set."""
    rows = _GET.rows(conn, {"key": key})
    return None if not rows else str(rows[0][0])


def get_flags(conn: Connection, keys: Sequence[str]) -> dict[str, str]:
    """The flags among ``keys`` that are set, in one read."""
    return {str(k): str(v) for k, v in _GET_MANY.rows(conn, keys)}


def set_flag(conn: Connection, key: str, value: str | None) -> None:
    """Set a setting, or clear it with None."""
    conn.execute(delete(settings).where(settings.c.key == key))
    if value is not None:
        conn.execute(insert(settings).values(key=key, value=value))
