"""SmtpSender against real servers on loopback: TLS always, one deadline, all-or-nothing, no retries."""

from __future__ import annotations

import errno
import smtplib
import socket
import ssl
import threading
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress
from email import message_from_bytes, policy
from pathlib import Path
from typing import Any

import pytest
import trustme

from mailgate.deadline import Deadline
from mailgate.errors import (
    ConfigError,
    InvalidInput,
    NotConfigured,
    SendFailed,
    SendUncertain,
    TLSUnavailable,
)
from mailgate.outbound.compose import compose_message
from mailgate.outbound.smtp import Leaving, Opened, SendResult, SmtpSender, SmtpSettings, Step, TlsSessions
from mailgate.testing.capture import CaptureServer
from tests.bounded import finishes
from tests.conftest import StartServer
from tests.outbound.dns import HangingResolver, getaddrinfo_flags

FROM = "agent@mg.example"
TO, CC, BCC = "to@x.example", "cc@x.example", "hidden@y.example"
ALL_STEPS: list[Step] = ["connected", "tls", "authenticated", "envelope", "data_sent", "accepted"]


def message(subject: str = "Grüße aus Köln", body: str = "Hallo,\nbis morgen.\n") -> bytes:
    return compose_message(
        from_addr=f"Agent <{FROM}>",
        to=[TO],
        cc=[CC],
        subject=subject,
        body=body,
        message_id="<test-1@mg.example>",
    )


def sender(
    server: CaptureServer,
    *,
    tls: str = "starttls",
    username: str = "",
    password: str | None = "s3cret-pw",
    ca_file: str | None = None,
    timeout_secs: float = 60.0,
) -> SmtpSender:
    settings = SmtpSettings(
        host="127.0.0.1",
        port=server.port,
        tls=tls,
        username=username,
        ca_file=str(server.ca_file) if ca_file is None else ca_file,
        timeout_secs=timeout_secs,
    )
    return SmtpSender(settings, lambda: password)


def send(
    smtp: SmtpSender, steps: list[Step] | None = None, seconds: float = 3.0, msg: bytes | None = None
) -> SendResult:
    return smtp.send(
        message() if msg is None else msg,
        envelope_from=FROM,
        recipients=[TO, CC, BCC],
        deadline=Deadline.after(seconds, "test send"),
        on_step=None if steps is None else steps.append,
    )


def test_starttls_send_delivers_exactly_the_composed_bytes_once(start_server: StartServer) -> None:
    server = start_server("starttls")
    steps: list[Step] = []
    msg = message()
    result = send(sender(server), steps, msg=msg)
    (got,) = server.wait_for(1)
    assert got.data == msg  # byte for byte what compose_message built
    assert got.mail_from == FROM
    assert got.rcpt_tos == (TO, CC, BCC)
    assert got.tls is True
    assert b"From: Agent <agent@mg.example>\r\n" in got.data
    assert b"To: to@x.example\r\n" in got.data
    assert b"Cc: cc@x.example\r\n" in got.data
    assert b"hidden" not in got.data
    assert b"Bcc" not in got.data
    assert b"Subject: =?utf-8?" in got.data  # RFC 2047 encoded word
    parsed = message_from_bytes(got.data, policy=policy.default)
    assert parsed["Subject"] == "Grüße aus Köln"
    assert parsed.get_content() == "Hallo,\r\nbis morgen.\r\n"  # CRLF as on the wire
    assert b"Content-Transfer-Encoding: quoted-printable\r\n" in got.data
    assert b"Message-ID: <test-1@mg.example>\r\n" in got.data
    assert server.mail_commands == [FROM]  # exactly one transaction, one delivery
    assert steps == ALL_STEPS
    assert result.accepted == (TO, CC, BCC)
    assert result.server_reply.startswith("250")
    assert result.tls_version.startswith("TLSv1.")


def test_implicit_tls_send(start_server: StartServer) -> None:
    server = start_server("implicit")
    result = send(sender(server, tls="implicit"))
    (got,) = server.wait_for(1)
    assert got.tls is True
    assert result.tls_version.startswith("TLSv1.")


