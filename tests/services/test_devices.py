"""Establishments and grease control devices: what is accepted and what is refused."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.services.device_frequency import frequency_label, frequency_text
from fog_desktop.services.devices import (
    DeviceInput,
    amend_device,
    create_device,
    get_device,
    list_devices,
    void_device,
)
from fog_desktop.services.establishments import (
    EstablishmentInput,
    amend_establishment,
    create_establishment,
    find_establishment,
    get_establishment,
    list_establishments,
)
from fog_desktop.services.setup import set_up_establishment
from models import AuditEntry, Device, Establishment

SIERRA_MADRE = ordinance.default()


def _counts(context: AppContext) -> list[int]:
    """How many establishments, devices and audit entries are stored."""
    with context.db.read() as session:
        return [
            session.scalar(select(func.count()).select_from(t)) or 0
            for t in (Establishment, Device, AuditEntry)
        ]


def _interceptor(**changes: str) -> DeviceInput:
    data = DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48")
    for key, value in changes.items():
        setattr(data, key, value)
    return data


@pytest.fixture
def est_id(context: AppContext) -> int:
    return create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor).id


def test_device_is_stored_with_its_values(context: AppContext, est_id: int) -> None:
    create_device(
        context.db,
        est_id,
        _interceptor(
            location="Rear lot",
            frequency_number="2",
            frequency_unit="months",
            in_service_since="2025-06-30",
        ),
        context.actor,
    )
    (device,) = list_devices(context.db, est_id)
    assert device.capacity_gal == Decimal("1000.00")
    assert device.design_depth_in == Decimal("48.00")
    assert device.in_service_since == date(2025, 6, 30)
    assert frequency_text(device) == "2 months"
    assert device.status_text == "Recorded"


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"device_id": "  "}, "device_id", "Enter a Device ID"),
        ({"capacity_gal": "abc"}, "capacity_gal", "'abc' is not a number"),
        ({"capacity_gal": "0"}, "capacity_gal", "must be more than 0"),
        ({"capacity_gal": "-5"}, "capacity_gal", "must be more than 0"),
        ({"design_depth_in": ""}, "design_depth_in", "Enter the design depth"),
        ({"design_depth_in": "0"}, "design_depth_in", "must be more than 0"),
        ({"frequency_number": "7", "frequency_unit": "months"}, "frequency_number", "6 months"),
        ({"frequency_number": "26", "frequency_unit": "weeks"}, "frequency_number", "6 months"),
        ({"frequency_number": "200", "frequency_unit": "days"}, "frequency_number", "6 months"),
        ({"frequency_number": "3"}, "frequency_number", "both a number and a unit"),
        ({"frequency_number": "x", "frequency_unit": "days"}, "frequency_number", "whole number"),
        ({"frequency_unit": "fortnights", "frequency_number": "1"}, "frequency_unit", "unit"),
        ({"in_service_since": "03/15/2026"}, "in_service_since", "like 2026-03-15"),
        ({"in_service_since": "2026-02-30"}, "in_service_since", "is not a date"),
        ({"type": "Septic tank"}, "type", "Type must be one of"),
    ],
)
def test_bad_device_input_is_refused_and_nothing_stored(
    context: AppContext, est_id: int, changes: dict[str, str], field: str, message: str
) -> None:
    before = _counts(context)
    with pytest.raises(ValidationError) as refused:
        create_device(context.db, est_id, _interceptor(**changes), context.actor)
    assert message in (refused.value.for_field(field) or "")
    assert _counts(context) == before


def test_a_trap_may_be_cleaned_less_often_than_six_months(context: AppContext, est_id: int) -> None:
    """R3: a trap's longer interval is stored, never refused (E.2's limit is for
    interceptors), and shown as not counting without the city's approval."""
    create_device(
        context.db,
        est_id,
        _interceptor(type="Grease trap", frequency_number="8", frequency_unit="months"),
        context.actor,
    )
    (trap,) = list_devices(context.db, est_id)
    assert frequency_text(trap) == "8 months"
    assert frequency_label(trap, SIERRA_MADRE, ()) == "8 months (not approved: daily applies)"
    create_device(context.db, est_id, _interceptor(device_id="GI-2"), context.actor)
    interceptor = next(d for d in list_devices(context.db, est_id) if d.device_id == "GI-2")
    assert frequency_label(interceptor, SIERRA_MADRE, ()) == "3 months (default)"


