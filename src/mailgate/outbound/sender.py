"""The one verb every sender offers the settler; the settler alone holds senders."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from mailgate.deadline import Deadline


class Receipt(Protocol):
    """What a sender returns for a message the server accepted."""

    @property
    def server_reply(self) -> str:
        """The server's words (SMTP reply, or the provider's status and message id)."""
        ...


class Sender(Protocol):
    """Delivers one composed message to every recipient or none, once; never retries.

    Raises SendFailed when nothing can have been delivered and SendUncertain when it may have been.
    """

    def send(
        self,
        message: bytes,
        *,
        envelope_from: str,
        recipients: Sequence[str],
        deadline: Deadline,
        on_step: Callable[[str], None] | None = None,
    ) -> Receipt:
        """Send ``message`` within ``deadline``."""
        ...
