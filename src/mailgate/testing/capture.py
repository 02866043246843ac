"""CaptureServer: a throwaway SMTP server on loopback that keeps what it receives.

The public test kit of mailgate, used by the test suite and by ``mailgate serve --demo``. It runs
aiosmtpd in a thread with a trustme CA made for the occasion, so clients can verify TLS exactly as
they would against a real server. Modes::

    starttls       STARTTLS offered and required before MAIL; AUTH optional after TLS
    implicit       SMTPS (TLS from the first byte); AUTH optional
    no_starttls    STARTTLS not offered at all (a client must refuse to send)
    silent         accepts TCP connections and never says a word
    auth_required  STARTTLS required, then AUTH required

Faults (any mode but silent): ``refuse_rcpt`` (550 to every RCPT), ``stall_after_data`` (keeps
the message, never answers it), ``drop_after_250`` (answers 250 to the data, then hangs up).
``drop_data`` names messages by their number (1 = the first DATA the server receives): each of
those is kept but answered by hanging up, the way a server that crashes mid-send looks.

The certificate names 127.0.0.1 and localhost only (so a server on 127.0.0.2 doubles as a
wrong-hostname server); ``ca_file`` is the CA to trust. ``mail_commands`` lists every MAIL FROM
seen, which shows that a client sent nothing even when no message arrived.

``bearer(user, token)`` turns on ``AUTH XOAUTH2`` (offered after TLS only): a login succeeds when
it returns True. A refused login answers like Gmail: a 334 with a JSON error, then 535.
"""

from __future__ import annotations

import asyncio
import json
import logging
import selectors
import socket
import ssl
import tempfile
import threading
from base64 import b64decode
from collections.abc import Callable, Iterable
from contextlib import suppress
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import Any

import trustme
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword


class CaptureMode(StrEnum):
    """How the capture server speaks TLS and AUTH (``silent``: accepts, then never answers)."""

    STARTTLS = "starttls"
    IMPLICIT = "implicit"
    NO_STARTTLS = "no_starttls"
    SILENT = "silent"
    AUTH_REQUIRED = "auth_required"


MODES = tuple(m.value for m in CaptureMode)
FAULTS = ("refuse_rcpt", "stall_after_data", "drop_after_250", "hold_quit")
# hold_quit: a QUIT is answered only once another message has arrived after it (or after
# HOLD_QUIT_SECS); ``events`` shows which came first.
HOLD_QUIT_SECS = 3.0
SERVER_NAME = "capture.mailgate.localhost"


@dataclass(frozen=True)
class Captured:
    """One message as the server received it (``data`` is after dot-unstuffing)."""

    mail_from: str
    rcpt_tos: tuple[str, ...]
    data: bytes
    tls: bool
    authenticated: bool


