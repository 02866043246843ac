"""`mailgate settle [--once]`, `mailgate serve [--demo]` and `mailgate demo inbox`."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType

import click

from mailgate.cli.app import cell, cli, emit_json, gateway, home_option, home_path, json_option, say
from mailgate.errors import InvalidInput, MailgateError
from mailgate.gateway import Gateway, SettleReport
from mailgate.inbound.idle import Idler, IdleWatcher
from mailgate.notify.callbacks import routes as chat_routes
from mailgate.notify.delivery import MAX_TRIES
from mailgate.outbound.drafts import SendRequest
from mailgate.proxy.submission import SubmissionServer, settings_from
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings, parse_listen
from mailgate.testing.capture import CaptureServer
from mailgate.web import routes as web_routes

DEMO_INBOX = "demo/inbox"
DEMO_AGENT = "demo"


def _stop_event() -> threading.Event:
    stop = threading.Event()

    def handler(_sig: int, _frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGINT, handler)
    signal.signal(signal.SIGTERM, handler)
    return stop


@cli.command()
@click.option("--once", is_flag=True, help="one pass, then exit")
@click.option("--interval", type=float, default=5.0, show_default=True, help="seconds between passes")
@home_option
@json_option
def settle(once: bool, interval: float, home: str | None, as_json: bool) -> None:
    """Send what is approved and due: the only code path that sends."""
    gw = gateway(home)
    if once:
        _report(gw.settle(), as_json, always=True)
        return
    stop = _stop_event()
    while True:
        _logged(lambda: _report(gw.settle(), as_json, always=False))
        if stop.wait(interval):
            return


def _report(report: SettleReport, as_json: bool, *, always: bool) -> None:
    if as_json:
        emit_json(report.to_json())
    elif always or any((report.sent, report.failed, report.unknown, report.rejected, report.expired)):
        say(_summary(report.to_json()))


def _summary(doc: dict[str, object]) -> str:
    parts = [f"{k} {len(v) if isinstance(v, list) else v}" for k, v in doc.items() if k != "paused"]
    return "settle: " + ", ".join(parts) + (" (sending is paused)" if doc["paused"] else "")


@cli.command()
@click.option(
    "--demo", is_flag=True, help="add a local TLS SMTP capture server so the whole flow works offline"
)
@click.option("--interval", type=float, default=2.0, show_default=True, help="seconds between settler passes")
@click.option(
    "--listen",
    default=None,
    metavar="HOST:PORT",
    help="address of the HTTP doors (JSON API, MCP); default web.listen from config.toml",
)
@click.option("--no-http", is_flag=True, help="run without the HTTP doors (agents then have no door)")
@click.option(
    "--submission",
    default=None,
    metavar="HOST:PORT",
    help="run the SMTP submission door here (port 0 picks one); default: submission.listen "
    "when submission.enabled = true",
)
@home_option
def serve(
    demo: bool, interval: float, listen: str | None, no_http: bool, submission: str | None, home: str | None
) -> None:
    """Run the resident loop: inbound polling, the settler, the agents' HTTP doors and SMTP submission."""
    gw = gateway(home)
    stop = _stop_event()
    listener = None if no_http else _start_http(gw, listen)
    smtp_door = None
    if submission is not None or gw.cfg.get_bool("submission.enabled"):
        try:
            smtp_door = SubmissionServer(gw, settings_from(gw, submission)).start()
        except BaseException:
            if listener is not None:
                listener.stop()
            raise
    capture = _start_demo(gw) if demo else None
    say(f"mailgate serving {gw.home} (Ctrl-C stops)")
    if listener is not None:
        say(f"mailgate: agent doors at {listener.url} (JSON API /api/v1, MCP /mcp)", err=True)
        say(f"mailgate: owner dashboard at {listener.url}/owner/ (`mailgate owner login-link`)", err=True)
    if smtp_door is not None:
        say(f"mailgate: SMTP submission at {smtp_door.address}", err=True)
    poll_every = float(gw.cfg.get_int("mail.poll_interval_secs"))
    next_poll = 0.0
    arrived = threading.Event()
    # IDLE where a server offers it: mail announced there is polled at the next tick.
    IdleWatcher([t for t in gw.inbox.transports() if isinstance(t, Idler)], arrived, stop).start()
    try:
        saved = 0
        while not stop.is_set():
            if time.monotonic() >= next_poll or arrived.is_set():
                arrived.clear()
                next_poll = time.monotonic() + poll_every
                _logged(lambda: _poll_once(gw))
            _logged(lambda: _settle_once(gw))
            _logged(lambda: _notify_once(gw))
            if capture is not None:
                saved = _save_captured(capture, gw.home / DEMO_INBOX, saved)
            stop.wait(interval)
    finally:
        if capture is not None:
            capture.stop()
        if smtp_door is not None:
            smtp_door.stop()
        if listener is not None:
            listener.stop()
    say("mailgate stopped")


