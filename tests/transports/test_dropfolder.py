"""DropFolder: *.eml files in one directory, moved (never deleted) once the pipeline answered."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput, TransportError
from mailgate.inbound.transports.base import Fetched
from mailgate.inbound.transports.dropfolder import DropFolder


def drop(folder: Path, name: str, raw: bytes) -> Path:
    """Write like a well-behaved writer: a dotfile first, renamed when complete."""
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / f".{name}.part"
    tmp.write_bytes(raw)
    os.rename(tmp, folder / name)
    return folder / name


def take(source: DropFolder) -> list[Fetched]:
    return list(source.poll(Deadline.after(10)))


def test_yields_eml_files_sorted_by_name_verbatim(tmp_path: Path) -> None:
    raws = {"b.eml": b"Subject: b\n\nLF only\n", "a.eml": b"Subject: a\r\n\r\n\xff\xfe binary\r\n"}
    for name, raw in raws.items():
        drop(tmp_path, name, raw)
    items = take(DropFolder(tmp_path))
    assert [(i.source_ref, i.raw) for i in items] == [("a.eml", raws["a.eml"]), ("b.eml", raws["b.eml"])]
    assert {(i.account, i.folder) for i in items} == {("dropfolder", "inbound")}


def test_files_still_being_written_are_ignored(tmp_path: Path) -> None:
    for name in (".hidden.eml", "x.eml.tmp", "x.tmp", "notes.txt", ".x.eml.part"):
        (tmp_path / name).write_bytes(b"Subject: partial\n")
    assert take(DropFolder(tmp_path)) == []


def test_missing_folder_yields_nothing(tmp_path: Path) -> None:
    assert take(DropFolder(tmp_path / "never-created")) == []


def test_folder_that_is_a_file_is_a_transport_error(tmp_path: Path) -> None:
    (tmp_path / "inbound").write_bytes(b"")
    with pytest.raises(TransportError):
        take(DropFolder(tmp_path / "inbound"))


def test_ack_ok_moves_to_processed_and_never_deletes(tmp_path: Path) -> None:
    drop(tmp_path, "m.eml", b"Subject: one\n\n")
    source = DropFolder(tmp_path)
    (item,) = take(source)
    source.ack(item, True)
    assert not (tmp_path / "m.eml").exists()
    assert (tmp_path / "processed" / "m.eml").read_bytes() == b"Subject: one\n\n"
    assert take(source) == []


def test_name_collisions_get_a_counter(tmp_path: Path) -> None:
    source = DropFolder(tmp_path)
    for n in range(3):
        drop(tmp_path, "m.eml", f"Subject: {n}\n\n".encode())
        (item,) = take(source)
        source.ack(item, True)
    names = sorted(p.name for p in (tmp_path / "processed").iterdir())
    assert names == ["m.1.eml", "m.2.eml", "m.eml"]
    assert (tmp_path / "processed" / "m.2.eml").read_bytes() == b"Subject: 2\n\n"


def test_ack_failure_moves_to_failed_with_the_reason(tmp_path: Path) -> None:
    drop(tmp_path, "bad.eml", b"garbage")
    source = DropFolder(tmp_path)
    (item,) = take(source)
    source.ack(item, False, "no From header")
    assert (tmp_path / "failed" / "bad.eml").read_bytes() == b"garbage"
    assert (tmp_path / "failed" / "bad.eml.reason.txt").read_text() == "no From header\n"
    assert take(source) == []
    drop(tmp_path, "bad.eml", b"garbage again")
    (again,) = take(source)
    source.ack(again, False, "")
    assert (tmp_path / "failed" / "bad.1.eml.reason.txt").read_text() == "no reason given\n"


@pytest.mark.parametrize("kind", ["dangling-symlink", "directory"])
def test_unreadable_entry_goes_to_failed_without_being_yielded(tmp_path: Path, kind: str) -> None:
    if kind == "dangling-symlink":
        (tmp_path / "x.eml").symlink_to(tmp_path / "missing")
    else:
        (tmp_path / "x.eml").mkdir()
    drop(tmp_path, "y.eml", b"Subject: fine\n\n")
    items = take(DropFolder(tmp_path))
    assert [i.source_ref for i in items] == ["y.eml"]
    assert os.path.lexists(tmp_path / "failed" / "x.eml")
    assert (tmp_path / "failed" / "x.eml.reason.txt").read_text().startswith("unreadable:")


def test_file_taken_by_another_worker_is_no_error(tmp_path: Path) -> None:
    drop(tmp_path, "m.eml", b"Subject: m\n\n")
    first, second = DropFolder(tmp_path), DropFolder(tmp_path)
    (item,) = take(first)
    (same,) = take(second)
    first.ack(item, True)
    second.ack(same, True)  # already moved: nothing to do
    assert [p.name for p in (tmp_path / "processed").iterdir()] == ["m.eml"]


@pytest.mark.parametrize("ref", ["../escape.eml", "sub/x.eml", "", ".hidden.eml", "/etc/passwd"])
def test_ack_refuses_references_outside_the_folder(tmp_path: Path, ref: str) -> None:
    item = Fetched(raw=b"", account="dropfolder", folder="inbound", source_ref=ref)
    with pytest.raises(InvalidInput):
        DropFolder(tmp_path).ack(item, True)


def test_poll_stops_quietly_at_the_deadline(tmp_path: Path) -> None:
    for n in range(3):
        drop(tmp_path, f"{n}.eml", b"x")
    assert list(DropFolder(tmp_path).poll(Deadline(at=time.monotonic() - 1))) == []


def test_ack_refuses_an_item_of_another_transport(tmp_path: Path) -> None:
    drop(tmp_path, "m.eml", b"x")
    item = Fetched(raw=b"x", account="maildir:home", folder="inbound", source_ref="m.eml")
    with pytest.raises(InvalidInput):
        DropFolder(tmp_path).ack(item, True)
    assert (tmp_path / "m.eml").exists()
