"""Schema migrations with Alembic, applied at every start.

Before an existing SQLite file is upgraded it is copied into ``backups/``. A database
whose schema is newer than this application is refused and left untouched. On SQLite the
migrations run with foreign keys off, because a batch migration recreates a table and,
with foreign keys on, dropping a parent table deletes its children through ON DELETE
CASCADE; they end with ``PRAGMA foreign_key_check`` before the commit.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, inspect
from sqlalchemy.exc import DBAPIError

from fog_desktop.database import guards
from fog_desktop.database.backup import backup_sqlite
from fog_desktop.database.engine import Database
from fog_desktop.errors import DatabaseUnavailable, FogError, SchemaTooNew
from fog_desktop.i18n import translate
from models import APPEND_ONLY_TABLES, RECORD_TABLES

MIGRATIONS_LOCATION = "fog_desktop:migrations"
_PG_INSUFFICIENT_PRIVILEGE = "42501"


def alembic_config(extra_version_locations: Sequence[Path] = ()) -> Config:
    """Alembic's configuration for the migrations shipped inside the package."""
    config = Config()
    config.set_main_option("script_location", MIGRATIONS_LOCATION)
    config.set_main_option("path_separator", "os")
    if extra_version_locations:
        base = Path(ScriptDirectory.from_config(config).versions)
        locations = [str(base), *(str(p) for p in extra_version_locations)]
        config.set_main_option("version_locations", os.pathsep.join(locations))
    return config


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def head_revision(config: Config | None = None) -> str:
    head = ScriptDirectory.from_config(config or alembic_config()).get_current_head()
    assert head is not None, "the package ships at least one migration"
    return head


def upgrade(
    db: Database,
    backup_dir: Path | None,
    *,
    config: Config | None = None,
) -> str | None:
    """Bring the schema to the newest revision; return the backup made first, if any."""
    config = config or alembic_config()
    script = ScriptDirectory.from_config(config)
    with db.engine.connect() as probe:
        current = current_revision(probe)
        has_tables = bool(inspect(probe).get_table_names())
    head = script.get_current_head()
    if current == head:
        return None
    if current is not None and current not in {rev.revision for rev in script.walk_revisions()}:
        raise SchemaTooNew(
            translate(
                "Migration",
                "This database was written by a newer version of FOG Desktop (schema "
                "{revision}). Install the newer version to open it; the database was not "
                "changed.",
            ).format(revision=current)
        )
    if current is None and has_tables:
        raise FogError(
            translate(
                "Migration",
                "{database} is not a FOG Desktop database (it has tables but no "
                "schema version); it was not changed.",
            ).format(database=db.display_location)
        )
    backup = None
    source = db.sqlite_path
    if current is not None and source is not None and backup_dir is not None:
        backup = str(backup_sqlite(source, backup_dir, f"before-upgrade-from-{current}"))
    try:
        _run_upgrade(db, config)
    except DBAPIError as exc:
        if getattr(exc.orig, "sqlstate", None) != _PG_INSUFFICIENT_PRIVILEGE:
            raise
        if current is None:
            refused = translate(
                "Migration",
                "The database at {database} needs its tables made, and this login "
                "may not change them (roles: README, 'A restaurant group'). Have the owner run "
                "{command} once; nothing was changed.",
            )
        else:
            refused = translate(
                "Migration",
                "The database at {database} needs its tables brought up to this version, and "
                "this login may not change them (roles: README, 'A restaurant group'). Have "
                "the owner run {command} once; nothing was changed.",
            )
        raise DatabaseUnavailable(
            refused.format(
                database=db.display_location,
                command="'fog-desktop --db <owner address> upgrade --grant <this role>'",
            )
        ) from exc
    return backup


def _run_upgrade(db: Database, config: Config) -> None:
    with db.engine.connect() as connection:
        if db.is_sqlite:
            _sqlite_foreign_keys(connection, on=False)
        try:
            with connection.begin():
                config.attributes["connection"] = connection
                command.upgrade(config, "head")
                # A batch migration that recreates a table drops its triggers with it.
                present = set(inspect(connection).get_table_names())
                guards.replace_earlier_wording(connection)
                guards.install(
                    connection,
                    tuple(t for t in RECORD_TABLES if t in present),
                    tuple(t for t in APPEND_ONLY_TABLES if t in present),
                )
                if db.is_sqlite:
                    broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if broken:
                        count = len(broken)
                        raise FogError(
                            translate(
                                "Migration",
                                "The upgrade would leave %n row(s) pointing at records "
                                "that don't exist (first: {first}); it was undone.",
                                None,
                                count,
                            ).format(first=tuple(broken[0]))
                        )
        finally:
            if db.is_sqlite:
                _sqlite_foreign_keys(connection, on=True)


def _sqlite_foreign_keys(connection: Connection, *, on: bool) -> None:
    """Set the PRAGMA on the driver's connection: SQLAlchemy would open a transaction
    first, and inside one SQLite ignores the PRAGMA without a word."""
    driver = connection.connection.driver_connection
    assert driver is not None
    driver.execute(f"PRAGMA foreign_keys={'ON' if on else 'OFF'}")
