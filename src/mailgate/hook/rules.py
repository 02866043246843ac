"""Which shell commands would send mail around the gate, and what to run instead.

Each check looks at one simple command (see ``shell.simple_commands``). Mail programs that can
both read and send are refused only when the command line sends: ``mutt -f`` reads, ``mutt -s``
sends; ``gws gmail users drafts create`` makes a Gmail draft, ``... messages send`` sends.
This is defence in depth for agents with a shell, not a wall: a program written to a file and run
later, or a binary with another name, is not seen here. The wall is the OS user and the network.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from mailgate.hook.shell import program, simple_commands

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


def check(line: str) -> Refusal | None:
    """The first refusal for a shell command line, or None when nothing in it sends mail."""
    commands = list(simple_commands(line))
    for argv in commands:
        refusal = check_argv(argv)
        if refusal is not None:
            return refusal
    # A heredoc or a here-string feeds code to an interpreter on lines of its own.
    if SMTP_CODE.search(line) and any(INTERPRETERS.fullmatch(program(a[0])) for a in commands if a):
        return Refusal(
            command=_short(line),
            reason="it runs code with an SMTP client library",
            instead=_GENERIC,
        )
    return None


_GENERIC = (
    "write the message (To:, Cc:, Subject:, a blank line, the text) and pipe it to "
    "`mailgate sendmail -t`, or use the mail_send tool / POST /api/v1/drafts"
)


def check_argv(argv: list[str]) -> Refusal | None:
    """The refusal for one simple command, or None."""
    if not argv:
        return None
    name = program(argv[0])
    for rule in RULES:
        refusal = rule(name, argv)
        if refusal is not None:
            return refusal
    return None


def _shim(word: str) -> bool:
    # /usr/sbin/sendmail may be a link to mailgate's own shim: that one is the gate.
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
    if any(_SMTP_URL.match(a) for a in argv) or any(
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
    # `python gmail_commands.py send ...`: judge the script as a program of its own.
    script = next((w for w in words if not w.startswith("-")), "")
    if script:
        return _gmail_scripts(program(script), words[words.index(script) :])
    return None


def _openssl(name: str, argv: list[str]) -> Refusal | None:
    if name != "openssl" or "s_client" not in argv:
        return None
    starttls = any(argv[i + 1].lower() == "smtp" for i, a in enumerate(argv[:-1]) if a == "-starttls")
    ports = [_port_of(argv[i + 1]) for i, a in enumerate(argv[:-1]) if a in ("-connect", "-host")]
    ports += [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "-port"]
    if starttls or any(p in SMTP_PORTS for p in ports):
        return Refusal(
            command=_show(argv),
            reason="openssl s_client to a mail port talks SMTP directly",
            instead=_GENERIC,
        )
    return None


def _raw_sockets(name: str, argv: list[str]) -> Refusal | None:
    if name in ("nc", "ncat", "netcat", "nc.openbsd", "nc.traditional", "telnet", "socat", "busybox"):
        words = argv[1:]
        if name == "busybox" and words and words[0] not in ("nc", "telnet"):
            return None
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
    for w in argv:
        found = _DEV_TCP.search(w)
        if found and found.group(2).lower() in SMTP_PORTS:
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
