"""Back up a SQLite home into one 0600 tar.gz, and restore it into a new home that then verifies.

The database is copied with SQLite's online backup API, which gives a consistent snapshot while
``serve`` keeps writing. The audit anchor is read *before* the database: the anchor then names a
row the copied database holds, and the restored chain verifies against it.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import sqlite3
import tarfile
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

from mailgate import config as configuration
from mailgate.anchor import ANCHOR_FILE
from mailgate.errors import Conflict, InvalidInput, MailgateError, SecretUnavailable
from mailgate.gateway import open_gateway
from mailgate.home import CONFIG_FILE, DB_FILE, KEY_FILE, database_url
from mailgate.settings import Settings

MANIFEST = "manifest.json"
FORMAT = 1
# What an archive may hold; anything else in it is refused, never extracted.
MEMBERS = (DB_FILE, CONFIG_FILE, KEY_FILE, ANCHOR_FILE)
HOME_DIRS = ("mail/inbound/processed", "mail/inbound/failed")  # what `init` makes besides the files
_DATABASE_URL_LINE = re.compile(r"^database_url\s*=.*$", re.MULTILINE)


@dataclass(frozen=True, kw_only=True)
class BackupResult:
    """What ``backup`` wrote, and where the vault key lives when it was not in the archive."""

    archive: Path
    files: tuple[str, ...]
    key_elsewhere: bool


@dataclass(frozen=True, kw_only=True)
class RestoreResult:
    """The restored home, its files, and the checks it passed."""

    home: Path
    files: tuple[str, ...]
    checks: tuple[str, ...]


def sqlite_path(home: Path) -> Path:
    """The home's SQLite database file; a PostgreSQL home is refused with what to use instead."""
    url = database_url(home, Settings.from_config(configuration.load(home / CONFIG_FILE)))
    if not url.startswith("sqlite"):
        raise InvalidInput(
            "database_url",
            "mailgate backup copies SQLite homes only; back up this PostgreSQL database with pg_dump "
            "(e.g. `pg_dump --format=custom --file mailgate.dump DBNAME`) and keep config.toml, vault.key "
            "and audit.anchor from the home beside it",
        )
    path = url.split("///", 1)[1] if "///" in url else ""
    if not path or path == ":memory:" or not Path(path).is_file():
        raise InvalidInput("database_url", "names no SQLite database file to back up", url)
    return Path(path)


def create_backup(home: Path, dest: Path) -> BackupResult:
    """Write ``dest`` (mode 0600, never overwritten): database, config.toml, vault.key, audit.anchor."""
    db = sqlite_path(home)
    payload: dict[str, bytes] = {}
    # The anchor first: it may then lag the database copy, never lead it.
    anchor = home / ANCHOR_FILE
    if anchor.is_file():
        payload[ANCHOR_FILE] = anchor.read_bytes()
    with tempfile.TemporaryDirectory(prefix=".mailgate-backup-", dir=dest.parent) as tmp:
        copy = Path(tmp) / DB_FILE
        _online_copy(db, copy)
        payload[DB_FILE] = copy.read_bytes()
    payload[CONFIG_FILE] = (home / CONFIG_FILE).read_bytes()
    key = home / KEY_FILE
    # A key in $MAILGATE_VAULT_KEY or the OS keyring stays there: the owner keeps it separately.
    key_in_file = key.is_file() and not key.is_symlink()
    if key_in_file:
        payload[KEY_FILE] = key.read_bytes()
    manifest = {"format": FORMAT, "files": {n: hashlib.sha256(b).hexdigest() for n, b in payload.items()}}
    try:
        fd = os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise Conflict(f"{dest} already exists; a backup never overwrites a file") from None
    except OSError as exc:
        raise InvalidInput("DEST", f"cannot create the archive: {exc.strerror}", str(dest)) from None
    try:
        with os.fdopen(fd, "wb") as out, tarfile.open(fileobj=out, mode="w:gz") as tar:
            _add(tar, MANIFEST, json.dumps(manifest, sort_keys=True).encode("utf-8"))
            for name, data in payload.items():
                _add(tar, name, data)
    except BaseException:
        dest.unlink(missing_ok=True)
        raise
    return BackupResult(archive=dest, files=tuple(payload), key_elsewhere=not key_in_file)


def _online_copy(src: Path, dst: Path) -> None:
    try:
        source = sqlite3.connect(src, timeout=30)
        try:
            target = sqlite3.connect(dst)
            try:
                source.backup(target)
            finally:
                target.close()
        finally:
            source.close()
    except sqlite3.Error as exc:
        raise MailgateError(f"cannot copy the database {src}: {exc}") from exc


