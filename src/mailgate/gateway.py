"""The service every front door calls (CLI, MCP, web, proxy); none of them touches the store directly."""

from __future__ import annotations

import functools
import os
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

from mailgate import audit, clock
from mailgate import config as configuration
from mailgate.accounts.hub import Accounts
from mailgate.accounts.settings import OAuthAccount
from mailgate.agents.operations import AgentOperations
from mailgate.agents.tokens import Tokens
from mailgate.anchor import ANCHOR_FILE, Anchor
from mailgate.audit.log import AuditLog
from mailgate.deadline import Deadline
from mailgate.door_settings import DoorSettings
from mailgate.errors import (
    AuditBroken,
    InvalidInput,
    MailgateError,
    SecretUnavailable,
    StoreUnavailable,
)
from mailgate.home import CONFIG_FILE, KEY_FILE, database_url
from mailgate.inbound.inbox import Inbox
from mailgate.inbound.pipeline import Redactor
from mailgate.mailboxes import MailboxRules, mailbox_rules
from mailgate.model import DraftRequest, DraftState
from mailgate.notify.alarms import Alarm, notify, notify_account
from mailgate.notify.chat import ChatTokens
from mailgate.notify.decisions import ChatAnswer, ChatDecisions
from mailgate.notify.notices import Notices
from mailgate.outbound.desk import OutboxDesk, Resolution
from mailgate.outbound.outbox import Outbox
from mailgate.outbound.sending import Sending, SettleReport
from mailgate.owner.approvals import Links
from mailgate.owner.links import ApprovalLinks
from mailgate.owner.login import OwnerLogin
from mailgate.policy.admin import AgentInfo, Rules
from mailgate.policy.rules import BlockedContent
from mailgate.secrets import exposure
from mailgate.secrets.cipher import VaultCipher
from mailgate.secrets.keystore import load_vault_key
from mailgate.secrets.leaks import LeakHit, LeakScanner
from mailgate.secrets.parts import draft_parts
from mailgate.secrets.vault import SMTP_PASSWORD, Vault, imap_password_name
from mailgate.store import Store
from mailgate.store import drafts as stored_drafts
from mailgate.store import mails as mails_store
from mailgate.store import metrics as store_metrics
from mailgate.store import rules as stored
from mailgate.store import settings as flags
from mailgate.store.metrics import StoreCounts

RAW_MAIL_AAD = "mail.raw"  # associated data binding sealed raw mail to its purpose
# HKDF label: the token key is derived from, never equal to, the vault key.
TOKEN_KEY_PURPOSE = "mailgate agent tokens v1"  # noqa: S105 - a label, not a secret
# The owner's links get keys of their own: a leaked approval-link key cannot mint login links.
LOGIN_LINK_KEY_PURPOSE = "mailgate owner login links v1"
APPROVAL_LINK_KEY_PURPOSE = "mailgate approval links v1"
CHAT_KEY_PURPOSE = "mailgate chat decisions v1"


