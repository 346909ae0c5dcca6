"""Storage: SQLite settings, guards against deletion, migrations and their traps (R6)."""

from __future__ import annotations

import sqlite3
import textwrap
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from fog_desktop.config import Paths
from fog_desktop.context import AppContext
from fog_desktop.database import Database, migrate, open_database
from fog_desktop.database.schema import SCHEMA_HEAD, stored_revision
from fog_desktop.errors import SchemaTooNew
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment
from models import Base

FIXTURES = Path(__file__).parents[1] / "fixtures"

if TYPE_CHECKING:
    from tests.conftest import Outside


def _set_up(context: AppContext) -> int:
    est = set_up_establishment(
        context.db,
        EstablishmentInput(
            name="Casa Test", city_spill_phone="626-555-0111", health_dept_phone="626-555-0199"
        ),
        [DeviceInput(device_id="GI-1", capacity_gal="750", design_depth_in="40")],
        context.actor,
    )
    return est.id


def test_sqlite_pragmas_are_in_force_on_every_connection(paths: Paths) -> None:
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    with db.read() as session:
        conn = session.connection()
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 60000
    db.dispose()


#: What the application's role meets on PostgreSQL before any trigger: no such right.
_NOT_PERMITTED = "permission denied"


def test_delete_of_a_record_is_refused_by_the_database(
    context: AppContext, outside: Outside
) -> None:
    """Refused to the application's role, and by the guards even to the owner."""
    _set_up(context)
    for table in ("devices", "establishments"):
        refusal = "never deleted" if context.db.is_sqlite else _NOT_PERMITTED
        with pytest.raises(DBAPIError, match=refusal), context.db.write() as session:
            session.execute(text(f"DELETE FROM {table}"))
        with (
            pytest.raises(DBAPIError, match="never deleted"),
            outside(context, drop_guards=False) as connection,
        ):
            connection.execute(text(f"DELETE FROM {table}"))
    with context.db.read() as session:
        assert session.execute(text("SELECT count(*) FROM devices")).scalar() == 1


def test_audit_trail_refuses_update_and_delete(context: AppContext, outside: Outside) -> None:
    _set_up(context)
    for statement in (
        "UPDATE audit_entries SET actor = 'someone else'",
        "DELETE FROM audit_entries",
    ):
        refusal = "append-only" if context.db.is_sqlite else _NOT_PERMITTED
        with pytest.raises(DBAPIError, match=refusal), context.db.write() as session:
            session.execute(text(statement))
        with (
            pytest.raises(DBAPIError, match="append-only"),
            outside(context, drop_guards=False) as connection,
        ):
            connection.execute(text(statement))
    with context.db.read() as session:
        actors = session.execute(text("SELECT DISTINCT actor FROM audit_entries")).scalars().all()
    assert actors == ["Test Manager"]


def test_the_head_that_start_compares_with_is_the_newest_migration() -> None:
    """open_database skips Alembic when the stored revision is SCHEMA_HEAD: a migration
    added without moving SCHEMA_HEAD would never run."""
    assert migrate.head_revision() == SCHEMA_HEAD


def test_the_migrations_build_the_schema_the_models_declare(context: AppContext) -> None:
    """A column, index or constraint declared in models/ but missing from the migrations
    (or the reverse) would exist in tests' metadata and not in a user's database."""
    with context.db.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []


def test_opening_an_old_file_upgrades_it_and_backs_it_up_first(paths: Paths) -> None:
    dump = FIXTURES / "schema-0001.sql"
    target = paths.data_dir / "old.sqlite3"
    with closing(sqlite3.connect(target)) as conn:
        conn.executescript(dump.read_text(encoding="utf-8"))
    db = open_database(paths, f"sqlite:///{target}")
    assert stored_revision(db) == SCHEMA_HEAD
    db.dispose()
    backups = sorted(p.name for p in paths.backup_dir.iterdir())
    assert any("before-upgrade-from-0001" in name for name in backups), backups


@pytest.mark.slow("each released schema's file loaded and upgraded through every later revision")
def test_upgrade_of_an_existing_file_backs_it_up_first(paths: Paths) -> None:
    """Every released schema has a stored fixture, loaded from SQL text and upgraded."""
    for dump in sorted(FIXTURES.glob("schema-*.sql")):
        target = paths.data_dir / f"{dump.stem}.sqlite3"
        with closing(sqlite3.connect(target)) as conn:
            conn.executescript(dump.read_text(encoding="utf-8"))
        db = Database(f"sqlite:///{target}")
        with db.engine.connect() as conn:
            old = migrate.current_revision(conn)
        backup = migrate.upgrade(db, paths.backup_dir)
        with db.read() as session:
            assert migrate.current_revision(session.connection()) == migrate.head_revision()
            names = session.execute(text("SELECT name FROM establishments")).scalars().all()
        assert names == ["Fixture Cafe"]
        if old != migrate.head_revision():
            assert backup is not None
            with closing(sqlite3.connect(backup)) as conn:
                assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (old,)
        db.dispose()


def test_database_newer_than_the_application_is_refused_untouched(paths: Paths) -> None:
    url = f"sqlite:///{paths.sqlite_file}"
    open_database(paths, url).dispose()
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
        conn.commit()
    before = paths.sqlite_file.read_bytes()
    with pytest.raises(SchemaTooNew, match="newer version of FOG Desktop"):
        open_database(paths, url)
    assert paths.sqlite_file.read_bytes() == before


def test_newer_schema_refused_on_postgresql_too(context: AppContext, outside: Outside) -> None:
    with outside(context, drop_guards=False) as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '9999_from_the_future'"))
    with pytest.raises(SchemaTooNew):
        migrate.upgrade(context.db, None)


BATCH_MIGRATION = '''
    """Test-only: recreate the parent table, as a SQLite batch migration does."""
    import sqlalchemy as sa
    from alembic import op

    revision = "9001"
    down_revision = "{head}"
    branch_labels = None
    depends_on = None


    def upgrade() -> None:
        with op.batch_alter_table("establishments", recreate="always") as batch:
            batch.add_column(sa.Column("test_only", sa.Text(), nullable=True))


    def downgrade() -> None:
        raise NotImplementedError
'''


def test_batch_migration_keeps_child_rows_of_a_recreated_parent(
    sqlite_context: AppContext, tmp_path: Path
) -> None:
    """With foreign_keys=ON, recreating a parent would cascade-delete its children."""
    _set_up(sqlite_context)
    versions = tmp_path / "extra_versions"
    versions.mkdir()
    source = textwrap.dedent(BATCH_MIGRATION).format(head=migrate.head_revision())
    (versions / "9001_test_batch.py").write_text(source, encoding="utf-8")
    config = migrate.alembic_config(extra_version_locations=[versions])
    migrate.upgrade(sqlite_context.db, sqlite_context.paths.backup_dir, config=config)
    with sqlite_context.db.read() as session:
        conn = session.connection()
        assert conn.exec_driver_sql("SELECT device_id FROM devices").scalars().all() == ["GI-1"]
        assert conn.exec_driver_sql("SELECT count(*) FROM audit_entries").scalar() == 2
        # and foreign keys are back on for the connections that follow
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    with pytest.raises(DBAPIError, match="never deleted"), sqlite_context.db.write() as session:
        session.execute(text("DELETE FROM establishments"))
