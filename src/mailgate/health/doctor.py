"""``mailgate doctor`` and the readiness probe (``gw.health``): is this home fit to run, and this worker
fit for traffic. Nothing is sent; every check says what it looked at."""

from __future__ import annotations

import functools
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from mailgate.accounts.hub import Accounts
from mailgate.audit.log import AuditLog
from mailgate.deadline import Deadline
from mailgate.errors import AuditBroken, InvalidInput, MailgateError
from mailgate.home import CONFIG_FILE, KEY_FILE
from mailgate.inbound.inbox import Inbox
from mailgate.outbound.sending import Sending
from mailgate.policy.admin import Rules
from mailgate.secrets import exposure
from mailgate.secrets.vault import SMTP_PASSWORD, Vault
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import metrics as store_metrics


@dataclass(frozen=True, kw_only=True)
class Check:
    """One line of `mailgate doctor`: ``name`` says what was checked (see CHECKS)."""

    name: str
    ok: bool
    detail: str

    @property
    def what(self) -> str:
        """What this check looks at, in words."""
        if self.name in CHECKS:
            return CHECKS[self.name]
        return f"inbound account {self.name}: TLS and login"


CHECKS = {
    "home": "the home directory exists and only its owner can read it",
    "config": "config.toml parses and every value in it is valid",
    "store": "the database is reachable and its schema is current",
    "vault": "the vault key can be read",
    "audit": "the audit log's keyed chain and anchor verify",
    "smtp": "the outgoing mail server: configured, TLS verified, login accepted",
    "agents": "at least one agent is registered",
}


@dataclass(frozen=True, kw_only=True)
class HealthParts:
    """The other parts the checks look through."""

    audit: AuditLog
    sending: Sending
    accounts: Accounts
    inbox: Inbox
    rules: Rules
    vault: Vault


class Health:
    """The checks of one home: configuration, files, store, vault, audit chain, servers, exposure."""

    def __init__(
        self,
        home: Path,
        settings: Settings,
        store: Store,
        *,
        has_key: bool,
        parts: HealthParts,
    ) -> None:
        self.home = home
        self.settings = settings
        self.store = store
        self.has_key = has_key
        self.audit = parts.audit
        self.sending = parts.sending
        self.accounts = parts.accounts
        self.inbox = parts.inbox
        self.rules = parts.rules
        self.vault = parts.vault

    def backend(self) -> str:
        """The store's database kind (sqlite, postgresql)."""
        return self.store.engine.dialect.name

    def ready_checks(self) -> list[Check]:
        """Is this worker fit for traffic: the store answers, its schema is current, sending is on."""
        try:
            with self.store.read() as tx:
                store_metrics.ping(tx)
        except MailgateError as exc:
            unchecked = "not checked: the store is unreachable"
            return [
                Check(name="store", ok=False, detail=str(exc)),
                Check(name="schema", ok=False, detail=unchecked),
                Check(name="sending", ok=False, detail=unchecked),
            ]
        checks = [Check(name="store", ok=True, detail=f"reachable ({self.backend()})")]
        try:
            current, detail = self.store.at_head()
            checks.append(Check(name="schema", ok=current, detail=detail))
        except MailgateError as exc:
            checks.append(Check(name="schema", ok=False, detail=str(exc)))
        try:
            paused = self.sending.is_paused()
            detail = "paused: nothing is sent until `mailgate resume`" if paused else "not paused"
            checks.append(Check(name="sending", ok=not paused, detail=detail))
        except MailgateError as exc:
            checks.append(Check(name="sending", ok=False, detail=str(exc)))
        return checks

    def doctor(self) -> list[Check]:
        """Settings, home, store, vault, audit chain, and TLS reachability of the configured servers.

        Nothing is sent. Every check is named by what it checks (``Check.name``, see CHECKS).
        """
        checks = [Check(name="config", ok=False, detail=p.message) for p in self.settings.problems] or [
            Check(name="config", ok=True, detail="every value in config.toml is valid")
        ]
        checks.append(_home_private(self.home))
        checks.append(Check(name="store", ok=True, detail=f"schema current ({self.backend()})"))
        # Without the key nothing can be approved, sent or audited: a failure even on an empty vault.
        checks.append(
            Check(name="vault", ok=True, detail="key readable")
            if self.has_key
            else Check(
                name="vault",
                ok=False,
                detail="no vault key: nothing can be approved, sent or audited; restore vault.key (0600) "
                "or $MAILGATE_VAULT_KEY, or run `mailgate init` on a new home",
            )
        )
        checks.append(self._audit_check())
        problem = self.sending.smtp_problem()
        checks.append(
            Check(name="smtp", ok=False, detail=problem + ": approved drafts would fail")
            if problem
            else self._probe("smtp", lambda: self.sending.settler().probe())
        )
        try:
            oauth = self.accounts.configured()
        except InvalidInput as exc:
            checks.append(Check(name="accounts", ok=False, detail=str(exc)))
            oauth = []
        for account in oauth:
            ok, detail = self.accounts.check(account)
            checks.append(Check(name=account.name, ok=ok, detail=detail))
        for source in self.inbox.transports():
            idle = source.capabilities.idle_wait
            if idle is not None:
                checks.append(self._probe(source.name, functools.partial(_imap_probe, idle)))
        if not self.rules.list_agents():
            checks.append(Check(name="agents", ok=False, detail="no agent yet: `mailgate agent add NAME`"))
        checks += self._exposure_checks(exposure.user_homes())
        return checks

    def _exposure_checks(
        self, homes: list[Path], system: tuple[str, ...] = exposure.SYSTEM_FILES
    ) -> list[Check]:
        """Where another OS user could read the upstream login or the home's own secrets."""
        owner = self.home.stat().st_uid
        # Files inside a home others cannot enter are safe whatever their mode; the "home" check
        # above reports a home that others can enter.
        reachable = bool(self.home.stat().st_mode & 0o011)
        private = [self.home / CONFIG_FILE, self.home / KEY_FILE] if reachable else []
        private += [Path(k) for k in (self.settings.web.tls_key, self.settings.submission.tls_key) if k]
        # Every agent's mail and drafts: a SQLite file outside the home has only its own mode.
        db = self.store.database_file()
        if db is not None and (reachable or self.home.resolve() not in db.resolve().parents):
            private += [db, Path(f"{db}-wal"), Path(f"{db}-shm")]
        checks = [
            Check(name="home files", ok=False, detail=f"{e.path}: {e.why}; run `chmod 600 {e.path}`")
            for e in exposure.private_files_exposed([p for p in private if p.exists()], owner)
        ]
        try:
            password: str | None = self.vault.get(SMTP_PASSWORD)
        except MailgateError:
            password = None
        files = exposure.candidate_files(homes, system)
        found, unreadable = exposure.find_exposed(
            files, owner_uid=owner, password=password, smtp_host=self.settings.smtp.host
        )
        checks += [
            Check(
                name="upstream password",
                ok=False,
                detail=f"{e.path}: {e.why}; agents could send around the gate: keep the password only "
                "in the vault (`mailgate vault set mail.smtp.password`) and delete it here",
            )
            for e in found
        ]
        if not found:
            looked = f"{len(files)} mail-client file(s) in {len(homes)} home(s) and /etc"
            note = f"; could not read {', '.join(map(str, unreadable))}" if unreadable else ""
            checks.append(
                Check(
                    name="upstream password",
                    ok=not unreadable,
                    detail=f"no other user can read it: checked {looked}{note}",
                )
            )
        return checks

    def _audit_check(self) -> Check:
        try:
            verified = self.audit.verify()
        except AuditBroken as exc:
            return Check(name="audit", ok=False, detail=str(exc))
        detail = f"chain verified: {verified.rows} rows, keyed with the vault key"
        if verified.legacy:
            detail += f" ({verified.legacy} unkeyed rows from before, sealed by the first keyed one)"
        unwritable = (
            self.audit.chain.anchor.writable() if self.audit.chain.anchor is not None else "no anchor file"
        )
        if unwritable:
            return Check(name="audit", ok=False, detail=f"{detail}; but {unwritable}")
        return Check(name="audit", ok=True, detail=detail)

    def _probe(self, name: str, action: Callable[[], str]) -> Check:
        try:
            return Check(name=name, ok=True, detail=action())
        except MailgateError as exc:
            return Check(name=name, ok=False, detail=str(exc))


