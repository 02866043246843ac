"""The vault's crypto and key handling (mailgate.secrets.cipher)."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest

from mailgate.errors import Conflict, InvalidInput, SecretUnavailable
from mailgate.secrets.cipher import KEY_ENV, VaultCipher, generate_key, load_key, write_key_file

KEY = bytes(range(32))


@pytest.fixture
def cipher() -> VaultCipher:
    return VaultCipher(KEY)


def test_generate_key_is_32_fresh_bytes() -> None:
    keys = {generate_key() for _ in range(20)}
    assert len(keys) == 20
    assert all(len(k) == 32 for k in keys)


@pytest.mark.parametrize("plaintext", [b"", b"hunter2", "pässwörd".encode(), os.urandom(5000)])
def test_round_trip(cipher: VaultCipher, plaintext: bytes) -> None:
    blob = cipher.seal("mail.smtp.password", plaintext)
    assert plaintext not in blob or not plaintext
    assert cipher.open("mail.smtp.password", blob) == plaintext
    assert VaultCipher(bytes(KEY)).open("mail.smtp.password", blob) == plaintext  # same key, new object


def test_each_seal_uses_a_fresh_nonce(cipher: VaultCipher) -> None:
    blobs = {cipher.seal("n", b"same") for _ in range(50)}
    assert len(blobs) == 50
    assert len({b[:12] for b in blobs}) == 50


def test_a_blob_moved_to_another_name_does_not_open(cipher: VaultCipher) -> None:
    blob = cipher.seal("mail.smtp.password", b"secret")
    with pytest.raises(SecretUnavailable, match=r"mail\.imap\.password\.work"):
        cipher.open("mail.imap.password.work", blob)


def test_wrong_key_says_what_to_do(cipher: VaultCipher) -> None:
    blob = cipher.seal("n", b"secret")
    with pytest.raises(SecretUnavailable) as caught:
        VaultCipher(bytes(32)).open("n", blob)
    message = str(caught.value)
    assert KEY_ENV in message
    assert "key file" in message
    assert "'n'" in message


@pytest.mark.parametrize("position", [0, 11, 12, 20, -16, -1])
def test_any_flipped_bit_is_refused(cipher: VaultCipher, position: int) -> None:
    blob = bytearray(cipher.seal("n", b"a secret value"))
    blob[position] ^= 0x01
    with pytest.raises(SecretUnavailable):
        cipher.open("n", bytes(blob))


@pytest.mark.parametrize("blob", [b"", b"short", bytes(27)])
def test_truncated_blob_is_refused(cipher: VaultCipher, blob: bytes) -> None:
    with pytest.raises(SecretUnavailable, match="truncated"):
        cipher.open("n", blob)


@pytest.mark.parametrize("length", [0, 16, 31, 33, 64])
def test_key_must_be_32_bytes(length: int) -> None:
    with pytest.raises(InvalidInput) as caught:
        VaultCipher(b"k" * length)
    assert "kkkk" not in str(caught.value)


def test_repr_hides_the_key(cipher: VaultCipher) -> None:
    assert KEY.hex() not in repr(cipher)
    assert repr(KEY) not in repr(cipher)


# --- key loading ----------------------------------------------------------------------------


def _write(path: Path, text: str, mode: int) -> Path:
    path.write_text(text)
    path.chmod(mode)
    return path


def test_env_key_wins_over_the_file(tmp_path: Path) -> None:
    other = generate_key()
    key_file = _write(tmp_path / "vault.key", base64.urlsafe_b64encode(other).decode(), 0o600)
    env = {KEY_ENV: base64.urlsafe_b64encode(KEY).decode()}
    assert load_key(key_file, env) == KEY
    assert load_key(tmp_path / "missing", env) == KEY
    assert load_key(_write(tmp_path / "open.key", "junk", 0o644), env) == KEY  # never read


def test_env_key_without_padding_or_in_the_standard_alphabet(tmp_path: Path) -> None:
    key = b"\xfb\xff" * 16  # encodes with "-" and "_" (urlsafe) or "+" and "/"
    for text in (base64.urlsafe_b64encode(key).decode().rstrip("="), base64.b64encode(key).decode()):
        assert load_key(tmp_path / "missing", {KEY_ENV: text}) == key


@pytest.mark.parametrize("text", ["not base64!", base64.urlsafe_b64encode(b"short").decode(), "QUJD" * 20])
def test_bad_env_key_is_refused(tmp_path: Path, text: str) -> None:
    with pytest.raises(SecretUnavailable, match=KEY_ENV):
        load_key(tmp_path / "missing", {KEY_ENV: text})


def test_empty_env_var_falls_back_to_the_file(tmp_path: Path) -> None:
    key_file = _write(tmp_path / "vault.key", base64.urlsafe_b64encode(KEY).decode() + "\n", 0o600)
    assert load_key(key_file, {KEY_ENV: ""}) == KEY
    assert load_key(key_file, {}) == KEY


@pytest.mark.parametrize("mode", [0o640, 0o604, 0o644, 0o660, 0o666, 0o610])
def test_key_file_readable_by_others_is_refused(tmp_path: Path, mode: int) -> None:
    key_file = _write(tmp_path / "vault.key", base64.urlsafe_b64encode(KEY).decode(), mode)
    with pytest.raises(SecretUnavailable) as caught:
        load_key(key_file, {})
    assert str(key_file) in str(caught.value)
    assert f"chmod 600 {key_file}" in str(caught.value)


@pytest.mark.parametrize("mode", [0o600, 0o400])
def test_private_key_file_loads(tmp_path: Path, mode: int) -> None:
    key_file = _write(tmp_path / "vault.key", base64.urlsafe_b64encode(KEY).decode(), mode)
    assert load_key(key_file, {}) == KEY


def test_missing_key_file_says_what_to_do(tmp_path: Path) -> None:
    with pytest.raises(SecretUnavailable) as caught:
        load_key(tmp_path / "vault.key", {})
    assert KEY_ENV in str(caught.value)
    assert str(tmp_path / "vault.key") in str(caught.value)


def test_key_file_with_garbage_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SecretUnavailable, match="not base64 of 32 bytes"):
        load_key(_write(tmp_path / "vault.key", "garbage\n", 0o600), {})


def test_key_file_must_be_a_file(tmp_path: Path) -> None:
    (tmp_path / "dir").mkdir(mode=0o700)
    os.mkfifo(tmp_path / "fifo", 0o600)
    for path in (tmp_path / "dir", tmp_path / "fifo"):
        with pytest.raises(SecretUnavailable, match="not a regular file"):
            load_key(path, {})


# --- key file creation ----------------------------------------------------------------------


def test_write_key_file_is_private_even_with_a_permissive_umask(tmp_path: Path) -> None:
    path = tmp_path / "vault.key"
    old = os.umask(0)
    try:
        write_key_file(path)
    finally:
        os.umask(old)
    assert path.stat().st_mode & 0o777 == 0o600
    key = load_key(path, {})
    assert len(key) == 32
    assert VaultCipher(key).open("n", VaultCipher(key).seal("n", b"x")) == b"x"


def test_write_key_file_makes_a_new_key_each_time(tmp_path: Path) -> None:
    write_key_file(tmp_path / "a.key")
    write_key_file(tmp_path / "b.key")
    assert load_key(tmp_path / "a.key", {}) != load_key(tmp_path / "b.key", {})


def test_write_key_file_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "vault.key"
    write_key_file(path)
    before = path.read_bytes()
    with pytest.raises(Conflict, match="already exists"):
        write_key_file(path)
    assert path.read_bytes() == before


def test_write_key_file_refuses_a_symlink_in_place(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere"
    (tmp_path / "vault.key").symlink_to(target)
    with pytest.raises(Conflict):
        write_key_file(tmp_path / "vault.key")
    assert not target.exists()


def test_write_key_file_into_a_missing_directory(tmp_path: Path) -> None:
    with pytest.raises(SecretUnavailable, match="cannot create"):
        write_key_file(tmp_path / "no" / "such" / "vault.key")
