"""Tell the owner when something needs them: a canary tripped, a secret nearly left.

Channels are webhooks the owner configured: a generic JSON webhook and a Slack incoming
webhook (Slack's wire format: ``{"text": ...}``). The audit row is written before any of this;
a channel that is down loses no evidence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from mailgate.accounts.settings import OAuthAccount
from mailgate.notify.http import post_json
from mailgate.settings import Settings


@dataclass(frozen=True, kw_only=True)
class Alarm:
    """A leak alarm: what was found (canary or secret), in which draft, by which agent."""

    kind: str  # "canary" | "secret"
    draft_id: str
    agent: str


def notify(alarm: Alarm, *, webhook_url: str, slack_url: str) -> dict[str, bool]:
    """Send the alarm to every configured channel; returns each channel's success."""
    doc: Mapping[str, object] = {
        "event": f"alarm.{alarm.kind}",
        "draft_id": alarm.draft_id,
        "agent": alarm.agent,
    }
    sent: dict[str, bool] = {}
    if webhook_url:
        sent["webhook"] = post_json(webhook_url, doc)
    if slack_url:
        # Names neither the secret nor its value: the owner reads the reason with `mailgate show`.
        text = (
            f":rotating_light: mailgate blocked draft {alarm.draft_id} from agent {alarm.agent}: "
            f"it contained a {alarm.kind}. Run `mailgate show {alarm.draft_id}`."
        )
        sent["slack"] = post_json(slack_url, {"text": text})
    return sent


def notify_account(
    account: str, provider: str, command: str, *, webhook_url: str, slack_url: str
) -> dict[str, bool]:
    """Tell the owner an account needs signing in again (its grant was revoked or expired)."""
    doc: Mapping[str, object] = {"event": "alarm.account_signin", "account": account, "provider": provider}
    sent: dict[str, bool] = {}
    if webhook_url:
        sent["webhook"] = post_json(webhook_url, doc)
    if slack_url:
        text = (
            f":warning: mailgate: the {provider} account {account} needs signing in again "
            f"(the provider refused its grant). Run `{command}`."
        )
        sent["slack"] = post_json(slack_url, {"text": text})
    return sent


def alarm_owner(settings: Settings, kind: str, detail: Mapping[str, object]) -> None:
    """Tell the owner's channels of a draft's alarm; the audit row was written with the decision."""
    notify(
        Alarm(kind=kind, draft_id=str(detail.get("draft_id", "")), agent=str(detail.get("agent", ""))),
        webhook_url=settings.notify.webhook_url,
        slack_url=settings.notify.slack_webhook_url,
    )


def alarm_account(settings: Settings, account: OAuthAccount) -> None:
    """Tell the owner's channels once that an account needs sign-in (the audit row is written)."""
    notify_account(
        account.name,
        account.provider,
        account.signin_command,
        webhook_url=settings.notify.webhook_url,
        slack_url=settings.notify.slack_webhook_url,
    )
