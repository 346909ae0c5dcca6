"""A date field: typed in the user's short date format or as ISO, or picked from a
calendar; the services are handed ISO (ui/dates.py reads and writes the text)."""

from __future__ import annotations

from datetime import date
from importlib.resources import files

from PySide6.QtCore import QDate, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QKeyEvent
from PySide6.QtWidgets import QCalendarWidget, QLineEdit, QMenu, QWidget, QWidgetAction

from fog_desktop.i18n import translate
from ui.dates import day_text, format_hint, typed_day

CALENDAR_ICON = "icons/calendar.svg"


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
