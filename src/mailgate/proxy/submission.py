"""SMTP submission for agents: log in with the agent's name and a token, and each message is one draft.

For programs that can only speak SMTP (git send-email, msmtp, mail libraries). Nothing here sends
mail: DATA ends in the same agent operation as the JSON API (``gw.agents.send``), and the reply
names the draft and its state. The rules of the door:

* AUTH PLAIN/LOGIN is required; the user name is the agent, the password a ``mail:send`` token of
  that same agent. Before STARTTLS, AUTH is refused unless the client is on loopback.
* Every RCPT is parsed as a draft's recipient is (553 when it is not one address). At DATA each
  recipient is judged by the policy as a draft to it alone would be; one it denies refuses the
  whole transaction (554 5.7.1): a message goes to all or to none. The judging is part of the
  transaction that stores the draft (``gw.agents.send(..., all_or_none=True)``), one trip to the
  worker pool and one store transaction per message. The login's token is read once
  on every AUTH: on the event loop when that cannot wait (SQLite in WAL, a pooled connection
  free), and only a login that writes (a refusal to audit, the token's last-used stamp once a
  second) goes to the pool, with that reading; otherwise the whole check runs in the pool.
* Recipients are the envelope's, where mail really goes; the headers only decide who is shown as
  To or Cc. A header address not in the envelope receives nothing.
* Limits: message size (552), recipients per message (452), logged-in connections per agent,
  an idle timeout, and failed logins per client address (454 for a while once over the limit).
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import socket
import ssl
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress
from dataclasses import dataclass
from email._header_value_parser import get_addr_spec, get_angle_addr
from email.errors import HeaderParseError
from typing import Any, TypeVar

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session

from mailgate import (
    Caller,
    DoorRule,
    Forbidden,
    Gateway,
    InvalidInput,
    MailgateError,
    NotConfigured,
    RateLimited,
    RecipientRefused,
    Scope,
    SendInput,
    TooLarge,
    shown_login_name,
)
from mailgate.proxy.sendmail import SendmailArgs, message_send
from mailgate.serving.loopback import is_loopback_literal

DOOR = "smtp"
IDENT = "mailgate submission"
MAX_TRACKED_ADDRESSES = 10_000  # failed-login memory is bounded: a flood cannot grow it forever
# MAIL FROM and RCPT TO paths parsed lately (a pure parse, so remembering it changes no answer);
# each is at most one command line (aiosmtpd refuses a longer one), so the memory held stays small.
PATHS_REMEMBERED = 1024
_T = TypeVar("_T")


@dataclass(frozen=True, kw_only=True)
class SubmissionSettings:
    """Where the door listens, its certificate and its limits."""

    host: str
    port: int
    tls_cert: str = ""
    tls_key: str = ""
    max_message_bytes: int = 1_000_000
    max_recipients: int = 100
    max_connections_per_agent: int = 4
    timeout_secs: int = 60
    auth_failures: int = 5
    auth_lockout_secs: int = 300


def settings_from(gw: Gateway, listen: str | None = None) -> SubmissionSettings:
    """The [submission] settings of a home; ``listen`` (HOST:PORT) overrides submission.listen."""
    settings = gw.settings
    host, _, port = (listen or settings.submission.listen).rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise InvalidInput("submission.listen", "must be HOST:PORT", listen)
    cert = settings.submission.tls_cert or settings.web.tls_cert
    key = settings.submission.tls_key or (settings.web.tls_key if not settings.submission.tls_cert else "")
    return SubmissionSettings(
        host=host,
        port=int(port),
        tls_cert=cert,
        tls_key=key,
        max_message_bytes=settings.submission.max_message_bytes,
        max_recipients=settings.submission.max_recipients,
        max_connections_per_agent=settings.submission.max_connections_per_agent,
        timeout_secs=settings.submission.timeout_secs,
        auth_failures=settings.submission.auth_failures,
        auth_lockout_secs=settings.submission.auth_lockout_secs,
    )


def is_loopback(host: str) -> bool:
    """True for a loopback address (IPv4-mapped IPv6 included) or "localhost"; a name never is."""
    return is_loopback_literal(host)


def auth_needs_tls(peer_host: str) -> bool:
    """A login must wait for STARTTLS unless the client is on this machine's loopback."""
    return not is_loopback(peer_host)


