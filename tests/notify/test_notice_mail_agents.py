"""A notice mailed to the owner carries no agent's draft: the owner's mailbox may be another agent's inbox."""

from __future__ import annotations

from email import message_from_bytes
from pathlib import Path

import httpx2 as httpx

from mailgate import DraftState, open_gateway
from tests.conftest import StartServer, make_home
from tests.notify.test_channels import smtp_config
from tests.serve import Serve


def test_a_notice_mail_does_not_show_one_agents_draft_to_another(
    tmp_path: Path, store_url: str, start_server: StartServer
) -> None:
    # Two agents; the owner's mailbox, where notice mails go, is polled into agent sales's inbox
    # (mail.default_agent), as session 7's test of the link has it. Agent finance's held draft,
    # its recipients, subject and body, must not reach sales that way (nor any other agent).
    capture = start_server("starttls")
    home = make_home(
        tmp_path / "h",
        store_url,
        smtp_config(capture.port, capture.ca_file)
        + '[dropfolder]\nenabled = false\n[notify]\nmail_to = "me@owner.example"\n'
        + '[mail]\ndefault_agent = "sales"\n',
    )
    gw = open_gateway(home)
    gw.rules.add_agent("sales")
    gw.rules.add_agent("finance")
    gw.rules.add_owner("me@owner.example")
    reader = gw.tokens.create("sales", "mail:read").token
    writer = gw.tokens.create("finance", "mail:send").token
    serve = Serve(home)
    try:
        with httpx.Client(base_url=serve.url, headers={"Authorization": f"Bearer {writer}"}) as finance:
            sent = finance.post(
                "/api/v1/drafts",
                json={
                    "to": ["Payroll Desk <payroll@bank.example>"],
                    "subject": "Salary list December",
                    "body": "Anna Berg 7400\nJonas Wolf 6900\n",
                    "idempotency_key": "k1",
                },
            ).json()
        assert sent["outcome"] == "held", sent
        gw.notices.run()
        assert gw.sending.settle().sent
        (notice,) = capture.messages
        assert notice.rcpt_tos == ("me@owner.example",)
        assert gw.inbox.ingest(notice.data).agent == "sales"
        with httpx.Client(base_url=serve.url, headers={"Authorization": f"Bearer {reader}"}) as sales:
            (listed,) = sales.get("/api/v1/mail").json()["mails"]
            fenced = sales.get(f"/api/v1/mail/{listed['id']}").json()["fenced"]
        # The owner is still told: which agent, which draft, where to decide.
        assert sent["draft_id"] in fenced and "finance" in fenced
        assert "/owner/pending" in fenced
        for text in ("Salary list", "payroll@bank.example", "Payroll Desk", "Anna Berg", "7400"):
            assert text not in fenced, text
            assert text not in listed["subject"]
        raw = message_from_bytes(notice.data)
        assert "Salary" not in str(raw["Subject"])
        assert gw.outbox.draft(sent["draft_id"]).state is DraftState.PENDING
    finally:
        serve.stop()
        gw.store.dispose()
