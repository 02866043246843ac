"""Address holes a hostile agent found with the mailgate CLI, each attack run through the real path.

Routing characters in local parts, sub-addresses and dotted Gmail spellings past the stop list,
Unicode spaces trimmed off an address, and plus tags on a foreign domain choosing the inbox.
Every test that touches the store runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import io
import json
import sys
import unicodedata
from email.message import EmailMessage
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import inspect

from mailgate.cli.main import main
from mailgate.errors import InvalidInput
from mailgate.gateway import Gateway, open_gateway
from mailgate.model import Address, DraftRequest, Recipient, RecipientKind
from mailgate.outbound.drafts import SendRequest, validate
from tests.conftest import StartServer, make_home


class Cli:
    """``mailgate --home HOME ...`` in process, as a user (or an agent with a shell) runs it."""

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

    def json(self, *args: str) -> tuple[int, object, str]:
        code, out, err = self(*args, "--json")
        return code, json.loads(out) if out.strip() else None, err

    def send(self, *to: str, agent: str = "bot") -> tuple[int, object, str]:
        flags = [part for address in to for part in ("--to", address)]
        return self.json("send", "--agent", agent, *flags, "--subject", "Angebot", "--body", "Guten Tag.")

    def configure(self, extra: str) -> None:
        path = self.home / "config.toml"
        path.write_text(path.read_text() + "\n" + extra + "\n")


@pytest.fixture
def cli(home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    return Cli(home, capsys, monkeypatch)


def outbox(cli: Cli) -> list[dict[str, object]]:
    code, rows, _ = cli.json("outbox")
    assert code == 0 and isinstance(rows, list)
    return rows


# --- 1. routing characters in local parts ---------------------------------------------------

ROUTED = {
    "percent-hack": ("x%evil.test@ok.test", "%"),
    "percent-hack-named": ("Kasse <x%evil.test@ok.test>", "%"),
    "bang-path": ("evil.test!y@ok.test", "!"),
    "bang-path-named": ('"Kasse" <evil.test!y@ok.test>', "!"),
    "both": ("evil.test!x%other.test@ok.test", "!"),
}


@pytest.mark.parametrize(("raw", "char"), ROUTED.values(), ids=ROUTED.keys())
def test_send_refuses_a_source_routed_local_part(cli: Cli, raw: str, char: str) -> None:
    """A ``*@ok.test`` grant and an ``@ok.test`` allowlist must not carry mail on to evil.test."""
    cli.configure('[mail]\nallowed_recipients = ["@ok.test"]')
    assert cli("agent", "add", "bot")[0] == 0
    assert cli("grant", "add", "*@ok.test", "--agent", "bot")[0] == 0
    code, doc, err = cli.send(raw)
    assert code == 2, (doc, err)
    error = json.loads(err)["error"]  # under --json the refusal is JSON on stderr too
    assert error["field"] == "to" and f"'{char}'" in error["rule"] and "source route" in error["rule"]
    assert outbox(cli) == []  # refused before anything was stored
    code, _, err_parse = cli("address", "parse", raw)
    assert code == 2 and f"'{char}'" in err_parse and "source route" in err_parse


def test_settler_refuses_a_source_route_stored_before_the_parser_refused_it(
    tmp_path: Path, store_url: str, start_server: StartServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A draft an older version stored (its parser let ``%`` through) must not reach the relay."""
    srv = start_server("starttls")
    extra = (
        f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nfrom_addr = "bot@mg.test"\n'
        f'ca_file = "{srv.ca_file}"\ntimeout_secs = 10'
    )
    gw = open_gateway(make_home(tmp_path / "home", store_url, extra))
    try:
        gw.rules.add_agent("bot")
        gw.rules.add_grant("*@ok.test", "bot")

        def old_validate(
            req: SendRequest, *, max_body_chars: int, attachments: object = None
        ) -> DraftRequest:
            local, _, domain = req.to[0].rpartition("@")
            rcpt = Recipient(kind=RecipientKind.TO, address=Address(local=local, domain=domain))
            return DraftRequest(agent=req.agent, recipients=(rcpt,), subject=req.subject, body=req.body)

        monkeypatch.setattr("mailgate.outbound.outbox.validate", old_validate)
        req = SendRequest(agent="bot", to=["x%evil.test@ok.test"], subject="Hi", body="Hello")
        result = gw.outbox.submit(req, require_key=False)
        assert result.state == "approved"  # what the older version decided
        report = gw.sending.settle()
        assert report.rejected == [result.draft_id] and report.sent == []
        assert "source route" in gw.outbox.draft(result.draft_id).note
        assert srv.mail_commands == []
    finally:
        gw.store.dispose()


