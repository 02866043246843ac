"""A PreToolUse hook for agents' shell commands: refuse the ones that would send mail around the gate."""
