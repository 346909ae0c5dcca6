"""The Manifests page: add, amend, void and link hauler manifests by typing and clicking,
with their scans (issue 3 §2, §3; R2, R6).

There is no delete anywhere: a manifest entered in error is voided with a reason and
stays in the table, greyed, and the pump-outs it covered show "Manifest missing" again.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QDate, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QLabel, QWidget
from sqlalchemy import func, select

from fog_desktop.context import AppContext
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    MaintenanceFilter,
    MaintenanceInput,
    add,
    fetch_rows,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest, list_manifests
from models import Attachment, AttachmentContent, Establishment, Service
from ui.date_edit import DateEdit
from ui.dialogs import VoidDialog
from ui.manifests.link_dialog import LinkPumpOutDialog
from ui.manifests.manifest_form import ManifestFormDialog
from ui.manifests.model import ManifestsModel
from ui.manifests.page import ManifestsPage
from ui.records_page import NO_ESTABLISHMENT
from ui.rows import VOID_TEXT_COLOUR
from ui.widgets.attachments.thumbnails import THUMBNAIL_BOX

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui, Records

HAULER = "Valley Grease Haulers"


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> ManifestsPage:
    page = gui.show(ManifestsPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    return page


def scan_file(folder: Path, name: str = "manifest-1042.png", title: str = "1042") -> Path:
    path = folder / name
    path.write_bytes(scan_png(title))
    return path


def stored(
    ctx: AppContext,
    cafe: Establishment,
    manifest_no: str,
    *,
    day: str = "2026-11-02",
    hauler: str = HAULER,
    waste_type: str = "Interceptor contents",
    amount: str = "385",
    invoice_no: str = "",
) -> int:
    data = ManifestInput(
        manifest_no=manifest_no,
        manifest_date=day,
        hauler=hauler,
        waste_type=waste_type,
        gallons="950",
        invoice_no=invoice_no,
        invoice_amount=amount,
    )
    return create_manifest(ctx.db, cafe.id, data, ctx.actor, today=ctx.today()).id


def pump_out(ctx: AppContext, cafe: Establishment, day: str, manifest_no: str = "") -> int:
    """A pump-out whose manifest no. is only noted, as a log imported from a workbook
    keeps it: the manifest comes later (the window files it with the pump-out)."""
    data = MaintenanceInput(
        service_date=day,
        device_id="GI-1",
        service=Service.PUMP_OUT.value,
        gallons_removed="950",
        hauler=HAULER,
        manifest_no=manifest_no,
    )
    with ctx.db.write() as session:
        return add(session, cafe.id, data, ctx.actor, today=ctx.today()).id


def flags_of(ctx: AppContext, cafe: Establishment, entry_pk: int) -> tuple[str, ...]:
    flt = MaintenanceFilter(service=Service.PUMP_OUT.value)
    rows = fetch_rows(ctx.db, cafe.id, flt, 0, 100, as_of=ctx.today())
    return next(row.flags for row in rows if row.id == entry_pk)


def count(ctx: AppContext, table: type[Attachment | AttachmentContent]) -> int:
    with ctx.db.read() as session:
        return session.scalar(select(func.count()).select_from(table)) or 0


def row_of(page: ManifestsPage, manifest_no: str) -> int:
    """The row on screen (after search and sorting) that shows ``manifest_no``."""
    rows = [
        r
        for r in range(page.proxy.rowCount())
        if page.proxy.index(r, ManifestsModel.MANIFEST_NO).data() == manifest_no
    ]
    assert rows, f"manifest {manifest_no} is not in the table"
    return rows[0]


def cell(page: ManifestsPage, manifest_no: str, column: int) -> str:
    return str(page.proxy.index(row_of(page, manifest_no), column).data())


def shown_column(page: ManifestsPage, column: int) -> list[str]:
    return [str(page.proxy.index(r, column).data()) for r in range(page.proxy.rowCount())]


def select_row(gui: Gui, page: ManifestsPage, manifest_no: str) -> None:
    index = page.proxy.index(row_of(page, manifest_no), ManifestsModel.HAULER)
    gui.click_cell(page.table, index)
    selected = page.selected()
    assert selected is not None and selected.manifest_no == manifest_no


def drop(widget: QWidget, paths: list[Path]) -> None:
    """Drag files from the file manager onto ``widget``."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    actions = Qt.DropAction.CopyAction
    no_button, no_key = Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(5, 5), actions, mime, no_button, no_key)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted(), "the files can't be dropped here"
    QApplication.sendEvent(widget, QDropEvent(QPointF(5, 5), actions, mime, no_button, no_key))


