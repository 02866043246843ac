"""`mailgate doctor` reports where a user other than the owner can read the upstream SMTP login."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mailgate import Gateway
from mailgate.secrets.exposure import candidate_files, find_exposed

PASSWORD = "upstream-pw-7f3a9c2e1b"


def _file(path: Path, text: str, mode: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(mode)
    return path


def test_a_world_readable_msmtprc_with_the_password_is_reported(tmp_path: Path) -> None:
    home = tmp_path / "agent-home"
    rc = _file(home / ".msmtprc", f"account work\nhost smtp.example.com\npassword {PASSWORD}\n", 0o644)
    private = _file(home / ".netrc", f"machine smtp.example.com login me password {PASSWORD}\n", 0o600)
    files = candidate_files([home], system=())
    assert set(files) == {rc, private}
    found, unreadable = find_exposed(files, owner_uid=os.getuid(), password=PASSWORD, smtp_host="")
    assert [e.path for e in found] == [rc] and unreadable == []
    assert "world-readable" in found[0].why


def test_host_and_password_setting_count_without_knowing_the_password(tmp_path: Path) -> None:
    home = tmp_path / "h"
    cfg = _file(home / ".config/msmtp/config", "host smtp.example.com\npasswordeval cat ~/.pw\n", 0o640)
    _file(home / ".muttrc", "set smtp_url=smtp://smtp.example.com\n", 0o644)  # no password setting
    found, _ = find_exposed(
        candidate_files([home], system=()), owner_uid=os.getuid(), password=None, smtp_host="smtp.example.com"
    )
    assert [e.path for e in found] == [cfg] and "group-readable" in found[0].why


def test_a_file_owned_by_another_user_is_exposed_whatever_its_mode(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("chown to another user needs root (CI runs as root)")
    home = tmp_path / "other"
    rc = _file(home / ".msmtprc", f"password {PASSWORD}\n", 0o600)
    os.chown(rc, 65534, 65534)
    found, _ = find_exposed([rc], owner_uid=0, password=PASSWORD, smtp_host="")
    assert [e.path for e in found] == [rc] and "belongs to uid 65534" in found[0].why


def test_gateway_doctor_names_the_file_and_the_homes_own_secrets(gw: Gateway, tmp_path: Path) -> None:
    gw.secrets.add_secret("mail.smtp.password", PASSWORD)
    agent_home = tmp_path / "agent"
    _file(agent_home / ".gitconfig", f"[sendemail]\n\tsmtpPass = {PASSWORD}\n", 0o644)
    (gw.home / "config.toml").chmod(0o644)
    gw.home.chmod(0o755)  # a home others can enter: its files' own modes now matter
    checks = {c.name: c for c in gw.health._exposure_checks([agent_home], system=())}
    assert not checks["upstream password"].ok
    assert str(agent_home / ".gitconfig") in checks["upstream password"].detail
    assert not checks["home files"].ok and "config.toml" in checks["home files"].detail
    # Fixed: nothing to report, and the check says what it looked at.
    (agent_home / ".gitconfig").write_text("[user]\n\tname = agent\n")
    (gw.home / "config.toml").chmod(0o600)
    gw.home.chmod(0o700)
    after = gw.health._exposure_checks([agent_home], system=())
    assert [(c.name, c.ok) for c in after] == [("upstream password", True)]
    assert "1 mail-client file(s) in 1 home(s)" in after[0].detail
