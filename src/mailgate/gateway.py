"""The service every front door calls (CLI, MCP, web, proxy); none of them touches the store directly."""

from __future__ import annotations

import contextlib
import functools
import json
import os
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from mailgate import audit, clock
from mailgate import config as configuration
from mailgate.accounts.hub import Accounts
from mailgate.accounts.settings import OAuthAccount
from mailgate.addresses import parse_grant, parse_recipient
from mailgate.agents.delegation import check_no_cycle
from mailgate.agents.operations import AgentOperations
from mailgate.agents.tokens import Tokens
from mailgate.anchor import ANCHOR_FILE, Anchor
from mailgate.deadline import Deadline
from mailgate.errors import (
    AuditBroken,
    Conflict,
    InvalidInput,
    LinkRefused,
    MailgateError,
    NotConfigured,
    NotFound,
    SecretUnavailable,
    StoreUnavailable,
)
from mailgate.home import CONFIG_FILE, KEY_FILE, database_url
from mailgate.inbound.inbox import Inbox, imap_account, oauth_names
from mailgate.inbound.pipeline import PollCounts, Redactor
from mailgate.mailboxes import MailboxRules, mailbox_rules
from mailgate.model import AGENT_NAME, Address, Decision, Draft, DraftRequest, DraftState, Verdict
from mailgate.notify.alarms import Alarm, notify, notify_account
from mailgate.notify.channels import Channels, Hooks, configured
from mailgate.notify.chat import SLACK_USER, TELEGRAM_USER, ChatTokens, replay_key
from mailgate.notify.delivery import Deliverer, NotifyReport
from mailgate.notify.head import announce_head
from mailgate.outbound.attachments import AttachmentRules
from mailgate.outbound.drafts import SendRequest, validate
from mailgate.outbound.outbox import Outbox, SubmitResult
from mailgate.outbound.reconcile import Finder, ReconcileReport, reconcile
from mailgate.outbound.settle import NOT_CONFIGURED, Settler, SettleReport
from mailgate.owner.links import DEFAULT_TTL, ApprovalLinks
from mailgate.owner.login import OwnerLogin
from mailgate.policy.rules import BlockedContent
from mailgate.secrets import exposure
from mailgate.secrets.cipher import VaultCipher
from mailgate.secrets.keystore import load_vault_key
from mailgate.secrets.leaks import LeakHit, LeakScanner
from mailgate.secrets.parts import draft_parts
from mailgate.secrets.vault import SMTP_PASSWORD, Vault, imap_password_name
from mailgate.store import Store
from mailgate.store import audit as audit_rows
from mailgate.store import delegation as delegation_store
from mailgate.store import drafts as stored_drafts
from mailgate.store import mails as mails_store
from mailgate.store import metrics as store_metrics
from mailgate.store import notifications as notices_store
from mailgate.store import owner as owner_store
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
CHAT_DECIDERS = {"slack": "notify.slack_deciders", "telegram": "notify.telegram_deciders"}
CHAT_USER = {"slack": SLACK_USER, "telegram": TELEGRAM_USER}


