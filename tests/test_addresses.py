"""Recipient parsing, domain normalisation, grants and allowlists (mailgate.addresses).

Named cases first, then hypothesis properties, then the attacks a hostile agent ran through the
real CLI: routing characters in local parts and Unicode spaces around an address.
"""

from __future__ import annotations

import io
import json
import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.addresses import (
    allow_entry_matches,
    grant_keys,
    grant_matches,
    normalise_domain,
    parse_allow_entry,
    parse_grant,
    parse_recipient,
    parse_send_recipient,
)
from mailgate.cli.main import main
from mailgate.errors import InvalidInput
from mailgate.gateway import open_gateway
from mailgate.model import Address, DraftRequest, Recipient, RecipientKind
from mailgate.outbound.drafts import SendRequest, validate
from tests.conftest import StartServer, make_home


def _domain(length: int) -> str:
    """A valid ASCII domain of exactly ``length`` characters, in labels of at most 63."""
    labels: list[str] = []
    remaining = length
    while remaining > 63:
        labels.append("a" * 62)
        remaining -= 63
    labels.append("b" * remaining)
    domain = ".".join(labels)
    assert len(domain) == length
    return domain


# -- accepted recipients: (raw, local, domain, display name, key) ---------------------------

ACCEPTED = [
    ("plain", "chef@firma.de", "chef", "firma.de", "", "chef@firma.de"),
    ("domain-case-folded", "Chef@Firma.DE", "Chef", "firma.de", "", "chef@firma.de"),
    ("display-bare", "Chef <chef@firma.de>", "chef", "firma.de", "Chef", "chef@firma.de"),
    ("display-quoted-comma", '"Müller, Hans" <h@x.de>', "h", "x.de", "Müller, Hans", "h@x.de"),
    ("display-escaped-quote", r'"Hans \"HM\" M" <h@x.de>', "h", "x.de", 'Hans "HM" M', "h@x.de"),
    ("display-empty-quoted", '"" <h@x.de>', "h", "x.de", "", "h@x.de"),
    ("display-stripped", '  " Chef "   < chef@firma.de >  ', "chef", "firma.de", "Chef", "chef@firma.de"),
    (
        "display-equals-address",
        '"Chef@Firma.DE" <chef@firma.de>',
        "chef",
        "firma.de",
        "Chef@Firma.DE",
        "chef@firma.de",
    ),
    ("idn-u-label", "müller@bücher.de", "müller", "xn--bcher-kva.de", "", "müller@xn--bcher-kva.de"),
    ("idn-a-label", "a@XN--BCHER-KVA.de", "a", "xn--bcher-kva.de", "", "a@xn--bcher-kva.de"),
    ("cyrillic-a-is-its-own-domain", "chef@firmа.de", "chef", "xn--firm-83d.de", "", "chef@xn--firm-83d.de"),
    ("dotless-i-domain", "a@fırma.de", "a", "xn--frma-lza.de", "", "a@xn--frma-lza.de"),
    ("dotless-i-local-not-folded", "Kı@x.de", "Kı", "x.de", "", "kı@x.de"),
    ("sharp-s-not-folded", "STRAßE@x.de", "STRAßE", "x.de", "", "straße@x.de"),
    ("non-ascii-case-not-folded", "MÜLLER@x.de", "MÜLLER", "x.de", "", "mÜller@x.de"),
    ("test-domain", "alice@example.test", "alice", "example.test", "", "alice@example.test"),
    ("plus-and-dots", "a.b+tag@x.de", "a.b+tag", "x.de", "", "a.b+tag@x.de"),
    ("local-64-octets", "a" * 64 + "@x.de", "a" * 64, "x.de", "", "a" * 64 + "@x.de"),
    ("local-64-octets-utf8", "ü" * 32 + "@x.de", "ü" * 32, "x.de", "", "ü" * 32 + "@x.de"),
    ("address-254", "a" * 64 + "@" + _domain(189), "a" * 64, _domain(189), "", "a" * 64 + "@" + _domain(189)),
]


@pytest.mark.parametrize(
    ("raw", "local", "domain", "display", "key"), [c[1:] for c in ACCEPTED], ids=[c[0] for c in ACCEPTED]
)
def test_accepted(raw: str, local: str, domain: str, display: str, key: str) -> None:
    address = parse_recipient(raw)
    assert (address.local, address.domain, address.display_name, address.key) == (local, domain, display, key)


