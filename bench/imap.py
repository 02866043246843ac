"""IMAP pull: mailgate's ``gw.inbox.pull()`` against ``mbsync``, from the same Dovecot mailbox.

usage: .venv/bin/python bench/imap.py [--quick]          (as root: Dovecot drops to nobody)

Starts a private Dovecot with ``scripts/servers/test-servers.sh start DIR dovecot`` on free
ports, and seeds one mailbox with 10,000 (--quick: 1,000) distinct mixed messages (the
generator of bench/ingest.py: plain, HTML, attachments, non-ASCII subjects) by writing files
into the user's Maildir, as REAL-SERVERS.md describes. Then, alternating in the same run:

(a) mailgate pulls the mailbox over IMAPS into a fresh SQLite home (an ``[[imap]]`` account, the
    password in the vault): ``gw.inbox.pull()`` fetches, keeps every message's raw bytes durably
    in the store and advances the cursor — the same work mbsync does; then, timed on its own,
    ``gw.inbox.process_staged()`` runs the pipeline (parse, authenticity, scan, redact, store);
(b) ``mbsync -c RC -a -q`` pulls it over IMAPS into a fresh local Maildir (Pull New).

Both verify the server certificate against the test CA. Target: mailgate's pull no slower than
mbsync (ratio of wall times <= 1.0); the end-to-end time including the pipeline is reported
beside it. The last line is one JSON object. Dovecot is stopped and its directory removed at the
end, also on error.
"""

from __future__ import annotations

import argparse
import grp
import json
import os
import pwd
import random
import shutil
import socket
import ssl
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from imapclient import IMAPClient

from mailgate.gateway import open_gateway
from mailgate.home import init_home

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "servers" / "test-servers.sh"
USER = "alice"
PASSWORD = "alice-pw"
ACCOUNT = "bench"


@dataclass(frozen=True)
class Server:
    root: Path
    imap_port: int
    imaps_port: int

    @property
    def ca_file(self) -> Path:
        return self.root / "tls" / "ca.pem"

    @property
    def maildir(self) -> Path:
        return self.root / "dovecot" / "mail" / USER / "Maildir"

    def env(self) -> dict[str, str]:
        return {
            **os.environ,
            "PYTHON": sys.executable,
            "IMAP_PORT": str(self.imap_port),
            "IMAPS_PORT": str(self.imaps_port),
        }


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_dovecot() -> Server:
    root = Path(tempfile.mkdtemp(prefix="mg-", dir="/tmp"))  # short: unix sockets <= 108 bytes
    root.chmod(0o755)
    server = Server(root, free_port(), free_port())
    with (root / "test-servers.log").open("w") as log:  # a file: the daemon must not hold a pipe
        done = subprocess.run(
            ["bash", str(SCRIPT), "start", str(root), "dovecot"],
            env=server.env(),
            stdout=log,
            stderr=subprocess.STDOUT,
            timeout=60,
            check=False,
        )
    if done.returncode != 0:
        stop_dovecot(server)
        raise RuntimeError(f"test-servers.sh start failed:\n{(root / 'test-servers.log').read_text()}")
    return server


def stop_dovecot(server: Server) -> None:
    subprocess.run(
        ["bash", str(SCRIPT), "stop", str(server.root), "dovecot"],
        env=server.env(),
        stdout=subprocess.DEVNULL,
        timeout=60,
        check=False,
    )
    shutil.rmtree(server.root, ignore_errors=True)


def seed(server: Server, raws: list[bytes]) -> float:
    """Write ``raws`` into the user's Maildir (tmp/ then rename into new/); returns seconds."""
    start = time.perf_counter()
    uid, gid = pwd.getpwnam("nobody").pw_uid, grp.getgrnam("nogroup").gr_gid
    user_home = server.maildir.parent
    for folder in (user_home, server.maildir, *(server.maildir / s for s in ("tmp", "new", "cur"))):
        folder.mkdir(exist_ok=True)
        os.chown(folder, uid, gid)  # Dovecot runs the mail process as nobody
    stamp = int(time.time())
    for i, raw in enumerate(raws):
        name = f"{stamp}.M{i}P{os.getpid()}.bench,S={len(raw)}"
        tmp = server.maildir / "tmp" / name
        tmp.write_bytes(raw)
        tmp.chmod(0o644)
        os.rename(tmp, server.maildir / "new" / name)
    return time.perf_counter() - start


def ssl_context(server: Server) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=str(server.ca_file))


def count_on_server(server: Server) -> int:
    """SELECT the mailbox once (Dovecot indexes it here, before any timed run) and count it."""
    with IMAPClient(
        "127.0.0.1", port=server.imaps_port, ssl=True, ssl_context=ssl_context(server), timeout=60
    ) as c:
        c.login(USER, PASSWORD)
        return int(c.select_folder("INBOX", readonly=True)[b"EXISTS"])


# ------------------------------------------------------------------------------ (a) mailgate


