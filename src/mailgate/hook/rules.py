"""Which shell commands would send mail around the gate, and what to run instead.

Each check looks at one simple command (see ``shell.simple_commands``). Mail programs that can
both read and send are refused only when the command line sends: ``mutt -f`` reads, ``mutt -s``
sends; ``gws gmail users drafts create`` makes a Gmail draft, ``... messages send`` sends.
This is defence in depth for agents with a shell, not a wall: a program written to a file and run
later, or a binary with another name, is not seen here. The wall is the OS user and the network.
"""

from __future__ import annotations

import fnmatch
import os
import re
import shlex
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from mailgate.hook.shell import SHELLS, TooDeep, program, simple_commands

MAILGATE_SHIM = "mailgate-sendmail"
SMTP_PORTS = frozenset({"25", "465", "587", "2525", "submission", "smtp", "smtps", "submissions"})
# Always a send: these programs only submit mail.
SENDERS = frozenset(
    {
        "sendmail",
        "msmtp",
        "msmtpq",
        "ssmtp",
        "esmtp",
        "exim",
        "exim4",
        "swaks",
        "nullmailer-inject",
        "smtp-cli",
        "sendemail",
        "mini_sendmail",
        "mpack",
        "smtp-source",
        "dma",
        "mailsend",
        "mailsend-go",
        "smtp",
    }
)
MAILERS = frozenset({"mail", "mailx", "bsd-mailx", "s-nail", "nail", "heirloom-mailx"})
MUTTS = frozenset({"mutt", "neomutt"})
INTERPRETERS = re.compile(r"(python|pypy|ipython)(\d+(\.\d+)*)?|perl|ruby|node|nodejs|php|deno|bun")
SMTP_CODE = re.compile(
    r"smtplib|aiosmtplib|Net::SMTP|net/smtp|nodemailer|yagmail|smtp\.SMTP|SMTPClient|PHPMailer",
    re.IGNORECASE,
)
_SMTP_URL = re.compile(r"^\s*smtps?://", re.IGNORECASE)
_DEV_TCP = re.compile(r"/dev/(tcp|udp)/[^/\s]+/(\d+|[a-z]+)", re.IGNORECASE)
_GMAIL_SCRIPT = re.compile(r"gmail", re.IGNORECASE)
_SEND_VERBS = frozenset({"send", "send-email", "send_email", "sendmail", "send-draft", "send_draft", "reply"})
_SEND_VERBS |= {"forward", "+send", "+reply", "+reply-all", "+forward"}
_HIMALAYA_SENDS = frozenset({"send", "write", "reply", "forward", "new", "compose"})
RAW_SOCKETS = frozenset({"nc", "ncat", "netcat", "nc.openbsd", "nc.traditional", "telnet", "socat"})
# Every program name a rule knows: a command word bash expands (a glob, a variable) is matched to them.
KNOWN = SENDERS | MAILERS | MUTTS | RAW_SOCKETS | {"curl", "openssl", "gnutls-cli", "git", "python3", "perl"}
# A URL (any scheme: smtp://, telnet://, gopher://) or host:port naming a mail port.
_MAIL_PORT_URL = re.compile(
    r"^(?:[a-z][a-z0-9+.-]*://)?\[?[\w.:-]+?\]?:(25|465|587|2525)(?:/|$)", re.IGNORECASE
)
_SMTP_ANYWHERE = re.compile(r"smtps?://", re.IGNORECASE)
# Code that opens a socket, and a mail port as a number of its own.
_SOCKET_CODE = re.compile(
    r"socket|create_connection|fsockopen|TCPSocket|net\.connect|/inet/tcp", re.IGNORECASE
)
_MAIL_PORT_NUMBER = re.compile(r"(?<![\w.])(25|465|587|2525)(?![\w.])")
_INET_TCP = re.compile(r"/inet[46]?/tcp/\d+/[^/\s]+/(\d+|[a-z]+)", re.IGNORECASE)
# What the shell computes before it knows the program: $var, ${var}, $(...), `...`, globs.
# Positional parameters too: `sh -c '$0 -t' sendmail` runs its last word.
_COMPUTED = re.compile(r"\$\(|`|<\(|(?:^|[\s;&|(])[\"']*\$\{?[A-Za-z_0-9@*]")
_SENDER_WORD = re.compile(
    r"(?<![\w./-])(?:" + "|".join(map(re.escape, sorted(SENDERS | MAILERS | MUTTS))) + r")(?![\w./-])",
    re.IGNORECASE,
)
# A sender named by its path in code (`"/usr/sbin/sendmail"`); `mail` alone is too common a folder.
_SENDER_PATH = re.compile(
    r"/(?:" + "|".join(map(re.escape, sorted(SENDERS))) + r")(?![\w./-])", re.IGNORECASE
)
_THE_GATE = re.compile(r"mailgate[ -]sendmail")
# Code that starts another program: a shell line, a pipe opened as a file (`open(M, "|cmd")`).
_PROCESS_CODE = re.compile(
    # Whole names (os.execvp, spawnlp, IO.popen...): `exec` inside `execute` is a database call.
    r"\b(?:system|w?popen\w*|subprocess|spawn\w*|exec(?:[lv]p?e?|Sync|File\w*)?|child_process"
    r"|shell_exec|passthru|proc_open|Open3|getRuntime)\b"
    r"|[\"']\s*\|",
    re.IGNORECASE,
)
# PHP's mail() and mb_send_mail() hand the message to the sendmail program.
_PHP_MAIL = re.compile(r"(?<![\w>$:])(?:mb_send_)?mail\s*\(", re.IGNORECASE)
# Mail providers' HTTP APIs that send (reads, lists and draft creation stay allowed).
_MAIL_API = re.compile(
    r"gmail\.googleapis\.com/\S*/(?:messages|drafts)/send"
    r"|graph\.microsoft\.com/\S*/(?:sendMail|send|reply|replyAll|forward)(?![\w-])"
    r"|api\.sendgrid\.com/v3/mail/send"
    r"|api\.(?:eu\.)?mailgun\.net/v3/\S+/messages"
    r"|api\.postmarkapp\.com/email"
    r"|api\.resend\.com/emails"
    r"|api\.mailjet\.com/v3(?:\.1)?/send"
    r"|api\.brevo\.com/v3/smtp/email"
    r"|api\.sparkpost\.com/api/v1/transmissions"
    r"|email(?:-smtp)?\.[a-z0-9-]+\.amazonaws\.com",
    re.IGNORECASE,
)
_SET_VARIABLE = re.compile(
    r"(?:^|[\s;&|(])(?:export\s+|declare\s+(?:-\w+\s+)*|local\s+|readonly\s+)?([A-Za-z_]\w*)="
    r"(\"[^\"]*\"|'[^']*'|[^\s;&|)]*)"
)
_PATH_SET = re.compile(r"(?<![\w])PATH\+?=|\bhash\s+-p\b")
MAX_NESTING = 4