def _start_http(gw: Gateway, listen: str | None) -> HttpListener:
    host, port = parse_listen(listen or gw.cfg.get_str("web.listen"))
    settings = ListenSettings(
        host=host,
        port=port,
        tls_cert=gw.cfg.get_str("web.tls_cert"),
        tls_key=gw.cfg.get_str("web.tls_key"),
        allow_insecure=gw.cfg.get_bool("web.allow_insecure_listen"),
    )
    # Imported here: the MCP SDK takes a second to import, and no other command needs it.
    from mailgate.mcp.http import http_door

    # One listener: the agents' doors and the owner's dashboard (its own login; tokens never open it).
    routes, lifespan = http_door(gw, host=host)
    return HttpListener(
        build_app(gw, extra=[*routes, *web_routes(gw), *chat_routes(gw)], lifespans=[lifespan]), settings
    ).start()


def _logged(step: Callable[[], None]) -> None:
    # A resident loop outlives one bad pass: a locked store or an unreachable server is reported
    # and tried again next time (nothing is lost: drafts and mail stay where they were).
    try:
        step()
    except MailgateError as exc:
        say(f"mailgate: {cell(exc)}", err=True)


def _poll_once(gw: Gateway) -> None:
    result = gw.poll()
    for problem in result.errors:
        say(f"mailgate: {cell(problem)}", err=True)
    counts = result.to_json()
    if any(counts.values()):
        say("poll: " + ", ".join(f"{k} {v}" for k, v in counts.items()))


def _settle_once(gw: Gateway) -> None:
    _report(gw.settle(), False, always=False)


def _notify_once(gw: Gateway) -> None:
    # After the settler: a draft it just marked unknown is told in the same pass.
    report = gw.notify_pass()
    for label in report.failed:
        say(f"mailgate: notice {label} failed {MAX_TRIES} times; the draft stays as it is", err=True)
    if report.sent or report.retrying:
        say(f"notify: sent {len(report.sent)}, to retry {len(report.retrying)}")


@cli.command("notify")
@click.option("--status", is_flag=True, help="only show how many notices were sent, failed or wait")
@home_option
@json_option
def notify_command(status: bool, home: str | None, as_json: bool) -> None:
    """One pass of the notices `serve` sends: held and unknown drafts to the [notify] channels."""
    gw = gateway(home)
    if status:
        counts = gw.notification_counts()
        if as_json:
            emit_json(counts)
        else:
            say(", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        return
    report = gw.notify_pass()
    if as_json:
        emit_json(report.to_json())
    else:
        doc = report.to_json()
        say("notify: " + ", ".join(f"{k} {len(v) if isinstance(v, list) else v}" for k, v in doc.items()))


def _start_demo(gw: Gateway) -> CaptureServer:
    """Point the settler at a local STARTTLS capture server and leave one held draft to approve."""
    if gw.cfg.get_str("smtp.host"):
        # The capture server would swallow real approved mail and mark it sent.
        raise InvalidInput("--demo", "this home has a real [smtp] host; run the demo in a fresh --home")
    capture = CaptureServer("starttls").start()
    gw.cfg.values.update(
        {
            "smtp.host": "127.0.0.1",
            "smtp.port": capture.port,
            "smtp.tls": "starttls",
            "smtp.ca_file": str(capture.ca_file),
            "smtp.username": "",
            "smtp.from_addr": gw.cfg.get_str("smtp.from_addr") or "assistant@demo.mailgate.test",
        }
    )
    if not any(a.name == DEMO_AGENT for a in gw.list_agents()):
        gw.add_agent(DEMO_AGENT, 0)
    result = gw.submit(
        SendRequest(
            agent=DEMO_AGENT,
            to=["Ada Lovelace <ada@example.test>"],
            subject="Quarterly figures",
            body="Hello Ada,\n\nrevenue was up 4% this quarter; the full figures follow next week.\n",
        ),
        actor="demo",
        require_key=False,
    )
    say(f"demo: outgoing mail goes to a local capture server on 127.0.0.1:{capture.port} (STARTTLS)")
    if result.state == "pending":
        say(f"demo: draft {result.draft_id} is held for you. In another terminal run:")
        say(f"        mailgate --home {gw.home} approve {result.draft_id}")
        say(f"      then see what was delivered: mailgate --home {gw.home} demo inbox")
    return capture


def _save_captured(capture: CaptureServer, folder: Path, saved: int) -> int:
    messages = capture.messages
    folder.mkdir(parents=True, exist_ok=True)
    for i, msg in enumerate(messages[saved:], start=saved + 1):
        (folder / f"{i:05d}.eml").write_bytes(msg.data)
        say(f"demo: delivered message {i} to {', '.join(msg.rcpt_tos)} (saved in {folder})")
    return len(messages)


@cli.group()
def demo() -> None:
    """The offline demo's delivered mail."""


@demo.command("inbox")
@home_option
@json_option
def demo_inbox(home: str | None, as_json: bool) -> None:
    """Show what the demo capture server received."""
    folder = home_path(home) / DEMO_INBOX
    files = sorted(folder.glob("*.eml")) if folder.exists() else []
    if as_json:
        emit_json([{"file": str(f), "raw": f.read_text(encoding="utf-8", errors="replace")} for f in files])
        return
    if not files:
        say("(nothing delivered yet)")
    for f in files:
        say(f"==> {f.name}")
        say(f.read_text(encoding="utf-8", errors="replace"))
