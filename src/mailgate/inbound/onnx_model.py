"""An owner-supplied ONNX injection classifier, combined with the built-in scanner's verdict.

The model reads what the shipped classifier reads: per paragraph, the L2-normalised hashed
character n-gram counts (``classifier.features``) as a dense float32 row of 2**BITS values, input
name taken from the model; its first output is the probability of injection per row (shape [n]
or [n, 1]). onnxruntime is an optional extra (``pip install mailgate[onnx]``): without it, or
with a model that does not load, configuring one is an error at start-up, never a silent skip.
"""

from __future__ import annotations

import importlib
import os
from typing import Any

import numpy as np

from mailgate.errors import ConfigError
from mailgate.inbound.classifier import BITS, SegmentScore, features

_MAX_ROWS = 8  # paragraphs sent to the model per text: the ones the shipped model rates highest


class OnnxModel:
    """Scores paragraphs with an ONNX model through onnxruntime (CPU)."""

    def __init__(self, path: str) -> None:
        if not os.path.isfile(path):
            raise ConfigError("mail.injection_model", "must name an existing .onnx file", path)
        try:
            ort: Any = importlib.import_module("onnxruntime")
        except ImportError as exc:
            raise ConfigError(
                "mail.injection_model", "needs onnxruntime: pip install 'mailgate[onnx]'", path
            ) from exc
        try:
            self.session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
            self.input_name = str(self.session.get_inputs()[0].name)
        except Exception as exc:  # a broken model file must stop start-up, not pass mail unscanned
            raise ConfigError("mail.injection_model", f"cannot load ({type(exc).__name__})", path) from exc
        self.name = "onnx:" + os.path.basename(path)

    def score_segments(self, pieces: list[str]) -> list[SegmentScore]:
        """Probability per paragraph (at most ``_MAX_ROWS`` paragraphs are given)."""
        pieces = pieces[:_MAX_ROWS]
        if not pieces:
            return []
        rows = np.zeros((len(pieces), 1 << BITS), dtype=np.float32)
        for i, piece in enumerate(pieces):
            feats, values = features(piece)
            rows[i, feats] = values
        out = np.asarray(self.session.run(None, {self.input_name: rows})[0], dtype=np.float64).reshape(
            len(pieces), -1
        )
        probs = np.clip(out[:, -1], 0.0, 1.0)
        return [SegmentScore(float(p), t) for p, t in zip(probs, pieces, strict=True)]
