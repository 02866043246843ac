"""The HTTP listener of ``mailgate serve``: one ASGI app holding the agent doors (JSON API, MCP)."""
