"""Telling the owner (``gw.notices``): a notice for every held or unknown draft, sent with retries."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from datetime import datetime

from mailgate import clock
from mailgate.errors import Conflict, InvalidInput, SecretUnavailable
from mailgate.notify.channels import Channels, Hooks, configured
from mailgate.notify.chat import ChatTokens
from mailgate.notify.delivery import Deliverer, NotifyReport
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.outbox import SubmitResult
from mailgate.owner.approvals import Links
from mailgate.policy.admin import Rules
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import notifications as notices_store
from mailgate.store import rules as rules_store


class Notices:
    """The owner's channels (webhook, Slack, Telegram, Discord, mail) and the notices sent on them."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        links: Links,
        rules: Rules,
        *,
        vault_get: Callable[[str], str | None],
        redact: Callable[[str], str],
        public_url: Callable[[], str],
        submit: Callable[[SendRequest], SubmitResult],
        tokens: ChatTokens,
    ) -> None:
        self.store = store
        self.links = links
        self.rules = rules
        self.channels = Channels(
            settings,
            Hooks(
                vault_get=vault_get,
                redact=redact,
                approval_link=self._link_for,
                public_url=public_url,
                submit=submit,
                ensure_agent=self._ensure_agent,
                tokens=tokens,
            ),
        )
        self.deliverer = Deliverer(
            store,
            lambda: configured(settings),
            self.channels.send,
            lambda: settings.notify.mail_agent,
        )

    def run(self, now: datetime | None = None) -> NotifyReport:
        """Create the missing notices (held, unknown drafts) and send the due ones, with retries."""
        return self.deliverer.run(now or clock.now())

    def counts(self) -> dict[str, int]:
        """Notices by state (pending, sent, failed, moot) and the retries they took."""
        with self.store.read() as tx:
            return notices_store.counts(tx)

    def for_draft(self, draft_id: str) -> list[notices_store.NoticeRow]:
        """Every notice about one draft, with its tries and last error."""
        with self.store.read() as tx:
            return notices_store.for_draft(tx, draft_id)

    def _link_for(self, draft_id: str) -> str:
        try:
            return self.links.issue(draft_id, actor="notify")
        except (SecretUnavailable, InvalidInput):
            return ""  # no vault key, or no longer held: the notice points at the dashboard instead

    def _ensure_agent(self, name: str) -> None:
        with self.store.read() as tx:
            if rules_store.get_agent(tx, name) is not None:
                return
        with contextlib.suppress(Conflict):  # another process registered it first
            self.rules.add_agent(name, 0, actor="notify")


__all__ = ["Notices", "NotifyReport"]
