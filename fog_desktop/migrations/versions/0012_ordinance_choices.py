"""ordinance choices

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-04

The ordinance profile an establishment follows, stored whole with its numbers (rules.md,
the ordinance profile). Establishments without one follow Sierra Madre's, as before.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "ordinance_choices",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("profile_key", sa.String(length=100), nullable=False),
        sa.Column("profile_text", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_ordinance_choices_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ordinance_choices")),
    )
    with op.batch_alter_table("ordinance_choices", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_ordinance_choices_establishment_id"),
            ["establishment_id"],
            unique=False,
        )
        batch_op.create_index(
            "uq_ordinance_choices_establishment",
            ["establishment_id"],
            unique=True,
            sqlite_where=sa.text("voided_at IS NULL"),
            postgresql_where=sa.text("voided_at IS NULL"),
        )

    guards.install(op.get_bind(), ("ordinance_choices",), ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
