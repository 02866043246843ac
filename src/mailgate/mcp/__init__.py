"""The MCP door: seven tools over the agent operations, served over HTTP inside ``serve`` and on stdio."""
