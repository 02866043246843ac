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
ESTIMATE_CHARS = 32
"""Only this many leading characters go to zxcvbn (its time grows with length); a prefix is
at most as strong as the whole value, so the estimate errs on the weak side."""


def guess_bits(value: str) -> float:
    """log2 of zxcvbn's guess count for the first ESTIMATE_CHARS characters of ``value``."""
    from zxcvbn import zxcvbn  # imported on first use: its word lists take a while to load

    guesses = float(zxcvbn(value[:ESTIMATE_CHARS])["guesses"])
    return math.log2(max(guesses, 1.0))


def strong(value: str) -> bool:
    """Whether ``value`` is hard enough to guess (STRONG_MIN_BITS) to be matched loosely."""
    return guess_bits(value) >= STRONG_MIN_BITS
