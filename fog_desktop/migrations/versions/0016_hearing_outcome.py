"""a notice of violation's hearing and its outcome

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-06

The day the hearing on a notice of violation was held and what the hearing officer
determined: upheld, modified or reversed (rules.md R8e; Hearings D). A reversed notice
owes no fee and no duty it brought. Existing notices have had no hearing recorded.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Not in a batch: SQLite adds a column in place, and a batch that copied the table
    # would drop the guards' triggers on it.
    op.add_column("violation_notices", sa.Column("hearing_on", sa.Date(), nullable=True))
    op.add_column(
        "violation_notices", sa.Column("hearing_outcome", sa.String(length=20), nullable=True)
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
