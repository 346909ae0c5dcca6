"""Dates on screen: shown in the user's short date format (11/30/2026 in the US,
30/11/2026 in Mexico) and typed in it or as ISO (2026-11-30), with a calendar to pick
from. The records, the packet and the workbook keep ISO; the services read ISO, so a
date field hands them ISO whichever way it was typed."""

from __future__ import annotations

import re
from datetime import date
from importlib.resources import files

from PySide6.QtCore import QDate, QLocale, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QKeyEvent
from PySide6.QtWidgets import QCalendarWidget, QLineEdit, QMenu, QWidget, QWidgetAction

from fog_desktop.i18n import translate

CALENDAR_ICON = "icons/calendar.svg"


def short_format(locale: QLocale | None = None) -> str:
    """The locale's short date format with the year in four digits: "M/d/yyyy" in the
    US. Two digits would make 1926 and 2026 look alike in a ten-year record."""
    pattern = (locale or QLocale()).dateFormat(QLocale.FormatType.ShortFormat)
    return pattern if "yyyy" in pattern else pattern.replace("yy", "yyyy")


def day_text(day: date | None) -> str:
    """A date as the screen shows it, in the user's short format; nothing for none."""
    if day is None:
        return ""
    return QLocale().toString(QDate(day.year, day.month, day.day), short_format())


def typed_day(text: str) -> date | None:
    """The date ``text`` says, typed in the user's short format (with a two- or
    four-digit year) or as ISO; None when it is not one."""
    text = text.strip()
    try:
        return date.fromisoformat(text)
    except ValueError:
        pass
    locale = QLocale()
    # One-letter day and month read "3" and "03" alike: 3/11/2026 is as good as 03/11/2026.
    long_year = re.sub(r"d+", "d", re.sub(r"M+", "M", short_format(locale)))
    for pattern in (long_year, long_year.replace("yyyy", "yy")):
        found = locale.toDate(text, pattern)
        if found.isValid():
            if pattern != long_year and found.year() < 1950:
                # Qt reads "26" as 1926; a restaurant's records are of this century.
                found = found.addYears(100)
            return date(found.year(), found.month(), found.day())
    return None


def format_hint() -> str:
    """How to type a date here, as a placeholder: "MM/DD/YYYY" in the US."""
    letters = {
        # The letters a person writes for a year, a month and a day ("AAAA" in Spanish).
        "y": translate("DateEdit", "YYYY"),
        "M": translate("DateEdit", "MM"),
        "d": translate("DateEdit", "DD"),
    }
    return re.sub(r"y+|M+|d+", lambda part: letters[part.group()[0]], short_format())


class DateEdit(QLineEdit):
    """A date field: typed in the user's format or as ISO, or picked from a calendar
    (the button at its end, or Alt+Down). A date it recognises is shown in the user's
    format once the cursor leaves; anything else is left as typed for the service to
    refuse with its message, where it was typed."""

    #: A day picked from the calendar.
    picked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(format_hint())
        icon = files("resources") / CALENDAR_ICON
        self.calendar_action = QAction(QIcon(str(icon)), translate("DateEdit", "Pick a date"), self)
        self.calendar_action.setToolTip(translate("DateEdit", "Pick a date (Alt+Down)"))
        self.calendar_action.triggered.connect(self.show_calendar)
        self.addAction(self.calendar_action, QLineEdit.ActionPosition.TrailingPosition)
        self.calendar = QCalendarWidget()
        self.calendar.setGridVisible(True)
        self.calendar.clicked.connect(self._picked)
        self.calendar.activated.connect(self._picked)
        self.popup = QMenu(self)
        shown = QWidgetAction(self.popup)
        shown.setDefaultWidget(self.calendar)
        self.popup.addAction(shown)
        self.editingFinished.connect(self._tidy)

    def day(self) -> date | None:
        return typed_day(self.text())

    def set_day(self, day: date | None) -> None:
        self.setText(day_text(day))

    def iso_text(self) -> str:
        """What the services read: the date as ISO when the text is one, else the text."""
        day = self.day()
        return day.isoformat() if day is not None else self.text().strip()

    def show_calendar(self) -> None:
        day = self.day() or date.today()
        self.calendar.setSelectedDate(QDate(day.year, day.month, day.day))
        self.popup.popup(self.mapToGlobal(QPoint(0, self.height())))
        self.calendar.setFocus(Qt.FocusReason.PopupFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        alt = event.modifiers() & Qt.KeyboardModifier.AltModifier
        if event.key() == Qt.Key.Key_Down and alt:
            self.show_calendar()
            return
        super().keyPressEvent(event)

    def _picked(self, chosen: QDate) -> None:
        self.popup.hide()
        day = date(chosen.year(), chosen.month(), chosen.day())
        self.set_day(day)
        # As typing does, so a form's "typed changes" and a field's message follow.
        self.textEdited.emit(self.text())
        self.picked.emit(day)

    def _tidy(self) -> None:
        day = self.day()
        if day is not None and self.text() != day_text(day):
            self.setText(day_text(day))