def open_add_dialog(gui: Gui, page: ManifestsPage) -> ManifestFormDialog:
    gui.click(page.add_button)
    return gui.wait_for_window(ManifestFormDialog)


def type_manifest(gui: Gui, dialog: ManifestFormDialog, **typed: str) -> None:
    """Fill the form as a user does; ``typed`` replaces a field's text ("" leaves it empty)."""
    fields = {
        "manifest_no": "1042",
        "manifest_date": "2026-10-28",
        "hauler": HAULER,
        "hauler_registration_no": "WH-4471",
        "driver": "D. Alvarez",
        "gallons": "950",
        "disposal_site": "Inland Empire Rendering",
        "disposal_site_address": "14500 Slover Ave, Fontana, CA",
        "invoice_no": "INV-8808",
        "invoice_amount": "385",
    } | typed
    for field, text in fields.items():
        if not text:
            continue
        if field == "hauler":
            # A list of the haulers used before, which also takes a new one typed.
            hauler = gui.combo(dialog, "hauler").lineEdit()
            assert hauler is not None
            gui.type_into(hauler, text)
        else:
            gui.type_into(gui.line(dialog, field), text)
    gui.choose(gui.combo(dialog, "waste_type"), "Interceptor contents")
    gui.choose(gui.combo(dialog, "device_id"), "GI-1")


def has_text_lines(image: QImage) -> bool:
    """The scan's dark lines are visible: a thumbnail of it, not a blank page."""
    return any(
        image.pixelColor(x, y).lightness() < 120
        for y in range(image.height())
        for x in range(0, image.width(), 4)
    )


def detail_thumbnail(gui: Gui, page: ManifestsPage, row: int = 0) -> QImage:
    panel = page.detail.attachments
    gui.qtbot.waitUntil(lambda: not panel.loading)
    return panel.list.item(row).icon().pixmap(THUMBNAIL_BOX).toImage()


def detail_text(page: ManifestsPage, name: str) -> str:
    label = page.detail.findChild(QLabel, name)
    assert label is not None, f"no {name} under the table"
    return label.text()


def test_add_a_manifest_by_typing_with_its_scan_and_see_the_row_and_the_scan(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    # The pump-out was logged with the manifest no. before the manifest arrived (R2).
    entry = pump_out(ctx, cafe, "2026-10-28", manifest_no="1042")
    assert FLAG_MANIFEST_MISSING in flags_of(ctx, cafe, entry)
    dialog = open_add_dialog(gui, page)
    type_manifest(gui, dialog)
    scan = scan_file(tmp_path)
    drop(dialog, [scan])
    gui.settle()
    assert dialog.attachments.pending_paths() == [scan]

    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)

    gui.wait_until_closed(ManifestFormDialog)
    assert cell(page, "1042", ManifestsModel.DATE) == "10/28/2026"
    assert cell(page, "1042", ManifestsModel.HAULER) == HAULER
    assert cell(page, "1042", ManifestsModel.GALLONS) == "950"
    assert cell(page, "1042", ManifestsModel.AMOUNT) == "$385.00"
    assert cell(page, "1042", ManifestsModel.DEVICE) == "GI-1"
    assert cell(page, "1042", ManifestsModel.PUMP_OUTS) == "GI-1 10/28/2026"
    assert cell(page, "1042", ManifestsModel.STATUS) == "Recorded"
    assert FLAG_MANIFEST_MISSING not in flags_of(ctx, cafe, entry)
    selected = page.selected()
    assert selected is not None and selected.manifest_no == "1042"
    assert detail_text(page, "pump_outs_covered") == "Covers the pump-out of GI-1 on 10/28/2026."
    assert detail_text(page, "driver") == "D. Alvarez"
    panel = page.detail.attachments
    assert panel.list.item(0).text() == f"manifest-1042.png\n{scan.stat().st_size} bytes"
    assert has_text_lines(detail_thumbnail(gui, page))
    assert not panel.add_button.isVisible(), "scans are added through Amend…, with the record"
    assert count(ctx, Attachment) == 1


