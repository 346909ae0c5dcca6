"""Shown at start instead of the window when the database can't be used as it is (R6).

It says what is wrong, lists the backups with their dates, audit entries and whether
each passed its check, chooses the newest good one, and restores the one the user
chooses; or the user quits, and nothing is changed. A database that is sound but holds
less than was last seen may also be accepted as it is, with a reason that goes into the
audit trail (when there is no backup to restore, or the user knows why).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop import APP_NAME
from fog_desktop.config import Paths
from fog_desktop.database.integrity import accept_as_is
from fog_desktop.database.recovery import (
    BackupInfo,
    list_backups,
    restore_backup,
    without_hint,
)
from fog_desktop.errors import FogError
from fog_desktop.i18n import noop, translate
from fog_desktop.quick_check import sqlite_file
from ui.forms import paragraph
from ui.looks import give_role
from ui.operations import BackgroundOp
from ui.recovery.model import BackupsModel
from ui.tables import fit_columns, read_only_table

CHOOSE = noop(
    "RecoveryDialog",
    "To go on, restore a backup: the newest good one is chosen below. The database as it "
    "is now is kept: copied into the backups folder, or, when it is damaged, renamed "
    "beside it with the date and time. Changes made after the backup was made are not "
    "in it.",
)
NO_BACKUP = noop(
    "RecoveryDialog",
    "There is no backup in {folder}. Quit, and ask whoever supports your installation: "
    "the database file is kept as it is.",
)
ON_A_SERVER = noop(
    "RecoveryDialog",
    "This database is on a server: restore the server from its own backup (pg_dump), "
    "or ask whoever runs it.",
)


class RecoveryDialog(QDialog):
    """Restore the chosen backup (the dialog is then accepted) or quit (rejected)."""

    def __init__(
        self,
        paths: Paths,
        url: str,
        problem: str,
        actor: str,
        parent: QWidget | None = None,
        *,
        can_accept: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("RecoveryDialog", "{app}: the records can't be opened").format(app=APP_NAME)
        )
        self.paths = paths
        self.url = url
        self.actor = actor
        self.live = sqlite_file(url)
        self._working = False
        self.model = BackupsModel()
        self.problem = paragraph(without_hint(problem, paths))
        self.problem.setObjectName("problem")
        give_role(self.problem, "summary")
        self.advice = paragraph(
            translate("RecoveryDialog", ON_A_SERVER) if self.live is None else ""
        )
        self.advice.setObjectName("advice")
        self.table = read_only_table(self.model)
        self.table.setObjectName("backups")
        self.table.setAccessibleName(translate("RecoveryDialog", "Backups"))
        self.table.setVisible(False)
        self.error = QLabel()
        self.error.setObjectName("error")
        give_role(self.error, "error")
        self.error.setWordWrap(True)
        self.error.hide()
        buttons = QDialogButtonBox()
        self.restore_button = QPushButton(translate("RecoveryDialog", "Restore the chosen backup"))
        self.restore_button.setObjectName("restore")
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        # After addButton, which shows the button it takes.
        self.restore_button.setVisible(False)
        self.accept_button = QPushButton(translate("RecoveryDialog", "Go on without restoring…"))
        self.accept_button.setObjectName("accept-as-is")
        buttons.addButton(self.accept_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.accept_button.setVisible(can_accept)
        self.accept_button.clicked.connect(self.accept_as_is)
        self.quit_button = buttons.addButton(
            translate("RecoveryDialog", "Quit"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.quit_button.setObjectName("quit")
        self.restore_button.clicked.connect(self.restore)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.advice)
        layout.addWidget(self.table, stretch=1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.table.selectionModel().selectionChanged.connect(self._chosen_changed)
        self.resize(900, 480)
        if self.live is not None:
            # Each copy's check and chain head are read from the disk, off the GUI thread.
            BackgroundOp(
                lambda: list_backups(paths), self._show_backups, self._failed, owner=self
            ).run_in_background()

    def _show_backups(self, backups: list[BackupInfo]) -> None:
        self.model.set_rows(backups)
        self.advice.setText(
            translate("RecoveryDialog", CHOOSE)
            if backups
            else translate("RecoveryDialog", NO_BACKUP).format(folder=self.paths.backup_dir)
        )
        self.table.setVisible(bool(backups))
        self.restore_button.setVisible(bool(backups))
        self._choose_newest_good(backups)
        fit_columns(self.table)

    def _choose_newest_good(self, backups: list[BackupInfo]) -> None:
        row = next((i for i, b in enumerate(backups) if b.verified and not b.replaced), None)
        if row is None:
            self._chosen_changed()
            return
        self.table.selectionModel().select(
            self.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )

    def chosen(self) -> BackupInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def _chosen_changed(self) -> None:
        """A copy that failed its check can't be restored from here."""
        chosen = self.chosen()
        self.restore_button.setEnabled(chosen is not None and chosen.verified)

    def restore(self) -> None:
        chosen, live = self.chosen(), self.live
        if chosen is None or live is None:
            return
        paths, actor = self.paths, self.actor
        self._in_background(lambda: restore_backup(paths, chosen.path, live, actor))

    def accept_as_is(self) -> None:
        reason, given = QInputDialog.getText(
            self,
            translate("RecoveryDialog", "Go on without restoring"),
            translate(
                "RecoveryDialog",
                "The audit trail will say that you chose to go on with the database as it is.\n"
                "Why? (for example: no backup holds the missing records)",
            ),
        )
        if not given:
            return
        paths, url, actor = self.paths, self.url, self.actor
        self._in_background(lambda: accept_as_is(paths, url, reason=reason, actor=actor))

    def _in_background(self, work: Callable[[], object]) -> None:
        """Restore or accept off the GUI thread: a copy is checked, the database opened
        and brought up to date. The buttons wait meanwhile: quitting would end the program
        half-way through."""
        self.error.hide()
        self._busy(True)
        BackgroundOp(
            work, lambda _done: self.accept(), self._failed, owner=self
        ).run_in_background()

    def reject(self) -> None:
        if not self._working:
            super().reject()

    def _busy(self, busy: bool) -> None:
        self._working = busy
        for button in (self.accept_button, self.quit_button):
            button.setEnabled(not busy)
        if busy:
            self.restore_button.setEnabled(False)
            self.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self._chosen_changed()
            self.unsetCursor()

    def _failed(self, exc: Exception) -> None:
        self._busy(False)
        if not isinstance(exc, FogError):
            sys.excepthook(type(exc), exc, exc.__traceback__)
            return
        self.error.setText(str(exc))
        self.error.show()
