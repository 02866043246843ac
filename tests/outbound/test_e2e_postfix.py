"""End to end through a real MTA: settler -> Postfix (mandatory STARTTLS) -> Maildir -> Dovecot IMAPS.

Postfix and Dovecot are started once for the session by ``scripts/servers/test-servers.sh`` on
free ports, with all their state in a short directory under /tmp. Missing binaries FAIL the test
with the command that installs them: these tests are never skipped.
"""

from __future__ import annotations

import os
import shutil
import smtplib
import socket
import ssl
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from email import message_from_bytes, policy
from email.message import EmailMessage
from email.utils import make_msgid
from pathlib import Path

import pytest
from imapclient import IMAPClient

from mailgate.cli.main import main
from mailgate.gateway import open_gateway
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest
from tests.conftest import make_home

pytestmark = pytest.mark.servers

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "servers" / "test-servers.sh"
INSTALL_HINT = (
    "Postfix and Dovecot are needed for the end-to-end mail tests; install them with\n"
    '  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections\n'
    "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "
    "postfix dovecot-imapd\n(scripts/bootstrap.sh test does this)"
)
ARRIVAL_SECS = 20.0


@dataclass(frozen=True)
class MailServers:
    root: Path
    smtp_port: int
    imap_port: int
    imaps_port: int

    @property
    def ca_file(self) -> Path:
        return self.root / "tls" / "ca.pem"

    def imap(self, user: str) -> IMAPClient:
        ctx = ssl.create_default_context(cafile=str(self.ca_file))
        client = IMAPClient("127.0.0.1", port=self.imaps_port, ssl=True, ssl_context=ctx, timeout=10)
        client.login(user, f"{user}-pw")
        return client

    def wait_for_message(self, user: str, message_id: str) -> list[bytes]:
        """The raw messages in ``user``'s INBOX carrying ``message_id``, once at least one arrived."""
        end = time.monotonic() + ARRIVAL_SECS
        with self.imap(user) as client:
            while True:
                client.select_folder("INBOX", readonly=True)
                uids = client.search(["HEADER", "Message-ID", message_id])
                if uids:
                    fetched = client.fetch(uids, ["BODY.PEEK[]"])
                    return [bytes(fetched[uid][b"BODY[]"]) for uid in uids]
                if time.monotonic() > end:
                    log = self.root / "postfix" / "postfix.log"
                    tail = log.read_text()[-2000:] if log.exists() else "(no postfix.log)"
                    pytest.fail(f"{message_id} did not reach {user} within {ARRIVAL_SECS} s:\n{tail}")
                time.sleep(0.1)  # polling a condition, bounded by the deadline above


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def mail_servers() -> Iterator[MailServers]:
    """Dovecot + Postfix for the session; FAIL (never skip) when they are not installed."""
    missing = [b for b in ("postfix", "dovecot", "doveadm") if shutil.which(b) is None]
    if missing:
        pytest.fail(f"{', '.join(missing)} not found. {INSTALL_HINT}", pytrace=False)
    if os.geteuid() != 0:
        pytest.fail("Postfix and Dovecot are started as root (they drop privileges): run as root")
    root = Path(tempfile.mkdtemp(prefix="mg-", dir="/tmp"))  # short: unix socket paths <= 108 bytes
    root.chmod(0o755)
    servers = MailServers(root=root, smtp_port=free_port(), imap_port=free_port(), imaps_port=free_port())
    env = {
        **os.environ,
        "PYTHON": sys.executable,
        "SMTP_PORT": str(servers.smtp_port),
        "IMAP_PORT": str(servers.imap_port),
        "IMAPS_PORT": str(servers.imaps_port),
    }
    log = root / "test-servers.log"
    try:
        with log.open("w") as out:  # a file, not a pipe: the daemons must not hold our pipe open
            done = subprocess.run(
                ["bash", str(SCRIPT), "start", str(root), "dovecot", "postfix"],
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                timeout=60,
                check=False,
            )
        if done.returncode != 0:
            pytest.fail(f"test-servers.sh start failed:\n{log.read_text()}", pytrace=False)
        yield servers
    finally:
        subprocess.run(
            ["bash", str(SCRIPT), "stop", str(root), "dovecot", "postfix"], env=env, timeout=60, check=False
        )
        shutil.rmtree(root, ignore_errors=True)


