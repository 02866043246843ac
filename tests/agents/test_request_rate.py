"""The per-token request rate holds across gateways and processes on one store, and fails closed.

The bucket lives in the store (``request_rates``), so two `serve` processes (here: two gateways in
one process, and two OS processes on one PostgreSQL) draw on one allowance per token. The clock is
held still, so nothing refills during a test: exactly the allowance passes, however slow the run.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text

from mailgate import (
    Gateway,
    InvalidInput,
    ListQuery,
    RateLimited,
    SendInput,
    StoreUnavailable,
    clock,
    open_gateway,
)
from mailgate.agents.tokens import Caller
from mailgate.store import Store
from tests.conftest import make_home, pg_url, reset_postgres
from tests.together import run_together

ALLOWANCE = 5
FROZEN = datetime(2026, 12, 5, 1, 0, tzinfo=UTC)
RATE_CONFIG = f"\n[api]\nrequests_per_minute = {ALLOWANCE}\n"


@pytest.fixture
def still(monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock stands still: the bucket refills nothing during the test."""
    monkeypatch.setattr(clock, "now", lambda: FROZEN)


@pytest.fixture
def two(home: Path, still: None) -> Iterator[tuple[Gateway, Gateway, Caller]]:
    """Two gateways on the test's home (two `serve` processes' worth), and one token's caller."""
    with (home / "config.toml").open("a") as cfg:
        cfg.write(RATE_CONFIG)
    first, second = open_gateway(home), open_gateway(home)
    first.rules.add_agent("sales")
    first.rules.add_grant("*@example.com")
    issued = first.tokens.create("sales", "mail:read,mail:send")
    caller = first.tokens.authenticate(issued.token, door="api")
    yield first, second, caller
    first.store.dispose()
    second.store.dispose()


def send(n: int) -> SendInput:
    return SendInput(to=[f"k{n}@example.com"], subject=f"Offer {n}", body="Prices", idempotency_key=f"k-{n}")


def outcome(call: Callable[[], object]) -> str:
    try:
        call()
    except RateLimited:
        return "limited"
    return "ok"


def test_two_gateways_share_one_allowance_per_token(two: tuple[Gateway, Gateway, Caller]) -> None:
    first, second, caller = two
    # Sends and reads, alternating between the two gateways, all counted against one bucket.
    calls: list[Callable[[], object]] = []
    for n in range(12):
        gw = first if n % 2 == 0 else second
        calls.append((lambda g, i: lambda: g.agents.send(caller, send(i)))(gw, n))
        calls.append((lambda g: lambda: g.agents.list_mail(caller, ListQuery()))(gw))
    said = [outcome(c) for c in calls]
    assert said[:ALLOWANCE] == ["ok"] * ALLOWANCE
    assert said[ALLOWANCE:] == ["limited"] * (len(calls) - ALLOWANCE)
    # A refused send stores nothing: the drafts are the sends among the first ALLOWANCE calls.
    assert sorted(d.idempotency_key for d in first.outbox.drafts()) == ["k-0", "k-1", "k-2"]
    # Another token of the same agent has its own bucket.
    other = first.tokens.authenticate(first.tokens.create("sales", "mail:read").token, door="api")
    assert outcome(lambda: second.agents.accounts(other)) == "ok"


