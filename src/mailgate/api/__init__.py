"""The JSON API for agents without MCP: the seven agent operations under ``/api/v1``."""
