"""Numbers written in words or in another numeral system, rewritten as decimal digits.

A value's character codes can be written as English number words ("sixty-five, one hundred and
twelve"), as Chinese or Japanese numerals ("一百一十九、九十七", financial forms "壹佰壹拾玖",
positional "一〇八"). Each reader here yields the text with
every such number replaced by its digits (list marks such as "、" become ", "), and nothing when
the text has fewer than MIN_NUMBERS of them: the char-code reader (``decoders``) then reads the
digits as codes, in any base and with any code map it knows, one layer down.

Each reader has a precheck done in C (a substring test or one regex search), so prose without
such numbers costs almost nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mailgate.secrets.transforms import lowered

MIN_NUMBERS = 4
"""Fewer numbers are prose ("twenty-five minutes", "Louis XIV"), and hide fewer characters than
the shortest value the scanner accepts."""
MAX_NUMBERS = 4096
"""Numbers rewritten per text: bounds the work on a hostile draft."""

# --- English number words -------------------------------------------------------------------

_UNITS = {
    "zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
_SCALES = ("hundred", "thousand")
# A character code of printable text (32-126) or of any code point below 10,000 needs a tens
# word or a scale word: "one, two, three" are digits, read by the spelled-out reader.
# One search led by the literal "ty" (the search skips to it in C), the tens word behind it.
_TENS_WORD = re.compile(
    "ty(?:(?<=twenty)|(?<=thirty)|(?<=forty)|(?<=fourty)|(?<=fifty)|(?<=sixty)|(?<=seventy)"
    "|(?<=eighty)|(?<=ninety))"
)
_EN_WORD = "|".join(sorted([*_UNITS, *_TENS, *_SCALES], key=len, reverse=True))
# A run of number words joined by blanks, hyphens or "and" ("one hundred and twelve").
_EN_RUN = re.compile(
    rf"\b(?:a[ \t]+(?=hundred))?(?:{_EN_WORD})"
    rf"(?:(?:[ \t]*-[ \t]*|[ \t]+(?:and[ \t]+)?|[ \t]+a[ \t]+)(?:{_EN_WORD}))*\b"
)
_EN_SPLIT = re.compile(r"[\s-]+")


def _below_thousand(words: list[str], i: int) -> tuple[int, int]:
    """The number of at most "nine hundred and ninety-nine" starting at ``words[i]``: (value,
    index after it); the index is ``i`` when no number starts there."""
    value, j = 0, i
    head = words[j] if j < len(words) else ""
    if j + 1 < len(words) and words[j + 1] == "hundred" and (head == "a" or head in _UNITS):
        value, j = (1 if head == "a" else _UNITS[head]) * 100, j + 2
        if j + 1 < len(words) and words[j] == "and" and (words[j + 1] in _TENS or words[j + 1] in _UNITS):
            j += 1
    word = words[j] if j < len(words) else ""
    if word in _TENS:
        value, j = value + _TENS[word], j + 1
        if j < len(words) and 0 < _UNITS.get(words[j], 0) < 10:
            value, j = value + _UNITS[words[j]], j + 1
    elif word in _UNITS:
        value, j = value + _UNITS[word], j + 1
    return value, j


def _english_numbers(words: list[str]) -> Iterator[int]:
    """The numbers a run of number words says, each as long as it can be ("sixty five seventy
    five" is 65 and 75, "one hundred and twelve" 112, "two thousand and five" 2005)."""
    i = 0
    while i < len(words):
        value, j = _below_thousand(words, i)
        if j == i:
            i += 1  # "and", "a", a lone "hundred"
            continue
        if j < len(words) and words[j] == "thousand" and value:
            value, j = value * 1000, j + 1
            if j < len(words) and words[j] == "and":
                j += 1
            rest, k = _below_thousand(words, j)
            value, j = value + rest, k
        yield value
        i = j


def english_number_views(text: str) -> Iterator[str]:
    """``text`` with runs of English number words rewritten as digits, when it has MIN_NUMBERS+."""
    low = lowered(text)
    # A value of whole thousands ("two thousand") has neither a hundred nor a tens word.
    if "hundred" not in low and "thousand" not in low and _TENS_WORD.search(low) is None:
        return
    count = 0
    pieces: list[str] = []
    last = 0
    for run in _EN_RUN.finditer(low):
        numbers = list(_english_numbers(_EN_SPLIT.split(run.group())))
        if not numbers:
            continue
        pieces += [text[last : run.start()], ", ".join(map(str, numbers))]
        last = run.end()
        count += len(numbers)
        if count >= MAX_NUMBERS:
            break
    if count >= MIN_NUMBERS:
        yield "".join([*pieces, text[last:]])


# --- Chinese and Japanese numerals ------------------------------------------------------------

_CJK_DIGITS = {
    "零": 0, "〇": 0, "○": 0, "洞": 0, "一": 1, "壹": 1, "幺": 1, "二": 2, "贰": 2, "貳": 2, "两": 2,
    "兩": 2, "三": 3, "叁": 3, "參": 3, "四": 4, "肆": 4, "五": 5, "伍": 5, "六": 6, "陆": 6,
    "陸": 6, "七": 7, "柒": 7, "八": 8, "捌": 8, "九": 9, "玖": 9,
}  # fmt: skip
_CJK_SCALES = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000, "万": 10_000, "萬": 10_000}
_CJK_NEEDS = ("十", "拾", "〇", "零", "百", "佰")
_CJK_RUN = re.compile(f"[{''.join(_CJK_DIGITS)}{''.join(_CJK_SCALES)}]+")
# List marks of CJK text: the ideographic comma and full stop, fullwidth comma, semicolon, colon.
_CJK_MARKS = str.maketrans(
    {"、": ", ", "，": ", ", "；": "; ", "：": ": ", "。": ". ", "・": ", ", "　": " "}
)


