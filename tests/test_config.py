"""Config: per-field fallback with warnings, unknown keys, clamps, the commented default file."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from mailgate import config
from mailgate.errors import ConfigError


def load_text(tmp_path: Path, text: str) -> config.Config:
    path = tmp_path / "config.toml"
    path.write_text(text)
    return config.load(path)


def test_missing_file_gives_defaults_without_warnings(tmp_path: Path) -> None:
    cfg = config.load(tmp_path / "nope.toml")
    assert cfg.warnings == []
    assert cfg.values["mail.approval_mode"] == "grants"
    assert cfg.values["mail.max_body_chars"] == 4000
    assert set(cfg.sources.values()) == {"default"}


def test_default_file_lists_every_option_and_loads_clean(tmp_path: Path) -> None:
    text = config.render_default_file()
    for spec in config.FIELDS:
        assert f"# {spec.name.rpartition('.')[2]} = " in text, spec.name
    cfg = load_text(tmp_path, text)
    assert cfg.warnings == []
    assert cfg.values == config.defaults().values


def test_each_bad_field_falls_back_alone(tmp_path: Path) -> None:
    cfg = load_text(
        tmp_path,
        """
[mail]
max_body_chars = "lots"
approval_mode = "sometimes"
signature = "require"
outbound_ttl_secs = true
[smtp]
port = 70000
host = "smtp.example.com"
""",
    )
    assert cfg.values["mail.max_body_chars"] == 4000
    assert cfg.values["mail.approval_mode"] == "always"  # a security setting falls back strict
    assert cfg.values["mail.outbound_ttl_secs"] == 86400
    assert cfg.values["smtp.port"] == 587
    # the good lines still apply
    assert cfg.values["mail.signature"] == "require"
    assert cfg.values["smtp.host"] == "smtp.example.com"
    joined = "\n".join(cfg.warnings)
    for field, bad in (
        ("mail.max_body_chars", "'lots'"),
        ("mail.approval_mode", "'sometimes'"),
        ("mail.outbound_ttl_secs", "True"),
        ("smtp.port", "70000"),
    ):
        line = next(w for w in cfg.warnings if w.startswith(field))
        assert bad in line and "using" in line, joined
    assert cfg.sources["smtp.host"].endswith("config.toml")
    # A fallback is never credited to the file that held the bad value.
    assert cfg.sources["mail.max_body_chars"] == "default (config value 'lots' was invalid)"
    assert cfg.sources["mail.approval_mode"] == "strict fallback (config value 'sometimes' was invalid)"


def test_unknown_keys_outside_guarded_sections_are_warned_about(tmp_path: Path) -> None:
    cfg = load_text(tmp_path, '[notify]\nwebhok_url = "https://x.test/"\n[nonsense]\nx = 1\n')
    assert any("notify.webhok_url: unknown option" in w and "did you mean" in w for w in cfg.warnings)
    assert any("nonsense.x: unknown option" in w for w in cfg.warnings)
    assert cfg.values["notify.webhook_url"] == ""


def test_unknown_keys_in_guarded_sections_stop_loading(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"did you mean mail\.approval_mode"):
        load_text(tmp_path, '[mail]\napprovel_mode = "always"\n')


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("[mail]\nmax_body_chars = 50000", "mail.max_body_chars", 20000),
        ("[mail]\npoll_interval_secs = 5", "mail.poll_interval_secs", 30),
    ],
)
def test_hard_limits_clamp_with_a_warning(tmp_path: Path, text: str, field: str, value: int) -> None:
    cfg = load_text(tmp_path, text)
    assert cfg.values[field] == value
    assert any(w.startswith(field) and "clamped" in w for w in cfg.warnings)


def test_broken_toml_stops_everything(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot be parsed"):
        load_text(tmp_path, "[mail\nthis is not toml")


@pytest.mark.parametrize(
    ("text", "field", "strict"),
    [
        ('[mail]\napproval_mode = "Always"', "mail.approval_mode", "always"),
        ('[mail]\nquarantine = "Flagged"', "mail.quarantine", "all"),
        ('[mail]\nallowed_recipients = "boss@x.com"', "mail.allowed_recipients", [config.NOBODY]),
        ('[mail]\nallowed_senders = ["a@b.c", 3]', "mail.allowed_senders", [config.NOBODY]),
        ('[mail]\nenabled = "yes"', "mail.enabled", False),
    ],
)
def test_bad_security_settings_fall_back_to_the_strict_side(
    tmp_path: Path, text: str, field: str, strict: object
) -> None:
    cfg = load_text(tmp_path, text)
    assert cfg.values[field] == strict
    assert any(w.startswith(field) for w in cfg.warnings)


def test_imap_tables_are_kept(tmp_path: Path) -> None:
    cfg = load_text(tmp_path, '[[imap]]\nname = "work"\nhost = "imap.example.com"\n')
    assert cfg.tables["imap"] == [{"name": "work", "host": "imap.example.com"}]


def test_default_file_is_valid_toml() -> None:
    tomllib.loads(config.render_default_file())
