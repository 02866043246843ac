"""mailgate errors as HTTP answers: one table, a stable ``code`` and a message naming the field."""

from __future__ import annotations

from starlette.responses import JSONResponse

from mailgate import (
    Conflict,
    Forbidden,
    InvalidInput,
    MailgateError,
    NotConfigured,
    NotFound,
    RateLimited,
    Refused,
    SecretUnavailable,
    StoreUnavailable,
    TooLarge,
    Unauthorized,
)

# Most specific first: the first class the error is an instance of decides.
_STATUS: tuple[tuple[type[MailgateError], int, str], ...] = (
    (Unauthorized, 401, "unauthorized"),
    (Forbidden, 403, "forbidden"),
    (RateLimited, 429, "rate_limited"),
    (TooLarge, 413, "too_large"),
    (Refused, 403, "refused"),
    (InvalidInput, 400, "invalid_input"),
    (NotFound, 404, "not_found"),
    (Conflict, 409, "conflict"),
    (NotConfigured, 503, "disabled"),
    (SecretUnavailable, 503, "unavailable"),
    (StoreUnavailable, 503, "unavailable"),
)


def error_response(exc: MailgateError) -> JSONResponse:
    """The JSON error document for one mailgate error."""
    status, code = next(((s, c) for cls, s, c in _STATUS if isinstance(exc, cls)), (500, "internal"))
    doc: dict[str, object] = {"code": code, "message": str(exc)}
    if isinstance(exc, InvalidInput):
        doc["field"] = exc.field
        doc["rule"] = exc.rule
    headers: dict[str, str] = {}
    if isinstance(exc, Unauthorized):
        headers["WWW-Authenticate"] = 'Bearer realm="mailgate"'
    if isinstance(exc, RateLimited):
        headers["Retry-After"] = str(max(1, round(exc.retry_after)))
    return JSONResponse({"error": doc}, status_code=status, headers=headers)


def problem(status: int, code: str, message: str, field: str = "") -> JSONResponse:
    """An error the HTTP layer itself finds (bad JSON, body too large, unknown route)."""
    doc: dict[str, object] = {"code": code, "message": message}
    if field:
        doc["field"] = field
    return JSONResponse({"error": doc}, status_code=status)
