"""The guard and the outbox: `send`, `approve`, `deny`, `cancel`, `outbox`, `show`, `pause`, `resume`."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import click

from mailgate import clock
from mailgate.cli import exitcodes
from mailgate.cli.app import cell, cli, emit_json, gateway, home_option, json_option, say, table
from mailgate.display import note, visible
from mailgate.errors import InvalidInput
from mailgate.model import Decision, Draft, DraftState
from mailgate.outbound.drafts import SendRequest


def read_body(body: str | None, body_file: str | None) -> str:
    """The body from --body, or --body-file (``-`` = stdin)."""
    if body is not None and body_file is not None:
        raise InvalidInput("body", "give --body or --body-file, not both")
    if body_file is None:
        return body or ""
    if body_file == "-":
        return sys.stdin.read()
    try:
        return Path(body_file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInput(
            "body_file", f"cannot be read as UTF-8 text ({exc.__class__.__name__})", body_file
        ) from exc


def send_options(func: Callable[..., None]) -> Callable[..., None]:
    """The message options shared by `send` and `policy explain`, handed over as one ``req``."""

    @functools.wraps(func)
    def wrapper(
        *,
        agent_name: str,
        to: tuple[str, ...],
        cc: tuple[str, ...],
        bcc: tuple[str, ...],
        subject: str,
        body: str | None,
        body_file: str | None,
        **rest: Any,
    ) -> None:
        req = SendRequest(
            agent=agent_name,
            to=list(to),
            cc=list(cc),
            bcc=list(bcc),
            subject=subject,
            body=read_body(body, body_file),
        )
        func(req=req, **rest)

    command: Callable[..., None] = wrapper
    for opt in reversed(
        [
            click.option("--agent", "agent_name", required=True, help="the agent sending"),
            click.option("--to", "to", multiple=True, required=True, help="one recipient (repeat for more)"),
            click.option("--cc", multiple=True, help="one Cc recipient (repeat for more)"),
            click.option("--bcc", multiple=True, help="one Bcc recipient (repeat for more)"),
            click.option("--subject", required=True),
            click.option("--body", default=None, help="the body text"),
            click.option("--body-file", default=None, help="read the body from a file (- for stdin)"),
        ]
    ):
        command = opt(command)
    return command


def show_message(d: Draft, *, err: bool = False) -> None:
    """Print the exact stored message a person is asked about: every hashed field.

    Each field is shown through mailgate.display, so a control sequence in it cannot move the
    cursor or overwrite a line; a note says how many characters are shown as escapes.
    """
    escaped = 0

    def shown(value: str, *, one_line: bool = True) -> str:
        nonlocal escaped
        result = visible(value, one_line=one_line)
        escaped += result.escaped
        return result.text

    lines = [f"draft:   {shown(d.id)}"]
    for r in d.recipients:
        name = f"{shown(r.address.display_name)} " if r.address.display_name else ""
        lines.append(f"{r.kind.value + ':':<8} {name}<{shown(r.address.addr_spec)}>")
    lines.append(f"subject: {shown(d.subject)}")
    if d.in_reply_to:
        lines.append(f"reply to: {shown(d.in_reply_to)} (references: {shown(d.references)})")
    lines.append(f"hash:    {d.content_hash}")
    lines.append("-" * 60)
    lines.append(shown(d.body.rstrip("\n"), one_line=False))
    lines.append("-" * 60)
    if escaped:
        lines.append(f"WARNING: {note(escaped)}; the message carries the characters themselves")
    for line in lines:
        say(line, err=err)


@cli.command()
@send_options
@click.option("--in-reply-to", default="", help="id of a stored inbound mail this answers")
@click.option("--idempotency-key", default="", help="reuse only to retry the exact same send")
@home_option
@json_option
def send(req: SendRequest, in_reply_to: str, idempotency_key: str, home: str | None, as_json: bool) -> None:
    """The guard: turn a send into a draft. Exit 0 queued, 3 held, 4 denied, 5 fix needed, 2 bad input."""
    req = replace(req, in_reply_to=in_reply_to, idempotency_key=idempotency_key)
    gw = gateway(home)
    result = gw.submit(req, actor=f"agent:{req.agent}", require_key=False)
    code = exitcodes.SEND_OUTCOME[result.decision]
    if as_json:
        emit_json(
            {
                "draft_id": result.draft_id or None,
                "state": result.state,
                "decision": result.decision.value,
                "reasons": list(result.reasons),
                "content_hash": result.content_hash,
                "duplicate": result.duplicate,
            }
        )
        raise SystemExit(code)
    if result.decision is Decision.ALLOW:
        say(f"queued: draft {result.draft_id} is approved by policy and will be sent")
    elif result.decision is Decision.HOLD:
        say("HOLD: this message waits for a person's yes.")
        show_message(gw.draft(result.draft_id))
        for reason in result.reasons:
            say(f"why:     {cell(reason)}")
        say(f"approve: mailgate approve {result.draft_id}")
    elif result.decision is Decision.FIX:
        say("FIX NEEDED: nothing was stored; change the message and send again.")
        for reason in result.reasons:
            say(f"  {cell(reason)}")
    else:
        say(f"DENIED: draft {result.draft_id} will not be sent.")
        for reason in result.reasons:
            say(f"  {cell(reason)}")
    raise SystemExit(code)


@cli.command()
@click.argument("draft_id")
@click.option(
    "--confirm", "confirm_hash", default=None, help="approve without a prompt if HASH is the content hash"
)
@click.option(
    "--remember",
    type=click.Choice(["address", "domain"]),
    default=None,
    help="also grant this exact address, or its *@domain, for the agent",
)
@click.option("--by", default="owner", show_default=True, help="who approves (kept in the audit log)")
@home_option
@json_option
def approve(
    draft_id: str, confirm_hash: str | None, remember: str | None, by: str, home: str | None, as_json: bool
) -> None:
    """Show the exact message and send it only on a typed `yes` (or --confirm HASH)."""
    gw = gateway(home)
    draft = gw.draft(draft_id)
    if confirm_hash is None:
        # With --json the prompt goes to stderr so stdout stays one JSON document.
        show_message(draft, err=as_json)
        answer = click.prompt(
            "Type yes to send exactly this message", default="", show_default=False, err=as_json
        )
        if answer.strip() != "yes":
            # A vague answer is not a yes (seed 003).
            raise InvalidInput("answer", "only a typed `yes` approves; nothing was changed", answer)
        confirm_hash = draft.content_hash
    done = gw.approve(draft_id, by=by, confirm_hash=confirm_hash, remember=remember or "")
    if as_json:
        emit_json(draft_doc(done))
    else:
        later = done.not_before is not None and done.not_before > clock.now() + timedelta(seconds=1)
        undo = f" after {done.not_before:%H:%M:%S} UTC (undo: mailgate cancel {done.id})" if later else ""
        say(f"approved: draft {done.id} will be sent{undo}")


@cli.command()
@click.argument("draft_id")
@click.option("--reason", required=True, help="why (kept in the audit log)")
@click.option("--by", default="owner", show_default=True)
@home_option
@json_option
def deny(draft_id: str, reason: str, by: str, home: str | None, as_json: bool) -> None:
    """Reject a held draft for good."""
    done = gateway(home).deny(draft_id, by=by, reason=reason)
    if as_json:
        emit_json(draft_doc(done))
    else:
        say(f"denied: draft {done.id}")


@cli.command()
@click.argument("draft_id")
@home_option
@json_option
def cancel(draft_id: str, home: str | None, as_json: bool) -> None:
    """Take back an approved draft during the undo window."""
    done = gateway(home).cancel(draft_id)
    if as_json:
        emit_json(draft_doc(done))
    else:
        say(f"cancelled: draft {done.id}")


@cli.command()
@click.option(
    "--status",
    "state",
    type=click.Choice([s.value for s in DraftState]),
    default=None,
    help="only drafts in this state",
)
@click.option("--agent", "agent_name", default=None)
@click.option("--limit", type=click.IntRange(1, 10_000), default=50, show_default=True)
@home_option
@json_option
def outbox(state: str | None, agent_name: str | None, limit: int, home: str | None, as_json: bool) -> None:
    """List drafts, newest first."""
    drafts = gateway(home).drafts(state=state, agent=agent_name, limit=limit)
    if as_json:
        emit_json([draft_doc(d, body=False) for d in drafts])
        return
    table(
        [
            {
                "id": d.id,
                "state": d.state.value,
                "agent": d.agent,
                "to": ", ".join(r.address.addr_spec for r in d.recipients),
                "subject": d.subject[:40],
                "created": d.created_at,
            }
            for d in drafts
        ],
        ["id", "state", "agent", "to", "subject", "created"],
    )


@cli.command()
@click.argument("draft_id")
@home_option
@json_option
def show(draft_id: str, home: str | None, as_json: bool) -> None:
    """One draft in full, with its verdict, content hash and note."""
    d = gateway(home).draft(draft_id)
    if as_json:
        emit_json(draft_doc(d))
        return
    show_message(d)
    say(f"state:   {d.state.value}" + (f" ({cell(d.note)})" if d.note else ""))
    say(f"agent:   {cell(d.agent)}")
    if d.approved_by:
        say(f"approved by: {cell(d.approved_by)}")
    answers = d.verdict.get("answers", [])
    for answer in answers if isinstance(answers, list) else []:
        fields = " ".join(cell(answer[k]) for k in ("decision", "recipient", "reason"))
        say(f"rule {cell(answer['rule'])}: {fields}".rstrip())


@cli.command()
@home_option
def pause(home: str | None) -> None:
    """Stop every send at once (holds keep accumulating) until `mailgate resume`."""
    gateway(home).set_paused(True)
    say("sending paused")


@cli.command()
@home_option
def resume(home: str | None) -> None:
    """Let the settler send again."""
    gateway(home).set_paused(False)
    say("sending resumed")


def draft_doc(d: Draft, *, body: bool = True) -> dict[str, object]:
    doc: dict[str, object] = {
        "id": d.id,
        "agent": d.agent,
        "state": d.state.value,
        "subject": d.subject,
        "recipients": [{"kind": r.kind.value, "address": r.address.addr_spec} for r in d.recipients],
        "content_hash": d.content_hash,
        "note": d.note,
        "approved_by": d.approved_by,
        "created_at": d.created_at,
        "expires_at": d.expires_at,
        "not_before": d.not_before,
        "message_id": d.message_id,
        "sent_at": d.sent_at,
    }
    if body:
        doc["body"] = d.body
        doc["verdict"] = d.verdict
    return doc
