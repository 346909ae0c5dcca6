"""missed half-year trainings

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03

The manager's explanation of a half-year training that ended unmet: what happened and
what was done about it (R4, R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "missed_trainings",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("employee_pk", sa.Integer(), nullable=False),
        sa.Column("half_end", sa.Date(), nullable=False),
        sa.Column("what_happened", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["employee_pk"],
            ["employees.id"],
            name=op.f("fk_missed_trainings_employee_pk_employees"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_missed_trainings_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_missed_trainings")),
    )
    with op.batch_alter_table("missed_trainings", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_missed_trainings_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_missed_trainings_employee_pk"), ["employee_pk"], unique=False
        )
        batch_op.create_index(
            "uq_missed_trainings_employee_half",
            ["employee_pk", "half_end"],
            unique=True,
            sqlite_where=sa.text("voided_at IS NULL"),
            postgresql_where=sa.text("voided_at IS NULL"),
        )

    guards.install(op.get_bind(), ("missed_trainings",), ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
