"""Canaries: realistic fake secrets planted where an agent can read them.

A canary is never used for anything, so seeing one in outbound mail means something read
it and tried to send it. Each kind looks like the real credential format (so an attacker
and a secret scanner both take it for real); all randomness comes from ``secrets``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
import string
import time
import zlib
from collections.abc import Callable, Mapping

from mailgate.errors import InvalidInput

CANARY_KINDS = ("aws", "github", "slack", "password", "jwt")

_UPPER_B32 = string.ascii_uppercase + "234567"  # AWS key ids use base32 letters
_ALNUM = string.ascii_letters + string.digits
_BASE62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
_PUNCT = "!#%*+-.:=?@^_~"  # no quotes, backslashes or spaces: pasteable anywhere


def new_canary(kind: str = "aws") -> str:
    """A fresh fake credential of ``kind`` (one of :data:`CANARY_KINDS`)."""
    maker = _MAKERS.get(kind)
    if maker is None:
        raise InvalidInput("kind", "must be one of " + ", ".join(CANARY_KINDS), kind)
    return maker()


def _random(alphabet: str, length: int) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(length))


def _aws() -> str:
    """An access key id: AKIA and 16 base32 characters."""
    return "AKIA" + _random(_UPPER_B32, 16)


def _github() -> str:
    """A classic personal access token: ghp_, 30 random characters, 6-character CRC32 checksum."""
    body = _random(_ALNUM, 30)
    return f"ghp_{body}{_base62(zlib.crc32(body.encode('ascii')), 6)}"


def _base62(number: int, width: int) -> str:
    digits = []
    for _ in range(width):
        number, rest = divmod(number, 62)
        digits.append(_BASE62[rest])
    return "".join(reversed(digits))


def _slack() -> str:
    """A bot token: xoxb-<team number>-<bot number>-<24 characters>."""
    team = str(secrets.randbelow(9 * 10**11) + 10**11)
    bot = str(secrets.randbelow(9 * 10**12) + 10**12)
    return f"xoxb-{team}-{bot}-{_random(_ALNUM, 24)}"


def _password() -> str:
    """20 characters with at least one lower, upper, digit and punctuation character."""
    classes = (string.ascii_lowercase, string.ascii_uppercase, string.digits, _PUNCT)
    while True:
        candidate = _random("".join(classes), 20)
        if all(any(ch in cls for ch in candidate) for cls in classes):
            return candidate


def _jwt() -> str:
    """An HS256 JSON Web Token, signed with a throwaway key so it verifies like a real one."""
    header = {"alg": "HS256", "typ": "JWT"}
    payload = {"sub": secrets.token_hex(8), "iat": int(time.time()), "scope": "mail:send"}
    signing_input = f"{_b64url_json(header)}.{_b64url_json(payload)}"
    tag = hmac.new(secrets.token_bytes(32), signing_input.encode("ascii"), hashlib.sha256).digest()
    return f"{signing_input}.{_b64url(tag)}"


def _b64url_json(data: Mapping[str, object]) -> str:
    return _b64url(json.dumps(data, separators=(",", ":")).encode("utf-8"))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


_MAKERS: dict[str, Callable[[], str]] = {
    "aws": _aws,
    "github": _github,
    "slack": _slack,
    "password": _password,
    "jwt": _jwt,
}
