"""hauler phone: the number to call the hauler at, kept with its manifest

Revision ID: 0021
Revises: 0020
Create Date: 2026-12-07

A manifest keeps the hauler's phone number beside its registration no. and driver, so
that a reading over the limit can offer to call the hauler at once (rules.md R1, "service
now"). Manifests recorded before have no number.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0021"
down_revision: str | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Not in a batch: SQLite adds a column in place, and a batch that copied the table
    # would drop the guards' triggers on it.
    op.add_column(
        "manifests",
        sa.Column("hauler_phone", sa.String(length=50), server_default="", nullable=False),
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
