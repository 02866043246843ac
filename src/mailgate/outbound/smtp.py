"""The SMTP submission client: one dial per send, TLS always, one deadline over everything.

This is the only module that talks smtplib, and the only place where smtplib, ssl and socket
errors become mailgate errors. The rules:

* TLS is not negotiable: implicit TLS, or STARTTLS that must be offered. Certificates are always
  verified (smtplib verifies nothing unless given a context).
* Nothing is ever retried: a retried send can deliver twice. A send goes over a new connection,
  or over the one the last send of the same settler worker left open (``keep``), once an RSET on
  it has been answered 250: a kept connection that fails its RSET is closed and a new one dialled,
  which is no retry (nothing of this message had gone out). A connection is kept only after a 250
  to the message data; any error drops it. The settler may open a connection (TLS, login), or RSET
  a kept one, while the draft is still being claimed (``SmtpSender.open``, ``SmtpSender.renew``):
  nothing of any message goes over it before the claim has committed.
* One deadline covers the dial, the handshakes and every command. A per-call socket timeout alone
  does not bound a server that drips one byte at a time, so a watchdog also shuts the socket down.
* Any refused recipient fails the whole send before DATA (smtplib's sendmail() would deliver to
  the rest). Failures before the message data is sent are SendFailed ("nothing was delivered");
  anything that goes wrong after it is SendUncertain ("may have been delivered; not retried").
"""

from __future__ import annotations

import re
import select
import smtplib
import socket
import ssl
import sys
import threading
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from typing import Literal, TypeVar

from mailgate.deadline import Deadline
from mailgate.errors import (
    ConfigError,
    InvalidInput,
    MailgateError,
    NotConfigured,
    SendFailed,
    SendUncertain,
    TimedOut,
    TLSUnavailable,
)
from mailgate.outbound.compose import check_wire
from mailgate.outbound.lookup import Address, addresses, connect
from mailgate.outbound.watchdog import WATCHDOG, Watch
from mailgate.xoauth2 import BearerTokens, initial_response

Step = Literal["connected", "tls", "authenticated", "envelope", "data_sent", "accepted"]
"""Progress reported to ``on_step``, always in this order; "authenticated" also when no login is set."""
_OPENING_STEPS: tuple[Step, ...] = ("connected", "tls", "authenticated")

PASSWORD_ENTRY = "mail.smtp.password"  # noqa: S105 - the name of a vault entry, not a secret
"""The vault entry holding the SMTP password: a constant, so no config edit can point it elsewhere."""

TLS_MODES = ("starttls", "implicit")
AUTH_MODES = ("password", "xoauth2")

_T = TypeVar("_T")
# An envelope address: plain ASCII addr-spec without specials, so smtplib's quoteaddr() (which
# runs parseaddr, which accepts malformed input instead of refusing it) has nothing to reinterpret.
_ENVELOPE_ADDR = re.compile(r'[^\s<>()\[\]\\,;:"@]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?')
_HOST_NAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?")


@dataclass(frozen=True, kw_only=True)
class SmtpSettings:
    """Where and how to submit mail; there is deliberately no plaintext mode."""

    host: str
    port: int = 587
    tls: str = "starttls"  # or "implicit" (SMTPS, usually port 465)
    username: str = ""
    ca_file: str = ""
    timeout_secs: float = 60.0
    helo_name: str = "mailgate.localhost"
    auth: str = "password"  # or "xoauth2": an OAuth2 access token instead of the vault's password

    def __post_init__(self) -> None:
        if self.auth not in AUTH_MODES:
            raise ConfigError("smtp.auth", "must be 'password' or 'xoauth2'", self.auth)
        if self.auth == "xoauth2" and not self.username:
            raise ConfigError("smtp.username", "must name the mailbox for AUTH XOAUTH2", self.username)
        if self.tls not in TLS_MODES:
            raise ConfigError("smtp.tls", "must be 'starttls' or 'implicit' (never plaintext)", self.tls)
        if not _HOST_NAME.fullmatch(self.host):
            raise ConfigError("smtp.host", "must be a host name or IPv4 address", self.host)
        if not 0 < self.port < 65536:
            raise ConfigError("smtp.port", "must be between 1 and 65535", self.port)
        if not 0 < self.timeout_secs < float("inf"):
            raise ConfigError("smtp.timeout_secs", "must be a positive number of seconds", self.timeout_secs)
        if not _HOST_NAME.fullmatch(self.helo_name):
            raise ConfigError("smtp.helo_name", "must be a host name", self.helo_name)
        if not (self.username.isascii() and self.username.isprintable()):
            raise ConfigError("smtp.username", "must be printable ASCII (for AUTH)", self.username)


