"""Frozen records and enums shared by every layer (no I/O here)."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum

AGENT_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
"""Agent and account names: lowercase letters, digits, underscores, no hyphens."""


@dataclass(frozen=True, kw_only=True)
class Address:
    """One normalised mailbox.

    ``domain`` is the IDNA A-label form, lowercased; ``key`` is the comparison form (local part
    folded on ASCII only, so a Kelvin sign or long s never becomes an ASCII letter that a grant
    covers; see docs/security.md), which grants, the stop list and history use.
    """

    local: str
    domain: str
    display_name: str = ""

    @property
    def addr_spec(self) -> str:
        """``local@domain`` as written (case kept)."""
        return f"{self.local}@{self.domain}"

    @property
    def key(self) -> str:
        """The address as a lookup key: ASCII-lowered local part, ``@``, domain."""
        return f"{ascii_lower(self.local)}@{self.domain}"

    def __str__(self) -> str:
        return self.addr_spec


def ascii_lower(text: str) -> str:
    """Lower-case ASCII letters only: Unicode case maps reach ASCII (KELVIN SIGN -> k)."""
    return text.translate(_ASCII_LOWER)


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


class RecipientKind(StrEnum):
    """Where a recipient stands in the header: To, Cc or Bcc."""

    TO = "to"
    CC = "cc"
    BCC = "bcc"


@dataclass(frozen=True, kw_only=True)
class Recipient:
    """One recipient of a draft: the address and its kind."""

    kind: RecipientKind
    address: Address


class Decision(StrEnum):
    """What the policy says about a draft or one recipient."""

    ALLOW = "allow"
    FIX = "fix"
    HOLD = "hold"
    DENY = "deny"


# The whole draft takes its most severe answer. A draft that needs a fix is sent back to the agent
# rather than held: asking a person about a message that must change anyway wastes their yes.
DECISION_SEVERITY = {Decision.ALLOW: 0, Decision.HOLD: 1, Decision.FIX: 2, Decision.DENY: 3}


@dataclass(frozen=True, kw_only=True)
class Answer:
    """One rule's answer; ``recipient`` is the key it was about, or "" for the whole draft."""

    rule_id: str
    decision: Decision
    reason: str
    recipient: str = ""


@dataclass(frozen=True, kw_only=True)
class RuleRun:
    """One rule that ran: a hit when it answered, a miss when it abstained."""

    rule_id: str
    hit: bool


@dataclass(frozen=True, kw_only=True)
class Verdict:
    """The policy's decision for a whole draft, with every rule's answer kept for the audit log."""

    decision: Decision
    reasons: tuple[str, ...]
    answers: tuple[Answer, ...]
    per_recipient: dict[str, Decision] = field(default_factory=dict)
    # The body the draft is sent with: the signature rule may append to it.
    body: str | None = None
    # A generic text for the agent when a leak was found; the reasons stay with the owner.
    agent_message: str = ""
    # Kinds of vault entries found in the draft ("secret", "canary"): a canary raises an alarm.
    blocked_kinds: frozenset[str] = frozenset()
    # Every rule that ran, in order (hits and misses); a rule after a deciding one did not run.
    ran: tuple[RuleRun, ...] = ()

    def trace(self) -> list[tuple[str, tuple[Answer, ...]]]:
        """Each rule that ran, in order, with its answers: none for a miss."""
        if not self.ran:
            return [(a.rule_id, (a,)) for a in self.answers]
        by_rule: dict[str, list[Answer]] = {}
        for a in self.answers:
            by_rule.setdefault(a.rule_id, []).append(a)
        return [(r.rule_id, tuple(by_rule.get(r.rule_id, ())) if r.hit else ()) for r in self.ran]

    def to_json(self) -> dict[str, object]:
        """The verdict as a JSON object."""
        return {
            "decision": self.decision.value,
            "reasons": list(self.reasons),
            "per_recipient": {k: v.value for k, v in self.per_recipient.items()},
            "answers": [
                {
                    "rule": a.rule_id,
                    "decision": a.decision.value,
                    "reason": a.reason,
                    "recipient": a.recipient,
                }
                for a in self.answers
            ],
            "misses": [r.rule_id for r in self.ran if not r.hit],
        }


