"""Demo Bistro's maintenance log and manifests: two years of them (issue 3 §4).

Quarterly pump-outs of the interceptor, the hauler measuring the level found before each
(R1), with monthly sludge-height readings in between that agree with it: about a fifth
full at each quarter's end, as a quarterly frequency should leave it. Two quarters fill
faster: in the third the manager's reading finds it over 25% (R1) and in the seventh the
city's inspector finds it at 31% the day before a quarterly pump-out (demo_city), which
is why the readings now suggest a shorter frequency (R8d). One partial pump-out; one
pump-out late; the latest pump-out still missing its manifest, asked of the hauler by
e-mail and again by phone (R2, R6); the program manager's
answer to a request for a longer frequency; daily trap cleanings with a few days missed;
waste cooking oil receipts; and a small generated scan image on each manifest.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from fog_desktop.rules.dates import add_months
from fog_desktop.services import (
    attachments,
    frequency_approvals,
    hauler_requests,
    maintenance,
    manifests,
    pump_out_check,
)
from fog_desktop.services.demo_clock import typed_late
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.hauler_requests import RequestInput
from fog_desktop.services.maintenance import MaintenanceInput
from fog_desktop.services.maintenance_lookup import DevicesReadOnce, Lookup
from fog_desktop.services.manifests import ManifestInput
from models import (
    Establishment,
    MaintenanceEntry,
    Manifest,
    PartialCheck,
    RequestMethod,
    Service,
    WasteType,
)

HAULER = "SoCal Grease Haulers"
OIL_RECYCLER = "Golden State Oil Recycling"
STAFF = ("Luis Ortega", "Ana Ruiz", "Sam Chen", "Maria Lopez")
#: The interceptor's readings written up days later, by pump-out and month after it,
#: and how many days later: the packet's first page counts them (R6).
LATE_READINGS = {(2, 1): 9, (4, 1): 11, (5, 2): 12}


def _log(
    session: Session,
    bistro: Establishment,
    data: MaintenanceInput,
    actor: str,
    as_of: date,
    *,
    lookup: Lookup | None = None,
) -> None:
    maintenance.add(session, bistro.id, data, actor, today=as_of, lookup=lookup)


def _manifest(
    session: Session, bistro: Establishment, data: ManifestInput, actor: str, as_of: date
) -> Manifest:
    manifest = manifests.add(session, bistro.id, data, actor, today=as_of)
    owner = attachments.Owner(bistro.id, Manifest.__tablename__, manifest.id)
    name = f"manifest-{data.manifest_no}.png"
    attachments.add(session, owner, name, scan_png(name), actor)
    return manifest


def _pump_out_days(start: date, as_of: date) -> list[date]:
    """Quarterly, two days early as a rule. The fourth comes early, three days after the
    reading above 25% two months into the third interval (see :data:`FAST_QUARTERS`); the
    fifth comes ten days late."""
    days = [start]
    while True:
        number = len(days)
        last = days[-1]
        if number == 3:
            following = add_months(last, 2)
        else:
            following = add_months(last, 3) + timedelta(days=10 if number == 4 else -2)
        if following > as_of:
            return days
        days.append(following)


def city_inspection_day(start: date, as_of: date) -> date:
    """The day the city's inspector measured GI-1 at 31% (demo_city): about four months
    before ``as_of``, the day before the eighth pump-out, so the restaurant, told it is
    over 25%, has the hauler come the next day and "service now" is met a day late (R1)."""
    eighth = next(d for d in _pump_out_days(start, as_of) if d >= as_of - timedelta(days=127))
    return eighth - timedelta(days=1)


#: FOG and solids depth, in inches of GI-1's 48, a quarter's readings: a month and two
#: months after its pump-out, and the level the hauler finds at the next (R1, R8d).
USUAL_QUARTER = (
    (Decimal("2.0"), Decimal("1.5")),  # 7.3%
    (Decimal("3.5"), Decimal("3.0")),  # 13.5%
    (Decimal("5.5"), Decimal("4.5")),  # 20.8%: a quarter leaves it under 25%
)
#: The quarters that fill faster, by the number of the pump-out that starts them.
FAST_QUARTERS = {
    # Busy summer: 12.5% after a month, then 28.1% two months in: service now (R1), and
    # the hauler comes three days later.
    3: (
        (Decimal("3.5"), Decimal("2.5")),
        (Decimal("8.5"), Decimal("5.0")),
        (Decimal("8.75"), Decimal("5.25")),
    ),
    # Solids building up: 20.8% two months in, then the city's 31% (demo_city) and the
    # hauler's 31.25% the next day.
    7: (
        (Decimal("2.5"), Decimal("3.0")),
        (Decimal("4.5"), Decimal("5.5")),
        (Decimal("6.5"), Decimal("8.5")),
    ),
}


def _level(number: int, month: int) -> tuple[Decimal, Decimal]:
    """FOG and solids depth, in inches, ``month`` months after the ``number``-th pump-out;
    month 3 is the level the hauler finds at the next one (R1)."""
    return FAST_QUARTERS.get(number, USUAL_QUARTER)[month - 1]


def add_interceptor_log(
    session: Session, bistro: Establishment, start: date, as_of: date, actor: str
) -> None:
    """GI-1: 1000 gal, 48 in deep, pumped quarterly, read monthly."""
    days = _pump_out_days(start, as_of)
    for number, pump_day in enumerate(days, start=1):
        partial = number == 6  # the hauler took 780 of 1000 gallons
        gallons = "780" if partial else "1000"
        manifest_no = f"SGH-{24000 + number * 17}"
        if number < len(days):  # the newest pump-out's manifest has not come yet
            _manifest(session, bistro, ManifestInput(
                manifest_no=manifest_no, manifest_date=pump_day.isoformat(), hauler=HAULER,
                hauler_registration_no="WH-4471", driver="D. Alvarez",
                waste_type=WasteType.INTERCEPTOR, gallons=gallons,
                disposal_site="Inland Empire Rendering",
                disposal_site_address="14500 Slover Ave, Fontana, CA 92337",
                invoice_no=f"INV-{8800 + number}", invoice_amount="385.00", device_id="GI-1",
            ), actor, as_of)  # fmt: skip
        fog, solids = _level(number - 1, 3)
        entry = maintenance.add(session, bistro.id, MaintenanceInput(
            service_date=pump_day.isoformat(), device_id="GI-1", service=Service.PUMP_OUT,
            fog_depth_in=str(fog), solids_depth_in=str(solids), gallons_removed=gallons,
            hauler=HAULER,
            manifest_no=manifest_no, performed_by="D. Alvarez (hauler)",
            notes=_pump_out_note(number),
        ), actor, today=as_of)  # fmt: skip
        if partial:
            _finish_partial(session, bistro, entry, pump_day, actor=actor, as_of=as_of)
        if number == len(days):
            _ask_for_the_manifest(session, entry, as_of, actor)
        following = days[number] if number < len(days) else as_of + timedelta(days=1)
        for month in (1, 2):
            reading_day = add_months(pump_day, month) - timedelta(days=3)
            if reading_day >= following or reading_day > as_of:
                break
            fog, solids = _level(number, month)
            with typed_late(session, LATE_READINGS.get((number, month), 0)):
                _log(session, bistro, MaintenanceInput(
                    service_date=reading_day.isoformat(), device_id="GI-1",
                    service=Service.MEASUREMENT, fog_depth_in=str(fog),
                    solids_depth_in=str(solids), performed_by=STAFF[3],
                    notes="Sludge judge reading at the outlet baffle.",
                ), actor, as_of)  # fmt: skip


#: The manager's requests for the latest pump-out's missing manifest: the days after the
#: pump-out each was made (the first once the manifest is late, R2), how, whom, and the
#: hauler's answer, "" while none came.
MANIFEST_REQUESTS = (
    (8, RequestMethod.EMAIL, "dispatch@socalgrease.example",
     "The driver's copy was misplaced; the office will mail one."),
    (15, RequestMethod.PHONE, "SoCal Grease Haulers dispatch, (626) 555-0177", ""),
)  # fmt: skip


def _ask_for_the_manifest(
    session: Session, entry: MaintenanceEntry, as_of: date, actor: str
) -> None:
    """Ask the hauler for the pump-out's manifest, as each request's day has come."""
    for days_after, method, whom, answer in MANIFEST_REQUESTS:
        asked_on = entry.service_date + timedelta(days=days_after)
        if asked_on <= as_of:
            data = RequestInput(asked_on.isoformat(), method, whom, answer)
            hauler_requests.add(session, entry, data, actor, today=as_of)


def _pump_out_note(number: int) -> str:
    if number == 6:
        return "Driver left early; check the manifest for a partial pump-out."
    if number == 8:
        return "Called in after the city's inspection found GI-1 over 25%; full pump-out."
    return "Full pump-out; baffles and walls scraped."


def _finish_partial(
    session: Session,
    bistro: Establishment,
    entry: MaintenanceEntry,
    pump_day: date,
    *,
    actor: str,
    as_of: date,
) -> None:
    """The manager checked the manifest, recorded the pump-out as partial, and the hauler
    came back four days later to empty the tank: that pump-out meets the quarter, a day
    or two late (R2)."""
    back = pump_day + timedelta(days=4)
    pump_out_check.settle_pump_out(
        session,
        entry,
        PartialCheck.PARTIAL,
        f"Manifest {entry.manifest_no} shows 780 gal and the solids left in; the hauler "
        f"comes back on {back}.",
        actor,
    )
    if back <= as_of:
        _manifest(session, bistro, ManifestInput(
            manifest_no=f"{entry.manifest_no}-B", manifest_date=back.isoformat(), hauler=HAULER,
            hauler_registration_no="WH-4471", driver="D. Alvarez",
            waste_type=WasteType.INTERCEPTOR, gallons="1000",
            disposal_site="Inland Empire Rendering",
            disposal_site_address="14500 Slover Ave, Fontana, CA 92337", device_id="GI-1",
            notes="Return visit to finish the partial pump-out; no charge.",
        ), actor, as_of)  # fmt: skip
        _log(session, bistro, MaintenanceInput(
            service_date=back.isoformat(), device_id="GI-1", service=Service.PUMP_OUT,
            # What the partial pump-out left: the solids at the bottom (R1, R2).
            fog_depth_in="0.25", solids_depth_in="3.25",
            gallons_removed="1000", hauler=HAULER, manifest_no=f"{entry.manifest_no}-B",
            performed_by="D. Alvarez (hauler)",
            notes="Came back to finish the partial pump-out; tank emptied.",
        ), actor, as_of)  # fmt: skip


#: The program manager's answers: the device, months after the start, the frequency, notes.
_ANSWERS = (
    (
        "GI-1",
        10,
        "3 months",
        "Request for 4 months declined after July's reading over 25%; quarterly kept.",
    ),
    (
        "GT-2",
        5,
        "2 days",
        "Low-use prep sink: cleaning every other day approved after a site visit.",
    ),
)


def add_frequency_approvals(
    session: Session, bistro: Establishment, start: date, as_of: date, actor: str
) -> None:
    """The program manager's answers on file, each with its letter scanned (R3, R8d).

    After GI-1's first three cycles were read, the restaurant asked for a longer frequency
    and the program manager kept it quarterly, the summer's reading over 25% in view (R8d,
    E.4). The readings since, the city's 31% among them, suggest a shorter one, which the
    Maintenance page warns of.

    GT-2 was cleaned every other day from the start, by the manager's choice; the city
    approved that interval five months in (R3). The skipped days before the approval are
    late, the deliberate lapse the packet shows; the ones after it are on time.
    """
    for device_id, months, frequency, notes in _ANSWERS:
        answer = frequency_approvals.ApprovalInput(
            device_id=device_id,
            approved_on=add_months(start, months).isoformat(),
            frequency=frequency,
            notes=notes,
        )
        record = frequency_approvals.add(session, bistro.id, answer, actor, today=as_of)
        name = f"frequency-answer-{answer.approved_on}.png"
        attachments.add(session, attachments.Owner.of(record), name, scan_png(name), actor)


def add_trap_logs(
    session: Session, bistro: Establishment, start: date, as_of: date, actor: str
) -> None:
    """GT-1 cleaned daily (a few days missed); GT-2 every other day, an interval the city
    approved only five months in (:func:`add_frequency_approvals`, R3)."""
    missed = {start + timedelta(days=n) for n in (95, 96, 400, 611)}
    # Some 1,100 cleanings of the two traps: each asked the database for its device.
    devices = DevicesReadOnce(session, bistro.id)
    day = start
    while day <= as_of:
        if day not in missed:
            _log(session, bistro, MaintenanceInput(
                service_date=day.isoformat(), device_id="GT-1", service=Service.CLEANING,
                performed_by=STAFF[day.toordinal() % 3],
            ), actor, as_of, lookup=devices)  # fmt: skip
        if (day - start).days % 2 == 0:
            _log(session, bistro, MaintenanceInput(
                service_date=day.isoformat(), device_id="GT-2", service=Service.CLEANING,
                performed_by=STAFF[(day.toordinal() + 1) % 3],
            ), actor, as_of, lookup=devices)  # fmt: skip
        day += timedelta(days=1)


def add_oil_receipts(
    session: Session, bistro: Establishment, start: date, as_of: date, actor: str
) -> None:
    """Waste cooking oil collected for recycling about every six weeks (Prohibitions D)."""
    day, number = start + timedelta(days=20), 0
    while day <= as_of:
        number += 1
        _manifest(session, bistro, ManifestInput(
            manifest_no=f"GSO-{5100 + number}", manifest_date=day.isoformat(), hauler=OIL_RECYCLER,
            hauler_registration_no="RR-2290", driver="K. Patel", waste_type=WasteType.COOKING_OIL,
            gallons="55", disposal_site="Golden State biodiesel plant",
            disposal_site_address="2200 E Harbor Blvd, Ventura, CA 93001",
            notes="Recycling receipt; no charge.",
        ), actor, as_of)  # fmt: skip
        day += timedelta(days=42)
