"""Gmail and Microsoft 365 accounts: OAuth2 sign-in, tokens, and the state each account keeps.

Reading goes through ``inbound/transports/gmail.py`` and ``graph.py``; sending only through the
settler (``outbound/providers.py``). Refresh tokens live in the vault under constant names.
"""
