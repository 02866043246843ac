"""Send the head of the audit chain to the owner's channels, so a copy lives off this machine.

The anchor file guards against rows cut off the end of the log by someone who can write only the
database; a copy of the head in the owner's chat or webhook also survives someone who can write
the home. The MAC names no secret: it is useless without the key.
"""

from __future__ import annotations

from mailgate.notify.http import post_json


def announce_head(seq: int, mac: str, *, home: str, webhook_url: str, slack_url: str) -> dict[str, bool]:
    """POST the head to every configured channel; returns each channel's success."""
    sent: dict[str, bool] = {}
    if webhook_url:
        sent["webhook"] = post_json(
            webhook_url, {"event": "audit.head", "seq": seq, "mac": mac, "home": home}
        )
    if slack_url:
        text = (
            f"mailgate audit log of {home} verified up to row {seq} (MAC {mac}). Keep this message: "
            "a later log that ends before this row, or holds another MAC for it, was cut or rebuilt."
        )
        sent["slack"] = post_json(slack_url, {"text": text})
    return sent
