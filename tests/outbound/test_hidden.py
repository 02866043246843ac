"""Outbound text refuses control, bidi and invisible characters, naming field, character and position."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mailgate.cli.main import main
from mailgate.display import is_hidden
from mailgate.errors import InvalidInput
from mailgate.gateway import Gateway
from mailgate.model import Attachment
from mailgate.outbound.drafts import SendRequest, validate


def check(**fields: object) -> None:
    base: dict[str, object] = {"agent": "bot", "to": ["bob@ok.test"], "subject": "Hi", "body": "Hello"}
    validate(SendRequest(**{**base, **fields}), max_body_chars=20_000)  # type: ignore[arg-type]


def refusal(**fields: object) -> InvalidInput:
    with pytest.raises(InvalidInput) as info:
        check(**fields)
    return info.value


# (what, fields, field named, character named, position)
REFUSED = [
    ("ESC", {"body": "Hi Bob,\nsee \x1b[2Ayou"}, "body", "U+001B ESC (control)", "line 2, column 5"),
    ("bare CR", {"body": "Hello\rP.S."}, "body", "U+000D CR (control)", "line 1, column 6"),
    ("BEL", {"subject": "Hi\x07"}, "subject", "U+0007 BEL (control)", "character 3"),
    ("DEL", {"subject": "Hi \x7f"}, "subject", "U+007F DEL (control)", "character 4"),
    ("C1 CSI", {"body": "a\n\nb\x9b2J"}, "body", "U+009B C1 control", "line 3, column 2"),
    ("C1 NEL", {"body": "a\x85b"}, "body", "U+0085 C1 control", "line 1, column 2"),
    (
        "bidi override",
        {"subject": "Invoice \u202efdp.exe"},
        "subject",
        "RIGHT-TO-LEFT OVERRIDE",
        "character 9",
    ),
    ("bidi embedding", {"body": "x\u202ay"}, "body", "LEFT-TO-RIGHT EMBEDDING", "line 1, column 2"),
    ("bidi isolate", {"body": "ok\n\u2067abc\u2069"}, "body", "RIGHT-TO-LEFT ISOLATE", "line 2, column 1"),
    ("bidi mark", {"body": "a\u200fb"}, "body", "RIGHT-TO-LEFT MARK", "line 1, column 2"),
    ("arabic letter mark", {"body": "a\u061cb"}, "body", "ARABIC LETTER MARK", "line 1, column 2"),
    ("word joiner", {"body": "pay\u2060ment"}, "body", "U+2060 WORD JOINER", "line 1, column 4"),
    ("BOM", {"body": "\ufeffHello"}, "body", "U+FEFF ZERO WIDTH NO-BREAK SPACE", "line 1, column 1"),
    ("zero width space", {"subject": "a\u200bb"}, "subject", "U+200B ZERO WIDTH SPACE", "character 2"),
    ("tag", {"body": "Hi\U000e0049\U000e0047"}, "body", "U+E0049 TAG LATIN CAPITAL LETTER I", "column 3"),
    ("soft hyphen", {"body": "pay\u00adment"}, "body", "U+00AD SOFT HYPHEN", "line 1, column 4"),
    ("line separator", {"body": "a\u2028b"}, "body", "U+2028 LINE SEPARATOR", "line 1, column 2"),
    ("variation selector 17", {"body": "A\U000e0100"}, "body", "VARIATION SELECTOR-17", "column 2"),
    ("variation selector 1", {"body": "A\ufe00"}, "body", "VARIATION SELECTOR-1", "column 2"),
    ("hangul filler", {"body": "a \u3164 b"}, "body", "U+3164 HANGUL FILLER", "column 3"),
    ("ZWJ run", {"body": "👨\u200d\u200d👩"}, "body", "U+200D ZERO WIDTH JOINER", "column 2"),
    ("ZWJ before a space", {"body": "x\u200d y"}, "body", "U+200D ZERO WIDTH JOINER", "column 2"),
    ("ZWNJ at the end", {"body": "abc\u200c"}, "body", "U+200C ZERO WIDTH NON-JOINER", "column 4"),
    ("VS16 at the start", {"body": "\ufe0fHello"}, "body", "VARIATION SELECTOR-16", "column 1"),
    ("VS16 after a space", {"subject": "a \ufe0f"}, "subject", "VARIATION SELECTOR-16", "character 3"),
    ("noncharacter", {"body": "a\uffffb"}, "body", "U+FFFF", "line 1, column 2"),
]


@pytest.mark.parametrize(
    ("fields", "field", "char", "position"), [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED]
)
def test_hidden_characters_are_refused_with_field_character_and_position(
    fields: dict[str, object], field: str, char: str, position: str
) -> None:
    exc = refusal(**fields)
    assert exc.field == field
    assert char in exc.rule and position in exc.rule, exc.rule


def test_names_and_ids_refuse_even_the_joiners() -> None:
    # The address parser refuses Cc/Cf and every Unicode space (the Hangul filler among them)
    # itself; the variation selector passes it and is caught here.
    exc = refusal(to=["Bob\u3164 <bob@ok.test>"])
    assert exc.field == "to" and "U+3164" in exc.rule and "HANGUL FILLER" in exc.rule
    exc = refusal(to=["Bo\ufe0fb <bob@ok.test>"])
    assert exc.field == "to" and "VARIATION SELECTOR-16" in exc.rule and "character 3" in exc.rule
    exc = refusal(
        attachments=[Attachment(filename="invoice\u202efdp.exe", content_type="text/plain", data=b"")]
    )
    assert exc.field == "attachments" and "attachment 1" in exc.rule and "RIGHT-TO-LEFT OVERRIDE" in exc.rule
    exc = refusal(idempotency_key="k\u200dk")
    assert exc.field == "idempotency_key" and "ZERO WIDTH JOINER" in exc.rule
    exc = refusal(in_reply_to="m1\x1b")
    assert exc.field == "in_reply_to" and "ESC" in exc.rule


WRITING = [
    "Sehr geehrte Frau Müller,\n\nanbei die Unterlagen.\tGrüße",
    "Ωμέγα καλημέρα; Привет, мир! Ünïcödé",
    "שלום עולם, מה שלומך?\nمرحبا بالعالم",  # right-to-left scripts need no controls
    "می\u200cخواهم به خانه بروم",  # Persian with ZWNJ
    "क्\u200dष and रा\u200dम",  # Devanagari with ZWJ after virama
    "你好，世界。こんにちは、世界。안녕하세요 세계",
    "สวัสดีชาวโลก ສະບາຍດີ",
    "Family 👨\u200d👩\u200d👧\u200d👦, heart on fire ❤\ufe0f\u200d🔥, flag 🏳\ufe0f\u200d🌈",
    "Keycap 1\ufe0f\u20e3, skin tone 👍🏽, text heart ❤\ufe0e, smile 🙂",
    "line one\r\nline two\r\n",  # CR LF is one line break
]


@pytest.mark.parametrize("text", WRITING)
def test_real_writing_passes(text: str) -> None:
    check(subject=text.split("\n")[0].strip("\r"), body=text)


@given(
    st.text(
        st.one_of(
            st.characters(
                categories=("L", "M", "N", "P", "S", "Zs"),
                exclude_characters="\u3164\u115f\u1160\u034f\uffa0",
            ),
            st.sampled_from("\n\t"),
        ),
        min_size=1,
    ).filter(lambda t: t.strip())
)
def test_text_of_visible_characters_passes(text: str) -> None:
    if any(is_hidden(c) and c not in "\n\t" for c in text):
        return  # default-ignorable or newly assigned letters: the refusals above cover them
    check(body=text)


def test_send_refuses_before_storing_anything(
    home: Path, gw: Gateway, capsys: pytest.CaptureFixture[str]
) -> None:
    gw.rules.add_agent("bot")
    body = "Hi Bob,\n\x1b[5A\r\x1b[2Kto: <bob@ok.test>\n"
    code = main(
        [
            "--home",
            str(home),
            "send",
            "--agent",
            "bot",
            "--to",
            "evil@attacker.test",
            "--subject",
            "Hi",
            "--body",
            body,
        ]
    )
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert err.startswith("mailgate: body: must not contain U+001B ESC (control) at line 2, column 1"), err
    assert "\x1b" not in err and len(err.splitlines()) == 1
    assert gw.outbox.drafts() == []
