"""owner login: dashboard password, sessions, used one-time links, resolutions of unknown sends

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the owner's dashboard login, sessions, used links and draft resolutions."""
    op.create_table(
        "owner_login",
        sa.Column("name", sa.String(length=16), nullable=False),
        sa.Column("password_hash", sa.Text(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("name", name=op.f("pk_owner_login")),
    )
    op.create_table(
        "owner_sessions",
        sa.Column("id_hash", sa.String(length=64), nullable=False),
        sa.Column("csrf", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id_hash", name=op.f("pk_owner_sessions")),
    )
    op.create_table(
        "used_links",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("purpose", sa.String(length=16), nullable=False),
        sa.Column("draft_id", sa.String(length=40), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_used_links")),
    )
    op.create_table(
        "draft_resolutions",
        sa.Column("draft_id", sa.String(length=40), nullable=False),
        sa.Column("arrived", sa.Boolean(), nullable=False),
        sa.Column("resolved_by", sa.String(length=64), nullable=False),
        sa.Column("resolved_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["draft_id"],
            ["drafts.id"],
            name=op.f("fk_draft_resolutions_draft_id_drafts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("draft_id", name=op.f("pk_draft_resolutions")),
    )


def downgrade() -> None:
    """Drop the owner login tables."""
    op.drop_table("draft_resolutions")
    op.drop_table("used_links")
    op.drop_table("owner_sessions")
    op.drop_table("owner_login")
