"""The MCP door: six tools over the agent operations, served over HTTP inside ``serve`` and on stdio."""
