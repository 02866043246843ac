"""Mailbox keys for the stop list (mailgate.mailboxes) and the ``[addresses]`` settings behind them.

Named cases, the config fallbacks (a bad value counts more spellings as the stopped person, never
fewer), then hypothesis properties of the key and of inbound plus-tag routing.
"""

from __future__ import annotations

import re
import tomllib
from email.message import EmailMessage
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import inspect

from mailgate import config
from mailgate.addresses import grant_matches, parse_grant, parse_recipient
from mailgate.errors import InvalidInput
from mailgate.gateway import Gateway, open_gateway
from mailgate.mailboxes import STRICT_SEPARATORS, MailboxRules, mailbox_rules
from mailgate.settings import Settings
from tests.conftest import StartServer, make_home
from tests.test_addresses import Cli, cli_fixture  # noqa: F401 - the cli fixture

DEFAULT = MailboxRules()


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ("angry@ok.test", "angry@ok.test"),
        ("Angry+Promo@OK.test", "angry@ok.test"),
        ("angry+a+b@ok.test", "angry@ok.test"),
        ("+tag@ok.test", "+tag@ok.test"),
        ("an.gry@ok.test", "an.gry@ok.test"),
        ("mary-jane@ok.test", "mary-jane@ok.test"),
        ("A.N.G.R.Y+x@gmail.com", "angry@gmail.com"),
        ("an.gry@googlemail.com", "angry@gmail.com"),
        ("angry@gmail.com.evil.test", "angry@gmail.com.evil.test"),
        ("müller+x@bücher.de", "müller@xn--bcher-kva.de"),
    ],
)
def test_default_mailbox_keys(raw: str, key: str) -> None:
    assert DEFAULT.key(parse_recipient(raw)) == key


def test_per_domain_and_every_domain_separators() -> None:
    rules = MailboxRules(by_domain={"yahoo.test": frozenset("-")})
    assert rules.key_of("angry-x@yahoo.test") == "angry@yahoo.test"
    assert rules.key_of("angry+x@yahoo.test") == "angry@yahoo.test"
    assert rules.key_of("mary-jane@ok.test") == "mary-jane@ok.test"
    everywhere = MailboxRules(by_domain={"*": frozenset("-")})
    assert everywhere.key_of("mary-jane@ok.test") == "mary@ok.test"


def load_text(tmp_path: Path, text: str) -> config.Config:
    path = tmp_path / "config.toml"
    path.write_text(text)
    return config.load(path)


def test_the_addresses_settings_load_and_shape_the_key(tmp_path: Path) -> None:
    cfg = load_text(
        tmp_path,
        '[addresses]\nsubaddress_separators = ["+", "="]\ndot_insensitive_domains = ["dots.test"]\n'
        'domain_aliases = {"old.test" = "dots.test"}\n'
        '[addresses.subaddress_separators_by_domain]\n"yahoo.test" = ["-"]\n',
    )
    assert cfg.warnings == []
    rules = mailbox_rules(Settings.from_config(cfg).addresses)
    assert rules.key_of("a.b=c@old.test") == "ab@dots.test"
    assert rules.key_of("a-b@yahoo.test") == "a@yahoo.test"
    assert rules.key_of("a.b@gmail.com") == "a.b@gmail.com"  # the list replaced the default


STRICT_BY_DOMAIN = {"*": list(STRICT_SEPARATORS)}
FALLBACKS = {
    "separators-not-a-list": ('subaddress_separators = "+"', "subaddress_separators", ["+", "-"]),
    "separator-too-long": ('subaddress_separators = ["++"]', "subaddress_separators", ["+", "-"]),
    "separator-dot": ('subaddress_separators = ["."]', "subaddress_separators", ["+", "-"]),
    "separator-percent": ('subaddress_separators = ["%"]', "subaddress_separators", ["+", "-"]),
    "by-domain-unquoted": (
        "[addresses.subaddress_separators_by_domain]\nyahoo.test = ['-']",
        "subaddress_separators_by_domain",
        STRICT_BY_DOMAIN,
    ),
    "by-domain-not-a-table": (
        'subaddress_separators_by_domain = ["yahoo.test"]',
        "subaddress_separators_by_domain",
        STRICT_BY_DOMAIN,
    ),
    "by-domain-bad-separator": (
        'subaddress_separators_by_domain = {"yahoo.test" = ["yes"]}',
        "subaddress_separators_by_domain",
        STRICT_BY_DOMAIN,
    ),
    "dots-bad-domain": (
        'dot_insensitive_domains = ["gmail"]',
        "dot_insensitive_domains",
        ["gmail.com", "googlemail.com"],
    ),
    "aliases-bad-target": (
        'domain_aliases = {"googlemail.com" = 5}',
        "domain_aliases",
        {"googlemail.com": "gmail.com"},
    ),
}


@pytest.mark.parametrize(("line", "name", "value"), FALLBACKS.values(), ids=FALLBACKS.keys())
def test_a_bad_value_falls_back_to_the_strict_side(
    tmp_path: Path, line: str, name: str, value: object
) -> None:
    header = "" if line.startswith("[") else "[addresses]\n"
    cfg = load_text(tmp_path, header + line + "\n")
    assert cfg.values[f"addresses.{name}"] == value
    (warning,) = cfg.warnings
    assert warning.startswith(f"addresses.{name}: ")
    assert repr(value) in warning  # it names the value used
    rules = mailbox_rules(Settings.from_config(cfg).addresses)
    # Whatever broke, the stop list still sees these spellings as the same person.
    assert rules.key_of("a.ngry+promo@googlemail.com") == "angry@gmail.com"
    assert rules.key_of("angry+x@ok.test") == "angry@ok.test"