@dataclass(frozen=True, kw_only=True)
class DraftRequest:
    """What an agent asked to send, already validated (addresses parsed, fields checked)."""

    agent: str
    recipients: tuple[Recipient, ...]
    subject: str
    body: str
    in_reply_to: str = ""
    references: str = ""
    attachments: tuple[Attachment, ...] = ()
    # Not part of the message, but the agent chose it and it is stored and shown: scanned too.
    idempotency_key: str = ""

    def addresses(self) -> list[Address]:
        """Every recipient's address, in order."""
        return [r.address for r in self.recipients]


@dataclass(frozen=True, kw_only=True)
class Attachment:
    """One outbound attachment: a file name (never a path), its content type and its bytes."""

    filename: str
    content_type: str
    data: bytes = field(repr=False)

    @property
    def sha256(self) -> str:
        """The hex SHA-256 of the bytes: what the approver compares with the file they expect."""
        return hashlib.sha256(self.data).hexdigest()


class DraftState(StrEnum):
    """Where a draft is in its life, from pending to sent or rejected."""

    PENDING = "pending"
    APPROVED = "approved"
    SENDING = "sending"
    SENT = "sent"
    FAILED = "failed"
    UNKNOWN = "unknown"
    REJECTED = "rejected"


class Outcome(StrEnum):
    """Why a draft ended ``rejected``: one state, five different stories for the owner."""

    DENIED_BY_POLICY = "denied_by_policy"  # outcome_by: the rule(s) that denied it
    DENIED_BY_PERSON = "denied_by_person"  # outcome_by: the person; the note has their reason
    EXPIRED = "expired"  # nobody approved it before expires_at
    CANCELLED = "cancelled"  # outcome_by: who took the approval back in the undo window
    APPROVAL_MISSING = "approval_missing"  # the settler found no verifiable approval


TERMINAL_STATES = frozenset({DraftState.SENT, DraftState.FAILED, DraftState.UNKNOWN, DraftState.REJECTED})

# The only transitions the store will make; terminal states have none, so a decided draft stays decided.
TRANSITIONS: dict[DraftState, frozenset[DraftState]] = {
    DraftState.PENDING: frozenset({DraftState.APPROVED, DraftState.REJECTED}),
    DraftState.APPROVED: frozenset({DraftState.SENDING, DraftState.REJECTED}),
    DraftState.SENDING: frozenset({DraftState.SENT, DraftState.FAILED, DraftState.UNKNOWN}),
    DraftState.SENT: frozenset(),
    DraftState.FAILED: frozenset(),
    # Only reconcile: the message was found in the account's sent mail. Nothing is re-sent.
    DraftState.UNKNOWN: frozenset({DraftState.SENT}),
    DraftState.REJECTED: frozenset(),
}


@dataclass(frozen=True, kw_only=True)
class Draft:
    """A stored outbound draft."""

    id: str
    agent: str
    state: DraftState
    recipients: tuple[Recipient, ...]
    subject: str
    body: str
    content_hash: str
    created_at: datetime
    expires_at: datetime
    in_reply_to: str = ""
    references: str = ""
    idempotency_key: str = ""
    verdict: dict[str, object] = field(default_factory=dict)
    note: str = ""
    approved_by: str = ""
    not_before: datetime | None = None
    message_id: str = ""
    sent_at: datetime | None = None
    # A rejected draft's Outcome value ("" otherwise) and who or which rule brought it about.
    outcome: str = ""
    outcome_by: str = ""
    # The failed (or lost) draft this one sends again, "" for a first send.
    retry_of: str = ""
    attachments: tuple[Attachment, ...] = ()


class ApprovalMode(StrEnum):
    """``mail.approval_mode``: whether grants and allowed lists may send without a person."""

    GRANTS = "grants"
    ALWAYS = "always"


