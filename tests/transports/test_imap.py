"""ImapSource against a real Dovecot on loopback, plus scripted servers for faults on demand."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import trustme

from mailgate.deadline import Deadline
from mailgate.errors import (
    ConfigError,
    InvalidInput,
    NotConfigured,
    TimedOut,
    TLSUnavailable,
    TransportError,
)
from mailgate.inbound.transports.base import Fetched
from mailgate.inbound.transports.imap import ImapAccount, ImapSource
from tests.bounded import finishes

from .conftest import (
    HANGUP,
    SILENT,
    Dovecot,
    FakeImap,
    MemoryCursors,
    TlsFiles,
    mail,
    stopped,
    wait_until,
)

pytestmark = pytest.mark.servers

Source = Callable[..., ImapSource]


@pytest.fixture
def source(dovecot: Dovecot, imap_user: str, cursors: MemoryCursors) -> Iterator[Source]:
    """Make ImapSources for the test's user (keyword arguments override account fields)."""
    made: list[ImapSource] = []

    def make(batch: int = 500, batch_bytes: int = 64 * 2**20, **account: object) -> ImapSource:
        src = ImapSource(
            dovecot.account(imap_user, **account),
            lambda: f"{imap_user}-pw",
            cursors,
            batch=batch,
            batch_bytes=batch_bytes,
        )
        made.append(src)
        return src

    yield make
    for src in made:
        src.close()


def take(src: ImapSource, seconds: float = 10) -> list[Fetched]:
    return list(src.poll(Deadline.after(seconds)))


def ack_all(src: ImapSource, items: list[Fetched]) -> None:
    for item in items:
        src.ack(item, True)


# -- TLS ---------------------------------------------------------------------------------------


def test_implicit_tls_poll_yields_every_message_verbatim(
    dovecot: Dovecot, imap_user: str, source: Source
) -> None:
    raws = [mail(n) for n in range(3)]
    dovecot.append(imap_user, *raws)
    items = take(source())
    assert [i.raw for i in items] == raws
    assert {(i.account, i.folder) for i in items} == {("work", "INBOX")}
    assert [i.source_ref.split(":")[1] for i in items] == ["1", "2", "3"]


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2"])
def test_starttls_poll(dovecot: Dovecot, imap_user: str, source: Source, host: str) -> None:
    # 127.0.0.2 is the strict listener: LOGINDISABLED until STARTTLS (plaintext logins refused).
    dovecot.append(imap_user, mail(1))
    items = take(source(host=host, port=dovecot.imap_port, tls="starttls"))
    assert [i.raw for i in items] == [mail(1)]


def test_starttls_not_offered_refuses_before_any_login(fake_imap: Callable[..., FakeImap]) -> None:
    server = fake_imap(replies={"CAPABILITY": "* CAPABILITY IMAP4rev1 AUTH=PLAIN"})
    account = ImapAccount(name="work", host="127.0.0.1", port=server.port, tls="starttls", username="u")
    with ImapSource(account, lambda: "secret-pw", MemoryCursors()) as src, pytest.raises(TLSUnavailable):
        take(src, 5)
    sent = b"".join(server.received)
    assert b"CAPABILITY" in sent
    assert b"LOGIN" not in sent.upper()
    assert b"secret-pw" not in sent


def test_wrong_ca_is_tls_unavailable(dovecot: Dovecot, source: Source, tmp_path: Path) -> None:
    other_ca = tmp_path / "other-ca.pem"
    trustme.CA().cert_pem.write_to_path(str(other_ca))
    for tls, port in (("implicit", dovecot.imaps_port), ("starttls", dovecot.imap_port)):
        with pytest.raises(TLSUnavailable, match="did not verify"):
            take(source(tls=tls, port=port, ca_file=str(other_ca)))


