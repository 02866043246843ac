"""Open the database, run migrations (only when asked), and hand out read and write transactions.

SQLite (the embedded default) runs in WAL mode with a single writer: every write transaction
starts with ``BEGIN IMMEDIATE`` so two writers queue instead of failing half-way. PostgreSQL is
used when several workers share the work; claims there use ``FOR UPDATE SKIP LOCKED``.
Every SQLAlchemy error leaving a transaction is translated once, by ``store.errors.translated``.
"""

from __future__ import annotations

import contextlib
import functools
import os
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, create_engine, event, make_url, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import QueuePool

from mailgate.errors import StoreUnavailable
from mailgate.store.errors import translated

if TYPE_CHECKING:
    from alembic.script import ScriptDirectory

MIGRATIONS = Path(__file__).parent / "migrations"
_SCOPE_OPTION = "mailgate_write_scope"
# pg_advisory_xact_lock key that serialises `mailgate migrate` runs on one PostgreSQL database
# (any fixed 64-bit number; this one is "mailgate" in ASCII, truncated).
MIGRATE_LOCK_KEY = 0x6D61696C67617465
# The newest migration, named here so that opening a home (every command, every agent door) checks
# the schema with one SELECT instead of importing Alembic, which with Mako and Pygments costs about
# 0.1 s of CPU per process (quiet machine; several times that under load). Alembic still decides
# everything else (empty, older, newer), and tests/store/test_schema_head.py fails when a new
# migration is added without moving this.
SCHEMA_HEAD = "0015"
# The SQLite pool: connections kept open, and how many more may be opened for a burst.
_POOL_SIZE = 5
_MAX_OVERFLOW = 10


@dataclass(frozen=True)
class Migrated:
    """The schema revisions before and after one ``migrate``; equal when there was nothing to do."""

    before: tuple[str, ...]
    after: tuple[str, ...]

    @property
    def changed(self) -> bool:
        """True when this run upgraded the schema."""
        return self.before != self.after


def _scripts() -> ScriptDirectory:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return ScriptDirectory.from_config(cfg)


@functools.cache
def code_heads() -> frozenset[str]:
    """The newest revision(s) this code's migrations reach (read once per process)."""
    return frozenset(_scripts().get_heads())


@functools.cache
def known_revisions() -> frozenset[str]:
    """Every revision this code's migrations know."""
    return frozenset(rev.revision for rev in _scripts().walk_revisions())


@dataclass
class WriteScope:
    """What one write transaction carries besides its SQL: the audit chain, and work for around its commit.

    ``chain`` is the home's ``audit.AuditChain`` (typed loosely: the store cannot import the audit
    module, which builds on it). ``before_commit`` runs inside the transaction once its body has
    finished without an error, right before the commit (the audit rows are appended there, so the
    chain's lock is held only for the append and the commit); ``after_commit`` runs once it has
    committed. Both in insertion order; a later entry under the same name replaces an earlier one.
    """

    chain: object | None
    before_commit: dict[str, Callable[[], object]] = field(default_factory=dict)
    after_commit: dict[str, Callable[[], object]] = field(default_factory=dict)


def write_scope(tx: Connection) -> WriteScope | None:
    """The scope of a transaction opened by ``Store.write`` (None for any other connection)."""
    scope = tx.get_execution_options().get(_SCOPE_OPTION)
    return scope if isinstance(scope, WriteScope) else None


