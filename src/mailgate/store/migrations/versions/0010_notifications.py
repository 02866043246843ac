"""notifications: what the owner was told about held and unknown drafts, with retry state

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the notifications table: notices to the owner's channels and their retries."""
    op.create_table(
        "notifications",
        sa.Column("draft_id", sa.String(length=40), nullable=False),
        sa.Column("event", sa.String(length=16), nullable=False),
        sa.Column("channel", sa.String(length=16), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("tries", sa.Integer(), nullable=False),
        sa.Column("next_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_error", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["draft_id"],
            ["drafts.id"],
            name=op.f("fk_notifications_draft_id_drafts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("draft_id", "event", "channel", name=op.f("pk_notifications")),
    )
    op.create_index(
        op.f("ix_notifications_state_next_at"), "notifications", ["state", "next_at"], unique=False
    )


def downgrade() -> None:
    """Drop the notifications table."""
    op.drop_index(op.f("ix_notifications_state_next_at"), table_name="notifications")
    op.drop_table("notifications")
