"""The audit anchor file: appends from many writers, the head it reports, and what it refuses."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.anchor import Anchor, Head
from mailgate.errors import AuditBroken

MACS = st.text(alphabet="0123456789abcdef", min_size=64, max_size=64)


@settings(max_examples=60, deadline=None)
@given(
    entries=st.lists(
        st.tuples(st.integers(1, 10**12), MACS), min_size=1, max_size=30, unique_by=lambda e: e[0]
    )
)
def test_head_is_the_highest_row_in_any_append_order(
    tmp_path_factory: pytest.TempPathFactory, entries: list[tuple[int, str]]
) -> None:
    anchor = Anchor(tmp_path_factory.mktemp("a") / "audit.anchor")
    for seq, mac in entries:
        assert anchor.append(seq, mac)
    seq, mac = max(entries)
    assert anchor.head() == Head(seq=seq, mac=mac)
    assert anchor.path.stat().st_mode & 0o777 == 0o600


@settings(max_examples=100, deadline=None)
@given(garbage=st.binary(min_size=1, max_size=200))
def test_a_damaged_file_is_refused_never_misread(
    tmp_path_factory: pytest.TempPathFactory, garbage: bytes
) -> None:
    anchor = Anchor(tmp_path_factory.mktemp("a") / "audit.anchor")
    anchor.append(7, "a" * 64)
    with open(anchor.path, "ab") as handle:
        handle.write(garbage)
    try:
        head = anchor.head()
    except AuditBroken:
        return
    # Only bytes that happen to form valid lines may pass, and then the head is one of them.
    assert head is not None and head.seq >= 7


def test_missing_file_means_nothing_anchored_yet(tmp_path: Path) -> None:
    assert Anchor(tmp_path / "audit.anchor").head() is None


def test_a_symlink_is_neither_followed_nor_trusted(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere"
    target.write_text("")
    link = tmp_path / "audit.anchor"
    link.symlink_to(target)
    anchor = Anchor(link)
    assert anchor.append(1, "b" * 64) is False
    assert target.read_text() == ""
    with pytest.raises(AuditBroken):
        anchor.head()


def test_a_file_others_can_write_is_not_trusted(tmp_path: Path) -> None:
    anchor = Anchor(tmp_path / "audit.anchor")
    anchor.append(1, "c" * 64)
    os.chmod(anchor.path, 0o622)  # noqa: S103 - the point of the test: others may write it
    with pytest.raises(AuditBroken, match="cannot be trusted"):
        anchor.head()


def test_two_macs_for_one_row_are_refused(tmp_path: Path) -> None:
    anchor = Anchor(tmp_path / "audit.anchor")
    anchor.append(3, "d" * 64)
    anchor.append(3, "e" * 64)
    with pytest.raises(AuditBroken, match="two MACs"):
        anchor.head()