@dataclass(frozen=True, kw_only=True)
class Refusal:
    """A command that would send mail around the gate, why, and the gated way to do it."""

    command: str
    reason: str
    instead: str

    def message(self) -> str:
        """What the agent reads (stderr of the hook)."""
        return (
            f"mailgate: refused `{self.command}`: {self.reason}. Mail from this agent goes through "
            f"mailgate, which decides it (send, hold for a person, or refuse). Instead: {self.instead}"
        )


def check(line: str, depth: int = 0) -> Refusal | None:
    """The first refusal for a shell command line, or None when nothing in it sends mail."""
    try:
        commands = list(simple_commands(line))
    except TooDeep as exc:
        # Past its bounds the reading stops; what it did not read could be a send (session 10).
        return Refusal(
            command=_short(line), reason=f"it holds {exc}, more than this check reads", instead=_DEEP
        )
    variables = _variables(line)
    trust_path = not _PATH_SET.search(line)
    for argv in commands:
        refusal = check_argv(_resolved(argv, variables), trust_path=trust_path)
        if refusal is not None:
            return refusal
    # A heredoc or a here-string feeds code to an interpreter on lines of its own.
    if SMTP_CODE.search(line) and any(_runs_code(a) for a in commands):
        return Refusal(
            command=_short(line),
            reason="it runs code with an SMTP client library",
            instead=_GENERIC,
        )
    # `echo 'sendmail -t ...' | bash`, `bash <<< '...'`: a shell reading its script from stdin runs
    # text that stands on this line as a quoted word; each such word is read as a command line.
    if any(_reads_stdin(a) for a in commands):
        if depth >= MAX_NESTING:
            return Refusal(
                command=_short(line),
                reason=f"it feeds commands to a shell more than {MAX_NESTING} levels deep, past this check",
                instead=_DEEP,
            )
        for word in {w for a in commands for w in a if " " in w or ";" in w}:
            refusal = check(word, depth + 1)
            if refusal is not None:
                return refusal
    # A program name the shell computes ($s, $(...), a glob) on a line that names a mail sender.
    if _COMPUTED.search(line) and _SENDER_WORD.search(_THE_GATE.sub(" ", line)):
        return Refusal(
            command=_short(line),
            reason="it runs a command whose name the shell computes, on a line that names a mail sender",
            instead=_GENERIC,
        )
    return None


