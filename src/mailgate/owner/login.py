"""The owner's dashboard login: an Argon2id password or a one-time signed link, then a session.

This identity is separate from every agent: agent tokens live in another table, are checked by
another module and never open a session here. Failed password attempts are limited per client
address and overall, in this process; a signed login link is not (it cannot be guessed, and the
limit must not let whoever reaches the port lock the owner out); every attempt is audited.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass
from datetime import datetime, timedelta

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from mailgate import audit, clock
from mailgate.errors import (
    InvalidInput,
    LinkRefused,
    NotConfigured,
    RateLimited,
    SecretUnavailable,
    Unauthorized,
)
from mailgate.owner.signing import Signer
from mailgate.store import Store
from mailgate.store import owner as owner_store

SESSION_TTL = timedelta(hours=12)
LOGIN_LINK_TTL = timedelta(minutes=10)
MAX_LOGIN_LINK_TTL = timedelta(hours=1)
MIN_PASSWORD = 12
MAX_PASSWORD = 1024
LOGIN_LINK_PURPOSE = "login"


@dataclass(frozen=True, kw_only=True)
class OwnerSession:
    """A logged-in owner: the cookie secret (known only when the session is made), CSRF token, expiry."""

    secret: str
    csrf: str
    expires_at: datetime


class LoginLimit:
    """Failed logins per client address and overall within a sliding window, in this process."""

    def __init__(self, per_ip: int = 5, overall: int = 30, window_secs: float = 900.0) -> None:
        self.per_ip = per_ip
        self.overall = overall
        self.window = window_secs
        self._by_ip: dict[str, deque[float]] = {}
        self._all: deque[float] = deque()
        self._lock = threading.Lock()

    def _trim(self, q: deque[float], now: float) -> deque[float]:
        while q and q[0] <= now - self.window:
            q.popleft()
        return q

    def check(self, ip: str) -> str:
        """ "" when another attempt may be made, else which limit is reached ("ip" or "overall")."""
        now = time.monotonic()
        with self._lock:
            if len(self._trim(self._by_ip.get(ip, deque()), now)) >= self.per_ip:
                return "ip"
            if len(self._trim(self._all, now)) >= self.overall:
                return "overall"
        return ""

    def failed(self, ip: str) -> None:
        """Count one failed attempt from ``ip``."""
        now = time.monotonic()
        with self._lock:
            self._by_ip.setdefault(ip, deque()).append(now)
            self._all.append(now)


def _hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


class OwnerLogin:
    """Password, login links and sessions of the one owner of a home."""

    def __init__(self, store: Store, link_key: bytes | None, limit: LoginLimit | None = None) -> None:
        self.store = store
        self._links = Signer(link_key, "mailgate owner login link") if link_key is not None else None
        self.limit = limit or LoginLimit()
        self._hasher = PasswordHasher()  # Argon2id with the library's current parameters

    # --- setting up ---------------------------------------------------------------------------

    def set_password(self, password: str, *, actor: str = "owner") -> None:
        """Store the dashboard password's hash; every open session ends (a new password logs all out)."""
        if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
            raise InvalidInput(
                "password",
                f"must be {MIN_PASSWORD} to {MAX_PASSWORD} characters",
                f"{len(password)} characters",
            )
        hashed = self._hasher.hash(password)
        now = clock.now()
        with self.store.write() as tx:
            owner_store.set_password_hash(tx, hashed, now)
            ended = owner_store.end_all_sessions(tx)
            audit.record(
                tx, actor=actor, action="owner.password", subject="owner", detail={"sessions_ended": ended}
            )

    def login_link(self, ttl: timedelta = LOGIN_LINK_TTL, *, actor: str = "owner") -> str:
        """A signed token for one login within ``ttl`` (at most an hour); usable once."""
        if not timedelta(0) < ttl <= MAX_LOGIN_LINK_TTL:
            raise InvalidInput("ttl", "a login link lives between 1 second and 1 hour", str(ttl))
        signer = self._signer()
        link_id = secrets.token_hex(16)
        expires = clock.now() + ttl
        with self.store.write() as tx:
            audit.record(
                tx,
                actor=actor,
                action="owner.login_link",
                subject=link_id,
                detail={"expires_at": expires.isoformat()},
            )
        return signer.sign({"p": LOGIN_LINK_PURPOSE, "i": link_id, "e": int(expires.timestamp())})

    def _signer(self) -> Signer:
        if self._links is None:
            raise SecretUnavailable(
                "the vault key is missing: login links are signed with a key derived from it"
            )
        return self._links

    def has_password(self) -> bool:
        """Whether a dashboard password is set (without one, only a login link opens a session)."""
        with self.store.read() as tx:
            return owner_store.password_hash(tx) is not None

    # --- logging in ---------------------------------------------------------------------------

    def login(self, password: str, *, ip: str) -> OwnerSession:
        """A new session for the right password; Unauthorized or RateLimited otherwise (all audited)."""
        self._check_limit(ip, "password")
        with self.store.read() as tx:
            hashed = owner_store.password_hash(tx)
        if hashed is None:
            self._refuse(ip, "password", "no password is set")
            raise NotConfigured("no dashboard password is set: run `mailgate owner password`")
        try:
            self._hasher.verify(hashed, password[:MAX_PASSWORD])
        except (VerificationError, InvalidHashError):
            self._refuse(ip, "password", "wrong password")
            raise Unauthorized("wrong password") from None
        return self._open_session(ip, "password")

    def redeem_login_link(self, token: str, *, ip: str) -> OwnerSession:
        """A new session for an unused, unexpired login link; LinkRefused otherwise (audited).

        Not held back by the failed-login limit, and a refused link does not count towards it: a
        link is signed and made by the owner on the machine, so it cannot be guessed, while anyone
        who reaches the port (a local agent) can use the limit up with wrong passwords on purpose.
        The link is then the owner's way in (and to the pause switch).
        """
        try:
            doc = self._signer().verify(token)
            if doc.get("p") != LOGIN_LINK_PURPOSE or not isinstance(doc.get("i"), str):
                raise LinkRefused("this is not a login link", "tampered")
            if not isinstance(doc.get("e"), int) or doc["e"] <= clock.now().timestamp():
                raise LinkRefused("this login link has expired: ask for a new one", "expired")
            with self.store.write() as tx:
                if not owner_store.mark_link_used(tx, doc["i"], LOGIN_LINK_PURPOSE, "", clock.now()):
                    raise LinkRefused("this login link was used already: each works once", "used")
        except LinkRefused as exc:
            self._refuse(ip, "link", exc.why, counted=False)
            raise
        return self._open_session(ip, "link")

    def _check_limit(self, ip: str, via: str) -> None:
        reached = self.limit.check(ip)
        if reached:
            with self.store.write() as tx:
                audit.record(
                    tx,
                    actor=f"web:{ip}",
                    action="owner.login_limited",
                    subject="owner",
                    detail={"limit": reached, "via": via},
                )
            raise RateLimited(
                "too many failed logins "
                + ("from this address" if reached == "ip" else "overall")
                + ": try again later",
                self.limit.window,
            )

    def _refuse(self, ip: str, via: str, why: str, *, counted: bool = True) -> None:
        if counted:
            self.limit.failed(ip)
        with self.store.write() as tx:
            audit.record(
                tx,
                actor=f"web:{ip}",
                action="owner.login_failed",
                subject="owner",
                detail={"via": via, "why": why},
            )

    def _open_session(self, ip: str, via: str) -> OwnerSession:
        secret = secrets.token_urlsafe(32)
        csrf = secrets.token_urlsafe(32)
        now = clock.now()
        expires = now + SESSION_TTL
        with self.store.write() as tx:
            owner_store.end_expired_sessions(tx, now)
            owner_store.add_session(tx, _hash_secret(secret), csrf, now, expires)
            audit.record(tx, actor=f"web:{ip}", action="owner.login", subject="owner", detail={"via": via})
        return OwnerSession(secret=secret, csrf=csrf, expires_at=expires)

    # --- sessions -----------------------------------------------------------------------------

    def session(self, secret: str) -> OwnerSession | None:
        """The live session for a cookie value, or None (unknown, ended or expired)."""
        if not secret or len(secret) > 128:
            return None
        with self.store.read() as tx:
            row = owner_store.get_session(tx, _hash_secret(secret))
        if row is None or clock.as_utc(row["expires_at"]) <= clock.now():
            return None
        return OwnerSession(secret=secret, csrf=str(row["csrf"]), expires_at=clock.as_utc(row["expires_at"]))

    def logout(self, secret: str) -> None:
        """End one session."""
        with self.store.write() as tx:
            owner_store.end_session(tx, _hash_secret(secret))
            audit.record(tx, actor="web:owner", action="owner.logout", subject="owner")
