"""Nothing vanishes without a word: the chain head kept outside the database, the gap-free
entry numbers, missing records and missing guards (R6, issue 11 §2).

Each test tampers as another tool would: through its own connection, which neither keeps
the head file nor goes through the services.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from sqlalchemy import insert, select, text

from fog_desktop.audit import Action, VerifyReport, compute_hash, verify
from fog_desktop.chain import ChainHead, Seen, database_head
from fog_desktop.context import AppContext
from fog_desktop.database import Database, open_database
from fog_desktop.database.anchor import HeadFile
from fog_desktop.database.backup import backup_to
from fog_desktop.database.integrity import DatabaseBehind
from fog_desktop.errors import DatabaseUnavailable
from fog_desktop.services.devices import DeviceInput, create_device
from models import AuditEntry, Base

if TYPE_CHECKING:
    from tests.conftest import Outside


def _add_devices(context: AppContext, est_id: int, count: int) -> None:
    for n in range(count):
        data = DeviceInput(device_id=f"GT-{n}", capacity_gal="50", design_depth_in="12")
        create_device(context.db, est_id, data, context.actor)


def _verify(context: AppContext) -> VerifyReport:
    with context.db.read() as session:
        return verify(session, head_file=context.db.head_file)


def _reopen(context: AppContext) -> Database:
    context.db.dispose()
    return open_database(context.paths, context.db.url)


def test_each_save_leaves_its_head_in_the_data_folder(context: AppContext, est_id: int) -> None:
    _add_devices(context, est_id, 3)
    with context.db.read() as session:
        head = database_head(session)
        seqs = list(session.scalars(select(AuditEntry.seq).order_by(AuditEntry.id)))
    assert seqs == list(range(1, head.seq + 1))
    stored = json.loads((context.paths.data_dir / "chain-head").read_text(encoding="utf-8"))
    (entry,) = stored["databases"].values()
    assert entry["committed"]["seq"] == head.seq == 5
    assert entry["committed"]["hash"] == head.hash
    assert entry["pending"] is None
    assert _verify(context).ok


def test_the_newest_record_deleted_with_its_entry_is_found(
    context: AppContext, est_id: int, outside: Outside
) -> None:
    _add_devices(context, est_id, 2)
    with outside(context) as connection:
        newest = connection.execute(
            select(AuditEntry.id, AuditEntry.record_id).order_by(AuditEntry.id.desc()).limit(1)
        ).one()
        connection.execute(text("DELETE FROM audit_entries WHERE id = :i"), {"i": newest.id})
        connection.execute(text("DELETE FROM devices WHERE id = :i"), {"i": newest.record_id})
    report = _verify(context)
    assert any("fewer records than on" in p and "entry 4" in p for p in report.problems)
    with pytest.raises(DatabaseBehind, match="fewer records than on"):
        _reopen(context)


def test_a_chain_rewritten_from_an_edited_entry_onward_is_found(
    context: AppContext, est_id: int, outside: Outside
) -> None:
    _add_devices(context, est_id, 2)
    with outside(context) as connection:
        rows = connection.execute(select(AuditEntry).order_by(AuditEntry.id)).all()
        prev = rows[1].entry_hash
        for row in rows[2:]:
            values = row._asdict()
            values["actor"] = "Mallory" if row.id == rows[2].id else row.actor
            values["prev_hash"] = prev
            forged = AuditEntry(**values)
            prev = compute_hash(forged)
            connection.execute(
                text(
                    "UPDATE audit_entries SET actor = :a, prev_hash = :p, entry_hash = :h "
                    "WHERE id = :i"
                ),
                {"a": values["actor"], "p": values["prev_hash"], "h": prev, "i": row.id},
            )
    with context.db.read() as session:
        assert verify(session).ok, "without the head file this rewrite is invisible"
    report = _verify(context)
    assert any("no longer holds entry 4 as FOG Desktop wrote it" in p for p in report.problems)
    with pytest.raises(DatabaseBehind, match="history was replaced or rewritten"):
        _reopen(context)


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_an_entry_appended_outside_the_application_is_found(
    context: AppContext, est_id: int, outside: Outside
) -> None:
    """The embedded file is written only through its data folder, so an entry that goes
    past the head that folder saw was written by something else."""
    with outside(context) as connection:
        head = connection.execute(select(AuditEntry).order_by(AuditEntry.seq.desc()).limit(1)).one()
        values = head._asdict() | {
            "id": head.id + 1,
            "seq": head.seq + 1,
            "prev_hash": head.entry_hash,
            "action": Action.AMEND,
            "reason": "forged",
        }
        forged = AuditEntry(**values)
        values["entry_hash"] = compute_hash(forged)
        connection.execute(insert(AuditEntry), values)
    report = _verify(context)
    assert any("1 entry after entry 2" in p and "added outside" in p for p in report.problems)
    with pytest.raises(DatabaseBehind, match="added outside FOG Desktop"):
        _reopen(context)


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_an_emptied_database_file_is_not_used_as_a_new_one(
    context: AppContext, est_id: int
) -> None:
    context.db.dispose()
    live = context.paths.sqlite_file
    for extra in ("-wal", "-shm"):
        live.with_name(live.name + extra).unlink(missing_ok=True)
    live.write_bytes(b"")
    with pytest.raises(DatabaseBehind, match="is empty, but FOG Desktop had written 2 audit"):
        open_database(context.paths, context.db.url)
    empty = Database(context.db.url)
    with empty.engine.connect() as connection:
        tables = connection.exec_driver_sql("SELECT name FROM sqlite_master").all()
    empty.dispose()
    assert tables == [], "a refused database is not made a fresh one"


def test_an_emptied_server_database_is_not_used_as_a_new_one(
    context: AppContext, est_id: int, outside: Outside
) -> None:
    with outside(context, put_guards_back=False) as connection:
        Base.metadata.drop_all(connection)
        connection.exec_driver_sql("DROP TABLE alembic_version")
    with pytest.raises(DatabaseBehind, match="is empty"):
        _reopen(context)


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_an_older_copy_put_in_place_by_hand_is_found(context: AppContext, est_id: int) -> None:
    copy = backup_to(context.paths.sqlite_file, context.paths.data_dir / "copy.sqlite3")
    _add_devices(context, est_id, 6)
    context.db.dispose()
    live = context.paths.sqlite_file
    for extra in ("-wal", "-shm"):
        live.with_name(live.name + extra).unlink(missing_ok=True)
    shutil.copyfile(copy, live)
    with pytest.raises(
        DatabaseBehind, match="ends at entry 2, and FOG Desktop had written entry 8"
    ):
        open_database(context.paths, context.db.url)


def test_a_save_killed_before_or_after_its_commit_raises_no_alarm(
    context: AppContext, est_id: int
) -> None:
    keeper = context.db.head_file
    assert keeper is not None
    with context.db.read() as session:
        committed = database_head(session)
        # Killed after writing the file, before the commit: the head it announced never came.
        keeper.before_commit(session, committed, ChainHead(committed.seq + 1, "f" * 64))
    assert _verify(context).ok
    db = _reopen(context)
    db.dispose()
    # Killed after the commit, before confirming it: the file still names it pending.
    _add_devices(context, est_id, 1)
    with context.db.read() as session:
        newest = database_head(session)
        keeper.before_commit(session, committed, newest)
    assert _verify(context).ok
    _reopen(context).dispose()


def test_a_database_first_seen_is_taken_as_it_is(context: AppContext, est_id: int) -> None:
    (context.paths.data_dir / "chain-head").unlink()
    (context.paths.settings_dir / "chain-head.settings").unlink()
    shutil.rmtree(context.paths.backup_dir, ignore_errors=True)
    db = _reopen(context)
    try:
        with db.read() as session:
            assert verify(session, head_file=db.head_file).ok
    finally:
        db.dispose()
    assert (context.paths.data_dir / "chain-head").is_file()


def test_a_renumbered_entry_is_named(context: AppContext, est_id: int, outside: Outside) -> None:
    with outside(context) as connection:
        connection.execute(text("UPDATE audit_entries SET seq = 7 WHERE seq = 2"))
    report = _verify(context)
    assert any("numbered 7 where 2 belongs" in p for p in report.problems)


def test_a_record_deleted_without_its_guard_is_named_and_the_guard_put_back(
    context: AppContext,
    est_id: int,
    outside: Outside,
    owner_url: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    with outside(context, put_guards_back=False) as connection:
        connection.execute(text("DELETE FROM devices WHERE device_id = 'GI-1'"))
    report = _verify(context)
    assert any(
        "devices row 1 (" in p and "is missing: it was deleted outside" in p
        for p in report.problems
    )
    assert any("devices_no_delete" in p and "missing" in p for p in report.problems)

    db = _put_guards_back(context, owner_url)
    try:
        with db.read() as session:
            after = verify(session, head_file=db.head_file)
            event = session.scalars(
                select(AuditEntry).order_by(AuditEntry.seq.desc()).limit(1)
            ).one()
    finally:
        db.dispose()
    assert event.action == Action.GUARD
    assert "devices_no_delete" in event.reason
    assert "devices_no_delete" in caplog.text
    assert not any("trigger" in p for p in after.problems), after.problems
    assert any("is missing: it was deleted outside" in p for p in after.problems)


def _put_guards_back(context: AppContext, owner_url: str) -> Database:
    """The next start: it puts the guards back on SQLite; on PostgreSQL the application's
    role may not, so it refuses to start until the owner runs ``upgrade``."""
    if context.db.is_sqlite:
        return _reopen(context)
    context.db.dispose()
    with pytest.raises(DatabaseUnavailable, match=r"missing its guards .* 'fog-desktop upgrade'"):
        open_database(context.paths, context.db.url)
    open_database(context.paths, owner_url, allow_owner=True).dispose()
    return open_database(context.paths, context.db.url)


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_a_guard_replaced_by_one_that_lets_everything_through_is_put_back(
    context: AppContext,
    est_id: int,
    outside: Outside,
) -> None:
    with outside(context, put_guards_back=False) as connection:
        connection.exec_driver_sql(
            "CREATE TRIGGER devices_no_delete BEFORE DELETE ON devices BEGIN SELECT 1; END"
        )
    assert any("devices_no_delete" in p and "altered" in p for p in _verify(context).problems)
    db = _reopen(context)
    try:
        with pytest.raises(Exception, match="records are never deleted"), db.engine.begin() as c:
            c.exec_driver_sql("DELETE FROM devices")
    finally:
        db.dispose()


@pytest.mark.postgres
@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # SQLite can't disable one
def test_a_disabled_trigger_on_the_server_is_named_and_enabled_again(
    context: AppContext, est_id: int, outside: Outside, owner_url: str
) -> None:
    with outside(context, drop_guards=False) as connection:
        connection.exec_driver_sql("ALTER TABLE devices DISABLE TRIGGER devices_no_delete")
    assert any("devices_no_delete" in p and "disabled" in p for p in _verify(context).problems)
    db = _put_guards_back(context, owner_url)
    try:
        with db.read() as session:
            assert verify(session, head_file=db.head_file).ok
    finally:
        db.dispose()
    with pytest.raises(Exception, match="never deleted"), outside(context, drop_guards=False) as c:
        c.exec_driver_sql("DELETE FROM devices")


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_verify_only_reads_and_accept_is_the_users_decision(
    context: AppContext, est_id: int, outside: Outside, capsys: pytest.CaptureFixture[str]
) -> None:
    from fog_desktop.__main__ import main

    _add_devices(context, est_id, 1)
    with outside(context, put_guards_back=False) as connection:
        connection.execute(text("DELETE FROM devices WHERE device_id = 'GT-0'"))
        connection.execute(text("DELETE FROM audit_entries WHERE seq = 3"))
    context.db.dispose()
    base = ["--data-dir", str(context.paths.data_dir), "--operator", "Maria Lopez"]
    for _ in range(2):  # verify neither puts the guards back nor takes the loss as seen
        assert main([*base, "verify"]) == 1
        out = capsys.readouterr().out
        assert "fewer records than on" in out and "devices_no_delete" in out
    assert main([*base, "status"]) == 2
    assert "fewer records than on" in capsys.readouterr().err

    assert main([*base, "accept", "--reason", "The trap was entered twice"]) == 0
    assert "Accepted, and written into the audit trail" in capsys.readouterr().out
    assert main([*base, "status"]) == 0
    assert main([*base, "verify"]) == 0, capsys.readouterr().out
    db = open_database(context.paths, context.db.url)
    with db.read() as session:
        accepted = session.scalars(select(AuditEntry).where(AuditEntry.action == "accept")).one()
    db.dispose()
    assert accepted.actor == "Maria Lopez"
    assert accepted.reason.endswith("Accepted by Maria Lopez: The trap was entered twice")


@pytest.mark.parametrize("saved_when", ["before the file is read", "after the file is read"])
def test_a_save_by_another_process_while_the_head_is_checked_raises_no_alarm(
    context: AppContext, est_id: int, monkeypatch: pytest.MonkeyPatch, saved_when: str
) -> None:
    """Another process saves while this one checks the head (the race the concurrent
    drill found): the head file may then be newer, or older, than the snapshot; neither
    is a loss nor an entry added outside."""
    keeper = context.db.head_file
    assert keeper is not None
    other = open_database(context.paths, context.db.url)
    read_file = type(keeper).read
    saved = []

    def save() -> None:
        saved.append(True)
        data = DeviceInput(device_id="GT-9", capacity_gal="50", design_depth_in="12")
        create_device(other, est_id, data, "Other process")

    def read_with_a_save(self: HeadFile, identity: str | None) -> Seen | None:
        if saved:
            return read_file(self, identity)
        if saved_when == "before the file is read":
            save()
            return read_file(self, identity)
        seen = read_file(self, identity)
        save()
        return seen

    monkeypatch.setattr(HeadFile, "read", read_with_a_save)
    try:
        assert keeper.problem(context.db.read) is None
    finally:
        other.dispose()
    assert saved
    monkeypatch.undo()
    assert _verify(context).ok


def test_a_killed_export_leaves_no_temporary_files_once_fog_desktop_runs_again(
    context: AppContext, est_id: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """openpyxl's sheets are written to temporary files that only a normal exit removes;
    each run keeps them in a folder of its own, removed at the next start if killed."""
    from fog_desktop.__main__ import main

    system_temp = tmp_path / "temp"
    system_temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(system_temp))
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    left = system_temp / f"fog-desktop-{gone.stdout.strip()}"
    left.mkdir()
    (left / "openpyxl.abc.xml").write_text("<sheet/>", encoding="utf-8")
    argv = ["--data-dir", str(context.paths.data_dir), "--db", context.db.url, "status"]
    assert main(argv) == 0
    assert not left.exists(), "a killed run's folder is removed at the next start"
    assert list(system_temp.iterdir()) == [], "and this run's own is removed when it ends"
    assert tempfile.gettempdir() == str(system_temp)


def test_a_save_killed_while_writing_the_head_leaves_nothing_once_fog_desktop_runs_again(
    context: AppContext, est_id: int
) -> None:
    """Killed between writing its copy of the chain head and renaming it, a save left
    ``.chain-head.<pid>.tmp`` in the data folder until some later save; the next start
    removes it, and leaves a running writer's own."""
    from fog_desktop.__main__ import main

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    left = context.paths.data_dir / f".chain-head.{gone.stdout.strip()}.tmp"
    left.write_text("{}", encoding="utf-8")
    running = context.paths.data_dir / f".chain-head.{os.getpid()}.tmp"
    running.write_text("{}", encoding="utf-8")
    argv = ["--data-dir", str(context.paths.data_dir), "--db", context.db.url, "verify"]
    assert main(argv) == 0
    assert not left.exists()
    assert running.exists()
    running.unlink()
