"""CaptureServer answers as each mode and fault promises, checked with a plain smtplib client."""

from __future__ import annotations

import smtplib
import socket
import ssl
from email.message import EmailMessage
from pathlib import Path

import pytest

from mailgate.testing.capture import CaptureServer
from tests.bounded import finishes
from tests.conftest import StartServer

HELO = "client.mailgate.localhost"  # never let smtplib call socket.getfqdn()


def context_for(server: CaptureServer) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=str(server.ca_file))


def sample() -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = "agent@mg.example"
    msg["To"] = "rcpt@x.example"
    msg["Subject"] = "capture test"
    msg.set_content("hello\n")
    return msg


def test_starttls_is_offered_and_required(start_server: StartServer) -> None:
    server = start_server("starttls")
    with smtplib.SMTP("127.0.0.1", server.port, local_hostname=HELO, timeout=5) as client:
        client.ehlo()
        assert client.has_extn("starttls")
        assert client.mail("agent@mg.example")[0] == 530  # not before STARTTLS
        client.starttls(context=context_for(server))
        client.send_message(sample())
    (got,) = server.wait_for(1)
    assert got.tls is True
    assert got.authenticated is False
    assert got.mail_from == "agent@mg.example"
    assert got.rcpt_tos == ("rcpt@x.example",)
    assert b"Subject: capture test\r\n" in got.data
    assert server.mail_commands == ["agent@mg.example"]


def test_implicit_tls_with_optional_auth(start_server: StartServer) -> None:
    server = start_server("implicit")
    with smtplib.SMTP_SSL(
        "127.0.0.1", server.port, local_hostname=HELO, timeout=5, context=context_for(server)
    ) as client:
        client.login("agent", "s3cret-pw")
        client.send_message(sample())
    (got,) = server.wait_for(1)
    assert got.tls is True
    assert got.authenticated is True


def test_no_starttls_offers_no_tls(start_server: StartServer) -> None:
    server = start_server("no_starttls")
    with smtplib.SMTP("127.0.0.1", server.port, local_hostname=HELO, timeout=5) as client:
        client.ehlo()
        assert not client.has_extn("starttls")
        with pytest.raises(smtplib.SMTPNotSupportedError):
            client.starttls(context=context_for(server))
    assert server.messages == []


def test_silent_server_never_greets(start_server: StartServer) -> None:
    server = start_server("silent")
    with socket.create_connection(("127.0.0.1", server.port), timeout=0.3) as sock:
        sock.sendall(b"EHLO x\r\n")
        with pytest.raises(TimeoutError):
            sock.recv(1)


def test_auth_required_after_starttls(start_server: StartServer) -> None:
    server = start_server("auth_required")
    with smtplib.SMTP("127.0.0.1", server.port, local_hostname=HELO, timeout=5) as client:
        client.ehlo()
        assert not client.has_extn("auth")  # never offered in the clear
        client.starttls(context=context_for(server))
        client.ehlo()
        assert client.has_extn("auth")
        assert client.mail("agent@mg.example")[0] == 530
        with pytest.raises(smtplib.SMTPAuthenticationError):
            client.login("agent", "wrong")
        client.login("agent", "s3cret-pw")
        client.send_message(sample())
    (got,) = server.wait_for(1)
    assert got.tls
    assert got.authenticated


def test_refuse_rcpt_fault(start_server: StartServer) -> None:
    server = start_server("starttls", faults=["refuse_rcpt"])
    with smtplib.SMTP("127.0.0.1", server.port, local_hostname=HELO, timeout=5) as client:
        client.starttls(context=context_for(server))
        client.ehlo()
        assert client.mail("agent@mg.example")[0] == 250
        assert client.rcpt("rcpt@x.example")[0] == 550
    assert server.messages == []


def test_stall_after_data_keeps_the_message_and_never_answers(start_server: StartServer) -> None:
    server = start_server("starttls", faults=["stall_after_data"])
    client = smtplib.SMTP("127.0.0.1", server.port, local_hostname=HELO, timeout=5)
    try:
        client.starttls(context=context_for(server))
        client.ehlo()
        client.mail("agent@mg.example")
        client.rcpt("rcpt@x.example")
        assert client.sock is not None
        client.sock.settimeout(0.3)
        with pytest.raises(smtplib.SMTPServerDisconnected, match="timed out"):
            client.data(sample().as_bytes())
    finally:
        client.close()
    assert len(server.wait_for(1)) == 1


def test_drop_after_250_fault(start_server: StartServer) -> None:
    server = start_server("starttls", faults=["drop_after_250"])
    client = smtplib.SMTP("127.0.0.1", server.port, local_hostname=HELO, timeout=5)
    try:
        client.starttls(context=context_for(server))
        client.ehlo()
        client.mail("agent@mg.example")
        client.rcpt("rcpt@x.example")
        assert client.data(sample().as_bytes())[0] == 250
        with pytest.raises(smtplib.SMTPServerDisconnected):
            client.noop()
    finally:
        client.close()
    assert len(server.messages) == 1


def test_certificate_names_loopback_and_localhost(start_server: StartServer) -> None:
    server = start_server("implicit")
    context = context_for(server)
    with smtplib.SMTP_SSL(
        "localhost", server.port, local_hostname=HELO, timeout=5, context=context
    ) as client:
        assert client.noop()[0] == 250
    # The certificate does not name 127.0.0.2: a ready-made wrong-hostname server.
    other = start_server("implicit", host="127.0.0.2")
    with pytest.raises(ssl.SSLCertVerificationError, match="IP address mismatch"):
        smtplib.SMTP_SSL("127.0.0.2", other.port, local_hostname=HELO, timeout=5, context=context_for(other))


def test_wait_for_times_out_and_clear_forgets(start_server: StartServer) -> None:
    server = start_server("implicit")
    with pytest.raises(TimeoutError, match="expected 1"):
        server.wait_for(1, timeout=0.05)
    with smtplib.SMTP_SSL(
        "127.0.0.1", server.port, local_hostname=HELO, timeout=5, context=context_for(server)
    ) as client:
        client.send_message(sample())
    assert len(server.wait_for(1)) == 1
    server.clear()
    assert server.messages == []
    assert server.mail_commands == []


def test_tls_dir_holds_the_pem_files(tmp_path: Path) -> None:
    with CaptureServer("starttls", tls_dir=tmp_path / "tls") as server:
        assert server.ca_file == tmp_path / "tls" / "ca.pem"
        assert server.port > 0
    names = sorted(p.name for p in (tmp_path / "tls").iterdir())
    assert names == ["ca.pem", "server.crt", "server.key"]


def test_stop_is_quick_idempotent_and_closes_open_connections() -> None:
    for mode in ("starttls", "silent"):
        server = CaptureServer(mode).start()
        held = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        try:
            if mode == "starttls":
                greeting = b""
                while not greeting.endswith(b"\r\n"):
                    greeting += held.recv(100)
                assert greeting.startswith(b"220 ")
            finishes(server.stop)  # does not wait on the connection still held open
            server.stop()
            assert held.recv(100) == b""  # the server hung up on the open connection
        finally:
            held.close()
        with pytest.raises(ConnectionRefusedError):
            socket.create_connection(("127.0.0.1", server.port), timeout=5).close()


def test_ca_file_needs_a_started_server_and_arguments_are_checked() -> None:
    with pytest.raises(RuntimeError, match="start"):
        _ = CaptureServer().ca_file
    with pytest.raises(ValueError, match="mode"):
        CaptureServer("plaintext")
    with pytest.raises(ValueError, match="unknown faults"):
        CaptureServer(faults=["explode"])
