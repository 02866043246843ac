"""A draft the settler refuses for a vault value added after it was stored: the reason names the
entry, never the value (the note and the audit row are read by the owner's tools and backups)."""

from __future__ import annotations

from pathlib import Path

from mailgate.gateway import open_gateway
from mailgate.outbound.drafts import SendRequest
from mailgate.testing.capture import CaptureServer
from tests.conftest import make_home

TOKEN = "tk-55aa66bb77cc88dd"


def test_a_send_time_refusal_names_the_entry_not_the_value(tmp_path: Path, store_url: str) -> None:
    with CaptureServer("starttls") as srv:
        smtp = (
            f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nca_file = "{srv.ca_file}"\n'
            'from_addr = "bot@mg.example"\ntimeout_secs = 10\n'
        )
        home = make_home(tmp_path / "h", store_url, "[mail]\nsend_delay_secs = 3600\n" + smtp)
        gw = open_gateway(home)
        try:
            gw.rules.add_agent("bot")
            gw.rules.add_grant("*")
            # The value sits in the recipient address, where the leak scanner's part name for it
            # (the field the reason names) is the address itself.
            sent = gw.outbox.submit(
                SendRequest(agent="bot", to=[f"{TOKEN}@firma.de"], subject="s", body="hello"),
                require_key=False,
            )
            gw.secrets.add_secret("api.token", TOKEN)
            with gw.store.write() as tx:
                tx.exec_driver_sql("UPDATE drafts SET not_before = created_at")
            assert gw.sending.settle().rejected == [sent.draft_id]
            note = gw.outbox.draft(sent.draft_id).note
            assert "api.token" in note and TOKEN not in note
            rows = [r for r in gw.audit.rows() if r.subject == sent.draft_id]
            assert [r for r in rows if r.action == "draft.reject"]
            assert not [r for r in rows if r.action != "draft.submit" and TOKEN in str(r.detail)]
            assert srv.messages == []
        finally:
            gw.store.dispose()
