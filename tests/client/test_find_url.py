"""Where the agent-side commands send the agent's token: never in the clear to another host."""

from __future__ import annotations

import pytest

from mailgate.cli import sendmail
from mailgate.client.api import INSECURE_ENV, URL_ENV, find_url
from mailgate.errors import InvalidInput

MESSAGE = b"From: a@example.com\r\nTo: b@example.com\r\nSubject: hi\r\n\r\nhello\r\n"


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8025",
        "http://localhost:8025/",
        "http://[::1]:8025",
        "http://[::ffff:127.0.0.1]:8025",
        "http://127.9.8.7:1",
        "https://mail.example.com",
        "https://203.0.113.5:8443",
    ],
)
def test_loopback_http_and_any_https_are_accepted(url: str) -> None:
    assert find_url(url, env={}) == url.rstrip("/")


@pytest.mark.parametrize(
    "url",
    [
        "http://203.0.113.5:8025",
        "http://mail.example.com:8025",
        "http://localhost.example.com:8025",  # a name is never taken as loopback
        "http://127.0.0.1.nip.io:8025",
        "http://[2001:db8::1]:8025",
        "http://0.0.0.0:8025",
    ],
)
def test_plain_http_to_another_host_is_refused_naming_the_field(url: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        find_url(url, env={})
    assert caught.value.field == "url"
    assert "in the clear" in str(caught.value)
    # From the environment, the message names the variable the agent has to fix.
    with pytest.raises(InvalidInput) as caught:
        find_url(None, env={URL_ENV: url})
    assert caught.value.field == URL_ENV
    # Said on purpose, it is taken.
    assert find_url(url, env={INSECURE_ENV: "1"}) == url


@pytest.mark.parametrize(
    "url", ["ftp://127.0.0.1/", "127.0.0.1:8025", "http://", "http://agent:pw@127.0.0.1:8025"]
)
def test_a_url_that_is_not_plain_http_s_is_refused(url: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        find_url(url, env={})
    assert caught.value.field == "url"


def test_sendmail_refuses_before_any_connection_with_a_usage_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # 203.0.113.0/24 is TEST-NET-3: nothing answers there, and nothing is tried (no timeout).
    monkeypatch.setenv(URL_ENV, "http://203.0.113.9:8025")
    monkeypatch.setenv("MAILGATE_TOKEN", "mg_" + "x" * 60)
    monkeypatch.delenv(INSECURE_ENV, raising=False)
    assert sendmail.run(["-t"], stdin=MESSAGE) == 64
    err = capsys.readouterr().err
    assert "in the clear" in err
    assert "mg_xxx" not in err
