"""Two `mailgate serve` workers on one store and one real Dovecot account: one pulls at a time.

Each inbound account has a lease row (holder, expiry) in the store. The worker that holds it
pulls and renews it; the other sees it held and leaves the account alone. Killed with SIGKILL,
the holder renews no more: once its lease has run out the other worker takes the account over and
pulls what arrives next. Each message is stored once, and nothing is a duplicate.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from sqlalchemy import select

from mailgate.gateway import open_gateway
from mailgate.store import leases as lease_rows
from mailgate.store.schema import mails
from tests.conftest import make_home
from tests.scale.workers import Event, Process, serve, wait_until

from .conftest import Dovecot, mail
from .test_gateway_imap import imap_toml

pytestmark = pytest.mark.servers

LEASE = "inbound:work"
LEASE_SECS = 2  # short, so the takeover comes soon; nothing below compares times


def stored_ids(home: Path) -> list[str]:
    gw = open_gateway(home)
    try:
        with gw.store.read() as tx:
            return [str(r) for r in tx.execute(select(mails.c.message_id)).scalars()]
    finally:
        gw.store.dispose()


def holder_of(home: Path) -> str | None:
    gw = open_gateway(home)
    try:
        with gw.store.read() as tx:
            rows = {row.name: row.holder for row in lease_rows.all_leases(tx)}
    finally:
        gw.store.dispose()
    return rows.get(LEASE)


def took(worker: Process) -> list[Event]:
    return [e for e in worker.named("lease") if e["lease"] == LEASE]


def polled(worker: Process, outcome: str) -> int:
    return sum(int(e.get(outcome, 0)) for e in worker.named("poll"))


def test_one_worker_pulls_and_the_other_takes_over_when_it_dies(
    tmp_path: Path, store_url: str, dovecot: Dovecot, imap_user: str
) -> None:
    config = imap_toml(dovecot, imap_user, ("INBOX",)) + f"\n[mail]\ninbound_lease_secs = {LEASE_SECS}\n"
    home = make_home(tmp_path / "home", store_url, config)
    gw = open_gateway(home)
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("mail.imap.password.work", f"{imap_user}-pw")
    gw.store.dispose()

    workers = [serve(home, "--no-http", "--interval", "0.2") for _ in range(2)]
    try:
        for w in workers:
            w.wait_for(lambda ev: any(e.get("event") == "start" for e in ev), 60, "the worker to start")
        first = [mail(n, "a") for n in range(10)]
        dovecot.append(imap_user, *first)
        wait_until(lambda: len(stored_ids(home)) == 10, 60, "the first ten messages to be stored")

        # The lease events are logged after the pass that stored the mail: wait for them.
        wait_until(lambda: any(took(w) for w in workers), 30, "the holder to log its lease")
        holders = [w for w in workers if took(w)]
        assert len(holders) == 1, [w.events for w in workers]  # one worker ever held the account
        holder = holders[0]
        other = next(w for w in workers if w is not holder)
        held_by = holder.named("start")[0]["holder"]
        assert holder_of(home) == held_by
        assert took(holder)[0]["previous"] is None

        holder.kill()  # its lease stays in the store, unrenewed
        later = [mail(n, "b") for n in range(5)]
        dovecot.append(imap_user, *later)
        wait_until(lambda: len(stored_ids(home)) == 15, 90, "the survivor to pull the next five")

        other.wait_for(lambda _: bool(took(other)), 30, "the survivor to log its takeover")
        takeover = took(other)
        assert len(takeover) == 1 and takeover[0]["previous"] == held_by
        assert holder_of(home) == other.named("start")[0]["holder"]
        ids = stored_ids(home)
        assert Counter(ids) == Counter(
            {f"<a.{n}@example.com>" for n in range(10)} | {f"<b.{n}@example.com>" for n in range(5)}
        )
        # Nothing was fetched twice: no poll of either worker met a duplicate.
        assert polled(holder, "duplicate") + polled(other, "duplicate") == 0
        # Stored by whichever worker held the staged mail's own lease: fifteen in all.
        assert polled(holder, "stored") + polled(other, "stored") == 15
        assert other.stop() == 0
    finally:
        for w in workers:
            if w.proc.poll() is None:
                w.stop()
