"""A shell command line as the simple commands it would run, wrappers and nested shells unwrapped.

Not a shell: a conservative reading with ``shlex``. It splits on every operator (pipes, ``&&``,
``;``, ``&``, subshells, command substitution, newlines), drops leading ``NAME=value``
assignments, looks through wrappers (``env``, ``sudo``, ``nohup``, ``timeout``, ``xargs`` ...)
and reads the script of ``bash -c '...'`` and ``eval`` as more commands. Splitting too much is
safe here: a piece that is not really a command is just one more thing that looks harmless.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Iterator

MAX_DEPTH = 8  # bash -c "bash -c '...'" nests; a bound keeps a hostile input from recursing forever
MAX_CHARS = 100_000
SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "busybox", "fish"})
# Wrappers and the options of theirs that take a value (so the value is not taken for the command).
WRAPPERS: dict[str, frozenset[str]] = {
    "env": frozenset({"-u", "--unset", "-C", "--chdir", "-S", "--split-string"}),
    "sudo": frozenset({"-u", "-g", "-h", "-p", "-C", "-D", "-r", "-t", "-U", "--user", "--group"}),
    "doas": frozenset({"-u", "-C"}),
    "nohup": frozenset(),
    "exec": frozenset({"-a"}),
    "command": frozenset(),
    "builtin": frozenset(),
    "time": frozenset({"-f", "-o", "--format", "--output"}),
    "nice": frozenset({"-n", "--adjustment"}),
    "ionice": frozenset({"-c", "-n", "-p", "--class", "--classdata"}),
    "timeout": frozenset({"-s", "-k", "--signal", "--kill-after"}),
    "stdbuf": frozenset({"-i", "-o", "-e"}),
    "xargs": frozenset({"-a", "-d", "-E", "-I", "-L", "-n", "-P", "-s", "--arg-file", "--delimiter"}),
    "setsid": frozenset(),
    "chronic": frozenset(),
    "flock": frozenset({"-w", "-E", "--timeout", "--conflict-exit-code"}),
    "runuser": frozenset({"-u", "-g", "-G", "--user", "--group"}),
    "su": frozenset({"-s", "-g", "-G", "--shell", "--group"}),
}
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
# Operators shlex does not split on by itself: command substitution and process substitution.
_SUBSTITUTION = re.compile(r"\$\(|`|<\(|>\(")


def simple_commands(line: str, depth: int = 0) -> Iterator[list[str]]:
    """Each simple command's argv, in order; a piece that does not parse is yielded as raw words."""
    if depth > MAX_DEPTH:
        return
    text = _SUBSTITUTION.sub(" ; ", line[:MAX_CHARS]).replace("\n", " ; ")
    lexer = shlex.shlex(text, posix=True, punctuation_chars=";&|()<>")
    lexer.whitespace_split = True
    lexer.commenters = ""
    try:
        tokens = list(lexer)
    except ValueError:
        # Unbalanced quotes: bash would refuse it too; read it as plain words so the checks still see it.
        tokens = text.replace("'", " ").replace('"', " ").split()
    current: list[str] = []
    for token in tokens:
        if token and all(c in ";&|()<>" for c in token):
            if token in ("<", ">", ">>", "<<", "<<<", "&>", ">&", "<&"):
                current.append(token)  # a redirection belongs to the command it follows
                continue
            yield from _unwrap(current, depth)
            current = []
        else:
            current.append(token)
    yield from _unwrap(current, depth)


def program(word: str) -> str:
    """The program's name as the checks compare it: basename, lower case."""
    return os.path.basename(word).lower()


def _unwrap(argv: list[str], depth: int) -> Iterator[list[str]]:
    words = list(argv)
    for _ in range(MAX_DEPTH):
        while words and _ASSIGNMENT.match(words[0]):
            words.pop(0)
        if not words:
            return
        name = program(words[0])
        if name in WRAPPERS:
            words = _after_options(words[1:], WRAPPERS[name], name)
            continue
        if name in SHELLS:
            script = _shell_script(words[1:])
            if script is not None:
                yield words  # the shell itself, for the record
                yield from simple_commands(script, depth + 1)
                return
        if name == "eval":
            yield from simple_commands(" ".join(words[1:]), depth + 1)
            return
        break
    if words:
        yield words


def _after_options(words: list[str], with_value: frozenset[str], name: str) -> list[str]:
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--":
            return words[i + 1 :]
        if name == "env" and _ASSIGNMENT.match(word):
            i += 1
            continue
        if name == "timeout" and i == _first_positional(words):
            return words[i + 1 :]  # timeout's first positional is the duration
        if not word.startswith("-") or word == "-":
            return words[i:]
        i += 2 if word in with_value else 1
    return []


def _first_positional(words: list[str]) -> int:
    for i, word in enumerate(words):
        if not word.startswith("-"):
            return i
    return len(words)


def _shell_script(args: list[str]) -> str | None:
    """The script of ``sh -c SCRIPT`` (options may be bundled: -lc, -ec); None when there is none."""
    for i, word in enumerate(args):
        if word.startswith("-") and not word.startswith("--") and "c" in word[1:]:
            return args[i + 1] if i + 1 < len(args) else ""
        if not word.startswith("-"):
            return None  # a script file or a subcommand (busybox sh ...): read as a plain command
    return None
