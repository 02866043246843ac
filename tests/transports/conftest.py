"""Fixtures for the transport tests: a real Dovecot on loopback, and tiny scripted IMAP servers.

Dovecot is started once per session by ``scripts/servers/test-servers.sh`` on free ports (so a
developer's own test servers keep theirs). Each test that needs a mailbox takes ``imap_user``:
a user whose mail directory was just deleted, so Dovecot recreates an empty mailbox.
"""

from __future__ import annotations

import itertools
import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

import pytest
import trustme
from imapclient import IMAPClient

from mailgate.inbound.transports.imap import ImapAccount

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "servers" / "test-servers.sh"
USERS = ("alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy")
INSTALL_HINT = (
    "the Dovecot IMAP server is not installed; install it with\n"
    "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "
    "dovecot-imapd\n(scripts/bootstrap.sh test does this)"
)


def wait_until(check: Callable[[], bool], timeout: float, what: str) -> None:
    """Poll ``check`` until it is true; fail the test after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not check():
        if time.monotonic() > end:
            pytest.fail(f"timed out after {timeout} s waiting for {what}")
        time.sleep(0.01)


def port_open(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class MemoryCursors:
    """A CursorStore kept in a dict (the real one lives in the database)."""

    def __init__(self) -> None:
        self.data: dict[tuple[str, str], tuple[int, int]] = {}

    def get_cursor(self, account: str, folder: str) -> tuple[int, int] | None:
        return self.data.get((account, folder))

    def set_cursor(self, account: str, folder: str, uidvalidity: int, last_uid: int) -> None:
        self.data[(account, folder)] = (uidvalidity, last_uid)


@dataclass(frozen=True)
class Dovecot:
    """A running private Dovecot: IMAP+STARTTLS and IMAPS on 127.0.0.1 (see dovecot.conf.template)."""

    root: Path
    imap_port: int
    imaps_port: int

    @property
    def conf(self) -> Path:
        return self.root / "dovecot" / "dovecot.conf"

    @property
    def ca_file(self) -> str:
        return str(self.root / "tls" / "ca.pem")

    def doveadm(self, *args: str) -> str:
        done = subprocess.run(
            ["doveadm", "-c", str(self.conf), *args], capture_output=True, text=True, timeout=20, check=True
        )
        return done.stdout

    def imap_pids(self, user: str) -> list[int]:
        """PIDs of the imap processes serving ``user`` (``doveadm who``)."""
        pids: list[int] = []
        for line in self.doveadm("who", "-1", user).splitlines()[1:]:
            cols = line.split()
            if len(cols) >= 3 and cols[0] == user and cols[2].isdigit():
                pids.append(int(cols[2]))
        return pids

    def kick(self, user: str) -> None:
        """Disconnect every session of ``user`` and wait until they are gone."""
        if not self.imap_pids(user):
            return  # doveadm kick fails when there is nobody to kick
        self.doveadm("kick", user)
        wait_until(lambda: not self.imap_pids(user), 10, f"{user}'s sessions to end")

    def reset(self, user: str) -> None:
        """An empty mailbox (Dovecot recreates a deleted one at login; its UIDVALIDITY is the clock
        in seconds, so it may repeat: delete and recreate a folder to be sure of a new one)."""
        self.kick(user)
        shutil.rmtree(self.root / "dovecot" / "mail" / user, ignore_errors=True)

    def client(self, user: str) -> IMAPClient:
        """A separate, ordinary IMAP client (implicit TLS) for seeding and inspecting a mailbox."""
        ctx = ssl.create_default_context(cafile=self.ca_file)
        c = IMAPClient("127.0.0.1", port=self.imaps_port, ssl=True, ssl_context=ctx, timeout=10)
        c.login(user, f"{user}-pw")
        return c

    def append(self, user: str, *raws: bytes, folder: str = "INBOX") -> None:
        with self.client(user) as c:
            if not c.folder_exists(folder):
                c.create_folder(folder)
            for raw in raws:
                c.append(folder, raw)

    def account(self, user: str, **kw: object) -> ImapAccount:
        fields: dict[str, object] = {
            "name": "work",
            "host": "127.0.0.1",
            "port": self.imaps_port,
            "username": user,
            "ca_file": self.ca_file,
            "timeout_secs": 10.0,
        }
        fields.update(kw)
        return ImapAccount(**fields)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def dovecot() -> Iterator[Dovecot]:
    """Start Dovecot for the session; FAIL (never skip) when it is not installed."""
    if shutil.which("dovecot") is None or shutil.which("doveadm") is None:
        pytest.fail(INSTALL_HINT, pytrace=False)
    if os.geteuid() != 0:
        pytest.fail("the Dovecot tests run the server as root (it drops to nobody): run them as root")
    root = Path(tempfile.mkdtemp(prefix="mg-", dir="/tmp"))  # short: unix socket paths <= 108 bytes
    root.chmod(0o755)
    server = Dovecot(root=root, imap_port=free_port(), imaps_port=free_port())
    env = {
        **os.environ,
        "PYTHON": sys.executable,
        "IMAP_PORT": str(server.imap_port),
        "IMAPS_PORT": str(server.imaps_port),
    }
    log = root / "test-servers.log"
    try:
        with log.open("w") as out:  # a file, not a pipe: the daemon must not hold our pipe open
            run = ["bash", str(SCRIPT), "start", str(root), "dovecot"]
            done = subprocess.run(run, env=env, stdout=out, stderr=subprocess.STDOUT, timeout=60)
        if done.returncode != 0:
            pytest.fail(f"test-servers.sh start failed:\n{log.read_text()}", pytrace=False)
        for host, port in (
            ("127.0.0.1", server.imaps_port),
            ("127.0.0.1", server.imap_port),
            ("127.0.0.2", server.imap_port),
            ("127.0.0.3", server.imaps_port),
        ):
            wait_until(partial(port_open, host, port), 20, f"Dovecot on {host}:{port}")
        yield server
    finally:
        subprocess.run(["bash", str(SCRIPT), "stop", str(root), "dovecot"], env=env, timeout=60, check=False)
        shutil.rmtree(root, ignore_errors=True)


_user_cycle = itertools.cycle(USERS)


@pytest.fixture
def imap_user(dovecot: Dovecot) -> str:
    """A test user with an empty mailbox (cursors are per test, so a reused UIDVALIDITY is harmless)."""
    user = next(_user_cycle)
    dovecot.reset(user)
    return user


@pytest.fixture
def cursors() -> MemoryCursors:
    return MemoryCursors()


def mail(n: int, tag: str = "t") -> bytes:
    """A small message with CRLF lines, 8-bit bytes and trailing blanks: all must survive verbatim."""
    return (
        f"From: Sender {n} <s{n}@example.com>\r\n"
        f"To: agent@example.org\r\n"
        f"Subject: {tag} message {n}  \r\n"
        f"Message-ID: <{tag}.{n}@example.com>\r\n"
        "MIME-Version: 1.0\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n"
        "Content-Transfer-Encoding: 8bit\r\n"
        "\r\n"
    ).encode() + f"Grüße, body {n}\t \r\n.leading dot\r\n".encode()


@contextmanager
def stopped(pid: int) -> Iterator[None]:
    """SIGSTOP a process for the block: it keeps its sockets open but answers nothing."""
    os.kill(pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(pid, signal.SIGCONT)


HANGUP = "HANGUP"  # a reply that closes the connection instead of answering
SILENT = "SILENT"  # a reply that never comes
Reply = list[str] | str


@dataclass
class FakeImap:
    """A scripted IMAP server on 127.0.0.1 for faults Dovecot will not produce on demand.

    ``replies`` maps a command verb ("CAPABILITY", "LOGIN", "UID"...) to untagged lines sent
    before "<tag> OK", or to HANGUP / SILENT; unknown verbs get "<tag> NO". ``tls`` is a
    (cert, key) pair for implicit TLS. ``received`` records every line clients sent.
    """

    replies: dict[str, Reply] = field(default_factory=dict)
    greet: bool = True
    tls: tuple[str, str] | None = None
    received: list[bytes] = field(default_factory=list)
    connections: int = 0

    def __post_init__(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.05)
        self.port = int(self._listener.getsockname()[1])
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(10)
        self._listener.close()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._listener.accept()
            except TimeoutError:
                continue
            self.connections += 1
            # OSError (ssl errors included): the client gave up, e.g. on a failed handshake.
            with conn, suppress(OSError):
                secured = self._secure(conn)
                with secured:
                    self._talk(secured)

    def _secure(self, conn: socket.socket) -> socket.socket:
        conn.settimeout(5)
        if self.tls is None:
            return conn
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(*self.tls)
        return ctx.wrap_socket(conn, server_side=True)

    def _talk(self, conn: socket.socket) -> None:
        if self.greet:
            conn.sendall(b"* OK fake IMAP ready\r\n")
        for line in self._lines(conn):
            self.received.append(line)
            tag, _, rest = line.decode("ascii", "replace").partition(" ")
            verb = rest.split(" ")[0].strip().upper()
            reply = self.replies.get(verb)
            if reply == HANGUP:
                return
            if reply == SILENT:
                continue
            if reply is None:
                conn.sendall(f"{tag} NO not here\r\n".encode())
                continue
            lines = [reply] if isinstance(reply, str) else reply
            conn.sendall("".join(f"{x}\r\n" for x in [*lines, f"{tag} OK done"]).encode())

    def _lines(self, conn: socket.socket) -> Iterator[bytes]:
        """The client's lines, until EOF or until the server stops."""
        conn.settimeout(0.05)
        buf = b""
        while not self._stop.is_set():
            if b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                yield line + b"\n"
                continue
            try:
                chunk = conn.recv(4096)
            except TimeoutError:
                continue
            if not chunk:
                return
            buf += chunk


@dataclass(frozen=True)
class TlsFiles:
    """A throwaway CA and a server certificate for 127.0.0.1 (for FakeImap with TLS)."""

    ca_file: str
    cert: str
    key: str


@pytest.fixture(scope="session")
def tls_files(tmp_path_factory: pytest.TempPathFactory) -> TlsFiles:
    folder = tmp_path_factory.mktemp("tls")
    ca = trustme.CA()
    leaf = ca.issue_cert("127.0.0.1")
    files = TlsFiles(str(folder / "ca.pem"), str(folder / "chain.pem"), str(folder / "key.pem"))
    ca.cert_pem.write_to_path(files.ca_file)
    leaf.private_key_pem.write_to_path(files.key)
    for blob in leaf.cert_chain_pems:
        blob.write_to_path(files.cert, append=True)
    return files


@pytest.fixture
def fake_imap() -> Iterator[Callable[..., FakeImap]]:
    """Start FakeImap servers for a test; all are stopped at its end."""
    servers: list[FakeImap] = []

    def start(**kw: object) -> FakeImap:
        server = FakeImap(**kw)  # type: ignore[arg-type]
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()
