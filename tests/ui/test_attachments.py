"""The attachments panel: scans and photos added by the file dialog or by a drop, checked
by their content as they are added (read off the GUI thread, the form's OK waiting for
them), shown as thumbnails, opened in the system viewer and voided, never deleted
(issue 3 §3; R6)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QApplication

from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.services.attachments import (
    MAX_BYTES,
    AttachmentInfo,
    Owner,
    list_attachments,
    read_files,
)
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.manifests import ManifestInput, create_manifest, list_manifests
from models import Establishment, Manifest
from ui.dialogs import VoidDialog
from ui.manifests.manifest_form import ManifestFormDialog
from ui.rows import VOID_TEXT_COLOUR
from ui.widgets.attachments import AttachmentsPanel, adding
from ui.widgets.attachments import panel as panel_module
from ui.widgets.attachments.thumbnails import THUMBNAIL_BOX

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


@pytest.fixture
def panel(gui: Gui, ctx: AppContext) -> AttachmentsPanel:
    panel = gui.show(AttachmentsPanel(ctx))
    panel.set_owner(None)
    gui.settle()
    return panel


def scan_file(folder: Path, name: str = "manifest-1042.png", title: str = "1042") -> Path:
    path = folder / name
    path.write_bytes(scan_png(title))
    return path


def stored_manifest(ctx: AppContext, cafe: Establishment, files: list[Path]) -> Owner:
    data = ManifestInput(
        manifest_no="1042", manifest_date="2026-11-20", hauler="Valley Grease Haulers"
    )
    manifest = create_manifest(ctx.db, cafe.id, data, ctx.actor, today=ctx.today(), files=files)
    return Owner(cafe.id, Manifest.__tablename__, manifest.id)


def captions(panel: AttachmentsPanel) -> list[str]:
    return [panel.list.item(row).text() for row in range(panel.list.count())]


def thumbnail(gui: Gui, panel: AttachmentsPanel, row: int) -> QImage:
    gui.qtbot.waitUntil(lambda: not panel.loading)
    return panel.list.item(row).icon().pixmap(THUMBNAIL_BOX).toImage()


def has_text_lines(image: QImage) -> bool:
    """The scan's dark lines are visible: a thumbnail of it, not a blank page."""
    return any(
        image.pixelColor(x, y).lightness() < 120
        for y in range(image.height())
        for x in range(0, image.width(), 4)
    )


def has_red_mark(image: QImage) -> bool:
    """The document icon's red "PDF" mark, which no scan thumbnail has here."""
    return any(
        (c := image.pixelColor(x, y)).red() > 150 and c.green() < 60
        for y in range(image.height())
        for x in range(image.width())
    )


def select(gui: Gui, panel: AttachmentsPanel, row: int) -> None:
    gui.click_cell(panel.list, panel.list.indexFromItem(panel.list.item(row)))
    # The thumbnails decoded meanwhile drew the strip again: the item as it is now.
    assert panel.list.item(row).isSelected()


