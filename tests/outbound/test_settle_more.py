"""The settler beyond the basics: parallel sends, and the checks it repeats right before sending."""

from __future__ import annotations

from collections import Counter
from email import message_from_bytes
from pathlib import Path

from mailgate.gateway import open_gateway
from mailgate.outbound.drafts import SendRequest
from mailgate.testing.capture import CaptureServer
from tests.conftest import make_home


def test_parallel_settler_delivers_each_draft_once(tmp_path: Path, store_url: str) -> None:
    with CaptureServer("starttls") as srv:
        extra = (
            f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nca_file = "{srv.ca_file}"\n'
            'from_addr = "bot@mg.example"\ntimeout_secs = 10\nparallel = 4'
        )
        gw = open_gateway(make_home(tmp_path / "h", store_url, extra))
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de")
        ids = [
            gw.outbox.submit(
                SendRequest(agent="bot", to=["a@firma.de"], subject=f"n{i}", body=f"b{i}"), require_key=False
            ).draft_id
            for i in range(20)
        ]
        report = gw.sending.settle()
        assert sorted(report.sent) == sorted(ids)
        got = Counter(str(message_from_bytes(m.data)["Message-ID"]) for m in srv.wait_for(20))
        assert len(got) == 20
        assert set(got.values()) == {1}
        assert {gw.outbox.draft(i).message_id for i in ids} == set(got)
        assert gw.sending.settle().sent == []
        assert gw.audit.verify().rows > 0
        gw.store.dispose()


def test_send_time_rechecks_new_secrets_and_the_allowlist(tmp_path: Path, store_url: str) -> None:
    with CaptureServer("starttls") as srv:
        smtp = (
            f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nca_file = "{srv.ca_file}"\n'
            'from_addr = "bot@mg.example"\ntimeout_secs = 10\n'
        )
        home = make_home(tmp_path / "h", store_url, "[mail]\nsend_delay_secs = 3600\n" + smtp)
        gw = open_gateway(home)
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*")
        gw.rules.add_owner("me@home.example")
        leaky = gw.outbox.submit(
            SendRequest(agent="bot", to=["a@firma.de"], subject="s", body="token tk-55aa66bb77cc88dd"),
            require_key=False,
        )
        other = gw.outbox.submit(
            SendRequest(agent="bot", to=["b@other.de"], subject="s", body="hello"), require_key=False
        )
        mine = gw.outbox.submit(
            SendRequest(agent="bot", to=["me@home.example"], subject="s", body="note"), require_key=False
        )
        gw.store.dispose()
        # After approval, the owner stores the token in the vault and narrows the allowlist.
        (home / "config.toml").write_text(
            (home / "config.toml")
            .read_text()
            .replace("send_delay_secs = 3600", 'send_delay_secs = 0\nallowed_recipients = ["@firma.de"]')
        )
        gw = open_gateway(home)
        gw.secrets.add_secret("api.token", "tk-55aa66bb77cc88dd")
        with gw.store.write() as tx:
            tx.exec_driver_sql("UPDATE drafts SET not_before = created_at")
        report = gw.sending.settle()
        assert sorted(report.rejected) == sorted([leaky.draft_id, other.draft_id])
        assert report.sent == [mine.draft_id]  # the owner's own mail is outside no allowlist
        assert "blocked content" in gw.outbox.draft(leaky.draft_id).note
        assert "allowed_recipients" in gw.outbox.draft(other.draft_id).note
        assert [m.rcpt_tos for m in srv.wait_for(1)] == [("me@home.example",)]
        gw.store.dispose()
