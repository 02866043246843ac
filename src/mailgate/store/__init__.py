"""The only package that speaks SQL. ``Tx`` is the transaction handle other layers pass along."""

from sqlalchemy import Connection as Tx

from mailgate.store.engine import Store

__all__ = ["Store", "Tx"]