def check_exposure(s: SubmissionSettings) -> None:
    """Tokens must not cross a network in the clear: a non-loopback listener needs a certificate."""
    if bool(s.tls_cert) != bool(s.tls_key):
        raise InvalidInput("submission.tls_key", "submission.tls_cert and submission.tls_key go together")
    if not s.tls_cert and not is_loopback(s.host):
        raise InvalidInput(
            "submission.listen",
            f"{s.host} is not a loopback address and no certificate is configured "
            "(submission.tls_cert/tls_key or web.tls_cert/tls_key): agents could not log in safely",
            s.host,
        )


class AuthLimiter:
    """Failed logins per client address: after ``failures`` within ``window`` seconds, refuse for a while."""

    def __init__(self, failures: int, window: float, now: Callable[[], float] = time.monotonic) -> None:
        self.failures = failures
        self.window = window
        self._now = now
        self._seen: dict[str, deque[float]] = {}

    def locked(self, address: str) -> bool:
        """True while ``address`` has used up its failures within the window."""
        times = self._recent(address)
        return times is not None and len(times) >= self.failures

    def failed(self, address: str) -> None:
        """Count one failed login from ``address``."""
        times = self._recent(address)
        if times is None:
            if len(self._seen) >= MAX_TRACKED_ADDRESSES:
                self._seen.pop(next(iter(self._seen)))
            times = self._seen[address] = deque()
        times.append(self._now())

    def _recent(self, address: str) -> deque[float] | None:
        times = self._seen.get(address)
        if times is None:
            return None
        cutoff = self._now() - self.window
        while times and times[0] <= cutoff:
            times.popleft()
        if not times:
            del self._seen[address]
            return None
        return times


class _Session(Session):
    """aiosmtpd's per-connection session without its deprecated ``login_data`` warning.

    aiosmtpd 1.4 sets ``login_data`` on every successful AUTH and its property logs a deprecation
    warning each time (a log record made, then dropped): a cost per login for nothing the door reads.
    """

    @property
    def login_data(self) -> Any:
        return self._login_data

    @login_data.setter
    def login_data(self, value: Any) -> None:
        self._login_data = value


