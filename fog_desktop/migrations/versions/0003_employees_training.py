"""employees and training

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02

Employees, BMP training sessions and each attendee's sign-off (R4, R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "employees",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("employee_id", sa.String(length=50), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("role", sa.String(length=100), nullable=False),
        sa.Column("hire_date", sa.Date(), nullable=False),
        sa.Column("end_date", sa.Date(), nullable=True),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_employees_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_employees")),
    )
    with op.batch_alter_table("employees", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_employees_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index(
            "uq_employees_establishment_employee_id",
            ["establishment_id", "employee_id"],
            unique=True,
            sqlite_where=sa.text("voided_at IS NULL"),
            postgresql_where=sa.text("voided_at IS NULL"),
        )

    op.create_table(
        "training_sessions",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("session_date", sa.Date(), nullable=False),
        sa.Column("trainer", sa.String(length=200), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("topics", sa.Text(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_training_sessions_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_training_sessions")),
    )
    with op.batch_alter_table("training_sessions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_training_sessions_establishment_id"), ["establishment_id"], unique=False
        )

    op.create_table(
        "sign_offs",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("employee_pk", sa.Integer(), nullable=False),
        sa.Column("method", sa.String(length=10), nullable=False),
        sa.Column("signed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("attestation", sa.Text(), nullable=False),
        sa.Column("typed_name", sa.String(length=200), nullable=False),
        sa.Column("signature_sha256", sa.String(length=64), nullable=True),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["employee_pk"],
            ["employees.id"],
            name=op.f("fk_sign_offs_employee_pk_employees"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_sign_offs_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["training_sessions.id"],
            name=op.f("fk_sign_offs_session_id_training_sessions"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["signature_sha256"],
            ["attachment_contents.sha256"],
            name=op.f("fk_sign_offs_signature_sha256_attachment_contents"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sign_offs")),
    )
    with op.batch_alter_table("sign_offs", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_sign_offs_employee_pk"), ["employee_pk"], unique=False)
        batch_op.create_index(batch_op.f("ix_sign_offs_session_id"), ["session_id"], unique=False)

    guards.install(op.get_bind(), ("employees", "training_sessions", "sign_offs"), ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
