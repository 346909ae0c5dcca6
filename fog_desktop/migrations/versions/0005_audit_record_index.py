"""audit entries by record

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02

An index on the record each audit entry is about: the schedules read a device's
frequency history from its entries at every Dashboard refresh, which without it scans
the whole trail (200,000 entries in a group's ten years).
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_audit_entries_record", "audit_entries", ["record_table", "record_id"], unique=False
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
