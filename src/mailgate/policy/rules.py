"""The policy as a table of small named rules, run in order, each small enough to read and test alone.

Each rule looks at a ``Context`` and says what it found: about the whole draft (``recipient=""``)
or about one recipient, or nothing (a miss). The engine stamps each answer with the rule's id,
runs the rules of one ``Phase`` (a draft is judged when submitted, its stop list read again when
a person approves it, and the rules that can change after an approval run again right before it
is sent), and keeps every answer and every miss for the audit log and ``policy explain``. Rule
ids are stable: they appear in stored verdicts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import cached_property
from typing import NamedTuple

from mailgate.addresses import ROUTING_CHARACTERS, allow_entry_matches, allow_entry_or_nobody, grant_keys
from mailgate.errors import InvalidInput
from mailgate.model import Address, ApprovalMode, Decision, DraftRequest
from mailgate.outbound.attachments import AttachmentRules, check_attachments
from mailgate.policy.snapshot import Snapshot
from mailgate.settings import Settings


class RuleId(StrEnum):
    """Every rule's stable id: the one place a rule id is spelled."""

    KNOWN_AGENT = "known-agent"
    BLOCKED_CONTENT = "blocked-content"
    DO_NOT_CONTACT = "do-not-contact"
    SIGNATURE = "signature"
    OWNER_ONLY = "owner-only"
    ALLOWED_RECIPIENTS = "allowed-recipients"
    RATE_LIMIT = "rate-limit"
    GRANT = "grant"
    ALLOWED_LIST = "allowed-list"
    APPROVAL_MODE = "approval-mode"
    ATTACHMENTS = "attachments"
    SOURCE_ROUTE = "source-route"
    # Not a rule of the table: the answer of a policy that could not be evaluated.
    FAIL_CLOSED = "fail-closed"


class Phase(Enum):
    """When the rules run: which rules run, in which order, and how their answers combine."""

    SUBMIT = "submit"  # a new draft: every rule, the verdict decides its state
    APPROVE = "approve"  # a person's yes: the stop list beats it
    SEND = "send"  # right before the dial: what may have changed since the approval


# A draft approved by the rules names the rule in ``approved_by``; a person's name never starts so.
APPROVED_BY_POLICY = "policy:"


@dataclass(frozen=True, kw_only=True)
class BlockedContent:
    """What the leak scanner found; ``reason`` is for the owner only, never the agent."""

    kind: str  # "secret" or "canary"
    reason: str


@dataclass(frozen=True, kw_only=True)
class PolicySettings:
    """The policy's view of the configuration for one agent."""

    approval_mode: ApprovalMode = ApprovalMode.GRANTS
    signature: str = "append"
    signature_text: str = ""
    allowed_recipients: tuple[str, ...] = ()
    # The owner's attachment rules as they are now (read only when a draft carries files).
    attachments: AttachmentRules | None = None


def policy_settings(settings: Settings, agent: str, draft: DraftRequest | None = None) -> PolicySettings:
    """The policy's view of the configuration for one agent (and the attachment rules for ``draft``)."""
    return PolicySettings(
        approval_mode=ApprovalMode(settings.mail.approval_mode),
        signature=settings.mail.signature,
        signature_text=settings.mail.signature_text.replace("{agent}", agent),
        allowed_recipients=tuple(
            allow_entry_or_nobody(e, "mail.allowed_recipients") for e in settings.mail.allowed_recipients
        ),
        attachments=AttachmentRules.from_settings(settings)
        if draft is not None and draft.attachments
        else None,
    )


class Said(NamedTuple):
    """What one rule found, before the engine stamps it with the rule's id (a tuple: made often)."""

    decision: Decision
    reason: str
    recipient: str = ""


@dataclass(frozen=True, kw_only=True)
class Context:
    """What the rules may look at; the leak scan runs when a rule first asks for its result."""

    draft: DraftRequest
    snap: Snapshot
    settings: PolicySettings
    scan: Callable[[], tuple[BlockedContent, ...]]
    phase: Phase = Phase.SUBMIT

    @property
    def recipients(self) -> list[Address]:
        """The draft's recipients."""
        return self.draft.addresses()

    @cached_property
    def blocked(self) -> tuple[BlockedContent, ...]:
        """What the leak scanner found in the draft (scanned once, on first use)."""
        return self.scan()


