"""check_sender: DKIM with DMARC-style alignment, and trusted Authentication-Results only."""

from __future__ import annotations

import base64
from collections.abc import Callable

import dkim
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.inbound.authenticity import aligned, check_sender, parse_authentication_results
from mailgate.model import SenderAuth

SELECTOR = b"sel1"
TRUSTED = "mx.firma.de"


def _keypair() -> tuple[bytes, bytes]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    public = key.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    return private, b"v=DKIM1; k=rsa; p=" + base64.b64encode(public)


PRIVATE, TXT = _keypair()
OTHER_PRIVATE, _ = _keypair()  # signs with a key that is not the one published


def dns(name: bytes, timeout: float = 5) -> bytes | None:
    """Publishes TXT for sel1 under every domain the tests sign for."""
    return TXT if name.startswith(b"sel1._domainkey.") else None


def mail(from_addr: str = "anna@example.com", body: str = "Hello Bob,\r\nthe offer is here.\r\n") -> bytes:
    return (
        f"From: Anna <{from_addr}>\r\nTo: bob@firma.de\r\nSubject: Offer\r\n"
        f"Message-ID: <1@example.com>\r\n\r\n{body}"
    ).encode()


def sign(raw: bytes, domain: str = "example.com", key: bytes = PRIVATE, **kw: object) -> bytes:
    header: bytes = dkim.sign(
        raw, SELECTOR, domain.encode(), key, include_headers=[b"from", b"to", b"subject"], **kw
    )
    return header + raw


def ar(authserv: str, result: str, header_from: str = "example.com") -> bytes:
    value = f"{authserv}; dkim=pass; dmarc={result} header.from={header_from}"
    return f"Authentication-Results: {value}\r\n".encode()


V, U, F = SenderAuth.VERIFIED, SenderAuth.UNVERIFIED, SenderAuth.FAILED
AR = "authentication-results"
OURS = {"authserv_id": TRUSTED}


def case(name: str, make: Callable[[], bytes], status: SenderAuth, method: str, **kwargs: object) -> object:
    return pytest.param(make, kwargs, status, method, id=name)


def two_froms() -> bytes:
    return sign(mail()).replace(b"To:", b"From: x@evil.example\r\nTo:")


CASES = [
    case("valid aligned", lambda: sign(mail()), V, "dkim"),
    case("parent d= aligns with subdomain From", lambda: sign(mail("a@mail.example.com")), V, "dkim"),
    case("body tampered", lambda: sign(mail()).replace(b"offer is", b"money is"), F, "dkim"),
    case("signed header tampered", lambda: sign(mail()).replace(b"Offer", b"Pay"), F, "dkim"),
    case(
        "From changed", lambda: sign(mail()).replace(b"<anna@example.com>", b"<anna@evil.example>"), F, "dkim"
    ),
    case("wrong key", lambda: sign(mail(), key=OTHER_PRIVATE), F, "dkim"),
    case("unaligned d=", lambda: sign(mail(), domain="mailer.example.net"), U, "dkim"),
    case("subdomain d= vs parent From", lambda: sign(mail(), domain="mail.example.com"), U, "dkim"),
    case("suffix without dot boundary", lambda: sign(mail("a@myexample.com")), U, "dkim"),
    case("no signature", lambda: mail(), U, "none"),
    case("no key in DNS", lambda: sign(mail()), U, "dkim", dnsfunc=lambda n, timeout=5: None),
    case("DNS error", lambda: sign(mail()), U, "dkim", dnsfunc=lambda n, timeout=5: 1 / 0),
    case("l= partial body", lambda: sign(mail(), length=True), U, "dkim"),
    case("two From headers", two_froms, U, "none"),
    case("no From", lambda: b"Subject: x\r\n\r\nbody", U, "none"),
    case("garbage", lambda: b"\x00\xff\r\n\r\n", U, "none"),
    case("garbage signature", lambda: b"DKIM-Signature: ;;;===\r\n" + mail(), U, "dkim"),
    case("one good among broken", lambda: sign(sign(mail(), key=OTHER_PRIVATE)), V, "dkim"),
    # Authentication-Results
    case("trusted AR pass", lambda: ar(TRUSTED, "pass") + mail(), V, AR, **OURS),
    case("AR id case-insensitive", lambda: ar("MX.Firma.DE", "pass") + mail(), V, AR, **OURS),
    case("trusted AR fail beats DKIM", lambda: ar(TRUSTED, "fail") + sign(mail()), F, AR, **OURS),
    case("foreign AR ignored", lambda: ar("mx.evil.example", "pass") + mail(), U, "none", **OURS),
    case(
        "trusted AR below forged topmost ignored",
        lambda: ar("mx.evil.example", "pass") + ar(TRUSTED, "pass") + mail(),
        U,
        "none",
        **OURS,
    ),
    case(
        "only the topmost trusted AR counts",
        lambda: ar(TRUSTED, "fail") + ar(TRUSTED, "pass") + mail(),
        F,
        AR,
        **OURS,
    ),
    case("AR ignored without configured id", lambda: ar(TRUSTED, "pass") + mail(), U, "none"),
    case("AR about another From", lambda: ar(TRUSTED, "pass", "other.example") + mail(), U, "none", **OURS),
    case(
        "AR without dmarc falls back to DKIM",
        lambda: b"Authentication-Results: mx.firma.de; spf=pass\r\n" + sign(mail()),
        V,
        "dkim",
        **OURS,
    ),
    case(
        "trusted AR pass without header.from proves nothing",
        lambda: b"Authentication-Results: mx.firma.de; dmarc=pass\r\n" + mail(),
        U,
        "none",
        **OURS,
    ),
    case(
        "trusted AR fail without header.from still fails",
        lambda: b"Authentication-Results: mx.firma.de; dmarc=fail\r\n" + mail(),
        F,
        AR,
        **OURS,
    ),
    case(
        "unquoted address before the real one is ambiguous",
        lambda: (
            ar(TRUSTED, "pass") + mail().replace(b"Anna <", b"anna@example.com <attacker@evil.example> <")
        ),
        U,
        "none",
        **OURS,
    ),
    case(
        "unquoted address before the real one, DKIM-signed",
        lambda: sign(
            mail().replace(b"From: Anna <anna@example.com>", b"From: anna@example.com <x@evil.example>")
        ),
        U,
        "none",
    ),
    case(
        "AR id in a comment is not the id",
        lambda: b"Authentication-Results: (mx.firma.de) mx.evil.example; dmarc=pass\r\n" + mail(),
        U,
        "none",
        **OURS,
    ),
]


