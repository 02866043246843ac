"""Tests of the MCP door: tools over HTTP inside serve and on stdio."""
