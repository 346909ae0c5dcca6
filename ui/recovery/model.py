"""The backups as a read-only table: when each was made, what it holds, whether it is good."""

from __future__ import annotations

from fog_desktop.database.recovery import BackupInfo
from fog_desktop.rules.obligations import ObligationState
from ui.dashboard.model import STATE_COLOURS
from ui.rows import RowsModel

#: A copy that failed its check is shown as an overdue obligation is: it needs a look.
FAILED_COLOURS = STATE_COLOURS[ObligationState.OVERDUE]


def check_text(info: BackupInfo) -> str:
    if not info.verified:
        return f"Failed: {info.problem}"
    if info.replaced:
        return "Passed (what a restore replaced)"
    return "Passed"


class BackupsModel(RowsModel[BackupInfo]):
    """The copies in the order given (newest first, as recovery.list_backups gives them)."""

    MADE, ENTRIES, NEWEST, CHECK, FILE = range(5)
    HEADERS = ("Made", "Audit entries", "Newest entry", "Check", "File")
    NUMERIC = (ENTRIES,)

    def text(self, row: BackupInfo, column: int) -> str:
        if column == self.MADE:
            return f"{row.made:%Y-%m-%d %H:%M}"
        if column == self.ENTRIES:
            return "?" if row.entries is None else f"{row.entries:,}"
        if column == self.NEWEST:
            day = None if row.head is None else row.head.day
            return "" if day is None else day.isoformat()
        if column == self.CHECK:
            return check_text(row)
        return row.path.name

    def colours(self, row: BackupInfo, column: int) -> tuple[str, str, str] | None:
        if row.verified:
            return None
        background, foreground = FAILED_COLOURS
        return background, foreground, "failed its check"

    def tooltip(self, row: BackupInfo, column: int) -> str:
        return str(row.path)
