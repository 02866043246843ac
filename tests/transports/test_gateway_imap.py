"""The Gateway's inbox pulling from a real Dovecot over IMAPS, on both store backends.

The home is configured the way an owner would do it: an ``[[imap]]`` table in config.toml and the
password in the vault. Everything goes through ``gw.inbox.poll()`` (and once through the CLI), so
the cursor lives in the real database and the pipeline's dedupe is the real one.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mailgate.cli.main import main
from mailgate.errors import NotConfigured
from mailgate.gateway import Gateway, open_gateway
from mailgate.store import mails as stored
from tests.conftest import make_home

from .conftest import Dovecot, mail

pytestmark = pytest.mark.servers

ACCOUNT = "work"
AGENT = "sales"
OUR_ID = re.compile(r"m[0-9a-f]{16}")
NOTHING = {
    "stored": 0,
    "duplicate": 0,
    "sender_refused": 0,
    "empty": 0,
    "parse_error": 0,
    "transport_error": 0,
}

MakeGateway = Callable[..., Gateway]


def counts(**nonzero: int) -> dict[str, int]:
    """The full per-outcome counters of a poll, zero except ``nonzero``."""
    return {**NOTHING, **nonzero}


def imap_table(dovecot: Dovecot, user: str, folders: tuple[str, ...], name: str = ACCOUNT) -> str:
    listed = ", ".join(f'"{f}"' for f in folders)
    return (
        "[[imap]]\n"
        f'name = "{name}"\n'
        'host = "127.0.0.1"\n'
        f"port = {dovecot.imaps_port}\n"
        'tls = "implicit"\n'
        f'username = "{user}"\n'
        f"folders = [{listed}]\n"
        f'ca_file = "{dovecot.ca_file}"\n'
        "timeout_secs = 10.0\n"
    )


def imap_toml(dovecot: Dovecot, user: str, folders: tuple[str, ...]) -> str:
    return "[dropfolder]\nenabled = false\n\n" + imap_table(dovecot, user, folders)


@pytest.fixture
def make_gw(tmp_path: Path, store_url: str, dovecot: Dovecot, imap_user: str) -> Iterator[MakeGateway]:
    """Open a home with one [[imap]] account on the test's user; the gateways are disposed after."""
    opened: list[Gateway] = []

    def make(folders: tuple[str, ...] = ("INBOX",), password: str | None = None) -> Gateway:
        home = tmp_path / "home"
        if not home.exists():
            make_home(home, store_url, imap_toml(dovecot, imap_user, folders))
        gw = open_gateway(home)
        opened.append(gw)
        if not gw.rules.list_agents():
            gw.rules.add_agent(AGENT)
        gw.secrets.add_secret(f"mail.imap.password.{ACCOUNT}", password or f"{imap_user}-pw")
        return gw

    yield make
    for gw in opened:
        gw.store.dispose()


def poll(gw: Gateway) -> dict[str, int]:
    return gw.inbox.poll().to_json()


def agent_mail(gw: Gateway) -> list[dict[str, object]]:
    return gw.inbox.list(agent=AGENT, unread=False, owner=False, limit=1000)


def raw_by_id(gw: Gateway) -> dict[str, bytes]:
    return {str(row.id): gw.secrets.raw_mail(str(row.id)) for row in agent_mail(gw)}


def server_uids(dovecot: Dovecot, user: str, folder: str = "INBOX") -> tuple[list[int], list[int]]:
    """(all UIDs, unseen UIDs) of ``folder``, read without touching a flag."""
    with dovecot.client(user) as c:
        c.select_folder(folder, readonly=True)
        return sorted(c.search(["ALL"])), sorted(c.search(["UNSEEN"]))


def test_poll_stores_each_message_once_verbatim_and_unseen(
    make_gw: MakeGateway, dovecot: Dovecot, imap_user: str
) -> None:
    gw = make_gw()
    first = [mail(n, "gw") for n in range(5)]
    dovecot.append(imap_user, *first)

    assert poll(gw) == counts(stored=5)
    assert poll(gw) == counts()  # the cursor in the store says everything was taken
    later = mail(5, "gw")
    dovecot.append(imap_user, later)
    assert poll(gw) == counts(stored=1)

    rows = agent_mail(gw)
    assert len(rows) == 6
    assert {row.account for row in rows} == {ACCOUNT}
    uids, unseen = server_uids(dovecot, imap_user)
    assert uids == [1, 2, 3, 4, 5, 6]
    ids = [str(row.id) for row in rows]
    # Our own ids, never the server's (ephemeral) UIDs nor a "uidvalidity:uid" reference.
    assert all(OUR_ID.fullmatch(i) for i in ids), ids
    assert len(set(ids)) == 6
    assert not {str(u) for u in uids} & set(ids)
    assert sorted(raw_by_id(gw).values()) == sorted([*first, later])  # byte for byte
    assert unseen == uids  # fetched with BODY.PEEK[]: \Seen untouched
    with gw.store.read() as tx:
        cursor = stored.get_cursor(tx, ACCOUNT, "INBOX")
    assert cursor is not None and cursor[1] == 6