class CaptureServer:
    """An SMTP server on loopback that records messages; ``with CaptureServer() as srv: ...``."""

    def __init__(
        self,
        mode: str = CaptureMode.STARTTLS,
        *,
        faults: Iterable[str] = (),
        host: str = "127.0.0.1",
        port: int = 0,
        tls_dir: Path | None = None,
        username: str = "agent",
        password: str = "s3cret-pw",  # noqa: S107 - a test server's well-known demo login
        bearer: Callable[[str, str], bool] | None = None,
        data_delay: float = 0.0,
        drop_data: Iterable[int] = (),
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.mode = CaptureMode(mode)
        self.faults = frozenset(faults)
        if unknown := self.faults - set(FAULTS):
            raise ValueError(f"unknown faults {sorted(unknown)}; known: {', '.join(FAULTS)}")
        self.host = host
        self.port = port
        self._tls_dir = tls_dir
        self._users = {username.encode(): password.encode()}
        self.bearer = bearer
        self.bearer_logins: list[str] = []  # the user of every XOAUTH2 attempt, in order
        # A provider's latency: each DATA is answered this many seconds after it was received.
        self.data_delay = data_delay
        self.drop_data = frozenset(drop_data)  # these messages (1-based) are answered by hanging up
        # Cleared: every DATA is recorded but not answered until it is set again (a test holds the
        # senders mid-send this way, then kills one of them).
        self.answering = threading.Event()
        self.answering.set()
        self._cond = threading.Condition()
        self._messages: list[Captured] = []
        self._mail_commands: list[str] = []
        self._connections = 0
        self._events: list[str] = []
        self._temp: tempfile.TemporaryDirectory[str] | None = None
        self._ca_file: Path | None = None
        self._controller: _Controller | None = None
        self._silent: _SilentServer | None = None

    # -- lifecycle ---------------------------------------------------------------------------

    def start(self) -> CaptureServer:
        """Make the certificates, bind the port and serve; returns once connections are accepted."""
        if self._controller is not None or self._silent is not None:
            raise RuntimeError("CaptureServer already started")
        _quiet_aiosmtpd()
        # proto=IPPROTO_TCP: asyncio sets TCP_NODELAY only on sockets whose proto says TCP, and
        # accepted sockets inherit it (socket.create_server leaves it 0: Nagle + delayed ACK).
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((self.host, self.port))
        listener.listen()
        try:
            self.port = listener.getsockname()[1]
            context = self._make_tls()
            if self.mode is CaptureMode.SILENT:
                self._silent = _SilentServer(listener)
                self._silent.start()
            else:
                self._controller = _Controller(self, listener, context)
                self._controller.start()
        except BaseException:
            if self._controller is not None:
                with suppress(Exception):  # its thread may be running even though start() failed
                    self._controller.shutdown()
            listener.close()
            self._controller = self._silent = None
            self._drop_tls()
            raise
        return self

    def stop(self) -> None:
        """Close every connection and the port; quick, and safe to call twice."""
        controller, self._controller = self._controller, None
        silent, self._silent = self._silent, None
        if controller is not None:
            controller.shutdown()
        if silent is not None:
            silent.stop()
        self._drop_tls()

    def __enter__(self) -> CaptureServer:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # -- what was received -------------------------------------------------------------------

    @property
    def ca_file(self) -> Path:
        """PEM of the throwaway CA that signed the server's certificate (127.0.0.1, localhost)."""
        if self._ca_file is None:
            raise RuntimeError("start() the CaptureServer first: the CA is made when it starts")
        return self._ca_file

    @property
    def messages(self) -> list[Captured]:
        """A snapshot of the messages received so far."""
        with self._cond:
            return list(self._messages)

    @property
    def mail_commands(self) -> list[str]:
        """Every MAIL FROM address the server saw, in order, whether or not a message followed."""
        with self._cond:
            return list(self._mail_commands)

    @property
    def connections(self) -> int:
        """How many connections the server accepted, whether or not a message came over them."""
        with self._cond:
            return self._connections

    @property
    def events(self) -> list[str]:
        """What happened, in order: "message N" as each message arrives, "quit answered" per QUIT."""
        with self._cond:
            return list(self._events)

    def wait_for(self, count: int, timeout: float = 10.0) -> list[Captured]:
        """Block until at least ``count`` messages arrived; raises TimeoutError after ``timeout``."""
        with self._cond:
            if not self._cond.wait_for(lambda: len(self._messages) >= count, timeout):
                raise TimeoutError(
                    f"expected {count} message(s) within {timeout} s, got {len(self._messages)}"
                )
            return list(self._messages)

    def clear(self) -> None:
        """Forget every message, MAIL command and connection counted so far."""
        with self._cond:
            self._connections = 0
            self._messages.clear()
            self._mail_commands.clear()
            self._events.clear()

    # -- called from the server thread -------------------------------------------------------

    def _record(self, item: Captured) -> int:
        with self._cond:
            self._messages.append(item)
            self._events.append(f"message {len(self._messages)}")
            self._cond.notify_all()
            return len(self._messages)

    def _hold_quit(self) -> None:
        """Wait (in a worker thread) until a message arrives after this QUIT, or HOLD_QUIT_SECS."""
        with self._cond:
            seen = len(self._messages)
            self._cond.wait_for(lambda: len(self._messages) > seen, HOLD_QUIT_SECS)

    def _quit_answered(self) -> None:
        with self._cond:
            self._events.append("quit answered")

    def _count_connection(self) -> None:
        with self._cond:
            self._connections += 1

    def _record_mail(self, address: str) -> None:
        with self._cond:
            self._mail_commands.append(address)

    def _check_login(self, login: bytes, password: bytes) -> bool:
        return self._users.get(login) == password

    # -- certificates ------------------------------------------------------------------------

    def _make_tls(self) -> ssl.SSLContext:
        if self._tls_dir is None:
            self._temp = tempfile.TemporaryDirectory(prefix="mailgate-capture-")
            folder = Path(self._temp.name)
        else:
            folder = self._tls_dir
            folder.mkdir(parents=True, exist_ok=True)
        # Only these two names, whatever ``host`` is: a server on 127.0.0.2 then makes a handy
        # wrong-hostname certificate for tests.
        ca = trustme.CA()
        leaf = ca.issue_cert("127.0.0.1", "localhost")
        ca.cert_pem.write_to_path(str(folder / "ca.pem"))
        with open(folder / "server.crt", "wb") as out:
            for blob in leaf.cert_chain_pems:
                out.write(blob.bytes())
        leaf.private_key_pem.write_to_path(str(folder / "server.key"))
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(folder / "server.crt", folder / "server.key")
        self._ca_file = folder / "ca.pem"
        return context

    def _drop_tls(self) -> None:
        temp, self._temp = self._temp, None
        if temp is not None:
            temp.cleanup()


class _Handler:
    """aiosmtpd handler hooks: record MAIL and DATA, play the configured faults."""

    def __init__(self, owner: CaptureServer) -> None:
        self._owner = owner

    async def handle_MAIL(
        self, server: Any, session: Any, envelope: Any, address: str, options: list[str]
    ) -> str:
        self._owner._record_mail(address)
        envelope.mail_from = address
        envelope.mail_options.extend(options)
        return "250 OK"

    async def handle_RCPT(
        self, server: Any, session: Any, envelope: Any, address: str, options: list[str]
    ) -> str:
        if "refuse_rcpt" in self._owner.faults:
            return "550 5.1.1 Mailbox unavailable (refuse_rcpt fault)"
        envelope.rcpt_tos.append(address)
        envelope.rcpt_options.extend(options)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        # session.ssl is set only by STARTTLS; SMTPS shows up on the transport (aiosmtpd quirk).
        tls = bool(session.ssl) or server.transport.get_extra_info("sslcontext") is not None
        number = self._owner._record(
            Captured(
                mail_from=str(envelope.mail_from),
                rcpt_tos=tuple(envelope.rcpt_tos),
                data=bytes(envelope.original_content),
                tls=tls,
                authenticated=bool(session.authenticated),
            )
        )
        if number in self._owner.drop_data:
            # Hang up instead of answering: the client cannot know whether the message went out.
            server.transport.close()
            await asyncio.Event().wait()  # cancelled when the connection is gone
        if self._owner.data_delay > 0:
            await asyncio.sleep(self._owner.data_delay)
        if not self._owner.answering.is_set():
            await asyncio.to_thread(self._owner.answering.wait)  # a test holds the senders here
        if "stall_after_data" in self._owner.faults:
            # Never answer: the client's disconnect (or stop()) cancels this wait.
            await asyncio.Event().wait()
        if "drop_after_250" in self._owner.faults:
            # Runs after the 250 below is written (no await between return and write); close()
            # flushes it, then hangs up before the client's QUIT.
            server.loop.call_soon(server.transport.close)
        return "250 2.0.0 OK captured"

    async def handle_QUIT(self, server: Any, session: Any, envelope: Any) -> str:
        if "hold_quit" in self._owner.faults:
            await asyncio.to_thread(self._owner._hold_quit)
        self._owner._quit_answered()
        return "221 Bye"

    async def auth_XOAUTH2(self, server: Any, args: list[str]) -> AuthResult:
        """SASL XOAUTH2 with the initial response: ``user=U\x01auth=Bearer T\x01\x01``."""
        check = self._owner.bearer
        if check is None or len(args) != 2:
            await server.push("501 5.5.2 XOAUTH2 needs its initial response")
            return AuthResult(success=False, handled=True)
        try:
            fields = b64decode(args[1].encode(), validate=True).decode("ascii").split("\x01")
            user = fields[0].removeprefix("user=")
            scheme, _, token = fields[1].partition(" ")
            ok = fields[0].startswith("user=") and fields[2:] == ["", ""] and scheme == "auth=Bearer"
        except (ValueError, IndexError):
            ok = False
        if not ok:
            await server.push("501 5.5.2 malformed XOAUTH2 response")
            return AuthResult(success=False, handled=True)
        self._owner.bearer_logins.append(user)
        if check(user, token):
            return AuthResult(success=True, handled=False)
        error = json.dumps({"status": "401", "schemes": "bearer", "scope": "https://mail.google.com/"})
        await server.challenge_auth(error)  # the client answers with an empty line
        return AuthResult(success=False, handled=False)  # aiosmtpd answers 535

    def authenticate(self, server: Any, session: Any, envelope: Any, mechanism: str, data: Any) -> Any:
        ok = isinstance(data, LoginPassword) and self._owner._check_login(data.login, data.password)
        return AuthResult(success=ok, handled=False)  # aiosmtpd answers 235 / 535 itself


class _TrackedSMTP(SMTP):
    """aiosmtpd's SMTP, registered while connected so stop() can close what is still open."""

    def __init__(self, live: set[_TrackedSMTP], *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._live = live

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._live.add(self)
        super().connection_made(transport)

    def connection_lost(self, error: Exception | None) -> None:
        self._live.discard(self)
        super().connection_lost(error)

    def abort(self) -> None:
        # The raw TCP transport: aborting it also ends a STARTTLS layer above it at once.
        transport = self._original_transport or self.transport
        if isinstance(transport, asyncio.Transport):
            transport.abort()


class _Controller(Controller):
    """aiosmtpd's threaded Controller on a socket bound beforehand (no port race, port=0 works)."""

    def __init__(self, owner: CaptureServer, listener: socket.socket, context: ssl.SSLContext) -> None:
        handler = _Handler(owner)
        mode = owner.mode
        options: dict[str, Any] = {"authenticator": handler.authenticate}
        if owner.bearer is None:
            options["auth_exclude_mechanism"] = ["XOAUTH2"]
        if mode is CaptureMode.IMPLICIT:
            # aiosmtpd counts only STARTTLS as TLS, so SMTPS must allow AUTH "without" it.
            options.update(ssl_context=context, auth_require_tls=False)
        elif mode in (CaptureMode.STARTTLS, CaptureMode.AUTH_REQUIRED):
            options.update(
                tls_context=context, require_starttls=True, auth_required=(mode is CaptureMode.AUTH_REQUIRED)
            )
        super().__init__(
            handler,
            hostname=owner.host,
            port=listener.getsockname()[1],
            server_hostname=SERVER_NAME,  # so aiosmtpd never calls socket.getfqdn()
            ready_timeout=5.0,
            **options,
        )
        self._listener = listener
        self._owner = owner
        self._live: set[_TrackedSMTP] = set()

    def factory(self) -> _TrackedSMTP:
        self._owner._count_connection()  # aiosmtpd makes one protocol per accepted connection
        return _TrackedSMTP(self._live, self.handler, **self.SMTP_kwargs)

    def _create_server(self) -> Any:
        return self.loop.create_server(self._factory_invoker, sock=self._listener, ssl=self.ssl_context)

    def shutdown(self) -> None:
        """Abort open connections inside the loop, then stop the loop and join its thread."""
        if self.loop.is_running():
            future = asyncio.run_coroutine_threadsafe(self._abort_all(), self.loop)
            future.result(timeout=5.0)
        self.stop(no_assert=True)

    async def _abort_all(self) -> None:
        for smtp in list(self._live):
            smtp.abort()
        # connection_lost runs on a later loop turn; yield until every connection is gone.
        for _ in range(100):
            if not self._live:
                return
            await asyncio.sleep(0)


class _SilentServer:
    """Accepts TCP connections and holds them without ever writing a byte."""

    def __init__(self, listener: socket.socket) -> None:
        self._listener = listener
        self._wake_r, self._wake_w = socket.socketpair()
        self._thread = threading.Thread(target=self._run, name="capture-silent", daemon=True)

    def start(self) -> None:
        self._listener.setblocking(False)
        self._thread.start()

    def stop(self) -> None:
        with suppress(OSError):  # the thread may already be gone
            self._wake_w.send(b"x")
        self._thread.join(timeout=5.0)
        self._wake_w.close()

    def _run(self) -> None:
        clients: list[socket.socket] = []
        with selectors.DefaultSelector() as sel:
            sel.register(self._listener, selectors.EVENT_READ)
            sel.register(self._wake_r, selectors.EVENT_READ)
            try:
                while self._serve_once(sel, clients):
                    pass
            finally:
                for sock in [*clients, self._listener, self._wake_r]:
                    sock.close()

    def _serve_once(self, sel: selectors.BaseSelector, clients: list[socket.socket]) -> bool:
        for key, _events in sel.select():
            sock = key.fileobj
            if sock is self._wake_r:
                return False
            if sock is self._listener:
                with suppress(OSError):  # BlockingIOError when a client gave up meanwhile
                    conn, _addr = self._listener.accept()
                    conn.setblocking(False)
                    clients.append(conn)
                    sel.register(conn, selectors.EVENT_READ)
                continue
            assert isinstance(sock, socket.socket)
            # Read and drop whatever the client says; an empty read or an error means it is gone.
            try:
                data = sock.recv(4096)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if not data:
                sel.unregister(sock)
                clients.remove(sock)
                sock.close()
        return True


class _DropLoginDataNoise(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Session.login_data is deprecated")


_NOISE_FILTER = _DropLoginDataNoise()


def _quiet_aiosmtpd() -> None:
    # aiosmtpd 1.4 logs this warning on every AUTH; it is about its own internals.
    logger = logging.getLogger("mail.log")
    if _NOISE_FILTER not in logger.filters:
        logger.addFilter(_NOISE_FILTER)
