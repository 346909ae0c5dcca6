"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-12-02

Establishments, grease control devices, working-day calendar changes and the audit
trail, with the guards that refuse deleting records and editing the audit trail (R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "establishments",
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("address", sa.Text(), nullable=False),
        sa.Column("business_license_no", sa.String(length=100), nullable=False),
        sa.Column("contact_name", sa.String(length=200), nullable=False),
        sa.Column("contact_phone", sa.String(length=50), nullable=False),
        sa.Column("contact_email", sa.String(length=200), nullable=False),
        sa.Column("program_manager_name", sa.String(length=200), nullable=False),
        sa.Column("program_manager_address", sa.Text(), nullable=False),
        sa.Column("program_manager_phone", sa.String(length=50), nullable=False),
        sa.Column("program_manager_email", sa.String(length=200), nullable=False),
        sa.Column("city_spill_phone", sa.String(length=50), nullable=False),
        sa.Column("health_dept_phone", sa.String(length=50), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_establishments")),
    )
    with op.batch_alter_table("establishments", schema=None) as batch_op:
        batch_op.create_index(
            "uq_establishments_name",
            ["name"],
            unique=True,
            sqlite_where=sa.text("voided_at IS NULL"),
            postgresql_where=sa.text("voided_at IS NULL"),
        )

    op.create_table(
        "audit_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("actor", sa.String(length=200), nullable=False),
        sa.Column("os_user", sa.String(length=200), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("establishment_id", sa.Integer(), nullable=True),
        sa.Column("record_table", sa.String(length=50), nullable=False),
        sa.Column("record_id", sa.Integer(), nullable=False),
        sa.Column("record_label", sa.String(length=200), nullable=False),
        sa.Column("before", sa.Text(), nullable=True),
        sa.Column("after", sa.Text(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("prev_hash", sa.String(length=64), nullable=False),
        sa.Column("entry_hash", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_audit_entries_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_entries")),
        sa.UniqueConstraint("entry_hash", name=op.f("uq_audit_entries_entry_hash")),
    )
    with op.batch_alter_table("audit_entries", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_audit_entries_establishment_id"), ["establishment_id"], unique=False
        )

    op.create_table(
        "calendar_changes",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_calendar_changes_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_calendar_changes")),
    )
    with op.batch_alter_table("calendar_changes", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_calendar_changes_establishment_id"), ["establishment_id"], unique=False
        )

    op.create_table(
        "devices",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("device_id", sa.String(length=50), nullable=False),
        sa.Column("type", sa.String(length=40), nullable=False),
        sa.Column("location", sa.Text(), nullable=False),
        sa.Column("capacity_gal", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("design_depth_in", sa.Numeric(precision=8, scale=2), nullable=False),
        sa.Column("frequency_number", sa.Integer(), nullable=True),
        sa.Column("frequency_unit", sa.String(length=10), nullable=True),
        sa.Column("in_service_since", sa.Date(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("waiver_notes", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_devices_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_devices")),
    )
    with op.batch_alter_table("devices", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_devices_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index(
            "uq_devices_establishment_device_id",
            ["establishment_id", "device_id"],
            unique=True,
            sqlite_where=sa.text("voided_at IS NULL"),
            postgresql_where=sa.text("voided_at IS NULL"),
        )

    guards.install(
        op.get_bind(), ("establishments", "devices", "calendar_changes"), ("audit_entries",)
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
