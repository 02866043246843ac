"""Homes whose notify channels all point at the shared ``recorder`` (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

from mailgate import Gateway, SendRequest, SubmitResult, open_gateway
from tests.conftest import Recorder, make_home

SLACK_SECRET = "8f742231b10e8888abcd99yyyzzz85a5"  # the example signing secret's shape
TELEGRAM_BOT_TOKEN = "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"
TELEGRAM_WEBHOOK_SECRET = "tg-webhook-secret_0123456789"
WEBHOOK_SECRET = "whsec-7c1d0a9e55b24f3e"


def notify_home(path: Path, store_url: str, rec: Recorder, extra: str = "") -> Gateway:
    """A home whose [notify] channels all point at the recorder, with the channel secrets in the vault."""
    config = (
        "[dropfolder]\nenabled = false\n"
        "[web]\n"
        'public_url = "https://mailgate.example.test"\n'
        "[notify]\n"
        f'webhook_url = "{rec.url}/hook"\n'
        f'slack_webhook_url = "{rec.url}/slack"\n'
        'telegram_chat_id = "456"\n'
        f'telegram_api_base = "{rec.url}/tg"\n'
        f'discord_webhook_url = "{rec.url}/discord"\n' + extra
    )
    gw = open_gateway(make_home(path, store_url, config))
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("notify.webhook.secret", WEBHOOK_SECRET)
    gw.secrets.add_secret("notify.telegram.bot_token", TELEGRAM_BOT_TOKEN)
    gw.secrets.add_secret("notify.slack.signing_secret", SLACK_SECRET)
    gw.secrets.add_secret("notify.telegram.webhook_secret", TELEGRAM_WEBHOOK_SECRET)
    gw.secrets.add_secret("crm.api_key", "sk_live_51HqLyjWDarjtT1zdp7dc")
    return gw


def hold(gw: Gateway, subject: str = "Offer", body: str = "Hello Bob,\nhere is the offer.\n") -> SubmitResult:
    """A draft the policy holds (no grant covers the recipient)."""
    result = gw.outbox.submit(
        SendRequest(agent="sales", to=["Bob <bob@customer.example>"], subject=subject, body=body),
        require_key=False,
    )
    assert result.state == "pending", result
    return result
