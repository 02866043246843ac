"""MCP fixtures: the /mcp door in process or inside a real `mailgate serve`, and SDK client sessions."""

from __future__ import annotations

import json
import queue
import re
import subprocess
import sys
import threading
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

MAILGATE = str(Path(sys.executable).parent / "mailgate")
DOORS = re.compile(r"agent doors at (http://127\.0\.0\.1:\d+)")
STARTUP_SECS = 60


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
    if agent not in {a.name for a in gw.list_agents()}:
        gw.add_agent(agent)
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


class Serve:
    """A real `mailgate serve` subprocess on a loopback port; its settler runs once, at start."""

    def __init__(self, home: Path, listen: str = "127.0.0.1:0") -> None:
        # A long interval keeps serve's own settler out of the way: `mailgate settle --once` sends.
        self.proc = subprocess.Popen(
            [MAILGATE, "--home", str(home), "serve", "--listen", listen, "--interval", "3600"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self._drainer = threading.Thread(target=self._drain, daemon=True)
        self._drainer.start()
        while True:  # serve prints the URL once its socket accepts connections
            try:
                line = self.lines.get(timeout=STARTUP_SECS)
            except queue.Empty:
                self.stop()
                pytest.fail(f"mailgate serve printed no agent-doors line in {STARTUP_SECS} s: {self.seen}")
            if line == "":
                self.stop()
                pytest.fail(f"mailgate serve exited: {''.join(self.seen)}")
            self.seen.append(line)
            found = DOORS.search(line)
            if found:
                self.url = found.group(1)
                return

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.put(line)
        self.lines.put("")

    def stop(self) -> None:
        """SIGTERM, and wait for it to finish."""
        if self.proc.poll() is None:
            self.proc.terminate()
        self.proc.wait(timeout=30)
        self._drainer.join(timeout=30)
        if self.proc.stderr is not None:
            self.proc.stderr.close()


@pytest.fixture
def serve() -> Iterator[type[Serve]]:
    """Start `mailgate serve` on a home; every one started is stopped when the test ends."""
    started: list[Serve] = []

    class Tracked(Serve):
        def __init__(self, home: Path, listen: str = "127.0.0.1:0") -> None:
            super().__init__(home, listen)
            started.append(self)

    yield Tracked
    for s in started:
        s.stop()


def cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The `mailgate` executable as the owner would run it."""
    return subprocess.run(
        [MAILGATE, "--home", str(home), *args], capture_output=True, text=True, timeout=120, check=False
    )