class Store:
    """A database handle; ``read()`` and ``write()`` yield one transaction each."""

    def __init__(self, url: str, *, create_dirs: bool = True) -> None:
        self.url = url
        self.is_sqlite = url.startswith("sqlite")
        # SQLite has one writer. Threads of this process queue here, handed over at once, instead of
        # in SQLite's busy handler, which sleeps 1, 2, 5, 10 ... ms between tries (other processes
        # still meet it). Re-entrant, so a nested write in one thread behaves as before.
        self._write_lock = threading.RLock()
        # The home's audit chain (key and anchor), set by whoever opens the home; every write
        # transaction carries it to ``audit.record``.
        self.chain: object | None = None
        # What each SQLite connection answered to ``PRAGMA journal_mode=WAL`` when it opened: the
        # database's real mode, which can differ from the one asked for (":memory:", a file system
        # without shared memory, a lock held while switching).
        self._journal_modes: set[str] = set()
        with translated(f"opening the database {_safe_url(url)}"):
            self.engine = _make_engine(url, create_dirs=create_dirs)
        if self.is_sqlite:
            event.listen(self.engine, "connect", self._note_journal_mode)

    def migrate(self) -> Migrated:
        """Bring the schema to the newest revision (Alembic ``upgrade head``); at head it does nothing.

        Several processes may run it at once (every worker's deploy step, say): the upgrade runs
        inside one transaction that first takes a lock (PostgreSQL: a transaction-level advisory
        lock; SQLite: ``BEGIN IMMEDIATE``, the database's one write lock), so the second waits for
        the first to commit and then finds the schema at head. DDL is transactional on both, so a
        failed upgrade leaves the schema as it was.
        """
        from alembic import command
        from alembic.config import Config

        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        with translated(f"migrating the database {_safe_url(self.url)}"), self.engine.connect() as conn:
            if self.is_sqlite:
                conn = conn.execution_options(sqlite_begin="IMMEDIATE")
            with conn.begin():
                if conn.dialect.name == "postgresql":
                    conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATE_LOCK_KEY})
                before = _database_heads(conn)
                cfg.attributes["connection"] = conn
                if not self._newer_than_code(set(before)):
                    command.upgrade(cfg, "head")
                after = _database_heads(conn)
        migrated = Migrated(before=before, after=after)
        if self._newer_than_code(set(after)):
            raise StoreUnavailable(self._mismatch_message("newer", after))
        return migrated

    def schema(self) -> tuple[str, tuple[str, ...]]:
        """How the schema compares with this code: ``current``, ``empty``, ``older`` or ``newer``, and
        the revisions found."""
        with self._translate(), self.engine.connect() as conn:
            found = _stamped_heads(conn)
            if found != (SCHEMA_HEAD,):
                found = _database_heads(conn)
        if found == (SCHEMA_HEAD,) or set(found) == code_heads():
            return "current", found
        if not found:
            return "empty", found
        if self._newer_than_code(set(found)):
            return "newer", found
        return "older", found

    def check_schema(self) -> None:
        """Refuse (StoreUnavailable) a schema this code cannot use, saying which command to run.

        Nothing migrates implicitly: several workers share one database, and a worker that
        upgraded the schema under the others' feet would break them mid-query.
        """
        state, found = self.schema()
        if state != "current":
            raise StoreUnavailable(self._mismatch_message(state, found))

    def at_head(self) -> tuple[bool, str]:
        """Whether the schema is at the newest migration this code knows, and a line saying so.

        A database left behind by an older release, or migrated by a newer one, is not current:
        the code and the tables would disagree about columns.
        """
        state, found = self.schema()
        if state == "current":
            return True, f"schema at {', '.join(found)}"
        return False, self._mismatch_message(state, found)

    def _newer_than_code(self, found: set[str]) -> bool:
        return bool(found - known_revisions())

    def _mismatch_message(self, state: str, found: tuple[str, ...]) -> str:
        heads = ", ".join(sorted(code_heads()))
        where = f"the database {_safe_url(self.url)}"
        if state == "empty":
            return f"{where} has no mailgate schema yet (this mailgate needs {heads}): run `mailgate migrate`"
        if state == "newer":
            return (
                f"{where} has schema {', '.join(found)}, which a newer mailgate made (this one knows up "
                f"to {heads}): this mailgate is older than the database: upgrade mailgate"
            )
        return f"{where} has schema {', '.join(found)}, this mailgate needs {heads}: run `mailgate migrate`"

    @contextlib.contextmanager
    def read(self) -> Iterator[Connection]:
        """A read transaction; store errors become StoreUnavailable."""
        with self._translate(), self.engine.connect() as conn, conn.begin():
            yield conn

    @contextlib.contextmanager
    def write(self) -> Iterator[Connection]:
        """A write transaction: all of it commits, or none of it (SQLite: BEGIN IMMEDIATE)."""
        queue = self._write_lock if self.is_sqlite else contextlib.nullcontext()
        scope = WriteScope(chain=self.chain)
        with queue, self._translate(), self.engine.connect() as conn:
            options: dict[str, object] = {_SCOPE_OPTION: scope}
            if self.is_sqlite:
                options["sqlite_begin"] = "IMMEDIATE"
            conn = conn.execution_options(**options)  # one call: each runs SQLAlchemy's option events
            with conn.begin():
                yield conn
                for hook in scope.before_commit.values():
                    hook()
        for hook in scope.after_commit.values():
            hook()

    @property
    def wal(self) -> bool:
        """True when this is SQLite and every connection opened so far reported WAL (none yet: False)."""
        return self._journal_modes == {"wal"}

    def reads_never_wait(self) -> bool:
        """True when a read transaction started now waits for nothing: not for a writer, not for a connection.

        SQLite in WAL (as the database itself answered), and the pool has a connection idle and
        room for one more: another thread that takes the idle one between this answer and the
        checkout makes the checkout open a new connection, not wait for one. PostgreSQL, SQLite
        in any other journal mode, or a pool used up: False (such a read belongs in a worker).
        """
        if not self.wal:
            return False
        pool = self.engine.pool
        return isinstance(pool, QueuePool) and pool.checkedin() > 0 and pool.overflow() < _MAX_OVERFLOW

    def _note_journal_mode(self, dbapi_conn: Any, _record: Any) -> None:
        # Runs after _sqlite_on_connect (listeners run in the order added), which asked for WAL.
        cur = dbapi_conn.cursor()
        try:
            row = cur.execute("PRAGMA journal_mode").fetchone()
        finally:
            cur.close()
        self._journal_modes.add(str(row[0]).lower() if row else "")

    def _translate(self) -> contextlib.AbstractContextManager[None]:
        return translated(f"the database {_safe_url(self.url)}")

    def database_file(self) -> Path | None:
        """The SQLite database's file, or None (PostgreSQL, in memory)."""
        path = sqlite_file(self.url)
        return Path(path) if path else None

    def dispose(self) -> None:
        """Close every pooled database connection."""
        self.engine.dispose()


