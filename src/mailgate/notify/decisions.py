"""Deciding from a chat (``gw.chat``): a Slack or Telegram button press approves or rejects a draft."""

from __future__ import annotations

from dataclasses import dataclass

from mailgate import clock
from mailgate.audit.log import AuditLog
from mailgate.errors import Conflict, LinkRefused, NotFound, SecretUnavailable
from mailgate.model import Draft, DraftState
from mailgate.notify.chat import SLACK_USER, TELEGRAM_USER, ChatTokens, replay_key
from mailgate.notify.notice import shows_whole
from mailgate.outbound.desk import OutboxDesk
from mailgate.secrets.vault import Vault
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import owner as owner_store

CHAT_USER = {"slack": SLACK_USER, "telegram": TELEGRAM_USER}
HOW_TO_APPROVE = "The owner approves on the dashboard (logged in), or with `mailgate approve <draft id>`."


@dataclass(frozen=True, kw_only=True)
class ChatAnswer:
    """What a chat user is told after pressing a deciding button."""

    decided: bool
    text: str


def _already(draft: Draft) -> str:
    """The answer to a second decision: who made the first."""
    if draft.approved_by:
        who = draft.approved_by
        return f"Already {draft.state.value} by {who}: draft {draft.id}; the first decision stands."
    note = f" ({draft.note})" if draft.note else ""
    return f"Already {draft.state.value}{note}: draft {draft.id}; the first decision stands."


class ChatDecisions:
    """The chat buttons' side of a decision: who may press, which button is genuine, once only."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        tokens: ChatTokens,
        outbox: OutboxDesk,
        audit: AuditLog,
        vault: Vault,
    ) -> None:
        self.store = store
        self.settings = settings
        self.tokens = tokens
        self.outbox = outbox
        self.audit = audit
        self.vault = vault

    def webhook_secret(self, name: str) -> str | None:
        """The vault entry a chat service signs its callbacks with (None: not configured)."""
        return self.vault.get(name)

    def slack_response_base(self) -> str:
        """Only a Slack response_url under this base is answered (notify.slack_response_base)."""
        return self.settings.notify.slack_response_base

    def decide(self, channel: str, user: str, token: str, request_id: str) -> ChatAnswer:
        """A press of a deciding chat button: approve or reject, bound to the content it was made for.

        ``user`` must be on the channel's deciders list; ``request_id`` names the chat request
        (Slack's signature, Telegram's callback id) so the same delivery counts once. Every
        refusal is audited as ``chat.refused``; a draft decided before says by whom.
        """
        actor = f"{channel}:{user}"[:64] if CHAT_USER[channel].fullmatch(user) else f"{channel}:?"
        subject = ""

        def refuse(why: str, text: str) -> ChatAnswer:
            self.audit.record_refusal(
                "chat", actor=actor, subject=subject, detail={"why": why, "channel": channel}
            )
            return ChatAnswer(decided=False, text=text)

        # The allow-list is the only authority here: the button's token and the chat's text are
        # things an agent reading the channel has too. Checked after the platform's signature
        # (the caller), so ``user`` is the id the platform vouches for.
        deciders = self.settings.notify.deciders(channel)
        if not deciders:
            return refuse(
                "no-deciders",
                f"Deciding from {channel} is off (notify.{channel}_deciders is empty); nothing was "
                f"decided. {HOW_TO_APPROVE}",
            )
        if not CHAT_USER[channel].fullmatch(user) or user not in deciders:
            return refuse(
                "user",
                "You are not on mailgate's list of people who may decide from this chat; nothing was "
                f"decided. {HOW_TO_APPROVE}",
            )
        try:
            parsed = self.tokens.parse(token)
            subject = parsed.draft_id
            draft = self.outbox.draft(parsed.draft_id)
            self.tokens.check(channel, parsed, draft.content_hash)
        except (LinkRefused, NotFound):
            return refuse("tampered", "This button is not one mailgate made; nothing was decided.")
        except SecretUnavailable:
            return refuse(
                "no-key", "mailgate cannot check buttons without its vault key; nothing was decided."
            )
        with self.store.write() as tx:
            fresh = owner_store.mark_link_used(
                tx, replay_key(channel, request_id), channel, draft.id, clock.now()
            )
        if not fresh:
            return refuse("replay", "This request was delivered before; nothing changed.")
        if draft.state is not DraftState.PENDING:
            return refuse("decided", _already(draft))
        if parsed.action == "approve" and not shows_whole(
            draft.body, bool(draft.attachments), self.settings.notify.preview_chars
        ):
            # The press approves the whole content hash: only what the notice could show whole.
            return refuse(
                "not-shown",
                "The notice showed only part of this draft (its body is longer, or it carries files): "
                "approve it on the approval page, which shows all of it; nothing was decided.",
            )
        try:
            if parsed.action == "approve":
                done = self.outbox.approve(draft.id, by=actor, confirm_hash=draft.content_hash)
            else:
                done = self.outbox.deny(draft.id, by=actor, reason=f"rejected from {channel} by {user}")
        except Conflict as exc:
            now_draft = self.outbox.draft(draft.id)
            if now_draft.state is DraftState.PENDING:
                return refuse("expired", f"{exc}; nothing was decided.")
            return refuse("decided", _already(now_draft))
        if done.state is DraftState.APPROVED:
            return ChatAnswer(decided=True, text=f"Approved: draft {done.id} will be sent.")
        return ChatAnswer(decided=True, text=f"Rejected: draft {done.id} will not be sent.")


__all__ = ["CHAT_USER", "HOW_TO_APPROVE", "ChatAnswer", "ChatDecisions"]
