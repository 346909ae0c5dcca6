"""frequency approvals

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-04

The program manager's approval of an interceptor's new maintenance frequency, with its
date; the city's letter is attached to it (R8d, R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "frequency_approvals",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("device_pk", sa.Integer(), nullable=False),
        sa.Column("approved_on", sa.Date(), nullable=False),
        sa.Column("frequency_number", sa.Integer(), nullable=False),
        sa.Column("frequency_unit", sa.String(length=10), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["device_pk"],
            ["devices.id"],
            name=op.f("fk_frequency_approvals_device_pk_devices"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_frequency_approvals_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_frequency_approvals")),
    )
    with op.batch_alter_table("frequency_approvals", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_frequency_approvals_establishment_id"),
            ["establishment_id"],
            unique=False,
        )
        batch_op.create_index(
            batch_op.f("ix_frequency_approvals_device_pk"), ["device_pk"], unique=False
        )

    guards.install(op.get_bind(), ("frequency_approvals",), ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
