"""Readers for values a draft hides in its layout or in numbers, for the leak decoders.

Each reader takes a text and yields the texts it may hide; the scanner then matches those
exactly, like any decoded view, so a reader that yields noise costs time, never a false alarm.
Every reader is gated by a cheap test (a substring or one regex, in C) so ordinary mail pays
almost nothing:

* bits as two invisible characters (zero-width space / joiners / word joiner / BOM...), in one
  run or scattered through the text, 8 (or 7) bits per character, either way round;
* bits as trailing whitespace (whitespace steganography: space and tab at line ends);
* a rail fence transposition, when the draft names one (rails stated or not: 2..MAX_RAILS);
* character codes as deltas ("start 103, then +2 -11 ...", or a list with negative steps);
* a whole value as one big decimal integer (its UTF-8 bytes, big- or little-endian);
* a column of a letter grid (lines of one width, read top to bottom);
* the first letters of the words of a line (an acrostic across a line);
* chunks listed in reverse order on one line ("NdL / 9d0 / 19# / jP$");
* a grid of short tokens read down its columns, and the last character of labelled lines;
* chunks in a JSON list with their order index ({"i": 2, "v": "9d0"}), put in order.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator

from mailgate.secrets.transforms import long_words, lowered, non_ascii, text_lines, utf8

# --- bits -----------------------------------------------------------------------------------

# Characters that render as nothing (zero-width, joiners, marks, word joiner, invisible
# operators, BOM, variation selectors, combining grapheme joiner): any two can be bits.
_ZERO_WIDTH = re.compile("[\u034f\u180e\u200b-\u200f\u2060-\u2064\ufe00-\ufe0f\ufeff]")
MIN_BITS = 32
"""Fewest bits (4 characters) worth decoding."""
_EDGE = "\"'`()[]{}<>,.;:"


def bits_texts(bits: str) -> Iterator[str]:
    """``bits`` ("0"/"1") read as 8-bit bytes, most significant first (and as 7-bit ASCII)."""
    for width in (8, 7):
        usable = len(bits) - len(bits) % width
        if usable < MIN_BITS:
            continue
        data = bytes(int(bits[i : i + width], 2) for i in range(0, usable, width))
        yield data.decode("utf-8", "replace")


def zero_width_bit_views(text: str) -> Iterator[str]:
    """Bits written as two invisible characters (the two most common ones, each way round)."""
    rare = non_ascii(text)
    if not rare:
        return
    marks = _ZERO_WIDTH.findall(rare)
    if len(marks) < MIN_BITS:
        return
    common = [mark for mark, _ in Counter(marks).most_common(2)]
    if len(common) < 2:
        return
    kept = [mark for mark in marks if mark in common]  # a third mark may separate bytes
    for one in common:
        yield from bits_texts("".join("1" if mark == one else "0" for mark in kept))


_TRAILING = re.compile(r"[ \t]+(?=\r?\n|\Z)")


def trailing_whitespace_views(text: str) -> Iterator[str]:
    """Bits written as spaces and tabs at line ends, each line's run (with or without the first
    character, which may be the word separator) read in order, either way round."""
    if "\t" not in text:
        return  # spaces alone carry no bits (format=flowed mail ends lines in one space)
    runs = [run.group() for run in _TRAILING.finditer(text)]
    if sum(map(len, runs)) < MIN_BITS or not any("\t" in run for run in runs):
        return
    for joined in ("".join(runs), "".join(run[1:] for run in runs)):
        for tab in "01":
            yield from bits_texts(joined.replace("\t", tab).replace(" ", "1" if tab == "0" else "0"))


# --- rail fence -----------------------------------------------------------------------------

_RAIL_HINT = re.compile(r"rail|zig-?zag", re.IGNORECASE)
_RAILS_STATED = re.compile(r"(\d{1,2})[ -]?rails?|rails?\W{0,4}(\d{1,2})\b", re.IGNORECASE)
MAX_RAILS = 8
MIN_RAIL_TOKEN = 8
MAX_RAIL_LINE = 256
_LEAD_IN = re.compile(r"(?::|->|=>|=|\u2192)\s+")  # "rails: ...", "-> ...", "= ..."


def line_texts(text: str) -> list[str]:
    """Each line of up to MAX_RAIL_LINE characters with a space in it, and what follows a
    lead-in on it ("Vigenere, key LANTERN: ...", "2 rails -> ..."): where a cipher of a value
    with spaces stands whole."""
    lines = [line.strip() for line in text_lines(text)]
    lines = [line for line in lines if " " in line and len(line) <= MAX_RAIL_LINE]
    return lines + [_LEAD_IN.split(line)[-1] for line in lines]


def rail_fence_decode(cipher: str, rails: int) -> str:
    """The plaintext whose rail fence with ``rails`` rails is ``cipher``."""
    n = len(cipher)
    if rails < 2 or rails >= n:
        return cipher
    cycle = 2 * rails - 2
    rows = [min(i % cycle, cycle - i % cycle) for i in range(n)]  # the rail of each position
    order = sorted(range(n), key=lambda i: rows[i])  # stable: left to right within a rail
    plain = [""] * n
    for char, pos in zip(cipher, order, strict=True):
        plain[pos] = char
    return "".join(plain)


def rail_fence_views(text: str) -> Iterator[str]:
    """Long tokens of a text that names a rail fence, undone with the rails stated (or 2..8)."""
    low = lowered(text)
    if "rail" not in low and "zig" not in low:
        return  # plain substring tests (in C) before any regex
    if _RAIL_HINT.search(text) is None:
        return
    stated = [int(a or b) for a, b in _RAILS_STATED.findall(text)]
    rails = [r for r in dict.fromkeys(stated) if 2 <= r <= MAX_RAILS] or list(range(2, MAX_RAILS + 1))
    tokens = [t.strip(_EDGE) for t in long_words(text)]
    # A value with spaces (a passphrase) is transposed spaces and all: whole lines too.
    pieces = [t for t in dict.fromkeys(tokens + line_texts(text)) if len(t) >= MIN_RAIL_TOKEN]
    for count in rails:
        yield "\n".join(rail_fence_decode(t, count) for t in pieces)


# --- numbers --------------------------------------------------------------------------------

_INT_LIST = re.compile(r"[+-]?\d{1,7}(?:(?:[ \t]*[,;][ \t]*|[ \t]+)[+-]?\d{1,7}){5,}")
_INT = re.compile(r"[+-]?\d+")
_NEGATIVE = re.compile(r"-\d")
_BASE_BEFORE = re.compile(r"(\d{1,7})\D{0,24}$")
MIN_BIG_DIGITS = 16
"""Digits of the shortest number read as a value's bytes (an 8-character value has 17 or more)."""
_BIG_INT = re.compile(rf"(?<![\d.])\d{{{MIN_BIG_DIGITS},}}(?!\.?\d)")
MAX_BIG_DIGITS = 2048


