"""Run the HTTP app under uvicorn in a thread of ``serve``; refuse an exposed plain-HTTP listener."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import threading
from dataclasses import dataclass

import uvicorn
from starlette.applications import Starlette

from mailgate import InvalidInput


@dataclass(frozen=True, kw_only=True)
class ListenSettings:
    """Where the HTTP doors listen, and with which certificate."""

    host: str
    port: int
    tls_cert: str = ""
    tls_key: str = ""
    allow_insecure: bool = False


def parse_listen(text: str) -> tuple[str, int]:
    """``HOST:PORT`` or ``[v6]:PORT``."""
    host, _, port = text.rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise InvalidInput("web.listen", "must be HOST:PORT", text)
    return host, int(port)


def is_loopback(host: str) -> bool:
    """True for localhost and the loopback ranges; a name is resolved and every address must be loopback."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(host, None)
    except OSError:
        return False
    return bool(infos) and all(ipaddress.ip_address(str(i[4][0])).is_loopback for i in infos)


def check_exposure(s: ListenSettings) -> None:
    """Tokens must not cross a network in the clear: non-loopback needs TLS or an explicit yes."""
    if bool(s.tls_cert) != bool(s.tls_key):
        raise InvalidInput("web.tls_key", "web.tls_cert and web.tls_key go together")
    if not s.tls_cert and not s.allow_insecure and not is_loopback(s.host):
        raise InvalidInput(
            "web.listen",
            f"{s.host} is not a loopback address and no TLS is configured (web.tls_cert, web.tls_key): "
            "agent tokens would cross the network in the clear; set web.allow_insecure_listen = true "
            "only if something else encrypts the path",
            s.host,
        )


class HttpListener:
    """uvicorn serving the app in a background thread until ``stop``."""

    def __init__(self, app: Starlette, settings: ListenSettings) -> None:
        check_exposure(settings)
        self.settings = settings
        config = uvicorn.Config(
            app,
            host=settings.host,
            port=settings.port,
            ssl_certfile=settings.tls_cert or None,
            ssl_keyfile=settings.tls_key or None,
            log_level="warning",
            access_log=False,
            lifespan="on",
            # http stays "auto": uvicorn takes httptools (a dependency, see pyproject.toml) over h11.
            # Slow-client bound: a connection idle this long is closed.
            timeout_keep_alive=5,
            # uvicorn believes X-Forwarded-For from 127.0.0.1 by default. Every local user, an agent
            # too, connects from loopback, so the header would let an agent pick the address the
            # login limit counts and the audit names. The socket's peer is the only address used.
            proxy_headers=False,
            forwarded_allow_ips="",
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="mailgate-http", daemon=True)

    @property
    def url(self) -> str:
        """The base URL agents use."""
        scheme = "https" if self.settings.tls_cert else "http"
        host = self.settings.host
        return f"{scheme}://{f'[{host}]' if ':' in host else host}:{self.port}"

    @property
    def protocol(self) -> type[asyncio.Protocol]:
        """The HTTP protocol class uvicorn serves with (known once started)."""
        return self._server.config.http_protocol_class

    @property
    def port(self) -> int:
        """The bound port (the real one when 0 was asked for)."""
        servers = getattr(self._server, "servers", None) or []
        for server in servers:
            for sock in server.sockets:
                return int(sock.getsockname()[1])
        return self.settings.port

    def start(self, timeout: float = 30.0) -> HttpListener:
        """Start and wait until the socket accepts connections (or the server failed to start)."""
        self._thread.start()
        ready = threading.Event()

        def watch() -> None:
            while self._thread.is_alive() and not self._server.started:
                ready.wait(0.02)
            ready.set()

        watch()
        if not self._server.started:
            raise InvalidInput("web.listen", "the HTTP doors could not start (is the port in use?)", self.url)
        return self

    def stop(self) -> None:
        """Ask uvicorn to finish and wait for the thread."""
        self._server.should_exit = True
        self._thread.join(timeout=10)
