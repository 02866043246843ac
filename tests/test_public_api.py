"""``mailgate/__init__.py`` loads its public names lazily; its run-time table matches its typed imports."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import mailgate

INIT = Path(mailgate.__file__)


def _typed_imports() -> dict[str, tuple[str, str]]:
    """The names the ``if TYPE_CHECKING:`` block imports, as (module, attribute) like ``_EXPORTS``."""
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    block = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    out: dict[str, tuple[str, str]] = {}
    for node in block.body:
        assert isinstance(node, ast.ImportFrom) and node.module is not None
        for alias in node.names:
            if node.module == "mailgate":  # `from mailgate import clock`: a submodule
                out[alias.asname or alias.name] = (f"mailgate.{alias.name}", "")
            else:
                out[alias.asname or alias.name] = (node.module, alias.name)
    return out


def test_the_run_time_table_says_what_the_typed_imports_say() -> None:
    assert _typed_imports() == mailgate._EXPORTS
    assert sorted(mailgate.__all__) == sorted(mailgate._EXPORTS)


def test_every_public_name_loads_as_the_object_its_module_defines() -> None:
    for name, (module, attr) in mailgate._EXPORTS.items():
        loaded = importlib.import_module(module)
        assert getattr(mailgate, name) is (getattr(loaded, attr) if attr else loaded), name
    assert set(dir(mailgate)) >= set(mailgate.__all__)


def test_an_unknown_name_is_an_attribute_error_that_names_it() -> None:
    with pytest.raises(AttributeError, match="no_such_name"):
        mailgate.no_such_name  # type: ignore[attr-defined]  # noqa: B018


def test_the_agent_side_sendmail_starts_without_the_gateway() -> None:
    # git send-email or cron start `mailgate-sendmail` once per message, as an OS user that cannot
    # open the home: it only talks to `mailgate serve`, so it must not build the gateway, the
    # store or the inbound scanners at import.
    probe = (
        "import sys, mailgate.cli.sendmail\n"
        "heavy = [m for m in ('mailgate.gateway', 'mailgate.store', 'mailgate.inbound.injection',"
        " 'mailgate.secrets.leaks', 'sqlalchemy') if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
