"""The strength rule (loose forms only for values hard to guess) and the decoders added with it:
Morse, single-byte XOR with a key the draft states, and blobs wrapped every few characters."""

from __future__ import annotations

import base64
import hashlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.secrets.decoders import derived_texts, stated_xor_keys
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.morse import ENCODE, decode, morse_views
from mailgate.secrets.strength import STRONG_MIN_BITS, guess_bits, strong

HUMAN = ("Springfield99", "Summer2024!", "Winter#2023", "Fido1987$", "Pelikan2019!")
TOKEN = "Zq7Wm2Kx9Rb4Tn8Lp3Vc"  # 20 random letters and digits: strong
SCANNER = LeakScanner.build(
    [Secret(name="token", value=TOKEN)] + [Secret(name=f"h{i}", value=v) for i, v in enumerate(HUMAN)]
)


def names(text: str) -> set[str]:
    return {h.name for h in SCANNER.scan({"body": f"Hello,\n\n{text}\n\nBest,\nSam"})}


# --- the strength rule -------------------------------------------------------------------------


@pytest.mark.parametrize("value", HUMAN)
def test_human_passwords_are_not_strong(value: str) -> None:
    assert guess_bits(value) < STRONG_MIN_BITS
    assert not strong(value)


@given(st.binary(min_size=4, max_size=16), st.integers(16, 48))
@settings(max_examples=50, deadline=None)
def test_random_values_of_16_or_more_characters_are_strong(seed: bytes, length: int) -> None:
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    digest = hashlib.sha512(seed).digest()
    assert strong("".join(alphabet[b % len(alphabet)] for b in digest[:length]))


@pytest.mark.parametrize(
    "prose",
    [
        "Spring clean-up list for Springfield: gutters, 99 moving boxes, and the shed.",
        "Train to Springfield on the 9th, coach 9.",
        "We met in summer 2024! It was lovely.",
        "Photos from #winter #2023 are in the album.",
        "Fido was born in 1987 $ that was long ago.",
        "Our team in Springfield has 99 members.",
    ],
)
def test_prose_close_to_a_short_password_is_not_a_leak(prose: str) -> None:
    assert names(prose) == set()


@pytest.mark.parametrize(
    "form",
    [
        lambda v: v,
        lambda v: v.upper(),
        lambda v: f"({v}).",
        lambda v: ".".join(v),
        lambda v: "\u200b".join(v),
        lambda v: base64.b64encode(v.encode()).decode(),
        lambda v: v.encode().hex(),
        lambda v: "".join(f"%{b:02X}" for b in v.encode()),
    ],
)
@pytest.mark.parametrize("index", range(len(HUMAN)))
def test_exact_forms_of_a_short_password_are_still_leaks(form: object, index: int) -> None:
    assert callable(form)
    assert f"h{index}" in names(form(HUMAN[index]))


def test_a_partial_run_of_a_strong_value_is_still_a_leak() -> None:
    assert names(f"the first part: {TOKEN[:14]}") == {"token"}


# --- Morse -------------------------------------------------------------------------------------

MORSE_TEXT = st.text(alphabet=sorted(set(ENCODE) - {" "}), min_size=6, max_size=40)


@given(MORSE_TEXT, st.sampled_from([(" ", " / "), (" ", "   "), ("  ", " | ")]), st.booleans())
@settings(max_examples=100, deadline=None)
def test_morse_reads_back_what_was_encoded(text: str, gaps: tuple[str, str], dots: bool) -> None:
    letter_gap, word_gap = gaps
    words = [text[i : i + 5] for i in range(0, len(text), 5)]
    coded = word_gap.join(" ".join(ENCODE[c] for c in w) for w in words)
    if dots:  # typographic dots and dashes
        coded = coded.replace(".", "\u00b7").replace("-", "\u2013")
    if letter_gap == "  ":
        assert decode(coded.replace(" | ", "|")) == " ".join(words)
    else:
        assert decode(coded) == " ".join(words)
    assert " ".join(words) in list(morse_views(f"In Morse:\n{coded}\nbye"))


