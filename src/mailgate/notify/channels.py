"""The owner's channels for notices: build the notice for a draft and POST it (or mail it) once.

Secrets come from the vault under constant names, never from config: ``notify.webhook.secret``
signs the generic webhook, ``notify.telegram.bot_token`` is the Bot API credential. Mail to the
owner is a draft like any other: it goes through the policy (an owner address is allowed without
a person; ``approval_mode = "always"`` holds it) and is sent by the settler, never around the gate.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from mailgate.display import show, text_preview
from mailgate.errors import MailgateError
from mailgate.model import Draft
from mailgate.notify import notice as fmt
from mailgate.notify.chat import ChatTokens
from mailgate.notify.http import Posted, post
from mailgate.notify.notice import HELD, Buttons, Notice
from mailgate.outbound.drafts import SendRequest
from mailgate.outbound.outbox import SubmitResult
from mailgate.settings import Settings

WEBHOOK_SECRET = "notify.webhook.secret"  # noqa: S105 - vault entry names, not secrets
TELEGRAM_BOT_TOKEN = "notify.telegram.bot_token"  # noqa: S105
TELEGRAM_WEBHOOK_SECRET = "notify.telegram.webhook_secret"  # noqa: S105
SLACK_SIGNING_SECRET = "notify.slack.signing_secret"  # noqa: S105
SIGNATURE_HEADER = "X-Mailgate-Signature"
TIMESTAMP_HEADER = "X-Mailgate-Timestamp"
CHANNELS = ("webhook", "slack", "telegram", "discord", "mail")
JSON = {"Content-Type": "application/json"}


@dataclass(frozen=True, kw_only=True)
class Hooks:
    """What the channels need from the gateway (kept as callables: no import cycle, easy to read)."""

    vault_get: Callable[[str], str | None]
    redact: Callable[[str], str]
    approval_link: Callable[[str], str]  # draft id -> token, "" when no link can be made
    public_url: Callable[[], str]
    submit: Callable[[SendRequest], SubmitResult]
    ensure_agent: Callable[[str], None]
    tokens: ChatTokens


def configured(settings: Settings) -> list[str]:
    """The channels the owner configured, in a fixed order."""
    names = {
        "webhook": settings.notify.webhook_url,
        "slack": settings.notify.slack_webhook_url,
        "telegram": settings.notify.telegram_chat_id,
        "discord": settings.notify.discord_webhook_url,
        "mail": settings.notify.mail_to,
    }
    return [c for c in CHANNELS if names[c]]


def sign_webhook(secret: str, timestamp: int, body: bytes) -> str:
    """The webhook signature header value: ``v1=`` + hex HMAC-SHA256(secret, "<timestamp>." + body)."""
    mac = hmac.new(secret.encode("utf-8"), str(timestamp).encode("ascii") + b"." + body, hashlib.sha256)
    return "v1=" + mac.hexdigest()


def _redacted(data: bytes, redact: Callable[[str], str]) -> bytes:
    """A file's text with vault values redacted, as a notice shows the body (UTF-8, lossy)."""
    return redact(data.decode("utf-8", "replace")).encode("utf-8")


