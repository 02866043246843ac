"""The chat doors of ``serve``: Slack's interactivity endpoint and Telegram's webhook.

Each request is checked before anything in it is read: Slack's signature over the raw body and a
timestamp within five minutes, Telegram's secret token. Then the presser must be on the owner's
deciders list, the button's token must check against the draft's content, and the same request
counts once. The decision goes through ``Gateway.approve`` / ``deny`` like any other; every
refusal is audited as ``chat.refused``.
"""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from mailgate.gateway import ChatAnswer, Gateway
from mailgate.notify.channels import SLACK_SIGNING_SECRET, TELEGRAM_WEBHOOK_SECRET
from mailgate.notify.chat import slack_refusal, telegram_refusal
from mailgate.notify.http import post

MAX_CALLBACK_BYTES = 65_536  # a Slack action payload or a Telegram update is a few kilobytes
SLACK_PATH = "/notify/slack/actions"
TELEGRAM_PATH = "/notify/telegram/callback"
DECIDING_ACTIONS = ("mailgate.approve", "mailgate.reject")


async def _body(request: Request) -> bytes | None:
    """The raw body, or None past the bound (read in chunks: a missing Content-Length is no way round)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_CALLBACK_BYTES:
        return None
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_CALLBACK_BYTES:
            return None
    return bytes(data)


def routes(gw: Gateway) -> list[BaseRoute]:
    """``/notify/slack/actions`` and ``/notify/telegram/callback`` for ``build_app(gw, extra=...)``."""

    def refused(channel: str, why: str) -> None:
        gw.record_refusal("chat", actor=f"{channel}:?", subject="", detail={"why": why, "channel": channel})

    async def slack(request: Request) -> Response:
        body = await _body(request)
        if body is None:
            return JSONResponse({"error": "too large"}, status_code=413)
        secret = await run_in_threadpool(gw.secrets.get, SLACK_SIGNING_SECRET)
        if not secret:
            await run_in_threadpool(refused, "slack", "not-configured")
            return JSONResponse({"error": f"no signing secret in the vault ({SLACK_SIGNING_SECRET})"}, 503)
        signature = request.headers.get("x-slack-signature", "")
        why = slack_refusal(
            secret, request.headers.get("x-slack-request-timestamp", ""), body, signature, time.time()
        )
        if why:
            await run_in_threadpool(refused, "slack", why)
            return JSONResponse({"error": "the request is not signed by Slack"}, status_code=401)
        action = _slack_action(body)
        if action is None:
            return Response(status_code=200)  # a url button (Open) or another interaction: nothing to do
        user, value, response_url = action
        answer: ChatAnswer = await run_in_threadpool(gw.decide_chat, "slack", user, value, signature)
        reply = {"response_type": "ephemeral", "replace_original": False, "text": answer.text}
        base = gw.cfg.get_str("notify.slack_response_base")
        if base and response_url.startswith(base):
            # Slack shows a button's answer only through response_url; any other host is not Slack's.
            data = json.dumps(reply).encode("utf-8")
            await run_in_threadpool(post, response_url, data, {"Content-Type": "application/json"})
        return JSONResponse(reply)

    async def telegram(request: Request) -> Response:
        body = await _body(request)
        if body is None:
            return JSONResponse({"error": "too large"}, status_code=413)
        secret = await run_in_threadpool(gw.secrets.get, TELEGRAM_WEBHOOK_SECRET)
        if not secret:
            await run_in_threadpool(refused, "telegram", "not-configured")
            return JSONResponse({"error": f"no webhook secret in the vault ({TELEGRAM_WEBHOOK_SECRET})"}, 503)
        why = telegram_refusal(secret, request.headers.get("x-telegram-bot-api-secret-token", ""))
        if why:
            await run_in_threadpool(refused, "telegram", why)
            return JSONResponse({"error": "the request does not carry the webhook's secret token"}, 401)
        query = _telegram_callback(body)
        if query is None:
            return JSONResponse({})  # a message or another update: mailgate only reads button presses
        query_id, user, data = query
        answer: ChatAnswer = await run_in_threadpool(gw.decide_chat, "telegram", user, data, query_id)
        # Telegram takes one Bot API call as the webhook's answer: no second request is needed.
        return JSONResponse(
            {
                "method": "answerCallbackQuery",
                "callback_query_id": query_id,
                "text": answer.text[:200],
                "show_alert": True,
            }
        )

    return [
        Route(SLACK_PATH, slack, methods=["POST"]),
        Route(TELEGRAM_PATH, telegram, methods=["POST"]),
    ]


def _slack_action(body: bytes) -> tuple[str, str, str] | None:
    """(user id, button value, response_url) of a deciding block_actions payload, else None."""
    try:
        form = parse_qs(body.decode("utf-8"), max_num_fields=20)
        doc: Any = json.loads(form.get("payload", [""])[0])
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(doc, dict) or doc.get("type") != "block_actions":
        return None
    actions, user = doc.get("actions"), doc.get("user")
    if not isinstance(actions, list) or not actions or not isinstance(actions[0], dict):
        return None
    first = actions[0]
    if first.get("action_id") not in DECIDING_ACTIONS or not isinstance(first.get("value"), str):
        return None
    user_id = user.get("id") if isinstance(user, dict) else None
    response_url = doc.get("response_url")
    return (
        user_id if isinstance(user_id, str) else "",
        str(first["value"]),
        response_url if isinstance(response_url, str) else "",
    )


def _telegram_callback(body: bytes) -> tuple[str, str, str] | None:
    """(callback query id, presser's user id, callback_data) of a callback_query update, else None."""
    try:
        doc: Any = json.loads(body)
    except ValueError:
        return None
    query = doc.get("callback_query") if isinstance(doc, dict) else None
    if not isinstance(query, dict):
        return None
    query_id, sender, data = query.get("id"), query.get("from"), query.get("data")
    user = sender.get("id") if isinstance(sender, dict) else None
    if not isinstance(query_id, str) or not 0 < len(query_id) <= 64 or not isinstance(data, str):
        return None
    return query_id, str(user) if isinstance(user, int) and not isinstance(user, bool) else "", data
