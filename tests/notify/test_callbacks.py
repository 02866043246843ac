"""Deciding from chat against a real `mailgate serve`: requests signed exactly as Slack and Telegram
sign them, and forged, stale, replayed, tampered and unlisted ones."""

from __future__ import annotations

import hashlib
import hmac
import json
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import httpx2 as httpx
import pytest

from mailgate import DraftState, Gateway, SubmitResult, open_gateway
from mailgate.testing.capture import CaptureServer
from tests.conftest import Recorder, StartServer, make_home
from tests.notify.conftest import (
    SLACK_SECRET,
    TELEGRAM_WEBHOOK_SECRET,
    hold,
)
from tests.serve import MAILGATE, Serve

SLACK = "/notify/slack/actions"
TELEGRAM = "/notify/telegram/callback"


@dataclass
class Chat:
    """A running serve whose home has Slack and Telegram deciders, and a capture SMTP server."""

    gw: Gateway
    serve: Serve
    capture: CaptureServer
    recorder: Recorder
    http: httpx.Client

    def held(self) -> SubmitResult:
        return hold(self.gw)

    def token(self, channel: str, action: str, held: SubmitResult) -> str:
        return self.gw.chat.tokens.make(channel, action, held.draft_id, held.content_hash)

    def slack(
        self,
        value: str,
        *,
        user: str = "U123",
        action_id: str = "mailgate.approve",
        stamp: int | None = None,
        secret: str = SLACK_SECRET,
        body: str | None = None,
    ) -> httpx.Response:
        """POST an interaction payload signed as Slack signs it."""
        payload = {
            "type": "block_actions",
            "user": {"id": user, "username": "owner"},
            "actions": [{"type": "button", "action_id": action_id, "block_id": "mailgate", "value": value}],
            "response_url": f"{self.recorder.url}/slack-response/T1",
        }
        raw = body if body is not None else urlencode({"payload": json.dumps(payload)})
        ts = str(int(time.time()) if stamp is None else stamp)
        mac = hmac.new(secret.encode(), f"v0:{ts}:{raw}".encode(), hashlib.sha256).hexdigest()
        return self.post_slack(raw, ts, "v0=" + mac)

    def post_slack(self, raw: str, ts: str, signature: str) -> httpx.Response:
        return self.http.post(
            SLACK,
            content=raw.encode(),
            headers={
                "Content-Type": "application/x-www-form-urlencoded",
                "X-Slack-Request-Timestamp": ts,
                "X-Slack-Signature": signature,
            },
        )

    def telegram(
        self,
        data: str,
        *,
        user: int = 456,
        query_id: str = "4382bfdwdsb323b2d9",
        secret: str | None = TELEGRAM_WEBHOOK_SECRET,
    ) -> httpx.Response:
        """POST a callback_query update as Telegram's webhook does."""
        update = {
            "update_id": 10000,
            "callback_query": {
                "id": query_id,
                "from": {"id": user, "is_bot": False, "first_name": "Owner"},
                "message": {"message_id": 7, "chat": {"id": 456, "type": "private"}, "date": 1},
                "chat_instance": "-1",
                "data": data,
            },
        }
        headers = {"Content-Type": "application/json"}
        if secret is not None:
            headers["X-Telegram-Bot-Api-Secret-Token"] = secret
        return self.http.post(TELEGRAM, content=json.dumps(update).encode(), headers=headers)

    def refusals(self) -> list[str]:
        rows = [r for r in self.gw.audit.rows() if r.action == "chat.refused"]
        return [str(json.loads(r.detail)["why"]) for r in rows]

    def settle_once(self) -> None:
        done = subprocess.run(
            [MAILGATE, "--home", str(self.gw.home), "settle", "--once"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr


DECIDERS = 'slack_deciders = ["U123"]\ntelegram_deciders = [456]\n'


@pytest.fixture
def chat(tmp_path: Path, store_url: str, start_server: StartServer, recorder: Recorder) -> Iterator[Chat]:
    yield from _chat(tmp_path, store_url, start_server, recorder, DECIDERS)


@pytest.fixture
def chat_without_deciders(
    tmp_path: Path, store_url: str, start_server: StartServer, recorder: Recorder
) -> Iterator[Chat]:
    yield from _chat(tmp_path, store_url, start_server, recorder, "")


def _chat(
    tmp_path: Path, store_url: str, start_server: StartServer, recorder: Recorder, deciders: str
) -> Iterator[Chat]:
    capture = start_server("starttls")
    config = (
        "[smtp]\n"
        'host = "127.0.0.1"\n'
        f"port = {capture.port}\n"
        'tls = "starttls"\n'
        'from_addr = "sales@us.example"\n'
        f'ca_file = "{capture.ca_file}"\n'
        "timeout_secs = 10\n"
        "[dropfolder]\nenabled = false\n"
        "[notify]\n" + deciders + f'slack_response_base = "{recorder.url}/slack-response/"\n'
    )
    gw = open_gateway(make_home(tmp_path / "home", store_url, config))
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("notify.slack.signing_secret", SLACK_SECRET)
    gw.secrets.add_secret("notify.telegram.webhook_secret", TELEGRAM_WEBHOOK_SECRET)
    serve = Serve(gw.home)
    client = httpx.Client(base_url=serve.url, timeout=30)
    yield Chat(gw=gw, serve=serve, capture=capture, recorder=recorder, http=client)
    client.close()
    serve.stop()
    gw.store.dispose()


def test_a_slack_approval_is_sent_and_a_second_one_is_told_who_decided(chat: Chat) -> None:
    held = chat.held()
    answer = chat.slack(chat.token("slack", "approve", held))
    assert answer.status_code == 200 and answer.json()["text"].startswith("Approved")
    draft = chat.gw.outbox.draft(held.draft_id)
    assert draft.state is DraftState.APPROVED and draft.approved_by == "slack:U123"
    # The answer also went to Slack's response_url (ephemeral, the original message kept).
    (reply,) = chat.recorder.on("/slack-response/T1")
    assert reply.json() == {
        "response_type": "ephemeral",
        "replace_original": False,
        "text": answer.json()["text"],
    }
    chat.settle_once()
    (msg,) = chat.capture.messages
    assert msg.rcpt_tos == ("bob@customer.example",) and b"here is the offer" in msg.data
    # A second press (a new, validly signed request) is told who decided first.
    again = chat.slack(chat.token("slack", "reject", held), action_id="mailgate.reject")
    assert again.status_code == 200
    assert again.json()["text"].startswith("Already sent by slack:U123")
    assert chat.refusals() == ["decided"]


def test_a_telegram_rejection_answers_the_callback_and_the_first_decision_wins(chat: Chat) -> None:
    held = chat.held()
    answer = chat.telegram(chat.token("telegram", "reject", held))
    assert answer.status_code == 200
    doc = answer.json()
    assert doc["method"] == "answerCallbackQuery" and doc["callback_query_id"] == "4382bfdwdsb323b2d9"
    assert doc["text"].startswith("Rejected")
    draft = chat.gw.outbox.draft(held.draft_id)
    assert draft.state is DraftState.REJECTED and "telegram by 456" in draft.note
    late = chat.telegram(chat.token("telegram", "approve", held), query_id="other-press")
    assert late.json()["text"].startswith("Already rejected (denied: rejected from telegram by 456)")
    chat.settle_once()
    assert chat.capture.messages == []


def test_slack_requests_with_bad_signatures_or_stale_timestamps_are_refused(chat: Chat) -> None:
    held = chat.held()
    value = chat.token("slack", "approve", held)
    assert chat.slack(value, secret="not-the-signing-secret").status_code == 401
    assert chat.slack(value, stamp=int(time.time()) - 301).status_code == 401  # signed, but stale
    assert chat.slack(value, stamp=int(time.time()) + 301).status_code == 401
    assert chat.post_slack("payload=%7B%7D", str(int(time.time())), "").status_code == 401
    # Signed correctly but carrying no mailgate button: checked, and refused as tampered.
    junk = chat.slack("x")
    assert junk.status_code == 200 and "not one mailgate made" in junk.json()["text"]
    assert chat.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert chat.refusals() == ["bad-signature", "stale", "stale", "unsigned", "tampered"]


def test_a_signed_body_altered_in_flight_is_refused(chat: Chat) -> None:
    held = chat.held()
    ts = str(int(time.time()))
    signed = urlencode({"payload": json.dumps({"type": "block_actions", "actions": []})})
    mac = hmac.new(SLACK_SECRET.encode(), f"v0:{ts}:{signed}".encode(), hashlib.sha256).hexdigest()
    payload = {
        "type": "block_actions",
        "user": {"id": "U123"},
        "actions": [{"action_id": "mailgate.approve", "value": chat.token("slack", "approve", held)}],
    }
    swapped = urlencode({"payload": json.dumps(payload)})
    assert chat.post_slack(swapped, ts, "v0=" + mac).status_code == 401
    assert chat.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert chat.refusals() == ["bad-signature"]


def test_unlisted_users_tampered_tokens_and_replays_are_refused_and_audited(chat: Chat) -> None:
    held = chat.held()
    value = chat.token("slack", "approve", held)
    stranger = chat.slack(value, user="U999")
    assert stranger.status_code == 200 and "not on mailgate's list" in stranger.json()["text"]
    assert "mailgate approve" in stranger.json()["text"]
    flipped = "r" + value[1:]  # the approve tag on a reject button
    forged_tag = value[:-4] + ("AAAA" if not value.endswith("AAAA") else "BBBB")
    telegram_token = chat.token("telegram", "approve", held)  # made for another channel
    other = chat.gw.outbox.drafts()[0]
    for token in (flipped, forged_tag, telegram_token, "a.dffffffffffffffff." + value[-22:], "garbage"):
        r = chat.slack(token)
        assert r.status_code == 200 and "not one mailgate made" in r.json()["text"], token
    assert other.id == held.draft_id
    assert chat.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    # The same signed request twice: the second delivery is refused, even though the first decided.
    ts = int(time.time())
    first = chat.slack(value, stamp=ts)
    assert first.json()["text"].startswith("Approved")
    replay = chat.slack(value, stamp=ts)
    assert "delivered before" in replay.json()["text"]
    assert chat.refusals() == ["user", *["tampered"] * 5, "replay"]
    refused = [r for r in chat.gw.audit.rows() if r.action == "chat.refused"]
    assert refused[0].actor == "slack:U999" and refused[-1].subject == held.draft_id


def test_with_no_deciders_listed_a_genuine_signed_press_decides_nothing_and_says_how_to_approve(
    chat_without_deciders: Chat,
) -> None:
    # An empty allow-list fails closed: the button's token is genuine and the platform's signature
    # checks, but nobody is named who may decide there, so nothing is approved.
    chat = chat_without_deciders
    held = chat.held()
    slack = chat.slack(chat.token("slack", "approve", held))
    assert slack.status_code == 200
    assert "notify.slack_deciders is empty" in slack.json()["text"]
    assert "mailgate approve" in slack.json()["text"]
    tg = chat.telegram(chat.token("telegram", "approve", held))
    assert "notify.telegram_deciders is empty" in tg.json()["text"]
    assert chat.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert chat.refusals() == ["no-deciders", "no-deciders"]
    refused = [r for r in chat.gw.audit.rows() if r.action == "chat.refused"]
    assert [r.actor for r in refused] == ["slack:U123", "telegram:456"]


def test_telegram_callbacks_without_the_secret_token_unlisted_or_replayed_are_refused(chat: Chat) -> None:
    held = chat.held()
    data = chat.token("telegram", "approve", held)
    assert chat.telegram(data, secret="wrong-secret-token").status_code == 401
    assert chat.telegram(data, secret=None).status_code == 401
    stranger = chat.telegram(data, user=999)
    assert "not on mailgate's list" in stranger.json()["text"]
    assert "not one mailgate made" in chat.telegram("r" + data[1:], query_id="q2").json()["text"]
    assert chat.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert chat.telegram(data, query_id="q3").json()["text"].startswith("Approved")
    assert "delivered before" in chat.telegram(data, query_id="q3").json()["text"]
    assert chat.refusals() == ["bad-signature", "unsigned", "user", "tampered", "replay"]
    chat.settle_once()
    assert len(chat.capture.messages) == 1
    assert chat.gw.outbox.draft(held.draft_id).approved_by == "telegram:456"


# Fills the 300 characters a notice shows (notify.preview_chars' default); the rest is never shown.
SHOWN_PART = "Hello Bob,\n" + "here is the offer we discussed on the phone today. " * 5
HIDDEN_TAIL = "\nP.S. Our bank details changed: pay invoice 4471 to DE89 3704 0044 0532 0130 00.\n"


def test_an_approve_button_never_approves_text_the_notice_did_not_show(chat: Chat) -> None:
    # A notice shows the first notify.preview_chars characters; a button press approves the whole
    # draft. An agent that puts the harmless part first must not get its tail approved from chat.
    assert len(SHOWN_PART) <= 300 < len(SHOWN_PART + HIDDEN_TAIL)
    held = hold(chat.gw, body=SHOWN_PART + HIDDEN_TAIL)
    answer = chat.slack(chat.token("slack", "approve", held))
    assert answer.status_code == 200
    assert "approval page" in answer.json()["text"] and not answer.json()["text"].startswith("Approved")
    tg = chat.telegram(chat.token("telegram", "approve", held))
    assert "approval page" in tg.json()["text"]
    assert chat.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert chat.refusals() == ["not-shown", "not-shown"]
    # Rejecting needs no text seen; a draft the notice shows whole is still approved from chat.
    rejected = chat.slack(chat.token("slack", "reject", held), action_id="mailgate.reject")
    assert rejected.json()["text"].startswith("Rejected")
    short = hold(chat.gw, subject="Short")  # the body and the signature fit the preview
    assert chat.slack(chat.token("slack", "approve", short)).json()["text"].startswith("Approved")


def test_without_the_channel_secrets_in_the_vault_nothing_is_decided(chat: Chat) -> None:
    held = chat.held()
    chat.gw.secrets.remove_secret("notify.slack.signing_secret")
    chat.gw.secrets.remove_secret("notify.telegram.webhook_secret")
    assert chat.slack(chat.token("slack", "approve", held)).status_code == 503
    assert chat.telegram(chat.token("telegram", "approve", held)).status_code == 503
    assert chat.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert chat.refusals() == ["not-configured", "not-configured"]


def test_serve_tells_the_owner_about_a_draft_held_before_it_started(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    home = make_home(
        tmp_path / "h",
        store_url,
        f'[dropfolder]\nenabled = false\n[notify]\nwebhook_url = "{recorder.url}/hook"\n',
    )
    gw = open_gateway(home)
    gw.rules.add_agent("sales")
    held = hold(gw)
    serve = Serve(home)
    try:
        deadline = time.monotonic() + 60
        while not recorder.on("/hook"):
            assert time.monotonic() < deadline, "serve sent no notice within 60 s"
            time.sleep(0.05)
    finally:
        serve.stop()
    assert recorder.on("/hook")[0].json()["draft_id"] == held.draft_id
    assert gw.notices.counts() == {"sent": 1, "retries": 0}
    gw.store.dispose()
