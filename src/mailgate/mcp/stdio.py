"""MCP on stdio for one agent: the same seven tools, answered by a running ``serve`` over the JSON API.

A thin client: it holds only the agent's token and never opens the home, the database or the
vault, so a desktop MCP client can start it as any OS user. When serve is down the server still
runs and every tool says so; the client shows that message instead of a dead server.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar, cast

import anyio
import anyio.to_thread

from mailgate import (
    AccountsJson,
    ArchiveJson,
    AttachmentContentJson,
    DraftStatusJson,
    Forbidden,
    ListQuery,
    MailPageJson,
    MailTextJson,
    NotConfigured,
    RateLimited,
    SendInput,
    SendOutcomeJson,
)
from mailgate.client.api import AgentClient
from mailgate.errors import ServeUnreachable
from mailgate.mcp.tools import Headers, build_server

R = TypeVar("R")


class RemoteBackend:
    """The tools on stdio: each one is a JSON API call to serve with the agent's token."""

    def __init__(self, client: AgentClient, agent: str) -> None:
        self.client = client
        self.agent = agent
        self._confirmed = False
        self._lock = threading.Lock()

    def confirm_agent(self) -> None:
        """Make sure the token speaks for ``--agent``; Forbidden when it does not (or cannot say)."""
        with self._lock:
            if self._confirmed:
                return
            try:
                who = str(self.client.accounts().get("agent_id", ""))
            except Forbidden as exc:
                # Without mail:read the token cannot say whose it is; an unconfirmed name is refused.
                raise Forbidden(f"cannot confirm that this token is agent {self.agent}'s: {exc}") from None
            if who != self.agent:
                raise Forbidden(
                    f"this token speaks for agent {who!r}, not {self.agent!r}: start `mailgate mcp` with "
                    f"--agent {who} or with agent {self.agent}'s token"
                )
            self._confirmed = True

    async def _run(self, call: Callable[[], dict[str, Any]]) -> Any:
        def work() -> dict[str, Any]:
            # Until serve has answered once, the agent is not confirmed: check before any tool runs.
            self.confirm_agent()
            return call()

        # The HTTP client is synchronous; the stdio event loop must not wait on it.
        return await anyio.to_thread.run_sync(work)

    async def accounts(self, headers: Headers) -> AccountsJson:
        """``mail_accounts``."""
        return cast(AccountsJson, await self._run(self.client.accounts))

    async def list_mail(self, headers: Headers, query: ListQuery) -> MailPageJson:
        """``mail_list``."""
        params: dict[str, str | int | bool] = {
            "agent_id": query.agent_id,
            "unread": query.unread,
            "from": query.sender,
            "subject": query.subject,
            "since": query.since,
            "before": query.before,
            "include_archived": query.include_archived,
            "limit": query.limit,
            "cursor": query.cursor,
        }
        return cast(MailPageJson, await self._run(lambda: self.client.list_mail(params)))

    async def read_mail(self, headers: Headers, mail_id: str) -> MailTextJson:
        """``mail_read``."""
        return cast(MailTextJson, await self._run(lambda: self.client.read_mail(mail_id)))

    async def read_attachment(self, headers: Headers, mail_id: str, index: int) -> AttachmentContentJson:
        """``mail_attachment``."""
        return cast(
            AttachmentContentJson, await self._run(lambda: self.client.read_attachment(mail_id, index))
        )

    async def send(self, headers: Headers, data: SendInput) -> SendOutcomeJson:
        """``mail_send``."""
        fields: dict[str, object] = {
            "to": list(data.to),
            "cc": list(data.cc),
            "bcc": list(data.bcc),
            "subject": data.subject,
            "body": data.body,
            "in_reply_to": data.in_reply_to,
            "idempotency_key": data.idempotency_key,
        }
        if data.attachments:
            fields["attachments"] = [
                {"filename": a.filename, "content_base64": a.content_base64, "content_type": a.content_type}
                for a in data.attachments
            ]
        return cast(SendOutcomeJson, await self._run(lambda: self.client.send(fields)))

    async def draft_status(self, headers: Headers, draft_id: str) -> DraftStatusJson:
        """``mail_draft_status``."""
        return cast(DraftStatusJson, await self._run(lambda: self.client.draft_status(draft_id)))

    async def archive(self, headers: Headers, mail_id: str) -> ArchiveJson:
        """``mail_archive``."""
        return cast(ArchiveJson, await self._run(lambda: self.client.archive(mail_id)))


def serve_stdio(agent: str, url: str, token: str, warn: Callable[[str], None]) -> None:
    """Check the token against serve, then answer MCP on stdin/stdout until the client closes it.

    A wrong or refused token, or one that is not ``agent``'s, stops here with the error: it will
    not get better by waiting. Serve being down, mail switched off or a rate limit is reported
    through ``warn`` and the server runs anyway, so the MCP client sees the reason in each tool.
    """
    client = AgentClient(url, token)
    try:
        backend = RemoteBackend(client, agent)
        try:
            backend.confirm_agent()
        except (ServeUnreachable, NotConfigured, RateLimited) as exc:
            warn(f"{exc} (the tools will report this until it is resolved)")
        anyio.run(build_server(backend).run_stdio_async)
    finally:
        client.close()