# A connection opened ahead of its draft is used only if it is adopted this soon after the opening
# began: a server may drop an idle client, and the send's deadline started with the opening.
SPARE_MAX_AGE_SECS = 1.0
# A kept connection carries at most this many messages (servers cap messages per connection, and a
# 421 at MAIL FROM would fail a draft); one idle longer than this is closed rather than reused.
KEEP_MAX_MESSAGES = 100
KEEP_MAX_IDLE_SECS = 5.0
KEEP_QUIT_SECS = 5.0  # the QUIT that closes a kept connection is bounded by this


class Opened:
    """A connection made for the next send, nothing of a message sent on it yet: opened (greeting,
    verified TLS, login), only dialled (``SmtpSender.dial``), or kept from the last send.

    Either ready (``session``) or failed (``error``); the send that adopts it dials again in
    every case but a fresh, ready one, so a failure is always the draft's own dial's.
    """

    def __init__(
        self, session: _Session | None, error: BaseException | None, began: float, *, kept: bool = False
    ) -> None:
        self.session = session
        self.error = error
        self.began = began  # time.monotonic() when the opening began (kept: when the last send ended)
        # A connection the last send left open: RSET must be answered 250 before it carries another.
        self.kept = kept

    def take(self) -> _Session | None:
        """The ready session if it is fresh and unbroken (then it is the caller's), else None."""
        session, self.session = self.session, None
        limit = KEEP_MAX_IDLE_SECS if self.kept else SPARE_MAX_AGE_SECS
        fresh = time.monotonic() - self.began <= limit
        usable = self.kept or not session.deadline.expired() if session is not None else False
        if session is not None and fresh and not session.broken and usable:
            return session
        if session is not None:
            # Not waited for: this runs on the path of the send that needs a connection now, and a
            # kept one idle too long may well not answer its QUIT (it may be half-closed already).
            session.abandon()
        return None

    def discard(self) -> None:
        """Not used: QUIT and close (nothing was sent on it)."""
        session, self.session = self.session, None
        if session is not None:
            self._close(session)

    def _close(self, session: _Session) -> None:
        # Off any send's path (the pass is over, or the connection was opened for a send that will
        # not happen): the QUIT is waited for, politely, within a bound.
        if self.kept:  # idle since its last send, unwatched: the QUIT gets a short bound of its own
            try:
                session.rearm(Deadline.after(KEEP_QUIT_SECS, "closing a kept SMTP connection"))
            except OSError:  # no watchdog to bound a QUIT: close without one
                session.broken = True
        session.close()


class Leaving:
    """A connection whose message was accepted: its QUIT is sent, the answer is read later.

    The settler records the result meanwhile, so the server's goodbye costs no round trip on its
    path; nothing of any message goes over the connection again.
    """

    def __init__(self, session: _Session) -> None:
        self._session: _Session | None = session
        session.say_quit()

    def poll(self) -> bool:
        """Close the connection if the QUIT's answer is there (or it is gone); never waits. True: closed."""
        session = self._session
        if session is not None and not session.quit_answered():
            return False
        self._session = None
        return True

    def abandon(self) -> None:
        """Close now, without the QUIT's answer."""
        session, self._session = self._session, None
        if session is not None:
            session.abandon()

    def close(self) -> None:
        """Wait for the QUIT's answer within a short bound of its own, then close."""
        session, self._session = self._session, None
        if session is not None:
            with suppress(OSError):  # no watchdog to bound the wait: close without it
                session.rearm(Deadline.after(KEEP_QUIT_SECS, "closing an SMTP connection"))
                session.read_quit()
            session.abandon()


@dataclass(frozen=True, kw_only=True)
class SendResult:
    """A send the server accepted with 250 after DATA."""

    accepted: tuple[str, ...]
    server_reply: str
    tls_version: str
    tls_resumed: bool = False  # the TLS session of an earlier verified connection was resumed


class TlsSessions:
    """The TLS session of one client's last verified connection, offered to its next one to resume.

    Resuming skips the certificate exchange, its checks and the server's signature (CPU on both
    ends of every opening). Only the server that issued the session's ticket can resume it, and
    that server proved itself with a certificate verified for this host when the session began; a
    server that will not resume gets a full handshake, verified as always. One holder per client,
    i.e. per settler pass: one host, one port, one SSL context.
    """

    def __init__(self) -> None:
        self._latest: tuple[ssl.SSLContext, ssl.SSLSession] | None = None

    def offer(self, context: ssl.SSLContext) -> ssl.SSLSession | None:
        """The session to resume over ``context`` (ssl refuses one made under another context)."""
        latest = self._latest
        return latest[1] if latest is not None and latest[0] is context else None

    def keep(self, context: ssl.SSLContext, session: ssl.SSLSession | None) -> None:
        """Remember ``session``, from a full handshake over ``context``, for the next connection."""
        if session is not None:
            self._latest = (context, session)


