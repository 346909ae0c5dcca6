"""Every schema revision a release wrote opens in this version (R6): its stored database
(tests/fixtures/schema-NNNN.sql) is upgraded as the application does at start, after a
backup, and then the audit trail verifies and every record holds its values."""

from __future__ import annotations

import importlib.util
import sqlite3
import sys
from contextlib import closing
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from sqlalchemy import func, select

from fog_desktop.audit import verify
from fog_desktop.config import Paths
from fog_desktop.database import guards, migrate, open_database
from models import AuditEntry

FIXTURES = Path(__file__).parents[1] / "fixtures"
MAKER = FIXTURES / "make_schema_fixtures.py"


def _maker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_schema_fixtures", MAKER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


maker = _maker()
REVISIONS: list[str] = maker.revisions()


def test_the_revisions_are_those_of_the_migrations_folder() -> None:
    shipped = sorted(
        p.name.partition("_")[0]
        for p in Path(migrate.__file__).parent.parent.glob("migrations/versions/[0-9]*_*.py")
    )
    assert shipped == REVISIONS
    assert REVISIONS[-1] == migrate.head_revision()


@pytest.mark.parametrize("revision", REVISIONS)
def test_a_database_of_each_revision_upgrades_and_keeps_every_record(
    paths: Paths, revision: str
) -> None:
    dump = FIXTURES / f"schema-{revision}.sql"
    if not dump.exists():
        pytest.fail(
            f"No stored database for schema {revision}: add {dump.name} by running "
            f"'.venv/bin/python tests/fixtures/{MAKER.name} {revision}' (and give its STEPS "
            "records of any table the migration adds)."
        )
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.executescript(dump.read_text(encoding="utf-8"))
    changes = len(maker.steps_at(revision))

    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        with db.read() as session:
            assert migrate.current_revision(session.connection()) == migrate.head_revision()
            report = verify(session, head_file=db.head_file)
            assert report.problems == []
            # Nothing was put back at start: a plain upgrade writes nothing into the trail.
            assert session.scalar(select(func.count()).select_from(AuditEntry)) == changes
            assert report.entries == changes
            for (model, record_id), values in maker.expected_records(revision).items():
                record: Any = session.get(model, record_id)
                assert record is not None, (model.__tablename__, record_id)
                stored = {key: getattr(record, key) for key in values}
                assert stored == values, (model.__tablename__, record_id)
    finally:
        db.dispose()

    backups = [p.name for p in paths.backup_dir.glob("before-upgrade-from-*.sqlite3")]
    if revision == migrate.head_revision():
        assert backups == []
    else:
        (backup,) = backups
        assert backup.startswith(f"before-upgrade-from-{revision}-")
        with closing(sqlite3.connect(paths.backup_dir / backup)) as conn:
            assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (revision,)


def test_a_database_written_by_release_0_1_upgrades_without_an_alarm(paths: Paths) -> None:
    """Release 0.1 worded the audit trail's guard otherwise: the upgrade rewords it, and
    neither verify nor the start takes it for tampering."""
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.executescript((FIXTURES / "release-0.1.sql").read_text(encoding="utf-8"))
        entries = conn.execute("SELECT count(*) FROM audit_entries").fetchone()[0]

    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        with db.read() as session:
            assert verify(session, head_file=db.head_file).problems == []
            assert guards.missing(session.connection()) == []
            assert session.scalar(select(func.count()).select_from(AuditEntry)) == entries
    finally:
        db.dispose()


def test_an_altered_guard_is_not_reworded_by_an_upgrade(paths: Paths) -> None:
    """Only the earlier release's words are replaced quietly: a guard altered otherwise
    is put back at start and the audit trail says it was found altered."""
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    dump = (FIXTURES / "release-0.1.sql").read_text(encoding="utf-8")
    tampered = dump.replace("the audit trail is append-only (rules.md R6)')", "ok') WHERE 0")
    assert tampered != dump
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.executescript(tampered)

    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        with db.read() as session:
            last = session.scalars(select(AuditEntry).order_by(AuditEntry.id.desc())).first()
            assert last is not None
            assert "found at start and put back" in last.reason
            assert (
                "audit_entries_no_delete (refuses DELETE on audit_entries) is altered"
                in last.reason
            )
    finally:
        db.dispose()


def test_a_column_added_later_set_outside_the_application_is_found(paths: Paths) -> None:
    """R6: an entry audited before migration 0014 matches its snapshot while its new
    columns hold their defaults; a pump-out "confirmed full" by hand in the file does not."""
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.executescript((FIXTURES / "schema-0013.sql").read_text(encoding="utf-8"))
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    db.dispose()
    with closing(sqlite3.connect(paths.sqlite_file)) as conn, conn:
        (pump_out,) = conn.execute(
            "SELECT id FROM maintenance_entries WHERE service = 'Pump-out' LIMIT 1"
        ).fetchone()
        conn.execute(
            "UPDATE maintenance_entries SET partial_check = 'Confirmed full' WHERE id = ?",
            (pump_out,),
        )
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        with db.read() as session:
            problems = verify(session, head_file=db.head_file).problems
    finally:
        db.dispose()
    assert [p for p in problems if "differs from its last audited" in p] == [
        f"maintenance_entries row {pump_out} (Pump-out GI-1 2026-02-20) differs from its last "
        "audited version: it was changed outside FOG Desktop"
    ]


def test_a_hearing_outcome_set_outside_the_application_is_found(paths: Paths) -> None:
    """R6: a notice audited before migration 0016 matches its snapshot while it has no
    hearing recorded; a notice "reversed" by hand in the file does not."""
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        conn.executescript((FIXTURES / "schema-0015.sql").read_text(encoding="utf-8"))
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    with db.read() as session:
        assert verify(session, head_file=db.head_file).problems == []
    db.dispose()
    with closing(sqlite3.connect(paths.sqlite_file)) as conn, conn:
        conn.execute(
            "UPDATE violation_notices SET hearing_on = '2026-03-30', "
            "hearing_outcome = 'Reversed' WHERE id = 1"
        )
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        with db.read() as session:
            problems = verify(session, head_file=db.head_file).problems
    finally:
        db.dispose()
    assert [p for p in problems if "differs from its last audited" in p] == [
        "violation_notices row 1 (Notice of violation NOV-2026-001) differs from its last "
        "audited version: it was changed outside FOG Desktop"
    ]