def _runs_code(argv: list[str]) -> bool:
    """An interpreter that runs code (not `python -m pip`, which installs or lists packages)."""
    return bool(argv) and INTERPRETERS.fullmatch(program(argv[0])) is not None and argv[1:3] != ["-m", "pip"]


def _variables(line: str) -> dict[str, str]:
    """``NAME=value`` assignments anywhere on the line (quotes removed), for ``$NAME`` as a program."""
    if "=" not in line:
        return {}
    return {name: value.strip("\"'") for name, value in _SET_VARIABLE.findall(line)}


def _resolved(argv: list[str], variables: dict[str, str]) -> list[str]:
    """The argv with a ``$NAME`` command word replaced by its value and a glob matched to a known name."""
    if not argv:
        return argv
    word = argv[0]
    if "$" in word and variables:
        for name, value in variables.items():
            # A plain string replacement: a value's backslashes are not a regex template.
            word = re.sub(r"\$\{?" + re.escape(name) + r"\}?(?!\w)", value.replace("\\", "\\\\"), word)
        if word != argv[0]:
            try:
                return [*shlex.split(word), *argv[1:]]
            except ValueError:
                return [word, *argv[1:]]
    name = program(word)
    if any(c in name for c in "*?["):
        matched = next((known for known in sorted(KNOWN) if fnmatch.fnmatchcase(known, name)), "")
        if matched:
            return [os.path.join(os.path.dirname(word), matched), *argv[1:]]
    return argv


def _reads_stdin(argv: list[str]) -> bool:
    """A shell with no -c script and no script file, or `source /dev/stdin`: it runs what stdin holds."""
    if argv and program(argv[0]) in ("source", ".") and argv[1:2] in _STDIN_FILES:
        return True
    if not argv or program(argv[0]) not in SHELLS:
        return False
    words = argv[1:]
    if any(w.startswith("-") and not w.startswith("--") and "c" in w[1:] for w in words):
        return False
    positional = [w for w in _positionals(words, ()) if w not in ("<", "<<<")]
    return not positional or "<<<" in words


_DEEP = (
    "run the command plainly (written out, not nested or wrapped this deep); to send mail, "
    "pipe the message to `mailgate sendmail -t` or use the mail_send tool"
)
_STDIN_FILES = (["/dev/stdin"], ["/dev/fd/0"], ["/proc/self/fd/0"], ["-"])


_GENERIC = (
    "write the message (To:, Cc:, Subject:, a blank line, the text) and pipe it to "
    "`mailgate sendmail -t`, or use the mail_send tool / POST /api/v1/drafts"
)


