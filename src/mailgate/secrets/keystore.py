"""Where the vault key comes from: ``MAILGATE_VAULT_KEY``, the 0600 key file, or the OS keyring.

The keyring (the ``keyring`` package: Secret Service, macOS Keychain, Windows Credential Locker)
is used only where one exists: on a headless server the key file is the usual home of the key.
One home, one entry: service ``mailgate``, user name = the home's absolute path.
"""

from __future__ import annotations

from base64 import urlsafe_b64encode
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mailgate.errors import InvalidInput, SecretUnavailable
from mailgate.secrets.cipher import KEY_ENV, decode_key, generate_key, load_key

SERVICE = "mailgate"


def load_vault_key(home: Path, key_file: Path, env: Mapping[str, str]) -> bytes:
    """The environment variable, else the key file, else this home's keyring entry."""
    if env.get(KEY_ENV, "").strip() or key_file.exists():
        return load_key(key_file, env)
    backend = _backend()
    text = backend.get_password(SERVICE, str(home)) if backend is not None else None
    if text:
        return decode_key(text, f"the OS keyring entry {SERVICE}/{home}")
    raise SecretUnavailable(
        f"no vault key: set {KEY_ENV}, create the key file {key_file} (`mailgate init`), "
        "or keep it in the OS keyring (`mailgate init --keyring`)"
    )


def store_new_key(home: Path) -> bool:
    """Make a key and keep it in the OS keyring (False: one was there); refuses without a keyring."""
    backend = _backend()
    if backend is None:
        raise InvalidInput("--keyring", "no OS keyring is available here; use the 0600 key file instead")
    if backend.get_password(SERVICE, str(home)):
        return False  # never overwrite: the vault's values are encrypted with the key already there
    try:
        backend.set_password(SERVICE, str(home), urlsafe_b64encode(generate_key()).decode("ascii"))
    except Exception as exc:  # keyring backends raise their own types (dbus, locked, denied)
        raise SecretUnavailable(
            f"the OS keyring did not keep the vault key ({exc.__class__.__name__}: {exc}); "
            "nothing was created: use the 0600 key file (leave out --keyring)"
        ) from exc
    return True


def forget_new_key(home: Path) -> None:
    """Remove the key ``store_new_key`` just made for a home whose creation failed."""
    backend = _backend()
    if backend is not None:
        backend.delete_password(SERVICE, str(home))


def keyring_available() -> bool:
    """True when an OS keyring that can keep the vault key is usable here."""
    return _backend() is not None


def _backend() -> Any:
    """The keyring backend when one that can keep secrets exists, else None."""
    try:
        import keyring  # optional dependency: `pip install mailgate[keyring]`
    except ImportError:
        return None
    backend = keyring.get_keyring()
    # keyring's "fail" and "null" backends have priority 0 or below: nothing can be stored there.
    return backend if float(getattr(backend, "priority", 0)) > 0 else None
