"""Gmail API transport: raw MIME through ``users.messages.get(format=raw)``.

The first pull lists the account's ``query`` (default ``in:inbox is:unread newer_than:1d``);
later pulls follow ``users.history.list`` from the stored historyId (messages added to ``label``).
A history id Gmail no longer knows (404) falls back to the full query; the pipeline dedupes.
Scopes: ``gmail.readonly`` (``gmail.modify`` only when ``mark_read`` is on).
"""

from __future__ import annotations

import base64
import binascii
from typing import Any

from mailgate.deadline import Deadline
from mailgate.errors import TransportError
from mailgate.inbound.transports.api import ApiSource, check_message_id, check_rfc_message_id

PAGE = "500"  # users.messages.list and users.history.list take at most 500 per page
MAX_PAGES = 200  # a listing longer than this is cut; the rest comes with the next full query


class GmailSource(ApiSource):
    """Reads one Gmail account through the Gmail API."""

    folder = "gmail"

    def listing(self, cursor: str | None, deadline: Deadline) -> tuple[list[str], str]:
        """New message ids from the history since ``cursor``, else from the account's query."""
        if cursor is not None:
            found = self._history(cursor, deadline)
            if found is not None:
                return found
        return self._full(deadline)

    def _full(self, deadline: Deadline) -> tuple[list[str], str]:
        api = self.account.api_url
        # The mailbox's history id before listing: whatever arrives during the listing is in
        # the history after it, so nothing falls between the two.
        profile = self._json(f"{api}/profile", deadline)
        history_id = _history_id(profile.get("historyId"), self.where)
        ids: list[str] = []
        params = {"q": self.account.query, "maxResults": PAGE}
        for _ in range(MAX_PAGES):
            page = self._json(f"{api}/messages", deadline, params)
            ids.extend(check_message_id(m.get("id"), self.where) for m in _objects(page.get("messages")))
            token = page.get("nextPageToken")
            if not isinstance(token, str) or not token:
                break
            params = {**params, "pageToken": token}
        ids.reverse()  # Gmail lists newest first; the pipeline takes oldest first
        return list(dict.fromkeys(ids)), history_id

    def _history(self, cursor: str, deadline: Deadline) -> tuple[list[str], str] | None:
        api = self.account.api_url
        params = {
            "startHistoryId": cursor,
            "historyTypes": "messageAdded",
            "labelId": self.account.label,
            "maxResults": PAGE,
        }
        ids: list[str] = []
        latest = cursor
        for _ in range(MAX_PAGES):
            page = self.reader.get_json(f"{api}/history", deadline, params, missing=(404,))
            if isinstance(page, int):
                return None  # the history id expired: list again, the pipeline dedupes
            for record in _objects(page.get("history")):
                for added in _objects(record.get("messagesAdded")):
                    message = added.get("message")
                    if isinstance(message, dict):
                        ids.append(check_message_id(message.get("id"), self.where))
            latest = _history_id(page.get("historyId", latest), self.where)
            token = page.get("nextPageToken")
            if not isinstance(token, str) or not token:
                break
            params = {**params, "pageToken": token}
        return list(dict.fromkeys(ids)), latest

    def fetch(self, message_id: str, deadline: Deadline) -> bytes | None:
        """The raw MIME of one message (``format=raw``), or None when it is gone."""
        url = f"{self.account.api_url}/messages/{message_id}"
        doc = self.reader.get_json(url, deadline, {"format": "raw"}, missing=(404,))
        if isinstance(doc, int):
            return None
        raw = doc.get("raw")
        if not isinstance(raw, str):
            raise TransportError(f"{self.where}: message {message_id} came without its raw form")
        try:
            return base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4))
        except (binascii.Error, ValueError) as exc:
            raise TransportError(f"{self.where}: message {message_id} is not valid base64url") from exc

    def mark_read(self, message_id: str, deadline: Deadline) -> None:
        """Remove the UNREAD label from one message."""
        url = f"{self.account.api_url}/messages/{message_id}/modify"
        self.reader.request("POST", url, deadline, json_body={"removeLabelIds": ["UNREAD"]})

    def find_message_id(self, message_id: str, deadline: Deadline) -> bool:
        """Whether the mailbox holds a message with this Message-ID (``rfc822msgid:`` search)."""
        query = f"rfc822msgid:{check_rfc_message_id(message_id)}"
        page = self._json(f"{self.account.api_url}/messages", deadline, {"q": query, "maxResults": "1"})
        return bool(_objects(page.get("messages")))

    def probe(self, deadline: Deadline) -> str:
        """Refresh the token and read the profile; sends nothing."""
        profile = self._json(f"{self.account.api_url}/profile", deadline)
        return f"signed in as {str(profile.get('emailAddress', '?'))[:200]}"

    def _json(self, url: str, deadline: Deadline, params: dict[str, str] | None = None) -> dict[str, Any]:
        doc = self.reader.get_json(url, deadline, params)
        assert isinstance(doc, dict)  # no status is accepted as "missing" here
        return doc


def _objects(value: object) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _history_id(value: object, where: str) -> str:
    text = str(value) if isinstance(value, int | str) and not isinstance(value, bool) else ""
    if not text.isdigit() or len(text) > 30:
        raise TransportError(f"{where}: the API gave no usable historyId")
    return text
