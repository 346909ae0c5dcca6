"""Beside the chart: what an interceptor's readings say about its maintenance frequency,
with the data behind it (R8d), the E.4 request to draft and the city's answer to record;
for a grease trap, its cleaning interval and the city's approval of a longer one (R3).

The panel reads the analysis off the GUI thread as the device charted changes; a
warning says so when the interceptor fills faster than its approved frequency (E.5).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.parse import number_text
from fog_desktop.reports.fonts import register_fonts
from fog_desktop.reports.frequency_letter import default_file_name, write_frequency_request
from fog_desktop.rules.frequency import Analysis
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.frequency import FrequencyReport, frequency_report
from fog_desktop.services.frequency_approvals import (
    ApprovalRow,
    void_approval,
)
from models import DeviceType
from ui.dates import day_text
from ui.dialogs import VoidDialog, report_failure
from ui.files import save_path, suggested
from ui.forms import paragraph, text_label
from ui.looks import give_role
from ui.maintenance.approval_dialog import ApprovalDialog
from ui.operations import BackgroundOp, saying_why
from ui.widgets.states import URGENT_COLOUR, styled

#: The panel's width beside the chart: room for a sentence of a few words a line.
PANEL_WIDTH = 300


def rate_shown(rate: object) -> str:
    """0.67% a day, in the interface's language (R8d)."""
    return translate("FrequencyPanel", "{rate}% a day").format(rate=rate)


def analysis_text(found: Analysis) -> str:
    """The rates, the day the limit is reached and the suggestion, in the window's words
    (R8d)."""
    rates = ", ".join(rate_shown(c.rate_per_day) for c in found.cycles)
    lines = [
        translate("FrequencyPanel", "Rate per pump-out cycle: {rates}.").format(rates=rates),
        translate(
            "FrequencyPanel",
            "Average {average}; highest of the last three cycles and the current one {highest}.",
        ).format(average=rate_shown(found.average_rate), highest=rate_shown(found.highest_rate)),
    ]
    limit = number_text(found.limit_percent)
    if found.reaches_25 is None:
        lines.append(
            translate("FrequencyPanel", "At that rate it never reaches {limit}%.").format(
                limit=limit
            )
        )
    else:
        lines.append(
            translate(
                "FrequencyPanel", "From the pump-out on {since} it reaches {limit}% on {day}."
            ).format(since=day_text(found.since), limit=limit, day=day_text(found.reaches_25))
        )
    suggested_text = (
        found.suggested.shown
        if found.suggested is not None
        else translate("FrequencyPanel", "none: it fills in less than a week")
    )
    lines.append(
        translate(
            "FrequencyPanel", "Suggested frequency: {suggested} (approved: {approved})."
        ).format(suggested=suggested_text, approved=found.approved.shown)
    )
    return "\n".join(lines)


def cycles_text(found: Analysis) -> str:
    """The data behind the rates, a cycle a line: its dates, highest reading and rate (R8d)."""
    lines = []
    for c in found.cycles:
        end = day_text(c.end) if c.end else translate("FrequencyPanel", "now")
        lines.append(
            translate(
                "FrequencyPanel",
                "{start} to {end}: highest {percent}% on {day}, day {days}: {rate}",
            ).format(
                start=day_text(c.start),
                end=end,
                percent=c.highest.percent,
                day=day_text(c.highest.day),
                days=c.days,
                rate=rate_shown(c.rate_per_day),
            )
        )
    return "\n".join(lines)


def warning_text(found: Analysis) -> str:
    """The E.5 warning, or "" when it fills no faster than its schedule (R8d)."""
    if not found.fills_faster:
        return ""
    if found.reaches_25 is None:
        return translate("FrequencyPanel", "It fills faster than its approved frequency.")
    return translate(
        "FrequencyPanel",
        "It fills faster than its approved frequency: pump it out by {day}, and ask the "
        "program manager for a shorter frequency.",
    ).format(day=day_text(found.reaches_25))


def approval_text(approval: ApprovalRow) -> str:
    """3 months on 10/3/2025: an approval of the program manager on file (R8d)."""
    return translate("FrequencyPanel", "{frequency} on {day}").format(
        frequency=approval.frequency.shown, day=day_text(approval.approved_on)
    )


