"""The backups as a read-only table: when each was made, what it holds, whether it is good."""

from __future__ import annotations

from fog_desktop.database.recovery import BackupInfo
from fog_desktop.rules.obligations import ObligationState
from ui.dashboard.model import STATE_COLOURS
from ui.dates import day_text
from ui.rows import Column, RowsModel

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
    NUMERIC = (ENTRIES,)

    def columns(self) -> list[Column[BackupInfo]]:
        return [
            Column("Made", lambda b: f"{b.made:%Y-%m-%d %H:%M}"),
            Column("Audit entries", lambda b: "?" if b.entries is None else f"{b.entries:,}"),
            Column("Newest entry", lambda b: day_text(None if b.head is None else b.head.day)),
            Column("Check", check_text),
            Column("File", lambda b: b.path.name),
        ]

    def colours(self, row: BackupInfo, column: int) -> tuple[str, str, str] | None:
        if row.verified:
            return None
        background, foreground = FAILED_COLOURS
        return background, foreground, "failed its check"

    def tooltip(self, row: BackupInfo, column: int) -> str:
        return str(row.path)
