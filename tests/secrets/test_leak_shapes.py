"""Keyless ciphers and reorderings (``secrets/shapes.py``) and the session-9 readers.

Per class: a value under any one-to-one character map (its shape) or reordered (its letters) is
found without a key; keys stated as a keyword or codename; codes as sums, offset codes and packed
words; Braille and flag letters; every k-th character; compressed text inside a binary file. And
the other side: a near-miss with one character changed, ordinary prose, random tokens and a short
human password put through the same transforms stay clean.
"""

from __future__ import annotations

import base64
import io
import random
import string
import tarfile
import zlib

from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.model import Address, Attachment, DraftRequest, Recipient, RecipientKind
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.parts import draft_parts
from mailgate.secrets.shapes import ShapeIndex, anagram_key, shape_bits, signature

TOKEN = "mQ7vXq2Lm9Zk4Qv8Tz3Xk7Pm"  # 24 random letters and digits, several repeated
URL_KEY = "https://hooks.example.test/T04XQ9P/B07LM2Z/aZ9xQ4mP2vT7kL8w"
SHORT_PW = "Autumn2031?"  # human-chosen: exact forms only
SCANNER = LeakScanner.build(
    [
        Secret(name="token", value=TOKEN),
        Secret(name="hook", value=URL_KEY),
        Secret(name="wifi", value=SHORT_PW),
    ]
)
A62 = string.ascii_uppercase + string.ascii_lowercase + string.digits


def blocked(text: str) -> set[str]:
    return {
        h.name for h in SCANNER.scan({"body": f"Hello Kai,\n\nthe item from the call:\n{text}\n\nBest,\nRo"})
    }


def mapped(value: str, table: dict[str, str]) -> str:
    return "".join(table.get(c, c) for c in value)


def shifted62(value: str, shift: int) -> str:
    return mapped(value, {c: A62[(i + shift) % 62] for i, c in enumerate(A62)})


def affine62(value: str, a: int, b: int) -> str:
    return mapped(value, {c: A62[(a * i + b) % 62] for i, c in enumerate(A62)})


def columnar(value: str, key: str) -> str:
    columns = [value[i :: len(key)] for i in range(len(key))]
    return "".join(columns[i] for i in sorted(range(len(key)), key=lambda i: (key[i], i)))


def draft(body: str, *files: tuple[str, bytes]) -> DraftRequest:
    return DraftRequest(
        agent="a",
        recipients=(Recipient(kind=RecipientKind.TO, address=Address(local="kai", domain="corp.example")),),
        subject="Notes",
        body=body,
        attachments=tuple(
            Attachment(filename=n, content_type="application/octet-stream", data=d) for n, d in files
        ),
    )


# --- shapes: any one-to-one character map ---------------------------------------------------


@given(st.text(st.sampled_from("abcdef"), min_size=1, max_size=30), st.permutations("abcdefghij"))
def test_a_one_to_one_map_keeps_the_signature(text: str, perm: list[str]) -> None:
    table = dict(zip("abcdefghij", perm, strict=True))
    assert signature(mapped(text, table)) == signature(text)


@given(st.text(min_size=1, max_size=40), st.text(min_size=1, max_size=40))
def test_equal_signatures_mean_a_one_to_one_map(a: str, b: str) -> None:
    if signature(a) == signature(b):
        forward = dict(zip(a, b, strict=True))
        backward = dict(zip(b, a, strict=True))
        assert mapped(a, forward) == b and mapped(b, backward) == a


@given(st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=40), st.randoms())
def test_anagram_key_ignores_order(text: str, rng: random.Random) -> None:
    chars = list(text)
    rng.shuffle(chars)
    assert anagram_key("".join(chars)) == anagram_key(text)


def test_a_value_whose_characters_never_repeat_has_no_usable_shape() -> None:
    # Its shape is every all-different token's shape: it gets no shape pattern.
    assert shape_bits("ABCDEFGHIJKLMNOPQRST") < 20
    index = ShapeIndex(1)
    index.add(0, "ABCDEFGHIJKLMNOPQRST")
    assert list(index.hits(["qwertyuiopasdfghjklz"])) == []


