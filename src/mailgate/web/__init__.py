"""The owner's web dashboard and tap-to-approve links (a front door: it uses only ``mailgate``'s API)."""

from mailgate.web.app import routes

__all__ = ["routes"]
