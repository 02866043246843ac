"""The layering mailgate keeps, proven over the source with ``ast`` (nothing is imported).

* only ``outbound/smtp.py`` imports smtplib, and only ``outbound/settle.py`` imports that module
  or the API senders (``outbound/providers.py``): the settler is the one code path that can send;
* only the accounts' HTTP and token modules, the API senders and the agent-side client import httpx2;
* only the store package (its migrations included) imports SQLAlchemy or Alembic;
* the CLI goes through the Gateway: no ``mailgate.store``, ``mailgate.policy``, SMTP client,
  settler or ``mailgate.gateway`` itself in ``cli/`` (it takes the Gateway from ``mailgate``);
* the agent and owner doors (``api/``, ``mcp/``, ``web/``, ``proxy/``, ``serving/``, ``client/``)
  import only the public API (``mailgate``), each other, and the display helpers;
* every front door (the doors above, ``cli/`` and the chat callbacks) calls the Gateway's parts and
  nothing below them: no ``gw.store``, no ``gw.cfg``, no underscored attribute, on the gateway or on
  any of its parts;
* only ``policy/`` decides: no other module builds an ``Answer``, ``Verdict`` or ``RuleRun``,
  states a ``Decision`` (naming one in a comparison or as a table's key is reading it), compares
  a rule id, or compares or records one spelled as a string (the ids are ``policy.rules.RuleId``'s);
* only the settler sends: no module but the SMTP client calls ``sendmail``/``send_message``, no
  module but the settler calls a sender's ``send(..., envelope_from=...)``, and only the SMTP
  client imports ``smtplib`` or ``aiosmtplib``;
* no module ships ``unittest.mock``;
* only ``textfold`` reads the Unicode confusables data, and it imports nothing of mailgate: the
  fence, the injection scanner and the leak scanner share its one look-alike fold.

Every import counts: top level, inside functions, under ``TYPE_CHECKING``, relative, and
``importlib.import_module("...")`` / ``__import__("...")`` with a literal name.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "mailgate"


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, e.g. mailgate.outbound.settle
    path: str  # relative to src/
    line: int
    target: str  # the imported module, fully qualified

    def __str__(self) -> str:
        return f"{self.path}:{self.line} imports {self.target}"


def module_name(path: Path, src: Path = SRC) -> str:
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(source: str, module: str, path: str, *, is_package: bool = False) -> Iterator[Import]:
    """Every module ``source`` imports, resolved to absolute names.

    ``from a.b import c`` yields both ``a.b`` and ``a.b.c`` (c may be a submodule).
    """
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source, filename=path)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(module, path, node.lineno, alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                if node.level - 1 >= len(parts):
                    raise AssertionError(f"{path}:{node.lineno}: relative import beyond the top package")
                base = ".".join(
                    [*parts[: len(parts) - (node.level - 1)], *([node.module] if node.module else [])]
                )
            else:
                base = node.module or ""
            yield Import(module, path, node.lineno, base)
            for alias in node.names:
                if alias.name != "*":
                    yield Import(module, path, node.lineno, f"{base}.{alias.name}")
        elif isinstance(node, ast.Call) and _is_dynamic_import(node.func):
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield Import(module, path, node.lineno, first.value)


def _is_dynamic_import(func: ast.expr) -> bool:
    if isinstance(func, ast.Name):
        return func.id in ("__import__", "import_module")
    return isinstance(func, ast.Attribute) and func.attr == "import_module"


def all_imports() -> list[Import]:
    found: list[Import] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found.extend(
            imports_of(
                path.read_text(encoding="utf-8"),
                module_name(path),
                str(path.relative_to(SRC)),
                is_package=path.name == "__init__.py",
            )
        )
    return found


def names(target: str, *roots: str) -> bool:
    """Is ``target`` one of ``roots`` or inside one of them?"""
    return any(target == root or target.startswith(root + ".") for root in roots)


IMPORTS = all_imports()


def offenders(
    imported: Callable[[str], bool], allowed: Callable[[str], bool], imports: list[Import] = IMPORTS
) -> list[str]:
    return sorted({str(i) for i in imports if imported(i.target) and not allowed(i.module)})


# --- the rules --------------------------------------------------------------------------------


def test_the_walk_sees_the_whole_package() -> None:
    modules = {i.module for i in IMPORTS}
    for expected in (
        "mailgate.gateway",
        "mailgate.outbound.smtp",
        "mailgate.outbound.settle",
        "mailgate.store.engine",
        "mailgate.cli.outbox",
    ):
        assert expected in modules
    assert any(i.module.startswith("mailgate.store.migrations") for i in IMPORTS), "migrations not walked"
    assert len(list(PACKAGE.rglob("*.py"))) >= 40


def test_only_the_smtp_client_imports_smtplib() -> None:
    assert (
        offenders(lambda t: names(t, "smtplib", "aiosmtplib"), lambda m: m == "mailgate.outbound.smtp") == []
    )
    assert any(i.module == "mailgate.outbound.smtp" and i.target == "smtplib" for i in IMPORTS)


def test_only_the_settler_imports_the_smtp_client() -> None:
    assert (
        offenders(lambda t: names(t, "mailgate.outbound.smtp"), lambda m: m == "mailgate.outbound.settle")
        == []
    )
    assert any(
        i.module == "mailgate.outbound.settle" and i.target == "mailgate.outbound.smtp" for i in IMPORTS
    )


def test_only_the_settler_imports_the_api_senders() -> None:
    """Gmail's users.messages.send and Graph's sendMail are senders too: the settler's alone."""
    assert (
        offenders(
            lambda t: names(t, "mailgate.outbound.providers"), lambda m: m == "mailgate.outbound.settle"
        )
        == []
    )
    assert any(
        i.module == "mailgate.outbound.settle" and i.target == "mailgate.outbound.providers" for i in IMPORTS
    )


