"""The Dashboard: what is due, sorted by due date and coloured by state (R2–R5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from fog_desktop.i18n import noop, translate
from fog_desktop.parse import days
from fog_desktop.rules.obligations import DUE_SOON_DAYS, ObligationKind, ObligationState
from fog_desktop.services.dashboard import Attention, DueNow, DueRow, due_now
from models import TrainingKind
from ui.dashboard.model import STATE_COLOURS, DueModel
from ui.dates import day_text
from ui.page import Page, heading
from ui.records_page import Visit
from ui.tables import fit_columns, read_only_table, stretch_column

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from ui.dialogs import FormDialog
    from ui.records_page import RecordsPage
    from ui.training.missed_dialog import ExplainMissedDialog

NO_ESTABLISHMENT = noop(
    "DashboardPage", "No establishment yet. Use File > Set up an establishment… to add yours."
)
NOTHING_DUE = noop(
    "DashboardPage",
    "Nothing is due. Record your grease interceptors and traps on the Establishment & "
    "devices page, and their pump-outs and cleanings appear here.",
)
ATTENTION_WHY = noop(
    "DashboardPage",
    "Pump-outs to check: keep the hauler's manifest of each one, and check a pump-out "
    "well under the device's capacity against its manifest.",
)
#: The most rows the list shows before it scrolls.
ATTENTION_ROWS = 6
ACT_HINT = noop("DashboardPage", "Double-click a line, or press Enter, to record what it asks for.")
MISSED_WHY = noop(
    "DashboardPage",
    "These half-years ended without a signed training, and no session now can count for "
    "them. Write what happened and what was done about it: it then shows only in the "
    "records packet, with your note.",
)
DEVICE_DUTIES = (
    ObligationKind.PUMP_OUT,
    ObligationKind.SERVICE_NOW,
    ObligationKind.EARLY_PUMP_OUT,
    ObligationKind.TRAP_CLEANING,
)
TRAINING_OF = {
    ObligationKind.NEW_HIRE_TRAINING: TrainingKind.NEW_HIRE,
    ObligationKind.SEMIANNUAL_TRAINING: TrainingKind.SEMIANNUAL,
}


def _changes(page: Any) -> RecordsPage[Any]:
    return page.changes  # type: ignore[no-any-return]


def _waivers(page: Any) -> RecordsPage[Any]:
    return page.waivers  # type: ignore[no-any-return]


def _notices(page: Any) -> RecordsPage[Any]:
    return page.shown_section(page.notices)  # type: ignore[no-any-return]


def _milestones(page: Any) -> RecordsPage[Any]:
    return page.shown_section(page.milestones)  # type: ignore[no-any-return]


@cache
def _visits() -> dict[ObligationKind, Visit]:
    """Where a duty's record is shown, for the duties on another page, by kind: its
    page, what to open there once the record is selected (None: show it), and its list
    on a page of several (R8a, R8b, R8e). Loaded on the first double-click: the pages'
    modules are not the Dashboard's to load at start (issue 16 §1)."""
    # Each page is imported when a line first sends the user to it (PLC0415).
    from ui.changes.page import ChangesPage, WaiversList  # noqa: PLC0415
    from ui.city.milestones import MilestonesSection  # noqa: PLC0415
    from ui.city.notices import NoticesSection  # noqa: PLC0415
    from ui.city.page import CityInspectionsPage  # noqa: PLC0415
    from ui.incidents import IncidentsPage  # noqa: PLC0415
    from ui.self_inspection import SelfInspectionPage  # noqa: PLC0415

    listed: dict[ObligationKind, tuple[type[Page[Any]], Callable[[Any], Any], Any]] = {
        ObligationKind.PLANNED_CHANGE_NOTICE: (ChangesPage, _changes, None),
        ObligationKind.WAIVER_FEE: (ChangesPage, _waivers, WaiversList.fee_paid),
        ObligationKind.SEWER_MAIN_CLEANING: (ChangesPage, _waivers, None),
        ObligationKind.INTERCEPTOR_AFTER_REVOCATION: (ChangesPage, _waivers, None),
        ObligationKind.HEARING_REQUEST: (
            CityInspectionsPage,
            _notices,
            NoticesSection.reply_to_city,
        ),
        ObligationKind.APPEAL: (CityInspectionsPage, _notices, NoticesSection.record_follow_up),
        ObligationKind.CIVIL_PENALTY_PAYMENT: (
            CityInspectionsPage,
            _notices,
            NoticesSection.record_follow_up,
        ),
        ObligationKind.CLEANUP_COST_PAYMENT: (
            CityInspectionsPage,
            _notices,
            NoticesSection.record_follow_up,
        ),
        ObligationKind.INTERCEPTOR_INSTALLATION: (
            CityInspectionsPage,
            _notices,
            NoticesSection.record_follow_up,
        ),
        ObligationKind.COMPLIANCE_MILESTONE: (
            CityInspectionsPage,
            _milestones,
            MilestonesSection.report_progress,
        ),
    }
    visits = {kind: Visit(page, 0, then, part) for kind, (page, part, then) in listed.items()}
    visits[ObligationKind.WRITTEN_CONFIRMATION] = Visit(IncidentsPage, 0, IncidentsPage.make_letter)
    visits[ObligationKind.CITY_PHONE_NOTICE] = Visit(IncidentsPage, 0, IncidentsPage.record_notice)
    visits[ObligationKind.HEALTH_DEPT_PHONE_NOTICE] = Visit(
        IncidentsPage, 0, IncidentsPage.record_notice
    )
    visits[ObligationKind.CORRECTIVE_ACTION] = Visit(SelfInspectionPage, 0)
    return visits


