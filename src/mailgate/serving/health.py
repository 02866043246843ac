"""``/readyz`` and ``/metrics`` on serve's port: is this worker fit for traffic, and what the store holds.

The counts are read from the store when they are scraped (a custom Collector), so every worker
sharing one PostgreSQL database reports the same counts; poll outcomes are this process's own. The
latency histograms (decision, send) are observed in the code paths that do the work; under
``serve --workers N`` every worker's observations are summed (health/latency.py).
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Iterable, Iterator
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Route

from mailgate import Gateway, MailgateError, StoreCounts, register_latency
from mailgate.serving.peer import client_uid

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def routes(gw: Gateway) -> list[BaseRoute]:
    """``GET /readyz`` and ``GET /metrics``."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(StoreCollector(gw))
    # Latencies are timed where the work happens, so they are this process's (or, under
    # `serve --workers`, every worker's multiprocess files), not the store's.
    register_latency(registry)
    allowed = [ipaddress.ip_network(n, strict=False) for n in gw.settings.web.metrics_allow]

    async def readyz(request: Request) -> Response:
        checks = readiness(gw)
        ready = all(c["ok"] for c in checks.values())
        return JSONResponse({"ready": ready, "checks": checks}, status_code=200 if ready else 503)

    async def metrics(request: Request) -> Response:
        if not await run_in_threadpool(may_read_metrics, request, allowed):  # reads /proc: off the loop
            # The counts describe the owner's mail traffic (and which alarm a refused draft raised);
            # an agent, with a token or as another OS user on this machine, never reads them.
            return PlainTextResponse(
                "metrics are served to this machine's owner (loopback, same OS user) and "
                "web.metrics_allow networks only\n",
                status_code=403,
            )
        return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)

    return [Route("/readyz", readyz, methods=["GET"]), Route("/metrics", metrics, methods=["GET"])]


def may_read_metrics(request: Request, allowed: Iterable[Network]) -> bool:
    """A client in ``web.metrics_allow``, or a loopback client running as serve's OS user (or root).

    Loopback alone is not enough: an agent confined to another OS user on this machine connects
    from 127.0.0.1 too. Its socket's owner is looked up (``serving/peer.py``); when that cannot be
    told, the answer is no. Listing ``127.0.0.0/8`` answers every local user (a Prometheus running
    as its own user), agents included: the owner's explicit choice. A request through a proxy
    (``X-Forwarded-For``, ``Forwarded``) is refused: its client address is whatever it claims.
    """
    client = request.client
    if client is None or "x-forwarded-for" in request.headers or "forwarded" in request.headers:
        # uvicorn takes the client address from X-Forwarded-For when the peer is on loopback, and
        # every local user (an agent too) is on loopback: a forwarded address proves nothing here.
        return False
    try:
        address = ipaddress.ip_address(client.host.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    if any(address in net for net in allowed):
        return True
    server = request.scope.get("server")
    if not address.is_loopback or not server:
        return False
    uid = client_uid((client.host, client.port), (str(server[0]), int(server[1])))
    return uid is not None and uid in (0, os.getuid())


def readiness(gw: Gateway) -> dict[str, dict[str, Any]]:
    """Each check by name: the store answers, its schema is current, sending is not paused."""
    return {c.name: {"ok": c.ok, "detail": c.detail} for c in gw.health.ready_checks()}


class StoreCollector(Collector):
    """Counts read from the store at scrape time; a store that does not answer is ``mailgate_store_up 0``."""

    def __init__(self, gw: Gateway) -> None:
        self._gw = gw

    def collect(self) -> Iterator[Metric]:
        """Every family, or only ``mailgate_store_up 0`` when the store fails."""
        up = GaugeMetricFamily("mailgate_store_up", "1 when the store answered this scrape")
        try:
            counts = self._gw.activity.store_counts()
            paused = self._gw.sending.is_paused()
        except MailgateError:
            up.add_metric([], 0)
            yield up
            yield from _poll_family(self._gw)
            return
        up.add_metric([], 1)
        yield up
        yield from _store_families(counts)
        sending = GaugeMetricFamily("mailgate_sending_paused", "1 while `mailgate pause` is in force")
        sending.add_metric([], 1 if paused else 0)
        yield sending
        yield from _poll_family(self._gw)


def _store_families(counts: StoreCounts) -> Iterator[Metric]:
    # Drafts move between states, so a state's count goes down as well as up: a gauge.
    by_state = GaugeMetricFamily("mailgate_drafts", "drafts in the store by state", labels=["state"])
    for state, n in sorted(counts.drafts_by_state.items()):
        by_state.add_metric([state], n)
    yield by_state
    decisions = CounterMetricFamily(
        "mailgate_decisions",
        "policy answers recorded on drafts, by rule and decision",
        labels=["rule", "decision"],
    )
    for (rule, decision), n in sorted(counts.decisions.items()):
        decisions.add_metric([rule, decision], n)
    yield decisions
    sends = CounterMetricFamily(
        "mailgate_sends", "send attempts the settler finished, by outcome", labels=["outcome"]
    )
    for outcome, n in sorted(counts.sends.items()):
        sends.add_metric([outcome], n)
    yield sends
    alarms = CounterMetricFamily("mailgate_alarms", "alarms raised on drafts, by kind", labels=["kind"])
    for kind, n in sorted(counts.alarms.items()):
        alarms.add_metric([kind], n)
    yield alarms
    told = GaugeMetricFamily(
        "mailgate_notifications", "notices to the owner by channel and state", labels=["channel", "state"]
    )
    for (channel, state), n in sorted(counts.notifications.items()):
        told.add_metric([channel, state], n)
    yield told


def _poll_family(gw: Gateway) -> Iterator[Metric]:
    polled = CounterMetricFamily(
        "mailgate_polled_mails", "mail this process's polls took in, by outcome", labels=["outcome"]
    )
    for outcome, n in sorted(gw.inbox.poll_totals().counts.items()):
        polled.add_metric([outcome], n)
    yield polled
