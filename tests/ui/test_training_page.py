"""The Training page: sessions created by ticking attendees and topics, amended, voided,
printed as a sign-in sheet and signed on paper (issue 4 §2; R4, R6).

There is no delete anywhere: a session entered in error is voided with a reason, and
someone listed by mistake is taken off with a reason; both stay, greyed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QDate, Qt, QUrl
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel, QListWidget, QWidget

from fog_desktop.context import AppContext
from fog_desktop.reports.sign_in_sheet import ATTESTATION_ES
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.training import (
    MINIMUM_TOPICS,
    SessionInput,
    create_session,
    list_sessions,
)
from models import ATTESTATION, Establishment
from tests.pdf_text import pdf_text
from ui.dialogs import VoidDialog
from ui.records_page import NO_ESTABLISHMENT
from ui.rows import VOID_TEXT_COLOUR
from ui.training.model import AttendeesModel, SessionsModel
from ui.training.page import NO_SESSIONS, TrainingPage
from ui.training.paper_dialog import PaperDialog
from ui.training.session_form import NO_TOPICS, SessionFormDialog
from ui.training.sign_dialog import ReasonDialog
from ui.training.topics import offered_topics, topic_text

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui, Records

TOPICS = list(MINIMUM_TOPICS[:2])
#: What the attendees read beside each topic offered (resources/training-topics.txt).
SPANISH = {
    "Drain screens on sinks and floor drains": (
        "Rejillas en los fregaderos y en los desagües de piso"
    ),
    "Segregation and collection of waste cooking oil for recycling": (
        "Separación y recolección del aceite de cocina usado para reciclarlo"
    ),
}


@pytest.fixture
def roster(ctx: AppContext, cafe: Establishment) -> None:
    """Ana, hired 2026-11-25; Sam, since January; Dana, who left in June."""
    for code, name, hired, end in (
        ("E-1", "Ana Ruiz", "2026-11-25", ""),
        ("E-2", "Sam Chen", "2026-01-05", ""),
        ("E-3", "Dana Brooks", "2025-03-01", "2026-06-15"),
    ):
        data = EmployeeInput(code, name, "Cook", hired, end)
        create_employee(ctx.db, cafe.id, data, ctx.actor)


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment, roster: None) -> TrainingPage:
    page = gui.show(TrainingPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    return page


def add_session(ctx: AppContext, cafe: Establishment, *codes: str, day: str = "2026-12-01") -> int:
    data = SessionInput(day, "Maria Lopez", "Semiannual", TOPICS, "", list(codes))
    return create_session(ctx.db, cafe.id, data, ctx.actor, today=ctx.today()).id


def items(widget: QListWidget) -> dict[str, bool]:
    """What a checklist shows, and whether each is ticked."""
    return {
        widget.item(r).text(): widget.item(r).checkState() == Qt.CheckState.Checked
        for r in range(widget.count())
    }


def tick(widget: QListWidget, text: str) -> None:
    """Tick the item that shows ``text``, or whose stored value it is (a topic's English)."""
    (item,) = [
        widget.item(r)
        for r in range(widget.count())
        if text in (widget.item(r).text(), widget.item(r).data(Qt.ItemDataRole.UserRole))
    ]
    assert item.flags() & Qt.ItemFlag.ItemIsUserCheckable, f"{text} can't be ticked"
    item.setCheckState(Qt.CheckState.Checked)


def checklist(dialog: QWidget, name: str) -> QListWidget:
    found = dialog.findChild(QListWidget, name)
    assert found is not None, f"no list {name}"
    return found


def cells(page: TrainingPage, column: int) -> list[str]:
    return [str(page.model.index(r, column).data()) for r in range(page.model.rowCount())]


def attendee_cells(page: TrainingPage, column: int) -> list[str]:
    model = page.detail.attendees
    return [str(model.index(r, column).data()) for r in range(model.rowCount())]


def select_attendee(gui: Gui, page: TrainingPage, name: str) -> None:
    (row,) = [i for i, text in enumerate(attendee_cells(page, AttendeesModel.NAME)) if text == name]
    gui.click_cell(page.detail.table, page.detail.attendees.index(row, AttendeesModel.NAME))


def test_the_topics_offered_hold_the_ordinances_minimum_bmps() -> None:
    offered = offered_topics()
    assert [t for t in MINIMUM_TOPICS if t not in offered] == []
    assert not [t for t in offered if t.startswith("#")]


def test_create_a_session_by_ticking_topics_and_attendees(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    assert page.empty.text() == NO_SESSIONS.format(new_hire_days=10, trainings_per_year=2)
    gui.click(page.add_button)
    dialog = gui.wait_for_window(SessionFormDialog)
    assert gui.line(dialog, "session_date").text() == "12/2/2026", "today, to start with"
    attendees = checklist(dialog, "attendees")
    assert items(attendees) == {
        "Ana Ruiz (E-1), Cook": False,
        "Sam Chen (E-2), Cook": False,
    }, "the active roster, without Dana who left in June"
    topics = checklist(dialog, "topics")
    assert list(items(topics)) == [topic_text(t) for t in offered_topics()]
    assert topic_text(TOPICS[0]) == f"{TOPICS[0]} / {SPANISH[TOPICS[0]]}"
    gui.type_into(gui.line(dialog, "trainer"), "Maria Lopez")
    gui.choose(gui.combo(dialog, "kind"), "New-hire")
    for topic in TOPICS:
        tick(topics, topic)
    gui.type_into(gui.line(dialog, "new_topic"), "Where the grease interceptor is")
    gui.qtbot.keyClick(gui.line(dialog, "new_topic"), Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert dialog.isVisible(), "Enter in the topic field adds the topic"
    assert items(topics)["Where the grease interceptor is"] is True
    tick(attendees, "Ana Ruiz (E-1), Cook")

    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)

    gui.wait_until_closed(SessionFormDialog)
    assert cells(page, SessionsModel.DATE) == ["12/2/2026"]
    assert cells(page, SessionsModel.KIND) == ["New-hire"]
    assert cells(page, SessionsModel.TOPICS) == ["3"]
    assert cells(page, SessionsModel.ATTENDEES) == ["1"]
    assert cells(page, SessionsModel.UNSIGNED) == ["1"]
    assert cells(page, SessionsModel.STATUS) == ["Recorded"]
    (session,) = list_sessions(ctx.db, cafe.id)
    assert session.topics == (*TOPICS, "Where the grease interceptor is")
    assert attendee_cells(page, AttendeesModel.NAME) == ["Ana Ruiz"]
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Unsigned"]
    assert page.detail.warning.text() == (
        "1 attendee not signed yet: Ana Ruiz. Their training does not count until they sign."
    )
    assert page.detail.title.text() == "New-hire training on 12/2/2026, by Maria Lopez"
    shown_topics = [page.detail.topics.item(r).text() for r in range(page.detail.topics.count())]
    assert shown_topics[0] == f"• {TOPICS[0]} / {SPANISH[TOPICS[0]]}", "the attendees read it"
    assert shown_topics[-1] == "• Where the grease interceptor is", "typed: shown as typed"


def test_a_refused_session_keeps_the_dialog_open_with_each_message_at_its_field(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(SessionFormDialog)
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "topics") == NO_TOPICS

    tick(checklist(dialog, "topics"), TOPICS[0])
    gui.type_over(gui.line(dialog, "session_date"), "2026-12-24")
    gui.click(dialog.ok_button)

    assert dialog.isVisible()
    assert gui.message(dialog, "session_date") == "The date 2026-12-24 is in the future."
    assert gui.message(dialog, "trainer") == "Enter who gave the training."
    assert gui.message(dialog, "topics") == ""
    gui.type_over(gui.line(dialog, "session_date"), "2026-12-01")
    gui.type_into(gui.line(dialog, "trainer"), "Maria Lopez")
    gui.click(dialog.ok_button)
    assert gui.message(dialog, "attendees") == "Add the employees who attended."
    assert gui.message(dialog, "session_date") == ""
    assert dialog.ok_button.isEnabled(), "refused by the services: to save again once corrected"
    assert list_sessions(ctx.db, cafe.id) == []
    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.answer_discard()
    gui.wait_until_closed(SessionFormDialog)
    assert list_sessions(ctx.db, cafe.id) == []


def test_the_roster_and_the_topics_are_read_while_the_form_waits_to_be_filled(
    gui: Gui, page: TrainingPage
) -> None:
    dialog = page.add_record()
    assert isinstance(dialog, SessionFormDialog)
    assert items(checklist(dialog, "attendees")) == {}
    assert not dialog.ok_button.isEnabled(), "nothing to tick yet"

    gui.settle()

    assert list(items(checklist(dialog, "attendees"))) == [
        "Ana Ruiz (E-1), Cook",
        "Sam Chen (E-2), Cook",
    ]
    assert list(items(checklist(dialog, "topics"))) == [topic_text(t) for t in offered_topics()]
    assert dialog.ok_button.isEnabled()
    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.wait_until_closed(SessionFormDialog)  # nothing typed: nothing to ask


def test_the_people_to_tick_are_those_employed_on_the_date_typed(
    gui: Gui, page: TrainingPage
) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(SessionFormDialog)
    attendees = checklist(dialog, "attendees")
    tick(attendees, "Sam Chen (E-2), Cook")

    gui.type_over(gui.line(dialog, "session_date"), "2026-05-10")

    assert items(attendees) == {
        "Dana Brooks (E-3), Cook": False,
        "Sam Chen (E-2), Cook": True,
    }, "Dana worked here then, Ana not yet; Sam stays ticked"
    gui.type_over(gui.line(dialog, "session_date"), "2025-01-10")
    assert items(attendees) == {}
    assert dialog.nobody.isVisible()
    assert dialog.nobody.text().startswith("No one on the roster was employed here on 1/10/2025")


def test_amend_a_session_to_add_someone_who_attended(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1")
    gui.refresh(page)
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(SessionFormDialog)
    attendees = checklist(dialog, "attendees")
    assert items(attendees) == {"Ana Ruiz (E-1), Cook": True, "Sam Chen (E-2), Cook": False}
    listed = attendees.item(0)
    assert not listed.flags() & Qt.ItemFlag.ItemIsUserCheckable, "taken off only with a reason"
    assert items(checklist(dialog, "topics"))[topic_text(TOPICS[1])] is True
    assert gui.line(dialog, "session_date").text() == "12/1/2026"
    tick(attendees, "Sam Chen (E-2), Cook")
    gui.type_over(gui.line(dialog, "trainer"), "Luis Ortega")
    gui.type_into(gui.line(dialog, "reason"), "Luis gave it; Sam was there too")

    gui.click(dialog.ok_button)

    gui.wait_until_closed(SessionFormDialog)
    assert cells(page, SessionsModel.TRAINER) == ["Luis Ortega"]
    assert cells(page, SessionsModel.STATUS) == ["Amended"]
    assert cells(page, SessionsModel.ATTENDEES) == ["2"]
    assert cells(page, SessionsModel.UNSIGNED) == ["2"]
    assert attendee_cells(page, AttendeesModel.NAME) == ["Ana Ruiz", "Sam Chen"]


def test_someone_listed_by_mistake_is_taken_off_with_a_reason_and_stays_greyed(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1", "E-2")
    gui.refresh(page)
    select_attendee(gui, page, "Sam Chen")
    gui.click(page.detail.mistake_button)
    dialog = gui.wait_for_window(ReasonDialog)
    gui.click(dialog.ok_button)
    assert "Say why this record is void" in gui.message(dialog, "reason")
    gui.type_into(gui.line(dialog, "reason"), "Was off that day")

    gui.click(dialog.ok_button)

    gui.wait_until_closed(ReasonDialog)
    assert attendee_cells(page, AttendeesModel.STATUS) == ["Recorded", "Void: Was off that day"]
    void = page.detail.attendees.index(1, AttendeesModel.NAME)
    assert void.data(Qt.ItemDataRole.ForegroundRole).color().name() == VOID_TEXT_COLOUR
    assert cells(page, SessionsModel.ATTENDEES) == ["1"]
    assert cells(page, SessionsModel.UNSIGNED) == ["1"]
    assert "not signed yet: Ana Ruiz." in page.detail.warning.text()
    select_attendee(gui, page, "Sam Chen")
    assert not page.detail.sign_button.isEnabled()
    assert not page.detail.mistake_button.isEnabled()


def test_void_a_session_with_a_reason(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1")
    gui.refresh(page)
    gui.click(page.void_button)
    dialog = gui.wait_for_window(VoidDialog)
    gui.type_into(gui.line(dialog, "reason"), "Entered twice")

    gui.click(dialog.ok_button)

    gui.wait_until_closed(VoidDialog)
    assert cells(page, SessionsModel.STATUS) == ["Void: Entered twice"]
    status = page.model.index(0, SessionsModel.STATUS)
    assert status.data(Qt.ItemDataRole.FontRole).italic()
    assert page.detail.title.text().endswith("(Void: Entered twice)")
    assert not page.detail.warning.isVisible(), "a void session asks no one to sign"
    for button in (page.amend_button, page.void_button, page.sheet_button, page.paper_button):
        assert not button.isEnabled()
    select_attendee(gui, page, "Ana Ruiz")
    assert not page.detail.sign_button.isEnabled()


def test_print_the_sign_in_sheet_where_the_user_chooses(
    gui: Gui,
    page: TrainingPage,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
) -> None:
    add_session(ctx, cafe, "E-1", "E-2")
    gui.refresh(page)
    offered: list[Path] = []
    opened: list[QUrl] = []

    def choose(_parent: QWidget, suggested: Path) -> Path:
        offered.append(suggested)
        return tmp_path / "sheet"

    page.sheet_folder = tmp_path
    page.choose_sheet_path = choose

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    page.open_url = open_url

    gui.start(page.sheet_button)
    assert not page.sheet_button.isEnabled(), "written once, while the window stays free"
    gui.settle()

    assert page.sheet_button.isEnabled()
    sheet = tmp_path / "sheet.pdf"
    assert offered == [tmp_path / "sign-in-sheet-2026-12-01-semiannual.pdf"]
    assert opened == [QUrl.fromLocalFile(str(sheet))], "it opens, to print"
    text = pdf_text(sheet)
    assert "Ana Ruiz E-1" in text and "Sam Chen E-2" in text
    assert ATTESTATION in text
    assert all(topic in text for topic in TOPICS)
    assert page.message.text().startswith(f"Saved the sign-in sheet to {sheet}.")


def test_a_sheet_that_cant_be_saved_says_why(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    add_session(ctx, cafe, "E-1")
    gui.refresh(page)
    target = tmp_path / "gone" / "sheet.pdf"
    page.choose_sheet_path = lambda _parent, _suggested: target

    gui.click(page.sheet_button)

    assert page.message.isVisible()
    assert page.message.text() == (
        f"The sign-in sheet can't be saved to {target}: No such file or directory"
    )
    assert page.message.property("role") == "error"


def test_attach_the_signed_sheet_and_mark_who_signed_on_paper(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    add_session(ctx, cafe, "E-1", "E-2")
    gui.refresh(page)
    assert not page.detail.scans.isVisible(), "no scan yet"
    gui.click(page.paper_button)
    dialog = gui.wait_for_window(PaperDialog)
    attendees = checklist(dialog, "attendees")
    assert items(attendees) == {"Ana Ruiz (E-1)": False, "Sam Chen (E-2)": False}
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "file") == "Choose the scan or photo of the signed sheet."
    assert gui.message(dialog, "attendees") == "Tick each attendee who signed the sheet."
    program = tmp_path / "sheet.png"
    program.write_bytes(b"MZ" + bytes(64))
    dialog.choose_scan = lambda _parent: program
    gui.click(dialog.choose_button)
    tick(attendees, "Sam Chen (E-2)")
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert "sheet.png is a program or an archive" in gui.message(dialog, "file")
    assert list_sessions(ctx.db, cafe.id)[0].unsigned != ()

    scan = tmp_path / "signed-sheet.png"
    scan.write_bytes(scan_png("signed sheet"))
    gui.type_over(gui.line(dialog, "file"), str(scan))
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)

    gui.wait_until_closed(PaperDialog)
    assert attendee_cells(page, AttendeesModel.SIGNED) == ["Unsigned", "Signature on file"]
    assert "not signed yet: Ana Ruiz." in page.detail.warning.text()
    select_attendee(gui, page, "Sam Chen")
    assert page.detail.caption.text().startswith("Sam Chen signed the paper sign-in sheet")
    assert page.detail.signature.text() == "Signed on paper"
    scans = page.detail.scans
    assert scans.isVisible()
    assert scans.list.item(0).text().startswith("signed-sheet.png\n")
    gui.qtbot.waitUntil(lambda: not scans.loading)


def test_there_is_no_delete_button_anywhere(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1")
    gui.refresh(page)
    select_attendee(gui, page, "Ana Ruiz")
    texts = [b.text().lower() for b in page.findChildren(QAbstractButton)]
    assert "void…" in texts and "listed by mistake…" in texts
    assert not [t for t in texts if "delete" in t or "remove" in t]


def test_what_the_page_says_with_no_establishment(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    page = gui.show(TrainingPage(ctx))
    gui.refresh(page)
    assert page.empty.text() == NO_ESTABLISHMENT
    assert not page.add_button.isEnabled()
    records.add_establishment()
    gui.refresh(page)
    assert page.empty.text() == NO_SESSIONS.format(new_hire_days=10, trainings_per_year=2)
    assert page.add_button.isEnabled() and not page.table.isVisible()


def test_the_session_and_attendee_models_pass_the_model_tester(
    gui: Gui, qtmodeltester: ModelTester, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1", "E-2")
    add_session(ctx, cafe, "E-2", day="2026-06-01")
    gui.refresh(page)
    gui.check_model(qtmodeltester, page.model)
    gui.check_model(qtmodeltester, page.detail.attendees)


def test_the_search_finds_a_session_by_attendee_or_topic(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-1", day="2026-11-26")
    add_session(ctx, cafe, "E-2", day="2026-11-20")
    gui.refresh(page)
    assert page.proxy.rowCount() == 2

    gui.type_into(page.search, "sam chen")
    assert page.proxy.rowCount() == 1
    assert page.proxy.index(0, SessionsModel.DATE).data() == "11/20/2026"
    gui.type_over(page.search, "no such topic")
    assert page.proxy.rowCount() == 0
    assert page.empty.text() == "No session matches the search."
    page.search.clear()
    assert page.proxy.rowCount() == 2


def test_a_session_dated_as_a_us_manager_writes_it_is_stored_as_iso(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(SessionFormDialog)
    gui.type_over(gui.line(dialog, "session_date"), "11/30/2026")
    gui.type_into(gui.line(dialog, "trainer"), "Maria Lopez")
    tick(checklist(dialog, "topics"), TOPICS[0])
    tick(checklist(dialog, "attendees"), "Ana Ruiz (E-1), Cook")

    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)

    gui.wait_until_closed(SessionFormDialog)
    (session,) = list_sessions(ctx.db, cafe.id)
    assert session.session_date.isoformat() == "2026-11-30"
    assert cells(page, SessionsModel.DATE) == ["11/30/2026"]


def test_the_session_date_picked_from_the_calendar_lists_who_worked_then(
    gui: Gui, page: TrainingPage
) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(SessionFormDialog)
    field = dialog.session_date
    gui.press(field, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert field.popup.isVisible()
    assert field.calendar.selectedDate() == QDate(2026, 12, 2), "today, to start with"

    with gui.qtbot.waitSignal(field.textEdited):
        field.calendar.setSelectedDate(QDate(2026, 5, 10))
        field.calendar.activated.emit(QDate(2026, 5, 10))

    assert not field.popup.isVisible()
    assert (field.text(), field.iso_text()) == ("5/10/2026", "2026-05-10")
    assert list(items(checklist(dialog, "attendees"))) == [
        "Dana Brooks (E-3), Cook",
        "Sam Chen (E-2), Cook",
    ], "Dana worked here in May, Ana not yet"
    hint = dialog.findChild(QLabel, "session_date_hint")
    assert hint is not None
    assert hint.text() == ("The people employed that day are listed to tick."), (
        "the placeholder shows how to type a date"
    )
    assert field.placeholderText() == "MM/DD/YYYY"


def test_the_sessions_sort_by_date_as_dates(
    gui: Gui, page: TrainingPage, ctx: AppContext, cafe: Establishment
) -> None:
    add_session(ctx, cafe, "E-2", day="2026-02-03")
    add_session(ctx, cafe, "E-2", day="2026-11-20")
    gui.refresh(page)

    page.proxy.sort(SessionsModel.DATE, Qt.SortOrder.AscendingOrder)

    dates = [page.proxy.index(r, SessionsModel.DATE).data() for r in range(2)]
    assert dates == ["2/3/2026", "11/20/2026"], "not as text, where 11/20 comes before 2/3"


def test_the_sheet_can_be_printed_in_english_only(
    gui: Gui,
    page: TrainingPage,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
) -> None:
    add_session(ctx, cafe, "E-1")
    gui.refresh(page)
    page.choose_sheet_path = lambda _parent, _suggested: tmp_path / "sheet.pdf"
    page.open_url = lambda _url: True
    assert page.sheet_bilingual.isVisible() and page.sheet_bilingual.isChecked()

    gui.click(page.sheet_button)
    bilingual = pdf_text(tmp_path / "sheet.pdf")
    page.sheet_bilingual.setChecked(False)
    gui.click(page.sheet_button)
    english = pdf_text(tmp_path / "sheet.pdf")

    assert ATTESTATION in bilingual and ATTESTATION_ES in bilingual
    assert f"{TOPICS[0]} {SPANISH[TOPICS[0]]}" in bilingual
    assert ATTESTATION in english and ATTESTATION_ES not in english
    assert SPANISH[TOPICS[0]] not in english
