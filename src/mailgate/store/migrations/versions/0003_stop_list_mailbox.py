"""stop list mailbox key

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the indexed mailbox key to the do-not-contact list."""
    with op.batch_alter_table("do_not_contact", schema=None) as batch_op:
        batch_op.add_column(sa.Column("mailbox", sa.String(length=320), nullable=True))
    # The exact address is a mailbox key that is never wrong, only narrow; opening the home
    # re-keys every entry with the configured rules (the rules' fingerprint is not stored yet).
    op.execute("UPDATE do_not_contact SET mailbox = address")
    with op.batch_alter_table("do_not_contact", schema=None) as batch_op:
        batch_op.alter_column("mailbox", existing_type=sa.String(length=320), nullable=False)
        batch_op.create_index(batch_op.f("ix_do_not_contact_mailbox"), ["mailbox"], unique=False)


def downgrade() -> None:
    """Drop the do-not-contact list's mailbox key."""
    with op.batch_alter_table("do_not_contact", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_do_not_contact_mailbox"))
        batch_op.drop_column("mailbox")