def _draft(decision: Decision, reason: str) -> list[Said]:
    return [Said(decision=decision, reason=reason)]


def known_agent(ctx: Context) -> list[Said]:
    """Deny a draft of an agent that is not registered."""
    if ctx.snap.agent_exists:
        return []
    return _draft(Decision.DENY, f"agent {ctx.draft.agent} is not registered")


def blocked_content(ctx: Context) -> list[Said]:
    """Deny a draft the leak scanner found a secret or a canary in."""
    if not ctx.blocked:
        return []
    return _draft(Decision.DENY, "; ".join(b.reason for b in ctx.blocked))


def do_not_contact(ctx: Context) -> list[Said]:
    """Deny each recipient on the stop list."""
    # Beats every grant and every human yes: checked before anything can allow.
    return [
        Said(
            decision=Decision.DENY,
            recipient=a.key,
            reason=f"{a.key} is on the do-not-contact list: {ctx.snap.stop_list[a.key]}",
        )
        for a in ctx.recipients
        if a.key in ctx.snap.stop_list
    ]


def signature(ctx: Context) -> list[Said]:
    """Send back a body without the AI signature when the signature is required."""
    if ctx.settings.signature != "require" or has_signature(ctx.draft.body, ctx.settings.signature_text):
        return []
    return _draft(Decision.FIX, "the body must end with the AI signature; add it and send again")


def owner_only(ctx: Context) -> list[Said]:
    """Allow the owner's own addresses: the whole draft when it goes to the owner alone."""
    if ctx.recipients and all(a.key in ctx.snap.owners for a in ctx.recipients):
        return _draft(Decision.ALLOW, "every recipient is one of the owner's addresses")
    return [
        Said(decision=Decision.ALLOW, recipient=a.key, reason=f"{a.key} is the owner's address")
        for a in ctx.recipients
        if a.key in ctx.snap.owners
    ]


def allowed_recipients(ctx: Context) -> list[Said]:
    """Deny each recipient outside ``mail.allowed_recipients`` (when the list is set)."""
    entries = ctx.settings.allowed_recipients
    if not entries:
        return []
    # When a draft is submitted, only a draft to the owner alone passes (owner-only decides it
    # before this rule runs); right before sending, each of the owner's addresses passes alone.
    owners = ctx.snap.owners if ctx.phase is Phase.SEND else frozenset()
    return [
        Said(decision=Decision.DENY, recipient=a.key, reason=f"{a.key} is not in mail.allowed_recipients")
        for a in ctx.recipients
        if a.key not in owners and not any(allow_entry_matches(e, a) for e in entries)
    ]


def rate_limit(ctx: Context) -> list[Said]:
    """Hold a draft that would take the agent over its recipients per hour or per day."""
    # Recipients, not drafts: one draft may carry up to 100 of them, each one a mail delivered.
    snap, adding = ctx.snap, len(ctx.recipients)
    for limit, used, period in (
        (snap.rate_per_hour, snap.recipients_last_hour, "hour"),
        (snap.rate_per_day, snap.recipients_last_day, "day"),
    ):
        if limit is not None and used + adding > limit:
            return _draft(
                Decision.HOLD,
                f"over the limit of {limit} recipients per {period}: this draft has "
                f"{_recipients(adding)}, {used} already in the last {period}",
            )
    return []


def _recipients(n: int) -> str:
    return f"{n} recipient" + ("" if n == 1 else "s")


def grant(ctx: Context) -> list[Said]:
    """Allow each recipient a grant covers (address, domain or everyone)."""
    out = []
    for a in ctx.recipients:
        covering = [t for t in grant_keys(a) if t in ctx.snap.grants]
        if covering:
            out.append(Said(decision=Decision.ALLOW, recipient=a.key, reason=f"granted by {covering[0]}"))
    return out


def allowed_list(ctx: Context) -> list[Said]:
    """Allow (or hold, below the entry's rung) each recipient on the agent's allowed list."""
    out = []
    for a in ctx.recipients:
        for target in grant_keys(a):
            need = ctx.snap.allowed.get(target)
            if need is None:
                continue
            ok = ctx.snap.rung >= need
            out.append(
                Said(
                    decision=Decision.ALLOW if ok else Decision.HOLD,
                    recipient=a.key,
                    reason=f"on the agent's allowed list as {target} "
                    f"(needs rung {need}, agent has {ctx.snap.rung})",
                )
            )
            break
    return out