def test_no_starttls_refuses_before_any_mail_command(start_server: StartServer) -> None:
    server = start_server("no_starttls")
    steps: list[Step] = []
    with pytest.raises(TLSUnavailable, match="does not offer STARTTLS"):
        send(sender(server), steps)
    assert steps == ["connected"]
    assert server.mail_commands == []
    assert server.messages == []


@pytest.mark.parametrize("tls", ["starttls", "implicit"])
def test_certificate_from_another_ca_is_refused(start_server: StartServer, tmp_path: Path, tls: str) -> None:
    server = start_server("implicit" if tls == "implicit" else "starttls")
    stranger = tmp_path / "other-ca.pem"
    trustme.CA().cert_pem.write_to_path(str(stranger))
    with pytest.raises(TLSUnavailable, match=r"did not verify.*ca_file"):
        send(sender(server, tls=tls, ca_file=str(stranger)))
    assert server.messages == []


def test_certificate_for_another_host_is_refused(start_server: StartServer) -> None:
    server = start_server("implicit", host="127.0.0.2")  # its certificate names 127.0.0.1 only
    settings = SmtpSettings(host="127.0.0.2", port=server.port, tls="implicit", ca_file=str(server.ca_file))
    with pytest.raises(TLSUnavailable, match="mismatch"):
        send(SmtpSender(settings, lambda: None))
    assert server.messages == []


@pytest.mark.parametrize("tls", ["starttls", "implicit"])
def test_silent_server_fails_within_the_deadline(start_server: StartServer, tls: str) -> None:
    server = start_server("silent")
    with pytest.raises(SendFailed, match=r"timed out connecting .*time limit for test send ran out"):
        finishes(lambda: send(sender(server, tls=tls), seconds=1.5))
    assert server.messages == []


