"""The Gateway: one home's parts, built once by ``open_gateway``; every front door calls those parts.

The Gateway holds no business of its own: rules are ``gw.rules``, drafts ``gw.outbox``, mail
``gw.inbox``, secrets ``gw.secrets``, and so on (docs/architecture.md lists them).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from pathlib import Path

from mailgate import audit
from mailgate import config as configuration
from mailgate.accounts.hub import Accounts
from mailgate.agents.operations import AgentOperations
from mailgate.agents.tokens import Tokens
from mailgate.anchor import ANCHOR_FILE, Anchor
from mailgate.audit.log import AuditLog
from mailgate.errors import (
    SecretUnavailable,
    StoreUnavailable,
)
from mailgate.health.activity import Activity, DayCount
from mailgate.health.doctor import CHECKS, Check, Health, HealthParts
from mailgate.home import CONFIG_FILE, KEY_FILE, database_url
from mailgate.inbound.inbox import Inbox
from mailgate.inbound.pipeline import Pipeline
from mailgate.mailboxes import mailbox_rules
from mailgate.notify.alarms import alarm_account, alarm_owner
from mailgate.notify.chat import ChatTokens
from mailgate.notify.decisions import ChatAnswer, ChatDecisions
from mailgate.notify.notices import Notices
from mailgate.outbound.desk import OutboxDesk, Resolution
from mailgate.outbound.outbox import Outbox
from mailgate.outbound.sending import Sending, SettleReport
from mailgate.owner.approvals import Links
from mailgate.owner.links import ApprovalLinks
from mailgate.owner.login import OwnerLogin
from mailgate.policy.admin import AgentInfo, Rules, sync_stop_list
from mailgate.secrets.cipher import VaultCipher
from mailgate.secrets.guard import RAW_MAIL_AAD, SecretsGuard
from mailgate.secrets.keystore import load_vault_key
from mailgate.settings import Adjust, Settings, load_settings
from mailgate.store import Store

# HKDF label: the token key is derived from, never equal to, the vault key.
TOKEN_KEY_PURPOSE = "mailgate agent tokens v1"  # noqa: S105 - a label, not a secret
# The owner's links get keys of their own: a leaked approval-link key cannot mint login links.
LOGIN_LINK_KEY_PURPOSE = "mailgate owner login links v1"
APPROVAL_LINK_KEY_PURPOSE = "mailgate approval links v1"
CHAT_KEY_PURPOSE = "mailgate chat decisions v1"


class Gateway:
    """One mailgate home as named parts (see the ``mailgate`` docstring); front doors use nothing else."""

    def __init__(
        self,
        home: Path,
        cfg: configuration.Config,
        store: Store,
        cipher: VaultCipher | None,
        chain: audit.AuditChain | None = None,
        *,
        secrets: SecretsGuard | None = None,
        settings: Settings | None = None,
    ) -> None:
        self.home = home
        # cfg keeps where each value came from and the warnings; code reads the typed settings.
        self.cfg = cfg
        self.settings = settings if settings is not None else Settings.from_config(cfg)
        self.store = store
        self.chain = chain or audit.AuditChain(key=None, anchor=Anchor(home / ANCHOR_FILE))
        # Every write transaction of this store signs its audit rows with this chain.
        store.chain = self.chain
        # The vault, the leak scanner, redaction, sealed raw mail and every credential lookup.
        self.secrets = secrets or SecretsGuard(store, self.settings, cipher)
        self._cipher = cipher
        self.mailboxes = mailbox_rules(self.settings.addresses)
        self.rules = Rules(store, self.mailboxes)
        self.audit = AuditLog(home, store, self.settings, self.chain)
        self.accounts = Accounts(
            self.settings, store, self.secrets, functools.partial(alarm_account, self.settings)
        )
        self.outbox = OutboxDesk(
            store,
            self.settings,
            Outbox(store, self.settings, self.secrets, functools.partial(alarm_owner, self.settings)),
            self.chain,
        )
        self.inbox = Inbox(
            home,
            store,
            self.settings,
            self.secrets,
            lambda: [self.accounts.source(a) for a in self.accounts.configured()],
            self.accounts.bearer,
            functools.partial(open_pipeline, home),
        )
        self.sending = Sending(
            store,
            self.settings,
            self.secrets,
            self.chain.key,
            self.accounts,
            self.inbox,
        )
        # Agent identity: tokens are checked with a key derived from the vault key (none without it).
        self.tokens = Tokens(store, cipher.derive(TOKEN_KEY_PURPOSE) if cipher is not None else None)
        self.agents = AgentOperations(
            store,
            self.settings,
            self.inbox,
            lambda req, actor, charge, all_or_none: self.outbox.submit(
                req, actor=actor, require_key=True, charge=charge, all_or_none=all_or_none
            ),
            self.outbox.judge_recipient,
        )
        # The owner on the web: a password or login link opens a session; approval links name one draft.
        self.owner = OwnerLogin(store, cipher.derive(LOGIN_LINK_KEY_PURPOSE) if cipher is not None else None)
        self.links = Links(
            ApprovalLinks(store, cipher.derive(APPROVAL_LINK_KEY_PURPOSE) if cipher is not None else None),
            self.outbox,
        )
        # Telling the owner: notices for held and unknown drafts, and the chat buttons that decide.
        chat_tokens = ChatTokens(cipher.derive(CHAT_KEY_PURPOSE) if cipher is not None else None)
        self.notices = Notices(
            store,
            self.settings,
            self.links,
            self.rules,
            vault_get=self.secrets.get,
            redact=self.secrets.redact,
            public_url=self.settings.web.base_url,
            submit=lambda req: self.outbox.submit(req, actor="notify", require_key=True),
            tokens=chat_tokens,
        )
        self.health = Health(
            home,
            self.settings,
            store,
            has_key=cipher is not None,
            parts=HealthParts(
                audit=self.audit,
                sending=self.sending,
                accounts=self.accounts,
                inbox=self.inbox,
                rules=self.rules,
                vault=self.secrets.vault,
            ),
        )
        self.activity = Activity(store)
        self.chat = ChatDecisions(
            store, self.settings, chat_tokens, self.outbox, self.audit, self.secrets.vault
        )

    def close(self) -> None:
        """Release the store's connections (the end of a CLI command, a test, a worker)."""
        self.store.dispose()


