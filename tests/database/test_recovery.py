"""Recovery works on exactly the files it is for (R6, issue 11 §3).

A damaged database file (truncated, garbage header, page-flipped) is put aside and a
backup restored in its place; a copy joins the backups only once it passes its check,
and the newest good one is never rotated out; a backup that can't be written never
keeps the records from opening.
"""

from __future__ import annotations

import errno
import os
import random
import re
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from datetime import date, timedelta
from pathlib import Path

import pytest

from fog_desktop.__main__ import main
from fog_desktop.chain import ChainHead
from fog_desktop.config import Paths
from fog_desktop.context import AppContext, open_context
from fog_desktop.database import backup
from fog_desktop.database.backup import (
    DAILY_KEEP,
    BackupRejected,
    backup_sqlite,
    daily_backup,
    head_path,
    integrity_problems,
)
from fog_desktop.database.recovery import list_backups, newest_good, start_check, without_hint
from fog_desktop.logs import LOG_FILE_NAME
from fog_desktop.services.devices import DeviceInput, create_device, list_devices
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment

PAGE = 4096
START = date(2026, 11, 1)


def run(capsys: pytest.CaptureFixture[str], paths: Paths, *argv: str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(paths.data_dir), *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def opened(paths: Paths) -> Iterator[Callable[[], AppContext]]:
    """Open the data folder's database as the window and the commands do, any number of
    times; each context is closed at the end."""
    contexts: list[AppContext] = []

    def open_it() -> AppContext:
        context = open_context(str(paths.data_dir))
        context.settings.operator_name = "Test Manager"
        contexts.append(context)
        return context

    yield open_it
    for context in contexts:
        context.close()


def _records(context: AppContext, devices: int = 2) -> list[str]:
    """An establishment with ``devices`` devices, saved through the services; their IDs."""
    est = set_up_establishment(
        context.db,
        EstablishmentInput(
            name="Casa Test", city_spill_phone="626-555-0111", health_dept_phone="626-555-0199"
        ),
        [DeviceInput(device_id="GI-1", capacity_gal="750", design_depth_in="40")],
        context.actor,
    )
    for n in range(devices - 1):
        data = DeviceInput(device_id=f"GT-{n}", capacity_gal="50", design_depth_in="12")
        create_device(context.db, est.id, data, context.actor)
    return sorted(d.device_id for d in list_devices(context.db, est.id))


def _settle(live: Path) -> None:
    """Every page in the main file, as after a clean close, so damage to it is real."""
    with closing(sqlite3.connect(live)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def truncate(live: Path) -> None:
    with live.open("r+b") as handle:
        handle.truncate(live.stat().st_size // 2)


def garbage_header(live: Path) -> None:
    with live.open("r+b") as handle:
        handle.write(b"this is no database header" * 4)


def flip_pages(live: Path) -> None:
    """Overwrite part of every third page after the first two, the same bytes each run."""
    noise = random.Random(11)
    with live.open("r+b") as handle:
        for page in range(2, live.stat().st_size // PAGE, 3):
            handle.seek(page * PAGE + 200)
            handle.write(noise.randbytes(300))


DAMAGE = {"truncated": truncate, "garbage header": garbage_header, "page-flipped": flip_pages}


def _damage(live: Path, how: Callable[[Path], None]) -> bytes:
    _settle(live)
    how(live)
    assert integrity_problems(live, quick=True), "the damage is one quick_check finds"
    return live.read_bytes()


@pytest.mark.parametrize("how", DAMAGE.values(), ids=DAMAGE.keys())
def test_restore_over_a_damaged_database_keeps_it_aside_and_brings_back_the_records(
    paths: Paths,
    opened: Callable[[], AppContext],
    capsys: pytest.CaptureFixture[str],
    how: Callable[[Path], None],
) -> None:
    context = opened()
    devices = _records(context, devices=3)
    copy = backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    context.close()
    live = paths.sqlite_file
    damaged = _damage(live, how)

    code, _, err = run(capsys, paths, "status")
    assert code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert "damaged" in err and f'fog-desktop restore "{copy}"' in err

    had_wal = live.with_name(live.name + "-wal").exists()
    code, out, err = run(capsys, paths, "restore", str(copy))
    assert code == 0, err
    [aside] = [p for p in paths.data_dir.iterdir() if re.search(r"\.damaged-[\d-]+$", p.name)]
    assert re.fullmatch(r"fog-desktop\.sqlite3\.damaged-\d{8}-\d{6}", aside.name)
    assert aside.read_bytes() == damaged, "the damaged file is kept as it was"
    assert aside.with_name(aside.name + "-wal").exists() == had_wal
    assert f"The damaged database is kept as {aside}" in out
    assert run(capsys, paths, "verify")[0] == 0
    assert _records_now(opened) == devices


def _records_now(opened: Callable[[], AppContext]) -> list[str]:
    context = opened()
    with closing(sqlite3.connect(context.paths.sqlite_file)) as conn:
        return [r[0] for r in conn.execute("SELECT device_id FROM devices ORDER BY 1")]


def test_restore_refuses_a_damaged_or_newer_copy_with_a_sentence(
    paths: Paths, opened: Callable[[], AppContext], capsys: pytest.CaptureFixture[str]
) -> None:
    context = opened()
    _records(context)
    context.close()
    damaged = backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    newer = backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    _damage(damaged, flip_pages)
    with closing(sqlite3.connect(newer)) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
        conn.commit()
    before = paths.sqlite_file.read_bytes()
    code, _, err = run(capsys, paths, "restore", str(damaged))
    assert (code, "is damaged and was not restored" in err) == (1, True), err
    code, _, err = run(capsys, paths, "restore", str(newer))
    assert code == 1
    assert "written by a newer FOG Desktop (schema 9999_from_the_future)" in err
    assert "Nothing was restored" in err
    assert paths.sqlite_file.read_bytes() == before


def _dailies(paths: Paths) -> list[str]:
    return sorted(p.name for p in paths.backup_dir.glob("daily-*.sqlite3"))


def _day(offset: int) -> date:
    return START + timedelta(days=offset)


@pytest.mark.parametrize("how", [flip_pages, truncate], ids=["page-flipped", "truncated"])
def test_dailies_of_a_damaged_database_never_push_out_the_good_ones(
    paths: Paths, opened: Callable[[], AppContext], how: Callable[[Path], None]
) -> None:
    context = opened()
    _records(context)
    context.close()
    live = paths.sqlite_file
    for offset in range(3):
        daily_backup(live, paths.backup_dir, _day(offset))
    _damage(live, how)
    for offset in range(3, 3 + 2 * DAILY_KEEP):  # four weeks of starts on the damaged file
        with pytest.raises((BackupRejected, sqlite3.DatabaseError)):
            daily_backup(live, paths.backup_dir, _day(offset))
    assert _dailies(paths) == [f"daily-{_day(n)}.sqlite3" for n in range(3)]
    good = newest_good(paths)
    assert good is not None and good.path.name == f"daily-{_day(2)}.sqlite3"
    kept_aside = sorted(paths.backup_dir.glob("*.failed-check"))
    if how is flip_pages:  # the backup API copies its pages; the copy fails its check
        assert len(kept_aside) == DAILY_KEEP
        assert kept_aside[-1].name == f"daily-{_day(2 + 2 * DAILY_KEEP)}.sqlite3.failed-check"
    assert not list(paths.backup_dir.glob("*.partial"))


def test_the_newest_checked_daily_outlives_fourteen_unchecked_ones(
    paths: Paths, opened: Callable[[], AppContext]
) -> None:
    """Dailies made before copies were checked have no side file; had they all been
    copies of a damaged file, the one checked copy would be the only good one."""
    context = opened()
    _records(context)
    context.close()
    live = paths.sqlite_file
    checked = daily_backup(live, paths.backup_dir, _day(0))
    assert checked is not None
    for offset in range(1, DAILY_KEEP + 2):
        shutil.copyfile(checked, paths.backup_dir / f"daily-{_day(offset)}.sqlite3")
    _damage(live, flip_pages)
    with pytest.raises(BackupRejected):
        daily_backup(live, paths.backup_dir, _day(DAILY_KEEP + 2))
    dailies = _dailies(paths)
    assert dailies[0] == checked.name
    assert dailies[1:] == [f"daily-{_day(n)}.sqlite3" for n in range(2, DAILY_KEEP + 2)]


def _break_a_link(live: Path) -> None:
    """What a forger who deleted an entry and renumbered the rest would leave: entry 2
    no longer names the hash of entry 1."""
    with closing(sqlite3.connect(live)) as conn:
        triggers = conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit_entries'"
        ).fetchall()
        for (name,) in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        conn.execute("UPDATE audit_entries SET prev_hash = ? WHERE seq = 2", ("f" * 64,))
        conn.commit()


def test_a_copy_whose_chain_is_broken_is_kept_aside_and_never_the_newest_good(
    paths: Paths, opened: Callable[[], AppContext]
) -> None:
    context = opened()
    _records(context)
    good = backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    context.close()
    _break_a_link(paths.sqlite_file)
    with pytest.raises(BackupRejected, match="audit entry 2 does not link to the one before"):
        backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    [failed] = paths.backup_dir.glob("*.failed-check")
    assert not head_path(failed).exists()
    newest = newest_good(paths)
    assert newest is not None and newest.path == good
    listed = {info.path: info for info in list_backups(paths)}
    assert listed[failed].verified is False
    assert listed[failed].problem == "it failed its check when it was made"


def test_each_backup_has_its_chain_head_beside_it(
    paths: Paths, opened: Callable[[], AppContext]
) -> None:
    context = opened()
    _records(context, devices=4)
    copy = backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    with closing(sqlite3.connect(paths.sqlite_file)) as conn:
        seq, entry_hash = conn.execute(
            "SELECT seq, entry_hash FROM audit_entries ORDER BY seq DESC LIMIT 1"
        ).fetchone()
    side = ChainHead.from_json(head_path(copy).read_text(encoding="utf-8"))
    assert (side.seq, side.hash) == (seq, entry_hash)
    # The list reads the side file, not the copy: a copy from before side files is read.
    legacy = paths.backup_dir / "manual-20260101-000000-000000.sqlite3"
    shutil.copyfile(copy, legacy)
    infos = {info.path: info for info in list_backups(paths)}
    assert infos[copy].entries == seq and infos[copy].verified
    assert infos[legacy].entries == seq and infos[legacy].verified
    head_path(copy).write_text(ChainHead(3, "a" * 64).to_json(), encoding="utf-8")
    assert {info.path: info for info in list_backups(paths)}[copy].entries == 3


def test_a_backups_folder_that_cannot_be_written_never_stops_the_start(
    paths: Paths, opened: Callable[[], AppContext], capsys: pytest.CaptureFixture[str]
) -> None:
    """A regular file where the backups folder should be: no copy can be made there,
    whoever runs it (CI runs as root, whom a read-only folder would not stop)."""
    context = opened()
    _records(context)
    context.close()
    shutil.rmtree(paths.backup_dir, ignore_errors=True)
    paths.backup_dir.write_text("not a folder", encoding="utf-8")

    context = opened()
    assert context.backup_problem is not None
    assert f"Today's backup could not be written to {paths.backup_dir}" in context.backup_problem
    assert "not backed up" in context.backup_problem
    log = (paths.log_dir / LOG_FILE_NAME).read_text(encoding="utf-8")
    assert f"The day's backup could not be made in {paths.backup_dir}" in log
    context.close()
    code, out, err = run(capsys, paths, "device", "list")
    assert (code, err) == (0, "")
    assert "GI-1" in out


def test_a_full_disk_while_backing_up_is_said_and_leaves_no_partial_copy(
    paths: Paths, opened: Callable[[], AppContext], monkeypatch: pytest.MonkeyPatch
) -> None:
    context = opened()
    _records(context)
    context.close()

    def disk_full(tmp: Path, target: Path) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(target))

    monkeypatch.setattr(backup, "replace_durably", disk_full)
    context = opened()
    assert context.backup_problem is not None
    assert f"({os.strerror(errno.ENOSPC)})" in context.backup_problem
    assert list(paths.backup_dir.iterdir()) == []
    monkeypatch.undo()
    context.close()
    assert opened().backup_problem is None, "the next start makes the day's backup"
    assert len(_dailies(paths)) == 1


def _utf8_damage(live: Path) -> None:
    """A byte that is not UTF-8 in a text column: quick_check can't see it, verify can."""
    with closing(sqlite3.connect(live)) as conn:
        for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'"):
            conn.execute(f"DROP TRIGGER {name}")
        conn.execute("UPDATE audit_entries SET actor = CAST(x'ff41' AS TEXT) WHERE seq = 1")
        conn.commit()


@pytest.mark.parametrize(
    ("how", "words"),
    [
        (_utf8_damage, "a value in its column 'actor' is no longer text"),
        (garbage_header, "it is not a database file any more"),
        (truncate, "some of its pages can't be read"),
    ],
    ids=["not UTF-8", "garbage header", "truncated"],
)
def test_verify_names_the_damage_and_the_backup_to_restore(
    paths: Paths,
    opened: Callable[[], AppContext],
    capsys: pytest.CaptureFixture[str],
    how: Callable[[Path], None],
    words: str,
) -> None:
    context = opened()
    _records(context)
    context.close()
    opened().close()  # the day's second start: today's daily backup is made, before the damage
    copy = backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    _settle(paths.sqlite_file)
    how(paths.sqlite_file)
    code, _, err = run(capsys, paths, "verify")
    assert code == 1
    assert "Traceback" not in err and "unexpected error" not in err
    assert f"The database file {paths.sqlite_file} is damaged: {words}" in err
    assert f'fog-desktop restore "{copy}"' in err


def test_the_window_start_check_finds_what_quick_check_finds(
    paths: Paths, opened: Callable[[], AppContext]
) -> None:
    context = opened()
    _records(context)
    context.close()
    url = f"sqlite:///{paths.sqlite_file}"
    assert start_check(paths, url) is None
    _damage(paths.sqlite_file, flip_pages)
    problem = start_check(paths, url)
    assert problem is not None and problem.startswith(f"The database file {paths.sqlite_file}")


def test_a_command_refuses_a_file_damaged_where_it_does_not_read(
    paths: Paths, opened: Callable[[], AppContext], capsys: pytest.CaptureFixture[str]
) -> None:
    """Damage in a table that ``status`` never reads (stored files) is still damage:
    every command checks the file before it works on it (the corrupt drill found that
    ``status`` went on, exit 0, over flipped pages)."""
    context = opened()
    _records(context)
    context.close()
    live = paths.sqlite_file
    _settle(live)
    with closing(sqlite3.connect(live)) as conn:
        (page,) = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'attachment_contents'"
        ).fetchone()
    with live.open("r+b") as handle:
        handle.seek((page - 1) * PAGE)
        handle.write(b"\xff")  # the page's type byte
    code, _, err = run(capsys, paths, "status")
    assert code == 2
    assert f"The database file {live} is damaged" in err
    assert "backup" in err and "restore" in err


def test_in_spanish_the_dashboard_says_why_the_days_backup_was_not_made(
    paths: Paths, opened: Callable[[], AppContext], spanish: None
) -> None:
    context = opened()
    _records(context)
    context.close()
    shutil.rmtree(paths.backup_dir, ignore_errors=True)
    paths.backup_dir.write_text("not a folder", encoding="utf-8")
    context = opened()
    assert context.backup_problem is not None
    assert context.backup_problem.startswith(
        f"No se pudo escribir la copia de seguridad de hoy en {paths.backup_dir} ("
    )
    assert context.backup_problem.endswith(
        "): sus registros no tienen copia de seguridad. Libere espacio en el disco o permita "
        "que FOG Desktop escriba en esa carpeta; se volverá a intentar la próxima vez que se "
        "inicie."
    )
    log = (paths.log_dir / LOG_FILE_NAME).read_text(encoding="utf-8")
    assert f"The day's backup could not be made in {paths.backup_dir}" in log, "the log: English"


def test_in_spanish_the_damage_is_named_with_the_backup_and_the_command_to_restore_it(
    paths: Paths, opened: Callable[[], AppContext], spanish: None
) -> None:
    context = opened()
    _records(context)
    context.close()
    backup_sqlite(paths.sqlite_file, paths.backup_dir, "manual")
    _damage(paths.sqlite_file, garbage_header)
    problem = start_check(paths, f"sqlite:///{paths.sqlite_file}")
    good = newest_good(paths)
    assert problem is not None and good is not None
    damage = (
        f"El archivo de la base de datos {paths.sqlite_file} está dañado: ya no es un archivo "
        "de base de datos: sus primeros bytes, que indican qué es, están alterados, o se puso "
        "otro archivo en su lugar."
    )
    made = f"{good.made:%Y-%m-%d %H:%M}"
    assert problem == (
        f"{damage} La copia de seguridad válida más reciente es {good.path} (hecha el {made}, "
        f"{good.entries} anotaciones de auditoría): restáurela con "
        f'fog-desktop restore "{good.path}".'
    )
    assert without_hint(problem, paths) == damage, "the recovery dialog lists the backups itself"
