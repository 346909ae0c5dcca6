"""The "Self-inspection" page: the checklists walked, each item found not OK with its
corrective action, and how often the checklist is due (issue 15 §3; R8c, R6).

A checklist entered in error is voided with a reason and stays in the table; its items
no longer owe a corrective action. A checklist is never amended: void it and record it
again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.self_inspection import DEFAULT_CHECKLIST_INTERVAL
from fog_desktop.services.checklist_intervals import checklist_interval
from fog_desktop.services.self_inspection import void_checklist
from fog_desktop.services.self_inspection_rows import (
    AnswerRow,
    AuthorizationRow,
    ChecklistRow,
    list_authorizations,
    list_checklists,
)
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.records_page import RecordsPageOf, open_record, source_pk
from ui.self_inspection.authorization_dialog import AuthorizationDialog
from ui.self_inspection.blank_sheet import BlankChecklist
from ui.self_inspection.checklist_form import ChecklistFormDialog
from ui.self_inspection.fix_dialog import FixDialog
from ui.self_inspection.interval_dialog import IntervalDialog
from ui.self_inspection.model import AnswersModel, ChecklistsModel
from ui.tables import read_only_table


@dataclass(frozen=True)
class Read:
    """What a refresh of the page reads: the checklists, the interval they are due at, and
    the additives whose written authorization is on file."""

    checklists: list[ChecklistRow]
    interval: Frequency
    authorized: list[AuthorizationRow]


class ChecklistDetail(QWidget):
    """The selected checklist's items, and the button that records a Not OK one fixed."""

    def __init__(self) -> None:
        super().__init__()
        self.model = AnswersModel()
        self.table = read_only_table(self.model)
        self.table.setObjectName("answers")
        self.title = QLabel()
        self.fix_button = QPushButton(translate("SelfInspectionPage", "Record fix…"))
        self.fix_button.setToolTip(
            translate("SelfInspectionPage", "Record the selected item not OK as fixed.")
        )
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.table)
        column.addWidget(self.fix_button)
        self.table.selectionModel().selectionChanged.connect(self.update_button)
        self._checklist: ChecklistRow | None = None
        self.update_button()

    def show_checklist(self, checklist: ChecklistRow | None) -> None:
        self._checklist = checklist
        self.model.set_rows(list(checklist.answers) if checklist is not None else [])
        self.title.setText(
            ""
            if checklist is None
            else translate("SelfInspectionPage", "Checklist of {day}, walked by {who}").format(
                day=day_text(checklist.inspected_on), who=checklist.inspected_by
            )
        )
        self.table.resizeColumnsToContents()
        self.update_button()

    def selected(self) -> AnswerRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def update_button(self, *_: object) -> None:
        answer, checklist = self.selected(), self._checklist
        self.fix_button.setEnabled(
            checklist is not None
            and not checklist.is_void
            and answer is not None
            and answer.fix_due is not None
            and answer.fix is None
        )