class Channels:
    """Build and send one notice on one channel."""

    def __init__(self, settings: Settings, hooks: Hooks) -> None:
        self.settings = settings
        self.hooks = hooks

    def notice(self, draft: Draft, event: str, *, link: bool = True) -> Notice:
        """The notice for ``draft``: agent texts redacted, then every character made visible.

        ``link=False`` leaves out the tap-to-approve link (the notice then names the dashboard).
        """

        def clean(value: str, *, one_line: bool = True) -> str:
            return show(self.hooks.redact(value), one_line=one_line)

        limit = self.settings.notify.preview_chars
        body = self.hooks.redact(draft.body)
        start = show(body[:limit]) + ("\n[…]" if len(body) > limit else "")
        base = self.hooks.public_url().rstrip("/")
        if event == HELD:
            token = self.hooks.approval_link(draft.id) if link else ""
            url = f"{base}/link/{token}" if token else ""
        else:
            url = f"{base}/owner/history"
        recipients = tuple(
            clean(
                f"{r.kind.value}: {r.address.display_name} <{r.address.addr_spec}>"
                if r.address.display_name
                else f"{r.kind.value}: {r.address.addr_spec}"
            )
            for r in draft.recipients
        )
        reasons = draft.verdict.get("reasons", [])
        threading = tuple(
            clean(f"{name}: {value}")
            for name, value in (("In-Reply-To", draft.in_reply_to), ("References", draft.references))
            if value
        )
        files = tuple(
            clean(f"Attachment {n}: {a.filename} ({a.content_type}, {len(a.data)} bytes, sha256 {a.sha256})")
            for n, a in enumerate(draft.attachments, 1)
        )
        # A text file is shown inline by mail clients: it is previewed as the body is.
        file_texts = tuple(
            f"Attachment {n} as text ({clean(a.filename)}):\n{preview.text}"
            + ("\n[…]" if preview.more else "")
            for n, a in enumerate(draft.attachments, 1)
            if (preview := text_preview(a.content_type, _redacted(a.data, self.hooks.redact), limit))
            is not None
        )
        return Notice(
            event=event,
            draft_id=draft.id,
            agent=draft.agent,
            recipients=recipients,
            subject=clean(draft.subject),
            body_start=start,
            reasons=tuple(clean(str(r)) for r in reasons) if isinstance(reasons, list) else (),
            link_url=url,
            dashboard_url=f"{base}/owner/pending",
            expires_at=f"{draft.expires_at:%Y-%m-%d %H:%M} UTC",
            whole=fmt.shows_whole(body, bool(draft.attachments), limit),
            threading=threading,
            files=files,
            file_texts=file_texts,
        )

    def buttons(self, channel: str, draft: Draft) -> Buttons:
        """Signed deciding buttons, only when the owner named who may press them."""
        if not self.settings.notify.deciders(channel):
            return Buttons()
        tokens = self.hooks.tokens
        return Buttons(
            approve=tokens.make(channel, "approve", draft.id, draft.content_hash),
            reject=tokens.make(channel, "reject", draft.id, draft.content_hash),
        )

    def send(self, channel: str, draft: Draft, event: str) -> Posted:
        """Send one notice; the outcome says whether to retry."""
        # A mail goes to the owner's mailbox, which mailgate may well read for an agent: an approval
        # link there is a yes the agent can press for its own draft. Mail names the dashboard.
        n = self.notice(draft, event, link=channel != "mail")
        if channel == "webhook":
            return self._webhook(n)
        if channel == "slack":
            doc = fmt.slack_doc(n, self.buttons("slack", draft))
            return post(self.settings.notify.slack_webhook_url, _json(doc), JSON)
        if channel == "telegram":
            return self._telegram(n, draft)
        if channel == "discord":
            return post(self.settings.notify.discord_webhook_url, _json(fmt.discord_doc(n)), JSON)
        if channel == "mail":
            return self._mail(n)
        return Posted(ok=False, status=0, error=f"unknown channel {channel}")

    def _webhook(self, n: Notice) -> Posted:
        body = _json(fmt.webhook_doc(n))
        headers = dict(JSON)
        secret = self.hooks.vault_get(WEBHOOK_SECRET)
        if secret:
            now = int(time.time())
            headers[TIMESTAMP_HEADER] = str(now)
            headers[SIGNATURE_HEADER] = sign_webhook(secret, now, body)
        return post(self.settings.notify.webhook_url, body, headers)

    def _telegram(self, n: Notice, draft: Draft) -> Posted:
        token = self.hooks.vault_get(TELEGRAM_BOT_TOKEN)
        if not token:
            return Posted(ok=False, status=0, error=f"no bot token in the vault ({TELEGRAM_BOT_TOKEN})")
        doc = fmt.telegram_doc(
            n,
            self.settings.notify.telegram_chat_id,
            self.buttons("telegram", draft),
        )
        url = f"{self.settings.notify.telegram_api_base.rstrip('/')}/bot{token}/sendMessage"
        outcome = post(url, _json(doc), JSON)
        if outcome.ok and not _telegram_ok(outcome.answer):
            return Posted(ok=False, status=outcome.status, error="the Bot API answered ok=false")
        return outcome

    def _mail(self, n: Notice) -> Posted:
        agent = self.settings.notify.mail_agent
        body = fmt.mail_text(n)
        if self.settings.mail.signature == "require":
            body += "\n\n" + self.settings.mail.signature_text.replace("{agent}", agent)
        try:
            self.hooks.ensure_agent(agent)
            result = self.hooks.submit(
                SendRequest(
                    agent=agent,
                    to=[self.settings.notify.mail_to],
                    subject=fmt.mail_subject(n),
                    body=body,
                    idempotency_key=f"notify:{n.draft_id}:{n.event}",
                )
            )
        except MailgateError as exc:
            return Posted(ok=False, status=0, error=f"{type(exc).__name__}: {exc}"[:300])
        if result.state in ("approved", "pending", "sending", "sent"):
            return Posted(ok=True, status=200, answer=result.draft_id.encode("ascii"))
        return Posted(
            ok=False, status=0, error=f"the policy did not pass the notice mail: {result.reasons}"[:300]
        )


def _json(doc: dict[str, object]) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def _telegram_ok(answer: bytes) -> bool:
    try:
        doc = json.loads(answer)
    except ValueError:
        return False
    return isinstance(doc, dict) and doc.get("ok") is True
