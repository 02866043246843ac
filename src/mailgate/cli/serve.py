"""`mailgate settle [--once]`, `mailgate serve [--demo]` and `mailgate demo inbox`.

The demo runs in a home of its own (``~/.mailgate-demo`` unless ``--home`` names a new or empty
directory): its capture server swallows every approved draft of the home it serves and marks it
sent, so it must never serve a home with real drafts in it.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from types import FrameType

import click

from mailgate import MAX_NOTICE_TRIES as MAX_TRIES
from mailgate import (
    MULTIPROC_ENV,
    CaptureServer,
    DraftState,
    Gateway,
    IdleWatcher,
    SendRequest,
    Settings,
    SettleReport,
    check_multiprocess_dir,
    clear_multiprocess_dir,
    init_home,
    open_gateway,
)
from mailgate.cli.app import (
    EventLog,
    check_owner,
    cli,
    emit_json,
    gateway,
    home_option,
    json_option,
    report_config,
    say,
    verbosity,
)
from mailgate.errors import InvalidInput, MailgateError
from mailgate.notify.callbacks import routes as chat_routes
from mailgate.proxy.submission import SubmissionServer, settings_from
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings, parse_listen
from mailgate.web import routes as web_routes

DEMO_INBOX = "demo/inbox"
DEMO_AGENT = "demo"
DEMO_HOME = Path("~/.mailgate-demo")
# A file that marks a home the demo made: the demo runs again there, and nowhere else with data.
DEMO_MARK = "demo-home"
# Where the demo's HTTP doors listen unless --listen says: any free port, so a real `serve` on
# web.listen and the demo never collide.
DEMO_LISTEN = "127.0.0.1:0"
RECONCILE_EVERY_SECS = 600.0  # unknown sends are looked up in sent mail this often
MAX_WORKERS = 64
SUPERVISE_TICK_SECS = 0.5
RESTART_FIRST_SECS = 1.0  # a dead worker's first restart waits this long, doubling per early death
RESTART_MAX_SECS = 60.0
RESTART_RESET_SECS = 60.0  # a worker that lived this long restarts after RESTART_FIRST_SECS again
STOP_GRACE_SECS = 30.0  # a stopping worker finishes its in-flight sends (each bounded by smtp.timeout)


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
    """Send what is approved and due: the only code path that sends.

    With --json, --once prints one document; the loop prints one JSON object per line per pass.
    """
    gw = gateway(home)
    log = EventLog(as_json)
    warn_unsendable(gw, log)
    if once:
        report = gw.sending.settle()
        if as_json:
            emit_json(report.to_json())
        else:
            say(_summary(report.to_json()))
        return
    stop = _stop_event()
    while True:
        _logged(log, lambda: _report(gw.sending.settle(), log))
        if stop.wait(interval):
            return


def warn_unsendable(gw: Gateway, log: EventLog) -> None:
    """Say loudly, at start, that approved mail cannot go out (it would fail, one draft at a time)."""
    problem = gw.sending.smtp_problem()
    if problem:
        log.warning(
            f"mailgate: WARNING: {problem}. Every approved draft will FAIL with "
            f'"outgoing mail server is not configured". Set [smtp] host and from_addr in '
            f"{gw.home / 'config.toml'} (the password: `mailgate vault set mail.smtp.password`), "
            "check with `mailgate doctor`, then send failed drafts again with `mailgate retry ID`.",
            field="smtp.host",
            problem=problem,
        )


def _report(report: SettleReport, log: EventLog) -> None:
    doc = report.to_json()
    if verbosity() > 1 or any((report.sent, report.failed, report.unknown, report.rejected, report.expired)):
        log.event("settle", _summary(doc), **doc)


def _summary(doc: dict[str, object]) -> str:
    parts = [f"{k} {len(v) if isinstance(v, list) else v}" for k, v in doc.items() if k != "paused"]
    return "settle: " + ", ".join(parts) + (" (sending is paused)" if doc["paused"] else "")


@cli.command()
@click.option(
    "--demo",
    is_flag=True,
    help="offline demo in its own home (~/.mailgate-demo, or a new --home): a local TLS capture "
    "server stands in for the mail provider",
)
@click.option("--interval", type=float, default=2.0, show_default=True, help="seconds between settler passes")
@click.option(
    "--listen",
    default=None,
    metavar="HOST:PORT",
    help="address of the HTTP doors (JSON API, MCP); default web.listen from config.toml "
    f"({DEMO_LISTEN}, a free port, with --demo)",
)
@click.option("--no-http", is_flag=True, help="run without the HTTP doors (agents then have no door)")
@click.option(
    "--submission",
    default=None,
    metavar="HOST:PORT",
    help="run the SMTP submission door here (port 0 picks one); default: submission.listen "
    "when submission.enabled = true",
)
@click.option("--no-submission", is_flag=True, help="run without the SMTP submission door")
@click.option(
    "--workers",
    type=click.IntRange(1, MAX_WORKERS),
    default=1,
    show_default=True,
    help="worker processes under this one (PostgreSQL only); worker 0 alone runs the HTTP and "
    "submission doors, every worker polls and sends; a worker that dies is restarted",
)
@click.option(
    "--worker-index",
    type=int,
    default=None,
    metavar="N",
    help="set by the --workers supervisor on the worker it starts (a worker stops when its "
    "supervisor is gone); not for use by hand",
)
@home_option
@json_option
def serve(
    demo: bool,
    interval: float,
    listen: str | None,
    no_http: bool,
    submission: str | None,
    no_submission: bool,
    workers: int,
    worker_index: int | None,
    home: str | None,
    as_json: bool,
) -> None:
    """Run the resident loop: polling, the settler, the HTTP doors (agents, dashboard), SMTP submission.

    With --json every event is one JSON object per line on stdout ({"event": "start", ...});
    warnings and errors are JSON lines on stderr. With --workers N (N > 1) this process only
    supervises N worker processes on one PostgreSQL database (see docs/deployment.md).
    """
    log = EventLog(as_json)
    if os.environ.get(MULTIPROC_ENV) and workers == 1:
        # This process writes its observations there (the client read the variable at import):
        # only into a folder no other user owns, reads or writes (a worker's, made by its supervisor).
        check_multiprocess_dir(Path(os.environ[MULTIPROC_ENV]))
    if workers > 1:
        if demo:
            raise InvalidInput("--workers", "the demo runs in one process", workers)
        gw = gateway(home)
        if gw.settings.sqlite:
            raise InvalidInput(
                "--workers",
                "more than one worker needs PostgreSQL: SQLite is one process's store (one writer "
                "at a time, no row locks to share the work); set database_url to a PostgreSQL "
                "database, or run one worker",
                workers,
            )
        gw.close()
        argv = _worker_argv(gw.home, interval, listen, no_http, submission, as_json)
        with _metrics_dir() as metrics_dir:
            env = {**os.environ, MULTIPROC_ENV: str(metrics_dir)}
            supervise(argv, workers, log, _stop_event(), env=env)
        return
    gw, capture = _demo_gateway(home) if demo else (gateway(home), None)
    stop = _stop_event()
    if worker_index is not None:
        _stop_with_parent(stop)
    if capture is not None:
        _start_demo(gw, log, capture)
    if capture is None:
        warn_unsendable(gw, log)
    listener = None if no_http else _start_http(gw, listen or (DEMO_LISTEN if demo else None))
    smtp_door = None
    if not no_submission and (submission is not None or gw.settings.submission.enabled):
        try:
            smtp_door = SubmissionServer(gw, settings_from(gw, submission)).start()
        except BaseException:
            if listener is not None:
                listener.stop()
            raise
    log.event(
        "start",
        f"mailgate serving {gw.home} (Ctrl-C stops)",
        home=str(gw.home),
        doors=listener.url if listener is not None else None,
        demo=demo,
        paused=gw.sending.is_paused(),
        worker=worker_index,
        pid=os.getpid(),
        holder=gw.inbox.leases.holder,
    )
    if listener is not None:
        log.notice(
            "doors",
            f"mailgate: agent doors at {listener.url} (JSON API /api/v1, MCP /mcp)",
            url=listener.url,
        )
        log.notice(
            "dashboard",
            f"mailgate: owner dashboard at {listener.url}/owner/ (`mailgate owner login-link`)",
            url=f"{listener.url}/owner/",
        )
    if smtp_door is not None:
        log.notice(
            "submission", f"mailgate: SMTP submission at {smtp_door.address}", address=smtp_door.address
        )
    if gw.sending.is_paused():
        log.warning("mailgate: sending is paused: nothing is sent until `mailgate resume`", paused=True)
    poll_every = float(gw.settings.mail.poll_interval_secs)
    # Another worker's lease on an account is tried again this often: a dead holder's account is
    # taken over soon after its lease runs out, not a whole poll interval later.
    lease_retry = min(poll_every, gw.inbox.leases.duration / 2)
    gw.inbox.hold_leases = True  # this worker keeps the accounts it pulls while it lives
    next_poll = 0.0
    next_reconcile = time.monotonic() + RECONCILE_EVERY_SECS
    arrived = threading.Event()
    # IDLE where a server offers it: mail announced there is polled at the next tick.
    IdleWatcher(gw.inbox.transports(), arrived, stop).start()
    _keep_leases(gw, log, stop)
    try:
        saved = 0
        while not stop.is_set():
            if time.monotonic() >= next_poll or arrived.is_set():
                arrived.clear()
                next_poll = time.monotonic() + poll_every
                _logged(log, lambda: _poll_once(gw, log))
                if gw.inbox.leases.busy:
                    next_poll = min(next_poll, time.monotonic() + lease_retry)
            _log_leases(gw, log)
            _logged(log, lambda: _report(gw.sending.settle(), log))
            if time.monotonic() >= next_reconcile:
                next_reconcile = time.monotonic() + RECONCILE_EVERY_SECS
                _logged(log, lambda: _reconcile_once(gw, log))
            _logged(log, lambda: _notify_once(gw, log))
            if capture is not None:
                saved = _save_captured(capture, gw.home / DEMO_INBOX, saved, log)
            stop.wait(interval)
    finally:
        # Handed back at once, so another worker takes the accounts over without waiting.
        _logged(log, gw.inbox.leases.release_all)
        if capture is not None:
            capture.stop()
        if smtp_door is not None:
            smtp_door.stop()
        if listener is not None:
            listener.stop()
    log.event("stop", "mailgate stopped")


def _keep_leases(gw: Gateway, log: EventLog, stop: threading.Event) -> None:
    """Renew this worker's leases from a thread of their own: a settler pass over a long queue
    keeps the loop busy far longer than a lease lasts, and a lease must not run out under it."""
    every = gw.inbox.leases.duration / 4

    def keep() -> None:
        while not stop.wait(every):
            _logged(log, gw.inbox.leases.keep_all)

    threading.Thread(target=keep, name="lease-keeper", daemon=True).start()


def _log_leases(gw: Gateway, log: EventLog) -> None:
    for event in gw.inbox.leases.drain_events():
        if event.kind == "lost":
            log.warning(f"mailgate: lost the lease on {event.name} to another worker", lease=event.name)
            continue
        came = f" (taken over from {event.previous}, whose lease ran out)" if event.previous else ""
        log.event(
            "lease",
            f"lease: this worker now holds {event.name}{came}",
            lease=event.name,
            previous=event.previous,
            holder=gw.inbox.leases.holder,
        )


# --- several workers ------------------------------------------------------------------------


def _worker_argv(
    home: Path, interval: float, listen: str | None, no_http: bool, submission: str | None, as_json: bool
) -> Callable[[int], list[str]]:
    """The command line of worker ``i``: only worker 0 binds the HTTP and submission doors."""

    def argv(index: int) -> list[str]:
        out = [sys.executable, "-m", "mailgate.cli.main", *["-v"] * max(verbosity() - 1, 0)]
        out += ["--home", str(home), "serve", "--interval", str(interval), "--worker-index", str(index)]
        if index != 0 or no_http:
            out.append("--no-http")
        elif listen is not None:
            out += ["--listen", listen]
        if index == 0 and submission is not None:
            out += ["--submission", submission]
        if index != 0:
            out += ["--no-submission"]
        if as_json:
            out.append("--json")
        return out

    return argv


@contextlib.contextmanager
def _metrics_dir() -> Iterator[Path]:
    """Where the workers write their latency observations for worker 0's /metrics to sum.

    The operator's $PROMETHEUS_MULTIPROC_DIR if set (emptied of an earlier run's files), else a
    private directory that lives as long as the supervisor.
    """
    given = os.environ.get(MULTIPROC_ENV, "")
    if given:
        clear_multiprocess_dir(Path(given))
        yield Path(given)
        return
    with tempfile.TemporaryDirectory(prefix="mailgate-metrics-") as made:
        yield Path(made)


def supervise(
    argv: Callable[[int], list[str]],
    workers: int,
    log: EventLog,
    stop: threading.Event,
    *,
    env: dict[str, str] | None = None,
) -> None:
    """Run ``workers`` worker processes until stopped; a worker that exits is logged and restarted.

    Restarts back off (1 s, doubling to 60 s) while a worker keeps dying young, and reset once
    it has lived a minute. On SIGTERM or Ctrl-C every worker is sent SIGTERM and waited for.
    ``env`` is the workers' environment (default: this process's).
    """
    procs: dict[int, subprocess.Popen[bytes]] = {}
    started: dict[int, float] = {}
    backoff = dict.fromkeys(range(workers), RESTART_FIRST_SECS)
    due = dict.fromkeys(range(workers), 0.0)
    log.event("supervisor", f"mailgate supervising {workers} workers", workers=workers, pid=os.getpid())
    try:
        while not stop.is_set():
            now = time.monotonic()
            for index in range(workers):
                proc = procs.get(index)
                if proc is not None and (code := proc.poll()) is not None:
                    del procs[index]
                    lived = now - started[index]
                    if lived >= RESTART_RESET_SECS:
                        backoff[index] = RESTART_FIRST_SECS
                    due[index] = now + backoff[index]
                    log.warning(
                        f"mailgate: worker {index} (pid {proc.pid}) exited with code {code} after "
                        f"{lived:.0f} s; restarting it in {backoff[index]:g} s",
                        worker=index,
                        pid=proc.pid,
                        code=code,
                        restart_in=backoff[index],
                    )
                    backoff[index] = min(backoff[index] * 2, RESTART_MAX_SECS)
                if index not in procs and now >= due[index]:
                    procs[index] = subprocess.Popen(argv(index), env=env)  # noqa: S603 - our own executable
                    started[index] = now
                    log.event(
                        "worker",
                        f"worker {index} started (pid {procs[index].pid})",
                        worker=index,
                        pid=procs[index].pid,
                    )
            stop.wait(SUPERVISE_TICK_SECS)
    finally:
        for proc in procs.values():
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(signal.SIGTERM)
        for index, proc in procs.items():
            try:
                proc.wait(timeout=STOP_GRACE_SECS)
            except subprocess.TimeoutExpired:
                log.warning(f"mailgate: worker {index} (pid {proc.pid}) did not stop; killing it")
                proc.kill()
                proc.wait()
    log.event("stop", "mailgate supervisor stopped")


def _stop_with_parent(stop: threading.Event) -> None:
    """A worker stops when its supervisor is gone (killed with SIGKILL, say): no orphans keep sending."""
    parent = os.getppid()

    def watch() -> None:
        while not stop.wait(SUPERVISE_TICK_SECS):
            if os.getppid() != parent:
                stop.set()

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _start_http(gw: Gateway, listen: str | None) -> HttpListener:
    host, port = parse_listen(listen or gw.settings.web.listen)
    settings = ListenSettings(
        host=host,
        port=port,
        tls_cert=gw.settings.web.tls_cert,
        tls_key=gw.settings.web.tls_key,
        allow_insecure=gw.settings.web.allow_insecure_listen,
    )
    # Imported here: the MCP SDK takes a second to import, and no other command needs it.
    from mailgate.mcp.http import http_door

    # One listener: the agents' doors and the owner's dashboard (its own login; tokens never open it).
    routes, lifespan = http_door(gw, host=host)
    return HttpListener(
        build_app(gw, extra=[*routes, *web_routes(gw), *chat_routes(gw)], lifespans=[lifespan]), settings
    ).start()


def _logged(log: EventLog, step: Callable[[], None]) -> None:
    # A resident loop outlives one bad pass: a locked store or an unreachable server is reported
    # and tried again next time (nothing is lost: drafts and mail stay where they were).
    try:
        step()
    except MailgateError as exc:
        log.error(exc)


def _poll_once(gw: Gateway, log: EventLog) -> None:
    result = gw.inbox.poll()
    for problem in result.errors:
        log.warning(f"mailgate: {problem}", source="poll")
    counts = result.to_json()
    if verbosity() > 1 or any(counts.values()):
        log.event("poll", "poll: " + ", ".join(f"{k} {v}" for k, v in counts.items()), **counts)


def _reconcile_once(gw: Gateway, log: EventLog) -> None:
    report = gw.sending.reconcile()
    for draft_id in report.found:
        log.event("reconcile", f"reconcile: {draft_id} was found in sent mail: sent", id=draft_id)
    for problem in report.errors:
        log.warning(f"mailgate: reconcile: {problem}", source="reconcile")


def _notify_once(gw: Gateway, log: EventLog) -> None:
    # After the settler: a draft it just marked unknown is told in the same pass.
    report = gw.notices.run()
    for label in report.failed:
        log.warning(f"mailgate: notice {label} failed {MAX_TRIES} times; the draft stays as it is")
    if report.sent or report.retrying:
        log.event(
            "notify",
            f"notify: sent {len(report.sent)}, to retry {len(report.retrying)}",
            sent=len(report.sent),
            retrying=len(report.retrying),
        )


@cli.command("notify")
@click.option("--status", is_flag=True, help="only show how many notices were sent, failed or wait")
@home_option
@json_option
def notify_command(status: bool, home: str | None, as_json: bool) -> None:
    """One pass of the notices `serve` sends: held and unknown drafts to the [notify] channels."""
    gw = gateway(home)
    if status:
        counts = gw.notices.counts()
        if as_json:
            emit_json(counts)
        else:
            say(", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        return
    report = gw.notices.run()
    if as_json:
        emit_json(report.to_json())
    else:
        doc = report.to_json()
        say("notify: " + ", ".join(f"{k} {len(v) if isinstance(v, list) else v}" for k, v in doc.items()))


# --- the demo -------------------------------------------------------------------------------


def demo_home_path(home: str | None) -> Path:
    """The demo's home: ``--home`` (given to serve or before it), else ~/.mailgate-demo.

    $MAILGATE_HOME is not used: it names the owner's real home.
    """
    ctx = click.get_current_context()
    given = home or (ctx.find_root().obj or {}).get("home")
    return (Path(given) if given else DEMO_HOME).expanduser().absolute()


def _demo_gateway(home: str | None) -> tuple[Gateway, CaptureServer]:
    """Make (or reopen) the demo's own home and open it with its settler pointed at a new local
    STARTTLS capture server; refuse a home that holds anything else."""
    path = demo_home_path(home)
    if path.exists() and not path.is_dir():
        raise InvalidInput("--home", "the demo needs a directory", str(path))
    if path.exists() and any(path.iterdir()) and not (path / DEMO_MARK).exists():
        raise InvalidInput(
            "--home",
            "the demo runs only in a new or empty directory (or one an earlier demo made): its capture "
            "server would take every approved draft of this home and mark it sent. Leave out --home "
            f"to use {DEMO_HOME}",
            str(path),
        )
    check_owner(path, "mailgate serve --demo")

    def mark(made: Path) -> None:
        (made / DEMO_MARK).write_text("made by `mailgate serve --demo`; safe to delete with the demo\n")
        open_gateway(made, migrate=True).close()  # the database, inside init's all-or-nothing

    init_home(path, then=None if (path / DEMO_MARK).exists() else mark)
    # The demo's own home, one process: it is brought up to date as it opens.
    started: list[CaptureServer] = []

    def to_capture(settings: Settings) -> Settings:
        if settings.smtp.host:
            # The capture server would swallow real approved mail and mark it sent.
            raise InvalidInput("--demo", "this home has a real [smtp] host; run the demo in a fresh --home")
        capture = CaptureServer("starttls").start()
        started.append(capture)
        smtp = replace(
            settings.smtp,
            host="127.0.0.1",
            port=capture.port,
            tls="starttls",
            ca_file=str(capture.ca_file),
            username="",
            from_addr=settings.smtp.from_addr or "assistant@demo.mailgate.test",
        )
        return replace(settings, smtp=smtp)

    try:
        gw = open_gateway(path, migrate=True, adjust=to_capture)
    except BaseException:
        for capture in started:
            capture.stop()
        raise
    click.get_current_context().call_on_close(gw.close)
    report_config(gw.settings.problems)
    return gw, started[0]


def mailgate_command() -> str:
    """How to run this same mailgate from any directory: ``mailgate`` when on PATH, else its full path."""
    here = Path(sys.executable).parent / "mailgate"
    found = shutil.which("mailgate")
    if found and here.exists() and Path(found).resolve() == here.resolve():
        return "mailgate"
    return shlex.quote(str(here)) if here.exists() else "mailgate"


def _start_demo(gw: Gateway, log: EventLog, capture: CaptureServer) -> None:
    """Leave one held draft to approve and say how (the settler already sends to ``capture``)."""
    if not any(a.name == DEMO_AGENT for a in gw.rules.list_agents()):
        gw.rules.add_agent(DEMO_AGENT, 0)
    held = [d for d in gw.outbox.drafts(state=DraftState.PENDING.value, agent=DEMO_AGENT, limit=1)]
    if held:
        draft_id = held[0].id  # an earlier run's draft still waits: no second copy
    else:
        result = gw.outbox.submit(
            SendRequest(
                agent=DEMO_AGENT,
                to=["Ada Lovelace <ada@example.test>"],
                subject="Quarterly figures",
                body="Hello Ada,\n\nrevenue was up 4% this quarter; the full figures follow next week.\n",
            ),
            actor="demo",
            require_key=False,
            again=True,
        )
        draft_id = result.draft_id if result.state == DraftState.PENDING.value else ""
    home = f"{mailgate_command()} --home {shlex.quote(str(gw.home))}"
    log.event(
        "demo",
        f"demo: home {gw.home}; outgoing mail goes to a local capture server on 127.0.0.1:{capture.port} "
        "(STARTTLS)",
        home=str(gw.home),
        capture_port=capture.port,
        held=draft_id or None,
        approve=f"{home} approve {draft_id}" if draft_id else None,
        inbox=f"{home} demo inbox",
    )
    if draft_id and not log.as_json:  # in JSON the event above carries both commands
        say(f"demo: draft {draft_id} is held for you. In another terminal run:")
        say(f"        {home} approve {draft_id}")
        say(f"      then see what was delivered: {home} demo inbox")


def _save_captured(capture: CaptureServer, folder: Path, saved: int, log: EventLog) -> int:
    messages = capture.messages
    folder.mkdir(parents=True, exist_ok=True)
    for i, msg in enumerate(messages[saved:], start=saved + 1):
        path = folder / f"{i:05d}.eml"
        path.write_bytes(msg.data)
        log.event(
            "delivered",
            f"demo: delivered message {i} to {', '.join(msg.rcpt_tos)} (saved in {folder})",
            to=list(msg.rcpt_tos),
            file=str(path),
        )
    return len(messages)


@cli.group()
def demo() -> None:
    """The offline demo's delivered mail."""


@demo.command("inbox")
@home_option
@json_option
def demo_inbox(home: str | None, as_json: bool) -> None:
    """Show what the demo capture server received (in ~/.mailgate-demo unless --home says)."""
    folder = demo_home_path(home) / DEMO_INBOX
    files = sorted(folder.glob("*.eml")) if folder.exists() else []
    if as_json:
        emit_json([{"file": str(f), "raw": f.read_text(encoding="utf-8", errors="replace")} for f in files])
        return
    if not files:
        say("(nothing delivered yet)")
    for f in files:
        say(f"==> {f.name}")
        say(f.read_text(encoding="utf-8", errors="replace"))