def _database_heads(conn: Connection) -> tuple[str, ...]:
    """The revisions the database is stamped with, as Alembic reads them (empty: no schema)."""
    from alembic.runtime.migration import MigrationContext

    return tuple(sorted(MigrationContext.configure(conn).get_current_heads()))


def _stamped_heads(conn: Connection) -> tuple[str, ...]:
    """The database's revisions by one plain SELECT; empty when the table is missing or unreadable.

    Only the fast path of ``schema()``: anything but exactly ``SCHEMA_HEAD`` is read again by Alembic.
    """
    try:
        with conn.begin():
            rows = conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    except SQLAlchemyError:  # no table yet (an empty home): Alembic reads it again and says so
        return ()
    return tuple(sorted(str(row) for row in rows))


def sqlite_file(url: str) -> str:
    """The file of a SQLite URL ("" for another database or an in-memory one)."""
    if not url.startswith("sqlite"):
        return ""
    path = make_url(url).database or ""
    if path.startswith("file:"):  # a URI filename (``?uri=true``): the path is between "file:" and "?"
        path = path.removeprefix("file:").split("?", 1)[0]
    return "" if path == ":memory:" else path


def _make_engine(url: str, *, create_dirs: bool) -> Engine:
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True, future=True)
    path = sqlite_file(url)
    if path and create_dirs:
        Path(path).parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    if path:
        _private_file(path)
    # A small pool of connections, each set up once (PRAGMAs below); opening one per transaction
    # cost a WAL checkpoint on every close, which dominated the settler's time per send.
    engine = create_engine(
        url,
        pool_size=_POOL_SIZE,
        max_overflow=_MAX_OVERFLOW,
        connect_args={"timeout": 30, "check_same_thread": False},
    )
    event.listen(engine, "connect", _sqlite_on_connect)
    event.listen(engine, "begin", _sqlite_on_begin)
    return engine


def _private_file(path: str) -> None:
    """Create a missing database file 0600 before SQLite does (with the umask: 0644, for everyone).

    The database holds every mail and draft of every agent; a ``database_url`` outside the 0700
    home would otherwise leave it readable by any local user, agents included. SQLite gives its
    -wal and -shm files the database file's mode, so they follow.
    """
    with contextlib.suppress(FileExistsError, FileNotFoundError, NotADirectoryError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


def _sqlite_on_connect(dbapi_conn: Any, _record: Any) -> None:
    # Take transaction control away from the sqlite3 module so BEGIN IMMEDIATE is ours to emit.
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=30000")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.close()


def _sqlite_on_begin(conn: Connection) -> None:
    mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
    # Straight to the driver: through exec_driver_sql this one statement cost ~0.1 ms per transaction.
    conn.connection.driver_connection.execute(f"BEGIN {mode}")  # type: ignore[union-attr]


def _safe_url(url: str) -> str:
    """The URL without its password, for messages."""
    if "@" not in url or "://" not in url:
        return url
    scheme, rest = url.split("://", 1)
    creds, host = rest.rsplit("@", 1)
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}"
