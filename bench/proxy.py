"""SMTP submission benchmark: mailgate's submission door next to a bare aiosmtpd sink, same client, same run.

Usage: .venv/bin/python bench/proxy.py [--quick] [--blocks K] [--per-connection M] [--steps S]

Both servers run in child processes and offer STARTTLS with a certificate from one throwaway CA
and require AUTH PLAIN:

* mailgate: a real ``mailgate serve --no-http --submission 127.0.0.1:0`` on a SQLite home; each
  message is judged at RCPT, parsed at DATA and stored as a held draft (the reply names it);
* sink: an aiosmtpd Controller with STARTTLS required and an authenticator that accepts one fixed
  login; it counts what it receives and stores nothing.

The client is stdlib ``smtplib`` in this process: connect, EHLO, STARTTLS (verified against the
CA), EHLO, AUTH PLAIN, then M messages (MAIL, RCPT, DATA), QUIT. M is 1 by default (one connection
per message: what msmtp, sendmail shims and most scripts do, and the case where the TLS handshake
and the login are paid every time); ``--per-connection 10`` is a patch series over one connection.

N = 2000 messages per side (``--quick``: 200) in K alternating blocks (ABBA order) so machine
noise hits both sides alike. On Linux each block also reads the CPU time each server process and
this client used (/proc): ``cpu_ms_per_msg`` and ``cpu_ratio`` (sink server + client over mailgate
server + client), which a loaded machine moves far less than the wall clock (a server's CPU time
does not count the time it waited for a core). Afterwards the drafts in the store and the sink's
count are checked against N. ``--steps S`` then sends S more messages, each to mailgate and then
to the sink, timing every SMTP command, and prints the median of each step on both sides (steadier
than the blocks' wall clock on a shared machine: both servers meet the same moment). The last line
printed is one JSON object.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import smtplib
import ssl
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO

import trustme
from proc_cpu import cpu_seconds

from mailgate.gateway import Gateway, open_gateway
from mailgate.home import init_home

MAILGATE = str(Path(sys.executable).parent / "mailgate")
TARGET = 0.7
AGENT = "bench"
TO = "kunde@bench.example"
SINK = """
import logging, socket, sys, ssl
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

# aiosmtpd 1.4 logs a deprecation warning (Session.login_data) on every AUTH, to the bench's
# stderr; mailgate's door makes no such record. A bare sink logs nothing either.
logging.getLogger("mail.log").setLevel(logging.ERROR)

class Counter:
    count = 0
    async def handle_DATA(self, server, session, envelope):
        if session.ssl and session.authenticated:
            Counter.count += 1
        return "250 2.0.0 OK"

def check(server, session, envelope, mechanism, data):
    ok = isinstance(data, LoginPassword) and data.login == b"bench" and data.password == sys.argv[3].encode()
    return AuthResult(success=ok, handled=False)

context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
context.load_cert_chain(sys.argv[1], sys.argv[2])
with socket.socket() as probe:  # aiosmtpd 1.4's Controller cannot be started on port 0
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
controller = Controller(Counter(), hostname="127.0.0.1", port=port, tls_context=context,
                        require_starttls=True,
                        authenticator=check, auth_required=True, server_hostname="sink.localhost")
controller.start()
print(port, flush=True)
for line in sys.stdin:
    if line.strip() == "count":
        print(Counter.count, flush=True)