# -- refused recipients: (raw, words the rule must contain) -----------------------------------

REFUSED = [
    ("empty", "", "empty"),
    ("blank", "   ", "empty"),
    ("no-at", "chef.firma.de", "no '@'"),
    ("empty-local", "@firma.de", "local part"),
    ("list-comma", "a@b.de, c@d.de", "list"),
    ("list-semicolon", "a@b.de; c@d.de", "list"),
    ("list-comma-after-quoted-name", '"A" <a@b.de>, c@d.de', "list"),
    ("list-two-angles", "<a@b.de> <c@d.de>", "more than one"),
    ("list-two-named", "A <a@b.de> B <c@d.de>", "more than one"),
    ("group", "team: a@b.de;", "group"),
    ("group-empty", "undisclosed-recipients:;", "group"),
    ("comment", "a@b.de (Chef)", "comments"),
    ("cr-lf-injection", "a@b.de\r\nBcc: x@evil.com", "line breaks"),
    ("lf-in-display", "Chef\n <a@b.de>", "line breaks"),
    ("nul", "a\x00@b.de", "NUL"),
    ("tab", "a@b.de\t", "U+0009"),
    ("zero-width-space", "a\u200b@b.de", "U+200B"),
    ("bidi-override", "\u202eed.amrif@ihc <a@b.de>", "U+202E"),
    ("line-separator", "a@b.de\u2028", "U+2028"),
    ("encoded-word-local", "=?utf-8?q?chef?=@firma.de", "encoded-word"),
    ("encoded-word-in-angles", "Chef <=?utf-8?b?Y2hlZg==?=@firma.de>", "encoded-word"),
    ("encoded-word-display", "=?utf-8?q?ceo=40firma.de?= <evil@x.com>", "encoded-word"),
    ("quoted-local", '"chef"@firma.de', "quoted local"),
    ("quoted-local-in-angles", 'Chef <"a@b"@firma.de>', "quoted local"),
    ("unbalanced-quote", '"Chef <a@b.de>', "unbalanced"),
    ("unbalanced-angle", "Chef <a@b.de", "angle"),
    ("text-after-angle", "<a@b.de> x", "after the closing"),
    ("half-quoted-display", 'Chef "Boss" <a@b.de>', "quote the whole"),
    ("display-other-address", '"ceo@firma.de" <evil@x.com>', "different address"),
    ("display-other-address-bare", "ceo@firma.de <evil@x.com>", "different address"),
    ("display-fullwidth-at", '"ceo＠firma.de" <evil@x.com>', "different address"),
    ("display-small-at", "ceo﹫firma.de <evil@x.com>", "different address"),
    ("display-escaped-angle-address", r'"x\" <ceo@firma.de>" <evil@x.com>', "different address"),
    ("kelvin-sign-local", "\u212aevin@x.de", "non-canonical"),
    ("long-s-local", "ſa@x.de", "non-canonical"),
    ("fullwidth-local", "ａdmin@x.de", "non-canonical"),
    ("ligature-local", "\ufb01@x.de", "non-canonical"),
    ("decomposed-local", "mu\u0308ller@x.de", "non-canonical"),
    ("ideographic-full-stop", "a@firma。de", "full stop"),
    ("fullwidth-full-stop", "a@firma．de", "full stop"),
    ("fullwidth-domain", "a@ｆｉｒｍａ.de", "UTS #46"),
    ("ligature-domain", "a@\ufb01rma.de", "UTS #46"),
    ("long-s-domain", "a@ſirma.de", "UTS #46"),
    ("non-ascii-upper-domain", "a@BÜCHER.de", "UTS #46"),
    ("kelvin-domain", "a@\u212aiel.de", "UTS #46"),
    ("no-dot", "a@localhost", "no dot"),
    ("trailing-dot", "a@firma.de.", "trailing dot"),
    ("empty-label", "a@firma..de", "empty label"),
    ("leading-dot", "a@.firma.de", "empty label"),
    ("ip-literal", "a@[192.0.2.1]", "IP address"),
    ("ipv6-literal", "a@[IPv6:2001:db8::1]", "IP address"),
    ("bare-ip", "a@192.0.2.1", "IP address"),
    ("hyphen-start", "a@-firma.de", "IDNA 2008"),
    ("underscore", "a@fir_ma.de", "IDNA 2008"),
    ("bad-punycode", "a@xn--abc.de", "IDNA 2008"),
    ("label-64", "a@" + "x" * 64 + ".de", "63"),
    ("idn-label-too-long", "a@" + "ü" * 60 + ".de", "63"),
    ("special-use-local", "a@printer.local", "special-use"),
    ("special-use-onion", "a@abc.onion", "special-use"),
    ("local-65-octets", "a" * 65 + "@x.de", "64 octets"),
    ("local-66-octets-utf8", "ü" * 33 + "@x.de", "64 octets"),
    ("address-255", "a" * 64 + "@" + _domain(190), "254 octets"),
    ("double-dot-local", "a..b@x.de", "not a valid address"),
    ("space-in-local", "a b@x.de", "not a valid address"),
    ("star-in-local", "*@firma.de", "wildcard"),
    ("percent-hack", "x%evil.test@ok.test", "percent hack"),
    ("percent-hack-in-angles", "Kasse <x%evil.test@ok.test>", "percent hack"),
    ("bang-path", "evil.test!y@ok.test", "bang path"),
    ("bang-path-first", "evil.test!x%other.test@ok.test", "bang path"),
    ("nbsp-after", "chef@firma.de\u00a0", "U+00A0 (NO-BREAK SPACE)"),
    ("nbsp-before", "\u00a0chef@firma.de", "U+00A0"),
    ("ideographic-space", "chef@firma.de\u3000", "U+3000 (IDEOGRAPHIC SPACE)"),
    ("en-quad", "chef\u2000@firma.de", "U+2000"),
    ("hair-space-in-display", "Chef\u200aKoch <chef@firma.de>", "U+200A"),
    ("narrow-nbsp-in-angles", "Chef <chef@firma.de\u202f>", "U+202F"),
    ("math-space", "\u205fchef@firma.de", "U+205F"),
    ("ogham-space", "chef@firma.de\u1680", "U+1680"),
    ("hangul-filler", "chef@firma.de\u3164", "U+3164 (HANGUL FILLER)"),
    ("only-nbsp", "\u00a0", "U+00A0"),
]


