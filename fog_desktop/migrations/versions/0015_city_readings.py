"""a reading measured by the city

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-06

A sludge-height reading the city's inspector measured is a Measurement of the
maintenance log linked to the city inspection it was taken at (rules.md R1, whose
reading): the "service now" duty, the chart and the frequency's rates read it as any
reading. Existing entries are nobody's inspection.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # In a batch: SQLite has no ALTER for a constraint, so its table is copied with the
    # new column and its named constraint; the upgrade puts the guards' triggers, which
    # the copy drops, back on it (database/migrate.py). PostgreSQL alters it in place.
    with op.batch_alter_table("maintenance_entries", schema=None) as batch_op:
        batch_op.add_column(sa.Column("city_inspection_pk", sa.Integer(), nullable=True))
        batch_op.create_foreign_key(
            batch_op.f("fk_maintenance_entries_city_inspection_pk_city_inspections"),
            "city_inspections",
            ["city_inspection_pk"],
            ["id"],
            ondelete="RESTRICT",
        )
        batch_op.create_index(
            batch_op.f("ix_maintenance_entries_city_inspection_pk"),
            ["city_inspection_pk"],
            unique=False,
        )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
