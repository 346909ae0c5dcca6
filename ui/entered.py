"""When a record was entered, as its Status cell says it beside the record's state (R6):
"Recorded; entered 9 days later", "Recorded; imported from a workbook on 3/1/2026".

A record typed within seven days of the day it describes says nothing more: an inspector
reads the marks to tell a log kept at the time from one written up before a visit.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Protocol, TypeVar

from fog_desktop.i18n import translate
from fog_desktop.services.entry_dates import Entered
from ui.dates import day_text
from ui.rows import Column, RowsModel


class EnteredRow(Protocol):
    """A row that knows when its record was entered (None: at the time, as far as known)."""

    @property
    def entered(self) -> Entered | None: ...


R = TypeVar("R", bound=EnteredRow)


def entered_shown(entered: Entered | None, describes: date) -> str:
    """ "entered 9 days later", "imported from a workbook on 3/1/2026", or nothing."""
    if entered is None:
        return ""
    if entered.imported:
        return translate("Entered", "imported from a workbook on {day}").format(
            day=day_text(entered.on)
        )
    late = entered.days_late(describes)
    if late is None:
        return ""
    return translate("Entered", "entered {days} days later").format(days=late)


def with_entered(status: str, entered: Entered | None, describes: date) -> str:
    """A Status cell, and when the record was entered if that is worth saying."""
    said = entered_shown(entered, describes)
    if not said:
        return status
    return translate("Entered", "{status}; {entered}").format(status=status, entered=said)


def entered_status_column(model: RowsModel[R], describes: Callable[[R], date]) -> Column[R]:
    """``model``'s Status column, saying beside each row's state when its record was
    entered, if that is worth saying; ``describes`` is the day the record is of (R6)."""
    return model.status_column(
        lambda row: with_entered(model.status_text(row), row.entered, describes(row))
    )