@pytest.mark.parametrize(("make", "kwargs", "status", "method"), CASES)
def test_check_sender(
    make: Callable[[], bytes], kwargs: dict[str, object], status: SenderAuth, method: str
) -> None:
    options: dict[str, object] = {"dnsfunc": dns, **kwargs}
    result = check_sender(make(), **options)  # type: ignore[arg-type]
    assert (result.status, result.method) == (status, method), result.detail
    assert result.detail


def test_verified_result_names_domains() -> None:
    result = check_sender(sign(mail("a@mail.example.com")), dnsfunc=dns)
    assert (result.from_domain, result.dkim_domain) == ("mail.example.com", "example.com")


def test_default_dns_is_dkimpy_resolver(monkeypatch: pytest.MonkeyPatch) -> None:
    """With dnsfunc=None (production) the lookup goes through dkimpy's own resolver."""
    asked: list[bytes] = []

    def fake_get_txt(name: bytes, timeout: float = 5) -> bytes | None:
        asked.append(name)
        return dns(name)

    monkeypatch.setattr(dkim.dnsplug, "get_txt", fake_get_txt)
    result = check_sender(sign(mail()))
    assert result.status is SenderAuth.VERIFIED
    assert asked == [b"sel1._domainkey.example.com."]


def test_deadline_reached_is_unverified() -> None:
    result = check_sender(sign(mail()), dnsfunc=dns, deadline_secs=0)
    assert result.status is SenderAuth.UNVERIFIED
    assert "deadline" in result.detail


def test_dnsfunc_gets_a_bounded_timeout() -> None:
    seen: list[float] = []

    def recording(name: bytes, timeout: float = 5) -> bytes | None:
        seen.append(timeout)
        return dns(name)

    check_sender(sign(mail()), dnsfunc=recording, deadline_secs=2)
    assert seen
    assert all(0 < t <= 2 for t in seen)


ALIGN = [
    ("example.com", "example.com", True),
    ("example.com", "mail.example.com", True),
    ("EXAMPLE.com.", "Mail.Example.COM", True),
    ("mail.example.com", "example.com", False),
    ("example.com", "myexample.com", False),
    ("ample.com", "example.com", False),
    ("com", "example.com", False),
    ("", "example.com", False),
    ("example.com", "", False),
    ("xn--mller-kva.de", "müller.de", True),
    ("example.com", "exаmple.com", False),  # Cyrillic а
]


@pytest.mark.parametrize(("d", "from_domain", "want"), ALIGN)
def test_aligned(d: str, from_domain: str, want: bool) -> None:
    assert aligned(d, from_domain) is want


def test_parse_authentication_results() -> None:
    serv, results = parse_authentication_results(
        "mx.firma.de 1; (comment; with (nested) parts) dkim=pass header.d=example.com; "
        'dmarc=pass (p=none) header.from="Example.com"'
    )
    assert serv == "mx.firma.de"
    assert results == [
        ("dkim", "pass", {"header.d": "example.com"}),
        ("dmarc", "pass", {"header.from": "example.com"}),
    ]


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=2000))
def test_never_raises(raw: bytes) -> None:
    result = check_sender(raw, authserv_id=TRUSTED, dnsfunc=dns)
    assert result.status in SenderAuth


@settings(max_examples=50, deadline=None)
@given(st.data())
def test_never_raises_on_mutated_signed_mail(data: st.DataObject) -> None:
    raw = bytearray(SIGNED)
    pos = data.draw(st.integers(0, len(raw) - 1))
    raw[pos : pos + 4] = data.draw(st.binary(min_size=0, max_size=4))
    result = check_sender(bytes(raw), dnsfunc=dns)
    assert result.status in SenderAuth


SIGNED = sign(mail())
