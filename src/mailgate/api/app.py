"""``/api/v1``: the seven agent operations over HTTP with bearer tokens, and its OpenAPI document.

Every route authenticates the token, then calls ``gw.agents`` (the layer the MCP tools call too)
in a worker thread: the store is synchronous, the event loop must not wait on it. The token is
read on the loop only where that cannot wait (``Tokens.authenticate_from_loop``).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from mailgate import (
    AttachmentInput,
    Caller,
    Gateway,
    InvalidInput,
    ListQuery,
    MailgateError,
    SendInput,
    TooLarge,
    request_limit,
)
from mailgate.api.errors import error_response, problem
from mailgate.api.openapi import openapi_document

PREFIX = "/api/v1"
DOOR = "api"

Handler = Callable[[Request, Caller], Any]


def bearer(request: Request) -> str | None:
    """The token in ``Authorization: Bearer ...``, or None."""
    header = request.headers.get("authorization", "")
    scheme, _, value = header.partition(" ")
    return value.strip() if scheme.lower() == "bearer" and value.strip() else None


async def read_json(request: Request, limit: int) -> dict[str, Any]:
    """The request body as a JSON object, refused past ``limit`` bytes before it is all read."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise TooLarge(f"request body: at most {limit} bytes (got {declared}); nothing was stored")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise TooLarge(f"request body: at most {limit} bytes; nothing was stored")
    try:
        doc = json.loads(bytes(body) or b"{}")
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _BadJson(f"request body is not JSON: {exc}") from None
    except RecursionError:
        # A few hundred kilobytes of "[" fit the size cap and exhaust the parser's stack.
        raise _BadJson("request body nests deeper than the JSON parser follows") from None
    if not isinstance(doc, dict):
        raise _BadJson("request body must be a JSON object")
    return doc


class _BadJson(Exception):
    """The body is not a JSON object (answered 400 with code bad_json)."""


def routes(gw: Gateway) -> list[Route]:
    """The API's routes, bound to one gateway."""
    # Raised past api.max_request_bytes when attachments are on, so a draft at the cap fits.
    limit = request_limit(gw.settings)

    def endpoint(
        handler: Callable[[Request, Caller], Awaitable[Any]],
    ) -> Callable[[Request], Awaitable[Response]]:
        async def run(request: Request) -> Response:
            try:
                # Read on the loop when that cannot wait; writes (a refusal, the stamp) in a worker.
                caller = await gw.tokens.authenticate_from_loop(
                    bearer(request), door=DOOR, offload=run_in_threadpool
                )
                result = await handler(request, caller)
            except MailgateError as exc:
                return error_response(exc)
            except _BadJson as exc:
                return problem(400, "bad_json", str(exc))
            return JSONResponse(result)

        return run

    async def accounts(request: Request, caller: Caller) -> Any:
        return (await run_in_threadpool(gw.agents.accounts, caller)).to_json()

    async def list_mail(request: Request, caller: Caller) -> Any:
        q = request.query_params
        query = ListQuery(
            agent_id=q.get("agent_id", ""),
            unread=_flag(q.get("unread", ""), "unread"),
            sender=q.get("from", ""),
            subject=q.get("subject", ""),
            since=q.get("since", ""),
            before=q.get("before", ""),
            include_archived=_flag(q.get("include_archived", ""), "include_archived"),
            limit=_int(q.get("limit", "20"), "limit"),
            cursor=q.get("cursor", ""),
        )
        return (await run_in_threadpool(gw.agents.list_mail, caller, query)).to_json()

    async def read_mail(request: Request, caller: Caller) -> Any:
        mail_id = request.path_params["mail_id"]
        return (await run_in_threadpool(gw.agents.read_mail, caller, mail_id)).to_json()

    async def read_attachment(request: Request, caller: Caller) -> Any:
        mail_id = request.path_params["mail_id"]
        index = _int(request.path_params["index"], "index")
        return (await run_in_threadpool(gw.agents.read_attachment, caller, mail_id, index)).to_json()

    async def archive(request: Request, caller: Caller) -> Any:
        mail_id = request.path_params["mail_id"]
        done = await run_in_threadpool(gw.agents.archive, caller, mail_id)
        return {"id": done, "archived": True}

    async def send(request: Request, caller: Caller) -> Any:
        doc = await read_json(request, limit)
        unknown = set(doc) - SEND_FIELDS
        if unknown:
            raise _invalid(
                sorted(unknown)[0], f"is not a field of a send; fields: {', '.join(sorted(SEND_FIELDS))}"
            )
        data = SendInput(
            to=_str_list(doc.get("to"), "to", required=True),
            cc=_str_list(doc.get("cc"), "cc"),
            bcc=_str_list(doc.get("bcc"), "bcc"),
            subject=_str(doc.get("subject"), "subject"),
            body=_str(doc.get("body"), "body"),
            in_reply_to=_str(doc.get("in_reply_to", ""), "in_reply_to"),
            idempotency_key=_str(doc.get("idempotency_key"), "idempotency_key"),
            attachments=_attachments(doc.get("attachments")),
            agent_id=_str(doc.get("agent_id", ""), "agent_id"),
        )
        return (await run_in_threadpool(gw.agents.send, caller, data)).to_json()

    async def draft_status(request: Request, caller: Caller) -> Any:
        draft_id = request.path_params["draft_id"]
        return (await run_in_threadpool(gw.agents.draft_status, caller, draft_id)).to_json()

    async def spec(request: Request) -> Response:
        return JSONResponse(openapi_document())

    return [
        Route(f"{PREFIX}/openapi.json", spec, methods=["GET"]),
        Route(f"{PREFIX}/accounts", endpoint(accounts), methods=["GET"]),
        Route(f"{PREFIX}/mail", endpoint(list_mail), methods=["GET"]),
        Route(f"{PREFIX}/mail/{{mail_id}}", endpoint(read_mail), methods=["GET"]),
        Route(f"{PREFIX}/mail/{{mail_id}}/attachments/{{index}}", endpoint(read_attachment), methods=["GET"]),
        Route(f"{PREFIX}/mail/{{mail_id}}/archive", endpoint(archive), methods=["POST"]),
        Route(f"{PREFIX}/drafts", endpoint(send), methods=["POST"]),
        Route(f"{PREFIX}/drafts/{{draft_id}}", endpoint(draft_status), methods=["GET"]),
    ]


