"""The "City inspections" page: each inspection by the city, its result and findings,
and below them the notices of violation and the compliance schedules (R8e, R6). There
is no delete: a record entered in error is voided with a reason and stays in its table,
greyed and marked "Void: reason"."""

from __future__ import annotations

from functools import partial
from typing import Any, TypeVar

from PySide6.QtWidgets import QTabWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.inspections import InspectionRow, list_inspections, void_inspection
from ui.city.inspection_form import InspectionFormDialog
from ui.city.milestones import MilestonesSection
from ui.city.model import InspectionsModel
from ui.city.notices import NoticesSection
from ui.city.reports import ReportsList
from ui.dialogs import FormDialog
from ui.records_page import RecordsPage, open_record, source_pk
from ui.tables import stretch_column

Section = TypeVar("Section", bound=RecordsPage[Any])

#: A notice's steps that open what followed it (R8e); its hearing request opens the reply.
FOLLOWED = frozenset(
    {
        ObligationKind.APPEAL,
        ObligationKind.CIVIL_PENALTY_PAYMENT,
        ObligationKind.CLEANUP_COST_PAYMENT,
        ObligationKind.NONCOMPLIANCE_FEE_PAYMENT,
        ObligationKind.INTERCEPTOR_INSTALLATION,
    }
)
SCHEDULED = frozenset({ObligationKind.COMPLIANCE_MILESTONE, ObligationKind.PROGRESS_REPORT})


class CityInspectionsPage(RecordsPage[InspectionRow]):
    title = noop("Page", "City inspections")
    HEADING = noop("CityInspectionsPage", "City inspections")
    ADD_TEXT = noop("CityInspectionsPage", "Record inspection…")
    COUNT = noop("CityInspectionsPage", "%n inspection(s)")
    NO_RECORDS = noop(
        "CityInspectionsPage",
        "No city inspection recorded yet. When the city's inspector comes, record the "
        "visit with Record inspection…: its date, the inspector, the result and the findings.",
    )
    NOTHING_MATCHES = noop("CityInspectionsPage", "No inspection matches the search.")
    SEARCH_HINT = noop("CityInspectionsPage", "Search Inspection ID, inspector or findings")
    SORTED_BY = InspectionsModel.DATE
    opens = FOLLOWED | SCHEDULED | {ObligationKind.HEARING_REQUEST}

    def __init__(self, context: AppContext) -> None:
        super().__init__(context, InspectionsModel(), void=void_inspection)
        self.table.setObjectName("inspections_table")
        stretch_column(self.table, InspectionsModel.FINDINGS)
        # Below the inspections, whether or not there are any: a notice may come without
        # one, and an agreement follows a notice.
        self.notices = NoticesSection(context)
        self.notices.chosen_inspection = self._chosen_inspection
        self.milestones = MilestonesSection(context)
        self.sections = QTabWidget()
        self.sections.setObjectName("city_sections")
        for section in (self.notices, self.milestones):
            self.sections.addTab(section, section.said(section.HEADING))
            section.records_changed.connect(self.records_changed)
            section.help_wanted.connect(self.help_wanted)
        # A restaurant has a few inspections a year; the notices, milestones and reports
        # that follow them are what the manager works through, so they get the room.
        self.layout_.addWidget(self.sections, stretch=2)

    def _chosen_inspection(self) -> str:
        row = self.selected_in_use()
        return row.inspection_no if row is not None else ""

    def shown_section(self, section: Section) -> Section:
        """``section`` (the notices or the milestones) brought to the front."""
        self.sections.setCurrentWidget(section)
        return section

    def open_obligation(self, obligation: Obligation) -> None:
        """A notice's step: its notice, the reply to the city or what followed; a
        milestone: the day it was done; a progress report: its report sent (R8e)."""
        pk, kind = source_pk(obligation), obligation.kind
        if kind == ObligationKind.PROGRESS_REPORT:
            milestones, sent = self.milestones, ReportsList.record_sent
            shown = partial(self.shown_section, milestones)
            open_record(self, pk, lambda: milestones.reports, sent, read_by=shown)
        elif kind == ObligationKind.COMPLIANCE_MILESTONE:
            done = MilestonesSection.record_done
            open_record(self, pk, lambda: self.shown_section(self.milestones), done)
        else:
            reply = kind == ObligationKind.HEARING_REQUEST
            then = NoticesSection.reply_to_city if reply else NoticesSection.record_follow_up
            open_record(self, pk, lambda: self.shown_section(self.notices), then)

    def show_read(self, loaded: list[InspectionRow]) -> None:
        super().show_read(loaded)
        for section in (self.notices, self.milestones):
            section.refresh()

    def read(self, establishment_id: int) -> list[InspectionRow]:
        return list_inspections(self.context.db, establishment_id)

    def form(self, establishment_id: int, row: InspectionRow | None) -> FormDialog[Any]:
        return InspectionFormDialog(self, self.context, establishment_id, row)

    def void_label(self, row: InspectionRow) -> str:
        return translate("CityInspectionsPage", "inspection {number}").format(
            number=row.inspection_no
        )
