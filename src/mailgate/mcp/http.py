"""MCP over streamable HTTP at ``/mcp`` inside ``serve``: a guard, then the SDK, then the tools.

The guard reads the body (refused past ``api.max_request_bytes``) and checks the bearer token;
no valid token is a 401 (audited by the token check), an oversize body a 413, both as the JSON
API's error documents, and no answer of the SDK leaves before the token has passed. The caller it
authenticated is handed to the tools of that same request (a context variable, set for the
request's task only), so the token is read from the store once per request; a tool called any
other way (no guard in front, or another token than the one the guard saw) checks the token
itself. Every tool goes through ``gw.agents`` like every door.

Two ways through the SDK. A well-formed handshake-era JSON-RPC request (``mail_send`` from most
clients) with a token-shaped bearer goes to the single exchange (``mcp.exchange``): the SDK's
server kernel called in the request's own task; there the token is checked by the tool call in
the same trip to the store as its work (one trip to a worker thread instead of two; the event
loop's thread is what bounds ``serve``), or by the guard after the answer is made and before it
is sent when no tool ran. So on this path the SDK reads and validates a request (at most
``api.max_request_bytes``, nothing stored) before its token has passed. A 2026-era POST (the SDK
client's protocol) goes to the SDK's own single-exchange entry, which already answers in the
request's task, with the same rule: the token is checked in the tool call's trip, or by the guard
when the answer's first message is about to leave. Everything else (no or a malformed token,
other methods, any handshake-era request the single exchange does not take) has its token checked
first and then goes to the SDK's own transport, which answers as it always did.

The transport is stateless with JSON answers: every POST stands alone, so there is no session
a stolen id could ride, a revoked token stops working at the next request, nothing lives in
memory between requests, and the answers are plain JSON (the tools never stream progress).
"""

from __future__ import annotations

import asyncio
import hmac
from collections.abc import AsyncIterator, Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from mcp.server.lowlevel.server import Server
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.inbound import x_mcp_header_map
from starlette.datastructures import Headers
from starlette.responses import Response
from starlette.routing import BaseRoute
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mailgate import (
    AccountsJson,
    ArchiveJson,
    AttachmentContentJson,
    Caller,
    DraftStatusJson,
    Gateway,
    ListQuery,
    MailgateError,
    MailPageJson,
    MailTextJson,
    SendInput,
    SendOutcomeJson,
    TooLarge,
    request_limit,
)
from mailgate.api.errors import error_response
from mailgate.mcp.exchange import SingleExchange, Taken, modern_post, respond
from mailgate.mcp.tools import Headers as ToolHeaders
from mailgate.mcp.tools import build_server
from mailgate.serving.direct import DirectRoute
from mailgate.serving.listener import is_loopback, parse_listen

PATH = "/mcp"
# As many as the store's connection pool holds (5 + 10 overflow on PostgreSQL): more threads would
# only queue for a connection; SQLite's writers queue on its one write lock either way.
STORE_THREADS = 15
DOOR = "mcp"
R = TypeVar("R")
# What serving.app's build_app takes as a lifespan (not imported: that module will import this one).
Lifespan = Callable[[], AbstractAsyncContextManager[None]]

_LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")
# The SDK's span-per-request middleware, named rather than imported: it lives in a private module
# (``mcp.server._otel``); a test pins that the name still finds it.
_SPAN_MIDDLEWARE = "OpenTelemetryMiddleware"


@dataclass
class _Presented:
    """The bearer token of the request being served, and what its check found so far.

    Mutable on purpose: when the guard leaves the check to the request's tool call (the single
    exchange), that call records here what it found, and the guard answers accordingly.
    """

    token: str
    caller: Caller | None = None
    refusal: MailgateError | None = None


# Set by the guard around one request. Context variables are per task, and the SDK runs a
# request's tool in that request's context, so no other request ever sees it.
_GUARDED: ContextVar[_Presented | None] = ContextVar("mailgate_mcp_guarded", default=None)


class _Refused(Exception):
    """Raised through the SDK's answer of a request whose token was refused, to stop it.

    A signal inside this module, not an error anyone sees (the 401 has been sent): never raised
    past the guard, so not part of ``mailgate.errors``.
    """


def _same_token(a: str, b: str) -> bool:
    # Bytes: compare_digest refuses str with characters beyond ASCII, and a header can carry any.
    return hmac.compare_digest(a.encode("utf-8", "surrogatepass"), b.encode("utf-8", "surrogatepass"))