def drop(panel: AttachmentsPanel, paths: list[Path]) -> bool:
    """Drag files from the file manager onto the panel; True when the drop was taken."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    actions = Qt.DropAction.CopyAction
    no_button, no_key = Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(10, 10), actions, mime, no_button, no_key)
    QApplication.sendEvent(panel, enter)
    if not enter.isAccepted():
        return False
    dropped = QDropEvent(QPointF(10, 10), actions, mime, no_button, no_key)
    QApplication.sendEvent(panel, dropped)
    return dropped.isAccepted()


def test_a_scan_chosen_in_the_file_dialog_shows_as_a_thumbnail_not_saved_yet(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan = scan_file(tmp_path)
    monkeypatch.setattr(panel, "choose_files", lambda parent: [scan])

    gui.click(panel.add_button)

    assert captions(panel) == ["manifest-1042.png\nnot saved yet"]
    assert panel.pending_paths() == [scan]
    image = thumbnail(gui, panel, 0)
    assert has_text_lines(image)
    assert image.height() == THUMBNAIL_BOX.height(), "an upright page fills the box's height"
    assert gui.message(panel, "file") == ""


def test_a_renamed_program_dropped_on_the_panel_is_refused_with_its_reason(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path
) -> None:
    program = tmp_path / "invoice.pdf"
    program.write_bytes(b"MZ\x90\x00" + bytes(200))

    assert drop(panel, [program])
    gui.settle()

    assert gui.message(panel, "file") == (
        "invoice.pdf is a program or an archive, not a scan or photo; it was refused."
    )
    assert panel.pending_paths() == []
    assert captions(panel) == []


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("blank.png", b"", "blank.png is empty; attach the scan or photo itself."),
        ("notes.jpg", b"just some text", "notes.jpg is not a PDF, JPEG, PNG, TIFF or WebP file"),
        ("huge.png", b"\x89PNG\r\n\x1a\n" + bytes(MAX_BYTES), "huge.png is 25.0 MB; the limit"),
    ],
    ids=["empty", "unknown type", "over 25 MB"],
)
def test_a_file_that_is_no_scan_is_refused_and_the_good_ones_are_kept(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path, name: str, content: bytes, message: str
) -> None:
    bad = tmp_path / name
    bad.write_bytes(content)
    good = scan_file(tmp_path)

    assert drop(panel, [bad, good])
    gui.settle()

    assert gui.message(panel, "file").startswith(message)
    assert panel.pending_paths() == [good]


def test_the_same_file_added_twice_is_kept_once(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path
) -> None:
    scan = scan_file(tmp_path)
    copy = tmp_path / "copy of the manifest.png"
    copy.write_bytes(scan.read_bytes())

    panel.add_paths([scan])
    panel.add_paths([copy])
    gui.settle()

    assert gui.message(panel, "file") == (
        "copy of the manifest.png is the same file as manifest-1042.png, added already; "
        "it is kept once."
    )
    assert panel.pending_paths() == [scan]


def test_a_folder_dropped_is_refused(gui: Gui, panel: AttachmentsPanel, tmp_path: Path) -> None:
    folder = tmp_path / "Scans"
    folder.mkdir()

    assert drop(panel, [folder])
    gui.settle()

    assert gui.message(panel, "file") == "Scans is a folder; add the files in it."
    assert panel.pending_paths() == []


def test_dont_attach_takes_back_a_file_not_saved_yet(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path
) -> None:
    first, second = scan_file(tmp_path, "a.png", "a"), scan_file(tmp_path, "b.png", "b")
    panel.add_paths([first, second])
    gui.settle()
    assert not panel.leave_out_button.isEnabled()

    select(gui, panel, 0)
    gui.click(panel.leave_out_button)

    assert captions(panel) == ["b.png\nnot saved yet"]
    assert panel.pending_paths() == [second]
    gui.qtbot.waitUntil(lambda: not panel.loading)


def test_stored_files_show_with_their_size_and_a_pdf_as_a_document(
    gui: Gui, panel: AttachmentsPanel, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    scan = scan_file(tmp_path)
    invoice = tmp_path / "invoice.pdf"
    invoice.write_bytes(b"%PDF-1.4\n" + bytes(3000))
    owner = stored_manifest(ctx, cafe, [scan, invoice])

    panel.set_owner(owner)

    gui.settle()

    size = scan.stat().st_size
    assert captions(panel) == [f"manifest-1042.png\n{size} bytes", "invoice.pdf\n3 KB"]
    assert has_text_lines(thumbnail(gui, panel, 0))
    assert has_red_mark(thumbnail(gui, panel, 1)), "a page marked PDF"
    assert not panel.void_button.isEnabled() and not panel.open_button.isEnabled()

    panel.set_owner(None)

    gui.settle()
    assert captions(panel) == []


def test_open_writes_a_copy_named_by_id_with_the_exact_bytes(
    gui: Gui,
    panel: AttachmentsPanel,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scan = scan_file(tmp_path, "Manifest № 1042; copy.png")
    owner = stored_manifest(ctx, cafe, [scan])
    [info] = list_attachments(ctx.db, owner)
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(panel, "open_url", open_url)
    panel.open_folder = tmp_path / "opened"
    panel.set_owner(owner)
    gui.settle()

    select(gui, panel, 0)
    gui.click(panel.open_button)

    gui.qtbot.waitUntil(lambda: bool(opened))
    copy = Path(opened[0].toLocalFile())
    assert copy == tmp_path / "opened" / f"attachment-{info.id}.png"
    assert copy.read_bytes() == scan.read_bytes()
    assert gui.message(panel, "file") == ""


def test_a_file_no_program_opens_says_where_the_copy_is(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan = scan_file(tmp_path)
    monkeypatch.setattr(panel, "open_url", lambda url: False)
    panel.add_paths([scan])
    gui.settle()

    panel.list.itemActivated.emit(panel.list.item(0))  # a double-click or Enter

    assert gui.message(panel, "file") == (
        f"No program on this PC opens manifest-1042.png. The file is at {scan}."
    )
    gui.qtbot.waitUntil(lambda: not panel.loading)


def test_void_needs_a_reason_then_the_file_stays_greyed_and_marked(
    gui: Gui, panel: AttachmentsPanel, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    owner = stored_manifest(ctx, cafe, [scan_file(tmp_path)])
    panel.set_owner(owner)
    gui.settle()
    select(gui, panel, 0)

    gui.click(panel.void_button)
    dialog = gui.wait_for_window(VoidDialog)
    gui.click(dialog.ok_button)
    assert "Say why this record is void" in gui.message(dialog, "reason")
    assert not list_attachments(ctx.db, owner)[0].is_void

    with gui.qtbot.waitSignal(panel.changed):
        gui.type_into(gui.line(dialog, "reason"), "Scan of another manifest")
        gui.click(dialog.ok_button)

    gui.wait_until_closed(VoidDialog)
    assert captions(panel) == ["manifest-1042.png\nVoid: Scan of another manifest"]
    item = panel.list.item(0)
    assert item.foreground().color().name() == VOID_TEXT_COLOUR
    assert item.font().italic()
    assert list_attachments(ctx.db, owner)[0].is_void
    select(gui, panel, 0)
    assert not panel.void_button.isEnabled() and panel.open_button.isEnabled()
    assert not [b for b in ("delete", "remove") if b in panel.void_button.text().lower()]
    gui.qtbot.waitUntil(lambda: not panel.loading)


def test_where_nothing_would_store_them_files_cannot_be_added(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path
) -> None:
    panel.set_adding(False)

    assert not panel.add_button.isVisible() and not panel.leave_out_button.isVisible()
    assert not drop(panel, [scan_file(tmp_path)])
    assert panel.pending_paths() == []


def test_a_long_name_is_shortened_so_the_note_under_it_shows(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path
) -> None:
    name = "SCAN_2026-10-28_manifest_valley_grease_haulers_0001.png"

    panel.add_paths([scan_file(tmp_path, name)])
    gui.settle()

    first, second = captions(panel)[0].split("\n")
    assert "…" in first and first.endswith(".png")
    assert second == "not saved yet"
    assert panel.list.item(0).toolTip().startswith(f"{name}\n")
    gui.qtbot.waitUntil(lambda: not panel.loading)


def test_a_damaged_picture_is_listed_as_a_document(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path
) -> None:
    damaged = tmp_path / "damaged.png"
    damaged.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))

    panel.add_paths([damaged])
    gui.settle()

    assert captions(panel) == ["damaged.png\nnot saved yet"]
    assert has_red_mark(thumbnail(gui, panel, 0)), "a page marked PNG"


class Held:
    """A read held on the pool until :meth:`release`, as a 25 MB scan on a slow disk is;
    it notes the thread it ran on."""

    def __init__(self) -> None:
        self._released = threading.Event()
        self.threads: list[threading.Thread] = []

    def hold(self) -> None:
        self.threads.append(threading.current_thread())
        # Held on the GUI thread, the test would wait here: the read would block the window.
        assert self._released.wait(timeout=10), "the read was never released"

    def release(self) -> None:
        self._released.set()


def hold_reading(monkeypatch: pytest.MonkeyPatch, of: Path | None = None) -> Held:
    """Hold the reading of the files added (only of ``of``, when given)."""
    held = Held()

    def read(paths: Sequence[Path]) -> list[tuple[str, bytes]]:
        if of is None or list(paths) == [of]:
            held.hold()
        return read_files(paths)

    monkeypatch.setattr(adding, "read_files", read)
    return held


def test_a_big_file_is_read_off_the_gui_thread_and_shows_once_read(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan = scan_file(tmp_path)
    held = hold_reading(monkeypatch)

    panel.add_paths([scan])

    assert panel.loading
    assert captions(panel) == [] and panel.pending_paths() == [], "not shown before it is read"
    held.release()
    gui.settle()
    assert held.threads and threading.main_thread() not in held.threads
    assert captions(panel) == ["manifest-1042.png\nnot saved yet"]
    assert panel.pending_paths() == [scan]
    gui.qtbot.waitUntil(lambda: not panel.loading)


def open_form(gui: Gui, ctx: AppContext, cafe: Establishment) -> ManifestFormDialog:
    """A form that holds the panel, typed in up to its scans: a new manifest's."""
    dialog = gui.show(ManifestFormDialog(None, ctx, cafe.id))
    gui.type_into(gui.line(dialog, "manifest_no"), "1042")
    gui.type_into(gui.line(dialog, "manifest_date"), "2026-11-20")
    hauler = gui.combo(dialog, "hauler").lineEdit()
    assert hauler is not None
    gui.type_into(hauler, "Valley Grease Haulers")
    return dialog


