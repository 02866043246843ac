"""How guessable a vault value is: the leak scanner matches only strong values loosely.

A loose form (a partial run, pieces in any order, letters picked out of spaced text, a letter
shift) of a short or human-chosen value is ordinary prose: "Springfield" is most of
"Springfield99". The rule:

* a **partial** run of a value counts only when the value is :func:`strong`: zxcvbn's estimate
  of the guesses an attacker needs (dictionary words, names, years, dates, keyboard walks and
  l33t spellings count as the few guesses they are) is at least 2 ** STRONG_MIN_BITS;
* the **other loose forms** also need :func:`~mailgate.secrets.transforms.fuzzy_ok`, checked
  when the patterns are built: FUZZY_MIN_CHARS letters and digits and FUZZY_MIN_BITS by the
  per-character Shannon estimate.

Any other value is matched only in exact forms (see docs/security.md). zxcvbn takes
milliseconds per value, so the scanner asks it only once a loose form of a value was found,
and only once per value.
"""

from __future__ import annotations

import math

from mailgate.secrets.transforms import FUZZY_MIN_BITS

STRONG_MIN_BITS = FUZZY_MIN_BITS
"""zxcvbn bits (log2 of its guesses) a value needs for loose forms: 16 random characters have
about 53, "Springfield99" about 19, "Summer2024!" about 25."""
RANDOM_CUT_BITS = 36.0
"""zxcvbn bits above which a value cut into pieces anywhere is still that value (reassembly.py):
the vaults' random values of 12+ characters have 40 or more, human passwords ("Summer2024!",
"Lisbon#1987", "Tr0ub4dor") 30 or fewer, and their pieces cut at a word's edge are words."""
ESTIMATE_CHARS = 32
"""zxcvbn rates windows of this many characters (its time grows with length)."""
MAX_WINDOWS = 8
"""At most this many windows per value (stride ESTIMATE_CHARS / 2): a value whose first 32
characters are predictable ("0000..." then a random key) is rated by its strongest stretch,
which is what a loose form of its random tail gives away."""


def guess_bits(value: str) -> float:
    """log2 of zxcvbn's guess count for ``value``'s strongest window of ESTIMATE_CHARS characters."""
    from zxcvbn import zxcvbn  # imported on first use: its word lists take a while to load

    step = ESTIMATE_CHARS // 2
    starts = list(range(0, max(len(value) - ESTIMATE_CHARS, 0) + 1, step))[:MAX_WINDOWS]
    if len(value) > ESTIMATE_CHARS and starts[-1] + ESTIMATE_CHARS < len(value):
        starts[-1] = len(value) - ESTIMATE_CHARS  # the tail is always rated
    guesses = max(float(zxcvbn(value[start : start + ESTIMATE_CHARS])["guesses"]) for start in starts)
    return math.log2(max(guesses, 1.0))


def strong(value: str) -> bool:
    """Whether ``value`` is hard enough to guess (STRONG_MIN_BITS) to be matched loosely."""
    return guess_bits(value) >= STRONG_MIN_BITS
