"""mail anomalies: structural oddities of each inbound message, as fixed codes

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
# Another branch adds 0008; whoever merges both points this at it.
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the anomalies found in each mail."""
    # Mail stored before this revision was never checked: an empty list, not a clean bill.
    with op.batch_alter_table("mails") as batch:
        batch.add_column(sa.Column("anomalies", sa.JSON(), nullable=False, server_default="[]"))


def downgrade() -> None:
    """Drop the mail anomalies column."""
    with op.batch_alter_table("mails") as batch:
        batch.drop_column("anomalies")
