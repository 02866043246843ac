"""Sending as the front doors see it (``gw.sending``): the settler's passes, the kill switch, and
the search for unknown sends. The settler in ``outbound/settle.py`` is still the one sender."""

from __future__ import annotations

from collections.abc import Callable

from mailgate import audit, clock
from mailgate.accounts.hub import Accounts
from mailgate.inbound.inbox import Inbox
from mailgate.outbound.desk import require_enabled
from mailgate.outbound.reconcile import Finder, ReconcileReport, reconcile
from mailgate.outbound.settle import NOT_CONFIGURED, Settler, SettleReport
from mailgate.secrets.guard import SecretsGuard
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import settings as flags


class Sending:
    """The settler and its switches, for one home."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        secrets: SecretsGuard,
        chain_key: audit.ChainKey | None,
        accounts: Accounts,
        inbox: Inbox,
    ) -> None:
        self.store = store
        self.settings = settings
        # The SMTP password and the leak scan run again right before each send.
        self.secrets = secrets
        self.chain_key = chain_key
        self.accounts = accounts
        self.inbox = inbox

    def smtp_problem(self) -> str:
        """Why approved mail cannot go out as configured ("" when a server and From are set)."""
        if not self.settings.smtp.host:
            return f"{NOT_CONFIGURED} ([smtp] host is empty in config.toml)"
        if not self.settings.smtp.from_addr:
            return f"{NOT_CONFIGURED}: smtp.from_addr is empty"
        return ""

    def set_paused(self, paused: bool, *, actor: str = "owner") -> None:
        """The kill switch: while paused the settler takes nothing."""
        with self.store.write() as tx:
            flags.set_flag(tx, flags.PAUSE_FLAG, clock.now().isoformat() if paused else None)
            audit.record(tx, actor=actor, action="send.pause" if paused else "send.resume", subject="settler")

    def is_paused(self) -> bool:
        """True while the kill switch holds every send."""
        with self.store.read() as tx:
            return flags.get_flag(tx, flags.PAUSE_FLAG) is not None

    def settler(self, on_step: Callable[[str, str], None] | None = None) -> Settler:
        """The one sender; its SMTP password and its last leak scan come from the secrets guard."""
        return Settler(
            self.store,
            self.settings,
            self.secrets,
            on_step,
            self.chain_key,
            self.accounts.sender_link,
        )

    def settle(self) -> SettleReport:
        """One settler pass (``mailgate settle --once``)."""
        require_enabled(self.settings)
        return self.settler().settle()

    def reconcile(self) -> ReconcileReport:
        """Look for unknown sends in the sent mail of the account they went through; never re-sends."""
        return reconcile(self.store, self._finders, earn_after=self.settings.mail.trust_after_approved_sends)

    def _finders(self, via: str) -> list[Finder]:
        """Where a draft sent ``via`` a transport can be looked for."""
        if via.startswith("account:"):
            account = self.accounts.get(via.removeprefix("account:"))
            return [self.accounts.source(account)]
        # Sent over SMTP: the [[imap]] accounts that name their sent folder.
        finders: list[Finder] = []
        for entry in self.settings.imap:
            if entry.sent_folder:
                imap = entry.checked()
                finders.append(self.inbox.imap_source(imap, _NoCursors()))
        return finders


class _NoCursors:
    """Cursors for an IMAP source used only to search (reconcile never reads new mail)."""

    def get_cursor(self, account: str, folder: str) -> tuple[int, int] | None:
        return None

    def set_cursor(self, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
        return None


__all__ = ["Sending", "SettleReport"]
