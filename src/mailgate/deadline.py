"""One bound per operation, handed down to every socket call, so no operation can wait forever."""

from __future__ import annotations

import time
from dataclasses import dataclass

from mailgate.errors import TimedOut


@dataclass(frozen=True, kw_only=True)
class Deadline:
    """An absolute point on the monotonic clock; ``remaining()`` is what a socket may still wait."""

    at: float
    what: str = "operation"

    @classmethod
    def after(cls, seconds: float, what: str = "operation") -> Deadline:
        """A deadline ``seconds`` from now."""
        return cls(at=time.monotonic() + seconds, what=what)

    def remaining(self) -> float:
        """Seconds left; raises TimedOut once the deadline has passed."""
        left = self.at - time.monotonic()
        if left <= 0:
            raise TimedOut(f"{self.what} ran past its time limit")
        return left

    def expired(self) -> bool:
        """True once the deadline has passed."""
        return time.monotonic() >= self.at