def test_certificate_for_another_name_is_tls_unavailable(
    fake_imap: Callable[..., FakeImap], tmp_path: Path
) -> None:
    ca = trustme.CA()
    cert = ca.issue_cert("mail.example.net")
    ca_file, chain, key = (str(tmp_path / n) for n in ("ca.pem", "chain.pem", "key.pem"))
    ca.cert_pem.write_to_path(ca_file)
    cert.private_key_pem.write_to_path(key)
    for blob in cert.cert_chain_pems:
        blob.write_to_path(chain, append=True)
    server = fake_imap(tls=(chain, key))
    account = ImapAccount(name="work", host="127.0.0.1", port=server.port, username="u", ca_file=ca_file)
    with ImapSource(account, lambda: "pw", MemoryCursors()) as src, pytest.raises(TLSUnavailable):
        take(src, 5)


def test_unreadable_ca_file_is_a_config_error(source: Source) -> None:
    with pytest.raises(ConfigError) as caught:
        take(source(ca_file="/nonexistent/ca.pem"))
    assert caught.value.field == "imap.ca_file"


# -- credentials and configuration ---------------------------------------------------------------


def test_missing_password_names_the_vault_entry(dovecot: Dovecot, imap_user: str) -> None:
    src = ImapSource(dovecot.account(imap_user, name="sales"), lambda: None, MemoryCursors())
    with pytest.raises(NotConfigured, match=r"mail\.imap\.password\.sales"):
        take(src)


def test_refused_login_is_a_transport_error(fake_imap: Callable[..., FakeImap], tls_files: TlsFiles) -> None:
    # A scripted server: a wrong password on Dovecot would slow later logins from 127.0.0.1
    # (its per-IP auth penalty).
    server = fake_imap(tls=(tls_files.cert, tls_files.key), replies={"CAPABILITY": "* CAPABILITY IMAP4rev1"})
    account = ImapAccount(
        name="work", host="127.0.0.1", port=server.port, username="u", ca_file=tls_files.ca_file
    )
    src = ImapSource(account, lambda: "wrong", MemoryCursors())
    with src, pytest.raises(TransportError, match="login"):
        take(src, 5)


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"name": "Work"}, "imap.name"),
        ({"name": "my-work"}, "imap.name"),
        ({"name": "9work"}, "imap.name"),
        ({"name": "a" * 33}, "imap.name"),
        ({"name": "dropfolder"}, "imap.name"),
        ({"tls": "none"}, "imap.tls"),
        ({"port": 0}, "imap.port"),
        ({"host": ""}, "imap.host"),
        ({"folders": ()}, "imap.folders"),
        ({"folders": "INBOX"}, "imap.folders"),
        ({"timeout_secs": 0}, "imap.timeout_secs"),
    ],
)
def test_account_fields_are_validated(fields: dict[str, object], field: str) -> None:
    base: dict[str, object] = {"name": "work", "host": "mail.example.com", "username": "u"}
    with pytest.raises(InvalidInput) as caught:
        ImapAccount(**{**base, **fields})  # type: ignore[arg-type]
    assert caught.value.field == field


def test_connection_refused_is_a_transport_error(source: Source) -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(TransportError, match="connect"):
        take(source(port=port))


# -- cursor, UIDVALIDITY, reading without side effects ----------------------------------------------


def test_cursor_advances_only_on_ack(
    dovecot: Dovecot, imap_user: str, source: Source, cursors: MemoryCursors
) -> None:
    dovecot.append(imap_user, mail(1), mail(2))
    src = source()
    first = take(src)
    assert len(first) == 2
    assert [i.raw for i in take(src)] == [mail(1), mail(2)]  # nothing acked: all again
    ack_all(src, take(src))
    assert take(src) == []
    dovecot.append(imap_user, mail(3))
    assert [i.raw for i in take(src)] == [mail(3)]
    uidvalidity = int(first[0].source_ref.split(":")[0])
    assert cursors.data[("work", "INBOX")] == (uidvalidity, 2)


def test_failed_ack_advances_the_cursor_too(
    dovecot: Dovecot, imap_user: str, source: Source, cursors: MemoryCursors
) -> None:
    dovecot.append(imap_user, mail(1))
    src = source()
    (item,) = take(src)
    src.ack(item, False, "unparsable")
    assert take(src) == []
    assert cursors.data[("work", "INBOX")][1] == 1


