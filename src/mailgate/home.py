"""Where the home is, and ``mailgate init``: config.toml, the database, a 0600 vault key."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from mailgate import config as configuration
from mailgate.errors import InvalidInput, StoreUnavailable
from mailgate.secrets.cipher import write_key_file
from mailgate.secrets.keystore import forget_new_key, keyring_available, store_new_key
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store.engine import Migrated

CONFIG_FILE = "config.toml"
DB_FILE = "mailgate.db"
KEY_FILE = "vault.key"


def resolve_home(explicit: str | os.PathLike[str] | None, env: Mapping[str, str] = os.environ) -> Path:
    """``--home``, else ``$MAILGATE_HOME``, else ``~/.mailgate``."""
    if explicit:
        return Path(explicit).expanduser().absolute()
    if env.get("MAILGATE_HOME"):
        return Path(env["MAILGATE_HOME"]).expanduser().absolute()
    return Path.home() / ".mailgate"


def database_url(home: Path, settings: Settings) -> str:
    """The configured URL, or the embedded SQLite database in the home."""
    return settings.database_url or f"sqlite:///{home / DB_FILE}"


def migrate_home(home: Path) -> Migrated:
    """Bring the home's database schema to this mailgate's newest revision (``mailgate migrate``).

    Safe to run from several processes at once and more than once: the second run finds the
    schema current and changes nothing.
    """
    if not home.exists():
        raise StoreUnavailable(f"{home} does not exist: run `mailgate init --home {home}` first")
    store = Store(database_url(home, Settings.from_config(configuration.load(home / CONFIG_FILE))))
    try:
        return store.migrate()
    finally:
        store.dispose()


@dataclass(frozen=True)
class InitResult:
    """What ``init_home`` did: the home, and the files it created and kept."""

    home: Path
    created: tuple[str, ...]
    kept: tuple[str, ...]


def init_home(home: Path, *, keyring: bool = False, then: Callable[[Path], None] | None = None) -> InitResult:
    """Create what is missing; never overwrite a config or a key that exists.

    All or nothing: when a step fails (no usable keyring, a full disk), everything this call
    created is removed again, so a failed ``init`` leaves no half-made home behind.
    """
    if keyring and not keyring_available():
        # Checked before anything is written: the common failure leaves nothing to clean up.
        raise InvalidInput("--keyring", "no OS keyring is available here; use the 0600 key file instead")
    made = _Made(home)
    try:
        result = _init(home, keyring, made)
        if then is not None:
            then(home)  # e.g. create the database: it fails with the rest
        return result
    except BaseException:
        made.undo()
        raise


def _init(home: Path, keyring: bool, made: _Made) -> InitResult:
    created: list[str] = []
    kept: list[str] = []
    made.mkdir(home)
    home.chmod(0o700)
    for sub in ("mail/inbound/processed", "mail/inbound/failed"):
        made.mkdir(home / sub)
    cfg_path = home / CONFIG_FILE
    if cfg_path.exists():
        kept.append(CONFIG_FILE)
    else:
        made.files.append(cfg_path)
        cfg_path.write_text(configuration.render_default_file(), encoding="utf-8")
        created.append(CONFIG_FILE)
    key_path = home / KEY_FILE
    if key_path.exists() or os.environ.get("MAILGATE_VAULT_KEY"):
        kept.append(KEY_FILE)
    elif keyring:
        made.keyring = store_new_key(home)
        created.append("vault key (OS keyring)")
    else:
        made.files.append(key_path)
        write_key_file(key_path)
        created.append(KEY_FILE)
    return InitResult(home=home, created=tuple(created), kept=tuple(kept))


class _Made:
    """What one ``init`` created, so that a failure can take exactly that back."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.db_existed = (home / DB_FILE).exists()
        self.dirs: list[Path] = []
        self.files: list[Path] = []
        self.keyring = False  # a key this call put in the OS keyring

    def mkdir(self, path: Path) -> None:
        missing = [p for p in (path, *path.parents) if not p.exists()]
        path.mkdir(parents=True, exist_ok=True)
        self.dirs.extend(reversed(missing))  # outermost first

    def undo(self) -> None:
        """Remove the files and directories this call made (a database made later, too)."""
        if self.keyring:
            with contextlib.suppress(Exception):  # the keyring failing again must not hide the cause
                forget_new_key(self.home)
        for path in self.files:
            path.unlink(missing_ok=True)
        if not self.db_existed:
            for suffix in ("", "-wal", "-shm", "-journal"):
                (self.home / (DB_FILE + suffix)).unlink(missing_ok=True)
        for path in reversed(self.dirs):
            with contextlib.suppress(OSError):  # not empty: something else lives there now
                path.rmdir()
