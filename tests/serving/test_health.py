"""``/readyz`` and ``/metrics`` over real HTTP (uvicorn, httpx2), on both backends."""

from __future__ import annotations

import ipaddress
import socket
import sys
from collections.abc import Iterator
from dataclasses import replace

import httpx2 as httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import text

from mailgate import Gateway
from mailgate.model import DraftState
from mailgate.outbound.drafts import SendRequest
from mailgate.serving.app import build_app
from mailgate.serving.listener import HttpListener, ListenSettings
from mailgate.serving.peer import client_uid
from tests.conftest import Reopen

CANARY = "AKIAQ3Z7K2M9X4W8R6TB"


@pytest.fixture
def url(gw: Gateway) -> Iterator[str]:
    listener = HttpListener(build_app(gw), ListenSettings(host="127.0.0.1", port=0)).start()
    yield listener.url
    listener.stop()


def _samples(body: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(body)
        for s in family.samples
    }


def test_readyz_is_200_until_sending_is_paused(gw: Gateway, url: str) -> None:
    r = httpx.get(f"{url}/readyz")
    assert r.status_code == 200
    doc = r.json()
    assert doc["ready"] is True and set(doc["checks"]) == {"store", "schema", "sending"}
    assert all(c["ok"] for c in doc["checks"].values())
    gw.sending.set_paused(True)
    r = httpx.get(f"{url}/readyz")
    assert r.status_code == 503 and r.json()["ready"] is False
    checks = r.json()["checks"]
    assert checks["sending"]["ok"] is False and "paused" in checks["sending"]["detail"]
    assert checks["store"]["ok"] and checks["schema"]["ok"]
    gw.sending.set_paused(False)
    assert httpx.get(f"{url}/readyz").status_code == 200


def test_readyz_is_503_on_a_schema_this_code_does_not_know(gw: Gateway, url: str) -> None:
    with gw.store.engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0001'"))
    r = httpx.get(f"{url}/readyz")
    assert r.status_code == 503
    schema = r.json()["checks"]["schema"]
    assert schema["ok"] is False and "0001" in schema["detail"]


def test_metrics_parse_and_count_the_drafts(gw: Gateway, url: str) -> None:
    gw.rules.add_agent("bot")
    gw.rules.add_grant("*@friend.example", "bot")
    gw.secrets.add_secret("canary.aws.1", CANARY, "canary")
    to_friend = SendRequest(agent="bot", to=["a@friend.example"], subject="hi", body="hello there")
    assert gw.outbox.submit(to_friend, require_key=False).state == DraftState.APPROVED.value
    for n in range(2):
        held = SendRequest(agent="bot", to=[f"x{n}@stranger.example"], subject=f"s{n}", body=f"body {n}")
        assert gw.outbox.submit(held, require_key=False).state == DraftState.PENDING.value
    leak = SendRequest(agent="bot", to=["x@stranger.example"], subject="k", body=f"key {CANARY}")
    assert gw.outbox.submit(leak, require_key=False).state == DraftState.REJECTED.value

    r = httpx.get(f"{url}/metrics")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    samples = _samples(r.text)
    assert samples[("mailgate_store_up", ())] == 1
    assert samples[("mailgate_sending_paused", ())] == 0
    assert samples[("mailgate_drafts", (("state", "approved"),))] == 1
    assert samples[("mailgate_drafts", (("state", "pending"),))] == 2
    assert samples[("mailgate_drafts", (("state", "rejected"),))] == 1
    assert samples[("mailgate_alarms_total", (("kind", "canary"),))] == 1
    decisions = {k: v for k, v in samples.items() if k[0] == "mailgate_decisions_total"}
    assert sum(decisions.values()) >= 4
    assert any(dict(labels).get("decision") == "deny" for _, labels in decisions)
    assert any(dict(labels).get("decision") == "allow" for _, labels in decisions)


