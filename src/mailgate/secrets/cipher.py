"""The vault's cryptography and key handling (no store access; ``vault.py`` wires it up).

Values are sealed with AES-256-GCM from ``cryptography`` (authenticated encryption): a blob is
``nonce (12 random bytes) || ciphertext || tag``, and the entry's name is the associated
data, so a blob copied under another name, or altered at all, fails to open.

The key comes from ``MAILGATE_VAULT_KEY`` (urlsafe base64 of 32 bytes) when that is set and
non-empty, else from a key file holding the same text, which must be private to its owner.
"""

from __future__ import annotations

import binascii
import os
import secrets
import stat
from base64 import b64decode, urlsafe_b64encode
from collections.abc import Mapping
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from mailgate.errors import Conflict, InvalidInput, SecretUnavailable

KEY_BYTES = 32
NONCE_BYTES = 12
TAG_BYTES = 16
KEY_ENV = "MAILGATE_VAULT_KEY"


def generate_key() -> bytes:
    """32 random bytes from the OS: a new AES-256 vault key."""
    return secrets.token_bytes(KEY_BYTES)


class VaultCipher:
    """Seals and opens vault values with one key; the key never appears in a repr."""

    def __init__(self, key: bytes) -> None:
        if len(key) != KEY_BYTES:
            raise InvalidInput("vault key", f"must be {KEY_BYTES} bytes (AES-256)", f"{len(key)} bytes")
        self._aead = AESGCM(key)
        self._key = key

    def derive(self, purpose: str) -> bytes:
        """A 32-byte key for one other purpose (HKDF-SHA256), so the vault key itself is used only here."""
        return HKDF(algorithm=hashes.SHA256(), length=KEY_BYTES, salt=None, info=purpose.encode()).derive(
            self._key
        )

    def __repr__(self) -> str:
        return "VaultCipher(<key hidden>)"

    def seal(self, name: str, plaintext: bytes) -> bytes:
        """Encrypt ``plaintext`` for the entry ``name``: a fresh random nonce, then ciphertext."""
        nonce = os.urandom(NONCE_BYTES)  # random 96-bit nonces: no counter state to lose
        return nonce + self._aead.encrypt(nonce, plaintext, name.encode("utf-8"))

    def open(self, name: str, blob: bytes) -> bytes:
        """Decrypt the entry ``name``; SecretUnavailable if the key is wrong or the blob altered."""
        if len(blob) < NONCE_BYTES + TAG_BYTES:
            raise SecretUnavailable(f"vault entry {name!r} is truncated ({len(blob)} bytes); store it again")
        try:
            return self._aead.decrypt(blob[:NONCE_BYTES], blob[NONCE_BYTES:], name.encode("utf-8"))
        except InvalidTag:
            raise SecretUnavailable(
                f"vault entry {name!r} cannot be decrypted: the vault key is not the one it was stored "
                f"with ({KEY_ENV} or the key file), or the stored value was altered or moved from "
                "another name; restore the right key, or store the secret again"
            ) from None


def load_key(key_file: Path, env: Mapping[str, str]) -> bytes:
    """The vault key: ``MAILGATE_VAULT_KEY`` if set, else the key file (which must be mode 600)."""
    text = env.get(KEY_ENV, "").strip()
    if text:
        return decode_key(text, KEY_ENV)
    try:
        fd = os.open(key_file, os.O_RDONLY | os.O_NONBLOCK)  # a FIFO must not hang us
    except FileNotFoundError:
        raise SecretUnavailable(
            f"no vault key: set {KEY_ENV} or create the key file {key_file} (run `mailgate init`)"
        ) from None
    except OSError as exc:
        raise SecretUnavailable(f"cannot read the vault key file {key_file}: {exc.strerror}") from None
    try:
        _check_private(key_file, os.fstat(fd).st_mode)
        data = os.read(fd, 4096)
    finally:
        os.close(fd)
    return decode_key(data.decode("ascii", "replace").strip(), str(key_file))


def _check_private(key_file: Path, mode: int) -> None:
    # Checked with fstat on the open file, not stat on the path: no window to swap the file.
    if not stat.S_ISREG(mode):
        raise SecretUnavailable(f"the vault key file {key_file} is not a regular file")
    if mode & 0o077:
        raise SecretUnavailable(
            f"the vault key file {key_file} is readable by group or others "
            f"(mode {stat.S_IMODE(mode):03o}); run `chmod 600 {key_file}`"
        )


def decode_key(text: str, source: str) -> bytes:
    """The vault key from base64 text (URL-safe or not); SecretUnavailable naming ``source``."""
    # Accept both base64 alphabets, with or without padding.
    normal = text.replace("-", "+").replace("_", "/")
    try:
        key = b64decode(normal + "=" * (-len(normal) % 4), validate=True)
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != KEY_BYTES:
        raise SecretUnavailable(f"the vault key in {source} is not base64 of {KEY_BYTES} bytes")
    return key


def write_key_file(path: Path) -> None:
    """Create ``path`` holding a new key, mode 600; refuses to overwrite an existing file."""
    try:
        # O_EXCL: creation fails if anything (file or symlink) is already there, atomically.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise Conflict(
            f"{path} already exists; a vault key is never overwritten (that would make every "
            "stored secret unreadable)"
        ) from None
    except OSError as exc:
        raise SecretUnavailable(f"cannot create the vault key file {path}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), 0o600)  # in case a umask or ACL left other bits
            handle.write(urlsafe_b64encode(generate_key()) + b"\n")
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        path.unlink(missing_ok=True)  # never leave a half-written key behind
        raise SecretUnavailable(f"cannot write the vault key file {path}: {exc.strerror}") from None
