"""Database triggers that refuse what the application never does (rules.md R6).

Record tables refuse DELETE; append-only tables (the audit trail, attachment contents)
refuse UPDATE and DELETE. They stop raw SQL
and other tools as well as our own code. Migrations call these functions after they
create a table, and again after a SQLite batch operation recreates one, since dropping
a table drops its triggers.
"""

from __future__ import annotations

from sqlalchemy import Connection

RECORD_MESSAGE = "records are never deleted (rules.md R6); void the record instead"
APPEND_ONLY_MESSAGE = "this table is append-only (rules.md R6)"

# Doubled percent signs: the driver reads a single one as a parameter placeholder.
_PG_FUNCTION = """
CREATE OR REPLACE FUNCTION fog_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'FOG Desktop refused %% on %%: %%', TG_OP, TG_TABLE_NAME, TG_ARGV[0];
END
$$
"""


def _sqlite_trigger(table: str, operation: str, message: str) -> str:
    return (
        f"CREATE TRIGGER IF NOT EXISTS {table}_no_{operation.lower()} "
        f"BEFORE {operation} ON {table} "
        f"BEGIN SELECT RAISE(ABORT, 'FOG Desktop refused {operation} on {table}: {message}'); END"
    )


def _pg_triggers(table: str, operations: tuple[str, ...], message: str) -> list[str]:
    statements = []
    for operation in operations:
        name = f"{table}_no_{operation.lower()}"
        scope = "STATEMENT" if operation == "TRUNCATE" else "ROW"
        statements += [
            f"DROP TRIGGER IF EXISTS {name} ON {table}",
            f"CREATE TRIGGER {name} BEFORE {operation} ON {table} FOR EACH {scope} "
            f"EXECUTE FUNCTION fog_refuse_change('{message}')",
        ]
    return statements


def install(
    connection: Connection, record_tables: tuple[str, ...], append_only_tables: tuple[str, ...]
) -> None:
    """Create (or re-create) the guards on the given tables."""
    if connection.dialect.name == "sqlite":
        statements = [_sqlite_trigger(t, "DELETE", RECORD_MESSAGE) for t in record_tables]
        statements += [
            _sqlite_trigger(table, op, APPEND_ONLY_MESSAGE)
            for table in append_only_tables
            for op in ("UPDATE", "DELETE")
        ]
    else:
        statements = [_PG_FUNCTION]
        for table in record_tables:
            statements += _pg_triggers(table, ("DELETE", "TRUNCATE"), RECORD_MESSAGE)
        for table in append_only_tables:
            statements += _pg_triggers(table, ("UPDATE", "DELETE", "TRUNCATE"), APPEND_ONLY_MESSAGE)
    for statement in statements:
        connection.exec_driver_sql(statement)
