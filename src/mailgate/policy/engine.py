"""``decide(draft) -> Verdict``: run the rule table, fail closed on anything unexpected."""

from __future__ import annotations

from collections.abc import Callable

from mailgate.model import DECISION_SEVERITY, Answer, Decision, DraftRequest, Verdict
from mailgate.policy.rules import RULES, BlockedContent, Context, PolicySettings, signed_body
from mailgate.policy.snapshot import Snapshot

GENERIC_BLOCK = "This message cannot be sent as written. The owner has been told why."


def evaluate(
    draft: DraftRequest, snap: Snapshot, settings: PolicySettings, blocked: tuple[BlockedContent, ...] = ()
) -> Verdict:
    """Run every rule in order over a snapshot; pure (no I/O)."""
    ctx = Context(draft=draft, snap=snap, settings=settings, blocked=blocked)
    answers: list[Answer] = []
    decided = False
    for rule in RULES:
        if decided and not rule.always:
            continue
        got = rule.check(ctx)
        answers.extend(got)
        if rule.terminal and any(a.recipient == "" or a.decision is Decision.DENY for a in got):
            decided = True
    return _combine(draft, settings, answers, blocked)


def _combine(
    draft: DraftRequest, settings: PolicySettings, answers: list[Answer], blocked: tuple[BlockedContent, ...]
) -> Verdict:
    per_recipient: dict[str, Decision] = {}
    for a in answers:
        if a.recipient:
            old = per_recipient.get(a.recipient)
            # Per recipient: a deny beats everything, then the first decisive answer stands.
            if old is None or a.decision is Decision.DENY:
                per_recipient[a.recipient] = a.decision
    draft_level = [a for a in answers if not a.recipient]
    owner_all = any(a.rule_id == "owner-only" and a.decision is Decision.ALLOW for a in draft_level)
    for addr in draft.addresses():
        if owner_all:
            per_recipient.setdefault(addr.key, Decision.ALLOW)
        else:
            per_recipient.setdefault(addr.key, Decision.HOLD)
    severities = [a.decision for a in draft_level] + list(per_recipient.values())
    decision = max(severities, key=DECISION_SEVERITY.__getitem__, default=Decision.HOLD)
    answered = {a.recipient for a in answers if a.recipient}
    uncovered = [
        f"{k}: no grant, allowed-list entry or owner address covers it"
        for k, d in per_recipient.items()
        if d is Decision.HOLD and k not in answered and not owner_all
    ]
    found = [a.reason for a in answers if a.decision is decision]
    # dict.fromkeys keeps the first of each reason, in rule order
    reasons = tuple(dict.fromkeys(found + (uncovered if decision is Decision.HOLD else []))) or (
        "no rule allowed it",
    )
    body = signed_body(draft.body, settings.signature_text) if settings.signature == "append" else draft.body
    return Verdict(
        decision=decision,
        reasons=reasons,
        answers=tuple(answers),
        per_recipient=per_recipient,
        body=body,
        agent_message=GENERIC_BLOCK if blocked else "",
        blocked_kinds=frozenset(b.kind for b in blocked),
    )


def decide(
    draft: DraftRequest,
    read: Callable[[], Snapshot],
    settings: PolicySettings,
    scan: Callable[[DraftRequest], tuple[BlockedContent, ...]],
) -> Verdict:
    """The fail-closed decision point: a store error or a rule that raises gives ``hold``, never allow."""
    try:
        blocked = scan(draft)
        snap = read()
        return evaluate(draft, snap, settings, blocked)
    except Exception as exc:
        reason = f"the policy could not be evaluated ({exc.__class__.__name__}: {exc}); held for a person"
        answer = Answer(rule_id="fail-closed", decision=Decision.HOLD, reason=reason)
        return Verdict(
            decision=Decision.HOLD,
            reasons=(reason,),
            answers=(answer,),
            per_recipient={a.key: Decision.HOLD for a in draft.addresses()},
            # The person who decides this hold approves the body that will be sent: signed, as
            # the rules would have made it (an AI signature is never lost to a store error).
            body=draft.body
            if settings.signature == "off"
            else signed_body(draft.body, settings.signature_text),
        )
