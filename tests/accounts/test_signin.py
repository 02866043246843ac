"""The sign-in flows end to end through the real CLI: Google's loopback redirect with PKCE (the
test is the browser) and Microsoft's device code (the test enters the code)."""

from __future__ import annotations

import os
import ssl
import subprocess
import sys
import tomllib
from pathlib import Path

import httpx2

from mailgate.gateway import open_gateway
from tests.accounts.conftest import OpenHome
from tests.accounts.fakes import FakeProvider
from tests.transports.conftest import wait_until


def cli(home: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(
        [sys.executable, "-m", "mailgate.cli.main", "--home", str(home), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def read_until(proc: subprocess.Popen[str], marker: str) -> str:
    assert proc.stdout is not None
    while True:
        line = proc.stdout.readline()
        if not line:
            raise AssertionError(
                f"the command ended before printing {marker!r}: {proc.stderr.read() if proc.stderr else ''}"
            )
        if marker in line:
            return line.strip()


def finish(proc: subprocess.Popen[str]) -> tuple[str, str]:
    """Wait for the command; its remaining stdout and its stderr."""
    assert proc.stdout is not None and proc.stderr is not None
    try:
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    out, err = proc.stdout.read(), proc.stderr.read()
    proc.stdout.close()
    proc.stderr.close()
    return out, err


def endpoints(fake: FakeProvider, provider: str, *names: str) -> list[str]:
    table = fake.gmail_table("x") if provider == "gmail" else fake.microsoft_table("x")
    out: list[str] = []
    for name in names:
        out += [f"--{name.replace('_', '-')}", str(table[name])]
    return out


def test_gmail_signin_with_loopback_redirect_and_pkce(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = open_home()
    home = gw.home
    proc = cli(
        home, "account", "add", "gmail", "personal", "--client-id", "client-1", "--no-browser",
        *endpoints(fake, "gmail", "auth_url", "token_url", "api_url", "ca_file"),
    )  # fmt: skip
    assert proc.stdin is not None
    proc.stdin.write("client-secret-1\n")
    proc.stdin.close()
    url = read_until(proc, f"{fake.base}/auth?")
    assert "code_challenge_method=S256" in url and "access_type=offline" in url and "state=" in url
    with httpx2.Client(
        verify=ssl.create_default_context(cafile=fake.ca_file), follow_redirects=False
    ) as browser:
        consent = browser.get(url)
        assert consent.status_code == 302
        redirect = consent.headers["Location"]
        assert redirect.startswith("http://127.0.0.1:")
        # A forged redirect (another page or process guessing the port) is refused; the flow goes on.
        forged = redirect.split("?")[0] + "?code=4/forged&state=guess"
        assert browser.get(forged).status_code == 400
        done = browser.get(redirect)
        assert done.status_code == 200 and b"Signed in" in done.content
    out, err = finish(proc)
    assert proc.returncode == 0, err
    assert "signed in personal" in out
    exchange = [f for f in fake.state.token_forms if f["grant_type"] == "authorization_code"]
    assert len(exchange) == 1 and exchange[0]["code_verifier"] and exchange[0]["code"] != "4/forged"

    config = (home / "config.toml").read_text()
    tables = tomllib.loads(config)["gmail"]
    assert [t["name"] for t in tables] == ["personal"]
    reopened = open_gateway(home)
    try:
        token = reopened.secrets.vault.get("mail.oauth.personal.refresh_token")
        assert token in fake.state.refresh_tokens and token not in config
        assert reopened.accounts.test(reopened.accounts.get("personal")) == "signed in as owner@gmail.example"
    finally:
        reopened.store.dispose()
    listed = subprocess.run(
        [sys.executable, "-m", "mailgate.cli.main", "--home", str(home), "account", "list"],
        capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    assert "personal" in listed.stdout and "True" in listed.stdout

    removed = subprocess.run(
        [sys.executable, "-m", "mailgate.cli.main", "--home", str(home), "account", "remove", "personal"],
        capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    assert "its table" in removed.stdout
    assert "gmail" not in tomllib.loads((home / "config.toml").read_text())
    reopened = open_gateway(home)
    try:
        assert reopened.secrets.vault.get("mail.oauth.personal.refresh_token") is None
    finally:
        reopened.store.dispose()


def test_microsoft_device_code_flow(open_home: OpenHome, fake: FakeProvider) -> None:
    gw = open_home()
    proc = cli(
        gw.home, "account", "add", "microsoft", "office", "--client-id", "client-ms",
        *endpoints(fake, "microsoft", "device_url", "token_url", "api_url", "ca_file"),
    )  # fmt: skip
    assert proc.stdin is not None
    proc.stdin.close()
    line = read_until(proc, "enter the code")
    user_code = line.rsplit(" ", 1)[1]
    device = next(iter(fake.state.devices.values()))
    assert device["user_code"] == user_code and "offline_access" in device["scope"]
    # Let the command poll at least once before the person enters the code.
    wait_until(lambda: device["polls"] >= 1, 30, "the first token poll")
    with httpx2.Client(verify=ssl.create_default_context(cafile=fake.ca_file)) as person:
        assert person.post(f"{fake.base}/device/approve", params={"user_code": user_code}).status_code == 200
    out, err = finish(proc)
    assert proc.returncode == 0, err
    assert "signed in office" in out
    assert device["polls"] >= 2
    reopened = open_gateway(gw.home)
    try:
        assert reopened.secrets.vault.get("mail.oauth.office.refresh_token") in fake.state.refresh_tokens
        assert reopened.accounts.test(reopened.accounts.get("office")) == "signed in as owner@contoso.example"
    finally:
        reopened.store.dispose()
