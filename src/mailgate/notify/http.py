"""One bounded POST to a URL the owner configured (webhooks, chat incoming hooks, the Bot API)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass

TIMEOUT_SECS = 10
MAX_ANSWER_BYTES = 65_536  # an answer is read only to tell success from failure


@dataclass(frozen=True, kw_only=True)
class Posted:
    """What one POST got back: success (2xx), the status (0 when nothing answered) and why not."""

    ok: bool
    status: int
    answer: bytes = b""
    error: str = ""


def post(url: str, body: bytes, headers: Mapping[str, str], timeout: float = TIMEOUT_SECS) -> Posted:
    """POST ``body``; only http(s) URLs are ever opened; never raises."""
    if not url.startswith(("http://", "https://")):
        return Posted(ok=False, status=0, error="not an http(s) URL")
    request = urllib.request.Request(  # noqa: S310 - the scheme is checked above
        url, data=body, method="POST", headers=dict(headers)
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            status = int(response.status)
            answer = response.read(MAX_ANSWER_BYTES)
    except urllib.error.HTTPError as exc:
        return Posted(ok=False, status=exc.code, error=f"HTTP {exc.code}")
    except (urllib.error.URLError, OSError, ValueError) as exc:
        # The reason names the host's failure, never the URL: a bot token lives in the Bot API path.
        reason = getattr(exc, "reason", exc)
        return Posted(ok=False, status=0, error=f"{type(exc).__name__}: {reason}"[:200])
    ok = 200 <= status < 300
    return Posted(ok=ok, status=status, answer=answer, error="" if ok else f"HTTP {status}")


def post_json(url: str, doc: Mapping[str, object], timeout: float = TIMEOUT_SECS) -> bool:
    """POST ``doc`` as JSON; True on a 2xx answer. Never raises."""
    body = json.dumps(doc).encode("utf-8")
    return post(url, body, {"Content-Type": "application/json"}, timeout).ok