def bearer_token(headers: Mapping[str, str] | None) -> str | None:
    """The token in ``Authorization: Bearer ...``, or None."""
    scheme, _, value = (headers or {}).get("authorization", "").partition(" ")
    return value.strip() if scheme.lower() == "bearer" and value.strip() else None


class StoreThreads:
    """The worker threads the door's store work runs on, so the event loop never waits on the store.

    A plain executor: a trip to it costs the event loop about half of what ``anyio.to_thread``
    does (its capacity limiter, cancel scope and run-variable lookups), and the loop's thread is
    what bounds ``serve``'s calls per second. Context variables do not follow the work into the
    thread: what the work needs is read before it is sent.
    """

    def __init__(self, threads: int = STORE_THREADS) -> None:
        self._pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="mailgate-mcp")

    async def run(self, fn: Callable[[], R]) -> R:
        """``fn()`` on a worker thread."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, fn)

    def close(self) -> None:
        """Wait for the work under way, then let the threads go."""
        self._pool.shutdown(wait=True)


class LocalBackend:
    """The tools inside ``serve``: authenticate the request's token, then call ``gw.agents``."""

    def __init__(self, gw: Gateway, threads: StoreThreads | None = None) -> None:
        self.gw = gw
        self.threads = threads or StoreThreads()

    async def _run(self, headers: ToolHeaders, op: Callable[[Caller], R]) -> R:
        # Checked on every request, not once per connection: a revoked token stops at the next
        # one. When the guard in front of this request has checked this very token, its caller is
        # used; when it left the check to this call, the check runs here, in the same trip to the
        # store as the work, and its verdict goes back to the guard; anything else (no guard,
        # another token) is checked here.
        presented = bearer_token(headers)
        guarded = _GUARDED.get()
        if guarded is None or presented is None or not _same_token(guarded.token, presented):
            return await self.threads.run(lambda: op(self.gw.tokens.authenticate(presented, door=DOOR)))
        known, state = guarded.caller, guarded

        def checked() -> R:
            if known is not None:
                return op(known)
            try:
                state.caller = self.gw.tokens.authenticate(presented, door=DOOR)
            except MailgateError as exc:
                state.refusal = exc
                raise
            return op(state.caller)

        return await self.threads.run(checked)

    async def accounts(self, headers: ToolHeaders) -> AccountsJson:
        """``mail_accounts``."""
        return await self._run(headers, lambda c: self.gw.agents.accounts(c).to_json())

    async def list_mail(self, headers: ToolHeaders, query: ListQuery) -> MailPageJson:
        """``mail_list``."""
        return await self._run(headers, lambda c: self.gw.agents.list_mail(c, query).to_json())

    async def read_mail(self, headers: ToolHeaders, mail_id: str) -> MailTextJson:
        """``mail_read``."""
        return await self._run(headers, lambda c: self.gw.agents.read_mail(c, mail_id).to_json())

    async def read_attachment(self, headers: ToolHeaders, mail_id: str, index: int) -> AttachmentContentJson:
        """``mail_attachment``."""
        return await self._run(headers, lambda c: self.gw.agents.read_attachment(c, mail_id, index).to_json())

    async def send(self, headers: ToolHeaders, data: SendInput) -> SendOutcomeJson:
        """``mail_send``."""
        return await self._run(headers, lambda c: self.gw.agents.send(c, data).to_json())

    async def draft_status(self, headers: ToolHeaders, draft_id: str) -> DraftStatusJson:
        """``mail_draft_status``."""
        return await self._run(headers, lambda c: self.gw.agents.draft_status(c, draft_id).to_json())

    async def archive(self, headers: ToolHeaders, mail_id: str) -> ArchiveJson:
        """``mail_archive``."""
        done = await self._run(headers, lambda c: self.gw.agents.archive(c, mail_id))
        return ArchiveJson(id=done, archived=True)


