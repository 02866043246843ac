"""Small named flags shared by every worker (e.g. the send pause), kept in the database."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Connection, delete, insert

from mailgate.store import hotpath
from mailgate.store.schema import settings

PAUSE_FLAG = "sending_paused"  # set while `mailgate pause` is in force; the settler takes nothing
# The fingerprint of the mailbox rules the stop list's mailbox keys were computed with.
STOP_LIST_RULES_FLAG = "stop_list_mailbox_rules"


def get_flag(conn: Connection, key: str) -> str | None:
    """The flag's value, None when it is not set."""
    # Every leak scan reads one (the vault generation): the hot path's fixed SQL.
    return hotpath.flags(conn, [key]).get(key)


def get_flags(conn: Connection, keys: Sequence[str]) -> dict[str, str]:
    """The flags among ``keys`` that are set, in one read (the settler asks before every send)."""
    return hotpath.flags(conn, keys)


def set_flag(conn: Connection, key: str, value: str | None) -> None:
    """Set a setting, or clear it with None."""
    conn.execute(delete(settings).where(settings.c.key == key))
    if value is not None:
        conn.execute(insert(settings).values(key=key, value=value))
