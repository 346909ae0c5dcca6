"""The backups as a read-only table: when each was made, what it holds, whether it is good."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from fog_desktop.database.recovery import BackupInfo
from fog_desktop.i18n import translate
from fog_desktop.rules.obligations import ObligationState
from ui.dates import day_text
from ui.rows import Column, RowsModel, date_column
from ui.widgets.states import STATE_COLOURS

#: A copy that failed its check is shown as an overdue obligation is: it needs a look.
FAILED_COLOURS = STATE_COLOURS[ObligationState.OVERDUE]


def check_text(info: BackupInfo) -> str:
    if not info.verified:
        return translate("BackupsModel", "Failed: {problem}").format(problem=info.problem)
    if info.replaced:
        return translate("BackupsModel", "Passed (what a restore replaced)")
    return translate("BackupsModel", "Passed")


def made_text(info: BackupInfo) -> str:
    """When the copy was made, in the user's short date format and 24-hour time."""
    made = info.made
    return f"{day_text(made.date())} {made:%H:%M}"


class BackupsModel(RowsModel[BackupInfo]):
    """The copies in the order given (newest first, as recovery.list_backups gives them)."""

    MADE, ENTRIES, NEWEST, CHECK, FILE = range(5)
    NUMERIC = (ENTRIES,)

    def columns(self) -> list[Column[BackupInfo]]:
        return [
            Column(translate("BackupsModel", "Made"), made_text, key=lambda b: b.made),
            Column(
                translate("BackupsModel", "Audit entries"),
                lambda b: "?" if b.entries is None else QLocale().toString(b.entries),
            ),
            date_column(
                translate("BackupsModel", "Newest entry"),
                lambda b: None if b.head is None else b.head.day,
            ),
            Column(translate("BackupsModel", "Check"), check_text),
            Column(translate("BackupsModel", "File"), lambda b: b.path.name),
        ]

    def colours(self, row: BackupInfo, column: int) -> tuple[str, str, str] | None:
        if row.verified:
            return None
        background, foreground = FAILED_COLOURS
        return background, foreground, translate("BackupsModel", "failed its check")

    def tooltip(self, row: BackupInfo, column: int) -> str:
        return str(row.path)
