"""shown headers: the From and Reply-To headers as an agent is shown them

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Keep each mail's From header and Reply-To as shown to agents."""
    # Mail stored before this revision has neither: its fence shows only the From address.
    with op.batch_alter_table("mails") as batch:
        batch.add_column(sa.Column("from_header", sa.Text(), nullable=False, server_default=""))
        batch.add_column(sa.Column("reply_to", sa.Text(), nullable=False, server_default=""))


def downgrade() -> None:
    """Drop the shown From header and Reply-To columns."""
    with op.batch_alter_table("mails") as batch:
        batch.drop_column("reply_to")
        batch.drop_column("from_header")
