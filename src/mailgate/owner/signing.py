"""Signed tokens for one-time links: the fields in the clear, and an HMAC-SHA256 over them.

A token reads ``<payload>.<mac>``, both base64url without padding; the payload is compact JSON.
The MAC covers the purpose label too, so a login link can never pass as an approval link even if
both keys were the same. Nothing here is secret except the key.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import json
from hashlib import sha256
from typing import Any

from mailgate.errors import LinkRefused

MAX_TOKEN_CHARS = 1024


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Signer:
    """Signs and checks tokens for one purpose with one key."""

    def __init__(self, key: bytes, purpose: str) -> None:
        self._key = key
        self.purpose = purpose

    def __repr__(self) -> str:
        return f"Signer({self.purpose!r}, <key hidden>)"

    def _mac(self, payload: str) -> bytes:
        return hmac.new(self._key, f"{self.purpose}.{payload}".encode("ascii"), sha256).digest()

    def tag(self, payload: str, size: int = 16) -> str:
        """A short MAC of ``payload`` (``size`` bytes, base64url), for tokens that must stay small."""
        return _b64(self._mac(payload)[:size])

    def tag_ok(self, payload: str, tag: str, size: int = 16) -> bool:
        """True when ``tag`` is this key's short MAC of ``payload`` (compared in constant time)."""
        return hmac.compare_digest(tag.encode("ascii", "replace"), self.tag(payload, size).encode("ascii"))

    def sign(self, fields: dict[str, str | int]) -> str:
        """The token carrying ``fields``."""
        payload = _b64(json.dumps(fields, sort_keys=True, separators=(",", ":")).encode("utf-8"))
        return f"{payload}.{_b64(self._mac(payload))}"

    def verify(self, token: str) -> dict[str, Any]:
        """The fields of a token whose MAC checks; LinkRefused("tampered") for anything else."""
        payload, dot, mac = token.partition(".")
        if not dot or len(token) > MAX_TOKEN_CHARS or not payload.isascii() or not mac.isascii():
            raise LinkRefused("the link is not one mailgate made (malformed)", "tampered")
        try:
            given = _unb64(mac)
        except (binascii.Error, ValueError):
            given = b""
        # Constant-time comparison: timing must not reveal how much of a forged MAC is right.
        if not hmac.compare_digest(given, self._mac(payload)):
            raise LinkRefused("the link's signature does not check: it was altered or forged", "tampered")
        doc = json.loads(_unb64(payload))
        if not isinstance(doc, dict):
            raise LinkRefused("the link is not one mailgate made (payload)", "tampered")
        return doc
