"""The one place where database exceptions become mailgate errors.

Every SQLAlchemy error (and every driver error the hot path re-raises as SQLAlchemy's own, see
``store.hotpath``) leaving a ``Store`` transaction becomes ``StoreUnavailable`` in ``translated``;
a unique-constraint violation that means "this already exists" becomes ``Conflict`` in
``conflict_on_duplicate``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from mailgate.errors import Conflict, MailgateError, StoreUnavailable


@contextlib.contextmanager
def translated(what: str) -> Iterator[None]:
    """Mailgate errors pass through; any other database error becomes ``StoreUnavailable`` naming ``what``."""
    try:
        yield
    except MailgateError:
        raise
    except SQLAlchemyError as exc:
        first_line = (str(exc).splitlines() or [""])[0]
        raise StoreUnavailable(f"{what} failed: {exc.__class__.__name__}: {first_line}") from exc


@contextlib.contextmanager
def conflict_on_duplicate(message: str) -> Iterator[None]:
    """A unique-constraint violation inside becomes ``Conflict(message)``."""
    try:
        yield
    except IntegrityError as exc:
        raise Conflict(message) from exc
