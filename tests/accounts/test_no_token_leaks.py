"""No refresh token (nor access token, nor client secret) in a log line, an error message, the
audit log, config.toml or the owner's listings, even when a hostile token endpoint echoes it."""

from __future__ import annotations

import json
import logging

import pytest
from click.testing import CliRunner

from mailgate.cli.app import cli
from tests.accounts.conftest import OpenHome, mail
from tests.accounts.fakes import FakeProvider
from tests.accounts.test_send import approved, sending_home


def test_tokens_never_leave_the_vault(
    open_home: OpenHome, fake: FakeProvider, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)  # every logger, httpx2 and httpcore included, at its most verbose
    gw = sending_home(open_home, fake, "gmail")
    gw.rules.add_agent("reader")
    refresh = gw.secrets.vault.get("mail.oauth.acct.refresh_token")
    assert refresh
    fake.deliver(mail(1))
    approved(gw)
    texts: list[str] = []
    counts = gw.inbox.poll()
    texts += counts.errors
    gw.sending.settle()
    access = set(fake.state.access_tokens)
    assert access, "a token was issued and used"

    # A hostile token endpoint repeats the refresh token and client secret in its error.
    fake.state.echo_in_errors = True
    gw.accounts.tokens(gw.accounts.get("acct")).invalidate()
    fake.deliver(mail(2))
    counts = gw.inbox.poll()
    assert counts.to_json()["transport_error"] == 1
    texts += counts.errors
    approved(gw, subject="Zweites Angebot")
    gw.sending.settle()
    # Then the grant is revoked: needs sign-in, alarm, audit row.
    fake.state.echo_in_errors = False
    fake.revoke_all()
    gw.accounts.tokens(gw.accounts.get("acct")).invalidate()
    texts += gw.inbox.poll().errors
    texts += [d.note for d in gw.outbox.drafts()]
    texts += [c.detail for c in gw.health.doctor()]
    texts.append(json.dumps([r.to_json() for r in gw.audit.rows()], default=str))
    texts.append((gw.home / "config.toml").read_text())
    runner = CliRunner()
    for args in (["account", "list", "--json"], ["account", "test", "acct"], ["vault", "list"]):
        result = runner.invoke(cli, ["--home", str(gw.home), *args])
        texts.append(result.output + str(result.exception or ""))
    texts.append(caplog.text)
    everything = "\n".join(texts)
    assert "[hidden]" in everything  # the echoed token was cut out of the error
    for secret in (refresh, "client-secret-1", *access):
        assert secret not in everything