@pytest.mark.parametrize("command", ["grant", "dnc", "owner"])
def test_rule_commands_refuse_source_routes_too(cli: Cli, command: str) -> None:
    argv = {
        "grant": ("grant", "add", "x%evil.test@ok.test"),
        "dnc": ("contact", "dnc", "x%evil.test@ok.test", "--reason", "r"),
        "owner": ("owner", "add", "evil.test!x@ok.test"),
    }[command]
    code, _, err = cli(*argv)
    assert code == 2 and "source route" in err


# --- 2. sub-addresses and provider spellings past the stop list --------------------------------


def _stopped(cli: Cli, entry: str, grant: str = "*@ok.test") -> None:
    assert cli("agent", "add", "bot")[0] == 0
    assert cli("grant", "add", grant, "--agent", "bot", *(["--yes"] if grant == "*" else []))[0] == 0
    assert cli("contact", "dnc", entry, "--reason", "asked us to stop")[0] == 0


SAME_PERSON = {
    "plus-tag": ("angry@ok.test", "angry+promo@ok.test"),
    "plus-tag-upper": ("angry@ok.test", "Angry+Promo@OK.test"),
    "two-plus-tags": ("angry@ok.test", "angry+a+b@ok.test"),
    "empty-tag": ("angry@ok.test", "angry+@ok.test"),
    "tagged-entry-covers-the-mailbox": ("angry+old@ok.test", "angry@ok.test"),
    "tagged-entry-covers-other-tags": ("angry+old@ok.test", "angry+new@ok.test"),
    "gmail-dots": ("angry@gmail.com", "a.ngry@gmail.com"),
    "gmail-dots-and-tag": ("angry@gmail.com", "A.N.G.R.Y+x@gmail.com"),
    "googlemail-is-gmail": ("angry@gmail.com", "an.gry@googlemail.com"),
    "dotted-entry": ("an.gry@googlemail.com", "angry+x@gmail.com"),
}


@pytest.mark.parametrize(("entry", "attack"), SAME_PERSON.values(), ids=SAME_PERSON.keys())
def test_stop_list_covers_every_spelling_of_the_mailbox(cli: Cli, entry: str, attack: str) -> None:
    _stopped(cli, entry, grant="*")
    code, doc, err = cli.send(attack)
    assert code == 4, (doc, err)
    assert isinstance(doc, dict) and doc["state"] == "rejected"
    assert any("do-not-contact" in reason for reason in doc["reasons"])
    code, shown, _ = cli.json("contact", "show", attack)
    assert code == 0 and isinstance(shown, dict) and shown["do_not_contact"]


NOT_THE_SAME = {
    "other-mailbox": ("angry@ok.test", "angrier@ok.test"),
    "prefix-is-not-a-mailbox": ("angry@ok.test", "an@ok.test"),
    "hyphen-is-not-a-separator-by-default": ("mary@ok.test", "mary-jane@ok.test"),
    "dots-count-outside-gmail": ("angry@ok.test", "an.gry@ok.test"),
    "other-domain": ("angry@gmail.com", "angry@gmail.com.evil.test"),
}


@pytest.mark.parametrize(("entry", "other"), NOT_THE_SAME.values(), ids=NOT_THE_SAME.keys())
def test_stop_list_does_not_swallow_other_people(cli: Cli, entry: str, other: str) -> None:
    _stopped(cli, entry, grant="*")
    code, doc, err = cli.send(other)
    assert code == 0, (doc, err)


def test_per_domain_separator(cli: Cli) -> None:
    cli.configure('[addresses.subaddress_separators_by_domain]\n"ok.test" = ["-"]')
    _stopped(cli, "angry@ok.test")
    assert cli.send("angry-promo@ok.test")[0] == 4
    assert cli.send("angry+promo@ok.test")[0] == 4  # "+" still counts: the lists add up
    assert cli.send("angry@other.test")[0] == 3  # no grant there: held, not stopped


def test_exact_grant_does_not_cover_a_sub_address(cli: Cli) -> None:
    """The stricter side for grants and allowed lists: ``bob@`` is not ``bob+x@``."""
    assert cli("agent", "add", "bot")[0] == 0
    assert cli("grant", "add", "bob@ok.test", "--agent", "bot")[0] == 0
    assert cli("agent", "allow", "bot", "pat@ok.test")[0] == 0
    assert cli.send("bob@ok.test")[0] == 0
    assert cli.send("bob+x@ok.test")[0] == 3
    assert cli.send("pat@ok.test")[0] == 0
    assert cli.send("pat+x@ok.test")[0] == 3
    assert cli.send("b.o.b@ok.test")[0] == 3


