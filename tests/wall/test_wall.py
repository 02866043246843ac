"""The wall: an agent with a shell (another OS user) can use every agent door, and nothing of the owner's.

The owner's home is 0700 and belongs to root here; the agent user holds only a token. Every
command below runs as that user through runuser, against a real `mailgate serve`.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import anyio
import pytest
from mcp import Client, StdioServerParameters

from mailgate import Gateway
from mailgate.mcp.tools import TOOL_NAMES
from tests.mcp.conftest import error_text, result_json
from tests.wall.conftest import RUNUSER, AgentRuntime, Serve

MESSAGE = b"""From: Sales Bot <sales@us.example>
To: Bob <bob@customer.example>
Cc: carol@customer.example
Subject: [PATCH] fix the invoice totals
Message-ID: <patch-1@us.example>

The patch follows.
"""


def _run(
    runtime: AgentRuntime, *args: str, stdin: bytes = b"", **env: str
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        runtime.argv(*args), input=stdin, env=runtime.env(**env), capture_output=True, timeout=120
    )


def _token(gw: Gateway, scopes: str = "mail:read,mail:send") -> str:
    gw.rules.add_agent("sales")
    return gw.tokens.create("sales", scopes).token


def test_the_agent_user_cannot_read_the_home(agent_runtime: AgentRuntime, gw: Gateway) -> None:
    assert gw.home.stat().st_mode & 0o777 == 0o700
    listing = subprocess.run(
        [RUNUSER, "-u", agent_runtime.user, "--", "/bin/ls", str(gw.home)], capture_output=True, timeout=60
    )
    assert listing.returncode != 0


def test_sendmail_as_the_agent_makes_a_held_draft(
    agent_runtime: AgentRuntime, gw: Gateway, serve_factory: type[Serve]
) -> None:
    token = _token(gw, "mail:send")
    serve = serve_factory(gw.home)
    done = _run(
        agent_runtime, "sendmail", "-t", "-i", stdin=MESSAGE, MAILGATE_URL=serve.url, MAILGATE_TOKEN=token
    )
    assert done.returncode == 0, done.stderr
    assert b"held" in done.stderr
    drafts = gw.outbox.drafts()
    assert len(drafts) == 1
    draft = drafts[0]
    assert draft.agent == "sales" and draft.state.value == "pending"
    assert {r.address.addr_spec for r in draft.recipients} == {
        "bob@customer.example",
        "carol@customer.example",
    }
    # A cron job handing the same message over again gets the same draft, not a second one.
    again = _run(agent_runtime, "sendmail", "-t", stdin=MESSAGE, MAILGATE_URL=serve.url, MAILGATE_TOKEN=token)
    assert again.returncode == 0 and len(gw.outbox.drafts()) == 1


@pytest.mark.parametrize(
    "command",
    [
        ["approve", "d0000000000000000", "--confirm", "0" * 64],
        ["outbox"],
        ["grant", "add", "*", "--agent", "sales"],
        ["vault", "list"],
        ["token", "create", "--agent", "sales", "--scope", "mail:send"],
        ["contact", "undnc", "x@example.com"],
    ],
)
def test_owner_commands_refuse_the_agent_user(
    agent_runtime: AgentRuntime, gw: Gateway, command: list[str]
) -> None:
    gw.rules.add_agent("sales")
    before = len(gw.audit.rows())
    done = _run(agent_runtime, "--home", str(gw.home), *command)
    assert done.returncode == 77, done.stderr
    err = done.stderr.decode()
    assert "is for the owner" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert len(gw.audit.rows()) == before
    by_env = _run(agent_runtime, *command, MAILGATE_HOME=str(gw.home))
    assert by_env.returncode == 77 and b"is for the owner" in by_env.stderr


def test_sendmail_without_serve_is_a_temporary_failure(
    agent_runtime: AgentRuntime, gw: Gateway, serve_factory: type[Serve]
) -> None:
    token = _token(gw, "mail:send")
    serve = serve_factory(gw.home)
    url = serve.url
    serve.stop()
    done = _run(agent_runtime, "sendmail", "-t", stdin=MESSAGE, MAILGATE_URL=url, MAILGATE_TOKEN=token)
    assert done.returncode == 75
    assert b"cannot reach mailgate serve" in done.stderr
    assert gw.outbox.drafts() == []


def test_sendmail_refusals_map_to_sysexits(
    agent_runtime: AgentRuntime, gw: Gateway, serve_factory: type[Serve], tmp_path: Path
) -> None:
    token = _token(gw, "mail:read")  # no mail:send
    serve = serve_factory(gw.home)
    env = {"MAILGATE_URL": serve.url, "MAILGATE_TOKEN": token}
    assert _run(agent_runtime, "sendmail", "-t", stdin=MESSAGE, **env).returncode == 77
    assert (
        _run(
            agent_runtime, "sendmail", "-t", stdin=MESSAGE, MAILGATE_URL=serve.url, MAILGATE_TOKEN="mg_bad"
        ).returncode
        == 77
    )
    assert _run(agent_runtime, "sendmail", "-bs", **env).returncode == 64
    html_only = b"To: bob@customer.example\nSubject: s\nContent-Type: text/html\n\n<p>hi</p>\n"
    assert _run(agent_runtime, "sendmail", "-t", stdin=html_only, **env).returncode == 65
    assert gw.outbox.drafts() == []


def test_sendmail_checks_its_agent_with_a_send_only_token(
    agent_runtime: AgentRuntime, gw: Gateway, serve_factory: type[Serve]
) -> None:
    """--agent names the agent the token must speak for: another is refused (77, nothing stored),
    its own is submitted; a token with mail:send alone is enough (no mail:read to ask first)."""
    serve = serve_factory(gw.home)
    env = {"MAILGATE_URL": serve.url, "MAILGATE_TOKEN": _token(gw, "mail:send")}
    wrong_agent = _run(agent_runtime, "sendmail", "--agent", "support", "-t", stdin=MESSAGE, **env)
    assert wrong_agent.returncode == 77 and b"sends only as agent sales" in wrong_agent.stderr
    assert gw.outbox.drafts() == []
    own = _run(agent_runtime, "sendmail", "--agent", "sales", "-t", stdin=MESSAGE, **env)
    assert own.returncode == 0, own.stderr
    assert [d.agent for d in gw.outbox.drafts()] == ["sales"]


def test_sendmail_never_shows_a_hidden_recipient_to_the_others(
    agent_runtime: AgentRuntime, gw: Gateway, serve_factory: type[Serve]
) -> None:
    token = _token(gw, "mail:send")
    serve = serve_factory(gw.home)
    env = {"MAILGATE_URL": serve.url, "MAILGATE_TOKEN": token}
    # -t with only a Bcc header, and recipients as arguments with no To header: making them the To
    # line would show each reader's address to the others. Refused (65); nothing is stored.
    bcc_only = b"Bcc: ann@customer.example, ben@customer.example\nSubject: s\n\nNews.\n"
    done = _run(agent_runtime, "sendmail", "-t", stdin=bcc_only, **env)
    assert done.returncode == 65 and b"To recipient" in done.stderr, done.stderr
    no_headers = b"Subject: s\n\nNews.\n"
    args = ("ann@customer.example", "ben@customer.example")
    assert _run(agent_runtime, "sendmail", *args, stdin=no_headers, **env).returncode == 65
    assert gw.outbox.drafts() == []
    # One recipient, no To header: that reader sees only their own address.
    assert _run(agent_runtime, "sendmail", args[0], stdin=no_headers, **env).returncode == 0
    [draft] = gw.outbox.drafts()
    assert [(r.kind.value, r.address.addr_spec) for r in draft.recipients] == [("to", args[0])]


FETCH = (
    "import sys, urllib.error, urllib.request\n"
    "headers = dict([sys.argv[2].split(': ', 1)]) if len(sys.argv) > 2 else {}\n"
    "try:\n"
    "    r = urllib.request.urlopen(urllib.request.Request(sys.argv[1], headers=headers), timeout=30)\n"
    "    print(r.status); print(r.read().decode())\n"
    "except urllib.error.HTTPError as e:\n"
    "    print(e.code)\n"
)


def test_the_agent_user_cannot_read_the_owners_metrics_over_loopback(
    agent_runtime: AgentRuntime, gw: Gateway, serve_factory: type[Serve]
) -> None:
    # /metrics names alarm kinds (canary or secret) and the rules that decided: after a generic
    # refusal, an agent on the same machine must not learn there which of its strings is a canary.
    gw.rules.add_agent("sales")
    gw.secrets.add_secret("canary.aws.1", "AKIAQWERTYUIOPASDFGH", "canary")
    with (gw.home / "config.toml").open("a") as config:
        config.write('\n[web]\nmetrics_allow = ["10.0.0.0/8"]\n')  # a scraper's network, say
    serve = serve_factory(gw.home)
    url = f"{serve.url}/metrics"
    # Plainly, and claiming through X-Forwarded-For (trusted from loopback) to be in that network.
    for extra in ((), ("X-Forwarded-For: 10.9.9.9",)):
        agent = subprocess.run(
            [RUNUSER, "-u", agent_runtime.user, "--", agent_runtime.python, "-c", FETCH, url, *extra],
            env=agent_runtime.env(),
            capture_output=True,
            timeout=120,
        )
        assert agent.returncode == 0, agent.stderr
        assert agent.stdout.split()[0] == b"403", (extra, agent.stdout)
        assert b"mailgate_alarms" not in agent.stdout
    owner = subprocess.run(["python3", "-c", FETCH, url], capture_output=True, timeout=120)
    assert owner.stdout.split()[0] == b"200" and b"mailgate_drafts" in owner.stdout, owner.stdout


@pytest.mark.anyio
async def test_stdio_mcp_as_the_agent_user_lists_tools_and_drafts(
    agent_runtime: AgentRuntime, gw: Gateway, serve_factory: type[Serve]
) -> None:
    token = _token(gw)
    serve = serve_factory(gw.home)
    params = StdioServerParameters(
        command=RUNUSER,
        args=agent_runtime.argv("mcp", "--agent", "sales", "--url", serve.url)[1:],
        env=agent_runtime.env(MAILGATE_TOKEN=token),
    )
    with anyio.fail_after(120):
        async with Client(params) as client:
            tools = await client.list_tools()
            assert sorted(t.name for t in tools.tools) == sorted(TOOL_NAMES)
            result = await client.call_tool(
                "mail_send",
                {
                    "to": ["bob@customer.example"],
                    "subject": "Hi",
                    "body": "Hello Bob",
                    "idempotency_key": "w-1",
                },
            )
            assert result_json(result)["outcome"] == "held"
            serve.stop()  # the next call finds no serve: the error reaches the client, no hang
            down = await client.call_tool("mail_accounts", {})
            assert down.is_error and "cannot reach mailgate serve" in error_text(down)
    drafts = gw.outbox.drafts()
    assert len(drafts) == 1 and drafts[0].agent == "sales" and drafts[0].state.value == "pending"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"