class _Envelope(Envelope):
    """aiosmtpd's envelope plus the keys of the recipients RCPT accepted (one each)."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: set[str] = set()


class SubmissionServer:
    """The door: an aiosmtpd server in its own thread; blocking store work runs in a small pool."""

    def __init__(
        self,
        gw: Gateway,
        settings: SubmissionSettings,
        *,
        needs_tls: Callable[[str], bool] = auth_needs_tls,
    ) -> None:
        check_exposure(settings)
        self.gw = gw
        self.needs_tls = needs_tls
        self.settings = settings
        self.limiter = AuthLimiter(settings.auth_failures, float(settings.auth_lockout_secs))
        self.connections: dict[str, int] = {}  # logged-in connections per agent (loop thread only)
        self.live: set[_Connection] = set()  # open connections, closed by stop()
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="mailgate-smtp")
        self._tls: ssl.SSLContext | None = None
        if settings.tls_cert:
            self._tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            self._tls.load_cert_chain(settings.tls_cert, settings.tls_key)
        self._controller: _Controller | None = None
        self.hooks = _Hooks(self)
        self.host = settings.host
        self.port = settings.port

    def start(self) -> SubmissionServer:
        """Bind (port 0 picks a free one), serve, and return once connections are accepted."""
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        listener = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            listener.bind((self.host, self.port))
            listener.listen()
        except OSError as exc:
            listener.close()
            raise InvalidInput(
                "submission.listen", f"cannot listen there ({exc.strerror})", f"{self.host}:{self.port}"
            ) from None
        self.port = int(listener.getsockname()[1])
        self._controller = _Controller(self, listener)
        try:
            self._controller.start()
        except BaseException:
            with suppress(Exception):
                self._controller.stop(no_assert=True)
            listener.close()
            raise
        return self

    def stop(self) -> None:
        """Close the port and every connection; safe to call twice."""
        controller, self._controller = self._controller, None
        if controller is not None:
            if controller.loop.is_running():
                future = asyncio.run_coroutine_threadsafe(self._abort_all(), controller.loop)
                with suppress(Exception):
                    future.result(timeout=5.0)
            controller.stop(no_assert=True)
        self._pool.shutdown(wait=True, cancel_futures=True)

    async def _abort_all(self) -> None:
        for session in list(self.live):
            session.abort()
        for _ in range(200):  # connection_lost runs on a later turn of the loop (bounded: 2 s)
            if not self.live:
                return
            await asyncio.sleep(0.01)

    @property
    def address(self) -> str:
        """HOST:PORT as bound."""
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    async def blocking(self, fn: Callable[[], _T]) -> _T:
        """Run store work off the event loop, so one slow transaction does not stall every client."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, fn)

    # --- login ------------------------------------------------------------------------------

    async def login(self, user: bytes, password: bytes, peer: str) -> Caller:
        """The caller for this login; Unauthorized (audited once) for anything but a match.

        The token's row is read on every login, once: on the event loop when the store's reads
        cannot wait (SQLite in WAL with a pooled connection free), and a login that writes (a
        refusal to audit, the token's last-used stamp at most once a second) is finished in the
        pool with that same reading; otherwise all of it runs in the pool.
        """
        name = user.decode("utf-8", errors="replace")

        def record(caller: Caller, why: str) -> None:
            self.gw.audit.record_refusal(
                DOOR,
                actor=f"token:{caller.token_id}",
                subject=caller.token_id,
                detail={"reason": why, "user": shown_login_name(name), "agent": caller.agent, "peer": peer},
            )

        return await self.gw.tokens.authenticate_from_loop(
            password.decode("ascii", errors="replace"),
            door=DOOR,
            offload=self.blocking,
            rule=DoorRule(refusal=lambda caller: _refusal(caller, name), record=record),
        )

    # --- the SMTP hooks ----------------------------------------------------------------------

    async def handle_RCPT(
        self, server: _Connection, session: Any, envelope: _Envelope, address: str, options: list[str]
    ) -> str:
        """Take one recipient the policy could accept for the agent; refuse it (with the reason) otherwise."""
        caller = server.caller
        assert caller is not None  # aiosmtpd refuses RCPT before AUTH (auth_required)
        if len(envelope.rcpt_tos) >= self.settings.max_recipients:
            return f"452 4.5.3 Too many recipients: at most {self.settings.max_recipients} per message"
        try:
            # Parsing needs no store: done here. The policy's word on each recipient is read at
            # DATA, in the same trip to the worker pool as the draft (a refused recipient is
            # accepted here anyway, so every reply stays what it was).
            parsed = self.gw.outbox.recipient_address(caller.agent, address)
        except InvalidInput as exc:
            return f"553 5.1.3 Recipient not accepted: {_line(exc.rule)}"
        if parsed.key in envelope.keys:
            return "250 2.1.5 OK (already a recipient)"
        envelope.keys.add(parsed.key)
        envelope.rcpt_tos.append(parsed.addr_spec)
        envelope.rcpt_options.extend(options)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server: _Connection, session: Any, envelope: _Envelope) -> str:
        """Submit the message as a draft of the logged-in agent; the SMTP reply says its verdict."""
        caller = server.caller
        assert caller is not None
        recipients = tuple(envelope.rcpt_tos)
        raw = bytes(envelope.original_content or b"")
        # One trip to the pool per message: judging the recipients, parsing, storing the draft.
        return await self.blocking(lambda: self.submit(caller, recipients, raw))

    def submit(self, caller: Caller, recipients: tuple[str, ...], raw: bytes) -> str:
        """The reply to DATA: the recipients judged and the message made a draft (blocking).

        Accepted at RCPT, judged here: a client that skips a refused RCPT would still deliver to
        the others, and this message must go to all of its recipients or none. A refused recipient
        is the answer whatever else is wrong with the message.
        """
        try:
            send = message_send(raw, SendmailArgs(recipients=recipients), keyed=False)
        except InvalidInput as exc:
            return (
                self._judged_alone(caller, recipients) or f"554 5.6.0 Message not accepted: {_line(exc.rule)}"
            )
        request = SendInput(
            to=send.to,
            cc=send.cc,
            bcc=send.bcc,
            subject=send.subject,
            body=send.body,
            idempotency_key=_key(raw, recipients),
            attachments=send.attachments,
        )
        try:
            outcome = self.gw.agents.send(caller, request, all_or_none=True)
        except RecipientRefused as exc:
            return self._refused(caller, recipients, exc.keys)
        except InvalidInput as exc:
            return f"554 5.6.0 Message not accepted: {_line(exc.field)} {_line(exc.rule)}"
        except TooLarge as exc:
            return f"552 5.3.4 Message not accepted: {_line(str(exc))}"
        except RateLimited:
            return "451 4.7.0 Too many requests for this token; try again later"
        except Forbidden as exc:
            return f"550 5.7.1 {_line(str(exc))}"
        except NotConfigured:
            return "451 4.3.2 Mail is switched off on this gateway; try again later"
        except MailgateError:
            return "451 4.3.0 The gateway could not take the message now; try again later"
        if outcome.outcome == "held":
            return f"250 2.0.0 held for approval: {outcome.draft_id}"
        if outcome.outcome in ("queued", "sending", "sent"):
            return f"250 2.0.0 queued: {outcome.draft_id}"
        if outcome.outcome == "fix_needed":
            return f"554 5.6.0 Message not accepted: {_line(outcome.message)}"
        # Denied as a whole (a secret in the text, say): the reason is the owner's to read.
        return "554 5.7.1 Refused by policy; nothing will be sent"

    def _judged_alone(self, caller: Caller, recipients: tuple[str, ...]) -> str:
        """For a message that is no draft: the refusal for a recipient the policy denies ("" if none)."""
        try:
            denied = self.gw.agents.refuse_unsent(caller, recipients)
        except InvalidInput as exc:
            return f"553 5.1.3 Recipient not accepted: {_line(exc.rule)}"
        except MailgateError:
            return "451 4.3.0 Recipients could not be checked now; try again later"
        return self._refused(caller, recipients, denied) if denied else ""

    def _refused(self, caller: Caller, recipients: tuple[str, ...], denied: tuple[str, ...]) -> str:
        """Audit the refusal of a message for its denied recipients (keys, in envelope order); the 554.

        The reply names every refused recipient (as the envelope gave it, which the agent knows)
        with the generic reason every door gives: which rule refused it (the stop list and its
        note, the allowed list) is the owner's to read in the audit log.
        """
        given: dict[str, tuple[int, str]] = {}
        for n, raw in enumerate(recipients):
            given.setdefault(self.gw.outbox.recipient_address(caller.agent, raw).key, (n, raw))
        ordered = sorted(denied, key=lambda key: given.get(key, (len(given), key)))
        self.gw.audit.record_refusal(
            DOOR,
            actor=f"agent:{caller.agent}",
            subject=caller.agent,
            detail={"reason": "a recipient is refused by policy", "denied": ordered},
        )
        lines = [f"5.7.1 <{_line(given.get(key, (0, key))[1])}>: {RECIPIENT_REFUSED}" for key in ordered]
        lines.append("5.7.1 Nothing was submitted: a message goes to all of its recipients or to none")
        # A multiline reply (RFC 5321 4.2.1): every line but the last has "554-".
        return "\r\n".join(f"554{'-' if n < len(lines) - 1 else ' '}{line}" for n, line in enumerate(lines))