def test_stop_list_holds_at_approval(cli: Cli) -> None:
    assert cli("agent", "add", "bot")[0] == 0
    code, doc, _ = cli.send("angry+promo@ok.test")
    assert code == 3 and isinstance(doc, dict)
    assert cli("contact", "dnc", "angry@ok.test", "--reason", "asked us to stop")[0] == 0
    code, _, err = cli("approve", str(doc["id"]), "--confirm", str(doc["content_hash"]))
    assert code == 2 and "do-not-contact" in err
    code, shown, _ = cli.json("show", str(doc["id"]))
    assert isinstance(shown, dict) and shown["state"] == "rejected"


def test_stop_list_holds_in_the_settler(cli: Cli, start_server: StartServer) -> None:
    srv = start_server("starttls")
    cli.configure(
        f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nfrom_addr = "bot@mg.test"\n'
        f'ca_file = "{srv.ca_file}"\ntimeout_secs = 10'
    )
    assert cli("agent", "add", "bot")[0] == 0
    assert cli("grant", "add", "*@googlemail.com", "--agent", "bot")[0] == 0
    code, doc, _ = cli.send("a.ngry+promo@googlemail.com")
    assert code == 0 and isinstance(doc, dict) and doc["state"] == "approved"
    assert cli("contact", "dnc", "angry@gmail.com", "--reason", "asked us to stop")[0] == 0
    code, report, _ = cli.json("settle", "--once")
    assert code == 0 and isinstance(report, dict)
    assert report["sent"] == [] and report["rejected"] == [doc["id"]]
    assert srv.mail_commands == [] and srv.messages == []


def test_stop_list_keys_follow_a_config_change(cli: Cli) -> None:
    """A separator added later re-keys the stored entries when the home is next opened."""
    _stopped(cli, "mary-old@ok.test")
    assert cli.send("mary-new@ok.test")[0] == 0
    cli.configure('[addresses.subaddress_separators_by_domain]\n"ok.test" = ["-"]')
    assert cli.send("mary-newer@ok.test")[0] == 4
    assert cli.send("mary@ok.test")[0] == 4


def test_stop_list_lookup_is_an_indexed_column(gw: Gateway) -> None:
    indexed = {
        tuple(index["column_names"]) for index in inspect(gw.store.engine).get_indexes("do_not_contact")
    }
    assert ("mailbox",) in indexed
    gw.rules.add_dnc("A.Ngry+x@GoogleMail.com", "asked")
    (row,) = gw.rules.list_dnc()
    assert (row.address, row.mailbox) == ("a.ngry+x@googlemail.com", "angry@gmail.com")


# --- 3. Unicode spaces around and inside an address ---------------------------------------------

SPACES = ["\u00a0", "\u3000", "\u2000", "\u2007", "\u200a", "\u202f", "\u205f", "\u1680", "\u3164"]


@pytest.mark.parametrize("space", SPACES, ids=[f"U+{ord(s):04X}" for s in SPACES])
@pytest.mark.parametrize(
    "shape", ["{a}{s}", "{s}{a}", "chef{s}@firma.de", "Chef{s}<{a}>", "Chef <{a}{s}>", "Chef{s}Koch <{a}>"]
)
def test_unicode_space_is_refused_by_send_and_parse(cli: Cli, space: str, shape: str) -> None:
    raw = shape.format(a="chef@firma.de", s=space)
    assert cli("agent", "add", "bot")[0] == 0
    assert cli("grant", "add", "*@firma.de", "--agent", "bot")[0] == 0
    code, doc, err = cli.send(raw)
    assert code == 2, (doc, err)
    assert f"U+{ord(space):04X}" in err and unicodedata.name(space) in err
    assert outbox(cli) == []
    code, _, err = cli("address", "parse", raw)
    assert code == 2 and f"U+{ord(space):04X}" in err


def test_address_parse_refuses_what_send_refuses(cli: Cli) -> None:
    """Non-ASCII local parts need SMTPUTF8, which mailgate does not send: parse says so too."""
    assert cli("agent", "add", "bot")[0] == 0
    for raw in ("müller@firma.de", '"Chef <x>" <chef@firma.de>'):
        assert cli.send(raw)[0] == 2
        code, _, err = cli("address", "parse", raw)
        assert code == 2 and err.startswith("mailgate: address:"), raw
    assert cli("address", "parse", "mueller@bücher.de")[0] == 0