def test_new_uidvalidity_reads_again_without_duplicates(
    make_gw: MakeGateway, dovecot: Dovecot, imap_user: str
) -> None:
    gw = make_gw(folders=("Work",))
    old = [mail(n, "uv") for n in range(3)]
    dovecot.append(imap_user, *old, folder="Work")
    assert poll(gw) == counts(stored=3)
    with gw.store.read() as tx:
        before = stored.get_cursor(tx, ACCOUNT, "Work")
    assert before is not None and before[1] == 3

    # INBOX cannot be deleted; a deleted and recreated folder gets a new UIDVALIDITY.
    with dovecot.client(imap_user) as c:
        c.delete_folder("Work")
    new = [mail(n, "uv") for n in range(3, 5)]
    dovecot.append(imap_user, *old, *new, folder="Work")

    assert poll(gw) == counts(duplicate=3, stored=2)
    with gw.store.read() as tx:
        after = stored.get_cursor(tx, ACCOUNT, "Work")
    assert after is not None and after[0] != before[0]  # the resync really happened
    assert after[1] == 5
    assert sorted(raw_by_id(gw).values()) == sorted([*old, *new])  # no message twice
    assert poll(gw) == counts()


def test_wrong_password_is_a_transport_error_and_loses_nothing(
    make_gw: MakeGateway, dovecot: Dovecot, imap_user: str
) -> None:
    gw = make_gw(password="not-the-password")
    raws = [mail(n, "pw") for n in range(3)]
    dovecot.append(imap_user, *raws)

    assert poll(gw) == counts(transport_error=1)
    assert agent_mail(gw) == []
    with gw.store.read() as tx:
        assert stored.get_cursor(tx, ACCOUNT, "INBOX") is None
    assert server_uids(dovecot, imap_user) == ([1, 2, 3], [1, 2, 3])

    gw.secrets.add_secret(f"mail.imap.password.{ACCOUNT}", f"{imap_user}-pw")  # the owner fixes it
    assert poll(gw) == counts(stored=3)
    assert sorted(raw_by_id(gw).values()) == sorted(raws)


def test_cli_poll_once_json_counts(
    make_gw: MakeGateway, dovecot: Dovecot, imap_user: str, capsys: pytest.CaptureFixture[str]
) -> None:
    gw = make_gw()
    home = str(gw.home)
    dovecot.append(imap_user, *(mail(n, "cli") for n in range(4)))

    def cli_poll() -> dict[str, int]:
        capsys.readouterr()
        assert main(["--home", home, "poll", "--once", "--json"]) == 0
        doc = json.loads(capsys.readouterr().out)
        assert isinstance(doc, dict)
        return doc

    assert cli_poll() == counts(stored=4)
    assert cli_poll() == counts()
    dovecot.append(imap_user, mail(4, "cli"), mail(0, "cli"))  # one new, one already taken
    assert cli_poll() == counts(stored=1, duplicate=1)
    assert len(agent_mail(gw)) == 5


def test_an_account_without_a_password_does_not_stop_the_others(
    tmp_path: Path, store_url: str, dovecot: Dovecot, imap_user: str
) -> None:
    """Each transport fails on its own: a [[imap]] table whose vault entry is missing must not keep
    the accounts after it from being read (``mailgate serve`` would skip them on every pass)."""
    toml = (
        "[dropfolder]\nenabled = false\n\n"
        + imap_table(dovecot, imap_user, ("INBOX",), name="nopass")  # configured first, no password
        + "\n"
        + imap_table(dovecot, imap_user, ("INBOX",))
    )
    gw = open_gateway(make_home(tmp_path / "home", store_url, toml))
    try:
        gw.rules.add_agent(AGENT)
        gw.secrets.add_secret(f"mail.imap.password.{ACCOUNT}", f"{imap_user}-pw")
        raws = [mail(n, "np") for n in range(2)]
        dovecot.append(imap_user, *raws)
        # Reporting the missing password is fine, once the other accounts were read.
        with contextlib.suppress(NotConfigured):
            gw.inbox.poll()
        assert sorted(raw_by_id(gw).values()) == sorted(raws)
    finally:
        gw.store.dispose()
