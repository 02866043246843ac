"""What happened to a draft, and what the owner can do next, in words (no I/O).

One state machine stores a draft's fate; a ``rejected`` draft also stores its ``Outcome`` (denied by
policy or by a person, expired, cancelled, approval missing) and who or which rule brought it
about. Every front door that shows a draft to the owner says it the same way.
"""

from __future__ import annotations

from mailgate.model import Draft, DraftState, Outcome

RESOLVE_HINT = "a person must check whether it arrived: mailgate resolve {id} --arrived|--lost"


def outcome_text(d: Draft) -> str:
    """Why a rejected draft was rejected, with who or which rule ("" for other states)."""
    if d.state is not DraftState.REJECTED:
        return ""
    if d.outcome == Outcome.DENIED_BY_POLICY:
        return f"denied by policy (rule {d.outcome_by or 'unknown'})"
    if d.outcome == Outcome.DENIED_BY_PERSON:
        reason = d.note.removeprefix("denied: ")
        return f"denied by a person ({d.outcome_by})" + (f": {reason}" if reason else "")
    if d.outcome == Outcome.EXPIRED:
        return f"expired unapproved (no decision by {d.expires_at:%Y-%m-%d %H:%M} UTC)"
    if d.outcome == Outcome.CANCELLED:
        return f"cancelled by {d.outcome_by or 'the owner'} before it was sent"
    if d.outcome == Outcome.APPROVAL_MISSING:
        return "approval missing: no verifiable approval of this content, not sent"
    return "rejected"


def short_outcome(d: Draft) -> str:
    """The outcome for one table cell: "denied by policy: do-not-contact", "expired", ..."""
    if d.state is not DraftState.REJECTED:
        return ""
    return {
        Outcome.DENIED_BY_POLICY.value: f"denied by policy: {d.outcome_by}",
        Outcome.DENIED_BY_PERSON.value: f"denied by {d.outcome_by}",
        Outcome.EXPIRED.value: "expired unapproved",
        Outcome.CANCELLED.value: f"cancelled by {d.outcome_by}",
        Outcome.APPROVAL_MISSING.value: "approval missing",
    }.get(d.outcome, "rejected")


def next_step(d: Draft) -> str:
    """The command that moves this draft on, or "" when nothing is left to do."""
    if d.state is DraftState.PENDING:
        return f"a person decides: mailgate approve {d.id} | mailgate deny {d.id} --reason TEXT"
    if d.state is DraftState.APPROVED:
        return f"will be sent; to take it back first: mailgate cancel {d.id}"
    if d.state is DraftState.FAILED:
        return f"nothing was delivered; to send it again: mailgate retry {d.id}"
    if d.state is DraftState.UNKNOWN:
        return RESOLVE_HINT.format(id=d.id)
    return ""


STATE_OR_OUTCOME = tuple(s.value for s in DraftState) + tuple(o.value for o in Outcome)
"""What ``outbox --status`` accepts: every state, and every way a draft ends rejected."""