def test_keyless_substitutions_of_a_long_random_value_are_blocked() -> None:
    rng = random.Random(9)
    legend = dict(zip(A62, rng.sample(A62, 62), strict=True))
    for coded in (
        shifted62(TOKEN, 17),  # Caesar over letters and digits as one alphabet
        affine62(TOKEN, 5, 11),
        mapped(TOKEN, legend),  # a substitution whose legend is not in the draft
        mapped(TOKEN[::-1], legend),  # reversed, then substituted
        "".join(chr(0x2800 + ord(c)) for c in TOKEN.lower()),  # one symbol per character
    ):
        assert blocked(f"Ref: {coded}") == {"token"}, coded


def test_a_keyless_substitution_of_a_url_key_is_blocked() -> None:
    assert blocked(f"Build tag: {affine62(URL_KEY, 7, 3)}\n(7x+3)") == {"hook"}


def test_a_near_miss_with_one_character_changed_has_the_shape_but_is_not_a_leak() -> None:
    near = TOKEN[:10] + ("J" if TOKEN[10] != "J" else "K") + TOKEN[11:]
    assert signature(near) == signature(TOKEN)  # what the rule below is for
    assert blocked(f"Ref: {near}") == set()


def test_random_tokens_of_the_same_length_are_not_the_value() -> None:
    rng = random.Random(4)
    tokens = [
        "".join(rng.choice(alphabet) for _ in range(len(TOKEN)))
        for alphabet in (A62, "0123456789abcdef", string.ascii_uppercase + "234567")
        for _ in range(300)
    ]
    assert blocked("\n".join(tokens)) == set()


def test_a_short_human_password_under_a_substitution_stays_clean() -> None:
    # Only exact forms of a short or human value: its shape is ordinary text's shape.
    assert blocked(f"Ref: {shifted62(SHORT_PW, 20)}") == set()
    assert blocked("Autumn wind 2031, Zvuvnt!") == set()


# --- transpositions: the letters in another order ----------------------------------------------


def test_transpositions_of_a_long_random_value_are_blocked() -> None:
    groups = [TOKEN[i : i + 4] for i in range(0, len(TOKEN), 4)]
    for text in (
        f"Lookup: {columnar(URL_KEY, 'KITE')}",
        f"Ref: {columnar(TOKEN, 'MAPLE')}",
        " ".join(reversed(groups)),  # groups listed last first
        "chunks: " + " | ".join(groups[3:] + groups[:3]),
    ):
        names = blocked(text)
        assert names and names <= {"token", "hook"}, text


def test_a_csv_of_single_characters_with_shuffled_rows_is_blocked() -> None:
    rows = list(enumerate(TOKEN))
    random.Random(2).shuffle(rows)
    csv = "seq,char\n" + "\n".join(f"{i},{c}" for i, c in rows)
    found = SCANNER.scan(draft_parts(draft("table attached", ("t.csv", csv.encode())))) != []
    assert found


def test_prose_with_the_value_s_letters_in_other_words_stays_clean() -> None:
    # The same letters spread over ordinary words plus others: not the same multiset.
    assert blocked("mix Q7 vXq2 and Lm9 with Zk4Qv8 then Tz3Xk7P more text") == set()


# --- stated keys, codes, symbols, strides, binary containers ------------------------------------


def vigenere(value: str, key: str) -> str:
    out, n = [], 0
    for c in value:
        if c.isascii() and c.isalpha():
            base = 65 if c.isupper() else 97
            out.append(chr(base + (ord(c) - base + ord(key[n % len(key)].lower()) - 97) % 26))
            n += 1
        else:
            out.append(c)
    return "".join(out)


def test_a_vigenere_key_stated_as_the_usual_keyword_is_used() -> None:
    assert blocked(f"Ticket: {vigenere(TOKEN, 'HERON')}\n(our usual keyword HERON)") == {"token"}


