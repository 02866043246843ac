"""Policy decisions per second with a large rule set, against one indexed point query as baseline.

usage: .venv/bin/python bench/policy.py [--quick] [--pg-url URL]

Fills a store with 100,000 grants, 100,000 contact-history rows and 10,000 stop-list entries
(--quick: a tenth), then alternates rounds of (a) full decisions for a one-recipient draft —
fresh rule snapshot in its own transaction, rules, verdict — and (b) one indexed point query in
its own transaction on the same database. Target: a decision costs at most 10 point queries
(median). Runs on SQLite, and on PostgreSQL when --pg-url or MAILGATE_TEST_PG_URL is given.
The last line is one JSON document.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy import create_engine, insert, select, text

from mailgate import clock
from mailgate.config import defaults
from mailgate.model import DraftRequest
from mailgate.outbound.drafts import SendRequest, validate
from mailgate.outbound.outbox import Outbox
from mailgate.policy.rules import BlockedContent
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store.schema import agents, contacts, do_not_contact, grants


def fill(store: Store, n_grants: int, n_contacts: int, n_dnc: int) -> None:
    now = clock.now()
    with store.write() as tx:
        tx.execute(insert(agents).values(name="bot", rung=1, created_at=now))
        for start in range(0, n_grants, 10_000):
            tx.execute(
                insert(grants),
                [
                    {
                        "agent": "" if i % 3 else "bot",
                        "target": f"person{i}@domain{i % 5000}.example",
                        "created_by": "bench",
                        "created_at": now,
                    }
                    for i in range(start, min(n_grants, start + 10_000))
                ],
            )
        for start in range(0, n_contacts, 10_000):
            tx.execute(
                insert(contacts),
                [
                    {
                        "agent": "bot",
                        "address": f"contact{i}@domain{i % 5000}.example",
                        "draft_id": None,
                        "approved_by_person": False,
                        "sent_at": now,
                    }
                    for i in range(start, min(n_contacts, start + 10_000))
                ],
            )
        tx.execute(
            insert(do_not_contact),
            [
                {
                    "address": f"stop{i}@domain{i % 500}.example",
                    "mailbox": f"stop{i}@domain{i % 500}.example",
                    "reason": "bench",
                    "created_at": now,
                }
                for i in range(n_dnc)
            ],
        )


def timed(fn: object, n: int) -> float:
    start = time.perf_counter()
    for _ in range(n):
        fn()  # type: ignore[operator]
    return (time.perf_counter() - start) / n


class NoSecrets:
    """An empty vault's leak screen: the bench times the policy's reads, not the scanner."""

    def scan_draft(
        self, draft: DraftRequest, vault_fingerprint: str | None = None
    ) -> tuple[BlockedContent, ...]:
        return ()

    def redact(self, text: str) -> str:
        return text


def run_backend(
    name: str, url: str, sizes: tuple[int, int, int], rounds: int, per_round: int
) -> dict[str, object]:
    store = Store(url)
    store.migrate()
    t0 = time.perf_counter()
    fill(store, *sizes)
    fill_s = time.perf_counter() - t0
    outbox = Outbox(store, Settings.from_config(defaults()), NoSecrets(), lambda k, d: None)
    draft = validate(
        SendRequest(agent="bot", to=["person77@domain77.example"], subject="s", body="b"), max_body_chars=4000
    )
    assert outbox.explain(draft).decision.value == "allow"

    def point() -> None:
        with store.read() as tx:
            tx.execute(
                select(grants.c.id).where(
                    grants.c.target == "person77@domain77.example", grants.c.agent == ""
                )
            ).first()

    decisions, points = [], []
    for _ in range(rounds):  # alternate so both see the same machine noise
        decisions.append(timed(lambda: outbox.explain(draft), per_round))
        points.append(timed(point, per_round))
    store.dispose()
    d_med, p_med = statistics.median(decisions), statistics.median(points)
    return {
        "backend": name,
        "fill_s": round(fill_s, 1),
        "decision_ms": round(d_med * 1000, 3),
        "point_query_ms": round(p_med * 1000, 3),
        "decisions_per_s": round(1 / d_med),
        "ratio": round(d_med / p_med, 2),
    }


def reset_pg(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--pg-url", default=os.environ.get("MAILGATE_TEST_PG_URL", ""))
    args = parser.parse_args()
    sizes = (10_000, 10_000, 1_000) if args.quick else (100_000, 100_000, 10_000)
    rounds, per_round = (5, 100) if args.quick else (15, 200)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        results.append(run_backend("sqlite", f"sqlite:///{Path(tmp) / 'bench.db'}", sizes, rounds, per_round))
        print(json.dumps(results[-1]), file=sys.stderr)
    if args.pg_url:
        reset_pg(args.pg_url)
        results.append(run_backend("postgresql", args.pg_url, sizes, rounds, per_round))
        print(json.dumps(results[-1]), file=sys.stderr)
    worst = max(float(r["ratio"]) for r in results)  # type: ignore[arg-type]
    print(
        json.dumps(
            {
                "bench": "policy",
                "grants": sizes[0],
                "contacts": sizes[1],
                "stop_list": sizes[2],
                "results": results,
                "ratio": worst,
                "target": "<= 10",
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
