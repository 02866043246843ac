"""Per-token request rate: a token bucket per token id, kept in the store.

Every `serve` process (``serve --workers N`` on one PostgreSQL database) draws on the same bucket,
so a token gets ``api.requests_per_minute`` in all, not that much per process. A request is
charged inside a transaction the request makes anyway where there is one (``mail_send``: the one
that stores the draft), so the limit adds a statement, not a transaction, on the hot path. When
the bucket cannot be read or written the request is refused with the store's error: the limit
fails closed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mailgate import clock
from mailgate.errors import RateLimited
from mailgate.store import Store, Tx
from mailgate.store import request_rates as rates_store

if TYPE_CHECKING:
    from mailgate.settings import Settings


class RequestRate:
    """Allow ``per_minute`` requests per token across every process on one store, refilling continuously."""

    def __init__(self, store: Store, per_minute: int) -> None:
        self.store = store
        self.per_minute = per_minute

    def take(self, token_id: str) -> None:
        """Count one request in its own write transaction; RateLimited when the token has none left."""
        self._switched_on()
        with self.store.write() as tx:
            self.charge(tx, token_id)

    def count_refused(self, token_id: str) -> None:
        """Count a request refused before the store, in its own write transaction; never RateLimited.

        The request already has its answer (its own refusal), which an empty bucket must not
        replace: the agent is told what was wrong with it. An empty bucket takes nothing more.
        """
        self._switched_on()
        with self.store.write() as tx:
            rates_store.charge(tx, token_id, per_minute=self.per_minute, now=clock.now().timestamp())

    def charge(self, tx: Tx, token_id: str) -> None:
        """Count one request inside ``tx`` (a write transaction); RateLimited when none is left.

        A refusal raised here rolls ``tx`` back, so nothing the request did in it is kept.
        """
        self._switched_on()
        wait = rates_store.charge(tx, token_id, per_minute=self.per_minute, now=clock.now().timestamp())
        if wait > 0:
            raise RateLimited(f"too many requests for this token: try again in {wait:.1f} s", wait)

    def _switched_on(self) -> None:
        if self.per_minute <= 0:
            raise RateLimited("agent requests are switched off (api.requests_per_minute = 0)", 60.0)


def request_limit(settings: Settings) -> int:
    """The largest request body the JSON API and MCP read: ``api.max_request_bytes``, raised to fit
    a draft whose attachments reach ``mail.max_message_bytes`` when attachments are on.

    Base64 makes 3 bytes 4 characters; 64 KiB more carries the JSON and the text fields.
    """
    limit = settings.api.max_request_bytes
    if settings.mail.allow_attachments:
        limit = max(limit, (settings.mail.max_message_bytes + 2) // 3 * 4 + 65_536)
    return limit
