"""Typed settings: every FIELDS option lands in exactly one frozen attribute, nothing else reads
config by name, and a gateway can run on adjusted settings without its loaded config changing."""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mailgate import config
from mailgate.errors import InvalidInput
from mailgate.gateway import open_gateway
from mailgate.inbound.transports.imap import ImapAccount
from mailgate.outbound.drafts import SendRequest
from mailgate.settings import SECTIONS, ImapEntry, MaildirEntry, Settings, leaves
from tests.conftest import StartServer
from tests.test_architecture import PACKAGE, SRC

# The only modules that may read a Config by option name: the loader and the typed settings.
CONFIG_EDGE = {"mailgate/config.py", "mailgate/settings.py"}
GETTERS = {"get_str", "get_int", "get_bool", "get_list", "get_float"}


def plain(value: Any) -> Any:
    """A settings value back in the shape config.values holds (tuples as lists, mappings as dicts)."""
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


def as_loaded(value: Any) -> Any:
    """A config value as settings promise to give it: list items as strings (TOML ids may be bare)."""
    if isinstance(value, list):
        return [str(v) for v in value]
    if isinstance(value, dict):
        return {k: as_loaded(v) for k, v in value.items()}
    return value


def test_every_field_has_exactly_one_attribute_and_every_attribute_a_field() -> None:
    names = list(leaves(Settings.from_config(config.defaults())))
    assert len(names) == len(set(names))
    assert set(names) == set(config.FIELD_BY_NAME)
    top = {f.name for f in dataclasses.fields(Settings)}
    # problems is no option: it carries what config.toml held that could not be used.
    assert top == {"database_url", "problems", *SECTIONS, *config.TABLE_LISTS}


def test_every_attribute_has_the_type_its_field_declares() -> None:
    values = leaves(Settings.from_config(config.defaults()))
    kinds = {str: str, int: int, bool: bool, float: float, list: tuple, dict: Mapping}
    for spec in config.FIELDS:
        assert isinstance(values[spec.name], kinds[spec.type]), spec.name
        assert not (spec.type is int and isinstance(values[spec.name], bool)), spec.name


RAW = st.one_of(
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**9),
    st.floats(min_value=-1, max_value=2, allow_nan=False),
    st.text(max_size=12),
    st.lists(st.one_of(st.text(max_size=6), st.integers(0, 999)), max_size=3),
    st.dictionaries(
        st.text(max_size=8),
        st.one_of(st.text(max_size=8), st.lists(st.text(max_size=1), max_size=2)),
        max_size=2,
    ),
)


@given(spec=st.sampled_from(config.FIELDS), raw=RAW)
def test_a_value_written_for_one_option_lands_in_its_attribute_and_nowhere_else(
    spec: config.Field, raw: Any
) -> None:
    section, _, key = spec.name.rpartition(".")
    doc: dict[str, Any] = {section: {key: raw}} if section else {key: raw}
    cfg = config.apply(config.defaults(), doc, "test")
    before = leaves(Settings.from_config(config.defaults()))
    after = leaves(Settings.from_config(cfg))
    # The validated value (raw, clamped or a fallback), nothing else changed.
    assert plain(after[spec.name]) == as_loaded(cfg.values[spec.name])
    assert {k for k in after if after[k] != before[k]} <= {spec.name}


def test_settings_cannot_be_changed_in_place() -> None:
    settings = Settings.from_config(config.defaults())
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.smtp.host = "mail.example.test"  # type: ignore[misc]
    with pytest.raises(TypeError):
        settings.addresses.domain_aliases["x.test"] = "y.test"  # type: ignore[index]
    assert isinstance(settings.mail.allowed_recipients, tuple)


def test_account_tables_are_parsed_once_and_kept_as_written() -> None:
    work = {"name": "work", "host": "imap.example.test", "username": "me", "sent_folder": "Sent"}
    tables = {"imap": [work], "maildir": [{"name": "m", "path": "~/Maildir"}]}
    settings = Settings.from_config(config.apply(config.defaults(), tables, "test"))
    (imap,) = settings.imap
    assert imap.checked() == ImapAccount(
        name="work", host="imap.example.test", username="me", sent_folder="Sent"
    )
    assert (imap.name, imap.sent_folder) == ("work", "Sent")
    (maildir,) = settings.maildir
    assert maildir.name == "m" and maildir.checked() == Path("~/Maildir").expanduser()
    assert settings.tables() == {**tables, "gmail": [], "microsoft": []}


def test_a_bad_account_table_fails_where_it_is_used_not_when_settings_are_built() -> None:
    tables = {
        "imap": [{"name": "work", "host": "imap.example.test", "username": "me", "port": 0}],
        "maildir": [{"name": "m"}],
    }
    settings = Settings.from_config(config.apply(config.defaults(), tables, "test"))
    with pytest.raises(InvalidInput) as bad_imap:
        settings.imap[0].checked()
    assert (bad_imap.value.field, bad_imap.value.value) == ("imap.port", 0)
    with pytest.raises(InvalidInput) as bad_maildir:
        settings.maildir[0].checked()
    assert bad_maildir.value.field == "maildir"


