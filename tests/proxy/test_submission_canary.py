"""A canary or vault value in an SMTP recipient address trips the alarm like one anywhere else."""

from __future__ import annotations

import smtplib

import pytest

from mailgate import Gateway
from tests.proxy.conftest import StartDoor, Tls, agent_token, login

CANARY = "AKIAQ7XZ3LKD5WN2RT4M"  # the shape `mailgate canary new --kind aws` makes
MESSAGE = b"From: sales@us.example\r\nTo: bob@customer.example\r\nSubject: hi\r\n\r\nhello\r\n"


def test_a_canary_in_a_recipient_address_raises_the_alarm(
    gw: Gateway, start_door: StartDoor, tls: Tls
) -> None:
    gw.secrets.add_secret("aws.canary", CANARY, kind="canary")
    door = start_door()
    token = agent_token(gw)
    # Refused at DATA before any draft existed, the probe raised no alarm, so an agent could
    # test whether a string it found is a planted canary (or a real secret) and the owner never
    # heard of it; the refusal row also kept the value in clear.
    with login(door.port, tls, "sales", token) as client, pytest.raises(smtplib.SMTPDataError) as refused:
        client.sendmail(
            "x@us.example", [f"{CANARY.lower()}@customer.example", "bob@customer.example"], MESSAGE
        )
    assert refused.value.smtp_code == 554
    # The generic refusal every door gives a draft that carried a secret: nothing about which kind.
    assert refused.value.smtp_error == b"5.7.1 Refused by policy; nothing will be sent"
    rows = gw.audit.rows()
    assert [r.action for r in rows].count("alarm.canary") == 1
    assert not [r for r in rows if r.action == "smtp.refused" and CANARY.lower() in str(r.detail)]
    assert [d.state.value for d in gw.outbox.drafts()] == ["rejected"]