def cjk_number(run: str) -> int | None:
    """The value of one Chinese/Japanese numeral ("一百零八" 108, "十五" 15, "壹佰" 100); a run
    without scale characters is read digit by digit ("一〇八" 108). None when malformed."""
    if not any(c in _CJK_SCALES for c in run):
        return int("".join(str(_CJK_DIGITS[c]) for c in run))
    total, section, digit = 0, 0, -1
    for char in run:
        if char in _CJK_DIGITS:
            if digit >= 0 and _CJK_DIGITS[char] != 0 and digit != 0:
                return None  # two digits in a row in a scaled numeral
            digit = _CJK_DIGITS[char]
        else:
            scale = _CJK_SCALES[char]
            if scale == 10_000:
                total += (section + max(digit, 0)) * scale
                section, digit = 0, -1
                continue
            section += (1 if digit < 0 else digit) * scale
            digit = -1
    return total + section + max(digit, 0)


def cjk_number_views(text: str) -> Iterator[str]:
    """``text`` with Chinese/Japanese numerals rewritten as digits, when it has MIN_NUMBERS+."""
    # Codes of printable characters from 20 up have a "ten" (二十, 一百一十九, 拾); positional
    # ones a zero (一〇八): substring tests in C before any regex.
    if text.isascii() or not any(mark in text for mark in _CJK_NEEDS):
        return
    runs = _CJK_RUN.findall(text)
    if len(runs) < MIN_NUMBERS:
        return
    count = 0

    def digits(match: re.Match[str]) -> str:
        nonlocal count
        value = cjk_number(match.group())
        if value is None:
            return match.group()
        count += 1
        return f" {value} "

    rewritten = _CJK_RUN.sub(digits, text, count=MAX_NUMBERS)
    if count >= MIN_NUMBERS:
        yield rewritten.translate(_CJK_MARKS)


def numeral_views(text: str) -> Iterator[str]:
    """Every rewriting above that applies to ``text``."""
    yield from english_number_views(text)
    yield from cjk_number_views(text)
