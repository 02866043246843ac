"""Agent tokens: minted and revoked only by the owner on the machine; checked on every request.

A token reads ``mg_<id>_<secret>``: the prefix lets secret scanners spot a leaked one, the id
finds the row, and the 256-bit secret is what proves possession. The store keeps an HMAC of the
secret under a key derived from the vault key, so a copy of the database neither reveals a token
nor lets someone who can write the database mint one.
"""

from __future__ import annotations

import base64
import hmac
import re
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from hashlib import sha256

from mailgate import audit, clock
from mailgate.agents.scopes import Scope, parse_scopes, render_scopes
from mailgate.errors import InvalidInput, NotFound, SecretUnavailable, Unauthorized
from mailgate.model import AGENT_NAME
from mailgate.store import Store
from mailgate.store import rules as rules_store
from mailgate.store import tokens as tokens_store
from mailgate.store.tokens import TokenRow

PREFIX = "mg_"
_TOKEN = re.compile(r"mg_([a-z2-7]{16})_([A-Za-z0-9_-]{43})")
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}")
# Every use updates "last used"; within this window a second write would say nothing new.
_TOUCH_EVERY = timedelta(seconds=1)


@dataclass(frozen=True, kw_only=True)
class Caller:
    """An authenticated agent: the agent it speaks for, the token's id and its scopes."""

    agent: str
    token_id: str
    scopes: frozenset[Scope]


@dataclass(frozen=True, kw_only=True)
class TokenCheck:
    """A presented token judged by reading alone: the caller, or the refusal still to be audited."""

    caller: Caller | None
    token_id: str
    refusal: str
    touch_at: datetime | None = None  # the last-used stamp to write, when one is due

    @property
    def needs_write(self) -> bool:
        """True when concluding it writes: a refusal's audit row or a last-used stamp."""
        return self.caller is None or self.touch_at is not None


@dataclass(frozen=True, kw_only=True)
class DoorRule:
    """A door's own condition on a valid token's caller (the SMTP door: the user name is its agent)."""

    refusal: Callable[[Caller], str]  # why the caller may not come in ("": it may); reads nothing
    record: Callable[[Caller, str], None]  # audits that refusal (a write: run in a worker)


# Runs a blocking call in a worker thread and awaits its result (run_in_executor, run_in_threadpool).
Offload = Callable[[Callable[[], Caller]], Awaitable[Caller]]


@dataclass(frozen=True, kw_only=True)
class TokenInfo:
    """What `token list` shows of a token: never the token itself."""

    id: str
    agent: str
    name: str
    scopes: frozenset[Scope]
    created_at: datetime
    expires_at: datetime | None
    last_used_at: datetime | None
    revoked_at: datetime | None

    def to_json(self) -> dict[str, object]:
        """The JSON form used by `token list --json`."""
        return {
            "id": self.id,
            "agent": self.agent,
            "name": self.name,
            "scopes": sorted(s.value for s in self.scopes),
            "created_at": self.created_at,
            "expires_at": self.expires_at,
            "last_used_at": self.last_used_at,
            "revoked_at": self.revoked_at,
        }


@dataclass(frozen=True, kw_only=True)
class IssuedToken:
    """A freshly minted token: shown to the owner once, then only its hash exists."""

    info: TokenInfo
    token: str

    def __repr__(self) -> str:
        return f"IssuedToken(id={self.info.id!r}, token=<hidden>)"