@dataclass(frozen=True, kw_only=True)
class AgentInfo:
    name: str
    rung: int
    rate_per_hour: int | None
    rate_per_day: int | None


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
        self.accounts = Accounts(cfg, store, self.vault, self._account_alarm)
        self.outbox = Outbox(
            store, cfg, self._scan_outbound, self._alarm, lambda text: self._redactor()(text)[0]
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
        # Agent identity: tokens are checked with a key derived from the vault key (none without it).
        self.tokens = Tokens(store, cipher.derive(TOKEN_KEY_PURPOSE) if cipher is not None else None)
        self.agents = AgentOperations(
            store, cfg, self.inbox, lambda req, actor: self.submit(req, actor=actor, require_key=True)
        )
        # The owner on the web: a password or login link opens a session; approval links name one draft.
        self.owner = OwnerLogin(store, cipher.derive(LOGIN_LINK_KEY_PURPOSE) if cipher is not None else None)
        self.links = ApprovalLinks(
            store, cipher.derive(APPROVAL_LINK_KEY_PURPOSE) if cipher is not None else None
        )
        self._poll_totals: Counter[str] = Counter()
        self._last_poll: datetime | None = None
        # Telling the owner: notices for held and unknown drafts, and the chat buttons that decide.
        self.chat_tokens = ChatTokens(cipher.derive(CHAT_KEY_PURPOSE) if cipher is not None else None)
        self.channels = Channels(
            cfg,
            Hooks(
                vault_get=self.vault.get,
                redact=self.redact,
                approval_link=self._notice_link,
                public_url=self.public_url,
                submit=lambda req: self.submit(req, actor="notify", require_key=True),
                ensure_agent=self._ensure_notice_agent,
                tokens=self.chat_tokens,
            ),
        )
        self.notices = Deliverer(
            store,
            lambda: configured(self.cfg),
            self.channels.send,
            lambda: self.cfg.get_str("notify.mail_agent"),
        )

    # --- agents and rules -------------------------------------------------------------------

    def add_agent(self, name: str, rung: int = 0, *, actor: str = "owner") -> None:
        """Register an agent at a trust rung."""
        _check_agent_name(name)
        _check_rung(rung)
        with self.store.write() as tx:
            stored.add_agent(tx, name, rung, clock.now())
            audit.record(tx, actor=actor, action="agent.add", subject=name, detail={"rung": rung})

    def set_manager(self, agent: str, manager: str | None, *, actor: str = "owner") -> None:
        """Let ``manager`` read ``agent``'s inbox (and its reports'); None removes the link."""
        _check_agent_name(agent)
        with self.store.write() as tx:
            tree = delegation_store.managers(tx)
            if agent not in tree:
                raise NotFound("agent", agent)
            if manager is not None:
                _check_agent_name(manager)
                if manager not in tree:
                    raise NotFound("agent", manager)
                check_no_cycle(agent, manager, tree)
            delegation_store.set_manager(tx, agent, manager)
            audit.record(
                tx, actor=actor, action="agent.set_manager", subject=agent, detail={"manager": manager}
            )

    def managers(self) -> dict[str, str | None]:
        """Every agent with its manager (None at the top)."""
        with self.store.read() as tx:
            return delegation_store.managers(tx)

    def list_agents(self) -> list[AgentInfo]:
        with self.store.read() as tx:
            return [
                AgentInfo(
                    name=a.name, rung=a.rung, rate_per_hour=a.rate_per_hour, rate_per_day=a.rate_per_day
                )
                for a in stored.list_agents(tx)
            ]

    def set_rung(self, name: str, rung: int, *, actor: str = "owner") -> None:
        _check_rung(rung)
        with self.store.write() as tx:
            stored.update_agent(tx, name, rung=rung)
            audit.record(tx, actor=actor, action="agent.set_rung", subject=name, detail={"rung": rung})

    def set_rate(self, name: str, per_hour: int | None, per_day: int | None, *, actor: str = "owner") -> None:
        """Limit the recipients an agent's drafts reach per hour and per day (None: no limit)."""
        for field, value in (("per_hour", per_hour), ("per_day", per_day)):
            if value is not None and value < 0:
                raise InvalidInput(field, "must be 0 or more", value)
        with self.store.write() as tx:
            stored.update_agent(tx, name, rate_per_hour=per_hour, rate_per_day=per_day)
            audit.record(
                tx,
                actor=actor,
                action="agent.set_rate",
                subject=name,
                detail={"per_hour": per_hour, "per_day": per_day},
            )

    def allow(
        self, agent: str, target: str, min_rung: int = 0, *, actor: str = "owner", source: str = "owner"
    ) -> str:
        """Put an address (or ``*@domain``) on an agent's allowed list; returns the stored form."""
        _check_rung(min_rung, "min_rung")
        entry = parse_grant(target)
        if entry == "*":
            raise InvalidInput("address", "an allowed list names an address or *@domain, not *", target)
        with self.store.write() as tx:
            if stored.get_agent(tx, agent) is None:
                raise NotFound("agent", agent)
            stored.allow(tx, agent, entry, min_rung, source, clock.now())
            audit.record(
                tx,
                actor=actor,
                action="agent.allow",
                subject=agent,
                detail={"address": entry, "min_rung": min_rung},
            )
        return entry

    def disallow(self, agent: str, target: str, *, actor: str = "owner") -> None:
        entry = parse_grant(target)
        with self.store.write() as tx:
            stored.disallow(tx, agent, entry)
            audit.record(tx, actor=actor, action="agent.disallow", subject=agent, detail={"address": entry})

    def list_allowed(self, agent: str | None = None) -> list[dict[str, Any]]:
        with self.store.read() as tx:
            return stored.list_allowed(tx, agent)

    def add_grant(self, target: str, agent: str = "", *, actor: str = "owner") -> str:
        """Grant sending to an address, ``*@domain`` or (typed out) ``*``, for one agent or all."""
        grant = parse_grant(target)
        if agent:
            _check_agent_name(agent)
        with self.store.write() as tx:
            if agent and stored.get_agent(tx, agent) is None:
                raise NotFound("agent", agent)
            if stored.add_grant(tx, grant, agent, actor, clock.now()):
                audit.record(tx, actor=actor, action="grant.add", subject=grant, detail={"agent": agent})
        return grant

    def remove_grant(self, target: str, agent: str | None = None, *, actor: str = "owner") -> tuple[str, str]:
        """Remove a grant; returns it and its agent ("" = every agent).

        ``agent`` None finds the grant whatever agent it belongs to; when several agents hold the
        same target the owner must say which (``*`` names the every-agent grant).
        """
        grant = parse_grant(target)
        with self.store.write() as tx:
            holders = [str(r["agent"]) for r in stored.list_grants(tx) if r["target"] == grant]
            if agent is None:
                if not holders:
                    raise NotFound("grant", grant)
                if len(holders) > 1:
                    named = ", ".join(h or "* (every agent)" for h in holders)
                    raise InvalidInput(
                        "agent",
                        f"grant {grant} is held by several agents ({named}): say which with "
                        "--agent NAME, or --agent '*' for the every-agent grant",
                    )
                agent = holders[0]
            elif agent == "*":
                agent = ""
            if agent not in holders:
                where = f"agent {agent}" if agent else "every agent"
                held = ", ".join(h or "*" for h in holders)
                hint = f"; it is held by --agent {held}" if holders else ""
                raise NotFound("grant", f"{grant} for {where}{hint}")
            stored.remove_grant(tx, grant, agent)
            audit.record(tx, actor=actor, action="grant.remove", subject=grant, detail={"agent": agent})
        return grant, agent

    def list_grants(self, agent: str | None = None) -> list[dict[str, Any]]:
        with self.store.read() as tx:
            return stored.list_grants(tx, agent)

    def add_owner(self, raw: str, *, actor: str = "owner") -> str:
        key = parse_recipient(raw, field="address").key
        with self.store.write() as tx:
            stored.add_owner(tx, key, clock.now())
            audit.record(tx, actor=actor, action="owner.add", subject=key)
        return key

    def remove_owner(self, raw: str, *, actor: str = "owner") -> str:
        key = parse_recipient(raw, field="address").key
        with self.store.write() as tx:
            stored.remove_owner(tx, key)
            audit.record(tx, actor=actor, action="owner.remove", subject=key)
        return key

    def list_owners(self) -> list[str]:
        with self.store.read() as tx:
            return stored.list_owners(tx)

    def add_dnc(self, raw: str, reason: str, *, actor: str = "owner") -> str:
        """Put an address on the do-not-contact list; it beats every grant and every yes.

        The entry covers the whole mailbox: every sub-address tag and, on dot-insensitive
        domains, every dotted spelling (``[addresses]`` in config.toml).
        """
        if not reason.strip():
            raise InvalidInput("reason", "must say why the address is on the stop list")
        key = parse_recipient(raw, field="address").key
        mailbox = self.mailboxes.key_of(key)
        with self.store.write() as tx:
            stored.add_dnc(tx, key, mailbox, reason, clock.now())
            audit.record(
                tx,
                actor=actor,
                action="contact.dnc",
                subject=key,
                detail={"reason": reason, "mailbox": mailbox},
            )
        return key

    def remove_dnc(self, raw: str, *, actor: str = "owner") -> str:
        key = parse_recipient(raw, field="address").key
        with self.store.write() as tx:
            stored.remove_dnc(tx, key)
            audit.record(tx, actor=actor, action="contact.undnc", subject=key)
        return key

    def contact(self, raw: str) -> dict[str, Any]:
        """Stop-list status, owner status and send history of one address."""
        key = parse_recipient(raw, field="address").key
        with self.store.read() as tx:
            dnc = stored.dnc_among(tx, [key], self.mailboxes.key_of)
            return {
                "address": key,
                "owner": bool(stored.owners_among(tx, [key])),
                "do_not_contact": dnc.get(key),
                "history": stored.contact_history(tx, key),
            }

    def list_dnc(self) -> list[dict[str, Any]]:
        with self.store.read() as tx:
            return stored.list_dnc(tx)

    # --- outbound ---------------------------------------------------------------------------

    def explain(self, req: SendRequest) -> Verdict:
        """The policy's verdict for a would-be draft; creates nothing."""
        draft = validate(
            req,
            max_body_chars=self.cfg.get_int("mail.max_body_chars"),
            attachments=AttachmentRules.from_config(self.cfg),
        )
        return self.outbox.explain(draft)

    def recipient_address(self, agent: str, raw: str) -> Address:
        """One would-be recipient parsed as a draft's is (no I/O); InvalidInput when it is not one."""
        return self._recipient_draft(agent, raw).recipients[0].address

    def _recipient_draft(self, agent: str, raw: str) -> DraftRequest:
        return validate(
            SendRequest(agent=agent, to=(raw,), subject="-", body="-"),
            max_body_chars=self.cfg.get_int("mail.max_body_chars"),
        )

    def judge_recipient(self, agent: str, raw: str) -> tuple[Address, Decision]:
        """One would-be recipient, parsed and judged as a draft to it alone would be; stores nothing.

        InvalidInput when it is not one address the drafts accept. DENY when the policy refuses
        it (stop list, mail.allowed_recipients, a secret in the address, an unknown agent); only
        the rules that can deny are read, so any other answer is HOLD (ALLOW for an owner address).
        """
        draft = self._recipient_draft(agent, raw)
        address = draft.recipients[0].address
        verdict = self.outbox.explain_recipients(draft)
        denied = verdict.per_recipient.get(address.key) is Decision.DENY or any(
            a.decision is Decision.DENY and not a.recipient for a in verdict.answers
        )
        return address, Decision.DENY if denied else verdict.per_recipient.get(address.key, Decision.HOLD)

    def record_refusal(self, door: str, *, actor: str, subject: str, detail: Mapping[str, object]) -> None:
        """Audit something a door refused before any draft existed (``<door>.refused``)."""
        with self.store.write() as tx:
            audit.record(tx, actor=actor, action=f"{door}.refused", subject=subject, detail=dict(detail))

    def submit(
        self, req: SendRequest, *, actor: str = "agent", require_key: bool = True, again: bool = False
    ) -> SubmitResult:
        """Turn a send into a draft and decide it; returns at once, never waits for a person.

        Without an idempotency key, content the agent sent in the last 24 hours is not stored
        again (the result names the earlier draft) unless ``again`` is set.
        """
        self._require_enabled()
        return self.outbox.submit(req, actor=actor, require_key=require_key, again=again)

    def retry(self, draft_id: str, *, by: str = "owner") -> SubmitResult:
        """Send a failed draft (or an unknown one a person marked lost) again, as a new draft.

        The new draft has the same content, names the old one in ``retry_of`` and is judged by the
        policy as it stands now: held for a person again when the policy holds it.
        """
        self._require_enabled()
        with self.store.read() as tx:
            old = stored_drafts.get_draft(tx, draft_id)
            rows = audit_rows.for_subject(tx, old.id)
        if old.state is DraftState.UNKNOWN:
            if self.chain.key is None:
                raise SecretUnavailable(audit.NO_KEY)
            if not _marked_lost(self.chain.key, rows):
                raise Conflict(
                    f"draft {old.id} is unknown: it may have been delivered. A person must check first; "
                    f"after `mailgate resolve {old.id} --lost` it can be sent again"
                )
        elif old.state is not DraftState.FAILED:
            raise Conflict(
                f"draft {old.id} is {old.state.value}; only a failed draft, or an unknown one a "
                "person marked lost, can be sent again"
            )
        return self.outbox.resubmit(old, by=by)

    def approve(self, draft_id: str, *, by: str, confirm_hash: str, remember: str = "") -> Draft:
        return self.outbox.approve(draft_id, by=by, confirm_hash=confirm_hash, remember=remember)

    def deny(self, draft_id: str, *, by: str, reason: str) -> Draft:
        return self.outbox.deny(draft_id, by=by, reason=reason)

    def cancel(self, draft_id: str, *, by: str = "owner") -> Draft:
        return self.outbox.cancel(draft_id, by=by)

    def require_agent(self, name: str) -> None:
        """NotFound (exit 2) unless ``name`` is a registered agent."""
        _check_agent_name(name)
        with self.store.read() as tx:
            if stored.get_agent(tx, name) is None:
                raise NotFound(
                    "agent",
                    name,
                    f"`mailgate agent list` shows the agents, `mailgate agent add {name}` adds it",
                )

    def smtp_problem(self) -> str:
        """Why approved mail cannot go out as configured ("" when a server and From are set)."""
        if not self.cfg.get_str("smtp.host"):
            return f"{NOT_CONFIGURED} ([smtp] host is empty in config.toml)"
        if not self.cfg.get_str("smtp.from_addr"):
            return f"{NOT_CONFIGURED}: smtp.from_addr is empty"
        return ""

    def draft(self, draft_id: str) -> Draft:
        with self.store.read() as tx:
            return stored_drafts.get_draft(tx, draft_id)

    def drafts(
        self,
        state: str | None = None,
        agent: str | None = None,
        limit: int = 200,
        *,
        outcome: str | None = None,
        exclude_state: str | None = None,
    ) -> list[Draft]:
        """Drafts newest first, by state, agent or outcome."""
        with self.store.read() as tx:
            return stored_drafts.list_drafts(
                tx, state=state, agent=agent, limit=limit, outcome=outcome, exclude_state=exclude_state
            )

    def set_paused(self, paused: bool, *, actor: str = "owner") -> None:
        """The kill switch: while paused the settler takes nothing."""
        with self.store.write() as tx:
            flags.set_flag(tx, flags.PAUSE_FLAG, clock.now().isoformat() if paused else None)
            audit.record(tx, actor=actor, action="send.pause" if paused else "send.resume", subject="settler")

    def _require_enabled(self) -> None:
        if not self.cfg.get_bool("mail.enabled"):
            raise NotConfigured("mail is switched off (mail.enabled = false in config.toml)")

    def poll(self) -> PollCounts:
        """One pass over every inbound transport (``mailgate poll --once``)."""
        self._require_enabled()
        counts = self.inbox.poll()
        self._poll_totals.update(counts.to_json())
        self._poll_totals["errors"] += len(counts.errors)
        self._last_poll = clock.now()
        return counts

    def poll_totals(self) -> PollTotals:
        """What the polls of this process took in, by outcome (serve's counters since it started)."""
        return PollTotals(counts=dict(self._poll_totals), last_poll=self._last_poll)

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
            paused = self.is_paused()
            detail = "paused: nothing is sent until `mailgate resume`" if paused else "not paused"
            checks.append(Check(name="sending", ok=not paused, detail=detail))
        except MailgateError as exc:
            checks.append(Check(name="sending", ok=False, detail=str(exc)))
        return checks

    def is_paused(self) -> bool:
        with self.store.read() as tx:
            return flags.get_flag(tx, flags.PAUSE_FLAG) is not None

    def settler(self, on_step: Callable[[str, str], None] | None = None) -> Settler:
        """The one sender; its SMTP password comes from the vault's constant entry."""
        return Settler(
            self.store,
            self.cfg,
            lambda: self.vault.get(SMTP_PASSWORD),
            on_step,
            self._scan_outbound,
            self.chain.key,
            self.accounts.sender_link,
        )

    def settle(self) -> SettleReport:
        """One settler pass (``mailgate settle --once``)."""
        self._require_enabled()
        return self.settler().settle()

    # --- the owner on the web -----------------------------------------------------------------

    def revise(self, draft_id: str, req: SendRequest, *, by: str) -> SubmitResult:
        """An owner's edit of a held draft: a NEW draft through the policy and every scan again.

        The old draft is denied with "replaced by edit <new id>" once the new one is stored; when
        the edit needs a fix nothing is stored and the old draft stays held. If the old draft was
        decided meanwhile, the new one is withdrawn: an edit never adds a second message.
        """
        old = self.draft(draft_id)
        if old.state is not DraftState.PENDING:
            raise Conflict(f"draft {old.id} is {old.state}; only a held draft can be edited")
        if req.agent != old.agent:
            raise InvalidInput("agent", "an edit keeps the draft's agent", req.agent)
        parent = ""
        if old.in_reply_to:
            with self.store.read() as tx:
                parent = mails_store.find_by_message_id(tx, old.agent, old.in_reply_to) or ""
        # The edit form changes text only: the held draft's files go with the new draft, checked again.
        result = self.submit(
            replace(req, in_reply_to=parent, idempotency_key="", attachments=old.attachments),
            actor=by,
            require_key=False,
        )
        if not result.draft_id or result.duplicate:
            return result
        try:
            self.deny(old.id, by=by, reason=f"replaced by edit {result.draft_id}")
        except Conflict:
            self._withdraw(
                result.draft_id, by=by, why=f"draft {old.id} was decided before the edit was saved"
            )
            raise
        with self.store.write() as tx:
            audit.record(tx, actor=by, action="draft.edit", subject=old.id, detail={"new": result.draft_id})
        return result

    def _withdraw(self, draft_id: str, *, by: str, why: str) -> None:
        new = self.draft(draft_id)
        if new.state is DraftState.PENDING:
            self.deny(draft_id, by=by, reason=why)
        elif new.state is DraftState.APPROVED:
            self.cancel(draft_id, by=by)

    def approval_link(self, draft_id: str, ttl: timedelta = DEFAULT_TTL, *, actor: str = "owner") -> str:
        """The token of a tap-to-approve link for a held draft (put it after ``/link/``)."""
        return self.links.issue(self.draft(draft_id), ttl, actor=actor)

    def open_link(self, token: str) -> Draft:
        """The draft an approval link names, when the link holds; LinkRefused otherwise (audited)."""
        return self.links.check(token)[1]

    def decide_link(self, token: str, *, approve: bool, reason: str = "") -> Draft:
        """Use an approval link once: approve (bound to the link's content hash) or deny its draft."""
        link, draft = self.links.check(token)
        if draft.state is not DraftState.PENDING:
            raise Conflict(f"draft {draft.id} is {draft.state} already ({draft.approved_by or draft.note})")
        self.links.consume(link)
        if approve:
            return self.approve(link.draft_id, by="link", confirm_hash=link.content_hash)
        return self.deny(link.draft_id, by="link", reason=reason)

    # --- telling the owner ----------------------------------------------------------------------

    def notify_pass(self, now: datetime | None = None) -> NotifyReport:
        """Create the missing notices (held, unknown drafts) and send the due ones, with retries."""
        return self.notices.run(now or clock.now())

    def notification_counts(self) -> dict[str, int]:
        """Notices by state (pending, sent, failed, moot) and the retries they took."""
        with self.store.read() as tx:
            return notices_store.counts(tx)

    def notifications(self, draft_id: str) -> list[dict[str, Any]]:
        """Every notice about one draft, with its tries and last error."""
        with self.store.read() as tx:
            return notices_store.for_draft(tx, draft_id)

    def redact(self, text: str) -> str:
        """``text`` with every vault value and canary replaced by [REDACTED]."""
        return self._redactor()(text)[0]

    def _notice_link(self, draft_id: str) -> str:
        try:
            return self.approval_link(draft_id, actor="notify")
        except (SecretUnavailable, InvalidInput):
            return ""  # no vault key, or no longer held: the notice points at the dashboard instead

    def _ensure_notice_agent(self, name: str) -> None:
        with self.store.read() as tx:
            if stored.get_agent(tx, name) is not None:
                return
        with contextlib.suppress(Conflict):  # another process registered it first
            self.add_agent(name, 0, actor="notify")

    def decide_chat(self, channel: str, user: str, token: str, request_id: str) -> ChatAnswer:
        """A press of a deciding chat button: approve or reject, bound to the content it was made for.

        ``user`` must be on the channel's deciders list; ``request_id`` names the chat request
        (Slack's signature, Telegram's callback id) so the same delivery counts once. Every
        refusal is audited as ``chat.refused``; a draft decided before says by whom.
        """
        actor = f"{channel}:{user}"[:64] if CHAT_USER[channel].fullmatch(user) else f"{channel}:?"
        subject = ""

        def refuse(why: str, text: str) -> ChatAnswer:
            self.record_refusal("chat", actor=actor, subject=subject, detail={"why": why, "channel": channel})
            return ChatAnswer(decided=False, text=text)

        if not CHAT_USER[channel].fullmatch(user) or user not in self.cfg.get_list(CHAT_DECIDERS[channel]):
            return refuse("user", "You are not on mailgate's list of people who may decide from this chat.")
        try:
            parsed = self.chat_tokens.parse(token)
            subject = parsed.draft_id
            draft = self.draft(parsed.draft_id)
            self.chat_tokens.check(channel, parsed, draft.content_hash)
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
        try:
            if parsed.action == "approve":
                done = self.approve(draft.id, by=actor, confirm_hash=draft.content_hash)
            else:
                done = self.deny(draft.id, by=actor, reason=f"rejected from {channel} by {user}")
        except Conflict as exc:
            now_draft = self.draft(draft.id)
            if now_draft.state is DraftState.PENDING:
                return refuse("expired", f"{exc}; nothing was decided.")
            return refuse("decided", _already(now_draft))
        if done.state is DraftState.APPROVED:
            return ChatAnswer(decided=True, text=f"Approved: draft {done.id} will be sent.")
        return ChatAnswer(decided=True, text=f"Rejected: draft {done.id} will not be sent.")

    def record_web_refusal(self, path: str, why: str, *, ip: str) -> None:
        """Audit a refused dashboard request (an agent token, a form without its CSRF token)."""
        with self.store.write() as tx:
            audit.record(
                tx, actor=f"web:{ip}"[:64], action="web.refused", subject=path[:200], detail={"why": why}
            )

    def public_url(self) -> str:
        """The dashboard's base URL for links: web.public_url, else derived from web.listen."""
        configured = self.cfg.get_str("web.public_url").rstrip("/")
        if configured:
            return configured
        scheme = "https" if self.cfg.get_str("web.tls_cert") else "http"
        return f"{scheme}://{self.cfg.get_str('web.listen')}"

    def resolve(self, draft_id: str, arrived: bool, *, by: str = "owner") -> None:
        """Record whether an `unknown` send arrived (the owner checked); nothing is ever re-sent."""
        now = clock.now()
        with self.store.write() as tx:
            draft = stored_drafts.get_draft(tx, draft_id)
            if draft.state is not DraftState.UNKNOWN:
                raise Conflict(f"draft {draft_id} is {draft.state}; only an unknown send is resolved")
            if not owner_store.add_resolution(tx, draft_id, arrived, by, now):
                raise Conflict(f"draft {draft_id} was resolved already")
            audit.record(tx, actor=by, action="draft.resolve", subject=draft_id, detail={"arrived": arrived})

    def resolutions(self) -> dict[str, Resolution]:
        """Every recorded resolution of an unknown send, by draft id."""
        with self.store.read() as tx:
            rows = owner_store.resolutions(tx)
        return {
            k: Resolution(
                arrived=bool(v["arrived"]), by=str(v["resolved_by"]), at=clock.as_utc(v["resolved_at"])
            )
            for k, v in rows.items()
        }

    def mail(self, mail_id: str) -> dict[str, Any]:
        """The owner's view of one stored mail (every field; nothing is marked read)."""
        with self.store.read() as tx:
            return mails_store.get_mail(tx, mail_id)

    def mail_texts(self, agent: str, limit: int = 200) -> list[tuple[str, str, str]]:
        """(id, subject, body) of an agent's newest mails: what its drafts may be quoting."""
        with self.store.read() as tx:
            return mails_store.texts(tx, agent, limit)

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

    def reconcile(self) -> ReconcileReport:
        """Look for unknown sends in the sent mail of the account they went through; never re-sends."""
        return reconcile(self.store, self._finders)

    def _finders(self, via: str) -> list[Finder]:
        """Where a draft sent ``via`` a transport can be looked for."""
        if via.startswith("account:"):
            account = self.accounts.get(via.removeprefix("account:"))
            return [self.accounts.source(account)]
        # Sent over SMTP: the [[imap]] accounts that name their sent folder.
        finders: list[Finder] = []
        for table in self.cfg.tables.get("imap", []):
            if table.get("sent_folder"):
                imap = imap_account(table, oauth_names(self.cfg.tables))
                finders.append(self.inbox.imap_source(imap, _NoCursors()))
        return finders

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

    def alarms(self) -> dict[str, int]:
        """How many alarms of each kind the audit log holds (the owner's counter)."""
        counts: dict[str, int] = {}
        for row in self.audit_rows():
            if str(row["action"]).startswith("alarm."):
                kind = str(row["action"]).removeprefix("alarm.")
                counts[kind] = counts.get(kind, 0) + 1
        return counts

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
        problem = self.smtp_problem()
        checks.append(
            Check(name="smtp", ok=False, detail=problem + ": approved drafts would fail")
            if problem
            else self._probe("smtp", lambda: self.settler().probe())
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
        if not self.list_agents():
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
            verified = self.audit_verify()
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

    def audit_rows(self, limit: int | None = None) -> list[dict[str, Any]]:
        with self.store.read() as tx:
            return list(audit_rows.rows(tx, limit=limit))

    def audit_verify(self) -> audit.Verified:
        """Check the whole keyed chain and the anchor file; raises AuditBroken naming the problem."""
        if self.chain.key is None:
            raise AuditBroken(audit.NO_KEY)
        anchored = self.chain.anchor.head() if self.chain.anchor is not None else None
        with self.store.read() as tx:
            return audit.verify(audit_rows.rows(tx), self.chain.key, anchored)

    def announce_audit_head(self, verified: audit.Verified) -> dict[str, bool]:
        """Send the verified head to the owner's channels (a copy outside this machine); per channel."""
        if verified.head is None:
            return {}
        return announce_head(
            verified.head.seq,
            verified.head.mac,
            home=str(self.home),
            webhook_url=self.cfg.get_str("notify.webhook_url"),
            slack_url=self.cfg.get_str("notify.slack_webhook_url"),
        )


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


@dataclass(frozen=True, kw_only=True)
class PollTotals:
    """Inbound poll counters of this process: per outcome, and when the last poll ran."""

    counts: dict[str, int]
    last_poll: datetime | None


@dataclass(frozen=True, kw_only=True)
class Resolution:
    """The owner's finding about an unknown send."""

    arrived: bool
    by: str
    at: datetime


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


def _marked_lost(key: audit.ChainKey, rows: list[dict[str, Any]]) -> bool:
    """True when the newest keyed ``draft.resolve`` row of a draft says it did not arrive."""
    resolved = [r for r in rows if r["action"] == "draft.resolve" and key.matches(r)]
    if not resolved:
        return False
    try:
        detail = json.loads(str(resolved[-1]["detail"]))
    except ValueError:
        return False
    return isinstance(detail, dict) and detail.get("arrived") is False


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


class _NoCursors:
    """Cursors for an IMAP source used only to search (reconcile never reads new mail)."""

    def get_cursor(self, account: str, folder: str) -> tuple[int, int] | None:
        return None

    def set_cursor(self, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
        return None


def _imap_probe(idle: Callable[[Deadline], bool]) -> str:
    idle(Deadline.after(1.0, "IMAP check"))  # connects, verifies TLS, logs in, selects
    return "TLS and login ok"


def _check_agent_name(name: str) -> None:
    if not AGENT_NAME.match(name or ""):
        raise InvalidInput("agent", "must match ^[a-z][a-z0-9_]{0,31}$", name)


def _check_rung(rung: int, field: str = "rung") -> None:
    if not 0 <= rung <= 100:
        raise InvalidInput(field, "must be between 0 and 100", rung)


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
    "PollTotals",
    "Resolution",
    "SettleReport",
    "open_gateway",
]
