"""Conditional waivers, their fee payments, contractor cleanings and revocation, stored,
refused and owed (R8b, R8f, R6)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from sqlalchemy import select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.services.dashboard import due_now
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.maintenance import (
    MaintenanceInput,
    amend_entry,
    create_entry,
    void_entry,
)
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.waivers import (
    FeeInput,
    WaiverInput,
    amend_waiver,
    create_waiver,
    record_fee_payment,
    revoke_waiver,
    void_fee_payment,
    void_waiver,
)
from fog_desktop.services.waivers_rows import list_waivers
from models import AuditEntry, ConditionalWaiver, MaintenanceEntry

TODAY = date(2026, 12, 2)
FEE = WaiverInput(granted_on="2025-04-01", terms="No room for an interceptor; traps daily")
CONTRACTOR = WaiverInput(
    granted_on="2026-01-15",
    terms="Sewer main jetted by a contractor",
    option="Contractor cleaning",
    cleaning_interval="6 months",
)
WAIVER_KINDS = {
    ObligationKind.WAIVER_FEE,
    ObligationKind.SEWER_MAIN_CLEANING,
    ObligationKind.INTERCEPTOR_AFTER_REVOCATION,
}


@pytest.fixture
def est_id(context: AppContext) -> int:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    trap = DeviceInput(
        device_id="GT-1", type="Grease trap", capacity_gal="20", design_depth_in="12"
    )
    create_device(context.db, est.id, trap, context.actor)
    return est.id


def duties(
    context: AppContext, est_id: int, as_of: date = TODAY
) -> list[tuple[str, str, date, str]]:
    return [
        (o.kind.value, o.subject, o.due, o.state(as_of).value)
        for o in obligations_for(context.db, est_id, as_of, all_history=True)
        if o.kind in WAIVER_KINDS
    ]


def stored_service(context: AppContext, entry_pk: int) -> str:
    with context.db.read() as session:
        return session.get_one(MaintenanceEntry, entry_pk).service


def test_the_fee_is_owed_on_each_anniversary_and_met_by_its_payments(
    context: AppContext, est_id: int
) -> None:
    waiver = create_waiver(context.db, est_id, FEE, context.actor, today=TODAY)
    paid = FeeInput(paid_on="2026-03-25", amount="850.00", receipt_no="R-3321")
    record_fee_payment(context.db, waiver.id, paid, context.actor, today=TODAY)
    assert duties(context, est_id) == [
        ("Waiver fee", "Waiver of 2025-04-01", date(2026, 4, 1), "Met"),
        ("Waiver fee", "Waiver of 2025-04-01", date(2027, 4, 1), "Upcoming"),
    ]
    (row,) = list_waivers(context.db, est_id)
    assert (row.subject, row.option, row.interval, row.revoked_on) == (
        "Waiver of 2025-04-01",
        "Grease cleaning fee",
        None,
        None,
    )
    assert [(p.paid_on, str(p.amount), p.receipt_no) for p in row.payments] == [
        (date(2026, 3, 25), "850.00", "R-3321")
    ]


def test_the_dashboard_names_the_waiver_and_why_its_fee_is_due(
    context: AppContext, est_id: int
) -> None:
    create_waiver(context.db, est_id, FEE, context.actor, today=TODAY)
    rows = due_now(context.db, est_id, TODAY).rows
    fees = [r for r in rows if r.obligation.kind == ObligationKind.WAIVER_FEE]
    assert [(r.subject, r.reason, r.state) for r in fees] == [
        ("Waiver of 2025-04-01", "each year on the waiver's anniversary", "Overdue"),
        ("Waiver of 2025-04-01", "each year on the waiver's anniversary", "Upcoming"),
    ]


def test_a_void_payment_leaves_the_year_unpaid(context: AppContext, est_id: int) -> None:
    waiver = create_waiver(context.db, est_id, FEE, context.actor, today=TODAY)
    paid = FeeInput(paid_on="2026-03-25")
    payment = record_fee_payment(context.db, waiver.id, paid, context.actor, today=TODAY)
    void_fee_payment(context.db, payment.id, "Cheque bounced", context.actor)
    assert duties(context, est_id)[0] == (
        "Waiver fee",
        "Waiver of 2025-04-01",
        date(2026, 4, 1),
        "Overdue",
    )


def test_the_contractor_cleans_the_sewer_main_at_the_city_interval(
    context: AppContext, est_id: int
) -> None:
    """R8b (E.6): the cleanings are the log's "Sewer main cleaning" entries."""
    create_waiver(context.db, est_id, CONTRACTOR, context.actor, today=TODAY)
    cleaned = MaintenanceInput(
        service_date="2026-07-01",
        device_id="GT-1",
        service="Sewer main cleaning",
        performed_by="Rooter Bros",
    )
    entry = create_entry(context.db, est_id, cleaned, context.actor, today=TODAY)
    assert duties(context, est_id) == [
        ("Sewer main cleaning", "Waiver of 2026-01-15", date(2026, 7, 15), "Met"),
        ("Sewer main cleaning", "Waiver of 2026-01-15", date(2027, 1, 1), "Upcoming"),
    ]
    void_entry(context.db, entry.id, "Wrong month", context.actor)
    assert duties(context, est_id) == [
        ("Sewer main cleaning", "Waiver of 2026-01-15", date(2026, 7, 15), "Overdue")
    ]