def _label(name: str, role: str, text: str = "", *, wrap: bool = True) -> QLabel:
    """A label found by its name, drawn by the style sheet's rule for its role."""
    label = QLabel(text)
    label.setObjectName(name)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label


class DashboardPage(Page[DueNow]):
    #: The page's name, and its key in the window (translated where the window shows it).
    title = noop("Page", "Dashboard")
    sets_alert = True

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.model = DueModel()
        # Above all else: until a backup can be made, the records have no safety copy.
        self.backup_problem = _label("backup_problem", "error")
        self.heading = heading(translate("DashboardPage", "What is due"))
        self.summary = _label("summary", "summary", wrap=False)
        self.empty = _label("empty_state", "")
        self.table = read_only_table(self.model)
        self.table.setToolTip(translate("DashboardPage", ACT_HINT))
        # The subject (a device's location can be long) gives way, so every column shows
        # without scrolling sideways; its whole text is in the tooltip.
        stretch_column(self.table, DueModel.SUBJECT)
        self.table.activated.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.addWidget(self.backup_problem)
        heading_row = self.with_help(self.heading)
        heading_row.addStretch()
        layout.addLayout(heading_row)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, stretch=1)
        layout.addWidget(self.empty)
        self._add_missed(layout)
        self.attention_heading = heading(translate("DashboardPage", "Needs attention"))
        self.attention_why = _label(
            "attention_why", "hint", translate("DashboardPage", ATTENTION_WHY)
        )
        self.attention_why.setToolTip(
            translate("DashboardPage", "Rule R2: pump-outs, their manifests and their gallons.")
        )
        self.attention = QListWidget()
        self.attention.setObjectName("needs_attention")
        self.attention.setAccessibleName(translate("DashboardPage", "Needs attention"))
        self.attention.itemActivated.connect(self._attention_activated)
        layout.addWidget(self.attention_heading)
        layout.addWidget(self.attention_why)
        layout.addWidget(self.attention)
        layout.addStretch(0)

    def _add_missed(self, layout: QVBoxLayout) -> None:
        """R4, missed: the half-years whose training ended unmet, until explained."""
        self.missed_model = DueModel()
        self.missed_heading = heading(translate("DashboardPage", "Missed: record what happened"))
        self.missed_why = _label("missed_why", "hint", translate("DashboardPage", MISSED_WHY))
        self.missed_why.setToolTip(
            translate(
                "DashboardPage", "Rule R4: twice each calendar year; a missed half is explained."
            )
        )
        self.missed_table = read_only_table(self.missed_model)
        self.missed_table.setObjectName("missed")
        self.missed_table.setAccessibleName(translate("DashboardPage", "Missed trainings"))
        stretch_column(self.missed_table, DueModel.SUBJECT)
        self.missed_table.activated.connect(self.explain_missed)
        self.missed_table.selectionModel().selectionChanged.connect(self._missed_chosen)
        self.explain_button = QPushButton(translate("DashboardPage", "Record what happened…"))
        self.explain_button.setEnabled(False)
        self.explain_button.clicked.connect(self.explain_missed)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.explain_button)
        self._missed_widgets = (self.missed_heading, self.missed_why, self.missed_table)
        for widget in self._missed_widgets:
            layout.addWidget(widget)
        layout.addLayout(buttons)

    def load(self, establishment_id: int | None) -> DueNow:
        return due_now(self.context.db, establishment_id, self.context.today())

    def show_loaded(self, loaded: DueNow) -> None:
        problem = self.context.backup_problem
        self.backup_problem.setText(problem or "")
        self.backup_problem.setVisible(problem is not None)
        self._show(loaded)
        self._show_missed(loaded.missed)
        self._show_attention(loaded.attention)

    def _show_missed(self, rows: tuple[DueRow, ...]) -> None:
        """The section is hidden while nothing is missed."""
        self.missed_model.set_rows(rows)
        fit_columns(self.missed_table)
        shown = min(len(rows), ATTENTION_ROWS)
        header = self.missed_table.horizontalHeader().height()
        frame = 2 * self.missed_table.frameWidth()
        row_height = self.missed_table.verticalHeader().defaultSectionSize()
        self.missed_table.setFixedHeight(frame + header + shown * row_height)
        for widget in self._missed_widgets:
            widget.setVisible(bool(rows))
        self.explain_button.setVisible(bool(rows))
        self._missed_chosen()

    def _missed_chosen(self, *_: object) -> None:
        self.explain_button.setEnabled(self.missed_table.selectionModel().hasSelection())

    def explain_missed(self, *_: object) -> ExplainMissedDialog | None:
        """Record what happened in the missed half chosen (R4)."""
        chosen = self.missed_table.selectionModel().selectedRows()
        establishment_id = self.establishment_id
        if not chosen or establishment_id is None:
            return None
        missed = self.missed_model.row(chosen[0].row())
        from ui.training.missed_dialog import ExplainMissedDialog  # noqa: PLC0415  (as in act_on)

        dialog = ExplainMissedDialog(self, self.context, establishment_id, missed)
        dialog.accepted.connect(self.records_changed)
        dialog.open()
        return dialog

    def _show_attention(self, rows: tuple[Attention, ...]) -> None:
        """The pump-outs to check (R2); the section is hidden while there are none."""
        self.attention.clear()
        background, foreground = STATE_COLOURS[ObligationState.DUE_SOON]
        for row in rows:
            item = QListWidgetItem(row.text)
            item.setData(Qt.ItemDataRole.UserRole, row.entry_id)
            item.setToolTip(
                translate("DashboardPage", "Double-click to show it on the Maintenance page.")
            )
            item.setBackground(QBrush(QColor(background)))
            item.setForeground(QBrush(QColor(foreground)))
            self.attention.addItem(item)
        shown = min(len(rows), ATTENTION_ROWS)
        frame = 2 * self.attention.frameWidth()
        self.attention.setFixedHeight(frame + shown * max(self.attention.sizeHintForRow(0), 1))
        for widget in (self.attention_heading, self.attention_why, self.attention):
            widget.setVisible(bool(rows))

    def _show(self, loaded: DueNow) -> None:
        name, obligations, as_of = loaded.name, loaded.rows, loaded.as_of
        if name:
            self.heading.setText(
                translate("DashboardPage", "What is due at {name}").format(name=name)
            )
        else:
            self.heading.setText(translate("DashboardPage", "What is due"))
        self.model.set_rows(obligations)
        fit_columns(self.table)
        states = [r.obligation.state(as_of) for r in obligations]
        overdue = states.count(ObligationState.OVERDUE)
        soon = states.count(ObligationState.DUE_SOON)
        self.summary.setText(
            translate(
                "DashboardPage", "As of {date}: {overdue} overdue, {soon} due within {days}"
            ).format(date=day_text(as_of), overdue=overdue, soon=soon, days=days(DUE_SOON_DAYS))
        )
        self.table.setVisible(bool(obligations))
        empty = NOTHING_DUE if name else NO_ESTABLISHMENT
        self.empty.setText(translate("DashboardPage", empty))
        self.empty.setVisible(not obligations)
        alert = translate("DashboardPage", "{count} overdue").format(count=overdue)
        self.alert_changed.emit(alert if overdue else "")

    # --- Acting on a line ------------------------------------------------------------------

    def _activated(self, index: QModelIndex) -> None:
        self.act_on(self.model.row(index.row()))

    def act_on(self, row: DueRow) -> FormDialog[int] | None:
        """Open what a duty asks for: a pump-out or cleaning due, the new entry for that
        device; a training due, a new session with that person ticked; an incident's
        notice or written confirmation, its call or its letter on the Incidents page; a
        checklist due, a new checklist; a corrective action, its checklist on the
        Self-inspection page; a planned change's notice or a waiver's duty, its record on
        the Changes & waivers page (a fee, its payment); a notice of violation's step or a
        milestone, its record on the City inspections page (a hearing request, the reply
        to the city; a payment, an appeal or an interceptor, what followed; a milestone,
        its progress). A duty met already opens nothing."""
        o, establishment_id = row.obligation, self.establishment_id
        if o.met_on is not None or establishment_id is None:
            return None
        _, _, pk = o.source.partition(":")
        visit = _visits().get(o.kind)
        if visit is not None:
            self.visit.emit(replace(visit, pk=int(pk)))
            return None
        # A form is loaded when a line first opens one (PLC0415).
        from ui.maintenance.entry_form import EntryFormDialog  # noqa: PLC0415
        from ui.self_inspection.checklist_form import ChecklistFormDialog  # noqa: PLC0415
        from ui.training.session_form import SessionFormDialog  # noqa: PLC0415

        dialog: FormDialog[int]
        if o.kind in TRAINING_OF:
            dialog = SessionFormDialog(
                self, self.context, establishment_id, attendee=o.subject, kind=TRAINING_OF[o.kind]
            )
        elif o.kind in DEVICE_DUTIES:
            dialog = EntryFormDialog(self, self.context, establishment_id, device_id=o.subject)
        elif o.kind == ObligationKind.SELF_INSPECTION:
            dialog = ChecklistFormDialog(self, self.context, establishment_id)
        else:
            return None
        dialog.accepted.connect(self.records_changed)
        dialog.open()
        return dialog

    def _attention_activated(self, item: QListWidgetItem) -> None:
        from ui.maintenance.page import MaintenancePage  # noqa: PLC0415  (as in act_on)

        self.visit.emit(Visit(MaintenancePage, int(item.data(Qt.ItemDataRole.UserRole))))
