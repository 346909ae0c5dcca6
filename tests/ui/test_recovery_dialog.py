"""The window's start on a database that can't be used as it is, and a failed backup
said on the Dashboard (R6, issue 11 §3)."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

import ui.app
from fog_desktop.__main__ import main
from fog_desktop.config import Paths
from fog_desktop.context import AppContext, open_context
from fog_desktop.database.backup import backup_sqlite, failed_path
from fog_desktop.database.recovery import start_check
from fog_desktop.services.devices import DeviceInput, create_device
from models import Establishment
from tests.conftest import no_backup_yet
from ui.dashboard.page import DashboardPage
from ui.recovery.dialog import RecoveryDialog
from ui.recovery.model import BackupsModel

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui

SCREENSHOT = Path("/tmp/recovery.png")


def _add_devices(ctx: AppContext, establishment: Establishment, count: int) -> None:
    for n in range(count):
        data = DeviceInput(device_id=f"GT-{n}", capacity_gal="50", design_depth_in="12")
        create_device(ctx.db, establishment.id, data, ctx.actor)


def _device_ids(live: Path) -> list[str]:
    with closing(sqlite3.connect(live)) as conn:
        return [r[0] for r in conn.execute("SELECT device_id FROM devices ORDER BY 1")]


def _entries(copy: Path) -> int:
    with closing(sqlite3.connect(copy)) as conn:
        count: int = conn.execute("SELECT count(*) FROM audit_entries").fetchone()[0]
    return count


def _garble_header(ctx: AppContext) -> None:
    ctx.close()
    with ctx.paths.sqlite_file.open("r+b") as handle:
        handle.write(b"no database header here " * 4)


@pytest.fixture
def two_backups(ctx: AppContext, cafe: Establishment) -> tuple[Path, Path]:
    """An older copy (GI-1 alone) and a newer one (GI-1 and two traps), then the live
    file's header garbled."""
    no_backup_yet(ctx.paths)
    older = backup_sqlite(ctx.paths.sqlite_file, ctx.paths.backup_dir, "manual")
    _add_devices(ctx, cafe, 2)
    newer = backup_sqlite(ctx.paths.sqlite_file, ctx.paths.backup_dir, "manual")
    _garble_header(ctx)
    return older, newer


def _url(paths: Paths) -> str:
    return f"sqlite:///{paths.sqlite_file}"


def test_the_dialog_lists_the_backups_and_restores_the_chosen_one(
    gui: Gui, ctx: AppContext, two_backups: tuple[Path, Path], qtmodeltester: ModelTester
) -> None:
    older, newer = two_backups
    failed = failed_path(ctx.paths.backup_dir / "daily-2026-11-30.sqlite3")
    shutil.copyfile(older, failed)  # a copy that failed its check when it was made
    problem = start_check(ctx.paths, _url(ctx.paths))
    assert problem is not None
    dialog = gui.show(RecoveryDialog(ctx.paths, _url(ctx.paths), problem, ctx.actor))
    gui.check_model(qtmodeltester, dialog.model)

    assert "is damaged: it is not a database file any more" in dialog.problem.text()
    assert "fog-desktop restore" not in dialog.problem.text(), "the dialog offers it itself"
    model = dialog.model
    rows = [model.row(r).path for r in range(model.rowCount())]
    assert rows == [failed, newer, older], "newest first"
    assert [model.index(r, BackupsModel.ENTRIES).data() for r in (1, 2)] == [
        str(_entries(newer)),
        str(_entries(older)),
    ]
    assert model.index(0, BackupsModel.CHECK).data().startswith("Failed: it failed its check")
    assert model.index(1, BackupsModel.CHECK).data() == "Passed"
    made = model.row(1).made
    assert model.index(1, BackupsModel.MADE).data() == (
        f"{made.month}/{made.day}/{made.year} {made:%H:%M}"
    ), "the user's date format"
    chosen = dialog.chosen()
    assert chosen is not None and chosen.path == newer, "the newest good one is chosen"
    dialog.grab().save(str(SCREENSHOT))

    gui.click_cell(dialog.table, model.index(0, 0))
    assert not dialog.restore_button.isEnabled(), "a copy that failed its check is not offered"
    gui.click_cell(dialog.table, model.index(2, 0))
    gui.click(dialog.restore_button)

    gui.wait_until_closed(RecoveryDialog)
    assert dialog.result() == RecoveryDialog.DialogCode.Accepted
    assert _device_ids(ctx.paths.sqlite_file) == ["GI-1"]
    assert list(ctx.paths.data_dir.glob("fog-desktop.sqlite3.damaged-*"))


