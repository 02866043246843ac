"""What each channel is sent when a draft is held or a send ends unknown, retries, and the mail channel."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from datetime import timedelta
from email import message_from_bytes
from email.message import Message
from pathlib import Path
from urllib.parse import urlsplit

import httpx2 as httpx
import pytest
from sqlalchemy import text

from mailgate import DraftState, SendRequest, open_gateway
from mailgate.cli.main import main
from mailgate.clock import now as clock_now
from mailgate.model import Attachment
from mailgate.notify.chat import ChatTokens
from mailgate.notify.delivery import MAX_TRIES, RETRY_DELAYS
from mailgate.notify.notice import discord_escape
from tests.conftest import Recorder, StartServer, make_home
from tests.notify.conftest import (
    TELEGRAM_BOT_TOKEN,
    WEBHOOK_SECRET,
    hold,
    notify_home,
)
from tests.serve import Serve

HOSTILE_SUBJECT = "Offer <!channel> [Approve](https://evil.example) @everyone"
HOSTILE_BODY = "Hi e\u200dx Bob,\n<https://evil.example|Approve here> *now*\n"


def _link_token(url: str) -> str:
    parts = urlsplit(url)
    assert parts.scheme == "https" and parts.netloc == "mailgate.example.test", url
    assert parts.path.startswith("/link/")
    return parts.path.removeprefix("/link/")


def test_webhook_notice_is_signed_and_carries_the_draft(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    gw = notify_home(tmp_path / "h", store_url, recorder)
    held = hold(gw)
    report = gw.notices.run()
    assert sorted(report.sent) == sorted(
        f"{held.draft_id}/held/{c}" for c in ("webhook", "slack", "telegram", "discord")
    )
    (hit,) = recorder.on("/hook")
    stamp = hit.headers["x-mailgate-timestamp"]
    expected = hmac.new(WEBHOOK_SECRET.encode(), stamp.encode() + b"." + hit.body, hashlib.sha256).hexdigest()
    assert hit.headers["x-mailgate-signature"] == "v1=" + expected
    doc = hit.json()
    assert doc["event"] == "draft.held" and doc["draft_id"] == held.draft_id and doc["agent"] == "sales"
    assert doc["recipients"] == ["to: Bob <bob@customer.example>"]
    assert doc["subject"] == "Offer" and str(doc["body_start"]).startswith("Hello Bob,\nhere is the offer.")
    # The approve link opens exactly this draft on the tap-to-approve page.
    assert gw.links.open(_link_token(str(doc["approve_url"]))).id == held.draft_id
    # The draft stays held: a notice only tells.
    assert gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    # A second pass tells nobody again.
    assert gw.notices.run().sent == [] and len(recorder.on("/hook")) == 1
    gw.store.dispose()


def test_slack_without_deciders_gets_url_buttons_to_the_link_page(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    gw = notify_home(tmp_path / "h", store_url, recorder)
    held = hold(gw, subject=HOSTILE_SUBJECT, body=HOSTILE_BODY)
    gw.notices.run()
    doc = recorder.on("/slack")[0].json()
    blocks = doc["blocks"]
    assert isinstance(blocks, list)
    (actions,) = [b for b in blocks if b["type"] == "actions"]
    approve, reject = actions["elements"]
    assert approve["type"] == reject["type"] == "button"
    assert approve["text"]["text"] == "Approve" and reject["text"]["text"] == "Reject"
    assert "value" not in approve and "value" not in reject
    assert gw.links.open(_link_token(approve["url"])).id == held.draft_id
    # Agent text only ever sits in plain_text objects: no link, mention or markup is read in it.
    texts = [b["text"] for b in blocks if b["type"] == "section"]
    assert all(t["type"] == "plain_text" for t in texts)
    shown = "\n".join(t["text"] for t in texts)
    assert "e<U+200D>x" in shown and "\u200d" not in shown
    assert "<!channel>" not in str(doc["text"])
    gw.store.dispose()


def test_slack_and_telegram_with_deciders_carry_signed_tokens(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    extra = 'slack_deciders = ["U123"]\ntelegram_deciders = [456]\n'
    gw = notify_home(tmp_path / "h", store_url, recorder, extra)
    held = hold(gw)
    gw.notices.run()
    slack = recorder.on("/slack")[0].json()
    (actions,) = [b for b in slack["blocks"] if b["type"] == "actions"]  # type: ignore[union-attr]
    values = {e["action_id"]: e.get("value", "") for e in actions["elements"]}
    tg_hits = recorder.on(f"/tg/bot{TELEGRAM_BOT_TOKEN}/sendMessage")
    assert len(tg_hits) == 1
    tg = tg_hits[0].json()
    assert tg["chat_id"] == "456" and "parse_mode" not in tg
    assert "Hello Bob," in str(tg["text"])
    keyboard = tg["reply_markup"]["inline_keyboard"]  # type: ignore[index]
    datas = [b["callback_data"] for row in keyboard for b in row if "callback_data" in b]
    assert next(b["url"] for row in keyboard for b in row if "url" in b).startswith(
        "https://mailgate.example.test/link/"
    )
    tokens = gw.chat.tokens
    for channel, approve, reject in (
        ("slack", values["mailgate.approve"], values["mailgate.reject"]),
        ("telegram", datas[0], datas[1]),
    ):
        assert len(approve.encode()) <= 64 and len(reject.encode()) <= 64  # Telegram's callback_data limit
        for token, action in ((approve, "approve"), (reject, "reject")):
            parsed = ChatTokens.parse(token)
            assert (parsed.action, parsed.draft_id) == (action, held.draft_id)
            tokens.check(channel, parsed, held.content_hash)  # bound to the content shown
    gw.store.dispose()


def test_a_reply_names_the_message_it_answers_wherever_it_can_be_approved(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    # An Approve press covers In-Reply-To and References too (the hash binds them): the thread the
    # mail joins at the recipient is shown with the rest.
    extra = 'slack_deciders = ["U123"]\ntelegram_deciders = [456]\n'
    gw = notify_home(tmp_path / "h", store_url, recorder, extra)
    raw = b"From: bob@customer.example\r\nTo: sales@us.example\r\nSubject: Offer\r\n"
    raw += b"Message-ID: <thread-7@customer.example>\r\n\r\nSend me the offer.\r\n"
    mail_id = gw.inbox.ingest(raw, agent="sales").mail_id
    held = gw.outbox.submit(
        SendRequest(
            agent="sales", to=["bob@customer.example"], subject="Offer", body="Here.\n", in_reply_to=mail_id
        ),
        require_key=False,
    )
    assert held.state == "pending", held
    gw.notices.run()
    line = "In-Reply-To: <thread-7@customer.example>"
    assert line in json.dumps(recorder.on("/slack")[0].json())
    assert line in str(recorder.on(f"/tg/bot{TELEGRAM_BOT_TOKEN}/sendMessage")[0].json()["text"])
    assert line in recorder.on("/hook")[0].json()["threading"]
    assert discord_escape(line) in str(recorder.on("/discord")[0].json()["content"])  # markdown escaped
    gw.store.dispose()


def test_no_approve_button_for_a_draft_the_notice_shows_only_the_start_of(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    # Pressing Approve in chat approves the whole draft: offered only when the notice shows it all.
    extra = 'slack_deciders = ["U123"]\ntelegram_deciders = [456]\npreview_chars = 40\n'
    gw = notify_home(tmp_path / "h", store_url, recorder, extra)
    hold(gw, body="Hello Bob, here is the offer.\nP.S. pay invoice 4471 to DE89 3704 0044 0532 0130 00.\n")
    gw.notices.run()
    slack = recorder.on("/slack")[0].json()
    (actions,) = [b for b in slack["blocks"] if b["type"] == "actions"]  # type: ignore[union-attr]
    assert all("value" not in e for e in actions["elements"])  # type: ignore[union-attr]
    assert all(str(e["url"]).startswith("https://mailgate.example.test/link/") for e in actions["elements"])  # type: ignore[union-attr]
    tg = recorder.on(f"/tg/bot{TELEGRAM_BOT_TOKEN}/sendMessage")[0].json()
    keyboard = tg["reply_markup"]["inline_keyboard"]  # type: ignore[index]
    assert [b for row in keyboard for b in row if "callback_data" in b] == []
    assert [b["text"] for row in keyboard for b in row] == ["Open"]
    gw.store.dispose()


def test_chat_notices_show_the_threading_headers_and_the_text_of_text_files(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    # A mail client threads a reply by In-Reply-To and References and shows a text file inline:
    # a chat notice tells the person both, its text escaped as the body is.
    gw = notify_home(tmp_path / "h", store_url, recorder, "[mail]\nallow_attachments = true\n")
    asked = gw.inbox.ingest(
        b"From: kim@customer.example\r\nTo: sales@us.example\r\nSubject: Figures?\r\n"
        b"Message-ID: <q2@customer.example>\r\nReferences: <q1@customer.example>\r\n\r\nFigures?\r\n",
        agent="sales",
    )
    csv = "name,iban\nEve,DE89\u202e3704\n".encode()
    held = gw.outbox.submit(
        SendRequest(
            agent="sales",
            to=["kim@customer.example"],
            subject="Figures",
            body="Attached.",
            in_reply_to=asked.mail_id,
            attachments=(Attachment(filename="payees.csv", content_type="text/csv", data=csv),),
        ),
        require_key=False,
    )
    assert held.state == "pending"
    gw.notices.run()
    slack = recorder.on("/slack")[0].json()
    shown_slack = "\n".join(b["text"]["text"] for b in slack["blocks"] if b["type"] == "section")  # type: ignore[index,union-attr]
    telegram = str(recorder.on(f"/tg/bot{TELEGRAM_BOT_TOKEN}/sendMessage")[0].json()["text"])
    discord = str(recorder.on("/discord")[0].json()["content"]).replace("\\", "")
    webhook = recorder.on("/hook")[0].json()
    for shown in (shown_slack, telegram, discord, json.dumps(webhook, ensure_ascii=False)):
        assert "In-Reply-To: <q2@customer.example>" in shown, shown
        assert "References: <q1@customer.example> <q2@customer.example>" in shown, shown
        assert "payees.csv (text/csv" in shown and "Eve,DE89<U+202E>3704" in shown, shown
        assert "\u202e" not in shown
    gw.store.dispose()


def test_discord_gets_escaped_text_no_mentions_no_previews(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    gw = notify_home(tmp_path / "h", store_url, recorder)
    hold(gw, subject=HOSTILE_SUBJECT, body=HOSTILE_BODY)
    gw.notices.run()
    doc = recorder.on("/discord")[0].json()
    assert doc["allowed_mentions"] == {"parse": []}
    assert doc["flags"] == 4  # SUPPRESS_EMBEDS
    content = str(doc["content"])
    assert "[Approve](https" not in content and r"\[Approve\]\(https" in content
    assert "\\@everyone" in content
    assert (
        content.rstrip().splitlines()[-1].startswith("Approve or reject: https://mailgate.example.test/link/")
    )
    gw.store.dispose()


def test_no_payload_carries_a_vault_value(tmp_path: Path, store_url: str, recorder: Recorder) -> None:
    gw = notify_home(
        tmp_path / "h", store_url, recorder, 'slack_deciders = ["U123"]\ntelegram_deciders = ["456"]\n'
    )
    hold(gw)
    gw.notices.run()
    assert len(recorder.hits) == 4
    for hit in recorder.hits:
        parts = {"body": hit.body.decode("utf-8"), "headers": json.dumps(hit.headers)}
        assert gw.secrets.scan_parts(parts) == [], hit.path
    # The scanner does see these values where they would be: the bot token is in the Bot API path only.
    tg = next(h for h in recorder.hits if h.path.startswith("/tg/"))
    assert [h.name for h in gw.secrets.scan_parts({"path": tg.path})] == ["notify.telegram.bot_token"]
    gw.store.dispose()


def test_a_failing_endpoint_is_retried_with_backoff_and_counted(
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
    recorder.plan = [500]
    start = clock_now()
    first = gw.notices.run(start)
    assert first.retrying == [f"{held.draft_id}/held/webhook"] and first.sent == []
    assert gw.notices.counts() == {"pending": 1, "retries": 0}
    assert gw.notices.for_draft(held.draft_id)[0].last_error == "HTTP 500"
    # Not due before the backoff: nothing is sent.
    assert gw.notices.run(start + RETRY_DELAYS[0] - timedelta(seconds=1)).sent == []
    assert len(recorder.hits) == 1
    # A restart loses nothing: the retry state is in the store.
    gw.store.dispose()
    gw = open_gateway(home)
    second = gw.notices.run(start + RETRY_DELAYS[0])
    assert second.sent == [f"{held.draft_id}/held/webhook"]
    assert len(recorder.hits) == 2
    assert gw.notices.counts() == {"sent": 1, "retries": 1}
    (row,) = gw.notices.for_draft(held.draft_id)
    assert row.tries == 2 and row.state == "sent"
    assert gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    gw.store.dispose()


def test_a_channel_that_stays_down_is_given_up_after_five_tries(
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
    recorder.plan = [503] * 10
    at = clock_now()
    outcomes = []
    for delay in (timedelta(0), *RETRY_DELAYS):
        at += delay
        report = gw.notices.run(at)
        outcomes.append((len(report.retrying), len(report.failed)))
    assert outcomes == [(1, 0)] * (MAX_TRIES - 1) + [(0, 1)]
    assert len(recorder.hits) == MAX_TRIES == 5
    assert gw.notices.counts() == {"failed": 1, "retries": 4}
    # Given up: no sixth try, however late; the draft is still held for the owner.
    assert gw.notices.run(at + timedelta(days=1)).failed == [] and len(recorder.hits) == 5
    assert gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    gw.store.dispose()


def test_a_draft_decided_before_its_notice_goes_out_is_not_told(
    tmp_path: Path, store_url: str, recorder: Recorder
) -> None:
    gw = notify_home(tmp_path / "h", store_url, recorder)
    held = hold(gw)
    recorder.plan = [500] * 4
    gw.notices.run()  # every channel fails once
    gw.outbox.deny(held.draft_id, by="owner", reason="no")
    report = gw.notices.run(clock_now() + RETRY_DELAYS[0])
    assert report.moot == 4 and report.sent == []
    assert gw.notices.counts()["moot"] == 4
    gw.store.dispose()


def test_two_processes_tell_each_held_draft_once(tmp_path: Path, store_url: str, recorder: Recorder) -> None:
    gw = notify_home(tmp_path / "h", store_url, recorder)
    other = open_gateway(gw.home)
    hold(gw)
    gw.notices.run()
    other.notices.run()
    assert sorted(h.path.split("/")[1] for h in recorder.hits) == ["discord", "hook", "slack", "tg"]
    other.store.dispose()
    gw.store.dispose()


def smtp_config(capture_port: int, ca_file: Path, timeout: int = 10) -> str:
    """The [smtp] section that sends to a STARTTLS capture server."""
    return (
        "[smtp]\n"
        'host = "127.0.0.1"\n'
        f"port = {capture_port}\n"
        'tls = "starttls"\n'
        'from_addr = "sales@us.example"\n'
        f'ca_file = "{ca_file}"\n'
        f"timeout_secs = {timeout}\n"
    )


def _text_of(raw: bytes) -> str:
    msg: Message = message_from_bytes(raw)
    payload = msg.get_payload(decode=True)
    assert isinstance(payload, bytes)
    return payload.decode(msg.get_content_charset() or "utf-8")


def test_owner_mail_goes_through_the_policy_and_the_settler(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    capture = start_server("starttls")
    home = make_home(
        tmp_path / "h",
        store_url,
        smtp_config(capture.port, capture.ca_file)
        + '[dropfolder]\nenabled = false\n[web]\npublic_url = "https://mailgate.example.test"\n'
        '[notify]\nmail_to = "me@owner.example"\n',
    )
    gw = open_gateway(home)
    gw.rules.add_agent("sales")
    gw.rules.add_owner("me@owner.example")
    held = hold(gw, body="Hello Bob,\nhere is the offer \U0001f468\u200d\U0001f4bb.\n")
    report = gw.notices.run()
    assert report.sent == [f"{held.draft_id}/held/mail"]
    # The notice is a draft of its own agent, allowed by the owner-only rule: not held, not told about.
    (carrier,) = gw.outbox.drafts(agent="mailgate")
    assert carrier.state is DraftState.APPROVED and carrier.approved_by == "policy:owner-only"
    assert gw.notices.run().created == 0
    assert gw.sending.settle().sent == [carrier.id]
    (msg,) = capture.messages
    assert msg.rcpt_tos == ("me@owner.example",)
    body = _text_of(msg.data)
    assert "a draft from agent sales is held for you" in body
    # Nothing of the draft in a mail (another agent may read this mailbox, session 8), and no
    # approval link (the agent could press it, session 7): the dashboard, behind the login.
    assert "here is the offer" not in body and "bob@customer.example" not in body
    assert "/link/" not in body
    assert "decide on the dashboard: https://mailgate.example.test/owner/pending" in body
    gw.store.dispose()


def test_a_notice_mail_read_back_by_the_agent_cannot_approve_its_draft(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    # The owner's mailbox is where notice mails go, and often the very mailbox mailgate reads for
    # its agent. Whatever a notice mail carries, the agent can read: it must not carry a decision.
    capture = start_server("starttls")
    home = make_home(
        tmp_path / "h",
        store_url,
        smtp_config(capture.port, capture.ca_file)
        + '[dropfolder]\nenabled = false\n[notify]\nmail_to = "me@owner.example"\n'
        # The notices' own agent makes two: the owner names the one that reads the mailbox.
        + '[mail]\ndefault_agent = "sales"\n',
    )
    gw = open_gateway(home)
    gw.rules.add_agent("sales")
    gw.rules.add_owner("me@owner.example")
    token = gw.tokens.create("sales", "mail:read,mail:send").token
    serve = Serve(home)
    try:
        with httpx.Client(base_url=serve.url, headers={"Authorization": f"Bearer {token}"}) as agent:
            sent = agent.post(
                "/api/v1/drafts",
                json={
                    "to": ["eve@attacker.example"],
                    "subject": "Payroll",
                    "body": "The payroll export.",
                    "idempotency_key": "k1",
                },
            ).json()
            assert sent["outcome"] == "held", sent
            gw.notices.run()
            gw.sending.settle()
            (notice,) = capture.messages
            # The owner's mailbox is polled: the notice lands in the only agent's inbox.
            assert gw.inbox.ingest(notice.data).outcome == "stored"
            (listed,) = agent.get("/api/v1/mail").json()["mails"]
            fenced = agent.get(f"/api/v1/mail/{listed['id']}").json()["fenced"]
            assert sent["draft_id"] in fenced  # the agent reads the notice about its own draft
            with httpx.Client(base_url=serve.url, follow_redirects=False) as browser:
                for path in re.findall(r"/(?:link|owner/login/link)/[A-Za-z0-9_.=-]+", fenced):
                    browser.post(path, data={"decision": "approve"})
        assert gw.outbox.draft(sent["draft_id"]).state is DraftState.PENDING
        assert "/link/" not in fenced
    finally:
        serve.stop()
        gw.store.dispose()


def test_owner_mail_to_an_address_that_is_not_the_owners_is_held_like_any_mail(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    capture = start_server("starttls")
    home = make_home(
        tmp_path / "h",
        store_url,
        smtp_config(capture.port, capture.ca_file)
        + '[dropfolder]\nenabled = false\n[notify]\nmail_to = "x@elsewhere.example"\n',
    )
    gw = open_gateway(home)
    gw.rules.add_agent("sales")
    hold(gw)
    gw.notices.run()
    (carrier,) = gw.outbox.drafts(agent="mailgate")
    assert carrier.state is DraftState.PENDING  # the gate held it: nothing bypasses the policy
    assert gw.sending.settle().sent == [] and capture.messages == []
    gw.store.dispose()


def test_an_unknown_send_is_told_with_the_history_link(
    tmp_path: Path, store_url: str, recorder: Recorder, start_server: StartServer
) -> None:
    capture = start_server("starttls", faults=["stall_after_data"])
    smtp = (
        f'[smtp]\nhost = "127.0.0.1"\nport = {capture.port}\nca_file = "{capture.ca_file}"\n'
        'from_addr = "sales@us.example"\ntimeout_secs = 1\n'
    )
    gw = notify_home(tmp_path / "h", store_url, recorder, smtp)
    gw.rules.add_grant("bob@customer.example")
    sent = gw.outbox.submit(
        SendRequest(agent="sales", to=["bob@customer.example"], subject="Hi", body="Hello"),
        require_key=False,
    )
    assert sent.state == "approved"
    assert gw.sending.settle().unknown == [sent.draft_id]
    report = gw.notices.run()
    assert sorted(report.sent) == sorted(
        f"{sent.draft_id}/unknown/{c}" for c in ("webhook", "slack", "telegram", "discord")
    )
    doc = recorder.on("/hook")[0].json()
    assert doc["event"] == "draft.unknown"
    assert doc["history_url"] == "https://mailgate.example.test/owner/history"
    assert doc["approve_url"] == ""
    slack = recorder.on("/slack")[0].json()
    (actions,) = [b for b in slack["blocks"] if b["type"] == "actions"]  # type: ignore[union-attr]
    assert [e["url"] for e in actions["elements"]] == ["https://mailgate.example.test/owner/history"]
    with gw.store.read() as tx:
        assert tx.execute(text("SELECT count(*) FROM notifications WHERE event = 'held'")).scalar() == 0
    gw.store.dispose()


def test_the_notify_command_runs_one_pass_and_shows_the_counters(
    tmp_path: Path, store_url: str, recorder: Recorder, capsys: pytest.CaptureFixture[str]
) -> None:
    gw = notify_home(tmp_path / "h", store_url, recorder)
    held = hold(gw)
    gw.store.dispose()
    capsys.readouterr()
    assert main(["--home", str(gw.home), "notify", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["created"] == 4 and f"{held.draft_id}/held/discord" in report["sent"]
    assert main(["--home", str(gw.home), "notify", "--status", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"sent": 4, "retries": 0}
