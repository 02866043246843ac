"""request_rates: the per-token request rate, one bucket per token shared by every serve process

Until now each process kept its own buckets, so ``serve --workers N`` gave a token N times
``api.requests_per_minute``.

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the request_rates table."""
    op.create_table(
        "request_rates",
        sa.Column("token_id", sa.String(length=32), nullable=False),
        sa.Column("allowance", sa.Float(), nullable=False),
        sa.Column("at", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("token_id", name=op.f("pk_request_rates")),
    )


def downgrade() -> None:
    """Drop the request_rates table."""
    op.drop_table("request_rates")