def test_out_of_order_acks_never_skip_an_unacked_message(
    dovecot: Dovecot, imap_user: str, source: Source, cursors: MemoryCursors
) -> None:
    dovecot.append(imap_user, mail(1), mail(2), mail(3))
    src = source()
    one, two, three = take(src)
    src.ack(three, True)
    src.ack(two, True)
    assert ("work", "INBOX") not in cursors.data  # 1 is still open
    src.ack(one, True)
    assert cursors.data[("work", "INBOX")][1] == 3


def test_new_uidvalidity_resyncs_from_the_start(
    dovecot: Dovecot, imap_user: str, source: Source, cursors: MemoryCursors
) -> None:
    dovecot.append(imap_user, mail(1), mail(2), folder="Work")
    src = source(folders=("Work",))
    before = take(src)
    ack_all(src, before)
    old_uidvalidity = cursors.data[("work", "Work")][0]
    # Deleting and recreating the folder gives it a new UIDVALIDITY. (Deleting the user's whole
    # mail directory does not always: Dovecot derives it from the clock, to the second.)
    with dovecot.client(imap_user) as c:
        c.delete_folder("Work")
    dovecot.append(imap_user, mail(1), mail(2), mail(3), folder="Work")
    after = take(src)
    assert [i.raw for i in after] == [mail(1), mail(2), mail(3)]
    new_uidvalidity = int(after[0].source_ref.split(":")[0])
    assert new_uidvalidity != old_uidvalidity
    assert cursors.data[("work", "Work")] == (new_uidvalidity, 0)
    src.ack(before[1], True)  # a late ack from before the change moves nothing
    assert cursors.data[("work", "Work")] == (new_uidvalidity, 0)
    ack_all(src, after)
    assert cursors.data[("work", "Work")] == (new_uidvalidity, 3)


def test_uids_below_the_cursor_resync_from_the_start(
    dovecot: Dovecot, imap_user: str, source: Source, cursors: MemoryCursors
) -> None:
    # UIDNEXT at or below the cursor: the server restarted its UIDs without a new UIDVALIDITY.
    dovecot.append(imap_user, mail(1), mail(2))
    src = source()
    uidvalidity = int(take(src)[0].source_ref.split(":")[0])
    cursors.set_cursor("work", "INBOX", uidvalidity, 1000)
    assert [i.raw for i in take(src)] == [mail(1), mail(2)]
    assert cursors.data[("work", "INBOX")] == (uidvalidity, 0)


def test_uidvalidity_change_during_a_reconnect_stops_the_poll(
    dovecot: Dovecot, imap_user: str, source: Source
) -> None:
    dovecot.append(imap_user, mail(1), mail(2), folder="Work")
    src = source(batch=1, folders=("Work",))
    stream = src.poll(Deadline.after(10))
    next(stream)
    dovecot.kick(imap_user)
    with dovecot.client(imap_user) as c:
        c.delete_folder("Work")
    dovecot.append(imap_user, mail(3), mail(4), folder="Work")
    with pytest.raises(TransportError, match="UIDVALIDITY"):
        next(stream)  # UID 2 would now name another message: never fetch it
    assert [i.raw for i in take(src)] == [mail(3), mail(4)]