class SelfInspectionPage(RecordsPageOf[Read, ChecklistRow]):
    title = noop("Page", "Self-inspection")
    HEADING = noop("SelfInspectionPage", "Self-inspection checklists")
    ADD_TEXT = noop("SelfInspectionPage", "Record checklist…")
    COUNT = noop("SelfInspectionPage", "%n checklist(s)")
    NO_RECORDS = noop(
        "SelfInspectionPage",
        "No checklist yet. Walk the kitchen with the self-inspection checklist and record it "
        "with Record checklist…: each item not OK is a corrective action due in 7 days.",
    )
    NOTHING_MATCHES = noop("SelfInspectionPage", "No checklist matches the search.")
    SEARCH_HINT = noop("SelfInspectionPage", "Search who walked it or the notes")
    VOID_CONSEQUENCE = noop(
        "SelfInspectionPage", "Its items not OK no longer owe a corrective action."
    )
    SORTED_BY = ChecklistsModel.DATE
    AMENDS = False
    opens = frozenset({ObligationKind.SELF_INSPECTION, ObligationKind.CORRECTIVE_ACTION})

    def __init__(self, context: AppContext) -> None:
        # Made first: the base's constructor sets every button's state (update_buttons).
        self.interval_button = QPushButton(translate("SelfInspectionPage", "Change…"))
        self.interval_button.setToolTip(
            translate("SelfInspectionPage", "Choose how often the checklist is walked.")
        )
        self.authorize_button = QPushButton(translate("SelfInspectionPage", "Add authorization…"))
        self.authorize_button.setToolTip(
            translate(
                "SelfInspectionPage",
                "Keep the City's written authorization of an additive, with its document.",
            )
        )
        self.print_button = QPushButton(translate("SelfInspectionPage", "Print blank checklist…"))
        self.print_button.setToolTip(
            translate(
                "SelfInspectionPage",
                "A PDF to walk the kitchen with, in English and Spanish side by side.",
            )
        )
        detail = ChecklistDetail()
        super().__init__(context, ChecklistsModel(), detail, void=void_checklist)
        self.blank = BlankChecklist(self, context)
        self.button_row.insertWidget(self.button_row.indexOf(self.add_button), self.print_button)
        self.print_button.clicked.connect(self.print_blank)
        self.detail = detail
        self._interval = DEFAULT_CHECKLIST_INTERVAL
        self.interval = QLabel()
        self.interval.setObjectName("interval")
        self.interval.setToolTip(
            translate(
                "SelfInspectionPage", "R8c: the self-inspection checklist, monthly by default"
            )
        )
        self.interval_button.clicked.connect(self.change_interval)
        self.filter_row.insertWidget(1, self.interval)
        self.filter_row.insertWidget(2, self.interval_button)
        self.authorized = QLabel()
        self.authorized.setObjectName("authorized")
        self.authorized.setWordWrap(True)
        self.authorize_button.clicked.connect(self.add_authorization)
        additives = QHBoxLayout()
        additives.addWidget(self.authorized, stretch=1)
        additives.addWidget(self.authorize_button)
        self.layout_.addLayout(additives)
        detail.fix_button.clicked.connect(self.record_fix)

    def update_buttons(self) -> None:
        super().update_buttons()
        for button in (self.interval_button, self.authorize_button, self.print_button):
            button.setEnabled(self.establishment_id is not None)

    def load(self, establishment_id: int | None) -> Read:
        if establishment_id is None:
            return Read([], DEFAULT_CHECKLIST_INTERVAL, [])
        db = self.context.db
        return Read(
            list_checklists(db, establishment_id),
            checklist_interval(db, establishment_id),
            list_authorizations(db, establishment_id),
        )

    def show_read(self, loaded: Read) -> None:
        self.model.set_rows(loaded.checklists)
        self._interval = loaded.interval
        self.interval.setText(
            translate("SelfInspectionPage", "Walked {how}").format(how=loaded.interval.plain_shown)
        )
        on_file = [a for a in loaded.authorized if not a.is_void]
        self.authorized.setText(
            translate("SelfInspectionPage", "Additives authorized in writing: {names}").format(
                names=", ".join(f"{a.additive} ({day_text(a.authorized_on)})" for a in on_file)
            )
            if on_file
            else translate("SelfInspectionPage", "No written authorization of an additive on file.")
        )

    def show_detail(self, row: ChecklistRow | None) -> None:
        self.detail.show_checklist(row)

    def form(self, establishment_id: int, row: ChecklistRow | None) -> FormDialog[Any]:
        return ChecklistFormDialog(self, self.context, establishment_id)

    def open_obligation(self, obligation: Obligation) -> None:
        """A checklist due: a new checklist; a corrective action: its checklist (R7)."""
        if obligation.kind == ObligationKind.SELF_INSPECTION:
            self.add_record()
        else:
            open_record(self, source_pk(obligation), lambda: self)

    def void_label(self, row: ChecklistRow) -> str:
        return translate("SelfInspectionPage", "the checklist of {day}").format(
            day=day_text(row.inspected_on)
        )

    def print_blank(self) -> None:
        if self.establishment_id is not None:
            self.blank.print_for(self.establishment_id)

    def change_interval(self) -> IntervalDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = IntervalDialog(self, self.context, establishment_id, self._interval)
        dialog.accepted.connect(self.changed)
        dialog.open()
        return dialog

    def add_authorization(self) -> AuthorizationDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = AuthorizationDialog(self, self.context, establishment_id)
        dialog.accepted.connect(self.changed)
        dialog.open()
        return dialog

    def record_fix(self) -> FixDialog | None:
        answer, establishment_id = self.detail.selected(), self.establishment_id
        checklist = self.selected_in_use()
        if answer is None or establishment_id is None or checklist is None:
            return None
        dialog = FixDialog(self, self.context, establishment_id, answer)
        dialog.accepted.connect(lambda: self.changed(checklist.id))
        dialog.open()
        return dialog
