"""city inspections, notices of violation, compliance milestones

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-04

The city's inspections, its notices of violation with each step that followed (the
hearing request, the order, an appeal, a penalty, cleanup costs, an interceptor required)
and the milestones of compliance schedule agreements (R8e, R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("city_inspections", "violation_notices", "compliance_milestones")


def _record_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
    ]


def _establishment(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["establishment_id"],
        ["establishments.id"],
        name=op.f(f"fk_{table}_establishment_id_establishments"),
        ondelete="RESTRICT",
    )


def upgrade() -> None:
    op.create_table(
        "city_inspections",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("inspection_no", sa.String(length=20), nullable=False),
        sa.Column("inspected_on", sa.Date(), nullable=False),
        sa.Column("inspector", sa.String(length=200), nullable=False),
        sa.Column("result", sa.String(length=30), nullable=False),
        sa.Column("findings", sa.Text(), nullable=False),
        *_record_columns(),
        _establishment("city_inspections"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_city_inspections")),
    )
    with op.batch_alter_table("city_inspections", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_city_inspections_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index(
            "uq_city_inspections_establishment_inspection_no",
            ["establishment_id", "inspection_no"],
            unique=True,
        )
    op.create_table(
        "violation_notices",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("notice_no", sa.String(length=20), nullable=False),
        sa.Column("inspection_pk", sa.Integer(), nullable=True),
        sa.Column("notice_on", sa.Date(), nullable=False),
        sa.Column("delivery", sa.String(length=20), nullable=False),
        sa.Column("finding", sa.Text(), nullable=False),
        sa.Column("noncompliance_fee", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("fee_paid_on", sa.Date(), nullable=True),
        sa.Column("hearing_requested_on", sa.Date(), nullable=True),
        sa.Column("order_mailed_on", sa.Date(), nullable=True),
        sa.Column("appeal_filed_on", sa.Date(), nullable=True),
        sa.Column("order_final_on", sa.Date(), nullable=True),
        sa.Column("penalty_amount", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("penalty_paid_on", sa.Date(), nullable=True),
        sa.Column("cleanup_invoiced_on", sa.Date(), nullable=True),
        sa.Column("cleanup_amount", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("cleanup_paid_on", sa.Date(), nullable=True),
        sa.Column("interceptor_notice_on", sa.Date(), nullable=True),
        sa.Column("interceptor_installed_on", sa.Date(), nullable=True),
        *_record_columns(),
        _establishment("violation_notices"),
        sa.ForeignKeyConstraint(
            ["inspection_pk"],
            ["city_inspections.id"],
            name=op.f("fk_violation_notices_inspection_pk_city_inspections"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_violation_notices")),
    )
    with op.batch_alter_table("violation_notices", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_violation_notices_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_violation_notices_inspection_pk"), ["inspection_pk"], unique=False
        )
        batch_op.create_index(
            "uq_violation_notices_establishment_notice_no",
            ["establishment_id", "notice_no"],
            unique=True,
        )
    op.create_table(
        "compliance_milestones",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("agreement", sa.String(length=100), nullable=False),
        sa.Column("agreed_on", sa.Date(), nullable=False),
        sa.Column("milestone", sa.Text(), nullable=False),
        sa.Column("due_on", sa.Date(), nullable=False),
        sa.Column("progress_report", sa.Text(), nullable=False),
        sa.Column("reported_on", sa.Date(), nullable=True),
        sa.Column("done_on", sa.Date(), nullable=True),
        *_record_columns(),
        _establishment("compliance_milestones"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_compliance_milestones")),
    )
    with op.batch_alter_table("compliance_milestones", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_compliance_milestones_establishment_id"),
            ["establishment_id"],
            unique=False,
        )

    guards.install(op.get_bind(), TABLES, ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
