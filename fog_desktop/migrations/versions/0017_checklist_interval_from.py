"""a checklist interval from a date

Revision ID: 0017
Revises: 0016
Create Date: 2026-12-06

A self-inspection interval holds from the date it is given with (rules.md R8c): each
interval chosen is a record with the day it applies from, so a change never rewrites the
due dates of the checklists walked before it. The intervals chosen before hold from the
records' beginning (no date), as they did. One interval in use per establishment and day.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

IN_USE = sa.text("voided_at IS NULL")


def upgrade() -> None:
    # In a batch: SQLite copies the table with the new column; the upgrade puts the
    # guards' triggers, which the copy drops, back on it (database/migrate.py).
    with op.batch_alter_table("self_inspection_intervals", schema=None) as batch_op:
        batch_op.add_column(sa.Column("applies_from", sa.Date(), nullable=True))
        batch_op.drop_index("uq_self_inspection_intervals_establishment")
        batch_op.create_index(
            "uq_self_inspection_intervals_from",
            ["establishment_id", "applies_from"],
            unique=True,
            sqlite_where=IN_USE,
            postgresql_where=IN_USE,
        )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