class SmtpSender:
    """Submits one message per call over a fresh, verified TLS connection."""

    def __init__(
        self,
        settings: SmtpSettings,
        password: Callable[[], str | None],
        tokens: BearerTokens | None = None,
    ) -> None:
        self._settings = settings
        self._password = password
        self._tokens = tokens  # the OAuth account's access tokens, for auth = "xoauth2"
        # Built on first use and kept: loading the CA file costs ~0.4 ms, a tenth of a loopback send.
        self._context: ssl.SSLContext | None = None
        self._context_lock = threading.Lock()
        self._sessions = TlsSessions()

    def send(
        self,
        message: bytes,
        *,
        envelope_from: str,
        recipients: Sequence[str],
        deadline: Deadline,
        on_step: Callable[[Step], None] | None = None,
        opened: Opened | None = None,
        keep: Callable[[Opened], None] | None = None,
        leave: Callable[[Leaving], None] | None = None,
        background: Callable[[Callable[[], None]], object] | None = None,
    ) -> SendResult:
        """Deliver ``message`` (wire bytes from compose_message) to every recipient or none; never retries.

        ``opened``: a connection ``open`` or ``renew`` made for this send while its draft was
        claimed, or one the last send kept (RSET here first), used if still fresh and answering
        (else a new one is dialled). ``keep``: after a 250 the connection is handed to it (for the
        caller's next send), unless it has carried ``KEEP_MAX_MESSAGES``. ``leave``: after a 250,
        when not kept, the QUIT is sent and the connection handed to it (``Leaving``): the caller
        records the result while the server says goodbye, and reads that answer afterwards.
        ``background`` (instead of ``leave``): runs that QUIT and close in a helper thread. After
        anything else, or with none of them, the connection is closed here (QUIT waited for).
        Raises TLSUnavailable, SendFailed (nothing delivered), SendUncertain (data was sent),
        NotConfigured (no password) or InvalidInput (a message or address that cannot go out).
        """
        try:
            rcpts = _envelope(envelope_from, recipients)
            payload = _dot_stuff(check_wire(message))  # refuses Bcc headers, bare CR/LF, 8-bit data
        except BaseException:
            if opened is not None:
                opened.discard()
            raise
        session = self._adopt(opened, deadline) if opened is not None else None
        dialled_ahead = session is not None and not session.ready
        if session is not None:
            session.on_step = on_step
            if session.ready:  # opened ahead: report its steps; a dialled one reports them below
                session.replay_steps()
        else:
            session = self._session(deadline, on_step)
        accepted = False
        try:
            if not session.ready:
                try:
                    session.open(self._tls_context(), self._secret(session.deadline))
                except SendFailed:
                    if not dialled_ahead:
                        raise
                    # A connection dialled ahead that fails before any envelope (the server dropped
                    # it while idle, or answered 421 while the last connection was still leaving):
                    # nothing of this message went out, so the draft gets its own dial, once.
                    session.close()
                    session = self._session(deadline, on_step)
                    session.open(self._tls_context(), self._secret(session.deadline))
            result = session.deliver(envelope_from, rcpts, payload)
            accepted = True
            return result
        finally:
            if accepted and keep is not None and session.messages < KEEP_MAX_MESSAGES:
                session.watchdog.close()  # idle until the next send re-arms it with that send's deadline
                keep(Opened(session, None, time.monotonic(), kept=True))
            elif accepted and leave is not None:
                leave(Leaving(session))
            elif accepted and background is not None:
                background(session.close)  # the message is accepted: QUIT changes nothing
            else:
                session.close()

    def renew(self, kept: Opened, deadline: Deadline) -> Opened:
        """Check a kept connection for the next send (RSET), or open a new one if it fails; never raises.

        For the settler while it claims that send's draft: nothing of any message goes over it.
        """
        began = time.monotonic()
        session = self._adopt(kept, deadline)
        return Opened(session, None, began) if session is not None else self.open(deadline)

    def _adopt(self, opened: Opened, deadline: Deadline) -> _Session | None:
        """The session of ``opened`` if it can carry the next message (a kept one: RSET answered 250)."""
        session = opened.take()
        if session is None or not opened.kept:
            return session
        cap = time.monotonic() + self._settings.timeout_secs
        try:
            session.rearm(Deadline(at=min(deadline.at, cap), what=deadline.what))
        except OSError:  # no descriptor for its watchdog (EMFILE): drop it, the send dials anew
            session.broken = True
            session.close()
            return None
        if session.reset():
            return session
        session.close()
        return None

    def open(self, deadline: Deadline) -> Opened:
        """Connect, verify TLS and log in for a send whose draft is not claimed yet; never raises.

        Nothing of any message is sent: the connection only becomes a send's once ``send``
        adopts it, after the claim committed. A failure is kept, not raised (the send dials anew).
        """
        began = time.monotonic()
        session = self._session(deadline, None)
        try:
            session.open(self._tls_context(), self._secret(session.deadline))
        except BaseException as exc:
            session.close()
            return Opened(None, exc, began)
        return Opened(session, None, began)

    def dial(self, deadline: Deadline) -> Opened:
        """Connect (TCP only) for a send whose draft is not claimed yet; never raises.

        The greeting, TLS and login come when ``send`` adopts it, after the claim: meanwhile the
        server accepts and greets. A failure is kept, not raised (the send dials anew).
        """
        began = time.monotonic()
        session = self._session(deadline, None)
        try:
            session.dial(self._tls_context())
        except BaseException as exc:
            session.close()
            return Opened(None, exc, began)
        return Opened(session, None, began)

    def _session(self, deadline: Deadline, on_step: Callable[[Step], None] | None) -> _Session:
        # settings.timeout_secs caps the caller's deadline; it never extends it.
        cap = time.monotonic() + self._settings.timeout_secs
        bound = Deadline(at=min(deadline.at, cap), what=deadline.what)
        return _Session(self._settings, bound, on_step, self._tokens, self._sessions)

    def probe(self, deadline: Deadline) -> str:
        """Connect, negotiate TLS and log in, then QUIT without sending; returns the TLS version.

        For ``mailgate doctor``: raises TLSUnavailable or SendFailed exactly as a send would.
        """
        secret = self._secret(deadline)
        context = self._tls_context()
        session = _Session(self._settings, deadline, None, self._tokens, self._sessions)
        try:
            conn = session._do("connecting", lambda: session._connect(context))
            version = session._do("negotiating TLS", lambda: session._secure(conn, context))
            session._login(conn, secret)
            return version
        finally:
            session.close()

    def _secret(self, deadline: Deadline) -> str:
        if self._settings.auth == "xoauth2":
            if self._tokens is None:
                raise NotConfigured("smtp.auth = xoauth2 needs smtp.account: the OAuth account to send as")
            return self._tokens.access_token(deadline)
        if not self._settings.username:
            return ""
        value = self._password()
        if not value:
            raise NotConfigured(
                f"SMTP user {self._settings.username!r} is configured but the vault entry "
                f"{PASSWORD_ENTRY} is missing or empty: store the SMTP password there"
            )
        if not value.isascii():
            raise ConfigError(PASSWORD_ENTRY, "must be ASCII (smtplib sends AUTH as ASCII)")
        return value

    def _tls_context(self) -> ssl.SSLContext:
        if self._context is not None:
            return self._context
        with self._context_lock:  # one context per client, whichever sending thread asks first
            return self._context or self._new_tls_context()

    def _new_tls_context(self) -> ssl.SSLContext:
        ca_file = self._settings.ca_file
        try:
            # Verification on, hostname check on, TLS 1.2 minimum: create_default_context()'s
            # defaults, which nothing here can turn off (smtplib verifies nothing by default).
            self._context = ssl.create_default_context(cafile=ca_file or None)
            return self._context
        except OSError as exc:  # ssl.SSLError is an OSError too
            raise ConfigError("smtp.ca_file", "cannot be read as a PEM CA certificate file", ca_file) from exc