def _send_accepts(raw: str) -> str | None:
    try:
        draft = validate(SendRequest(agent="bot", to=[raw], subject="s", body="b"), max_body_chars=100)
    except InvalidInput as exc:
        if exc.field != "to":
            raise
        return None
    return draft.recipients[0].address.addr_spec


def _parse_accepts(raw: str) -> str | None:
    out, err = io.StringIO(), io.StringIO()
    sys_out, sys_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = main(["address", "parse", "--", raw])  # "--": a raw "-h" is an address, not an option
    finally:
        sys.stdout, sys.stderr = sys_out, sys_err
    if code == 0:
        return out.getvalue().strip()
    assert code == 2 and err.getvalue().startswith("mailgate: address:"), err.getvalue()
    return None


UNICODE_SPACES = [chr(c) for c in range(0x10000) if unicodedata.category(chr(c)) == "Zs" and c != 0x20]
PIECES = st.sampled_from(
    [
        *("chef", "@", "firma.de", "<", ">", '"', " ", "Chef", "ü"),
        *("%", "!", "+", ".", "\\", ",", "x.test", *UNICODE_SPACES),
    ]
)
ADDRESSISH = st.lists(PIECES, max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(ADDRESSISH, st.text(max_size=40)))
def test_parse_accepts_exactly_what_send_accepts(raw: str) -> None:
    if "\0" in raw:
        raw = raw.replace("\0", "")  # argv cannot carry NUL; the send path refuses it anyway
    sent = _send_accepts(raw)
    assert _parse_accepts(raw) == sent
    if any(c in UNICODE_SPACES for c in raw):
        assert sent is None


# --- 4. plus tags on someone else's domain -----------------------------------------------------


def _mail(tmp_path: Path, to: str, name: str, *, delivered_to: str = "") -> Path:
    msg = EmailMessage()
    msg["From"] = "Kim <kim@customer.test>"
    msg["To"] = to
    if delivered_to:
        msg["Delivered-To"] = delivered_to
    msg["Subject"] = "Rechnung"
    msg["Message-ID"] = f"<{name}@customer.test>"
    msg.set_content("Please pay the attached invoice.")
    path = tmp_path / f"{name}.eml"
    path.write_bytes(msg.as_bytes())
    return path


@pytest.fixture
def routed(cli: Cli) -> Cli:
    cli.configure('[mail]\ndefault_agent = "support"\nreceiving_addresses = ["me@mine.test"]')
    for agent in ("finance", "support"):
        assert cli("agent", "add", agent)[0] == 0
    return cli


def _ingest(cli: Cli, path: Path) -> str:
    code, doc, err = cli.json("ingest", str(path))
    assert code == 0 and isinstance(doc, list), err
    (result,) = doc
    assert result["outcome"] == "stored", result
    return str(result["agent"])


@pytest.mark.parametrize(
    ("to", "delivered_to"),
    [
        ("nobody+finance@evil.test", ""),
        ("me@mine.test, nobody+finance@evil.test", ""),
        ("me+finance@mine.test.evil.test", ""),
        ("me+finance@evil.test", ""),
        ("me@mine.test", "nobody+finance@evil.test"),
    ],
    ids=["foreign-domain", "foreign-beside-ours", "suffix-domain", "our-local-part-elsewhere", "header"],
)
def test_foreign_plus_tag_does_not_choose_the_inbox(
    routed: Cli, tmp_path: Path, to: str, delivered_to: str
) -> None:
    assert _ingest(routed, _mail(tmp_path, to, "m1", delivered_to=delivered_to)) == "support"


@pytest.mark.parametrize(
    "to", ["me+finance@mine.test", "Me+Finance@MINE.test", "Owner <me+finance@mine.test>"]
)
def test_plus_tag_on_our_receiving_address_routes(routed: Cli, tmp_path: Path, to: str) -> None:
    assert _ingest(routed, _mail(tmp_path, to, "m2")) == "finance"


def test_from_addr_is_a_receiving_address(cli: Cli, tmp_path: Path) -> None:
    cli.configure('[mail]\ndefault_agent = "support"\n[smtp]\nfrom_addr = "Bots <bots@mine.test>"')
    for agent in ("finance", "support"):
        assert cli("agent", "add", agent)[0] == 0
    assert _ingest(cli, _mail(tmp_path, "bots+finance@mine.test", "m3")) == "finance"
    assert _ingest(cli, _mail(tmp_path, "bots+finance@evil.test", "m4")) == "support"
