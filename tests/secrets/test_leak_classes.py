"""Encoded leaks the scanner must block, class by class, and the ordinary text it must leave alone.

Escapes, layered encodings, invisible characters, pieces and reordering, character codes and
compression, every field of a draft; then near-misses of short passwords, and properties:
decoders never raise and stay bounded, and a random long value is found under every encoding.
"""

from __future__ import annotations

import base64
import codecs
import gzip
import random
import re
import string
import zlib
from collections.abc import Callable

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mailgate.model import Address, Attachment, DraftRequest, Recipient, RecipientKind
from mailgate.secrets import decoders
from mailgate.secrets.decoders import DECODERS, MAX_OUTPUT, MAX_RUNS, bytes_texts, derived_texts
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.parts import draft_parts
from mailgate.secrets.transforms import fuzzy_ok

TOKEN = "Zq7Wm2Kx9Rb4Tn8Lp3Vc"  # 20 random letters and digits: long enough for fuzzy forms
SHORT_PW = "Autumn2031?"  # short and low-entropy: exact forms only
SCANNER = LeakScanner.build(
    [Secret(name="token", value=TOKEN), Secret(name="wifi", value=SHORT_PW)], min_fraction=0.6
)


def blocked(text: str, scanner: LeakScanner = SCANNER) -> set[str]:
    return {h.name for h in scanner.scan({"body": f"Hi Sam,\n\nhere it is: {text}\n\nThanks"})}


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def caesar(text: str, n: int) -> str:
    low, up = string.ascii_lowercase, string.ascii_uppercase
    return text.translate(str.maketrans(low + up, low[n:] + low[:n] + up[n:] + up[:n]))


def atbash(text: str) -> str:
    low, up = string.ascii_lowercase, string.ascii_uppercase
    return text.translate(str.maketrans(low + up, low[::-1] + up[::-1]))


def rot47(text: str) -> str:
    return "".join(chr(33 + (ord(c) - 33 + 47) % 94) if 33 <= ord(c) <= 126 else c for c in text)


def raw_deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


ESCAPES: list[Callable[[str], str]] = [
    lambda v: "".join(f"\\x{ord(c):02x}" for c in v),
    lambda v: '{"k": "' + "".join(f"\\u{ord(c):04x}" for c in v) + '"}',
    lambda v: "".join(f"\\u{{{ord(c):x}}}" for c in v),
    lambda v: "".join(f"&#{ord(c)}" for c in v),  # no semicolons
    lambda v: "".join(f"%25{ord(c):02X}" for c in v),  # double percent-encoding
    lambda v: "".join(f"%25{ord(c):02x}" if i % 2 else f"%{ord(c):02X}" for i, c in enumerate(v)),
    lambda v: "".join(f"\\{ord(c):03o}" for c in v),
]
LAYERED: list[Callable[[str], str]] = [
    lambda v: b64(b64(v.encode()).encode()),
    lambda v: b64(v.encode().hex().encode()),
    lambda v: b64(v[::-1].encode()),
    lambda v: v.encode("utf-16-be").hex(),
    lambda v: base64.b32encode(v.encode()).decode(),
    lambda v: base64.b85encode(v.encode()).decode(),
    lambda v: base64.a85encode(v.encode(), adobe=True).decode(),
    lambda v: base64.urlsafe_b64encode(b"\xfb\xff" + v.encode()).decode().rstrip("="),
    lambda v: codecs.encode(v, "rot13"),
    lambda v: atbash(v),
    lambda v: rot47(v),
]
INVISIBLE: list[Callable[[str], str]] = [
    lambda v: "\U0001f600" + "".join(chr(0xE0000 + ord(c)) for c in v),  # a whole TAG payload
    lambda v: "\U000e0020".join(v),
    lambda v: "\ufe0f".join(v),
    lambda v: "\u202a".join(v) + "\u202c",
    lambda v: "\u00ad".join(v),
    lambda v: "\u2066".join(v),
    lambda v: "\u2764" + "".join(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16) for b in v.encode()),
]
CODES: list[Callable[[str], str]] = [
    lambda v: " ".join(str(ord(c)) for c in v),
    lambda v: ", ".join(str(ord(c)) for c in v),
    lambda v: "String.fromCharCode(" + ",".join(str(ord(c)) for c in v) + ")",
    lambda v: " ".join(f"{ord(c):08b}" for c in v),
    lambda v: " ".join(f"{ord(c):o}" for c in v),
    lambda v: " ".join(f"0x{ord(c):02x}" for c in v),
    lambda v: b64(zlib.compress(v.encode())),
    lambda v: zlib.compress(v.encode()).hex(),
    lambda v: b64(gzip.compress(f"USER=app\nPASSWORD={v}\n".encode())),
    lambda v: b64(raw_deflate(v.encode())),
    lambda v: b64(v.encode("utf-16")),
]


