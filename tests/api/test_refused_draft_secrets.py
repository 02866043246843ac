"""A draft refused for a vault value in its addresses, names or key keeps the value nowhere readable.

The reasons, the note and the audit rows name the field and the vault entry; the value itself is
neither in them nor in what `mailgate show` and `mailgate audit` print.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from email.message import EmailMessage
from pathlib import Path

import httpx2 as httpx
import pytest

from mailgate import Gateway
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings
from tests.serve import MAILGATE

CANARY = "AKIAQ7XZ3LKD5WN2RT4M"  # the shape `mailgate canary new --kind aws` makes
SECRET = "Zq8vT3kLw9XbN2pR"

# Where the value sits in an API send, and the entry it belongs to.
PLACES = {
    "to-address": ({"to": [f"{CANARY.lower()}@customer.example"]}, CANARY),
    "cc-display-name": (
        {"to": ["bob@customer.example"], "cc": [f"Key {SECRET} <ann@customer.example>"]},
        SECRET,
    ),
    "idempotency-key": ({"to": ["bob@customer.example"], "idempotency_key": f"k-{SECRET}"}, SECRET),
    "in-reply-to": ({"to": ["bob@customer.example"]}, CANARY),
}


@pytest.fixture
def api(gw: Gateway) -> Iterator[tuple[Gateway, str]]:
    listener = HttpListener(build_app(gw), ListenSettings(host="127.0.0.1", port=0)).start()
    yield gw, listener.url
    listener.stop()


def _cli(home: Path, *args: str) -> str:
    done = subprocess.run(
        [MAILGATE, "--home", str(home), *args], capture_output=True, text=True, timeout=120, check=True
    )
    return done.stdout + done.stderr


@pytest.mark.parametrize("place", sorted(PLACES))
def test_a_refused_drafts_value_is_kept_nowhere_in_clear(
    api: tuple[Gateway, str], home: Path, place: str
) -> None:
    gw, url = api
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("aws.canary", CANARY, kind="canary")
    gw.secrets.add_secret("api.key", SECRET)
    fields, value = PLACES[place]
    doc: dict[str, object] = {"subject": "hello", "body": "Hello Bob.", "idempotency_key": "k1", **fields}
    if place == "in-reply-to":
        # The In-Reply-To a reply carries is the Message-ID of the mail it answers: the sender's text.
        msg = EmailMessage()
        msg["From"] = "bob@customer.example"
        msg["To"] = "sales@us.example"
        msg["Subject"] = "question"
        msg["Message-ID"] = f"<{CANARY}@customer.example>"
        msg.set_content("Any news?")
        doc["in_reply_to"] = gw.inbox.ingest(msg.as_bytes(), agent="sales").mail_id
    auth = {"Authorization": f"Bearer {gw.tokens.create('sales', 'mail:send').token}"}
    with httpx.Client(base_url=url, headers=auth) as c:
        sent = c.post("/api/v1/drafts", json=doc).json()
    assert sent["outcome"] == "denied", sent
    assert value not in str(sent) and value.lower() not in str(sent)
    draft = gw.outbox.draft(sent["draft_id"])
    stored = " ".join(
        [
            draft.note,
            str(draft.verdict),
            draft.idempotency_key,
            draft.in_reply_to,
            draft.references,
            *(f"{r.address.display_name} {r.address.addr_spec}" for r in draft.recipients),
        ]
    )
    rows = gw.audit.rows()
    alarm = [r for r in rows if r.action.startswith("alarm.")]
    assert alarm, [r.action for r in rows]
    # The owner is still told which entry and which field.
    entry = "aws.canary" if value == CANARY else "api.key"
    assert entry in draft.note and entry in str(alarm[0].detail)
    shown = _cli(home, "show", draft.id) + _cli(home, "show", "--json", draft.id)
    audited = _cli(home, "audit") + _cli(home, "audit", "--json")
    assert entry in shown
    for text in (stored, " ".join(str(r.detail) for r in rows), shown, audited):
        assert value not in text and value.lower() not in text, place