def test_xoauth2_imap_must_name_a_configured_oauth_account() -> None:
    imap = {"name": "work", "host": "h.test", "username": "me", "auth": "xoauth2", "oauth_account": "acct"}
    alone = Settings.from_config(config.apply(config.defaults(), {"imap": [imap]}, "test"))
    with pytest.raises(InvalidInput) as unpaired:
        alone.imap[0].checked()
    assert unpaired.value.field == "imap.oauth_account"
    gmail = {"name": "acct", "client_id": "x.apps.googleusercontent.com"}
    paired = Settings.from_config(config.apply(config.defaults(), {"imap": [imap], "gmail": [gmail]}, "test"))
    assert paired.imap[0].checked().oauth_account == "acct"


IMAP_KEYS = ["name", "host", "port", "tls", "username", "folders", "ca_file", "timeout_secs", "sent_folder"]


@given(
    table=st.dictionaries(
        st.one_of(st.sampled_from([*IMAP_KEYS, "auth", "oauth_account"]), st.text(max_size=6)),
        RAW,
        max_size=8,
    )
)
def test_any_imap_table_parses_to_an_account_or_an_error_naming_the_imap_field(table: dict[str, Any]) -> None:
    entry = ImapEntry.parse(table, frozenset({"acct"}))
    if entry.problem is not None:
        with pytest.raises(InvalidInput) as bad:
            entry.checked()
        assert bad.value.field == "imap" or bad.value.field.startswith("imap."), bad.value.field
    else:
        account = entry.checked()
        assert isinstance(account, ImapAccount) and account.host and account.username


@given(
    table=st.dictionaries(st.one_of(st.sampled_from(["name", "path"]), st.text(max_size=6)), RAW, max_size=3)
)
def test_any_maildir_table_gives_a_path_or_an_error_naming_maildir(table: dict[str, Any]) -> None:
    entry = MaildirEntry.parse(table)
    valid = set(table) == {"name", "path"} and all(isinstance(v, str) for v in table.values())
    if valid:
        assert entry.checked() == Path(table["path"]).expanduser()
    else:
        with pytest.raises(InvalidInput, match="maildir"):
            entry.checked()


def _string_lookups(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in GETTERS:
            found.append((node.lineno, f".{node.attr}(...)"))
        # cfg.values[...] / cfg.values.update(...): a Config read or changed by option name (a
        # dict's .values() call is something else).
        if isinstance(node, ast.Attribute) and node.attr == "values" and id(node) not in called:
            found.append((node.lineno, ".values"))
    return found


def test_no_module_outside_the_config_edge_looks_a_setting_up_by_name() -> None:
    offenders = [
        f"{path.relative_to(SRC)}:{line}: {what}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if str(path.relative_to(SRC)) not in CONFIG_EDGE
        for line, what in _string_lookups(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert offenders == [], "read typed settings (gw.settings.<section>.<option>) instead:\n" + "\n".join(
        offenders
    )


def test_the_lookup_check_catches_each_form() -> None:
    source = (
        'a = cfg.get_int("smtp.port")\nb = gw.cfg.values["mail.enabled"]\n'
        "gw.cfg.values.update({})\nd.values()\n"
    )
    assert [line for line, _ in _string_lookups(ast.parse(source))] == [1, 2, 3]


def test_a_gateway_runs_on_adjusted_settings_and_its_config_stays_as_loaded(
    home: Path, start_server: StartServer
) -> None:
    capture = start_server("starttls")

    def to_capture(settings: Settings) -> Settings:
        smtp = dataclasses.replace(
            settings.smtp,
            host="127.0.0.1",
            port=capture.port,
            ca_file=str(capture.ca_file),
            from_addr="sales@us.example",
        )
        return dataclasses.replace(settings, smtp=smtp)

    gw = open_gateway(home, adjust=to_capture)
    try:
        assert gw.cfg.values["smtp.host"] == "" and gw.cfg.sources["smtp.host"] == "default"
        assert gw.settings.smtp.host == "127.0.0.1"
        gw.rules.add_agent("sales")
        gw.rules.add_grant("bob@customer.example")
        sent = gw.outbox.submit(
            SendRequest(agent="sales", to=["bob@customer.example"], subject="Hi", body="Hello"),
            actor="test",
            require_key=False,
        )
        assert sent.state == "approved"
        assert len(gw.sending.settle().sent) == 1
        assert [list(m.rcpt_tos) for m in capture.messages] == [["bob@customer.example"]]
    finally:
        gw.store.dispose()
    again = open_gateway(home)  # the file still says nothing about [smtp]
    try:
        assert again.settings.smtp.host == ""
    finally:
        again.store.dispose()


def test_a_value_that_could_not_be_used_travels_with_the_settings(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[smtp]\nport = 70000\n")
    settings = Settings.from_config(config.load(path))
    assert settings.smtp.port == 587
    assert [p.field for p in settings.problems] == ["smtp.port"]


def test_the_base_url_is_the_public_url_else_derived_from_the_listen_address() -> None:
    web = Settings.from_config(config.defaults()).web
    assert web.base_url() == f"http://{web.listen}"
    assert dataclasses.replace(web, tls_cert="c.pem").base_url() == f"https://{web.listen}"
    assert dataclasses.replace(web, public_url="https://gw.example/").base_url() == "https://gw.example"


def test_sqlite_is_told_from_the_database_url() -> None:
    settings = Settings.from_config(config.defaults())
    assert settings.sqlite
    assert dataclasses.replace(settings, database_url="sqlite:////tmp/x.db").sqlite
    assert not dataclasses.replace(settings, database_url="postgresql+psycopg://u@h/d").sqlite
