"""compliance schedule progress reports, each a record

Revision ID: 0018
Revises: 0017
Create Date: 2026-12-06

Each progress report on a milestone of a compliance schedule agreement is a record of
its own, with the day it is due (if one was set) and the day it was sent (rules.md R8e).

A milestone's latest report, stored before on the milestone itself, stays there as it
was: a record made here would have no audit entry, and verification names such a row as
written outside FOG Desktop. It is shown as the latest report before reports were
records, and no report is lost.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "progress_reports",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("milestone_pk", sa.Integer(), nullable=False),
        sa.Column("due_on", sa.Date(), nullable=True),
        sa.Column("reported_on", sa.Date(), nullable=True),
        sa.Column("report", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_progress_reports_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["milestone_pk"],
            ["compliance_milestones.id"],
            name=op.f("fk_progress_reports_milestone_pk_compliance_milestones"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_progress_reports")),
    )
    for column in ("establishment_id", "milestone_pk"):
        op.create_index(op.f(f"ix_progress_reports_{column}"), "progress_reports", [column])
    guards.install(op.get_bind(), ("progress_reports",), ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
