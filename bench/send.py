"""Send benchmark: mailgate's settler against raw smtplib, one verified STARTTLS connection per message.

Usage: .venv/bin/python bench/send.py [--quick] [--blocks K] [--parallel P] [--reuse]
                                        [--server aiosmtpd|capture]

An aiosmtpd STARTTLS server runs in its own process (a plain aiosmtpd Controller by default;
``--server capture`` uses mailgate's CaptureServer, see SERVERS below). A SQLite home
points its [smtp] at it. N messages go out through each side, in K alternating blocks (ABBA
order: mailgate, smtplib, smtplib, mailgate, ...) so machine noise hits both sides alike:

* mailgate: N/K approved drafts are made (not timed), then ``gw.sending.settle()`` is timed: claim,
  compose, dial, STARTTLS, send, record, exactly as in production, with ``smtp.parallel`` at its
  default (2 sends in flight) unless ``--parallel`` sets it (1: strictly one at a time);
* baseline: the same messages, built beforehand, each sent by ``smtplib`` over a new connection
  with STARTTLS verified against the server's CA (``ssl.create_default_context(cafile=...)``).

Like for like: by default mailgate also dials a new connection per send (``smtp.reuse_connections
= false``). With ``--reuse`` both sides reuse: mailgate as configured by default (the next draft
over the connection the last send left open, after an RSET) and smtplib with one connection per
block, ``sendmail()`` after ``sendmail()``.

N is 1000 (``--quick``: 200). Every message is counted at the server at the end. The last line
printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import smtplib
import ssl
import statistics
import subprocess
import sys
import tempfile
import time
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from pathlib import Path
from typing import IO

from mailgate.gateway import Gateway, open_gateway
from mailgate.home import init_home
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest

FROM = "bot@mg.example"
TO = "kunde@bench.example"
SUBJECT = "Ihr Angebot Nr. {i} – Grüße aus Köln"
BODY = "Guten Tag,\n\nanbei das Angebot Nr. {i} über 1.250 € netto.\n\nMit freundlichen Grüßen\n"
TARGET = 1.15

# The server processes. Each prints {"port", "ca_file"} and answers "count" on stdin with the
# number of messages it received over TLS; EOF on stdin stops it.
#
# "aiosmtpd" (the default) is a plain aiosmtpd Controller with STARTTLS required. "capture" is
# mailgate's CaptureServer; it currently leaves Nagle on for accepted connections (its listener is
# made by socket.create_server, proto 0, so asyncio never sets TCP_NODELAY), which adds a delayed-
# ACK stall of about 40 ms to two replies of every send and hides the client's own cost.
SERVERS = {
    "aiosmtpd": """
import json, socket, ssl, sys, tempfile
from pathlib import Path
import trustme
from aiosmtpd.controller import Controller

class Counter:
    count = 0
    async def handle_DATA(self, server, session, envelope):
        if session.ssl:
            Counter.count += 1
        return "250 2.0.0 OK"

with tempfile.TemporaryDirectory(prefix="mg-bench-smtp-") as tmp:
    ca = trustme.CA()
    ca_file = Path(tmp) / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1", "localhost").configure_cert(context)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    controller = Controller(Counter(), hostname="127.0.0.1", port=port, tls_context=context,
                            require_starttls=True, server_hostname="bench.localhost")
    controller.start()
    print(json.dumps({"port": port, "ca_file": str(ca_file)}), flush=True)
    for line in sys.stdin:
        if line.strip() == "count":
            print(Counter.count, flush=True)
    controller.stop()
""",
    "capture": """
import json, sys
from mailgate.testing.capture import CaptureServer
with CaptureServer("starttls") as srv:
    print(json.dumps({"port": srv.port, "ca_file": str(srv.ca_file)}), flush=True)
    for line in sys.stdin:
        if line.strip() == "count":
            print(sum(1 for m in srv.messages if m.tls), flush=True)