def check_argv(argv: list[str], *, trust_path: bool = True) -> Refusal | None:
    """The refusal for one simple command, or None.

    ``trust_path=False`` (the line changes PATH) means a bare program name is not looked up, so a
    ``sendmail`` that is mailgate's shim on the hook's PATH is not taken for the one that runs.
    """
    if not argv:
        return None
    name = program(argv[0])
    if name in SENDERS and not trust_path and not os.path.isabs(argv[0]):
        return _senders(name, [f"{os.curdir}{os.sep}{argv[0]}", *argv[1:]])
    for rule in RULES:
        refusal = rule(name, argv)
        if refusal is not None:
            return refusal
    return None


def _shim(word: str) -> bool:
    # /usr/sbin/sendmail may be a link to mailgate's own shim: that one is the gate. A relative
    # path is resolved against the hook's directory, not the command's (it may `cd` first).
    if os.sep in word and not os.path.isabs(word):
        return False
    path = word if os.sep in word else _which(word)
    return program(os.path.realpath(path)) == MAILGATE_SHIM if path else False


def _which(word: str) -> str:
    from shutil import which  # only for a bare name

    return which(word) or ""


def _senders(name: str, argv: list[str]) -> Refusal | None:
    if (name not in SENDERS and not name.startswith("sendmail.")) or _shim(argv[0]):
        return None
    if all(a in ("--version", "--help", "-V", "-h") for a in argv[1:]) and len(argv) > 1:
        return None
    return Refusal(
        command=_show(argv),
        reason=f"{name} hands mail to a mail server directly",
        instead=_sendmail_instead(argv),
    )


def _mailers(name: str, argv: list[str]) -> Refusal | None:
    if name not in MAILERS and name not in MUTTS:
        return None
    # Reading (`mail`, `mail -f box`, `mutt -f =INBOX`) names no recipient and no subject;
    # sending does one or the other (`mail -s hi bob`, `mutt -s hi -- bob`, `mutt -H draft`).
    words = argv[1:]
    sends = any(w in _MAILER_SENDS or (w.startswith("-s") and len(w) > 2) for w in words)
    if not sends and not _positionals(words, _MAILER_VALUES):
        return None
    return Refusal(
        command=_show(argv),
        reason=f"`{name}` with a subject or recipients sends mail directly",
        instead=_sendmail_instead(argv),
    )


_MAILER_SENDS = frozenset({"-s", "-t", "-c", "-b", "-a", "-r", "-H", "-E", "-i", "-q"})
_MAILER_VALUES = frozenset(
    {"-s", "-c", "-b", "-a", "-r", "-f", "-F", "-i", "-H", "-q", "-u", "-S", "-e", "-A"}
)


def _curl(name: str, argv: list[str]) -> Refusal | None:
    if name not in ("curl", "curl.exe"):
        return None
    # smtp:// anywhere in a word (`--url=smtp://...`), any URL or host:port naming a mail port
    # (telnet://mx:25; curl guesses smtp:// for a host named smtp.*), the mail options.
    if any(
        _SMTP_ANYWHERE.search(a) or _MAIL_PORT_URL.match(a.partition("=")[2] or a) for a in argv[1:]
    ) or any(
        a in ("--mail-rcpt", "--mail-from") or a.startswith(("--mail-rcpt=", "--mail-from=")) for a in argv
    ):
        rcpts = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--mail-rcpt"]
        return Refusal(
            command=_show(argv),
            reason="curl with an smtp:// URL talks to a mail server directly",
            instead=_sendmail_for(rcpts, "", uploaded=True),
        )
    return None