class DripServer:
    """Sends one byte every 50 ms and never ends a line: defeats any per-read socket timeout."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        with self.listener:
            conn, _ = self.listener.accept()
            with conn:
                while not self.done.wait(0.05):  # paces the drip; ends at once on stop()
                    try:
                        conn.sendall(b"2")
                    except OSError:
                        return

    def stop(self) -> None:
        self.done.set()
        if self.thread.is_alive():
            with suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=1):
                pass  # wakes accept() if no client ever came
        self.thread.join(timeout=5)


def test_dripping_server_is_cut_off_by_the_watchdog() -> None:
    drip = DripServer()
    try:
        settings = SmtpSettings(host="127.0.0.1", port=drip.port, tls="starttls")
        # Each byte resets a per-read socket timeout, so only the watchdog can end this send
        # (smtplib alone would read for minutes before its line-length limit stopped it).
        with pytest.raises(SendFailed, match=r"timed out .*time limit for test send ran out"):
            finishes(lambda: send(SmtpSender(settings, lambda: None), seconds=1.5))
    finally:
        drip.stop()


def test_timeout_secs_caps_a_longer_deadline(start_server: StartServer) -> None:
    server = start_server("silent")
    with pytest.raises(SendFailed, match="timed out"):
        # Ends long before the 30 s deadline could: only the 1 s cap can have stopped it.
        finishes(lambda: send(sender(server, timeout_secs=1.0), seconds=30), within=10)


def test_expired_deadline_fails_without_sending(start_server: StartServer) -> None:
    server = start_server("starttls")
    with pytest.raises(SendFailed, match="timed out"):
        send(sender(server), seconds=-1)
    assert server.mail_commands == []


def test_auth_with_the_right_password_delivers(start_server: StartServer) -> None:
    server = start_server("auth_required")
    steps: list[Step] = []
    send(sender(server, username="agent"), steps)
    (got,) = server.wait_for(1)
    assert got.authenticated is True
    assert got.tls is True
    assert steps == ALL_STEPS


def test_wrong_password_fails_and_names_the_vault_entry(start_server: StartServer) -> None:
    server = start_server("auth_required")
    steps: list[Step] = []
    with pytest.raises(SendFailed, match=r"refused the login.*mail\.smtp\.password"):
        send(sender(server, username="agent", password="wrong"), steps)
    assert steps == ["connected", "tls"]
    assert server.messages == []


def test_missing_password_is_not_configured_and_dials_nothing(start_server: StartServer) -> None:
    server = start_server("auth_required")
    with pytest.raises(NotConfigured, match=r"mail\.smtp\.password"):
        send(sender(server, username="agent", password=None))
    assert server.mail_commands == []


def test_server_requiring_auth_without_a_username_fails(start_server: StartServer) -> None:
    server = start_server("auth_required")
    with pytest.raises(SendFailed, match="530"):
        send(sender(server))
    assert server.messages == []


def test_one_refused_recipient_stops_the_whole_send(start_server: StartServer) -> None:
    server = start_server("starttls", faults=["refuse_rcpt"])
    steps: list[Step] = []
    with pytest.raises(SendFailed, match="nothing was delivered") as caught:
        send(sender(server), steps)
    assert "<hidden@y.example> (550" in str(caught.value)
    assert steps == ["connected", "tls", "authenticated"]
    assert server.messages == []


def test_no_reply_after_data_is_uncertain_within_the_deadline(start_server: StartServer) -> None:
    server = start_server("starttls", faults=["stall_after_data"])
    steps: list[Step] = []
    with pytest.raises(SendUncertain, match=r"timed out .*may have been delivered; not retried"):
        finishes(lambda: send(sender(server), steps, seconds=1.5))
    assert steps == ALL_STEPS[:-1]  # data_sent, never accepted
    assert len(server.messages) == 1  # it did arrive: "uncertain" was the honest answer
    assert server.mail_commands == [FROM]  # and it was not retried


def test_250_then_hang_up_is_a_success(start_server: StartServer) -> None:
    # A 250 to the data is acceptance (RFC 5321 §4.1.1.4); the QUIT that fails afterwards
    # changes nothing and must not turn the send into an error.
    server = start_server("starttls", faults=["drop_after_250"])
    steps: list[Step] = []
    result = send(sender(server), steps)
    assert result.server_reply.startswith("250")
    assert steps == ALL_STEPS
    assert len(server.wait_for(1)) == 1


def test_a_failing_step_hook_propagates_and_nothing_is_sent(start_server: StartServer) -> None:
    server = start_server("starttls")

    def crash(step: Step) -> None:
        if step == "envelope":
            raise RuntimeError("killed inside the hook")

    smtp = sender(server)
    with pytest.raises(RuntimeError, match="killed"):
        smtp.send(message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(3), on_step=crash)
    assert server.messages == []
    send(smtp)  # the next send dials a fresh connection and goes through
    assert len(server.wait_for(1)) == 1


def test_each_send_dials_a_new_connection(start_server: StartServer) -> None:
    server = start_server("starttls", faults=["drop_after_250"])  # each connection dies after one message
    smtp = sender(server)
    send(smtp)
    send(smtp)
    assert len(server.wait_for(2)) == 2


@pytest.mark.parametrize("tls", ["starttls", "implicit"])
def test_the_next_connection_of_one_client_resumes_the_verified_tls_session(
    start_server: StartServer, tls: str
) -> None:
    server = start_server(tls)
    smtp = sender(server, tls=tls)
    first, second, third = send(smtp), send(smtp), send(smtp)
    assert (first.tls_resumed, second.tls_resumed, third.tls_resumed) == (False, True, True)
    assert len(server.wait_for(3)) == 3
    # Another client (the next settler pass) starts with a full, verified handshake.
    assert send(sender(server, tls=tls)).tls_resumed is False


def test_a_session_is_never_offered_to_a_server_that_did_not_issue_it(
    start_server: StartServer, tmp_path: Path
) -> None:
    """Sessions belong to one client (one pass, one host and port), never to the process: another
    client of the same server, the same CA's other server, and a client that trusts another CA
    each get a full handshake, verified as always."""
    issuer = start_server("starttls")
    assert send(sender(issuer)).tls_resumed is False and send(sender(issuer)).tls_resumed is False
    other = start_server("starttls")
    assert send(sender(other)).tls_resumed is False
    stranger = trustme.CA()
    ca_file = tmp_path / "stranger.pem"
    stranger.cert_pem.write_to_path(str(ca_file))
    with pytest.raises(TLSUnavailable, match="did not verify"):
        send(sender(issuer, ca_file=str(ca_file)))


def test_a_session_is_offered_only_over_the_context_it_was_made_with(start_server: StartServer) -> None:
    """ssl refuses to resume a session under another SSLContext (a ValueError mid-send): two
    sending threads that each built a context once made every later send of one of them fail."""
    server = start_server("starttls")
    made, other = (ssl.create_default_context(cafile=str(server.ca_file)) for _ in range(2))
    with smtplib.SMTP("127.0.0.1", server.port, local_hostname="test.localhost", timeout=10) as client:
        client.starttls(context=made)
        client.ehlo()
        assert isinstance(client.sock, ssl.SSLSocket)
        session = client.sock.session
    sessions = TlsSessions()
    sessions.keep(made, session)
    assert sessions.offer(made) is session and sessions.offer(other) is None


def test_the_sending_threads_of_one_client_share_one_context(start_server: StartServer) -> None:
    server = start_server("starttls")
    smtp = sender(server)
    start = threading.Barrier(8)

    def context() -> ssl.SSLContext:
        start.wait()
        return smtp._tls_context()

    with ThreadPoolExecutor(max_workers=8) as pool:
        contexts = list(pool.map(lambda _: context(), range(8)))
    assert all(c is contexts[0] for c in contexts)


def test_a_kept_connection_carries_the_next_send_within_that_sends_own_deadline(
    start_server: StartServer,
) -> None:
    """``keep`` takes the connection after a 250; the next send RSETs it, replays the opening
    steps and is bound by its own deadline: a server that stops answering makes it uncertain."""
    server = start_server("starttls")
    server.clear()  # aiosmtpd's controller connects once to itself when it starts
    smtp = sender(server)
    kept: list[Opened] = []
    smtp.send(message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(5), keep=kept.append)
    assert len(kept) == 1 and kept[0].kept
    steps: list[Step] = []
    server.answering.clear()  # the next DATA is received but not answered
    try:
        with pytest.raises(SendUncertain, match="may have been delivered; not retried"):
            finishes(
                lambda: smtp.send(
                    message(subject="zweite"),
                    envelope_from=FROM,
                    recipients=[TO],
                    deadline=Deadline.after(1.0, "second send"),
                    on_step=steps.append,
                    opened=kept.pop(),
                    keep=kept.append,
                )
            )
    finally:
        server.answering.set()
    assert steps == ALL_STEPS[:-1]
    assert kept == []  # an error closes the connection: nothing is kept
    assert server.connections == 1 and len(server.wait_for(2)) == 2


def test_a_kept_connection_that_died_is_replaced_by_renew(start_server: StartServer) -> None:
    server = start_server("starttls", faults=["drop_after_250"])  # each connection dies after one message
    server.clear()
    smtp = sender(server)
    kept: list[Opened] = []
    smtp.send(message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(5), keep=kept.append)
    renewed = smtp.renew(kept.pop(), Deadline.after(5))  # the RSET fails: a new connection is opened
    assert renewed.session is not None and not renewed.kept and server.connections == 2
    result = smtp.send(
        message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(5), opened=renewed
    )
    assert result.server_reply.startswith("250")
    assert server.connections == 2  # the second message went over the renewed connection
    assert len(server.wait_for(2)) == 2 and len(server.mail_commands) == 2


def test_bcc_header_is_refused_before_dialing(start_server: StartServer) -> None:
    server = start_server("starttls")
    msg = message().replace(b"\r\nSubject:", b"\r\nBcc: " + BCC.encode() + b"\r\nSubject:", 1)
    with pytest.raises(InvalidInput, match="Bcc"):
        sender(server).send(msg, envelope_from=FROM, recipients=[TO], deadline=Deadline.after(3))
    assert server.mail_commands == []


@pytest.mark.parametrize(
    ("envelope_from", "recipients"),
    [
        (FROM, []),
        (FROM, ["a@x.example, b@x.example"]),
        (FROM, ["a@x.example\r\nRCPT TO:<evil@x.example>"]),
        ("Agent <agent@mg.example>", [TO]),
        (FROM, ["jörg@x.example"]),
    ],
)
def test_envelope_addresses_are_checked(
    start_server: StartServer, envelope_from: str, recipients: list[str]
) -> None:
    server = start_server("starttls")
    with pytest.raises(InvalidInput):
        sender(server).send(
            message(), envelope_from=envelope_from, recipients=recipients, deadline=Deadline.after(3)
        )
    assert server.mail_commands == []


@pytest.mark.parametrize(
    ("field", "value"),
    [("tls", "none"), ("tls", "plain"), ("port", 0), ("host", ""), ("timeout_secs", 0), ("helo_name", "a b")],
)
def test_settings_refuse_unusable_values(field: str, value: object) -> None:
    with pytest.raises(ConfigError):
        SmtpSettings(**{"host": "mail.example", field: value})  # type: ignore[arg-type]


def test_unreadable_ca_file_is_a_config_error(start_server: StartServer, tmp_path: Path) -> None:
    server = start_server("starttls")
    with pytest.raises(ConfigError, match="ca_file"):
        send(sender(server, ca_file=str(tmp_path / "missing.pem")))
    assert server.mail_commands == []


def test_connection_refused_is_send_failed() -> None:
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    settings = SmtpSettings(host="127.0.0.1", port=port)
    with pytest.raises(SendFailed, match="connecting failed"):
        send(SmtpSender(settings, lambda: None))


def test_a_name_lookup_that_hangs_is_cut_off_by_the_sends_deadline(hanging_dns: HangingResolver) -> None:
    settings = SmtpSettings(host=hanging_dns.name, port=587)
    # Only the send's own deadline can end this: the resolver answers after the test is over.
    with pytest.raises(SendFailed, match=r"timed out looking up smtp\.hangs\.example .*limit for test send"):
        finishes(lambda: send(SmtpSender(settings, lambda: None), seconds=1.0))
    assert hanging_dns.asked == [hanging_dns.name]


def test_opening_ahead_and_probing_look_up_within_the_deadline_too(hanging_dns: HangingResolver) -> None:
    smtp = SmtpSender(SmtpSettings(host=hanging_dns.name, port=587), lambda: None)
    opened = finishes(lambda: smtp.open(Deadline.after(1.0, "the next send")))
    assert opened.session is None and "timed out looking up" in str(opened.error)
    with pytest.raises(SendFailed, match="timed out looking up"):
        finishes(lambda: smtp.probe(Deadline.after(1.0, "SMTP check")))


def test_an_ip_literal_is_dialled_without_asking_a_resolver(
    start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = start_server("starttls")
    asked: list[object] = []
    real = socket.getaddrinfo

    def numeric_only(host: Any, *args: Any, **kwargs: Any) -> Any:
        if not getaddrinfo_flags(args, kwargs) & socket.AI_NUMERICHOST:
            asked.append(host)  # a lookup that could go to a resolver
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", numeric_only)
    send(sender(server))
    assert len(server.messages) == 1 and asked == []


def test_a_kept_connection_without_a_descriptor_for_its_watchdog_is_dropped_and_renew_dials(
    start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Out of file descriptors (EMFILE) when the watchdog shadows a kept socket: ``renew`` still
    never raises; it drops the kept connection and dials, and the next message goes out."""
    server = start_server("starttls")
    server.clear()
    smtp = sender(server)
    kept: list[Opened] = []
    smtp.send(message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(5), keep=kept.append)
    real_fromfd = socket.fromfd
    calls = {"n": 0}

    def fromfd_fails_once(*args: Any) -> socket.socket:
        calls["n"] += 1
        if calls["n"] == 1:
            raise OSError(errno.EMFILE, "Too many open files")
        return real_fromfd(*args)

    # The server and the TLS are real; only the OS's answer to one dup is replaced: running this
    # process out of descriptors for real would starve the server's thread (same process) too.
    monkeypatch.setattr(socket, "fromfd", fromfd_fails_once)
    renewed = smtp.renew(kept.pop(), Deadline.after(5))
    assert calls["n"] >= 1 and not renewed.kept and renewed.error is None
    result = smtp.send(
        message(subject="zweite"),
        envelope_from=FROM,
        recipients=[TO],
        deadline=Deadline.after(5),
        opened=renewed,
    )
    assert result.server_reply.startswith("250")
    assert server.connections == 2 and len(server.wait_for(2)) == 2


