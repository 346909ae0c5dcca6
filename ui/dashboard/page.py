"""The Dashboard page: what is due, read from the services, and what each line opens
(R1–R5, R8); its rows are drawn by ui/dashboard/view.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QListWidgetItem, QVBoxLayout

from fog_desktop.due import DueNow, DueRow
from fog_desktop.rules.obligations import ObligationKind
from ui.dashboard.view import TITLE, DueView, widths_name
from ui.language import language_of
from ui.page import Page
from ui.records_page import Visit

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from ui.dialogs import FormDialog
    from ui.records_page import RecordsPage
    from ui.training.missed_dialog import ExplainMissedDialog

DEVICE_DUTIES = (
    ObligationKind.PUMP_OUT,
    ObligationKind.SERVICE_NOW,
    ObligationKind.EARLY_PUMP_OUT,
    ObligationKind.TRAP_CLEANING,
)


def _changes(page: Any) -> RecordsPage[Any]:
    return page.changes  # type: ignore[no-any-return]


def _waivers(page: Any) -> RecordsPage[Any]:
    return page.waivers  # type: ignore[no-any-return]


def _notices(page: Any) -> RecordsPage[Any]:
    return page.shown_section(page.notices)  # type: ignore[no-any-return]


def _milestones(page: Any) -> RecordsPage[Any]:
    return page.shown_section(page.milestones)  # type: ignore[no-any-return]


def _reports(page: Any) -> RecordsPage[Any]:
    return page.shown_section(page.milestones).reports  # type: ignore[no-any-return]


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
    from ui.city.reports import ReportsList  # noqa: PLC0415
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
        ObligationKind.NONCOMPLIANCE_FEE_PAYMENT: (
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
            MilestonesSection.record_done,
        ),
        ObligationKind.PROGRESS_REPORT: (CityInspectionsPage, _reports, ReportsList.record_sent),
    }
    visits = {kind: Visit(page, 0, then, part) for kind, (page, part, then) in listed.items()}
    visits[ObligationKind.WRITTEN_CONFIRMATION] = Visit(IncidentsPage, 0, IncidentsPage.make_letter)
    visits[ObligationKind.CITY_PHONE_NOTICE] = Visit(IncidentsPage, 0, IncidentsPage.record_notice)
    visits[ObligationKind.HEALTH_DEPT_PHONE_NOTICE] = Visit(
        IncidentsPage, 0, IncidentsPage.record_notice
    )
    visits[ObligationKind.CORRECTIVE_ACTION] = Visit(SelfInspectionPage, 0)
    return visits


class DashboardPage(Page[DueNow]):
    """The Dashboard: its :class:`~ui.dashboard.view.DueView`, read from the services,
    and what a double-click on a line opens."""

    title = TITLE
    sets_alert = True

    def __init__(self, context: AppContext, *, painted: DueView | None = None) -> None:
        """``painted``: the view the window's first paint filled from the snapshot, taken
        over as it is rather than built and filled again (issue 16 §1)."""
        super().__init__(context)
        # The language the reading is kept in, for the next start (fog_desktop/snapshot.py).
        self._language = language_of(context.settings.language)
        self.view = painted or DueView()
        self.help_button = self.view.help_button
        self.help_button.clicked.connect(self.ask_help)
        self.view.table.activated.connect(self._activated)
        self.view.missed_table.activated.connect(self.explain_missed)
        self.view.explain_button.clicked.connect(self.explain_missed)
        self.view.attention.itemActivated.connect(self._attention_activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.loaded.connect(self._keep_next_day)

    def load(self, establishment_id: int | None) -> DueNow:
        # Off the GUI thread, and after the first paint: the services bring the models.
        from fog_desktop.services.dashboard import due_now_kept  # noqa: PLC0415

        context = self.context
        return due_now_kept(
            context.db,
            establishment_id,
            context.today(),
            folder=context.paths.data_dir,
            language=self._language,
        )

    def _keep_next_day(self) -> None:
        """Once a reading is shown, the next day's is kept beside it, for the first start
        of the next morning (fog_desktop/snapshot.py)."""
        from fog_desktop.services.dashboard import keep_next_day  # noqa: PLC0415  (as load)

        context, establishment_id = self.context, self.establishment_id
        if establishment_id is None or context.db.sqlite_path is None:
            return
        as_of, folder, language = context.today(), context.paths.data_dir, self._language
        self.in_background(
            lambda: keep_next_day(
                context.db, establishment_id, as_of, folder=folder, language=language
            ),
            lambda _: None,
        )

    def show_loaded(self, loaded: DueNow) -> None:
        self.alert_changed.emit(self.view.show_due(loaded, self.context.start_warning))
        self.view.keep_widths(widths_name(self._language))

    def explain_missed(self, *_: object) -> ExplainMissedDialog | None:
        """Record what happened in the missed half chosen (R4)."""
        chosen = self.view.missed_table.selectionModel().selectedRows()
        establishment_id = self.establishment_id
        if not chosen or establishment_id is None:
            return None
        missed = self.view.missed_model.row(chosen[0].row())
        from ui.training.missed_dialog import ExplainMissedDialog  # noqa: PLC0415  (as in act_on)

        dialog = ExplainMissedDialog(self, self.context, establishment_id, missed)
        dialog.accepted.connect(self.records_changed)
        dialog.open()
        return dialog

    # --- Acting on a line ------------------------------------------------------------------

    def _activated(self, index: QModelIndex) -> None:
        self.act_on(self.view.model.row(index.row()))

    def act_on(self, row: DueRow) -> FormDialog[int] | None:
        """Open what a duty asks for: a pump-out or cleaning due, the new entry for that
        device; a training due, a new session with that person ticked; an incident's
        notice or written confirmation, its call or its letter on the Incidents page; a
        checklist due, a new checklist; a corrective action, its checklist on the
        Self-inspection page; a planned change's notice or a waiver's duty, its record on
        the Changes & waivers page (a fee, its payment); a notice of violation's step or a
        milestone, its record on the City inspections page (a hearing request, the reply
        to the city; a payment, an appeal or an interceptor, what followed; a milestone,
        the day it was done; a progress report due, its report sent). A duty met already
        opens nothing."""
        o, establishment_id = row.obligation, self.establishment_id
        if o.met_on is not None or establishment_id is None:
            return None
        _, _, pk = o.source.partition(":")
        visit = _visits().get(o.kind)
        if visit is not None:
            self.visit.emit(replace(visit, pk=int(pk)))
            return None
        # A form is loaded when a line first opens one (PLC0415).
        from models import TrainingKind  # noqa: PLC0415
        from ui.maintenance.entry_form import EntryFormDialog  # noqa: PLC0415
        from ui.self_inspection.checklist_form import ChecklistFormDialog  # noqa: PLC0415
        from ui.training.session_form import SessionFormDialog  # noqa: PLC0415

        training_of = {
            ObligationKind.NEW_HIRE_TRAINING: TrainingKind.NEW_HIRE,
            ObligationKind.SEMIANNUAL_TRAINING: TrainingKind.SEMIANNUAL,
        }
        dialog: FormDialog[int]
        if o.kind in training_of:
            dialog = SessionFormDialog(
                self, self.context, establishment_id, attendee=o.subject, kind=training_of[o.kind]
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