@pytest.mark.parametrize(("raw", "words"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_refused(raw: str, words: str) -> None:
    with pytest.raises(InvalidInput) as info:
        parse_recipient(raw, field="to")
    assert info.value.field == "to"
    assert words in info.value.rule
    assert info.value.value == raw


# -- domains --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("Firma.DE", "firma.de"), ("bücher.de", "xn--bcher-kva.de"), (_domain(253), _domain(253))],
    ids=["ascii-case", "idn", "253-characters"],
)
def test_normalise_domain(raw: str, expected: str) -> None:
    assert normalise_domain(raw) == expected


@pytest.mark.parametrize(
    ("raw", "words"),
    [("", "empty"), (_domain(254), "253"), ("firma。de", "full stop"), ("de", "no dot"), ("x.123", "IP")],
    ids=["empty", "254-characters", "ideographic-stop", "no-dot", "numeric-tld"],
)
def test_normalise_domain_refused(raw: str, words: str) -> None:
    with pytest.raises(InvalidInput) as info:
        normalise_domain(raw, field="d")
    assert (info.value.field, words in info.value.rule) == ("d", True)


# -- grants -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("*", "*"),
        (" *@Firma.DE ", "*@firma.de"),
        ("*@bücher.de", "*@xn--bcher-kva.de"),
        ("Chef@Firma.DE", "chef@firma.de"),
    ],
    ids=["star", "domain", "idn-domain", "address"],
)
def test_parse_grant(text: str, expected: str) -> None:
    assert parse_grant(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "*.firma.de",
        "@firma.de",
        "*@*.de",
        "a*@b.c",
        "**",
        "*@",
        "Chef <chef@firma.de>",
        "a@b.de, c@d.de",
        "*@firma。de",
        "\u212aevin@x.de",
        "",
        "*@firma.de\n",
    ],
    ids=[
        "star-dot",
        "at-domain",
        "star-star-domain",
        "partial-star",
        "double-star",
        "star-at-nothing",
        "display-name",
        "list",
        "ideographic-stop",
        "kelvin",
        "empty",
        "newline",
    ],
)
def test_parse_grant_refused(text: str) -> None:
    with pytest.raises(InvalidInput) as info:
        parse_grant(text)
    assert info.value.field == "grant"