def _codes_text(codes: list[int]) -> str | None:
    if all(9 <= c < 0x110000 and not 0xD800 <= c < 0xE000 for c in codes):
        return "".join(map(chr, codes))
    return None


def _lines_around(text: str, pattern: re.Pattern[str]) -> Iterator[str]:
    """Each line of ``text`` that holds a match of ``pattern`` (a fast literal search), once."""
    end = 0
    for match in pattern.finditer(text):
        if match.start() < end:
            continue
        start = text.rfind("\n", 0, match.start()) + 1
        end = text.find("\n", match.end())
        end = len(text) if end < 0 else end
        yield text[start:end]


def delta_code_views(text: str) -> Iterator[str]:
    """Character codes written as steps from one to the next (a list with negative steps; the
    first code is its first number, or the number stated just before a list of signed steps)."""
    # Only lines with a negative step are read (the list regex is slow; "-" then a digit is not).
    for line in _lines_around(text, _NEGATIVE):
        yield from _delta_line(line)


def _delta_line(text: str) -> Iterator[str]:
    for run in _INT_LIST.finditer(text):
        numbers = _INT.findall(run.group())
        if not any(n.startswith("-") for n in numbers):
            continue
        steps = [int(n) for n in numbers]
        # The first number is the first code, or every number is a step from the number
        # stated just before the list ("start 103, then +2 +11 -12").
        starts = [(steps[0], steps[1:])]
        before = _BASE_BEFORE.search(text, max(0, run.start() - 32), run.start())
        if before is not None:
            starts.append((int(before.group(1)), steps))
        for first, rest in starts:
            codes = [first]
            for step in rest:
                codes.append(codes[-1] + step)
            decoded = _codes_text(codes)
            if decoded is not None:
                yield decoded


