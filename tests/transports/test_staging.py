"""Pull first, process second: staged raw mail survives until the pipeline has taken it."""

from __future__ import annotations

from mailgate.gateway import Gateway

from .conftest import Dovecot, mail
from .test_gateway_imap import AGENT, MakeGateway, counts, make_gw

__all__ = ["make_gw"]  # the fixture, used by name below


def staged_rows(gw: Gateway) -> int:
    with gw.store.read() as tx:
        return int(tx.exec_driver_sql("SELECT count(*) FROM staged_mail").scalar_one())


def cursor(gw: Gateway) -> tuple[int, int] | None:
    with gw.store.read() as tx:
        row = tx.exec_driver_sql("SELECT uidvalidity, last_uid FROM imap_cursors").first()
    return None if row is None else (int(row[0]), int(row[1]))


def test_pull_keeps_raw_bytes_then_processing_stores_them(
    make_gw: MakeGateway, dovecot: Dovecot, imap_user: str
) -> None:
    gw = make_gw()
    raws = [mail(n, "stage") for n in range(4)]
    dovecot.append(imap_user, *raws)
    assert gw.inbox.pull().to_json() == counts()  # nothing processed yet
    assert staged_rows(gw) == 4
    assert cursor(gw) is not None
    assert cursor(gw)[1] == 4  # type: ignore[index]
    assert gw.inbox.list(agent=AGENT, unread=False, owner=True) == []
    assert gw.inbox.process_staged().to_json() == counts(stored=4)
    assert staged_rows(gw) == 0
    stored = {gw.secrets.raw_mail(str(r.id)) for r in gw.inbox.list(agent=AGENT, unread=False, owner=True)}
    assert stored == set(raws)


def test_a_lost_cursor_fetches_again_and_nothing_doubles(
    make_gw: MakeGateway, dovecot: Dovecot, imap_user: str
) -> None:
    gw = make_gw()
    dovecot.append(imap_user, *[mail(n, "again") for n in range(3)])
    assert gw.inbox.poll().to_json() == counts(stored=3)
    with gw.store.write() as tx:  # as if a crash had lost the cursor after the mail was stored
        tx.exec_driver_sql("DELETE FROM imap_cursors")
    assert gw.inbox.poll().to_json() == counts(duplicate=3)
    assert len(gw.inbox.list(agent=AGENT, unread=False, owner=True)) == 3
