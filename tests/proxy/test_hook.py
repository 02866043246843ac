"""The agent command-line hook: which shell commands it refuses, and Claude Code's exit-code protocol."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mailgate.hook.claude_code import judge
from mailgate.hook.rules import check
from mailgate.hook.shell import simple_commands
from tests.serve import MAILGATE

REFUSED = [
    "sendmail bob@customer.example < note.eml",
    "/usr/sbin/sendmail -t -i < note.eml",
    "env FOO=1 sendmail -t < note.eml",
    "env -i PATH=/usr/bin /usr/sbin/sendmail bob@x.example",
    "FOO=1 BAR=2 sendmail bob@x.example",
    "sudo -u mail sendmail bob@x.example",
    "nohup timeout 30 msmtp -a work bob@x.example < m.eml &",
    "cat note.eml | msmtp --read-recipients",
    "git log -1 && ssmtp bob@x.example < m.eml",
    "echo hi; sendmail.postfix bob@x.example",
    "bash -c 'sendmail -t < m.eml'",
    'sh -lc "cd /tmp && sendmail -t < m.eml"',
    "bash -c \"bash -c 'msmtp bob@x.example'\"",
    "eval 'sendmail bob@x.example'",
    "echo $(sendmail bob@x.example < m.eml)",
    "xargs -n1 sendmail < list.txt",
    'mail -s "Quarterly figures" bob@customer.example < body.txt',
    "mailx -s hi bob@x.example",
    "echo hi | mail bob@x.example",
    "s-nail -s report -a report.pdf bob@x.example",
    "mutt -s 'the patch' -- bob@x.example < patch.txt",
    "neomutt -s hi bob@x.example",
    "mutt -H draft.eml",
    "curl --url smtps://smtp.gmail.com:465 --mail-rcpt bob@x.example -T m.eml",
    "curl smtp://mail.example.com --mail-from me@x --mail-rcpt bob@x -T m.eml",
    "curl -s SMTP://mail.example.com -T m.eml",
    "python -m smtplib",
    "python3 -m smtplib -d mail.example.com",
    "python3 -c 'import smtplib; s = smtplib.SMTP(\"mail.example.com\")'",
    'python3.11 -c "from smtplib import SMTP_SSL"',
    "python3 - <<'EOF'\nimport smtplib\nsmtplib.SMTP('mail.example.com', 587)\nEOF",
    "perl -MNet::SMTP -e 'Net::SMTP->new(\"mx\")'",
    "node -e \"require('nodemailer').createTransport({})\"",
    "swaks --to bob@x.example --server mail.example.com",
    "openssl s_client -connect mail.example.com:465",
    "openssl s_client -starttls smtp -connect mail.example.com:587 -crlf",
    "openssl s_client -connect smtp.gmail.com:25 -quiet",
    "nc mail.example.com 25",
    "ncat -v mail.example.com 587",
    "telnet mail.example.com 25",
    "socat - TCP:mail.example.com:25",
    "socat - OPENSSL:smtp.gmail.com:465",
    "exec 3<>/dev/tcp/mail.example.com/25",
    'gws gmail users messages send --params \'{"userId": "me"}\' --json \'{"raw": "..."}\'',
    'gws gmail users drafts send --json \'{"id": "r-1"}\'',
    "gws gmail +send --to bob@x.example --subject hi --body hello",
    "gog gmail send --to bob@x.example --subject hi --body hi",
    "himalaya message send < m.eml",
    "himalaya template send < tpl.eml",
    "himalaya message write",
    "himalaya message reply 42",
    "python gmail_commands.py send --to bob@x.example --subject hi --body hello",
    "./gmail_commands.py send-email bob@x.example",
    "gmail-cli send --to bob@x.example",
    # Session 9: each of these passed the checker before.
    "if true; then sendmail -t < m.eml; fi",
    "{ sendmail -t; } < m.eml",
    "while true; do sendmail -t < m.eml; break; done",
    "! sendmail -t < m.eml",
    "coproc sendmail -t < m.eml",
    "f() { sendmail -t; }; f < m.eml",
    "function f { msmtp -t; }; f < m.eml",
    "$'sendmail' -t < m.eml",
    "$'\\x73endmail' -t < m.eml",
    '$"sendmail" -t < m.eml',
    "busybox sendmail -t < m.eml",
    "env -S 'sendmail -t' < m.eml",
    "env --split-string='msmtp -t' < m.eml",
    "su -c 'sendmail -t' agent < m.eml",
    "runuser -u agent -c 'sendmail -t' < m.eml",
    "flock /tmp/l -c 'sendmail -t < m.eml'",
    "watch -n1 sendmail -t",
    "find . -name m.eml -exec sendmail -t {} ;",
    "s=sendmail; $s -t < m.eml",
    "export S=/usr/sbin/sendmail; ${S} -t < m.eml",
    "/usr/sbin/sendm* -t < m.eml",
    "/usr/sbin/sendmai? -t < m.eml",
    "{sendmail,-t} < m.eml",
    '"$(echo sendmail)" -t < m.eml',
    "echo 'sendmail -t bob@x.example' | bash",
    "bash <<< 'sendmail -t bob@x.example'",
    "curl --url=smtps://smtp.gmail.com -T m.eml",
    "curl telnet://mail.example.com:25 < script.txt",
    "curl smtp.gmail.com:587 -T m.eml",
    "git send-email --smtp-server=smtp.gmail.com --to=bob@x.example 0001.patch",
    "git -c sendemail.smtpserver=smtp.gmail.com send-email --to bob@x.example 0001.patch",
    "git send-email --smtp-server=127.0.0.1 --to=bob@x.example 0001.patch",
    "git send-email --sendmail-cmd='msmtp -t' --to=bob@x.example 0001.patch",
    "uv run python -c 'import smtplib'",
    "poetry run python3 - <<'EOF'\nimport smtplib\nEOF",
    "npx node -e \"require('nodemailer')\"",
    "strace -f sendmail -t < m.eml",
    "gnutls-cli --starttls-proto=smtp -p 587 mail.example.com",
    "gnutls-cli mail.example.com:465",
    "mpack -s hi report.pdf bob@x.example",
    "smtp-source -t bob@x.example mail.example.com:25",
    "python3 -c \"import socket; socket.create_connection(('mail.example.com', 587))\"",
    'gawk \'BEGIN { s = "/inet/tcp/0/mail.example.com/25"; print "HELO x" |& s }\'',
    # Session 10 (h8): each of these passed the checker before.
    "chroot / sendmail -t < m.eml",
    "chroot --userspec=agent / msmtp -t < m.eml",
    "flock /tmp/l sendmail -t < m.eml",
    "flock -w 5 /tmp/l msmtp -t < m.eml",
    "sh -c '$0 -t < m.eml' sendmail",
    "bash -c '\"$@\"' x sendmail -t",
    "source /dev/stdin <<< 'sendmail -t < m.eml'",
    ". /dev/stdin <<< 'msmtp -t < m.eml'",
    "alias s=sendmail; s -t < m.eml",
    "alias s='msmtp -t'",
    "vim -c '!sendmail -t < m.eml' -c q",
    "vim '+!msmtp -t < m.eml' +q",
    "python3 -c \"import os; os.system('sendmail -t < m.eml')\"",
    "python3 -c \"import subprocess; subprocess.run(['/usr/sbin/sendmail', '-t'], stdin=open('m.eml'))\"",
    "perl -e 'system(\"sendmail -t < m.eml\")'",
    "perl -e 'open(M, \"|/usr/sbin/sendmail -t\"); print M $msg'",
    "ruby -e '`msmtp -t < m.eml`'",
    "node -e \"require('child_process').execSync('sendmail -t < m.eml')\"",
    'php -r \'mail("bob@x.example", "hi", "hello");\'',
    'php -r \'mb_send_mail("bob@x.example", "hi", "hello");\'',
    "curl -X POST https://gmail.googleapis.com/gmail/v1/users/me/messages/send -d @raw.json",
    "curl https://gmail.googleapis.com/gmail/v1/users/me/drafts/send -d @d.json",
    "curl -X POST https://graph.microsoft.com/v1.0/me/sendMail -d @m.json",
    "curl -X POST https://graph.microsoft.com/v1.0/me/messages/AAMk/send",
    "curl https://api.sendgrid.com/v3/mail/send -d @m.json",
    "curl https://api.mailgun.net/v3/mg.example/messages -F to=bob@x.example",
    "wget --post-file=m.json https://api.postmarkapp.com/email",
    "http POST https://api.resend.com/emails to=bob@x.example",
    "python3 -c \"import requests; requests.post('https://api.sendgrid.com/v3/mail/send', json=m)\"",
    "aws ses send-email --from a@us.example --destination ToAddresses=bob@x.example",
    "aws ses send-raw-email --raw-message Data=fileb://m.eml",
    "aws sesv2 send-email --content file://m.json",
]

ALLOWED = [
    "ls -la",
    # A database call is not a process start (h11: `exec` matched inside `execute`).
    "python3 -c \"import sqlite3; c = sqlite3.connect('a.db'); c.execute('select mail from users')\"",
    "git send-email --help",
    "git commit -m 'send the report to bob'",
    "echo sendmail is not installed",
    "grep -r smtp_host config/",
    "mailgate sendmail -t < note.eml",
    "mailgate-sendmail -t < note.eml",
    "cat note.eml | mailgate sendmail bob@customer.example",
    "mail",
    "mail -f ~/mbox",
    "mutt -f =INBOX",
    "mutt -f ~/Mail/archive -R",
    "curl https://example.com/api/send",
    "curl -X POST http://127.0.0.1:8025/api/v1/drafts -d @draft.json",
    "python3 -m pytest tests/",
    "python3 -c 'print(1)'",
    "openssl s_client -connect example.com:443",
    "nc -z db.internal 5432",
    "telnet localhost 8025",
    'gws gmail users drafts create --json \'{"message": {"raw": "..."}}\'',
    'gws gmail users messages list --params \'{"q": "send invoice"}\'',
    'gws gmail users messages get --params \'{"id": "1"}\'',
    "gog gmail search 'newer_than:1h'",
    "gog gmail drafts create --to bob@x.example --subject hi --body hi",
    "himalaya message read 42",
    "himalaya envelope list",
    "himalaya template write",
    "python gmail_commands.py draft --to bob@x.example --subject hi",
    "python gmail_commands.py list --max 10",
    "./gmail_commands.py read 42",
    "msmtp --version",
    # Session 9: harmless commands the wider reading must not refuse.
    "command -v sendmail",
    "python3 -m pip install aiosmtplib",
    "if [ -f x ]; then echo ok; fi",
    "for f in *.py; do ruff check $f; done",
    "git log $(git merge-base main HEAD)..HEAD -- src/mailgate/cli/sendmail.py",
    "uv run pytest tests/",
    "find . -name '*.py' -exec grep -l smtplib {} +",
    "watch -n 5 mailgate outbox",
    "curl -s localhost:8025/api/v1/accounts",
    "git send-email --smtp-server=127.0.0.1 --smtp-server-port=1587 --to=bob@x.example 0001.patch",
    "echo 'hello world' | bash -c 'cat'",
    "bash ./run.sh",
    "{ echo a; echo b; } > out.txt",
    "python3 -c 'print(25)'",
    "printf 'To: bob@x.example\\nSubject: $(date)\\n\\nhi' | mailgate sendmail -t",
    "busybox ls",
    "env -S 'ls -la'",
    "su -c 'ls' agent",
    "ssh build.example.com 'cd src && make'",
    "ssh -L 8080:localhost:80 jump.example.com",
    # Session 10: near the new refusals, and harmless.
    "chroot /srv/jail ls",
    "flock /tmp/l make",
    "alias ll='ls -la'",
    "vim -c 'set number' notes.txt",
    "python3 -c \"import subprocess; subprocess.run(['ls', '/var/mail'])\"",
    "php -r 'echo \"mail\";'",
    "curl https://gmail.googleapis.com/gmail/v1/users/me/messages",
    "curl -X POST https://gmail.googleapis.com/gmail/v1/users/me/drafts -d @d.json",
    "aws ses list-identities",
    "aws s3 cp m.json s3://bucket/",
    "source .venv/bin/activate",
]


def _nested(wrap: str, times: int, inner: str = "sendmail -t < m.eml") -> str:
    for _ in range(times):
        inner = f"{wrap} {shlex.quote(inner)}"
    return inner


@pytest.mark.parametrize(
    "command",
    [
        "nohup " * 9 + "sendmail -t < m.eml",
        "env " * 12 + "msmtp -t < m.eml",
        _nested("bash -c", 10),
        _nested("eval", 10),
        _nested("sh -c", 3, _nested("eval", 3, "echo 'sendmail -t < m.eml' | bash")),
        "echo " + "A" * 100_000 + " ; sendmail -t < m.eml",
    ],
    ids=["9 wrappers", "12 env", "10 bash -c", "10 eval", "mixed", "past 100k characters"],
)
def test_what_the_checker_cannot_follow_to_its_end_is_refused(command: str) -> None:
    # Session 10 (h8): past its bounds (8 wrappers or nestings, 100,000 characters) the checker
    # stopped reading and let the line run: a sender one level deeper passed. It fails closed now.
    refusal = check(command)
    assert refusal is not None
    assert "mailgate" in refusal.message()


@pytest.mark.parametrize("command", REFUSED)
def test_commands_that_send_around_the_gate_are_refused(command: str) -> None:
    refusal = check(command)
    assert refusal is not None, command
    assert "mailgate" in refusal.message()


@pytest.mark.parametrize("command", ALLOWED)
def test_reads_drafts_and_the_gate_itself_are_allowed(command: str) -> None:
    assert check(command) is None


def test_a_refused_send_is_turned_into_the_gated_call() -> None:
    refusal = check('mail -s "Quarterly figures" bob@customer.example < body.txt')
    assert refusal is not None
    assert "mailgate sendmail -t" in refusal.instead
    assert "To: bob@customer.example" in refusal.instead and "Subject: Quarterly figures" in refusal.instead
    gws = check("gws gmail users messages send --json '{}'")
    assert gws is not None and "drafts create" in gws.instead


def test_sendmail_linked_to_mailgates_shim_is_allowed(tmp_path: Path) -> None:
    shim = tmp_path / "mailgate-sendmail"
    shim.write_text("#!/bin/sh\n")
    link = tmp_path / "sendmail"
    link.symlink_to(shim)
    assert check(f"{link} -t < m.eml") is None
    other = tmp_path / "real" / "sendmail"
    other.parent.mkdir()
    other.write_text("#!/bin/sh\n")
    assert check(f"{other} -t < m.eml") is not None


def test_a_line_that_changes_path_gets_no_shim_exemption(tmp_path: Path) -> None:
    # The hook looks `sendmail` up on its own PATH; a command that sets PATH first runs another one.
    shim = tmp_path / "mailgate-sendmail"
    shim.write_text("#!/bin/sh\n")
    shim.chmod(0o755)
    (tmp_path / "sendmail").symlink_to(shim)
    env = {**os.environ, "PATH": f"{tmp_path}:{os.environ.get('PATH', '')}"}
    probe = "from mailgate.hook.rules import check; import sys; sys.exit(0 if check(sys.argv[1]) else 1)"
    for command, refused in [
        ("sendmail -t < m.eml", False),
        ("PATH=/opt/real:$PATH sendmail -t < m.eml", True),
        ("export PATH=/opt/real; sendmail -t < m.eml", True),
        ("cd /opt/real && ./sendmail -t < m.eml", True),
    ]:
        done = subprocess.run([sys.executable, "-c", probe, command], env=env, timeout=60)
        assert done.returncode == (0 if refused else 1), command


def test_the_parser_sees_every_piece_of_a_chain() -> None:
    pieces = list(simple_commands("A=1 env B=2 nice -n 5 ls | grep x && (cd /tmp; bash -c 'echo hi')"))
    assert (
        ["ls"] in pieces and ["grep", "x"] in pieces and ["cd", "/tmp"] in pieces and ["echo", "hi"] in pieces
    )


SENDS = ["sendmail", "/usr/sbin/sendmail", "msmtp", "ssmtp", "swaks"]


@given(
    send=st.sampled_from(SENDS),
    before=st.sampled_from(["", "  ", "\t", "env X=1 ", "FOO=bar ", "sudo ", "true && ", "ls; ", "cat m | "]),
    quote=st.sampled_from(["{}", "'{}'", '"{}"', "\\{}"]),
    after=st.sampled_from(["", " -t", " bob@x.example", " -t < m.eml", "   -oi  -t "]),
    wrap=st.sampled_from(["{}", "bash -c '{}'", 'sh -c "{}"', "( {} )", "{} &", "echo $({})"]),
)
def test_any_spacing_or_quoting_around_a_send_is_still_refused(
    send: str, before: str, quote: str, after: str, wrap: str
) -> None:
    inner = before + quote.format(send) + after
    if "'" in wrap and "'" in inner:
        inner = inner.replace("'", '"')
    if '"' in wrap and '"' in inner:
        inner = inner.replace('"', "'")
    command = wrap.format(inner)
    assert check(command) is not None, command


@given(st.text(max_size=300))
def test_the_checker_never_raises(text: str) -> None:
    check(text)
    verdict = judge(json.dumps({"tool_name": "Bash", "tool_input": {"command": text}}).encode())
    assert verdict.code in (0, 2)


# --- the protocol, through the real command ------------------------------------------------------


def _run_check(doc: object | bytes) -> subprocess.CompletedProcess[bytes]:
    data = doc if isinstance(doc, bytes) else json.dumps(doc).encode()
    return subprocess.run(
        [MAILGATE, "hook", "check"], input=data, capture_output=True, timeout=60, env={**os.environ}
    )


def test_hook_check_blocks_with_exit_2_and_a_reason_on_stderr() -> None:
    done = _run_check(
        {"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": "sendmail -t < m"}}
    )
    assert done.returncode == 2
    assert b"refused `sendmail -t < m`" in done.stderr and b"mailgate sendmail -t" in done.stderr
    assert done.stdout == b""


def test_hook_check_allows_other_commands_and_tools() -> None:
    assert _run_check({"tool_name": "Bash", "tool_input": {"command": "ls"}}).returncode == 0
    assert _run_check({"tool_name": "Read", "tool_input": {"file_path": "/etc/msmtprc"}}).returncode == 0


@pytest.mark.parametrize("bad", [b"not json", b"[1, 2]", b'{"tool_name": "Bash", "tool_input": {}}', b"\xff"])
def test_hook_check_fails_closed_on_input_it_cannot_read(bad: bytes) -> None:
    done = _run_check(bad)
    assert done.returncode == 2 and b"refused" in done.stderr


def test_hook_print_gives_a_settings_block_that_calls_the_checker() -> None:
    done = subprocess.run(
        [MAILGATE, "hook", "print", "claude-code"], capture_output=True, timeout=60, text=True
    )
    assert done.returncode == 0, done.stderr
    block = json.loads(done.stdout)
    [entry] = block["hooks"]["PreToolUse"]
    assert entry["matcher"] == "Bash"
    [command] = entry["hooks"]
    assert command["type"] == "command" and command["command"].endswith("mailgate hook check")
    # The printed command is the checker: run it as Claude Code would.
    run = subprocess.run(
        ["/bin/sh", "-c", command["command"]],
        input=json.dumps({"tool_name": "Bash", "tool_input": {"command": "swaks --to a@b.example"}}),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2 and "swaks" in run.stderr
