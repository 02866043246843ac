"""``decide(draft) -> Verdict``: run the rule table, fail closed on anything unexpected.

The engine is the one place that turns the rules' findings into answers: it stamps each with its
rule's id, records a rule that found nothing as a miss, and combines the answers into a verdict.
The same rules run again, in their ``Phase``, when a person approves a draft and right before the
settler sends it (``recheck``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mailgate.model import (
    DECISION_SEVERITY,
    Address,
    Answer,
    Decision,
    DraftRequest,
    DraftState,
    RuleRun,
    Verdict,
)
from mailgate.policy.rules import (
    APPROVED_BY_POLICY,
    PHASE_RULES,
    BlockedContent,
    Context,
    Phase,
    PolicySettings,
    Rule,
    RuleId,
    signed_body,
)
from mailgate.policy.snapshot import Snapshot

GENERIC_BLOCK = "This message cannot be sent as written. The owner has been told why."

Scan = Callable[[DraftRequest], tuple[BlockedContent, ...]]


def body_to_send(draft: DraftRequest, settings: PolicySettings, *, judged: bool = True) -> str:
    """The body the draft is sent with, fixed before any rule runs: the one place the AI signature is added.

    "append" adds it; "require" leaves it to the agent (the signature rule sends a body without it
    back), except when the rules could not be run (``judged=False``): the person who decides that
    hold approves the body that will be sent, so it is signed as the rules would have had it.
    """
    if settings.signature == "append" or (settings.signature != "off" and not judged):
        return signed_body(draft.body, settings.signature_text)
    return draft.body


def _run(ctx: Context) -> tuple[list[Answer], list[RuleRun]]:
    """Run the phase's rules in order; every rule that runs is recorded, hit or miss."""
    answers: list[Answer] = []
    ran: list[RuleRun] = []
    decided = False
    first_deny_ends = ctx.phase is not Phase.SUBMIT
    for rule in PHASE_RULES[ctx.phase]:
        if decided and not rule.always:
            continue
        said = rule.check(ctx)
        rule_id = _ID[rule.id]
        ran.append(_RAN[rule_id, bool(said)])
        if not said:
            continue
        answers.extend(
            Answer(rule_id=rule_id, decision=s.decision, reason=s.reason, recipient=s.recipient) for s in said
        )
        denied = any(s.decision is Decision.DENY for s in said)
        if denied if first_deny_ends else rule.terminal and (denied or any(not s.recipient for s in said)):
            decided = True
    return answers, ran


# Plain strings, and one shared record per rule and outcome: the engine runs on every decision.
_ID: dict[RuleId, str] = {r: r.value for r in RuleId}
_RAN: dict[tuple[str, bool], RuleRun] = {
    (r.value, hit): RuleRun(rule_id=r.value, hit=hit) for r in RuleId for hit in (False, True)
}


def evaluate(
    draft: DraftRequest,
    snap: Snapshot,
    settings: PolicySettings,
    blocked: tuple[BlockedContent, ...] = (),
) -> Verdict:
    """Run every rule in order over a snapshot; pure (no I/O)."""
    return _evaluate(draft, snap, settings, lambda: blocked, body_to_send(draft, settings))


def _evaluate(
    draft: DraftRequest,
    snap: Snapshot,
    settings: PolicySettings,
    scan: Callable[[], tuple[BlockedContent, ...]],
    body: str,
) -> Verdict:
    ctx = Context(draft=draft, snap=snap, settings=settings, scan=scan)
    blocked = ctx.blocked  # scanned first: a scanner that fails makes the whole decision fail closed
    answers, ran = _run(ctx)
    return _combine(draft, answers, ran, blocked, body)


def _combine(
    draft: DraftRequest,
    answers: list[Answer],
    ran: list[RuleRun],
    blocked: tuple[BlockedContent, ...],
    body: str,
) -> Verdict:
    per_recipient: dict[str, Decision] = {}
    for a in answers:
        if a.recipient:
            old = per_recipient.get(a.recipient)
            # Per recipient: a deny beats everything, then the first decisive answer stands.
            if old is None or a.decision is Decision.DENY:
                per_recipient[a.recipient] = a.decision
    draft_level = [a for a in answers if not a.recipient]
    owner_all = any(a.rule_id == RuleId.OWNER_ONLY and a.decision is Decision.ALLOW for a in draft_level)
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
    return Verdict(
        decision=decision,
        reasons=reasons,
        answers=tuple(answers),
        per_recipient=per_recipient,
        body=body,
        agent_message=GENERIC_BLOCK if blocked else "",
        blocked_kinds=frozenset(b.kind for b in blocked),
        ran=tuple(ran),
    )


def decide(
    draft: DraftRequest,
    read: Callable[[], Snapshot],
    settings: PolicySettings,
    scan: Scan,
) -> Verdict:
    """The fail-closed decision point: a store error or a rule that raises gives ``hold``, never allow."""
    try:
        return _evaluate(draft, read(), settings, lambda: scan(draft), body_to_send(draft, settings))
    except Exception as exc:
        reason = f"the policy could not be evaluated ({exc.__class__.__name__}: {exc}); held for a person"
        answer = Answer(rule_id=RuleId.FAIL_CLOSED.value, decision=Decision.HOLD, reason=reason)
        return Verdict(
            decision=Decision.HOLD,
            reasons=(reason,),
            answers=(answer,),
            per_recipient={a.key: Decision.HOLD for a in draft.addresses()},
            # An AI signature is never lost to a store error.
            body=body_to_send(draft, settings, judged=False),
        )


