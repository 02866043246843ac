"""The scanner's kind of a vault entry read from an evaluation set's ``vault.json``.

The scanner knows two kinds (``secret``, ``canary``); a set's author may describe what a value is
(``password``, ``api_key``, ``db_url`` ...): every such value is a secret to the scanner.
"""

from __future__ import annotations


def vault_kind(kind: str) -> str:
    """``canary`` for a canary, ``secret`` for any other kind a set's vault names."""
    return "canary" if kind == "canary" else "secret"
