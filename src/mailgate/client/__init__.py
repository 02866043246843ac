"""The thin client agent-side commands use: talks to a running ``mailgate serve`` with a token.

It never opens the home, the database or the vault, so it works for an OS user that cannot
read them: that is the wall between an agent with a shell and the owner.
"""