def test_the_forms_ok_waits_until_the_files_added_are_read_and_stores_them(
    gui: Gui,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog = open_form(gui, ctx, cafe)
    scan = scan_file(tmp_path)
    held = hold_reading(monkeypatch)

    dialog.attachments.add_paths([scan])  # as a file dropped on the form

    assert not dialog.ok_button.isEnabled()
    dialog.accept()  # Enter, or a click that came before OK was greyed
    assert dialog.isVisible() and list_manifests(ctx.db, cafe.id) == []
    held.release()
    gui.settle()
    assert dialog.ok_button.isEnabled()
    gui.click(dialog.ok_button)

    gui.wait_until_closed(ManifestFormDialog)
    [manifest] = list_manifests(ctx.db, cafe.id)
    owner = Owner(cafe.id, Manifest.__tablename__, manifest.id)
    assert [a.original_name for a in list_attachments(ctx.db, owner)] == [scan.name]


def test_a_file_refused_while_the_form_waits_shows_its_reason_at_the_scans(
    gui: Gui,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog = open_form(gui, ctx, cafe)
    program = tmp_path / "invoice.pdf"
    program.write_bytes(b"MZ\x90\x00" + bytes(200))
    scan = scan_file(tmp_path)
    held = hold_reading(monkeypatch)

    dialog.attachments.add_paths([program, scan])

    assert gui.message(dialog, "file") == ""
    held.release()
    gui.settle()
    assert gui.message(dialog, "file") == (
        "invoice.pdf is a program or an archive, not a scan or photo; it was refused."
    )
    assert dialog.attachments.pending_paths() == [scan]
    assert dialog.ok_button.isEnabled(), "the good file is there to store"
    gui.qtbot.waitUntil(lambda: not dialog.attachments.loading)


def test_of_two_copies_the_one_added_first_is_kept_though_read_last(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan = scan_file(tmp_path)
    copy = tmp_path / "copy of the manifest.png"
    copy.write_bytes(scan.read_bytes())
    held = hold_reading(monkeypatch, of=scan)

    panel.add_paths([scan])
    panel.add_paths([copy])
    gui.qtbot.waitUntil(lambda: len(held.threads) == 1)
    held.release()
    gui.settle()

    assert panel.pending_paths() == [scan]
    assert gui.message(panel, "file") == (
        "copy of the manifest.png is the same file as manifest-1042.png, added already; "
        "it is kept once."
    )
    gui.qtbot.waitUntil(lambda: not panel.loading)


def test_a_file_added_while_the_stored_ones_are_read_is_kept_once(
    gui: Gui,
    panel: AttachmentsPanel,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scan = scan_file(tmp_path)
    owner = stored_manifest(ctx, cafe, [scan])
    copy = tmp_path / "scan again.png"
    copy.write_bytes(scan.read_bytes())
    held = Held()
    listed: Callable[[Database, Owner], list[AttachmentInfo]] = list_attachments

    def slow_list(db: Database, of: Owner) -> list[AttachmentInfo]:
        held.hold()
        return listed(db, of)

    monkeypatch.setattr(panel_module, "list_attachments", slow_list)
    panel.set_owner(owner)

    panel.add_paths([copy])
    gui.qtbot.waitUntil(lambda: panel.pending_paths() == [copy])
    held.release()
    gui.settle()

    assert captions(panel) == [f"manifest-1042.png\n{scan.stat().st_size} bytes"]
    assert panel.pending_paths() == []
    assert gui.message(panel, "file") == (
        "scan again.png is the same file as manifest-1042.png, attached already; it is kept once."
    )
    gui.qtbot.waitUntil(lambda: not panel.loading)


def text_columns(image: QImage) -> list[int]:
    """The columns of ``image`` with a pixel of text in them (darker than the page)."""
    return [
        x
        for x in range(image.width())
        if any(image.pixelColor(x, y).lightness() < 200 for y in range(image.height()))
    ]


def test_in_a_narrow_form_the_empty_strips_sentence_is_whole(
    gui: Gui, panel: AttachmentsPanel, spanish: None
) -> None:
    """In Spanish, the sentence of an empty strip ran past both edges of the narrow city
    inspection form and was cut: it wraps inside the strip."""
    panel.resize(400, 300)
    gui.settle()
    viewport = panel.list.viewport()
    assert viewport.width() < 320
    columns = text_columns(viewport.grab().toImage())
    assert columns, "the empty strip says that files can be dropped on it"
    assert columns[0] > 2 and columns[-1] < viewport.width() - 3