RECIPIENT_REFUSED = "refused by policy (the owner can see why)"


class _Connection(SMTP):
    """One client connection: the login rules of the door on top of aiosmtpd's SMTP."""

    def __init__(self, door: SubmissionServer, **kwargs: Any) -> None:
        super().__init__(door.hooks, **kwargs)
        self.door = door
        self.caller: Caller | None = None
        self.peer_host = ""

    def __dir__(self) -> list[str]:
        # aiosmtpd's __init__ finds its smtp_* commands and auth_* mechanisms with dir() and
        # inspect.getmembers() of the new session, reading every attribute each time: about a
        # tenth of a millisecond per connection. The names are the class's: listed once.
        return list(_session_names(type(self)))

    def _create_session(self) -> _Session:
        return _Session(self.loop)

    def _create_envelope(self) -> _Envelope:
        return _Envelope()

    def _getaddr(self, arg: str) -> tuple[str | None, str | None]:
        # aiosmtpd's own parse of a MAIL FROM or RCPT TO path, less its cost: it defines a typing
        # Protocol class on every call, and a client names the same few paths again and again.
        addr, rest = _parse_path(arg)
        if addr and self.local_part_limit and len(addr.rpartition("@")[0]) > self.local_part_limit:
            return None, None
        return addr, rest

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        first = self._original_transport is None and self.transport is None
        super().connection_made(transport)
        self.door.live.add(self)
        if not first:
            self._release()  # after STARTTLS the client starts over (RFC 3207 4.2): so does its login
        else:
            peer = transport.get_extra_info("peername")
            self.peer_host = str(peer[0]) if isinstance(peer, tuple) and peer else ""
            # aiosmtpd's setting is per server; the door's rule is per client address.
            self._auth_require_tls = self.door.needs_tls(self.peer_host)

    def connection_lost(self, error: Exception | None) -> None:
        self._release()
        self.door.live.discard(self)
        super().connection_lost(error)

    def abort(self) -> None:
        """Drop the connection at once (the raw TCP transport also ends a STARTTLS layer)."""
        transport = self._original_transport or self.transport
        if isinstance(transport, asyncio.Transport):
            transport.abort()

    def _release(self) -> None:
        if self.caller is not None:
            agent = self.caller.agent
            left = self.door.connections.get(agent, 1) - 1
            if left > 0:
                self.door.connections[agent] = left
            else:
                self.door.connections.pop(agent, None)
            self.caller = None

    async def smtp_AUTH(self, arg: str) -> None:
        if self.door.limiter.locked(self.peer_host):
            await self.push("454 4.7.0 Too many failed logins from this address; try again later")
            return
        await super().smtp_AUTH(arg)

    def _authenticate(self, mechanism: str, auth_data: Any) -> AuthResult:
        # aiosmtpd calls this synchronously; the real check needs the store, so it is done in
        # the (async) auth_* methods below with what this hands back.
        return AuthResult(success=False, handled=False, auth_data=auth_data)

    async def auth_PLAIN(self, _: Any, args: list[str]) -> AuthResult:
        return await self._check(await super().auth_PLAIN(_, args))

    async def auth_LOGIN(self, _: Any, args: list[str]) -> AuthResult:
        return await self._check(await super().auth_LOGIN(_, args))

    async def _check(self, got: AuthResult) -> AuthResult:
        data = got.auth_data
        if not isinstance(data, LoginPassword):
            self.door.limiter.failed(self.peer_host)
            return got  # malformed: aiosmtpd has answered, or answers 535
        try:
            caller = await self.door.login(data.login, data.password, self.peer_host)
        except MailgateError:
            self.door.limiter.failed(self.peer_host)
            return AuthResult(success=False, handled=False)
        limit = self.door.settings.max_connections_per_agent
        if self.door.connections.get(caller.agent, 0) >= limit:
            return AuthResult(
                success=False,
                handled=False,
                message=f"454 4.7.0 Agent {caller.agent} already has {limit} connections open; "
                "close one and try again",
            )
        self.door.connections[caller.agent] = self.door.connections.get(caller.agent, 0) + 1
        self.caller = caller
        return AuthResult(success=True, handled=False, auth_data=caller.agent)


