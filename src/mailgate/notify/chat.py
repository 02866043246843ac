"""Deciding from chat: button tokens, and checking that a callback really came from Slack or Telegram.

A chat button that decides carries ``<a|r>.<draft id>.<tag>``: the action, the draft, and a short
HMAC (key derived from the vault key) over the channel, the action, the draft id and the draft's
content hash. It fits Telegram's 64-byte ``callback_data``. The hash is not in the token: the
tag checks only against the content the button was made for, so a button can never approve other
content, and the decision is bound to that hash.

Slack signs every request: ``v0=`` + hex HMAC-SHA256(signing secret, ``v0:<timestamp>:<raw body>``)
in ``X-Slack-Signature``, the timestamp in ``X-Slack-Request-Timestamp``. Telegram sends the
``secret_token`` given to ``setWebhook`` back in ``X-Telegram-Bot-Api-Secret-Token``.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass

from mailgate.errors import LinkRefused, SecretUnavailable
from mailgate.owner.signing import Signer

CHAT_PURPOSE = "mailgate chat decision"
SLACK_MAX_SKEW_SECS = 300  # Slack's own advice: refuse requests older (or newer) than five minutes
ACTIONS = {"a": "approve", "r": "reject"}
_TOKEN = re.compile(r"([ar])\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{22})")
SLACK_USER = re.compile(r"[A-Z0-9]{1,32}")
TELEGRAM_USER = re.compile(r"-?[0-9]{1,20}")


@dataclass(frozen=True, kw_only=True)
class ChatToken:
    """What a chat button names (its tag is checked against the draft's content hash)."""

    action: str  # "approve" | "reject"
    draft_id: str
    tag: str


class ChatTokens:
    """Make and check the tokens on deciding chat buttons."""

    def __init__(self, key: bytes | None) -> None:
        self._signer = Signer(key, CHAT_PURPOSE) if key is not None else None

    def _need(self) -> Signer:
        if self._signer is None:
            raise SecretUnavailable(
                "the vault key is missing: chat buttons are signed with a key derived from it"
            )
        return self._signer

    def make(self, channel: str, action: str, draft_id: str, content_hash: str) -> str:
        """The token for one button: ``action`` is "approve" or "reject"."""
        code = "a" if action == "approve" else "r"
        tag = self._need().tag(_payload(channel, code, draft_id, content_hash))
        return f"{code}.{draft_id}.{tag}"

    @staticmethod
    def parse(token: str) -> ChatToken:
        """The token's fields; LinkRefused("tampered") when it is not one mailgate made."""
        found = _TOKEN.fullmatch(token)
        if found is None:
            raise LinkRefused("the button is not one mailgate made", "tampered")
        return ChatToken(action=ACTIONS[found.group(1)], draft_id=found.group(2), tag=found.group(3))

    def check(self, channel: str, token: ChatToken, content_hash: str) -> None:
        """LinkRefused("tampered") unless the tag was made for this channel, action and content."""
        code = "a" if token.action == "approve" else "r"
        if not self._need().tag_ok(_payload(channel, code, token.draft_id, content_hash), token.tag):
            raise LinkRefused("the button's signature does not check: it was altered or forged", "tampered")


def _payload(channel: str, code: str, draft_id: str, content_hash: str) -> str:
    return f"{channel}|{code}|{draft_id}|{content_hash}"


def slack_refusal(secret: str, timestamp: str, body: bytes, signature: str, now: float) -> str:
    """Why a Slack request does not check ("" when it does): missing, stale or bad signature."""
    if not timestamp or not signature:
        return "unsigned"
    if not re.fullmatch(r"[0-9]{1,12}", timestamp):
        return "bad-timestamp"
    if abs(now - int(timestamp)) > SLACK_MAX_SKEW_SECS:
        return "stale"
    base = b"v0:" + timestamp.encode("ascii") + b":" + body
    expected = "v0=" + hmac.new(secret.encode("utf-8"), base, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected.encode("ascii"), signature.encode("utf-8", "replace")):
        return "bad-signature"
    return ""


def telegram_refusal(expected: str, given: str) -> str:
    """Why a Telegram webhook request does not check ("" when the secret token matches)."""
    if not given:
        return "unsigned"
    if not hmac.compare_digest(expected.encode("utf-8"), given.encode("utf-8", "replace")):
        return "bad-signature"
    return ""


def replay_key(channel: str, request_id: str) -> str:
    """The ``used_links`` id that makes a second delivery of one chat request fail on insert."""
    return hashlib.sha256(f"{channel}:{request_id}".encode()).hexdigest()[:32]
