"""Parse exactly one recipient, normalise domains, and match grants and allowlist entries.

Pure functions over ``model.Address``; every refusal is ``InvalidInput(field, rule, value)``.

Which library does what:

* ``email_validator`` (maintained, RFC 5321/5322/6531) is the authority on addr-spec syntax:
  dot-atom rules for the local part, unsafe characters, length limits, special-use domains.
* ``idna`` (IDNA 2008, RFC 5891) validates every domain label and encodes it to an A-label.
  ``idna.uts46_remap`` is only used to *detect* input that UTS #46 would map; we never map.
* The small splitter for ``Display Name <addr-spec>`` below is ours: the stdlib parsers pick the
  first of a list or decode encoded-words in a local part, where we must refuse.
"""

from __future__ import annotations

import functools
import re
import unicodedata

import idna
from email_validator import SPECIAL_USE_DOMAIN_NAMES, EmailNotValidError, validate_email

from mailgate.errors import InvalidInput
from mailgate.model import Address, ascii_lower

__all__ = [
    "NOBODY",
    "ROUTING_CHARACTERS",
    "allow_entry_matches",
    "allow_entry_or_nobody",
    "grant_keys",
    "grant_matches",
    "normalise_domain",
    "parse_allow_entry",
    "parse_grant",
    "parse_recipient",
    "parse_send_recipient",
]

# The one allowlist entry that matches no address (RFC 2606 .invalid): what a broken entry becomes.
NOBODY = "@nobody.invalid"
# RFC 5321 4.5.3.1: local part 64 octets, path 256 octets including "<" and ">" -> 254.
LOCAL_MAX = 64
ADDRESS_MAX = 254
# The one allowlist entry that matches no address (RFC 2606 .invalid): what a broken entry becomes.
NOBODY = "@nobody.invalid"
# RFC 5321 4.5.3.1.2: a domain is at most 255 octets as sent in DNS (RFC 1035 2.3.4), which
# counts a length octet per label and the root: 253 characters in text form.
DOMAIN_MAX_TEXT = 253
LABEL_MAX = 63
# RFC 5322 2.1.1: no header line is longer than 998 characters; anything longer is not one address.
RAW_MAX = 998

# Line breaks and NUL are injection (SMTP smuggling, header splitting); Cf holds bidi overrides and
# zero-width characters that make two different addresses look alike; Zl/Zp are Unicode newlines.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# RFC 2047 5: an encoded-word must not appear in an addr-spec; some parsers decode it anyway.
_ENCODED_WORD = re.compile(r"=\?.*\?=", re.DOTALL)
# Dots that UTS #46 maps to "." (ideographic, fullwidth, halfwidth ideographic).
_FOREIGN_DOTS = frozenset("\u3002\uff0e\uff61")
_TLD_END = re.compile(r"[a-z]\Z")  # every TLD ends with a letter (email_validator's rule too)
# Letters and symbols that render as blank space without being category Zs: an address padded
# with them looks like the plain one.
_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# Source routes inside a local part. "user%host@relay" (the percent hack) and "host!user@relay"
# (UUCP bang paths) are still rewritten by common MTAs when relay is one of their own domains,
# so a grant for *@relay would carry mail on to host. ":" and "," routes are refused earlier.
ROUTING_CHARACTERS = {
    "%": "a '%' in the local part is a source route (the percent hack: many servers deliver "
    "user%host@relay to user@host)",
    "!": "a '!' in the local part is a source route (a UUCP bang path: many servers deliver "
    "host!user@relay to user@host)",
}


def parse_recipient(raw: str, field: str = "address") -> Address:
    """Parse exactly one ``addr-spec`` or ``Display Name <addr-spec>``; refuse anything else."""
    return _parse_recipient(raw, field)


# A pure function of its text (no configuration): a door that parses each recipient twice
# (SMTP's RCPT, then the draft) pays once. Refusals raise and are not kept.
@functools.lru_cache(maxsize=4096)
def _parse_recipient(raw: str, field: str) -> Address:
    if len(raw) > RAW_MAX:
        raise InvalidInput(field, f"is longer than {RAW_MAX} characters (RFC 5322 2.1.1)", raw)
    _refuse_controls(raw, field)
    if not raw.strip():
        raise InvalidInput(field, "is empty", raw)
    display, addr_spec = _split_display(raw, field)
    address = _parse_addr_spec(addr_spec, field, raw)
    _check_display(display, address, field, raw)
    return Address(local=address.local, domain=address.domain, display_name=display)


