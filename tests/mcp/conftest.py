"""MCP fixtures: the /mcp door in process or inside a real `mailgate serve`, and SDK client sessions."""

from __future__ import annotations

import json
import subprocess
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.types import CallToolResult, TextContent

from mailgate import Gateway
from mailgate.mcp.http import http_door
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings
from tests.serve import MAILGATE, Serve, serve  # noqa: F401 - the fixture is used by tests here


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def door_for() -> Iterator[Callable[[Gateway], str]]:
    """Start the HTTP doors (JSON API and /mcp) of a gateway on a loopback port, in this process."""
    listeners: list[HttpListener] = []

    def start(gw: Gateway) -> str:
        routes, lifespan = http_door(gw)
        app = build_app(gw, extra=routes, lifespans=[lifespan])
        listeners.append(HttpListener(app, ListenSettings(host="127.0.0.1", port=0)).start())
        return listeners[-1].url

    yield start
    for listener in listeners:
        listener.stop()


@pytest.fixture
def door(gw: Gateway, door_for: Callable[[Gateway], str]) -> str:
    """The doors of the ``gw`` fixture's gateway."""
    return door_for(gw)


def token(gw: Gateway, agent: str = "sales", scopes: str = "mail:read,mail:send") -> str:
    """A fresh token for ``agent`` (registered first if it is new)."""
    if agent not in {a.name for a in gw.rules.list_agents()}:
        gw.rules.add_agent(agent)
    return gw.tokens.create(agent, scopes).token


@asynccontextmanager
async def session(base_url: str, bearer: str, mode: str = "auto") -> AsyncIterator[Client]:
    """An SDK client session with /mcp, presenting ``bearer``."""
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {bearer}"}, timeout=30) as http,
        Client(streamable_http_client(f"{base_url}/mcp", http_client=http), mode=mode) as client,
    ):
        yield client


def result_json(result: CallToolResult) -> dict[str, Any]:
    """The structured result of a successful call (and the text block says the same)."""
    assert not result.is_error, error_text(result)
    assert result.structured_content is not None
    block = result.content[0]
    assert isinstance(block, TextContent) and json.loads(block.text) == result.structured_content
    return result.structured_content


def error_text(result: CallToolResult) -> str:
    """The text of a tool error."""
    return " ".join(b.text for b in result.content if isinstance(b, TextContent))


def mail(n: int, to: str = "sales@us.example", body: str = "") -> bytes:
    """A small inbound mail numbered ``n``."""
    msg = EmailMessage()
    msg["From"] = f"Kim {n} <kim{n}@customer.example>"
    msg["To"] = to
    msg["Subject"] = f"Order {n}"
    msg["Message-ID"] = f"<m{n}@customer.example>"
    msg["Date"] = "Tue, 01 Dec 2026 09:00:00 +0000"
    msg.set_content(body or f"Please ship order {n}.")
    return msg.as_bytes()


def cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The `mailgate` executable as the owner would run it."""
    return subprocess.run(
        [MAILGATE, "--home", str(home), *args], capture_output=True, text=True, timeout=120, check=False
    )
