"""The written confirmation as a PDF letter: where to save it, writing it off the GUI
thread with what is happening said under the elements, and opening it (R5)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.reports.fonts import register_fonts
from fog_desktop.reports.letter import write_confirmation_letter
from fog_desktop.services.incidents import IncidentRow
from ui.incidents.detail import IncidentDetail
from ui.incidents.wording import day_text
from ui.operations import BackgroundOp, saying_why


class LetterWriter(QObject):
    """Writes the letter of one incident at a time and says how it went in ``detail``;
    ``done`` is emitted once it is written or failed to be."""

    done = Signal()

    def __init__(self, context: AppContext, detail: IncidentDetail) -> None:
        super().__init__(detail)
        self._context = context
        self._detail = detail
        #: The letter written last, and the incident it is of.
        self.path: Path | None = None
        self._of: int | None = None

    def forget_unless(self, incident_pk: int) -> None:
        """Another incident is shown: what was said of the letter is not about it."""
        if incident_pk != self._of:
            self._detail.show_letter_status("", ok=True)

    def write(self, row: IncidentRow, path: Path) -> None:
        register_fonts()  # on the GUI thread: the fonts are shared with the window
        db, today, pk, detail = self._context.db, self._context.today(), row.id, self._detail
        detail.letter_button.setEnabled(False)
        detail.show_letter_status(
            translate("LetterWriter", "Writing the letter to {path}…").format(path=path), ok=True
        )
        detail.open_letter_button.setVisible(False)

        def written(done: Path) -> None:
            self.path, self._of = done, pk
            detail.letter_button.setEnabled(True)
            saved = translate(
                "LetterWriter",
                "Letter saved: {path}. Print it, sign it and send it to the program manager "
                "by {due}; then click the Mark as sent… button.",
            )
            detail.show_letter_status(
                saved.format(path=done, due=day_text(row.confirmation_due)), ok=True
            )
            self.done.emit()

        def failed(reason: str) -> None:
            detail.letter_button.setEnabled(True)
            refused = translate("LetterWriter", "The letter can't be saved to {path}: {reason}")
            detail.show_letter_status(refused.format(path=path, reason=reason), ok=False)
            self.done.emit()

        BackgroundOp(
            lambda: write_confirmation_letter(db, pk, path, today=today),
            written,
            saying_why(failed),
            owner=self,
        ).run_in_background()

    def open(self, open_url: Callable[[QUrl], bool]) -> None:
        if self.path is not None and not open_url(QUrl.fromLocalFile(str(self.path))):
            missing = translate(
                "LetterWriter", "No program on this PC opens PDF files. The letter is at {path}."
            )
            self._detail.show_letter_status(missing.format(path=self.path), ok=False)
