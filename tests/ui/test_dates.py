"""Date fields: typed in the user's format or as ISO, picked from a calendar, and handed to
the services as ISO; dates on screen in the user's short format (issue 14 §2)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QDate, QLocale, Qt
from pytestqt.qtbot import QtBot

from ui.date_edit import DateEdit
from ui.dates import day_text, format_hint, typed_day

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

US = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
MEXICO = QLocale(QLocale.Language.Spanish, QLocale.Country.Mexico)


@pytest.fixture
def mexico() -> Iterator[None]:
    QLocale.setDefault(MEXICO)
    yield
    QLocale.setDefault(US)


def test_a_us_manager_reads_and_types_month_first() -> None:
    assert day_text(date(2026, 11, 3)) == "11/3/2026"
    assert format_hint() == "MM/DD/YYYY"
    assert typed_day("11/30/2026") == date(2026, 11, 30)
    assert typed_day("11/30/26") == date(2026, 11, 30)
    assert typed_day("2026-11-30") == date(2026, 11, 30)
    assert typed_day("30/11/2026") is None
    assert typed_day("soon") is None


@pytest.mark.usefixtures("mexico")
def test_a_mexican_locale_reads_and_types_day_first() -> None:
    assert day_text(date(2026, 11, 3)) == "03/11/2026"
    assert format_hint() == "DD/MM/YYYY"
    assert typed_day("3/11/2026") == date(2026, 11, 3)
    assert typed_day("2026-11-03") == date(2026, 11, 3)


@pytest.fixture
def no_country() -> Iterator[None]:
    QLocale.setDefault(QLocale.c())
    yield
    QLocale.setDefault(US)


@pytest.mark.usefixtures("no_country")
def test_a_system_set_to_no_country_reads_and_types_iso() -> None:
    """Its "C" locale's own short format showed "5 12 2026"."""
    assert day_text(date(2026, 12, 5)) == "2026-12-05"
    assert format_hint() == "YYYY-MM-DD"
    assert typed_day("2026-12-05") == date(2026, 12, 5)
    assert typed_day("5 12 2026") is None


def test_a_typed_date_is_shown_in_the_users_format_and_given_as_iso(gui: Gui) -> None:
    field = gui.show(DateEdit())
    gui.type_into(field, "2026-11-30")
    field.editingFinished.emit()
    assert field.text() == "11/30/2026"
    assert field.iso_text() == "2026-11-30"


def test_what_is_not_a_date_is_left_as_typed_for_the_service_to_refuse(gui: Gui) -> None:
    field = gui.show(DateEdit())
    gui.type_into(field, "next Tuesday")
    field.editingFinished.emit()
    assert (field.text(), field.iso_text(), field.day()) == ("next Tuesday", "next Tuesday", None)


def test_a_day_picked_from_the_calendar_fills_the_field(gui: Gui, qtbot: QtBot) -> None:
    field = gui.show(DateEdit())
    field.set_day(date(2026, 11, 30))
    gui.press(field, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert field.popup.isVisible()
    assert field.calendar.selectedDate() == QDate(2026, 11, 30)
    with qtbot.waitSignal(field.textEdited):
        field.calendar.setSelectedDate(QDate(2026, 12, 4))
        field.calendar.activated.emit(QDate(2026, 12, 4))
    assert not field.popup.isVisible()
    assert (field.text(), field.iso_text()) == ("12/4/2026", "2026-12-04")