def _interpreters(name: str, argv: list[str]) -> Refusal | None:
    if not INTERPRETERS.fullmatch(name):
        return None
    words = argv[1:]
    if words[:2] == ["-m", "pip"]:
        return None  # installing or listing a package (`pip install aiosmtplib`) runs none of its code
    code = " ".join(words)
    if _SOCKET_CODE.search(code) and _MAIL_PORT_NUMBER.search(code):
        return Refusal(
            command=_show(argv),
            reason="the code on this command line opens a socket to a mail port",
            instead=_GENERIC,
        )
    for i, w in enumerate(words):
        if w == "-m" and i + 1 < len(words) and SMTP_CODE.fullmatch(words[i + 1].split(".")[0]):
            return Refusal(
                command=_show(argv), reason=f"`-m {words[i + 1]}` is an SMTP client", instead=_GENERIC
            )
        if w.startswith("-m") and SMTP_CODE.fullmatch(w[2:]):
            return Refusal(command=_show(argv), reason=f"`{w}` is an SMTP client", instead=_GENERIC)
    if any(SMTP_CODE.search(w) for w in words):
        return Refusal(
            command=_show(argv), reason="the code on this command line uses an SMTP client", instead=_GENERIC
        )
    if _PROCESS_CODE.search(code):
        others = _THE_GATE.sub(" ", code)
        if _SENDER_WORD.search(others) or _SENDER_PATH.search(others):
            return Refusal(
                command=_show(argv),
                reason="the code on this command line runs a program that sends mail",
                instead=_GENERIC,
            )
    if name.startswith("php") and _PHP_MAIL.search(code):
        return Refusal(
            command=_show(argv), reason="PHP's mail() hands the message to sendmail", instead=_GENERIC
        )
    # `python gmail_commands.py send ...`: judge the script as a program of its own.
    script = next((w for w in words if not w.startswith("-")), "")
    if script:
        return _gmail_scripts(program(script), words[words.index(script) :])
    return None


def _openssl(name: str, argv: list[str]) -> Refusal | None:
    if name == "gnutls-cli":
        starttls = any(a.lower() in ("--starttls-proto=smtp", "smtp") for a in argv[1:])
        ports = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a in ("-p", "--port")]
        ports += [a.partition("=")[2] for a in argv if a.startswith("--port=")]
        ports += [_port_of(a) for a in argv[1:]]
    elif name != "openssl" or "s_client" not in argv:
        return None
    else:
        starttls = any(argv[i + 1].lower() == "smtp" for i, a in enumerate(argv[:-1]) if a == "-starttls")
        ports = [_port_of(argv[i + 1]) for i, a in enumerate(argv[:-1]) if a in ("-connect", "-host")]
        ports += [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "-port"]
    if starttls or any(p in SMTP_PORTS for p in ports):
        return Refusal(
            command=_show(argv),
            reason=f"{name} to a mail port talks SMTP directly",
            instead=_GENERIC,
        )
    return None


def _raw_sockets(name: str, argv: list[str]) -> Refusal | None:
    if name in RAW_SOCKETS:
        words = argv[1:]
        ports = set()
        for w in words:
            ports.add(w)
            ports.add(_port_of(w))
            ports.update(
                re.findall(r"(?:tcp|openssl|ssl)[46]?(?:-connect)?:[^:,\s]+:(\w+)", w, re.IGNORECASE)
            )
        if ports & SMTP_PORTS:
            return Refusal(
                command=_show(argv), reason=f"{name} to a mail port talks SMTP directly", instead=_GENERIC
            )
    if name in ("ssh", "autossh"):
        # -W host:port (stdio forward), -L/-R [bind:]port:host:hostport (a tunnel) to a mail port.
        specs = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a in ("-W", "-L", "-R")]
        specs += [a[2:] for a in argv if a[:2] in ("-W", "-L", "-R") and len(a) > 2]
        if any(_port_of(spec) in SMTP_PORTS for spec in specs):
            return Refusal(
                command=_show(argv),
                reason="an ssh forward to a mail port talks SMTP directly",
                instead=_GENERIC,
            )
    for w in argv:
        found = _DEV_TCP.search(w) or _INET_TCP.search(w)  # bash's /dev/tcp, gawk's /inet/tcp
        if found and found.group(found.lastindex or 0).lower() in SMTP_PORTS:
            return Refusal(
                command=_show(argv), reason="/dev/tcp to a mail port talks SMTP directly", instead=_GENERIC
            )
    return None


def _gws(name: str, argv: list[str]) -> Refusal | None:
    if name not in ("gws", "gog", "gcloud-gmail"):
        return None
    words = _leading_positionals(argv[1:])
    if "gmail" not in words:
        return None
    if any(w in _SEND_VERBS for w in words):
        return Refusal(
            command=_show(argv),
            reason=f"`{name} gmail ... {next(w for w in words if w in _SEND_VERBS)}` sends through Gmail",
            instead=f"{_GENERIC}; `{name} gmail users drafts create` (a Gmail draft) and reads stay allowed",
        )
    return None


