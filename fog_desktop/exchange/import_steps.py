"""The steps that store each kind of record from its imported row (records-workbook.md,
Import).

Each row goes through the same service that checks what is typed in the window, in a
savepoint of the import's unit of work, but for the log's, which are checked by the same
code and stored in batches (import_log.py, issue 16 §3); a field the service refuses is
named by its sheet, row and column. A row that matches a stored record is skipped, so importing the
same workbook twice adds nothing; nothing already stored is changed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, time
from functools import partial
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from fog_desktop.errors import ValidationError
from fog_desktop.exchange import layout
from fog_desktop.exchange.import_log import LogBatch
from fog_desktop.exchange.import_rows import ImportProblem, SheetRow
from fog_desktop.exchange.layout import Column, Sheet
from fog_desktop.i18n import translate
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services import (
    additive_authorizations,
    changes,
    corrective_actions,
    devices,
    employees,
    frequency_approvals,
    incidents,
    inspections,
    manifests,
    milestones,
    missed,
    notice_steps,
    records,
    self_inspection,
    training,
    violations,
    waivers,
    written_confirmation,
)
from fog_desktop.services.additive_authorizations import AuthorizationInput
from fog_desktop.services.changes import ChangeInput
from fog_desktop.services.corrective_actions import FixInput
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.employees import EmployeeInput
from fog_desktop.services.frequency_approvals import ApprovalInput
from fog_desktop.services.incidents import IncidentInput, NoticeInput
from fog_desktop.services.inspections import InspectionInput
from fog_desktop.services.manifests import ManifestInput
from fog_desktop.services.milestones import MilestoneInput, ProgressInput
from fog_desktop.services.missed import MissedInput
from fog_desktop.services.notice_steps import FollowUpInput
from fog_desktop.services.self_inspection import AnswerInput, ChecklistInput
from fog_desktop.services.training import SessionInput
from fog_desktop.services.violations import ViolationInput
from fog_desktop.services.waivers import FeeInput, WaiverInput
from fog_desktop.services.written_confirmation import ConfirmationInput
from models import (
    AdditiveAuthorization,
    Agency,
    ChecklistAnswer,
    CityInspection,
    ComplianceMilestone,
    ConditionalWaiver,
    Device,
    Employee,
    Establishment,
    FrequencyApproval,
    Incident,
    Manifest,
    MissedTraining,
    NoticeKind,
    PlannedChange,
    Record,
    SelfInspection,
    Signed,
    SignOff,
    SignOffMethod,
    TrainingSession,
    ViolationNotice,
    WaiverFeePayment,
)


def _named(column: Column) -> tuple[str, ...]:
    """The input fields a refused value of ``column`` is named by: those the layout says
    it fills, else the one its header says ("Manifest no." is manifest_no)."""
    return column.fields or (column.header.lower().rstrip(".").replace(" ", "_"),)


#: Each service field and the column it comes from, to name a refused cell.
_COLUMN_OF: dict[str, dict[str, str]] = {
    sheet.name: {field: column.header for column in sheet.columns for field in _named(column)}
    for sheet in layout.IMPORTABLE
}


def _without_note(frequency: str) -> str:
    """A Devices sheet's frequency without the note the export adds to a trap's longer
    interval ("2 days, approved 2025-03-04", "2 days (not approved: daily applies)", R3):
    the approval is a record of its own, on the Frequency approvals sheet."""
    return frequency.split("(", 1)[0].split(",", 1)[0].strip()


class ImportSteps:
    """The steps of one import, for its establishment, actor and day, and what they met:
    the problems, and the rows added and skipped by sheet."""

    def __init__(self, session: Session, est: Establishment, actor: str, today: date) -> None:
        self.session = session
        self.est = est
        self.actor = actor
        self.today = today
        self.now = datetime.combine(today, time(23, 59))
        self.problems: list[ImportProblem] = []
        self.added: dict[str, int] = {}
        self.skipped: dict[str, list[int]] = {}
        #: The checklists this import made, by date, walker and void reason: the rows of
        #: one checklist come one by one.
        self._checklists: dict[tuple[str, str, str | None], SelfInspection] = {}
        #: The log's rows, stored in batches; made at the first.
        self._log: LogBatch | None = None

    def through_service(
        self, step: Callable[[SheetRow], Record | None]
    ) -> Callable[[Sheet, SheetRow], None]:
        """How the rows of a sheet are stored: each by ``step``, through its service."""
        return lambda sheet, row: self.store(sheet, row, partial(step, row))

    def store(self, sheet: Sheet, row: SheetRow, store: Callable[[], Record | None]) -> None:
        """Store one row with a savepoint, naming each refused field by its column."""
        try:
            with self.session.begin_nested():
                stored = store()
                reason = row.status()
                if stored is not None and reason is not None and not stored.is_void:
                    records.void(
                        self.session, stored, reason=reason, label=f"{sheet.name} row {row.number}",
                        establishment_id=self.est.id, actor=self.actor,
                    )  # fmt: skip
        except ValidationError as exc:
            self._refused(sheet, row, exc)
            return
        self._tally(sheet, row, added=stored is not None)

    def maintenance(self, sheet: Sheet, row: SheetRow) -> None:
        """One row of the log, checked as the window checks an entry and stored with the
        rows around it (import_log.py); nothing is written before the check, so no
        savepoint is needed."""
        if self._log is None:
            self._log = LogBatch(self.session, self.est.id, self.actor, self.today)
        try:
            added = self._log.add(row)
        except ValidationError as exc:
            self._refused(sheet, row, exc)
            return
        self._tally(sheet, row, added=added)

    def sheet_done(self) -> None:
        """Store what a sheet left queued: the steps of the next read what it stored."""
        if self._log is not None:
            self._log.flush()

    def _refused(self, sheet: Sheet, row: SheetRow, exc: ValidationError) -> None:
        for p in exc.problems:
            column = _COLUMN_OF.get(sheet.name, {}).get(p.field, "")
            self.problems.append(ImportProblem(sheet.name, row.number, column, p.message))

    def _tally(self, sheet: Sheet, row: SheetRow, *, added: bool) -> None:
        if added:
            self.added[sheet.name] = self.added.get(sheet.name, 0) + 1
        else:
            self.skipped.setdefault(sheet.name, []).append(row.number)

    def devices(self, row: SheetRow) -> Record | None:
        device_id = row.text("Device ID")
        if self._find(Device, Device.device_id == device_id):
            return None
        frequency = row.text("Maintenance frequency")
        data = DeviceInput(
            device_id=device_id, type=row.text("Type"), location=row.text("Location"),
            capacity_gal=row.text("Capacity (gal)"), design_depth_in=row.text("Design depth (in)"),
            in_service_since=row.text("In service since"), notes=row.text("Notes"),
        )  # fmt: skip
        if frequency:
            try:
                parsed = Frequency.parse(_without_note(frequency))
            except ValueError as exc:
                raise ValidationError.single("frequency_number", str(exc)) from None
            data.frequency_number, data.frequency_unit = str(parsed.number), parsed.unit
        return devices.add(self.session, self.est.id, data, self.actor)

    def manifests(self, row: SheetRow) -> Record | None:
        number, hauler = row.text("Manifest no."), row.text("Hauler")
        if self._find(Manifest, Manifest.manifest_no == number, Manifest.hauler == hauler):
            return None
        data = ManifestInput(
            manifest_no=number, manifest_date=row.text("Date"), hauler=hauler,
            hauler_registration_no=row.text("Hauler registration no."), driver=row.text("Driver"),
            waste_type=row.text("Waste type") or ManifestInput.waste_type,
            gallons=row.text("Gallons"), disposal_site=row.text("Disposal site"),
            disposal_site_address=row.text("Disposal site address"),
            invoice_no=row.text("Invoice no."), invoice_amount=row.text("Invoice amount"),
            device_id=row.text("Device ID"),
        )  # fmt: skip
        return manifests.add(self.session, self.est.id, data, self.actor, today=self.today)

    def employees(self, row: SheetRow) -> Record | None:
        employee_id = row.text("Employee ID")
        if self._find(Employee, Employee.employee_id == employee_id):
            return None
        data = EmployeeInput(
            employee_id=employee_id, name=row.text("Name"), role=row.text("Role"),
            hire_date=row.text("Hire date"), end_date=row.text("End date"),
        )  # fmt: skip
        return employees.add(self.session, self.est.id, data, self.actor)

    def training(self, row: SheetRow) -> Record | None:
        """One attendee: joins the session of the same date, kind, trainer and topics, or
        opens it; already there when that session lists the attendee. A second session
        the same day (another trainer or other topics) is a session of its own."""
        day, employee_id, kind = row.text("Date"), row.text("Employee ID"), row.text("Kind")
        employee = self._find(Employee, Employee.employee_id == employee_id)
        trainer = row.text("Trainer")
        # A topic a line, as typed in a cell, as well as the export's semicolons.
        listed = row.text("Topics").replace(";", "\n").splitlines()
        topics = [t.strip() for t in listed if t.strip()]
        sessions = self.session.scalars(
            select(TrainingSession)
            .options(selectinload(TrainingSession.sign_offs).joinedload(SignOff.employee))
            .where(
                TrainingSession.establishment_id == self.est.id,
                TrainingSession.session_date == row.day("Date"),
                TrainingSession.kind == kind,
                TrainingSession.trainer == trainer,
                TrainingSession.voided_at.is_(None),
            )
        ).all()
        same = next((t for t in sessions if t.topics.splitlines() == topics), None)
        if same is not None and any(
            s.employee.employee_id == employee_id for s in same.sign_offs if not s.is_void
        ):
            return None
        if same is None:
            data = SessionInput(
                session_date=day, trainer=trainer, kind=kind, topics=topics,
                attendees=[employee_id],
            )  # fmt: skip
            same = training.add(self.session, self.est.id, data, self.actor, today=self.today)
        elif employee is None:
            raise ValidationError.single(
                "attendees",
                translate("Import", "There is no employee {id}.").format(id=repr(employee_id)),
            )
        else:
            training.add_attendee(self.session, same, employee, self.actor)
        sign_off = next(s for s in same.sign_offs if s.employee.employee_id == employee_id)
        self._sign(sign_off, row.text("Sign-off"))
        return sign_off

    def _sign(self, sign_off: SignOff, signed: str) -> None:
        """ "Signature on file" is a signature kept on paper at the restaurant; a typed
        attestation is the attendee's name as on the roster, no signature (R6)."""
        if signed not in (Signed.ON_FILE, Signed.TYPED):
            return
        at = datetime.combine(sign_off.session.session_date, time(12, 0))
        if signed == Signed.ON_FILE:
            signature = training.Signature(SignOffMethod.PAPER, at)
        else:
            typed = sign_off.employee.name
            signature = training.Signature(SignOffMethod.TYPED, at, typed_name=typed)
        training.sign(self.session, sign_off, signature, self.actor)

    def incidents(self, row: SheetRow) -> Record | None:
        number = row.text("Incident ID")
        if self._find(Incident, Incident.incident_no == number):
            return None
        data = IncidentInput(
            incident_date=row.text("Incident date"), incident_time=row.text("Incident time"),
            kind=row.text("Kind"), description=row.text("Description"),
            blockage_or_sso_possible=row.text("Potential blockage or SSO").lower() == "yes",
            reasons=row.text("Reasons"), immediate_steps=row.text("Immediate corrective steps"),
            preventive_steps=row.text("Preventive steps"),
        )  # fmt: skip
        incident = incidents.add(
            self.session, self.est.id, data, self.actor, now=self.now, incident_no=number
        )
        for header, agency in (
            ("City notified at", Agency.CITY),
            ("Health dept notified at", Agency.HEALTH_DEPT),
        ):
            called = row.text(header)
            if called:
                moment = datetime.fromisoformat(called)
                notice = NoticeInput(
                    agency=agency, called_on=moment.date().isoformat(),
                    called_time=moment.strftime("%H:%M"),
                )  # fmt: skip
                incidents.add_notice(self.session, incident, notice, self.actor, now=self.now)
        if row.text("Confirmation sent on"):
            sent = ConfirmationInput(
                row.text("Confirmation sent on"), row.text("Confirmation method"), "(imported)"
            )
            written_confirmation.record_sent(
                self.session, incident, sent, self.actor, today=self.today
            )
        return incident

    def missed_training(self, row: SheetRow) -> Record | None:
        """One explanation of a missed half (R4); a void one comes in as it was, whatever
        its half has become since, and matches a void one too, so that it comes in once."""
        day, employee_id = row.text("Half ending"), row.text("Employee ID")
        void = row.status() is not None
        employee = self._find(Employee, Employee.employee_id == employee_id)
        half_end = row.day("Half ending")
        if employee is not None and half_end is not None:
            stored = select(MissedTraining.id).where(
                MissedTraining.establishment_id == self.est.id,
                MissedTraining.employee_pk == employee.id,
                MissedTraining.half_end == half_end,
            )
            if not void:
                stored = stored.where(MissedTraining.voided_at.is_(None))
            if self.session.scalar(stored.limit(1)) is not None:
                return None
        data = MissedInput(
            employee_id=employee_id, half_end=day, what_happened=row.text("What happened")
        )
        return missed.add(
            self.session, self.est.id, data, self.actor, today=self.today,
            as_recorded=void,
        )  # fmt: skip

    def city_inspections(self, row: SheetRow) -> Record | None:
        """One inspection, with its Inspection ID as the workbook has it (R8e)."""
        number = row.text("Inspection ID")
        if self._find_any(CityInspection, CityInspection.inspection_no == number):
            return None
        data = InspectionInput(
            inspected_on=row.text("Date"), inspector=row.text("Inspector"),
            result=row.text("Result"), findings=row.text("Findings"),
        )  # fmt: skip
        return inspections.add(
            self.session, self.est.id, data, self.actor, today=self.today, inspection_no=number
        )

    def notices_of_violation(self, row: SheetRow) -> Record | None:
        """One notice of its Kind (a notice of violation when the cell is empty), then
        each step that followed it (R8e)."""
        number = row.text("Notice ID")
        if self._find_any(ViolationNotice, ViolationNotice.notice_no == number):
            return None
        data = ViolationInput(
            notice_on=row.text("Date mailed or posted"), delivery=row.text("How"),
            finding=row.text("Finding"), noncompliance_fee=row.text("Noncompliance fee"),
            inspection_no=row.text("Inspection ID"),
            kind=row.text("Kind") or NoticeKind.NOTICE_OF_VIOLATION,
        )  # fmt: skip
        notice = violations.add(
            self.session, self.est.id, data, self.actor, today=self.today, notice_no=number
        )
        steps = FollowUpInput(
            **{
                field: row.text(column.header)
                for column in layout.NOTICES_OF_VIOLATION.columns
                for field in column.fields
                if field in FollowUpInput.__dataclass_fields__
            }
        )
        notice_steps.follow_up(self.session, notice, steps, self.actor, today=self.today)
        return notice

    def compliance_milestones(self, row: SheetRow) -> Record | None:
        """One milestone of an agreement and its progress (R8e)."""
        agreement, milestone, due = row.text("Agreement"), row.text("Milestone"), row.text("Due")
        due_on = row.day("Due")
        if due_on is not None and self._find_any(
            ComplianceMilestone,
            ComplianceMilestone.agreement == agreement,
            ComplianceMilestone.milestone == milestone,
            ComplianceMilestone.due_on == due_on,
        ):
            return None
        data = MilestoneInput(agreement, row.text("Agreed on"), milestone, due)
        stored = milestones.add(self.session, self.est.id, data, self.actor, today=self.today)
        progress = ProgressInput(
            row.text("Progress report"), row.text("Reported on"), row.text("Done on")
        )
        if progress != ProgressInput():
            milestones.progress(self.session, stored, progress, self.actor, today=self.today)
        return stored

    def _find_any(self, model: type[Any], *conditions: Any) -> Any:
        """A record of the establishment meeting ``conditions``, void or not: a row of
        the workbook is matched to the record it was exported from, void ones too."""
        return self.session.scalar(
            select(model.id).where(model.establishment_id == self.est.id, *conditions).limit(1)
        )

    def frequency_approvals(self, row: SheetRow) -> Record | None:
        """One answer of the program manager (R8d), kept as it was: the Devices sheet
        carries each device's frequency now, so an approval brought in amends nothing."""
        day, device_id = row.text("Approved on"), row.text("Device ID")
        device = self._find(Device, Device.device_id == device_id)
        approved_on = row.day("Approved on")
        if device is not None and approved_on is not None:
            stored = select(FrequencyApproval.id).where(
                FrequencyApproval.device_pk == device.id,
                FrequencyApproval.approved_on == approved_on,
            )
            if row.status() is None:
                stored = stored.where(FrequencyApproval.voided_at.is_(None))
            if self.session.scalar(stored.limit(1)) is not None:
                return None
        data = ApprovalInput(
            device_id=device_id, approved_on=day, frequency=row.text("Frequency"),
            notes=row.text("Notes"),
        )  # fmt: skip
        return frequency_approvals.add(
            self.session, self.est.id, data, self.actor, today=self.today, as_recorded=True
        )

    def self_inspection(self, row: SheetRow) -> Record | None:
        """One item of a checklist (R8c): the rows of one date, walker and status make one
        checklist, with the items the sheet gives. A row whose item that day's checklist
        (void or in use, as the row) holds already is skipped; a fix comes in with its
        item. Each answer comes in as it was recorded, and a void checklist once, void as
        it was."""
        day, item, walker = row.text("Date"), row.text("Item"), row.text("Walked by")
        void = row.status()
        inspected_on = row.day("Date")
        if inspected_on is not None:
            stored = (
                select(ChecklistAnswer.id)
                .join(SelfInspection, SelfInspection.id == ChecklistAnswer.inspection_id)
                .where(
                    SelfInspection.establishment_id == self.est.id,
                    SelfInspection.inspected_on == inspected_on,
                    SelfInspection.voided_at.is_(None)
                    if void is None
                    else SelfInspection.voided_at.is_not(None),
                    ChecklistAnswer.item == item,
                    ChecklistAnswer.voided_at.is_(None),
                )
            )
            if self.session.scalar(stored.limit(1)) is not None:
                return None
        typed = AnswerInput(item, row.text("Answer"), row.text("Note"), row.text("Additive in use"))
        key = (day, walker, void)
        checklist = self._checklists.get(key)
        if checklist is None:
            data = ChecklistInput(day, walker, "", (typed,))
            checklist = self_inspection.add_checklist(
                self.session, self.est.id, data, self.actor, today=self.today, as_recorded=True
            )
        else:
            self_inspection.add_recorded_answers(self.session, checklist, (typed,), self.actor)
        fixed_on, what = row.text("Fixed on"), row.text("What was done")
        if fixed_on or what:
            answer = next(a for a in checklist.answers if a.item == item and not a.is_void)
            fix = FixInput(answer.id, fixed_on, what)
            corrective_actions.add_fix(self.session, self.est.id, fix, self.actor, today=self.today)
        self._checklists[key] = checklist
        return checklist

    def _stored(self, row: SheetRow, model: type[Any], *conditions: Any) -> Any:
        """The record a row matches: one in use, or for a void row a void one too, so
        that a void row comes in once."""
        query = select(model).where(model.establishment_id == self.est.id, *conditions)
        if row.status() is None:
            query = query.where(model.voided_at.is_(None))
        return self.session.scalar(query.limit(1))

    def additive_authorizations(self, row: SheetRow) -> Record | None:
        """One written authorization of an additive (R8c), kept as it was; its document,
        if the packet carried it, is in the packet's folders, not in the workbook."""
        additive, day = row.text("Additive"), row.text("Authorized on")
        authorized_on = row.day("Authorized on")
        if authorized_on is not None and self._stored(
            row,
            AdditiveAuthorization,
            AdditiveAuthorization.additive == additive,
            AdditiveAuthorization.authorized_on == authorized_on,
        ):
            return None
        data = AuthorizationInput(
            additive=additive, authorized_on=day, authorized_by=row.text("Authorized by"),
            note=row.text("Note"),
        )  # fmt: skip
        return additive_authorizations.add_authorization(
            self.session, self.est.id, data, self.actor, today=self.today
        )

    def planned_changes(self, row: SheetRow) -> Record | None:
        """One planned change and the day its notice was sent (R8a)."""
        description, start = row.text("Description"), row.text("Planned start")
        planned_start = row.day("Planned start")
        if planned_start is not None and self._stored(
            row,
            PlannedChange,
            PlannedChange.description == description,
            PlannedChange.planned_start == planned_start,
        ):
            return None
        data = ChangeInput(
            description=description, planned_start=start,
            notice_sent_on=row.text("Notice sent on"), notes=row.text("Notes"),
        )  # fmt: skip
        return changes.add(self.session, self.est.id, data, self.actor, today=self.today)

    def waivers(self, row: SheetRow) -> Record | None:
        """One waiver on its terms, revoked on its day if it was (R8b)."""
        granted = row.text("Granted on")
        granted_on = row.day("Granted on")
        if granted_on is not None and self._stored(
            row, ConditionalWaiver, ConditionalWaiver.granted_on == granted_on
        ):
            return None
        data = WaiverInput(
            granted_on=granted, terms=row.text("Terms"), option=row.text("Option"),
            cleaning_interval=row.text("Cleaning interval"), notes=row.text("Notes"),
        )  # fmt: skip
        waiver = waivers.add(self.session, self.est.id, data, self.actor, today=self.today)
        revoked = row.text("Revoked on")
        if revoked:
            waivers.revoke(self.session, waiver, revoked, self.actor, today=self.today)
        return waiver

    def waiver_fees(self, row: SheetRow) -> Record | None:
        """One payment of a waiver's fee, the waiver named by the day it was granted."""
        granted, paid = row.text("Waiver granted on"), row.text("Paid on")
        waiver = self._find(
            ConditionalWaiver, ConditionalWaiver.granted_on == row.day("Waiver granted on")
        )
        if waiver is None:
            raise ValidationError.single(
                "waiver",
                translate("Import", "There is no waiver granted on {day} in use.").format(
                    day=granted
                ),
            )
        paid_on = row.day("Paid on")
        if paid_on is not None and self._stored(
            row,
            WaiverFeePayment,
            WaiverFeePayment.waiver_pk == waiver.id,
            WaiverFeePayment.paid_on == paid_on,
        ):
            return None
        data = FeeInput(paid, row.text("Amount"), row.text("Receipt no."))
        return waivers.add_fee_payment(self.session, waiver, data, self.actor, today=self.today)

    def _find(self, model: type[Any], *conditions: Any) -> Any:
        return self.session.scalar(
            select(model).where(
                model.establishment_id == self.est.id, model.voided_at.is_(None), *conditions
            )
        )
