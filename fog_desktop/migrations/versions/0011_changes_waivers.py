"""planned changes, conditional waivers, lateral and sewer cleaning

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-04

The planned changes and their notice to the city (R8a), the conditional waivers and the
payments of their fee (R8b), and room in the maintenance log's Service for "Lateral /
sewer cleaning" (R8f).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _record_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
    ]


def _of_establishment(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["establishment_id"],
        ["establishments.id"],
        name=op.f(f"fk_{table}_establishment_id_establishments"),
        ondelete="RESTRICT",
    )


def upgrade() -> None:
    op.create_table(
        "planned_changes",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("description", sa.String(length=200), nullable=False),
        sa.Column("planned_start", sa.Date(), nullable=False),
        sa.Column("notice_sent_on", sa.Date(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        *_record_columns(),
        _of_establishment("planned_changes"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_planned_changes")),
    )
    op.create_table(
        "conditional_waivers",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("granted_on", sa.Date(), nullable=False),
        sa.Column("terms", sa.Text(), nullable=False),
        sa.Column("option", sa.String(length=40), nullable=False),
        sa.Column("cleaning_number", sa.Integer(), nullable=True),
        sa.Column("cleaning_unit", sa.String(length=10), nullable=True),
        sa.Column("revoked_on", sa.Date(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        *_record_columns(),
        _of_establishment("conditional_waivers"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conditional_waivers")),
    )
    op.create_table(
        "waiver_fee_payments",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("waiver_pk", sa.Integer(), nullable=False),
        sa.Column("paid_on", sa.Date(), nullable=False),
        sa.Column("amount", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("receipt_no", sa.String(length=100), nullable=False),
        *_record_columns(),
        _of_establishment("waiver_fee_payments"),
        sa.ForeignKeyConstraint(
            ["waiver_pk"],
            ["conditional_waivers.id"],
            name=op.f("fk_waiver_fee_payments_waiver_pk_conditional_waivers"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_waiver_fee_payments")),
    )
    for table in ("planned_changes", "conditional_waivers"):
        op.create_index(op.f(f"ix_{table}_establishment_id"), table, ["establishment_id"])
    op.create_index(op.f("ix_waiver_fee_payments_waiver_pk"), "waiver_fee_payments", ["waiver_pk"])
    # "Lateral / sewer cleaning" is longer than the 20 characters the Service had. SQLite
    # copies the table to change a column, which drops its guard: put back below.
    with op.batch_alter_table("maintenance_entries", schema=None) as batch_op:
        batch_op.alter_column(
            "service", existing_type=sa.String(length=20), type_=sa.String(length=40)
        )

    guards.install(
        op.get_bind(),
        ("planned_changes", "conditional_waivers", "waiver_fee_payments", "maintenance_entries"),
        (),
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