def _himalaya(name: str, argv: list[str]) -> Refusal | None:
    if name != "himalaya":
        return None
    words = _leading_positionals(argv[1:])
    if not words:
        return None
    # himalaya 1.x: `message send`, `template send`, `message write|reply|forward` (compose and send);
    # older releases had the same verbs at the top level.
    templates = words[0] in ("template", "templates", "tpl")
    verbs = words[1:2] if templates or words[0] in ("message", "messages", "msg") else words[:1]
    # A template is only written or shown until `template send`.
    if verbs and (verbs[0] == "send" if templates else verbs[0] in _HIMALAYA_SENDS):
        return Refusal(
            command=_show(argv),
            reason=f"`himalaya {' '.join(words[:2])}` sends mail through the account's SMTP",
            instead=f"{_GENERIC}; `himalaya message read` and `envelope list` stay allowed",
        )
    return None


def _gmail_scripts(name: str, argv: list[str]) -> Refusal | None:
    if not _GMAIL_SCRIPT.search(name) or name in ("gws", "gog"):
        return None
    words = _leading_positionals(argv[1:])
    verb = next((w for w in words[:2] if w.lower() in _SEND_VERBS), "")
    if not verb:
        return None
    return Refusal(
        command=_show(argv),
        reason=f"`{name} {verb}` sends through Gmail directly",
        instead=f"{_GENERIC}; the script's draft, list and read commands stay allowed",
    )


_LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1", "[::1]"})


def _git_send_email(name: str, argv: list[str]) -> Refusal | None:
    """``git send-email`` pointed at a mail server: refused unless it is mailgate's door or shim."""
    if name != "git" or "send-email" not in argv:
        return None
    settings: dict[str, str] = {}
    words = argv[1:]
    for i, w in enumerate(words):
        if w == "-c" and i + 1 < len(words):
            key, _, value = words[i + 1].partition("=")
            settings[
                key.lower().replace("sendemail.", "--").replace("smtpserverport", "smtp-server-port")
            ] = value
        for option in ("--smtp-server", "--smtp-server-port", "--sendmail-cmd"):
            if w == option and i + 1 < len(words):
                settings[option] = words[i + 1]
            elif w.startswith(option + "="):
                settings[option] = w.partition("=")[2]
    server = settings.get("--smtp-server", settings.get("--smtpserver", ""))
    port = settings.get("--smtp-server-port", "")
    command = settings.get("--sendmail-cmd", settings.get("--sendmailcmd", ""))
    if command and check(command) is not None:
        return _git_refusal(argv, f"its --sendmail-cmd `{_short(command, 60)}` sends around mailgate")
    if not server:
        return None
    if os.path.isabs(server):
        return (
            None
            if _shim(server)
            else _git_refusal(argv, f"its --smtp-server {server} is not mailgate-sendmail")
        )
    if server.lower() in _LOOPBACK and port and port not in SMTP_PORTS:
        return None  # mailgate's own submission door (127.0.0.1:1587)
    return _git_refusal(argv, f"its --smtp-server {server} is a mail server, not mailgate's door")


def _git_refusal(argv: list[str], why: str) -> Refusal:
    return Refusal(
        command=_show(argv),
        reason=f"`git send-email` {why}",
        instead="`git send-email --sendmail-cmd=mailgate-sendmail ...` (or --smtp-server=127.0.0.1 "
        "--smtp-server-port=1587 with the agent's name and token)",
    )


def _mail_apis(name: str, argv: list[str]) -> Refusal | None:
    """A mail provider's HTTP send endpoint named anywhere on the command (curl, wget, code)."""
    found = next((m for w in argv[1:] if (m := _MAIL_API.search(w))), None)
    if found is not None:
        return Refusal(
            command=_show(argv),
            reason=f"{found.group(0)} is a mail provider's API that sends mail",
            instead=_GENERIC,
        )
    if name == "aws":
        words = _leading_positionals(argv[1:])
        if words[:1] in (["ses"], ["sesv2"]) and words[1:2] and words[1].startswith("send-"):
            return Refusal(
                command=_show(argv), reason=f"`aws {words[0]} {words[1]}` sends mail", instead=_GENERIC
            )
    return None