def _dial(watchdog: Watch, found: Sequence[Address], deadline: Deadline) -> socket.socket:
    sock = connect(found, deadline)
    watchdog.attach(sock)  # before the greeting or TLS handshake is read
    return sock


class _PlainConnection(smtplib.SMTP):
    """smtplib.SMTP that dials (``dial``) and reads the greeting (``greet``) as two steps, so a
    connection can be dialled ahead of its send; hands its socket to the watchdog."""

    def __init__(
        self, watchdog: Watch, host: str, port: int, *, helo: str, timeout: float, sessions: TlsSessions
    ) -> None:
        self._watchdog = watchdog
        super().__init__(local_hostname=helo, timeout=timeout)  # no host given: nothing dialled yet
        self._host = host  # what the TLS handshake verifies the server's certificate against
        self._port = port
        self.sessions = sessions

    def start_tls(self, context: ssl.SSLContext) -> tuple[int, bytes]:
        """STARTTLS, as smtplib's ``starttls`` (which cannot offer a session to resume) after EHLO."""
        code, reply = self.docmd("STARTTLS")
        if code != 220:
            raise smtplib.SMTPResponseException(code, reply)
        # The certificate must name the configured host (check_hostname is on).
        self.sock = self.wrap(context, self.sock)
        self.file = None
        # RFC 3207 §4.2: forget what the server said before TLS (smtplib's starttls does the same).
        self.helo_resp = self.ehlo_resp = None
        self.esmtp_features = {}
        self.does_esmtp = False
        return code, reply

    def wrap(self, context: ssl.SSLContext, raw: socket.socket | None) -> ssl.SSLSocket:
        """The TLS handshake over ``raw``, verified against the host, resuming the last session if any."""
        if raw is None:
            raise smtplib.SMTPServerDisconnected("not connected")
        return context.wrap_socket(raw, server_hostname=self._host, session=self.sessions.offer(context))

    def dial(self, found: Sequence[Address], deadline: Deadline) -> None:
        """Open the TCP connection to the first of the host's ``found`` addresses that answers (the
        greeting is not read yet)."""
        sys.audit("smtplib.connect", self, self._host, self._port)
        self.sock = _dial(self._watchdog, found, deadline)
        self.file = None

    def greet(self) -> None:
        """Read the server's greeting; anything but 220 raises SMTPConnectError."""
        code, msg = self.getreply()
        if code != 220:
            self.close()
            raise smtplib.SMTPConnectError(code, msg)


