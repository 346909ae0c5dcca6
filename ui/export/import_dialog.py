"""File > Import: bring records in from a workbook, all or nothing (records-workbook.md).

The workbook is checked first (a dry run, storing nothing); every problem is listed by
sheet, row and column. Only a clean check can be imported.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.errors import SaveCancelled
from fog_desktop.exchange.importer import ImportRefused, ImportReport, import_workbook
from fog_desktop.i18n import noop, translate
from fog_desktop.services.establishments import EstablishmentRow, list_establishments
from ui.dates import day_text
from ui.dialogs import report_failure
from ui.export.job import FileField, Job, NotStarted, busy_bar, said
from ui.export.records_begin import ask_records_begin
from ui.files import open_paths
from ui.forms import new_form, paragraph
from ui.operations import BackgroundOp
from ui.waiting import WaitingBar
from ui.widgets.lined_up import lined_up

WHY = noop(
    "ImportDialog",
    "Bring in logs kept on paper or in Excel through the records workbook (File > "
    "Template, or an exported packet). Nothing is stored until the whole workbook is "
    "correct, and a record already here is never changed or added twice.",
)


def summary(report: ImportReport) -> str:
    """What the check found or the import added, by sheet (the workbook's English names)."""
    added = ", ".join(f"{n} {sheet}" for sheet, n in report.added.items()) or translate(
        "ImportDialog", "nothing new"
    )
    if report.dry_run:
        said = translate("ImportDialog", "Ready to add to {establishment}: {added}.")
    else:
        said = translate("ImportDialog", "Added to {establishment}: {added}.")
    parts = [said.format(establishment=report.establishment, added=added)]
    if report.skipped:
        parts.append(
            translate("ImportDialog", "Already here, left as they are: {kept}.").format(
                kept=report.already_there()
            )
        )
    if report.unknown_sheets:
        parts.append(
            translate("ImportDialog", "Skipped sheets that are not ours: {sheets}.").format(
                sheets=", ".join(report.unknown_sheets)
            )
        )
    if report.earlier is not None:
        parts.append(_earlier_said(report, *report.earlier))
    return " ".join(parts)


def _earlier_said(report: ImportReport, was: date, earliest: date) -> str:
    """Older records than the day the records begin (R9): Import asks about it first."""
    if report.dry_run:
        said = translate(
            "ImportDialog",
            "Its earliest record, of {earliest}, is older than the day the records begin "
            "({was}): Import asks whether to move that day.",
        )
    elif report.moved:
        said = translate("ImportDialog", "The records now begin on {earliest}.")
    else:
        said = translate("ImportDialog", "The records still begin on {was}.")
    return said.format(earliest=day_text(earliest), was=day_text(was))


class _Told(QObject):
    """Carries the rows read so far from the worker thread to the bar (issue 16 §3)."""

    rows = Signal(int, int)


class ImportDialog(QDialog):
    def __init__(
        self, context: AppContext, on_imported: Callable[[], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ImportDialog", "Import records from a workbook"))
        self.context = context
        self.on_imported = on_imported
        self.job: Job | None = None
        #: What the last check found older than the day the records begin (R9).
        self._earlier: tuple[date, date] | None = None
        #: Its choose asks for the workbook; a test replaces it.
        self.file = FileField(self._ask_file)
        self.path, self.browse = self.file.path, self.file.browse
        self.establishment = QComboBox()
        self.establishment.setEditable(True)
        # The first choice, no name: the establishment the workbook's Cover names.
        self.establishment.addItem(
            translate("ImportDialog", "(the establishment named on the workbook's Cover)")
        )
        self.check_button = QPushButton(translate("ImportDialog", "Check the workbook"))
        self.import_button = QPushButton(translate("ImportDialog", "Import"))
        self.import_button.setEnabled(False)
        #: Moving until the workbook is read, then filling as its rows are.
        self.progress = busy_bar()
        self._told = _Told(self)
        self._told.rows.connect(self._rows_read)
        self.outcome = said("outcome")
        self.problems = QListWidget()
        self.problems.setObjectName("problems")
        self.problems.setVisible(False)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        form = new_form()
        form.addRow(translate("ImportDialog", "Workbook"), self.file)
        form.addRow(translate("ImportDialog", "Into"), self.establishment)
        layout = QVBoxLayout(self)
        layout.addWidget(paragraph(translate("ImportDialog", WHY)))
        layout.addLayout(form)
        layout.addLayout(lined_up(self.check_button, self.import_button))
        layout.addWidget(self.progress)
        #: An import on a shared server may wait for another PC's save (ui/waiting.py).
        self.waiting = WaitingBar(self)
        layout.addWidget(self.waiting)
        layout.addWidget(self.outcome)
        layout.addWidget(self.problems, stretch=1)
        layout.addWidget(close)
        self.resize(720, 420)
        self.check_button.clicked.connect(lambda: self._run(dry_run=True))
        self.import_button.clicked.connect(self._import)
        self.path.textChanged.connect(lambda _text: self.import_button.setEnabled(False))
        db = context.db
        # The names to pick from; one may be typed before they are read.
        BackgroundOp(
            lambda: list_establishments(db), self._offer, partial(report_failure, self), owner=self
        ).run_in_background()

    def _offer(self, establishments: list[EstablishmentRow]) -> None:
        self.establishment.addItems([e.name for e in establishments])

    def _ask_file(self, _typed: str) -> str:
        chosen = open_paths(
            self,
            translate("ImportDialog", "Workbook to import"),
            translate("ImportDialog", "Workbook (*.xlsx)"),
        )
        return str(chosen[0]) if chosen else ""

    def _import(self) -> None:
        """Import what was checked; older records than the day the records begin ask first
        whether to move that day to the earliest of them (R9)."""
        if self._earlier is None:
            self._run(dry_run=False)
        else:
            ask_records_begin(self, *self._earlier, answer=self._run_moving)

    def _run_moving(self, move: bool) -> None:
        self._run(dry_run=False, move=move)

    def _run(self, *, dry_run: bool, move: bool = True) -> None:
        path = Path(self.path.text().strip())
        name = self.establishment.currentText().strip()
        from_cover = self.establishment.itemText(0)
        target = None if name in ("", from_cover) else name
        db, actor, today = self.context.db, self.context.actor, self.context.today()
        # Said from the worker thread: the words are chosen here.
        no_file = translate("ImportDialog", "Choose the workbook to import.")

        told = self._told.rows.emit

        def work(_step: Callable[[str], None], _stop: Callable[[], bool]) -> ImportReport:
            if not path.is_file():
                raise NotStarted(no_file)
            return import_workbook(
                db, path, target, actor, today=today, dry_run=dry_run, progress=told,
                move_records_begin=move,
            )  # fmt: skip

        self.job = Job(work, saves=True)  # a check writes too, and rolls back
        self.job.waiting.connect(self.waiting.show_wait)
        self.job.done.connect(self._done)
        self.job.failed.connect(self._failed)
        self._busy(True)
        self.outcome.setText(
            translate("ImportDialog", "Checking every row…")
            if dry_run
            else translate("ImportDialog", "Importing…")
        )
        self.job.start()

    def _rows_read(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _busy(self, busy: bool) -> None:
        self.waiting.end()
        self.progress.setRange(0, 0)
        self.progress.setVisible(busy)
        self.check_button.setEnabled(not busy)
        self.import_button.setEnabled(False)

    def _done(self, report: Any) -> None:
        self.job = None
        self._busy(False)
        self.problems.clear()
        self.problems.setVisible(False)
        self.outcome.setText(summary(report))
        self._earlier = report.earlier if report.dry_run else None
        if report.dry_run:
            self.import_button.setEnabled(True)
        else:
            self.on_imported()

    def _failed(self, exc: Any) -> None:
        self.job = None
        self._busy(False)
        self.problems.clear()
        if isinstance(exc, ImportRefused):
            count = len(exc.problems)
            self.outcome.setText(
                translate(
                    "ImportDialog",
                    "%n problem(s) to correct in the workbook; nothing was imported:",
                    None,
                    count,
                )
            )
            self.problems.addItems([str(p) for p in exc.problems])
            self.problems.setVisible(True)
        elif isinstance(exc, NotStarted | SaveCancelled):
            self.outcome.setText(str(exc))
        else:
            self.outcome.setText(
                translate("ImportDialog", "The workbook can't be imported: {reason}").format(
                    reason=exc
                )
            )