@given(st.text(max_size=300))
@settings(max_examples=200, deadline=None)
def test_morse_never_raises(text: str) -> None:
    for view in morse_views(text):
        assert isinstance(view, str)


def test_a_value_in_morse_is_a_leak_and_prose_with_dashes_is_not() -> None:
    coded = " ".join(ENCODE[c] for c in TOKEN.upper())
    assert names(f"in morse: {coded}") == {"token"}  # Morse loses case, as a case change does
    scanner = LeakScanner.build([Secret(name="code", value="ci07-r6rl-qrbs-45wk")])
    coded = " ".join(ENCODE[c] for c in "CI07-R6RL-QRBS-45WK")
    assert {h.transform for h in scanner.scan({"body": f"morse:\n{coded}\n"})} == {"morse"}
    assert scanner.scan({"body": "Agenda -- items ... see below - - - done. -.- ok"}) == []


# --- XOR with a stated key ---------------------------------------------------------------------

KEY_FORMS = [
    lambda k: f"XOR each byte with {k}, then:",
    lambda k: f"XOR key 0x{k:02x}, below:",
    lambda k: f"key={k:02X} data:",
    lambda k: f"xor'd with 0b{k:b}:",
    lambda k: f"xor {k:02X}h:",
]


@given(st.integers(1, 255), st.sampled_from(range(len(KEY_FORMS))))
@settings(max_examples=100, deadline=None)
def test_a_stated_key_is_read_in_any_base(key: int, form: int) -> None:
    assert key in stated_xor_keys(f"Hi,\n{KEY_FORMS[form](key)}\n00ff00ff00ff")


@given(st.integers(1, 255), st.sampled_from(range(len(KEY_FORMS))), st.sampled_from(["hex", "b64", "b64url"]))
@settings(max_examples=60, deadline=None)
def test_a_value_xored_with_a_stated_key_is_a_leak(key: int, form: int, encoding: str) -> None:
    data = bytes(b ^ key for b in TOKEN.encode())
    payload = {
        "hex": data.hex(),
        "b64": base64.b64encode(data).decode(),
        "b64url": base64.urlsafe_b64encode(data).decode().rstrip("="),
    }[encoding]
    assert "token" in names(f"{KEY_FORMS[form](key)} {payload}")


def test_text_without_a_key_is_not_xored() -> None:
    data = bytes(b ^ 99 for b in TOKEN.encode())
    assert not any("xor" in label for label, _ in derived_texts(f"here: {data.hex()}"))


# --- blobs wrapped every few characters --------------------------------------------------------


@given(st.integers(4, 15), st.sampled_from(["b64url-of-hex", "b64", "hex"]))
@settings(max_examples=60, deadline=None)
def test_a_blob_wrapped_every_few_characters_is_decoded(width: int, encoding: str) -> None:
    raw = TOKEN.encode()
    blob = {
        "b64url-of-hex": base64.urlsafe_b64encode(raw.hex().encode()).decode().rstrip("="),
        "b64": base64.b64encode(raw).decode(),
        "hex": raw.hex(),
    }[encoding]
    wrapped = "\n".join(blob[i : i + width] for i in range(0, len(blob), width))
    assert "token" in names(f"token below:\n{wrapped}\n(keep it)")


def test_a_column_of_short_words_is_not_joined() -> None:
    text = "Items:\nbread\nmilk\nbutter\ncheese\napples\n"
    assert not any(label.startswith("wrapped") for label, _ in derived_texts(text))


@pytest.mark.parametrize(
    "value",
    ["0" * 40 + "a8f3c9d2e7b1Qz", "12345678901234567890123456789012" + "Zq8#xL2vR8zW"],
)
def test_a_predictable_prefix_does_not_make_a_random_tail_weak(value: str) -> None:
    # Rated on the first 32 characters alone these were 9-15 bits: loose forms of their random
    # tails (a partial run, pieces) would no longer have been matched.
    assert strong(value)
