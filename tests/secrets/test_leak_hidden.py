"""Leaks hidden in layout, bits and numbers (``secrets/hidden.py``) and the keyless ciphers.

Per class: the readers undo their transform for any value (hypothesis), the scanner blocks a
draft that carries a vault value that way, and ordinary text, or a short human password put
through the same loose arrangement, stays clean.
"""

from __future__ import annotations

import base64
import json
import random
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.model import Address, Attachment, DraftRequest, Recipient, RecipientKind
from mailgate.secrets.decoders import stated_xor_strings
from mailgate.secrets.hidden import (
    big_integer_views,
    bits_texts,
    delta_code_views,
    indexed_json_views,
    last_character_views,
    rail_fence_decode,
    token_grid_views,
    trailing_whitespace_views,
    zero_width_bit_views,
)
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.parts import draft_parts
from mailgate.secrets.transforms import swap_pairs

TOKEN = "Zq7Wm2Kx9Rb4Tn8Lp3Vc"  # 20 random letters and digits
PIN = "jP$19#9d0NdL"  # 12 random characters: exact forms and pieces, no loose forms
SHORT_PW = "Autumn2031?"  # human-chosen: exact forms only
SCANNER = LeakScanner.build(
    [Secret(name="token", value=TOKEN), Secret(name="pin", value=PIN), Secret(name="wifi", value=SHORT_PW)]
)
VALUES = (TOKEN, PIN, SHORT_PW)
PRINTABLE = st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=4, max_size=40)


def blocked(text: str) -> set[str]:
    return {h.name for h in SCANNER.scan({"body": f"Hi Sam,\n\nas discussed:\n{text}\n\nThanks,\nMorgan"})}


def rail_fence(text: str, rails: int) -> str:
    rows: list[list[str]] = [[] for _ in range(rails)]
    row, step = 0, 1
    for char in text:
        rows[row].append(char)
        step = 1 if row == 0 else -1 if row == rails - 1 else step
        row += step
    return "".join("".join(r) for r in rows)


def bits(value: str) -> str:
    return "".join(format(b, "08b") for b in value.encode())


# --- invisible: bits -------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(PRINTABLE, st.sampled_from(["\u200b\u200c", "\u2060\u200b", "\u200d\ufeff", "\u200c\u2060"]))
def test_bits_in_two_zero_width_characters_are_read_back(value: str, pair: str) -> None:
    hidden = "".join(pair[int(b)] for b in bits(value))
    assert value in list(zero_width_bit_views(f"Looking forward to Thurs{hidden}day."))


@settings(max_examples=60, deadline=None)
@given(PRINTABLE, st.integers(1, 9))
def test_bits_in_trailing_whitespace_are_read_back(value: str, per_line: int) -> None:
    stream = bits(value).replace("0", " ").replace("1", "\t")
    lines = [f"note line {i} " + stream[i : i + per_line] for i in range(0, len(stream), per_line)]
    assert value in list(trailing_whitespace_views("\n".join(lines)))


def test_bit_encodings_of_a_vault_value_are_blocked() -> None:
    for value, name in ((TOKEN, "token"), (PIN, "pin"), (SHORT_PW, "wifi")):
        zw = "".join("\u200b\u200c"[int(b)] for b in bits(value))
        assert blocked(f"See you{zw} soon.") == {name}
        words = ["fern", "rain", "oak", "river", "calm"]
        stream = bits(value).replace("0", " ").replace("1", "\t")
        lines = [f"{random.Random(i).choice(words)} {stream[i : i + 8]}" for i in range(0, len(stream), 8)]
        assert blocked("Notes from the walk:\n" + "\n".join(lines)) == {name}


def test_ordinary_invisible_characters_and_flowed_lines_are_not_bits() -> None:
    emoji = "family \U0001f468\u200d\U0001f469\u200d\U0001f467 and \u200bsoft\u00adhyphen " * 20
    assert list(zero_width_bit_views("family \U0001f468\u200d\U0001f469\u200d\U0001f467 " * 40)) == []
    flowed = "\n".join(f"line {i} of a flowed paragraph " for i in range(40))
    assert list(trailing_whitespace_views(flowed)) == []  # spaces only: nothing to read
    assert blocked(emoji) == set()
    assert list(bits_texts("01" * 15)) == []  # under MIN_BITS: too few to be a value


# --- ciphers ---------------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(PRINTABLE, st.integers(2, 8))
def test_rail_fence_decode_inverts_the_rail_fence(value: str, rails: int) -> None:
    assert rail_fence_decode(rail_fence(value, rails), rails) == value


