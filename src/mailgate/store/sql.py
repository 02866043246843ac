"""Fixed SQL run on the transaction's own DBAPI cursor: the statements the settler runs per send.

SQLAlchemy Core's execution path (compiled-cache lookup, events, result objects) cost ~0.15 ms per
statement on the bench machine against ~0.02 ms for the statement itself in SQLite, and the settler
runs about ten per send. These statements are SQL text written once, run inside the caller's
SQLAlchemy transaction (same connection, same commit), and every typed value goes through
SQLAlchemy's own bind and result processors for its column, so what is stored is exactly what the
Core path stores and reads back. SQLAlchemy still owns the schema, migrations and everything else.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import Column, Connection, Dialect, Table

from mailgate.errors import StoreUnavailable

# ":name" placeholders (not "::" casts): sqlite3 takes them as they are; pyformat drivers
# (psycopg, psycopg2) get "%(name)s".
_PARAM = re.compile(r"(?<![:\w]):([A-Za-z_]\w*)")

Processor = Callable[[Any], Any] | None
_BIND: dict[tuple[str, int], Processor] = {}
_RESULT: dict[tuple[str, int], Processor] = {}


class Sql:
    """One statement: SQL text with ``:name`` parameters, plus a suffix used only on PostgreSQL."""

    def __init__(self, text: str, *, postgresql_suffix: str = "") -> None:
        self.text = text
        self.postgresql_suffix = postgresql_suffix
        self._by_dialect: dict[str, str] = {}

    def rows(self, tx: Connection, params: Mapping[str, Any] | None = None) -> list[tuple[Any, ...]]:
        """Run the statement and return every row as a tuple of raw driver values."""
        cursor = self._execute(tx, params)
        try:
            return list(cursor.fetchall())
        finally:
            cursor.close()

    def run(self, tx: Connection, params: Mapping[str, Any] | None = None) -> int:
        """Run the statement; returns the number of rows it changed."""
        cursor = self._execute(tx, params)
        try:
            return int(cursor.rowcount)
        finally:
            cursor.close()

    def _execute(self, tx: Connection, params: Mapping[str, Any] | None) -> Any:
        text = self._text_for(tx.dialect)
        cursor = tx.connection.cursor()
        try:
            cursor.execute(text, dict(params or {}))
        except tx.dialect.loaded_dbapi.Error as exc:
            cursor.close()
            # The same translation the Core path gets in Store._translate.
            first_line = (str(exc).splitlines() or [""])[0]
            raise StoreUnavailable(f"the database failed: {exc.__class__.__name__}: {first_line}") from exc
        return cursor

    def _text_for(self, dialect: Dialect) -> str:
        text = self._by_dialect.get(dialect.name)
        if text is None:
            if dialect.name == "sqlite":
                text = self.text
            elif dialect.paramstyle == "pyformat":
                text = _PARAM.sub(r"%(\1)s", self.text.replace("%", "%%"))
                if dialect.name == "postgresql" and self.postgresql_suffix:
                    text += " " + self.postgresql_suffix
            else:
                raise StoreUnavailable(
                    f"the database driver {dialect.driver} (paramstyle {dialect.paramstyle}) is not "
                    "supported: use sqlite or postgresql+psycopg"
                )
            self._by_dialect[dialect.name] = text
        return text


class SqlIn:
    """A statement with one ``IN ({keys})`` list of varying length: one ``Sql`` per length."""

    def __init__(self, template: str) -> None:
        self.template = template
        self._by_count: dict[int, Sql] = {}

    def rows(
        self, tx: Connection, keys: Sequence[Any], params: Mapping[str, Any] | None = None
    ) -> list[tuple[Any, ...]]:
        """Rows for ``keys`` (none for an empty list, which SQL cannot write as ``IN ()``).

        ``params`` fills the template's other ``:name`` parameters (never named ``k<digits>``).
        """
        if not keys:
            return []
        stmt = self._by_count.get(len(keys))
        if stmt is None:
            names = ", ".join(f":k{i}" for i in range(len(keys)))
            stmt = self._by_count[len(keys)] = Sql(self.template.format(keys=names))
        return stmt.rows(tx, {**(params or {}), **{f"k{i}": key for i, key in enumerate(keys)}})


def insert_into(table: Table, columns: Sequence[str]) -> Sql:
    """An INSERT of ``columns`` (each checked against the schema) from parameters of the same names."""
    names = [table.c[c].name for c in columns]  # a KeyError names a column the schema lacks
    quoted, params = ", ".join(f'"{n}"' for n in names), ", ".join(f":{n}" for n in names)
    # Identifiers come from the schema, values only ever travel as parameters.
    return Sql(f'INSERT INTO "{table.name}" ({quoted}) VALUES ({params})')  # noqa: S608


def bound(tx: Connection, table: Table, values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` keyed by column name, each through ``bind`` for its column of ``table``."""
    return {name: bind(tx, table.c[name], value) for name, value in values.items()}


def bind(tx: Connection, column: Column[Any], value: Any) -> Any:
    """``value`` as the driver should receive it for ``column`` (SQLAlchemy's bind processor)."""
    if value is None:
        return None
    key = (tx.dialect.name, id(column))
    if key not in _BIND:
        _BIND[key] = column.type.dialect_impl(tx.dialect).bind_processor(tx.dialect)
    process = _BIND[key]
    return value if process is None else process(value)


def typed(tx: Connection, columns: Iterable[Column[Any]], row: Sequence[Any]) -> dict[str, Any]:
    """A raw row as ``{column name: value}``, each value through its column's result processor."""
    out: dict[str, Any] = {}
    for column, value in zip(columns, row, strict=True):
        key = (tx.dialect.name, id(column))
        if key not in _RESULT:
            _RESULT[key] = column.type.dialect_impl(tx.dialect).result_processor(tx.dialect, None)
        process = _RESULT[key]
        out[column.name] = value if process is None or value is None else process(value)
    return out
