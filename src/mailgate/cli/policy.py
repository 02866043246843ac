"""`mailgate policy explain`: the verdict and every rule's answer (hit or miss), creating nothing."""

from __future__ import annotations

from mailgate import SendRequest
from mailgate.cli.app import cell, cli, emit_json, gateway, home_option, json_option, say
from mailgate.cli.outbox import send_options


@cli.group()
def policy() -> None:
    """Ask the policy engine."""


@policy.command("explain")
@send_options
@home_option
@json_option
def explain(req: SendRequest, home: str | None, as_json: bool) -> None:
    """Print what the policy would decide for this message, and why; stores nothing.

    Every rule that ran is listed in order: its answers when it hit, ``miss`` when it had nothing
    to say. Rules after a deciding one do not run and are not listed.
    """
    verdict = gateway(home).outbox.explain(req)
    if as_json:
        emit_json(verdict.to_json())
        return
    say(f"verdict: {verdict.decision.value}")
    for reason in verdict.reasons:
        say(f"  because {cell(reason)}")
    for key, decision in verdict.per_recipient.items():
        say(f"recipient {cell(key)}: {decision.value}")
    for rule_id, answers in verdict.trace():
        if not answers:
            say(f"rule {cell(rule_id)}: miss")
        for a in answers:
            who = f" [{cell(a.recipient)}]" if a.recipient else ""
            say(f"rule {cell(a.rule_id)}{who}: {a.decision.value} - {cell(a.reason)}")