class Guard:
    """ASGI in front of the SDK: a valid bearer token and a bounded body, or no MCP answer at all."""

    def __init__(
        self,
        gw: Gateway,
        app: ASGIApp,
        max_bytes: int,
        threads: StoreThreads,
        exchange: SingleExchange | None,
    ) -> None:
        self.gw = gw
        self.app = app
        self.max_bytes = max_bytes
        self.threads = threads
        self.exchange = exchange

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        presented = bearer_token(headers)
        refusal: Response | None = None  # the SDK's own answer to a request it refuses
        # Only a token-shaped bearer lets the server read the request before its check (the token
        # is then checked in the tool call's own store trip); anything else is refused before a
        # byte of the body is read, as every request was before the single exchange: a client
        # without a token must not make the server buffer a body of up to max_bytes.
        if self.exchange is not None and self.gw.tokens.well_formed(presented):
            assert presented is not None
            too_large: TooLarge | None = None
            try:
                body = await self._read_body(headers, receive)
            except TooLarge as exc:
                body, too_large = None, exc
            if body is not None and modern_post(scope):
                await self._deferred(presented, body, scope, receive, send)
                return
            if body is not None:
                taken = await self.exchange.take(scope, body)
                if isinstance(taken, Taken):
                    await self._single(self.exchange, taken, presented, scope, receive, send)
                    return
                refusal = taken
            try:
                caller = await self.threads.run(partial(self.gw.tokens.authenticate, presented, door=DOOR))
                if too_large is not None:
                    raise too_large
            except MailgateError as exc:
                await error_response(exc)(scope, receive, send)
                return
        else:
            # The token first, then the body, then the SDK.
            try:
                caller = await self.threads.run(partial(self.gw.tokens.authenticate, presented, door=DOOR))
                body = await self._read_body(headers, receive)
            except MailgateError as exc:
                await error_response(exc)(scope, receive, send)
                return
        if body is None:
            return  # the client left before its request was complete: nothing to answer
        replay: list[Message] = [{"type": "http.request", "body": body, "more_body": False}]

        async def replayed() -> Message:
            return replay.pop() if replay else await receive()

        assert presented is not None  # authenticate refuses a missing token
        guarded = _GUARDED.set(_Presented(token=presented, caller=caller))
        try:
            if refusal is not None:
                await refusal(scope, replayed, send)  # as the SDK's transport sends it
            else:
                await self.app(scope, replayed, send)
        finally:
            _GUARDED.reset(guarded)

    async def _single(
        self,
        exchange: SingleExchange,
        taken: Taken,
        presented: str,
        scope: Scope,
        receive: Receive,
        send: Send,
    ) -> None:
        """A request the single exchange serves, its token checked in the tool call's own store trip.

        Nothing is answered before the check has passed: a tool call checks the token before its
        work (and records what it found); when no tool call did (``tools/list``, ``initialize``,
        arguments refused before the tool ran) the guard checks it after the server's answer is
        made and before it is sent. A refused token gets the 401 and the answer is dropped.
        """
        state = _Presented(token=presented)
        guarded = _GUARDED.set(state)
        try:
            answer = await exchange.serve(taken)
        finally:
            _GUARDED.reset(guarded)
        await self._checked(state)
        if state.refusal is not None:
            await error_response(state.refusal)(scope, receive, send)
            return
        await respond(answer)(scope, receive, send)

    async def _checked(self, state: _Presented) -> None:
        """Check the presented token unless a tool call already did (in its own store trip)."""
        if state.caller is None and state.refusal is None:
            try:
                state.caller = await self.threads.run(
                    partial(self.gw.tokens.authenticate, state.token, door=DOOR)
                )
            except MailgateError as exc:
                state.refusal = exc

    async def _deferred(
        self, presented: str, body: bytes, scope: Scope, receive: Receive, send: Send
    ) -> None:
        """A 2026-era POST through the SDK's own entry, its token checked in the tool call's store trip.

        The SDK answers these in the request's task already (its single-exchange entry); what the
        guard adds is the same rule as :meth:`_single`: nothing leaves before the token has passed.
        The answer is held at its first message: a tool call has checked the token by then (in the
        same trip as its work) and recorded what it found; when none did (``tools/list``, a refused
        argument, a version or header the SDK rejects) the guard checks it there, before anything
        is sent. A refused token gets the 401 and the SDK's answer is dropped.
        """
        state = _Presented(token=presented)
        replay: list[Message] = [{"type": "http.request", "body": body, "more_body": False}]
        opened = False

        async def replayed() -> Message:
            return replay.pop() if replay else await receive()

        async def gated(message: Message) -> None:
            nonlocal opened
            if not opened:
                await self._checked(state)
                if state.refusal is not None:
                    await error_response(state.refusal)(scope, receive, send)
                    raise _Refused
                opened = True
            await send(message)

        guarded = _GUARDED.set(state)
        try:
            await self.app(scope, replayed, gated)
        except* _Refused:
            pass  # the 401 is sent; the SDK's answer (and its handler, if it streams) stops here
        finally:
            _GUARDED.reset(guarded)

    async def _read_body(self, headers: Headers, receive: Receive) -> bytes | None:
        """The whole body, refused past the cap before it is all read; None if the client left."""
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_bytes:
            raise TooLarge(
                f"request body: at most {self.max_bytes} bytes (got {declared}); nothing was stored"
            )
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return None
            body += message.get("body", b"")
            if len(body) > self.max_bytes:
                raise TooLarge(f"request body: at most {self.max_bytes} bytes; nothing was stored")
            if not message.get("more_body", False):
                return bytes(body)