def parse_send_recipient(raw: str, field: str = "address") -> Address:
    """One recipient as the send path takes it; ``mailgate address parse`` calls this too.

    On top of ``parse_recipient``: an ASCII local part (mailgate does not send SMTPUTF8) and a
    display name that needs no quoting tricks when the header is written.
    """
    addr = parse_recipient(raw, field)
    if not addr.local.isascii():
        raise InvalidInput(field, "non-ASCII local parts need SMTPUTF8, which mailgate does not send", raw)
    if any(c in addr.display_name for c in '<>"\\'):
        raise InvalidInput(field, 'the display name must not contain < > " or \\', raw)
    return addr


def normalise_domain(domain: str, field: str = "domain") -> str:
    """Return the domain as lowercase IDNA 2008 A-labels; refuse rather than map anything."""
    if not domain.strip():
        raise InvalidInput(field, "domain is empty", domain)
    if len(domain) > DOMAIN_MAX_TEXT:
        raise InvalidInput(field, f"domain is longer than {DOMAIN_MAX_TEXT} characters", domain)
    _refuse_controls(domain, field)
    if domain.startswith("["):
        raise InvalidInput(field, "IP address literals are not accepted; give a domain name", domain)
    if any(c in _FOREIGN_DOTS for c in domain):
        raise InvalidInput(field, "ideographic or fullwidth full stops are not accepted; use '.'", domain)
    if domain.endswith("."):
        raise InvalidInput(field, "a trailing dot is not accepted", domain)
    labels = ascii_lower(domain).split(".")
    if len(labels) < 2:
        raise InvalidInput(field, "domain has no dot; give a full domain name", domain)
    alabel = ".".join(_label_to_ascii(label, field, domain) for label in labels)
    _check_whole_domain(alabel, field, domain)
    return alabel


def parse_grant(text: str) -> str:
    """Parse a grant a person typed: an exact address (its key), ``*@domain`` or ``*``."""
    field = "grant"
    _refuse_controls(text, field)
    target = text.strip()
    if target == "*":
        return "*"
    if target.startswith("*@"):
        domain = target[2:]
        if "*" in domain or "@" in domain:
            raise InvalidInput(field, "only '*@domain' is accepted, with no further wildcard", text)
        return "*@" + normalise_domain(domain, field)
    if "*" in target:
        raise InvalidInput(field, "a grant is an exact address, '*@domain' or '*' (no other wildcard)", text)
    if target.startswith("@"):
        raise InvalidInput(field, "a grant for a whole domain is written '*@domain'", text)
    return _parse_bare(target, field, text).key


def grant_matches(grant: str, address: Address) -> bool:
    """Whether a grant from ``parse_grant`` covers ``address``: equality only, never a suffix."""
    if grant == "*":
        return True
    if grant.startswith("*@"):
        # The domain is split on the last "@" and compared whole, so *@firma.de covers
        # neither chef@evilfirma.de nor x@sub.firma.de.
        return address.domain == grant.rpartition("@")[2]
    return grant == address.key


def grant_keys(address: Address) -> tuple[str, str, str]:
    """The three grant targets that could cover ``address``, for one indexed IN lookup."""
    return (address.key, "*@" + address.domain, "*")


def parse_allow_entry(text: str, field: str = "allowed_senders") -> str:
    """Parse an allowlist entry: a full address (its key) or ``@domain``."""
    _refuse_controls(text, field)
    entry = text.strip()
    if "*" in entry:
        raise InvalidInput(field, "an allowlist entry is an address or '@domain' (no wildcards)", text)
    if entry.startswith("@"):
        return "@" + normalise_domain(entry[1:], field)
    return _parse_bare(entry, field, text).key


def allow_entry_or_nobody(text: str, field: str) -> str:
    """``parse_allow_entry``, but a broken entry becomes ``NOBODY`` instead of an error.

    A broken entry must narrow an allowlist, never empty it (an empty list allows everyone).
    """
    try:
        return parse_allow_entry(text, field)
    except InvalidInput:
        return NOBODY


def allow_entry_matches(entry: str, address: Address) -> bool:
    """Whether an entry from ``parse_allow_entry`` covers ``address``: equality, never substring."""
    if entry.startswith("@"):
        return address.domain == entry[1:]
    return entry == address.key


# -- layers below: characters, the display-name splitter, the addr-spec, the domain ------------


