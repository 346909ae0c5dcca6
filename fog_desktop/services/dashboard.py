"""What the Dashboard shows: each duty with its subject's name, why it is due in plain
words, and the days left counted as the duty counts them (R1–R5); and the pump-outs to
check (R2). Everything the page needs in one read, off the window's thread.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

from fog_desktop import __version__, snapshot
from fog_desktop.database import Database
from fog_desktop.due import SERVICE_NOW, YOUR_RIGHT, Attention, DueNow, DueRow
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import day_text, days, number_text, working_days
from fog_desktop.rules import enforcement
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.calendar import calendar_for
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.employees import list_employees
from fog_desktop.services.establishments import get_establishment, list_establishments
from fog_desktop.services.incidents_rows import list_incidents
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_PARTIAL,
    MaintenanceRow,
    needing_attention,
)
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.ordinances import profile_of
from fog_desktop.services.self_inspection import item_shown
from fog_desktop.services.self_inspection_rows import CHECKLIST
from fog_desktop.services.violations_rows import list_notices
from fog_desktop.services.waivers_rows import list_waivers
from fog_desktop.words import shown

#: Why each duty is due, in plain words; the rule id goes in the tooltip. Translated
#: where it is used (:func:`reason`).
REASONS: dict[ObligationKind, str] = {
    ObligationKind.SERVICE_NOW: noop(
        "DashboardReason", "a reading over {limit_percent}% full: pump it out now"
    ),
    ObligationKind.EARLY_PUMP_OUT: noop(
        "DashboardReason", "fills fast: pump it out before {limit_percent}%"
    ),
    ObligationKind.NEW_HIRE_TRAINING: noop(
        "DashboardReason", "within {new_hire_days} days of hire"
    ),
    ObligationKind.CITY_PHONE_NOTICE: noop(
        "DashboardReason", "at once, by phone, after the incident"
    ),
    ObligationKind.HEALTH_DEPT_PHONE_NOTICE: noop(
        "DashboardReason", "at once, by phone: a blockage or sewer overflow is possible"
    ),
    ObligationKind.WRITTEN_CONFIRMATION: noop(
        "DashboardReason", "{confirmation_working_days} working days after the incident"
    ),
    ObligationKind.HEARING_REQUEST: noop(
        "DashboardReason",
        "you may ask for a hearing: the city must receive your request within "
        "{hearing_request_days} days of the notice, so send it a few days before",
    ),
    ObligationKind.APPEAL: noop(
        "DashboardReason",
        "to the city clerk by 5 p.m., {appeal_days} days after the order's mailing",
    ),
    ObligationKind.CIVIL_PENALTY_PAYMENT: noop(
        "DashboardReason", "within {penalty_days} days of the order becoming final"
    ),
    ObligationKind.CLEANUP_COST_PAYMENT: noop(
        "DashboardReason", "within {cleanup_days} days of the city's invoice"
    ),
    ObligationKind.NONCOMPLIANCE_FEE_PAYMENT: noop(
        "DashboardReason", "delinquent if unpaid {fee_days} days after the notice"
    ),
    ObligationKind.INTERCEPTOR_INSTALLATION: noop(
        "DashboardReason", "within {interceptor_days} days of the city's notice"
    ),
    ObligationKind.COMPLIANCE_MILESTONE: noop(
        "DashboardReason", "by the date of the compliance schedule agreement"
    ),
    ObligationKind.PROGRESS_REPORT: noop(
        "DashboardReason", "by the date the agreement or the program manager set for it"
    ),
    ObligationKind.SELF_INSPECTION: noop("DashboardReason", "walk the self-inspection checklist"),
    ObligationKind.CORRECTIVE_ACTION: noop(
        "DashboardReason", "7 days after the checklist found it not OK"
    ),
    ObligationKind.PLANNED_CHANGE_NOTICE: noop(
        "DashboardReason", "in writing, {planned_change_notice_days} days before the change starts"
    ),
    ObligationKind.WAIVER_FEE: noop("DashboardReason", "each year on the waiver's anniversary"),
    ObligationKind.SEWER_MAIN_CLEANING: noop(
        "DashboardReason", "by a contractor, as often as the waiver says"
    ),
    ObligationKind.INTERCEPTOR_AFTER_REVOCATION: noop(
        "DashboardReason", "within {waiver_interceptor_days} days of the waiver's revocation"
    ),
}
#: Why an appeal of the city manager's order is due (R8e, D.8): its days are its own.
CITY_MANAGER_APPEAL = noop(
    "DashboardReason",
    "to the city clerk by 5 p.m., {city_manager_appeal_days} days after the order's service",
)
#: Why each of a year's trainings is due (R4b), by the number a year the profile asks.
TIMES_A_YEAR = {
    1: noop("DashboardReason", "once each calendar year"),
    2: noop("DashboardReason", "twice each calendar year"),
}
SEVERAL_TIMES_A_YEAR = noop("DashboardReason", "{trainings_per_year} times each calendar year")


def due_now_kept(
    db: Database, establishment_id: int | None, as_of: date, *, folder: Path, language: str
) -> DueNow:
    """:func:`due_now`, and kept in ``folder`` for the next start's first paint
    (fog_desktop/snapshot.py) when it was read in ``language`` from the embedded SQLite
    file and no change reached the records while it was read."""
    seen = _seen_now(db, establishment_id, as_of, language)
    due = due_now(db, establishment_id, as_of)
    if seen is not None and _seen_now(db, establishment_id, as_of, language) == seen:
        snapshot.write(folder, snapshot.Snapshot(seen, _switcher(db), due))
    return due


def keep_next_day(
    db: Database, establishment_id: int, as_of: date, *, folder: Path, language: str
) -> None:
    """Keep the Dashboard of the day after ``as_of`` beside the one kept for ``as_of``
    (:func:`due_now_kept`), while the records are as they were when that was read: the
    first start of the next morning then paints at once."""
    next_day = as_of + timedelta(days=1)
    seen = _seen_now(db, establishment_id, next_day, language)
    kept = None if seen is None else snapshot.read(folder, replace(seen, as_of=as_of))
    if seen is None or kept is None:
        return
    due = due_now(db, establishment_id, next_day)
    if _seen_now(db, establishment_id, next_day, language) == seen:
        snapshot.write(folder, kept, snapshot.Snapshot(seen, kept.establishments, due))


def _seen_now(
    db: Database, establishment_id: int | None, as_of: date, language: str
) -> snapshot.Seen | None:
    """What a reading of the embedded SQLite file now is read against; None for a
    server, or without an establishment."""
    database = db.sqlite_path
    if database is None or establishment_id is None:
        return None
    return snapshot.seen_now(
        database,
        as_of=as_of,
        establishment_id=establishment_id,
        language=language,
        version=__version__,
    )


def _switcher(db: Database) -> tuple[tuple[int, str], ...]:
    return tuple((e.id, e.name) for e in list_establishments(db))


def due_now(db: Database, establishment_id: int | None, as_of: date) -> DueNow:
    """The Dashboard of ``establishment_id`` seen on ``as_of``; empty with no establishment."""
    if establishment_id is None:
        return DueNow("", as_of, (), ())
    name = get_establishment(db, establishment_id).name
    devices = {d.device_id: d for d in reversed(list_devices(db, establishment_id))}
    people = {
        e.employee_id: f"{e.name} ({e.employee_id})" for e in list_employees(db, establishment_id)
    }
    incidents = {
        i.incident_no: f"{i.incident_no} ({shown(i.kind).lower()}, {day_text(i.incident_date)})"
        for i in list_incidents(db, establishment_id)
    }
    notices = {
        n.notice_no: translate("Dashboard", "{notice} ({kind}, {day})").format(
            notice=n.notice_no, kind=shown(n.kind).lower(), day=day_text(n.notice_on)
        )
        for n in list_notices(db, establishment_id)
    }
    waivers = {
        w.subject: translate("Dashboard", "Waiver of {day}").format(day=day_text(w.granted_on))
        for w in list_waivers(db, establishment_id)
    }
    names = {
        **{k: device_name(d) for k, d in devices.items()},
        **people,
        **incidents,
        **notices,
        **waivers,
        CHECKLIST: translate("Dashboard", "Self-inspection checklist"),
    }
    calendar = calendar_for(db, establishment_id)
    profile = profile_of(db, establishment_id)
    rows = [
        due_row(
            o,
            as_of,
            calendar,
            # A corrective action's subject is the checklist item as the records keep it.
            item_shown(o.subject)
            if o.kind == ObligationKind.CORRECTIVE_ACTION
            else names.get(o.subject, o.subject),
            devices.get(o.subject),
            profile=profile,
        )
        for o in obligations_for(db, establishment_id, as_of, profile=profile)
    ]
    rows.sort(key=lambda r: not r.urgent)
    attention = tuple(
        Attention(attention_text(row), row.id)
        for row in needing_attention(db, establishment_id, as_of)
    )
    missed = tuple(r for r in rows if r.state == ObligationState.MISSED)
    due = tuple(r for r in rows if r.state != ObligationState.MISSED)
    return DueNow(name, as_of, due, attention, missed)


def device_name(device: DeviceRow) -> str:
    """GI-1 interceptor, Kitchen: the Device ID, what it is and where."""
    where = f", {device.location}" if device.location else ""
    return f"{device.device_id} {shown(device.type).lower()}{where}"


def due_row(
    obligation: Obligation,
    as_of: date,
    calendar: WorkingCalendar,
    subject: str,
    device: DeviceRow | None,
    *,
    profile: OrdinanceProfile,
) -> DueRow:
    """One duty in the Dashboard's words, the numbers those of ``profile``."""
    state = obligation.state(as_of)
    open_reading = obligation.kind == ObligationKind.SERVICE_NOW and obligation.met_on is None
    if obligation.note == enforcement.CITY_MANAGERS_ORDER:
        why = translate("DashboardReason", CITY_MANAGER_APPEAL).format(**profile.numbers())
    else:
        why = reason(obligation.kind, None if device is None else device.applies, profile)
    if obligation.amount is not None:
        # What a delinquent fee has grown to is what the manager must pay (R8e).
        why += translate("DashboardReason", "; ${amount} owed, with any late penalties").format(
            amount=f"{obligation.amount:,.2f}"
        )
    open_right = obligation.kind in enforcement.RIGHTS and obligation.met_on is None
    return DueRow(
        obligation,
        subject,
        why,
        "" if obligation.met_on else days_left(obligation, as_of, calendar),
        SERVICE_NOW if open_reading else YOUR_RIGHT if open_right else state.value,
    )


