"""`mailgate mcp --agent A` on stdio: the SDK client starts it as a subprocess, a real serve answers."""

from __future__ import annotations

import os
import socket
import subprocess
from pathlib import Path

import anyio
import pytest
from mcp import Client, StdioServerParameters

from mailgate import Gateway
from mailgate.mcp.tools import TOOL_NAMES
from tests.mcp.conftest import MAILGATE, Serve, error_text, mail, result_json, token

pytestmark = pytest.mark.anyio

SEND = {"to": ["bob@example.com"], "subject": "Hi", "body": "Hello Bob", "idempotency_key": "k-1"}
# Every stdio session below ends within this bound, whatever serve does.
BOUND_SECS = 90


def _params(tmp_path: Path, url: str, bearer: str, agent: str = "sales") -> StdioServerParameters:
    # No home anywhere: a MAILGATE_HOME that does not exist and an empty HOME. The thin client must
    # not need (or create) either.
    env = {"MAILGATE_TOKEN": bearer, "MAILGATE_HOME": str(tmp_path / "no-home"), "HOME": str(tmp_path)}
    if "PYTHONPATH" in os.environ:  # the SDK's default environment drops it: run the code under test
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return StdioServerParameters(command=MAILGATE, args=["mcp", "--agent", agent, "--url", url], env=env)


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_stdio_lists_the_tools_and_drafts_through_serve(
    tmp_path: Path, home: Path, gw: Gateway, serve: type[Serve]
) -> None:
    bearer = token(gw)
    mail_id = gw.inbox.ingest(mail(1), agent="sales").mail_id
    running = serve(home)
    with anyio.fail_after(BOUND_SECS):
        async with Client(_params(tmp_path, running.url, bearer)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert sorted(tools) == sorted(TOOL_NAMES)
            assert "does NOT send" in (tools["mail_send"].description or "")
            assert result_json(await client.call_tool("mail_accounts", {}))["agent_id"] == "sales"
            page = result_json(await client.call_tool("mail_list", {"from": "kim1@"}))
            assert [m["id"] for m in page["mails"]] == [mail_id]
            read = result_json(await client.call_tool("mail_read", {"mail_id": mail_id}))
            assert "Please ship order 1." in read["fenced"]
            sent = result_json(await client.call_tool("mail_send", SEND))
            assert sent["outcome"] == "held" and sent["draft_id"]
            status = result_json(await client.call_tool("mail_draft_status", {"draft_id": sent["draft_id"]}))
            assert status["outcome"] == "held"
            assert result_json(await client.call_tool("mail_archive", {"mail_id": mail_id}))["archived"]
            too_big = await client.call_tool(
                "mail_send", {**SEND, "idempotency_key": "k-2", "body": "x" * 20_001}
            )
            assert too_big.is_error and "too_large: body: at most 20000 characters" in error_text(too_big)
    assert [d.id for d in gw.outbox.drafts()] == [sent["draft_id"]]
    assert gw.outbox.drafts()[0].agent == "sales"
    assert not (tmp_path / "no-home").exists() and not (tmp_path / ".mailgate").exists()


async def test_stdio_without_serve_says_so_in_every_tool(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{_closed_port()}"
    bearer = "mg_aaaaaaaaaaaaaaaa_" + "B" * 43  # never checked: nothing answers
    with anyio.fail_after(BOUND_SECS):
        async with Client(_params(tmp_path, url, bearer)) as client:
            assert sorted(t.name for t in (await client.list_tools()).tools) == sorted(TOOL_NAMES)
            for name, args in (("mail_accounts", {}), ("mail_send", SEND), ("mail_list", {})):
                result = await client.call_tool(name, args)
                assert result.is_error, name
                text = error_text(result)
                assert f"unavailable: cannot reach mailgate serve at {url}" in text, text
                assert "Traceback" not in text


async def test_stdio_started_before_serve_checks_the_agent_once_serve_answers(
    tmp_path: Path, home: Path, gw: Gateway, serve: type[Serve]
) -> None:
    bearer = token(gw, "sales")
    port = _closed_port()
    url = f"http://127.0.0.1:{port}"
    with anyio.fail_after(BOUND_SECS):
        async with Client(_params(tmp_path, url, bearer, agent="support")) as client:
            down = await client.call_tool("mail_list", {})
            assert "cannot reach mailgate serve" in error_text(down)
            serve(home, f"127.0.0.1:{port}")
            wrong = await client.call_tool("mail_send", SEND)
            assert wrong.is_error
            assert "forbidden: this token speaks for agent 'sales', not 'support'" in error_text(wrong)
    assert gw.outbox.drafts() == []


def _run_mcp(url: str, bearer: str, agent: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [MAILGATE, "mcp", "--agent", agent, "--url", url],
        env={**os.environ, "MAILGATE_TOKEN": bearer, "MAILGATE_HOME": str(tmp_path / "no-home")},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=BOUND_SECS,
        check=False,
    )


def test_stdio_refuses_to_start_for_the_wrong_agent_or_token(
    tmp_path: Path, home: Path, gw: Gateway, serve: type[Serve]
) -> None:
    bearer = token(gw, "sales")
    send_only = token(gw, "sales", "mail:send")
    running = serve(home)
    wrong_agent = _run_mcp(running.url, bearer, "support", tmp_path)
    assert wrong_agent.returncode == 77 and wrong_agent.stdout == ""
    assert "this token speaks for agent 'sales', not 'support'" in wrong_agent.stderr
    unknown = _run_mcp(running.url, "mg_aaaaaaaaaaaaaaaa_" + "B" * 43, "sales", tmp_path)
    assert unknown.returncode == 77 and "unknown token" in unknown.stderr
    unconfirmed = _run_mcp(running.url, send_only, "sales", tmp_path)
    assert unconfirmed.returncode == 77
    assert "cannot confirm that this token is agent sales's" in unconfirmed.stderr
    bad_name = _run_mcp(running.url, bearer, "Not An Agent", tmp_path)
    assert bad_name.returncode == 2 and "agent: must match" in bad_name.stderr
    for done in (wrong_agent, unknown, unconfirmed, bad_name):
        assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert gw.outbox.drafts() == []