def approval_mode(ctx: Context) -> list[Said]:
    """Hold every draft when ``approval_mode`` is "always"."""
    if ctx.settings.approval_mode is not ApprovalMode.ALWAYS:
        return []
    return _draft(Decision.HOLD, 'approval_mode is "always": every send waits for a person')


def attachments(ctx: Context) -> list[Said]:
    """Deny files the owner's attachment rules, as they are now, no longer allow."""
    rules = ctx.settings.attachments
    if not ctx.draft.attachments or rules is None:
        return []
    try:
        check_attachments(ctx.draft.attachments, rules)
    except InvalidInput as exc:
        return _draft(Decision.DENY, str(exc))
    return []


def source_route(ctx: Context) -> list[Said]:
    """Deny each recipient with a source route (a draft stored before they were refused)."""
    # The relay would carry it elsewhere than the address the person approved.
    return [
        Said(decision=Decision.DENY, recipient=a.key, reason=f"source route in a recipient: {a.key}")
        for a in ctx.recipients
        if any(c in ROUTING_CHARACTERS for c in a.local)
    ]


@dataclass(frozen=True)
class Rule:
    """One row of the rule table."""

    id: RuleId
    check: Callable[[Context], list[Said]]
    # A deny, or an answer about the whole draft, from a terminal rule decides the draft: later
    # rules are not run, except those marked ``always`` (approval_mode holds even an owner send).
    terminal: bool
    always: bool = False
    # How the rule's denials read in one line when a draft is stopped after the submit (its note).
    brief: str = ""
    sort_brief: bool = False


_KNOWN_AGENT = Rule(RuleId.KNOWN_AGENT, known_agent, terminal=True)
_BLOCKED_CONTENT = Rule(RuleId.BLOCKED_CONTENT, blocked_content, terminal=True, brief="blocked content")
_DO_NOT_CONTACT = Rule(
    RuleId.DO_NOT_CONTACT, do_not_contact, terminal=True, brief="do-not-contact", sort_brief=True
)
_OWNER_ONLY = Rule(RuleId.OWNER_ONLY, owner_only, terminal=True)
_ALLOWED_RECIPIENTS = Rule(
    RuleId.ALLOWED_RECIPIENTS, allowed_recipients, terminal=True, brief="not in mail.allowed_recipients"
)

# The order is the policy: content, stop list, signature, owner, allowlist, rate, grants.
RULES: tuple[Rule, ...] = (
    _KNOWN_AGENT,
    _BLOCKED_CONTENT,
    _DO_NOT_CONTACT,
    Rule(RuleId.SIGNATURE, signature, terminal=True),
    _OWNER_ONLY,
    _ALLOWED_RECIPIENTS,
    Rule(RuleId.RATE_LIMIT, rate_limit, terminal=False),
    Rule(RuleId.GRANT, grant, terminal=False),
    Rule(RuleId.ALLOWED_LIST, allowed_list, terminal=False),
    Rule(RuleId.APPROVAL_MODE, approval_mode, terminal=False, always=True),
)

# The same rules again, after the submit: what a person's yes cannot override (the stop list),
# and right before the dial what may have changed since the approval: the attachment rules, the
# stop list, the allowlist (the owner's addresses pass it) and the vault the leak scan reads.
# Cheap checks first: the first deny ends the run, so the leak scan runs only when all pass.
PHASE_RULES: dict[Phase, tuple[Rule, ...]] = {
    Phase.SUBMIT: RULES,
    Phase.APPROVE: (_DO_NOT_CONTACT,),
    Phase.SEND: (
        Rule(RuleId.ATTACHMENTS, attachments, terminal=True),
        Rule(RuleId.SOURCE_ROUTE, source_route, terminal=True, brief="source route in a recipient"),
        _DO_NOT_CONTACT,
        _OWNER_ONLY,
        _ALLOWED_RECIPIENTS,
        _BLOCKED_CONTENT,
    ),
}


def has_signature(body: str, text: str) -> bool:
    """True when the body already carries the signature (trailing white space ignored)."""
    return not text.strip() or text.strip() in body


def signed_body(body: str, text: str) -> str:
    """The body with the signature appended, unless it already has it."""
    if has_signature(body, text):
        return body
    return body.rstrip("\n") + "\n\n" + text.strip("\n") + "\n"
