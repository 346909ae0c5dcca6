"""The Dashboard kept for the next start's first paint (issue 16 §1, Target A): shown
only while it still holds, never after a change to the records, on another day, or for
another establishment, language or version."""

from __future__ import annotations

import errno
import os
from dataclasses import replace
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from fog_desktop import __version__, snapshot
from fog_desktop.context import AppContext
from fog_desktop.due import due_as_json, due_from_json
from fog_desktop.services.dashboard import due_now, due_now_kept, keep_next_day
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.incidents import IncidentInput, report_incident

TODAY = date(2026, 12, 28)


@pytest.fixture
def kept(sqlite_context: AppContext, sqlite_est_id: int) -> snapshot.Seen:
    """Casa Test read on TODAY with a new hire and a spill due, and kept."""
    ctx = sqlite_context
    create_employee(
        ctx.db, sqlite_est_id, EmployeeInput("E-004", "Sam Chen", "Cook", "2026-12-20"), ctx.actor
    )
    spill = IncidentInput(incident_date="2026-12-24", incident_time="18:40", kind="Spill")
    report_incident(ctx.db, sqlite_est_id, spill, ctx.actor, now=datetime(2026, 12, 24, 19, 0))
    due_now_kept(ctx.db, sqlite_est_id, TODAY, folder=ctx.paths.data_dir, language="en")
    seen = _seen(ctx, sqlite_est_id)
    assert seen is not None
    return seen


def _seen(ctx: AppContext, est_id: int, **changed: object) -> snapshot.Seen | None:
    assert ctx.db.sqlite_path is not None
    seen = snapshot.seen_now(
        ctx.db.sqlite_path,
        as_of=TODAY,
        establishment_id=est_id,
        language="en",
        version=__version__,
    )
    return None if seen is None else replace(seen, **changed)  # type: ignore[arg-type]


@pytest.fixture
def sqlite_est_id(sqlite_context: AppContext) -> int:
    return create_establishment(
        sqlite_context.db, EstablishmentInput(name="Casa Test"), sqlite_context.actor
    ).id


def test_the_dashboard_read_is_kept_as_it_was_shown(
    sqlite_context: AppContext, sqlite_est_id: int, kept: snapshot.Seen
) -> None:
    found = snapshot.read(sqlite_context.paths.data_dir, kept)

    assert found is not None
    assert found.due == due_now(sqlite_context.db, sqlite_est_id, TODAY)
    assert found.establishments == ((sqlite_est_id, "Casa Test"),)
    kinds = {row.obligation.kind.value for row in found.due.rows}
    assert {"New-hire training", "Written confirmation"} <= kinds


def test_a_change_to_the_records_makes_it_stale(
    sqlite_context: AppContext, sqlite_est_id: int, kept: snapshot.Seen
) -> None:
    ctx = sqlite_context
    create_employee(
        ctx.db, sqlite_est_id, EmployeeInput("E-005", "Ana Ruiz", "Cook", "2026-12-26"), ctx.actor
    )

    now = _seen(ctx, sqlite_est_id)
    assert now is not None and now != kept
    assert snapshot.read(ctx.paths.data_dir, now) is None


@pytest.mark.parametrize(
    "changed",
    [
        {"as_of": date(2026, 12, 29)},
        {"establishment_id": 999},
        {"language": "es"},
        {"version": "0.0.1"},
    ],
)
def test_another_day_establishment_language_or_version_is_not_shown(
    sqlite_context: AppContext, sqlite_est_id: int, kept: snapshot.Seen, changed: dict[str, object]
) -> None:
    other = _seen(sqlite_context, sqlite_est_id, **changed)
    assert other is not None
    assert snapshot.read(sqlite_context.paths.data_dir, other) is None


def test_a_damaged_snapshot_is_not_shown(sqlite_context: AppContext, kept: snapshot.Seen) -> None:
    (sqlite_context.paths.data_dir / snapshot.FILE_NAME).write_text('{"seen": 1', "utf-8")
    assert snapshot.read(sqlite_context.paths.data_dir, kept) is None


def test_the_dashboard_reads_back_from_its_json_form_unchanged(
    sqlite_context: AppContext, sqlite_est_id: int, kept: snapshot.Seen
) -> None:
    due = due_now(sqlite_context.db, sqlite_est_id, TODAY)
    assert due.rows
    assert due_from_json(due_as_json(due)) == due


