"""audit log rows by subject

The settler reads the audit rows of each draft it sends (the approval must verify under the
chain key), so the lookup by subject needs an index.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Index the audit log by subject."""
    op.create_index(op.f("ix_audit_log_subject"), "audit_log", ["subject"], unique=False)


def downgrade() -> None:
    """Drop the audit log's subject index."""
    op.drop_index(op.f("ix_audit_log_subject"), table_name="audit_log")