def _refuse_controls(text: str, field: str) -> None:
    for char in text:
        category = unicodedata.category(char)
        if char in "\r\n":
            raise InvalidInput(field, "line breaks (CR/LF) are not accepted (header injection)", text)
        if char == "\0":
            raise InvalidInput(field, "NUL characters are not accepted", text)
        if category in _REFUSED_CATEGORIES:
            rule = f"control or invisible character U+{ord(char):04X} ({category}) is not accepted"
            raise InvalidInput(field, rule, text)
        if (category == "Zs" and char != " ") or char in _BLANK_LOOKING:
            # str.strip() would trim these silently, so "chef@firma.de<NBSP>" passed as the plain
            # address; inside, they make two addresses look alike. Only the ASCII space is spacing.
            name = unicodedata.name(char, "unnamed")
            rule = f"the Unicode space U+{ord(char):04X} ({name}) is not accepted; only the ASCII space is"
            raise InvalidInput(field, rule, text)


def _scan_quotes(raw: str, field: str) -> tuple[str, list[tuple[int, int]]]:
    """Return ``raw`` with quoted text blanked out, and the (start, end) span of each quote."""
    blanked: list[str] = []
    spans: list[tuple[int, int]] = []
    start = -1
    escaped = False
    for i, char in enumerate(raw):
        if start < 0:
            if char == '"':
                start = i
            blanked.append(" " if char == '"' else char)
        elif escaped:
            escaped = False
            blanked.append(" ")
        else:
            escaped = char == "\\"
            if char == '"':
                spans.append((start, i + 1))
                start = -1
            blanked.append(" ")
    if start >= 0:
        raise InvalidInput(field, "unbalanced double quote", raw)
    return "".join(blanked), spans


def _split_display(raw: str, field: str) -> tuple[str, str]:
    """Split ``Display <addr>`` into (display name, addr-spec) after refusing lists and groups."""
    bare, spans = _scan_quotes(raw, field)
    if "[" in bare or "]" in bare:
        raise InvalidInput(field, "IP address literals are not accepted; give a domain name", raw)
    if ":" in bare:
        raise InvalidInput(field, "address groups (name: a@b;) are not accepted", raw)
    if "," in bare or ";" in bare:
        raise InvalidInput(field, "a list is not accepted: give exactly one recipient", raw)
    if "(" in bare or ")" in bare:
        raise InvalidInput(field, "comments in parentheses are not accepted", raw)
    if bare.count("<") > 1 or bare.count(">") > 1:
        raise InvalidInput(field, "more than one <...>: give exactly one recipient", raw)
    if "<" not in bare and ">" not in bare:
        if spans:
            raise InvalidInput(field, "quoted local parts are not accepted", raw)
        return "", raw.strip()
    lt, gt = bare.find("<"), bare.find(">")
    if lt < 0 or gt < lt:
        raise InvalidInput(field, "unbalanced angle brackets", raw)
    if bare[gt + 1 :].strip():
        raise InvalidInput(field, "text after the closing '>' is not accepted", raw)
    if any(end > lt for _, end in spans):
        raise InvalidInput(field, "quoted local parts are not accepted", raw)
    return _unquote_display(raw[:lt], spans, field, raw), raw[lt + 1 : gt].strip()


def _unquote_display(text: str, spans: list[tuple[int, int]], field: str, raw: str) -> str:
    if not spans:
        return text.strip()
    start, end = spans[0]
    if len(spans) > 1 or text[:start].strip() or text[end:].strip():
        raise InvalidInput(field, "quote the whole display name or none of it", raw)
    return re.sub(r"\\(.)", r"\1", text[start + 1 : end - 1], flags=re.DOTALL).strip()


def _check_display(display: str, address: Address, field: str, raw: str) -> None:
    if _ENCODED_WORD.search(display):
        raise InvalidInput(field, "RFC 2047 encoded-words (=?...?=) are not accepted in a display name", raw)
    # NFKC folds the fullwidth and small commercial at signs, so "ceo＠firma.de" counts too.
    if "@" not in unicodedata.normalize("NFKC", display):
        return
    try:
        same = _parse_bare(display, field, raw).key == address.key
    except InvalidInput:
        same = False
    if not same:
        raise InvalidInput(field, "the display name looks like a different address", raw)


def _parse_bare(text: str, field: str, raw: str) -> Address:
    """One bare addr-spec, as grants and allowlists take it (no display name)."""
    if not text:
        raise InvalidInput(field, "is empty", raw)
    bare, spans = _scan_quotes(text, field)
    if spans:
        raise InvalidInput(field, "quoted local parts are not accepted", raw)
    if "<" in bare or ">" in bare or "," in bare or ";" in bare:
        raise InvalidInput(field, "give one bare address, without a display name or list", raw)
    return _parse_addr_spec(text, field, raw)


