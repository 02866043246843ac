"""Routes that the app of ``serve`` calls without its router."""

from __future__ import annotations

from starlette.routing import Route


class DirectRoute(Route):
    """A route to an ASGI app at a fixed path that ``build_app``'s app calls without its router.

    For a door that answers every request itself, errors included (``/mcp``): the router's walk
    over every route and Starlette's two middleware layers are work on the event loop's thread on
    every call, and that thread is what bounds how many calls ``serve`` answers per second. The
    route is kept in the router too, so a path the shortcut does not take still reaches it.
    """
