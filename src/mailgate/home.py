"""Where the home is, and ``mailgate init``: config.toml, the database, a 0600 vault key."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from mailgate import config as configuration
from mailgate.secrets.cipher import write_key_file
from mailgate.secrets.keystore import store_new_key

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


def database_url(home: Path, cfg: configuration.Config) -> str:
    """The configured URL, or the embedded SQLite database in the home."""
    return cfg.get_str("database_url") or f"sqlite:///{home / DB_FILE}"


@dataclass(frozen=True)
class InitResult:
    home: Path
    created: tuple[str, ...]
    kept: tuple[str, ...]


def init_home(home: Path, *, keyring: bool = False) -> InitResult:
    """Create what is missing; never overwrite a config or a key that exists."""
    created: list[str] = []
    kept: list[str] = []
    home.mkdir(parents=True, exist_ok=True)
    home.chmod(0o700)
    for sub in ("mail/inbound/processed", "mail/inbound/failed"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    cfg_path = home / CONFIG_FILE
    if cfg_path.exists():
        kept.append(CONFIG_FILE)
    else:
        cfg_path.write_text(configuration.render_default_file(), encoding="utf-8")
        created.append(CONFIG_FILE)
    key_path = home / KEY_FILE
    if key_path.exists() or os.environ.get("MAILGATE_VAULT_KEY"):
        kept.append(KEY_FILE)
    elif keyring:
        store_new_key(home)
        created.append("vault key (OS keyring)")
    else:
        write_key_file(key_path)
        created.append(KEY_FILE)
    return InitResult(home=home, created=tuple(created), kept=tuple(kept))
