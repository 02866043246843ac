"""One bounded JSON POST to a URL the owner configured (webhooks, chat incoming hooks)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Mapping

TIMEOUT_SECS = 10


def post_json(url: str, doc: Mapping[str, object], timeout: float = TIMEOUT_SECS) -> bool:
    """POST ``doc``; True on a 2xx answer. Only http(s) URLs are ever opened; never raises."""
    if not url.startswith(("http://", "https://")):
        return False
    request = urllib.request.Request(  # noqa: S310 - the scheme is checked above
        url,
        data=json.dumps(doc).encode("utf-8"),
        method="POST",
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            return bool(200 <= response.status < 300)
    except (urllib.error.URLError, OSError, ValueError):
        return False