@pytest.mark.parametrize("encode", ESCAPES + LAYERED + INVISIBLE + CODES)
@pytest.mark.parametrize("value", [TOKEN, SHORT_PW])
def test_encoded_value_is_blocked(value: str, encode: Callable[[str], str]) -> None:
    name = "token" if value == TOKEN else "wifi"
    assert name in blocked(encode(value))


@pytest.mark.parametrize("shift", [1, 7, 13, 25])
def test_any_caesar_shift_of_a_long_value_is_blocked(shift: int) -> None:
    # Short values are matched under ROT13, Atbash and ROT47 only (see docs/security.md).
    assert blocked(caesar(TOKEN, shift)) == {"token"}
    assert blocked(caesar("Caesar shifted: " + TOKEN, shift)) == {"token"}


def test_quoted_printable_soft_breaks_inside_the_value() -> None:
    encoded = "".join(f"={b:02X}" for b in TOKEN.encode())
    assert "token" in blocked(encoded[:13] + "=\n" + encoded[13:31] + "=\r\n" + encoded[31:])


@pytest.mark.parametrize(
    "parts",
    [
        {"subject": f"Keys [{TOKEN[:10]}", "body": f"...rest: {TOKEN[10:]}]"},
        {"body": f"part 1: {TOKEN[:7]} / part 2: {TOKEN[7:14]} / part 3: {TOKEN[14:]}"},
        {"body": f"[3]{TOKEN[14:]} [1]{TOKEN[:7]} [2]{TOKEN[7:14]}"},
        {"body": "\n".join([TOKEN[15:], TOKEN[10:15], TOKEN[5:10], TOKEN[:5]])},  # bottom to top
        {"body": f"A: {TOKEN[0::2]}\nB: {TOKEN[1::2]}"},
        {"in_reply_to": f"<{TOKEN[:12]}@mail.example>", "body": f"and {TOKEN[12:]}"},
        {"idempotency_key": TOKEN[:9], "to:a@b.example": f"a@b.example Ops {TOKEN[9:]}"},
    ],
)
def test_pieces_anywhere_in_the_draft_are_reassembled(parts: dict[str, str]) -> None:
    assert [h.name for h in SCANNER.scan(parts)] == ["token"]


def _draft(**fields: object) -> DraftRequest:
    base: dict[str, object] = {
        "agent": "bot",
        "recipients": (Recipient(kind=RecipientKind.TO, address=Address(local="a", domain="b.example")),),
        "subject": "Hello",
        "body": "Nothing to see.",
    }
    return DraftRequest(**{**base, **fields})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "draft",
    [
        _draft(attachments=(Attachment(filename=f"{TOKEN}.txt", content_type="text/plain", data=b"hi"),)),
        _draft(
            attachments=(Attachment(filename="a.csv", content_type="text/csv", data=f"k,{TOKEN}".encode()),)
        ),
        _draft(
            attachments=(
                Attachment(filename="a.bin", content_type="x/y", data=gzip.compress(TOKEN.encode())),
            )
        ),
        _draft(attachments=(Attachment(filename="a.txt", content_type="x/y", data=TOKEN.encode("utf-16")),)),
        _draft(idempotency_key=TOKEN.encode().hex()),
        _draft(in_reply_to=f"<{base64.urlsafe_b64encode(TOKEN.encode()).decode().rstrip('=')}@x.example>"),
        _draft(references=f"<{TOKEN}@x.example>"),
        _draft(
            recipients=(
                Recipient(
                    kind=RecipientKind.CC, address=Address(local="c", domain="d.example", display_name=TOKEN)
                ),
            )
        ),
    ],
)
def test_every_field_of_a_draft_is_scanned(draft: DraftRequest) -> None:
    assert [h.name for h in SCANNER.scan(draft_parts(draft))] == ["token"]


# --- what must not be blocked ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "See you in autumn 2031? Maybe.",
        "Our Autumn-2031 collection is out",
        "autumn, 2031: the plan",
        "Autumn 2031 ? we will see",
        "The autumn of 2031 was mild.",
        "autumn2030 and autumn2032",
        "ID: Autumn20311",
        "nhghza 2031",  # ROT13 of the word, with the space: not the password
        "zq7wm2 kx9rb4 is a line from the log",  # a third of the token, in pieces
        f"{TOKEN[:8]}... and later {TOKEN[12:]}",  # pieces that leave a gap
        TOKEN[:10] + "Q" + TOKEN[11:],  # one character changed
        b64(b"Autumn 2031 offsite agenda"),
        "\u05e9\u05dc\u05d5\u05dd \u200fDana\u200f and "
        "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",
        "Stra\u00dfen\u00adbahn\u00adhalte\u00adstelle",
    ],
)
def test_ordinary_text_is_not_blocked(text: str) -> None:
    assert blocked(text) == set()


def test_a_short_password_spread_out_character_by_character_is_blocked() -> None:
    assert blocked(".".join(SHORT_PW.upper())) == {"wifi"}
    assert blocked("-".join(SHORT_PW)) == {"wifi"}


