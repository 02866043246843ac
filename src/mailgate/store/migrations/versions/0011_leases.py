"""leases: one worker at a time pulls each inbound account

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the leases table."""
    op.create_table(
        "leases",
        sa.Column("name", sa.String(length=128), nullable=False),
        sa.Column("holder", sa.String(length=128), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("taken_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("name", name=op.f("pk_leases")),
    )


def downgrade() -> None:
    """Drop the leases table."""
    op.drop_table("leases")
