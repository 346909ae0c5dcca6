"""Print the blank checklist: saved where the user chooses, written off the GUI thread,
then opened to print (issue 15 §3; R8c). The sheet speaks English and Spanish side by
side: the kitchen's staff walk it too."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.checklist_sheet import write_blank_checklist
from ui.dialogs import report_failure, show_failure
from ui.files import save_path, suggested
from ui.operations import BackgroundOp

PDF_FILTER = noop("BlankChecklist", "PDF documents (*.pdf)")
SHEET_NAME = "self-inspection-checklist.pdf"


def choose_sheet_path(parent: QWidget, offered: Path) -> Path | None:
    """Ask where to save the blank checklist with the platform's file dialog."""
    return save_path(
        parent,
        translate("BlankChecklist", "Save the blank checklist"),
        offered,
        translate("BlankChecklist", PDF_FILTER),
        ".pdf",
    )


class BlankChecklist:
    """The page's Print blank checklist…: where to save it and how to open it are
    attributes, so a test answers the file dialog and sees what would be printed."""

    def __init__(self, parent: QWidget, context: AppContext) -> None:
        self.parent = parent
        self.context = context
        self.choose_path: Callable[[QWidget, Path], Path | None] = choose_sheet_path
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl

    def print_for(self, establishment_id: int) -> None:
        path = self.choose_path(self.parent, suggested(SHEET_NAME))
        if path is None:
            return
        db = self.context.db
        refusal = translate("BlankChecklist", "The blank checklist can't be saved to {path}: {why}")

        def write() -> str:
            """Why the sheet could not be saved; "" once it is."""
            try:
                write_blank_checklist(db, establishment_id, path)
            except OSError as exc:
                return refusal.format(path=path, why=exc.strerror or exc)
            return ""

        BackgroundOp(
            write,
            lambda refused: self._written(path, refused),
            lambda exc: report_failure(self.parent, exc),
            self.parent,
        ).run_in_background()

    def _written(self, path: Path, refused: str) -> None:
        if refused:
            show_failure(self.parent, refused)
        elif not self.open_url(QUrl.fromLocalFile(str(path))):
            show_failure(
                self.parent,
                translate(
                    "BlankChecklist",
                    "Saved the blank checklist to {path}. No program on this PC opens PDF "
                    "files: open it from that folder to print it.",
                ).format(path=path),
            )
