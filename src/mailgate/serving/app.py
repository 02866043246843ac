"""One Starlette app for every HTTP door of ``serve``; each door brings its own routes."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route
from starlette.types import ASGIApp, Receive, Scope, Send

from mailgate import Gateway
from mailgate.api.app import routes as api_routes
from mailgate.api.errors import problem
from mailgate.serving.direct import DirectRoute
from mailgate.serving.health import routes as health_routes

Lifespan = Callable[[], AbstractAsyncContextManager[None]]


class _App(Starlette):
    """Starlette, with the :class:`DirectRoute` doors called directly."""

    def __init__(self, direct: dict[str, ASGIApp], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.direct = direct

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        door = (
            self.direct.get(scope["path"]) if scope["type"] == "http" and not scope.get("root_path") else None
        )
        if door is None:
            await super().__call__(scope, receive, send)
            return
        scope["app"] = self
        await door(scope, receive, send)


def build_app(
    gw: Gateway, *, extra: list[BaseRoute] | None = None, lifespans: list[Lifespan] | None = None
) -> Starlette:
    """The app: ``/healthz``, ``/readyz``, ``/metrics``, ``/api/v1`` and whatever other doors pass in."""

    async def healthz(request: Request) -> Response:
        return JSONResponse({"status": "ok"})

    async def not_found(request: Request, exc: Exception) -> Response:
        return problem(404, "not_found", "no such endpoint; see /api/v1/openapi.json")

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as stack:
            for start in lifespans or []:
                await stack.enter_async_context(start())
            yield

    direct = {r.path: r.app for r in extra or [] if isinstance(r, DirectRoute)}
    return _App(
        direct,
        routes=[
            Route("/healthz", healthz, methods=["GET"]),
            *health_routes(gw),
            *api_routes(gw),
            *(extra or []),
        ],
        exception_handlers={404: not_found},
        lifespan=lifespan,
    )