def test_the_next_days_dashboard_is_kept_beside_the_days(
    sqlite_context: AppContext, sqlite_est_id: int, kept: snapshot.Seen
) -> None:
    ctx = sqlite_context
    keep_next_day(ctx.db, sqlite_est_id, TODAY, folder=ctx.paths.data_dir, language="en")

    tomorrow = snapshot.read(ctx.paths.data_dir, replace(kept, as_of=TODAY + timedelta(days=1)))
    assert tomorrow is not None
    assert tomorrow.due == due_now(ctx.db, sqlite_est_id, TODAY + timedelta(days=1))
    assert tomorrow.due.rows != due_now(ctx.db, sqlite_est_id, TODAY).rows, "a day less is left"
    assert snapshot.read(ctx.paths.data_dir, kept) is not None, "the day's is kept too"


def test_the_next_day_is_not_kept_once_the_records_changed(
    sqlite_context: AppContext, sqlite_est_id: int, kept: snapshot.Seen
) -> None:
    ctx = sqlite_context
    create_employee(
        ctx.db, sqlite_est_id, EmployeeInput("E-005", "Ana Ruiz", "Cook", "2026-12-26"), ctx.actor
    )
    keep_next_day(ctx.db, sqlite_est_id, TODAY, folder=ctx.paths.data_dir, language="en")

    after = _seen(ctx, sqlite_est_id, as_of=TODAY + timedelta(days=1))
    assert after is not None
    assert snapshot.read(ctx.paths.data_dir, after) is None


def test_a_snapshot_the_full_disk_refused_leaves_nothing_behind(
    sqlite_context: AppContext, kept: snapshot.Seen, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The snapshot is a copy: the Dashboard is still read, and its folder stays clean."""
    folder = sqlite_context.paths.data_dir
    before = sorted(p.name for p in folder.iterdir())
    written = snapshot.read(folder, kept)
    assert written is not None

    def disk_full(self: Path, *args: object, **kwargs: object) -> int:
        with self.open("w") as handle:
            handle.write("{")  # the first bytes reached the disk, the rest did not
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(Path, "write_text", disk_full)
    snapshot.write(folder, written)
    monkeypatch.undo()

    assert sorted(p.name for p in folder.iterdir()) == before
    assert snapshot.read(folder, kept) == written, "the snapshot kept before is untouched"


def test_on_a_read_only_disk_the_dashboard_is_read_all_the_same(
    sqlite_context: AppContext, sqlite_est_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only disk refuses the snapshot, and even the removal of its partial file
    that is not there (issue 33 §10): the Dashboard is read all the same."""
    ctx = sqlite_context

    def read_only_disk(self: Path, *args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(self))

    monkeypatch.setattr(Path, "write_text", read_only_disk)
    monkeypatch.setattr(Path, "unlink", read_only_disk)
    due = due_now_kept(ctx.db, sqlite_est_id, TODAY, folder=ctx.paths.data_dir, language="en")
    monkeypatch.undo()

    assert due == due_now(ctx.db, sqlite_est_id, TODAY)
    assert not (ctx.paths.data_dir / snapshot.FILE_NAME).exists()


def test_a_start_paints_first_the_snapshot_kept_in_the_language_it_may_show(
    sqlite_context: AppContext, sqlite_est_id: int, kept: snapshot.Seen
) -> None:
    ctx = sqlite_context
    ctx.settings.current_establishment_id = sqlite_est_id
    url = f"sqlite:///{ctx.paths.sqlite_file}"

    def start(url: str = url, **given: object) -> snapshot.Snapshot | None:
        chosen = {"operator": None, "in_tray": False, "languages": ["es", "en"], "as_of": TODAY}
        return snapshot.for_start(ctx.paths, url, ctx.settings, **{**chosen, **given})  # type: ignore[arg-type]

    found = start()
    assert found is not None and found == snapshot.read(ctx.paths.data_dir, kept)
    assert found.seen.language == "en", "read in English, found among the languages possible"
    assert start(languages=["es"]) is None, "Spanish is shown: the English rows are not"
    assert start(as_of=TODAY + timedelta(days=2)) is None
    assert start(in_tray=True) is None, "started hidden in the tray: nothing is painted"
    assert start("postgresql+psycopg://server/fog", operator="Ana") is None, "a shared server"
    ctx.settings.operator_name = ""
    assert start() is None, "the operator's name is asked for first"
    assert start(operator="Ana") == found