SEND_FIELDS = frozenset(
    {"to", "cc", "bcc", "subject", "body", "in_reply_to", "idempotency_key", "attachments", "agent_id"}
)
ATTACHMENT_FIELDS = frozenset({"filename", "content_base64", "content_type"})


def _invalid(field: str, rule: str, value: object = None) -> MailgateError:
    return InvalidInput(field, rule, value)


def _flag(text: str, field: str) -> bool:
    if text in ("", "false", "0"):
        return False
    if text in ("true", "1"):
        return True
    raise _invalid(field, "must be true or false", text)


def _int(text: str, field: str) -> int:
    if not text.isdigit() or len(text) > 6:
        raise _invalid(field, "must be a whole number", text[:20])
    return int(text)


def _str(value: object, field: str) -> str:
    if not isinstance(value, str):
        raise _invalid(field, "is required and must be a string" if value is None else "must be a string")
    return value


def _attachments(value: object) -> tuple[AttachmentInput, ...]:
    """Each ``{"filename", "content_base64", "content_type"?}``; a file's bytes, never a path."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _invalid("attachments", "must be a list of objects")
    out = []
    for n, item in enumerate(value, 1):
        field = f"attachments[{n}]"
        if not isinstance(item, dict):
            raise _invalid(field, "must be an object with filename and content_base64")
        unknown = set(item) - ATTACHMENT_FIELDS
        if unknown:
            raise _invalid(
                f"{field}.{sorted(unknown)[0]}",
                f"is not a field of an attachment; fields: {', '.join(sorted(ATTACHMENT_FIELDS))}",
            )
        out.append(
            AttachmentInput(
                filename=_str(item.get("filename"), f"{field}.filename"),
                content_base64=_str(item.get("content_base64"), f"{field}.content_base64"),
                content_type=_str(item.get("content_type", ""), f"{field}.content_type"),
            )
        )
    return tuple(out)


def _str_list(value: object, field: str, *, required: bool = False) -> tuple[str, ...]:
    if value is None and not required:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or (required and not value):
        raise _invalid(
            field, "must be a non-empty list of address strings" if required else "must be a list of strings"
        )
    return tuple(value)
