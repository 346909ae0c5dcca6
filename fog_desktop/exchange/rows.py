"""The rows of each sheet of the records workbook, for one establishment and window.

Each function yields lists of values in the sheet's column order (layout.py); the
export writes them as they come, so the largest sheet never sits in memory whole. The
packet's files are listed here too, for the Attachments sheet and the manifests' scans;
their names are made in packet_names.py.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import select

from fog_desktop.audit import local_time
from fog_desktop.database import Database
from fog_desktop.exchange.packet_names import FOLDERS, PacketNames, safe_stem
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.records_window import records_window
from fog_desktop.services import (
    changes,
    employees,
    frequency_approvals,
    incidents,
    inspections,
    maintenance,
    manifests,
    milestones,
    missed,
    self_inspection_rows,
    training,
    violations_rows,
    waivers_rows,
)
from fog_desktop.services.device_frequency import frequency_text
from fog_desktop.services.devices import list_devices
from fog_desktop.services.entry_dates import Entered
from fog_desktop.services.frequency_approvals import ApprovalRow
from fog_desktop.services.maintenance import MaintenanceFilter
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.schedules import traps_read_from
from models import (
    AdditiveAuthorization,
    Agency,
    Attachment,
    AuditEntry,
    ChecklistAnswer,
    ConditionalWaiver,
    CorrectiveAction,
    Device,
    Employee,
    FrequencyApproval,
    Incident,
    MaintenanceEntry,
    Manifest,
    PlannedChange,
    SignOff,
    TrainingSession,
    WaiverFeePayment,
)

Row = list[Any]


@dataclass(frozen=True)
class Window:
    """The dates the packet covers, both included (R7)."""

    start: date
    end: date

    @classmethod
    def two_years_to(cls, as_of: date, profile: OrdinanceProfile) -> Window:
        """R7's default: the two years (the profile's ``months_kept``) ending on the as-of
        date, inclusive."""
        return cls(*records_window(as_of, profile))

    def holds(self, day: date | None) -> bool:
        return day is not None and self.start <= day <= self.end

    def covers(self, obligation: Obligation) -> bool:
        """Whether the packet lists ``obligation`` as one of the window's (R7): due in it,
        or met in it ahead of a due date after it (a half-year's training done in July
        for a half ending after the export), which the inspector sees as Met."""
        return self.holds(obligation.due) or (
            obligation.due > self.end and self.holds(obligation.met_on)
        )

    def lists(self, obligation: Obligation) -> bool:
        """Whether the packet lists ``obligation`` (R7): one the window :meth:`covers`, or
        one still open whatever its due date, overdue since before the window (an
        untrained new hire stays owed, R4) or due after it (a written confirmation of an
        incident of the window's last days, R5), or a half-year missed and not explained
        yet, however long ago (R4). One closed before the window is not the window's: met,
        or a missed half explained."""
        return self.covers(obligation) or not obligation.closed(self.end)


@dataclass(frozen=True)
class DueCounts:
    """How the duties a window lists that came due by its end went (R7): the numbers
    page 1 says ("9 pump-outs due: 7 on time, 2 late"), the device pages and the
    Cover's count of trap cleanings met on time, from :func:`due_counts` alone."""

    on_time: int = 0
    late: int = 0
    overdue: int = 0
    missed: int = 0

    @property
    def due(self) -> int:
        return self.on_time + self.late + self.overdue + self.missed

    def said(self, noun: str, plural: str) -> str:
        """ "727 cleanings due: 724 on time, 3 late", the parts that are not 0."""
        parts = [
            f"{n:,} {word}"
            for n, word in ((self.on_time, "on time"), (self.late, "late"),
                            (self.overdue, "overdue"), (self.missed, "missed"))
            if n
        ]  # fmt: skip
        counted = f"{self.due:,} {noun if self.due == 1 else plural} due"
        return f"{counted}: {', '.join(parts)}" if parts else counted


def due_counts(obligations: Iterable[Obligation], window: Window) -> DueCounts:
    """:class:`DueCounts` of the ``obligations`` the window :meth:`~Window.lists`, seen
    at its end: met on time, met late, overdue, missed (R4); those not due yet are not
    counted."""
    states = Counter(o.state(window.end) for o in obligations if window.lists(o))
    return DueCounts(
        states[ObligationState.MET],
        states[ObligationState.MET_LATE],
        states[ObligationState.OVERDUE],
        states[ObligationState.MISSED],
    )


def obligation_flags(obligation: Obligation, window: Window) -> str:
    """What the Obligations sheet's Flags column says of ``obligation`` seen at the
    window's end, in words: how late it was met, how long it is overdue, whether a
    missed half-year is explained (R4), whether it falls outside the window (R7); ""
    for one met on time in the window."""
    o, as_of = obligation, window.end
    state = o.state(as_of)
    said = []
    if state == ObligationState.MET_LATE and o.met_on is not None:
        days = (o.met_on - o.due).days
        said.append(
            f"late: met {_days(days)} after its due date"
            if days > 0
            else "late: met on its due date, after the hour allowed"
        )
    elif state == ObligationState.OVERDUE:
        said.append(f"overdue: {_days((as_of - o.due).days)} past due on {as_of}")
    elif state == ObligationState.MISSED:
        said.append(
            "missed, explained (Missed training sheet)"
            if o.explanation
            else "missed, not explained yet"
        )
    if o.met_on is not None and o.met_on < window.start:
        said.append(f"met before the window, on {o.met_on}")
    if o.due < window.start and o.met_on is None:
        said.append("due before the window")
    elif o.due > window.end:
        said.append("due after the window")
    if o.amount is not None:
        said.append(f"${o.amount:,.2f} owed on {as_of}, with any late penalties")
    if o.note:
        said.append(o.note)
    return "; ".join(said)


def _days(n: int) -> str:
    return f"{n} day{'' if n == 1 else 's'}"


@dataclass(frozen=True)
class ObligationRows:
    """The Obligations sheet's rows, and the trap cleanings met on time it leaves out,
    counted per trap for the Cover (records-workbook.md, Obligations)."""

    listed: list[Row]
    cleanings_on_time: dict[str, int]
    #: Every obligation computed, listed or not: the traps' calendars read their own.
    every: list[Obligation]


def obligations(db: Database, est_id: int, window: Window) -> ObligationRows:
    """:func:`obligation_rows` of the establishment's obligations.

    The traps' log is read from :func:`~fog_desktop.services.schedules.traps_read_from`
    on (issue 16 §2): the cleanings of the years before the window decide none of its
    obligations."""
    with db.read() as session:
        met_from = traps_read_from(session, est_id, window.start)
    found = obligations_for(db, est_id, window.end, all_history=True, met_from=met_from)
    return obligation_rows(found, window)


def obligation_rows(found: Iterable[Obligation], window: Window) -> ObligationRows:
    """Every obligation the window :meth:`~Window.lists` (R7), with its flags in words; a
    trap cleaning met on time is counted rather than listed: each is already a row of
    Maintenance (R3)."""
    listed: list[Row] = []
    on_time: Counter[str] = Counter()
    every = list(found)
    for o in every:
        if not window.lists(o):
            continue
        state = o.state(window.end)
        if o.kind == ObligationKind.TRAP_CLEANING and state == ObligationState.MET:
            on_time[o.subject] += 1
        else:
            listed.append(
                [o.name, o.subject, o.due, state.value, o.met_on, o.rule,
                 obligation_flags(o, window)]
            )  # fmt: skip
    return ObligationRows(listed, dict(sorted(on_time.items())), every)


def devices(db: Database, est_id: int, _window: Window) -> Iterator[Row]:
    """Each device; a frequency entered as the screens say it, so a trap's longer interval
    names its approval or says that daily applies (R3); empty for the rules' default."""
    for d in list_devices(db, est_id):
        yield [
            d.device_id, d.type, d.location, d.capacity_gal, d.design_depth_in,
            d.frequency_label if frequency_text(d) else "", d.in_service_since, d.notes,
            d.status_text,
        ]  # fmt: skip


def maintenance_log(db: Database, est_id: int, window: Window) -> Generator[Row]:
    flt = MaintenanceFilter(date_from=window.start, date_to=window.end, descending=False)
    for r in maintenance.iter_rows(db, est_id, flt, as_of=window.end):
        yield [
            r.service_date, r.device_id, r.service, r.fog_depth_in, r.solids_depth_in,
            r.percent, r.gallons_removed, r.hauler, r.manifest_no, r.performed_by,
            r.city_inspection_no, r.notes, "; ".join(r.flags_said), r.status_text,
            r.partial_check, r.partial_check_note,
        ]  # fmt: skip


def entered_on(entered: Entered | None) -> date | None:
    """The Entered column: the day the record was typed (R6)."""
    return None if entered is None else entered.on


def manifests_in(db: Database, est_id: int, window: Window) -> list[manifests.ManifestRow]:
    """The manifests of the window, oldest first."""
    found = sorted(manifests.list_manifests(db, est_id), key=lambda m: (m.manifest_date, m.id))
    return [m for m in found if window.holds(m.manifest_date)]


def manifest_values(m: manifests.ManifestRow, files: list[PacketFile]) -> Row:
    """A manifest's row of the sheet, with the names its scans have in the packet."""
    source = f"{Manifest.__tablename__}:{m.id}"
    names = "; ".join(f.name for f in files if f.source == source)
    return [
        m.manifest_no, m.manifest_date, m.hauler, m.hauler_registration_no, m.driver,
        m.waste_type, m.gallons, m.disposal_site, m.disposal_site_address, m.invoice_no,
        m.invoice_amount, m.device_id, names, entered_on(m.entered), m.status_text,
    ]  # fmt: skip


def manifest_rows(
    db: Database, est_id: int, window: Window, files: list[PacketFile] | None = None
) -> Iterator[Row]:
    """The manifests of the window, each with the names its scans have in the packet
    (``files``, the packet's files, when they are known already)."""
    known = files if files is not None else packet_files(db, est_id, window)
    for m in manifests_in(db, est_id, window):
        yield manifest_values(m, known)


def employee_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """Everyone employed at some time in the window."""
    for e in employees.list_employees(db, est_id):
        if e.hire_date <= window.end and (e.end_date is None or e.end_date >= window.start):
            yield [e.employee_id, e.name, e.role, e.hire_date, e.end_date, e.status_text]


def training_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """One row per attendee of each session in the window."""
    sessions = sorted(training.list_sessions(db, est_id), key=lambda s: (s.session_date, s.id))
    for s in sessions:
        if not window.holds(s.session_date):
            continue
        for a in s.attendees:
            status = a.status_text if not s.is_void else s.status_text
            yield [
                s.session_date, a.employee_id, a.name, s.kind, s.trainer, "; ".join(s.topics),
                a.signed, entered_on(s.entered), status,
            ]  # fmt: skip


def _first_call(incident: incidents.IncidentRow, agency: Agency) -> list[datetime | str | None]:
    """When the first call to ``agency`` was made, and how soon after the incident (R5)."""
    call = incident.first_call(agency)
    if call is None:
        return [None, None]
    return [call.called_at, incidents.call_timing_text(incident.timing(call))]


def incident_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    for i in sorted(incidents.list_incidents(db, est_id), key=lambda i: (i.incident_date, i.id)):
        if window.holds(i.incident_date):
            description = "; ".join(
                part
                for part in (
                    i.description,
                    f"Where: {i.location}" if i.location else "",
                    f"Discharged: {i.material}" if i.material else "",
                    f"Amount: {i.quantity}" if i.quantity else "",
                )
                if part
            )
            yield [
                i.incident_no, i.incident_date, i.incident_time, i.kind, description,
                "Yes" if i.blockage_or_sso_possible else "No",
                *_first_call(i, Agency.CITY), *_first_call(i, Agency.HEALTH_DEPT),
                i.reasons, i.immediate_steps, i.preventive_steps, i.confirmation_due,
                i.confirmation_sent_on, i.confirmation_method, entered_on(i.entered),
                i.status_text,
            ]  # fmt: skip


def missed_training_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The explanations of the half-years missed in the window, void ones too (R4, R6)."""
    for m in missed.list_missed_explanations(db, est_id):
        if window.holds(m.half_end):
            yield [m.half_end, m.employee_id, m.employee_name, m.what_happened, m.status_text]


def city_inspection_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The city's inspections in the window, oldest first, void ones too (R8e, R6)."""
    for i in reversed(inspections.list_inspections(db, est_id)):
        if window.holds(i.inspected_on):
            yield [i.inspection_no, i.inspected_on, i.inspector, i.result, i.findings,
                   i.status_text]  # fmt: skip


def notice_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The notices of every kind in the window and what followed each (R8e, R6)."""
    for n in reversed(violations_rows.list_notices(db, est_id)):
        if window.holds(n.notice_on):
            yield [
                n.notice_no, n.kind, n.notice_on, n.delivery, n.inspection_no, n.finding,
                n.noncompliance_fee, n.fee_due, n.fee_paid_on, n.hearing_request_due,
                n.hearing_requested_on, n.hearing_on, n.hearing_outcome or "", n.order_mailed_on,
                n.appeal_filed_on, n.order_final_on,
                n.penalty_amount, n.penalty_paid_on, n.cleanup_invoiced_on, n.cleanup_amount,
                n.cleanup_paid_on, n.interceptor_notice_on, n.interceptor_installed_on,
                n.status_text,
            ]  # fmt: skip


def milestones_in(db: Database, est_id: int, window: Window) -> list[milestones.MilestoneRow]:
    """The compliance milestones agreed or due in the window, or with a progress report
    due or sent in it (R8e, R6)."""
    return [
        m
        for m in milestones.list_milestones(db, est_id)
        if any(window.holds(day) for day in (m.agreed_on, m.due_on, m.reported_on))
        or any(window.holds(r.due_on) or window.holds(r.reported_on) for r in m.reports)
    ]


def milestone_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The compliance milestones of the window (:func:`milestones_in`)."""
    for m in milestones_in(db, est_id, window):
        yield [m.agreement, m.agreed_on, m.milestone, m.due_on, m.progress_report,
               m.reported_on, m.done_on, m.status_text]  # fmt: skip


def approvals_in_force(db: Database, est_id: int, window: Window) -> list[ApprovalRow]:
    """The approvals the window's duties are judged by (R3, R8d): those dated in it, void
    ones too, and each device's last one in use dated before it, in force when it began."""
    every = frequency_approvals.list_approvals(db, est_id)
    before = {a.device_pk: a.id for a in every if not a.is_void and a.approved_on < window.start}
    return [a for a in every if window.holds(a.approved_on) or before.get(a.device_pk) == a.id]


def frequency_approval_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """:func:`approvals_in_force` (R3, R8d)."""
    for a in approvals_in_force(db, est_id, window):
        yield [a.approved_on, a.device_id, str(a.frequency), a.notes, a.status_text]


def checklist_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """Each item of each checklist walked in the window, void ones too, with its fix (R8c,
    R6)."""
    for c in self_inspection_rows.list_checklists(db, est_id):
        if window.holds(c.inspected_on):
            for a in c.answers:
                fix = a.fix
                yield [
                    c.inspected_on, c.inspected_by, a.item, a.answer, a.note, a.additive,
                    a.fix_due, fix.fixed_on if fix else None, fix.what_was_done if fix else "",
                    c.status_text,
                ]  # fmt: skip


def authorization_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The written authorizations of additives given by the window's end, void ones too:
    one given before the window still covers an additive used in it (R8c, R6)."""
    for a in self_inspection_rows.list_authorizations(db, est_id):
        if a.authorized_on <= window.end:
            yield [a.additive, a.authorized_on, a.authorized_by, a.note, a.status_text]


def planned_change_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The planned changes starting in the window or after it, void ones too (R8a, R6)."""
    for c in changes.list_changes(db, est_id):
        if c.planned_start >= window.start:
            yield [c.description, c.planned_start, c.notice_due, c.notice_sent_on, c.notes,
                   c.status_text]  # fmt: skip


def _in_force_in(w: waivers_rows.WaiverRow, window: Window) -> bool:
    return w.granted_on <= window.end and (w.revoked_on is None or w.revoked_on >= window.start)


def waiver_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The waivers in force at some time in the window, void ones too (R8b, R6)."""
    for w in waivers_rows.list_waivers(db, est_id):
        if _in_force_in(w, window):
            interval = str(w.interval) if w.interval else ""
            yield [w.granted_on, w.terms, w.option, interval, w.revoked_on, w.notes, w.status_text]


def waiver_fee_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The payments of the waivers' fees made in the window, void ones too (R8b, R6)."""
    for w in waivers_rows.list_waivers(db, est_id):
        for p in w.payments:
            if window.holds(p.paid_on):
                yield [w.granted_on, p.paid_on, p.amount, p.receipt_no, p.status_text]


@dataclass(frozen=True)
class Described:
    """What a record is, for the name of a file of it (``stem``) and in words."""

    stem: str
    words: str


def _log_entries_with_files(db: Database, est_id: int, window: Window) -> dict[int, Described]:
    """The log entries of the window that have a file attached.

    Asked of the database, not by reading the whole log: a busy kitchen logs thousands
    of cleanings a year and attaches a file to a few of them."""
    with db.read() as session:
        found = session.execute(
            select(
                MaintenanceEntry.id,
                MaintenanceEntry.service,
                Device.device_id,
                MaintenanceEntry.service_date,
            )
            .join(Device, Device.id == MaintenanceEntry.device_pk)
            .where(
                MaintenanceEntry.establishment_id == est_id,
                MaintenanceEntry.service_date.between(window.start, window.end),
                MaintenanceEntry.id.in_(
                    select(Attachment.owner_id).where(
                        Attachment.establishment_id == est_id,
                        Attachment.owner_table == MaintenanceEntry.__tablename__,
                    )
                ),
            )
        )
        return {
            pk: Described(f"{day} {service} {device}", f"{service} of {device} on {day}")
            for pk, service, device, day in found
        }


def _self_inspection_files(
    db: Database, est_id: int, window: Window
) -> dict[str, dict[int, Described]]:
    """The records of R8c whose files the packet carries: the answers of the window's
    checklists (a photo of what was found), their fixes (a photo of the fix), and every
    written authorization of an additive on file, whatever its date (it is in force)."""
    answers, fixes = {}, {}
    for c in self_inspection_rows.list_checklists(db, est_id):
        if c.is_void or not window.holds(c.inspected_on):
            continue
        for a in c.answers:
            answers[a.id] = Described(
                f"{c.inspected_on} {a.item}", f"{a.item} of the self-inspection of {c.inspected_on}"
            )
            if a.fix is not None:
                fixes[a.fix.id] = Described(
                    f"{a.fix.fixed_on} {a.item} fixed", f"Fix of {a.item} on {a.fix.fixed_on}"
                )
    authorizations = {
        a.id: Described(
            f"{a.authorized_on} {a.additive}",
            f"Written authorization of {a.additive}, {a.authorized_on}",
        )
        for a in self_inspection_rows.list_authorizations(db, est_id)
        if not a.is_void
    }
    return {
        ChecklistAnswer.__tablename__: answers,
        CorrectiveAction.__tablename__: fixes,
        AdditiveAuthorization.__tablename__: authorizations,
    }


def _waiver_papers(db: Database, est_id: int, window: Window) -> dict[str, dict[int, Described]]:
    """The waivers in force in the window and the fee payments made in it, as their papers
    are named in the packet (R8b)."""
    found = [w for w in waivers_rows.list_waivers(db, est_id) if _in_force_in(w, window)]
    return {
        ConditionalWaiver.__tablename__: {
            w.id: Described(f"{w.granted_on} waiver", f"Conditional waiver of {w.granted_on}")
            for w in found
        },
        WaiverFeePayment.__tablename__: {
            p.id: Described(
                f"{p.paid_on} waiver fee", f"Fee of the waiver of {w.granted_on}, paid {p.paid_on}"
            )
            for w in found
            for p in w.payments
            if window.holds(p.paid_on)
        },
    }


@dataclass(frozen=True)
class PacketFile:
    """One file the packet carries: its name in the packet, where its bytes are, and the
    record it belongs to, as ``table:id`` (``sign_offs:id`` for a drawn signature)."""

    name: str
    sha256: str
    belongs_to: str
    original_name: str
    media_type: str
    size: int
    source: str


def packet_files(db: Database, est_id: int, window: Window) -> list[PacketFile]:
    """The attachments and drawn signatures of the records in the window, each named in
    the packet by :class:`PacketNames`: the one place a packet's names are made."""
    in_window = {
        MaintenanceEntry.__tablename__: _log_entries_with_files(db, est_id, window),
        Manifest.__tablename__: {
            m.id: Described(
                f"{m.manifest_date} {m.manifest_no} {m.hauler}",
                f"Manifest {m.manifest_no} of {m.hauler}, {m.manifest_date}",
            )
            for m in manifests.list_manifests(db, est_id)
            if window.holds(m.manifest_date)
        },
        TrainingSession.__tablename__: {
            s.id: Described(
                f"{s.session_date} {s.kind} training", f"{s.kind} training on {s.session_date}"
            )
            for s in training.list_sessions(db, est_id)
            if window.holds(s.session_date)
        },
        FrequencyApproval.__tablename__: {
            a.id: Described(
                f"{a.approved_on} {a.device_id} frequency approval",
                f"Frequency approval of {a.device_id} on {a.approved_on}",
            )
            for a in approvals_in_force(db, est_id, window)
        },
        Incident.__tablename__: {
            i.id: Described(
                f"{i.incident_date} {i.incident_no}",
                f"Incident {i.incident_no} on {i.incident_date}",
            )
            for i in incidents.list_incidents(db, est_id)
            if window.holds(i.incident_date)
        },
        **_self_inspection_files(db, est_id, window),
        PlannedChange.__tablename__: {
            c.id: Described(
                f"{c.planned_start} {c.description}", f"Planned change: {c.description}"
            )
            for c in changes.list_changes(db, est_id)
            if c.planned_start >= window.start
        },
        **_waiver_papers(db, est_id, window),
    }
    names = PacketNames()
    found = []
    with db.read() as session:
        for a in session.scalars(
            select(Attachment)
            .where(Attachment.establishment_id == est_id, Attachment.voided_at.is_(None))
            .order_by(Attachment.id)
        ):
            owner = in_window.get(a.owner_table, {}).get(a.owner_id)
            if owner is not None:
                name = names.name(FOLDERS[a.owner_table], owner.stem, a.media_type)
                source = f"{a.owner_table}:{a.owner_id}"
                found.append(
                    PacketFile(
                        name, a.sha256, owner.words, a.original_name, a.media_type, a.size, source
                    )
                )
        signatures = session.execute(
            select(
                SignOff.id,
                SignOff.signature_sha256,
                TrainingSession.session_date,
                TrainingSession.kind,
                Employee.name,
                Employee.employee_id,
            )
            .join(TrainingSession, TrainingSession.id == SignOff.session_id)
            .join(Employee, Employee.id == SignOff.employee_pk)
            .where(SignOff.establishment_id == est_id, SignOff.signature_sha256.is_not(None))
            .order_by(SignOff.id)
        )
        for sign_off_id, sha256, day, kind, person, employee_id in signatures:
            if window.holds(day):
                signer = f"{person} ({employee_id})"
                found.append(
                    PacketFile(
                        name=names.name(
                            FOLDERS[SignOff.__tablename__],
                            f"{day} {kind} training - {signer}",
                            "image/png",
                        ),
                        sha256=str(sha256),
                        belongs_to=f"Signature of {signer}, {kind.lower()} training on {day}",
                        original_name="(drawn signature)",
                        media_type="image/png",
                        size=0,
                        source=f"{SignOff.__tablename__}:{sign_off_id}",
                    )
                )
    return sorted(found, key=lambda f: f.name.casefold())


@dataclass(frozen=True)
class LetterCopy:
    """The copy of a written confirmation the packet's zip carries (R5): its name there,
    the incident's id, the day it was sent, which the copy is dated, and the record it
    belongs to in words, as the Attachments sheet lists it."""

    name: str
    incident_pk: int
    sent_on: date
    belongs_to: str

    def as_file(self, sha256: str, size: int) -> PacketFile:
        """The copy as one of the packet's files, once written: made on export, it has no
        original name, and says so."""
        source = f"{Incident.__tablename__}:{self.incident_pk}"
        return PacketFile(
            self.name, sha256, self.belongs_to, "(letter written on export)", "application/pdf",
            size, source,
        )  # fmt: skip


def confirmation_letters(db: Database, est_id: int, window: Window) -> list[LetterCopy]:
    """The written confirmations sent of the incidents of the window, in use, each as the
    packet's zip names its copy: beside the incident's own files, in ``incidents/``."""
    return [
        LetterCopy(
            f"{FOLDERS[Incident.__tablename__]}/"
            f"{safe_stem(f'{i.incident_date} {i.incident_no} written confirmation')}.pdf",
            i.id,
            i.confirmation_sent_on,
            f"Written confirmation of incident {i.incident_no}, sent {i.confirmation_sent_on}",
        )
        for i in sorted(incidents.list_incidents(db, est_id), key=lambda i: (i.incident_date, i.id))
        if window.holds(i.incident_date) and not i.is_void and i.confirmation_sent_on is not None
    ]


def files_by_source(files: Iterable[PacketFile]) -> dict[str, list[str]]:
    """The names the packet's zip gives each record's files, by the record (``table:id``):
    the one name a page or a sheet may cite a file by."""
    found: dict[str, list[str]] = {}
    for f in files:
        found.setdefault(f.source, []).append(f.name)
    return found


def attachment_rows(files: list[PacketFile]) -> Iterator[Row]:
    for f in files:
        yield [f.name, f.belongs_to, f.original_name, f.media_type, f.size or None, f.sha256]


def _summary(entry: Any) -> str:
    """What changed, from an audit entry's action, before, after and reason."""
    if entry.action == "void":
        return f"voided: {entry.reason}"
    if entry.before is None:
        return "created"
    before, after = json.loads(entry.before), json.loads(entry.after)
    changed = [
        f"{key}: {before.get(key)!s} → {after.get(key)!s}"
        for key in sorted(after)
        if before.get(key) != after.get(key) and key != "version"
    ]
    reason = f" ({entry.reason})" if entry.reason else ""
    return "; ".join(changed) + reason


def audit_rows(db: Database, est_id: int, window: Window) -> Generator[Row]:
    """The audit-trail entries of the establishment made in the window (local dates)."""
    # The database keeps UTC; a day's margin on each side covers every time zone, and the
    # local date of each entry decides.
    since = datetime.combine(window.start - timedelta(days=1), time(), tzinfo=UTC)
    until = datetime.combine(window.end + timedelta(days=2), time(), tzinfo=UTC)
    columns = (
        AuditEntry.at, AuditEntry.actor, AuditEntry.os_user, AuditEntry.action,
        AuditEntry.record_label, AuditEntry.before, AuditEntry.after, AuditEntry.reason,
        AuditEntry.entry_hash,
    )  # fmt: skip
    query = (
        select(*columns)
        .where(
            AuditEntry.establishment_id == est_id,
            AuditEntry.at >= since,
            AuditEntry.at < until,
        )
        .order_by(AuditEntry.id)
        .execution_options(yield_per=2000)
    )
    # Closed with the generator: an export cancelled halfway must not leave the query's
    # cursor (server-side on PostgreSQL) open.
    with db.read() as session, session.connection().execute(query) as entries:
        for e in entries:
            at = local_time(e.at)
            if window.holds(at.date()):
                who = f"{e.actor} ({e.os_user})"
                yield [at, who, e.action, e.record_label, _summary(e), e.entry_hash]