def reason(kind: ObligationKind, frequency: Frequency | None, profile: OrdinanceProfile) -> str:
    """Why a duty is due, in the words a manager uses: "every 3 months", "daily"; the
    days and the percent are those of the ordinance ``profile`` (R1–R8)."""
    if kind == ObligationKind.SEMIANNUAL_TRAINING:
        text = TIMES_A_YEAR.get(profile.trainings_per_year, SEVERAL_TIMES_A_YEAR)
    elif kind in REASONS:
        text = REASONS[kind]
    else:
        return frequency.plain_shown if frequency is not None else ""
    return translate("DashboardReason", text).format(**profile.numbers())


def days_left(obligation: Obligation, as_of: date, calendar: WorkingCalendar) -> str:
    """The days left as the duty counts them: a written confirmation in working days (R5),
    every other duty in calendar days; none for a missed one, which no day can meet (R4)."""
    due = obligation.due
    if obligation.state(as_of) == ObligationState.MISSED:
        return ""
    if due == as_of:
        return translate("Dashboard", "Today")
    if due < as_of:
        return translate("Dashboard", "{days} overdue").format(days=days((as_of - due).days))
    if obligation.kind == ObligationKind.WRITTEN_CONFIRMATION:
        return working_days(calendar.working_days_until(as_of, due))
    return days((due - as_of).days)


def attention_text(row: MaintenanceRow) -> str:
    """One pump-out needing attention, in words: what it is and what is wrong with it."""
    problems = []
    if FLAG_MANIFEST_MISSING in row.flags:
        problems.append(row.manifest_problem_shown)
    if FLAG_PARTIAL in row.flags:
        gallons = number_text(row.gallons_removed) if row.gallons_removed is not None else "?"
        problems.append(
            translate(
                "Dashboard",
                "possible partial pump-out ({gallons} of {capacity} gal): it counts once "
                "confirmed full",
            ).format(gallons=gallons, capacity=number_text(row.capacity_gal))
        )
    return translate("Dashboard", "{service} of {device} on {day}: {problems}").format(
        service=shown(row.service),
        device=row.device_id,
        day=day_text(row.service_date),
        problems="; ".join(problems),
    )