# Who may speak HTTP with a provider's API: the bounded readers and token code of the accounts,
# the API senders (reached only from the settler), and the agent-side thin client.
HTTP_CLIENTS = (
    "mailgate.accounts.http",
    "mailgate.accounts.oauth",
    "mailgate.outbound.providers",
    "mailgate.client.api",
)


def test_only_known_modules_speak_http() -> None:
    assert offenders(lambda t: names(t, "httpx2"), lambda m: m in HTTP_CLIENTS) == []
    assert any(i.module == "mailgate.outbound.providers" and i.target == "httpx2" for i in IMPORTS)


def in_store(module: str) -> bool:
    return names(module, "mailgate.store")


def in_cli(module: str) -> bool:
    return names(module, "mailgate.cli")


def test_only_the_store_speaks_sql() -> None:
    assert offenders(lambda t: names(t, "sqlalchemy", "alembic"), in_store) == []
    migrations = [i for i in IMPORTS if i.module.startswith("mailgate.store.migrations")]
    assert any(names(i.target, "alembic") for i in migrations)


@pytest.mark.parametrize(
    "forbidden",
    [
        "mailgate.store",
        "mailgate.policy",
        "mailgate.outbound.smtp",
        "mailgate.outbound.settle",
        "mailgate.gateway",
    ],
)
def test_cli_goes_through_the_gateway(forbidden: str) -> None:
    assert offenders(lambda t: names(t, forbidden), lambda m: not in_cli(m)) == []
    assert any(in_cli(i.module) and i.target == "mailgate.open_gateway" for i in IMPORTS)


# The agent and owner doors built on the public API: they may use `mailgate` itself (what
# mailgate/__init__.py exports), their own package, the other doors, and the display helpers.
DOORS = (
    "mailgate.cli",
    "mailgate.hook",
    "mailgate.api",
    "mailgate.mcp",
    "mailgate.web",
    "mailgate.proxy",
    "mailgate.serving",
    "mailgate.client",
)
# The chat callbacks are a door too, kept beside the notices they answer (notify/).
DOOR_MAY_IMPORT = ("mailgate.display", "mailgate.errors", "mailgate.notify.callbacks", *DOORS)


def public_names() -> set[str]:
    """``mailgate.__all__``, read from the source."""
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets):
            return (
                {ast.literal_eval(e) for e in node.value.elts} if isinstance(node.value, ast.List) else set()
            )
    return set()


def test_doors_import_only_the_public_api() -> None:
    public = {f"mailgate.{n}" for n in public_names()}
    assert "mailgate.Gateway" in public

    def below_the_api(target: str) -> bool:
        return target.startswith("mailgate.") and target not in public and not names(target, *DOOR_MAY_IMPORT)

    door_imports = [i for i in IMPORTS if names(i.module, *DOORS)]
    assert door_imports, "no door modules walked"
    # cli/exitcodes.py is the one door module the core imports (errors.py names its codes), so it
    # takes Decision from mailgate.model: through `mailgate` it would import itself half-built.
    assert offenders(below_the_api, lambda m: not names(m, *DOORS) or m == "mailgate.cli.exitcodes") == []
    # The rule bites: a door reaching into the store or the policy is named.
    sneaky = list(
        imports_of("from mailgate.store import Store\nfrom mailgate import Gateway", "mailgate.api.x", "x.py")
    )
    assert offenders(below_the_api, lambda m: not names(m, *DOORS), sneaky) == [
        "x.py:1 imports mailgate.store",
        "x.py:1 imports mailgate.store.Store",
    ]


