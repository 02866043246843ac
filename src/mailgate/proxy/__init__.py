"""Doors for programs that speak mail, not MCP: the sendmail-compatible command (and SMTP submission)."""
