"""The owner's day through the real CLI, on SQLite and PostgreSQL: no mail silently lost, every
state says what happened and what to do next, one consistent command line."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click
import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.errors import PasswordSetError
from sqlalchemy import text

from mailgate import audit
from mailgate.cli.app import cli as root_group
from mailgate.cli.main import main
from mailgate.gateway import open_gateway
from tests.conftest import StartServer, make_home


class Cli:
    """``mailgate --home HOME ...`` in process, as the owner runs it."""

    def __init__(self, home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
        self.home = home
        self.capsys = capsys
        self.monkeypatch = monkeypatch

    def __call__(self, *args: str, stdin: str = "") -> tuple[int, str, str]:
        self.capsys.readouterr()
        self.monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
        code = main(["--home", str(self.home), *args])
        out, err = self.capsys.readouterr()
        return code, out, err

    def json(self, *args: str, stdin: str = "") -> tuple[int, Any, str]:
        code, out, err = self(*args, "--json", stdin=stdin)
        return code, json.loads(out) if out.strip() else None, err

    def send(self, to: str = "x@firma.de", body: str = "Guten Tag.", *extra: str) -> tuple[int, Any, str]:
        return self.json("send", "--agent", "bot", "--to", to, "--subject", "Angebot", "--body", body, *extra)

    def configure(self, extra: str) -> None:
        path = self.home / "config.toml"
        path.write_text(path.read_text() + "\n" + extra + "\n")

    def sql(self, statement: str, **params: object) -> None:
        gw = open_gateway(self.home)
        try:
            with gw.store.write() as tx:
                tx.execute(text(statement), params)
        finally:
            gw.store.dispose()

    def audit(self, subject: str) -> list[dict[str, Any]]:
        code, rows, _ = self.json("audit", "--limit", "10000")
        assert code == 0
        return [r for r in rows if r["subject"] == subject]


@pytest.fixture
def cli(home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    runner = Cli(home, capsys, monkeypatch)
    assert runner("agent", "add", "bot")[0] == 0
    return runner


def smtp_config(srv: Any) -> str:
    return (
        f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nfrom_addr = "bot@mg.test"\n'
        f'ca_file = "{srv.ca_file}"\ntimeout_secs = 2'
    )


# --- 2. approved mail with no outgoing server -----------------------------------------------


def test_failed_for_want_of_a_server_is_sent_again_with_retry(cli: Cli, start_server: StartServer) -> None:
    assert cli("grant", "add", "*@firma.de", "--agent", "bot")[0] == 0
    code, sent, _ = cli.send()
    assert code == 0 and sent["state"] == "approved"
    code, _out, err = cli("settle", "--once")
    assert code == 0
    assert "WARNING" in err and "outgoing mail server is not configured" in err and "retry" in err
    code, old, _ = cli.json("show", sent["id"])
    assert old["state"] == "failed" and "outgoing mail server is not configured" in old["note"]
    assert old["next"] == f"nothing was delivered; to send it again: mailgate retry {sent['id']}"
    code, out, _ = cli("doctor")
    assert code == 1 and "BAD  smtp (the outgoing mail server" in out and "not configured" in out

    srv = start_server("starttls")
    cli.configure(smtp_config(srv))
    code, again, _ = cli.json("retry", sent["id"])
    assert code == 0, again
    assert again["id"] != sent["id"] and again["retry_of"] == sent["id"] and again["state"] == "approved"
    assert again["decision"] == "allow"  # judged by the policy now: the grant still holds
    code, report, err = cli.json("settle", "--once")
    assert report["sent"] == [again["id"]] and "WARNING" not in err
    assert len(srv.messages) == 1
    code, shown, _ = cli.json("show", again["id"])
    assert shown["retry_of"] == sent["id"] and shown["state"] == "sent"
    assert cli.json("show", sent["id"])[1]["state"] == "failed"  # the old draft keeps its story
    # The link is in the audit log too: draft.retry on the old draft, retry_of in the new one's submit.
    assert [json.loads(r["detail"]) for r in cli.audit(sent["id"]) if r["action"] == "draft.retry"] == [
        {"retry": again["id"]}
    ]
    # A second retry of the same draft never makes a second copy.
    code, twice, _ = cli.json("retry", sent["id"])
    assert twice["id"] == again["id"] and twice["duplicate"] is True and twice["decision"] is None
    assert len(cli.json("outbox")[1]) == 2


def test_retry_is_held_again_when_the_policy_holds_it(cli: Cli) -> None:
    code, held, _ = cli.send()
    assert code == 3
    assert cli("approve", held["id"], "--confirm", held["content_hash"])[0] == 0
    cli("settle", "--once")  # no server: fails
    code, out, _ = cli("retry", held["id"])
    assert code == 3, out
    assert "HOLD" in out and f"sends draft {held['id']} again" in out and "mailgate approve d" in out


def test_retry_refuses_drafts_that_did_not_fail(cli: Cli) -> None:
    code, held, _ = cli.send()
    code, doc, err = cli.json("retry", held["id"])
    assert code == 2 and doc is None
    error = json.loads(err)["error"]
    assert error["type"] == "Conflict" and "only a failed draft" in error["message"]


def test_an_unknown_draft_is_retried_only_after_a_person_marked_it_lost(
    cli: Cli, start_server: StartServer
) -> None:
    srv = start_server("starttls", faults=("stall_after_data",))
    cli.configure(smtp_config(srv))
    assert cli("grant", "add", "*@firma.de", "--agent", "bot")[0] == 0
    _, sent, _ = cli.send()
    _, report, _ = cli.json("settle", "--once")
    assert report["unknown"] == [sent["id"]]
    code, _, err = cli("retry", sent["id"])
    assert code == 2 and f"mailgate resolve {sent['id']} --lost" in err
    # What `mailgate resolve ID --arrived|--lost` records (built elsewhere): a keyed draft.resolve row.
    gw = open_gateway(cli.home)
    try:
        for arrived in (True, False):
            with gw.store.write() as tx:
                audit.record(
                    tx, actor="owner", action="draft.resolve", subject=sent["id"], detail={"arrived": arrived}
                )
            if arrived:
                assert cli("retry", sent["id"])[0] == 2  # it arrived: nothing to send again
    finally:
        gw.store.dispose()
    code, again, _ = cli.json("retry", sent["id"])
    assert code == 0 and again["retry_of"] == sent["id"]


def test_a_forged_lost_resolution_is_not_taken(cli: Cli, start_server: StartServer) -> None:
    srv = start_server("starttls", faults=("stall_after_data",))
    cli.configure(smtp_config(srv))
    cli("grant", "add", "*@firma.de", "--agent", "bot")
    _, sent, _ = cli.send()
    cli("settle", "--once")
    # Someone who can write the database but has no vault key adds a "lost" row.
    cli.sql(
        "INSERT INTO audit_log (seq, at, actor, action, subject, detail, prev_hash, hash) "
        "SELECT MAX(seq) + 1, CURRENT_TIMESTAMP, 'owner', 'draft.resolve', :s, '{\"arrived\": false}', "
        "'x', 'y' FROM audit_log",
        s=sent["id"],
    )
    assert cli("retry", sent["id"])[0] == 2


# --- 3. sending the same message again without a key -----------------------------------------


def test_a_keyless_repeat_names_the_earlier_draft_and_never_its_old_verdict(cli: Cli) -> None:
    code, first, _ = cli.send()
    assert code == 3 and first["duplicate"] is False
    cli("grant", "add", "*@firma.de", "--agent", "bot")  # the owner changes the rules
    code, out, _ = cli(
        "send", "--agent", "bot", "--to", "x@firma.de", "--subject", "Angebot", "--body", "Guten Tag."
    )
    assert code == 3  # the earlier draft's state: still waiting
    assert out.startswith("NOT SENT AGAIN: this is the same as draft " + first["id"] + " (pending, created")
    assert "HOLD:" not in out and "queued" not in out and "--again" in out
    code, doc, _ = cli.send()
    assert doc["duplicate"] is True and doc["decision"] is None and doc["earlier"]["id"] == first["id"]
    # --again: a new draft, judged by the rules as they are now.
    code, fresh, _ = cli.send("x@firma.de", "Guten Tag.", "--again")
    assert code == 0 and fresh["id"] != first["id"] and fresh["decision"] == "allow"
    # A repeat of the approved one says so, and does not print "queued" as if it were new.
    code, out, _ = cli(
        "send", "--agent", "bot", "--to", "x@firma.de", "--subject", "Angebot", "--body", "Guten Tag."
    )
    assert "NOT SENT AGAIN" in out and "queued" not in out and f"draft {fresh['id']} (approved" in out
    assert len(cli.json("outbox")[1]) == 2
    # With keys, the key alone says which sends are one: a new key is a new draft, same content or not.
    _, keyed, _ = cli.send("x@firma.de", "Guten Tag.", "--idempotency-key", "k-1")
    _, other, _ = cli.send("x@firma.de", "Guten Tag.", "--idempotency-key", "k-2")
    _, repeat, _ = cli.send("x@firma.de", "Guten Tag.", "--idempotency-key", "k-1")
    assert keyed["duplicate"] is other["duplicate"] is False and keyed["id"] != other["id"]
    assert repeat["duplicate"] is True and repeat["id"] == keyed["id"]
    assert len(cli.json("outbox")[1]) == 4


# --- 4. states that say what happened -------------------------------------------------------


def test_every_rejection_says_how(cli: Cli) -> None:
    cli.configure("[mail]\nsend_delay_secs = 600")
    cli("grant", "add", "*@firma.de", "--agent", "bot")
    cli("contact", "dnc", "stop@firma.de", "--reason", "asked us to stop")
    _, by_policy, _ = cli.send("stop@firma.de")
    _, by_person, _ = cli.send("x@other.example")
    assert cli("deny", by_person["id"], "--reason", "too pushy", "--by", "alice")[0] == 0
    _, expiring, _ = cli.send("y@other.example")
    cli.sql("UPDATE drafts SET expires_at = created_at WHERE id = :id", id=expiring["id"])
    _, cancelled, _ = cli.send("z@firma.de")
    assert cli("cancel", cancelled["id"], "--by", "bob")[0] == 0
    _, unproven, _ = cli.send("w@firma.de")
    cli.sql("UPDATE drafts SET not_before = created_at WHERE id = :id", id=unproven["id"])
    cli.sql("DELETE FROM approvals WHERE draft_id = :id", id=unproven["id"])
    cli("settle", "--once")

    expected = {
        by_policy["id"]: ("denied_by_policy", "do-not-contact", "denied by policy (rule do-not-contact)"),
        by_person["id"]: ("denied_by_person", "alice", "denied by a person (alice): too pushy"),
        expiring["id"]: ("expired", None, "expired unapproved"),
        cancelled["id"]: ("cancelled", "bob", "cancelled by bob before it was sent"),
        unproven["id"]: ("approval_missing", None, "approval missing"),
    }
    for draft_id, (outcome, by, words) in expected.items():
        _code, doc, _ = cli.json("show", draft_id)
        assert (doc["state"], doc["outcome"], doc["outcome_by"]) == ("rejected", outcome, by), doc
        assert doc["outcome_text"].startswith(words)
        _, out, _ = cli("show", draft_id)
        assert f"state:   rejected - {words}" in out
        logged = [json.loads(r["detail"]) for r in cli.audit(draft_id)]
        assert any(d.get("outcome") == outcome for d in logged if isinstance(d, dict)), logged
        _, listed, _ = cli.json("outbox", "--status", outcome)
        assert [d["id"] for d in listed] == [draft_id]
    _, out, _ = cli("outbox")
    assert "denied by policy: do-not-contact" in out and "denied by alice" in out
    assert "expired unapproved" in out and "cancelled by bob" in out and "approval missing" in out


def test_show_says_why_a_draft_is_held(cli: Cli) -> None:
    _, held, _ = cli.send("new@person.example")
    _, out, _ = cli("show", held["id"])
    assert "held:    new@person.example: no grant, allowed-list entry or owner address covers it" in out
    assert f"next:    a person decides: mailgate approve {held['id']}" in out


def test_outbox_lists_unknown_drafts_first_with_the_resolve_hint(cli: Cli, start_server: StartServer) -> None:
    srv = start_server("starttls", faults=("stall_after_data",))
    cli.configure(smtp_config(srv))
    cli("grant", "add", "*@firma.de", "--agent", "bot")
    _, lost, _ = cli.send("a@firma.de")
    cli("settle", "--once")
    for i in range(3):
        cli.send(f"later{i}@other.example")
    _, rows, _ = cli.json("outbox")
    assert rows[0]["id"] == lost["id"] and rows[0]["state"] == "unknown"
    assert (
        rows[0]["next"]
        == f"a person must check whether it arrived: mailgate resolve {lost['id']} --arrived|--lost"
    )
    _, rows, _ = cli.json("outbox", "--limit", "1")
    assert [r["id"] for r in rows] == [lost["id"]]  # the oldest, but first
    _, out, _ = cli("outbox")
    assert out.splitlines()[1].startswith(lost["id"])
    assert f"unknown {lost['id']}: a person must check whether it arrived" in out
    for state in ("pending", "approved", "sending", "sent", "failed", "unknown", "rejected"):
        assert cli("outbox", "--status", state)[0] == 0


# --- 5. configuration feedback ----------------------------------------------------------------


def test_a_bad_config_value_is_reported_once_naming_field_value_and_fallback(cli: Cli) -> None:
    cli.configure('[mail]\nmax_body_chars = "lots"\napproval_mode = "sometimes"')
    for command in (
        ("outbox",),
        ("doctor",),
        ("send", "--agent", "bot", "--to", "a@b.example", "--subject", "s", "--body", "b"),
    ):
        _, _, err = cli(*command)
        lines = [line for line in err.splitlines() if "mail.max_body_chars" in line]
        assert lines == [
            "mailgate: config warning: mail.max_body_chars: must be int (got 'lots'); using 4000"
        ], err
        assert "mail.approval_mode" in err and "'sometimes'" in err and "using 'always'" in err
    _code, _, err = cli.json("outbox")
    warnings = [json.loads(line)["warning"] for line in err.splitlines()]
    assert {k: warnings[0][k] for k in ("field", "value", "fallback")} == {
        "field": "mail.max_body_chars",
        "value": "lots",
        "fallback": 4000,
    }
    _, out, _ = cli("config", "show")
    line = next(x for x in out.splitlines() if x.startswith("mail.max_body_chars"))
    assert line.endswith("(default (config value 'lots' was invalid))")
    line = next(x for x in out.splitlines() if x.startswith("mail.approval_mode"))
    assert "strict fallback (config value 'sometimes' was invalid)" in line and "config.toml" not in line


# --- 6. doctor ---------------------------------------------------------------------------------


def test_doctor_names_each_check_and_fails_on_a_missing_key_or_server(cli: Cli) -> None:
    code, checks, _ = cli.json("doctor")
    by_name = {c["check"]: c for c in checks}
    assert code == 1
    assert by_name["smtp"]["ok"] is False and "not configured" in by_name["smtp"]["detail"]
    assert by_name["smtp"]["what"].startswith("the outgoing mail server")
    assert by_name["vault"]["ok"] is True and by_name["config"]["ok"] is True
    (cli.home / "vault.key").unlink()
    cli.monkeypatch.delenv("MAILGATE_VAULT_KEY", raising=False)
    code, checks, _ = cli.json("doctor")
    by_name = {c["check"]: c for c in checks}
    assert code == 1 and by_name["vault"]["ok"] is False  # even with an empty vault


def test_doctor_labels_a_broken_config_as_config(cli: Cli) -> None:
    (cli.home / "config.toml").write_text("[mail\nnot toml")
    code, checks, err = cli.json("doctor")
    assert code == 2
    assert [c["check"] for c in checks] == ["config"] and "cannot be parsed" in checks[0]["detail"]
    assert json.loads(err)["error"]["type"] == "ConfigError"


# --- 7. init --keyring that fails -----------------------------------------------------------


class BrokenKeyring(KeyringBackend):
    """A keyring that looks usable and then refuses to keep anything (a locked OS keyring)."""

    priority = 1  # type: ignore[assignment]

    def get_password(self, service: str, username: str) -> str | None:
        return None

    def set_password(self, service: str, username: str, password: str) -> None:
        raise PasswordSetError("the keyring is locked")

    def delete_password(self, service: str, username: str) -> None:
        return None


@pytest.fixture
def broken_keyring() -> Iterator[None]:
    before = keyring.get_keyring()
    keyring.set_keyring(BrokenKeyring())
    yield
    keyring.set_keyring(before)


@pytest.mark.usefixtures("broken_keyring")
def test_init_with_a_failing_keyring_leaves_no_half_made_home(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MAILGATE_VAULT_KEY", raising=False)
    home = tmp_path / "new" / "home"
    assert main(["init", "--keyring", "--home", str(home)]) != 0
    assert not home.exists() and not (tmp_path / "new").exists()
    kept = tmp_path / "kept"
    kept.mkdir()
    (kept / "notes.txt").write_text("mine")
    assert main(["init", "--keyring", "--home", str(kept)]) != 0
    assert sorted(p.name for p in kept.iterdir()) == ["notes.txt"]


def test_init_with_no_keyring_at_all_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = keyring.get_keyring()
    from keyring.backends import fail

    keyring.set_keyring(fail.Keyring())
    try:
        assert main(["init", "--keyring", "--home", str(tmp_path / "h")]) == 2
    finally:
        keyring.set_keyring(before)
    assert "no OS keyring" in capsys.readouterr().err
    assert not (tmp_path / "h").exists()


# --- 8. one consistent CLI --------------------------------------------------------------------

# stdout and the exit codes of these belong to other protocols (sendmail's, MCP's, the agent
# tool runner's hook protocol).
NO_JSON = {"sendmail", "mcp", "hook check"}


def _commands() -> Iterator[tuple[str, click.Command]]:
    ctx = click.Context(root_group, info_name="mailgate")

    def walk(group: click.Group, prefix: str, parent: click.Context) -> Iterator[tuple[str, click.Command]]:
        for name in group.list_commands(parent):
            command = group.get_command(parent, name)
            assert command is not None
            sub = click.Context(command, info_name=name, parent=parent)
            if isinstance(command, click.Group):
                yield from walk(command, f"{prefix}{name} ", sub)
            else:
                yield f"{prefix}{name}", command

    yield from walk(root_group, "", ctx)


def test_every_command_takes_json_and_every_option_has_help() -> None:
    commands = dict(_commands())
    assert {"pause", "resume", "release", "serve", "vault set", "vault rm", "retry"} <= set(commands)
    for path, command in commands.items():
        assert command.help, path
        options = [p for p in command.params if isinstance(p, click.Option)]
        if path not in NO_JSON:
            assert any("--json" in o.opts for o in options), f"{path} has no --json"
        for option in options:
            assert option.help, f"{path} {option.opts} has no help text"
    for option in root_group.params:
        assert isinstance(option, click.Option) and option.help, option


def test_bare_mailgate_prints_the_help_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Usage: mailgate") and "retry" in out
    assert main(["grant"]) == 0
    assert "Usage: mailgate grant" in capsys.readouterr().out
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("mailgate ")


def test_errors_under_json_are_json_with_the_same_exit_code(cli: Cli) -> None:
    code, doc, err = cli.json("show", "d0000")
    assert code == 2 and doc is None
    assert json.loads(err) == {
        "error": {
            "type": "NotFound",
            "field": "draft",
            "rule": "not found",
            "message": "draft d0000 not found",
            "exit_code": 2,
            "value": "d0000",
        }
    }
    code, _, err = cli.json("send", "--agent", "bot", "--to", "x@y.example")
    error = json.loads(err)["error"]
    assert code == 2 and error["field"] == "subject" and "Missing option" in error["message"]
    code, _, err = cli("show", "d0000")
    assert code == 2 and err == "mailgate: draft d0000 not found\n"


def test_a_draft_is_id_in_every_json_document(cli: Cli, start_server: StartServer) -> None:
    srv = start_server("starttls")
    cli.configure(smtp_config(srv))
    cli("grant", "add", "*@firma.de", "--agent", "bot")
    _, sent, _ = cli.send()
    _, held, _ = cli.send("x@other.example")
    documents = [
        sent,
        held,
        cli.json("show", sent["id"])[1],
        cli.json("outbox")[1],
        cli.json("deny", held["id"], "--reason", "no")[1],
        cli.json("settle", "--once")[1],
        cli.json("contact", "show", "x@firma.de")[1],
        cli.json("pause")[1],
        cli.json("resume")[1],
    ]
    assert cli.json("contact", "show", "x@firma.de")[1]["history"][0]["id"] == sent["id"]

    def keys(doc: object) -> Iterator[str]:
        if isinstance(doc, dict):
            for key, value in doc.items():
                yield key
                yield from keys(value)
        elif isinstance(doc, list):
            for value in doc:
                yield from keys(value)

    assert "draft_id" not in {k for d in documents for k in keys(d)}


# --- 9. an agent that is not registered -------------------------------------------------------


def test_an_unregistered_agent_is_refused_and_nothing_is_stored(cli: Cli, tmp_path: Path) -> None:
    mail = tmp_path / "m.eml"
    mail.write_bytes(
        b"From: a@b.example\r\nTo: me@x.example\r\nSubject: hi\r\nMessage-ID: <1@b>\r\n\r\nhello\r\n"
    )
    for args in (
        ("ingest", str(mail), "--agent", "ghost"),
        ("inbox", "--agent", "ghost"),
        ("outbox", "--agent", "ghost"),
    ):
        code, out, err = cli(*args)
        assert code == 2, args
        assert "agent ghost not found" in err and "(none)" not in out
    assert cli.json("inbox")[1] == []


# --- 10. grants ----------------------------------------------------------------------------


def test_grant_remove_finds_the_grant_or_names_the_agent_it_needs(cli: Cli) -> None:
    cli("agent", "add", "other")
    cli("grant", "add", "a@firma.de", "--agent", "bot")
    code, out, _ = cli("grant", "remove", "a@firma.de")
    assert code == 0 and out.strip() == "removed grant a@firma.de of agent bot"
    assert cli.json("grant", "list")[1] == []
    cli("grant", "add", "b@firma.de", "--agent", "bot")
    cli("grant", "add", "b@firma.de", "--agent", "other")
    cli("grant", "add", "b@firma.de")
    code, _, err = cli("grant", "remove", "b@firma.de")
    assert code == 2 and "--agent" in err and "bot" in err and "other" in err and "every agent" in err
    assert cli("grant", "remove", "b@firma.de", "--agent", "other")[0] == 0
    assert cli("grant", "remove", "b@firma.de", "--agent", "*")[0] == 0
    assert [g["agent"] for g in cli.json("grant", "list")[1]] == ["bot"]
    code, _, err = cli("grant", "remove", "b@firma.de", "--agent", "other")
    assert code == 2 and "held by --agent bot" in err
    assert cli("grant", "remove", "nobody@firma.de")[0] == 2


def test_granting_everyone_asks_first(cli: Cli) -> None:
    code, _, err = cli("grant", "add", "*", "--agent", "bot", stdin="n\n")
    assert code == 2 and "write to ANYONE" in err
    assert cli.json("grant", "list")[1] == []
    code, _, err = cli("grant", "add", "*", "--agent", "bot", stdin="y\n")
    assert code == 0 and "write to ANYONE" in err
    assert cli("grant", "add", "*", "--yes")[0] == 0
    assert sorted(g["agent"] for g in cli.json("grant", "list")[1]) == ["*", "bot"]


# --- 11. missing files, the owner-told text -------------------------------------------------


def test_a_missing_body_file_is_reported_as_missing(cli: Cli, tmp_path: Path) -> None:
    args = ("send", "--agent", "bot", "--to", "x@y.example", "--subject", "s", "--body-file")
    code, _, err = cli(*args, str(tmp_path / "nope.txt"))
    assert code == 2 and "body_file: no such file" in err and "UTF-8" not in err
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Grüße".encode("latin-1"))
    code, _, err = cli(*args, str(latin))
    assert code == 2 and "body_file: is not UTF-8 text" in err


def test_the_agent_is_told_the_owner_knows_only_when_a_channel_exists(cli: Cli) -> None:
    cli("canary", "new", "--name", "trap")
    _, rows, _ = cli.json("vault", "list")
    gw = open_gateway(cli.home)
    try:
        value = gw.secrets.vault.get("trap")
    finally:
        gw.store.dispose()
    assert value and rows
    code, out, _ = cli(
        "send", "--agent", "bot", "--to", "x@firma.de", "--subject", "k", "--body", f"key {value}"
    )
    assert code == 4 and "told why" not in out and "recorded for the owner" in out
    cli.configure('[notify]\nwebhook_url = "http://127.0.0.1:9/hook"')
    code, out, _ = cli(
        "send", "--agent", "bot", "--to", "y@firma.de", "--subject", "k", "--body", f"key {value}"
    )
    assert code == 4 and "The owner has been told why" in out


# --- 12. generated reference ------------------------------------------------------------------


def test_the_generated_reference_is_current() -> None:
    from mailgate.cli import docs

    folder = Path(__file__).resolve().parents[2] / "docs"
    for name, wanted in docs.render().items():
        assert (folder / name).read_text(encoding="utf-8") == wanted, (
            f"docs/{name} is not current: run `python -m mailgate.cli.docs`"
        )
    text = (folder / "cli.md").read_text(encoding="utf-8")
    for path, command in _commands():
        assert f"### mailgate {path}\n" in text
        for option in command.params:
            if isinstance(option, click.Option):
                assert option.opts[-1] in text, (path, option.opts)
    assert "| 77 |" in text and "| 3 | held" in text


def test_unknown_home_for_the_demo_is_refused_before_anything_is_touched(
    tmp_path: Path, store_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`serve --demo --home REAL` once delivered REAL's approved drafts to the capture server."""
    home = make_home(tmp_path / "real", store_url)
    gw = open_gateway(home)
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@firma.de")
        from mailgate.outbound.drafts import SendRequest

        real = gw.outbox.submit(
            SendRequest(agent="bot", to=["chef@firma.de"], subject="s", body="b"), require_key=False
        )
        assert real.state == "approved"
    finally:
        gw.store.dispose()
    assert main(["--home", str(home), "serve", "--demo", "--no-http"]) == 2
    assert "the demo runs only in a new or empty directory" in capsys.readouterr().err
    gw = open_gateway(home)
    try:
        assert gw.outbox.draft(real.draft_id).state.value == "approved"
        assert [a.name for a in gw.rules.list_agents()] == ["bot"]  # no demo agent, no demo draft
        assert len(gw.outbox.drafts()) == 1
    finally:
        gw.store.dispose()


def test_only_a_person_can_approve(
    home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    main(["--home", str(home), "agent", "add", "bot"])
    capsys.readouterr()
    main(
        [
            "--home",
            str(home),
            "send",
            "--agent",
            "bot",
            "--to",
            "x@firma.de",
            "--subject",
            "S",
            "--body",
            "B",
            "--json",
        ]
    )
    doc = json.loads(capsys.readouterr().out)
    draft_id, digest = doc["id"], doc["content_hash"]
    assert main(["--home", str(home), "approve", draft_id, "--confirm", digest, "--by", "policy:grant"]) == 2
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"yes\n")))
    capsys.readouterr()
    assert main(["--home", str(home), "approve", draft_id, "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["state"] == "approved"  # stdout is one JSON document
    assert "Type yes" in err
