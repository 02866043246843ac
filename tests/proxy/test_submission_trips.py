"""DATA costs one store transaction, and judges each recipient exactly as a draft to it alone is judged.

The recipients are judged inside the transaction that stores the draft (``agents.send`` with
``all_or_none``); before, they were judged in a read transaction of their own first. These tests
pin what must not change with that: the same recipients refused, a refused one still the answer
whatever else is wrong with the message, nothing stored or charged for it.
"""

from __future__ import annotations

import gc
import threading
from dataclasses import replace
from email.headerregistry import UniqueUnstructuredHeader

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import event

from mailgate import Caller, Decision, Gateway, RateLimited, RecipientRefused, SendInput
from mailgate.proxy.sendmail import SendmailArgs, message_send
from tests.conftest import Reopen
from tests.proxy.conftest import StartDoor, Tls, agent_token, data_with_carol_stopped, login

MESSAGE = b"From: sales@us.example\r\nTo: bob@customer.example\r\nSubject: Hello\r\n\r\nHi there.\r\n"


class Begins:
    """Every transaction SQLite begins, as its own trace reports it."""

    def __init__(self, gw: Gateway) -> None:
        self.seen: list[str] = []
        self._lock = threading.Lock()
        gw.store.dispose()  # connections opened from here on carry the trace
        event.listen(gw.store.engine, "connect", lambda conn, _rec: conn.set_trace_callback(self._seen))

    def _seen(self, sql: str) -> None:
        if sql.lstrip().upper().startswith("BEGIN"):
            with self._lock:
                self.seen.append(sql.strip().upper())

    def take(self) -> list[str]:
        """The BEGINs seen since the last call."""
        with self._lock:
            got, self.seen = self.seen, []
        return got


def test_data_is_one_write_transaction_and_nothing_else(gw: Gateway, start_door: StartDoor, tls: Tls) -> None:
    if not gw.store.is_sqlite:
        pytest.skip("counted with SQLite's own trace")
    door = start_door()
    token = agent_token(gw)
    gw.rules.add_dnc("carol@customer.example", "asked not to be mailed")
    begins = Begins(gw)
    with login(door.port, tls, "sales", token) as client:
        # The first message builds the leak scanner (its reads of the vault generation) and warms
        # the pool; from then on a message is the one transaction that stores it.
        assert client.sendmail("x@us.example", ["bob@customer.example"], MESSAGE) == {}
        for n in range(3):
            client.mail("x@us.example")
            client.rcpt("bob@customer.example")
            client.rcpt(f"dave{n}@customer.example")
            begins.take()  # the login's reading of its token
            code, reply = client.data(MESSAGE.replace(b"Hello", f"Hello {n}".encode()))
            assert code == 250 and reply.startswith(b"2.0.0 held for approval"), reply
            assert begins.take() == ["BEGIN IMMEDIATE"]
        # Refused for a stop-listed recipient: the same one transaction (rolled back), then the
        # request's charge to the token's rate (a refusal counts) and the refusal's audit row.
        client.mail("x@us.example")
        client.rcpt("bob@customer.example")
        client.rcpt("carol@customer.example")
        begins.take()
        code, _ = client.data(MESSAGE)
        assert code == 554
        assert begins.take() == ["BEGIN IMMEDIATE"] * 3
    assert len(gw.outbox.drafts()) == 4


@pytest.mark.parametrize(
    "message",
    [
        # Not a draft at all: the door's parse refuses it.
        b"From: sales@us.example\r\nTo: <\r\nSubject: Hello\r\n\r\nHi there.\r\n",
        # A draft the agent operation refuses before storing anything (attachments are off).
        b"From: sales@us.example\r\nTo: bob@customer.example\r\nSubject: Hello\r\nMIME-Version: 1.0\r\n"
        b'Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nHi.\r\n'
        b'--b\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename="a.txt"\r\n\r\n'
        b"file\r\n--b--\r\n",
    ],
    ids=["unparsable", "refused-before-the-store"],
)
def test_a_refused_recipient_is_the_answer_whatever_else_is_wrong(
    gw: Gateway, start_door: StartDoor, tls: Tls, message: bytes
) -> None:
    rcpts = ("bob@customer.example", "carol@customer.example")
    code, reply = data_with_carol_stopped(gw, start_door(), tls, rcpts, message)
    assert code == 554 and reply.startswith(b"5.7.1 <carol@customer.example>: refused by policy"), reply
    assert gw.outbox.drafts() == []
    [row] = [r for r in gw.audit.rows() if r.action == "smtp.refused"]
    assert '"denied": ["carol@customer.example"]' in str(row.detail)


