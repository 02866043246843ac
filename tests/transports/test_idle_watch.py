"""IdleWatcher: mail announced over IDLE wakes the poller; a server without IDLE is left to the timer."""

from __future__ import annotations

import threading
from pathlib import Path

from mailgate.inbound.idle import IdleWatcher
from mailgate.inbound.transports.dropfolder import DropFolder
from mailgate.inbound.transports.imap import ImapAccount, ImapSource
from mailgate.inbound.transports.maildir import MaildirSource

from .conftest import Dovecot, MemoryCursors, mail, wait_until
from .test_imap import _idling


def test_announced_mail_wakes_the_poller(dovecot: Dovecot, imap_user: str) -> None:
    source = ImapSource(dovecot.account(imap_user), lambda: f"{imap_user}-pw", MemoryCursors())
    wake, stop = threading.Event(), threading.Event()
    watcher = IdleWatcher([source], wake, stop).start()
    try:
        wait_until(lambda: _idling(dovecot, imap_user), 10, "the watcher to enter IDLE")
        assert not wake.is_set()
        dovecot.append(imap_user, mail(1, "idle"))
        assert wake.wait(10)
    finally:
        stop.set()
        dovecot.kick(imap_user)  # ends the IDLE wait so the thread sees stop
        watcher.threads[0].join(15)
    assert not watcher.threads[0].is_alive()


def test_a_server_without_idle_ends_the_watch(dovecot: Dovecot, imap_user: str) -> None:
    # 127.0.0.3 advertises no IDLE (dovecot.conf.template): the thread ends, the timer polls.
    source = ImapSource(
        dovecot.account(imap_user, host="127.0.0.3"), lambda: f"{imap_user}-pw", MemoryCursors()
    )
    wake, stop = threading.Event(), threading.Event()
    watcher = IdleWatcher([source], wake, stop).start()
    watcher.threads[0].join(10)
    assert not watcher.threads[0].is_alive()
    assert not wake.is_set()


def test_only_transports_that_can_idle_are_watched(tmp_path: Path) -> None:
    # A local folder's capabilities name no idle_wait: the watcher starts no thread for it.
    imap = ImapSource(ImapAccount(name="box", host="127.0.0.1", username="u"), lambda: "pw", MemoryCursors())
    local = [DropFolder(tmp_path / "inbound"), MaildirSource(tmp_path / "md", "local")]
    watcher = IdleWatcher([*local, imap], threading.Event(), threading.Event())
    assert [t.name for t in watcher.threads] == [f"idle-{imap.name}"]
    assert all(s.capabilities.idle_wait is None and s.capabilities.staged is None for s in local)