def test_duplicate_device_id_is_refused_until_the_first_is_void(
    context: AppContext, est_id: int
) -> None:
    first = create_device(context.db, est_id, _interceptor(), context.actor)
    with pytest.raises(ValidationError, match="already used"):
        create_device(context.db, est_id, _interceptor(), context.actor)
    void_device(context.db, first.id, "Entered twice", context.actor)
    create_device(context.db, est_id, _interceptor(), context.actor)
    assert [d.status_text for d in list_devices(context.db, est_id)] == [
        "Recorded",
        "Void: Entered twice",
    ]


def test_the_same_device_id_in_another_establishment_is_fine(
    context: AppContext, est_id: int
) -> None:
    other = create_establishment(
        context.db, EstablishmentInput(name="Second Street"), context.actor
    )
    create_device(context.db, est_id, _interceptor(), context.actor)
    create_device(context.db, other.id, _interceptor(), context.actor)
    assert len(list_devices(context.db, other.id)) == 1


def test_a_listed_device_is_its_stored_values_and_says_why_it_is_void(
    context: AppContext, est_id: int
) -> None:
    """What the pages and the packet read of a device: its row, as stored (R6)."""
    pk = create_device(context.db, est_id, _interceptor(location="Rear lot"), context.actor).id
    void_device(context.db, pk, "Entered twice", context.actor)

    row = get_device(context.db, pk)
    assert list_devices(context.db, est_id) == [row]
    assert (row.device_id, row.location, row.capacity_gal) == ("GI-1", "Rear lot", Decimal(1000))
    assert (row.is_void, row.void_reason, row.status_text) == (
        True,
        "Entered twice",
        "Void: Entered twice",
    )
    assert row.entered_by == context.actor
    assert list_devices(context.db, est_id, include_void=False) == []
    with pytest.raises(NotFound, match="no device with id"):
        get_device(context.db, pk + 1)


def test_an_establishment_is_found_by_its_name_in_use(context: AppContext, est_id: int) -> None:
    found = find_establishment(context.db, "Casa Test")
    assert found == get_establishment(context.db, est_id)
    assert (found.id, found.status_text, found.is_void) == (est_id, "Recorded", False)
    with pytest.raises(NotFound, match=r"no establishment named 'Casa' \(known: Casa Test\)"):
        find_establishment(context.db, "Casa")


def test_amendment_keeps_version_and_refuses_a_void_record(
    context: AppContext, est_id: int
) -> None:
    device = create_device(context.db, est_id, _interceptor(), context.actor)
    amended = amend_device(context.db, device.id, _interceptor(capacity_gal="1200"), context.actor)
    assert (amended.version, amended.status_text) == (2, "Amended")
    void_device(context.db, device.id, "Wrong restaurant", context.actor)
    with pytest.raises(ValidationError, match="void"):
        amend_device(context.db, device.id, _interceptor(capacity_gal="900"), context.actor)
    with pytest.raises(ValidationError, match="Say why"):
        void_device(context.db, device.id, " ", context.actor)


def test_establishment_refusals(context: AppContext, est_id: int) -> None:
    before = _counts(context)
    with pytest.raises(ValidationError) as refused:
        create_establishment(context.db, EstablishmentInput(name=" "), context.actor)
    assert refused.value.for_field("name") == "Enter the establishment's name."
    with pytest.raises(ValidationError, match="exists already"):
        create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    with pytest.raises(ValidationError) as refused:
        amend_establishment(
            context.db,
            est_id,
            EstablishmentInput(name="Casa Test", contact_email="maria at home"),
            context.actor,
        )
    assert "not an email address" in (refused.value.for_field("contact_email") or "")
    assert _counts(context) == before


def test_set_up_is_all_or_nothing(context: AppContext) -> None:
    before = _counts(context)
    with pytest.raises(ValidationError) as refused:
        set_up_establishment(
            context.db,
            EstablishmentInput(
                name="Half Written Cafe",
                city_spill_phone="626-555-0111",
                health_dept_phone="626-555-0199",
            ),
            [_interceptor(), _interceptor(device_id="GI-2", capacity_gal="lots")],
            context.actor,
        )
    assert "not a number" in (refused.value.for_field("devices[1].capacity_gal") or "")
    assert _counts(context) == before
    with pytest.raises(ValidationError) as refused:
        set_up_establishment(context.db, EstablishmentInput(name="No Devices"), [], context.actor)
    assert "at least one" in (refused.value.for_field("devices") or "")
    assert "phone it at once (R5)" in (refused.value.for_field("city_spill_phone") or "")
    assert "health department" in (refused.value.for_field("health_dept_phone") or "")
    assert list_establishments(context.db) == [e for e in list_establishments(context.db) if e.id]
    assert _counts(context) == before
