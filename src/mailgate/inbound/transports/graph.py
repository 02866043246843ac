"""Microsoft Graph transport: a delta query over one mail folder, each message fetched as MIME.

The first round asks ``/mailFolders/{folder}/messages/delta`` for the messages received in the
last ``since_days`` days and follows ``@odata.nextLink`` until ``@odata.deltaLink``, which is kept
as the cursor; later pulls start from it. An expired delta link (410) starts a new round; the
pipeline dedupes. Each message comes from ``/messages/{id}/$value`` (MIME). Links are followed
only when they point at the configured API host: the access token goes nowhere else.
Scopes: ``Mail.Read`` (``Mail.ReadWrite`` only when ``mark_read`` is on) and ``offline_access``.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from mailgate import clock
from mailgate.deadline import Deadline
from mailgate.errors import TransportError
from mailgate.inbound.transports.api import ApiSource, check_message_id, check_rfc_message_id

log = logging.getLogger(__name__)

MAX_PAGES = 500


class GraphSource(ApiSource):
    """Reads one Microsoft 365 / Outlook.com mail folder through Microsoft Graph."""

    folder = "graph"

    def listing(self, cursor: str | None, deadline: Deadline) -> tuple[list[str], str]:
        """New message ids from the delta link in ``cursor``, else from a fresh delta query."""
        if cursor is not None:
            found = self._round(cursor, None, deadline)
            if found is not None:
                return found
            log.info("%s: the delta link expired; starting a new round", self.where)
        since = (clock.now() - timedelta(days=self.account.since_days)).strftime("%Y-%m-%dT%H:%M:%SZ")
        start = f"{self.account.api_url}/mailFolders/{self.account.folder}/messages/delta"
        found = self._round(start, {"$select": "id", "$filter": f"receivedDateTime ge {since}"}, deadline)
        if found is None:
            raise TransportError(f"{self.where}: a new delta round was refused as expired")
        return found

    def _round(
        self, url: str, params: dict[str, str] | None, deadline: Deadline
    ) -> tuple[list[str], str] | None:
        ids: list[str] = []
        for _ in range(MAX_PAGES):
            page = self.reader.get_json(url, deadline, params, missing=(410,))
            if isinstance(page, int):
                return None
            for item in _objects(page.get("value")):
                if "@removed" not in item:
                    ids.append(check_message_id(item.get("id"), self.where))
            delta, following = page.get("@odata.deltaLink"), page.get("@odata.nextLink")
            if isinstance(delta, str) and delta:
                self.reader.check_url(delta)  # kept as the cursor: checked before it is stored
                return list(dict.fromkeys(ids)), delta
            if not isinstance(following, str) or not following:
                raise TransportError(f"{self.where}: a delta page had neither nextLink nor deltaLink")
            url, params = following, None  # the link carries every query option
        raise TransportError(f"{self.where}: the delta round did not end within {MAX_PAGES} pages")

    def fetch(self, message_id: str, deadline: Deadline) -> bytes | None:
        """The raw MIME of one message (``$value``), or None when it is gone."""
        url = f"{self.account.api_url}/messages/{message_id}/$value"
        response = self.reader.request("GET", url, deadline, missing=(404,))
        return None if response.status_code == 404 else response.content

    def mark_read(self, message_id: str, deadline: Deadline) -> None:
        """Set isRead on one message."""
        url = f"{self.account.api_url}/messages/{message_id}"
        self.reader.request("PATCH", url, deadline, json_body={"isRead": True})

    def find_message_id(self, message_id: str, deadline: Deadline) -> bool:
        """Whether the mailbox holds a message with this Message-ID (``internetMessageId``)."""
        wanted = check_rfc_message_id(message_id)  # no quote can end the OData string early
        params = {"$filter": f"internetMessageId eq '{wanted}'", "$select": "id", "$top": "1"}
        page = self.reader.get_json(f"{self.account.api_url}/messages", deadline, params)
        assert isinstance(page, dict)
        return bool(_objects(page.get("value")))

    def probe(self, deadline: Deadline) -> str:
        """Refresh the token and read the user's profile; sends nothing."""
        me = self.reader.get_json(self.account.api_url, deadline, {"$select": "mail,userPrincipalName"})
        assert isinstance(me, dict)
        return f"signed in as {str(me.get('mail') or me.get('userPrincipalName') or '?')[:200]}"


def _objects(value: object) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []
