"""Leak forms read since session 11 (issue #15): lists mixing quoted characters and codes, values
cut up by markup tags or wrapped inside an element over several lines, a lower-case value spelled
by word initials with no hint, a value typed with the keyboard in the Russian layout, and
character codes moved by a constant the draft states.

Per form: the reader undoes it for any value (hypothesis), the scanner blocks a draft carrying a
vault value that way (several variants), and ordinary text of the same kind stays clean; a
human-chosen password one character off is still not a leak through any of them.
"""

from __future__ import annotations

import base64

from hypothesis import given
from hypothesis import strategies as st

from mailgate.secrets.layouts import layout_views
from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.literals import mixed_list_views
from mailgate.secrets.markup import markup_views
from mailgate.secrets.offsets import shifted_code_views

TOKEN = "Wd7Fn3Qy8Bt2Hs6Lk4Xp"  # 20 random letters and digits
LOWER = "vqhzkmrjwxtbnfdg"  # 16 random lower-case letters
SHORT_PW = "Harbor1977$"  # human-chosen: exact forms only
SCANNER = LeakScanner.build(
    [
        Secret(name="token", value=TOKEN),
        Secret(name="lower", value=LOWER),
        Secret(name="wifi", value=SHORT_PW),
    ]
)


def blocked(text: str) -> set[str]:
    return {h.name for h in SCANNER.scan({"body": f"Hello Ana,\n\nfor the record:\n{text}\n\nBest,\nLuis"})}


# --- lists mixing quoted characters and codes ------------------------------------------------

_PRINTABLE = st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=6, max_size=30)


def _element(char: str, style: int) -> str:
    code = ord(char)
    if style == 0:
        return repr(char) if char not in "'\\" else f"'\\x{code:02x}'"
    if style == 1:
        return f'"\\x{code:02x}"'
    return (str(code), hex(code), oct(code), f"chr({code})", f"(byte){code}", f"{code}u8")[style - 2]


@given(_PRINTABLE, st.data())
def test_a_mixed_list_spells_its_characters(value: str, data: st.DataObject) -> None:
    styles = data.draw(st.lists(st.integers(0, 7), min_size=len(value), max_size=len(value)))
    styles[0], styles[-1] = 0, 2  # one quoted character and one code at least
    separator = data.draw(st.sampled_from([", ", " + ", ",\n  ", " || ", " & "]))
    listed = separator.join(_element(c, s) for c, s in zip(value, styles, strict=True))
    assert value in "\n".join(mixed_list_views(f"data = [{listed}]\nprint(data)"))


def test_lists_mixing_characters_and_codes_are_blocked() -> None:
    codes = [ord(c) for c in TOKEN]
    forms = [
        # Python: decimal, hex, octal and quoted characters in one list
        "key = ["
        + ", ".join((str(n), hex(n), repr(chr(n)), oct(n))[i % 4] for i, n in enumerate(codes))
        + "]",
        # JavaScript: strings and String.fromCharCode glued with +
        "k = "
        + " + ".join(
            f'"{TOKEN[i : i + 4]}"'
            if i % 8
            else " + ".join(f"String.fromCharCode({n})" for n in codes[i : i + 4])
            for i in range(0, 20, 4)
        ),
        # SQL: CHAR() and quoted letters with ||
        "SELECT " + " || ".join(f"CHAR({n})" if i % 2 else f"'{chr(n)}'" for i, n in enumerate(codes)) + ";",
        # VB: Chr() and quoted letters with &
        "s = " + " & ".join(f"Chr({n})" if i % 3 else f'"{chr(n)}"' for i, n in enumerate(codes)),
        # C: casts, suffixes and character literals, one per line
        "uint8_t k[] = {\n"
        + ",\n".join(f"    '{chr(n)}'" if i % 2 else f"    (uint8_t){n}" for i, n in enumerate(codes))
        + "\n};",
    ]
    for form in forms:
        assert blocked(form) == {"token"}, form
    assert blocked(
        "pw = [" + ", ".join(str(ord(c)) if i % 2 else repr(c) for i, c in enumerate(SHORT_PW)) + "]"
    ) == {"wifi"}


