"""What a person's terminal shows: `approve`, `inbox` and `read` under a real pseudo-terminal.

The CLI runs as the real ``mailgate`` executable on a pty; its bytes go through the pyte terminal
emulator, and the tests read the emulated screen: the text a person would actually see.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pyte
import pytest

from mailgate import SendRequest, clock
from mailgate.cli.main import main
from mailgate.gateway import Gateway
from mailgate.model import Address, Attachment, Draft, DraftRequest, DraftState, Recipient, RecipientKind
from mailgate.outbound.drafts import content_hash
from mailgate.store import drafts as stored

MAILGATE = Path(sys.executable).with_name("mailgate")
COLUMNS, LINES = 220, 60
# Only a guard against a hung child; no assertion depends on time.
HANG_GUARD_SECS = 60.0


def run_on_pty(args: list[str], answer: str | None = None) -> tuple[int, list[str], bytes]:
    """Run mailgate on a pseudo-terminal, answering its prompt once: exit code, screen lines, raw output."""
    assert MAILGATE.exists(), f"the mailgate executable is not next to {sys.executable}"
    master, slave = os.openpty()
    env = {**os.environ, "TERM": "xterm", "COLUMNS": str(COLUMNS), "LINES": str(LINES)}
    proc = subprocess.Popen(
        [str(MAILGATE), *args], stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True
    )
    os.close(slave)
    output = bytearray()
    answered = answer is None
    try:
        while True:
            ready, _, _ = select.select([master], [], [], HANG_GUARD_SECS)
            if not ready:
                pytest.fail(f"mailgate hung; output so far: {bytes(output)!r}")
            try:
                chunk = os.read(master, 65536)
            except OSError:  # EIO: the child closed the terminal
                break
            if not chunk:
                break
            output += chunk
            if not answered and b"Type yes" in output:
                os.write(master, (answer or "").encode() + b"\n")
                answered = True
    finally:
        os.close(master)
        code = proc.wait(timeout=HANG_GUARD_SECS)
    screen = pyte.Screen(COLUMNS, LINES)
    stream = pyte.ByteStream(screen)
    stream.feed(bytes(output))
    lines = [line.rstrip() for line in screen.display]
    while lines and not lines[-1]:
        lines.pop()
    return code, lines, bytes(output)


# The body moves the cursor up onto the real "to:" line, erases it, writes a fake one and comes
# back; then a line ends in a bare CR so the next text overwrites it.
FAKE_TO = "to:      <bob@ok.test>"
HOSTILE_BODY = (
    "Hi Bob,\n"
    f"\x1b[5A\r\x1b[2K{FAKE_TO}\x1b[5B\r\x1b[2KSee you at noon.\n"
    "P.S. also forwarding the payroll file to the new address\r"
    "Cheers, Alice                                              \n"
)


def insert_hostile_draft(gw: Gateway) -> Draft:
    """Store a held draft as an attacker with write access to the database (or an older version) would."""
    gw.rules.add_agent("bot")
    req = DraftRequest(
        agent="bot",
        recipients=(Recipient(kind=RecipientKind.TO, address=Address(local="evil", domain="attacker.test")),),
        subject="Lunch",
        body=HOSTILE_BODY,
    )
    return insert_held(gw, req, "dfeedfacefeedface")


def insert_held(gw: Gateway, req: DraftRequest, draft_id: str) -> Draft:
    """Store ``req`` as a held draft straight into the store, past every check at submit."""
    now = clock.now()
    draft = Draft(
        id=draft_id,
        agent=req.agent,
        state=DraftState.PENDING,
        recipients=req.recipients,
        subject=req.subject,
        body=req.body,
        content_hash=content_hash(req, req.body),
        created_at=now,
        expires_at=now + timedelta(days=1),
        attachments=req.attachments,
    )
    with gw.store.write() as tx:
        stored.insert_draft(tx, draft)
    return draft


def test_approve_shows_the_real_recipient_and_the_escapes(gw: Gateway, home: Path) -> None:
    draft = insert_hostile_draft(gw)
    code, screen, _ = run_on_pty(["--home", str(home), "approve", draft.id], answer="no")
    text = "\n".join(screen)
    assert code == 2, text  # not a yes: nothing approved
    to_lines = [line for line in screen if line.startswith("to:")]
    assert to_lines == ["to:      <evil@attacker.test>"], text
    assert not any(line.startswith(FAKE_TO) for line in screen), text
    # The escapes are on screen as text, and the line the bare CR would hide is readable.
    assert "\\x1b[5A\\r\\x1b[2Kto:" in text, text
    assert "P.S. also forwarding the payroll file to the new address\\rCheers, Alice" in text, text
    assert "shown as escapes" in text, text
    assert gw.outbox.draft(draft.id).state is DraftState.PENDING


def test_show_shows_the_escapes(gw: Gateway, home: Path) -> None:
    draft = insert_hostile_draft(gw)
    code, screen, _ = run_on_pty(["--home", str(home), "show", draft.id])
    text = "\n".join(screen)
    assert code == 0, text
    assert [line for line in screen if line.startswith("to:")] == ["to:      <evil@attacker.test>"], text
    assert "\\x1b[5A" in text and "payroll file" in text, text


def test_approve_shows_a_text_file_as_the_body_is_shown(gw: Gateway, home: Path) -> None:
    # A mail client shows a text file inline: the HOLD view prints its text, escaped as the body
    # is, so the file can neither hide from the person nor rewrite their terminal.
    gw.rules.add_agent("bot")
    data = f"name,iban\nEve,DE89\u202e3704\n\x1b[3A\r\x1b[2K{FAKE_TO}\n".encode()
    req = DraftRequest(
        agent="bot",
        recipients=(Recipient(kind=RecipientKind.TO, address=Address(local="kim", domain="customer.test")),),
        subject="Figures",
        body="Attached.\n",
        attachments=(Attachment(filename="payees.csv", content_type="text/csv", data=data),),
    )
    draft = insert_held(gw, req, "dfeedfacefeed0001")
    code, screen, _ = run_on_pty(["--home", str(home), "approve", draft.id], answer="no")
    text = "\n".join(screen)
    assert code == 2, text
    assert "attach 1 as text (payees.csv):" in text, text
    assert "Eve,DE89<U+202E>3704" in text and f"\\x1b[3A\\r\\x1b[2K{FAKE_TO}" in text, text
    assert [line for line in screen if line.startswith("to:")] == ["to:      <kim@customer.test>"], text


HOSTILE_MAIL = (
    b'From: =?utf-8?q?Boss=1B=5B2K?= <"boss\x1b[2K\x1b[1G"@evil.test>\r\n'
    b"To: owner@example.test\r\n"
    b"Subject: =?utf-8?q?Invoice_=E2=80=AEfdp.exe?=\r\n"
    b"Message-ID: <rlo-1@evil.test>\r\n"
    b"Date: Mon, 01 Jan 2024 10:00:00 +0000\r\n"
    b"\r\n"
    b"Please pay.\x1b[1A\x1b[2K\r\n"
)
RLO_UTF8 = "\u202e".encode()


def test_inbox_and_read_show_inbound_controls_visibly(gw: Gateway, home: Path) -> None:
    got = gw.inbox.ingest(HOSTILE_MAIL, account="test", agent=None)
    assert got.mail_id, got
    code, screen, raw = run_on_pty(["--home", str(home), "inbox"])
    text = "\n".join(screen)
    assert code == 0, text
    # A control character in the local part is a parser defect: the sender is never shown as an
    # address at all, only as ambiguous (and in `read`, its whole From line, escaped).
    assert "(ambiguous sender)" in text, text
    assert "Invoice <U+202E>fdp.exe" in text, text
    assert b"\x1b" not in raw and RLO_UTF8 not in raw, raw
    code, screen, raw = run_on_pty(["--home", str(home), "read", got.mail_id])
    text = "\n".join(screen)
    assert code == 0, text
    assert "Subject: Invoice <U+202E>fdp.exe" in text, text
    assert "From: Boss" in text and "@evil.test>" in text, text  # the fence blanks the controls
    # The body line is still on screen: its cursor-up and erase-line did not run.
    assert "Please pay." in text and "[1A" in text and "[2K" in text, text
    assert b"\x1b" not in raw and RLO_UTF8 not in raw, raw


def test_json_output_escapes_hidden_characters_and_keeps_the_data(
    gw: Gateway, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    got = gw.inbox.ingest(HOSTILE_MAIL, account="test", agent=None)
    capsys.readouterr()
    assert main(["--home", str(home), "inbox", "--json"]) == 0
    out = capsys.readouterr().out
    assert "\u202e" not in out and "\x1b" not in out, out
    assert "Invoice \\u202efdp.exe" in out
    (row,) = json.loads(out)
    assert row["id"] == got.mail_id and row["subject"] == "Invoice \u202efdp.exe"


def test_approve_names_the_real_recipients_next_to_the_prompt(gw: Gateway, home: Path) -> None:
    # A valid body (no control characters at all) long enough to scroll the real header off the
    # screen, ending in an imitation of mailgate's own lines: a rule, a fake header naming a
    # harmless recipient, another rule. What stays on screen by the prompt must be the truth.
    gw.rules.add_agent("bot")
    fake = "\n".join(
        [
            "-" * 60,
            "draft:   d0123456789abcdef",
            "to:      <bob@ok.test>",
            "subject: Lunch",
            "hash:    " + "ab" * 32,
            "-" * 60,
            "See you at noon, Bob.",
        ]
    )
    body = "".join(f"Line {n} of the quarterly notes.\n" for n in range(1, LINES + 20)) + fake + "\n"
    held = gw.outbox.submit(
        SendRequest(agent="bot", to=["evil@attacker.test"], subject="Payroll export", body=body),
        require_key=False,
    )
    assert held.state == "pending", held
    code, screen, _ = run_on_pty(["--home", str(home), "approve", held.draft_id], answer="no")
    text = "\n".join(screen)
    assert code == 2, text
    assert not any("Line 1 of" in line for line in screen), "the real header should have scrolled off"
    prompt = max(n for n, line in enumerate(screen) if "Type yes" in line)
    near = "\n".join(screen[max(0, prompt - 4) : prompt + 1])
    assert "evil@attacker.test" in near and "Payroll export" in near, text
    assert gw.outbox.draft(held.draft_id).state is DraftState.PENDING
