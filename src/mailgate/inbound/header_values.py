"""Header values read as the email package reads them, without its cost where the answer is plain.

The standard library's header registry builds a new class on every lookup (``type()`` per header,
tens of microseconds) and its RFC 5322 parser spends hundreds of microseconds on one ordinary
``Name <user@host>``. Most mail carries only plain values: an ASCII address list of dot-atoms, or
ASCII text with no encoded word. For those the result is computed directly; anything else (quoted
local parts, comments, groups, encoded words, 8-bit bytes, odd spacing) goes to the email package
as before. tests/inbound/test_header_values.py checks on generated values that both ways agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from email.headerregistry import BaseHeader, HeaderRegistry


class CachedRegistry(HeaderRegistry):
    """``policy.default``'s header registry, making each header class once instead of per lookup."""

    def __init__(self) -> None:
        super().__init__()
        self._classes: dict[str, type[BaseHeader]] = {}

    def __getitem__(self, name: str) -> type[BaseHeader]:
        """The header class for ``name`` (the same class the stdlib would make, made once)."""
        key = name.lower()
        cls = self._classes.get(key)
        if cls is None:
            cls = self._classes[key] = super().__getitem__(key)
        return cls


REGISTRY = CachedRegistry()
"""The one registry of this process (classes are stateless, so sharing them is safe)."""

# RFC 5322 atext, ASCII only: the email package reads a run of these the same in a phrase, a local
# part and a domain, with no defect.
_ATEXT = r"[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]"
_DOT_ATOM = rf"{_ATEXT}+(?:\.{_ATEXT}+)*"
_ADDR_SPEC = rf"(?P<local>{_DOT_ATOM})@(?P<domain>{_DOT_ATOM})"
# A display name: atoms with single spaces, or a quoted string of printable ASCII without
# backslash, quote or doubled, leading or trailing space.
_PHRASE = rf"{_ATEXT}+(?: {_ATEXT}+)*"
_QTEXT = r"[!#-\[\]-~]"
_QUOTED = rf'"(?P<quoted>{_QTEXT}+(?: {_QTEXT}+)*)"'
_MAILBOX = re.compile(
    rf" *(?:{_ADDR_SPEC}|(?:(?P<phrase>{_PHRASE})|{_QUOTED}) <{_ADDR_SPEC.replace('?P<', '?P<a')}>) *"
)


@dataclass(frozen=True)
class PlainAddress:
    """One address of a plain address list: what the stdlib's ``Address`` would give."""

    display_name: str
    username: str
    domain: str

    @property
    def addr_spec(self) -> str:
        """``username@domain`` (a dot-atom local part needs no quoting)."""
        return f"{self.username}@{self.domain}"


def plain_addresses(value: str) -> list[PlainAddress] | None:
    """The addresses of an unfolded address-list value, or None when it is not plain.

    Plain: ASCII, no encoded word, comma-separated ``user@host``, ``Name Words <user@host>`` or
    ``"Quoted Name" <user@host>`` with dot-atom local parts and domains. The email package reads
    these with no defect; None sends the value to it.
    """
    if not value.isascii() or "=?" in value or not value.strip():
        return None
    out = []
    for item in value.split(","):
        m = _MAILBOX.fullmatch(item)
        if m is None:
            return None
        if m.group("local") is not None:
            out.append(PlainAddress("", m.group("local"), m.group("domain")))
        else:
            display = m.group("phrase") if m.group("phrase") is not None else m.group("quoted")
            out.append(PlainAddress(display, m.group("alocal"), m.group("adomain")))
    return out


def plain_unstructured(value: str) -> str | None:
    """What an unstructured header decodes to when it holds no encoded word: itself; else None.

    ``value`` is already unfolded. Text with 8-bit bytes (surrogate escapes) goes to the email
    package, which replaces what is not UTF-8.
    """
    if value.isascii() and "=?" not in value:
        return value
    return None