def recheck(
    draft: DraftRequest, snap: Snapshot, settings: PolicySettings, scan: Scan, phase: Phase
) -> Verdict:
    """The rules of a later ``phase`` run again: ``deny`` when one of them denies, else ``allow``.

    The first deny ends the run (the leak scan, last, runs only when every other rule passed).
    Nothing is caught: an error stops the caller (the settler sends nothing) instead of being a
    hold, since the draft was already judged and approved. ``reasons`` is one line per denying
    rule, the draft's note.
    """
    ctx = Context(draft=draft, snap=snap, settings=settings, scan=lambda: scan(draft), phase=phase)
    answers, ran = _run(ctx)
    denied = [a for a in answers if a.decision is Decision.DENY]
    rules = {_ID[r.id]: r for r in PHASE_RULES[phase]}
    by_rule: dict[str, list[Answer]] = {}
    for a in denied:
        by_rule.setdefault(a.rule_id, []).append(a)
    return Verdict(
        decision=Decision.DENY if denied else Decision.ALLOW,
        reasons=tuple(_brief(rules[rule_id], got) for rule_id, got in by_rule.items()),
        answers=tuple(answers),
        per_recipient={a.recipient: a.decision for a in denied if a.recipient},
        body=draft.body,
        ran=tuple(ran),
    )


def _brief(rule: Rule, denied: list[Answer]) -> str:
    """One line for a rule's denials: its brief, then the recipients (or the reasons) it named."""
    if not rule.brief:
        return "; ".join(a.reason for a in denied)
    if all(a.recipient for a in denied):
        keys = [a.recipient for a in denied]
        return f"{rule.brief}: " + ", ".join(sorted(keys) if rule.sort_brief else keys)
    return f"{rule.brief}: " + "; ".join(a.reason for a in denied)


def denying_rules(verdict: Verdict) -> str:
    """The ids of the rules that denied a draft, comma-separated, in rule order."""
    rules = [a.rule_id for a in verdict.answers if a.decision is Decision.DENY]
    return ",".join(dict.fromkeys(rules)) or "policy"


def held_by_fail_closed(verdict: Verdict) -> bool:
    """Whether the verdict is the hold of a policy that could not be evaluated."""
    return any(a.rule_id == RuleId.FAIL_CLOSED for a in verdict.answers)


def blocked_by_content(verdict: Verdict) -> bool:
    """Whether the leak scanner's rule denied the draft (it is then stored without its content)."""
    return any(a.rule_id == RuleId.BLOCKED_CONTENT for a in verdict.answers)


def redacted(verdict: Verdict, redact: Callable[[str], str]) -> Verdict:
    """The same decision with ``redact`` applied to every text it keeps: reasons, answers, recipients.

    A refused draft's reasons name where the leak scanner found a vault value, and that place (a
    recipient address, a display name) may hold the value itself; what is stored of the verdict,
    the draft's note and the audit rows keep the field and the entry's name, never the value.
    """
    per_recipient: dict[str, Decision] = {}
    for key, decision in verdict.per_recipient.items():
        key = redact(key)
        old = per_recipient.get(key)  # two addresses may read the same once redacted: the stricter
        if old is None or DECISION_SEVERITY[decision] > DECISION_SEVERITY[old]:
            per_recipient[key] = decision
    return replace(
        verdict,
        reasons=tuple(redact(r) for r in verdict.reasons),
        answers=tuple(
            replace(a, reason=redact(a.reason), recipient=redact(a.recipient)) for a in verdict.answers
        ),
        per_recipient=per_recipient,
    )


def allowed_by(verdict: Verdict) -> str:
    """``approved_by`` for a draft the rules allowed: ``policy:`` and the first allowing rule."""
    rule = next((a.rule_id for a in verdict.answers if a.decision is Decision.ALLOW), "policy")
    return APPROVED_BY_POLICY + rule


# How a retried submit reports a draft that already exists (exit codes of `mailgate send`).
_STATE_DECISION = {
    DraftState.PENDING: Decision.HOLD,
    DraftState.APPROVED: Decision.ALLOW,
    DraftState.SENDING: Decision.ALLOW,
    DraftState.SENT: Decision.ALLOW,
    DraftState.UNKNOWN: Decision.HOLD,
    DraftState.FAILED: Decision.DENY,
    DraftState.REJECTED: Decision.DENY,
}


def decision_of_state(state: DraftState) -> Decision:
    """The decision a stored draft's state stands for, reported when the same send comes again."""
    return _STATE_DECISION[state]


def recipient_decision(verdict: Verdict, address: Address) -> Decision:
    """What a verdict says about one recipient: ``deny`` when it or the whole draft was denied.

    Except a secret or canary in the address: ``hold`` here, so that a door judging recipients
    before the message exists (SMTP's DATA) leaves the refusal to the draft's submit, which
    raises the alarm and keeps the evidence without the value (session 8).
    """
    if blocked_by_content(verdict):
        return Decision.HOLD
    denied = verdict.per_recipient.get(address.key) is Decision.DENY or any(
        a.decision is Decision.DENY and not a.recipient for a in verdict.answers
    )
    return Decision.DENY if denied else verdict.per_recipient.get(address.key, Decision.HOLD)
