"""Database triggers that refuse what the application never does (rules.md R6).

Record tables refuse DELETE; append-only tables (the audit trail, attachment contents)
refuse UPDATE and DELETE. They stop raw SQL
and other tools as well as our own code. Migrations call these functions after they
create a table, and again after a SQLite batch operation recreates one, since dropping
a table drops its triggers.

At every start, and in ``verify``, :func:`missing` compares what is in the database with
what should be: a guard dropped, disabled or replaced is named, and put back at start.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection

from models import APPEND_ONLY_TABLES, RECORD_TABLES

RECORD_MESSAGE = "records are never deleted (rules.md R6); void the record instead"
APPEND_ONLY_MESSAGE = "this table is append-only (rules.md R6)"
#: The audit trail's guard as release 0.1 (schema 0001) wrote it, before the attachments
#: were append-only too. An upgrade replaces it; any other difference is tampering.
EARLIER_WORDING = {"audit_entries": "the audit trail is append-only (rules.md R6)"}

# Doubled percent signs: the driver reads a single one as a parameter placeholder.
_PG_FUNCTION = """
CREATE OR REPLACE FUNCTION fog_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'FOG Desktop refused %% on %%: %%', TG_OP, TG_TABLE_NAME, TG_ARGV[0];
END
$$
"""


@dataclass(frozen=True)
class Guard:
    """One trigger: it refuses ``operation`` on ``table``."""

    table: str
    operation: str
    message: str

    @property
    def name(self) -> str:
        return f"{self.table}_no_{self.operation.lower()}"

    def sqlite_sql(self) -> str:
        """As SQLite keeps it in sqlite_master (which drops ``IF NOT EXISTS``)."""
        return (
            f"CREATE TRIGGER {self.name} BEFORE {self.operation} ON {self.table} BEGIN SELECT "
            f"RAISE(ABORT, 'FOG Desktop refused {self.operation} on {self.table}: "
            f"{self.message}'); END"
        )


def expected(
    dialect: str,
    record_tables: tuple[str, ...] = RECORD_TABLES,
    append_only_tables: tuple[str, ...] = APPEND_ONLY_TABLES,
) -> list[Guard]:
    """Every guard the tables should have; PostgreSQL also refuses TRUNCATE."""
    extra = () if dialect == "sqlite" else ("TRUNCATE",)
    return [
        Guard(table, operation, RECORD_MESSAGE)
        for table in record_tables
        for operation in ("DELETE", *extra)
    ] + [
        Guard(table, operation, APPEND_ONLY_MESSAGE)
        for table in append_only_tables
        for operation in ("UPDATE", "DELETE", *extra)
    ]


def _sqlite_trigger(table: str, operation: str, message: str) -> str:
    return (
        Guard(table, operation, message)
        .sqlite_sql()
        .replace("CREATE TRIGGER", "CREATE TRIGGER IF NOT EXISTS", 1)
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


#: Part of the refusing function's body that a neutered copy would lack.
_PG_FUNCTION_MARK = "RAISE EXCEPTION 'FOG Desktop refused"


def missing(connection: Connection) -> list[str]:
    """Each guard that is not there as it should be, in words; empty when all hold."""
    guards = expected(connection.dialect.name)
    if connection.dialect.name == "sqlite":
        triggers = connection.exec_driver_sql(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
        )
        present = {row.name: row.sql for row in triggers}
        return [
            f"the trigger {g.name} (refuses {g.operation} on {g.table}) is "
            + ("missing" if g.name not in present else "altered")
            for g in guards
            if present.get(g.name) != g.sqlite_sql()
        ]
    rows = connection.exec_driver_sql(
        "SELECT t.tgname, t.tgenabled, p.prosrc FROM pg_trigger t "
        "JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal"
    )
    present = {name: (enabled, source) for name, enabled, source in rows}
    problems = []
    for g in guards:
        state = present.get(g.name)
        if state is None:
            problems.append(f"the trigger {g.name} (refuses {g.operation} on {g.table}) is missing")
        elif state[0] == "D":
            problems.append(
                f"the trigger {g.name} (refuses {g.operation} on {g.table}) is disabled"
            )
        elif _PG_FUNCTION_MARK not in state[1]:
            problems.append(f"the trigger {g.name} (refuses {g.operation} on {g.table}) is altered")
    return problems


def replace_earlier_wording(connection: Connection) -> None:
    """Drop the guards an earlier release wrote in other words, for :func:`install` to
    write them again: a database upgraded from release 0.1 is not taken for a tampered
    one. On PostgreSQL the words are the trigger's argument, which no check compares."""
    if connection.dialect.name != "sqlite":
        return
    triggers = connection.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
    )
    present = {row.name: row.sql for row in triggers}
    for table, message in EARLIER_WORDING.items():
        for operation in ("UPDATE", "DELETE"):
            earlier = Guard(table, operation, message)
            if present.get(earlier.name) == earlier.sqlite_sql():
                connection.exec_driver_sql(f"DROP TRIGGER {earlier.name}")


def restore(connection: Connection) -> None:
    """Put every guard back as it should be: an altered one is replaced, not kept."""
    if connection.dialect.name == "sqlite":
        for guard in expected("sqlite"):
            connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS {guard.name}")
    install(connection, RECORD_TABLES, APPEND_ONLY_TABLES)
