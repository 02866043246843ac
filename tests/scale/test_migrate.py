"""Migrations run once, when asked: `mailgate migrate` (or init), never as a side effect of a command.

A worker that finds the schema older than its code refuses to start and names the command that
fixes it; one that finds a newer schema says to upgrade mailgate. Two `migrate` runs at once on
PostgreSQL (real processes) serialise on an advisory lock, on SQLite on the database's write lock
(BEGIN IMMEDIATE), and leave one correct schema.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.pool import NullPool

from mailgate.cli.main import main
from mailgate.errors import StoreUnavailable
from mailgate.gateway import open_gateway
from mailgate.home import init_home, migrate_home
from mailgate.store.engine import MIGRATE_LOCK_KEY, code_heads
from mailgate.store.schema import metadata
from tests.conftest import make_home
from tests.scale.workers import wait_until

MAILGATE = str(Path(sys.executable).with_name("mailgate"))
HEAD = max(code_heads())


def run_cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [MAILGATE, "--home", str(home), *args], capture_output=True, text=True, timeout=120, check=False
    )


def set_version(url: str, version: str) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = :v"), {"v": version})
    engine.dispose()


def waiting(url: str, pids: list[int]) -> bool:
    """Whether every one of ``pids`` waits for the migration lock (SQLite: has the database open)."""
    if url.startswith("sqlite"):
        db = url.split("///", 1)[1]
        return all(any(os.path.realpath(fd) == db for fd in _fds(pid)) for pid in pids)
    engine = create_engine(url, poolclass=NullPool)
    with engine.connect() as conn:
        n = conn.execute(
            text(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted "
                "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            )
        ).scalar()
    engine.dispose()
    return n == len(pids)


def _fds(pid: int) -> list[str]:
    try:
        return [os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd")]
    except OSError:  # the process is gone, or one of its descriptors closed as we read
        return []


def test_an_older_schema_is_refused_and_names_migrate(tmp_path: Path, store_url: str) -> None:
    home = make_home(tmp_path / "home", store_url)
    set_version(store_url, "0009")
    with pytest.raises(StoreUnavailable) as caught:
        open_gateway(home)
    assert "run `mailgate migrate`" in str(caught.value) and "0009" in str(caught.value)
    listed = run_cli(home, "agent", "list")
    assert listed.returncode == 1 and "run `mailgate migrate`" in listed.stderr
    served = run_cli(home, "serve", "--no-http")
    assert served.returncode == 1 and "run `mailgate migrate`" in served.stderr
    engine = create_engine(store_url)
    with engine.connect() as conn:  # nothing was migrated behind the owner's back
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0009"
    engine.dispose()


def test_a_newer_schema_says_upgrade_mailgate(tmp_path: Path, store_url: str) -> None:
    home = make_home(tmp_path / "home", store_url)
    set_version(store_url, "9999")
    listed = run_cli(home, "agent", "list")
    assert listed.returncode == 1
    assert "this mailgate is older than the database: upgrade mailgate" in listed.stderr
    migrated = run_cli(home, "migrate")  # an old mailgate never "migrates" a newer schema
    assert migrated.returncode == 1 and "upgrade mailgate" in migrated.stderr


def test_a_home_never_migrated_names_migrate(tmp_path: Path, store_url: str) -> None:
    home = tmp_path / "home"
    init_home(home)
    (home / "config.toml").write_text(f'database_url = "{store_url}"\n')
    with pytest.raises(StoreUnavailable, match=r"no mailgate schema yet .*run `mailgate migrate`"):
        open_gateway(home)


def test_migrate_brings_an_old_schema_up_and_twice_is_a_no_op(tmp_path: Path, store_url: str) -> None:
    home = tmp_path / "home"
    init_home(home)
    (home / "config.toml").write_text(f'database_url = "{store_url}"\n')
    first = run_cli(home, "migrate", "--json")
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout) == {"before": [], "after": [HEAD], "changed": True}
    second = run_cli(home, "migrate", "--json")
    assert json.loads(second.stdout) == {"before": [HEAD], "after": [HEAD], "changed": False}
    assert "nothing to do" in run_cli(home, "migrate").stdout
    open_gateway(home).store.dispose()  # current now: it opens


def test_init_migrates(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home"
    assert main(["--home", str(home), "init"]) == 0
    gw = open_gateway(home)
    try:
        assert gw.store.at_head() == (True, f"schema at {HEAD}")
    finally:
        gw.store.dispose()


def test_two_concurrent_migrates_leave_one_correct_schema(tmp_path: Path, store_url: str) -> None:
    # The test holds the lock `migrate` takes (PostgreSQL: the advisory lock; SQLite: the write
    # lock of BEGIN IMMEDIATE) until both runs are at it, then lets go: they really contend.
    url = store_url
    home = tmp_path / "home"
    init_home(home)
    (home / "config.toml").write_text(f'database_url = "{url}"\n')
    engine = create_engine(url, poolclass=NullPool)
    holder = engine.connect()
    if url.startswith("sqlite"):
        holder.exec_driver_sql("PRAGMA journal_mode=WAL")
        holder.connection.driver_connection.isolation_level = None  # type: ignore[union-attr]
        holder.exec_driver_sql("BEGIN IMMEDIATE")
    else:
        holder.execute(text("SELECT pg_advisory_lock(:k)"), {"k": MIGRATE_LOCK_KEY})
    runs = [
        subprocess.Popen(
            [MAILGATE, "--home", str(home), "migrate", "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    try:
        wait_until(lambda: waiting(url, [p.pid for p in runs]), 120, "both migrate runs at the lock")
    finally:
        if url.startswith("sqlite"):
            holder.exec_driver_sql("ROLLBACK")
        else:
            holder.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": MIGRATE_LOCK_KEY})
        holder.close()
        engine.dispose()
    docs = []
    for proc in runs:
        out, err = proc.communicate(timeout=180)
        assert proc.returncode == 0, err
        docs.append(json.loads(out))
    # Exactly one of them upgraded; the other waited on the lock and found the schema at head.
    assert sorted(d["changed"] for d in docs) == [False, True]
    assert all(d["after"] == [HEAD] for d in docs)
    engine = create_engine(url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all() == [HEAD]
        tables = set(inspect(conn).get_table_names())
    engine.dispose()
    assert tables == set(metadata.tables) | {"alembic_version"}
    assert migrate_home(home).changed is False