def choose_request_path(parent: QWidget, offered: Path) -> Path | None:
    """Ask where to save the request, with the platform's file dialog."""
    title = translate("FrequencyPanel", "Save the request")
    pdf_filter = translate("FrequencyPanel", "PDF documents (*.pdf)")
    return save_path(parent, title, offered, pdf_filter, ".pdf")


class FrequencyPanel(QWidget):
    """An interceptor's frequency from its readings, its request and its approval; a
    trap's interval and its approval (R3).

    ``changed`` is emitted once an approval is stored: the device's frequency changed.
    ``choose_path`` is an attribute so that a test can replace the file dialog.
    """

    changed = Signal()

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.setObjectName("frequency_panel")
        self.context = context
        self.choose_path: Callable[[QWidget, Path], Path | None] = choose_request_path
        self._establishment_id: int | None = None
        self._device: DeviceRow | None = None
        self._today = context.today()
        self.report: FrequencyReport | None = None
        #: Counts the analyses asked for: one of a device no longer chosen is dropped.
        self._reading = 0
        self.title = title = text_label("frequency_title")
        give_role(title, "summary")
        self.text = text_label("frequency_text")
        self.warning = text_label("frequency_warning")
        styled(self.warning, bold=True, colour=URGENT_COLOUR)
        self.status = text_label("frequency_status")
        self.request_button = QPushButton(
            translate("FrequencyPanel", "Request a frequency change…")
        )
        self.request_button.setObjectName("request_frequency")
        self.request_button.clicked.connect(self.request_change)
        self.answer_button = QPushButton(translate("FrequencyPanel", "Record the city's answer…"))
        self.answer_button.setObjectName("record_approval")
        self.answer_button.clicked.connect(self.record_answer)
        self.void_button = QPushButton(translate("FrequencyPanel", "Void the last approval…"))
        self.void_button.setObjectName("void_approval")
        self.void_button.setToolTip(
            translate("FrequencyPanel", "For an approval entered in error (R6)")
        )
        self.void_button.clicked.connect(self.void_last_approval)
        inside = QWidget()
        column = QVBoxLayout(inside)
        column.setContentsMargins(0, 0, 4, 0)
        for widget in (title, self.text, self.warning, self.status):
            column.addWidget(widget)
        column.addWidget(self.request_button, alignment=Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.answer_button, alignment=Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.void_button, alignment=Qt.AlignmentFlag.AlignLeft)
        column.addStretch()
        # The chart's height is the page's to share: the words scroll rather than cut.
        scroll = QScrollArea()
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(inside)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.setFixedWidth(PANEL_WIDTH)
        self.setVisible(False)

    def show_device(
        self, establishment_id: int | None, device: DeviceRow | None, today: date
    ) -> None:
        """Analyse ``device`` in the background, or read a trap's approvals (R3); the panel
        is hidden for another kind of device or none."""
        self._reading += 1
        reading = self._reading
        self._establishment_id, self._device, self._today = establishment_id, device, today
        self.status.setText("")
        approvable = (DeviceType.INTERCEPTOR, DeviceType.TRAP)
        if device is None or device.type not in approvable or establishment_id is None:
            self.report = None
            self.setVisible(False)
            return
        db, device_id = self.context.db, device.device_id

        def read() -> FrequencyReport:
            return frequency_report(db, establishment_id, device_id, today, trap=True)

        def show(report: FrequencyReport) -> None:
            if reading == self._reading:
                self.show_report(report)

        BackgroundOp(
            read, show, lambda exc: report_failure(self, exc), owner=self
        ).run_in_background()

    def show_report(self, report: FrequencyReport) -> None:
        self.report = report
        found = report.analysis
        is_trap = self._device is not None and self._device.type == DeviceType.TRAP
        self.title.setText(
            translate("FrequencyPanel", "Cleaning interval (R3)")
            if is_trap
            else translate("FrequencyPanel", "Frequency from the readings")
        )
        if is_trap and self._device is not None:
            said = translate(
                "FrequencyPanel",
                "Cleaning interval: {frequency}. A longer interval than the ordinance's "
                "counts only from the date of the city's approval: record its answer here.",
            ).format(frequency=self._device.frequency_shown)
            self.warning.setText("")
        elif found is None:
            said = translate(
                "FrequencyPanel",
                "{refusal} A cycle runs from one full pump-out to the next; record a "
                "Measurement in each.",
            ).format(refusal=report.refusal)
            self.warning.setText("")
        else:
            said = analysis_text(found)
            self.warning.setText(warning_text(found))
        self.text.setToolTip(cycles_text(found) if found is not None else "")
        in_use = [a for a in report.approvals if not a.is_void]
        if in_use:
            said += "\n" + translate("FrequencyPanel", "Approvals on file: {approvals}.").format(
                approvals="; ".join(approval_text(a) for a in in_use)
            )
        self.text.setText(said)
        self.void_button.setVisible(bool(in_use))
        self.warning.setVisible(bool(self.warning.text()))
        # The E.4 request rests on an interceptor's readings: a trap has none.
        self.request_button.setVisible(not is_trap)
        self.request_button.setEnabled(found is not None and found.suggested is not None)
        self.setVisible(True)

    def request_change(self) -> None:
        """Ask where, then draft the E.4 request off the GUI thread (R8d)."""
        device, establishment_id = self._device, self._establishment_id
        if device is None or establishment_id is None:
            return
        path = self.choose_path(self, suggested(default_file_name(device.device_id)))
        if path is None:
            return
        register_fonts()  # on the GUI thread: the fonts are shared with the window
        db, today, device_id = self.context.db, self._today, device.device_id
        self.request_button.setEnabled(False)
        self.status.setText(
            translate("FrequencyPanel", "Writing the request to {path}…").format(path=path)
        )

        def written(done: Path) -> None:
            self.request_button.setEnabled(True)
            self.status.setText(
                translate(
                    "FrequencyPanel",
                    "Request saved: {path}. Print it, sign it and send it to the program "
                    "manager; when they answer, click Record the city's answer….",
                ).format(path=done)
            )

        def failed(reason: str) -> None:
            self.request_button.setEnabled(True)
            self.status.setText(
                translate(
                    "FrequencyPanel", "The request can't be saved to {path}: {reason}"
                ).format(path=path, reason=reason)
            )

        BackgroundOp(
            lambda: write_frequency_request(db, establishment_id, device_id, path, today=today),
            written,
            saying_why(failed),
            owner=self,
        ).run_in_background()

    def record_answer(self) -> ApprovalDialog | None:
        device, establishment_id = self._device, self._establishment_id
        if device is None or establishment_id is None:
            return None
        found = self.report.analysis if self.report is not None else None
        offered = found.suggested if found is not None else None
        dialog = ApprovalDialog(self, self.context, establishment_id, device, offered)
        dialog.accepted.connect(self.changed)
        dialog.open()
        return dialog

    def last_approval(self) -> ApprovalRow | None:
        """The device's latest approval in use, the one an error is most likely in."""
        in_use = [a for a in self.report.approvals if not a.is_void] if self.report else []
        return max(in_use, key=lambda a: (a.approved_on, a.id), default=None)

    def void_last_approval(self) -> VoidDialog | None:
        """Void the latest approval, entered in error (R8d, R6). The device keeps the
        frequency it has; the dialog says to amend it if that was wrong too."""
        approval = self.last_approval()
        if approval is None:
            return None
        db, actor, pk = self.context.db, self.context.actor, approval.id
        label = translate("FrequencyPanel", "the approval of {approval}").format(
            approval=approval_text(approval)
        )
        dialog = VoidDialog(self, label, lambda reason: void_approval(db, pk, reason, actor))
        kept = paragraph(
            translate(
                "FrequencyPanel",
                "{device} keeps the frequency it has. If that is wrong too, amend the device on "
                "Establishment & devices to the frequency really approved.",
            ).format(device=approval.device_id)
        )
        kept.setObjectName("void_consequence")
        dialog.content.insertWidget(1, kept)
        dialog.accepted.connect(self.changed)
        dialog.open()
        return dialog