class _TlsConnection(_PlainConnection):
    """Implicit TLS (SMTPS): the handshake, verified against the configured host, comes before
    the greeting; the socket is watched from the TCP connection on."""

    def __init__(
        self,
        watchdog: Watch,
        host: str,
        port: int,
        *,
        helo: str,
        timeout: float,
        sessions: TlsSessions,
        tls: ssl.SSLContext,
    ) -> None:
        super().__init__(watchdog, host, port, helo=helo, timeout=timeout, sessions=sessions)
        self.context = tls

    def greet(self) -> None:
        """The TLS handshake (certificate checked against the host), then the greeting."""
        raw = self.sock
        try:
            self.sock = self.wrap(self.context, raw)
        except BaseException:
            if raw is not None:
                raw.close()
            raise
        super().greet()


class _Session:
    """One SMTP conversation: the steps in order, each bounded and translated."""

    def __init__(
        self,
        settings: SmtpSettings,
        deadline: Deadline,
        on_step: Callable[[Step], None] | None,
        tokens: BearerTokens | None = None,
        sessions: TlsSessions | None = None,
    ) -> None:
        self.settings = settings
        self.tokens = tokens
        self.sessions = TlsSessions() if sessions is None else sessions
        self.deadline = deadline
        self.on_step = on_step
        self.where = f"SMTP server {settings.host}:{settings.port}"
        self.watchdog = WATCHDOG.watch(deadline)
        self.conn: _PlainConnection | None = None
        self.doing = "starting"
        self.tls_up = False
        self.payload_sent = False
        self.broken = False
        self.ready = False  # connected, TLS up, logged in
        self.version = ""
        self.resumed = False  # the TLS session of an earlier connection was resumed
        self.messages = 0  # messages the server accepted over this connection

    def rearm(self, deadline: Deadline) -> None:
        """Give a kept connection the next send's deadline and a clean slate for it."""
        self.watchdog.close()
        self.deadline = deadline
        self.watchdog = WATCHDOG.watch(deadline)
        if self.conn is not None and self.conn.sock is not None:
            self.watchdog.attach(self.conn.sock)
        self.on_step = None
        self.payload_sent = False
        self.doing = "starting"

    def reset(self) -> bool:
        """RSET on a kept connection: True when the server answered 250 (alive, between messages)."""
        conn = self.conn
        if conn is None or conn.sock is None or self.broken or not self.ready:
            return False
        try:
            self._arm()
            code, _reply = conn.rset()
        except (TimedOut, OSError):
            self.broken = True
            return False
        if code != 250:
            self.broken = True
        return code == 250

    def dial(self, context: ssl.SSLContext) -> None:
        """The TCP connection alone: ``open`` reads the greeting (done ahead, the server's accept
        and greeting overlap the caller's work)."""
        found = self._look_up()
        self._do("connecting", lambda: self._make_connection(context).dial(found, self.deadline))

    def open(self, context: ssl.SSLContext, secret: str) -> None:
        """Greeting, TLS and login (after dialling, unless ``dial`` did): everything before the envelope."""
        if self.conn is None:
            self.dial(context)
        conn = self.conn
        assert conn is not None
        self._do("connecting", conn.greet)
        if isinstance(conn, _TlsConnection):
            self.tls_up = True
        self._emit("connected")
        self.version = self._do("negotiating TLS", lambda: self._secure(conn, context))
        self._emit("tls")
        self._login(conn, secret)  # only ever after TLS: the steps run in this order
        self._emit("authenticated")
        self.ready = True

    def replay_steps(self) -> None:
        """Report the steps an opened connection went through before it was this send's."""
        for step in _OPENING_STEPS:
            self._emit(step)

    def deliver(self, sender: str, rcpts: tuple[str, ...], payload: bytes) -> SendResult:
        """Envelope, data and the server's answer, on the opened connection."""
        conn = self.conn
        if conn is None or not self.ready:
            raise SendFailed(f"{self.where}: the connection is not open; nothing was delivered")
        self._do("sending the envelope", lambda: self._envelope(conn, sender, rcpts))
        self._emit("envelope")
        self._do("sending the message data", lambda: self._data(conn, payload))
        self._emit("data_sent")
        reply = self._do("waiting for the reply to the message data", lambda: self._final_reply(conn))
        self.messages += 1
        self._emit("accepted")
        return SendResult(
            accepted=rcpts, server_reply=reply, tls_version=self.version, tls_resumed=self.resumed
        )

    def _login(self, conn: smtplib.SMTP, secret: str) -> None:
        """Log in over the established TLS session: the password, or AUTH XOAUTH2 with the token."""
        if not self.tls_up:  # _secure() has run; this guards the order against future edits
            raise TLSUnavailable(f"{self.where}: refusing to log in before TLS; nothing was sent")
        if self.settings.auth == "xoauth2":
            self._do("logging in with XOAUTH2", lambda: self._xoauth2(conn, secret))
        elif self.settings.username:
            self._do("logging in", lambda: conn.login(self.settings.username, secret))

    def _xoauth2(self, conn: smtplib.SMTP, token: str) -> None:
        offered = conn.esmtp_features.get("auth", "").upper().split()
        if "XOAUTH2" not in offered:
            raise SendFailed(f"{self.where} does not offer AUTH XOAUTH2 over TLS; nothing was delivered")
        first = initial_response(self.settings.username, token)

        def answer(challenge: bytes | None = None) -> str:
            # A 334 after the initial response carries the server's JSON error; an empty line
            # ends the exchange so the server sends its final 535 (how Gmail and Outlook do it).
            return first if challenge is None else ""

        try:
            conn.auth("XOAUTH2", answer)
        except smtplib.SMTPAuthenticationError:
            if self.tokens is not None:
                self.tokens.invalidate()  # the next send asks the token endpoint for a new one
            raise

    def close(self) -> None:
        """QUIT if the connection is still usable and time is left, then close; never raises."""
        conn = self.conn
        try:
            if conn is not None and conn.sock is not None and not self.broken and not self.deadline.expired():
                with suppress(TimedOut, OSError):
                    # QUIT aborts any unfinished transaction (RFC 5321 §4.1.1.10); after a 250 to
                    # DATA a failing QUIT changes nothing: the message was accepted.
                    self._arm()
                    conn.quit()
        finally:
            self.watchdog.close()
            if conn is not None:
                with suppress(OSError):
                    conn.close()

    def say_quit(self) -> None:
        """Send QUIT without waiting for its answer (after a 250: it changes nothing delivered)."""
        conn = self.conn
        if conn is None or conn.sock is None or self.broken or self.deadline.expired():
            self.broken = True
            return
        try:
            self._arm()
            conn.putcmd("quit")
        except (TimedOut, OSError):
            self.broken = True

    def quit_answered(self) -> bool:
        """Whether the answer to ``say_quit`` can be read without waiting; then read it and close."""
        conn = self.conn
        if not self.broken and conn is not None and conn.sock is not None:
            sock = conn.sock
            pending = isinstance(sock, ssl.SSLSocket) and sock.pending() > 0
            try:
                if not pending and not select.select([sock], [], [], 0)[0]:
                    return False
            except (OSError, ValueError):  # closed under us: nothing left to wait for
                self.broken = True
            else:
                self.read_quit()
        self.abandon()
        return True

    def read_quit(self) -> None:
        """Read the answer to ``say_quit`` within the deadline; never raises."""
        conn = self.conn
        if conn is not None and conn.sock is not None and not self.broken:
            try:
                self._arm()
                conn.getreply()
            except (TimedOut, OSError):
                self.broken = True
            else:
                self.broken = True  # the server closes after its 221: nothing more to send

    def abandon(self) -> None:
        """Close now, waiting for nothing: QUIT is written only if the socket takes it at once."""
        conn = self.conn
        try:
            if conn is not None and conn.sock is not None and not self.broken:
                with suppress(OSError):  # ssl.SSLWantWriteError included: then no QUIT
                    conn.sock.setblocking(False)
                    conn.sock.send(b"QUIT\r\n")
        finally:
            self.broken = True
            self.watchdog.close()
            if conn is not None:
                with suppress(OSError):
                    conn.close()

    def _do(self, doing: str, action: Callable[[], _T]) -> _T:
        self.doing = doing
        try:
            self._arm()
            return action()
        except (TimedOut, OSError) as exc:  # smtplib.SMTPException and ssl.SSLError are OSErrors
            self.broken = True
            raise self._translate(exc) from exc

    def _arm(self) -> None:
        """Give the socket what is left of the deadline (raises TimedOut once it has passed)."""
        left = self.deadline.remaining()
        if self.conn is not None:
            self.conn.timeout = left
            if self.conn.sock is not None:
                self.conn.sock.settimeout(left)

    def _emit(self, step: Step) -> None:
        if self.on_step is not None:
            self.on_step(step)

    def _make_connection(self, context: ssl.SSLContext) -> _PlainConnection:
        # local_hostname (helo) is always given, so smtplib never calls socket.getfqdn(), a DNS
        # lookup outside the deadline.
        cfg, left = self.settings, self.deadline.remaining()
        if cfg.tls == "implicit":
            self.conn = _TlsConnection(
                self.watchdog,
                cfg.host,
                cfg.port,
                helo=cfg.helo_name,
                timeout=left,
                sessions=self.sessions,
                tls=context,
            )
        else:
            self.conn = _PlainConnection(
                self.watchdog, cfg.host, cfg.port, helo=cfg.helo_name, timeout=left, sessions=self.sessions
            )
        return self.conn

    def _look_up(self) -> Sequence[Address]:
        """The server's addresses, within the deadline (a resolver that hangs is cut off too)."""
        host, port = self.settings.host, self.settings.port
        return self._do(f"looking up {host}", lambda: addresses(host, port, self.deadline))

    def _connect(self, context: ssl.SSLContext) -> _PlainConnection:
        conn = self._make_connection(context)
        conn.dial(self._look_up(), self.deadline)
        conn.greet()
        self.tls_up = isinstance(conn, _TlsConnection)
        return conn

    def _secure(self, conn: _PlainConnection, context: ssl.SSLContext) -> str:
        if not self.tls_up:
            self._ehlo(conn, TLSUnavailable)
            if not conn.has_extn("starttls"):
                raise TLSUnavailable(
                    f"{self.where} does not offer STARTTLS; mailgate never sends in the clear, "
                    "so nothing was sent (use tls = implicit if the server speaks SMTPS)"
                )
            code, reply = conn.start_tls(context)
            if code != 220:
                raise TLSUnavailable(f"{self.where} refused STARTTLS ({code} {_text(reply)}); nothing sent")
            self.tls_up = True
        # RFC 3207 §4.2: what the server said before TLS is forgotten; ask again over TLS.
        self._ehlo(conn, SendFailed)
        sock = conn.sock
        if not isinstance(sock, ssl.SSLSocket):
            raise TLSUnavailable(f"{self.where}: the connection is not encrypted; nothing was sent")
        self.resumed = bool(sock.session_reused)
        if not self.resumed:
            # Read after the EHLO (a TLS 1.3 ticket follows the handshake), and only from a full
            # handshake: ssl copies a session by re-encoding it with the certificates (~0.3 ms).
            self.sessions.keep(sock.context, sock.session)
        return sock.version() or "unknown"

    def _ehlo(self, conn: smtplib.SMTP, error: type[MailgateError]) -> None:
        code, reply = conn.ehlo()
        if code != 250:
            raise error(f"{self.where} refused EHLO ({code} {_text(reply)}); nothing was sent")

    def _envelope(self, conn: smtplib.SMTP, sender: str, rcpts: tuple[str, ...]) -> None:
        code, reply = conn.mail(sender)
        if code != 250:
            raise SendFailed(f"{self.where} refused <{sender}> ({code} {_text(reply)}); nothing delivered")
        refused = []
        for rcpt in rcpts:
            code, reply = conn.rcpt(rcpt)
            if code not in (250, 251):
                refused.append(f"<{rcpt}> ({code} {_text(reply)})")
        if refused:
            # One refusal stops everything: a partial delivery would reach some recipients and not
            # others, and no retry could fix that without delivering twice.
            raise SendFailed(
                f"{self.where} refused {', '.join(refused)}; the whole send was stopped before "
                "the message data, so nothing was delivered"
            )

    def _data(self, conn: smtplib.SMTP, payload: bytes) -> None:
        conn.putcmd("data")
        code, reply = conn.getreply()
        if code != 354:
            raise SendFailed(f"{self.where} refused DATA ({code} {_text(reply)}); nothing was delivered")
        # A failed send() means the end-of-data line did not get out whole, and a server must not
        # deliver without it (RFC 5321 §4.1.1.4), so only a completed send() makes this uncertain.
        conn.send(payload)
        self.payload_sent = True

    def _final_reply(self, conn: smtplib.SMTP) -> str:
        code, reply = conn.getreply()
        if code != 250:
            raise SendUncertain(
                f"{self.where} answered {code} {_text(reply)} after the message data was sent; "
                "it was probably not delivered, but that cannot be confirmed; not retried"
            )
        return f"{code} {_text(reply)}"

    def _translate(self, exc: TimedOut | OSError) -> MailgateError:
        timed_out = self.watchdog.fired or self.deadline.expired() or _caused_by_timeout(exc)
        if self.payload_sent:
            what = "timed out" if timed_out else f"failed ({_describe(exc)})"
            return SendUncertain(
                f"{self.where}: {what} {self.doing}, after the message data was sent; "
                "it may have been delivered; not retried"
            )
        if timed_out:
            return SendFailed(
                f"{self.where}: timed out {self.doing} (the time limit for {self.deadline.what} ran out); "
                "nothing was delivered"
            )
        if isinstance(exc, ssl.SSLCertVerificationError):
            return TLSUnavailable(
                f"{self.where}: the TLS certificate did not verify ({exc.verify_message}); if the server "
                "uses a private CA, set smtp ca_file to that CA's PEM file; nothing was sent"
            )
        if isinstance(exc, ssl.SSLError) and not self.tls_up:
            return TLSUnavailable(f"{self.where}: TLS handshake failed ({_describe(exc)}); nothing sent")
        if isinstance(exc, smtplib.SMTPAuthenticationError) and self.settings.auth == "xoauth2":
            return SendFailed(
                f"{self.where} refused the XOAUTH2 login of {self.settings.username!r} "
                f"({_describe(exc)}); the access token will be refreshed; nothing was delivered"
            )
        if isinstance(exc, smtplib.SMTPAuthenticationError):
            return SendFailed(
                f"{self.where} refused the login of {self.settings.username!r} ({_describe(exc)}); "
                f"check the vault entry {PASSWORD_ENTRY}; nothing was delivered"
            )
        return SendFailed(f"{self.where}: {self.doing} failed ({_describe(exc)}); nothing was delivered")


