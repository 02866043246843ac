"""Where the upstream SMTP password could be read by a user other than mailgate's owner.

The gate holds only if the agents' OS user cannot log in to the mail server itself. `mailgate
doctor` looks in the places mail clients keep that login (msmtp, ssmtp, mutt, mail(1), himalaya,
``.netrc``), in every user's home and in /etc, and in private-key and config files of the home.
A file counts as exposed when someone other than the owner can read it: another owner, or group
or world read permission. It is reported when it holds the vault's SMTP password itself, or
names the configured smtp.host next to a password setting.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

# Client configuration files that can hold an SMTP login, relative to a home directory.
HOME_FILES = (
    ".msmtprc",
    ".config/msmtp/config",
    ".netrc",
    ".muttrc",
    ".mutt/muttrc",
    ".config/mutt/muttrc",
    ".mailrc",
    ".config/himalaya/config.toml",
    ".config/aerc/accounts.conf",
    ".git-credentials",
    ".gitconfig",
    ".env",
)
# The same, system-wide.
SYSTEM_FILES = ("/etc/msmtprc", "/etc/ssmtp/ssmtp.conf", "/etc/ssmtp/revaliases", "/etc/mail.rc")
MAX_READ = 1_000_000  # client configs are small; a huge file is not one
_PASSWORD_SETTING = re.compile(r"pass(word)?|smtp_pass|AuthPass|smtppass", re.IGNORECASE)


@dataclass(frozen=True, kw_only=True)
class Exposure:
    """One file another user can read, and what it holds."""

    path: Path
    why: str


def readable_by_others(path: Path, owner_uid: int) -> str:
    """Why users other than ``owner_uid`` can read ``path`` ("" when they cannot)."""
    st = path.stat()
    if st.st_uid != owner_uid:
        return f"it belongs to uid {st.st_uid}"
    mode = stat.S_IMODE(st.st_mode)
    if mode & 0o004:
        return f"it is world-readable (mode {mode:03o})"
    if mode & 0o040:
        return f"it is group-readable (mode {mode:03o})"
    return ""


def candidate_files(homes: Iterable[Path], system: Iterable[str] = SYSTEM_FILES) -> list[Path]:
    """The client files that exist under these homes and in /etc."""
    found: list[Path] = []
    for home in homes:
        found += [home / name for name in HOME_FILES if (home / name).is_file()]
    found += [Path(p) for p in system if Path(p).is_file()]
    return found


def find_exposed(
    files: Iterable[Path], *, owner_uid: int, password: str | None, smtp_host: str
) -> tuple[list[Exposure], list[Path]]:
    """Files that hold the upstream login and another user can read; and files that could not be read."""
    exposed: list[Exposure] = []
    unreadable: list[Path] = []
    for path in files:
        try:
            who = readable_by_others(path, owner_uid)
            if not who:
                continue
            with path.open("rb") as handle:
                text = handle.read(MAX_READ).decode("utf-8", errors="replace")
        except OSError:
            unreadable.append(path)
            continue
        if password and password in text:
            exposed.append(Exposure(path=path, why=f"it holds the upstream SMTP password and {who}"))
        elif smtp_host and smtp_host in text and _PASSWORD_SETTING.search(text):
            exposed.append(
                Exposure(path=path, why=f"it names {smtp_host} next to a password setting and {who}")
            )
    return exposed, unreadable


def private_files_exposed(paths: Iterable[Path], owner_uid: int) -> list[Exposure]:
    """The home's own secrets (vault key, config with its database URL, TLS keys) open to others."""
    out: list[Exposure] = []
    for path in paths:
        try:
            who = readable_by_others(path, owner_uid)
        except OSError:
            continue
        if who:
            out.append(Exposure(path=path, why=who))
    return out


def user_homes() -> list[Path]:
    """Every home directory in the password database that exists (the owner's included)."""
    import pwd  # POSIX only; imported here so the module loads anywhere

    homes = {Path(entry.pw_dir) for entry in pwd.getpwall() if entry.pw_dir not in ("", "/")}
    homes.add(Path(os.path.expanduser("~")))
    return sorted(h for h in homes if h.is_dir())
