"""Which spellings of an address reach one person's mailbox: the key the stop list is kept under.

A person who asked not to be contacted is a mailbox, not a string. ``angry+promo@ok.test`` is
delivered to ``angry@ok.test``; Gmail ignores dots in the local part and treats
``googlemail.com`` as ``gmail.com``. The stop list stores and looks up this mailbox key, so an
agent cannot walk around an entry by adding a tag or a dot. Grants, allowed lists and owner
addresses do not use it: for them the stricter reading is the exact address.

The rules come from the ``[addresses]`` configuration; no I/O here.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mailgate.addresses import normalise_domain
from mailgate.errors import InvalidInput
from mailgate.model import Address, ascii_lower

if TYPE_CHECKING:
    from mailgate.settings import AddressSettings

__all__ = ["ANY_DOMAIN", "SEPARATOR_CHARACTERS", "STRICT_SEPARATORS", "MailboxRules", "mailbox_rules"]

# Every atext special (RFC 5322 3.2.3) except ".", which dot-insensitivity handles, "%" and "!",
# which are refused as source routes, and "*", the grant wildcard.
SEPARATOR_CHARACTERS = "+-=_#~^&$'/?`{|}"
# What a broken separator setting falls back to: "+" (nearly every provider) and "-" (Yahoo,
# qmail, Postfix's recipient_delimiter when set so): more spellings count as the stopped person.
STRICT_SEPARATORS = ("+", "-")
ANY_DOMAIN = "*"  # a key of subaddress_separators_by_domain that adds to every domain


@dataclass(frozen=True, kw_only=True)
class MailboxRules:
    """Sub-address separators, dot-insensitive domains and domain aliases, already validated."""

    separators: frozenset[str] = frozenset("+")
    # domain (A-label, or ANY_DOMAIN) -> separators that count there on top of ``separators``
    by_domain: Mapping[str, frozenset[str]] = field(default_factory=dict)
    dot_insensitive: frozenset[str] = frozenset({"gmail.com", "googlemail.com"})
    # domain -> the domain it is another name of
    aliases: Mapping[str, str] = field(default_factory=lambda: {"googlemail.com": "gmail.com"})

    def key(self, address: Address) -> str:
        """The mailbox key of a parsed address."""
        return self.key_of(address.key)

    def key_of(self, key: str) -> str:
        """The mailbox key of an address key (``Address.key``, as grants and the stop list store it)."""
        local, _, domain = key.rpartition("@")
        local = ascii_lower(local)
        home = self.aliases.get(domain, domain)
        separators = self.separators.union(
            self.by_domain.get(domain, ()), self.by_domain.get(home, ()), self.by_domain.get(ANY_DOMAIN, ())
        )
        cut = next((i for i, c in enumerate(local) if c in separators), len(local))
        # "+x@d" has no mailbox part before the tag: it stays whole rather than become "@d".
        if cut > 0:
            local = local[:cut]
        if domain in self.dot_insensitive or home in self.dot_insensitive:
            local = local.replace(".", "") or local
        return f"{local}@{home}"

    def fingerprint(self) -> str:
        """A short digest of the rules; stored keys are recomputed when it changes."""
        doc = {
            "separators": sorted(self.separators),
            "by_domain": {d: sorted(s) for d, s in sorted(self.by_domain.items())},
            "dot_insensitive": sorted(self.dot_insensitive),
            "aliases": dict(sorted(self.aliases.items())),
        }
        return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()[:16]


def mailbox_rules(addresses: AddressSettings) -> MailboxRules:
    """The rules of the ``[addresses]`` section (the config loader has validated every value)."""
    return MailboxRules(
        separators=frozenset(addresses.subaddress_separators),
        by_domain={
            _domain(d): frozenset(str(s) for s in seps)
            for d, seps in addresses.subaddress_separators_by_domain.items()
        },
        dot_insensitive=frozenset(_domain(d) for d in addresses.dot_insensitive_domains),
        aliases={_domain(a): _domain(str(d)) for a, d in addresses.domain_aliases.items()},
    )


def _domain(text: str) -> str:
    if text == ANY_DOMAIN:
        return text
    try:
        return normalise_domain(text, "addresses")
    except InvalidInput:
        # The loader refused such values already; a domain that still fails matches no address.
        return text
