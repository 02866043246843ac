"""Opening a home checks the schema against ``SCHEMA_HEAD`` with one SELECT, without Alembic.

Alembic (with Mako and Pygments) costs about 0.1 s of CPU to import (quiet machine), paid by every
command and agent door; it is loaded only to migrate or to explain a schema that is not current.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sqlalchemy import create_engine, text

from mailgate.store.engine import SCHEMA_HEAD, Store, code_heads

PROBE = """
import sys
from pathlib import Path
from mailgate import open_gateway
gw = open_gateway(Path(sys.argv[1]))
gw.close()
print(sorted(m for m in sys.modules if m == "alembic" or m.startswith("alembic.")))
"""


def test_schema_head_is_the_newest_migration() -> None:
    # Fails when a migration is added without moving SCHEMA_HEAD in store/engine.py.
    assert code_heads() == {SCHEMA_HEAD}


def test_opening_a_current_home_does_not_import_alembic(home: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(home)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_an_older_stamp_is_still_read_by_alembic_and_named(store_url: str) -> None:
    store = Store(store_url)
    store.migrate()
    engine = create_engine(store_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0010'"))
    engine.dispose()
    assert store.schema() == ("older", ("0010",))
    store.dispose()


def test_an_empty_database_is_empty_not_current(store_url: str) -> None:
    store = Store(store_url)
    assert store.schema() == ("empty", ())
    store.dispose()
