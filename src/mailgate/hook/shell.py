"""A shell command line as the simple commands it would run, wrappers and nested shells unwrapped.

Not a shell: a conservative reading with ``shlex``. It splits on every operator (pipes, ``&&``,
``;``, ``&``, subshells, command substitution, newlines), drops leading ``NAME=value``
assignments and reserved words (``if``, ``then``, ``do``, ``{``, ``!`` ...), decodes ``$'...'``
quoting, looks through wrappers (``env`` and its ``-S``, ``sudo``, ``nohup``, ``timeout``,
``xargs``, ``busybox``, ``find -exec``, ``watch``, ``uv run`` ...) and reads the script of
``bash -c '...'``, ``su -c '...'`` and ``eval`` as more commands. Splitting too much is safe
here: a piece that is not really a command is just one more thing that looks harmless.
"""

from __future__ import annotations

import codecs
import os
import re
import shlex
from collections.abc import Iterator

MAX_DEPTH = 8  # bash -c "bash -c '...'" nests; a bound keeps a hostile input from recursing forever
MAX_CHARS = 100_000
SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "fish"})
# Words that start a compound command or negate one: the command proper follows them.
RESERVED = frozenset(
    {"{", "}", "!", "if", "then", "elif", "else", "fi", "do", "done", "while", "until", "coproc", "[[", "]]"}
)
# Multi-call binaries: the first word after them is the program (``busybox sendmail -t``).
APPLETS = frozenset({"busybox", "toybox"})
# Wrappers whose option ``-c``/``--command`` is a shell script of its own.
SCRIPT_OPTION = frozenset({"su", "runuser", "flock", "script", "sg"})
# Runners (``uv run``, ``npx``): their options vary, so every word after them may start the command.
RUNNERS: dict[str, frozenset[str]] = {
    "uv": frozenset({"run", "tool"}),
    "uvx": frozenset(),
    "poetry": frozenset({"run"}),
    "pipenv": frozenset({"run"}),
    "pdm": frozenset({"run"}),
    "hatch": frozenset({"run"}),
    "conda": frozenset({"run"}),
    "pipx": frozenset({"run"}),
    "npx": frozenset(),
    "bunx": frozenset(),
    "pnpm": frozenset({"exec", "dlx"}),
    "strace": frozenset(),
    "ltrace": frozenset(),
    "unbuffer": frozenset(),
    "proxychains": frozenset(),
    "proxychains4": frozenset(),
    "torsocks": frozenset(),
    "systemd-run": frozenset(),
    "unshare": frozenset(),
    "setpriv": frozenset(),
    "firejail": frozenset(),
    "parallel": frozenset(),
    "taskset": frozenset(),
    "chrt": frozenset(),
}
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
    "chroot": frozenset({"--groups", "--userspec"}),
    "runuser": frozenset({"-u", "-g", "-G", "--user", "--group"}),
    "su": frozenset({"-s", "-g", "-G", "--shell", "--group"}),
}
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
# Operators shlex does not split on by itself: command substitution and process substitution.
_SUBSTITUTION = re.compile(r"\$\(|`|<\(|>\(")
# bash's ANSI-C quoting $'...' (escapes decoded) and locale quoting $"..." (a plain quote to us).
_ANSI_C = re.compile(r"\$'((?:[^'\\]|\\.)*)'", re.DOTALL)
_LOCALE_QUOTE = re.compile(r'\$"')
# A word bash turns into several before running it: {a,b} (brace expansion, no spaces inside).
_BRACES = re.compile(r"([^{}\s]*)\{([^{}\s]*,[^{}\s]*)\}([^{}\s]*)")


class TooDeep(Exception):
    """A command line longer, or nested or wrapped deeper, than the reading follows."""


def simple_commands(line: str, depth: int = 0) -> Iterator[list[str]]:
    """Each simple command's argv, in order; a piece that does not parse is yielded as raw words.

    Raises TooDeep past MAX_CHARS or MAX_DEPTH: what is not read cannot be judged harmless.
    """
    if depth > MAX_DEPTH:
        raise TooDeep(f"commands nested more than {MAX_DEPTH} deep")
    if len(line) > MAX_CHARS:
        raise TooDeep(f"a command line of more than {MAX_CHARS} characters")
    text = _SUBSTITUTION.sub(" ; ", _dequote(line)).replace("\n", " ; ")
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


def _dequote(line: str) -> str:
    """``$'\\x73endmail'`` as ``'sendmail'`` and ``$"x"`` as ``"x"``: how bash reads them."""
    if "$" not in line:
        return line

    def decode(match: re.Match[str]) -> str:
        raw = match.group(1).replace("\\e", "\\x1b").replace("\\E", "\\x1b")
        try:
            text = codecs.decode(raw.encode("latin-1", "backslashreplace"), "unicode_escape")
        except (UnicodeDecodeError, ValueError):
            text = raw
        return "'" + text.replace("'", "'\"'\"'") + "'"

    return _LOCALE_QUOTE.sub('"', _ANSI_C.sub(decode, line))


