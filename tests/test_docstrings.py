"""Every public class and function in src/mailgate says in one line what it is for.

Walked with ``ast`` (nothing is imported): a public name is one without a leading underscore,
at module level or inside a public class, in a module whose own name is public. Nested
functions are local helpers and are not counted.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "mailgate"

Definition = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef


def public_definitions(tree: ast.Module) -> Iterator[tuple[str, Definition]]:
    """(qualified name, node) of every public def and class: top level and in public classes."""

    def walk(body: list[ast.stmt], prefix: str) -> Iterator[tuple[str, Definition]]:
        for node in body:
            if isinstance(node, Definition) and not node.name.startswith("_"):
                yield prefix + node.name, node
                if isinstance(node, ast.ClassDef):
                    yield from walk(node.body, f"{prefix}{node.name}.")

    return walk(tree.body, "")


def undocumented(source: str) -> list[str]:
    """Public names in ``source`` without a docstring, or whose docstring's first line is empty."""
    missing = []
    for name, node in public_definitions(ast.parse(source)):
        doc = ast.get_docstring(node, clean=False)
        if not doc or not doc.split("\n")[0].strip():
            missing.append(f"{name} (line {node.lineno})")
    return missing


def test_every_public_name_has_a_docstring() -> None:
    modules = [
        p for p in sorted(PACKAGE.rglob("*.py")) if p.name == "__init__.py" or not p.name.startswith("_")
    ]
    assert len(modules) > 100, "the walk did not find the package"
    found = [
        f"{path.relative_to(PACKAGE.parent)}: {name}"
        for path in modules
        for name in undocumented(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_walk_sees_what_counts_and_skips_what_does_not() -> None:
    source = '''
def bare(): pass
def told():
    """Says why."""
def _private(): pass
class Open:
    def method(self): pass
    def _helper(self): pass
    class Inner:
        """Documented."""
        def deep(self): pass
class _Hidden:
    def method(self): pass
def outer():
    """Documented."""
    def nested(): pass
async def waits(): pass
def blank():
    """

    Only a second line."""
'''
    assert undocumented(source) == [
        "bare (line 2)",
        "Open (line 6)",
        "Open.method (line 7)",
        "Open.Inner.deep (line 11)",
        "waits (line 17)",
        "blank (line 18)",
    ]