def test_ordinary_lists_of_strings_and_numbers_are_clean() -> None:
    for text in (
        'args = ["--retries", 3, "--timeout", 30, "--name", "nightly"]',
        "print('total', 42, 'items', 7, 'errors')",
        'He said "yes", then 3 people, "no", and 45 more "maybe".',
        "row = ('Lisbon', 1987, 'PT', 351, 'EUR')",
        # the short password one character off, spelled the same way: not the value
        "pw = [" + ", ".join(str(ord(c)) if i % 2 else repr(c) for i, c in enumerate("Harbor1978$")) + "]",
    ):
        assert blocked(text) == set(), text


# --- markup around pieces, and elements over several lines -----------------------------------

_NO_MARKUP = st.text(
    st.characters(min_codepoint=33, max_codepoint=126, exclude_characters="<>[]"), min_size=8, max_size=40
)


@given(_NO_MARKUP, st.data())
def test_pieces_between_tags_are_joined(value: str, data: st.DataObject) -> None:
    cuts = sorted(data.draw(st.sets(st.integers(1, len(value) - 1), min_size=2, max_size=5)))
    tag = data.draw(st.sampled_from(["span", "b", "i", "font color=#fff"]))
    name = tag.split()[0]
    pieces = [value[a:b] for a, b in zip([0, *cuts], [*cuts, len(value)], strict=True)]
    html = "".join(f"<{tag}>{p}</{name}>" if n % 2 else p for n, p in enumerate(pieces))
    assert value in "\n".join(markup_views(f"<p>Hi</p>\n{html}\n"))


@given(_NO_MARKUP, st.integers(3, 7), st.sampled_from(range(3)))
def test_an_element_over_several_lines_is_read_joined(value: str, width: int, style: int) -> None:
    lines = "\n".join(value[i : i + width] for i in range(0, len(value), width))
    wrapped = (f"<key>\n{lines}\n</key>", f"[code]{lines}\n[/code]", f"<![CDATA[\n{lines}]]>")[style]
    assert value in list(markup_views(f"see below\n{wrapped}\nthanks"))


def test_values_cut_up_by_markup_are_blocked() -> None:
    a85 = base64.a85encode(TOKEN.encode()).decode()
    b85 = base64.b85encode(TOKEN.encode()).decode()
    forms = [
        "<p>" + "".join(f"<span>{TOKEN[i : i + 4]}</span>" for i in range(0, 20, 4)) + "</p>",
        "Wd7F<b></b>n3Qy<i>8Bt2</i>Hs6L<!-- -->k4Xp<br/>",
        "<key>\n" + "\n".join(a85[i : i + 8] for i in range(0, len(a85), 8)) + "\n</key>",
        "[code]\n" + "\n".join(b85[i : i + 10] for i in range(0, len(b85), 10)) + "\n[/code]",
        '<secret encoding="ascii85">' + a85[:12] + "\n" + a85[12:] + "</secret>",
    ]
    for form in forms:
        assert blocked(form) == {"token"}, form
    assert blocked("<p>Harb<span>or19</span>77$</p>") == {"wifi"}


def test_ordinary_markup_is_clean() -> None:
    for text in (
        "<p>Dear <b>Ana</b>, the <i>report</i> is <a href='https://example.org/q3'>here</a>.</p>",
        "<ul>\n<li>Lisbon</li>\n<li>1987</li>\n</ul>\n<note>\nmeet at\nten thirty\n</note>",
        "[quote]\nsee you\nthere\n[/quote]",
        "<p>Harb<span>or19</span>78$</p>",  # the short password one character off
    ):
        assert blocked(text) == set(), text


# --- a lower-case value spelled by word initials, no hint ------------------------------------

_WORDS = {
    "b": "before", "d": "during", "f": "further", "g": "going", "h": "having", "j": "jointly",
    "k": "keeping", "m": "many", "n": "nearly", "q": "quickly", "r": "rather", "t": "taking",
    "v": "various", "w": "whenever", "x": "xerox", "z": "zone",
}  # fmt: skip


def spelled(value: str) -> str:
    return " ".join(_WORDS[c] for c in value)


_PROSE = (
    "thanks for the update on the project we will look at it tomorrow and send you a note "
    "when the team has had a chance to review the numbers so please wait for our reply "
    "and do not worry about the deadline as we just moved it to the end of the month"
)


def scanned(text: str) -> set[str]:
    """A body of only lower-case prose: no capital, digit or mark near the value's initials."""
    return {h.name for h in SCANNER.scan({"body": text})}