""",
}


class ServerProcess:
    """The SMTP server in a child process (so it never competes for this process's GIL)."""

    def __init__(self, kind: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", SERVERS[kind]], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        info = json.loads(self._stdout.readline())
        self.port = int(info["port"])
        self.ca_file = str(info["ca_file"])

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
        self.proc.stdin.close()  # the server loop ends at EOF and stops the server
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()  # our own child, by its handle
            self.proc.wait()
        self._stdout.close()


def make_gateway(
    root: Path, server: ServerProcess, parallel: int | None = None, reuse: bool = False
) -> Gateway:
    home = root / "home"
    init_home(home)
    (home / "config.toml").write_text(
        f'database_url = "sqlite:///{root / "mailgate.db"}"\n'
        "[mail]\nmax_body_chars = 4000\n"
        f'[smtp]\nhost = "127.0.0.1"\nport = {server.port}\ntls = "starttls"\n'
        f'from_addr = "{FROM}"\nca_file = "{server.ca_file}"\ntimeout_secs = 30\n'
        f"reuse_connections = {'true' if reuse else 'false'}\n"
        + ("" if parallel is None else f"parallel = {parallel}\n")
    )
    gw = open_gateway(home, migrate=True)  # a new home: make its schema
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@bench.example")
    return gw


def mailgate_block(gw: Gateway, first: int, count: int) -> float:
    for i in range(first, first + count):
        req = SendRequest(agent="bot", to=[TO], subject=SUBJECT.format(i=i), body=BODY.format(i=i))
        result = gw.outbox.submit(req, require_key=False)
        if result.state != DraftState.APPROVED.value:
            raise SystemExit(f"draft {i} was not approved by policy: {result}")
    started = time.perf_counter()
    report = gw.sending.settle()
    elapsed = time.perf_counter() - started
    if len(report.sent) != count or report.failed or report.unknown or report.rejected:
        raise SystemExit(f"mailgate block did not send {count}: {report.to_json()}")
    return elapsed


def baseline_message(i: int) -> bytes:
    msg = EmailMessage()
    msg["From"] = FROM
    msg["To"] = TO
    msg["Subject"] = SUBJECT.format(i=i)
    msg["Date"] = formatdate(usegmt=True)
    msg["Message-ID"] = make_msgid(domain="mg.example")
    msg.set_content(BODY.format(i=i), charset="utf-8", cte="quoted-printable")
    return msg.as_bytes()


def baseline_block(server: ServerProcess, first: int, count: int, reuse: bool = False) -> float:
    messages = [baseline_message(i) for i in range(first, first + count)]
    context = ssl.create_default_context(cafile=server.ca_file)
    started = time.perf_counter()
    if reuse:
        with smtplib.SMTP("127.0.0.1", server.port, local_hostname="bench.localhost", timeout=30) as smtp:
            smtp.starttls(context=context)
            smtp.ehlo()
            for data in messages:
                smtp.sendmail(FROM, [TO], data)
        return time.perf_counter() - started
    for data in messages:
        with smtplib.SMTP("127.0.0.1", server.port, local_hostname="bench.localhost", timeout=30) as smtp:
            smtp.starttls(context=context)
            smtp.ehlo()
            smtp.sendmail(FROM, [TO], data)
    return time.perf_counter() - started


def alternate(
    gw: Gateway, server: ServerProcess, sizes: list[int], reuse: bool = False
) -> dict[str, list[float]]:
    """Run the blocks in ABBA order: mailgate first in even rounds, the baseline in odd ones."""
    times: dict[str, list[float]] = {"mailgate": [], "baseline": []}
    first = 0
    for b, size in enumerate(sizes):
        for side in ("mailgate", "baseline") if b % 2 == 0 else ("baseline", "mailgate"):
            t = (
                mailgate_block(gw, first, size)
                if side == "mailgate"
                else baseline_block(server, first, size, reuse)
            )
            times[side].append(t)
            print(f"block {b + 1}/{len(sizes)} {side:8s} {size:5d} msgs {t:7.3f} s {size / t:7.1f} msg/s")
        first += size
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="200 messages per side instead of 1000")
    parser.add_argument("--blocks", type=int, default=4, help="alternating blocks per side (even)")
    parser.add_argument(
        "--parallel", type=int, default=None, help="smtp.parallel of mailgate (default: the config default)"
    )
    parser.add_argument(
        "--server", choices=sorted(SERVERS), default="aiosmtpd", help="SMTP server to send to"
    )
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="both sides reuse connections (mailgate: smtp.reuse_connections; smtplib: one per block)",
    )
    args = parser.parse_args()
    n = 200 if args.quick else 1000
    blocks = max(2, args.blocks + args.blocks % 2)
    sizes = [n // blocks + (1 if b < n % blocks else 0) for b in range(blocks)]

    server = ServerProcess(args.server)
    try:
        with tempfile.TemporaryDirectory(prefix="mg-bench-send-") as tmp:
            gw = make_gateway(Path(tmp), server, args.parallel, args.reuse)
            parallel = gw.settings.smtp.parallel
            try:
                times = alternate(gw, server, sizes, args.reuse)
                received = server.count()
                if received != 2 * n:
                    raise SystemExit(f"the server received {received} messages, expected {2 * n}")
                sent = len(gw.outbox.drafts(state="sent", limit=10 * n))
                if sent != n:
                    raise SystemExit(f"{sent} drafts are sent, expected {n}")
            finally:
                gw.store.dispose()
    finally:
        server.stop()

    mailgate_s, baseline_s = sum(times["mailgate"]), sum(times["baseline"])
    ratio = mailgate_s / baseline_s
    block_ratios = [m / b for m, b in zip(times["mailgate"], times["baseline"], strict=True)]
    print(f"mailgate  {n} msgs in {mailgate_s:.3f} s ({n / mailgate_s:.1f} msg/s)")
    print(f"baseline  {n} msgs in {baseline_s:.3f} s ({n / baseline_s:.1f} msg/s)")
    print(
        f"ratio {ratio:.3f} (per block: {', '.join(f'{r:.3f}' for r in block_ratios)}; "
        f"median {statistics.median(block_ratios):.3f}); target <= {TARGET}; "
        f"{args.server} server received {received} over TLS; smtp.parallel = {parallel}; "
        f"connections {'reused' if args.reuse else 'one per message'}"
    )
    print(
        json.dumps(
            {
                "bench": "send",
                "n": n,
                "mailgate_s": round(mailgate_s, 3),
                "baseline_s": round(baseline_s, 3),
                "ratio": round(ratio, 3),
                "parallel": parallel,
                "reuse": args.reuse,
                "target": f"<= {TARGET}",
            }
        )
    )


if __name__ == "__main__":
    main()
