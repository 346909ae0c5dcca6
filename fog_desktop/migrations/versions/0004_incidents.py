"""incidents

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02

Incidents, their phone notices and the written confirmation (R5, R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fog_desktop.database import guards

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "incidents",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("incident_no", sa.String(length=20), nullable=False),
        sa.Column("incident_date", sa.Date(), nullable=False),
        sa.Column("incident_time", sa.Time(), nullable=True),
        sa.Column("kind", sa.String(length=30), nullable=False),
        sa.Column("location", sa.Text(), nullable=False),
        sa.Column("material", sa.Text(), nullable=False),
        sa.Column("quantity", sa.String(length=200), nullable=False),
        sa.Column("blockage_or_sso_possible", sa.Boolean(), nullable=False),
        sa.Column("device_pk", sa.Integer(), nullable=True),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("reasons", sa.Text(), nullable=False),
        sa.Column("immediate_steps", sa.Text(), nullable=False),
        sa.Column("preventive_steps", sa.Text(), nullable=False),
        sa.Column("confirmation_sent_on", sa.Date(), nullable=True),
        sa.Column("confirmation_method", sa.String(length=30), nullable=False),
        sa.Column("confirmation_reference", sa.String(length=200), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["device_pk"],
            ["devices.id"],
            name=op.f("fk_incidents_device_pk_devices"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_incidents_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_incidents")),
    )
    with op.batch_alter_table("incidents", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_incidents_establishment_id"), ["establishment_id"], unique=False
        )
        batch_op.create_index(
            "uq_incidents_establishment_incident_no",
            ["establishment_id", "incident_no"],
            unique=True,
        )

    op.create_table(
        "phone_notices",
        sa.Column("establishment_id", sa.Integer(), nullable=False),
        sa.Column("incident_id", sa.Integer(), nullable=False),
        sa.Column("agency", sa.String(length=30), nullable=False),
        sa.Column("called_at", sa.DateTime(), nullable=False),
        sa.Column("phone_number", sa.String(length=50), nullable=False),
        sa.Column("person_reached", sa.String(length=200), nullable=False),
        sa.Column("response", sa.Text(), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("voided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("void_reason", sa.Text(), nullable=True),
        sa.Column("entered_by", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["establishment_id"],
            ["establishments.id"],
            name=op.f("fk_phone_notices_establishment_id_establishments"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["incident_id"],
            ["incidents.id"],
            name=op.f("fk_phone_notices_incident_id_incidents"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_phone_notices")),
    )
    with op.batch_alter_table("phone_notices", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_phone_notices_incident_id"), ["incident_id"], unique=False
        )

    guards.install(op.get_bind(), ("incidents", "phone_notices"), ())


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
