"""a possibly partial pump-out's check

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-05

How the manager settled a pump-out that removed less than 90% of its device's capacity
(rules.md R2, changed): confirmed full, or partial, with why. Until it is confirmed full
such a pump-out no longer resets its device's clock. Existing entries start unsettled.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Not in a batch: SQLite adds a column in place, and a batch that copied the table
    # would drop the guards' triggers on it.
    op.add_column(
        "maintenance_entries",
        sa.Column("partial_check", sa.String(length=20), server_default="", nullable=False),
    )
    op.add_column(
        "maintenance_entries",
        sa.Column("partial_check_note", sa.Text(), server_default="", nullable=False),
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
