"""The readable text of a calendar invitation (a text/calendar part), for the agent and the scanner.

An invitation's DESCRIPTION is prose the sender wrote, and an assistant that manages a calendar
reads it: an instruction hidden there reaches the agent as surely as one in the body. Mail clients
show it beside the body, so mailgate does too (and so scans it). The parsing of RFC 5545 (line
unfolding, escapes, components) is icalendar's; this module only picks the fields people write.
"""

from __future__ import annotations

import icalendar

# Properties whose value is free text written by the sender, in the order they are shown.
_FIELDS = (
    ("SUMMARY", "Summary"),
    ("LOCATION", "Location"),
    ("DESCRIPTION", "Description"),
    ("COMMENT", "Comment"),
)
_MAX_COMPONENTS = 20  # events (or todos, journals) read per part
MAX_CHARS = 20_000  # characters of text taken from one part


def invitation_text(data: bytes, charset: str = "utf-8") -> str:
    """The free-text fields of every event in an iCalendar part, one ``Label: value`` per line.

    Never raises: a part icalendar cannot read gives "" (its bytes stay in the attachment).
    """
    try:
        text = data.decode(charset or "utf-8", "replace")
    except LookupError:
        text = data.decode("utf-8", "replace")
    try:
        calendars = icalendar.Calendar.from_ical(text[: MAX_CHARS * 4], multiple=True)
    except Exception:  # hostile input: icalendar raises ValueError and others on broken lines
        return ""
    lines: list[str] = []
    components = (c for cal in calendars for c in cal.walk() if c.name in ("VEVENT", "VTODO", "VJOURNAL"))
    for component, _ in zip(components, range(_MAX_COMPONENTS), strict=False):
        for name, label in _FIELDS:
            values = component.get(name)
            for value in values if isinstance(values, list) else [values]:
                if value is not None and str(value).strip():
                    lines.append(f"{label}: {str(value).strip()}")
    return "\n".join(lines)[:MAX_CHARS]