def _add(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mode = 0o600
    tar.addfile(info, io.BytesIO(data))


def restore_backup(src: Path, home: Path) -> RestoreResult:
    """Unpack ``src`` into a new or empty ``home`` (0700, files 0600), then verify it (``verify_home``)."""
    if home.exists() and (not home.is_dir() or any(home.iterdir())):
        raise InvalidInput("--home", "restore writes only into a new or empty directory", str(home))
    files = read_archive(src)
    home.mkdir(mode=0o700, parents=True, exist_ok=True)
    home.chmod(0o700)
    for sub in HOME_DIRS:
        path = home
        for part in Path(sub).parts:
            path = path / part
            path.mkdir(mode=0o700, exist_ok=True)
    files[CONFIG_FILE] = _retarget(files[CONFIG_FILE], home)
    for name, data in files.items():
        fd = os.open(home / name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
    return RestoreResult(home=home, files=tuple(files), checks=verify_home(home))


def verify_home(home: Path) -> tuple[str, ...]:
    """Open the home (migrating it), decrypt every vault entry, verify the audit chain; one line per check.

    Raises SecretUnavailable when the vault key is missing or does not open the vault, AuditBroken
    when the chain or the anchor does not verify.
    """
    gw = open_gateway(home, migrate=True)  # a new home from an archive an older mailgate made
    try:
        if gw.chain.key is None:
            raise SecretUnavailable(
                f"the restored home has no vault key: the backup did not hold one (it lived in "
                f"$MAILGATE_VAULT_KEY or the OS keyring); put it in {home / KEY_FILE} (mode 0600)"
            )
        opened = len(gw.secrets.vault.all_secrets())  # SecretUnavailable names the first entry that fails
        verified = gw.audit.verify()
        return (
            f"vault: the key opens all {opened} entries",
            f"audit: chain verified, {verified.rows} rows",
        )
    finally:
        gw.close()


def read_archive(src: Path) -> dict[str, bytes]:
    """The archive's files by name, checked against its manifest; anything unexpected is refused."""
    try:
        with tarfile.open(src, mode="r:gz") as tar:
            found: dict[str, bytes] = {}
            for member in tar.getmembers():
                if member.name not in (*MEMBERS, MANIFEST) or not member.isfile() or member.name in found:
                    raise InvalidInput("SRC", "holds an entry a mailgate backup never has", member.name)
                handle = tar.extractfile(member)
                assert handle is not None  # a regular file always has one
                found[member.name] = handle.read()
    except (OSError, tarfile.TarError, EOFError) as exc:
        raise InvalidInput("SRC", f"is not a readable mailgate backup ({exc})", str(src)) from None
    try:
        manifest = json.loads(found.pop(MANIFEST))
        hashes = manifest["files"]
        if manifest["format"] != FORMAT or not isinstance(hashes, dict):
            raise TypeError("unknown format")
    except (KeyError, ValueError, TypeError):
        raise InvalidInput("SRC", "has no valid manifest.json: not a mailgate backup", str(src)) from None
    if set(hashes) != set(found):
        raise InvalidInput("SRC", "its files do not match its manifest", sorted(found))
    for name, data in found.items():
        if hashlib.sha256(data).hexdigest() != hashes[name]:
            raise InvalidInput("SRC", f"{name} does not match its checksum in the manifest", name)
    for needed in (DB_FILE, CONFIG_FILE):
        if needed not in found:
            raise InvalidInput("SRC", f"has no {needed}", str(src))
    return found


def _retarget(config_text: bytes, home: Path) -> bytes:
    # A database_url naming a SQLite file elsewhere would open the old home's database (or none):
    # the restored home uses the restored copy.
    try:
        doc = tomllib.loads(config_text.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return config_text  # opening the home reports the broken config in the usual words
    url = doc.get("database_url")
    if not isinstance(url, str) or not url.startswith("sqlite"):
        return config_text
    new = json.dumps(f"sqlite:///{home / DB_FILE}")  # a JSON string is a valid TOML basic string
    text = _DATABASE_URL_LINE.sub(lambda _m: f"database_url = {new}", config_text.decode("utf-8"), count=1)
    if tomllib.loads(text).get("database_url") != json.loads(new):
        raise InvalidInput("database_url", "could not be pointed at the restored database", url)
    return text.encode("utf-8")
