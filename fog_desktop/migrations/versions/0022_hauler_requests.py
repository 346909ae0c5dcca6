"""hauler requests: each request to a hauler for a missing manifest, a record

Revision ID: 0022
Revises: 0021
Create Date: 2026-12-07

A pump-out without its manifest (rules.md R2) can't have one made again; each request to
the hauler for it is kept as a record of its own: when, how, to whom, and the answer.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0022"
down_revision: str | None = "0021"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "hauler_requests",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("entry_pk", sa.Integer(), nullable=False),
        sa.Column("asked_on", sa.Date(), nullable=False),
        sa.Column("method", sa.String(length=20), nullable=False),
        sa.Column("asked_whom", sa.String(length=200), nullable=False),
        sa.Column("answer", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_hauler_requests_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["entry_pk"],
            ["maintenance_entries.id"],
            name=op.f("fk_hauler_requests_entry_pk_maintenance_entries"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hauler_requests")),
    )
    for column in ("establishment_id", "entry_pk"):
        op.create_index(op.f(f"ix_hauler_requests_{column}"), "hauler_requests", [column])
    guards.install(op.get_bind(), ("hauler_requests",), ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
