"""Per-token request rate: a token bucket per token id, in this process.

Several `serve` workers each keep their own buckets, so the effective limit is per worker; the
rate limit on sends (policy) is the one that holds across workers.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

from mailgate.errors import RateLimited

if TYPE_CHECKING:
    from mailgate.settings import Settings


class RequestRate:
    """Allow ``per_minute`` requests per token, refilling continuously."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self._buckets: dict[str, tuple[float, float]] = {}  # token id -> (tokens left, at)
        self._lock = threading.Lock()

    def take(self, token_id: str) -> None:
        """Count one request; RateLimited when the token has none left."""
        if self.per_minute <= 0:
            raise RateLimited("agent requests are switched off (api.requests_per_minute = 0)", 60.0)
        rate = self.per_minute / 60.0
        now = time.monotonic()
        with self._lock:
            left, at = self._buckets.get(token_id, (float(self.per_minute), now))
            left = min(float(self.per_minute), left + (now - at) * rate)
            if left < 1.0:
                self._buckets[token_id] = (left, now)
                wait = (1.0 - left) / rate
                raise RateLimited(f"too many requests for this token: try again in {wait:.1f} s", wait)
            self._buckets[token_id] = (left - 1.0, now)


def request_limit(settings: Settings) -> int:
    """The largest request body the JSON API and MCP read: ``api.max_request_bytes``, raised to fit
    a draft whose attachments reach ``mail.max_message_bytes`` when attachments are on.

    Base64 makes 3 bytes 4 characters; 64 KiB more carries the JSON and the text fields.
    """
    limit = settings.api.max_request_bytes
    if settings.mail.allow_attachments:
        limit = max(limit, (settings.mail.max_message_bytes + 2) // 3 * 4 + 65_536)
    return limit