def mailgate_round(server: Server, work: Path, n: int) -> dict[str, Any]:
    home = work / "home"
    shutil.rmtree(home, ignore_errors=True)
    init_home(home)
    (home / "config.toml").write_text(
        f'database_url = "sqlite:///{home / "mailgate.db"}"\n'
        "[dropfolder]\nenabled = false\n\n"
        f'[[imap]]\nname = "{ACCOUNT}"\nhost = "127.0.0.1"\nport = {server.imaps_port}\n'
        f'tls = "implicit"\nusername = "{USER}"\nfolders = ["INBOX"]\nca_file = "{server.ca_file}"\n'
    )
    gw = open_gateway(home, migrate=True)  # a new home: make its schema
    try:
        gw.rules.add_agent("sales")
        gw.secrets.add_secret(f"mail.imap.password.{ACCOUNT}", PASSWORD)
        start = time.perf_counter()
        pulled = gw.inbox.pull().to_json()  # fetched, kept durably, acknowledged: the pull
        pull_s = time.perf_counter() - start
        counts = gw.inbox.process_staged().to_json()  # the pipeline, behind the pull
        elapsed = time.perf_counter() - start
    finally:
        gw.store.dispose()
    if counts["stored"] != n or pulled["transport_error"]:
        raise RuntimeError(f"mailgate stored {counts['stored']} of {n}: {counts} (pull: {pulled})")
    return {"s": elapsed, "pull_s": pull_s, "process_s": elapsed - pull_s}


# ------------------------------------------------------------------------------ (b) mbsync


def mbsync_round(server: Server, work: Path, n: int) -> dict[str, Any]:
    local = work / "local"
    shutil.rmtree(local, ignore_errors=True)
    local.mkdir()
    rc = work / "mbsyncrc"
    # isync 1.4 spells the TLS mode SSLType (1.5 renamed it TLSType). Host must be a name the
    # test certificate covers: localhost.
    rc.write_text(
        f"IMAPAccount {ACCOUNT}\nHost localhost\nPort {server.imaps_port}\nUser {USER}\n"
        f"Pass {PASSWORD}\nSSLType IMAPS\nCertificateFile {server.ca_file}\n\n"
        f"IMAPStore {ACCOUNT}-far\nAccount {ACCOUNT}\n\n"
        f"MaildirStore {ACCOUNT}-near\nPath {local}/\nInbox {local}/INBOX\n\n"
        f"Channel {ACCOUNT}\nFar :{ACCOUNT}-far:\nNear :{ACCOUNT}-near:\nPatterns INBOX\n"
        "Create Near\nSync Pull New\nSyncState *\n"
    )
    start = time.perf_counter()
    done = subprocess.run(["mbsync", "-c", str(rc), "-a", "-q"], capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"mbsync failed ({done.returncode}):\n{done.stderr}")
    got = sum(1 for sub in ("new", "cur") for _ in (local / "INBOX" / sub).iterdir())
    if got != n:
        raise RuntimeError(f"mbsync pulled {got} of {n}")
    return {"s": elapsed}


# ------------------------------------------------------------------------------ main


def corpus(n: int) -> list[bytes]:
    """``n`` distinct messages (each its own Message-ID) from bench/ingest.py's generator."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from ingest import message

    rng = random.Random(20261201)
    return [message(rng, i) for i in range(n)]


def run(n: int, rounds: int) -> dict[str, Any]:
    raws = corpus(n)
    server = start_dovecot()
    try:
        seed_s = seed(server, raws)
        on_server = count_on_server(server)
        if on_server != n:
            raise RuntimeError(f"Dovecot sees {on_server} of {n} seeded messages")
        size = sum(map(len, raws)) / 2**20
        print(f"seeded {n} messages, {size:.1f} MiB, in {seed_s:.1f} s", file=sys.stderr)
        mg: list[dict[str, Any]] = []
        mb: list[dict[str, Any]] = []
        with tempfile.TemporaryDirectory(prefix="mg-bench-") as tmp:
            work = Path(tmp)
            for r in range(rounds):  # alternate, and swap who goes first, so noise hits both
                order = ("mailgate", "mbsync") if r % 2 == 0 else ("mbsync", "mailgate")
                for side in order:
                    if side == "mailgate":
                        mg.append(mailgate_round(server, work, n))
                        print(json.dumps({"round": r + 1, "mailgate": mg[-1]}), file=sys.stderr)
                    else:
                        mb.append(mbsync_round(server, work, n))
                        print(json.dumps({"round": r + 1, "mbsync": mb[-1]}), file=sys.stderr)
    finally:
        stop_dovecot(server)
    return {
        "n": n,
        "mailgate_s": statistics.median(x["s"] for x in mg),
        "pull_s": statistics.median(x["pull_s"] for x in mg),
        "process_s": statistics.median(x["process_s"] for x in mg),
        "mbsync_s": statistics.median(x["s"] for x in mb),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1,000 messages instead of 10,000")
    parser.add_argument("--rounds", type=int, default=0, help="pulls per side (default 3, quick 2)")
    args = parser.parse_args()
    if os.geteuid() != 0:
        print("bench/imap.py must run as root (Dovecot drops to nobody)", file=sys.stderr)
        return 2
    if shutil.which("dovecot") is None or shutil.which("mbsync") is None:
        print("needs dovecot (dovecot-imapd) and mbsync (isync) installed", file=sys.stderr)
        return 2
    n = 1_000 if args.quick else 10_000
    result = run(n, args.rounds or (2 if args.quick else 3))
    print(json.dumps({"detail": result}), file=sys.stderr)
    print(
        json.dumps(
            {
                "bench": "imap",
                "n": n,
                "mailgate_pull_s": round(result["pull_s"], 2),
                "mbsync_s": round(result["mbsync_s"], 2),
                "ratio": round(result["pull_s"] / result["mbsync_s"], 2),
                "mailgate_pull_msgs_per_s": round(n / result["pull_s"], 1),
                "mbsync_msgs_per_s": round(n / result["mbsync_s"], 1),
                "mailgate_pipeline_s": round(result["process_s"], 2),
                "mailgate_end_to_end_s": round(result["mailgate_s"], 2),
                "end_to_end_ratio": round(result["mailgate_s"] / result["mbsync_s"], 2),
                "target": "pull <= 1.0",
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
