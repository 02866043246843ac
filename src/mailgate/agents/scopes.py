"""Token scopes: ``mail:read`` (accounts, list, read, archive, draft status) and ``mail:send``."""

from __future__ import annotations

from enum import StrEnum

from mailgate.errors import InvalidInput


class Scope(StrEnum):
    """One power a token may carry; there is no scope for any owner power."""

    MAIL_READ = "mail:read"
    MAIL_SEND = "mail:send"


def parse_scopes(text: str) -> frozenset[Scope]:
    """``"mail:read,mail:send"`` as a set; InvalidInput names an unknown scope."""
    names = [part.strip() for part in text.split(",") if part.strip()]
    if not names:
        raise InvalidInput("scope", "name at least one of mail:read, mail:send", text)
    out: set[Scope] = set()
    for name in names:
        try:
            out.add(Scope(name))
        except ValueError:
            raise InvalidInput("scope", "must be mail:read or mail:send", name) from None
    return frozenset(out)


def render_scopes(scopes: frozenset[Scope]) -> str:
    """The stored form: sorted, comma-separated."""
    return ",".join(sorted(s.value for s in scopes))