class _Hooks:
    """The handler aiosmtpd is given: the door's RCPT and DATA hooks and nothing else.

    aiosmtpd walks its handler's attributes (dir, getmembers) on every new connection; the door
    itself has many, this has two.
    """

    def __init__(self, door: SubmissionServer) -> None:
        self.handle_RCPT = door.handle_RCPT
        self.handle_DATA = door.handle_DATA

    def __dir__(self) -> list[str]:
        return ["handle_DATA", "handle_RCPT"]


class _Controller(Controller):
    """aiosmtpd's threaded Controller on a socket bound beforehand (port 0 works, no race)."""

    def __init__(self, door: SubmissionServer, listener: socket.socket) -> None:
        s = door.settings
        options: dict[str, Any] = {}
        if door._tls is not None:
            options["tls_context"] = door._tls
        super().__init__(
            door.hooks,
            hostname=door.host,
            port=door.port,
            server_hostname=IDENT,  # never socket.getfqdn(): slow, and it names the machine
            ident=IDENT,
            ready_timeout=10.0,
            data_size_limit=s.max_message_bytes,
            timeout=float(s.timeout_secs),
            auth_required=True,
            auth_require_tls=True,
            enable_SMTPUTF8=False,
            **options,
        )
        self._door = door
        self._listener = listener

    def factory(self) -> _Connection:
        return _Connection(self._door, **self.SMTP_kwargs)

    def _create_server(self) -> Any:
        return self.loop.create_server(self._factory_invoker, sock=self._listener)


