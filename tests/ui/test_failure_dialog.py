"""A save that fails for want of disk space says so in a plain message, not a crash dialog.

The disk fills for real: SQLite's page limit, set on each connection as it is handed out,
refuses to let the database grow by one page, as a full disk does.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from sqlalchemy import event

from fog_desktop.context import AppContext
from fog_desktop.errors import DiskFull
from fog_desktop.logs import setup_logging
from fog_desktop.services.attachments import Owner, attach_files, list_attachments
from fog_desktop.services.demo_images import grey_png
from fog_desktop.services.maintenance import (
    MaintenanceFilter,
    MaintenanceInput,
    count_rows,
    create_entry,
)
from models import Establishment, MaintenanceEntry
from ui.crash import CrashDialog, CrashHandler
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.page import MaintenancePage
from ui.operations import BackgroundOp

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

FULL = (
    "The disk is full: FOG Desktop could not write to the database file{where}; "
    "free some space and try again. Nothing was stored."
)


@pytest.fixture
def photo(tmp_path: Path) -> Path:
    """A photo as a phone takes it: noise that no compression shrinks, 90 kB."""
    noise = random.Random(7)
    path = tmp_path / "grease trap.png"
    path.write_bytes(grey_png([noise.randbytes(300) for _ in range(300)]))
    return path


def fill_the_disk(ctx: AppContext) -> None:
    """From now on the database can't grow by a page."""

    def no_room(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        (pages,) = dbapi_connection.execute("PRAGMA page_count").fetchone()
        dbapi_connection.execute(f"PRAGMA max_page_count={pages}")

    event.listen(ctx.db.engine, "checkout", no_room)


@pytest.fixture
def crash_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The messages of crash dialogs opened; none is left blocking the test."""
    shown: list[str] = []

    def exec_(dialog: CrashDialog) -> int:
        shown.append(dialog.message.text())
        return 0

    monkeypatch.setattr(CrashDialog, "exec", exec_)
    return shown


@pytest.fixture
def hook(ctx: AppContext) -> Iterator[CrashHandler]:
    """The window's crash handler, as ui/app.py installs it."""
    handler = CrashHandler(
        setup_logging(ctx.paths), show_dialog=True, location=ctx.db.display_location
    )
    handler.install()
    yield handler
    handler.uninstall()


@pytest.mark.usefixtures("hook")
def test_a_pump_out_saved_on_a_full_disk_shows_the_sentence_and_the_form_stays(
    gui: Gui, ctx: AppContext, cafe: Establishment, photo: Path, crash_dialogs: list[str]
) -> None:
    page = MaintenancePage(ctx)
    gui.show(page)
    page.refresh()
    gui.click(page.add_button)
    dialog = gui.wait_for_window(EntryFormDialog)
    dialog.attachments.add_paths([photo])
    gui.qtbot.waitUntil(lambda: not dialog.attachments.loading)
    gui.type_into(gui.line(dialog, "gallons_removed"), "1000")
    fill_the_disk(ctx)

    gui.click(dialog.ok_button)

    box = gui.wait_for_window(QMessageBox)
    assert box.text() == FULL.format(where=f" {ctx.paths.sqlite_file}")
    assert crash_dialogs == []
    assert dialog.isVisible(), "what was typed is still there, to save once there is room"
    assert count_rows(ctx.db, cafe.id, MaintenanceFilter()) == 0
    gui.click(box.button(QMessageBox.StandardButton.Ok))
    gui.wait_until_closed(QMessageBox)
    log = (ctx.paths.log_dir / "fog-desktop.log").read_text(encoding="utf-8")
    assert "WARNING ui.dialogs: The disk is full" in log and "database or disk is full" in log


def attach_later(ctx: AppContext, cafe: Establishment, photo: Path) -> tuple[Owner, Any]:
    """An entry, and the work of attaching the photo to it on a full disk."""
    entry = create_entry(
        ctx.db,
        cafe.id,
        MaintenanceInput(device_id="GI-1", service_date="2026-11-10", gallons_removed="1000"),
        ctx.actor,
        today=ctx.today(),
    )
    owner = Owner(cafe.id, MaintenanceEntry.__tablename__, entry.id)
    fill_the_disk(ctx)
    return owner, lambda: attach_files(ctx.db, owner, [photo], ctx.actor)


def test_a_background_save_on_a_full_disk_reaches_its_page_as_the_sentence(
    qtbot: QtBot, ctx: AppContext, cafe: Establishment, photo: Path
) -> None:
    owner, work = attach_later(ctx, cafe, photo)
    failures: list[Exception] = []

    op = BackgroundOp(work, lambda _: None, failures.append)
    with qtbot.waitSignal(op.finished, timeout=5000):
        op.run_in_background()

    [failure] = failures
    assert isinstance(failure, DiskFull)
    assert str(failure) == FULL.format(where="")
    assert list_attachments(ctx.db, owner) == []


@pytest.mark.usefixtures("hook")
def test_a_background_save_without_its_own_handling_shows_one_message(
    gui: Gui, ctx: AppContext, cafe: Establishment, photo: Path, crash_dialogs: list[str]
) -> None:
    owner, work = attach_later(ctx, cafe, photo)
    for _ in range(2):  # a second failure while the first message is up adds no box
        op = BackgroundOp(work, lambda _: None)
        with gui.qtbot.waitSignal(op.finished, timeout=5000):
            op.run_in_background()

    box = gui.wait_for_window(QMessageBox)
    # Named as the window's crash handler names the database.
    assert box.text() == FULL.format(where=f" {ctx.paths.sqlite_file}")
    assert crash_dialogs == []
    assert list_attachments(ctx.db, owner) == []


def test_a_bug_still_opens_the_crash_dialog(
    gui: Gui, hook: CrashHandler, crash_dialogs: list[str]
) -> None:
    try:
        raise ValueError("the fryer log is upside down")
    except ValueError as exc:
        hook.handle(type(exc), exc, exc.__traceback__)

    assert crash_dialogs == [
        "FOG Desktop ran into an error it did not expect:<br><b>the fryer log is upside "
        "down</b><br><br>A change being saved when this happened was stored whole or not at "
        "all. The details below are also in the log file; copy them and send them to whoever "
        "supports your installation."
    ]
    assert gui.visible(QMessageBox) == []
