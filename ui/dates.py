"""Dates on screen: shown in the user's short date format (11/30/2026 in the US,
30/11/2026 in Mexico) and typed in it or as ISO (2026-11-30), with a calendar to pick
from. The records, the packet and the workbook keep ISO; the services read ISO, so a
date field (ui/date_edit.py) hands them ISO whichever way it was typed."""

from __future__ import annotations

import re
from datetime import date

from PySide6.QtCore import QDate, QLocale

from fog_desktop.i18n import translate

#: The records' own format, shown where the system names no country (the "C" locale).
ISO_FORMAT = "yyyy-MM-dd"


def short_format(locale: QLocale | None = None) -> str:
    """The locale's short date format with the year in four digits: "M/d/yyyy" in the
    US. Two digits would make 1926 and 2026 look alike in a ten-year record.

    The "C" locale of a system set to no country has "d MM yyyy", which reads "5 12 2026":
    ISO says the same day plainly.
    """
    locale = locale or QLocale()
    if locale.language() == QLocale.Language.C:
        return ISO_FORMAT
    pattern = locale.dateFormat(QLocale.FormatType.ShortFormat)
    return pattern if "yyyy" in pattern else pattern.replace("yy", "yyyy")


def day_text(day: date | None) -> str:
    """A date as the screen shows it, in the user's short format; nothing for none."""
    if day is None:
        return ""
    return QLocale().toString(QDate(day.year, day.month, day.day), short_format())


def count_text(count: int) -> str:
    """A count as the user's locale writes it: 1,460 in the US, 1460 in Spain."""
    return QLocale().toString(count)


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