def test_the_window_start_offers_the_newest_good_backup_and_opens_it(
    gui: Gui,
    ctx: AppContext,
    two_backups: tuple[Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    opened: list[AppContext] = []

    def window(context: AppContext, **_options: bool) -> int:
        opened.append(context)
        return 0

    monkeypatch.setattr(ui.app, "run_gui", window)
    gui.when_shown(RecoveryDialog, lambda dialog: gui.click(dialog.restore_button))

    assert main(["--data-dir", str(ctx.paths.data_dir)]) == 0

    [context] = opened
    context.close()
    assert _device_ids(ctx.paths.sqlite_file) == ["GI-1", "GT-0", "GT-1"]
    assert "is damaged" in capsys.readouterr().err


def test_quitting_the_recovery_dialog_changes_nothing_and_exits_2(
    gui: Gui, ctx: AppContext, two_backups: tuple[Path, Path]
) -> None:
    garbled = ctx.paths.sqlite_file.read_bytes()
    gui.when_shown(RecoveryDialog, lambda dialog: gui.click(dialog.quit_button))

    assert main(["--data-dir", str(ctx.paths.data_dir)]) == 2

    assert ctx.paths.sqlite_file.read_bytes() == garbled


def test_the_dashboard_says_when_the_days_backup_failed(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    page = gui.show(DashboardPage(ctx))
    gui.refresh(page)
    assert not page.view.backup_problem.isVisible()
    ctx.close()
    no_backup_yet(ctx.paths)
    # A file where the folder should be: no copy can be made there, even by root.
    ctx.paths.backup_dir.write_text("not a folder", encoding="utf-8")

    failed = open_context(str(ctx.paths.data_dir))
    try:
        failed.settings.current_establishment_id = cafe.id
        page = gui.show(DashboardPage(failed))
        gui.refresh(page)
        assert page.view.backup_problem.isVisible()
        assert page.view.backup_problem.text().startswith("Today's backup could not be written")
        assert page.view.model.rowCount() > 0, "the records are shown all the same"
    finally:
        failed.close()


def test_the_dashboard_says_when_the_chain_head_file_was_damaged(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    ctx.close()
    head = ctx.paths.data_dir / "chain-head"
    head.write_bytes(head.read_bytes()[:20])

    mended = open_context(str(ctx.paths.data_dir))
    try:
        mended.settings.current_establishment_id = cafe.id
        page = gui.show(DashboardPage(mended))
        gui.refresh(page)
        assert page.view.backup_problem.isVisible()
        assert page.view.backup_problem.text().startswith(f"The chain-head file {head} was damaged")
        assert page.view.model.rowCount() > 0, "the records are shown all the same"
    finally:
        mended.close()


def _lose_the_newest_record(ctx: AppContext) -> None:
    """As a lost -wal would: the newest device and its audit entry gone, the file sound."""
    ctx.close()
    with closing(sqlite3.connect(ctx.paths.sqlite_file)) as conn:
        conn.execute("DROP TRIGGER devices_no_delete")
        conn.execute("DROP TRIGGER audit_entries_no_delete")
        newest = conn.execute("SELECT max(seq) FROM audit_entries").fetchone()[0]
        conn.execute("DELETE FROM devices WHERE device_id = 'GT-1'")
        conn.execute("DELETE FROM audit_entries WHERE seq = ?", (newest,))
        conn.commit()


def test_a_database_behind_its_head_may_be_accepted_with_a_reason(
    gui: Gui,
    ctx: AppContext,
    cafe: Establishment,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _add_devices(ctx, cafe, 2)
    _lose_the_newest_record(ctx)
    opened: list[AppContext] = []

    def window(context: AppContext, **_options: bool) -> int:
        opened.append(context)
        return 0

    def accept(dialog: RecoveryDialog) -> None:
        assert "fewer records than on" in dialog.problem.text()
        assert dialog.accept_button.isVisible()
        gui.click(dialog.accept_button)

    monkeypatch.setattr(ui.app, "run_gui", window)
    monkeypatch.setattr(
        "ui.recovery.dialog.QInputDialog.getText",
        lambda *_args: ("No backup holds the last trap", True),
    )
    gui.when_shown(RecoveryDialog, accept)

    assert main(["--data-dir", str(ctx.paths.data_dir), "--operator", "Test Manager"]) == 0

    [context] = opened
    context.close()
    assert "fewer records than on" in capsys.readouterr().err
    with closing(sqlite3.connect(ctx.paths.sqlite_file)) as conn:
        actions = conn.execute("SELECT action, reason FROM audit_entries ORDER BY seq").fetchall()
    # Accepted, then the guards dropped with the record put back at the window's start.
    assert [a for a, _ in actions[-2:]] == ["accept", "guard"]
    reason = actions[-2][1]
    assert "Accepted by Test Manager: No backup holds the last trap" in reason
    assert "fewer records than on" in reason
    assert main(["--data-dir", str(ctx.paths.data_dir), "verify"]) == 0


def test_a_damaged_file_is_never_offered_to_be_accepted(
    gui: Gui, ctx: AppContext, two_backups: tuple[Path, Path]
) -> None:
    problem = start_check(ctx.paths, _url(ctx.paths))
    assert problem is not None
    dialog = gui.show(RecoveryDialog(ctx.paths, _url(ctx.paths), problem, ctx.actor))
    assert not dialog.accept_button.isVisible()


def test_a_restore_refused_is_said_in_the_dialog_and_the_buttons_work_again(
    gui: Gui, ctx: AppContext, two_backups: tuple[Path, Path]
) -> None:
    _older, newer = two_backups
    problem = start_check(ctx.paths, _url(ctx.paths))
    assert problem is not None
    dialog = gui.show(RecoveryDialog(ctx.paths, _url(ctx.paths), problem, ctx.actor))
    newer.unlink()  # gone since the dialog listed it

    gui.start(dialog.restore_button)
    assert not dialog.restore_button.isEnabled() and not dialog.quit_button.isEnabled()
    gui.settle()

    assert dialog.isVisible()
    assert dialog.error.isVisible() and dialog.error.text() == (
        f"There is no file at {newer} to restore."
    )
    assert dialog.restore_button.isEnabled() and dialog.quit_button.isEnabled()