def _unwrap(argv: list[str], depth: int) -> Iterator[list[str]]:
    words = _expand_braces(argv)
    for _ in range(MAX_DEPTH):
        while words and (_ASSIGNMENT.match(words[0]) or words[0] in RESERVED):
            words.pop(0)
        if words[:1] == ["function"]:
            words = words[2:]
            continue
        if not words:
            return
        name = program(words[0])
        if name == "command" and any(w in ("-v", "-V") for w in words[1:2]):
            return  # `command -v sendmail` looks a name up; it runs nothing
        if name in APPLETS:
            words = words[1:]
            continue
        if name in RUNNERS:
            yield from _runner(words[1:], RUNNERS[name], depth)
            return
        if name in SCRIPT_OPTION:
            script = _script_option(words[1:])
            if script is not None:
                yield from simple_commands(script, depth + 1)
                return
        if name in ("ssh", "autossh"):
            # The words after the host are a command line the remote shell runs: around the gate too.
            remote = _after_options(words[1:], _SSH_VALUES, name)[1:]
            if remote:
                yield words
                yield from simple_commands(" ".join(remote), depth + 1)
                return
        if name == "watch":
            yield from simple_commands(" ".join(_after_options(words[1:], _WATCH_VALUES, name)), depth + 1)
            return
        if name == "find":
            for run in _find_exec(words[1:]):
                yield from _unwrap(run, depth + 1)
        if name == "env":
            split = _env_split(words[1:])
            if split is not None:
                yield from simple_commands(split, depth + 1)
                return
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
    else:
        raise TooDeep(f"more than {MAX_DEPTH} wrappers (nohup, env, sudo ...) around one command")
    if words:
        yield words


_WATCH_VALUES = frozenset({"-n", "--interval", "-d", "-q", "--equexit"})
_SSH_VALUES = frozenset(
    {
        "-b",
        "-c",
        "-D",
        "-E",
        "-e",
        "-F",
        "-I",
        "-i",
        "-J",
        "-L",
        "-l",
        "-m",
        "-O",
        "-o",
        "-p",
        "-Q",
        "-R",
        "-S",
        "-W",
        "-w",
    }
)


def _expand_braces(argv: list[str]) -> list[str]:
    """The command word of ``{sendmail,-t}`` or ``/usr/sbin/{sendmail,x}``, as bash expands it."""
    if not argv:
        return []
    found = _BRACES.fullmatch(argv[0])
    if not found:
        return list(argv)
    head, options, tail = found.groups()
    return [head + option + tail for option in options.split(",")] + list(argv[1:])


def _runner(words: list[str], verbs: frozenset[str], depth: int) -> Iterator[list[str]]:
    """Every word after a runner (and its verb) may start the command it runs: each is tried."""
    if verbs and words and words[0] in verbs:
        words = words[1:]
    for i, word in enumerate(words):
        if not word.startswith("-"):
            yield from _unwrap(words[i:], depth + 1)


def _script_option(words: list[str]) -> str | None:
    """The script of ``su -c SCRIPT``, ``flock F -c SCRIPT``, ``--command=SCRIPT``; None without one."""
    for i, word in enumerate(words):
        if word in ("-c", "--command"):
            return words[i + 1] if i + 1 < len(words) else ""
        if word.startswith("--command="):
            return word.partition("=")[2]
    return None


def _find_exec(words: list[str]) -> Iterator[list[str]]:
    """The commands of ``find ... -exec CMD {} ;`` (also -execdir, -ok, -okdir)."""
    i = 0
    while i < len(words):
        if words[i] in ("-exec", "-execdir", "-ok", "-okdir"):
            run: list[str] = []
            i += 1
            while i < len(words) and words[i] not in (";", "+"):
                run.append(words[i])
                i += 1
            yield run
        i += 1


def _env_split(words: list[str]) -> str | None:
    """``env -S 'cmd args'`` (or ``--split-string=``): the string and what follows, as a command line."""
    for i, word in enumerate(words):
        if word in ("-S", "--split-string"):
            return " ".join([words[i + 1] if i + 1 < len(words) else "", *map(shlex.quote, words[i + 2 :])])
        if word.startswith("--split-string=") or (word.startswith("-S") and len(word) > 2):
            value = word.partition("=")[2] if word.startswith("--") else word[2:]
            return " ".join([value, *map(shlex.quote, words[i + 1 :])])
        if not word.startswith("-") and not _ASSIGNMENT.match(word):
            return None
    return None


def _after_options(words: list[str], with_value: frozenset[str], name: str) -> list[str]:
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--":
            return words[i + 1 :]
        if name == "env" and _ASSIGNMENT.match(word):
            i += 1
            continue
        if not word.startswith("-") or word == "-":
            # The first word that is no option nor an option's value: the command, or for these a
            # duration (timeout), a lock file (flock), a new root (chroot) before the command.
            return words[i + 1 :] if name in _FIRST_IS_NOT_THE_COMMAND else words[i:]
        i += 2 if word in with_value else 1
    return []


_FIRST_IS_NOT_THE_COMMAND = frozenset({"timeout", "flock", "chroot"})


def _shell_script(args: list[str]) -> str | None:
    """The script of ``sh -c SCRIPT`` (options may be bundled: -lc, -ec); None when there is none."""
    for i, word in enumerate(args):
        if word.startswith("-") and not word.startswith("--") and "c" in word[1:]:
            return args[i + 1] if i + 1 < len(args) else ""
        if not word.startswith("-"):
            return None  # a script file or a subcommand (busybox sh ...): read as a plain command
    return None
