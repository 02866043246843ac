"""A misspelled security setting stops every command instead of silently falling back to a default.

Through the real CLI on a real home: before this rule, `aproval_mode = "always"` was a warning
that only `config show` and `doctor` printed, and `mailgate send` went out on the defaults.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from mailgate import config
from mailgate.cli.main import main
from mailgate.errors import ConfigError
from tests.conftest import make_home

MAILGATE = str(Path(sys.executable).with_name("mailgate"))


def cli(
    home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *args: str
) -> tuple[int, str, str]:
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    code = main(["--home", str(home), *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def granted(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home where agent bot may write to *@firma.de without asking (before any typo is made)."""
    home = make_home(tmp_path / "home", f"sqlite:///{tmp_path / 'mg.db'}")
    assert cli(home, capsys, monkeypatch, "agent", "add", "bot")[0] == 0
    assert cli(home, capsys, monkeypatch, "grant", "add", "*@firma.de", "--agent", "bot")[0] == 0
    return home


def add_config(home: Path, text: str) -> None:
    path = home / "config.toml"
    path.write_text(path.read_text() + text + "\n")


SEND = ("send", "--agent", "bot", "--to", "chef@firma.de", "--subject", "Hi", "--body", "Hello.")


@pytest.mark.parametrize(
    ("text", "typo", "meant"),
    [
        ('[mail]\naproval_mode = "always"', "mail.aproval_mode", "mail.approval_mode"),
        (
            '[mail]\nallowed_recipient = ["me@home.example"]',
            "mail.allowed_recipient",
            "mail.allowed_recipients",
        ),
        ('[smtp]\ntsl = "implicit"', "smtp.tsl", "smtp.tls"),
        # A misspelled section header hides every security setting under it.
        ('[mial]\napproval_mode = "always"', "mial.approval_mode", "mail.approval_mode"),
        # A security setting written above its section header.
        ('approval_mode = "always"', "approval_mode", "mail.approval_mode"),
    ],
)
def test_a_misspelled_security_key_stops_send(
    granted: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    text: str,
    typo: str,
    meant: str,
) -> None:
    # The owner meant to hold every send for a person (or to narrow the recipients).
    add_config(granted, text)
    code, out, err = cli(granted, capsys, monkeypatch, *SEND)
    assert code == 2, (out, err)
    assert typo in err and meant in err
    assert len(err.strip().splitlines()) == 1
    # Nothing was stored: with the typo taken out again, the outbox is empty.
    config_file = granted / "config.toml"
    config_file.write_text(config_file.read_text().replace(text, ""))
    code, out, _ = cli(granted, capsys, monkeypatch, "outbox", "--json")
    assert code == 0 and out.strip() == "[]"


@pytest.mark.parametrize("command", [("config", "show"), ("doctor",), ("outbox",), ("approve", "d0")])
def test_every_command_stops_on_a_misspelled_security_key(
    granted: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: tuple[str, ...],
) -> None:
    add_config(granted, '[mail]\naproval_mode = "always"')
    code, _out, err = cli(granted, capsys, monkeypatch, *command)
    assert code == 2
    assert "mail.aproval_mode" in err and "mail.approval_mode" in err


def test_the_real_executable_exits_2_naming_both_keys(granted: Path) -> None:
    add_config(granted, '[mail]\nallowed_recipient = ["me@home.example"]')
    proc = subprocess.run(
        [MAILGATE, "--home", str(granted), *SEND], capture_output=True, text=True, timeout=60, check=False
    )
    assert proc.returncode == 2, proc
    assert "mail.allowed_recipient" in proc.stderr and "mail.allowed_recipients" in proc.stderr


def test_unknown_keys_elsewhere_still_only_warn(
    granted: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    add_config(granted, '[notify]\nwebhok_url = "https://example.test/hook"\n[nonsense]\nx = 1')
    code, _out, err = cli(granted, capsys, monkeypatch, *SEND)
    assert code == 0, err
    code, _out, err = cli(granted, capsys, monkeypatch, "config", "show")
    assert code == 0
    assert "notify.webhok_url: unknown option" in err and "nonsense.x: unknown option" in err


def test_a_guarded_section_refuses_a_key_with_no_close_match(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[smtp]\nzzz = 1\n")
    with pytest.raises(ConfigError) as info:
        config.load(path)
    assert info.value.field == "smtp.zzz"
    assert "unknown option" in info.value.rule
