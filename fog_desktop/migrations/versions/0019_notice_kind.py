"""what the city gave: a notice of violation, an administrative complaint, a licence notice

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-06

A record of the city's enforcement says what it is (rules.md R8e): a notice of violation,
an administrative complaint (the city manager's order, appealed within 30 days), or the
notice of a hearing on suspending or revoking the business licence. Every notice recorded
before is a notice of violation.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Not in a batch: SQLite adds a column in place, and a batch that copied the table
    # would drop the guards' triggers on it.
    op.add_column(
        "violation_notices",
        sa.Column(
            "kind", sa.String(length=40), server_default="Notice of violation", nullable=False
        ),
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