def _alias(name: str, argv: list[str]) -> Refusal | None:
    """``alias s=sendmail``: the alias is a command line of its own, run under another name."""
    if name != "alias":
        return None
    for word in argv[1:]:
        _, eq, value = word.partition("=")
        refusal = check(value, MAX_NESTING - 1) if eq and value else None
        if refusal is not None:
            return Refusal(
                command=_show(argv), reason=f"the alias runs `{refusal.command}`", instead=refusal.instead
            )
    return None


_EDITORS = frozenset({"vi", "vim", "nvim", "gvim", "view", "ex", "vim.basic", "vim.tiny"})


def _editors(name: str, argv: list[str]) -> Refusal | None:
    """``vim -c '!sendmail -t'``, ``vim '+w !msmtp -t'``: an editor's command runs a shell line."""
    if name not in _EDITORS:
        return None
    words = argv[1:]
    commands = [words[i + 1] for i, w in enumerate(words[:-1]) if w in ("-c", "--cmd")]
    commands += [w[1:] for w in words if w.startswith("+")]
    for command in commands:
        _, bang, line = command.partition("!")
        refusal = check(line, MAX_NESTING - 1) if bang else None
        if refusal is not None:
            return Refusal(
                command=_show(argv), reason=f"{name} runs `{refusal.command}`", instead=refusal.instead
            )
    return None


RULES: tuple[Callable[[str, list[str]], Refusal | None], ...] = (
    _senders,
    _mailers,
    _curl,
    _interpreters,
    _openssl,
    _raw_sockets,
    _gws,
    _himalaya,
    _gmail_scripts,
    _git_send_email,
    _mail_apis,
    _alias,
    _editors,
)


# --- helpers ----------------------------------------------------------------------------------


def _positionals(words: list[str], with_value: Iterable[str]) -> list[str]:
    takes = set(with_value)
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if w == "--":
            out += words[i + 1 :]
            break
        if w in ("<", ">", ">>", "<<", "<<<", "|"):
            i += 2
            continue
        if w.startswith("-") and len(w) > 1:
            i += 2 if w in takes else 1
            continue
        out.append(w)
        i += 1
    return out


def _leading_positionals(words: list[str]) -> list[str]:
    out: list[str] = []
    for w in words:
        if w.startswith("-") or w in ("<", ">", ">>", "<<", "<<<"):
            break
        out.append(w.lower())
    return out


def _port_of(target: str) -> str:
    return target.rsplit(":", 1)[1] if ":" in target else ""


def _show(argv: list[str]) -> str:
    operators = ("<", ">", ">>", "<<", "<<<", "&>", ">&", "<&")
    return _short(" ".join(w if w in operators else shlex.quote(w) for w in argv))


def _short(text: str, limit: int = 160) -> str:
    one = " ".join(text.split())
    return one if len(one) <= limit else one[: limit - 3] + "..."


def _sendmail_instead(argv: list[str]) -> str:
    words = argv[1:]
    subject = ""
    for i, w in enumerate(words[:-1]):
        if w == "-s":
            subject = words[i + 1]
    rcpts = [w for w in _positionals(words, _MAILER_VALUES | {"-f", "-F"}) if "@" in w]
    return _sendmail_for(rcpts, subject, uploaded="-t" in words)


def _sendmail_for(rcpts: list[str], subject: str, *, uploaded: bool) -> str:
    if uploaded or not rcpts:
        return _GENERIC
    head = f"To: {', '.join(rcpts)}\\nSubject: {subject or '...'}\\n\\n"
    return (
        f"`printf '{head}%s\\n' \"$BODY\" | mailgate sendmail -t` "
        "(or the mail_send tool / POST /api/v1/drafts with the same to, subject and body)"
    )
