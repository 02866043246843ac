"""``/readyz`` and ``/metrics`` on serve's port: is this worker fit for traffic, and what the store holds.

The metrics are read from the store when they are scraped (a custom Collector), so every worker
sharing one PostgreSQL database reports the same counts; only poll outcomes are this process's own.
"""

from __future__ import annotations

import ipaddress
import json
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from sqlalchemy import Connection, func, select, text
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Route

from mailgate.errors import MailgateError
from mailgate.gateway import Gateway
from mailgate.store.schema import audit_log, drafts, notifications

# The settler's audit actions that end one send attempt, by the outcome they record.
SEND_OUTCOMES = {"draft.sent": "sent", "draft.failed": "failed", "draft.unknown": "unknown"}
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def routes(gw: Gateway) -> list[BaseRoute]:
    """``GET /readyz`` and ``GET /metrics``."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(StoreCollector(gw))
    allowed = [ipaddress.ip_network(n, strict=False) for n in gw.cfg.get_list("web.metrics_allow")]

    async def readyz(request: Request) -> Response:
        checks = readiness(gw)
        ready = all(c["ok"] for c in checks.values())
        return JSONResponse({"ready": ready, "checks": checks}, status_code=200 if ready else 503)

    async def metrics(request: Request) -> Response:
        client = request.client.host if request.client is not None else ""
        if not client_allowed(client, allowed):
            # The counts describe the owner's mail traffic; an agent token is never a key to them.
            return PlainTextResponse(
                "metrics are served to loopback clients and web.metrics_allow networks only\n",
                status_code=403,
            )
        return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)

    return [Route("/readyz", readyz, methods=["GET"]), Route("/metrics", metrics, methods=["GET"])]


def client_allowed(host: str, allowed: Iterable[Network]) -> bool:
    """True for a loopback client or one inside a configured network; anything unparsable is refused."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback or any(address in net for net in allowed)


def readiness(gw: Gateway) -> dict[str, dict[str, Any]]:
    """Each check by name: the store answers, its schema is current, sending is not paused."""
    checks: dict[str, dict[str, Any]] = {}
    try:
        with gw.store.read() as tx:
            tx.execute(text("SELECT 1"))
        checks["store"] = {"ok": True, "detail": f"reachable ({gw.store.engine.dialect.name})"}
    except MailgateError as exc:
        checks["store"] = {"ok": False, "detail": str(exc)}
        checks["schema"] = {"ok": False, "detail": "not checked: the store is unreachable"}
        checks["sending"] = {"ok": False, "detail": "not checked: the store is unreachable"}
        return checks
    try:
        current, detail = gw.store.at_head()
        checks["schema"] = {"ok": current, "detail": detail}
    except MailgateError as exc:
        checks["schema"] = {"ok": False, "detail": str(exc)}
    try:
        paused = gw.is_paused()
        checks["sending"] = {
            "ok": not paused,
            "detail": "paused: nothing is sent until `mailgate resume`" if paused else "not paused",
        }
    except MailgateError as exc:
        checks["sending"] = {"ok": False, "detail": str(exc)}
    return checks


class StoreCollector(Collector):
    """Counts read from the store at scrape time; a store that does not answer is ``mailgate_store_up 0``."""

    def __init__(self, gw: Gateway) -> None:
        self._gw = gw

    def collect(self) -> Iterator[Metric]:
        """Every family, or only ``mailgate_store_up 0`` when the store fails."""
        up = GaugeMetricFamily("mailgate_store_up", "1 when the store answered this scrape")
        try:
            with self._gw.store.read() as tx:
                families = list(_store_families(tx))
            paused = self._gw.is_paused()
        except MailgateError:
            up.add_metric([], 0)
            yield up
            yield from _poll_family(self._gw)
            return
        up.add_metric([], 1)
        yield up
        yield from families
        sending = GaugeMetricFamily("mailgate_sending_paused", "1 while `mailgate pause` is in force")
        sending.add_metric([], 1 if paused else 0)
        yield sending
        yield from _poll_family(self._gw)


def _store_families(tx: Connection) -> Iterator[Metric]:
    # Drafts move between states, so a state's count goes down as well as up: a gauge.
    by_state = GaugeMetricFamily("mailgate_drafts", "drafts in the store by state", labels=["state"])
    for state, n in tx.execute(select(drafts.c.state, func.count()).group_by(drafts.c.state)):
        by_state.add_metric([str(state)], int(n))
    yield by_state

    decisions = CounterMetricFamily(
        "mailgate_decisions",
        "policy answers recorded on drafts, by rule and decision",
        labels=["rule", "decision"],
    )
    counted: Counter[tuple[str, str]] = Counter()
    for (verdict,) in tx.execute(select(drafts.c.verdict)):
        for rule, decision in _answers(verdict):
            counted[(rule, decision)] += 1
    for (rule, decision), n in sorted(counted.items()):
        decisions.add_metric([rule, decision], n)
    yield decisions

    actions = (
        select(audit_log.c.action, func.count())
        .where(audit_log.c.action.in_(SEND_OUTCOMES) | audit_log.c.action.like("alarm.%"))
        .group_by(audit_log.c.action)
    )
    sends = CounterMetricFamily(
        "mailgate_sends", "send attempts the settler finished, by outcome", labels=["outcome"]
    )
    alarms = CounterMetricFamily("mailgate_alarms", "alarms raised on drafts, by kind", labels=["kind"])
    for action, n in tx.execute(actions):
        if action in SEND_OUTCOMES:
            sends.add_metric([SEND_OUTCOMES[action]], int(n))
        else:
            alarms.add_metric([str(action).removeprefix("alarm.")], int(n))
    yield sends
    yield alarms

    told = GaugeMetricFamily(
        "mailgate_notifications", "notices to the owner by channel and state", labels=["channel", "state"]
    )
    query = select(notifications.c.channel, notifications.c.state, func.count()).group_by(
        notifications.c.channel, notifications.c.state
    )
    for channel, state, n in tx.execute(query):
        told.add_metric([str(channel), str(state)], int(n))
    yield told


def _answers(verdict: object) -> Iterator[tuple[str, str]]:
    # The verdict column is JSON on both backends; a row written by hand may hold anything.
    doc = json.loads(verdict) if isinstance(verdict, str) else verdict
    answers = doc.get("answers") if isinstance(doc, dict) else None
    if not isinstance(answers, list) or not answers:
        decision = doc.get("decision") if isinstance(doc, dict) else None
        yield "", str(decision or "")
        return
    for answer in answers:
        if isinstance(answer, dict):
            yield str(answer.get("rule", "")), str(answer.get("decision", ""))


def _poll_family(gw: Gateway) -> Iterator[Metric]:
    polled = CounterMetricFamily(
        "mailgate_polled_mails", "mail this process's polls took in, by outcome", labels=["outcome"]
    )
    for outcome, n in sorted(gw.poll_totals().counts.items()):
        polled.add_metric([outcome], n)
    yield polled
