"""The one schema, as SQLAlchemy Core tables; Alembic migrations in ``migrations/`` create it.

Addresses are stored in their comparison form (``Address.key``: ASCII-folded local part,
A-label domain) so that every rule lookup is one indexed equality.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.types import TypeDecorator

metadata = MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)


class UtcDateTime(TypeDecorator[datetime]):
    """A point in time, stored as UTC and read back aware in UTC on every backend.

    SQLite's DateTime keeps wall-clock fields and drops the offset, so an aware value in another
    zone would be stored as a different instant; converting on the way in makes that impossible.
    A naive value is taken as UTC (what SQLite hands back).
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        """Store an aware datetime as UTC."""
        if value is None or value.tzinfo is None:
            return value
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        """Read a datetime back as aware UTC."""
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


TS = UtcDateTime()

agents = Table(
    "agents",
    metadata,
    Column("name", String(32), primary_key=True),
    Column("rung", Integer, nullable=False, default=0),
    Column("rate_per_hour", Integer, nullable=True),
    Column("rate_per_day", Integer, nullable=True),
    Column("created_at", TS, nullable=False),
    # Delegation: the manager may read this agent's inbox (and, transitively, its reports'); nothing else.
    Column("manager", String(32), nullable=True),
)

allowed = Table(
    "allowed",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("agent", String(32), ForeignKey("agents.name", ondelete="CASCADE"), nullable=False),
    Column("address", String(320), nullable=False),
    Column("min_rung", Integer, nullable=False, default=0),
    Column("source", String(32), nullable=False, default="owner"),
    Column("created_at", TS, nullable=False),
    UniqueConstraint("agent", "address"),
)

owner_addresses = Table(
    "owner_addresses",
    metadata,
    Column("address", String(320), primary_key=True),
    Column("created_at", TS, nullable=False),
)

grants = Table(
    "grants",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    # "" means every agent: a NULL would defeat the unique constraint on SQLite and PostgreSQL.
    Column("agent", String(32), nullable=False, default=""),
    Column("target", String(320), nullable=False),
    Column("created_by", String(64), nullable=False, default="owner"),
    Column("created_at", TS, nullable=False),
    UniqueConstraint("target", "agent"),
)

do_not_contact = Table(
    "do_not_contact",
    metadata,
    Column("address", String(320), primary_key=True),
    # The mailbox the address reaches (mailboxes.MailboxRules): a tag or a Gmail dot does not
    # walk around an entry, and the lookup stays one indexed IN.
    Column("mailbox", String(320), nullable=False, index=True),
    Column("reason", Text, nullable=False),
    Column("created_at", TS, nullable=False),
)

contacts = Table(
    "contacts",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("agent", String(32), nullable=False),
    Column("address", String(320), nullable=False),
    Column("draft_id", String(40), nullable=True),
    Column("approved_by_person", Boolean, nullable=False, default=False),
    Column("sent_at", TS, nullable=False),
    Index(None, "address", "agent"),
)

