"""What a notice says, and its wire format for each channel (webhook, Slack, Telegram, Discord, mail).

Every text that came from an agent arrives here already redacted (vault values replaced) and
passed through ``display.show`` (control, bidi and invisible characters as visible escapes). Each
channel then gets it in a form its client cannot read as markup: Slack ``plain_text`` objects,
Telegram without ``parse_mode``, Discord with markdown escaped, mentions off and link previews
suppressed. A notice never names a vault value, a signing secret or a bot token.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

HELD = "held"
UNKNOWN = "unknown"
TELEGRAM_MAX_TEXT = 4096
DISCORD_MAX_CONTENT = 2000
DISCORD_SUPPRESS_EMBEDS = 1 << 2  # message flag: no previews of links an agent wrote
SLACK_MAX_TEXT = 3000
_DISCORD_MARKUP = re.compile(r"([\\*_~`|>\[\]()#<@:!-])")


@dataclass(frozen=True, kw_only=True)
class Notice:
    """One event for the owner, every agent text already redacted and made visible."""

    event: str  # HELD | UNKNOWN
    draft_id: str
    agent: str
    recipients: tuple[str, ...]
    subject: str
    body_start: str
    reasons: tuple[str, ...]
    link_url: str  # the tap-to-approve page ("" when no link could be made); history for UNKNOWN
    dashboard_url: str
    expires_at: str
    whole: bool = False  # the notice shows all of the draft (see ``shows_whole``)
    # The reply headers the recipient's client threads by: "In-Reply-To: <id>", "References: ...".
    threading: tuple[str, ...] = ()
    files: tuple[str, ...] = ()  # one line per attachment: name, type, size, sha256
    # The text of each text/* attachment, headed by its name, as a mail client would show it inline.
    file_texts: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Buttons:
    """Tokens for deciding buttons in chat ("" when the channel has no deciders configured)."""

    approve: str = ""
    reject: str = ""


def shows_whole(body: str, has_attachments: bool, preview_chars: int) -> bool:
    """Whether a notice shows a draft whole: its body within ``preview_chars`` and no files.

    A chat Approve button approves everything the content hash covers, so it is offered, and
    honoured, only for a draft the person could read whole in the notice; any other draft is
    approved on the approval page, which shows all of it.
    """
    return not has_attachments and len(body) <= preview_chars


def headline(n: Notice) -> str:
    """The first line: what happened, in mailgate's own words only."""
    if n.event == HELD:
        return f"mailgate: a draft from agent {n.agent} is held for you ({n.draft_id})"
    return (
        f"mailgate: the send of draft {n.draft_id} (agent {n.agent}) ended unknown: "
        "it may or may not have arrived"
    )


def text(n: Notice) -> str:
    """The plain-text form (Telegram, mail, and the base of Discord's)."""
    lines = [headline(n), "", "To: " + ", ".join(n.recipients), "Subject: " + n.subject, *n.threading]
    if n.event == HELD:
        lines.append(f"Expires: {n.expires_at} (expiry is a denial)")
        lines += ["Why held: " + r for r in n.reasons]
    lines += ["", n.body_start, ""]
    lines += [*n.files, *(f"{t}\n" for t in n.file_texts)]
    if n.event == HELD:
        lines.append(
            f"Approve or reject: {n.link_url}"
            if n.link_url
            else f"Decide on the dashboard: {n.dashboard_url}"
        )
    else:
        lines.append(f"Check with the recipient, then record it on the History page: {n.link_url}")
    return "\n".join(lines)


def webhook_doc(n: Notice) -> dict[str, object]:
    """The generic webhook's JSON body."""
    return {
        "event": f"draft.{n.event}",
        "draft_id": n.draft_id,
        "agent": n.agent,
        "recipients": list(n.recipients),
        "subject": n.subject,
        "body_start": n.body_start,
        "threading": list(n.threading),
        "attachments": list(n.files),
        "attachment_texts": list(n.file_texts),
        "reasons": list(n.reasons),
        "expires_at": n.expires_at if n.event == HELD else "",
        "approve_url": n.link_url if n.event == HELD else "",
        "reject_url": n.link_url if n.event == HELD else "",
        "history_url": n.link_url if n.event == UNKNOWN else "",
        "dashboard_url": n.dashboard_url,
    }


def _plain(value: str, limit: int = SLACK_MAX_TEXT) -> dict[str, object]:
    # plain_text: Slack shows it as typed, so an agent cannot write a link, a mention or markup.
    return {"type": "plain_text", "text": _clip(value or "-", limit), "emoji": False}


def _button(
    label: str, action_id: str, *, url: str = "", value: str = "", style: str = ""
) -> dict[str, object]:
    button: dict[str, object] = {"type": "button", "action_id": action_id, "text": _plain(label, 75)}
    if url:
        button["url"] = url
    if value:
        button["value"] = value
    if style:
        button["style"] = style
    return button


