"""maintenance log, manifests and attachments

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02

The pump-out / cleaning / sludge-height log, hauler manifests, and attachments with
their contents stored once per SHA-256 (R1–R3, R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "attachment_contents",
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("media_type", sa.String(length=100), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.PrimaryKeyConstraint("sha256", name=op.f("pk_attachment_contents")),
    )
    op.create_table(
        "attachments",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("owner_table", sa.String(length=50), nullable=False),
        sa.Column("owner_id", sa.Integer(), nullable=False),
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("original_name", sa.String(length=255), nullable=False),
        sa.Column("media_type", sa.String(length=100), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_attachments_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["sha256"],
            ["attachment_contents.sha256"],
            name=op.f("fk_attachments_sha256_attachment_contents"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_attachments")),
    )
    with op.batch_alter_table("attachments", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_attachments_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index("ix_attachments_owner", ["owner_table", "owner_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_attachments_sha256"), ["sha256"], unique=False)

    op.create_table(
        "manifests",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("manifest_no", sa.String(length=100), nullable=False),
        sa.Column("manifest_date", sa.Date(), nullable=False),
        sa.Column("hauler", sa.String(length=200), nullable=False),
        sa.Column("hauler_registration_no", sa.String(length=100), nullable=False),
        sa.Column("driver", sa.String(length=200), nullable=False),
        sa.Column("waste_type", sa.String(length=40), nullable=False),
        sa.Column("gallons", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("disposal_site", sa.String(length=200), nullable=False),
        sa.Column("disposal_site_address", sa.Text(), nullable=False),
        sa.Column("invoice_no", sa.String(length=100), nullable=False),
        sa.Column("invoice_amount", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("device_pk", sa.Integer(), nullable=True),
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
            name=op.f("fk_manifests_device_pk_devices"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_manifests_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_manifests")),
    )
    with op.batch_alter_table("manifests", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_manifests_device_pk"), ["device_pk"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_manifests_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index(
            "uq_manifests_establishment_hauler_no",
            ["establishment_id", "hauler", "manifest_no"],
            unique=True,
            sqlite_where=sa.text("voided_at IS NULL"),
            postgresql_where=sa.text("voided_at IS NULL"),
        )

    op.create_table(
        "maintenance_entries",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("device_pk", sa.Integer(), nullable=False),
        sa.Column("service_date", sa.Date(), nullable=False),
        sa.Column("service", sa.String(length=20), nullable=False),
        sa.Column("fog_depth_in", sa.Numeric(precision=8, scale=2), nullable=True),
        sa.Column("solids_depth_in", sa.Numeric(precision=8, scale=2), nullable=True),
        sa.Column("gallons_removed", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("hauler", sa.String(length=200), nullable=False),
        sa.Column("manifest_no", sa.String(length=100), nullable=False),
        sa.Column("manifest_id", sa.Integer(), nullable=True),
        sa.Column("performed_by", sa.String(length=200), nullable=False),
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
            name=op.f("fk_maintenance_entries_device_pk_devices"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_maintenance_entries_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["manifest_id"],
            ["manifests.id"],
            name=op.f("fk_maintenance_entries_manifest_id_manifests"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_maintenance_entries")),
    )
    with op.batch_alter_table("maintenance_entries", schema=None) as batch_op:
        batch_op.create_index(
            "ix_maintenance_entries_device_date", ["device_pk", "service_date"], unique=False
        )
        batch_op.create_index(
            "ix_maintenance_entries_establishment_date",
            ["establishment_id", "service_date"],
            unique=False,
        )
        batch_op.create_index(
            batch_op.f("ix_maintenance_entries_manifest_id"), ["manifest_id"], unique=False
        )

    guards.install(
        op.get_bind(),
        ("maintenance_entries", "manifests", "attachments"),
        ("attachment_contents",),
    )


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