def _home_private(home: Path) -> Check:
    # The wall between agents and the owner is the home's mode: another user who can read it can
    # read the vault key and the database, and so approve mail or mint tokens.
    mode = home.stat().st_mode & 0o777
    if mode & 0o077:
        return Check(
            name="home",
            ok=False,
            detail=f"{home} is mode {mode:03o}: other users can read it; run `chmod 700 {home}`",
        )
    problem = _home_takeable(home)
    if problem:
        return Check(name="home", ok=False, detail=problem)
    return Check(name="home", ok=True, detail=f"{home} is private to its owner (mode {mode:03o})")


def _home_takeable(home: Path) -> str:
    """Why another user could take the home over despite its mode, or "".

    Mode 0700 means nothing when the directory belongs to someone else (an agent that made the
    folder before `init` can chmod it back, read the database, replace config.toml) or when a
    folder above it lets another user rename it away and put one of their own in its place (as
    OpenSSH's StrictModes checks). Root and the user running mailgate are trusted; a sticky
    world-writable folder such as /tmp lets nobody rename what is not theirs.
    """
    me = os.geteuid()
    trusted = {0, me}
    info = home.stat()
    if info.st_uid != me:
        return (
            f"{home} belongs to uid {info.st_uid}, not to the user running mailgate (uid {me}): that "
            f"user can open it whatever its mode; make a new home owned by this user"
        )
    for folder in home.resolve().parents:
        info = folder.stat()
        writable = info.st_mode & (stat.S_IWGRP | stat.S_IWOTH) and not info.st_mode & stat.S_ISVTX
        if info.st_uid not in trusted or writable:
            return (
                f"{folder} (above the home) belongs to uid {info.st_uid} with mode "
                f"{stat.S_IMODE(info.st_mode):04o}: another user could rename the home away and put "
                f"their own in its place; keep the home under folders only root and uid {me} can change"
            )
    return ""


def _imap_probe(idle: Callable[[Deadline], bool]) -> str:
    idle(Deadline.after(1.0, "IMAP check"))  # connects, verifies TLS, logs in, selects
    return "TLS and login ok"


__all__ = ["CHECKS", "Check", "Health", "HealthParts"]