# --- front doors use the Gateway's parts, nothing below them ----------------------------------

FRONT_DOORS = ("mailgate.cli", "mailgate.notify.callbacks", *DOORS)
# What a door may not reach on the gateway or on any of its parts: the store, the raw configuration,
# the audit chain's key holder, and any underscored (private) name.
BELOW_THE_PARTS = frozenset({"store", "cfg", "chain"})
GATEWAY_MAKERS = frozenset({"gateway", "open_gateway", "_demo_gateway"})


@dataclass(frozen=True)
class Reach:
    path: str
    line: int
    chain: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} reaches {self.chain}"


def _gateway_names(tree: ast.AST) -> set[str]:
    """Names that hold a Gateway: parameters annotated ``Gateway`` and results of opening one."""
    found = {"gw"}
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and isinstance(node.annotation, ast.Name | ast.Constant):
            annotation = node.annotation
            text = annotation.id if isinstance(annotation, ast.Name) else str(annotation.value)
            if text == "Gateway":
                found.add(node.arg)
        elif isinstance(node, ast.Assign) and _makes_gateway(node.value):
            found.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return found


def _makes_gateway(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in GATEWAY_MAKERS


def _is_gateway(node: ast.expr, held: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in held
    if isinstance(node, ast.Attribute):  # self.gw, site.gw
        return node.attr in held
    return _makes_gateway(node)


def reaches_below(source: str, path: str) -> list[Reach]:
    """Every attribute chain from a gateway that names the store, the configuration or a private name."""
    tree = ast.parse(source, filename=path)
    held = _gateway_names(tree)
    found: list[Reach] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        chain = [node.attr]
        base: ast.expr = node.value
        while isinstance(base, ast.Attribute) and not _is_gateway(base, held):
            chain.insert(0, base.attr)
            base = base.value
        below = [a in BELOW_THE_PARTS or a.startswith("_") for a in chain]
        # Named once, where the chain first goes below: gw.store, not gw.store.engine too.
        if _is_gateway(base, held) and below[-1] and not any(below[:-1]):
            found.append(Reach(path, node.lineno, "gw." + ".".join(chain)))
    return found


def test_front_doors_touch_only_the_gateways_parts() -> None:
    walked = 0
    found: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if not names(module_name(path), *FRONT_DOORS):
            continue
        walked += 1
        found += [str(r) for r in reaches_below(path.read_text(encoding="utf-8"), str(path.relative_to(SRC)))]
    assert walked >= 30, "front door modules not walked"
    assert sorted(set(found)) == []


@pytest.mark.parametrize(
    ("source", "reach"),
    [
        ("def f(gw: Gateway):\n    gw.store.dispose()", "gw.store"),
        ("def f(g: 'Gateway'):\n    return g.cfg.get_str('x')", "gw.cfg"),
        ("def f(home):\n    gateway(home).store.engine", "gw.store"),
        ("class D:\n    def f(self):\n        self.gw._cipher", "gw._cipher"),
        ("def f(gw):\n    gw.outbox.store", "gw.outbox.store"),
        ("def f(gw):\n    gw.settings._cfg", "gw.settings._cfg"),
        ("x = open_gateway(h)\nx.chain.key", "gw.chain"),
    ],
)
def test_the_reach_rule_bites(source: str, reach: str) -> None:
    assert [r.chain for r in reaches_below(source, "x.py")] == [reach]


def test_the_reach_rule_lets_parts_be_called() -> None:
    source = "def f(gw: Gateway):\n    gw.outbox.submit(r)\n    gw.rules.list_agents()\n    gw.close()"
    assert reaches_below(source, "x.py") == []


def test_no_module_ships_mock() -> None:
    assert offenders(lambda t: names(t, "unittest.mock", "mock"), lambda m: False) == []


def test_one_confusables_fold_for_every_matcher() -> None:
    assert offenders(lambda t: names(t, "confusable_homoglyphs"), lambda m: m == "mailgate.textfold") == []
    assert any(i.module == "mailgate.textfold" and names(i.target, "confusable_homoglyphs") for i in IMPORTS)
    assert [str(i) for i in IMPORTS if i.module == "mailgate.textfold" and names(i.target, "mailgate")] == []
    for user in ("mailgate.inbound.fence", "mailgate.inbound.injection", "mailgate.secrets.transforms"):
        assert any(i.module == user and i.target == "mailgate.textfold" for i in IMPORTS), user


# --- only policy/ decides, only the settler sends -------------------------------------------


@dataclass(frozen=True)
class Use:
    """One place in the source that does something only one package may do."""

    module: str
    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} {self.what}"


def rule_ids(src: Path = SRC) -> frozenset[str]:
    """The values of ``policy.rules.RuleId``, read from the source."""
    tree = ast.parse((src / "mailgate" / "policy" / "rules.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "RuleId":
            return frozenset(
                n.value.value
                for n in node.body
                if isinstance(n, ast.Assign)
                and isinstance(n.value, ast.Constant)
                and isinstance(n.value.value, str)
            )
    return frozenset()


RULE_IDS = rule_ids()
VERDICT_TYPES = ("Answer", "Verdict", "RuleRun")


def _callee(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""


def _read_only(tree: ast.AST) -> set[int]:
    """Nodes inside a comparison or a dict's key: a Decision named there is read, not stated."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        roots: list[ast.AST] = []
        if isinstance(node, ast.Compare):
            roots = [node]
        elif isinstance(node, ast.Dict):
            roots = [k for k in node.keys if k is not None]
        for root in roots:
            inside.update(id(sub) for sub in ast.walk(root))
    return inside


def decisions_in(source: str, module: str, path: str, ids: frozenset[str] = RULE_IDS) -> Iterator[Use]:
    """Every place ``source`` decides: builds a verdict, states a Decision, compares or spells a rule id."""
    tree = ast.parse(source, filename=path)
    read_only = _read_only(tree)
    # A module's own class of the same name (the agent hook's Verdict) is not the policy's.
    own = {node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if (
            isinstance(node, ast.Call)
            and _callee(node.func) in VERDICT_TYPES
            and _callee(node.func) not in own
        ):
            yield Use(module, path, line, f"builds a {_callee(node.func)}")
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "Decision"
            and node.attr.isupper()
            and id(node) not in read_only
        ):
            yield Use(module, path, line, f"states Decision.{node.attr}")
        elif isinstance(node, ast.Compare):
            for operand in (node.left, *node.comparators):
                if isinstance(operand, ast.Attribute) and operand.attr == "rule_id":
                    yield Use(module, path, line, "compares a rule id")
                for sub in ast.walk(operand):
                    if isinstance(sub, ast.Constant) and sub.value in ids:
                        yield Use(module, path, line, f"compares rule id {sub.value!r}")
        elif (
            isinstance(node, ast.keyword)
            and node.arg in ("rule_id", "outcome_by")
            and isinstance(node.value, ast.Constant)
            and node.value.value in ids
        ):
            yield Use(module, path, node.value.lineno, f"writes rule id {node.value.value!r}")


def sends_in(source: str, module: str, path: str) -> Iterator[Use]:
    """Every call in ``source`` that hands a message to a mail server or a provider's API."""
    for node in ast.walk(ast.parse(source, filename=path)):
        if not isinstance(node, ast.Call):
            continue
        name = _callee(node.func)
        if name in ("sendmail", "send_message"):
            yield Use(module, path, node.lineno, f"calls {name}")
        elif any(k.arg == "envelope_from" for k in node.keywords):
            yield Use(module, path, node.lineno, f"calls {name}(envelope_from=...)")


def all_sources() -> Iterator[tuple[str, str, str]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield module_name(path), str(path.relative_to(SRC)), path.read_text(encoding="utf-8")


def uses(find: Callable[[str, str, str], Iterator[Use]], allowed: Callable[[str], bool]) -> list[str]:
    return sorted(str(u) for m, p, text in all_sources() for u in find(text, m, p) if not allowed(u.module))


def test_only_the_policy_decides() -> None:
    assert {"do-not-contact", "blocked-content", "fail-closed", "owner-only"} <= RULE_IDS

    def allowed(module: str) -> bool:
        return names(module, "mailgate.policy") or module == "mailgate.model"

    assert uses(decisions_in, allowed) == []


def test_only_the_settler_sends() -> None:
    assert uses(sends_in, lambda m: m in ("mailgate.outbound.settle", "mailgate.outbound.smtp")) == []
    settler = (PACKAGE / "outbound" / "settle.py").read_text(encoding="utf-8")
    assert list(sends_in(settler, "mailgate.outbound.settle", "settle.py")), "the settler's send not seen"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "from mailgate.model import Verdict\nv = Verdict(decision=d, reasons=(), answers=())",
            "builds a Verdict",
        ),
        ("a = Answer(rule_id=r, decision=d, reason='')", "builds a Answer"),
        ("state = Decision.ALLOW", "states Decision.ALLOW"),
        ("return address, Decision.DENY if denied else d", "states Decision.DENY"),
        ("if answer.rule_id == wanted:\n    pass", "compares a rule id"),
        ("x = [a for a in v.answers if a.rule_id in ids]", "compares a rule id"),
        ("if by == 'do-not-contact':\n    pass", "compares rule id 'do-not-contact'"),
        ("if by in ('x', 'owner-only'):\n    pass", "compares rule id 'owner-only'"),
        ("transition(outcome_by='blocked-content')", "writes rule id 'blocked-content'"),
    ],
)
def test_the_decision_check_names_a_module_that_decides(source: str, expected: str) -> None:
    found = [u.what for u in decisions_in(source, "mailgate.outbound.x", "x.py")]
    assert expected in found


@pytest.mark.parametrize(
    "source",
    [
        "if verdict.decision is Decision.DENY:\n    pass",
        "if d not in (Decision.ALLOW, Decision.HOLD):\n    pass",
        "CODES = {Decision.ALLOW: 0, Decision.HOLD: 3}",
        "rule = denying_rules(verdict)",
        "raise InvalidInput('attachments', 'are turned off')",
    ],
)
def test_the_decision_check_lets_a_module_read_a_decision(source: str) -> None:
    assert list(decisions_in(source, "mailgate.outbound.x", "x.py")) == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import smtplib\nsmtplib.SMTP('h').sendmail(a, b, c)", "calls sendmail"),
        ("s.send_message(msg)", "calls send_message"),
        ("sender.send(message, envelope_from=f, recipients=r)", "calls send(envelope_from=...)"),
    ],
)
def test_the_send_check_names_a_module_that_sends(source: str, expected: str) -> None:
    assert [u.what for u in sends_in(source, "mailgate.web.x", "x.py")] == [expected]
    assert [u.what for u in sends_in("gw.agents.send(caller, request)", "mailgate.mcp.x", "x.py")] == []