GRANT_CASES = [
    ("star-matches-all", "*", "anyone@anywhere.org", True),
    ("domain-exact", "*@firma.de", "chef@firma.de", True),
    ("domain-case", "*@FIRMA.de", "chef@Firma.DE", True),
    ("domain-not-suffix", "*@firma.de", "chef@evilfirma.de", False),
    ("domain-not-subdomain", "*@firma.de", "x@sub.firma.de", False),
    ("domain-not-prefix", "*@firma.de", "chef@firma.de.evil.com", False),
    ("domain-cyrillic-homoglyph", "*@firma.de", "chef@firmа.de", False),
    ("domain-dotless-i", "*@firma.de", "chef@fırma.de", False),
    ("idn-grant-matches-u-label", "*@xn--bcher-kva.de", "m@bücher.de", True),
    ("address-case-folded", "Chef@firma.de", "chef@FIRMA.de", True),
    ("address-case-folded-back", "chef@firma.de", "CHEF@firma.de", True),
    ("address-other-local", "chef@firma.de", "chef2@firma.de", False),
    ("address-other-domain", "chef@firma.de", "chef@evilfirma.de", False),
    ("address-homoglyph-domain", "chef@firma.de", "chef@firmа.de", False),
    ("dotless-i-not-i", "ki@x.de", "kı@x.de", False),
    ("sharp-s-not-ss", "strasse@x.de", "straße@x.de", False),
    ("non-ascii-case-not-folded", "müller@x.de", "MÜLLER@x.de", False),
]


@pytest.mark.parametrize(
    ("grant", "raw", "expected"), [c[1:] for c in GRANT_CASES], ids=[c[0] for c in GRANT_CASES]
)
def test_grant_matches(grant: str, raw: str, expected: bool) -> None:
    assert grant_matches(parse_grant(grant), parse_recipient(raw)) is expected


@pytest.mark.parametrize("local", ["\u212aevin", "ſevin"], ids=["kelvin-sign", "long-s"])
def test_unicode_case_maps_never_reach_a_grant(local: str) -> None:
    # Built directly: parse_recipient refuses these, but another layer might build one.
    assert not grant_matches(parse_grant("kevin@x.de"), Address(local=local, domain="x.de"))
    assert not grant_matches(parse_grant("sevin@x.de"), Address(local=local, domain="x.de"))


def test_grant_keys() -> None:
    address = parse_recipient("Chef <Chef@Bücher.de>")
    assert grant_keys(address) == ("chef@xn--bcher-kva.de", "*@xn--bcher-kva.de", "*")
    assert all(grant_matches(key, address) for key in grant_keys(address))


# -- allowlist entries ------------------------------------------------------------------------

ALLOW_CASES = [
    ("domain", "@Example.COM", "a@example.com", True),
    ("domain-not-hyphen-prefix", "@example.com", "a@evil-example.com", False),
    ("domain-not-prefix", "@example.com", "a@evilexample.com", False),
    ("domain-not-subdomain", "@example.com", "a@sub.example.com", False),
    ("domain-not-longer", "@example.com", "a@example.com.evil.net", False),
    ("address", "Boss@Example.com", "boss@example.com", True),
    ("address-not-prefix", "boss@example.com", "xboss@example.com", False),
    ("address-not-other-domain", "boss@example.com", "boss@example.co", False),
    ("address-not-homoglyph", "boss@example.com", "boss@exаmple.com", False),
]


@pytest.mark.parametrize(
    ("entry", "raw", "expected"), [c[1:] for c in ALLOW_CASES], ids=[c[0] for c in ALLOW_CASES]
)
def test_allow_entry_matches(entry: str, raw: str, expected: bool) -> None:
    assert allow_entry_matches(parse_allow_entry(entry), parse_recipient(raw)) is expected


@pytest.mark.parametrize(
    "text",
    ["*@example.com", "*", "example.com", "@", "@example", "Boss <boss@example.com>", "@exa mple.com"],
    ids=["star-domain", "star", "bare-domain", "bare-at", "no-dot", "display-name", "space"],
)
def test_parse_allow_entry_refused(text: str) -> None:
    with pytest.raises(InvalidInput) as info:
        parse_allow_entry(text, field="allow")
    assert info.value.field == "allow"


# -- properties ---------------------------------------------------------------------------------

