"""A per-day rate limit holds across four OS processes submitting at once on one PostgreSQL.

Each process opens its own gateway (its own connection pool), waits at a barrier, then submits
its drafts as fast as it can. The limit is counted inside the transaction that stores the draft,
after the agent's row is locked (SELECT ... FOR UPDATE), so the processes queue on that row and no
two of them count the same past: exactly LIMIT drafts are approved, the rest held by the rate rule.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from mailgate.gateway import open_gateway
from mailgate.policy.rules import RuleId
from tests.agents.test_rate_concurrency import prepare
from tests.conftest import make_home, pg_url, reset_postgres
from tests.together import run_together

PROCESSES = 4
EACH = 3
LIMIT = 5  # below PROCESSES * EACH, and not a multiple of EACH: the processes' runs interleave

# One submitting process: ready -> wait for "go" on stdin -> submit EACH drafts -> their states.
SUBMITTER = """
import json, sys
from pathlib import Path
from mailgate import SendRequest, open_gateway
home, me, each = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
gw = open_gateway(home)
gw.rules.list_agents()  # the pool's first connection is made before the barrier
print("ready", flush=True)
assert sys.stdin.readline().strip() == "go"
states = []
for n in range(each):
    req = SendRequest(agent="bot", to=[f"k{me}-{n}@firma.de"], subject=f"Angebot {me}-{n}", body="Preise")
    states.append(gw.outbox.submit(req, actor="test", require_key=False).state)
print(json.dumps(states), flush=True)
gw.store.dispose()
"""


def test_four_processes_never_pass_a_per_day_limit(tmp_path: Path) -> None:
    url = pg_url()
    reset_postgres(url)
    home = make_home(tmp_path / "home", url)
    prepare(home, per_day=LIMIT)
    said = run_together(SUBMITTER, [[str(home), str(i), str(EACH)] for i in range(PROCESSES)])
    total = PROCESSES * EACH
    assert said == Counter({"approved": LIMIT, "pending": total - LIMIT})

    gw = open_gateway(home)
    try:
        drafts = gw.outbox.drafts(limit=100)
    finally:
        gw.store.dispose()
    assert Counter(d.state.value for d in drafts) == said  # the store agrees with what was answered
    for held in (d for d in drafts if d.state.value == "pending"):
        answers = held.verdict["answers"]
        assert isinstance(answers, list)
        rules = {(a["rule"], a["decision"]) for a in answers}
        assert (RuleId.RATE_LIMIT.value, "hold") in rules, held.verdict
        assert any("per day" in r for r in held.verdict["reasons"]), held.verdict  # type: ignore[union-attr]
    for approved in (d for d in drafts if d.state.value == "approved"):
        assert RuleId.RATE_LIMIT.value not in {a["rule"] for a in approved.verdict["answers"]}  # type: ignore[union-attr]