# --- the checker itself can fail -------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "module", "is_package", "expected"),
    [
        ("import smtplib", "mailgate.web.app", False, "smtplib"),
        ("def f():\n    import smtplib as s", "mailgate.web.app", False, "smtplib"),
        ("from . import smtp", "mailgate.outbound.outbox", False, "mailgate.outbound.smtp"),
        ("from .smtp import SmtpSender", "mailgate.outbound.outbox", False, "mailgate.outbound.smtp"),
        ("from ..outbound import smtp", "mailgate.cli.send", False, "mailgate.outbound.smtp"),
        ("from .smtp import x", "mailgate.outbound", True, "mailgate.outbound.smtp"),
        ("from mailgate.outbound import settle", "mailgate.cli.x", False, "mailgate.outbound.settle"),
        ("from sqlalchemy.orm import Session", "mailgate.gateway", False, "sqlalchemy.orm"),
        ("from unittest import mock", "mailgate.x", False, "unittest.mock"),
        ("import importlib\nimportlib.import_module('smtplib')", "mailgate.x", False, "smtplib"),
        ("__import__('alembic')", "mailgate.x", False, "alembic"),
        (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from mailgate.store import Tx",
            "mailgate.cli.x",
            False,
            "mailgate.store",
        ),
    ],
)
def test_the_checker_sees_every_form_of_import(
    source: str, module: str, is_package: bool, expected: str
) -> None:
    found = list(imports_of(source, module, "x.py", is_package=is_package))
    assert expected in {i.target for i in found}
    assert offenders(lambda t: names(t, expected), lambda m: False, found) != []


def test_module_names_follow_the_src_layout(tmp_path: Path) -> None:
    assert module_name(tmp_path / "mailgate" / "outbound" / "smtp.py", tmp_path) == "mailgate.outbound.smtp"
    assert module_name(tmp_path / "mailgate" / "store" / "__init__.py", tmp_path) == "mailgate.store"
