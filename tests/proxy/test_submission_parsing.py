"""The door's remembered parses give exactly the answers of the parses they stand for."""

from __future__ import annotations

import logging
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import getaddresses
from types import SimpleNamespace

import pytest
from aiosmtpd.smtp import SMTP
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate import Gateway, InvalidInput
from mailgate.outbound.desk import OutboxDesk
from mailgate.outbound.drafts import SendRequest, validate
from mailgate.proxy.sendmail import _addresses
from mailgate.proxy.submission import _Connection
from tests.proxy.conftest import StartDoor, Tls, agent_token, login

_PATH_CHARS = ' <>@."\\abz09()[]:,;=-+\t'
_PATHS = st.one_of(
    st.text(alphabet=_PATH_CHARS, max_size=40),
    st.sampled_from(
        [
            "",
            "<>",
            "<bob@customer.example>",
            "<bob@customer.example> SIZE=100 BODY=8BITMIME",
            "bob@customer.example",
            '<"odd local"@customer.example>',
            "<@relay.example:bob@customer.example>",
            "<bob@[127.0.0.1]>",
            "<verylonglocalpartverylonglocalpart@customer.example>",
            "<bob@customer.example",
        ]
    ),
)


def _aiosmtpd_getaddr(arg: str, limit: int) -> tuple[object, ...]:
    try:
        return ("ok", SMTP._getaddr(SimpleNamespace(local_part_limit=limit), arg))  # type: ignore[arg-type]
    except Exception as exc:  # the comparison is of whatever happens, an exception included
        return ("raised", type(exc))


def _door_getaddr(arg: str, limit: int) -> tuple[object, ...]:
    try:
        return ("ok", _Connection._getaddr(SimpleNamespace(local_part_limit=limit), arg))  # type: ignore[arg-type]
    except Exception as exc:
        return ("raised", type(exc))


@settings(deadline=None)
@given(arg=_PATHS, limit=st.sampled_from([0, 5, 64]))
def test_the_door_parses_mail_and_rcpt_paths_as_aiosmtpd_does(arg: str, limit: int) -> None:
    expected = _aiosmtpd_getaddr(arg, limit)
    assert _door_getaddr(arg, limit) == expected
    assert _door_getaddr(arg, limit) == expected  # the second answer is the remembered one


_HEADER_CHARS = 'abzAZ09 <>@.,;:"()\\\t=?-'
_HEADER_VALUES = st.one_of(
    st.text(alphabet=_HEADER_CHARS, max_size=40),
    st.sampled_from(
        [
            "Bob <bob@customer.example>",
            "Bob <Bob@Customer.example>, carol@customer.example",
            '"Doe, Jane" <jane@customer.example>',
            "team: a@customer.example, b@customer.example;",
            "=?utf-8?q?J=C3=BCrgen?= <juergen@customer.example>",
            "<",
            ".:",
            "undisclosed-recipients:;",
            ", ".join(f"r{n}@customer.example" for n in range(120)),  # too long to be remembered
        ]
    ),
)


def _reference(msg: EmailMessage, name: str) -> tuple[object, ...]:
    """What the door did before it remembered: the header registry through ``get_all``."""
    try:
        values = [str(v) for v in msg.get_all(name, [])]
    except (AttributeError, IndexError, TypeError, ValueError):
        return ("refused", name)
    return ("ok", [addr for _, addr in getaddresses(values) if addr])


def _remembered(msg: EmailMessage, name: str) -> tuple[object, ...]:
    try:
        return ("ok", _addresses(msg, name))
    except InvalidInput as exc:
        return ("refused", exc.field)


@settings(deadline=None)
@given(
    to=st.lists(_HEADER_VALUES, max_size=2),
    cc=st.lists(_HEADER_VALUES, max_size=2),
    fold=st.booleans(),
)
def test_header_address_lists_are_read_as_the_header_registry_reads_them(
    to: list[str], cc: list[str], fold: bool
) -> None:
    lines = [f"To: {v}" for v in to] + [f"CC: {v}" for v in cc]
    if fold:  # a folded line: the registry unfolds it, and so must the remembered parse
        lines = [line.replace(" ", "\r\n ", 1) if " " in line.strip() else line for line in lines]
    raw = ("\r\n".join(["From: sales@us.example", *lines, "Subject: s"]) + "\r\n\r\nHi.\r\n").encode()
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    assert isinstance(msg, EmailMessage)
    for name in ("to", "cc", "bcc"):
        expected = _reference(msg, name)
        assert _remembered(msg, name) == expected
        assert _remembered(msg, name) == expected  # the second answer is the remembered one


def test_a_login_makes_no_log_record(
    gw: Gateway, start_door: StartDoor, tls: Tls, caplog: pytest.LogCaptureFixture
) -> None:
    # aiosmtpd 1.4 logs "Session.login_data is deprecated" on every successful AUTH; the door's
    # session keeps the value without the warning (it used to make the record and drop it).
    door = start_door()
    token = agent_token(gw)
    with caplog.at_level(logging.DEBUG, logger="mail.log"):
        for _ in range(2):
            with login(door.port, tls, "sales", token) as client:
                assert client.noop()[0] == 250
    assert not [r for r in caplog.records if "login_data" in r.getMessage()]
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


_RECIPIENTS = st.one_of(
    st.text(alphabet='abz09 <>@.,;:"()\\\t+-\u202e', max_size=40),
    st.sampled_from(
        [
            "bob@customer.example",
            "Bob <bob@customer.example>",
            "bob@no-tld",
            "a@b.example, c@d.example",
            "B" * 1100 + " <bob@customer.example>",  # too long to be remembered
        ]
    ),
)


def _validated(agent: str, raw: str) -> tuple[object, ...]:
    try:
        draft = validate(SendRequest(agent=agent, to=(raw,), subject="-", body="-"), max_body_chars=1000)
    except InvalidInput as exc:
        return ("refused", exc.field, exc.rule)
    return ("ok", draft)


_DESK = SimpleNamespace(settings=SimpleNamespace(mail=SimpleNamespace(max_body_chars=1000)))


def _remembered_draft(agent: str, raw: str) -> tuple[object, ...]:
    try:
        draft = OutboxDesk._recipient_draft(_DESK, agent, raw)  # type: ignore[arg-type]
    except InvalidInput as exc:
        return ("refused", exc.field, exc.rule)
    return ("ok", draft)


@settings(deadline=None)
@given(agent=st.sampled_from(["sales", "support", "Not-An-Agent"]), raw=_RECIPIENTS)
def test_a_recipient_is_validated_as_a_draft_to_it_alone_would_be(agent: str, raw: str) -> None:
    expected = _validated(agent, raw)
    assert _remembered_draft(agent, raw) == expected
    assert _remembered_draft(agent, raw) == expected  # the second answer is the remembered one
