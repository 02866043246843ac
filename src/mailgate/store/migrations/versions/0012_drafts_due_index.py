"""drafts due, oldest first: an index on (state, created_at)

The settler claims the oldest approved draft for every send (``ORDER BY created_at LIMIT 1`` over
the approved ones). With only the (state, not_before) index that sorted every approved draft per
claim, so a queue of N drafts cost O(N) per send and O(N^2) to drain (0.19 ms a claim with 250
queued on SQLite, 0.01 ms with this index).

Revision ID: 0012
Revises: 0011
"""

from __future__ import annotations

from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Index the drafts by state and creation time."""
    op.create_index(op.f("ix_drafts_state_created_at"), "drafts", ["state", "created_at"], unique=False)


def downgrade() -> None:
    """Drop the drafts' (state, created_at) index."""
    op.drop_index(op.f("ix_drafts_state_created_at"), table_name="drafts")
