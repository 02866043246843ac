"""The secrets guard on its own: one scanner cache for the whole gateway, sealing, credential names."""

from __future__ import annotations

from pathlib import Path

import pytest

from mailgate import SecretsGuard
from mailgate.addresses import parse_recipient
from mailgate.errors import SecretUnavailable
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import DraftRequest, Recipient, RecipientKind

SECRET = "sk-live-guard-4f1e9a7c2b8d6e03"


def draft(body: str) -> DraftRequest:
    return DraftRequest(
        agent="bot",
        recipients=(Recipient(address=parse_recipient("x@firma.de"), kind=RecipientKind.TO),),
        subject="s",
        body=body,
    )


def test_every_part_of_the_gateway_holds_the_one_guard(gw: Gateway) -> None:
    assert isinstance(gw.secrets, SecretsGuard)
    assert gw.outbox.engine.secrets is gw.secrets
    assert gw.inbox.secrets is gw.secrets
    assert gw.inbox.pipeline.secrets is gw.secrets
    assert gw.accounts.secrets is gw.secrets
    assert gw.sending.settler().secrets is gw.secrets


def test_the_scanner_is_rebuilt_only_when_the_vault_changes(gw: Gateway) -> None:
    assert gw.secrets.scanner() is None  # an empty vault scans nothing
    assert gw.secrets.scan_draft(draft(f"key {SECRET}")) == ()
    gw.secrets.add_secret("api.key", SECRET)
    first = gw.secrets.scanner()
    assert first is not None
    assert gw.secrets.scanner() is first  # same vault generation: the cached scanner
    blocked = gw.secrets.scan_draft(draft(f"key {SECRET}"))
    assert [b.kind for b in blocked] == ["secret"]
    assert "api.key" in blocked[0].reason
    assert gw.secrets.redact(f"key {SECRET}") == "key [REDACTED]"
    gw.secrets.remove_secret("api.key")
    assert gw.secrets.scanner() is None
    assert gw.secrets.redact(f"key {SECRET}") == f"key {SECRET}"


def test_seal_round_trips_and_fails_closed_without_the_key(gw: Gateway, home: Path) -> None:
    raw = b"From: a@b.example\r\n\r\nbody " + SECRET.encode()
    sealed = gw.secrets.seal(raw)
    assert raw not in sealed
    assert gw.secrets.unseal(sealed) == raw
    gw.store.dispose()
    (home / "vault.key").unlink()
    keyless = open_gateway(home)
    try:
        with pytest.raises(SecretUnavailable):
            keyless.secrets.seal(raw)
        with pytest.raises(SecretUnavailable):
            keyless.secrets.unseal(sealed)
    finally:
        keyless.store.dispose()


def test_credentials_are_read_under_their_constant_names(gw: Gateway) -> None:
    assert gw.secrets.smtp_password() is None
    gw.secrets.add_secret("mail.smtp.password", "smtp-pw-12345678")
    gw.secrets.add_secret("mail.imap.password.work", "imap-pw-12345678")
    assert gw.secrets.smtp_password() == "smtp-pw-12345678"
    assert gw.secrets.imap_password("work") == "imap-pw-12345678"
    assert gw.secrets.imap_password("home") is None
    assert ("mail.imap.password.work", "secret") in gw.secrets.names()
