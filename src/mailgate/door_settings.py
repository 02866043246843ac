"""The settings a front door reads (``gw.settings``): listen addresses, TLS files, limits, URLs.

Doors never hold the configuration itself; they ask this part, which reads it. Values are the
effective ones (config.toml over the defaults), already checked when the home was opened.
"""

from __future__ import annotations

from collections.abc import Mapping

from mailgate.agents.limits import request_limit
from mailgate.config import Config, Problem


class DoorSettings:
    """Read-only view of one home's configuration, by setting name (``web.listen``, ...)."""

    def __init__(self, cfg: Config, *, sqlite: bool) -> None:
        self._cfg = cfg
        self.sqlite = sqlite
        """True when the store is SQLite: one process's store, so one worker at most."""

    def get_str(self, name: str) -> str:
        """A text setting."""
        return self._cfg.get_str(name)

    def get_int(self, name: str) -> int:
        """A whole-number setting."""
        return self._cfg.get_int(name)

    def get_bool(self, name: str) -> bool:
        """A yes/no setting."""
        return self._cfg.get_bool(name)

    def get_list(self, name: str) -> list[str]:
        """A list-of-text setting."""
        return self._cfg.get_list(name)

    def problems(self) -> list[Problem]:
        """Each value in config.toml that could not be used as written, with what is used instead."""
        return list(self._cfg.problems)

    def request_limit(self) -> int:
        """The largest request body the JSON API and MCP read (see ``agents.limits``)."""
        return request_limit(self._cfg)

    def public_url(self) -> str:
        """The dashboard's base URL for links: web.public_url, else derived from web.listen."""
        configured = self._cfg.get_str("web.public_url").rstrip("/")
        if configured:
            return configured
        scheme = "https" if self._cfg.get_str("web.tls_cert") else "http"
        return f"{scheme}://{self._cfg.get_str('web.listen')}"

    def override(self, values: Mapping[str, object]) -> None:
        """Change settings in this process only, never in config.toml (``serve --demo``'s mail server)."""
        self._cfg.values.update(values)


__all__ = ["DoorSettings"]