class Gateway:
    """One mailgate home: configuration, store, vault, rules and outbox."""

    def __init__(
        self,
        home: Path,
        cfg: configuration.Config,
        store: Store,
        cipher: VaultCipher | None,
        chain: audit.AuditChain | None = None,
    ) -> None:
        self.home = home
        self.cfg = cfg
        self.store = store
        self.chain = chain or audit.AuditChain(key=None, anchor=Anchor(home / ANCHOR_FILE))
        # Every write transaction of this store signs its audit rows with this chain.
        store.chain = self.chain
        self.vault = Vault(store, cipher)
        self._cipher = cipher
        self._scanner_cache: tuple[str, LeakScanner | None] | None = None
        self.mailboxes = mailbox_rules(cfg)
        self.rules = Rules(store, self.mailboxes)
        self.audit = AuditLog(home, store, cfg, self.chain)
        self.accounts = Accounts(cfg, store, self.vault, self._account_alarm)
        self.outbox = OutboxDesk(
            store,
            cfg,
            Outbox(store, cfg, self._scan_outbound, self._alarm, lambda text: self._redactor()(text)[0]),
            self.chain,
        )
        self.inbox = Inbox(
            home,
            store,
            cfg,
            self._redactor,
            self._seal,
            lambda account: self.vault.get(imap_password_name(account)),
            lambda: [self.accounts.source(a) for a in self.accounts.configured()],
            self.accounts.bearer,
        )
        self.sending = Sending(
            store,
            cfg,
            lambda: self.vault.get(SMTP_PASSWORD),
            self._scan_outbound,
            self.chain.key,
            self.accounts,
            self.inbox,
        )
        # Agent identity: tokens are checked with a key derived from the vault key (none without it).
        self.tokens = Tokens(store, cipher.derive(TOKEN_KEY_PURPOSE) if cipher is not None else None)
        self.agents = AgentOperations(
            store, cfg, self.inbox, lambda req, actor: self.outbox.submit(req, actor=actor, require_key=True)
        )
        # The owner on the web: a password or login link opens a session; approval links name one draft.
        self.owner = OwnerLogin(store, cipher.derive(LOGIN_LINK_KEY_PURPOSE) if cipher is not None else None)
        self.links = Links(
            ApprovalLinks(store, cipher.derive(APPROVAL_LINK_KEY_PURPOSE) if cipher is not None else None),
            self.outbox,
        )
        self.settings = DoorSettings(cfg)
        # Telling the owner: notices for held and unknown drafts, and the chat buttons that decide.
        chat_tokens = ChatTokens(cipher.derive(CHAT_KEY_PURPOSE) if cipher is not None else None)
        self.notices = Notices(
            store,
            cfg,
            self.links,
            self.rules,
            vault_get=self.vault.get,
            redact=self.redact,
            public_url=self.settings.public_url,
            submit=lambda req: self.outbox.submit(req, actor="notify", require_key=True),
            tokens=chat_tokens,
        )
        self.chat = ChatDecisions(store, cfg, chat_tokens, self.outbox, self.audit, self.vault)

    # --- outbound ---------------------------------------------------------------------------

    def store_counts(self) -> StoreCounts:
        """Drafts by state, decisions by rule, sends by outcome, alarms, notices (for ``/metrics``)."""
        with self.store.read() as tx:
            return store_metrics.counts(tx)

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
        checks = [Check(name="store", ok=True, detail=f"reachable ({self.store.engine.dialect.name})")]
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

    # --- the owner on the web -----------------------------------------------------------------

    # --- telling the owner ----------------------------------------------------------------------

    def redact(self, text: str) -> str:
        """``text`` with every vault value and canary replaced by [REDACTED]."""
        return self._redactor()(text)[0]

    def daily_counts(self, days: int = 14) -> list[DayCount]:
        """Sent, held, denied and received per UTC day, oldest first, ending today."""
        today = clock.now().date()
        first = today - timedelta(days=days - 1)
        since = datetime(first.year, first.month, first.day, tzinfo=clock.now().tzinfo)
        counts: dict[date, Counter[str]] = {first + timedelta(days=n): Counter() for n in range(days)}

        def bump(at: datetime | None, what: str) -> None:
            if at is not None and clock.as_utc(at).date() in counts:
                counts[clock.as_utc(at).date()][what] += 1

        with self.store.read() as tx:
            for row in stored_drafts.activity_since(tx, since):
                if row["verdict"].get("decision") == "hold":
                    bump(row["created_at"], "held")
                if row["state"] == DraftState.SENT.value:
                    bump(row["sent_at"], "sent")
                if row["state"] == DraftState.REJECTED.value:
                    bump(row["updated_at"], "denied")
            for at in mails_store.received_since(tx, since):
                bump(at, "received")
        return [
            DayCount(day=d, sent=c["sent"], held=c["held"], denied=c["denied"], received=c["received"])
            for d, c in sorted(counts.items())
        ]

    # --- secrets ----------------------------------------------------------------------------

    def leak_scanner(self, fingerprint: str | None = None) -> LeakScanner | None:
        """A scanner over every vault value and canary, rebuilt only when the vault changed.

        ``fingerprint`` is the vault generation when the caller has just read it (the settler does,
        inside its claim); otherwise one small query reads it.
        """
        # One small query tells whether the vault changed, in this process or another worker.
        if fingerprint is None:
            fingerprint = self.vault.fingerprint()
        if self._scanner_cache is None or self._scanner_cache[0] != fingerprint:
            secrets = self.vault.all_secrets()
            built = (
                LeakScanner.build(secrets, min_fraction=self.cfg.get_float("mail.leak_min_fraction"))
                if secrets
                else None
            )
            self._scanner_cache = (fingerprint, built)
        return self._scanner_cache[1]

    def scan_parts(self, parts: Mapping[str, str]) -> list[LeakHit]:
        """Owner-side: what the leak scanner finds in these parts (names and transforms)."""
        scanner = self.leak_scanner()
        return [] if scanner is None else scanner.scan(parts)

    def _scan_outbound(
        self, draft: DraftRequest, vault_fingerprint: str | None = None
    ) -> tuple[BlockedContent, ...]:
        scanner = self.leak_scanner(vault_fingerprint)
        if scanner is None:
            return ()
        parts = draft_parts(draft)
        return tuple(
            BlockedContent(kind=h.kind, reason=f"{h.kind} {h.name} found in {h.part} ({h.transform})")
            for h in scanner.scan(parts)
        )

    def _redactor(self) -> Redactor:
        """Redaction for the vault as it is now (one fingerprint query, then no I/O per field)."""
        scanner = self.leak_scanner()

        def redact(text: str) -> tuple[str, bool]:
            if scanner is None or not text:
                return text, False
            clean = scanner.redact(text)
            return clean, clean != text

        return redact

    def _seal(self, raw: bytes) -> bytes:
        if self._cipher is None:
            raise SecretUnavailable("the vault key is missing: cannot encrypt raw mail that carries a secret")
        return self._cipher.seal(RAW_MAIL_AAD, raw)

    def raw_mail(self, mail_id: str) -> bytes:
        """The owner's copy of the raw bytes, decrypted when they were sealed."""
        with self.store.read() as tx:
            record = mails_store.get_mail(tx, mail_id)
        raw = bytes(record["raw"])
        if record["raw_encrypted"]:
            if self._cipher is None:
                raise SecretUnavailable("the vault key is missing: this raw mail is encrypted")
            return self._cipher.open(RAW_MAIL_AAD, raw)
        return raw

    def add_secret(self, name: str, value: str, kind: str = "secret", *, actor: str = "owner") -> None:
        """Store a vault value (or a canary); the audit row names it, never its value."""
        self.vault.put(name, value, kind, clock.now(), actor=actor)

    def remove_secret(self, name: str, *, actor: str = "owner") -> None:
        self.vault.remove(name, actor=actor)

    def _alarm(self, kind: str, detail: Mapping[str, object]) -> None:
        """Tell the owner's channels; the audit row was written with the decision."""
        notify(
            Alarm(kind=kind, draft_id=str(detail.get("draft_id", "")), agent=str(detail.get("agent", ""))),
            webhook_url=self.cfg.get_str("notify.webhook_url"),
            slack_url=self.cfg.get_str("notify.slack_webhook_url"),
        )

    def _account_alarm(self, account: OAuthAccount) -> None:
        """Tell the owner's channels once that an account needs sign-in (the audit row is written)."""
        notify_account(
            account.name,
            account.provider,
            account.signin_command,
            webhook_url=self.cfg.get_str("notify.webhook_url"),
            slack_url=self.cfg.get_str("notify.slack_webhook_url"),
        )

    def doctor(self) -> list[Check]:
        """Config, home, store, vault, audit chain, and TLS reachability of the configured servers.

        Nothing is sent. Every check is named by what it checks (``Check.name``, see CHECKS).
        """
        checks = [Check(name="config", ok=False, detail=w) for w in self.cfg.warnings] or [
            Check(name="config", ok=True, detail="every value in config.toml is valid")
        ]
        checks.append(_home_private(self.home))
        checks.append(
            Check(name="store", ok=True, detail=f"schema current ({self.store.engine.dialect.name})")
        )
        # Without the key nothing can be approved, sent or audited: a failure even on an empty vault.
        checks.append(
            Check(name="vault", ok=True, detail="key readable")
            if self._cipher is not None
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
            idle = getattr(source, "idle_wait", None)
            if callable(idle):
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
        private += [
            Path(self.cfg.get_str(k)) for k in ("web.tls_key", "submission.tls_key") if self.cfg.get_str(k)
        ]
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
            files, owner_uid=owner, password=password, smtp_host=self.cfg.get_str("smtp.host")
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
        unwritable = self.chain.anchor.writable() if self.chain.anchor is not None else "no anchor file"
        if unwritable:
            return Check(name="audit", ok=False, detail=f"{detail}; but {unwritable}")
        return Check(name="audit", ok=True, detail=detail)

    def _probe(self, name: str, action: Callable[[], str]) -> Check:
        try:
            return Check(name=name, ok=True, detail=action())
        except MailgateError as exc:
            return Check(name=name, ok=False, detail=str(exc))

    # --- audit ------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class DayCount:
    """One UTC day of activity."""

    day: date
    sent: int
    held: int
    denied: int
    received: int


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
    return Check(name="home", ok=True, detail=f"{home} is private to its owner (mode {mode:03o})")


def _imap_probe(idle: Callable[[Deadline], bool]) -> str:
    idle(Deadline.after(1.0, "IMAP check"))  # connects, verifies TLS, logs in, selects
    return "TLS and login ok"


def _sync_stop_list(store: Store, rules: MailboxRules) -> None:
    """Recompute the stop list's mailbox keys when the ``[addresses]`` rules changed since."""
    fingerprint = rules.fingerprint()
    with store.read() as tx:
        if flags.get_flag(tx, flags.STOP_LIST_RULES_FLAG) == fingerprint:
            return
    with store.write() as tx:
        changed = stored.rekey_dnc(tx, rules.key_of)
        flags.set_flag(tx, flags.STOP_LIST_RULES_FLAG, fingerprint)
        if changed:
            audit.record(
                tx,
                actor="mailgate",
                action="contact.rekey",
                subject="do_not_contact",
                detail={"rules": fingerprint, "changed": changed},
            )


def open_gateway(home: Path, *, env: Mapping[str, str] = os.environ, migrate: bool = True) -> Gateway:
    """Open a home made by ``mailgate init``; the store must be reachable (StoreUnavailable otherwise)."""
    cfg = configuration.load(home / CONFIG_FILE)
    if not home.exists():
        raise StoreUnavailable(f"{home} does not exist: run `mailgate init --home {home}` first")
    store = Store(database_url(home, cfg))
    if migrate:
        store.migrate()
        _sync_stop_list(store, mailbox_rules(cfg))
    try:
        key: bytes | None = load_vault_key(home, home / KEY_FILE, env)
    except SecretUnavailable:
        key = None
    cipher = VaultCipher(key) if key is not None else None
    chain = audit.AuditChain(
        key=audit.ChainKey(key) if key is not None else None, anchor=Anchor(home / ANCHOR_FILE)
    )
    return Gateway(home, cfg, store, cipher, chain)


__all__ = [
    "CHECKS",
    "RAW_MAIL_AAD",
    "AgentInfo",
    "ChatAnswer",
    "Check",
    "DayCount",
    "Gateway",
    "Resolution",
    "SettleReport",
    "open_gateway",
]
