"""Small named flags shared by every worker (e.g. the send pause), kept in the database."""

from __future__ import annotations

from sqlalchemy import Connection, delete, insert, select

from mailgate.store.schema import settings

PAUSE_FLAG = "sending_paused"  # set while `mailgate pause` is in force; the settler takes nothing


def get_flag(conn: Connection, key: str) -> str | None:
    return conn.scalar(select(settings.c.value).where(settings.c.key == key))


def set_flag(conn: Connection, key: str, value: str | None) -> None:
    conn.execute(delete(settings).where(settings.c.key == key))
    if value is not None:
        conn.execute(insert(settings).values(key=key, value=value))
