"""`mailgate backup` and `mailgate restore`: a consistent copy under writes, a restored home that verifies."""

from __future__ import annotations

import io
import stat
import tarfile
import threading
from pathlib import Path

import pytest

from mailgate.cli.main import main
from mailgate.gateway import Gateway, open_gateway
from mailgate.outbound.drafts import SendRequest
from tests.conftest import make_home

SECRET = "sk-live-Q8mZ2rT6vW1xY4pL"


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _draft(gw: Gateway, n: int) -> str:
    req = SendRequest(agent="bot", to=[f"x{n}@stranger.example"], subject=f"s{n}", body=f"body {n}")
    return gw.outbox.submit(req, require_key=False).draft_id


def test_backup_while_writing_then_restore_verifies(
    home: Path, backend: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gw = open_gateway(home)
    gw.rules.add_agent("bot")
    gw.secrets.add_secret("api.key", SECRET)
    before = {_draft(gw, n) for n in range(5)}
    dest = tmp_path / "home.tar.gz"
    if backend != "sqlite":
        assert main(["--home", str(home), "backup", str(dest)]) == 2
        assert "pg_dump" in capsys.readouterr().err and not dest.exists()
        gw.store.dispose()
        return
    stop = threading.Event()
    written: list[str] = []

    def writer() -> None:  # drafts and audit rows keep arriving while the copy is taken
        n = 100
        while not stop.is_set():
            written.append(_draft(gw, n))
            n += 1

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        while len(written) < 3:  # the writer is really writing before the backup starts
            thread.join(0.01)
        assert main(["--home", str(home), "backup", str(dest)]) == 0
    finally:
        stop.set()
        thread.join()
    gw.store.dispose()
    assert _mode(dest) == 0o600
    assert main(["--home", str(home), "backup", str(dest)]) == 2  # never overwritten

    new = tmp_path / "restored"
    capsys.readouterr()
    assert main(["--home", str(new), "restore", str(dest)]) == 0
    out = capsys.readouterr().out
    assert "vault: the key opens all 1 entries" in out and "audit: chain verified" in out
    assert _mode(new) == 0o700
    for name in ("mailgate.db", "config.toml", "vault.key", "audit.anchor"):
        assert _mode(new / name) == 0o600, name
    restored = open_gateway(new)
    try:
        ids = {d.id for d in restored.outbox.drafts(limit=10_000)}
        assert before <= ids <= before | set(written)
        assert restored.secrets.vault.get("api.key") == SECRET
        assert restored.audit.verify().rows > len(before)
        assert str(new / "mailgate.db") in restored.store.url
    finally:
        restored.store.dispose()
    assert main(["--home", str(new), "audit", "--verify"]) == 0
    assert main(["--home", str(new), "restore", str(dest)]) == 2  # not empty now
    assert "new or empty directory" in capsys.readouterr().err


def test_restore_refuses_an_entry_a_backup_never_has(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = make_home(tmp_path / "home", f"sqlite:///{tmp_path / 'home' / 'mailgate.db'}")
    open_gateway(home).store.dispose()
    dest = tmp_path / "home.tar.gz"
    assert main(["--home", str(home), "backup", str(dest)]) == 0
    evil = tmp_path / "evil.tar.gz"
    with tarfile.open(dest) as src, tarfile.open(evil, "w:gz") as out:
        for member in src.getmembers():
            out.addfile(member, src.extractfile(member))
        info = tarfile.TarInfo("../outside")
        info.size = 2
        out.addfile(info, io.BytesIO(b"hi"))
    assert main(["--home", str(tmp_path / "new"), "restore", str(evil)]) == 2
    assert "../outside" in capsys.readouterr().err
    assert not (tmp_path / "outside").exists() and not (tmp_path / "new").exists()
