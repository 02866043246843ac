"""`mailgate policy explain`: the verdict and every rule's answer, creating nothing."""

from __future__ import annotations

from mailgate.cli.app import cell, cli, emit_json, gateway, home_option, json_option, say
from mailgate.cli.outbox import send_options
from mailgate.outbound.drafts import SendRequest


@cli.group()
def policy() -> None:
    """Ask the policy engine."""


@policy.command("explain")
@send_options
@home_option
@json_option
def explain(req: SendRequest, home: str | None, as_json: bool) -> None:
    """Print what the policy would decide for this message, and why; stores nothing."""
    verdict = gateway(home).outbox.explain(req)
    if as_json:
        emit_json(verdict.to_json())
        return
    say(f"verdict: {verdict.decision.value}")
    for reason in verdict.reasons:
        say(f"  because {cell(reason)}")
    for key, decision in verdict.per_recipient.items():
        say(f"recipient {cell(key)}: {decision.value}")
    for a in verdict.answers:
        who = f" [{cell(a.recipient)}]" if a.recipient else ""
        say(f"rule {cell(a.rule_id)}{who}: {a.decision.value} - {cell(a.reason)}")