def test_settled_draft_arrives_in_the_imap_inbox(
    mail_servers: MailServers, tmp_path: Path, store_url: str
) -> None:
    extra = (
        "[smtp]\n"
        'host = "127.0.0.1"\n'
        f"port = {mail_servers.smtp_port}\n"
        'tls = "starttls"\n'
        'from_addr = "bot@mg.example"\n'
        f'ca_file = "{mail_servers.ca_file}"\n'
        "timeout_secs = 20\n"
    )
    gw = open_gateway(make_home(tmp_path / "home", store_url, extra))
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@example.test")
        result = gw.outbox.submit(
            SendRequest(
                agent="bot",
                to=["Alice <alice@example.test>"],
                bcc=["bob@example.test"],
                subject="Lieferung für Köln",
                body="Hallo Alice,\ndie Ware kommt am Dienstag.\n",
            ),
            require_key=False,
        )
        assert result.state == "approved", result
        report = gw.sending.settle()
        assert report.sent == [result.draft_id], report
        draft = gw.outbox.draft(result.draft_id)
        assert draft.state is DraftState.SENT
        assert "250" in draft.note
    finally:
        gw.store.dispose()

    (raw,) = mail_servers.wait_for_message("alice", draft.message_id)  # exactly one copy
    msg = message_from_bytes(raw, policy=policy.default)
    assert isinstance(msg, EmailMessage)
    assert msg["Message-ID"] == draft.message_id
    assert msg["Subject"] == "Lieferung für Köln"
    assert msg["From"] == "bot@mg.example"
    assert msg["To"] == "Alice <alice@example.test>"
    assert msg["X-Mailgate-Agent"] == "bot"
    assert msg["Bcc"] is None and b"bob@" not in raw  # the Bcc recipient rode the envelope only
    assert b"with ESMTPS" in raw  # Postfix logged the TLS session in its Received header
    assert msg.get_content().replace("\r\n", "\n") == draft.body
    assert draft.body.startswith("Hallo Alice,\ndie Ware kommt am Dienstag.\n")

    (bcc_copy,) = mail_servers.wait_for_message("bob", draft.message_id)
    assert message_from_bytes(bcc_copy, policy=policy.default)["Message-ID"] == draft.message_id


SOURCE_ROUTED = [("alice%example.test@ok.test", "alice"), ("example.test!bob@ok.test", "bob")]


@pytest.mark.parametrize(("rcpt", "user"), SOURCE_ROUTED, ids=["percent-hack", "bang-path"])
def test_source_routed_recipient_is_refused_before_anything_is_stored(
    mail_servers: MailServers, tmp_path: Path, store_url: str, rcpt: str, user: str
) -> None:
    # What the address does at a real MTA: Postfix, with ok.test as one of its own domains,
    # delivers it to another domain's mailbox (allow_percent_hack and swap_bangpath default on).
    probe = EmailMessage()
    probe["From"] = "probe@client.test"
    probe["To"] = rcpt
    probe["Subject"] = "where does this go"
    probe["Message-ID"] = make_msgid(domain="client.test")
    probe.set_content("probe")
    ctx = ssl.create_default_context(cafile=str(mail_servers.ca_file))
    with smtplib.SMTP("127.0.0.1", mail_servers.smtp_port, local_hostname="client.test", timeout=20) as smtp:
        smtp.starttls(context=ctx)
        assert smtp.send_message(probe) == {}
    (delivered,) = mail_servers.wait_for_message(user, probe["Message-ID"])
    assert message_from_bytes(delivered, policy=policy.default)["Delivered-To"] == f"{user}@example.test"

    # A grant for *@ok.test and an allowlist of @ok.test do not let an agent use it.
    extra = (
        '[mail]\nallowed_recipients = ["@ok.test"]\n'
        f'[smtp]\nhost = "127.0.0.1"\nport = {mail_servers.smtp_port}\nfrom_addr = "bot@mg.example"\n'
        f'ca_file = "{mail_servers.ca_file}"\ntimeout_secs = 20\n'
    )
    home = make_home(tmp_path / "home", store_url, extra)
    base = ["--home", str(home)]
    assert main([*base, "agent", "add", "bot"]) == 0
    assert main([*base, "grant", "add", "*@ok.test", "--agent", "bot"]) == 0
    sent = main([*base, "send", "--agent", "bot", "--to", rcpt, "--subject", "Hi", "--body", "Hello"])
    assert sent == 2
    gw = open_gateway(home)
    try:
        assert gw.outbox.drafts() == []
        assert [r.action for r in gw.audit.rows()] == ["agent.add", "grant.add"]
        assert gw.sending.settle().sent == []
    finally:
        gw.store.dispose()