def test_a_lateral_cleaning_does_not_meet_the_waivers_sewer_main_cleaning(
    context: AppContext, est_id: int
) -> None:
    """R8b with R8f: only a cleaning of the sewer main meets the waiver (E.6); an entry
    made before as "Lateral / sewer cleaning" keeps its type, and amended to a sewer main
    cleaning it meets it."""
    create_waiver(context.db, est_id, CONTRACTOR, context.actor, today=TODAY)
    lateral = MaintenanceInput(
        service_date="2026-07-01",
        device_id="GT-1",
        service="Lateral / sewer cleaning",
        performed_by="Rooter Bros",
        notes="Main jetted from the manhole",
    )
    entry = create_entry(context.db, est_id, lateral, context.actor, today=TODAY)
    assert duties(context, est_id) == [
        ("Sewer main cleaning", "Waiver of 2026-01-15", date(2026, 7, 15), "Overdue")
    ]
    assert stored_service(context, entry.id) == "Lateral / sewer cleaning"

    main = replace(lateral, service="Sewer main cleaning")
    amend_entry(context.db, entry.id, main, context.actor, today=TODAY, reason="It was the main")
    assert duties(context, est_id) == [
        ("Sewer main cleaning", "Waiver of 2026-01-15", date(2026, 7, 15), "Met"),
        ("Sewer main cleaning", "Waiver of 2026-01-15", date(2027, 1, 1), "Upcoming"),
    ]
    assert stored_service(context, entry.id) == "Sewer main cleaning"
    with context.db.read() as session:
        assert verify(session).ok


def test_a_sewer_main_cleaning_names_its_contractor(context: AppContext, est_id: int) -> None:
    """R8b: the contractor who cleaned the sewer main is required, as for a lateral."""
    unnamed = MaintenanceInput(
        service_date="2026-07-01", device_id="GT-1", service="Sewer main cleaning"
    )
    with pytest.raises(ValidationError) as refused:
        create_entry(context.db, est_id, unnamed, context.actor, today=TODAY)
    assert refused.value.for_field("performed_by") == (
        "Enter the contractor who cleaned the sewer main (R8b)."
    )