def test_reading_leaves_messages_unseen(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    dovecot.append(imap_user, mail(1), mail(2))
    src = source()
    ack_all(src, take(src))
    with dovecot.client(imap_user) as c:
        c.select_folder("INBOX", readonly=True)
        assert c.search(["UNSEEN"]) == [1, 2]


def test_batches_by_count_and_size(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    raws = [mail(n) for n in range(7)]
    dovecot.append(imap_user, *raws)
    assert [i.raw for i in take(source(batch=3))] == raws
    assert [i.raw for i in take(source(batch_bytes=1))] == raws  # one message per FETCH


def test_every_configured_folder_is_read(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    dovecot.append(imap_user, mail(1))
    dovecot.append(imap_user, mail(2), folder="Work")
    items = take(source(folders=("INBOX", "Work")))
    assert [(i.folder, i.raw) for i in items] == [("INBOX", mail(1)), ("Work", mail(2))]


def test_a_superseded_poll_never_mislabels_messages(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    dovecot.append(imap_user, *(mail(n, "inbox") for n in range(3)))
    dovecot.append(imap_user, *(mail(n, "work") for n in range(3)), folder="Work")
    src = source(batch=1, folders=("INBOX", "Work"))
    first = src.poll(Deadline.after(10))
    items = [next(first)]
    take(src)  # a second poll runs while the first is suspended; it ends with Work selected
    items += list(first)
    assert items[0].folder == "INBOX"
    for item in items:
        assert f"<{item.folder.lower()}.".encode() in item.raw


def test_missing_folder_is_a_transport_error(source: Source) -> None:
    with pytest.raises(TransportError, match="Nope"):
        take(source(folders=("Nope",)))


def test_ack_rejects_an_item_of_another_account(source: Source) -> None:
    item = Fetched(raw=b"x", account="other", folder="INBOX", source_ref="1:1")
    with pytest.raises(InvalidInput):
        source().ack(item, True)


# -- the kept connection -------------------------------------------------------------------------


def test_one_connection_is_kept_across_polls(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    src = source()
    take(src)
    pids = dovecot.imap_pids(imap_user)
    take(src)
    assert dovecot.imap_pids(imap_user) == pids
    assert len(pids) == 1


def test_hangup_between_polls_reconnects(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    dovecot.append(imap_user, mail(1))
    src = source()
    assert take(src) == take(src)  # connection kept, nothing acked
    dovecot.kick(imap_user)
    assert [i.raw for i in take(src)] == [mail(1)]


def test_hangup_mid_fetch_reconnects_once_and_continues(
    dovecot: Dovecot, imap_user: str, source: Source
) -> None:
    raws = [mail(n) for n in range(3)]
    dovecot.append(imap_user, *raws)
    src = source(batch=1)
    stream = src.poll(Deadline.after(10))
    first = next(stream)
    (pid,) = dovecot.imap_pids(imap_user)
    dovecot.kick(imap_user)  # the server process for our connection goes away
    rest = list(stream)
    assert [first.raw] + [i.raw for i in rest] == raws
    assert dovecot.imap_pids(imap_user) not in ([], [pid])


def test_a_second_hangup_is_not_retried(fake_imap: Callable[..., FakeImap], tls_files: TlsFiles) -> None:
    server = fake_imap(
        tls=(tls_files.cert, tls_files.key),
        replies={
            "CAPABILITY": "* CAPABILITY IMAP4rev1 AUTH=PLAIN",
            "LOGIN": [],
            "EXAMINE": ["* 1 EXISTS", "* OK [UIDVALIDITY 7] ok", "* OK [UIDNEXT 9] ok"],
            "UID": HANGUP,  # UID SEARCH: the server drops every connection here
        },
    )
    account = ImapAccount(
        name="work", host="127.0.0.1", port=server.port, username="u", ca_file=tls_files.ca_file
    )
    src = ImapSource(account, lambda: "pw", MemoryCursors())
    with src, pytest.raises(TransportError, match="hung up again"):
        take(src, 5)
    assert server.connections == 2


# -- bounded waits -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "server_kw",
    [
        {"greet": False},  # accepts, never says a word
        {"replies": {"CAPABILITY": SILENT}},  # greets, then stops answering
    ],
    ids=["no-greeting", "silent-after-greeting"],
)
@pytest.mark.parametrize("tls", ["implicit", "starttls"])
def test_silent_server_times_out_within_the_deadline(
    fake_imap: Callable[..., FakeImap], tls_files: TlsFiles, server_kw: dict[str, object], tls: str
) -> None:
    # For implicit TLS the server completes the handshake first, then falls silent.
    files = (tls_files.cert, tls_files.key) if tls == "implicit" and server_kw.get("greet", True) else None
    server = fake_imap(tls=files, **server_kw)
    account = ImapAccount(
        name="work", host="127.0.0.1", port=server.port, tls=tls, username="u", ca_file=tls_files.ca_file
    )
    with (
        ImapSource(account, lambda: "pw", MemoryCursors()) as src,
        pytest.raises(TimedOut, match="time limit"),
    ):
        finishes(lambda: take(src, 0.5))  # the 0.5 s deadline ends it, not the hang guard


def test_stopped_dovecot_times_out_within_the_deadline(
    dovecot: Dovecot, imap_user: str, source: Source
) -> None:
    dovecot.append(imap_user, mail(1))
    src = source()
    take(src)
    (pid,) = dovecot.imap_pids(imap_user)
    with stopped(pid), pytest.raises(TimedOut, match="time limit"):
        finishes(lambda: take(src, 0.5))  # the 0.5 s deadline ends it, not the hang guard
    assert [i.raw for i in take(src)] == [mail(1)]  # a fresh connection works again


def test_account_timeout_caps_a_long_deadline(fake_imap: Callable[..., FakeImap]) -> None:
    server = fake_imap(greet=False)
    account = ImapAccount(name="work", host="127.0.0.1", port=server.port, username="u", timeout_secs=0.3)
    with (
        ImapSource(account, lambda: "pw", MemoryCursors()) as src,
        pytest.raises(TimedOut, match="time limit"),
    ):
        # Ends long before the 30 s deadline could: only the 0.3 s cap can have stopped it.
        finishes(lambda: take(src, 30), within=10)


def test_expired_deadline_yields_nothing(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    dovecot.append(imap_user, mail(1))
    assert list(source().poll(Deadline(at=time.monotonic() - 1))) == []


# -- IDLE ----------------------------------------------------------------------------------------


def test_idle_wait_returns_true_when_mail_arrives(dovecot: Dovecot, imap_user: str, source: Source) -> None:
    src = source()

    def deliver_once_idling() -> None:
        # Dovecot's process title says IDLE once the session idles (verbose_proctitle).
        wait_until(lambda: _idling(dovecot, imap_user), 10, "the session to enter IDLE")
        dovecot.append(imap_user, mail(1))

    helper = threading.Thread(target=deliver_once_idling)
    helper.start()
    try:
        assert src.idle_wait(Deadline.after(10)) is True  # True: mail came; the deadline gives False
    finally:
        helper.join(10)
    assert [i.raw for i in take(src)] == [mail(1)]


def test_idle_wait_returns_false_at_the_deadline(source: Source) -> None:
    src = source()
    assert finishes(lambda: src.idle_wait(Deadline.after(1.0))) is False
    assert take(src) == []  # IDLE was ended cleanly within the deadline: the connection still works


def test_idle_wait_returns_at_once_without_idle(dovecot: Dovecot, source: Source) -> None:
    # 127.0.0.3 advertises a capability list without IDLE (dovecot.conf.template).
    src = source(host="127.0.0.3")
    # Within 10 s of a 30 s deadline: it did not sit in a wait for news that IDLE cannot bring.
    assert finishes(lambda: src.idle_wait(Deadline.after(30)), within=10) is False


def test_idle_wait_returns_true_when_the_server_hangs_up(
    dovecot: Dovecot, imap_user: str, source: Source
) -> None:
    src = source()
    helper = threading.Thread(target=_kick_once_idling, args=(dovecot, imap_user))
    helper.start()
    try:
        assert src.idle_wait(Deadline.after(10)) is True
    finally:
        helper.join(10)
    assert take(src) == []  # the next poll reconnects


def _idling(dovecot: Dovecot, user: str) -> bool:
    for pid in dovecot.imap_pids(user):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if b" IDLE]" in f.read():
                    return True
        except FileNotFoundError:
            pass
    return False


def _kick_once_idling(dovecot: Dovecot, user: str) -> None:
    wait_until(lambda: _idling(dovecot, user), 10, "the session to enter IDLE")
    dovecot.kick(user)
