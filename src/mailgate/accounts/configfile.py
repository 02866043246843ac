"""Add and remove an account's table in config.toml, leaving the owner's other lines as they are.

``account add`` appends a ``[[gmail]]`` / ``[[microsoft]]`` table between two marker comments;
``account remove`` deletes exactly that block. A table the owner wrote by hand is never edited:
remove it by hand (the command says so).
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path

from mailgate.config import toml_value
from mailgate.errors import ConfigError

BEGIN = "# mailgate account {name}: written by `mailgate account add`"
END = "# end of mailgate account {name}"


def add_table(path: Path, provider: str, table: Mapping[str, object]) -> None:
    """Append ``[[provider]]`` with ``table``; the result must still parse (else nothing is written)."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    name = str(table["name"])
    lines = [BEGIN.format(name=name), f"[[{provider}]]"]
    lines += [f"{key} = {toml_value(value)}" for key, value in table.items()]
    lines.append(END.format(name=name))
    updated = text + ("" if text.endswith("\n") or not text else "\n") + "\n".join(lines) + "\n"
    _write(path, updated)


def remove_table(path: Path, name: str) -> bool:
    """Delete the block ``add_table`` wrote for ``name``; False when there is none."""
    if not path.exists():
        return False
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    begin, end = BEGIN.format(name=name), END.format(name=name)
    starts = [i for i, line in enumerate(lines) if line.rstrip("\n") == begin]
    if not starts:
        return False
    start = starts[0]
    stop = next((i for i in range(start, len(lines)) if lines[i].rstrip("\n") == end), None)
    if stop is None:
        return False
    _write(path, "".join(lines[:start] + lines[stop + 1 :]))
    return True


def _write(path: Path, text: str) -> None:
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(str(path), f"would not parse after the edit ({exc}); nothing was written") from exc
    temp = path.with_name(path.name + ".tmp")
    temp.write_text(text, encoding="utf-8")
    os.chmod(temp, path.stat().st_mode & 0o777 if path.exists() else 0o600)
    os.replace(temp, path)