def test_a_revocation_stops_the_fee_and_owes_an_interceptor_in_180_days(
    context: AppContext, est_id: int
) -> None:
    waiver = create_waiver(context.db, est_id, FEE, context.actor, today=TODAY)
    record_fee_payment(
        context.db, waiver.id, FeeInput(paid_on="2026-04-01"), context.actor, today=TODAY
    )
    revoke_waiver(context.db, waiver.id, "2026-09-15", context.actor, today=TODAY)
    assert duties(context, est_id) == [
        ("Waiver fee", "Waiver of 2025-04-01", date(2026, 4, 1), "Met"),
        ("Interceptor after revocation", "Waiver of 2025-04-01", date(2027, 3, 14), "Upcoming"),
    ]
    interceptor = DeviceInput(
        device_id="GI-1", capacity_gal="750", design_depth_in="48", in_service_since="2026-11-20"
    )
    create_device(context.db, est_id, interceptor, context.actor)
    assert duties(context, est_id)[-1] == (
        "Interceptor after revocation",
        "Waiver of 2025-04-01",
        date(2027, 3, 14),
        "Met",
    )
    (row,) = list_waivers(context.db, est_id)
    assert (row.revoked_on, row.status_text) == (date(2026, 9, 15), "Recorded")


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        (WaiverInput(terms="Traps"), "granted_on", "Enter the date"),
        (WaiverInput(granted_on="2026-12-09", terms="Traps"), "granted_on", "future"),
        (WaiverInput(granted_on="2026-01-15"), "terms", "terms and conditions"),
        (WaiverInput(granted_on="2026-01-15", terms="T", option="Prayer"), "option", "Choose"),
        (
            WaiverInput(granted_on="2026-01-15", terms="T", option="Contractor cleaning"),
            "cleaning_interval",
            "how often",
        ),
        (
            WaiverInput(
                granted_on="2026-01-15",
                terms="T",
                option="Contractor cleaning",
                cleaning_interval="often",
            ),
            "cleaning_interval",
            "not an interval",
        ),
        (
            WaiverInput(granted_on="2026-01-15", terms="T", cleaning_interval="6 months"),
            "cleaning_interval",
            "Only a contractor",
        ),
    ],
)
def test_bad_waivers_are_refused_at_their_field_and_nothing_stored(
    context: AppContext, est_id: int, data: WaiverInput, field: str, message: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        create_waiver(context.db, est_id, data, context.actor, today=TODAY)
    assert message in (refused.value.for_field(field) or ""), refused.value.problems
    assert list_waivers(context.db, est_id) == []


def test_a_fee_and_a_revocation_that_make_no_sense_are_refused(
    context: AppContext, est_id: int
) -> None:
    contractor = create_waiver(context.db, est_id, CONTRACTOR, context.actor, today=TODAY)
    with pytest.raises(ValidationError) as refused:
        record_fee_payment(
            context.db, contractor.id, FeeInput(paid_on="2026-04-01"), context.actor, today=TODAY
        )
    assert "contractor" in (refused.value.for_field("waiver") or "")
    with pytest.raises(ValidationError) as refused:
        revoke_waiver(context.db, contractor.id, "2025-12-31", context.actor, today=TODAY)
    assert "granted on 2026-01-15" in (refused.value.for_field("revoked_on") or "")
    (row,) = list_waivers(context.db, est_id)
    assert (row.payments, row.revoked_on) == ((), None)


def test_amend_and_void_keep_the_waiver_listed_and_audited(
    context: AppContext, est_id: int
) -> None:
    waiver = create_waiver(context.db, est_id, CONTRACTOR, context.actor, today=TODAY)
    quarterly = WaiverInput(
        CONTRACTOR.granted_on, CONTRACTOR.terms, CONTRACTOR.option, "3 months", "City letter"
    )
    amend_waiver(context.db, waiver.id, quarterly, context.actor, today=TODAY, reason="Misread")
    (row,) = list_waivers(context.db, est_id)
    assert (str(row.interval), row.notes, row.status_text) == ("3 months", "City letter", "Amended")
    void_waiver(context.db, waiver.id, "Entered for the wrong restaurant", context.actor)
    assert duties(context, est_id) == []
    with context.db.read() as session:
        actions = session.scalars(
            select(AuditEntry.action)
            .where(AuditEntry.record_table == ConditionalWaiver.__tablename__)
            .order_by(AuditEntry.seq)
        ).all()
        assert actions == ["create", "amend", "void"]
        assert verify(session).ok