@pytest.mark.parametrize(
    ("field", "typed", "message"),
    [
        ("manifest_no", {"manifest_no": ""}, "Enter the manifest or receipt number."),
        ("hauler", {"hauler": ""}, "Enter the hauler (waste hauler or oil recycler)."),
        (
            "manifest_no",
            {"manifest_no": "777", "hauler": "valley grease haulers"},
            "Manifest 777 of valley grease haulers is recorded already.",
        ),
        ("gallons", {"gallons": "-5"}, "Gallons can't be negative."),
        ("invoice_amount", {"invoice_amount": "-385"}, "Invoice amount can't be negative."),
        ("manifest_date", {"manifest_date": "2026-12-03"}, "The date 2026-12-03 is in the future."),
    ],
    ids=["no manifest no", "no hauler", "same no for the hauler", "gallons", "amount", "future"],
)
def test_a_refused_manifest_keeps_the_dialog_open_with_the_message_at_the_field(
    gui: Gui,
    page: ManifestsPage,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
    field: str,
    typed: dict[str, str],
    message: str,
) -> None:
    stored(ctx, cafe, "777")
    gui.refresh(page)
    dialog = open_add_dialog(gui, page)
    type_manifest(gui, dialog, **typed)
    scan = scan_file(tmp_path)
    dialog.attachments.add_paths([scan])
    gui.settle()

    gui.click(dialog.ok_button)

    assert dialog.isVisible()
    assert gui.message(dialog, field) == message
    others = {"manifest_no", "hauler", "gallons", "invoice_amount", "manifest_date"} - {field}
    assert all(gui.message(dialog, other) == "" for other in others)
    assert [m.manifest_no for m in list_manifests(ctx.db, cafe.id)] == ["777"]
    assert count(ctx, AttachmentContent) == 0, "no scan is stored without its manifest"
    assert dialog.attachments.pending_paths() == [scan], "the scan waits for the fix"

    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.answer_discard()
    gui.wait_until_closed(ManifestFormDialog)
    assert count(ctx, AttachmentContent) == 0