def slack_doc(n: Notice, buttons: Buttons) -> dict[str, object]:
    """A Slack incoming-webhook message: Block Kit blocks with Approve / Reject buttons.

    Without deciders configured the buttons are ``url`` buttons to the tap-to-approve page (which
    decides only when its own button is pressed); with them, they carry signed ``value`` tokens
    for the interactivity endpoint, and a third button opens the page.
    """
    details = "\n".join(
        ["To: " + ", ".join(n.recipients), "Subject: " + n.subject, *n.threading]
        + ([f"Expires: {n.expires_at}"] + ["Why held: " + r for r in n.reasons] if n.event == HELD else [])
    )
    blocks: list[dict[str, object]] = [
        {"type": "section", "text": _plain(headline(n))},
        {"type": "section", "text": _plain(details)},
        {"type": "section", "text": _plain(n.body_start)},
    ]
    # The files in one block, each text file's text in one of its own (a message holds 50 at most).
    blocks += [{"type": "section", "text": _plain(t)} for t in ("\n".join(n.files), *n.file_texts) if t]
    # Deciding buttons only when every block shows its text unclipped (Slack cuts a block at 3000).
    unclipped = len(details) <= SLACK_MAX_TEXT and len(n.body_start) <= SLACK_MAX_TEXT
    if n.event == HELD and buttons.approve and n.whole and unclipped:
        elements = [
            _button("Approve", "mailgate.approve", value=buttons.approve, style="primary"),
            _button("Reject", "mailgate.reject", value=buttons.reject, style="danger"),
        ]
        if n.link_url:
            elements.append(_button("Open", "mailgate.open", url=n.link_url))
        blocks.append({"type": "actions", "block_id": "mailgate", "elements": elements})
    elif n.event == HELD:
        target = n.link_url or n.dashboard_url
        blocks.append(
            {
                "type": "actions",
                "block_id": "mailgate",
                "elements": [
                    _button("Approve", "mailgate.approve", url=target, style="primary"),
                    _button("Reject", "mailgate.reject", url=target, style="danger"),
                ],
            }
        )
    else:
        blocks.append(
            {
                "type": "actions",
                "block_id": "mailgate",
                "elements": [_button("Open history", "mailgate.history", url=n.link_url)],
            }
        )
    # The fallback text (notifications, old clients) is mrkdwn: mailgate's words only, escaped.
    return {"text": slack_escape(headline(n)), "blocks": blocks}


def slack_escape(value: str) -> str:
    """Slack's escaping for mrkdwn text: &, < and > (so no link or mention can be written)."""
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def telegram_doc(n: Notice, chat_id: str, buttons: Buttons) -> dict[str, object]:
    """A Bot API ``sendMessage`` body: plain text (no parse_mode) and an inline keyboard."""
    rows: list[list[dict[str, str]]] = []
    # Deciding buttons only when the person reads the whole draft in the message (not clipped).
    if n.event == HELD and buttons.approve and n.whole and len(text(n)) <= TELEGRAM_MAX_TEXT:
        rows.append(
            [
                {"text": "Approve", "callback_data": buttons.approve},
                {"text": "Reject", "callback_data": buttons.reject},
            ]
        )
    target = n.link_url or n.dashboard_url
    rows.append([{"text": "Open" if n.event == HELD else "Open history", "url": target}])
    return {
        "chat_id": chat_id,
        "text": _clip(text(n), TELEGRAM_MAX_TEXT),
        "reply_markup": {"inline_keyboard": rows},
        "link_preview_options": {"is_disabled": True},
    }


def discord_escape(value: str) -> str:
    """Markdown, mention and link syntax escaped with backslashes (Discord reads them literally)."""
    return _DISCORD_MARKUP.sub(r"\\\1", value)


def discord_doc(n: Notice) -> dict[str, object]:
    """A Discord execute-webhook body: the text with agent parts escaped, no mentions, no previews."""
    lines = [
        discord_escape(headline(n)),
        "To: " + discord_escape(", ".join(n.recipients)),
        "Subject: " + discord_escape(n.subject),
        *(discord_escape(t) for t in n.threading),
    ]
    if n.event == HELD:
        lines += ["Why held: " + discord_escape(r) for r in n.reasons]
    lines += ["", discord_escape(n.body_start), ""]
    lines += [discord_escape(t) for t in (*n.files, *n.file_texts)]
    tail = (
        f"Approve or reject: {n.link_url or n.dashboard_url}"
        if n.event == HELD
        else f"Record it on the History page: {n.link_url}"
    )
    head = "\n".join(lines)
    return {
        "content": _clip(head, DISCORD_MAX_CONTENT - len(tail) - 1) + "\n" + tail,
        "allowed_mentions": {"parse": []},
        "flags": DISCORD_SUPPRESS_EMBEDS,
    }


def mail_subject(n: Notice) -> str:
    """The subject of the notice mailed to the owner: mailgate's words only, no agent text."""
    what = "held for you" if n.event == HELD else "send unknown"
    return f"[mailgate] {what}: draft {n.draft_id} of agent {n.agent}"


def mail_text(n: Notice) -> str:
    """The body of the notice mailed to the owner: what happened and where to look, no agent text.

    The owner's mailbox is often one mailgate reads into an agent's inbox: a mailed notice that
    carried a draft's recipients, subject or body would show one agent's drafts to another
    (session 8). The draft itself is read on the dashboard, behind the owner's login.
    """
    lines = [headline(n), ""]
    if n.event == HELD:
        lines.append(f"Expires: {n.expires_at} (expiry is a denial)")
        lines.append(f"Read it and decide on the dashboard: {n.dashboard_url}")
    else:
        lines.append(f"Check with the recipient, then record it on the History page: {n.link_url}")
    return "\n".join(lines)


def _clip(value: str, limit: int) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"