def test_passphrase_words_in_another_order_are_not_a_leak() -> None:
    scanner = LeakScanner.build([Secret(name="pp", value="granite pelican saffron ladder")])
    assert blocked("the ladder, the saffron pelican and granite", scanner) == set()
    assert blocked("granite pelican saffron ladder", scanner) == {"pp"}


# --- properties --------------------------------------------------------------------------------


@given(st.text(max_size=3000))
@settings(max_examples=150, deadline=None)
def test_decoders_never_raise_and_stay_within_budget(text: str) -> None:
    out = derived_texts(text)
    for decoder in DECODERS:  # each decoder's own budget: runs and characters it produced
        mine = [t for label, t in out if label.rsplit("+", 1)[-1] == decoder.name]
        assert len(mine) <= MAX_RUNS
        assert sum(map(len, mine)) <= MAX_OUTPUT


@given(st.binary(max_size=2000))
@settings(max_examples=150, deadline=None)
def test_bytes_decoding_never_raises(data: bytes) -> None:
    for text in bytes_texts(data):
        assert isinstance(text, str)


def test_nested_encodings_are_undone_to_a_bounded_depth() -> None:
    layered = TOKEN.encode()
    for _ in range(6):  # far more layers than MAX_DEPTH: decoding stops, it does not loop
        layered = base64.b64encode(layered)
    out = derived_texts(layered.decode())
    assert 0 < len(out) <= MAX_RUNS


def test_a_compression_bomb_inflates_only_to_the_cap() -> None:
    bomb = b64(zlib.compress(b"A" * 50_000_000))
    assert sum(len(t) for label, t in derived_texts(bomb) if label.endswith("encoded")) <= MAX_OUTPUT


def test_padding_that_spends_one_decoders_budget_hides_nothing_from_the_others() -> None:
    # More distinct base64 words than one decoder may read, then the value read out word by
    # word: the base64 decoder stops at its budget, the spelling decoder still reads its run.
    padding = " ".join(b64(f"note {i} about the plan".encode()) for i in range(MAX_RUNS + 44))
    nato = "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november"
    words = {
        w[0]: w
        for w in (
            nato + " oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu"
        ).split()
    }
    digits = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = " ".join(words[c.lower()] if c.isalpha() else digits[int(c)] for c in TOKEN)
    assert len([label for label, _ in derived_texts(padding) if label == "encoded"]) == MAX_RUNS
    assert blocked(padding + "\n\n" + spelled) == {"token"}


ALL_ENCODINGS = [*ESCAPES, *LAYERED, *INVISIBLE, *CODES, lambda v: caesar(v, 11)]


@given(
    seed=st.integers(0, 2**32),
    which=st.integers(0, len(ALL_ENCODINGS) - 1),
    length=st.integers(16, 48),
)
@settings(max_examples=150, deadline=None)
def test_a_random_long_value_is_found_under_every_encoding(seed: int, which: int, length: int) -> None:
    rng = random.Random(seed)
    # At least 12 letters: a letter shift is seen through the steps between letters.
    chars = [rng.choice(string.ascii_letters) for _ in range(12)]
    chars += [rng.choice(string.ascii_letters + string.digits) for _ in range(length - 12)]
    rng.shuffle(chars)
    value = "".join(chars)
    # A letter shift is a fuzzy form: by design only values random enough get one (a short or
    # repetitive value would match ordinary words), so a draw under that bar is no test of it.
    assume(which != len(ALL_ENCODINGS) - 1 or fuzzy_ok(value))
    scanner = LeakScanner.build([Secret(name="v", value=value)])
    assert blocked(ALL_ENCODINGS[which](value), scanner) == {"v"}


def test_redaction_leaves_pieces_alone_and_removes_the_value() -> None:
    # Pieces of a value are patterns too, but only the whole value (or its encodings) is cut.
    text = f"ref {TOKEN[:7]} and the key {TOKEN}"
    assert SCANNER.redact(text) == f"ref {TOKEN[:7]} and the key [REDACTED]"


# --- where code lists can be: bounded tokens find what unbounded ones found ---------------------

_UNBOUNDED_REGION = re.compile(r"[0-9][0-9A-Za-z]*(?:[^0-9]{1,16}[0-9][0-9A-Za-z]*){3,}")
_CODE_TEXT = st.lists(
    st.one_of(
        st.sampled_from(["0x", "\\x", "U+", "&#x", "&#", ";", ",", ", ", " ", ")+chr(", "0b", "h", "\n"]),
        st.text("0123456789abcdefABCDEFxyz", min_size=1, max_size=30),
    ),
    max_size=40,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(text=_CODE_TEXT)
def test_bounded_code_regions_read_the_same_lists(text: str) -> None:
    # The region regex's tokens became bounded and possessive (a long alphanumeric run made the
    # old one quadratic); the code lists read out of a text must not change.
    bounded = set(decoders._char_code_views(text))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(decoders, "_CODE_REGION", _UNBOUNDED_REGION)
        unbounded = set(decoders._char_code_views(text))
    assert bounded == unbounded
