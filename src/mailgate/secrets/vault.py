"""The vault: secrets encrypted at rest in the store, under names that are constants for mail credentials.

Mail credentials live under fixed names, so a config edit cannot point a credential at
another server's entry. Usernames are not secrets: they appear legitimately in mail and would be
redacted everywhere.
"""

from __future__ import annotations

import re
from datetime import datetime

from mailgate import audit
from mailgate.errors import InvalidInput, SecretUnavailable
from mailgate.secrets.cipher import VaultCipher
from mailgate.secrets.leaks import MIN_VALUE_CHARS, Secret
from mailgate.store import Store
from mailgate.store import vault as rows

SMTP_PASSWORD = "mail.smtp.password"  # noqa: S105 - a vault entry name, not a password
IMAP_PASSWORD_PREFIX = "mail.imap.password."  # noqa: S105 - a vault entry name prefix
NAME_RULE = re.compile(r"^[a-z0-9][a-z0-9_.\-]{0,127}$")


def imap_password_name(account: str) -> str:
    """The constant vault name of one IMAP account's password."""
    return IMAP_PASSWORD_PREFIX + account


class Vault:
    """Read and write vault entries; values are decrypted only when asked for."""

    def __init__(self, store: Store, cipher: VaultCipher | None) -> None:
        self._store = store
        self._cipher = cipher

    def _need_cipher(self) -> VaultCipher:
        if self._cipher is None:
            raise SecretUnavailable("the vault key is missing: run `mailgate init` or set MAILGATE_VAULT_KEY")
        return self._cipher

    def put(self, name: str, value: str, kind: str, now: datetime, *, actor: str = "owner") -> None:
        """Store (or replace) an entry with its audit row, in one transaction; the value is encrypted
        with the name as associated data, and the audit row names the entry, never its value."""
        if not NAME_RULE.match(name):
            raise InvalidInput("name", "must be lowercase letters, digits, '.', '_' or '-' (max 128)", name)
        if len("".join(value.split())) < MIN_VALUE_CHARS:
            # Shorter values would match everywhere; the scanner refuses them, so the vault does too.
            raise InvalidInput("value", f"must have at least {MIN_VALUE_CHARS} non-blank characters")
        blob = self._need_cipher().seal(name, value.encode("utf-8"))
        with self._store.write() as tx:
            rows.put(tx, name, kind, blob, now)
            audit.record(tx, actor=actor, action=f"vault.set.{kind}", subject=name)

    def get(self, name: str) -> str | None:
        """The decrypted value, or None when there is no such entry."""
        with self._store.read() as tx:
            blob = rows.blob(tx, name)
        return None if blob is None else self._need_cipher().open(name, blob).decode("utf-8")

    def remove(self, name: str, *, actor: str = "owner") -> None:
        """Delete an entry (audited); NotFound when there is none."""
        with self._store.write() as tx:
            rows.remove(tx, name)
            audit.record(tx, actor=actor, action="vault.remove", subject=name)

    def names(self) -> list[tuple[str, str]]:
        """``(name, kind)`` of every entry, by name; never a value."""
        with self._store.read() as tx:
            return rows.names(tx)

    def fingerprint(self) -> str:
        """A cheap value that changes whenever the vault does ("0" before anything was stored)."""
        with self._store.read() as tx:
            return rows.fingerprint(tx)

    def all_secrets(self) -> list[Secret]:
        """Every value and canary, decrypted, for the leak scanner and ingress redaction."""
        with self._store.read() as tx:
            stored = rows.blobs(tx)
        if not stored:
            return []
        cipher = self._need_cipher()
        return [Secret(name=n, value=cipher.open(n, b).decode("utf-8"), kind=k) for n, k, b in stored]
