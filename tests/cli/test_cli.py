"""The command-line contract (docs/cli.md): commands, --json, and exit codes."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mailgate.cli.main import main


class Run:
    def __init__(
        self, home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
    ) -> None:
        self.home = home
        self.capsys = capsys
        self.monkeypatch = monkeypatch

    def __call__(self, *args: str, stdin: str = "") -> tuple[int, str, str]:
        self.capsys.readouterr()
        self.monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
        code = main(["--home", str(self.home), *args])
        out, err = self.capsys.readouterr()
        return code, out, err

    def json(self, *args: str, stdin: str = "") -> tuple[int, object]:
        code, out, err = self(*args, "--json", stdin=stdin)
        assert out.strip(), err
        return code, json.loads(out)


@pytest.fixture
def run(home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Run:
    return Run(home, capsys, monkeypatch)


def test_address_parse_and_match_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["address", "parse", "Chef <Chef@Firma.DE>"]) == 0
    assert capsys.readouterr().out.strip() == "Chef@firma.de"
    assert main(["address", "parse", "a@b.de, c@d.de"]) == 2
    assert capsys.readouterr().err.startswith("mailgate: address:")
    assert main(["address", "match", "*@firma.de", "chef@firma.de"]) == 0
    assert main(["address", "match", "*@firma.de", "chef@evilfirma.de"]) == 1
    assert main(["address", "match", "*.firma.de", "chef@firma.de"]) == 2
    capsys.readouterr()
    assert main(["address", "parse", "mueller@bücher.de", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["domain"] == "xn--bcher-kva.de"
    assert main(["address", "parse", "müller@bücher.de"]) == 2  # as `send`: no SMTPUTF8
    assert "SMTPUTF8" in capsys.readouterr().err


def test_rejected_address_names_the_rule_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["address", "parse", "a@b.de; c@d.de"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mailgate: address:") and len(err.strip().splitlines()) == 1


def test_init_creates_a_private_home(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "fresh"
    assert main(["init", "--home", str(home)]) == 0
    assert (home / "config.toml").exists()
    assert (home / "mailgate.db").exists()
    assert (home / "vault.key").stat().st_mode & 0o777 == 0o600
    assert main(["init", "--home", str(home), "--json"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out[out.index("{") :])["kept"] == ["config.toml", "vault.key"]


def test_config_show_reports_sources_and_warnings(run: Run) -> None:
    (run.home / "config.toml").write_text(
        (run.home / "config.toml").read_text() + '[mail]\napproval_mode = "always"\nmax_body_chars = "x"\n'
    )
    code, out, err = run("config", "show")
    assert code == 0
    assert "mail.approval_mode" in out and "'always'" in out and "config.toml" in out
    assert "mail.max_body_chars: must be int" in err


def test_send_exit_codes_hold_allow_deny_fix(run: Run) -> None:
    assert run("agent", "add", "bot", "--rung", "1")[0] == 0
    code, out, _ = run("send", "--agent", "bot", "--to", "x@firma.de", "--subject", "Hi", "--body", "Hello")
    assert code == 3
    assert "HOLD" in out and "mailgate approve d" in out and "Hello" in out
    assert run("grant", "add", "*@firma.de", "--agent", "bot")[0] == 0
    code, doc = run.json("send", "--agent", "bot", "--to", "y@firma.de", "--subject", "Hi", "--body", "Hello")
    assert code == 0 and doc["state"] == "approved"  # type: ignore[index]
    assert run("contact", "dnc", "z@firma.de", "--reason", "complaint")[0] == 0
    code, doc = run.json("send", "--agent", "bot", "--to", "z@firma.de", "--subject", "Hi", "--body", "Hello")
    assert code == 4 and doc["state"] == "rejected"  # type: ignore[index]
    (run.home / "config.toml").write_text(
        (run.home / "config.toml").read_text() + '[mail]\nsignature = "require"\n'
    )
    code, doc = run.json("send", "--agent", "bot", "--to", "y@firma.de", "--subject", "Hi", "--body", "Hello")
    assert code == 5 and doc["id"] is None  # type: ignore[index]
    assert run("send", "--agent", "bot", "--to", "a@b.de,c@d.de", "--subject", "Hi", "--body", "x")[0] == 2


def test_approve_takes_only_a_typed_yes(run: Run) -> None:
    run("agent", "add", "bot")
    code, doc = run.json("send", "--agent", "bot", "--to", "x@firma.de", "--subject", "Hi", "--body", "Hello")
    draft_id = doc["id"]  # type: ignore[index]
    for vague in ("y", "sure", "we should probably send that", ""):
        code, out, err = run("approve", draft_id, stdin=vague + "\n")
        assert code == 2, (vague, out, err)
        assert "x@firma.de" in out and "Hello" in out  # it showed the exact message
    assert run.json("show", draft_id)[1]["state"] == "pending"  # type: ignore[index]
    code, out, _ = run("approve", draft_id, stdin="yes\n")
    assert code == 0 and "approved" in out
    assert run.json("show", draft_id)[1]["state"] == "approved"  # type: ignore[index]


def test_approve_with_confirm_hash_and_remember(run: Run) -> None:
    run("agent", "add", "bot")
    _, doc = run.json("send", "--agent", "bot", "--to", "x@firma.de", "--subject", "Hi", "--body", "Hello")
    draft_id, digest = doc["id"], doc["content_hash"]  # type: ignore[index]
    assert run("approve", draft_id, "--confirm", "0" * 64)[0] == 2
    assert run("approve", draft_id, "--confirm", digest, "--remember", "domain")[0] == 0
    _, grants = run.json("grant", "list")
    assert grants == [
        {
            "agent": "bot",
            "created_by": "owner",
            "created_at": grants[0]["created_at"],  # type: ignore[index]
            "target": "*@firma.de",
        }
    ]
    assert run("approve", draft_id, "--confirm", digest)[0] == 2  # already decided


def test_deny_and_outbox(run: Run) -> None:
    run("agent", "add", "bot")
    _, doc = run.json("send", "--agent", "bot", "--to", "x@firma.de", "--subject", "Hi", "--body", "Hello")
    draft_id = doc["id"]  # type: ignore[index]
    assert run("deny", draft_id)[0] == 2  # --reason is required
    assert run("deny", draft_id, "--reason", "not now")[0] == 0
    _, rows = run.json("outbox", "--status", "rejected")
    assert [r["id"] for r in rows] == [draft_id]  # type: ignore[union-attr,index]
    assert rows[0]["note"] == "denied: not now"  # type: ignore[index]


def test_policy_explain_creates_nothing(run: Run, tmp_path: Path) -> None:
    run("agent", "add", "bot")
    body = tmp_path / "body.txt"
    body.write_text("Hello")
    code, doc = run.json(
        "policy",
        "explain",
        "--agent",
        "bot",
        "--to",
        "x@firma.de",
        "--subject",
        "S",
        "--body-file",
        str(body),
    )
    assert code == 0 and doc["decision"] == "hold"  # type: ignore[index]
    assert [a["rule"] for a in doc["answers"]] == []  # type: ignore[index]
    assert run.json("outbox")[1] == []


def test_policy_explain_lists_every_rule_hit_or_miss_in_order(run: Run) -> None:
    run("agent", "add", "bot")
    run("grant", "add", "x@firma.de", "--agent", "bot")
    args = ("policy", "explain", "--agent", "bot", "--to", "x@firma.de", "--subject", "S", "--body", "Hi")
    code, out, _ = run(*args)
    assert code == 0, out
    rules = [line for line in out.splitlines() if line.startswith("rule ")]
    assert rules == [
        "rule known-agent: miss",
        "rule blocked-content: miss",
        "rule do-not-contact: miss",
        "rule signature: miss",
        "rule owner-only: miss",
        "rule allowed-recipients: miss",
        "rule rate-limit: miss",
        "rule grant [x@firma.de]: allow - granted by x@firma.de",
        "rule allowed-list: miss",
        "rule approval-mode: miss",
    ]
    assert out.splitlines()[0] == "verdict: allow"
    doc = run.json(*args)[1]
    assert [a["rule"] for a in doc["answers"]] == ["grant"]  # type: ignore[index]
    assert "grant" not in doc["misses"] and "known-agent" in doc["misses"]  # type: ignore[index,operator]


def test_rules_commands_round_trip(run: Run) -> None:
    assert run("agent", "add", "Bad-Name")[0] == 2
    assert run("agent", "add", "bot")[0] == 0
    assert run("agent", "allow", "bot", "pat@partner.de", "--min-rung", "2")[0] == 0
    assert run("agent", "set-rung", "bot", "3")[0] == 0
    assert run("agent", "set-rate", "bot", "--per-hour", "5")[0] == 0
    _, agents = run.json("agent", "list")
    assert agents == [{"name": "bot", "rung": 3, "rate_per_hour": 5, "rate_per_day": None}]
    _, allowed = run.json("agent", "allowed", "bot")
    assert allowed == [{"agent": "bot", "address": "pat@partner.de", "min_rung": 2, "source": "owner"}]
    assert run("owner", "add", "me@home.example")[0] == 0
    assert run.json("owner", "list")[1] == ["me@home.example"]
    assert run("contact", "dnc", "no@x.de", "--reason", "asked")[0] == 0
    _, shown = run.json("contact", "show", "NO@x.de")
    assert shown["do_not_contact"] == "asked"  # type: ignore[index]
    assert run("grant", "remove", "nobody@x.de")[0] == 2


def test_audit_and_verify(run: Run) -> None:
    run("agent", "add", "bot")
    code, doc = run.json("audit", "--verify")
    assert code == 0 and doc["verified"] is True and doc["rows"] == 1  # type: ignore[index]
    assert doc["legacy_rows"] == 0 and doc["anchored_seq"] == doc["head_seq"] == 1  # type: ignore[index]
    code, rows = run.json("audit")
    assert rows[0]["action"] == "agent.add"  # type: ignore[index]


def test_console_script_runs_as_a_user_would(tmp_path: Path) -> None:
    exe = Path(sys.executable).parent / "mailgate"
    env = {**os.environ, "MAILGATE_HOME": str(tmp_path / "h")}
    subprocess.run([str(exe), "init"], check=True, env=env, capture_output=True)
    done = subprocess.run(
        [str(exe), "address", "match", "*@firma.de", "x@evilfirma.de"],
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1 and done.stdout.strip() == "no"


@pytest.mark.parametrize(
    ("args", "names"),
    [
        (["agent", "add", "bot", "--rung", "abc"], "--rung"),
        (["send", "--agent", "bot"], "--to"),
        (["outbox", "--status", "bogus"], "--status"),
        (["inbox", "--limit", "-3"], "--limit"),
    ],
)
def test_usage_errors_are_one_line_naming_the_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], names: str
) -> None:
    assert main(["--home", str(tmp_path / "h"), *args]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert names in err


def test_approve_remember_domain_names_every_grant_before_it_acts(run: Run) -> None:
    # "domain" grants every recipient's domain, a Bcc at a mail provider too: the owner reads each
    # before typing yes (the dashboard's choice names them the same way).
    run("agent", "add", "bot")
    _, doc = run.json(
        "send",
        "--agent",
        "bot",
        "--to",
        "x@firma.de",
        "--bcc",
        "someone@gmail.com",
        "--subject",
        "Hi",
        "--body",
        "Hi",
    )
    draft_id = doc["id"]  # type: ignore[index]
    code, out, _ = run("approve", draft_id, "--remember", "domain", stdin="no\n")
    assert code == 2
    assert "remember: grants agent bot every address at: *@firma.de, *@gmail.com" in out
    assert out.index("remember:") < out.index("Type yes")
    _, grants = run.json("grant", "list")
    assert grants == []  # named, not added: the answer was not yes
    code, out, err = run("approve", draft_id, "--remember", "domain", "--json", stdin="yes\n")
    assert code == 0 and "*@firma.de, *@gmail.com" in err
    _, grants = run.json("grant", "list")
    assert sorted(g["target"] for g in grants) == ["*@firma.de", "*@gmail.com"]  # type: ignore[index,union-attr]
