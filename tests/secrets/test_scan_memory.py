"""One scan's decoding caches stay bounded, whatever a draft's tokens inflate to."""

from __future__ import annotations

import base64
import gzip
import tracemalloc

from mailgate.secrets.leaks import LeakScanner, Secret

VALUE = "Zq8#rT2v!Lp9xW4m"


def test_many_tokens_inflating_to_large_texts_do_not_pile_up_in_the_scans_memory() -> None:
    scanner = LeakScanner.build([Secret(name="k", value=VALUE)])
    payload = b"hello world " * 5461  # ~64 KiB of text per token once inflated
    parts = {
        f"attachment:{n}:f.txt": "\n".join(
            base64.b64encode(gzip.compress(payload, mtime=1000 * n + i)).decode() for i in range(300)
        )
        for n in range(8)
    }
    # The value hidden the same way, last: the bound changes what is kept, never the verdict.
    parts["body"] = base64.b64encode(gzip.compress(b"the key is " + VALUE.encode())).decode()
    tracemalloc.start()
    try:
        hits = scanner.scan(parts)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert [h.name for h in hits] == ["k"]
    # Kept whole, the inflated texts of the 2,400 tokens come to ~150 MB (the old cache held them
    # all until the scan ended); bounded, the scan's peak stays a small multiple of one part.
    assert peak < 40_000_000
