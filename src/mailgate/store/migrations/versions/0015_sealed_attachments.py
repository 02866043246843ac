"""sealed attachments: an inbound mail's attachment bytes encrypted when the mail carries a secret

The raw bytes of a mail that carried a vault value were encrypted, but its attachments' bytes
were kept in the clear beside them (session 9). They are now sealed with the raw bytes; this
column says which rows are, since rows stored before it never were.

Revision ID: 0015
Revises: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add attachments_in.sealed (false for every row stored before)."""
    with op.batch_alter_table("attachments_in") as batch:
        batch.add_column(sa.Column("sealed", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    """Drop attachments_in.sealed."""
    with op.batch_alter_table("attachments_in") as batch:
        batch.drop_column("sealed")
