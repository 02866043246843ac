"""How a home is doing: its checks (``doctor``) and its counts (``activity``)."""
