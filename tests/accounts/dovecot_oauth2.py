"""A private Dovecot whose IMAP accepts XOAUTH2, checking each bearer token at a local
introspection endpoint (Dovecot's ``oauth2`` passdb, RFC 7662 introspection by POST)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest
import trustme

from tests.transports.conftest import INSTALL_HINT, free_port, port_open, wait_until

TEMPLATE = Path(__file__).resolve().parents[2] / "scripts" / "servers" / "dovecot.conf.template"


class Introspection:
    """POST /introspect: ``{"active": true, "username": ...}`` when ``check(token)`` names a user."""

    def __init__(self) -> None:
        self.check: Callable[[str], str | None] = lambda token: None
        self.asked: list[str] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                form = parse_qs(self.rfile.read(length).decode())
                token = (form.get("token") or [""])[0]
                outer.asked.append(token)
                user = outer.check(token)
                doc = {"active": True, "username": user} if user else {"active": False}
                body = json.dumps(doc).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                return

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/introspect"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@dataclass
class OAuthDovecot:
    root: Path
    imaps_port: int
    ca_file: str
    introspection: Introspection

    def deliver(self, user: str, name: str, raw: bytes) -> None:
        """Put a message straight into the user's Maildir (as a delivery agent would)."""
        maildir = self.root / "mail" / user / "Maildir"
        for sub in ("cur", "new", "tmp"):
            (maildir / sub).mkdir(parents=True, exist_ok=True)
        (maildir / "new" / name).write_bytes(raw)
        for path in [self.root / "mail" / user, *maildir.rglob("*"), maildir]:
            shutil.chown(path, "nobody", "nogroup")


@pytest.fixture
def oauth_dovecot() -> Iterator[OAuthDovecot]:
    """One Dovecot per test: its auth penalty for failed logins (per client IP) must not carry over."""
    if shutil.which("dovecot") is None:
        pytest.fail(INSTALL_HINT, pytrace=False)
    if os.geteuid() != 0:
        pytest.fail("the Dovecot tests run the server as root (it drops to nobody): run them as root")
    root = Path(tempfile.mkdtemp(prefix="mgo-", dir="/tmp"))
    root.chmod(0o755)
    for sub in ("run", "state", "mail"):
        (root / sub).mkdir()
    shutil.chown(root / "mail", "nobody", "nogroup")
    ca = trustme.CA()
    ca_file = root / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    leaf = ca.issue_cert("127.0.0.1", "127.0.0.2", "127.0.0.3", "localhost")
    leaf.private_key_pem.write_to_path(str(root / "key.pem"))
    with open(root / "cert.pem", "wb") as out:
        for blob in leaf.cert_chain_pems:
            out.write(blob.bytes())
    introspection = Introspection()
    imap_port, imaps_port = free_port(), free_port()
    conf = TEMPLATE.read_text()
    for key, value in {
        "ROOT": str(root),
        "IMAP_PORT": str(imap_port),
        "IMAPS_PORT": str(imaps_port),
        "CERT": str(root / "cert.pem"),
        "KEY": str(root / "key.pem"),
        "MAIL_UID": "nobody",
        "MAIL_GID": "nogroup",
    }.items():
        conf = conf.replace(f"@{key}@", value)
    conf = conf.replace("auth_mechanisms = plain login", "auth_mechanisms = plain login xoauth2")
    (root / "users").write_text("")
    (root / "oauth2.conf.ext").write_text(
        f"introspection_mode = post\nintrospection_url = {introspection.url}\n"
        "force_introspection = yes\nusername_attribute = username\n"
        "active_attribute = active\nactive_value = true\n"
    )
    conf += f"passdb {{\n  driver = oauth2\n  mechanisms = xoauth2\n  args = {root}/oauth2.conf.ext\n}}\n"
    (root / "dovecot.conf").write_text(conf)
    log = root / "start.log"
    with log.open("w") as out:  # a file, not a pipe: the daemon must not hold our pipe open
        started = subprocess.run(
            ["dovecot", "-c", str(root / "dovecot.conf")], stdout=out, stderr=subprocess.STDOUT, timeout=30
        )
    if started.returncode != 0:
        introspection.stop()
        pytest.fail(f"dovecot did not start: {log.read_text()}", pytrace=False)
    try:
        wait_until(lambda: port_open("127.0.0.1", imaps_port), 20, "Dovecot (oauth2) IMAPS")
        yield OAuthDovecot(root, imaps_port, str(ca_file), introspection)
    finally:
        pid_file = root / "run" / "master.pid"
        if pid_file.exists():
            os.kill(int(pid_file.read_text().strip()), signal.SIGTERM)
            wait_until(lambda: not pid_file.exists(), 20, "Dovecot (oauth2) to stop")
        introspection.stop()
        shutil.rmtree(root, ignore_errors=True)