def test_a_rail_fence_with_stated_or_unstated_rails_is_blocked() -> None:
    assert blocked(f"Rail fence, 4 rails: {rail_fence(PIN, 4)}") == {"pin"}
    assert blocked(f"zig-zag cipher (rails=3) -> {rail_fence(TOKEN, 3)}") == {"token"}
    assert blocked(f"Rail fence: {rail_fence(SHORT_PW, 5)}") == {"wifi"}
    assert blocked(f"The rail strike moved the meeting; ref {rail_fence('Hs4Jd8Gv2Mc6Ny1Qa5Pe', 3)}") == set()


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=2, max_size=12).filter(lambda k: b'"' not in k and b"\n" not in k))
def test_a_stated_multi_byte_xor_key_is_found(key: bytes) -> None:
    stated = key.hex()
    assert bytes.fromhex(stated) in stated_xor_strings(f"XOR with key bytes {stated}, output hex:")


def test_repeating_key_xor_with_a_stated_key_is_blocked() -> None:
    data = TOKEN.encode()
    for key in (b"harbor", bytes.fromhex("5a17")):
        mixed = bytes(b ^ key[i % len(key)] for i, b in enumerate(data))
        shown = f'"{key.decode()}"' if key.isalpha() else f"bytes {key.hex()}"
        assert blocked(f"XOR with key {shown}, output hex:\n{mixed.hex()}") == {"token"}
        assert blocked(f"XOR key {shown}, base64: {base64.b64encode(mixed).decode()}") == {"token"}


@given(PRINTABLE, st.sampled_from([0, 1]))
def test_swapping_pairs_twice_gives_the_value_back(value: str, first: int) -> None:
    assert swap_pairs(swap_pairs(value, first), first) == value


def test_swapped_pairs_and_keyboard_shifts_are_blocked() -> None:
    assert blocked(f"swap each pair back: {swap_pairs(TOKEN)}") == {"token"}
    assert blocked(f"ref {swap_pairs(PIN, 1)}") == {"pin"}
    rows = ("qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890")
    right = {c: row[(i + 1) % len(row)] for row in rows for i, c in enumerate(row)}
    typed = "".join(right.get(c.lower(), c).upper() if c.isupper() else right.get(c, c) for c in TOKEN)
    assert blocked(f"typed one key to the right: {typed}") == {"token"}


def test_a_short_password_swapped_or_shifted_matches_only_as_a_whole_word() -> None:
    swapped = swap_pairs(SHORT_PW)
    assert blocked(f"code {swapped} today") == {"wifi"}
    assert blocked(f"code x{swapped}y today") == set()


# --- character codes -------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(PRINTABLE)
def test_delta_codes_are_read_back(value: str) -> None:
    codes = [ord(c) for c in value]
    steps = " ".join(f"{b - a:+d}" for a, b in pairwise(codes))
    listed = ", ".join(map(str, [codes[0]] + [b - a for a, b in pairwise(codes)]))
    if len(codes) >= 7 and any(b < a for a, b in pairwise(codes)):
        assert value in list(delta_code_views(f"Delta-coded: start {codes[0]}, then {steps}"))
        assert value in list(delta_code_views(f"deltas: [{listed}]"))


@settings(max_examples=80, deadline=None)
@given(PRINTABLE.filter(lambda v: len(v) >= 9))
def test_a_value_as_one_big_integer_is_read_back(value: str) -> None:
    number = int.from_bytes(value.encode(), "big")
    assert value in list(big_integer_views(f"As one integer: {number}."))
    little = int.from_bytes(value.encode(), "little")
    assert value in list(big_integer_views(f"little-endian {little}"))


def test_delta_codes_and_big_integers_of_vault_values_are_blocked() -> None:
    for value, name in ((TOKEN, "token"), (PIN, "pin"), (SHORT_PW, "wifi")):
        codes = [ord(c) for c in value]
        steps = " ".join(f"{b - a:+d}" for a, b in pairwise(codes))
        assert blocked(f"Delta-coded: start {codes[0]}, then {steps}") == {name}
        assert blocked(f"As one integer: {int.from_bytes(value.encode(), 'big')}") == {name}


def test_long_numbers_and_signed_figures_in_ordinary_mail_stay_clean() -> None:
    text = (
        "Tracking 12345678901234567890123 and IBAN 89370400440532013000.\n"
        "Changes this week: +12 -3 +40 -7 +2 +19 -25 +6 (units)\n"
        "Temperatures: 12, -3, 4, -8, 15, 7, -2, 9"
    )
    assert blocked(text) == set()


# --- splitting -------------------------------------------------------------------------------


def test_a_value_down_a_grid_column_is_blocked() -> None:
    rng = random.Random(7)
    grid = ["".join(rng.choice("abcdefghjk") for _ in range(2)) + c + rng.choice("xyzuvw") for c in TOKEN]
    assert blocked("Read the third column:\n" + "\n".join(grid)) == {"token"}


