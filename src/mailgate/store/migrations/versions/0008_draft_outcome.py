"""draft outcome and retry link

A rejected draft says why (denied by policy or by a person, expired, cancelled, approval
missing) and by whom; a draft sent again names the failed one it repeats. Keyless sends look up
an earlier draft of the same content, hence the index.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add a draft's outcome, who set it, its content hash and the draft it retries."""
    with op.batch_alter_table("drafts") as batch:
        batch.add_column(sa.Column("outcome", sa.String(length=32), nullable=False, server_default=""))
        batch.add_column(sa.Column("outcome_by", sa.Text(), nullable=False, server_default=""))
        batch.add_column(sa.Column("retry_of", sa.String(length=40), nullable=False, server_default=""))
        batch.create_index(batch.f("ix_drafts_agent_content_hash"), ["agent", "content_hash"], unique=False)
    # Drafts rejected before this revision: their note says which story it was.
    op.execute("UPDATE drafts SET outcome = 'expired' WHERE state = 'rejected' AND note = 'expired'")
    op.execute("UPDATE drafts SET outcome = 'cancelled' WHERE state = 'rejected' AND note = 'cancelled'")
    op.execute(
        "UPDATE drafts SET outcome = 'denied_by_person', outcome_by = COALESCE(("
        "SELECT decided_by FROM approvals WHERE approvals.draft_id = drafts.id), '') "
        "WHERE state = 'rejected' AND note LIKE 'denied: %'"
    )
    op.execute(
        "UPDATE drafts SET outcome = 'approval_missing' "
        "WHERE state = 'rejected' AND note LIKE 'approval\\_missing%' ESCAPE '\\'"
    )
    op.execute("UPDATE drafts SET outcome = 'denied_by_policy' WHERE state = 'rejected' AND outcome = ''")


def downgrade() -> None:
    """Drop the draft outcome columns and their index."""
    with op.batch_alter_table("drafts") as batch:
        batch.drop_index(batch.f("ix_drafts_agent_content_hash"))
        batch.drop_column("retry_of")
        batch.drop_column("outcome_by")
        batch.drop_column("outcome")
