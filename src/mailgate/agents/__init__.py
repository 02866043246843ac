"""What an agent may do, shared by every agent door (JSON API, MCP, SMTP submission, sendmail).

Tokens and scopes say who is calling; delegation says whose inbox it may read; the seven
operations (accounts, list, read, attachment, send, draft status, archive) are the only things a door can
ask for. None of them approves, denies, or changes a rule, a token, the vault or the config.
"""