# "!" and "%" are refused (source routes), so they are not in the alphabet of valid atoms.
ATOM = st.text(alphabet="abcxyzABCXYZ019#$&'+-/=^_`{|}~üßıé", min_size=1, max_size=8)
LOCAL = st.lists(ATOM, min_size=1, max_size=3).map(".".join)
LABEL = st.text(alphabet="abcdefxyzABCXYZ0129üö", min_size=1, max_size=10)
TLD = st.sampled_from(["de", "com", "org", "example", "test"])
DOMAIN = st.builds(lambda labels, tld: ".".join([*labels, tld]), st.lists(LABEL, min_size=1, max_size=3), TLD)
ADDRESS = st.builds(lambda local, domain: f"{local}@{domain}", LOCAL, DOMAIN)
TRICKY = st.text(
    alphabet=st.sampled_from(list('ab@.<>",;:()=?\\ \r\n\0\t\u200b\u202eüK\u212a。＠xn--')), max_size=40
)
PREFIX = st.text(alphabet="abcxyz019-.", min_size=1, max_size=6)
FAST = settings(max_examples=200, deadline=None)


def _flip_ascii_case(text: str, flips: list[bool]) -> str:
    return "".join(
        c.swapcase() if c.isascii() and flip else c
        for c, flip in zip(text, flips + [False] * len(text), strict=False)
    )


@FAST
@given(st.one_of(st.text(max_size=60), TRICKY, ADDRESS))
def test_parsers_raise_only_invalid_input(text: str) -> None:
    for parse in (parse_recipient, normalise_domain, parse_grant, parse_allow_entry):
        try:
            result = parse(text)
        except InvalidInput:
            continue
        domain = result.domain if isinstance(result, Address) else str(result).rpartition("@")[2]
        assert domain.isascii()
        assert domain == domain.lower()


@FAST
@given(ADDRESS)
def test_generated_addresses_parse_and_are_idempotent(text: str) -> None:
    first = parse_recipient(text)
    again = parse_recipient(first.addr_spec)
    assert (again.key, again.addr_spec) == (first.key, first.addr_spec)
    assert parse_grant(first.addr_spec) == first.key == parse_allow_entry(text)


@FAST
@given(DOMAIN, PREFIX, st.text(min_size=1, max_size=5))
def test_domain_grant_never_matches_a_prefixed_domain(domain: str, prefix: str, other: str) -> None:
    grant = parse_grant("*@" + domain)
    normal = grant[2:]
    for longer in (prefix + normal, other + normal, normal + "." + prefix.strip(".-") + "x"):
        assert not grant_matches(grant, Address(local="x", domain=longer))
    assert grant_matches(grant, Address(local="x", domain=normal))


@FAST
@given(ADDRESS, st.lists(st.booleans(), max_size=40), ADDRESS)
def test_grant_matches_agrees_with_key_equality(text: str, flips: list[bool], other: str) -> None:
    grant = parse_grant(text)
    flipped = parse_recipient(_flip_ascii_case(text, flips))
    assert grant_matches(grant, flipped)
    unrelated = parse_recipient(other)
    assert grant_matches(grant, unrelated) is (parse_recipient(text).key == unrelated.key)


@FAST
@given(ADDRESS, PREFIX)
def test_allow_entries_never_match_by_substring(text: str, prefix: str) -> None:
    address = parse_recipient(text)
    by_address = parse_allow_entry(text)
    by_domain = parse_allow_entry("@" + address.domain)
    assert allow_entry_matches(by_address, address)
    assert allow_entry_matches(by_domain, address)
    for wider in (prefix + address.domain, address.domain + "." + prefix, address.domain[1:]):
        assert not allow_entry_matches(by_domain, Address(local=address.local, domain=wider))
        assert not allow_entry_matches(by_address, Address(local=address.local, domain=wider))
    assert not allow_entry_matches(by_address, Address(local=prefix + address.local, domain=address.domain))


# Every Unicode space but the ASCII one, and the fillers that render blank.
NON_ASCII_SPACES = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) == "Zs" and c != 0x20] + [
    "\u115f",
    "\u1160",
    "\u3164",
    "\uffa0",
    "\u2800",
]


@FAST
@given(ADDRESS, st.sampled_from(NON_ASCII_SPACES), st.integers(min_value=0))
def test_a_unicode_space_anywhere_is_refused_by_name(text: str, space: str, where: int) -> None:
    cut = where % (len(text) + 1)
    padded = text[:cut] + space + text[cut:]
    for parse in (parse_recipient, parse_send_recipient, parse_grant, parse_allow_entry):
        with pytest.raises(InvalidInput) as info:
            parse(padded)
        assert f"U+{ord(space):04X}" in info.value.rule
    assert parse_recipient(text).key  # without it, the address is fine


