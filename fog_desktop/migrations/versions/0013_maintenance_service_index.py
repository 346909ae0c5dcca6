"""maintenance entries found by service

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-05

An index on a maintenance entry's establishment, service and date: the pump-outs that
still need a manifest checked (the Dashboard's "Needs attention", on every reading) were
found among all of an establishment's entries, its years of daily trap cleanings too.
Nothing stored changes.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Not in a batch: SQLite creates an index in place, and a batch that copied the table
    # would drop the guards' triggers on it.
    op.create_index(
        "ix_maintenance_entries_establishment_service_date",
        "maintenance_entries",
        ["establishment_id", "service", "service_date"],
        unique=False,
    )


def downgrade() -> None:
    op.drop_index(
        "ix_maintenance_entries_establishment_service_date", table_name="maintenance_entries"
    )