def test_a_refused_recipient_is_charged_to_the_token_like_any_refusal(reopen: Reopen) -> None:
    # A refusal that came free let an agent probe the stop list and the allowed list without
    # limit; every other refused request counts (session 10 review).
    gw = reopen(lambda s: replace(s, api=replace(s.api, requests_per_minute=2)))
    token = agent_token(gw)
    caller = gw.tokens.authenticate(token, door="smtp")
    gw.rules.add_dnc("carol@customer.example", "asked not to be mailed")
    refused = SendInput(
        to=["bob@customer.example", "carol@customer.example"], subject="s", body="b", idempotency_key="k1"
    )
    for _ in range(3):  # the third still gets its own refusal, not "try later"
        with pytest.raises(RecipientRefused) as got:
            gw.agents.send(caller, refused, all_or_none=True)
        assert got.value.keys == ("carol@customer.example",)
    # The two requests a minute went on the refusals.
    ok = SendInput(to=["bob@customer.example"], subject="s", body="b", idempotency_key="k2")
    with pytest.raises(RateLimited):
        gw.agents.send(caller, ok, all_or_none=True)
    assert gw.outbox.drafts() == []


def test_a_message_that_is_no_draft_is_charged_when_its_recipients_are_judged(reopen: Reopen) -> None:
    # h11: DATA that does not parse had its recipients judged alone, each refused one named, and
    # nothing counted: one malformed message per probe told which addresses are refused, free.
    gw = reopen(lambda s: replace(s, api=replace(s.api, requests_per_minute=2)))
    caller = gw.tokens.authenticate(agent_token(gw), door="smtp")
    gw.rules.add_dnc("carol@customer.example", "asked not to be mailed")
    for _ in range(2):
        denied = gw.agents.refuse_unsent(caller, ("bob@customer.example", "Carol@Customer.example"))
        assert denied == ("carol@customer.example",)
    ok = SendInput(to=["bob@customer.example"], subject="s", body="b", idempotency_key="k2")
    with pytest.raises(RateLimited):
        gw.agents.send(caller, ok, all_or_none=True)
    assert gw.outbox.drafts() == []


_ADDRESSES = [
    "bob@customer.example",
    "Carol@Customer.example",
    "carol+tag@customer.example",
    "owner@us.example",
    "eve@elsewhere.example",
    "dave@customer.example",
]


def _judged_alone(gw: Gateway, caller: Caller, recipients: list[str]) -> tuple[str, ...]:
    """What the door did before: each recipient judged on its own, in a read of its own."""
    judged = [gw.outbox.judge_recipient(caller.agent, r) for r in recipients]
    return tuple(dict.fromkeys(a.key for a, said in judged if said is Decision.DENY))


@pytest.mark.parametrize("allowlist", [(), ("@customer.example", "owner@us.example")])
@pytest.mark.parametrize("signature", ["off", "require"])
@settings(deadline=None, max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    recipients=st.lists(st.sampled_from(_ADDRESSES), min_size=1, max_size=4, unique=True),
    stop=st.lists(st.sampled_from(["carol@customer.example", "eve@elsewhere.example"]), unique=True),
    owner=st.booleans(),
    known=st.booleans(),
)
def test_recipients_are_refused_exactly_as_when_each_was_judged_alone(
    reopen: Reopen,
    allowlist: tuple[str, ...],
    signature: str,
    recipients: list[str],
    stop: list[str],
    owner: bool,
    known: bool,
) -> None:
    gw = reopen(
        lambda s: replace(
            s,
            mail=replace(s.mail, allowed_recipients=allowlist, signature=signature),
        )
    )
    if "sales" not in {a.name for a in gw.rules.list_agents()}:
        gw.rules.add_agent("sales")
    caller = gw.tokens.authenticate(gw.tokens.create("sales", "mail:send").token, door="smtp")
    if not known:  # a token whose agent is gone: every recipient is refused
        caller = replace(caller, agent="gone")
    for entry in gw.rules.list_dnc():
        gw.rules.remove_dnc(entry.address)
    for address in stop:
        gw.rules.add_dnc(address, "stop")
    if owner and "owner@us.example" not in gw.rules.list_owners():
        gw.rules.add_owner("owner@us.example")
    expected = _judged_alone(gw, caller, recipients)
    send = SendInput(to=recipients, subject="s", body="b", idempotency_key=f"k-{len(gw.outbox.drafts())}")
    try:
        gw.agents.send(caller, send, all_or_none=True)
        got: tuple[str, ...] = ()
    except RecipientRefused as exc:
        got = exc.keys
    assert got == expected


def test_reading_headers_makes_no_new_header_class() -> None:
    # The stdlib's registry defines a class for every header it parses; the door's keeps them.
    message_send(MESSAGE, SendmailArgs(recipients=("bob@customer.example",)), keyed=False)
    gc.disable()  # a made class lives until the cyclic collector runs: it must not run in between
    try:
        before = len(UniqueUnstructuredHeader.__subclasses__())  # the Subject's class
        for n in range(20):
            raw = MESSAGE.replace(b"Hello", f"Hello {n} =?utf-8?q?gr=C3=BC=C3=9Fe?=".encode())
            send = message_send(raw, SendmailArgs(recipients=("bob@customer.example",)), keyed=False)
            assert send.subject == f"Hello {n} grüße"
        assert len(UniqueUnstructuredHeader.__subclasses__()) == before
    finally:
        gc.enable()