def test_parallel_requests_through_two_gateways_never_pass_the_allowance(
    two: tuple[Gateway, Gateway, Caller],
) -> None:
    first, second, caller = two
    each = 8
    barrier = threading.Barrier(2 * each)
    said: list[str] = []
    lock = threading.Lock()

    def worker(gw: Gateway, n: int) -> None:
        barrier.wait()
        got = outcome(lambda: gw.agents.send(caller, send(n)))
        with lock:
            said.append(got)

    threads = [threading.Thread(target=worker, args=(g, n)) for n, g in enumerate([first, second] * each)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert Counter(said) == Counter({"ok": ALLOWANCE, "limited": 2 * each - ALLOWANCE})
    assert len(first.outbox.drafts()) == ALLOWANCE


def test_a_send_refused_before_the_store_keeps_its_own_refusal_and_is_still_charged(
    two: tuple[Gateway, Gateway, Caller],
) -> None:
    first, second, caller = two
    keyless = SendInput(to=["k@example.com"], subject="Offer", body="Prices", idempotency_key="")
    for _ in range(ALLOWANCE - 1):
        first.agents.list_mail(caller, ListQuery())
    # The last request of the allowance is refused for what it is, and it is counted...
    with pytest.raises(InvalidInput) as first_refusal:
        second.agents.send(caller, keyless)
    assert first_refusal.value.field == "idempotency_key"
    assert outcome(lambda: first.agents.list_mail(caller, ListQuery())) == "limited"
    # ...and with the bucket empty the agent is still told what was wrong, not "try again later".
    with pytest.raises(InvalidInput) as second_refusal:
        first.agents.send(caller, keyless)
    assert second_refusal.value.field == "idempotency_key"
    assert first.outbox.drafts() == []


def test_a_send_is_charged_in_the_transaction_that_stores_it(
    two: tuple[Gateway, Gateway, Caller], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The hot path: the rate adds a statement to the submit's transaction, not a transaction.
    first, _, caller = two
    writes: list[str] = []
    write = Store.write

    def counted(self: Store) -> object:
        writes.append("write")
        return write(self)

    monkeypatch.setattr(Store, "write", counted)
    first.agents.send(caller, send(1))
    assert writes == ["write"]
    first.agents.list_mail(caller, ListQuery())  # a read has no write of its own: one for the rate
    assert writes == ["write", "write"]


def test_the_limit_fails_closed_when_the_store_cannot_count(two: tuple[Gateway, Gateway, Caller]) -> None:
    first, second, caller = two
    with first.store.write() as tx:
        tx.execute(text("DROP TABLE request_rates"))
    with pytest.raises(StoreUnavailable):
        second.agents.send(caller, send(1))
    with pytest.raises(StoreUnavailable):
        second.agents.accounts(caller)
    assert first.outbox.drafts() == []


# One requesting process: ready -> wait for "go" on stdin -> EACH sends -> what each got.
REQUESTER = """
import json, sys
from datetime import UTC, datetime
from pathlib import Path
from mailgate import RateLimited, SendInput, clock, open_gateway
clock.now = lambda: datetime(2026, 12, 5, 1, 0, tzinfo=UTC)  # as the test's: nothing refills
home, token, me, each = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
gw = open_gateway(home)
caller = gw.tokens.authenticate(token, door="api")
print("ready", flush=True)
assert sys.stdin.readline().strip() == "go"
said = []
for n in range(each):
    data = SendInput(to=[f"p{me}-{n}@example.com"], subject="Hi", body="Prices", idempotency_key=f"{me}-{n}")
    try:
        gw.agents.send(caller, data)
        said.append("ok")
    except RateLimited:
        said.append("limited")
print(json.dumps(said), flush=True)
gw.store.dispose()
"""


def test_two_processes_on_one_postgresql_share_one_allowance(tmp_path: Path, still: None) -> None:
    url = pg_url()
    reset_postgres(url)
    home = make_home(tmp_path / "home", url, RATE_CONFIG)
    gw = open_gateway(home)
    try:
        gw.rules.add_agent("sales")
        gw.rules.add_grant("*@example.com")
        bearer = gw.tokens.create("sales", "mail:send").token
    finally:
        gw.store.dispose()
    each = 6
    said = run_together(REQUESTER, [[str(home), bearer, str(i), str(each)] for i in range(2)])
    assert said == Counter({"ok": ALLOWANCE, "limited": 2 * each - ALLOWANCE})
    gw = open_gateway(home)
    try:
        assert len(gw.outbox.drafts()) == ALLOWANCE
    finally:
        gw.store.dispose()
