"""The attachments panel: scans and photos added by the file dialog or by a drop, checked
by their content at once, shown as thumbnails, opened in the system viewer and voided,
never deleted (issue 3 §3; R6)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QApplication

from fog_desktop.context import AppContext
from fog_desktop.services.attachments import MAX_BYTES, Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.manifests import ManifestInput, create_manifest
from models import Establishment, Manifest
from ui.attachments import AttachmentsPanel
from ui.attachments.thumbnails import THUMBNAIL_BOX
from ui.dialogs import VoidDialog
from ui.rows import VOID_TEXT_COLOUR

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

    assert gui.message(panel, "file") == (
        "copy of the manifest.png is the same file as manifest-1042.png, added already; "
        "it is kept once."
    )
    assert panel.pending_paths() == [scan]


def test_a_folder_dropped_is_refused(gui: Gui, panel: AttachmentsPanel, tmp_path: Path) -> None:
    folder = tmp_path / "Scans"
    folder.mkdir()

    assert drop(panel, [folder])

    assert gui.message(panel, "file") == "Scans is a folder; add the files in it."
    assert panel.pending_paths() == []


def test_dont_attach_takes_back_a_file_not_saved_yet(
    gui: Gui, panel: AttachmentsPanel, tmp_path: Path
) -> None:
    first, second = scan_file(tmp_path, "a.png", "a"), scan_file(tmp_path, "b.png", "b")
    panel.add_paths([first, second])
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

    assert captions(panel) == ["damaged.png\nnot saved yet"]
    assert has_red_mark(thumbnail(gui, panel, 0)), "a page marked PNG"