class Tokens:
    """Mint, list, revoke and check agent tokens for one home."""

    def __init__(self, store: Store, key: bytes | None) -> None:
        self.store = store
        self._key = key

    def create(
        self,
        agent: str,
        scopes: str,
        *,
        expires_in: timedelta | None = None,
        name: str = "",
        actor: str = "owner",
    ) -> IssuedToken:
        """Mint a token for a registered agent; the return value is the only copy of the token."""
        parsed = parse_scopes(scopes)
        if name and not _NAME.fullmatch(name):
            raise InvalidInput("name", "letters, digits, space, dot, dash, underscore; at most 64", name)
        if expires_in is not None and expires_in <= timedelta(0):
            raise InvalidInput("expires", "must be in the future", str(expires_in))
        token_id = _b32(secrets.token_bytes(10))
        secret = secrets.token_urlsafe(32)
        token = f"{PREFIX}{token_id}_{secret}"
        now = clock.now()
        row = TokenRow(
            id=token_id,
            agent=agent,
            name=name,
            scopes=render_scopes(parsed),
            token_hash=self._mac(secret),
            created_at=now,
            expires_at=None if expires_in is None else now + expires_in,
            last_used_at=None,
            revoked_at=None,
        )
        with self.store.write() as tx:
            if rules_store.get_agent(tx, agent) is None:
                raise NotFound("agent", agent)
            tokens_store.add(tx, row)
            audit.record(
                tx,
                actor=actor,
                action="token.create",
                subject=token_id,
                detail={"agent": agent, "scopes": row.scopes, "name": name, "expires_at": row.expires_at},
            )
        return IssuedToken(info=_info(row), token=token)

    def list(self, agent: str | None = None) -> list[TokenInfo]:
        """Every token's metadata, oldest first."""
        with self.store.read() as tx:
            return [_info(r) for r in tokens_store.list_all(tx, agent)]

    def revoke(self, token_id: str, *, actor: str = "owner") -> TokenInfo:
        """Revoke a token at once; every later request with it is refused."""
        with self.store.write() as tx:
            if tokens_store.revoke(tx, token_id, clock.now()):
                audit.record(tx, actor=actor, action="token.revoke", subject=token_id)
            row = tokens_store.get(tx, token_id)
        assert row is not None
        return _info(row)

    @staticmethod
    def well_formed(presented: str | None) -> bool:
        """True when ``presented`` has a token's shape (prefix, id, secret); says nothing of its validity."""
        return _TOKEN.fullmatch(presented or "") is not None

    def authenticate(self, presented: str | None, *, door: str) -> Caller:
        """The caller a presented token speaks for; every refusal is audited with the token id."""
        return self.conclude(self.check(presented), door=door)

    def check(self, presented: str | None) -> TokenCheck:
        """A presented token judged by reading alone: its caller or why not, and whether a write is due.

        Writes nothing: :meth:`conclude` does the writes (the refusal's audit row, the last-used
        stamp). A door that can read without waiting on a writer (SQLite in WAL) checks here, on
        its own thread, and hands the check to a worker only when ``needs_write``.
        """
        if self._key is None:
            raise SecretUnavailable("the vault key is missing: agent tokens cannot be checked")
        match = _TOKEN.fullmatch(presented or "")
        if match is None:
            return TokenCheck(caller=None, token_id="", refusal="missing or malformed token")
        token_id, secret = match.group(1), match.group(2)
        with self.store.read() as tx:
            row = tokens_store.get(tx, token_id)
        now = clock.now()
        why = ""
        if row is None or not hmac.compare_digest(row.token_hash, self._mac(secret)):
            why = "unknown token"
        elif row.revoked_at is not None:
            why = "revoked token"
        elif row.expires_at is not None and row.expires_at <= now:
            why = "expired token"
        if why or row is None:
            return TokenCheck(caller=None, token_id=token_id, refusal=why)
        due = row.last_used_at is None or now - row.last_used_at >= _TOUCH_EVERY
        caller = Caller(agent=row.agent, token_id=token_id, scopes=parse_scopes(row.scopes))
        return TokenCheck(caller=caller, token_id=token_id, refusal="", touch_at=now if due else None)

    def check_now(self, presented: str | None) -> TokenCheck | None:
        """:meth:`check`, when the store can be read right now without waiting; None when it cannot.

        For an event loop's own thread: it may read only when nothing can make it wait (SQLite in
        WAL, as the database answered, with a pooled connection free: ``Store.reads_never_wait``).
        """
        return self.check(presented) if self.store.reads_never_wait() else None

    async def authenticate_from_loop(
        self, presented: str | None, *, door: str, offload: Offload, rule: DoorRule | None = None
    ) -> Caller:
        """:meth:`authenticate` for a door on an event loop: the loop never waits on the store.

        The token is read on the loop when that cannot wait (:meth:`check_now`); a login that
        writes (a refusal to audit, the last-used stamp, ``rule``'s refusal) is finished by
        ``offload`` in a worker with that same check, so the token is read once. When the store's
        reads may wait, the whole check runs in the worker. Every refusal is audited once.
        """
        checked = self.check_now(presented)
        passed = checked.caller if checked is not None and not checked.needs_write else None
        if passed is not None and (rule is None or not rule.refusal(passed)):
            return passed

        def finish() -> Caller:
            caller = self.conclude(checked if checked is not None else self.check(presented), door=door)
            why = rule.refusal(caller) if rule is not None else ""
            if rule is not None and why:
                rule.record(caller, why)
                raise Unauthorized(why)
            return caller

        return await offload(finish)

    def conclude(self, check: TokenCheck, *, door: str) -> Caller:
        """The caller of a passed check (last-used stamped when due); a refusal is audited and raised."""
        if check.caller is None:
            self._refuse(check.token_id, check.refusal, door)
        assert check.caller is not None
        if check.touch_at is not None:
            with self.store.write() as tx:
                tokens_store.touch(tx, check.token_id, check.touch_at)
        return check.caller

    def _refuse(self, token_id: str, why: str, door: str) -> None:
        with self.store.write() as tx:
            audit.record(
                tx,
                actor=f"token:{token_id}" if token_id else "token:-",
                action="token.refused",
                subject=token_id,
                detail={"reason": why, "door": door},
            )
        raise Unauthorized(f"{why}: present an agent token (`mailgate token create`) as a bearer token")

    def _mac(self, secret: str) -> str:
        assert self._key is not None
        return hmac.new(self._key, secret.encode("ascii"), sha256).hexdigest()