controller.stop()
"""


class Sink:
    """The bare aiosmtpd sink in a child process; ``count`` asks it how many messages arrived."""

    def __init__(self, cert: Path, key: Path, password: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", SINK, str(cert), str(key), password],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.port = int(self._stdout.readline())

    @property
    def _stdout(self) -> IO[str]:
        assert self.proc.stdout is not None
        return self.proc.stdout

    def count(self) -> int:
        assert self.proc.stdin is not None
        self.proc.stdin.write("count\n")
        self.proc.stdin.flush()
        return int(self._stdout.readline())

    def stop(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()  # our own child, by its handle
            self.proc.wait()
        self._stdout.close()


class Serve:
    """``mailgate serve`` with only the submission door; its port is read from stderr."""

    def __init__(self, home: Path) -> None:
        self.proc = subprocess.Popen(
            [MAILGATE, "--home", str(home), "serve", "--no-http", "--submission", "127.0.0.1:0"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stderr is not None
        deadline = time.monotonic() + 60
        for line in self.proc.stderr:
            found = re.search(r"SMTP submission at 127\.0\.0\.1:(\d+)", line)
            if found:
                self.port = int(found.group(1))
                # Keep reading stderr so a chatty serve never blocks on a full pipe.
                threading.Thread(target=self.proc.stderr.read, daemon=True).start()
                return
            if time.monotonic() > deadline:
                break
        self.stop()
        raise SystemExit("mailgate serve did not report its submission port")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        self.proc.wait(timeout=30)


def message(i: int) -> bytes:
    text = (
        f"From: bench@us.example\r\nTo: {TO}\r\nSubject: Angebot Nr. {i}\r\n"
        f"Message-ID: <bench-{i}@us.example>\r\n\r\n"
        f"Guten Tag,\r\n\r\nanbei das Angebot Nr. {i} ueber 1.250 EUR netto.\r\n"
    )
    return text.encode()


def block(port: int, context: ssl.SSLContext, password: str, first: int, count: int, per: int) -> float:
    """Submit ``count`` messages, ``per`` to a connection; returns the seconds it took."""
    messages = [message(i) for i in range(first, first + count)]
    started = time.perf_counter()
    for start in range(0, count, per):
        with smtplib.SMTP("127.0.0.1", port, local_hostname="bench.localhost", timeout=30) as client:
            client.starttls(context=context)
            client.ehlo()
            client.user, client.password = AGENT, password
            client.auth("PLAIN", client.auth_plain)
            for data in messages[start : start + per]:
                client.sendmail("bench@us.example", [TO], data)
    return time.perf_counter() - started


STEPS = ("connect", "ehlo", "starttls", "ehlo_tls", "auth", "mail_rcpt", "data", "quit")


def timed_message(port: int, context: ssl.SSLContext, password: str, i: int) -> list[float]:
    """One message on its own connection; the seconds each of ``STEPS`` took."""
    marks = [time.perf_counter()]
    client = smtplib.SMTP("127.0.0.1", port, local_hostname="bench.localhost", timeout=30)
    marks.append(time.perf_counter())
    client.ehlo()
    marks.append(time.perf_counter())
    client.starttls(context=context)
    marks.append(time.perf_counter())
    client.ehlo()
    marks.append(time.perf_counter())
    client.user, client.password = AGENT, password
    client.auth("PLAIN", client.auth_plain)
    marks.append(time.perf_counter())
    client.mail("bench@us.example")
    client.rcpt(TO)
    marks.append(time.perf_counter())
    code, _ = client.data(message(i))
    marks.append(time.perf_counter())
    client.quit()
    marks.append(time.perf_counter())
    if code != 250:
        raise SystemExit(f"message {i} refused with {code}")
    return [b - a for a, b in itertools.pairwise(marks)]


def make_home(root: Path, cert: Path, key: Path) -> tuple[Gateway, str]:
    home = root / "home"
    init_home(home)
    (home / "config.toml").write_text(
        f'database_url = "sqlite:///{root / "mailgate.db"}"\n'
        "[api]\nrequests_per_minute = 10000000\n"
        f'[submission]\ntls_cert = "{cert}"\ntls_key = "{key}"\nmax_connections_per_agent = 64\n'
    )
    gw = open_gateway(home, migrate=True)  # a new home: make its schema
    gw.rules.add_agent(AGENT)
    return gw, gw.tokens.create(AGENT, "mail:send").token


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="200 messages per side instead of 2000")
    parser.add_argument("--blocks", type=int, default=4, help="alternating blocks per side (even)")
    parser.add_argument("--per-connection", type=int, default=1, help="messages per SMTP connection")
    parser.add_argument("--steps", type=int, default=0, help="then S messages timed per SMTP step")
    args = parser.parse_args()
    total = 200 if args.quick else 2000
    sizes = [total // args.blocks + (1 if b < total % args.blocks else 0) for b in range(args.blocks)]
    with tempfile.TemporaryDirectory(prefix="mg-bench-proxy-") as tmp:
        root = Path(tmp)
        ca = trustme.CA()
        ca.cert_pem.write_to_path(str(root / "ca.pem"))
        leaf = ca.issue_cert("127.0.0.1")
        leaf.private_key_pem.write_to_path(str(root / "server.key"))
        with open(root / "server.crt", "wb") as out:
            for blob in leaf.cert_chain_pems:
                out.write(blob.bytes())
        os.chmod(root / "server.key", 0o600)
        gw, token = make_home(root, root / "server.crt", root / "server.key")
        context = ssl.create_default_context(cafile=str(root / "ca.pem"))
        serve, sink = Serve(gw.home), Sink(root / "server.crt", root / "server.key", token)
        times: dict[str, list[float]] = {"mailgate": [], "sink": []}
        # CPU seconds per side: [server process, this client]; None once /proc cannot tell.
        cpu: dict[str, list[float]] | None = {"mailgate": [0.0, 0.0], "sink": [0.0, 0.0]}
        try:
            first = 0
            for b, size in enumerate(sizes):
                for side in ("mailgate", "sink") if b % 2 == 0 else ("sink", "mailgate"):
                    port = serve.port if side == "mailgate" else sink.port
                    pid = serve.proc.pid if side == "mailgate" else sink.proc.pid
                    server_before, client_before = cpu_seconds(pid), time.process_time()
                    t = block(
                        port,
                        context,
                        token,
                        first + (0 if side == "mailgate" else total),
                        size,
                        args.per_connection,
                    )
                    times[side].append(t)
                    server_after = cpu_seconds(pid)
                    if cpu is not None and server_before is not None and server_after is not None:
                        cpu[side][0] += server_after - server_before
                        cpu[side][1] += time.process_time() - client_before
                    else:
                        cpu = None
                    rate = size / t
                    print(f"block {b + 1}/{len(sizes)} {side:8s} {size:5d} msgs {t:7.3f} s {rate:7.1f} msg/s")
                first += size
            steps: dict[str, list[list[float]]] = {"mailgate": [], "sink": []}
            for i in range(args.steps):
                for side in ("mailgate", "sink"):
                    port = serve.port if side == "mailgate" else sink.port
                    steps[side].append(
                        timed_message(port, context, token, 2 * total + 2 * i + (side == "sink"))
                    )
            received = sink.count()
        finally:
            serve.stop()
            sink.stop()
        drafts = gw.outbox.drafts(limit=total + args.steps + 10)
        gw.store.dispose()
    expected = total + args.steps
    if received != expected or len(drafts) != expected or any(d.state.value != "pending" for d in drafts):
        raise SystemExit(f"lost messages: sink {received}, drafts {len(drafts)} of {expected}")
    rates = {side: [s / t for s, t in zip(sizes, ts, strict=True)] for side, ts in times.items()}
    mailgate_rate = total / sum(times["mailgate"])
    sink_rate = total / sum(times["sink"])
    result = {
        "bench": "proxy",
        "messages": total,
        "per_connection": args.per_connection,
        "blocks": args.blocks,
        "mailgate_msgs_per_s": round(mailgate_rate, 1),
        "sink_msgs_per_s": round(sink_rate, 1),
        "ratio": round(mailgate_rate / sink_rate, 3),
        "block_ratio_median": round(
            statistics.median(m / s for m, s in zip(rates["mailgate"], rates["sink"], strict=True)), 3
        ),
        "target": TARGET,
    }
    if cpu is not None:
        result["cpu_ms_per_msg"] = {
            side: {"server": round(c[0] / total * 1000, 3), "client": round(c[1] / total * 1000, 3)}
            for side, c in cpu.items()
        }
        result["cpu_ratio"] = round(sum(cpu["sink"]) / sum(cpu["mailgate"]), 3)
        for side, c in cpu.items():
            server_ms, client_ms = c[0] / total * 1000, c[1] / total * 1000
            print(f"cpu per message {side:8s}: server {server_ms:5.2f} ms, client {client_ms:5.2f} ms")
    if args.steps:
        medians = {
            side: {name: statistics.median(m[k] for m in runs) * 1000 for k, name in enumerate(STEPS)}
            for side, runs in steps.items()
        }
        for side in ("mailgate", "sink"):
            medians[side]["message"] = statistics.median(sum(m) for m in steps[side]) * 1000
        for name in (*STEPS, "message"):
            mine, theirs = medians["mailgate"][name], medians["sink"][name]
            print(f"step {name:9s} median: mailgate {mine:6.2f} ms, sink {theirs:6.2f} ms")
        result["step_medians_ms"] = {
            side: {k: round(v, 2) for k, v in m.items()} for side, m in medians.items()
        }
        result["step_ratio"] = round(medians["sink"]["message"] / medians["mailgate"]["message"], 3)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
