"""The guard and the outbox: `send`, `retry`, `approve`, `deny`, `cancel`, `outbox`, `show`, `pause`."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import click

from mailgate import (
    RESOLVE_HINT,
    STATE_OR_OUTCOME,
    Attachment,
    Decision,
    Draft,
    DraftState,
    Gateway,
    Outcome,
    SendRequest,
    SubmitResult,
    clock,
    next_step,
    outcome_text,
    short_outcome,
)
from mailgate.cli import exitcodes
from mailgate.cli.app import cell, cli, emit_json, err, gateway, home_option, json_option, say, table
from mailgate.cli.serve import DEMO_MARK
from mailgate.display import note, text_preview, visible
from mailgate.errors import InvalidInput


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
    except FileNotFoundError:
        raise InvalidInput("body_file", "no such file", body_file) from None
    except IsADirectoryError:
        raise InvalidInput("body_file", "is a directory, not a file", body_file) from None
    except PermissionError:
        raise InvalidInput("body_file", "cannot be read (permission denied)", body_file) from None
    except UnicodeDecodeError as exc:
        raise InvalidInput(
            "body_file", f"is not UTF-8 text (byte {exc.start} cannot be decoded)", body_file
        ) from None
    except OSError as exc:
        raise InvalidInput("body_file", f"cannot be read ({exc.strerror})", body_file) from None


def read_attachment(path: str) -> Attachment:
    """A file the owner names on the command line, read whole; its name is the path's last part."""
    file = Path(path)
    try:
        data = file.read_bytes()
    except FileNotFoundError:
        raise InvalidInput("attach", "no such file", path) from None
    except IsADirectoryError:
        raise InvalidInput("attach", "is a directory, not a file", path) from None
    except OSError as exc:
        raise InvalidInput("attach", f"cannot be read ({exc.strerror})", path) from None
    return Attachment(filename=file.name, content_type="", data=data)


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
        attach: tuple[str, ...],
        **rest: Any,
    ) -> None:
        req = SendRequest(
            agent=agent_name,
            to=list(to),
            cc=list(cc),
            bcc=list(bcc),
            subject=subject,
            body=read_body(body, body_file),
            attachments=tuple(read_attachment(path) for path in attach),
        )
        func(req=req, **rest)

    command: Callable[..., None] = wrapper
    for opt in reversed(
        [
            click.option("--agent", "agent_name", required=True, help="the agent sending"),
            click.option("--to", "to", multiple=True, required=True, help="one recipient (repeat for more)"),
            click.option("--cc", multiple=True, help="one Cc recipient (repeat for more)"),
            click.option("--bcc", multiple=True, help="one Bcc recipient (repeat for more)"),
            click.option("--subject", required=True, help="the subject line"),
            click.option("--body", default=None, help="the body text"),
            click.option("--body-file", default=None, help="read the body from a file (- for stdin)"),
            click.option(
                "--attach",
                multiple=True,
                help="attach a file (repeat for more; needs mail.allow_attachments; type judged by content)",
            ),
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
    for n, a in enumerate(d.attachments, 1):
        # The approval binds these bytes: the sha256 lets the person check the file they expect.
        kind = shown(a.content_type)
        lines.append(f"attach {n}: {shown(a.filename)} ({kind}, {len(a.data)} bytes, sha256 {a.sha256})")
    lines.append(f"hash:    {d.content_hash}")
    lines.append("-" * 60)
    lines.append(shown(d.body.rstrip("\n"), one_line=False))
    lines.append("-" * 60)
    # A mail client shows a text file inline, as part of the message: it is read here as the body is.
    for n, a in enumerate(d.attachments, 1):
        preview = text_preview(a.content_type, a.data)
        if preview is None:
            continue
        escaped += preview.escaped
        lines.append(f"attach {n} as text ({shown(a.filename)}):")
        lines.append(preview.text.rstrip("\n"))
        if preview.more:
            lines.append(f"[... {preview.more} more characters not shown; the whole file is sent]")
        lines.append("-" * 60)
    # A long body can push the lines above off the screen and end in an imitation of them (a rule,
    # a "to:" line naming someone harmless): the real subject and recipients are said again here,
    # right above any prompt, where the person is reading.
    again = ", ".join(f"{r.kind.value} <{visible(r.address.addr_spec).text}>" for r in d.recipients)
    lines.append(f"end of draft {visible(d.id).text}: subject {visible(d.subject).text}")
    lines.append(f"it goes to: {again}")
    if escaped:
        lines.append(f"WARNING: {note(escaped)}; the message carries the characters themselves")
    for line in lines:
        say(line, err=err)


def submit_doc(result: SubmitResult) -> dict[str, object]:
    """The JSON of a send or retry: ``id`` names the draft; a repeat says so and gives no verdict."""
    doc: dict[str, object] = {
        "id": result.draft_id or None,
        "state": result.state,
        "decision": None if result.duplicate else result.decision.value,
        "reasons": list(result.reasons),
        "content_hash": result.content_hash,
        "duplicate": result.duplicate,
        "retry_of": result.retry_of or None,
    }
    if result.duplicate:
        doc["earlier"] = {"id": result.draft_id, "state": result.state, "created_at": result.earlier_at}
    return doc


def report_submit(gw: Gateway, result: SubmitResult, as_json: bool) -> None:
    """Print what a send or retry did and exit with its code (0 queued, 3 held, 4 denied, 5 fix)."""
    code = exitcodes.SEND_OUTCOME[result.decision]
    if as_json:
        emit_json(submit_doc(result))
        raise SystemExit(code)
    if result.duplicate:
        # Never an old verdict dressed as a new one: the earlier draft, its state, and when.
        say(f"NOT SENT AGAIN: {cell(result.reasons[0])}")
        earlier = gw.outbox.draft(result.draft_id)
        step = next_step(earlier) or outcome_text(earlier)
        if step:
            say(f"  {cell(step)}")
        raise SystemExit(code)
    again = f" (sends draft {result.retry_of} again)" if result.retry_of else ""
    if result.decision is Decision.ALLOW:
        say(f"queued: draft {result.draft_id}{again} is approved by policy and will be sent")
    elif result.decision is Decision.HOLD:
        say(f"HOLD: this message waits for a person's yes.{again}")
        show_message(gw.outbox.draft(result.draft_id))
        for reason in result.reasons:
            say(f"why:     {cell(reason)}")
        say(f"approve: mailgate approve {result.draft_id}")
    elif result.decision is Decision.FIX:
        say("FIX NEEDED: nothing was stored; change the message and send again.")
        for reason in result.reasons:
            say(f"  {cell(reason)}")
    else:
        say(f"DENIED: draft {result.draft_id}{again} will not be sent.")
        for reason in result.reasons:
            say(f"  {cell(reason)}")
    raise SystemExit(code)


@cli.command()
@send_options
@click.option("--in-reply-to", default="", help="id of a stored inbound mail this answers")
@click.option("--idempotency-key", default="", help="reuse only to retry the exact same send")
@click.option(
    "--again",
    is_flag=True,
    help="send even when the agent sent this exact message in the last 24 hours (a new draft, judged now)",
)
@home_option
@json_option
def send(
    req: SendRequest, in_reply_to: str, idempotency_key: str, again: bool, home: str | None, as_json: bool
) -> None:
    """The guard: turn a send into a draft. Exit 0 queued, 3 held, 4 denied, 5 fix needed, 2 bad input.

    Without --idempotency-key, the same message from the same agent within 24 hours is not stored
    twice: the answer names the earlier draft, its state and when it was made (exit code of that
    state), and --again sends it as a new draft judged by the rules as they are now.
    """
    req = replace(req, in_reply_to=in_reply_to, idempotency_key=idempotency_key)
    gw = gateway(home)
    result = gw.outbox.submit(req, actor=f"agent:{req.agent}", require_key=False, again=again)
    report_submit(gw, result, as_json)


@cli.command()
@click.argument("draft_id")
@click.option("--by", default="owner", show_default=True, help="who sends it again (kept in the audit log)")
@home_option
@json_option
def retry(draft_id: str, by: str, home: str | None, as_json: bool) -> None:
    """Send a failed draft again as a new draft with the same content, judged by the policy now.

    Also takes an unknown draft once a person marked it lost (`mailgate resolve ID --lost`). The
    new draft names the old one (retry_of); each draft is sent again at most once. Exit codes as
    `send`: 0 queued, 3 held for a person again, 4 denied, 5 fix needed.
    """
    gw = gateway(home)
    report_submit(gw, gw.outbox.retry(draft_id, by=by), as_json)


@cli.command()
@click.argument("draft_id")
@click.option(
    "--confirm", "confirm_hash", default=None, help="approve without a prompt if HASH is the content hash"
)
@click.option(
    "--remember",
    type=click.Choice(["address", "domain"]),
    default=None,
    help="also grant each recipient's address, or its *@domain, for the agent (each named before acting)",
)
@click.option("--by", default="owner", show_default=True, help="who approves (kept in the audit log)")
@home_option
@json_option
def approve(
    draft_id: str, confirm_hash: str | None, remember: str | None, by: str, home: str | None, as_json: bool
) -> None:
    """Show the exact message and send it only on a typed `yes` (or --confirm HASH)."""
    gw = gateway(home)
    draft = gw.outbox.draft(draft_id)
    grants = gw.outbox.remembered_grants(draft, remember) if remember else ()
    if confirm_hash is None:
        # With --json the prompt goes to stderr so stdout stays one JSON document.
        show_message(draft, err=as_json)
    if grants:
        # Named before acting, as the dashboard's choice does: "domain" grants every recipient's
        # domain (a Bcc at a mail provider too), which is more than this one message.
        what = "every address at" if remember == "domain" else "these addresses"
        line = f"remember: grants agent {cell(draft.agent)} {what}: " + ", ".join(cell(g) for g in grants)
        say(line, err=as_json)
    if confirm_hash is None:
        question = "Type yes to send exactly this message" + (" and add these grants" if grants else "")
        answer = click.prompt(question, default="", show_default=False, err=as_json)
        if answer.strip() != "yes":
            # A vague answer ("y", "ok", "sure") is not a yes.
            raise InvalidInput("answer", "only a typed `yes` approves; nothing was changed", answer)
        confirm_hash = draft.content_hash
    done = gw.outbox.approve(draft_id, by=by, confirm_hash=confirm_hash, remember=remember or "")
    if as_json:
        emit_json(draft_doc(done))
    else:
        later = done.not_before is not None and done.not_before > clock.now() + timedelta(seconds=1)
        undo = f" after {done.not_before:%H:%M:%S} UTC (undo: mailgate cancel {done.id})" if later else ""
        say(f"approved: draft {done.id} will be sent{undo}")
        problem = gw.sending.smtp_problem()
        # A demo home names no server on purpose: `serve --demo` hands its settler a capture server.
        if problem and not (gw.home / DEMO_MARK).exists():
            err(f"mailgate: WARNING: {problem}: this draft will fail when the settler takes it")


@cli.command()
@click.argument("draft_id")
@click.option("--reason", required=True, help="why (kept in the audit log)")
@click.option("--by", default="owner", show_default=True, help="who denies (kept in the audit log)")
@home_option
@json_option
def deny(draft_id: str, reason: str, by: str, home: str | None, as_json: bool) -> None:
    """Reject a held draft for good."""
    done = gateway(home).outbox.deny(draft_id, by=by, reason=reason)
    if as_json:
        emit_json(draft_doc(done))
    else:
        say(f"denied: draft {done.id} ({cell(outcome_text(done))})")


@cli.command()
@click.argument("draft_id")
@click.option("--by", default="owner", show_default=True, help="who cancels (kept in the audit log)")
@home_option
@json_option
def cancel(draft_id: str, by: str, home: str | None, as_json: bool) -> None:
    """Take back an approved draft during the undo window."""
    done = gateway(home).outbox.cancel(draft_id, by=by)
    if as_json:
        emit_json(draft_doc(done))
    else:
        say(f"cancelled: draft {done.id} will not be sent")


@cli.command()
@click.option(
    "--status",
    "state",
    type=click.Choice(STATE_OR_OUTCOME),
    default=None,
    help="only drafts in this state, or rejected drafts with this outcome (e.g. expired)",
)
@click.option("--agent", "agent_name", default=None, help="only this agent's drafts")
@click.option(
    "--limit", type=click.IntRange(1, 10_000), default=50, show_default=True, help="most drafts to list"
)
@home_option
@json_option
def outbox(state: str | None, agent_name: str | None, limit: int, home: str | None, as_json: bool) -> None:
    """List drafts: unknown ones first (a person must check them), then the rest newest first."""
    gw = gateway(home)
    if agent_name is not None:
        gw.rules.require_agent(agent_name)
    if state in {o.value for o in Outcome}:
        drafts = gw.outbox.drafts(agent=agent_name, limit=limit, outcome=state)
    elif state is not None:
        drafts = gw.outbox.drafts(state=state, agent=agent_name, limit=limit)
    else:
        # Unknown drafts may have been delivered: they come first, however old, until resolved.
        unknown = gw.outbox.drafts(state=DraftState.UNKNOWN.value, agent=agent_name, limit=limit)
        rest = (
            gw.outbox.drafts(agent=agent_name, limit=limit - len(unknown), exclude_state="unknown")
            if len(unknown) < limit
            else []
        )
        drafts = unknown + rest
    if as_json:
        emit_json([draft_doc(d, body=False) for d in drafts])
        return
    table(
        [
            {
                "id": d.id,
                "state": d.state.value,
                "outcome": short_outcome(d) or None,
                "agent": d.agent,
                "to": ", ".join(r.address.addr_spec for r in d.recipients),
                "subject": d.subject[:40],
                "created": d.created_at,
            }
            for d in drafts
        ],
        ["id", "state", "outcome", "agent", "to", "subject", "created"],
    )
    for d in drafts:
        if d.state is DraftState.UNKNOWN:
            say(f"unknown {d.id}: {RESOLVE_HINT.format(id=d.id)}")


@cli.command()
@click.argument("draft_id")
@home_option
@json_option
def show(draft_id: str, home: str | None, as_json: bool) -> None:
    """One draft in full: the message, its state and outcome, why it was held or denied, what next."""
    d = gateway(home).outbox.draft(draft_id)
    if as_json:
        emit_json(draft_doc(d))
        return
    show_message(d)
    say(f"state:   {d.state.value}" + (f" - {cell(outcome_text(d))}" if outcome_text(d) else ""))
    if d.note and d.state is not DraftState.REJECTED:
        say(f"note:    {cell(d.note)}")
    elif d.note and d.outcome in (Outcome.DENIED_BY_POLICY, Outcome.APPROVAL_MISSING):
        say(f"why:     {cell(d.note)}")
    say(f"agent:   {cell(d.agent)}")
    say(f"created: {cell(d.created_at)} UTC")
    if d.retry_of:
        say(f"retry of: draft {cell(d.retry_of)}")
    if d.approved_by:
        say(f"approved by: {cell(d.approved_by)}")
    reasons = d.verdict.get("reasons", [])
    if d.state is DraftState.PENDING and isinstance(reasons, list):
        for reason in reasons:
            say(f"held:    {cell(reason)}")
    answers = d.verdict.get("answers", [])
    for answer in answers if isinstance(answers, list) else []:
        fields = " ".join(cell(answer[k]) for k in ("decision", "recipient", "reason"))
        say(f"rule {cell(answer['rule'])}: {fields}".rstrip())
    step = next_step(d)
    if step:
        say(f"next:    {cell(step)}")


@cli.command()
@home_option
@json_option
def pause(home: str | None, as_json: bool) -> None:
    """Stop every send at once (holds keep accumulating) until `mailgate resume`."""
    gateway(home).sending.set_paused(True)
    if as_json:
        emit_json({"paused": True})
    else:
        say("sending paused")


@cli.command()
@home_option
@json_option
def resume(home: str | None, as_json: bool) -> None:
    """Let the settler send again."""
    gateway(home).sending.set_paused(False)
    if as_json:
        emit_json({"paused": False})
    else:
        say("sending resumed")


def draft_doc(d: Draft, *, body: bool = True) -> dict[str, object]:
    """A draft as JSON: ``id``, state, outcome (for rejected drafts) and the next step."""
    doc: dict[str, object] = {
        "id": d.id,
        "agent": d.agent,
        "state": d.state.value,
        "outcome": d.outcome or None,
        "outcome_by": d.outcome_by or None,
        "outcome_text": outcome_text(d) or None,
        "next": next_step(d) or None,
        "retry_of": d.retry_of or None,
        "subject": d.subject,
        "recipients": [{"kind": r.kind.value, "address": r.address.addr_spec} for r in d.recipients],
        "content_hash": d.content_hash,
        "attachments": [
            {"filename": a.filename, "content_type": a.content_type, "size": len(a.data), "sha256": a.sha256}
            for a in d.attachments
        ],
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
