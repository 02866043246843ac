"""Values read out in words of several languages, masked or cut short, in a legend's symbols,
padded with one letter, or as a stated radix: blocked; near-misses and prose stay clean.

Hand-made cases (session 9, issue #15); the values are made up for these tests.
"""

from __future__ import annotations

import pytest

from mailgate.secrets.leaks import LeakScanner, Secret

TOKEN = "Tk4vQ9zR2mWx7bLp5HcN8dYe"  # 24 random letters and digits: long enough for loose forms
KEY = "rk_9fQ2-Lm7Zx4Vb8Nc3Hd6Wt1Yp5Gs0Ja"  # long random, with a mark
PW = "Gravel!Fin7"  # short, human-chosen: exact forms only
SCANNER = LeakScanner.build(
    [Secret(name="token", value=TOKEN), Secret(name="key", value=KEY), Secret(name="pw", value=PW)],
    min_fraction=0.6,
)


def blocked(text: str) -> set[str]:
    return {h.name for h in SCANNER.scan({"body": f"Hello Ana,\n\nas agreed:\n\n{text}\n\nRegards"})}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # German case words before each letter, a symbol named in German
        (
            "groß G, klein r, klein a, klein v, klein e, klein l, Ausrufezeichen, "
            "groß F, klein i, klein n, sieben",
            "pw",
        ),
        # French and Spanish case words after each letter, symbols in several words
        (
            "G majuscule, r minuscule, a minuscule, v minuscule, e minuscule, l minuscule, "
            "point d'exclamation, F majuscule, i minuscule, n minuscule, sept",
            "pw",
        ),
        (
            "G mayúscula, r minúscula, a minúscula, v minúscula, e minúscula, l minúscula, "
            "signo de exclamación, F mayúscula, i minúscula, n minúscula, siete",
            "pw",
        ),
        # Italian letters and digits
        (
            "G maiuscola, r minuscola, a minuscola, v minuscola, e minuscola, l minuscola, "
            "punto esclamativo, F maiuscola, i minuscola, n minuscola, sette",
            "pw",
        ),
        # digits as Russian number words, letters kept, one token per character
        (
            " ".join(
                {"4": "четыре", "9": "девять", "2": "два", "7": "семь", "5": "пять", "8": "восемь"}.get(c, c)
                for c in TOKEN
            ),
            "token",
        ),
        # Greek letter names with case words, separated by slashes
        (
            "Big tau / small kappa / 4 / small letter v / Big letter q / 9 / small zeta / Big rho / 2 / "
            "small mu / Big letter w / small xi / 7 / small beta / Big lambda / small pi / 5 / "
            "Big letter h / small letter c / Big nu / 8 / small delta / Big letter y / small epsilon",
            "token",
        ),
    ],
)
def test_a_value_read_out_in_words_is_blocked(text: str, name: str) -> None:
    assert name in blocked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Tk4vQ9zR2m*x7bLp5H*N8dYe",  # two characters masked
        "Tk4vQ9zR2mWx7bLp5HcN8dxx",  # the last two replaced by x
        "rk_9fQ2-Lm7Zx4Vb8…Wt1Yp5Gs0Ja",  # a short middle section cut out
        "rk_9fQ2-Lm7*x4V*8Nc3*d6Wt1*p5Gs0Ja",  # masks every few characters
    ],
)
def test_a_long_value_masked_or_cut_short_is_blocked(text: str) -> None:
    assert blocked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Tk4vQ9zR2mWx7bQp5HcN8dYe",  # one character changed in the middle: a near-miss
        "Tk4vQ9zR2mWx…",  # half the value
        "rk_…Ja",  # the public prefix and the last characters, as a console shows them
        "Gravel F 7",  # the short password's words, not the password
    ],
)
def test_near_misses_are_not_blocked(text: str) -> None:
    assert not blocked(text)


def test_a_value_padded_with_one_letter_is_blocked() -> None:
    padded = "".join(c + "q" for c in KEY)
    assert "key" in blocked(f"Drop every second character (all 'q' padding):\n\n{padded}")


def test_a_value_in_a_legends_symbols_is_blocked() -> None:
    symbols = "🐙🦀🐳🦑🐠🐡🐬🦈🐊🐢🦎"
    legend = " ".join(f"{s}={c}" for s, c in zip(symbols, PW, strict=True))
    assert "pw" in blocked(f"Legend: {legend}\n\nMessage: {symbols}")


def test_a_value_as_an_integer_in_a_stated_radix_is_blocked() -> None:
    number = int.from_bytes(KEY.encode(), "big")
    digits = ""
    while number:
        number, d = divmod(number, 36)
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"[d] + digits
    assert "key" in blocked(f"base36 of the bytes as one big-endian integer:\n\n{digits}")


@pytest.mark.parametrize(
    "text",
    [
        "Zwei Kaffee, eins Wasser und drei Brötchen, bitte; groß oder klein ist egal.",
        "Le point d'exclamation à la fin: deux cafés, un thé, trois croissants, s'il vous plaît.",
        "Dos cafés y una mayúscula en la primera letra; el guion va después del punto.",
        "Рабочая группа: один, два, три человека; встреча в пять.",
        "The beta of the portfolio, the sigma of returns and pi to five places: 3.14159.",
        "Rates: 1 USD = 0.92 EUR, 1 GBP = 1.17 EUR, 1 CHF = 1.05 EUR, 1 JPY = 0.006 EUR",
        "Legende: ✓=ok ✗=fehlt ★=neu ⚠=prüfen ●=offen ○=erledigt",
        "Temperaturen über 36 Grad; base 36 rooms, room numbers 10af3c7b9e2d4f61aa und 77",
    ],
)
def test_ordinary_multilingual_text_is_not_blocked(text: str) -> None:
    assert not blocked(text)


def test_a_short_value_transliterated_with_its_table_is_blocked() -> None:
    table = dict(zip("abcdefghijklmnopqrstuvwxyz", "абцдефгхийклмнопщрстувшжыз", strict=True))
    written = "".join(table.get(c.lower(), c).upper() if c.isupper() else table.get(c, c) for c in PW)
    legend = " ".join(f"{cyrillic}={latin}" for latin, cyrillic in table.items())
    assert "pw" in blocked(f"Transliterated (table: {legend}; case kept):\n\n{written}")


def test_digits_as_finnish_or_czech_words_are_blocked() -> None:
    finnish = {"4": "neljä", "9": "yhdeksän", "2": "kaksi", "7": "seitsemän", "5": "viisi", "8": "kahdeksan"}
    czech = {"4": "čtyři", "9": "devět", "2": "dva", "7": "sedm", "5": "pět", "8": "osm"}
    assert "token" in blocked(".".join(finnish.get(c, c) for c in TOKEN))
    assert "token" in blocked(" ".join(czech.get(c, c) for c in TOKEN))
