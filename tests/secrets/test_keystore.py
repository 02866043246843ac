"""The vault key in the OS keyring, through keyring's own backend plug-in API (an in-memory backend)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend

from mailgate.errors import InvalidInput, SecretUnavailable
from mailgate.gateway import open_gateway
from mailgate.home import init_home, migrate_home
from mailgate.secrets.keystore import SERVICE, load_vault_key


class MemoryKeyring(KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.store.pop((service, username), None)


@pytest.fixture
def memory() -> Iterator[MemoryKeyring]:
    before = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(before)


def test_init_keeps_the_key_in_the_keyring(
    tmp_path: Path, memory: MemoryKeyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MAILGATE_VAULT_KEY", raising=False)
    home = tmp_path / "h"
    result = init_home(home, keyring=True)
    assert not (home / "vault.key").exists()
    assert "vault key (OS keyring)" in result.created
    assert (SERVICE, str(home)) in memory.store
    migrate_home(home)  # the schema, as `mailgate init` makes it
    gw = open_gateway(home)
    gw.secrets.add_secret("api.key", "value-12345678")
    assert gw.secrets.vault.get("api.key") == "value-12345678"
    gw.store.dispose()
    first = memory.store[(SERVICE, str(home))]
    init_home(home, keyring=True)  # never overwrites a key the vault depends on
    assert memory.store[(SERVICE, str(home))] == first


def test_key_file_and_environment_win_over_the_keyring(tmp_path: Path, memory: MemoryKeyring) -> None:
    home = tmp_path / "h"
    init_home(home)  # key file
    key = load_vault_key(home, home / "vault.key", {})
    memory.set_password(SERVICE, str(home), "A" * 43)
    assert load_vault_key(home, home / "vault.key", {}) == key


def test_no_keyring_means_a_clear_refusal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from keyring.backends import fail

    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        with pytest.raises(InvalidInput, match="no OS keyring"):
            init_home(tmp_path / "h", keyring=True)
        with pytest.raises(SecretUnavailable, match="no vault key"):
            load_vault_key(tmp_path / "x", tmp_path / "x" / "vault.key", {})
    finally:
        keyring.set_keyring(before)
