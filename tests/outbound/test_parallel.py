"""smtp.parallel: several sends in flight, still exactly one delivery per draft."""

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
        gw.add_agent("bot")
        gw.add_grant("*@firma.de")
        ids = [
            gw.submit(
                SendRequest(agent="bot", to=["a@firma.de"], subject=f"n{i}", body=f"b{i}"), require_key=False
            ).draft_id
            for i in range(20)
        ]
        report = gw.settle()
        assert sorted(report.sent) == sorted(ids)
        got = Counter(str(message_from_bytes(m.data)["Message-ID"]) for m in srv.wait_for(20))
        assert len(got) == 20
        assert set(got.values()) == {1}
        assert {gw.draft(i).message_id for i in ids} == set(got)
        assert gw.settle().sent == []
        assert gw.audit_verify() > 0
        gw.store.dispose()