@FAST
@given(st.text(max_size=30), st.sampled_from(NON_ASCII_SPACES), st.text(max_size=30))
def test_no_parser_accepts_a_unicode_space(before: str, space: str, after: str) -> None:
    for parse in (parse_recipient, parse_send_recipient, parse_grant, parse_allow_entry, normalise_domain):
        with pytest.raises(InvalidInput):
            parse(before + space + after)


# --- the CLI as an attacker drives it ---------------------------------------------------------


class Cli:
    """``mailgate --home HOME ...`` in process, as a user (or an agent with a shell) runs it."""

    def __init__(self, home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
        self.home = home
        self.capsys = capsys
        self.monkeypatch = monkeypatch

    def __call__(self, *args: str, stdin: str = "") -> tuple[int, str, str]:
        self.capsys.readouterr()
        self.monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
        code = main(["--home", str(self.home), *args])
        out, err = self.capsys.readouterr()
        return code, out, err

    def json(self, *args: str) -> tuple[int, object, str]:
        code, out, err = self(*args, "--json")
        return code, json.loads(out) if out.strip() else None, err

    def send(self, *to: str, agent: str = "bot") -> tuple[int, object, str]:
        flags = [part for address in to for part in ("--to", address)]
        return self.json("send", "--agent", agent, *flags, "--subject", "Angebot", "--body", "Guten Tag.")

    def configure(self, extra: str) -> None:
        path = self.home / "config.toml"
        path.write_text(path.read_text() + "\n" + extra + "\n")


@pytest.fixture(name="cli")
def cli_fixture(home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    return Cli(home, capsys, monkeypatch)


def outbox(cli: Cli) -> list[dict[str, object]]:
    code, rows, _ = cli.json("outbox")
    assert code == 0 and isinstance(rows, list)
    return rows


# --- 1. routing characters in local parts ---------------------------------------------------

ROUTED = {
    "percent-hack": ("x%evil.test@ok.test", "%"),
    "percent-hack-named": ("Kasse <x%evil.test@ok.test>", "%"),
    "bang-path": ("evil.test!y@ok.test", "!"),
    "bang-path-named": ('"Kasse" <evil.test!y@ok.test>', "!"),
    "both": ("evil.test!x%other.test@ok.test", "!"),
}


@pytest.mark.parametrize(("raw", "char"), ROUTED.values(), ids=ROUTED.keys())
def test_send_refuses_a_source_routed_local_part(cli: Cli, raw: str, char: str) -> None:
    """A ``*@ok.test`` grant and an ``@ok.test`` allowlist must not carry mail on to evil.test."""
    cli.configure('[mail]\nallowed_recipients = ["@ok.test"]')
    assert cli("agent", "add", "bot")[0] == 0
    assert cli("grant", "add", "*@ok.test", "--agent", "bot")[0] == 0
    code, doc, err = cli.send(raw)
    assert code == 2, (doc, err)
    error = json.loads(err)["error"]  # under --json the refusal is JSON on stderr too
    assert error["field"] == "to" and f"'{char}'" in error["rule"] and "source route" in error["rule"]
    assert outbox(cli) == []  # refused before anything was stored
    code, _, err_parse = cli("address", "parse", raw)
    assert code == 2 and f"'{char}'" in err_parse and "source route" in err_parse


def test_settler_refuses_a_source_route_stored_before_the_parser_refused_it(
    tmp_path: Path, store_url: str, start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A draft an older version stored (its parser let ``%`` through) must not reach the relay."""
    srv = start_server("starttls")
    extra = (
        f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nfrom_addr = "bot@mg.test"\n'
        f'ca_file = "{srv.ca_file}"\ntimeout_secs = 10'
    )
    gw = open_gateway(make_home(tmp_path / "home", store_url, extra))
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@ok.test", "bot")

        def old_validate(
            req: SendRequest, *, max_body_chars: int, attachments: object = None
        ) -> DraftRequest:
            local, _, domain = req.to[0].rpartition("@")
            rcpt = Recipient(kind=RecipientKind.TO, address=Address(local=local, domain=domain))
            return DraftRequest(agent=req.agent, recipients=(rcpt,), subject=req.subject, body=req.body)

        monkeypatch.setattr("mailgate.outbound.outbox.validate", old_validate)
        req = SendRequest(agent="bot", to=["x%evil.test@ok.test"], subject="Hi", body="Hello")
        result = gw.outbox.submit(req, require_key=False)
        assert result.state == "approved"  # what the older version decided
        report = gw.sending.settle()
        assert report.rejected == [result.draft_id] and report.sent == []
        assert "source route" in gw.outbox.draft(result.draft_id).note
        assert srv.mail_commands == []
    finally:
        gw.store.dispose()


@pytest.mark.parametrize("command", ["grant", "dnc", "owner"])
def test_rule_commands_refuse_source_routes_too(cli: Cli, command: str) -> None:
    argv = {
        "grant": ("grant", "add", "x%evil.test@ok.test"),
        "dnc": ("contact", "dnc", "x%evil.test@ok.test", "--reason", "r"),
        "owner": ("owner", "add", "evil.test!x@ok.test"),
    }[command]
    code, _, err = cli(*argv)
    assert code == 2 and "source route" in err


# --- 3. Unicode spaces around and inside an address ---------------------------------------------

SPACES = ["\u00a0", "\u3000", "\u2000", "\u2007", "\u200a", "\u202f", "\u205f", "\u1680", "\u3164"]


@pytest.mark.parametrize("space", SPACES, ids=[f"U+{ord(s):04X}" for s in SPACES])
@pytest.mark.parametrize(
    "shape", ["{a}{s}", "{s}{a}", "chef{s}@firma.de", "Chef{s}<{a}>", "Chef <{a}{s}>", "Chef{s}Koch <{a}>"]
)
def test_unicode_space_is_refused_by_send_and_parse(cli: Cli, space: str, shape: str) -> None:
    raw = shape.format(a="chef@firma.de", s=space)
    assert cli("agent", "add", "bot")[0] == 0
    assert cli("grant", "add", "*@firma.de", "--agent", "bot")[0] == 0
    code, doc, err = cli.send(raw)
    assert code == 2, (doc, err)
    assert f"U+{ord(space):04X}" in err and unicodedata.name(space) in err
    assert outbox(cli) == []
    code, _, err = cli("address", "parse", raw)
    assert code == 2 and f"U+{ord(space):04X}" in err


def test_address_parse_refuses_what_send_refuses(cli: Cli) -> None:
    """Non-ASCII local parts need SMTPUTF8, which mailgate does not send: parse says so too."""
    assert cli("agent", "add", "bot")[0] == 0
    for raw in ("müller@firma.de", '"Chef <x>" <chef@firma.de>'):
        assert cli.send(raw)[0] == 2
        code, _, err = cli("address", "parse", raw)
        assert code == 2 and err.startswith("mailgate: address:"), raw
    assert cli("address", "parse", "mueller@bücher.de")[0] == 0


def _send_accepts(raw: str) -> str | None:
    try:
        draft = validate(SendRequest(agent="bot", to=[raw], subject="s", body="b"), max_body_chars=100)
    except InvalidInput as exc:
        if exc.field != "to":
            raise
        return None
    return draft.recipients[0].address.addr_spec


def _parse_accepts(raw: str) -> str | None:
    out, err = io.StringIO(), io.StringIO()
    sys_out, sys_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = main(["address", "parse", "--", raw])  # "--": a raw "-h" is an address, not an option
    finally:
        sys.stdout, sys.stderr = sys_out, sys_err
    if code == 0:
        return out.getvalue().strip()
    assert code == 2 and err.getvalue().startswith("mailgate: address:"), err.getvalue()
    return None


UNICODE_SPACES = [chr(c) for c in range(0x10000) if unicodedata.category(chr(c)) == "Zs" and c != 0x20]
PIECES = st.sampled_from(
    [
        *("chef", "@", "firma.de", "<", ">", '"', " ", "Chef", "ü"),
        *("%", "!", "+", ".", "\\", ",", "x.test", *UNICODE_SPACES),
    ]
)
ADDRESSISH = st.lists(PIECES, max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(ADDRESSISH, st.text(max_size=40)))
def test_parse_accepts_exactly_what_send_accepts(raw: str) -> None:
    if "\0" in raw:
        raw = raw.replace("\0", "")  # argv cannot carry NUL; the send path refuses it anyway
    sent = _send_accepts(raw)
    assert _parse_accepts(raw) == sent
    if any(c in UNICODE_SPACES for c in raw):
        assert sent is None