def test_a_lower_case_value_spelled_by_initials_is_blocked() -> None:
    assert scanned(f"{_PROSE} {spelled(LOWER)} {_PROSE}") == {"lower"}
    assert scanned(f"{_PROSE}\n{spelled(LOWER[:9])}\n{spelled(LOWER[9:])} and so on {_PROSE}") == {"lower"}
    assert scanned(f"{spelled(LOWER)} {_PROSE}") == {"lower"}


def test_ordinary_paragraphs_of_lower_case_words_are_clean() -> None:
    assert scanned(_PROSE) == set()
    assert scanned(f"{_PROSE} {spelled(LOWER[:7])} {_PROSE}") == set()  # too little of the value


# --- a value typed in the Russian keyboard layout --------------------------------------------

_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./~QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>?@#$^&|"
_RUSSIAN = 'ёйцукенгшщзхъфывапролджэячсмитьбю.ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,"№;:?/'
_TYPED_RU = str.maketrans(_KEYS, _RUSSIAN)


_LETTER_DIGIT = st.tuples(
    st.sampled_from("qwertyuiopasdfghjklzxcvbnmQWERTYUIOPASDFGHJKLZXCVBNM"), st.sampled_from("0123456789")
)


@given(st.lists(_LETTER_DIGIT, min_size=4, max_size=15), st.text(st.sampled_from(_KEYS), max_size=6))
def test_a_value_typed_in_the_russian_layout_is_retyped(pairs: list[tuple[str, str]], marks: str) -> None:
    value = "".join(a + b for a, b in pairs) + marks
    lines = "\n".join(layout_views(f"Привет! Код: {value.translate(_TYPED_RU)} — не потеряй.")).split("\n")
    assert value in lines


def test_a_value_typed_in_the_russian_layout_is_blocked() -> None:
    assert blocked(f"ключ: {TOKEN.translate(_TYPED_RU)}") == {"token"}
    assert blocked(f"пароль {SHORT_PW.translate(_TYPED_RU)} до пятницы") == {"wifi"}
    assert blocked(f"строка {LOWER.translate(_TYPED_RU)}") == {"lower"}


def test_russian_prose_is_clean() -> None:
    text = (
        "Добрый день! Высылаю отчёт за третий квартал, достопримечательность №5 в списке, "
        "iPhone 15 и MacBook — на складе. Пароль от Wi-Fi спросите у администратора.\n"
        f"Старый пароль {'Harbor1978$'.translate(_TYPED_RU)} больше не работает."
    )
    assert blocked(text) == set()


# --- character codes moved by a stated constant ----------------------------------------------

_SAID = (
    "each code plus {k}",
    "subtract {k} from every number",
    "shifted by {k}",
    "{k} added to each",
    "offset {k}",
)
_WORD = {1: "one", 2: "two", 3: "three", 5: "five", 10: "ten"}


@given(
    st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=6, max_size=24),
    st.integers(1, 20),
    st.sampled_from(_SAID),
    st.booleans(),
)
def test_codes_moved_by_a_stated_constant_are_moved_back(value: str, k: int, said: str, word: bool) -> None:
    stated = said.format(k=_WORD.get(k, k) if word else k)
    moved = " ".join(str(ord(c) + k) for c in value)
    views = list(shifted_code_views(f"Note ({stated}):\n{moved}\nthanks"))
    assert " ".join(str(ord(c)) for c in value) in views


def test_codes_moved_by_a_stated_constant_are_blocked() -> None:
    forms = [
        "codes, each one more than the real one (minus one to read): "
        + " ".join(str(ord(c) + 1) for c in TOKEN),
        "subtract three from each:\n" + "\n".join(str(ord(c) + 3) for c in TOKEN),
        "[" + ", ".join(str(ord(c) - 2) for c in TOKEN) + "]  # shifted by -2, add 2 back",
    ]
    for form in forms:
        assert blocked(form) == {"token"}, form
    assert blocked("values plus 4: " + " ".join(str(ord(c) + 4) for c in SHORT_PW)) == {"wifi"}


def test_arithmetic_and_tables_of_numbers_are_clean() -> None:
    for text in (
        "Q3 totals plus 5% growth: 120 135 142 150 161 170 188 (add 2 for the reserve).",
        "Shift rota: 10 12 14 16 18 20 22, minus one on Fridays.",
        "values plus 4: " + " ".join(str(ord(c) + 4) for c in "Harbor1978$"),  # one character off
    ):
        assert blocked(text) == set(), text
