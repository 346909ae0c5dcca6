"""The chain head kept in more than one place (issue 33 §6): losing or damaging one of
them loses nothing and is said; the database is known by its own identity, not its path;
a restore and an acceptance are the user's decisions, taken everywhere."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from sqlalchemy import select, text

from fog_desktop.audit import VerifyReport, verify
from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import Database, open_database
from fog_desktop.database.anchor import HeadFile
from fog_desktop.database.backup import backup_sqlite, head_path
from fog_desktop.database.integrity import DatabaseBehind, accept_as_is
from fog_desktop.database.open import open_checked
from fog_desktop.database.recovery import restore_backup
from fog_desktop.services.devices import DeviceInput, create_device
from models import AuditEntry
from tests.drills.drill_tamper import HEAD_DAMAGE, cut_in_half

if TYPE_CHECKING:
    from tests.conftest import Outside


def _add_devices(context: AppContext, est_id: int, count: int, first: int = 0) -> None:
    for n in range(first, first + count):
        data = DeviceInput(device_id=f"GT-{n}", capacity_gal="50", design_depth_in="12")
        create_device(context.db, est_id, data, context.actor)


def _verify(db: Database) -> VerifyReport:
    with db.read() as session:
        return verify(session, head_file=db.head_file)


def _delete_newest(context: AppContext, outside: Outside, count: int) -> None:
    """The newest ``count`` devices and their audit entries deleted by another tool."""
    with outside(context) as connection:
        newest = connection.execute(
            select(AuditEntry.id, AuditEntry.record_id).order_by(AuditEntry.seq.desc()).limit(count)
        ).all()
        for entry in newest:
            connection.execute(text("DELETE FROM audit_entries WHERE id = :i"), {"i": entry.id})
            connection.execute(text("DELETE FROM devices WHERE id = :i"), {"i": entry.record_id})


def _opens_quietly(context: AppContext) -> None:
    """The next start says nothing of the places, and ``verify`` passes."""
    opened = open_checked(context.paths, context.db.url)
    try:
        assert opened.anchor_note is None
        assert _verify(opened.db).ok
    finally:
        opened.db.dispose()


def _head_file(context: AppContext) -> Path:
    return context.paths.data_dir / "chain-head"


@pytest.mark.parametrize("damage", sorted(HEAD_DAMAGE))
def test_a_damaged_chain_head_file_does_not_hide_deleted_records(
    context: AppContext, est_id: int, outside: Outside, damage: str
) -> None:
    _add_devices(context, est_id, 4)
    HEAD_DAMAGE[damage](_head_file(context))
    _delete_newest(context, outside, 3)
    report = _verify(context.db)
    assert not report.ok
    assert any("ends at entry 3, and FOG Desktop had written entry 6" in p for p in report.problems)
    context.db.dispose()
    with pytest.raises(DatabaseBehind, match="fewer records than on"):
        open_database(context.paths, context.db.url)


def test_a_first_save_killed_before_it_is_confirmed_raises_no_note(
    context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after its commit, before each place took it: the places still name the
    database, so the next start finds nothing damaged."""
    from tests.conftest import casa_test

    monkeypatch.setattr(HeadFile, "after_commit", lambda *_: None)
    casa_test(context)
    monkeypatch.undo()
    context.db.dispose()
    _opens_quietly(context)


@pytest.mark.parametrize("damage", sorted(HEAD_DAMAGE))
def test_a_damaged_chain_head_file_alone_is_said_and_written_again(
    context: AppContext, est_id: int, damage: str
) -> None:
    _add_devices(context, est_id, 2)
    HEAD_DAMAGE[damage](_head_file(context))
    context.db.dispose()
    opened = open_checked(context.paths, context.db.url)
    try:
        note = opened.anchor_note or ""
        assert note.startswith(f"The chain-head file {_head_file(context)} was ")
        assert ("was missing" in note) == (damage == "deleted")
        assert _verify(opened.db).notes == [], "said once, then written again"
    finally:
        opened.db.dispose()
    stored = json.loads(_head_file(context).read_text(encoding="utf-8"))
    (entry,) = stored["databases"].values()
    assert entry["committed"]["seq"] == 4, "written from the other places, not started anew"


