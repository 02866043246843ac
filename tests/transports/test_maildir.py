"""MaildirSource: reads new/, and ack renames into cur/ with the Seen or Flagged flag."""

from __future__ import annotations

import mailbox
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput, TransportError
from mailgate.inbound.transports.base import Fetched
from mailgate.inbound.transports.maildir import MaildirSource

from .conftest import Dovecot, mail


def make_maildir(path: Path) -> mailbox.Maildir:
    return mailbox.Maildir(path, create=True)


def take(source: MaildirSource) -> list[Fetched]:
    return list(source.poll(Deadline.after(10)))


def test_yields_new_messages_verbatim(tmp_path: Path) -> None:
    box = make_maildir(tmp_path / "md")
    raws = [b"Subject: a\n\nLF only \n", b"Subject: b\r\n\r\n\xc3\xa9\r\n"]
    for raw in raws:
        box.add(raw)
    items = take(MaildirSource(tmp_path / "md", "home"))
    assert sorted(i.raw for i in items) == sorted(raws)
    assert {(i.account, i.folder) for i in items} == {("maildir:home", "INBOX")}


def test_cur_and_dotfiles_are_not_read(tmp_path: Path) -> None:
    box = make_maildir(tmp_path / "md")
    msg = mailbox.MaildirMessage(b"Subject: old\n\n")
    msg.set_subdir("cur")
    box.add(msg)
    (tmp_path / "md" / "new" / ".half-written").write_bytes(b"x")
    assert take(MaildirSource(tmp_path / "md", "home")) == []


def test_ack_ok_sets_seen_in_cur(tmp_path: Path) -> None:
    box = make_maildir(tmp_path / "md")
    key = box.add(b"Subject: a\n\n")
    source = MaildirSource(tmp_path / "md", "home")
    (item,) = take(source)
    source.ack(item, True)
    assert os.listdir(tmp_path / "md" / "new") == []
    assert os.listdir(tmp_path / "md" / "cur") == [f"{key}:2,S"]
    assert box.get_bytes(key) == b"Subject: a\n\n"  # still a valid message for mail clients
    assert take(source) == []


def test_ack_failure_flags_it_and_leaves_it_unseen(tmp_path: Path) -> None:
    box = make_maildir(tmp_path / "md")
    key = box.add(b"Subject: bad\n\n")
    source = MaildirSource(tmp_path / "md", "home")
    (item,) = take(source)
    source.ack(item, False, "unparsable")
    assert os.listdir(tmp_path / "md" / "cur") == [f"{key}:2,F"]
    assert take(source) == []


def test_existing_flags_are_kept_and_sorted(tmp_path: Path) -> None:
    make_maildir(tmp_path / "md")
    (tmp_path / "md" / "new" / "123.x.host:2,T").write_bytes(b"Subject: t\n\n")
    (tmp_path / "md" / "new" / "124.x.host:1,experimental").write_bytes(b"Subject: e\n\n")
    source = MaildirSource(tmp_path / "md", "home")
    for item in take(source):
        source.ack(item, True)
    assert sorted(os.listdir(tmp_path / "md" / "cur")) == ["123.x.host:2,ST", "124.x.host:2,S"]


def test_message_moved_by_a_mail_client_is_no_error(tmp_path: Path) -> None:
    box = make_maildir(tmp_path / "md")
    key = box.add(b"Subject: a\n\n")
    source = MaildirSource(tmp_path / "md", "home")
    (item,) = take(source)
    os.rename(tmp_path / "md" / "new" / key, tmp_path / "md" / "cur" / f"{key}:2,S")
    source.ack(item, True)
    assert os.listdir(tmp_path / "md" / "cur") == [f"{key}:2,S"]


def test_unreadable_entry_is_flagged_not_yielded(tmp_path: Path) -> None:
    make_maildir(tmp_path / "md")
    (tmp_path / "md" / "new" / "999.bad.host").symlink_to(tmp_path / "missing")
    assert take(MaildirSource(tmp_path / "md", "home")) == []
    assert os.listdir(tmp_path / "md" / "cur") == ["999.bad.host:2,F"]


def test_not_a_maildir_is_a_transport_error(tmp_path: Path) -> None:
    with pytest.raises(TransportError, match="Maildir"):
        take(MaildirSource(tmp_path / "nothing", "home"))


@pytest.mark.parametrize("name", ["Home", "my-box", "", "1box", "x" * 33])
def test_names_are_validated(tmp_path: Path, name: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        MaildirSource(tmp_path, name)
    assert caught.value.field == "maildir.name"


def test_ack_refuses_references_outside_new(tmp_path: Path) -> None:
    make_maildir(tmp_path / "md")
    item = Fetched(raw=b"", account="maildir:home", folder="INBOX", source_ref="../cur/x")
    with pytest.raises(InvalidInput):
        MaildirSource(tmp_path / "md", "home").ack(item, True)


def test_ack_refuses_an_item_of_another_maildir(tmp_path: Path) -> None:
    key = make_maildir(tmp_path / "md").add(b"x")
    item = Fetched(raw=b"x", account="maildir:other", folder="INBOX", source_ref=key)
    with pytest.raises(InvalidInput):
        MaildirSource(tmp_path / "md", "home").ack(item, True)
    assert os.listdir(tmp_path / "md" / "new") == [key]


def test_poll_stops_quietly_at_the_deadline(tmp_path: Path) -> None:
    make_maildir(tmp_path / "md").add(b"x")
    source = MaildirSource(tmp_path / "md", "home")
    assert list(source.poll(Deadline(at=time.monotonic() - 1))) == []


@pytest.mark.servers
def test_reads_what_mbsync_fetched_from_dovecot(dovecot: Dovecot, imap_user: str, tmp_path: Path) -> None:
    """The Maildir seam end to end: mbsync (isync) pulls unseen mail into new/."""
    if shutil.which("mbsync") is None:
        pytest.fail("mbsync is not installed: apt-get install -y --no-install-recommends isync")
    raws = [mail(n, "mbsync") for n in range(3)]
    dovecot.append(imap_user, *raws)
    # isync 1.4 matches the certificate by DNS name only: "localhost" is in the test certificate.
    (tmp_path / "mail").mkdir()
    config = tmp_path / "mbsyncrc"
    config.write_text(
        f"IMAPAccount t\nHost localhost\nPort {dovecot.imaps_port}\nUser {imap_user}\n"
        f"Pass {imap_user}-pw\nSSLType IMAPS\nCertificateFile {dovecot.ca_file}\n\n"
        "IMAPStore remote\nAccount t\n\n"
        f"MaildirStore local\nPath {tmp_path}/mail/\nInbox {tmp_path}/mail/INBOX\n\n"
        "Channel t\nFar :remote:\nNear :local:\nPatterns INBOX\nCreate Near\nSync Pull\nSyncState *\n"
    )
    subprocess.run(["mbsync", "-q", "-c", str(config), "t"], check=True, timeout=30)
    new = tmp_path / "mail" / "INBOX" / "new"
    on_disk = {name: (new / name).read_bytes() for name in os.listdir(new)}
    source = MaildirSource(tmp_path / "mail" / "INBOX", "synced")
    items = take(source)
    # mbsync stores LF line ends and adds X-TUID: the transport yields the files as they are.
    assert {i.source_ref: i.raw for i in items} == on_disk
    assert [i.raw.count(f"<mbsync.{n}@example.com>".encode()) for n, i in enumerate(items)] == [1, 1, 1]
    for item in items:
        source.ack(item, True)
    assert all(n.endswith(":2,S") for n in os.listdir(tmp_path / "mail" / "INBOX" / "cur"))
