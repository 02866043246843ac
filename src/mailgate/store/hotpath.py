"""The hot paths: the fixed SQL the settler runs for every send and every door runs for every submit.

Why this module exists: the send benchmark (bench/send.py, docs/benchmarks.md) spent ~4 ms of store
work per send through SQLAlchemy Core (compiled-cache lookup, events, result objects: ~0.15 ms per
statement against ~0.02 ms for the statement itself in SQLite, about ten statements per send).
Written once as SQL text and run on the transaction's own DBAPI cursor it is ~1.1 ms.

The submit path is the other hot path: every message through the SMTP submission door and every
``mail_send`` over MCP or the JSON API checks a token, judges the draft and stores it. Through Core
that was ~14 statements at ~0.15 ms of SQLAlchemy each per message, about as much CPU as the rest
of the submit (bench/proxy.py, bench/mcp_load.py; docs/benchmarks.md).

Only the statements those two paths run per send or per submit live here. The settler's: the due
draft (and whether another is due), its recipients and attachments, the state change, the audit
tail / append / rows of one draft, the flags it checks, the stop-list and owner reads of the policy
re-check, and the contact-history insert. The submit's: the token row, the agent row, the grants,
allowed-list and rate reads of the policy snapshot, the vault generation flag, the idempotency-key
lookup and the draft, recipient and approval inserts. (A state change, an audit append or a policy
read made elsewhere goes through the same function.) Everything else in ``mailgate.store`` is
SQLAlchemy Core, which also owns the schema and the migrations.

Each statement runs inside the caller's SQLAlchemy transaction (same connection, same commit), and
every typed value goes through SQLAlchemy's own bind and result processors for its column, so what
is stored is exactly what the Core path stores and reads back. A driver error is re-raised as
SQLAlchemy's own ``DBAPIError``, so ``store.errors.translated`` (around every ``Store`` transaction)
maps it to a mailgate error like every other database error.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Column, ColumnDefault, Connection, Dialect, Table
from sqlalchemy.exc import DBAPIError

from mailgate.errors import StoreUnavailable
from mailgate.store.schema import approvals, audit_log, contacts, draft_recipients, drafts, tokens

# ":name" placeholders (not "::" casts): sqlite3 takes them as they are; pyformat drivers
# (psycopg, psycopg2) get "%(name)s".
_PARAM = re.compile(r"(?<![:\w]):([A-Za-z_]\w*)")

Processor = Callable[[Any], Any] | None
_BIND: dict[tuple[str, int], Processor] = {}


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

    def run_many(self, tx: Connection, params: Sequence[Mapping[str, Any]]) -> None:
        """Run the statement once per parameter set, in order (psycopg pipelines them: one round trip)."""
        text = self._text_for(tx.dialect)
        cursor = tx.connection.cursor()
        try:
            cursor.executemany(text, [dict(p) for p in params])
        except tx.dialect.loaded_dbapi.Error as exc:
            raise DBAPIError.instance(text, params, exc, tx.dialect.loaded_dbapi.Error) from exc
        finally:
            cursor.close()

    def _execute(self, tx: Connection, params: Mapping[str, Any] | None) -> Any:
        text = self._text_for(tx.dialect)
        cursor = tx.connection.cursor()
        try:
            cursor.execute(text, dict(params or {}))
        except tx.dialect.loaded_dbapi.Error as exc:
            cursor.close()
            # As SQLAlchemy wraps it on the Core path, so that store.engine translates it (one place).
            raise DBAPIError.instance(text, params, exc, tx.dialect.loaded_dbapi.Error) from exc
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
    # The processors of a table's columns, looked up once per dialect: ~30 values are bound per
    # send, and the column lookup (``table.c[name]``) and key building cost more than most
    # processors themselves (docs/benchmarks.md, send, session 10).
    key = (tx.dialect.name, table.name)
    processors = _BOUND_BY_TABLE.get(key)
    if processors is None:
        processors = _BOUND_BY_TABLE[key] = {c.name: _bind_processor(tx.dialect, c) for c in table.c}
    out: dict[str, Any] = {}
    for name, value in values.items():
        process = processors[name]  # a KeyError names a column the table lacks
        out[name] = value if process is None or value is None else process(value)
    return out


def bind(tx: Connection, column: Column[Any], value: Any) -> Any:
    """``value`` as the driver should receive it for ``column`` (SQLAlchemy's bind processor)."""
    if value is None:
        return None
    key = (tx.dialect.name, id(column))
    process = _BIND.get(key, _UNSET)
    if process is _UNSET:
        process = _BIND[key] = _bind_processor(tx.dialect, column)
    return value if process is None else process(value)


def typed(tx: Connection, columns: Sequence[Column[Any]], row: Sequence[Any]) -> dict[str, Any]:
    """A raw row as ``{column name: value}``, each value through its column's result processor."""
    return _reader(tx.dialect, columns)(row)


def _bind_processor(dialect: Dialect, column: Column[Any]) -> Processor:
    return column.type.dialect_impl(dialect).bind_processor(dialect)


def _reader(dialect: Dialect, columns: Sequence[Column[Any]]) -> Callable[[Sequence[Any]], dict[str, Any]]:
    """The function that types one raw row of ``columns``; made once per dialect and column list."""
    # Keyed by the list's identity: the callers pass module constants (a Column's == builds SQL).
    key = (dialect.name, id(columns))
    reader = _READERS.get(key)
    if reader is None or reader[0] is not columns:
        names = tuple(c.name for c in columns)
        processors = tuple(c.type.dialect_impl(dialect).result_processor(dialect, None) for c in columns)
        plain = tuple(p is None for p in processors)

        def read(row: Sequence[Any]) -> dict[str, Any]:
            return {
                name: value if skip or value is None else process(value)  # type: ignore[misc]
                for name, value, process, skip in zip(names, row, processors, plain, strict=True)
            }

        reader = _READERS[key] = (columns, read)
    return reader[1]


_UNSET: Any = object()
_BOUND_BY_TABLE: dict[tuple[str, str], dict[str, Processor]] = {}
_READERS: dict[tuple[str, int], tuple[Sequence[Column[Any]], Callable[[Sequence[Any]], dict[str, Any]]]] = {}


# --- the statements ----------------------------------------------------------------------------

DRAFT_COLUMNS = tuple(drafts.c)
# The due draft, and in the same round trip: its approval; whether it has attachments (almost none
# do: then no query for them); whether another draft is due besides it (worth dialling ahead for;
# not locked: on PostgreSQL it may be one another worker is about to take, which only costs a
# connection dialled for nothing); its recipients, as one JSON array of [position, kind, local,
# domain, display_name] (sorted here: SQLite 3.40 has no ORDER BY inside an aggregate); and the
# flags the caller asks for (the send pause, the vault generation), each a scalar subquery over the
# settings table, so they are read in the same snapshot as the draft. Two statements fewer per
# claim than reading the recipients and the flags apart (two round trips on PostgreSQL).
_DUE_RECIPIENTS = {
    "sqlite": '(SELECT json_group_array(json_array(r.position, r.kind, r."local", r."domain", '
    "r.display_name)) FROM draft_recipients r WHERE r.draft_id = d.id)",
    "postgresql": '(SELECT json_agg(json_build_array(r.position, r.kind, r."local", r."domain", '
    "r.display_name))::text FROM draft_recipients r WHERE r.draft_id = d.id)",
}
_DUE_BY: dict[tuple[str, int], Sql] = {}


def _due_statement(dialect: str, flag_count: int) -> Sql:
    """The due query for ``dialect`` with ``flag_count`` flag columns (``:flag0``, ``:flag1``...)."""
    stmt = _DUE_BY.get((dialect, flag_count))
    if stmt is None:
        flag_columns = "".join(
            # Only the parameter's index is formatted in; the keys travel as parameters.
            f', (SELECT s."value" FROM settings s WHERE s."key" = :flag{i})'  # noqa: S608
            for i in range(flag_count)
        )
        stmt = _DUE_BY[(dialect, flag_count)] = Sql(
            # Column names from the schema, values only ever as parameters.
            "SELECT "  # noqa: S608
            + ", ".join(f'd."{c.name}"' for c in DRAFT_COLUMNS)
            + ", a.decision, a.content_hash, "
            "EXISTS (SELECT 1 FROM attachments_out f WHERE f.draft_id = d.id), "
            "EXISTS (SELECT 1 FROM drafts o WHERE o.state = 'approved' "
            "AND (o.not_before IS NULL OR o.not_before <= :now) AND o.id <> d.id), "
            + _DUE_RECIPIENTS.get(dialect, _DUE_RECIPIENTS["sqlite"])
            + flag_columns
            + " FROM drafts d LEFT JOIN approvals a ON a.draft_id = d.id "
            "WHERE d.state = 'approved' AND (d.not_before IS NULL OR d.not_before <= :now) "
            "ORDER BY d.created_at LIMIT 1",
            # Lock the row; skip the ones other workers hold (the outer join's nullable side
            # cannot be locked).
            postgresql_suffix="FOR UPDATE OF d SKIP LOCKED",
        )
    return stmt


@dataclass(frozen=True)
class DueRow:
    """The due draft's row (typed) and what came with it in the same round trip."""

    row: dict[str, Any]
    approval: dict[str, str] | None  # its approval's decision and content hash, if any
    attached: bool  # whether it has attachments
    another: bool  # whether another draft is due besides it
    recipients: list[tuple[Any, ...]]  # (kind, local, domain, display_name), in order
    flags: dict[str, str]  # the asked flags that are set


_ATTACHMENTS = Sql(
    "SELECT filename, content_type, data FROM attachments_out WHERE draft_id = :draft_id ORDER BY position"
)
_UPDATES: dict[tuple[str, ...], Sql] = {}

_AUDIT_TAIL = Sql('SELECT "seq", "hash" FROM audit_log ORDER BY "seq" DESC LIMIT 1')
_AUDIT_LOCK = Sql("SELECT pg_advisory_xact_lock(:k)")
AUDIT_COLUMNS = ("seq", "at", "actor", "action", "subject", "detail", "prev_hash", "hash")
_AUDIT_COLUMN_OBJECTS = tuple(audit_log.c[c] for c in AUDIT_COLUMNS)
_AUDIT_INSERT = insert_into(audit_log, AUDIT_COLUMNS)
# The settler reads a draft's rows before every send (its approval must verify): by the index.
_AUDIT_FOR_SUBJECT = Sql(
    # Column names from the schema, the subject only ever as a parameter.
    "SELECT "  # noqa: S608
    + ", ".join(f'"{audit_log.c[c].name}"' for c in AUDIT_COLUMNS)
    + ' FROM audit_log WHERE "subject" = :subject ORDER BY "seq"'
)
# Any constant works: it names the one lock that serialises appends on PostgreSQL, where two
# workers could otherwise both read the same tail and fork the chain.
_PG_AUDIT_LOCK = 0x6D61696C

_FLAGS = SqlIn('SELECT "key", "value" FROM settings WHERE "key" IN ({keys})')

# Both columns are indexed; the keys hold the recipients' exact and mailbox keys. Matching the exact
# address too means an entry is found even by a process whose mailbox rules are older than the
# stored keys (config changed while it ran).
_DNC_AMONG = SqlIn(
    "SELECT address, mailbox, reason FROM do_not_contact WHERE address IN ({keys}) OR mailbox IN ({keys})"
)
_OWNERS_AMONG = SqlIn("SELECT address FROM owner_addresses WHERE address IN ({keys})")
_INSERT_CONTACT = insert_into(contacts, ("agent", "address", "draft_id", "approved_by_person", "sent_at"))


def due_draft(tx: Connection, now: datetime, flag_keys: Sequence[str] = ()) -> DueRow | None:
    """The oldest approved draft due by ``now``, with its approval, recipients and ``flag_keys``'s
    flags (see ``DueRow``); None when none is due.

    On PostgreSQL the row is locked and rows other workers hold are skipped (FOR UPDATE SKIP LOCKED).
    """
    stmt = _due_statement(tx.dialect.name, len(flag_keys))
    params: dict[str, Any] = {f"flag{i}": key for i, key in enumerate(flag_keys)}
    params["now"] = bind(tx, drafts.c.not_before, now)
    rows = stmt.rows(tx, params)
    if not rows:
        return None
    width = len(DRAFT_COLUMNS)
    row = rows[0]
    decision, approved_hash, attached, another, recipients = row[width : width + 5]
    approval = None if decision is None else {"decision": str(decision), "content_hash": str(approved_hash)}
    listed = sorted(json.loads(recipients)) if recipients else []  # by position (unique per draft)
    return DueRow(
        row=typed(tx, DRAFT_COLUMNS, row[:width]),
        approval=approval,
        attached=bool(attached),
        another=bool(another),
        recipients=[tuple(r[1:]) for r in listed],
        flags={
            key: str(value)
            for key, value in zip(flag_keys, row[width + 5 :], strict=True)
            if value is not None
        },
    )


def draft_attachments_of(tx: Connection, draft_id: str) -> list[tuple[Any, ...]]:
    """(filename, content_type, data) of one draft's attachments, in order."""
    return _ATTACHMENTS.rows(tx, {"draft_id": draft_id})


def move_draft(tx: Connection, draft_id: str, old_state: str, values: Mapping[str, Any]) -> int:
    """Set ``values`` on the draft if it is still in ``old_state``; the number of rows changed (0 or 1)."""
    keys = tuple(sorted(values))
    stmt = _UPDATES.get(keys)
    if stmt is None:
        # Column names from the schema (a KeyError names an unknown one); values are parameters.
        sets = ", ".join(f'"{drafts.c[k].name}" = :v_{k}' for k in keys)
        stmt = _UPDATES[keys] = Sql(f'UPDATE drafts SET {sets} WHERE "id" = :b_id AND "state" = :b_old')  # noqa: S608
    params = {f"v_{k}": v for k, v in bound(tx, drafts, values).items()}
    params.update(b_id=draft_id, b_old=old_state)
    return stmt.run(tx, params)


def audit_tail(tx: Connection) -> tuple[int, str]:
    """The last sequence number and hash (0 and "" for an empty log); locks the tail for the append."""
    if tx.dialect.name == "postgresql":
        _AUDIT_LOCK.rows(tx, {"k": _PG_AUDIT_LOCK})
    rows = _AUDIT_TAIL.rows(tx)
    return (0, "") if not rows else (int(rows[0][0]), str(rows[0][1]))


def audit_append(tx: Connection, rows: Sequence[Mapping[str, Any]]) -> None:
    """Insert audit rows (every column of ``AUDIT_COLUMNS``), in order, in one round trip."""
    _AUDIT_INSERT.run_many(tx, [bound(tx, audit_log, {c: row[c] for c in AUDIT_COLUMNS}) for row in rows])


def audit_for_subject(tx: Connection, subject: str) -> list[dict[str, Any]]:
    """Every audit row about ``subject``, oldest first, values typed as the schema says."""
    read = _reader(tx.dialect, _AUDIT_COLUMN_OBJECTS)
    return [read(r) for r in _AUDIT_FOR_SUBJECT.rows(tx, {"subject": subject})]


def flags(tx: Connection, keys: Sequence[str]) -> dict[str, str]:
    """The flags among ``keys`` that are set, in one read."""
    return {str(k): str(v) for k, v in _FLAGS.rows(tx, keys)}


def stop_list_among(tx: Connection, keys: Sequence[str]) -> list[tuple[str, str, str]]:
    """(address, mailbox, reason) of every stop-list entry whose address or mailbox is among ``keys``."""
    return [(str(a), str(m), str(r)) for a, m, r in _DNC_AMONG.rows(tx, keys)]


def owners_among(tx: Connection, keys: Sequence[str]) -> set[str]:
    """The owner addresses among ``keys``."""
    return {str(address) for (address,) in _OWNERS_AMONG.rows(tx, keys)}


def add_contact(tx: Connection, values: Mapping[str, Any]) -> None:
    """One contact-history row (agent, address, draft_id, approved_by_person, sent_at)."""
    _INSERT_CONTACT.run(tx, bound(tx, contacts, values))


# --- the submit path ---------------------------------------------------------------------------

TOKEN_COLUMNS = tuple(tokens.c)
_TOKEN = Sql(  # identifiers from the schema; the id travels as a parameter
    "SELECT " + ", ".join(f'"{c.name}"' for c in TOKEN_COLUMNS) + ' FROM tokens WHERE "id" = :id'  # noqa: S608
)
_AGENT = Sql("SELECT name, rung, rate_per_hour, rate_per_day FROM agents WHERE name = :name")
_GRANTS_AMONG = SqlIn("SELECT target FROM grants WHERE target IN ({keys}) AND agent IN ('', :agent)")
_ALLOWED_FOR = SqlIn("SELECT address, min_rung FROM allowed WHERE agent = :agent AND address IN ({keys})")
_RECENT_RECIPIENTS = Sql(
    "SELECT SUM(CASE WHEN d.created_at >= :hour THEN 1 ELSE 0 END), COUNT(*) "
    "FROM drafts d JOIN draft_recipients r ON r.draft_id = d.id "
    "WHERE d.agent = :agent AND d.created_at >= :day AND d.state != 'rejected'"
)
_DRAFT_BY_KEY = Sql("SELECT id FROM drafts WHERE agent = :agent AND idempotency_key = :key")
# Every column, so that the schema's Python-side defaults are written as the Core insert writes them.
_DRAFT_DEFAULTS = {
    c.name: c.default.arg if isinstance(c.default, ColumnDefault) and c.default.is_scalar else None
    for c in DRAFT_COLUMNS
}
_INSERT_DRAFT = insert_into(drafts, tuple(_DRAFT_DEFAULTS))
_INSERT_APPROVAL = insert_into(
    approvals, ("draft_id", "decision", "content_hash", "decided_by", "reason", "decided_at")
)
_INSERT_RECIPIENT = insert_into(
    draft_recipients, ("draft_id", "position", "kind", "address", "display_name", "local", "domain")
)


def token_row(tx: Connection, token_id: str) -> dict[str, Any] | None:
    """The tokens row with this id (every column, typed), or None."""
    rows = _TOKEN.rows(tx, {"id": token_id})
    return None if not rows else typed(tx, TOKEN_COLUMNS, rows[0])


def agent_row(tx: Connection, name: str) -> tuple[str, int, int | None, int | None] | None:
    """(name, rung, rate_per_hour, rate_per_day) of one agent, or None."""
    rows = _AGENT.rows(tx, {"name": name})
    if not rows:
        return None
    got, rung, per_hour, per_day = rows[0]
    return (
        str(got),
        int(rung),
        None if per_hour is None else int(per_hour),
        None if per_day is None else int(per_day),
    )


def grants_among(tx: Connection, agent: str, targets: Sequence[str]) -> set[str]:
    """The grant targets among ``targets`` that hold for ``agent`` (its own or everyone's)."""
    return {str(target) for (target,) in _GRANTS_AMONG.rows(tx, targets, {"agent": agent})}


def allowed_for(tx: Connection, agent: str, targets: Sequence[str]) -> dict[str, int]:
    """Allowed-list entries of ``agent`` among ``targets``, with the rung each requires."""
    return {str(a): int(rung) for a, rung in _ALLOWED_FOR.rows(tx, targets, {"agent": agent})}


def recent_recipients(tx: Connection, agent: str, hour: datetime, day: datetime) -> tuple[int, int]:
    """Recipients of the agent's drafts not rejected, made since ``hour`` and since ``day``."""
    created = drafts.c.created_at  # the times are bound as that column stores them
    [(in_hour, in_day)] = _RECENT_RECIPIENTS.rows(
        tx, {"agent": agent, "hour": bind(tx, created, hour), "day": bind(tx, created, day)}
    )
    return int(in_hour or 0), int(in_day or 0)


def draft_id_by_key(tx: Connection, agent: str, key: str) -> str | None:
    """The id of the agent's draft with this idempotency key, or None."""
    rows = _DRAFT_BY_KEY.rows(tx, {"agent": agent, "key": key})
    return None if not rows else str(rows[0][0])


def insert_draft_row(tx: Connection, values: Mapping[str, Any]) -> None:
    """One drafts row; a column not in ``values`` gets the schema's default, as on the Core path.

    A duplicate (agent, idempotency key) raises SQLAlchemy's ``IntegrityError``, as Core does.
    """
    _INSERT_DRAFT.run(tx, bound(tx, drafts, {**_DRAFT_DEFAULTS, **values}))


def insert_recipient(tx: Connection, values: Mapping[str, Any]) -> None:
    """One draft_recipients row (draft_id, position, kind, address, display_name, local, domain)."""
    _INSERT_RECIPIENT.run(tx, values)


def add_approval(tx: Connection, values: Mapping[str, Any]) -> None:
    """One approvals row (draft_id, decision, content_hash, decided_by, reason, decided_at)."""
    _INSERT_APPROVAL.run(tx, bound(tx, approvals, values))
