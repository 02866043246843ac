"""`mailgate doctor`: names each problem, checks TLS reachability without sending."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mailgate.cli.main import main
from mailgate.testing.capture import CaptureServer
from tests.conftest import make_home


def doctor(home: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, dict[str, object]]]:
    capsys.readouterr()
    code = main(["--home", str(home), "doctor", "--json"])
    return code, {c["check"]: c for c in json.loads(capsys.readouterr().out)}


@pytest.mark.parametrize("mode", ["starttls", "no_starttls"])
def test_doctor_checks_smtp_tls_without_sending(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mode: str
) -> None:
    with CaptureServer(mode) as srv:
        home = make_home(
            tmp_path / "h",
            f"sqlite:///{tmp_path / 'h.db'}",
            f'[smtp]\nhost = "127.0.0.1"\nport = {srv.port}\nca_file = "{srv.ca_file}"\n'
            'from_addr = "me@x.example"\ntimeout_secs = 5',
        )
        main(["--home", str(home), "agent", "add", "bot"])
        code, checks = doctor(home, capsys)
        assert srv.messages == []
        assert srv.mail_commands == []
    if mode == "starttls":
        assert code == 0, checks
        assert checks["smtp"]["ok"] is True
    else:
        assert code == 1
        assert checks["smtp"]["ok"] is False
        assert "STARTTLS" in str(checks["smtp"]["detail"])


def test_doctor_reports_config_warnings_and_missing_smtp(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = make_home(tmp_path / "h", f"sqlite:///{tmp_path / 'h.db'}", '[mail]\nsignature = "maybe"')
    code, checks = doctor(home, capsys)
    assert code == 1
    assert "mail.signature" in str(checks["config"]["detail"])
    assert "not configured" in str(checks["smtp"]["detail"])


def test_doctor_fails_when_another_user_can_read_the_home(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = make_home(tmp_path / "h", f"sqlite:///{tmp_path / 'h' / 'mailgate.db'}")
    main(["--home", str(home), "agent", "add", "bot"])
    _, private = doctor(home, capsys)
    assert private["home"]["ok"] is True
    home.chmod(0o755)  # anyone on the machine could now read the vault key and the database
    code, checks = doctor(home, capsys)
    assert code == 1
    assert checks["home"]["ok"] is False and "chmod 700" in str(checks["home"]["detail"])


def test_doctor_fails_when_another_user_could_take_the_home_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Mode 0700 protects nothing when an agent owns the folder (it made it before `init`) or may
    # rename it from the folder above.
    home = make_home(tmp_path / "box" / "h", f"sqlite:///{tmp_path / 'h.db'}")
    main(["--home", str(home), "agent", "add", "bot"])
    _, checks = doctor(home, capsys)
    assert checks["home"]["ok"] is True, checks["home"]
    box = tmp_path / "box"
    box.chmod(0o777)  # anyone may rename h away and put their own h in its place
    code, checks = doctor(home, capsys)
    assert code == 1 and checks["home"]["ok"] is False and str(box) in str(checks["home"]["detail"])
    box.chmod(0o1777)  # sticky, like /tmp: nobody renames what is not theirs
    _, checks = doctor(home, capsys)
    assert checks["home"]["ok"] is True, checks["home"]
    box.chmod(0o755)
    if os.geteuid() == 0:  # only root can give the folder away
        os.chown(home, 4242, -1)
        code, checks = doctor(home, capsys)
        assert code == 1 and "uid 4242" in str(checks["home"]["detail"])


def test_a_database_outside_the_home_is_created_private_and_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # database_url may put the SQLite file anywhere: it holds every agent's mail and drafts, and
    # outside the 0700 home only its own mode keeps other users (agents) out.
    db = tmp_path / "data" / "mailgate.db"
    home = make_home(tmp_path / "h", f"sqlite:///{db}")
    main(["--home", str(home), "agent", "add", "bot"])
    assert db.stat().st_mode & 0o777 == 0o600 and db.parent.stat().st_mode & 0o777 == 0o700
    _, checks = doctor(home, capsys)
    assert "home files" not in checks, checks
    db.chmod(0o644)  # a database made by an older mailgate, with the umask's mode
    code, checks = doctor(home, capsys)
    assert code == 1 and str(db) in str(checks["home files"]["detail"])
