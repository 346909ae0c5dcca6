"""records begin: the day an establishment's records in the application start

Revision ID: 0020
Revises: 0019
Create Date: 2026-12-07

An establishment may say when its records in the application begin (rules.md R9): no
duty due before that day is judged. What the manager knew at set-up (a device's last
full pump-out or cleaning, an employee's last training) is recorded as a maintenance
entry or a training session marked "before records began". Existing establishments have
no such day (their whole history is judged) and no record is marked.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Not in a batch: SQLite adds a column in place, and a batch that copied the table
    # would drop the guards' triggers on it.
    op.add_column("establishments", sa.Column("records_begin", sa.Date(), nullable=True))
    for table in ("maintenance_entries", "training_sessions"):
        op.add_column(
            table,
            sa.Column(
                "before_records_began", sa.Boolean(), server_default=sa.false(), nullable=False
            ),
        )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
