"""mail written by an agent: the agent and draft behind an inbound mail the settler sent

An agent may send to the owner's own address without a person (the owner-only rule). When
mailgate also reads that mailbox, the mail came back into another agent's inbox with the owner's
From and passing authentication. Ingest now matches its Message-ID against the drafts sent (an
index on drafts.message_id) and stores which agent and draft wrote it.

Revision ID: 0014
Revises: 0013
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the writing agent and draft to mails; index drafts by Message-ID."""
    # Mail stored before this revision was never matched: "" (no agent known), as before.
    with op.batch_alter_table("mails") as batch:
        batch.add_column(sa.Column("written_by_agent", sa.String(32), nullable=False, server_default=""))
        batch.add_column(sa.Column("written_by_draft", sa.String(40), nullable=False, server_default=""))
    op.create_index(op.f("ix_drafts_message_id"), "drafts", ["message_id"], unique=False)


def downgrade() -> None:
    """Drop the drafts' Message-ID index and the mails' writing agent and draft."""
    op.drop_index(op.f("ix_drafts_message_id"), table_name="drafts")
    with op.batch_alter_table("mails") as batch:
        batch.drop_column("written_by_draft")
        batch.drop_column("written_by_agent")