def test_receiving_addresses_fall_back_to_none(tmp_path: Path) -> None:
    cfg = load_text(tmp_path, '[mail]\nreceiving_addresses = ["me@mine.test", "not an address"]\n')
    assert Settings.from_config(cfg).mail.receiving_addresses == ()
    assert any(w.startswith("mail.receiving_addresses: 'not an address'") for w in cfg.warnings)


def test_default_file_sets_the_defaults_when_uncommented(tmp_path: Path) -> None:
    text = config.render_default_file()
    section = text[text.index("[addresses]") : text.index("[smtp]")]
    uncommented = re.sub(r"^# (\w+ = )", r"\1", section, flags=re.MULTILINE)
    cfg = config.apply(config.defaults(), tomllib.loads(uncommented), "file")
    assert cfg.warnings == []
    assert {k: v for k, v in cfg.values.items() if k.startswith("addresses.")} == {
        k: v for k, v in config.defaults().values.items() if k.startswith("addresses.")
    }
    assert {k for k, v in cfg.sources.items() if v == "file"} == {
        f.name for f in config.FIELDS if f.name.startswith("addresses.")
    }


# -- properties ---------------------------------------------------------------------------------

ATOM = st.text(alphabet="abcxyzABCXYZ019#$&'=^_`{|}~", min_size=1, max_size=6)
LOCAL = st.lists(ATOM, min_size=1, max_size=3).map(".".join)
TAG = st.text(alphabet="abcxyzABC019.+-", max_size=8).filter(
    lambda t: not t.startswith(".") and ".." not in t
)
DOMAIN = st.sampled_from(["ok.test", "firma.de", "gmail.com", "googlemail.com", "bücher.de"])
FAST = settings(max_examples=200, deadline=None)


def _key(text: str) -> str:
    return DEFAULT.key(parse_recipient(text))


@FAST
@given(LOCAL, TAG, DOMAIN)
def test_every_tag_reaches_the_same_mailbox(local: str, tag: str, domain: str) -> None:
    tagged = f"{local}+{tag}@{domain}"
    if tagged.rpartition("@")[0].endswith("."):
        return  # not a valid dot-atom
    assert _key(tagged) == _key(f"{local}@{domain}")
    assert _key(f"{local.upper()}+{tag.upper()}@{domain}") == _key(tagged)
    # The stricter side for grants: an exact grant never covers a tagged spelling.
    assert not grant_matches(parse_grant(f"{local}@{domain}"), parse_recipient(tagged))


@FAST
@given(LOCAL, DOMAIN, st.lists(st.integers(1, 20), max_size=4))
def test_dots_matter_only_on_dot_insensitive_domains(local: str, domain: str, cuts: list[int]) -> None:
    plain = local.replace(".", "") or "x"
    dotted = plain
    for cut in sorted({c for c in cuts if c < len(plain)}, reverse=True):
        dotted = dotted[:cut] + "." + dotted[cut:]
    same = _key(f"{dotted}@{domain}") == _key(f"{plain}@{domain}")
    assert same is (dotted == plain or domain in ("gmail.com", "googlemail.com"))


@FAST
@given(st.one_of(st.builds("{}@{}".format, LOCAL, DOMAIN), st.builds("{}+{}@{}".format, LOCAL, TAG, DOMAIN)))
def test_the_key_is_a_fixed_point_and_keeps_the_domain(text: str) -> None:
    try:
        address = parse_recipient(text)
    except InvalidInput:  # a generated spelling that is not an address (a dot before the "+")
        return
    key = DEFAULT.key(address)
    assert DEFAULT.key_of(key) == key
    assert key.rpartition("@")[2] == {"googlemail.com": "gmail.com"}.get(address.domain, address.domain)


# -- inbound routing ---------------------------------------------------------------------------------


@pytest.fixture
def routing(tmp_path: Path, store_url: str) -> Gateway:
    extra = '[mail]\ndefault_agent = "support"\nreceiving_addresses = ["me@mine.test", "@team.test"]'
    gw = open_gateway(make_home(tmp_path / "home", store_url, extra))
    gw.rules.add_agent("finance")
    gw.rules.add_agent("support")
    yield gw  # type: ignore[misc]
    gw.store.dispose()


FOREIGN = st.one_of(
    st.sampled_from(["mine.test", "team.test", "mine.test.evil.test", "evilmine.test", "sub.team.test"]),
    st.text(alphabet="abcmine.-", min_size=1, max_size=12).map(lambda d: d.strip(".-") + ".test"),
)
SERIAL = iter(range(10**9))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["me", "x", "team"]), FOREIGN, st.sampled_from(["finance", "FINANCE", "support"]))
def test_a_tag_routes_only_on_our_own_addresses(routing: Gateway, local: str, domain: str, tag: str) -> None:
    msg = EmailMessage()
    msg["From"] = "kim@customer.test"
    msg["To"] = f"{local}+{tag}@{domain}"
    msg["Subject"] = "Rechnung"
    msg["Message-ID"] = f"<{next(SERIAL)}@customer.test>"
    msg.set_content("Please pay.")
    got = routing.inbox.ingest(msg.as_bytes(), account="cli")
    ours = (local == "me" and domain == "mine.test") or domain == "team.test"
    assert got.outcome == "stored"
    assert got.agent == (tag.lower() if ours else "support")


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
