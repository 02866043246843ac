"""One handshake-era MCP POST answered in the request's own task, through the SDK's ``serve_one``.

For a POST at a handshake-era protocol version (2025-06-18 and earlier, or no version header) the
SDK's stateless transport builds, for every request, a transport, four memory streams, a JSON-RPC
dispatcher and a task in the session manager's task group, only to hand one request to the
server kernel and carry one answer back. In JSON-response mode that is one exchange: this module
runs it directly, the way the SDK already serves 2026-07-28 requests (its single-exchange entry),
with the SDK's own pieces: its Host/Origin/Content-Type check (``TransportSecurityMiddleware``),
its Accept rule (``check_accept_headers``), its JSON-RPC message model, its server kernel
(``serve_one``: the same ``Server``, tool registry, argument models and error ladder) and its
answer shape (``JSONRPCResponse``/``JSONRPCError`` dumped as the stateless transport dumps them).

Only the well-formed case is answered here: a POST whose body is one JSON-RPC request. Anything
else (a bad Accept or Content-Type, a body that is not JSON or not a request, a notification or
a response, another method, a 2026-era version) is left to the SDK's transport untouched, so
every refusal is still the SDK's own answer, byte for byte; a refused Host, Origin or
Content-Type comes back from ``take`` as the very response the SDK's check made. A test sends the
same requests to a door with and one without this path and compares the bytes, so an SDK upgrade
that changes its transport's answers shows up there.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio
import pydantic_core
from mcp.server.connection import Connection
from mcp.server.lowlevel.server import Server
from mcp.server.runner import serve_one
from mcp.server.streamable_http import check_accept_headers
from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from mcp.shared.dispatcher import CallOptions
from mcp.shared.exceptions import NoBackChannelError
from mcp.shared.inbound import MCP_PROTOCOL_VERSION_HEADER
from mcp.shared.jsonrpc_dispatcher import handler_exception_to_error_data
from mcp.shared.message import ServerMessageMetadata
from mcp.shared.transport_context import TransportContext
from mcp_types import (
    DEFAULT_NEGOTIATED_VERSION,
    ErrorData,
    JSONRPCError,
    JSONRPCRequest,
    JSONRPCResponse,
    RequestId,
    jsonrpc_message_adapter,
)
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import ValidationError
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Scope

log = logging.getLogger(__name__)

_JSON = "application/json"
_VERSION_HEADER = MCP_PROTOCOL_VERSION_HEADER.lower().encode("ascii")
# What the stateless transport's dispatcher gives every request: no back-channel in JSON mode.
_TRANSPORT = TransportContext(kind="streamable-http", can_send_request=False)


@dataclass
class _Exchange:
    """The SDK's ``DispatchContext`` for one request answered with one JSON body.

    As on the stateless JSON transport: no request can reach the client (there is no session
    for its reply to come back on) and a notification or progress report has no wire to ride,
    so it is dropped.
    """

    request_id: RequestId
    message_metadata: ServerMessageMetadata
    transport: TransportContext = _TRANSPORT
    cancel_requested: anyio.Event = field(default_factory=anyio.Event)

    @property
    def can_send_request(self) -> bool:
        """Never: the answer is one JSON document."""
        return False

    async def send_raw_request(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> dict[str, Any]:
        """Refused, as the stateless transport refuses it."""
        raise NoBackChannelError(method)

    async def notify(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> None:
        """Dropped: a JSON answer carries only the response."""

    async def progress(self, progress: float, total: float | None = None, message: str | None = None) -> None:
        """Dropped, like any notification."""


def protocol_version(scope: Scope) -> str | None:
    """The ``MCP-Protocol-Version`` header (its first value, as the SDK reads it), or None."""
    return next((v.decode("latin-1") for k, v in scope["headers"] if k == _VERSION_HEADER), None)


def modern_post(scope: Scope) -> bool:
    """True for a POST the SDK's 2026-era entry answers: a version header outside the handshake era."""
    version = protocol_version(scope)
    return scope["method"] == "POST" and version is not None and version not in HANDSHAKE_PROTOCOL_VERSIONS


def _json_content_type(request: Request) -> bool:
    # The stateless transport's own rule (a 415 otherwise): application/json among the media
    # types before the first parameter.
    media = request.headers.get("content-type", "").split(";")[0]
    return any(part.strip() == _JSON for part in media.split(","))


@dataclass(frozen=True)
class Taken:
    """A request this path answers: the JSON-RPC request, its HTTP request, the protocol version."""

    message: JSONRPCRequest
    request: Request
    version: str


class SingleExchange:
    """Answers a handshake-era JSON-RPC request POST itself; anything else is the SDK transport's."""

    def __init__(self, server: Server[Any], security: TransportSecuritySettings) -> None:
        self.server = server
        self.security = TransportSecurityMiddleware(security)
        self.lifespan_state: Any = None

    async def take(self, scope: Scope, body: bytes) -> Taken | Response | None:
        """The request if this path serves it; the SDK's own refusal when its Host/Origin/Content-Type
        check fails (the transport would answer the same after the same check); None otherwise.

        Reads only the request: nothing is answered, nothing is stored.
        """
        if scope["method"] != "POST":
            return None
        version = protocol_version(scope)
        if version is not None and version not in HANDSHAKE_PROTOCOL_VERSIONS:
            return None  # a 2026-era request: the SDK's single-exchange entry serves it
        request = Request(scope)
        refused = await self.security.validate_request(request, is_post=True)
        if refused is not None:
            return refused
        if not check_accept_headers(request)[0] or not _json_content_type(request):
            return None
        try:
            message = jsonrpc_message_adapter.validate_python(pydantic_core.from_json(body), by_name=False)
        except (ValueError, ValidationError):
            return None
        if not isinstance(message, JSONRPCRequest):
            return None  # a notification or a response: 202 and dispatch, the transport's way
        return Taken(message=message, request=request, version=version or DEFAULT_NEGOTIATED_VERSION)

    async def serve(self, taken: Taken) -> JSONRPCResponse | JSONRPCError:
        """The server's answer to a taken request, as the stateless transport's dispatcher makes it."""
        message = taken.message
        # The stateless transport's connection: born ready, the header's version (or the spec's
        # default when there is none), no client info.
        connection = Connection.from_envelope(taken.version, None, None)
        exchange = _Exchange(
            request_id=message.id,
            message_metadata=ServerMessageMetadata(request_context=taken.request, can_send_request=False),
        )
        try:
            result = await serve_one(
                self.server,
                exchange,
                message.method,
                message.params,
                connection=connection,
                lifespan_state=self.lifespan_state,
            )
        except Exception as exc:
            # The dispatcher's ladder: an MCP error or invalid params as such, anything else logged
            # here and answered with code 0 and its message, as the JSON-RPC dispatcher does.
            error = handler_exception_to_error_data(exc)
            if error is None:
                log.exception("handler for %r raised", message.method)
                error = ErrorData(code=0, message=str(exc))
            return JSONRPCError(jsonrpc="2.0", id=message.id, error=error)
        return JSONRPCResponse(jsonrpc="2.0", id=message.id, result=result)


def respond(answer: JSONRPCResponse | JSONRPCError) -> Response:
    """The HTTP answer the stateless JSON transport sends for a JSON-RPC answer (200 either way)."""
    return Response(
        answer.model_dump_json(by_alias=True, exclude_unset=True),
        status_code=200,
        headers={"Content-Type": _JSON},
    )
