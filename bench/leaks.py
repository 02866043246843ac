"""Leak scanner benchmark: scan time against the number of secrets, and a naive baseline.

Usage: .venv/bin/python bench/leaks.py [--quick]

Builds 10,000 random secrets and a 20,000-character body (prose plus encoded near-misses of
real secrets, none of which may be flagged), then times ``LeakScanner.scan`` with 100, 1,000
and 10,000 secrets, alternating with a naive baseline (Python ``in`` over every secret's
precomputed encodings) in the same run. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import base64
import gc
import html
import json
import random
import resource
import statistics
import string
import sys
import time
import tracemalloc
import urllib.parse
from collections.abc import Callable

from mailgate.secrets.leaks import LeakScanner, Secret
from mailgate.secrets.transforms import base64_cores

ALPHABET = string.ascii_letters + string.digits + "!#$%&*+-./:=?@^_~"
_PROSE = (
    "the of and to in is you that it he was for on are as with his they at be this have from "
    "or one had by word but not what all were we when your can said there use an each which she "
    "do how their if will up other about out many then them these so some her would make like "
    "him into time has look two more write go see number no way could people my than first water "
    "been call who oil its now find long down day did get come made may part meeting invoice "
    "attached please regards thanks schedule tomorrow report quarterly budget draft review"
)
WORDS = _PROSE.split()


def make_secrets(rng: random.Random, count: int) -> list[Secret]:
    """``count`` random values of 12-40 characters from letters, digits and punctuation."""
    return [
        Secret(name=f"s{i}", value="".join(rng.choice(ALPHABET) for _ in range(rng.randint(12, 40))))
        for i in range(count)
    ]


def near_miss(value: str) -> str:
    """``value`` with its middle character changed: no run of 60% of it survives."""
    mid = len(value) // 2
    return value[:mid] + ("Q" if value[mid] != "Q" else "R") + value[mid + 1 :]


def make_body(rng: random.Random, secrets: list[Secret], chars: int = 20_000) -> str:
    """Prose with encoded near-misses of real secrets sprinkled in (must all stay clean)."""
    misses = [near_miss(s.value) for s in rng.sample(secrets, 8)]
    encoded = [
        "token: " + misses[0],
        "b64: " + base64.b64encode(b"prefix:" + misses[1].encode()).decode(),
        "hex: " + misses[2].encode().hex(),
        "url: https://example.com/?q=" + urllib.parse.quote(misses[3], safe=""),
        "html: " + "".join(f"&#{ord(c)};" for c in misses[4]),
        "qp: " + "".join(f"={b:02X}" for b in misses[5].encode()),
        "rev: " + misses[6][::-1],
        "conf: " + misses[7].replace("a", "а").replace("e", "е") + " café ＡＢＣ",
    ]
    lines: list[str] = []
    size = 0
    while size < chars:
        line = " ".join(rng.choice(WORDS) for _ in range(12)).capitalize() + "."
        if rng.random() < 0.05 and encoded:
            line = encoded.pop()
        lines.append(line)
        size += len(line) + 1
    return "\n".join(lines)[:chars]


class Baseline:
    """The obvious approach: every secret's encodings, each searched with Python ``in``."""

    def __init__(self, secrets: list[Secret]) -> None:
        self.lower: list[tuple[str, str]] = []
        self.exact: list[tuple[str, str]] = []
        for s in secrets:
            data = s.value.encode()
            self.lower += [(s.name, p) for p in (s.value.lower(), s.value.lower()[::-1], data.hex())]
            self.lower.append((s.name, urllib.parse.quote(s.value, safe="").lower()))
            self.lower.append((s.name, html.escape(s.value).lower()))
            cores = base64_cores(data)
            self.exact += [(s.name, c) for c in cores]
            self.exact += [(s.name, c.replace("+", "-").replace("/", "_")) for c in cores]

    def scan(self, text: str) -> list[str]:
        lowered, compact = text.lower(), "".join(text.split())
        hits = [name for name, p in self.lower if p in lowered]
        return hits + [name for name, p in self.exact if p in compact]


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def max_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def build_measured(secrets: list[Secret]) -> tuple[LeakScanner, dict[str, float]]:
    """Build twice: plainly for time and RSS growth, then under tracemalloc for peak memory."""
    gc.collect()
    rss_before = max_rss_mb()
    start = time.perf_counter()
    scanner = LeakScanner.build(secrets)
    figures = {"build_s": time.perf_counter() - start, "build_rss_growth_mb": max_rss_mb() - rss_before}
    del scanner
    gc.collect()
    tracemalloc.start()
    scanner = LeakScanner.build(secrets)
    figures["scanner_peak_mb"] = tracemalloc.get_traced_memory()[1] / 2**20
    figures["scanner_kept_mb"] = tracemalloc.get_traced_memory()[0] / 2**20
    tracemalloc.stop()
    return scanner, figures