def transport_security(host: str) -> TransportSecuritySettings:
    """Host/Origin checks for a listener on ``host``.

    On loopback the SDK's DNS-rebinding check stays on, allowing only loopback names and origins:
    a web page that rebinds its name to 127.0.0.1 gets 421/403 even if it somehow holds a token.
    Elsewhere (TLS, or an explicit insecure listen) the server is reached under names mailgate
    cannot know, so the check is off and the bearer token, which a foreign page cannot present,
    is what keeps other origins out.
    """
    if not is_loopback(host):
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[*_LOOPBACK_HOSTS, *(f"{h}:*" for h in _LOOPBACK_HOSTS)],
        allowed_origins=[
            f"{s}://{h}{p}" for s in ("http", "https") for h in _LOOPBACK_HOSTS for p in ("", ":*")
        ],
    )


def untraced(server: Server[Any]) -> None:
    """Take the SDK's OpenTelemetry span middleware off ``server`` (the SDK's documented opt-out).

    It opens a span around every request (attributes, trace-context extraction, the context
    attach and detach) on the event loop's thread, which bounds ``serve``; mailgate installs no
    OpenTelemetry exporter, so the spans went nowhere. Every other middleware (the request-state
    seal among them) stays, in its order.
    """
    server.middleware[:] = [m for m in server.middleware if type(m).__name__ != _SPAN_MIDDLEWARE]


def header_schemas_only(server: Server[Any]) -> None:
    """Hand the SDK's ``Mcp-Param`` header check a tool's input schema only if it declares such a header.

    On every 2026-era ``tools/call`` the SDK walks the called tool's whole input schema twice
    (every position, looking for ``x-mcp-header`` annotations) before it compares headers with
    arguments; a schema that declares none can make it reject nothing, and the SDK skips the check
    when the lookup gives no schema. So the lookup gives the schema when it declares a header and
    None when it does not (found once per schema and remembered): the same verdict on every
    request, without the walks on the event loop's thread.
    """
    lookup = server.get_tool_input_schema
    if lookup is None:
        return
    headerless: dict[str, Mapping[str, Any]] = {}  # tool name -> the schema found to declare no header

    def declared(name: str) -> Mapping[str, Any] | None:
        schema = lookup(name)
        if schema is None or headerless.get(name) is schema:
            return None
        if x_mcp_header_map(schema):
            return schema
        headerless[name] = schema
        return None

    server.get_tool_input_schema = declared


def http_door(
    gw: Gateway, *, host: str = "", single_exchange: bool = True
) -> tuple[list[BaseRoute], Lifespan]:
    """The ``/mcp`` route and the lifespan that runs its session manager (pass both to ``build_app``).

    ``host`` is the address serve listens on (default: ``web.listen``); it decides the Host checks.
    ``single_exchange=False`` sends every request through the SDK's transport (the tests compare
    the two ways; a future SDK the single exchange does not fit can be served without it).
    """
    limit = request_limit(gw.settings)  # raised when attachments are on, as for the JSON API
    threads = StoreThreads()
    server = build_server(LocalBackend(gw, threads))
    # Builds the session manager; the Starlette app it returns is not used, the route below is.
    security = transport_security(host or parse_listen(gw.settings.web.listen)[0])
    server.streamable_http_app(
        streamable_http_path=PATH,
        stateless_http=True,
        json_response=True,
        max_request_body_size=limit,
        transport_security=security,
    )
    manager = server.session_manager
    untraced(manager.app)
    header_schemas_only(manager.app)
    exchange = SingleExchange(manager.app, security) if single_exchange else None

    @asynccontextmanager
    async def lifespan() -> AsyncIterator[None]:
        # The server's lifespan state reaches the handlers whichever path answers: the manager
        # enters it for its transports, the single exchange holds the same server's (the tools
        # keep nothing there, so entering the default lifespan twice changes nothing).
        try:
            async with manager.run(), manager.app.lifespan(manager.app) as state:
                if exchange is not None:
                    exchange.lifespan_state = state
                yield
        finally:
            threads.close()

    guard = Guard(gw, manager.handle_request, limit, threads, exchange)
    return [DirectRoute(PATH, endpoint=guard)], lifespan
