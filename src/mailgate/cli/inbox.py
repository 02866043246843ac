"""Inbound: `ingest`, `poll`, `import`, `inbox`, `read`, `release`, `scan inbound`."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import click

from mailgate import (
    Gateway,
    MailSummary,
    PollCounts,
    check_sender,
    load_scanner,
    parse_mail,
    scan_parsed,
    strip_bom,
)
from mailgate import known_anomalies as known
from mailgate.cli.app import (
    cell,
    cli,
    emit_json,
    gateway,
    home_option,
    json_option,
    notice,
    say,
    table,
    verbosity,
)
from mailgate.cli.scan import scan


@cli.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--agent", "agent_name", default=None, help="put the mail in this agent's inbox")
@home_option
@json_option
def ingest(files: tuple[str, ...], agent_name: str | None, home: str | None, as_json: bool) -> None:
    """Take .eml FILES into the inbox (the files are left where they are)."""
    gw = gateway(home)
    if agent_name is not None:
        gw.rules.require_agent(
            agent_name
        )  # before any file: no mail is stored for an agent that is not there
    results = []
    for name in files:
        got = gw.inbox.ingest(Path(name).read_bytes(), account="cli", agent=agent_name)
        results.append(
            {
                "file": name,
                "outcome": got.outcome,
                "mail_id": got.mail_id or None,
                "agent": got.agent,
                "detail": got.detail,
            }
        )
    if as_json:
        emit_json(results)
    else:
        for r in results:
            say(
                f"{r['file']}: {r['outcome']}"
                + (f" as {r['mail_id']} for {r['agent'] or 'the owner'}" if r["mail_id"] else "")
                + (f" ({cell(r['detail'])})" if r["detail"] else "")
            )


@cli.command()
@click.option("--once", is_flag=True, help="one pass over every transport, then exit")
@click.option(
    "--interval", type=float, default=None, help="seconds between passes (default mail.poll_interval_secs)"
)
@home_option
@json_option
def poll(once: bool, interval: float | None, home: str | None, as_json: bool) -> None:
    """Pull mail from the drop folder and IMAP accounts; prints per-outcome counts."""
    gw = gateway(home)
    every = interval if interval is not None else float(gw.settings.mail.poll_interval_secs)
    while True:
        result = gw.inbox.poll()
        for problem in result.errors:
            say(f"mailgate: {cell(problem)}", err=True)
        for lease, holder in sorted(gw.inbox.leases.busy.items()):
            say(f"mailgate: skipped {lease}: a serve worker pulls it now ({cell(holder)})", err=True)
        counts = result.to_json()
        if as_json:
            emit_json(counts)
        else:
            say("poll: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
        if once:
            return
        time.sleep(every)


# Below this many messages the default is one process: starting a child (interpreter, imports,
# opening the home, loading the scanner) costs about a second, more than a small import takes.
PARALLEL_FROM = 200


@cli.command("import")
@click.argument("path", type=click.Path(exists=True))
@click.option(
    "--jobs",
    type=click.IntRange(1, 256),
    default=None,
    help="processes that parse and scan (default: the number of cores, one for fewer than "
    f"{PARALLEL_FROM} messages)",
)
@home_option
@json_option
def import_cmd(path: str, jobs: int | None, home: str | None, as_json: bool) -> None:
    """Bulk import an mbox file, a Maildir or a folder of .eml files.

    On a terminal a progress bar shows messages done of the total, the rate and the outcomes so
    far; with --json or -q there is none.
    """
    gw = gateway(home)
    total, messages = gw.inbox.messages_at(Path(path))
    if jobs is None:
        jobs = (os.cpu_count() or 1) if total >= PARALLEL_FROM else 1
    if as_json or verbosity() == 0:
        done = gw.inbox.import_messages(messages, jobs=jobs)
    else:
        done = _import_with_bar(gw, total, messages, jobs)
    for error in done.errors:
        notice(f"mailgate import: {error}")
    counts = done.to_json()
    if as_json:
        emit_json(counts)
    else:
        say("imported: " + ", ".join(f"{k} {v}" for k, v in counts.items()))


def _import_with_bar(gw: Gateway, total: int, messages: Iterator[bytes], jobs: int) -> PollCounts:
    started = time.monotonic()
    done = PollCounts()

    def status(_item: object) -> str:
        # The rate and the outcomes so far, so "nothing new" and "all refused" never look alike.
        elapsed = max(time.monotonic() - started, 1e-6)
        rate = sum(done.to_json().values()) / elapsed
        counted = ", ".join(f"{k} {v}" for k, v in done.to_json().items() if v)
        return f"{rate:.1f} msg/s" + (f"  {counted}" if counted else "")

    with click.progressbar(
        length=total,
        label="importing",
        show_pos=True,
        show_eta=True,
        item_show_func=status,
        file=sys.stderr,
    ) as bar:

        def step(outcome: str) -> None:
            done.add(outcome)
            bar.update(1)

        return gw.inbox.import_messages(messages, progress=step, jobs=jobs)


@cli.command()
@click.option("--agent", "agent_name", default=None, help="only this agent's inbox (as the agent sees it)")
@click.option("--unread", is_flag=True, help="only unread mail")
@click.option(
    "--limit", type=click.IntRange(1, 10_000), default=50, show_default=True, help="most mails to list"
)
@home_option
@json_option
def inbox(agent_name: str | None, unread: bool, limit: int, home: str | None, as_json: bool) -> None:
    """List inbound mail, newest first (the owner's view includes quarantined mail)."""
    gw = gateway(home)
    if agent_name is not None:
        gw.rules.require_agent(agent_name)
    rows = gw.inbox.list(agent=agent_name, unread=unread, owner=agent_name is None, limit=limit)
    if as_json:
        emit_json([_listed(r) for r in rows])
    else:
        table(
            [
                {
                    **_listed(r),
                    "subject": r.subject[:40],
                    "anomalies": ",".join(known(r.anomalies)) or "-",
                    # The owner's From on mail an agent wrote (session 8): say whose it is.
                    "written_by": f"{r.written_by_agent} ({r.written_by_draft})"
                    if r.written_by_draft
                    else "-",
                }
                for r in rows
            ],
            [
                *("id", "agent", "from_addr", "subject", "sender_auth", "flagged", "quarantined"),
                *("written_by", "anomalies", "received_at"),
            ],
        )


def _listed(m: MailSummary) -> dict[str, object]:
    """A listing row as ``inbox --json`` prints it: every field but the raw From header."""
    row = {f.name: getattr(m, f.name) for f in fields(m)}
    del row["from_header"]
    return row


@cli.command()
@click.argument("mail_id")
@click.option(
    "--agent", "agent_name", default=None, help="read as this agent (its inbox only, no quarantine)"
)
@home_option
@json_option
def read(mail_id: str, agent_name: str | None, home: str | None, as_json: bool) -> None:
    """Show one mail inside the <inbound_mail> fence, and mark it read."""
    gw = gateway(home)
    if agent_name is not None:
        gw.rules.require_agent(agent_name)
    got = gw.inbox.read(mail_id, agent=agent_name, actor=agent_name or "owner")
    if as_json:
        emit_json({"id": got.mail_id, "fenced": got.fenced})
    else:
        say(got.fenced)


@cli.command()
@click.argument("mail_id")
@home_option
@json_option
def release(mail_id: str, home: str | None, as_json: bool) -> None:
    """Let a quarantined mail reach its agent."""
    gateway(home).inbox.release(mail_id, by="owner")
    if as_json:
        emit_json({"id": mail_id, "released": True})
    else:
        say(f"released: mail {mail_id}")


@scan.command("inbound")
@click.option("--authserv-id", default="", help="trust Authentication-Results from this server id")
@click.option(
    "--scanner",
    "scanner_spec",
    default="builtin",
    show_default=True,
    help='"builtin", "module:attr" or "cmd:/path args"',
)
@json_option
def scan_inbound(authserv_id: str, scanner_spec: str, as_json: bool) -> None:
    """Injection verdict, signals and sender authenticity of one message on stdin."""
    raw = sys.stdin.buffer.read()
    mail = parse_mail(raw)
    result = scan_parsed(mail, load_scanner(scanner_spec))
    sender = check_sender(strip_bom(raw), authserv_id=authserv_id)
    doc = {
        "flagged": result.flagged,
        "score": result.score,
        "signals": list(result.signals),
        "sender": {
            "status": sender.status.value,
            "from_domain": sender.from_domain,
            "dkim_domain": sender.dkim_domain,
            "method": sender.method,
            "detail": sender.detail,
        },
        "parse_error": mail.parse_error,
        "anomalies": list(mail.anomalies),
    }
    if as_json:
        emit_json(doc)
        return
    say(f"flagged: {'yes' if result.flagged else 'no'} (score {result.score:.2f})")
    say(f"signals: {cell(', '.join(result.signals) or '-')}")
    say(f"sender:  {sender.status.value} ({cell(sender.method)}: {cell(sender.detail)})")
    if mail.parse_error:
        say(f"parse:   {cell(mail.parse_error)}")
    if mail.anomalies:
        say(f"anomalies: {', '.join(mail.anomalies)}")
