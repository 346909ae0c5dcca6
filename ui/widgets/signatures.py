"""An attendee's signature as the training and employees pages show it: whether it
counts, and when it was made (R4)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QLocale, QTime

from fog_desktop.audit import local_time
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.obligations import ObligationState
from ui.dates import day_text
from ui.widgets.states import STATE_COLOURS

#: An attendee without a signature does not count (R4): coloured as overdue work is.
UNSIGNED_COLOURS = (*STATE_COLOURS[ObligationState.OVERDUE], noop("Training", "does not count yet"))
SIGNED_COLOURS = (*STATE_COLOURS[ObligationState.MET], noop("Training", "counts"))


def colours_shown(colours: tuple[str, str, str]) -> tuple[str, str, str]:
    """A cell's colours, with its state in words in the interface's language."""
    background, text, said = colours
    return background, text, translate("Training", said)


def moment_text(moment: datetime | None) -> str:
    """When someone signed, as the screen shows it: local, the user's date and time."""
    if moment is None:
        return ""
    local = local_time(moment)
    time = QLocale().toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    return f"{day_text(local.date())} {time}"