_SESSION_NAMES: dict[type, tuple[str, ...]] = {}


def _session_names(cls: type) -> tuple[str, ...]:
    """The attributes aiosmtpd looks up by prefix on a session: its SMTP commands and AUTH mechanisms."""
    names = _SESSION_NAMES.get(cls)
    if names is None:
        names = _SESSION_NAMES[cls] = tuple(n for n in dir(cls) if n.startswith(("smtp_", "auth_")))
    return names


@functools.lru_cache(maxsize=PATHS_REMEMBERED)
def _parse_path(arg: str) -> tuple[str | None, str | None]:
    """An SMTP path and what follows it, as aiosmtpd's ``_getaddr`` parses it; (None, None) if malformed."""
    if not arg:
        return "", ""
    try:
        address, rest = get_angle_addr(arg) if arg.lstrip().startswith("<") else get_addr_spec(arg)
    except HeaderParseError:
        return None, None
    return str(address.addr_spec), str(rest)


def _refusal(caller: Caller, user: str) -> str:
    """Why a valid token may not log in as ``user`` here ("" when it may)."""
    if caller.agent != user:
        return "the token belongs to another agent than the user name"
    if Scope.MAIL_SEND not in caller.scopes:
        return "the token lacks the mail:send scope"
    return ""


def _key(raw: bytes, recipients: tuple[str, ...]) -> str:
    # A client that resends after a lost reply gets the same draft; the same text to other
    # recipients is another message.
    basis = hashlib.sha256(raw).hexdigest() + "|" + ",".join(sorted(r.lower() for r in recipients))
    return "smtp:" + hashlib.sha256(basis.encode()).hexdigest()[:40]


def _line(text: str, limit: int = 300) -> str:
    """Text for one SMTP reply line: printable ASCII only, bounded."""
    clean = "".join(c if " " <= c <= "~" else "?" for c in text)
    return clean if len(clean) <= limit else clean[: limit - 3] + "..."