def summary(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[max(0, int(len(ordered) * 0.95) - 1)]


def time_sizes(secrets: list[Secret], parts: dict[str, str], runs: int) -> dict[str, float]:
    """Median scan time with the first 100 and 1,000 secrets (10,000 is timed in main)."""
    flat: dict[str, float] = {}
    for count in (100, 1_000):
        scanner = LeakScanner.build(secrets[:count])
        assert scanner.scan(parts) == [], "near-misses flagged"
        median, p95 = summary([timed(lambda s=scanner: s.scan(parts)) for _ in range(runs)])  # type: ignore[misc]
        flat[str(count)] = median
        print(f"{count:>6} secrets: median {median:.2f} ms, p95 {p95:.2f} ms")
    return flat


def time_against_baseline(
    scanner: LeakScanner, baseline: Baseline, parts: dict[str, str], runs: int, every: int
) -> tuple[list[float], list[float]]:
    """Scan times of mailgate and the baseline, interleaved in one loop."""
    hits = scanner.scan(parts)
    assert hits == [], f"near-misses flagged: {hits}"
    ours: list[float] = []
    naive: list[float] = []
    for i in range(runs):
        ours.append(timed(lambda: scanner.scan(parts)))
        if i % every == 0:  # the baseline takes ~0.3 s a run: sample it, interleaved
            naive.append(timed(lambda: [baseline.scan(t) for t in parts.values()]))
    return ours, naive


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs (finishes in < 1 minute)")
    runs, every = (30, 10) if parser.parse_args().quick else (300, 10)
    rng = random.Random(20_000)
    secrets = make_secrets(rng, 10_000)
    body = make_body(rng, secrets)
    parts = {"subject": "Quarterly report", "to": "someone@example.com", "body": body}

    scanner, figures = build_measured(secrets)
    print(
        f"build 10,000 secrets: {figures['build_s']:.2f} s, traced peak {figures['scanner_peak_mb']:.1f} MiB"
    )
    flat = time_sizes(secrets, parts, runs)
    ours, naive = time_against_baseline(scanner, Baseline(secrets), parts, runs, every)
    (median, p95), (base_median, _) = summary(ours), summary(naive)
    flat["10000"] = median
    print(f" 10000 secrets: median {median:.2f} ms, p95 {p95:.2f} ms ({runs} runs)")
    print(f"naive baseline: median {base_median:.1f} ms ({len(naive)} runs, interleaved)")
    result = {
        "bench": "leaks",
        "n_secrets": len(secrets),
        "body_chars": len(body),
        "runs": runs,
        "mailgate_median_ms": round(median, 3),
        "mailgate_p95_ms": round(p95, 3),
        "baseline_median_ms": round(base_median, 1),
        "ratio": round(median / base_median, 4),  # mailgate / baseline, as in DESIGN.md
        "flat": {k: round(v, 3) for k, v in flat.items()},
        **{k: round(v, 2) for k, v in figures.items()},
        "target": "median <= 10 ms",
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
