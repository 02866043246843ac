"""Rate limits hold under concurrency and count recipients, through the `mailgate` command line.

The limit is counted and the draft inserted in one write transaction (PostgreSQL: the agent's row
is locked first; SQLite: the write transaction is taken before counting), so parallel senders
queue behind each other instead of all counting the same past.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from mailgate.cli.exitcodes import HELD, OK
from mailgate.gateway import open_gateway

MAILGATE = str(Path(sys.executable).with_name("mailgate"))
PARALLEL_CLI = Path(__file__).with_name("parallel_cli.py")
PARALLEL = 20
LIMIT = 5


def prepare(home: Path, per_hour: int | None = None, per_day: int | None = None) -> None:
    """Agent "bot" with a grant for *@firma.de and the given rate limits."""
    gw = open_gateway(home)
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de", "bot")
        gw.rules.set_rate("bot", per_hour=per_hour, per_day=per_day)
    finally:
        gw.store.dispose()


def send_args(home: Path, *to: str, body: str) -> list[str]:
    targets = [arg for address in to for arg in ("--to", address)]
    command = ["send", "--agent", "bot", *targets, "--subject", "Hi", "--body", body, "--json"]
    return ["--home", str(home), *command]


def send_argv(home: Path, *to: str, body: str) -> list[str]:
    return [MAILGATE, *send_args(home, *to, body=body)]


def test_parallel_sends_never_pass_the_limit(home: Path) -> None:
    prepare(home, LIMIT)
    # PARALLEL processes released at one moment (parallel_cli.py: one import, then a fork each).
    argvs = [send_args(home, f"kunde{i}@firma.de", body=f"Angebot {i}") for i in range(PARALLEL)]
    done = subprocess.run(
        [sys.executable, str(PARALLEL_CLI)],
        input=json.dumps(argvs),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    outcomes = []
    for code, out, err in json.loads(done.stdout):
        assert code in (OK, HELD), err
        outcomes.append((code, json.loads(out)["state"]))
    assert Counter(outcomes) == Counter({(OK, "approved"): LIMIT, (HELD, "pending"): PARALLEL - LIMIT})
    gw = open_gateway(home)
    try:
        states = Counter(d.state.value for d in gw.outbox.drafts())
        held = gw.outbox.drafts(state="pending")
        assert all("recipients per hour" in " ".join(d.verdict["reasons"]) for d in held)  # type: ignore[arg-type]
        # Twenty processes appended to one audit chain and one anchor file: both still agree.
        verified = gw.audit.verify()
        assert verified.legacy == 0 and verified.anchored == verified.head
        assert len((home / "audit.anchor").read_text().splitlines()) == verified.rows
    finally:
        gw.store.dispose()
    assert states == Counter({"approved": LIMIT, "pending": PARALLEL - LIMIT})


def test_one_draft_to_more_recipients_than_the_limit_is_held(home: Path) -> None:
    prepare(home, LIMIT)
    to = [f"kunde{i}@firma.de" for i in range(10)]
    proc = subprocess.run(
        send_argv(home, *to, body="Rundschreiben"), capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == HELD, proc
    doc = json.loads(proc.stdout)
    assert doc["state"] == "pending"
    assert any("10 recipients" in r and "5 recipients per hour" in r for r in doc["reasons"]), doc
    # A held draft counts while it waits (a person may still approve it within the hour).
    small = subprocess.run(
        send_argv(home, "chef@firma.de", body="Kurz"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert small.returncode == HELD, small
