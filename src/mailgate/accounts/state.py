"""What each OAuth account remembers between runs, on the store's small named flags.

* ``account.cursor.<name>``: where the next pull starts (Gmail's historyId, Graph's deltaLink);
* ``account.signin.<name>``: set when the provider refused the grant (revoked or expired): the
  account is not used until it is signed in again, so nothing hammers the token endpoint and
  the owner is alerted exactly once.
"""

from __future__ import annotations

from mailgate import audit, clock
from mailgate.store import Store
from mailgate.store import settings as flags

CURSOR = "account.cursor."
SIGNIN = "account.signin."


class AccountState:
    """Cursors and sign-in marks of the OAuth accounts."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def cursor(self, account: str) -> str | None:
        """Where the account's next pull starts, or None before the first complete pull."""
        with self.store.read() as tx:
            return flags.get_flag(tx, CURSOR + account)

    def set_cursor(self, account: str, value: str | None) -> None:
        """Remember (or forget, with None) where the next pull starts."""
        with self.store.write() as tx:
            flags.set_flag(tx, CURSOR + account, value)

    def needs_signin(self, account: str) -> str | None:
        """Why the account needs signing in again (with when), or None when it is usable."""
        with self.store.read() as tx:
            return flags.get_flag(tx, SIGNIN + account)

    def mark_needs_signin(self, account: str, provider: str, why: str) -> bool:
        """Mark the account; True only for the call that set the mark (the one that alerts)."""
        with self.store.write() as tx:
            if flags.get_flag(tx, SIGNIN + account) is not None:
                return False
            flags.set_flag(tx, SIGNIN + account, f"{clock.now().isoformat()} {why}")
            audit.record(
                tx,
                actor="mailgate",
                action="account.needs_signin",
                subject=account,
                detail={"provider": provider, "why": why},
            )
        return True

    def signed_in(self, account: str, provider: str, *, actor: str = "owner") -> None:
        """Clear the mark after a successful sign-in, with its audit row."""
        with self.store.write() as tx:
            flags.set_flag(tx, SIGNIN + account, None)
            audit.record(
                tx, actor=actor, action="account.signin", subject=account, detail={"provider": provider}
            )

    def forget(self, account: str, *, actor: str = "owner") -> None:
        """Drop every flag of a removed account, with its audit row."""
        with self.store.write() as tx:
            flags.set_flag(tx, SIGNIN + account, None)
            flags.set_flag(tx, CURSOR + account, None)
            audit.record(tx, actor=actor, action="account.remove", subject=account)