def parse_duration(text: str) -> timedelta:
    """``30d``, ``12h``, ``45m``: a token's lifetime; InvalidInput otherwise."""
    match = re.fullmatch(r"(\d{1,5})([dhm])", text.strip())
    if match is None:
        raise InvalidInput("expires", "must look like 30d, 12h or 45m", text)
    amount, unit = int(match.group(1)), match.group(2)
    delta = {"d": timedelta(days=amount), "h": timedelta(hours=amount), "m": timedelta(minutes=amount)}[unit]
    if delta <= timedelta(0):
        raise InvalidInput("expires", "must be in the future", text)
    return delta


def check_agent_name(agent: str) -> None:
    """Refuse a malformed agent name before any lookup."""
    if not AGENT_NAME.match(agent or ""):
        raise InvalidInput("agent", "must match ^[a-z][a-z0-9_]{0,31}$", agent)


def shown_login_name(name: str) -> str:
    """A login's user name as it may be kept in the audit: withheld when it reads like a token.

    An agent that types its token into the SMTP user field (or pastes it in both fields) must not
    leave it in the audit log, its backups and ``mailgate audit`` output in the clear.
    """
    if PREFIX in name.lower() or len(name) > 40:
        return "(withheld: reads like a token)"
    return name


def _b32(data: bytes) -> str:
    return base64.b32encode(data).decode("ascii").lower().rstrip("=")


def _info(row: TokenRow) -> TokenInfo:
    return TokenInfo(
        id=row.id,
        agent=row.agent,
        name=row.name,
        scopes=parse_scopes(row.scopes),
        created_at=row.created_at,
        expires_at=row.expires_at,
        last_used_at=row.last_used_at,
        revoked_at=row.revoked_at,
    )