class SubmitState(StrEnum):
    """Where a submitted draft stands: a ``DraftState`` value, or ``needs_fix`` (nothing stored)."""

    PENDING = "pending"
    APPROVED = "approved"
    SENDING = "sending"
    SENT = "sent"
    FAILED = "failed"
    UNKNOWN = "unknown"
    REJECTED = "rejected"
    NEEDS_FIX = "needs_fix"


class IngestOutcome(StrEnum):
    """What became of one inbound message (each is counted on its own in a poll)."""

    STORED = "stored"
    DUPLICATE = "duplicate"
    SENDER_REFUSED = "sender_refused"
    EMPTY = "empty"
    PARSE_ERROR = "parse_error"
    TRANSPORT_ERROR = "transport_error"


class SenderAuth(StrEnum):
    """Whether the From address of an inbound mail was checked (DKIM + DMARC alignment)."""

    VERIFIED = "verified"
    UNVERIFIED = "unverified"
    FAILED = "failed"


@dataclass(frozen=True, kw_only=True)
class ScanResult:
    """An injection scanner's verdict on one inbound mail."""

    score: float
    flagged: bool
    signals: tuple[str, ...] = ()
    scanner: str = "builtin"


@dataclass(frozen=True, kw_only=True)
class MailAttachment:
    """An attachment of a stored inbound mail, as listed (its bytes stay in the store)."""

    filename: str
    content_type: str
    size: int
    sha256: str


@dataclass(frozen=True, kw_only=True)
class MailSummary:
    """One row of an inbox listing: a stored inbound mail without its body and raw bytes."""

    id: str
    agent: str
    account: str
    from_addr: str  # "" unless From names exactly one address
    from_header: str  # From as shown, decoded
    subject: str
    date: str
    sender_auth: SenderAuth
    flagged: bool
    quarantined: bool
    parse_error: str
    anomalies: tuple[str, ...]
    received_at: datetime
    read_at: datetime | None
    archived_at: datetime | None
    # The agent and draft that wrote it when mailgate sent it ("" for mail from anyone else).
    written_by_agent: str = ""
    written_by_draft: str = ""


@dataclass(frozen=True, kw_only=True)
class StoredMail:
    """One stored inbound mail in full: every column, and its attachments in order."""

    id: str
    agent: str
    account: str
    folder: str
    message_id: str
    raw_sha256: str
    raw: bytes = field(repr=False)
    raw_encrypted: bool
    from_addr: str  # "" unless From names exactly one address
    from_header: str  # From as shown, decoded
    reply_to: str
    to_addrs: str
    subject: str
    date: str
    in_reply_to: str
    references: str
    body: str
    html_hidden: str
    sender_auth: SenderAuth
    sender_detail: str
    scan: dict[str, object]  # the injection scanner's verdict: score, flagged, signals, scanner
    flagged: bool
    quarantined: bool
    parse_error: str
    anomalies: tuple[str, ...]
    received_at: datetime
    read_at: datetime | None
    archived_at: datetime | None
    # The agent and draft that wrote it when mailgate sent it ("" for mail from anyone else).
    written_by_agent: str = ""
    written_by_draft: str = ""
    attachments: tuple[MailAttachment, ...] = ()


@dataclass(frozen=True, kw_only=True)
class AllowedEntry:
    """One entry of an agent's allowed list: an address it may send to from ``min_rung`` on."""

    agent: str
    address: str
    min_rung: int
    source: str  # who put it there: the owner, or "earned" by person-approved sends


@dataclass(frozen=True, kw_only=True)
class GrantEntry:
    """One grant: ``target`` (address, *@domain or *) for ``agent`` ("" = every agent)."""

    target: str
    agent: str
    created_by: str
    created_at: datetime


@dataclass(frozen=True, kw_only=True)
class StopEntry:
    """One entry of the do-not-contact list and the mailbox it covers."""

    address: str
    mailbox: str
    reason: str
    created_at: datetime
