"""Attendees sign a training session: a signature drawn with the mouse, a typed name,
and a correction that keeps the old sign-off (issue 4 §2; R4, R6)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPointingDevice, QTabletEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from fog_desktop.context import AppContext
from fog_desktop.reports.sign_in_sheet import ATTESTATION_ES
from fog_desktop.services.attachments import content_of
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.training import SessionInput, create_session, list_sessions
from models import ATTESTATION, Establishment
from ui.employees.model import EmployeesModel
from ui.employees.page import EmployeesPage
from ui.main_window import MainWindow
from ui.navigation import PageSlot
from ui.training.detail import CORRECT, SIGN
from ui.training.model import AttendeesModel, SessionsModel
from ui.training.page import TrainingPage
from ui.training.sign_dialog import PAD_INSTEAD, ReasonDialog, SignDialog
from ui.training.signature_pad import SignaturePad

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

#: A wave across the pad, as a hand signs: enough ink to be a signature.
STROKE = [QPoint(40 + 16 * i, 90 + (24 if i % 2 else -24)) for i in range(20)]


@pytest.fixture
def roster(ctx: AppContext, cafe: Establishment) -> None:
    """Ana, hired on 2026-11-25: new-hire training due 2026-12-05 (R4). Sam, since January."""
    for code, name, hired in (("E-1", "Ana Ruiz", "2026-11-25"), ("E-2", "Sam Chen", "2026-01-05")):
        data = EmployeeInput(employee_id=code, name=name, role="Cook", hire_date=hired)
        create_employee(ctx.db, cafe.id, data, ctx.actor)


def add_session(ctx: AppContext, cafe: Establishment, *codes: str) -> int:
    data = SessionInput(
        session_date="2026-12-01",
        trainer="Maria Lopez",
        kind="New-hire",
        topics=["Drain screens on sinks and floor drains", "Spill response"],
        attendees=list(codes),
    )
    return create_session(ctx.db, cafe.id, data, ctx.actor, today=ctx.today()).id


@pytest.fixture
def window(gui: Gui, ctx: AppContext, roster: None) -> MainWindow:
    """The two pages in one window, so that a signature on one shows on the other."""
    slots = [
        PageSlot(EmployeesPage.title, "ui.employees.page:EmployeesPage"),
        PageSlot(TrainingPage.title, "ui.training.page:TrainingPage"),
    ]
    window = gui.show(MainWindow(ctx, slots))
    window.resize(1360, 800)
    return window


def training_page(gui: Gui, window: MainWindow) -> TrainingPage:
    page = window.show_page(TrainingPage.title)
    gui.settle()
    assert isinstance(page, TrainingPage)
    return page


def employees_page(gui: Gui, window: MainWindow) -> EmployeesPage:
    page = window.show_page(EmployeesPage.title)
    gui.settle()
    assert isinstance(page, EmployeesPage)
    return page


def training_state(gui: Gui, window: MainWindow, name: str) -> str:
    model = employees_page(gui, window).model
    (row,) = [
        r for r in range(model.rowCount()) if model.index(r, EmployeesModel.NAME).data() == name
    ]
    return str(model.index(row, EmployeesModel.TRAINING).data())


def attendee_cells(page: TrainingPage, column: int) -> list[str]:
    model = page.detail.attendees
    return [str(model.index(r, column).data()) for r in range(model.rowCount())]


def select_attendee(gui: Gui, page: TrainingPage, name: str) -> None:
    rows = [i for i, text in enumerate(attendee_cells(page, AttendeesModel.NAME)) if text == name]
    gui.click_cell(page.detail.table, page.detail.attendees.index(rows[-1], AttendeesModel.SIGNED))
    selected = page.detail.selected_attendee()
    assert selected is not None and selected.name == name


def open_sign_dialog(gui: Gui, page: TrainingPage, name: str) -> SignDialog:
    select_attendee(gui, page, name)
    assert page.detail.sign_button.text() == SIGN
    gui.click(page.detail.sign_button)
    return gui.wait_for_window(SignDialog)


def draw(gui: Gui, pad: SignaturePad, points: Sequence[QPoint]) -> None:
    """Sign with the mouse: press, move across the pad, release."""
    bot = gui.qtbot
    bot.mousePress(pad, Qt.MouseButton.LeftButton, pos=points[0])  # type: ignore[no-untyped-call]
    for point in points[1:]:
        bot.mouseMove(pad, point)  # type: ignore[no-untyped-call]
    bot.mouseRelease(pad, Qt.MouseButton.LeftButton, pos=points[-1])  # type: ignore[no-untyped-call]


def dark_pixels(image: QImage) -> int:
    return sum(
        image.pixelColor(x, y).lightness() < 100
        for y in range(image.height())
        for x in range(image.width())
    )


def text_of(widget: SignDialog, name: str) -> str:
    label = widget.findChild(QLabel, name)
    assert label is not None, f"no {name}"
    return label.text()


def test_draw_a_signature_with_the_mouse_and_it_is_stored(
    gui: Gui, window: MainWindow, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1")
    window.refresh()
    gui.settle()
    assert training_state(gui, window, "Ana Ruiz") == "Due soon"
    page = training_page(gui, window)
    assert page.detail.warning.text().startswith("1 attendee not signed yet: Ana Ruiz.")
    dialog = open_sign_dialog(gui, page, "Ana Ruiz")
    assert text_of(dialog, "signer") == "Ana Ruiz (E-1), please sign"
    assert text_of(dialog, "session_text") == "New-hire training on 12/1/2026, by Maria Lopez."
    assert text_of(dialog, "attestation") == (
        f"By signing you state: “{ATTESTATION}”\nAl firmar, usted declara: “{ATTESTATION_ES}”"
    ), "the attendee reads what they sign in English and in Spanish"
    assert text_of(dialog, "topics") == (
        "Topics reviewed / Temas revisados:\n"
        "• Drain screens on sinks and floor drains / "
        "Rejillas en los fregaderos y en los desagües de piso\n"
        "• Spill response / Qué hacer ante un derrame"
    )
    # The user's date and time (the clock is the real one; the year is the test's).
    assert re.fullmatch(
        r"Date and time: \d+/\d+/\d{4} \d+:\d\d\s[AP]M", text_of(dialog, "signing_time")
    )

    draw(gui, dialog.pad, STROKE)
    assert not dialog.pad.is_empty()
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)

    gui.wait_until_closed(SignDialog)
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Signature on file"]
    assert re.fullmatch(
        r"\d+/\d+/\d{4} \d+:\d\d\s[AP]M", attendee_cells(page, AttendeesModel.SIGNED_AT)[0]
    )
    assert not page.detail.warning.isVisible()
    assert page.model.index(0, SessionsModel.UNSIGNED).data() == "0"
    (session,) = list_sessions(ctx.db, cafe.id)
    (attendee,) = session.attendees
    assert (attendee.method, attendee.signature_sha256 is not None) == ("pad", True)
    assert attendee.signature_sha256 is not None
    stored = QImage.fromData(content_of(ctx.db, attendee.signature_sha256))
    assert not stored.isNull()
    assert dark_pixels(stored) > 100, "the stored PNG holds the ink drawn"
    select_attendee(gui, page, "Ana Ruiz")
    assert page.detail.sign_button.text() == CORRECT
    shown = page.detail.signature.pixmap().toImage()
    assert dark_pixels(shown) > 20, "the signature shows on the page"
    caption = page.detail.caption.text()
    assert caption.startswith("Ana Ruiz signed on the pad on ") and ATTESTATION in caption
    assert training_state(gui, window, "Ana Ruiz") == "Up to date"


@pytest.mark.parametrize("what", ["nothing", "a tap", "cleared"])
def test_an_empty_pad_is_refused_at_the_pad(
    gui: Gui, window: MainWindow, ctx: AppContext, cafe: Establishment, what: str
) -> None:
    add_session(ctx, cafe, "E-1")
    window.refresh()
    gui.settle()
    page = training_page(gui, window)
    dialog = open_sign_dialog(gui, page, "Ana Ruiz")
    if what == "a tap":
        draw(gui, dialog.pad, [QPoint(100, 100)])
    elif what == "cleared":
        draw(gui, dialog.pad, STROKE)
        gui.click(dialog.clear_button)

    gui.click(dialog.ok_button)

    assert dialog.isVisible()
    assert gui.message(dialog, "signature") == (
        "Sign in the box with the mouse, a pen or a finger, or use Type my name instead."
    )
    assert dialog.pad.property("invalid") is True
    assert list_sessions(ctx.db, cafe.id)[0].attendees[0].signed == "Unsigned"
    draw(gui, dialog.pad, STROKE)
    assert gui.message(dialog, "signature") == "", "the message goes once they sign"
    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.wait_until_closed(SignDialog)
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Unsigned"]


def test_a_typed_attestation_needs_the_name_on_the_roster(
    gui: Gui, window: MainWindow, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1")
    window.refresh()
    gui.settle()
    page = training_page(gui, window)
    dialog = open_sign_dialog(gui, page, "Ana Ruiz")
    gui.click(dialog.switch_button)
    assert dialog.switch_button.text() == PAD_INSTEAD
    assert not dialog.pad.isVisible()
    typed = gui.line(dialog, "typed_name")
    gui.type_into(typed, "Anna R.")

    gui.click(dialog.ok_button)

    assert dialog.isVisible()
    assert gui.message(dialog, "typed_name") == (
        "Type the name exactly as on the roster: Ana Ruiz."
    )
    assert list_sessions(ctx.db, cafe.id)[0].attendees[0].signed == "Unsigned"
    gui.type_over(typed, "ana ruiz")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(SignDialog)
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Typed attestation"]
    select_attendee(gui, page, "Ana Ruiz")
    assert page.detail.signature.text() == "Typed attestation, no signature: Ana Ruiz"
    assert page.detail.caption.text().startswith("Ana Ruiz typed their name (“Ana Ruiz”) on ")


def test_the_warning_goes_once_everyone_signed_and_the_next_comes_up_to_sign(
    gui: Gui, window: MainWindow, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1", "E-2")
    window.refresh()
    gui.settle()
    page = training_page(gui, window)
    assert page.detail.warning.text() == (
        "2 attendees not signed yet: Ana Ruiz, Sam Chen. "
        "Their training does not count until they sign."
    )
    dialog = open_sign_dialog(gui, page, "Ana Ruiz")
    draw(gui, dialog.pad, STROKE)
    gui.click(dialog.ok_button)
    gui.wait_until_closed(SignDialog)
    assert page.detail.warning.text() == (
        "1 attendee not signed yet: Sam Chen. Their training does not count until they sign."
    )
    following = page.detail.selected_attendee()
    assert following is not None and following.name == "Sam Chen", "the next one to sign"

    gui.click(page.detail.sign_button)
    dialog = gui.wait_for_window(SignDialog)
    draw(gui, dialog.pad, list(reversed(STROKE)))
    gui.click(dialog.ok_button)

    gui.wait_until_closed(SignDialog)
    assert not page.detail.warning.isVisible()
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Signature on file"] * 2
    assert not page.paper_button.isEnabled(), "no one is left to sign on paper"


def test_a_signed_sign_off_is_corrected_never_changed(
    gui: Gui, window: MainWindow, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1")
    window.refresh()
    gui.settle()
    page = training_page(gui, window)
    dialog = open_sign_dialog(gui, page, "Ana Ruiz")
    draw(gui, dialog.pad, STROKE)
    gui.click(dialog.ok_button)
    gui.wait_until_closed(SignDialog)
    select_attendee(gui, page, "Ana Ruiz")
    assert page.detail.sign_button.text() == "Correct…"

    gui.click(page.detail.sign_button)
    correction = gui.wait_for_window(ReasonDialog)
    gui.click(correction.ok_button)
    assert correction.isVisible()
    assert "Say why this record is void" in gui.message(correction, "reason")
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Signature on file"]
    gui.type_into(gui.line(correction, "reason"), "Signed by her brother")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(correction.ok_button)

    gui.wait_until_closed(ReasonDialog)
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Signature on file", "Unsigned"]
    assert attendee_cells(page, AttendeesModel.STATUS) == [
        "Void: Signed by her brother",
        "Recorded",
    ]
    old = page.detail.attendees.index(0, AttendeesModel.STATUS)
    assert old.data(Qt.ItemDataRole.FontRole).italic()
    selected = page.detail.selected_attendee()
    assert selected is not None and not selected.is_void, "the new one comes up to sign"
    assert page.detail.sign_button.text() == SIGN
    assert page.detail.warning.isVisible()
    assert training_state(gui, window, "Ana Ruiz") == "Due soon"


def test_a_pen_draws_with_its_pressure(gui: Gui) -> None:
    pad = gui.show(SignaturePad())
    device = QPointingDevice.primaryPointingDevice()

    def pen(kind: QTabletEvent.Type, x: float, pressure: float) -> QTabletEvent:
        point = QPointF(x, 80)
        return QTabletEvent(
            kind, device, point, pad.mapToGlobal(point), pressure, 0.0, 0.0, 0.0, 0.0, 0.0,
            Qt.KeyboardModifier.NoModifier, Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
        )  # fmt: skip

    QApplication.sendEvent(pad, pen(QTabletEvent.Type.TabletPress, 40, 0.2))
    for x in range(50, 300, 10):
        QApplication.sendEvent(pad, pen(QTabletEvent.Type.TabletMove, x, 0.9))
    release = pen(QTabletEvent.Type.TabletRelease, 300, 0.0)
    QApplication.sendEvent(pad, release)

    assert release.isAccepted(), "the pad takes the pen, so Qt makes no mouse events of it"
    assert not pad.is_empty()
    image = pad.to_image()
    assert dark_pixels(image) > 500
