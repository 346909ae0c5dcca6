"""PostgreSQL: the owner of the tables migrates; the application works as a role that
does not own them (R6).

A table's owner can ``ALTER TABLE … DISABLE TRIGGER`` and drop the guards, so a login
that owns the tables could delete records without a trace in the database. The
application therefore connects as a role that may read, add and amend records and add
audit entries, nothing more; the owner runs ``fog-desktop upgrade`` once per new
release. Running the application itself as the owner is refused unless the user says
``--allow-owner`` (a single PC that keeps its own server).
"""

from __future__ import annotations

from sqlalchemy import Connection

from models import APPEND_ONLY_TABLES, RECORD_TABLES

#: Tables the application reads but never writes.
READ_ONLY_TABLES = ("alembic_version",)

_OWNS = """
SELECT r.rolsuper OR pg_has_role(current_user, c.relowner, 'MEMBER')
FROM pg_class c JOIN pg_roles r ON r.rolname = current_user
WHERE c.oid = to_regclass('audit_entries')
"""


def owns_tables(connection: Connection) -> bool:
    """Whether this login owns the tables (or is a superuser, who can do as much)."""
    if connection.dialect.name == "sqlite":
        return False
    return bool(connection.exec_driver_sql(_OWNS).scalar())


def current_role(connection: Connection) -> str:
    return str(connection.exec_driver_sql("SELECT current_user").scalar())


def grant_statements(role: str) -> list[str]:
    """What the application's role may do: read everything, add to every table, amend
    records; never update the audit trail or a stored file, never delete, never alter."""
    who = '"' + role.replace('"', '""') + '"'  # an identifier, whatever it holds
    record = ", ".join(RECORD_TABLES)
    append_only = ", ".join(APPEND_ONLY_TABLES)
    return [
        f"GRANT SELECT, INSERT, UPDATE ON {record} TO {who}",
        f"GRANT SELECT, INSERT ON {append_only} TO {who}",
        f"GRANT SELECT ON {', '.join(READ_ONLY_TABLES)} TO {who}",
        f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {who}",
    ]


def grant(connection: Connection, role: str) -> None:
    for statement in grant_statements(role):
        connection.exec_driver_sql(statement)