def test_a_stale_kept_connection_is_closed_without_waiting_for_its_quit(
    start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kept connection idle too long is dropped by the next send, which dials anew at once: it does
    not wait for the old connection's QUIT to be answered. The server holds that answer until a
    message arrives after the QUIT, so the order of its events shows whether the send waited."""
    monkeypatch.setattr("mailgate.outbound.smtp.KEEP_MAX_IDLE_SECS", 0.0)  # every kept one is stale
    monkeypatch.setattr("mailgate.outbound.smtp.KEEP_QUIT_SECS", 30.0)  # a wait would outlast the hold
    server = start_server("starttls", faults=["hold_quit"])
    server.clear()
    smtp = sender(server)
    kept: list[Opened] = []
    smtp.send(message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(5), keep=kept.append)
    assert len(kept) == 1
    finishes(
        lambda: smtp.send(
            message(subject="zweite"),
            envelope_from=FROM,
            recipients=[TO],
            deadline=Deadline.after(5, "second send"),
            opened=kept.pop(),
            keep=kept.append,
        )
    )
    assert server.connections == 2 and len(server.wait_for(2)) == 2
    events = server.events
    assert kept[0].take() is None  # stale too: dropped the same way (its QUIT is never answered)
    # The second message arrived while the first connection's QUIT was still unanswered.
    assert events[:2] == ["message 1", "message 2"], events


def test_leave_sends_the_quit_and_returns_before_it_is_answered(start_server: StartServer) -> None:
    """With ``leave`` the send returns after the 250 with its QUIT sent but not waited for (the
    caller records the result meanwhile): the server, holding that QUIT's answer until another
    message arrives, gets the next message first. ``Leaving.close`` then reads the answer."""
    server = start_server("starttls", faults=["hold_quit"])
    server.clear()
    smtp = sender(server)
    leaving: list[Leaving] = []
    smtp.send(
        message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(5), leave=leaving.append
    )
    assert len(leaving) == 1
    second: list[Leaving] = []
    smtp.send(
        message(subject="zweite"),
        envelope_from=FROM,
        recipients=[TO],
        deadline=Deadline.after(5),
        leave=second.append,
    )
    assert len(server.wait_for(2)) == 2 and server.connections == 2
    finishes(leaving[0].close)  # its answer was released by the second message
    assert leaving[0].poll()  # closed: nothing left to read
    assert server.events[:3] == ["message 1", "message 2", "quit answered"], server.events
    second[0].abandon()  # its answer would wait for a message that never comes


@pytest.mark.parametrize("tls", ["starttls", "implicit"])
def test_a_dialled_connection_carries_the_send_that_adopts_it(start_server: StartServer, tls: str) -> None:
    """``dial`` only connects; the send that adopts it reads the greeting, secures the connection
    (verified TLS) and reports every step itself, over that one connection."""
    server = start_server(tls)
    server.clear()
    smtp = sender(server, tls=tls)
    dialled = smtp.dial(Deadline.after(5))
    assert dialled.session is not None and not dialled.session.ready
    steps: list[Step] = []
    result = smtp.send(
        message(),
        envelope_from=FROM,
        recipients=[TO],
        deadline=Deadline.after(5),
        on_step=steps.append,
        opened=dialled,
    )
    assert result.tls_version.startswith("TLS")
    assert steps == ALL_STEPS
    captured = server.wait_for(1)
    assert server.connections == 1 and captured[0].tls


def test_a_dialled_connection_that_fails_before_its_greeting_gives_way_to_the_drafts_own_dial(
    start_server: StartServer,
) -> None:
    """A connection dialled ahead that the server dropped while it waited (or refused with a 421
    while the last one was still leaving) carried nothing: the send dials once more and delivers,
    instead of failing an approved draft."""
    server = start_server("starttls")
    server.clear()
    smtp = sender(server, tls="starttls")
    dialled = smtp.dial(Deadline.after(5))
    assert dialled.session is not None and dialled.session.conn.sock is not None
    dialled.session.conn.sock.shutdown(socket.SHUT_RDWR)  # dropped before its greeting was read
    result = smtp.send(
        message(), envelope_from=FROM, recipients=[TO], deadline=Deadline.after(5), opened=dialled
    )
    assert result.tls_version.startswith("TLS")
    assert len(server.wait_for(1)) == 1 and server.connections == 2
