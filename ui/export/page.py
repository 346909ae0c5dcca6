"""The Export page: hand the inspector the records packet within a minute (R7).

The window defaults to the two years ending today; the manager picks the format and
where to save. The export runs off the GUI thread with its steps shown and a Cancel; a
cancelled or failed export leaves no file under the chosen name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from fog_desktop.context import AppContext
from fog_desktop.exchange.cells import Cancelled
from fog_desktop.exchange.packet import export_packet
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.i18n import noop, translate
from fog_desktop.ordinance import default
from fog_desktop.parse import FIRST_DATE, LAST_DATE
from fog_desktop.reports.letter import write_confirmation_letter
from fog_desktop.reports.packet import render_packet_pdf, write_packet_pdf
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.ordinances import profile_of
from ui.dates import short_format
from ui.export.job import FileField, Job, NotStarted, busy_bar, said
from ui.export.pdf_actions import has_pdf, open_pdf, pdf_of, print_pdf
from ui.files import save_path
from ui.forms import heading, new_form, paragraph
from ui.page import Page
from ui.widgets.lined_up import lined_up

SUMMARY = noop("ExportPage", "Printable PDF, summary only: pages 1–2 for a quick hand-over (.pdf)")
#: Format label → file extension; the summary is the packet's first pages only.
FORMATS = {
    noop("ExportPage", "Records packet: workbook, PDF and every scan (.zip)"): "zip",
    noop("ExportPage", "Workbook for Excel or LibreOffice (.xlsx)"): "xlsx",
    noop("ExportPage", "Printable PDF, the full packet (.pdf)"): "pdf",
    SUMMARY: "pdf",
}
WHY = noop(
    "ExportPage",
    "The packet holds every record of the window: devices, the pump-out and cleaning log, "
    "manifests, training sign-offs, incidents, the obligations and their state, the scans "
    "and signatures, and the audit trail's verification.",
)

PRINT_FROM_VIEWER = noop(
    "ExportPage", "The PDF opened in your PDF viewer: print it from there (Ctrl+P)."
)


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _day(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())


@dataclass(frozen=True)
class Suggested:
    """The window and the file the page offers, read off the GUI thread."""

    window: Window
    #: Where to save, without the format's extension; None without an establishment.
    stem: Path | None


class ExportPage(Page[Suggested]):
    title = noop("Page", "Export")

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.job: Job | None = None
        self.heading = heading(translate("ExportPage", "Records packet for the inspector"))
        self.start = QDateEdit()
        self.end = QDateEdit()
        for edit in (self.start, self.end):
            edit.setCalendarPopup(True)
            # The user's short format, as every date on screen (ui.dates).
            edit.setDisplayFormat(short_format())
            # The dates every record may hold (fog_desktop.parse): nothing later overflows.
            edit.setDateRange(
                QDate(FIRST_DATE.year, FIRST_DATE.month, FIRST_DATE.day),
                QDate(LAST_DATE.year, LAST_DATE.month, LAST_DATE.day),
            )
        self.format = QComboBox()
        # Each format in words, known by its English label.
        for label in FORMATS:
            self.format.addItem(translate("ExportPage", label), label)
        #: Its choose asks where to save; a test replaces it.
        self.file = FileField(self._ask_path)
        self.path, self.browse = self.file.path, self.file.browse
        self.export_button = QPushButton(translate("ExportPage", "Export"))
        self.export_button.setObjectName("export")
        self.cancel_button = QPushButton(translate("ExportPage", "Cancel"))
        self.cancel_button.setEnabled(False)
        self.progress = busy_bar()
        self.status = said("status")
        self.open_folder = QPushButton(translate("ExportPage", "Open folder"))
        self.open_pdf = QPushButton(translate("ExportPage", "Open the PDF"))
        self.print_button = QPushButton(translate("ExportPage", "Print…"))
        self.print_button.setObjectName("print")
        self._done = (self.open_pdf, self.print_button, self.open_folder)
        for button in self._done:
            button.setVisible(False)
        #: The file the last export saved, and the PDF opened of it (a zip's, taken out).
        self.saved: Path | None = None
        self._pdf: Path | None = None
        self._lay_out()
        self.export_button.clicked.connect(self.export)
        self.cancel_button.clicked.connect(self.cancel)
        self.format.currentIndexChanged.connect(self._match_extension)
        self.open_folder.clicked.connect(self._open_folder)
        self.open_pdf.clicked.connect(self._open_pdf)
        self.print_button.clicked.connect(self._print)

    def _lay_out(self) -> None:
        form = new_form()
        window = lined_up(self.start, QLabel(translate("ExportPage", "to")), self.end)
        form.addRow(translate("ExportPage", "Records from"), window)
        form.addRow(translate("ExportPage", "Format"), self.format)
        form.addRow(translate("ExportPage", "Save as"), self.file)
        layout = QVBoxLayout(self)
        heading_row = self.with_help(self.heading)
        heading_row.addStretch()
        layout.addLayout(heading_row)
        layout.addWidget(paragraph(translate("ExportPage", WHY)))
        layout.addLayout(form)
        layout.addLayout(lined_up(self.export_button, self.cancel_button))
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addLayout(lined_up(*self._done))
        layout.addStretch()

    def load(self, establishment_id: int | None) -> Suggested:
        if establishment_id is None:
            return Suggested(Window.two_years_to(self.context.today(), default()), None)
        window = Window.two_years_to(
            self.context.today(), profile_of(self.context.db, establishment_id)
        )
        name = get_establishment(self.context.db, establishment_id).name
        safe = "".join(c if c.isalnum() else "-" for c in name).strip("-")
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        folder = Path(documents) if documents and Path(documents).is_dir() else Path.home()
        stem = translate("ExportPage", "FOG-records-{establishment}-{day}").format(
            establishment=safe, day=window.end.isoformat()
        )
        return Suggested(window, folder / stem)

    def show_loaded(self, loaded: Suggested) -> None:
        if self.job is not None:
            return
        self.start.setDate(_qdate(loaded.window.start))
        self.end.setDate(_qdate(loaded.window.end))
        if loaded.stem is not None and not self.path.text():
            self.path.setText(f"{loaded.stem}.{self._extension()}")
        self.export_button.setEnabled(self.establishment_id is not None)

    def _extension(self) -> str:
        return FORMATS[str(self.format.currentData())]

    def _match_extension(self) -> None:
        text = self.path.text()
        if text:
            self.path.setText(str(Path(text).with_suffix(f".{self._extension()}")))

    def _ask_path(self, suggested: str) -> str:
        chosen = save_path(
            self, translate("ExportPage", "Save the records packet as"), Path(suggested), ""
        )
        return str(chosen) if chosen else ""

    def export(self) -> None:
        est_id = self.establishment_id
        target = Path(self.path.text().strip())
        window = Window(_day(self.start.date()), _day(self.end.date()))
        if est_id is None or not self.path.text().strip():
            self.status.setText(translate("ExportPage", "Choose where to save the packet."))
            return
        if window.start > window.end:
            self.status.setText(translate("ExportPage", "The first date is after the last one."))
            return
        db, kind = self.context.db, self._extension()
        summary_only = self.format.currentData() == SUMMARY
        # Said from the worker thread: the words are chosen here.
        no_folder = translate("ExportPage", "The folder {folder} does not exist.")
        writing = (
            translate("ExportPage", "Writing the printable summary")
            if summary_only
            else translate("ExportPage", "Writing the printable PDF")
        )

        def work(step: Callable[[str], None], stop: Callable[[], bool]) -> Path:
            if not target.parent.is_dir():
                raise NotStarted(no_folder.format(folder=target.parent))
            if kind == "xlsx":
                export_workbook(db, est_id, target, window, progress=step, stop=stop)
            elif kind == "pdf":
                step(writing)
                write_packet_pdf(db, est_id, target, window, summary_only=summary_only)
            else:
                export_packet(
                    db,
                    est_id,
                    target,
                    window,
                    write_pdf=render_packet_pdf,
                    write_letter=write_confirmation_letter,
                    progress=step,
                    stop=stop,
                )
            return target

        self.job = Job(work)
        self.job.step.connect(self.status.setText)
        self.job.done.connect(self._finished)
        self.job.failed.connect(self._failed)
        self._running(True)
        self.status.setText(translate("ExportPage", "Starting…"))
        self.job.start()

    def cancel(self) -> None:
        if self.job is not None:
            self.status.setText(translate("ExportPage", "Stopping…"))
            self.job.cancel()

    def _running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.export_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for button in self._done:
            button.setVisible(False)

    def _finished(self, path: Any) -> None:
        self.job = None
        self._running(False)
        self.status.setText(
            translate(
                "ExportPage", "Saved {path}. Hand it to the inspector, or print the PDF."
            ).format(path=path)
        )
        self.saved, self._pdf = Path(path), None
        self.open_folder.setVisible(True)
        for button in (self.open_pdf, self.print_button):
            button.setVisible(has_pdf(self.saved))

    def _failed(self, exc: Any) -> None:
        self.job = None
        self._running(False)
        if isinstance(exc, Cancelled):
            self.status.setText(translate("ExportPage", "Export cancelled; no file was saved."))
        elif isinstance(exc, NotStarted):
            self.status.setText(str(exc))
        else:
            self.status.setText(
                translate("ExportPage", "The export failed and no file was saved: {reason}").format(
                    reason=exc
                )
            )

    def _open_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(self.path.text()).parent)))

    def _the_pdf(self) -> Path | None:
        if self._pdf is None and self.saved is not None:
            self._pdf = pdf_of(self.saved)
        return self._pdf

    def _open_pdf(self) -> None:
        pdf = self._the_pdf()
        if pdf is not None and not open_pdf(pdf):
            self.status.setText(
                translate(
                    "ExportPage", "No program opened {path}: open it from its folder."
                ).format(path=pdf)
            )

    def _print(self) -> None:
        pdf = self._the_pdf()
        if pdf is not None and not print_pdf(pdf):
            self.status.setText(translate("ExportPage", PRINT_FROM_VIEWER))
