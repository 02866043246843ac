"""Shared fixtures: a mailgate home on each store backend (SQLite and PostgreSQL).

Every test that takes ``gw`` or ``store_url`` runs once per backend in ``--backends`` (default
both). The PostgreSQL backend needs ``MAILGATE_TEST_PG_URL``; scripts/test.sh starts a private
server and sets it. Without it those tests fail with a message saying so: they are never
silently skipped.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from sqlalchemy import create_engine, make_url, text

from mailgate import config as configuration
from mailgate.gateway import Gateway, open_gateway
from mailgate.home import CONFIG_FILE, database_url, init_home, migrate_home
from mailgate.settings import Adjust, Settings
from mailgate.store import Store
from mailgate.testing.capture import CaptureServer


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--backends",
        default=os.environ.get("MAILGATE_TEST_BACKENDS", "sqlite,postgres"),
        help="comma-separated store backends to run store tests on",
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        backends = [b.strip() for b in metafunc.config.getoption("--backends").split(",") if b.strip()]
        metafunc.parametrize("backend", backends, scope="function")


def reset_postgres(url: str) -> None:
    """Drop and recreate the public schema: each test starts from an empty database."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def pg_url() -> str:
    """The PostgreSQL test database of this test process.

    Under pytest-xdist each worker gets a database of its own (``<name>_<worker>``, created on first
    use), because every test starts by dropping the public schema of the database it uses.
    """
    url = os.environ.get("MAILGATE_TEST_PG_URL")
    if not url:
        pytest.fail(
            "MAILGATE_TEST_PG_URL is not set: run the suite through scripts/test.sh, which starts "
            "PostgreSQL, or pass --backends sqlite"
        )
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker:
        return url
    base = make_url(url)
    name = f"{base.database}_{worker}"
    engine = create_engine(base, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        exists = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name}).first()
        if exists is None:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    engine.dispose()
    return base.set(database=name).render_as_string(hide_password=False)


@pytest.fixture
def store_url(backend: str, tmp_path: Path) -> str:
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'mailgate.db'}"
    if backend == "postgres":
        url = pg_url()
        reset_postgres(url)
        return url
    pytest.fail(f"unknown backend {backend!r} (use sqlite or postgres)")


_sqlite_template: Path | None = None


def migrated_sqlite_template() -> Path:
    """A SQLite database file brought to head by ``Store.migrate``, made once per test process."""
    global _sqlite_template
    if _sqlite_template is None:
        folder = Path(tempfile.mkdtemp(prefix="mg-template-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "mailgate.db"
        store = Store(f"sqlite:///{path}")
        try:
            store.migrate()
        finally:
            store.dispose()  # the last connection's close checkpoints the WAL into the file
        if any(folder.glob("mailgate.db-*")):
            left = sorted(p.name for p in folder.iterdir())
            raise RuntimeError(f"the template database left a WAL or journal beside it: {left}")
        _sqlite_template = path
    return _sqlite_template


def make_home(path: Path, store_url: str, extra: str = "") -> Path:
    """A home made by init whose config.toml holds only the database URL and ``extra``.

    Its database is at head, as `mailgate init` leaves it. A new SQLite database is a copy of a
    template migrated once per test process (migrating each took most of a home's set-up time);
    an existing file and PostgreSQL are migrated in place, as before.
    """
    init_home(path)
    (path / CONFIG_FILE).write_text(f'database_url = "{store_url}"\n' + extra + "\n")
    # Read the config as migrate_home would: a test's bad config still fails here.
    url = make_url(database_url(path, Settings.from_config(configuration.load(path / CONFIG_FILE))))
    target = Path(url.database) if url.get_backend_name() == "sqlite" and url.database else None
    if target is not None and target.name and not target.exists() and target.parent.is_dir():
        shutil.copyfile(migrated_sqlite_template(), target)
        target.chmod(0o600)  # as mailgate creates a database file (doctor reports a readable one)
    else:
        migrate_home(path)  # what `mailgate init` does; nothing else migrates
    return path


@pytest.fixture
def home(tmp_path: Path, store_url: str) -> Path:
    return make_home(tmp_path / "home", store_url)


@pytest.fixture
def gw(home: Path) -> Iterator[Gateway]:
    gateway = open_gateway(home)
    yield gateway
    gateway.store.dispose()


Reopen = Callable[[Adjust], Gateway]


@pytest.fixture
def reopen(home: Path) -> Iterator[Reopen]:
    """Open the test's home again on adjusted settings (a built gateway's settings never change).

    Ask for it before fixtures that use the gateway it returns (a door, a listener): fixtures end
    in reverse order, so those stop before its store is disposed.
    """
    opened: list[Gateway] = []

    def open_adjusted(adjust: Adjust) -> Gateway:
        gateway = open_gateway(home, adjust=adjust)
        opened.append(gateway)
        return gateway

    yield open_adjusted
    for gateway in opened:
        gateway.store.dispose()


StartServer = Callable[..., CaptureServer]


@pytest.fixture
def start_server() -> Iterator[StartServer]:
    """Start CaptureServers on demand; every one is stopped when the test ends."""
    started: list[CaptureServer] = []

    def start(mode: str = "starttls", **kwargs: object) -> CaptureServer:
        server = CaptureServer(mode, **kwargs).start()  # type: ignore[arg-type]
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


# --- a local HTTP receiver: webhooks, chat services, wake-up hooks -------------------------------


@dataclass
class Hit:
    """One request the recorder received."""

    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> dict[str, object]:
        doc = json.loads(self.body)
        assert isinstance(doc, dict)
        return doc


@dataclass
class Recorder:
    """Answers each POST with the next planned status (then 200) and keeps every request."""

    url: str
    hits: list[Hit] = field(default_factory=list)
    plan: list[int] = field(default_factory=list)
    answer: bytes = b'{"ok": true, "result": {}}'

    def on(self, path: str) -> list[Hit]:
        return [h for h in self.hits if h.path == path]


@pytest.fixture
def recorder() -> Iterator[Recorder]:
    rec = Recorder(url="")
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            with lock:
                rec.hits.append(Hit(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                status = rec.plan.pop(0) if rec.plan else 200
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(rec.answer if status == 200 else b'{"ok": false}')

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    rec.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield rec
    server.shutdown()
    server.server_close()
    thread.join(timeout=10)
