"""Canaries (mailgate.secrets.canary): realistic formats, fresh every time, caught when sent."""

from __future__ import annotations

import base64
import json
import re
import string
import zlib

import pytest

from mailgate.errors import InvalidInput
from mailgate.secrets.canary import CANARY_KINDS, new_canary
from mailgate.secrets.leaks import LeakScanner, Secret

FORMATS = {
    "aws": r"AKIA[A-Z2-7]{16}",
    "github": r"ghp_[A-Za-z0-9]{36}",
    "slack": r"xoxb-[0-9]{12}-[0-9]{13}-[A-Za-z0-9]{24}",
    "password": r"[\x21-\x7e]{16,}",
    "jwt": r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
}


def test_kinds_are_the_documented_five() -> None:
    assert CANARY_KINDS == ("aws", "github", "slack", "password", "jwt")
    assert set(FORMATS) == set(CANARY_KINDS)


@pytest.mark.parametrize("kind", CANARY_KINDS)
def test_format(kind: str) -> None:
    for _ in range(20):
        assert re.fullmatch(FORMATS[kind], new_canary(kind)), kind


@pytest.mark.parametrize("kind", CANARY_KINDS)
def test_every_canary_is_new(kind: str) -> None:
    assert len({new_canary(kind) for _ in range(50)}) == 50


def test_default_kind_is_aws() -> None:
    assert new_canary().startswith("AKIA")


def _b64url_json(part: str) -> object:
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def test_jwt_has_the_hs256_header_and_a_json_payload() -> None:
    header, payload, signature = new_canary("jwt").split(".")
    assert _b64url_json(header) == {"alg": "HS256", "typ": "JWT"}
    claims = _b64url_json(payload)
    assert isinstance(claims, dict)
    assert isinstance(claims["sub"], str)
    assert isinstance(claims["iat"], int)
    assert len(base64.urlsafe_b64decode(signature + "=")) == 32  # an HMAC-SHA256 tag


def test_github_token_carries_a_valid_checksum() -> None:
    alphabet = string.digits + string.ascii_uppercase + string.ascii_lowercase
    token = new_canary("github")
    body, check = token[4:34], token[34:]
    number = 0
    for ch in check:
        number = number * 62 + alphabet.index(ch)
    assert number == zlib.crc32(body.encode())


def test_password_mixes_every_character_class() -> None:
    for _ in range(50):
        value = new_canary("password")
        assert len(value) >= 16
        assert any(c.islower() for c in value)
        assert any(c.isupper() for c in value)
        assert any(c.isdigit() for c in value)
        assert any(not c.isalnum() for c in value)
        assert not any(c.isspace() or c in "\"'\\" for c in value)


@pytest.mark.parametrize("kind", ["", "AWS", "gitlab", "ssh"])
def test_unknown_kind_is_invalid_input(kind: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        new_canary(kind)
    assert caught.value.field == "kind"
    assert caught.value.rule == "must be one of aws, github, slack, password, jwt"
    assert caught.value.value == kind


@pytest.mark.parametrize("kind", CANARY_KINDS)
def test_a_sent_canary_is_caught_plain_and_encoded(kind: str) -> None:
    value = new_canary(kind)
    scanner = LeakScanner.build([Secret(name=f"canary-{kind}", value=value, kind="canary")])
    for text, transform in [
        (f"here you go: {value}", "literal"),
        (base64.b64encode(b"creds=" + value.encode()).decode(), "base64"),
        (value[::-1], "reversed"),
    ]:
        hits = scanner.scan({"body": text})
        assert [(h.name, h.kind, h.transform) for h in hits] == [(f"canary-{kind}", "canary", transform)]
    assert scanner.scan({"body": new_canary(kind)}) == []  # a different canary of the same kind
