"""Access tokens refreshed before expiry; a revoked grant marks one account "needs sign-in",
alerts the owner once, and leaves the other accounts working."""

from __future__ import annotations

import pytest

from mailgate.accounts.oauth import REFRESH_MARGIN_SECS, SignInNeeded, TokenSource
from mailgate.accounts.settings import oauth_account
from mailgate.accounts.state import AccountState
from mailgate.deadline import Deadline
from mailgate.gateway import Gateway
from tests.accounts.conftest import Hook, OpenHome, mail, signed_in
from tests.accounts.fakes import FakeProvider


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_access_token_is_refreshed_before_it_expires(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = open_home(gmail=[fake.gmail_table("personal")])
    signed_in(gw, fake, "personal")
    account = oauth_account("gmail", fake.gmail_table("personal"))
    clock = Clock()
    source = TokenSource(account, gw.secrets, AccountState(gw.store), lambda a: None, clock=clock)
    first = source.access_token(Deadline.after(10))
    assert source.access_token(Deadline.after(10)) == first and source.refreshes == 1
    clock.now += fake.state.lifetime - REFRESH_MARGIN_SECS - 1  # not yet within the margin
    assert source.access_token(Deadline.after(10)) == first and source.refreshes == 1
    clock.now += 2  # now it is: refreshed before the server would refuse it
    second = source.access_token(Deadline.after(10))
    assert second != first and source.refreshes == 2
    assert second in fake.state.access_tokens


def test_a_rotated_refresh_token_is_kept(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = open_home(microsoft=[fake.microsoft_table("office")])
    old = signed_in(gw, fake, "office", "client-ms")
    fake.state.rotate_refresh = True
    assert gw.accounts.test(gw.accounts.get("office")).startswith("signed in as")
    new = gw.secrets.vault.get("mail.oauth.office.refresh_token")
    assert new is not None and new != old and new in fake.state.refresh_tokens


def revoked_setup(open_home: OpenHome, fake: FakeProvider, hook: Hook) -> tuple[Gateway, str]:
    gw = open_home(
        gmail=[fake.gmail_table("alpha"), fake.gmail_table("beta")],
        sections={"mail": {"default_agent": "bot"}, "notify": {"webhook_url": hook.url}},
    )
    gw.rules.add_agent("bot")
    revoked = signed_in(gw, fake, "alpha")
    signed_in(gw, fake, "beta")
    del fake.state.refresh_tokens[revoked]  # the owner revoked mailgate's access at Google
    return gw, revoked


def test_revoked_grant_needs_signin_alerts_once_and_others_keep_working(
    open_home: OpenHome, fake: FakeProvider, hook: Hook
) -> None:
    gw, revoked = revoked_setup(open_home, fake, hook)
    fake.deliver(mail(1))  # both fake accounts read the same mailbox: beta must still get it
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 1
    assert counts.to_json()["transport_error"] == 1
    assert (
        "alpha needs sign-in" in counts.errors[0] and "mailgate account add gmail alpha" in counts.errors[0]
    )
    marks = [r for r in gw.audit.rows() if r.action == "account.needs_signin"]
    assert [r.subject for r in marks] == ["alpha"]
    assert hook.received == [{"event": "alarm.account_signin", "account": "alpha", "provider": "gmail"}]

    asked = len([f for f in fake.state.token_forms if f.get("refresh_token") == revoked])
    fake.deliver(mail(2))
    counts = gw.inbox.poll()
    assert counts.to_json()["stored"] == 1 and counts.to_json()["transport_error"] == 1
    # Once marked, the token endpoint is not asked again, and nobody is alerted twice.
    assert len([f for f in fake.state.token_forms if f.get("refresh_token") == revoked]) == asked
    assert len([r for r in gw.audit.rows() if r.action == "account.needs_signin"]) == 1
    assert len(hook.received) == 1

    doctor = {c.name: c for c in gw.health.doctor()}
    assert not doctor["alpha"].ok and "run `mailgate account add gmail alpha`" in doctor["alpha"].detail
    assert doctor["beta"].ok, doctor["beta"].detail
    status = {s.name: s for s in gw.accounts.status()}
    assert status["alpha"].needs_signin and not status["beta"].needs_signin


def test_signing_in_again_clears_the_mark(open_home: OpenHome, fake: FakeProvider, hook: Hook) -> None:
    from mailgate.accounts.signin import Grant

    gw, _ = revoked_setup(open_home, fake, hook)
    assert gw.inbox.poll().to_json()["transport_error"] == 1
    account = gw.accounts.get("alpha")
    with pytest.raises(SignInNeeded, match="mailgate account add gmail alpha"):
        gw.accounts.test(account)  # a marked account is not used
    gw.accounts.keep_grant(account, Grant(fake.grant(), ""), "client-secret-1")
    assert gw.accounts.state.needs_signin("alpha") is None
    assert gw.accounts.test(account).startswith("signed in as")
    assert [r.action for r in gw.audit.rows() if r.subject == "alpha"][-1] == "account.signin"