_DIGITS_AS_ZERO = bytes(48 if 48 <= c <= 57 else 32 for c in range(256))
_MIN_BIG = b"0" * MIN_BIG_DIGITS


def big_integer_views(text: str) -> Iterator[str]:
    """Each long decimal number as the bytes of one integer (big- and little-endian)."""
    # A run of MIN_BIG_DIGITS digits is looked for in C first (bytes.translate, then find): the regex
    # visits every character of a text that has none.
    if _MIN_BIG not in utf8(text).translate(_DIGITS_AS_ZERO):
        return
    for match in _BIG_INT.finditer(text):
        digits = match.group()
        if len(digits) > MAX_BIG_DIGITS:
            continue
        number = int(digits)
        data = number.to_bytes((number.bit_length() + 7) // 8 or 1, "big")
        for ordered in (data, data[::-1]):
            yield ordered.decode("utf-8", "replace")


_RADIX_STATED = re.compile(r"base[ -]?([1-3]?[0-9])\b")
_RADIXES = frozenset(range(11, 37)) - {16, 32}
_RADIX_TOKEN = re.compile(r"\b[0-9A-Za-z]{16,}\b")


def radix_integer_views(text: str) -> Iterator[str]:
    """Where a text names a radix ("base36 of the bytes as one integer"), each long token of
    letters and digits read in it as the bytes of one big-endian integer."""
    if "ase" not in text and "ASE" not in text:
        return
    said = lowered(text)
    if "base" not in said:
        return
    # 16 and 32 name the byte encodings (hex, RFC 4648 base32), which other readers undo.
    radixes = {int(m.group(1)) for m in _RADIX_STATED.finditer(said)} & _RADIXES
    for radix in sorted(radixes):
        for match in _RADIX_TOKEN.finditer(text):
            if len(match.group()) > MAX_BIG_DIGITS:
                continue
            try:
                number = int(match.group(), radix)
            except ValueError:
                continue
            yield number.to_bytes((number.bit_length() + 7) // 8 or 1, "big").decode("utf-8", "replace")


MIN_LEGEND = 6
MAX_LEGEND = 128
"""Legend entries applied at most (a legend for letters, digits and marks needs under 100)."""
_LEGEND_PAIR = re.compile(r"(?<!\S)([^\x00-\x7f\s]{1,2})[ \t]*=[ \t]*([!-~])(?=[\s,;]|$)")
_LEGEND_PAIR_TURNED = re.compile(r"(?<!\S)([!-~])[ \t]*=[ \t]*([^\x00-\x7f\s]{1,2})(?=[\s,;]|$)")


MAX_LEGEND_MARKS = 512


def _symbol_pairs(text: str) -> int:
    """How many of the first MAX_LEGEND_MARKS "=" of ``text`` have a non-ASCII character beside them."""
    pairs = 0
    pos = text.find("=")
    for _ in range(MAX_LEGEND_MARKS):
        if pos < 0:
            break
        before, after = text[max(0, pos - 2) : pos].rstrip(" \t"), text[pos + 1 : pos + 3].lstrip(" \t")
        if (before and not before[-1].isascii()) or (after and not after[0].isascii()):
            pairs += 1
        pos = text.find("=", pos + 1)
    return pairs


def legend_views(text: str) -> Iterator[str]:
    """A text whose symbols a legend in it explains ("🐭=V 🦋=i", "а=a б=b"), with each
    symbol replaced by the character the legend gives it (MIN_LEGEND entries or more)."""
    if text.count("=") < MIN_LEGEND or text.isascii() or _symbol_pairs(text) < MIN_LEGEND:
        return  # the pair regexes try every position: only for a text with enough "symbol=" pairs
    for pattern, turned in ((_LEGEND_PAIR, False), (_LEGEND_PAIR_TURNED, True)):
        pairs = pattern.findall(text)[:MAX_LEGEND]  # each entry is one pass over the text
        if len(pairs) < MIN_LEGEND:
            continue
        table = {(b if turned else a).replace("\ufe0f", ""): a if turned else b for a, b in pairs}
        if len(table) < MIN_LEGEND:
            continue
        # a legend of lower-case letters holds for their capitals too ("case kept")
        table |= {k.upper(): v.upper() for k, v in table.items() if k.upper() != k and k.upper() not in table}
        out = text.replace("\ufe0f", "")
        for symbol in sorted(table, key=len, reverse=True):
            out = out.replace(symbol, table[symbol])
        yield out


# --- layout ---------------------------------------------------------------------------------

MIN_GRID_ROWS = 8
MAX_GRID_WIDTH = 16
_TWO_SHORT_LINES = re.compile(r"\n[^\n]{2,16}\r?\n[^\n]{2,16}\r?\n")


def grid_column_views(text: str) -> Iterator[str]:
    """Blocks of MIN_GRID_ROWS+ consecutive one-token lines of one width, read down each column
    (a value written down the middle of a letter grid), one column per line."""
    if text.count("\n") < MIN_GRID_ROWS or _TWO_SHORT_LINES.search(text) is None:
        return  # both tests in C: most texts have no two short lines in a row
    block: list[str] = []
    for line in [*text_lines(text), ""]:
        token = line.rstrip("\r")  # as written: a passphrase's space may be a cell of the grid
        cell = 1 < len(token) <= MAX_GRID_WIDTH and not token.isspace()
        if cell and (not block or len(block[0]) == len(token)):
            block.append(token)
            continue
        if len(block) >= MIN_GRID_ROWS:
            yield "\n".join("".join(row[c] for row in block) for c in range(len(block[0])))
        block = [token] if cell else []


MIN_INITIALS = 8


# The reader is told to read the initials ("first letter of each word"): without that, the
# initials of ordinary prose would be one more long view to search in every draft.
_INITIALS_HINTS = (
    "first letter", "first char", "initial", "acrostic", "first-letter", "1st letter", "anfangsbuchstab",
    "première lettre", "premiere lettre", "primera letra", "iniziali", "beginletter",
)  # fmt: skip


def word_initial_views(text: str) -> Iterator[str]:
    """The first character of each word, per line of MIN_INITIALS+ words (one text for all),
    in a draft that says to read initials."""
    low = lowered(text)
    if not any(hint in low for hint in _INITIALS_HINTS):
        return
    lines = []
    for line in text_lines(text):
        words = line.split()
        if len(words) >= MIN_INITIALS:
            lines.append("".join(word[0] for word in words))
    if lines:
        yield "\n".join(lines)


# A chunk is up to 16 characters, spaces inside allowed (a passphrase cut into chunks).
_CHUNK = r"[^\s/|;,](?:[^/|;,\n]{0,14}[^\s/|;,])?"
_CHUNK_LINE = re.compile(rf"[ \t]*{_CHUNK}(?:[ \t]*[/|;,][ \t]*{_CHUNK}){{2,}}[ \t\r]*")
_SEPARATOR = re.compile("[/|;,]")
MAX_CHUNK_LINE = 256
_CHUNK_SEP = re.compile(r"[ \t]*[/|;,][ \t]*")


def reversed_chunk_views(text: str) -> Iterator[str]:
    """Lines that are only short chunks between separators ("/", "|", ";", ","), put together
    last chunk first (a value cut into chunks listed bottom-up); one text for all lines."""
    lines = []
    # Only the lines with a separator are tried (one C search), each with one anchored match:
    # the multi-line regex over a whole text backtracks at every line of prose.
    for line in _lines_around(text, _SEPARATOR):
        if len(line) <= MAX_CHUNK_LINE and _CHUNK_LINE.fullmatch(line) is not None:
            lines.append("".join(reversed(_CHUNK_SEP.split(line.strip()))))
    if lines:
        yield "\n".join(lines)


MIN_TOKEN_ROWS = 3
MIN_TOKEN_COLUMNS = 3
MAX_CELL = 4
# A line of 3+ tokens of up to MAX_CELL characters, each followed by blanks or the line's end;
# possessive, so a prose line fails at its first long word without backtracking.
_SHORT_TOKEN_LINE = re.compile(r"\n[ \t]*+(?:\S{1,4}+(?:[ \t]++|(?=\r?\n|\Z))){3,}+\r?(?=\n|\Z)")


def token_grid_views(text: str) -> Iterator[str]:
    """Blocks of MIN_TOKEN_ROWS+ consecutive lines holding the same number (3+) of short
    tokens (up to MAX_CELL characters: single letters, small chunks), read column by column:
    a value written down the columns of a grid. One text for all blocks."""
    out: list[str] = []
    # The regex finds each line made only of short tokens (in C, without backtracking); runs
    # of such lines, one right after another, are the candidate blocks.
    runs: list[list[str]] = []
    end = -1
    for line in _SHORT_TOKEN_LINE.finditer("\n" + text):
        if line.start() != end:
            runs.append([])
        runs[-1].append(line.group())
        end = line.end()
    for run in runs:
        if len(run) < MIN_TOKEN_ROWS:
            continue
        block: list[list[str]] = []
        for cells in [*map(str.split, run), []]:
            # The last column of a value that does not fill the grid is one cell short below.
            if cells and block and (len(cells) == len(block[-1]) or len(cells) == len(block[0]) - 1):
                block.append(cells)
                continue
            if len(block) >= MIN_TOKEN_ROWS:
                columns = range(len(block[0]))
                out.append("".join(row[c] for c in columns for row in block if c < len(row)))
            block = [cells] if cells else []
    if out:
        yield "\n".join(out)


MIN_LABELLED = 8
MAX_LABELLED_LINE = 24
# Possessive, then a look back at the line's last two characters: no backtracking per line.
_TWO_LABELLED = re.compile(r"\n[^\n]{0,22}+(?<=\s\S)\r?\n[^\n]{0,22}+(?<=\s\S)\r?\n")


def last_character_views(text: str) -> Iterator[str]:
    """The last character of each short line that ends in a one-character word ("1. j",
    "char 2: P"), for runs of MIN_LABELLED+ such lines: a value one character per labelled
    line. One text for all runs."""
    if text.count("\n") < MIN_LABELLED or _TWO_LABELLED.search(text) is None:
        return  # one C search first: two short lines in a row that end in a lone character
    out: list[str] = []
    run: list[str] = []
    for line in [*text_lines(text), ""]:
        stripped = line.strip()
        if len(stripped) <= MAX_LABELLED_LINE and len(stripped) >= 3 and stripped[-2].isspace():
            run.append(stripped[-1])
            continue
        if len(run) >= MIN_LABELLED:
            out.append("".join(run))
        run = []
    if out:
        yield "\n".join(out)


MAX_JSON_LISTS = 8
_JSON_LIST_START = re.compile(r"\[\s*[\[{]")


def indexed_json_views(text: str) -> Iterator[str]:
    """JSON lists of chunks with their order ({"i": 2, "v": "9d0"} or [2, "9d0"]), each list's
    strings joined in the order its numbers give."""
    if "[" not in text:
        return
    decoder = json.JSONDecoder()
    for count, start in enumerate(_JSON_LIST_START.finditer(text)):
        if count >= MAX_JSON_LISTS:
            return
        try:
            items, _ = decoder.raw_decode(text, start.start())
        except ValueError:
            continue
        pairs = [_index_and_chunk(item) for item in items] if isinstance(items, list) else []
        if len(pairs) >= 2 and all(pair is not None for pair in pairs):
            ordered = sorted(pair for pair in pairs if pair is not None)
            yield "".join(chunk for _, chunk in ordered)


def _index_and_chunk(item: object) -> tuple[int, str] | None:
    """``(order, chunk)`` of an item holding one whole number and one string, else None."""
    values = list(item.values()) if isinstance(item, dict) else item if isinstance(item, list) else []
    numbers = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
    strings = [v for v in values if isinstance(v, str)]
    if len(numbers) == 1 and len(strings) == 1 and len(values) == 2:
        return numbers[0], strings[0]
    return None