def _outside_address() -> str:
    """This machine's address on a non-loopback interface (the one a default route would use)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.200", 9))  # UDP connect sends nothing: it only picks the source address
        except OSError:
            return ""
        address = str(s.getsockname()[0])
    return "" if ipaddress.ip_address(address).is_loopback or address == "0.0.0.0" else address  # noqa: S104


@pytest.mark.parametrize("allow", [False, True])
def test_metrics_refuse_a_non_loopback_client_even_with_a_token(
    reopen: Reopen, gw: Gateway, allow: bool
) -> None:
    outside = _outside_address()
    if not outside:
        pytest.skip("this machine has no non-loopback IPv4 address to connect from")
    if allow:
        allowed = (f"{outside}/32",)
        gw = reopen(lambda s: replace(s, web=replace(s.web, metrics_allow=allowed)))
    gw.rules.add_agent("bot")
    token = gw.tokens.create("bot", "mail:read,mail:send").token
    settings = ListenSettings(host="0.0.0.0", port=0, allow_insecure=True)  # noqa: S104 - reached from outside
    listener = HttpListener(build_app(gw), settings).start()
    try:
        headers = {"Authorization": f"Bearer {token}"}
        r = httpx.get(f"http://{outside}:{listener.port}/metrics", headers=headers)
        assert r.status_code == (200 if allow else 403)
        assert ("mailgate_drafts" in r.text) is allow
        # A forwarded client address is a claim, whoever makes it: never a key to the counts.
        forwarded = {**headers, "X-Forwarded-For": "127.0.0.1"}
        assert httpx.get(f"http://{outside}:{listener.port}/metrics", headers=forwarded).status_code == 403
        assert httpx.get(f"http://127.0.0.1:{listener.port}/metrics", headers=forwarded).status_code == 403
        local = httpx.get(f"http://127.0.0.1:{listener.port}/metrics")
        assert local.status_code == 200
    finally:
        listener.stop()


def _kernel_form(address: str, port: int) -> str:
    """An endpoint as /proc/net/tcp{,6} prints it: each 32-bit word of the address in host order."""
    raw = ipaddress.ip_address(address).packed
    words = [int.from_bytes(raw[i : i + 4], sys.byteorder) for i in range(0, len(raw), 4)]
    return "".join(f"{w:08X}" for w in words) + f":{port:04X}"


@given(
    client=st.ip_addresses(),
    server=st.ip_addresses(),
    ports=st.tuples(st.integers(1, 65535), st.integers(1, 65535)),
    uid=st.integers(0, 2**31),
)
def test_the_peer_table_finds_the_client_sockets_owner(
    tmp_path_factory: pytest.TempPathFactory,
    client: ipaddress.IPv4Address | ipaddress.IPv6Address,
    server: ipaddress.IPv4Address | ipaddress.IPv6Address,
    ports: tuple[int, int],
    uid: int,
) -> None:
    head = (
        "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n"
    )

    def row(n: int, local: str, remote: str, owner: int) -> str:
        queues = "00000000:00000000 00:00000000 00000000"
        return f"   {n}: {local} {remote} 01 {queues} {owner:5d}        0 12345 1\n"

    c, s = (str(client), ports[0]), (str(server), ports[1])
    table = tmp_path_factory.mktemp("proc") / "tcp"
    # serve's own end of the same connection (owned by serve) comes first: it must not be taken.
    table.write_text(
        head
        + row(0, _kernel_form(*s), _kernel_form(*c), uid + 1)
        + row(1, _kernel_form(*c), _kernel_form(*s), uid)
    )
    if (_mapped(client), ports[0]) == (_mapped(server), ports[1]):
        return  # a connection to itself: both rows match; not a case a listener meets
    assert client_uid(c, s, (table,)) == uid
    assert client_uid((str(client), ports[0] % 65535 + 1), s, (table,)) is None
    assert client_uid(c, s, (tmp_path_factory.mktemp("none") / "missing",)) is None


def _mapped(
    address: ipaddress.IPv4Address | ipaddress.IPv6Address,
) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address