def open_gateway(
    home: Path,
    *,
    env: Mapping[str, str] = os.environ,
    migrate: bool = False,
    adjust: Adjust | None = None,
) -> Gateway:
    """Open a home made by ``mailgate init``; the store must be reachable (StoreUnavailable otherwise).

    ``adjust`` turns the home's settings into the ones this gateway runs on (``serve --demo``
    points the settler at its capture server); the loaded config itself is never changed.

    The schema must be the one this code knows: an older one is refused ("run `mailgate migrate`"),
    a newer one too ("upgrade mailgate"). ``migrate=True`` upgrades it first (``init`` does).
    """
    cfg = configuration.load(home / CONFIG_FILE)
    if not home.exists():
        raise StoreUnavailable(f"{home} does not exist: run `mailgate init --home {home}` first")
    settings = load_settings(cfg, adjust)
    store = Store(database_url(home, settings))
    try:
        if migrate:
            store.migrate()
        store.check_schema()
    except BaseException:
        store.dispose()
        raise
    sync_stop_list(store, mailbox_rules(settings.addresses))
    try:
        key: bytes | None = load_vault_key(home, home / KEY_FILE, env)
    except SecretUnavailable:
        key = None
    cipher = VaultCipher(key) if key is not None else None
    chain = audit.AuditChain(
        key=audit.ChainKey(key) if key is not None else None, anchor=Anchor(home / ANCHOR_FILE)
    )
    return Gateway(
        home, cfg, store, cipher, chain, secrets=SecretsGuard(store, settings, cipher), settings=settings
    )


def open_pipeline(home: Path) -> Pipeline:
    """The inbound pipeline of ``home``, opened afresh: what each ``import --jobs`` child runs."""
    return open_gateway(home).inbox.pipeline


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
    "open_pipeline",
]
