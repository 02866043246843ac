"""The owner's identity on the web: dashboard password and sessions, signed one-time links."""
