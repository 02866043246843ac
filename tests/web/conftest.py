"""A real `mailgate serve` with the owner's dashboard, an owner session over HTTP, and Chromium.

The home's [smtp] points at a CaptureServer, so what the owner confirms is really delivered by
serve's settler. Chromium is Debian's (/usr/bin/chromium) driven by Playwright; `playwright
install` is not used.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import httpx2 as httpx
import pytest
from argon2 import PasswordHasher
from playwright.sync_api import Browser, sync_playwright

from mailgate import AuditRow, Gateway, SendRequest, SubmitResult, open_gateway
from mailgate.owner import login as owner_login
from mailgate.testing.capture import Captured, CaptureServer
from tests.conftest import StartServer, make_home
from tests.serve import Serve

PASSWORD = "correct horse battery staple"
MAILGATE = str(Path(sys.executable).parent / "mailgate")
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
_CSRF = re.compile(r'name="csrf" value="([^"]+)"')


@dataclass
class Site:
    """A running serve with its gateway (same home), capture server and URL."""

    gw: Gateway
    serve: Serve
    capture: CaptureServer
    clients: list[httpx.Client]

    @property
    def url(self) -> str:
        return self.serve.url

    def held(
        self,
        to: str = "Bob <bob@customer.example>",
        subject: str = "Offer",
        body: str = "Hello Bob,\nhere is the offer.\n",
        bcc: tuple[str, ...] = (),
    ) -> SubmitResult:
        """A draft the policy holds for the owner."""
        result = self.gw.outbox.submit(
            SendRequest(agent="sales", to=[to], subject=subject, body=body, bcc=bcc), require_key=False
        )
        assert result.state == "pending", result
        return result

    def held_with_files(self, req: SendRequest) -> str:
        """Switch attachments on and hold ``req`` (its files stored with it); the draft's id."""
        config = self.gw.home / "config.toml"
        if "allow_attachments" not in config.read_text():
            config.write_text(config.read_text() + "\n[mail]\nallow_attachments = true\n")
        on = open_gateway(self.gw.home)  # serve only renders what is stored: its config is not read here
        try:
            result = on.outbox.submit(req, require_key=False)
        finally:
            on.store.dispose()
        assert result.state == "pending", result
        return result.draft_id

    def mailgate(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [MAILGATE, "--home", str(self.gw.home), *args], capture_output=True, text=True, timeout=120
        )

    def approve_link(self, draft_id: str) -> str:
        done = self.mailgate("approve-link", draft_id, "--url", self.url)
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()

    def delivered(self, count: int = 1, timeout: float = 30.0) -> list[Captured]:
        """Wait (with a deadline) until the capture server holds ``count`` messages."""
        deadline = time.monotonic() + timeout
        while len(self.capture.messages) < count:
            if time.monotonic() > deadline:
                pytest.fail(f"{len(self.capture.messages)} of {count} messages delivered within {timeout} s")
            time.sleep(0.05)
        return self.capture.messages

    def audit(self, action: str) -> list[AuditRow]:
        return [r for r in self.gw.audit.rows() if r.action == action]


# Argon2id at the library's production cost (64 MiB, 3 passes, 4 lanes) took a large share of each
# site's set-up and of every login on a loaded machine, and its cost is not what these tests check.
# The fixture's own password gets the cheapest Argon2id; serve verifies with the parameters stored
# in the hash, so its logins are cheap too. A password set through `mailgate owner password` (a
# subprocess) still gets the production parameters.
CHEAP_ARGON2 = partial(PasswordHasher, time_cost=1, memory_cost=8, parallelism=1)


@pytest.fixture
def site(
    tmp_path: Path, store_url: str, start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Site]:
    monkeypatch.setattr(owner_login, "PasswordHasher", CHEAP_ARGON2)
    capture = start_server("starttls")
    smtp = (
        "[smtp]\n"
        'host = "127.0.0.1"\n'
        f"port = {capture.port}\n"
        'tls = "starttls"\n'
        'from_addr = "sales@us.example"\n'
        f'ca_file = "{capture.ca_file}"\n'
        "timeout_secs = 10\n"
        "[dropfolder]\nenabled = false\n"
    )
    gw = open_gateway(make_home(tmp_path / "home", store_url, smtp))
    gw.rules.add_agent("sales")
    gw.owner.set_password(PASSWORD)
    serve = Serve(gw.home, interval="0.2")  # serve's settler delivers what the page confirms
    site = Site(gw=gw, serve=serve, capture=capture, clients=[])
    yield site
    for client in site.clients:
        client.close()
    serve.stop()
    gw.store.dispose()


def login(site: Site) -> tuple[httpx.Client, str]:
    """An HTTP client holding an owner session, and that session's CSRF token."""
    client = httpx.Client(base_url=site.url, follow_redirects=False, timeout=30)
    site.clients.append(client)
    page = client.get("/owner/login")
    found = _CSRF.search(page.text)
    assert found is not None
    done = client.post("/owner/login", data={"csrf": found.group(1), "password": PASSWORD})
    assert done.status_code == 303 and done.headers["location"] == "/owner/pending", done.text
    pending = client.get("/owner/pending")
    token = _CSRF.search(pending.text)
    assert token is not None
    return client, token.group(1)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: scripts/bootstrap.sh test installs Debian's chromium")
    profile_home = tempfile.mkdtemp(prefix="mg-chromium-home-")
    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            env={**os.environ, "HOME": profile_home},
            args=[
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-dev-shm-usage",
            ],
        )
        yield b
        b.close()