def test_word_initials_spelling_a_value_are_blocked() -> None:
    vocabulary = "zebra quiet window maple kettle xray nine river bright tiger lemon pencil violet cloud"
    words = {w[0]: w for w in vocabulary.split()}
    line = " ".join(
        words[c.lower()].capitalize() if c.isupper() else words.get(c, c) if c.isalpha() else c for c in TOKEN
    )
    assert blocked("Take the first letter of each word: " + line) == {"token"}


def test_chunks_listed_in_reverse_order_are_blocked() -> None:
    chunks = [PIN[i : i + 3] for i in range(0, len(PIN), 3)]
    assert blocked("Bottom-up order:\n" + " / ".join(reversed(chunks))) == {"pin"}
    assert blocked("Lists: apples, pears, plums, figs | dates; limes") == set()


PHRASE = "seven lazy otters orbit the copper moon"
PHRASES = LeakScanner.build([Secret(name="phrase", value=PHRASE), Secret(name="token", value=TOKEN)])


def test_a_passphrase_through_a_rail_fence_or_a_stated_vigenere_key_is_blocked() -> None:
    def vigenere(text: str, key: str) -> str:
        out, n = [], 0
        for c in text:
            if c.isalpha():
                out.append(chr(97 + (ord(c) - 97 + ord(key[n % len(key)]) - 97) % 26))
                n += 1
            else:
                out.append(c)
        return "".join(out)

    for body in (
        f"zigzag cipher with 2 rails -> {rail_fence(PHRASE, 2)}",
        f"Vigenere, key lantern: {vigenere(PHRASE, 'lantern')}",
    ):
        assert {h.name for h in PHRASES.scan({"body": body})} == {"phrase"}


@settings(max_examples=40, deadline=None)
@given(
    st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=24, max_size=60), st.integers(3, 6)
)
def test_a_grid_of_single_characters_is_read_down_its_columns(value: str, height: int) -> None:
    # Rows of MIN_TOKEN_COLUMNS (3) cells or more: the value fills 4 or more columns.
    rows = [value[i : i + height] for i in range(0, len(value), height)]
    lines = [" ".join(row[j] for row in rows if j < len(row)) for j in range(height)]
    assert value in "\n".join(token_grid_views("Read down the columns:\n" + "\n".join(lines)))


def test_one_character_per_labelled_line_and_indexed_json_chunks_are_read() -> None:
    numbered = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(TOKEN))
    assert TOKEN in list(last_character_views(numbered))
    chunks = [(2, TOKEN[10:]), (0, TOKEN[:5]), (1, TOKEN[5:10])]
    listed = json.dumps({"chunks": [{"i": i, "v": v} for i, v in chunks]})
    assert TOKEN in list(indexed_json_views(f"payload: {listed}"))
    assert blocked(listed) == {"token"}
    assert blocked(numbered) == {"token"}


def test_a_value_cut_over_small_attachments_is_read_in_file_name_order() -> None:
    pieces = [PIN[i : i + 3] for i in range(0, len(PIN), 3)]
    draft = DraftRequest(
        agent="a",
        recipients=(Recipient(kind=RecipientKind.TO, address=Address(local="sam", domain="example.test")),),
        subject="Files",
        body="See the attached parts.",
        attachments=tuple(
            Attachment(filename=f"part{n + 1}.txt", content_type="text/plain", data=p.encode())
            for n, p in reversed(list(enumerate(pieces)))
        ),
    )
    assert {h.name for h in SCANNER.scan(draft_parts(draft))} == {"pin"}


def test_letters_spelled_with_their_case_and_symbols_by_name_are_read() -> None:
    names = {"$": "dollar", "#": "hash"}
    digits = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    said = ", ".join(
        f"capital {c}" if c.isupper() else f"lowercase {c}" if c.isalpha() else names.get(c) or digits[int(c)]
        for c in PIN
    )
    assert blocked(said) == {"pin"}
    nato = "romeo whiskey echo juliett - delta yankee romeo two - four five four romeo"
    recovery = LeakScanner.build([Secret(name="rc", value="rwej-dyr2-454r")])
    assert {h.name for h in recovery.scan({"body": f"NATO: {nato}"})} == {"rc"}


def test_wrapped_base85_and_a_wrapped_blob_after_a_lead_in_are_joined() -> None:
    encoded = base64.b85encode(base64.b64encode(TOKEN.encode() * 3)).decode()
    wrapped = "\n".join(encoded[i : i + 40] for i in range(0, len(encoded), 40))
    assert blocked(f"undo base85 then base64:\n{wrapped}") == {"token"}
    hexed = base64.b64encode(TOKEN.encode() * 2).hex()
    lines = [hexed[i : i + 60] for i in range(0, len(hexed), 60)]
    assert blocked("P.S. " + "\n".join(lines)) == {"token"}
