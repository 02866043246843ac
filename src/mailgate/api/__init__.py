"""The JSON API for agents without MCP: the six agent operations under ``/api/v1``."""