def _envelope(sender: str, recipients: Sequence[str]) -> tuple[str, ...]:
    """Check the envelope addresses; duplicates are dropped (one RCPT per mailbox)."""
    for field, value in [("envelope_from", sender), *(("recipients", r) for r in recipients)]:
        if not (value.isascii() and _ENVELOPE_ADDR.fullmatch(value)):
            raise InvalidInput(field, "must be one plain ASCII address local@domain", value)
    if not recipients:
        raise InvalidInput("recipients", "at least one recipient is needed")
    return tuple(dict.fromkeys(recipients))


def _dot_stuff(data: bytes) -> bytes:
    """RFC 5321 §4.5.2: double every leading "." so no line ends DATA early; then end the data."""
    stuffed = re.sub(rb"(?m)^\.", b"..", data)
    if not stuffed.endswith(b"\r\n"):
        stuffed += b"\r\n"
    return stuffed + b".\r\n"


def _caused_by_timeout(exc: BaseException) -> bool:
    # smtplib re-raises a socket timeout as SMTPServerDisconnected, with the timeout as context.
    return isinstance(exc, (TimeoutError, TimedOut)) or isinstance(exc.__context__, TimeoutError)


def _describe(exc: BaseException) -> str:
    if isinstance(exc, smtplib.SMTPResponseException):
        raw = exc.smtp_error
        return f"{exc.smtp_code} {_text(raw) if isinstance(raw, bytes) else _clip(str(raw))}"
    return _clip(str(exc) or type(exc).__name__)


def _text(reply: bytes) -> str:
    return _clip(reply.decode("utf-8", "replace"))


def _clip(text: str, limit: int = 200) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."