drafts = Table(
    "drafts",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("agent", String(32), nullable=False),
    Column("state", String(16), nullable=False),
    Column("subject", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("in_reply_to", Text, nullable=False, default=""),
    Column("references", Text, nullable=False, default=""),
    Column("content_hash", String(64), nullable=False),
    Column("idempotency_key", String(200), nullable=False),
    Column("verdict", JSON, nullable=False),
    Column("note", Text, nullable=False, default=""),
    Column("approved_by", String(64), nullable=False, default=""),
    Column("message_id", Text, nullable=False, default=""),
    Column("created_at", TS, nullable=False),
    Column("updated_at", TS, nullable=False),
    Column("expires_at", TS, nullable=False),
    Column("not_before", TS, nullable=True),
    Column("sent_at", TS, nullable=True),
    # Why a rejected draft was rejected (model.Outcome) and by whom or which rule.
    Column("outcome", String(32), nullable=False, default="", server_default=""),
    Column("outcome_by", Text, nullable=False, default="", server_default=""),
    Column("retry_of", String(40), nullable=False, default="", server_default=""),  # draft sent again
    UniqueConstraint("agent", "idempotency_key"),
    Index(None, "state", "not_before"),
    Index(None, "state", "created_at"),  # the settler's claim: the oldest approved draft
    Index(None, "agent", "created_at"),
    Index(None, "agent", "content_hash"),
    Index(None, "message_id"),  # ingest: is this inbound mail one the settler sent? (session 8)
)

draft_recipients = Table(
    "draft_recipients",
    metadata,
    Column("draft_id", String(40), ForeignKey("drafts.id", ondelete="CASCADE"), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("kind", String(3), nullable=False),
    Column("address", String(320), nullable=False),
    Column("display_name", Text, nullable=False, default=""),
    Column("local", String(128), nullable=False),
    Column("domain", String(255), nullable=False),
)

attachments_out = Table(
    "attachments_out",
    metadata,
    Column("draft_id", String(40), ForeignKey("drafts.id", ondelete="CASCADE"), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("filename", Text, nullable=False),
    Column("content_type", String(200), nullable=False),
    Column("data", LargeBinary, nullable=False),
)

approvals = Table(
    "approvals",
    metadata,
    Column("draft_id", String(40), ForeignKey("drafts.id", ondelete="CASCADE"), primary_key=True),
    Column("decision", String(16), nullable=False),
    Column("content_hash", String(64), nullable=False),
    Column("decided_by", String(64), nullable=False),
    Column("reason", Text, nullable=False, default=""),
    Column("decided_at", TS, nullable=False),
)

settings = Table(
    "settings",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

audit_log = Table(
    "audit_log",
    metadata,
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("at", TS, nullable=False),
    Column("actor", String(64), nullable=False),
    Column("action", String(64), nullable=False),
    Column("subject", Text, nullable=False),
    Column("detail", Text, nullable=False),
    Column("prev_hash", String(64), nullable=False),
    # HMAC-SHA256 under the chain key; plain SHA-256 for rows from before the chain was keyed.
    Column("hash", String(64), nullable=False),
    Index(None, "subject"),
)

vault = Table(
    "vault",
    metadata,
    Column("name", String(200), primary_key=True),
    Column("kind", String(16), nullable=False),
    Column("blob", LargeBinary, nullable=False),
    Column("created_at", TS, nullable=False),
)

tokens = Table(
    "tokens",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("agent", String(32), nullable=False),
    Column("scopes", String(200), nullable=False),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("created_at", TS, nullable=False),
    Column("revoked_at", TS, nullable=True),
    Column("name", String(64), nullable=False, server_default=""),
    Column("expires_at", TS, nullable=True),
    Column("last_used_at", TS, nullable=True),
)

mails = Table(
    "mails",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("agent", String(32), nullable=False),
    Column("account", String(64), nullable=False),
    Column("folder", Text, nullable=False, default=""),
    Column("message_id", Text, nullable=False, default=""),
    Column("raw_sha256", String(64), nullable=False),
    Column("raw", LargeBinary, nullable=False),
    Column("raw_encrypted", Boolean, nullable=False, default=False),
    Column("from_addr", Text, nullable=False, default=""),  # "" unless From names exactly one address
    Column("from_header", Text, nullable=False, default="", server_default=""),  # as shown, decoded
    Column("reply_to", Text, nullable=False, default="", server_default=""),  # as shown, decoded
    Column("to_addrs", Text, nullable=False, default=""),
    Column("subject", Text, nullable=False, default=""),
    Column("date", Text, nullable=False, default=""),
    Column("in_reply_to", Text, nullable=False, default=""),
    Column("references", Text, nullable=False, default=""),
    Column("body", Text, nullable=False, default=""),
    Column("html_hidden", Text, nullable=False, default=""),
    Column("sender_auth", String(16), nullable=False, default="unverified"),
    Column("sender_detail", Text, nullable=False, default=""),
    Column("scan", JSON, nullable=False),
    Column("flagged", Boolean, nullable=False, default=False),
    Column("quarantined", Boolean, nullable=False, default=False),
    Column("parse_error", Text, nullable=False, default=""),
    # codes from mailgate.inbound.anomalies (never mail text); [] on mail stored before they existed
    Column("anomalies", JSON, nullable=False, default=list, server_default="[]"),
    # The agent and draft that wrote this mail when its Message-ID is one the settler sent: mail an
    # agent sent to the owner's own address comes back with the owner's From (session 8).
    Column("written_by_agent", String(32), nullable=False, default="", server_default=""),
    Column("written_by_draft", String(40), nullable=False, default="", server_default=""),
    Column("received_at", TS, nullable=False),
    Column("read_at", TS, nullable=True),
    Column("archived_at", TS, nullable=True),
    UniqueConstraint("message_id", "raw_sha256"),
    Index(None, "agent", "received_at"),
)

attachments_in = Table(
    "attachments_in",
    metadata,
    Column("mail_id", String(40), ForeignKey("mails.id", ondelete="CASCADE"), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("filename", Text, nullable=False),
    Column("content_type", String(200), nullable=False),
    Column("size", Integer, nullable=False),
    Column("sha256", String(64), nullable=False),
    Column("data", LargeBinary, nullable=False),
    # Encrypted with the vault key, as the mail's raw bytes are when the mail carries a secret.
    Column("sealed", Boolean, nullable=False, default=False),
)

staged_mail = Table(
    # Raw mail pulled from a server and kept durably before the pipeline runs on it: a pull is
    # bounded by the network and the disk, not by parsing; a crash re-runs the pipeline (it dedupes).
    "staged_mail",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("account", String(64), nullable=False),
    Column("folder", Text, nullable=False),
    Column("raw", LargeBinary, nullable=False),
    Column("fetched_at", TS, nullable=False),
)

imap_cursors = Table(
    "imap_cursors",
    metadata,
    Column("account", String(64), primary_key=True),
    Column("folder", String(400), primary_key=True),
    Column("uidvalidity", Integer, nullable=False),
    Column("last_uid", Integer, nullable=False),
)

wakeups = Table(
    "wakeups",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("agent", String(32), nullable=False),
    Column("mail_id", String(40), nullable=False),
    Column("at", TS, nullable=False),
    Index(None, "agent", "at"),
)

# --- the owner's dashboard ------------------------------------------------------------------

owner_login = Table(
    # One row ("owner"): the Argon2id hash of the dashboard password. Agents have no row here.
    "owner_login",
    metadata,
    Column("name", String(16), primary_key=True),
    Column("password_hash", Text, nullable=False),
    Column("updated_at", TS, nullable=False),
)

owner_sessions = Table(
    # The cookie carries a random secret; only its SHA-256 is stored, so a copy of the database
    # does not hold a usable session.
    "owner_sessions",
    metadata,
    Column("id_hash", String(64), primary_key=True),
    Column("csrf", String(64), nullable=False),
    Column("created_at", TS, nullable=False),
    Column("expires_at", TS, nullable=False),
)

used_links = Table(
    # Signed one-time links (login and approval) that were used: the primary key makes a second
    # use fail on insert, whichever process tries it.
    "used_links",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("purpose", String(16), nullable=False),
    Column("draft_id", String(40), nullable=False, default=""),
    Column("used_at", TS, nullable=False),
)

draft_resolutions = Table(
    # What the owner found out about a draft whose send ended `unknown`; nothing is re-sent.
    "draft_resolutions",
    metadata,
    Column("draft_id", String(40), ForeignKey("drafts.id", ondelete="CASCADE"), primary_key=True),
    Column("arrived", Boolean, nullable=False),
    Column("resolved_by", String(64), nullable=False),
    Column("resolved_at", TS, nullable=False),
)

# --- telling the owner --------------------------------------------------------------------------

notifications = Table(
    # One row per (draft, event, channel): "held" or "unknown" told to the webhook, Slack, Telegram,
    # Discord or the owner's mail. Kept in the store so a restart loses no retry, and the primary
    # key makes two serve processes create each notice once.
    "notifications",
    metadata,
    Column("draft_id", String(40), ForeignKey("drafts.id", ondelete="CASCADE"), primary_key=True),
    Column("event", String(16), primary_key=True),
    Column("channel", String(16), primary_key=True),
    Column("state", String(16), nullable=False),  # pending | sent | failed | moot
    Column("tries", Integer, nullable=False, default=0),
    Column("next_at", TS, nullable=False),
    Column("last_error", Text, nullable=False, default=""),
    Column("created_at", TS, nullable=False),
    Column("sent_at", TS, nullable=True),
    Index(None, "state", "next_at"),
)

leases = Table(
    # Work that one worker at a time may do (pulling one inbound account): who holds it, until when.
    # A holder renews before ``expires_at``; once that has passed, any worker may take it over.
    "leases",
    metadata,
    Column("name", String(128), primary_key=True),
    Column("holder", String(128), nullable=False),
    Column("expires_at", TS, nullable=False),
    Column("taken_at", TS, nullable=False),
)

request_rates = Table(
    # One token bucket per agent token: the requests it may still make now (``allowance``) as of
    # ``at`` (seconds since the epoch, a float so the refill is one SQL expression on every
    # backend). Kept in the store so that every `serve` process draws on the same bucket.
    "request_rates",
    metadata,
    Column("token_id", String(32), primary_key=True),
    Column("allowance", Float, nullable=False),
    Column("at", Float, nullable=False),
)
