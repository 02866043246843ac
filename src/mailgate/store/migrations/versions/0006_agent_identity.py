"""agent identity: named, expiring tokens with a last-used time; managers; archived mail

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add token names and expiry, agent identities and mail archiving."""
    with op.batch_alter_table("tokens") as batch:
        batch.add_column(sa.Column("name", sa.String(length=64), nullable=False, server_default=""))
        batch.add_column(sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("agents") as batch:
        batch.add_column(sa.Column("manager", sa.String(length=32), nullable=True))
    with op.batch_alter_table("mails") as batch:
        batch.add_column(sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    """Drop the token, agent and archiving columns of this revision."""
    with op.batch_alter_table("mails") as batch:
        batch.drop_column("archived_at")
    with op.batch_alter_table("agents") as batch:
        batch.drop_column("manager")
    with op.batch_alter_table("tokens") as batch:
        batch.drop_column("last_used_at")
        batch.drop_column("expires_at")
        batch.drop_column("name")