def _parse_addr_spec(addr: str, field: str, raw: str) -> Address:
    if '"' in addr:
        raise InvalidInput(field, "quoted local parts are not accepted", raw)
    local, at, domain = addr.rpartition("@")
    if not at:
        raise InvalidInput(field, "has no '@'", raw)
    if not local:
        raise InvalidInput(field, "the local part (before '@') is empty", raw)
    if "*" in local:
        # "*" is legal atext, but "*@d" is the grant wildcard: a key must never read as one.
        raise InvalidInput(field, "'*' is not accepted in a local part (it is the grant wildcard)", raw)
    routed = next((c for c in local if c in ROUTING_CHARACTERS), "")
    if routed:
        raise InvalidInput(field, ROUTING_CHARACTERS[routed] + "; not accepted", raw)
    if _ENCODED_WORD.search(local):
        raise InvalidInput(field, "RFC 2047 encoded-words (=?...?=) are not accepted in the local part", raw)
    # UTS #39 3.3 wants NFKC local parts; refusing the rest keeps KELVIN SIGN, long s, fullwidth
    # letters and ligatures from being mapped into a key that a grant covers (docs/security.md).
    if unicodedata.normalize("NFKC", local) != local:
        rule = "the local part has non-canonical characters (fullwidth, ligature, long s, Kelvin sign)"
        raise InvalidInput(field, rule, raw)
    if len(local.encode()) > LOCAL_MAX:
        raise InvalidInput(field, f"the local part is longer than {LOCAL_MAX} octets (RFC 5321)", raw)
    try:
        alabel = normalise_domain(domain, field)
    except InvalidInput as exc:
        raise InvalidInput(field, exc.rule, raw) from None
    if len(local.encode()) + 1 + len(alabel) > ADDRESS_MAX:
        raise InvalidInput(field, f"the address is longer than {ADDRESS_MAX} octets (RFC 5321)", raw)
    return Address(local=_validated_local(local, alabel, field, raw), domain=alabel)


def _validated_local(local: str, alabel: str, field: str, raw: str) -> str:
    """Let email_validator judge the addr-spec; it must agree with our normal form."""
    try:
        result = validate_email(
            f"{local}@{alabel}",
            check_deliverability=False,
            allow_smtputf8=True,
            allow_quoted_local=False,
            allow_domain_literal=False,
            allow_display_name=False,
            allow_empty_local=False,
            strict=True,
            test_environment=True,  # RFC 6761 *.test, which the integration servers deliver to
        )
    except EmailNotValidError as exc:
        raise InvalidInput(field, f"not a valid address: {exc}", raw) from exc
    if result.local_part != local or result.ascii_domain != alabel:
        raise InvalidInput(field, "the address changes under normalisation; give its canonical form", raw)
    return local


def _label_to_ascii(label: str, field: str, domain: str) -> str:
    if not label:
        raise InvalidInput(field, "domain has an empty label (leading dot or '..')", domain)
    # RFC 1035 2.3.4: 63 octets per label, measured on the A-label ("xn--" + Punycode).
    ascii_len = len(label) if label.isascii() else 4 + len(label.encode("punycode"))
    if ascii_len > LABEL_MAX:
        raise InvalidInput(field, f"a domain label is longer than {LABEL_MAX} octets", domain)
    if not label.isascii():
        try:
            remapped = idna.uts46_remap(label, std3_rules=True, transitional=False)
        except UnicodeError:  # idna.IDNAError is a UnicodeError
            remapped = label  # not mappable either; the IDNA 2008 check below says why
        if remapped != label:
            rule = f"label {label!r} is only valid after UTS #46 mapping (fullwidth, ligature, upper case)"
            raise InvalidInput(field, rule, domain)
    try:
        alabel = idna.encode(label, uts46=False).decode("ascii")
        if alabel.startswith("xn--") and idna.encode(idna.decode(alabel)).decode("ascii") != alabel:
            raise idna.IDNAError("A-label is not in canonical form")
    except UnicodeError as exc:
        raise InvalidInput(field, f"label {label!r} is not valid IDNA 2008: {exc}", domain) from exc
    return alabel


def _check_whole_domain(alabel: str, field: str, domain: str) -> None:
    if len(alabel) > DOMAIN_MAX_TEXT:
        raise InvalidInput(field, f"domain is longer than {DOMAIN_MAX_TEXT} characters as A-labels", domain)
    tld = alabel.rpartition(".")[2]
    if tld.isdigit():
        raise InvalidInput(field, "IP addresses are not accepted; give a domain name", domain)
    if not _TLD_END.search(tld):
        raise InvalidInput(field, "the top-level domain is not valid", domain)
    for name in SPECIAL_USE_DOMAIN_NAMES:
        # RFC 6761: *.test is reserved for testing, and the integration servers deliver to it.
        if name != "test" and (alabel == name or alabel.endswith("." + name)):
            raise InvalidInput(field, f"special-use domain .{name} cannot receive mail", domain)
