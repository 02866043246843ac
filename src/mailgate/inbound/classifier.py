"""A small multilingual injection classifier: hashed character n-grams and logistic regression.

Character n-grams need no tokenizer and work the same for Latin, Cyrillic, Arabic and CJK text,
so one model covers every language the mail arrives in. The weights are trained at development
time (``scripts/train_injection_model.py``, scikit-learn) on a corpus written for this project
and shipped as package data; scoring here needs only numpy. Text is scored per segment
(paragraph-sized), so one injected paragraph in a long benign mail is not averaged away.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from importlib import resources

import numpy as np
import numpy.typing as npt

NGRAMS = (1, 2, 3, 4, 5)
BITS = 18  # 262,144 hashed features
SEGMENT = 600  # characters per scored segment at most
_MAX_TEXT = 200_000
_MASK = np.uint64((1 << BITS) - 1)
# Odd 64-bit multipliers, one per position in the n-gram: a multiplicative hash that numpy can
# vectorise and that gives the same buckets on every platform (Python's hash() is salted).
_MULT = np.array(
    [0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93, 0xFF51AFD7ED558CCD],
    dtype=np.uint64,
)
_SPACE = re.compile(r"\s+")
_DIGIT = re.compile(r"\d")
MODEL_FILE = "injection_ngrams.npz"

Array = npt.NDArray[np.float64]


def normalise(text: str) -> str:
    """What the model reads: NFKC, lower case, digits as 0, whitespace as one space, space-padded."""
    text = unicodedata.normalize("NFKC", text[:_MAX_TEXT]).lower()
    return " " + _SPACE.sub(" ", _DIGIT.sub("0", text)).strip() + " "


def hashed_ngrams(text: str) -> npt.NDArray[np.uint64]:
    """Bucket of every character n-gram (n in NGRAMS) of the normalised ``text``."""
    codes = np.frombuffer(normalise(text).encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    parts = []
    with np.errstate(over="ignore"):  # wrap-around is the hash
        for n in NGRAMS:
            if len(codes) < n:
                break
            h = np.full(len(codes) - n + 1, np.uint64(n), dtype=np.uint64)
            for k in range(n):
                h = (h ^ (codes[k : len(codes) - n + 1 + k] + np.uint64(k))) * _MULT[k]
            parts.append((h >> np.uint64(64 - BITS)) & _MASK)
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.uint64)


def features(text: str) -> tuple[npt.NDArray[np.int64], Array]:
    """(feature indices, L2-normalised counts) of one segment; what training and scoring share."""
    feats, counts = np.unique(hashed_ngrams(text), return_counts=True)
    values = counts.astype(np.float64)
    norm = float(np.sqrt((values**2).sum())) or 1.0
    return feats.astype(np.int64), values / norm


def segments(text: str) -> list[str]:
    """Paragraphs of ``text``, long ones cut at sentence ends into pieces of at most SEGMENT characters."""
    out: list[str] = []
    for para in re.split(r"\n\s*\n", text[:_MAX_TEXT]):
        para = para.strip()
        while len(para) > SEGMENT:
            cut = max(
                para.rfind(". ", 0, SEGMENT), para.rfind("。", 0, SEGMENT), para.rfind("\n", 0, SEGMENT)
            )
            cut = cut + 1 if cut > SEGMENT // 3 else SEGMENT
            out.append(para[:cut])
            para = para[cut:].strip()
        if para:
            out.append(para)
    return out


@dataclass(frozen=True)
class SegmentScore:
    """The model's probability that one segment is an injection, with the segment's text."""

    probability: float
    text: str


class NgramModel:
    """Logistic regression over hashed n-grams; ``weights`` has 2**BITS entries."""

    def __init__(self, weights: Array, bias: float) -> None:
        if weights.shape != (1 << BITS,):
            raise ValueError(f"weights must have {1 << BITS} entries, not {weights.shape}")
        self.weights = weights.astype(np.float64)
        self.bias = float(bias)

    def score_segments(self, pieces: list[str]) -> list[SegmentScore]:
        """Probability per segment, computed for all segments in one vectorised pass."""
        if not pieces:
            return []
        normed = [normalise(p) for p in pieces]
        codes = np.frombuffer("".join(normed).encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
        # segment of every character position; an n-gram belongs to the segment it starts in
        owner = np.repeat(np.arange(len(normed), dtype=np.uint64), [len(t) for t in normed])
        hashes, seg_ids = [], []
        with np.errstate(over="ignore"):
            for n in NGRAMS:
                if len(codes) < n:
                    break
                h = np.full(len(codes) - n + 1, np.uint64(n), dtype=np.uint64)
                for k in range(n):
                    h = (h ^ (codes[k : len(codes) - n + 1 + k] + np.uint64(k))) * _MULT[k]
                start_owner = owner[: len(codes) - n + 1]
                keep = start_owner == owner[n - 1 :]  # drop n-grams that straddle two segments
                hashes.append(((h >> np.uint64(64 - BITS)) & _MASK)[keep])
                seg_ids.append(start_owner[keep])
        keys, counts = np.unique(
            np.concatenate(seg_ids) << np.uint64(BITS) | np.concatenate(hashes), return_counts=True
        )
        seg = (keys >> np.uint64(BITS)).astype(np.int64)
        feat = (keys & _MASK).astype(np.int64)
        values = counts.astype(np.float64)
        dot = np.bincount(seg, weights=values * self.weights[feat], minlength=len(pieces))
        norm = np.sqrt(np.bincount(seg, weights=values**2, minlength=len(pieces)))
        logits = dot / np.where(norm > 0, norm, 1.0) + self.bias
        probs = 1.0 / (1.0 + np.exp(-logits))
        return [SegmentScore(float(p), t) for p, t in zip(probs, pieces, strict=True)]

    def score(self, text: str) -> SegmentScore:
        """The highest-scoring segment of ``text`` (probability 0 for empty text)."""
        scored = self.score_segments(segments(text))
        return max(scored, key=lambda s: s.probability, default=SegmentScore(0.0, ""))


@functools.cache
def shipped_model() -> NgramModel:
    """The model trained for this release, loaded once from package data."""
    ref = resources.files("mailgate.inbound.models").joinpath(MODEL_FILE)
    with ref.open("rb") as fh, np.load(fh, allow_pickle=False) as data:
        return NgramModel(np.asarray(data["weights"], dtype=np.float64), float(data["bias"]))