def test_the_haulers_of_earlier_manifests_are_offered_by_their_spelling(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    stored(ctx, cafe, "1041", hauler="SoCal Grease Haulers")
    stored(ctx, cafe, "1042")
    gui.refresh(page)
    dialog = open_add_dialog(gui, page)
    hauler = gui.combo(dialog, "hauler")
    assert [hauler.itemText(i) for i in range(hauler.count())] == ["SoCal Grease Haulers", HAULER]
    assert hauler.currentText() == ""

    gui.type_into(gui.line(dialog, "manifest_no"), "1043")
    gui.type_into(gui.line(dialog, "manifest_date"), "2026-11-30")
    gui.choose(hauler, HAULER)
    gui.click(dialog.ok_button)

    gui.wait_until_closed(ManifestFormDialog)
    assert cell(page, "1043", ManifestsModel.HAULER) == HAULER
    assert cell(page, "1043", ManifestsModel.DEVICE) == ""


def test_a_date_typed_as_a_us_manager_writes_it_is_stored_as_that_day(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = open_add_dialog(gui, page)
    date_field = gui.line(dialog, "manifest_date")
    assert date_field.placeholderText() == "MM/DD/YYYY"
    type_manifest(gui, dialog, manifest_date="11/30/2026")

    gui.click(dialog.ok_button)

    gui.wait_until_closed(ManifestFormDialog)
    [manifest] = list_manifests(ctx.db, cafe.id)
    assert manifest.manifest_date == date(2026, 11, 30)
    assert cell(page, "1042", ManifestsModel.DATE) == "11/30/2026"


def test_a_date_picked_from_the_calendar_is_the_manifests_date(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = open_add_dialog(gui, page)
    type_manifest(gui, dialog, manifest_date="")
    date_field = gui.line(dialog, "manifest_date")
    assert isinstance(date_field, DateEdit)
    gui.press(date_field, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert date_field.popup.isVisible()
    date_field.calendar.setSelectedDate(QDate(2026, 11, 27))
    date_field.calendar.activated.emit(QDate(2026, 11, 27))
    assert date_field.text() == "11/27/2026"

    gui.click(dialog.ok_button)

    gui.wait_until_closed(ManifestFormDialog)
    assert list_manifests(ctx.db, cafe.id)[0].manifest_date == date(2026, 11, 27)


def test_amend_shows_the_stored_date_in_the_users_format_and_keeps_it(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    stored(ctx, cafe, "1042", day="2026-10-28")
    gui.refresh(page)
    select_row(gui, page, "1042")

    gui.click(page.amend_button)
    dialog = gui.wait_for_window(ManifestFormDialog)
    assert gui.line(dialog, "manifest_date").text() == "10/28/2026"
    assert gui.combo(dialog, "waste_type").currentText() == "Interceptor contents"
    gui.type_over(gui.line(dialog, "gallons"), "1000")
    gui.type_into(gui.line(dialog, "reason"), "Gallons misread")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(ManifestFormDialog)
    [manifest] = list_manifests(ctx.db, cafe.id)
    assert (manifest.manifest_date, manifest.gallons) == (date(2026, 10, 28), Decimal(1000))


def test_the_newest_manifest_is_first_whatever_its_date_reads_as_text(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    # As text "9/30/2026" sorts after "10/1/2026"; as dates it comes before.
    stored(ctx, cafe, "A", day="2026-09-30")
    stored(ctx, cafe, "B", day="2026-10-01")
    stored(ctx, cafe, "C", day="2026-08-15")
    gui.refresh(page)

    assert shown_column(page, ManifestsModel.DATE) == ["10/1/2026", "9/30/2026", "8/15/2026"]


def test_a_renamed_program_dropped_on_the_form_is_refused_with_its_reason(
    gui: Gui, page: ManifestsPage, ctx: AppContext, tmp_path: Path
) -> None:
    dialog = open_add_dialog(gui, page)
    program = tmp_path / "manifest scan.jpg"
    program.write_bytes(b"MZ\x90\x00" + bytes(500))

    drop(dialog, [program])
    gui.settle()

    assert gui.message(dialog, "file") == (
        "manifest scan.jpg is a program or an archive, not a scan or photo; it was refused."
    )
    assert dialog.attachments.pending_paths() == []


def test_amend_with_the_same_scan_as_another_manifest_stores_it_once(
    gui: Gui,
    page: ManifestsPage,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scan = scan_file(tmp_path)
    data = ManifestInput(manifest_no="1041", manifest_date="2026-10-01", hauler=HAULER)
    create_manifest(ctx.db, cafe.id, data, ctx.actor, today=ctx.today(), files=[scan])
    stored(ctx, cafe, "1042")
    gui.refresh(page)
    select_row(gui, page, "1042")

    gui.click(page.amend_button)
    dialog = gui.wait_for_window(ManifestFormDialog)
    assert gui.line(dialog, "manifest_no").text() == "1042"
    assert gui.line(dialog, "gallons").text() == "950"
    assert gui.line(dialog, "invoice_amount").text() == "385.00"
    copy = tmp_path / "the same scan again.png"
    copy.write_bytes(scan.read_bytes())
    monkeypatch.setattr(dialog.attachments, "choose_files", lambda parent: [copy])
    gui.click(dialog.attachments.add_button)
    gui.type_over(gui.line(dialog, "gallons"), "1000")
    gui.type_into(gui.line(dialog, "reason"), "Gallons misread")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(ManifestFormDialog)
    assert cell(page, "1042", ManifestsModel.GALLONS) == "1000"
    assert cell(page, "1042", ManifestsModel.STATUS) == "Amended"
    scan_shown = page.detail.attachments.list.item(0)
    assert scan_shown.toolTip().startswith("the same scan again.png\n"), "its full name"
    assert count(ctx, Attachment) == 2
    assert count(ctx, AttachmentContent) == 1, "the same bytes are stored once"
    gui.qtbot.waitUntil(lambda: not page.detail.attachments.loading)


def test_a_scan_voided_in_the_amend_dialog_shows_void_below_the_table_after_cancel(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    data = ManifestInput(manifest_no="1042", manifest_date="2026-11-02", hauler=HAULER)
    scan = scan_file(tmp_path)
    create_manifest(ctx.db, cafe.id, data, ctx.actor, today=ctx.today(), files=[scan])
    gui.refresh(page)
    select_row(gui, page, "1042")
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(ManifestFormDialog)
    panel = dialog.attachments
    gui.click_cell(panel.list, panel.list.indexFromItem(panel.list.item(0)))

    gui.click(panel.void_button)
    void = gui.wait_for_window(VoidDialog)
    gui.type_into(gui.line(void, "reason"), "Blurred; rescanned")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(void.ok_button)
    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.answer_discard()

    gui.wait_until_closed(ManifestFormDialog)
    shown = page.detail.attachments.list.item(0).text()
    assert shown == "manifest-1042.png\nVoid: Blurred; rescanned"
    assert count(ctx, Attachment) == 1, "voided, never deleted"
    gui.qtbot.waitUntil(lambda: not page.detail.attachments.loading)


def test_void_needs_a_reason_then_the_row_is_greyed_and_its_pump_out_misses_a_manifest(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    entry = pump_out(ctx, cafe, "2026-10-28", manifest_no="1042")
    stored(ctx, cafe, "1042", day="2026-10-28")
    gui.refresh(page)
    assert FLAG_MANIFEST_MISSING not in flags_of(ctx, cafe, entry)
    select_row(gui, page, "1042")

    gui.click(page.void_button)
    dialog = gui.wait_for_window(VoidDialog)
    consequence = dialog.findChild(QLabel, "void_consequence")
    assert consequence is not None and "(GI-1 10/28/2026)" in consequence.text()
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert "Say why this record is void" in gui.message(dialog, "reason")
    assert not list_manifests(ctx.db, cafe.id)[0].is_void

    gui.type_into(gui.line(dialog, "reason"), "Manifest of another restaurant")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(VoidDialog)
    status = page.proxy.index(row_of(page, "1042"), ManifestsModel.STATUS)
    assert status.data() == "Void: Manifest of another restaurant"
    assert status.data(Qt.ItemDataRole.ForegroundRole).color().name() == VOID_TEXT_COLOUR
    assert status.data(Qt.ItemDataRole.FontRole).italic()
    assert cell(page, "1042", ManifestsModel.PUMP_OUTS) == ""
    assert FLAG_MANIFEST_MISSING in flags_of(ctx, cafe, entry)
    select_row(gui, page, "1042")
    assert not page.amend_button.isEnabled()
    assert not page.void_button.isEnabled() and not page.link_button.isEnabled()


def test_link_a_pump_out_by_hand(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    older = pump_out(ctx, cafe, "2026-10-01")
    entry = pump_out(ctx, cafe, "2026-11-02", manifest_no="10-42")
    stored(ctx, cafe, "1042", day="2026-11-02")
    gui.refresh(page)
    select_row(gui, page, "1042")
    assert detail_text(page, "pump_outs_covered").startswith("Covers no pump-out yet")

    gui.click(page.link_button)
    dialog = gui.wait_for_window(LinkPumpOutDialog)
    choices = [dialog.choices.item(r).text() for r in range(dialog.choices.count())]
    assert choices == [
        f"GI-1, 11/2/2026: 950 gal\n{HAULER}, manifest no. 10-42 (Manifest missing)",
        f"GI-1, 10/1/2026: 950 gal\n{HAULER}, no manifest no. (Manifest missing)",
    ]
    assert dialog.choices.currentRow() == 0, "the pump-out on the manifest's date comes chosen"
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)

    gui.wait_until_closed(LinkPumpOutDialog)
    assert cell(page, "1042", ManifestsModel.PUMP_OUTS) == "GI-1 11/2/2026"
    assert detail_text(page, "pump_outs_covered") == "Covers the pump-out of GI-1 on 11/2/2026."
    assert FLAG_MANIFEST_MISSING not in flags_of(ctx, cafe, entry)
    assert FLAG_MANIFEST_MISSING in flags_of(ctx, cafe, older)


def test_with_every_pump_out_linked_there_is_nothing_to_link(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    pump_out(ctx, cafe, "2026-11-02", manifest_no="1042")
    stored(ctx, cafe, "1042")
    stored(ctx, cafe, "1043")
    gui.refresh(page)
    select_row(gui, page, "1043")

    gui.click(page.link_button)
    dialog = gui.wait_for_window(LinkPumpOutDialog)

    none = dialog.findChild(QLabel, "none_unlinked")
    assert none is not None and none.text().startswith("Every pump-out of this establishment")
    assert not dialog.ok_button.isEnabled()


def test_search_and_waste_type_narrow_the_table(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    stored(ctx, cafe, "1042", invoice_no="INV-8808")
    stored(ctx, cafe, "1043", invoice_no="INV-8809", hauler="SoCal Grease Haulers")
    stored(
        ctx, cafe, "GSO-5117", hauler="Golden State Oil Recycling", waste_type="Waste cooking oil"
    )
    gui.refresh(page)
    assert page.shown.text() == "3 manifests"

    gui.type_into(page.search, "inv-8809")
    assert shown_column(page, ManifestsModel.MANIFEST_NO) == ["1043"]
    assert page.shown.text() == "1 of 3 shown"

    gui.type_over(page.search, "grease")
    assert sorted(shown_column(page, ManifestsModel.MANIFEST_NO)) == ["1042", "1043"]

    page.search.clear()
    gui.choose(page.waste_type, "Waste cooking oil")
    assert shown_column(page, ManifestsModel.MANIFEST_NO) == ["GSO-5117"]
    assert shown_column(page, ManifestsModel.AMOUNT) == ["$385.00"]

    gui.type_into(page.search, "1042")
    assert page.proxy.rowCount() == 0
    assert page.empty.isVisible()
    assert page.empty.text() == "No manifest matches the search or the waste type chosen."


def test_sorting_by_amount_orders_money_as_numbers(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    stored(ctx, cafe, "A", amount="1200")
    stored(ctx, cafe, "B", amount="95.5")
    stored(ctx, cafe, "C", amount="385")
    stored(ctx, cafe, "D", amount="")
    gui.refresh(page)
    header = page.table.horizontalHeader()
    position = QPoint(header.sectionViewportPosition(ManifestsModel.AMOUNT) + 10, 5)

    gui.qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=position)  # type: ignore[no-untyped-call]

    amounts = shown_column(page, ManifestsModel.AMOUNT)
    assert amounts in (
        ["", "$95.50", "$385.00", "$1,200.00"],
        ["$1,200.00", "$385.00", "$95.50", ""],
    )


def test_there_is_no_delete_button_anywhere(
    gui: Gui, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    stored(ctx, cafe, "1042")
    gui.refresh(page)
    select_row(gui, page, "1042")
    texts = [b.text().lower() for b in page.findChildren(QAbstractButton)]
    assert "void…" in texts
    assert not [t for t in texts if "delete" in t or "remove" in t]


def test_what_the_page_says_with_no_manifests_and_with_no_establishment(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    page = gui.show(ManifestsPage(ctx))
    gui.refresh(page)
    assert page.empty.text() == NO_ESTABLISHMENT
    assert not page.add_button.isEnabled()

    records.add_establishment()
    gui.refresh(page)
    assert page.empty.text() == ManifestsPage.NO_RECORDS
    assert page.add_button.isEnabled() and not page.table.isVisible()


def test_manifests_model_passes_the_model_tester(
    gui: Gui, qtmodeltester: ModelTester, page: ManifestsPage, ctx: AppContext, cafe: Establishment
) -> None:
    pump_out(ctx, cafe, "2026-11-02", manifest_no="1042")
    stored(ctx, cafe, "1042")
    stored(ctx, cafe, "1043", amount="")
    gui.refresh(page)
    gui.check_model(qtmodeltester, page.model)
    gui.check_model(qtmodeltester, page.proxy)