def test_verify_says_a_damaged_place_and_still_passes(context: AppContext, est_id: int) -> None:
    _add_devices(context, est_id, 1)
    settings_copy = context.paths.settings_dir / "chain-head.settings"
    cut_in_half(settings_copy)
    report = _verify(context.db)
    assert report.ok
    (note,) = report.notes
    assert note.startswith(f"The chain head kept beside the settings ({settings_copy}) was damaged")
    assert json.loads(settings_copy.read_text(encoding="utf-8"))["version"] == 2


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_backup_remembers_the_head_when_every_other_place_is_gone(
    context: AppContext, est_id: int, outside: Outside
) -> None:
    _add_devices(context, est_id, 4)
    backup_sqlite(context.paths.sqlite_file, context.paths.backup_dir, "manual")
    _head_file(context).unlink()
    (context.paths.settings_dir / "chain-head.settings").unlink()
    _delete_newest(context, outside, 3)
    assert any("had written entry 6" in p for p in _verify(context.db).problems)


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_damaged_side_file_of_a_backup_is_said_and_written_from_the_backup(
    context: AppContext, est_id: int
) -> None:
    copy = backup_sqlite(context.paths.sqlite_file, context.paths.backup_dir, "manual")
    side = head_path(copy)
    before = json.loads(side.read_text(encoding="utf-8"))
    cut_in_half(side)
    report = _verify(context.db)
    assert report.ok
    (note,) = report.notes
    assert note.startswith(f"The chain head beside the backup {copy} was damaged (")
    assert note.endswith("it was written again from the backup itself.")
    assert json.loads(side.read_text(encoding="utf-8")) == before


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_moved_data_folder_holds_the_same_database(
    context: AppContext, est_id: int, tmp_path: Path, outside: Outside
) -> None:
    _add_devices(context, est_id, 4)
    context.db.dispose()
    moved = resolve_paths(tmp_path / "elsewhere" / "data")
    shutil.rmtree(moved.data_dir)
    shutil.move(context.paths.data_dir, moved.data_dir)
    url = f"sqlite:///{moved.sqlite_file}"
    opened = open_checked(moved, url)
    assert opened.anchor_note is None
    moved_context = AppContext(moved, opened.db, context.settings)
    try:
        assert _verify(opened.db).ok
        _delete_newest(moved_context, outside, 3)
        assert any("had written entry 6" in p for p in _verify(opened.db).problems)
    finally:
        opened.db.dispose()
    with pytest.raises(DatabaseBehind, match="fewer records than on"):
        open_database(moved, url)


def test_a_chain_head_file_of_the_version_before_is_still_read(
    context: AppContext, est_id: int, outside: Outside
) -> None:
    """Version 1 knew each database by its location: an upgrade keeps what it saw, and
    says nothing of the places it did not keep."""
    _add_devices(context, est_id, 4)
    with context.db.read() as session:
        head = session.execute(
            select(AuditEntry.seq, AuditEntry.entry_hash).order_by(AuditEntry.seq.desc())
        ).first()
    assert head is not None
    location = (
        str(context.paths.sqlite_file.resolve())
        if context.db.is_sqlite
        else context.db.engine.url.render_as_string(hide_password=True)
    )
    entry = {"committed": {"seq": head.seq, "hash": head.entry_hash, "at": None}, "pending": None}
    _head_file(context).write_text(
        json.dumps({"version": 1, "databases": {location: entry}}), encoding="utf-8"
    )
    (context.paths.settings_dir / "chain-head.settings").unlink()
    shutil.rmtree(context.paths.backup_dir, ignore_errors=True)
    context.db.dispose()
    opened = open_checked(context.paths, context.db.url)
    assert opened.anchor_note is None
    opened.db.dispose()
    _delete_newest(context, outside, 3)
    with pytest.raises(DatabaseBehind, match="had written entry 6"):
        open_database(context.paths, context.db.url)


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_restore_sets_the_backups_made_before_aside(context: AppContext, est_id: int) -> None:
    """The copy of the database as it was before the restore holds more entries than
    the restored one: it is the history the user chose to leave, not a loss."""
    older = backup_sqlite(context.paths.sqlite_file, context.paths.backup_dir, "manual")
    _add_devices(context, est_id, 3)
    backup_sqlite(context.paths.sqlite_file, context.paths.backup_dir, "manual")
    context.db.dispose()
    restore_backup(context.paths, older, context.paths.sqlite_file, "Maria Lopez")
    _opens_quietly(context)


def test_an_acceptance_is_taken_by_every_place(
    context: AppContext, est_id: int, outside: Outside
) -> None:
    _add_devices(context, est_id, 4)
    _delete_newest(context, outside, 3)
    context.db.dispose()
    assert accept_as_is(context.paths, context.db.url, reason="entered twice", actor="Maria")
    for place in (_head_file(context), context.paths.settings_dir / "chain-head.settings"):
        (entry,) = [
            e
            for e in json.loads(place.read_text(encoding="utf-8"))["databases"].values()
            if e["committed"]["seq"] == 4  # 3 left, and the acceptance's own entry
        ]
        assert entry["pending"] is None
    db = open_database(context.paths, context.db.url)
    try:
        assert _verify(db).ok
    finally:
        db.dispose()