def test_a_repeating_xor_key_stated_as_a_codename_is_used() -> None:
    key = b"osprey"
    coded = bytes(b ^ key[i % len(key)] for i, b in enumerate(SHORT_PW.encode()))
    text = f"The codename for this sprint is osprey.\n\nBlob: {base64.b64encode(coded).decode()}"
    assert blocked(text) == {"wifi"}


def test_codes_written_as_small_sums_are_worked_out() -> None:
    rng = random.Random(5)
    sums = ", ".join(f"{ord(c) - (k := rng.randint(1, 30))}+{k}" for c in SHORT_PW)
    assert blocked(f"Sums: [{sums}]") == {"wifi"}


def test_codes_moved_by_a_constant_have_the_value_s_shape() -> None:
    assert blocked("codes less 40: " + " ".join(str(ord(c) - 40) for c in TOKEN)) == {"token"}


def test_codes_packed_into_32_bit_words_are_read_as_bytes() -> None:
    data = SHORT_PW.encode()
    words = [int.from_bytes(data[i : i + 4].ljust(4, b"\0"), "little") for i in range(0, len(data), 4)]
    assert blocked("packed: " + ", ".join(map(str, words)) + ", 0") == {"wifi"}


def test_braille_cells_and_flag_letters_are_read_back() -> None:
    assert blocked("".join(chr(0x2800 + b) for b in SHORT_PW.encode())) == {"wifi"}
    flags = "".join(
        chr(0x1F1E6 + ord(c) - 97) if c.isalpha() else c + "\ufe0f\u20e3" if c.isdigit() else c
        for c in "key-7f3a9c21d4e8b6"
    )
    scanner = LeakScanner.build([Secret(name="mailgun", value="key-7f3a9c21d4e8b6")])
    assert {h.name for h in scanner.scan({"body": f"value: {flags}"})} == {"mailgun"}


def test_flags_and_braille_in_ordinary_mail_stay_clean() -> None:
    greeting = "Greetings from \U0001f1eb\U0001f1f7 and \U0001f1ef\U0001f1f5! Room 4\ufe0f\u20e3"
    assert blocked(greeting) == set()
    assert blocked("\u2803\u2817\u2801\u280a\u2807\u2807\u2811 text for readers") == set()


def test_every_k_th_character_of_a_noisy_token_is_read() -> None:
    rng = random.Random(8)
    for step in (3, 4, 5, 6):
        noisy = "".join(c + "".join(rng.choice(A62) for _ in range(step - 1)) for c in TOKEN)
        assert blocked(f"Reference: {noisy}\n(every {step}th from the first)") == {"token"}, step


def png_with_ztxt(text: str) -> bytes:
    chunk = b"Comment\0\0" + zlib.compress(text.encode())
    return b"\x89PNG\r\n\x1a\n" + len(chunk).to_bytes(4, "big") + b"zTXt" + chunk + b"\0\0\0\0IEND\xaeB`\x82"


def test_compressed_text_inside_a_binary_file_is_read() -> None:
    parts = draft_parts(draft("logo attached", ("logo.png", png_with_ztxt(f"token {TOKEN}"))))
    assert {h.name for h in SCANNER.scan(parts)} == {"token"}


def test_a_tar_gz_archive_is_read_between_its_binary_bytes() -> None:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        data = f"WIFI_PASSWORD={SHORT_PW}\n".encode()
        member = tarfile.TarInfo(".env")
        member.size = len(data)
        archive.addfile(member, io.BytesIO(data))
    parts = draft_parts(draft("bundle attached", ("cfg.tar.gz", buffer.getvalue())))
    assert {h.name for h in SCANNER.scan(parts)} == {"wifi"}


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=0, max_size=600))
def test_any_binary_attachment_scans_without_error(data: bytes) -> None:
    SCANNER.scan(draft_parts(draft("file attached", ("blob.bin", b"x\x9c" + data))))


def test_redaction_covers_a_substituted_token() -> None:
    coded = shifted62(TOKEN, 9)
    assert coded not in SCANNER.redact(f"Ref: {coded} end")
