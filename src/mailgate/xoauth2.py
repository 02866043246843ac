"""SASL XOAUTH2: the bearer-token login Gmail and Outlook accept over IMAP and SMTP.

The initial client response is ``user=<user>\\x01auth=Bearer <token>\\x01\\x01`` (base64-encoded
on the wire by the protocol library). The token is an OAuth2 access token from the accounts
module; it is never logged and is only ever sent after TLS is up and verified.
"""

from __future__ import annotations

from typing import Protocol

from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput


class BearerTokens(Protocol):
    """Where a protocol client gets an account's access token, and says the server refused it."""

    def access_token(self, deadline: Deadline) -> str:
        """A valid access token (refreshed first when due); SignInNeeded when the grant is gone."""
        ...

    def invalidate(self) -> None:
        """Forget the current access token: the next call asks the token endpoint again."""
        ...


def initial_response(user: str, token: str) -> str:
    """The XOAUTH2 initial client response, before base64; refuses values that would break framing."""
    # \x01 separates the fields: a user name or token holding one could smuggle another field.
    if not user or not (user.isascii() and user.isprintable()):
        raise InvalidInput("xoauth2.user", "must be printable ASCII", user)
    if not token or not (token.isascii() and token.isprintable()) or " " in token:
        raise InvalidInput("xoauth2.token", "must be a printable ASCII token without spaces")
    return f"user={user}\x01auth=Bearer {token}\x01\x01"
