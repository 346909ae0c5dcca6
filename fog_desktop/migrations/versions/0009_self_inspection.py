"""self-inspection checklists

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-04

The self-inspection checklist, each item's answer, the corrective action that fixed a
Not OK one, the written authorizations of additives, and how often each establishment
walks the checklist, a record of its own (R8c).
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = (
    "self_inspection_intervals",
    "self_inspections",
    "checklist_answers",
    "corrective_actions",
    "additive_authorizations",
)


def _record_columns() -> list[Any]:
    """The columns every record shares (models.base.RecordMixin)."""
    return [
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
    ]


def _establishment(table: str) -> list[Any]:
    return [
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f(f"fk_{table}_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{table}")),
    ]


def _in_use(name: str, table: str, columns: list[str]) -> None:
    """One record in use per ``columns``: void ones may repeat it."""
    op.create_index(
        name,
        table,
        columns,
        unique=True,
        sqlite_where=sa.text("voided_at IS NULL"),
        postgresql_where=sa.text("voided_at IS NULL"),
    )


def upgrade() -> None:
    op.create_table(
        "self_inspection_intervals",
        *_establishment("self_inspection_intervals"),
        sa.Column("every_number", sa.Integer(), nullable=False),
        sa.Column("every_unit", sa.String(length=10), nullable=False),
        *_record_columns(),
    )
    _in_use(
        "uq_self_inspection_intervals_establishment",
        "self_inspection_intervals",
        ["establishment_id"],
    )

    op.create_table(
        "self_inspections",
        *_establishment("self_inspections"),
        sa.Column("inspected_on", sa.Date(), nullable=False),
        sa.Column("inspected_by", sa.String(length=200), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        *_record_columns(),
    )
    op.create_index(
        op.f("ix_self_inspections_establishment_id"), "self_inspections", ["establishment_id"]
    )

    op.create_table(
        "checklist_answers",
        *_establishment("checklist_answers"),
        sa.Column("inspection_id", sa.Integer(), nullable=False),
        sa.Column("item", sa.String(length=100), nullable=False),
        sa.Column("answer", sa.String(length=20), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("additive", sa.String(length=200), nullable=False),
        *_record_columns(),
        sa.ForeignKeyConstraint(
            ["inspection_id"],
            ["self_inspections.id"],
            name=op.f("fk_checklist_answers_inspection_id_self_inspections"),
            ondelete="RESTRICT",
        ),
    )
    op.create_index(
        op.f("ix_checklist_answers_inspection_id"), "checklist_answers", ["inspection_id"]
    )
    _in_use("uq_checklist_answers_inspection_item", "checklist_answers", ["inspection_id", "item"])

    op.create_table(
        "corrective_actions",
        *_establishment("corrective_actions"),
        sa.Column("answer_id", sa.Integer(), nullable=False),
        sa.Column("fixed_on", sa.Date(), nullable=False),
        sa.Column("what_was_done", sa.Text(), nullable=False),
        *_record_columns(),
        sa.ForeignKeyConstraint(
            ["answer_id"],
            ["checklist_answers.id"],
            name=op.f("fk_corrective_actions_answer_id_checklist_answers"),
            ondelete="RESTRICT",
        ),
    )
    op.create_index(
        op.f("ix_corrective_actions_establishment_id"), "corrective_actions", ["establishment_id"]
    )
    _in_use("uq_corrective_actions_answer", "corrective_actions", ["answer_id"])

    op.create_table(
        "additive_authorizations",
        *_establishment("additive_authorizations"),
        sa.Column("additive", sa.String(length=200), nullable=False),
        sa.Column("authorized_on", sa.Date(), nullable=False),
        sa.Column("authorized_by", sa.String(length=200), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        *_record_columns(),
    )
    op.create_index(
        op.f("ix_additive_authorizations_establishment_id"),
        "additive_authorizations",
        ["establishment_id"],
    )

    guards.install(op.get_bind(), TABLES, ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
