"""The SMTP submission door in-process (on both backends) and inside a real `mailgate serve`."""

from __future__ import annotations

import re
import smtplib
import ssl
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import trustme

from mailgate import Gateway
from mailgate.proxy.submission import SubmissionServer, SubmissionSettings
from tests.serve import Serve

SUBMISSION = re.compile(r"SMTP submission at 127\.0\.0\.1:(\d+)")


@dataclass(frozen=True)
class Tls:
    """A throwaway CA and a server certificate for 127.0.0.1 and localhost."""

    ca_file: Path
    cert: Path
    key: Path

    def client(self) -> ssl.SSLContext:
        return ssl.create_default_context(cafile=str(self.ca_file))


@pytest.fixture(scope="session")
def tls(tmp_path_factory: pytest.TempPathFactory) -> Tls:
    folder = tmp_path_factory.mktemp("submission-tls")
    ca = trustme.CA()
    leaf = ca.issue_cert("127.0.0.1", "localhost")
    ca.cert_pem.write_to_path(str(folder / "ca.pem"))
    leaf.private_key_pem.write_to_path(str(folder / "server.key"))
    with open(folder / "server.crt", "wb") as out:
        for blob in leaf.cert_chain_pems:
            out.write(blob.bytes())
    return Tls(ca_file=folder / "ca.pem", cert=folder / "server.crt", key=folder / "server.key")


StartDoor = Callable[..., SubmissionServer]


@pytest.fixture
def start_door(gw: Gateway, tls: Tls) -> Iterator[StartDoor]:
    """Start submission servers on the test's gateway; every one is stopped at the end."""
    started: list[SubmissionServer] = []

    def start(on: Gateway | None = None, **overrides: object) -> SubmissionServer:
        """A door on ``on`` (default: the test's gateway) with ``overrides`` of its settings."""
        options: dict[str, object] = {
            "host": "127.0.0.1",
            "port": 0,
            "tls_cert": str(tls.cert),
            "tls_key": str(tls.key),
        }
        options.update(overrides)
        door = SubmissionServer(on or gw, SubmissionSettings(**options)).start()  # type: ignore[arg-type]
        started.append(door)
        return door

    yield start
    for door in started:
        door.stop()


def agent_token(gw: Gateway, agent: str = "sales", scopes: str = "mail:send") -> str:
    """Register ``agent`` (once) and mint it a token."""
    if agent not in {a.name for a in gw.rules.list_agents()}:
        gw.rules.add_agent(agent)
    return gw.tokens.create(agent, scopes).token


def login(port: int, tls: Tls, user: str, token: str) -> smtplib.SMTP:
    """A stdlib client: EHLO, STARTTLS verified against the test CA, AUTH."""
    client = smtplib.SMTP("127.0.0.1", port, timeout=30)
    try:
        client.starttls(context=tls.client())
        client.ehlo()
        plain_login(client, user, token)
    except BaseException:
        client.close()
        raise
    return client


def data_with_carol_stopped(
    gw: Gateway, door: SubmissionServer, tls: Tls, rcpts: tuple[str, ...], message: bytes
) -> tuple[int, bytes]:
    """Stop-list carol@customer.example, then send ``message`` to ``rcpts`` as agent sales; DATA's reply.

    Every RCPT must be accepted: a recipient is judged at DATA, so that a message goes to all or none.
    """
    token = agent_token(gw)
    gw.rules.add_dnc("carol@customer.example", "asked not to be mailed")
    with login(door.port, tls, "sales", token) as client:
        client.mail("x@us.example")
        for rcpt in rcpts:
            assert client.rcpt(rcpt)[0] == 250
        return client.data(message)


def plain_login(client: smtplib.SMTP, user: str, token: str) -> None:
    """One AUTH PLAIN (``SMTP.login`` would try each mechanism in turn: two failures per call)."""
    client.user, client.password = user, token
    client.auth("PLAIN", client.auth_plain)


class ServeProcess(Serve):
    """`mailgate serve` as a subprocess with the HTTP doors and SMTP submission on free ports."""

    def __init__(self, home: Path, *extra: str) -> None:
        super().__init__(
            home,
            interval="0.2",
            extra=("--submission", "127.0.0.1:0", *extra),
            wait_for=(SUBMISSION,),
        )
        self.smtp_port = int(self.found[SUBMISSION].group(1))


@pytest.fixture
def serve_process() -> Iterator[Callable[..., ServeProcess]]:
    started: list[ServeProcess] = []

    def start(home: Path, *extra: str) -> ServeProcess:
        proc = ServeProcess(home, *extra)
        started.append(proc)
        return proc

    yield start
    for proc in started:
        proc.stop()
