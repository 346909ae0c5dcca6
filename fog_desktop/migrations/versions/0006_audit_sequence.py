"""audit entries numbered without a gap

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-03

Each audit entry gets ``seq``, its place in the chain (1, 2, 3 …), numbered here in the
order the entries were written. The chain head kept outside the database names an entry
by its number and hash, so a database that lost its newest entries is told apart from a
new one (R6).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # SQLite adds a NOT NULL column only with a default; every entry is numbered below.
    op.add_column(
        "audit_entries",
        sa.Column("seq", sa.Integer(), nullable=False, server_default="0"),
    )
    # The trail refuses UPDATE; numbering its entries is the one update it ever gets,
    # and the migration puts the guard back before it commits.
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS audit_entries_no_update")
    else:
        op.execute("DROP TRIGGER IF EXISTS audit_entries_no_update ON audit_entries")
        op.alter_column("audit_entries", "seq", server_default=None)
    op.execute(
        "UPDATE audit_entries SET seq = numbered.n FROM "
        "(SELECT id, row_number() OVER (ORDER BY id) AS n FROM audit_entries) AS numbered "
        "WHERE numbered.id = audit_entries.id"
    )
    op.create_index("ux_audit_entries_seq", "audit_entries", ["seq"], unique=True)


def downgrade() -> None:
    raise NotImplementedError("FOG Desktop never downgrades a database; restore a backup.")
