"""Input at the limits: what is stored equals what was hashed, and nonsense is refused at
its field (issue 11 §1, §4; rules.md R1 precision, R6).

Each value here once reached the database: ``-0`` and a number too large for its column
read back differently from what the audit trail hashed, so ``verify`` accused the
application's own records; a date in the year 9999 broke every status and export; a byte
that is not UTF-8, or a NUL, ended in "unexpected error".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from sqlalchemy import func, select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services import calendar, maintenance, manifests, status
from fog_desktop.services.devices import DeviceInput, create_device, void_device
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.frequency_approvals import ApprovalInput, record_approval
from fog_desktop.services.incidents import IncidentInput, report_incident
from fog_desktop.services.maintenance import MaintenanceInput
from fog_desktop.services.manifests import ManifestInput
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.training import SessionInput, create_session
from models import Device, Employee, Establishment, MaintenanceEntry, Manifest, Record

TODAY = date(2026, 12, 2)


def refusal(action: Callable[[], object]) -> ValidationError:
    with pytest.raises(ValidationError) as refused:
        action()
    return refused.value


def assert_each_refused(refusals: Mapping[str, Callable[[], object]], words: str) -> None:
    """Each action refused, with ``words`` in the message at the field it is keyed by."""
    for field, action in refusals.items():
        refused = refusal(action)
        assert words in (refused.for_field(field) or ""), (field, refused.problems)


def count(context: AppContext, model: type[Record]) -> int:
    with context.db.read() as session:
        return session.scalar(select(func.count()).select_from(model)) or 0


def assert_verifies(context: AppContext) -> None:
    with context.db.read() as session:
        report = verify(session)
    assert report.ok, report.problems


def log(context: AppContext, est_id: int, **values: str) -> MaintenanceEntry:
    data = MaintenanceInput(**({"service_date": "2026-11-10", "device_id": "GI-1"} | values))
    return maintenance.create_entry(context.db, est_id, data, context.actor, today=TODAY)


def device(context: AppContext, est_id: int, **values: str) -> Device:
    typed = {"device_id": "GI-2", "capacity_gal": "1000", "design_depth_in": "48"} | values
    return create_device(context.db, est_id, DeviceInput(**typed), context.actor)


def manifest(context: AppContext, est_id: int, **values: str) -> Manifest:
    typed = {"manifest_no": "M-1", "manifest_date": "2026-11-10", "hauler": "ABC"} | values
    return manifests.create_manifest(
        context.db, est_id, ManifestInput(**typed), context.actor, today=TODAY
    )


# --- Numbers -------------------------------------------------------------------------


@pytest.mark.parametrize("zero", ["-0", "-0.00", "+0"])
def test_negative_zero_is_stored_as_0_and_verify_passes(
    context: AppContext, est_id: int, zero: str
) -> None:
    log(context, est_id, service="Measurement", fog_depth_in=zero, solids_depth_in="1")
    log(context, est_id, gallons_removed=zero)
    manifest(context, est_id, gallons=zero, invoice_amount=zero)
    with context.db.read() as session:
        entries = session.scalars(select(MaintenanceEntry).order_by(MaintenanceEntry.id)).all()
        stored = session.scalars(select(Manifest)).one()
        values = [entries[0].fog_depth_in, entries[1].gallons_removed]
        values += [stored.gallons, stored.invoice_amount]
    assert values == [Decimal(0)] * 4
    assert all(not value.is_signed() for value in values if value is not None)
    assert_verifies(context)


def test_the_largest_values_read_back_exactly_and_verify_passes(
    context: AppContext, est_id: int
) -> None:
    """12 digits with 2 decimals, and 8 with 2: a float would lose neither, and PostgreSQL
    holds them, so both databases read back what was hashed."""
    device(context, est_id, capacity_gal="9999999999.99", design_depth_in="999999.99")
    log(context, est_id, gallons_removed="9,999,999,999.99")
    manifest(context, est_id, gallons="0.01", invoice_amount="$9999999999.99")
    with context.db.read() as session:
        big = session.scalars(select(Device).where(Device.device_id == "GI-2")).one()
        entry = session.scalars(select(MaintenanceEntry)).one()
        stored = session.scalars(select(Manifest)).one()
        assert (big.capacity_gal, big.design_depth_in) == (
            Decimal("9999999999.99"),
            Decimal("999999.99"),
        )
        assert entry.gallons_removed == Decimal("9999999999.99")
        assert (stored.gallons, stored.invoice_amount) == (
            Decimal("0.01"),
            Decimal("9999999999.99"),
        )
    assert_verifies(context)


@pytest.mark.parametrize(
    ("record", "values", "field", "message"),
    [
        ("entry", {"gallons_removed": "99999999999999999999"}, "gallons_removed",
         "Gallons removed: 99999999999999999999 is too large; at most 9999999999.99 gallons."),
        ("entry", {"gallons_removed": "10000000000"}, "gallons_removed",
         "at most 9999999999.99 gallons"),
        ("entry", {"service": "Measurement", "fog_depth_in": "1000000", "solids_depth_in": "1"},
         "fog_depth_in", "FOG depth: 1000000 is too large; at most 999999.99 inches."),
        ("entry", {"gallons_removed": "1e30"}, "gallons_removed", "type it in plain digits"),
        ("entry", {"gallons_removed": "1e400"}, "gallons_removed", "type it in plain digits"),
        ("entry", {"gallons_removed": "1e3"}, "gallons_removed", "type it in plain digits"),
        ("entry", {"gallons_removed": "Infinity"}, "gallons_removed", "not a number of gallons"),
        ("entry", {"gallons_removed": "NaN"}, "gallons_removed", "not a number of gallons"),
        ("entry", {"gallons_removed": "5.004"}, "gallons_removed",
         "Gallons removed: 5.004 has more decimals than the 2 this field holds"),
        ("entry", {"service": "Measurement", "fog_depth_in": "10.004", "solids_depth_in": "1"},
         "fog_depth_in", "never rounded"),
        ("entry", {"gallons_removed": "-5"}, "gallons_removed",
         "Gallons removed can't be negative."),
        ("manifest", {"gallons": "99999999999999999999"}, "gallons", "at most 9999999999.99"),
        ("manifest", {"invoice_amount": "1e30"}, "invoice_amount", "plain digits"),
        ("manifest", {"invoice_amount": "385.005"}, "invoice_amount", "more decimals"),
        ("device", {"capacity_gal": "99999999999999999999"}, "capacity_gal",
         "at most 9999999999.99"),
        ("device", {"design_depth_in": "1e30"}, "design_depth_in", "plain digits"),
        ("device", {"design_depth_in": "48.125"}, "design_depth_in", "more decimals"),
        ("device", {"capacity_gal": "-0"}, "capacity_gal",
         "Capacity must be more than 0 gallons."),
        ("device", {"frequency_number": "99999999999999999999", "frequency_unit": "days"},
         "frequency_number", "Frequency: 99999999999999999999 is too large; at most 3653."),
        ("device", {"type": "Grease trap", "frequency_number": "121", "frequency_unit": "months"},
         "frequency_number", "can't be longer than 10 years"),
        ("device", {"frequency_number": "²", "frequency_unit": "days"}, "frequency_number",
         "is not a whole number"),
    ],
)  # fmt: skip
def test_a_number_the_column_cannot_hold_is_refused_at_its_field(
    context: AppContext,
    est_id: int,
    record: str,
    values: dict[str, str],
    field: str,
    message: str,
) -> None:
    create, model = {
        "entry": (log, MaintenanceEntry),
        "manifest": (manifest, Manifest),
        "device": (device, Device),
    }[record]
    before = count(context, model)
    refused = refusal(lambda: create(context, est_id, **values))
    assert message in (refused.for_field(field) or ""), refused.problems
    assert count(context, model) == before


def test_a_trap_may_be_cleaned_every_ten_years_at_most(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    """Ten years are stored; they count once the city approved them (R3)."""
    last_day = date(2100, 12, 31)
    data = DeviceInput(
        device_id="GT-1", type="Grease trap", capacity_gal="20", design_depth_in="12",
        frequency_number="120", frequency_unit="months", in_service_since="2100-12-31",
    )  # fmt: skip
    create_device(context.db, est_id, data, context.actor)

    def due() -> date:
        return {o.subject: o.due for o in obligations_for(context.db, est_id, last_day)}["GT-1"]

    assert due() == date(2101, 1, 1), "daily without an approval"
    letter = tmp_path / "answer.pdf"
    letter.write_bytes(b"%PDF-1.4\n")
    answer = ApprovalInput(device_id="GT-1", approved_on="2100-12-31", frequency="120 months")
    record_approval(context.db, est_id, answer, [letter], context.actor, today=last_day)
    assert due() == date(2110, 12, 31)


# --- Dates ---------------------------------------------------------------------------

OUT_OF_RANGE = ["9999-12-31", "0001-01-01", "1899-12-31", "2101-01-01"]


@pytest.mark.parametrize("day", OUT_OF_RANGE)
def test_a_date_outside_1900_to_2100_is_refused_at_each_field(
    context: AppContext, est_id: int, day: str
) -> None:
    db, actor = context.db, context.actor
    refusals = {
        "in_service_since": lambda: device(context, est_id, in_service_since=day),
        "service_date": lambda: maintenance.create_entry(
            db,
            est_id,
            MaintenanceInput(service_date=day, device_id="GI-1", gallons_removed="9"),
            actor,
            today=TODAY,
        ),
        "manifest_date": lambda: manifest(context, est_id, manifest_date=day),
        "hire_date": lambda: create_employee(
            db, est_id, EmployeeInput(employee_id="E-1", name="Ana", hire_date=day), actor
        ),
        "end_date": lambda: create_employee(
            db,
            est_id,
            EmployeeInput(employee_id="E-1", name="Ana", hire_date="2026-01-05", end_date=day),
            actor,
        ),
        "session_date": lambda: create_session(
            db,
            est_id,
            SessionInput(session_date=day, trainer="Lee", topics=["Kitchen signage"]),
            actor,
            today=TODAY,
        ),
        "incident_date": lambda: report_incident(
            db, est_id, IncidentInput(incident_date=day), actor, now=datetime(2026, 12, 2, 12)
        ),
        "day": lambda: calendar.add_calendar_change(db, est_id, day, "Closed", actor=actor),
    }
    assert_each_refused(refusals, f"{day} is not a date from 1900 to 2100")
    assert count(context, Device) == 1
    assert count(context, Employee) == 0
    assert count(context, MaintenanceEntry) == 0


@pytest.mark.parametrize("as_of", [date(1900, 1, 1), date(2100, 12, 31)])
def test_status_is_computed_at_the_first_and_last_days_allowed(
    context: AppContext, est_id: int, as_of: date
) -> None:
    """A device in service since the last day, monthly interceptors and daily traps: no
    due date or two-year window inside the range leaves the calendar."""
    for number, since in enumerate(("1900-01-01", "2100-12-31"), start=2):
        device(context, est_id, device_id=f"GI-{number}", frequency_number="6",
               frequency_unit="months", in_service_since=since)  # fmt: skip
    create_employee(
        context.db, est_id, EmployeeInput(employee_id="E-1", name="Ana", hire_date="2100-12-31"),
        context.actor,
    )  # fmt: skip
    report = status.status_report(context.db, as_of, None)
    (establishment,) = report["establishments"]
    due = {o["subject"]: o["due"] for o in establishment["obligations"]}
    assert due["GI-3"] == "2101-06-30"
    assert due["GI-2"] == "1900-07-01"


def test_a_device_entered_with_the_year_9999_no_longer_breaks_status(
    context: AppContext, est_id: int
) -> None:
    refusal(lambda: device(context, est_id, in_service_since="9999-12-31"))
    report = status.status_report(context.db, TODAY, None)
    assert [o["subject"] for o in report["establishments"][0]["obligations"]] == ["GI-1"]


# --- Text ----------------------------------------------------------------------------

UNSTORABLE = [
    ("\udcff", "a byte that is not UTF-8"),
    ("a\x00b", "a NUL character"),
    ("line one\x0bline two", "a control character (U+000B)"),
    ("\x1b[31mred", "a control character (U+001B)"),
]


@pytest.mark.parametrize(("text", "reason"), UNSTORABLE)
def test_text_no_database_can_store_is_refused_at_its_field(
    context: AppContext, est_id: int, text: str, reason: str
) -> None:
    db, actor = context.db, context.actor
    refusals = {
        "notes": lambda: log(context, est_id, gallons_removed="9", notes=text),
        "device_id": lambda: maintenance.create_entry(
            db,
            est_id,
            MaintenanceInput(service_date="2026-11-10", device_id=text),
            actor,
            today=TODAY,
        ),
        "hauler": lambda: manifest(context, est_id, hauler=text),
        "location": lambda: device(context, est_id, location=text),
        "name": lambda: create_establishment(db, EstablishmentInput(name=text), actor),
        "employee_id": lambda: create_employee(
            db, est_id, EmployeeInput(employee_id=text, name="Ana", hire_date="2026-01-05"), actor
        ),
        "topics": lambda: create_session(
            db,
            est_id,
            SessionInput(session_date="2026-11-10", trainer="Lee", topics=["Signage", text]),
            actor,
            today=TODAY,
        ),
        "description": lambda: report_incident(
            db,
            est_id,
            IncidentInput(incident_date="2026-11-10", description=text),
            actor,
            now=datetime(2026, 12, 2, 12),
        ),
        "note": lambda: calendar.add_calendar_change(
            db, est_id, "2026-12-24", "Closed", note=text, actor=actor
        ),
        "operator": lambda: maintenance.create_entry(
            db,
            est_id,
            MaintenanceInput(service_date="2026-11-10", device_id="GI-1", gallons_removed="9"),
            f"Ana {text}",
            today=TODAY,
        ),
    }
    assert_each_refused(refusals, f"The text holds {reason}; retype it.")
    assert count(context, MaintenanceEntry) == 0
    assert count(context, Manifest) == 0
    assert count(context, Establishment) == 1
    assert count(context, Device) == 1
    assert_verifies(context)


@pytest.mark.parametrize(("text", "reason"), UNSTORABLE)
def test_a_void_reason_no_database_can_store_is_refused(
    context: AppContext, est_id: int, text: str, reason: str
) -> None:
    with context.db.read() as session:
        device_pk = session.scalars(select(Device.id)).one()
    refused = refusal(lambda: void_device(context.db, device_pk, f"typo {text}", context.actor))
    assert reason in (refused.for_field("reason") or ""), refused.problems
    with context.db.read() as session:
        assert session.get(Device, device_pk) is not None
        assert not session.scalars(select(Device)).one().is_void
    assert_verifies(context)


# --- Text longer than its column -------------------------------------------------------


def test_a_text_longer_than_its_column_is_refused_at_its_field_on_either_database(
    context: AppContext, est_id: int
) -> None:
    """PostgreSQL refused such a text with "unexpected error" where SQLite kept it whole:
    both refuse it now, naming the field, and store nothing."""
    entry = log(context, est_id, service="Pump-out", gallons_removed="900", hauler="Valley")
    amended = MaintenanceInput(service_date="2026-11-10", device_id="GI-1", service="Pump-out",
                               gallons_removed="900", hauler="H" * 250)  # fmt: skip
    refusals: dict[str, Callable[[], object]] = {
        "name": lambda: create_establishment(
            context.db, EstablishmentInput(name="N" * 201), context.actor
        ),
        "hauler": lambda: maintenance.amend_entry(
            context.db, entry.id, amended, context.actor, today=TODAY, reason="Whole name"
        ),
        "manifest_no": lambda: manifest(context, est_id, manifest_no="M" * 101),
        "operator": lambda: maintenance.create_entry(
            context.db,
            est_id,
            MaintenanceInput(service_date="2026-11-11", device_id="GI-1", service="Inspection"),
            "O" * 201,
            today=TODAY,
        ),
    }
    assert_each_refused(refusals, "characters; this has")
    assert refusal(refusals["name"]).for_field("name") == ("At most 200 characters; this has 201.")
    assert (count(context, Establishment), count(context, MaintenanceEntry)) == (1, 1)
    assert count(context, Manifest) == 0
    assert create_establishment(context.db, EstablishmentInput(name="N" * 200), context.actor)
    assert_verifies(context)
