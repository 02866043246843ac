"""The policy as a table of small named rules, run in order, each small enough to read and test alone.

Each rule looks at a ``Context`` and returns answers: about the whole draft (``recipient=""``)
or about one recipient. A ``terminal`` rule ends the evaluation when it answers; the engine
keeps every answer for the audit log and ``policy explain``. Rule ids are stable: they appear in
stored verdicts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mailgate.addresses import allow_entry_matches, grant_keys
from mailgate.model import Address, Answer, ApprovalMode, Decision, DraftRequest
from mailgate.policy.snapshot import Snapshot


@dataclass(frozen=True, kw_only=True)
class BlockedContent:
    """What the leak scanner found; ``reason`` is for the owner only, never the agent."""

    kind: str  # "secret" or "canary"
    reason: str


ContentCheck = Callable[[DraftRequest], Sequence[BlockedContent]]


@dataclass(frozen=True, kw_only=True)
class PolicySettings:
    approval_mode: ApprovalMode = ApprovalMode.GRANTS
    signature: str = "append"
    signature_text: str = ""
    allowed_recipients: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Context:
    draft: DraftRequest
    snap: Snapshot
    settings: PolicySettings
    blocked: tuple[BlockedContent, ...]

    @property
    def recipients(self) -> list[Address]:
        return self.draft.addresses()


def _draft(rule: str, decision: Decision, reason: str) -> list[Answer]:
    return [Answer(rule_id=rule, decision=decision, reason=reason)]


def known_agent(ctx: Context) -> list[Answer]:
    if ctx.snap.agent_exists:
        return []
    return _draft("known-agent", Decision.DENY, f"agent {ctx.draft.agent} is not registered")


def blocked_content(ctx: Context) -> list[Answer]:
    if not ctx.blocked:
        return []
    return _draft("blocked-content", Decision.DENY, "; ".join(b.reason for b in ctx.blocked))


def do_not_contact(ctx: Context) -> list[Answer]:
    # Beats every grant and every human yes: checked before anything can allow.
    return [
        Answer(
            rule_id="do-not-contact",
            decision=Decision.DENY,
            recipient=a.key,
            reason=f"{a.key} is on the do-not-contact list: {ctx.snap.stop_list[a.key]}",
        )
        for a in ctx.recipients
        if a.key in ctx.snap.stop_list
    ]


def signature(ctx: Context) -> list[Answer]:
    if ctx.settings.signature != "require" or has_signature(ctx.draft.body, ctx.settings.signature_text):
        return []
    return _draft("signature", Decision.FIX, "the body must end with the AI signature; add it and send again")


def owner_only(ctx: Context) -> list[Answer]:
    if ctx.recipients and all(a.key in ctx.snap.owners for a in ctx.recipients):
        return _draft("owner-only", Decision.ALLOW, "every recipient is one of the owner's addresses")
    return [
        Answer(
            rule_id="owner-only",
            decision=Decision.ALLOW,
            recipient=a.key,
            reason=f"{a.key} is the owner's address",
        )
        for a in ctx.recipients
        if a.key in ctx.snap.owners
    ]


def allowed_recipients(ctx: Context) -> list[Answer]:
    entries = ctx.settings.allowed_recipients
    if not entries:
        return []
    return [
        Answer(
            rule_id="allowed-recipients",
            decision=Decision.DENY,
            recipient=a.key,
            reason=f"{a.key} is not in mail.allowed_recipients",
        )
        for a in ctx.recipients
        if not any(allow_entry_matches(e, a) for e in entries)
    ]


def rate_limit(ctx: Context) -> list[Answer]:
    # Recipients, not drafts: one draft may carry up to 100 of them, each one a mail delivered.
    snap, adding = ctx.snap, len(ctx.recipients)
    for limit, used, period in (
        (snap.rate_per_hour, snap.recipients_last_hour, "hour"),
        (snap.rate_per_day, snap.recipients_last_day, "day"),
    ):
        if limit is not None and used + adding > limit:
            return _draft(
                "rate-limit",
                Decision.HOLD,
                f"over the limit of {limit} recipients per {period}: this draft has "
                f"{_recipients(adding)}, {used} already in the last {period}",
            )
    return []


def _recipients(n: int) -> str:
    return f"{n} recipient" + ("" if n == 1 else "s")


def grant(ctx: Context) -> list[Answer]:
    out = []
    for a in ctx.recipients:
        covering = [t for t in grant_keys(a) if t in ctx.snap.grants]
        if covering:
            out.append(
                Answer(
                    rule_id="grant",
                    decision=Decision.ALLOW,
                    recipient=a.key,
                    reason=f"granted by {covering[0]}",
                )
            )
    return out


def allowed_list(ctx: Context) -> list[Answer]:
    out = []
    for a in ctx.recipients:
        for target in grant_keys(a):
            need = ctx.snap.allowed.get(target)
            if need is None:
                continue
            ok = ctx.snap.rung >= need
            out.append(
                Answer(
                    rule_id="allowed-list",
                    decision=Decision.ALLOW if ok else Decision.HOLD,
                    recipient=a.key,
                    reason=f"on the agent's allowed list as {target} "
                    f"(needs rung {need}, agent has {ctx.snap.rung})",
                )
            )
            break
    return out


def approval_mode(ctx: Context) -> list[Answer]:
    if ctx.settings.approval_mode is not ApprovalMode.ALWAYS:
        return []
    return _draft("approval-mode", Decision.HOLD, 'approval_mode is "always": every send waits for a person')


@dataclass(frozen=True)
class Rule:
    id: str
    check: Callable[[Context], list[Answer]]
    # A deny, or an answer about the whole draft, from a terminal rule decides the draft: later
    # rules are not run, except those marked ``always`` (approval_mode holds even an owner send).
    terminal: bool
    always: bool = False


# The order is the policy (issue 2): content, stop list, signature, owner, allowlist, rate, grants.
RULES: tuple[Rule, ...] = (
    Rule("known-agent", known_agent, terminal=True),
    Rule("blocked-content", blocked_content, terminal=True),
    Rule("do-not-contact", do_not_contact, terminal=True),
    Rule("signature", signature, terminal=True),
    Rule("owner-only", owner_only, terminal=True),
    Rule("allowed-recipients", allowed_recipients, terminal=True),
    Rule("rate-limit", rate_limit, terminal=False),
    Rule("grant", grant, terminal=False),
    Rule("allowed-list", allowed_list, terminal=False),
    Rule("approval-mode", approval_mode, terminal=False, always=True),
)


def has_signature(body: str, text: str) -> bool:
    """True when the body already carries the signature (trailing white space ignored)."""
    return not text.strip() or text.strip() in body


def signed_body(body: str, text: str) -> str:
    """The body with the signature appended, unless it already has it."""
    if has_signature(body, text):
        return body
    return body.rstrip("\n") + "\n\n" + text.strip("\n") + "\n"
