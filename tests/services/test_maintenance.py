"""The maintenance log: refusals, the 25% rule, flags and obligations (R1–R3)."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.devices import (
    DeviceInput,
    DeviceRow,
    amend_device,
    create_device,
    list_devices,
    void_device,
)
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    FLAG_RECORDED_PARTIAL,
    MaintenanceFilter,
    MaintenanceInput,
    MaintenanceRow,
    add,
    amend_entry,
    count_rows,
    create_entry,
    fetch_rows,
    first_page,
    needing_attention,
    recent_haulers,
    unlinked_pump_outs,
    void_entry,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest, link_pump_out
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.pump_out_check import check_pump_out
from models import AuditEntry, MaintenanceEntry, PartialCheck

TODAY = date(2026, 12, 2)


@pytest.fixture
def est_id(context: AppContext) -> int:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    create_device(
        context.db,
        est.id,
        DeviceInput(
            device_id="GI-1",
            capacity_gal="1000",
            design_depth_in="48",
            in_service_since="2026-06-01",
        ),
        context.actor,
    )
    create_device(
        context.db,
        est.id,
        DeviceInput(device_id="GT-1", type="Grease trap", capacity_gal="20", design_depth_in="12"),
        context.actor,
    )
    return est.id


def log(context: AppContext, est_id: int, **values: str) -> int:
    data = MaintenanceInput(device_id="GI-1", **values)
    return create_entry(context.db, est_id, data, context.actor, today=TODAY).id


def noted(context: AppContext, est_id: int, **values: str) -> int:
    """A pump-out whose manifest no. was noted without filing the manifest, as a log
    imported from a workbook keeps it: the window and the command line file it (R2)."""
    data = MaintenanceInput(device_id="GI-1", **values)
    with context.db.write() as session:
        return add(session, est_id, data, context.actor, today=TODAY).id


def rows(context: AppContext, est_id: int, status: str = "") -> list[MaintenanceRow]:
    flt = MaintenanceFilter(status=status)
    return fetch_rows(context.db, est_id, flt, 0, 100, as_of=TODAY)


def stored(context: AppContext) -> int:
    with context.db.read() as session:
        return session.scalar(select(func.count()).select_from(MaintenanceEntry)) or 0


def test_a_reading_over_25_percent_flags_and_asks_for_service_that_day(
    context: AppContext, est_id: int
) -> None:
    log(context, est_id, service_date="2026-11-20", service="Measurement",
        fog_depth_in="8", solids_depth_in="4.5")  # fmt: skip
    (row,) = rows(context, est_id)
    assert row.percent == Decimal("26.1")
    assert FLAG_OVER_25 in row.flags
    service_now = [
        o
        for o in obligations_for(context.db, est_id, TODAY)
        if o.kind == ObligationKind.SERVICE_NOW
    ]
    assert [(o.due, o.state(TODAY), o.rule) for o in service_now] == [
        (date(2026, 11, 20), ObligationState.OVERDUE, "R1")
    ]
    log(context, est_id, service_date="2026-11-22", gallons_removed="1000",
        hauler="ABC", manifest_no="M-1")  # fmt: skip
    met = [
        o
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.kind == ObligationKind.SERVICE_NOW
    ]
    assert [(o.met_on, o.state(TODAY)) for o in met] == [
        (date(2026, 11, 22), ObligationState.MET_LATE)
    ]


def test_exactly_25_percent_is_within_the_rule(context: AppContext, est_id: int) -> None:
    log(context, est_id, service_date="2026-11-20", service="Measurement",
        fog_depth_in="7", solids_depth_in="5")  # fmt: skip
    (row,) = rows(context, est_id)
    assert (row.percent, row.flags) == (Decimal("25.0"), ())


def test_full_pump_out_restarts_the_clock_and_partial_and_missing_manifest_flag(
    context: AppContext, est_id: int
) -> None:
    log(context, est_id, service_date="2026-11-10", gallons_removed="950")
    log(context, est_id, service_date="2026-11-12", service="Inspection")
    (inspection, pump_out) = rows(context, est_id)
    assert pump_out.flags == (FLAG_MANIFEST_MISSING,)
    assert inspection.flags == ()
    # in service Jun 1: due Sep 1, met late on Nov 10; the next is due Feb 10
    assert pump_outs(context, est_id) == [
        (date(2026, 9, 1), ObligationState.MET_LATE),
        (date(2027, 2, 10), ObligationState.UPCOMING),
    ]


def pump_outs(context: AppContext, est_id: int) -> list[tuple[date, ObligationState]]:
    return [
        (o.due, o.state(TODAY))
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.kind == ObligationKind.PUMP_OUT
    ]


def test_an_unconfirmed_partial_pump_out_meets_nothing_until_confirmed_full(
    context: AppContext, est_id: int
) -> None:
    """R2 (changed): 780 of 1,000 gallons is possibly partial; until the manager confirms
    it full with why, the quarter stays open, and overdue once past its day."""
    entry = log(context, est_id, service_date="2026-08-30", gallons_removed="780")
    (row,) = rows(context, est_id)
    assert FLAG_PARTIAL in row.flags and not row.counts_as_full
    assert pump_outs(context, est_id) == [(date(2026, 9, 1), ObligationState.OVERDUE)]
    assert [r.id for r in needing_attention(context.db, est_id, TODAY)] == [entry]
    check_pump_out(context.db, entry, PartialCheck.CONFIRMED_FULL,
                   "Manifest shows the tank emptied; it held less", context.actor)  # fmt: skip
    (row,) = rows(context, est_id)
    assert FLAG_PARTIAL not in row.flags and row.counts_as_full
    assert row.partial_check_note == "Manifest shows the tank emptied; it held less"
    assert pump_outs(context, est_id) == [
        (date(2026, 9, 1), ObligationState.MET),
        (date(2026, 11, 30), ObligationState.OVERDUE),
    ]
    assert needing_attention(context.db, est_id, TODAY)[0].flags == (FLAG_MANIFEST_MISSING,)


def test_a_pump_out_recorded_partial_meets_nothing_and_the_next_full_one_does(
    context: AppContext, est_id: int
) -> None:
    """R2: recorded as partial, it never counts; the hauler's return to finish does."""
    entry = log(context, est_id, service_date="2026-08-28", gallons_removed="1000")
    check_pump_out(context.db, entry, PartialCheck.PARTIAL, "Solids left in", context.actor)
    (row,) = rows(context, est_id)
    assert FLAG_RECORDED_PARTIAL in row.flags and not row.counts_as_full
    log(context, est_id, service_date="2026-09-03", gallons_removed="1000")
    assert pump_outs(context, est_id) == [
        (date(2026, 9, 1), ObligationState.MET_LATE),
        (date(2026, 12, 3), ObligationState.DUE_SOON),
    ]
    with context.db.read() as session:
        (settled,) = session.scalars(
            select(AuditEntry).where(
                AuditEntry.record_table == "maintenance_entries", AuditEntry.record_id == entry,
                AuditEntry.reason == "Solids left in",
            )
        ).all()  # fmt: skip
    assert settled.action == "update"


def test_settling_is_refused_without_why_or_on_an_entry_that_is_not_a_pump_out(
    context: AppContext, est_id: int
) -> None:
    entry = log(context, est_id, service_date="2026-08-30", gallons_removed="780")
    reading = log(context, est_id, service_date="2026-08-31", service="Measurement",
                  fog_depth_in="1", solids_depth_in="1")  # fmt: skip
    with pytest.raises(ValidationError) as refused:
        check_pump_out(context.db, entry, PartialCheck.CONFIRMED_FULL, "  ", context.actor)
    assert "Say why" in str(refused.value)
    with pytest.raises(ValidationError) as refused:
        check_pump_out(context.db, reading, PartialCheck.PARTIAL, "x", context.actor)
    assert "Only a pump-out" in str(refused.value)
    assert all(r.partial_check == "" for r in rows(context, est_id))


def test_a_lateral_cleaning_is_kept_with_its_contractor_and_restarts_no_clock(
    context: AppContext, est_id: int
) -> None:
    """R8f: the lateral or sewer line cleaned is a record of the log like the rest, and
    the interceptor's pump-out is still due when it was."""
    log(context, est_id, service_date="2026-11-10", gallons_removed="990")
    log(
        context,
        est_id,
        service_date="2026-11-20",
        service="Lateral / sewer cleaning",
        performed_by="Rooter Bros",
    )
    lateral = rows(context, est_id)[0]
    assert (lateral.service, lateral.performed_by, lateral.flags) == (
        "Lateral / sewer cleaning",
        "Rooter Bros",
        (),
    )
    pumps = [
        o for o in obligations_for(context.db, est_id, TODAY) if o.kind == ObligationKind.PUMP_OUT
    ]
    assert pumps[-1].due == date(2027, 2, 10)


def test_a_recent_pump_out_is_not_yet_missing_its_manifest(
    context: AppContext, est_id: int
) -> None:
    log(context, est_id, service_date="2026-11-25", gallons_removed="1000")
    assert rows(context, est_id)[0].flags == ()


def test_a_manifest_no_typed_but_not_on_file_is_flagged_in_words_that_say_so(
    context: AppContext, est_id: int
) -> None:
    """The log prints the typed "Manifest no." beside the flag: the flag must not say
    there is no manifest number, only that the manifest itself is not on file (R2)."""
    noted(context, est_id, service_date="2026-11-10", gallons_removed="1000",
          hauler="SoCal Grease", manifest_no="M-10432")  # fmt: skip
    log(context, est_id, service_date="2026-11-12", gallons_removed="1000")
    (bare, number) = rows(context, est_id)
    assert (number.manifest_no, number.flags) == ("M-10432", (FLAG_MANIFEST_MISSING,))
    assert number.manifest_problem == "manifest M-10432 noted, not on file"
    assert bare.manifest_problem == "no manifest on file"


def test_a_pump_out_whose_manifest_no_is_on_file_is_not_missing_it_unlinked(
    context: AppContext, est_id: int
) -> None:
    """The hauler spelt otherwise on the pump-out than on its manifest leaves the two
    unlinked; the manifest is on file all the same, so the pump-out is not flagged (R2)."""
    manifest = ManifestInput(manifest_no="M-10432", manifest_date="2026-11-10",
                             hauler="SoCal Grease Haulers")  # fmt: skip
    create_manifest(context.db, est_id, manifest, context.actor, today=TODAY)
    log(context, est_id, service_date="2026-11-10", gallons_removed="1000",
        hauler="SoCal Grease", manifest_no="M-10432")  # fmt: skip
    noted(context, est_id, service_date="2026-11-11", gallons_removed="1000",
          hauler="SoCal Grease", manifest_no="M-10433")  # fmt: skip
    (other, typed) = rows(context, est_id)
    assert (typed.manifest_id, typed.manifest_on_file, typed.flags) == (None, True, ())
    assert typed.manifest_problem == ""
    assert other.flags == (FLAG_MANIFEST_MISSING,)
    assert [r.service_date for r in needing_attention(context.db, est_id, TODAY)] == [
        date(2026, 11, 11)
    ]


def test_the_seven_days_of_grace_hold_for_a_manifest_no_not_on_file(
    context: AppContext, est_id: int
) -> None:
    noted(context, est_id, service_date="2026-11-25", gallons_removed="1000", manifest_no="M-9")
    assert rows(context, est_id)[0].flags == ()
    later = fetch_rows(context.db, est_id, MaintenanceFilter(), 0, 10, as_of=date(2026, 12, 3))
    assert later[0].manifest_problem == "manifest M-9 noted, not on file"


def test_trap_cleanings_make_the_trap_cleaning_obligation(context: AppContext, est_id: int) -> None:
    create_entry(
        context.db,
        est_id,
        MaintenanceInput(service_date="2026-12-01", device_id="GT-1", service="Cleaning"),
        context.actor,
        today=TODAY,
    )
    trap = [o for o in obligations_for(context.db, est_id, TODAY) if o.subject == "GT-1"]
    assert [(o.kind, o.due, o.rule) for o in trap] == [
        (ObligationKind.TRAP_CLEANING, date(2026, 12, 2), "R3")
    ]


@pytest.mark.parametrize(
    ("values", "field", "message"),
    [
        ({"service_date": "2026-12-03", "gallons_removed": "900"}, "service_date", "future"),
        ({"service_date": "", "gallons_removed": "900"}, "service_date", "Enter the date"),
        ({"service_date": "12/01/2026", "gallons_removed": "900"}, "service_date", "like 2026-"),
        ({"service_date": "2026-12-01"}, "gallons_removed", "Enter the gallons"),
        ({"service_date": "2026-12-01", "gallons_removed": "-5"}, "gallons_removed", "negative"),
        (
            {
                "service_date": "2026-12-01",
                "service": "Measurement",
                "fog_depth_in": "-1",
                "solids_depth_in": "2",
            },
            "fog_depth_in",
            "negative",
        ),
        (
            {
                "service_date": "2026-12-01",
                "service": "Measurement",
                "fog_depth_in": "30",
                "solids_depth_in": "20",
            },
            "solids_depth_in",
            "deeper than the device",
        ),
        ({"service_date": "2026-12-01", "service": "Measurement"}, "fog_depth_in", "needs"),
        (
            {"service_date": "2026-12-01", "service": "Measurement", "fog_depth_in": "3"},
            "solids_depth_in",
            "both depths",
        ),
        ({"service_date": "2026-12-01", "service": "Sweeping"}, "service", "must be one of"),
        (
            {"service_date": "2026-12-01", "service": "Lateral / sewer cleaning"},
            "performed_by",
            "contractor",
        ),
    ],
)
def test_bad_entries_are_refused_at_their_field_and_nothing_stored(
    context: AppContext, est_id: int, values: dict[str, str], field: str, message: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        log(context, est_id, **values)
    assert message in (refused.value.for_field(field) or ""), refused.value.problems
    assert stored(context) == 0


def test_a_void_device_takes_no_new_entries(context: AppContext, est_id: int) -> None:
    device = next(r for r in _devices(context, est_id) if r.device_id == "GT-1")
    void_device(context.db, device.id, "Removed in remodel", context.actor)
    with pytest.raises(ValidationError, match="void"):
        create_entry(
            context.db,
            est_id,
            MaintenanceInput(service_date="2026-12-01", device_id="GT-1", service="Cleaning"),
            context.actor,
            today=TODAY,
        )


def _devices(context: AppContext, est_id: int) -> list[DeviceRow]:
    return list_devices(context.db, est_id)


def test_amend_and_void_keep_the_entry_listed_and_audited(context: AppContext, est_id: int) -> None:
    entry = log(context, est_id, service_date="2026-11-10", gallons_removed="850")
    amend_entry(
        context.db,
        entry,
        MaintenanceInput(service_date="2026-11-10", device_id="GI-1", gallons_removed="1000"),
        context.actor,
        today=TODAY,
        reason="Typo in gallons",
    )
    assert rows(context, est_id)[0].status_text == "Amended"
    void_entry(context.db, entry, "Logged for the wrong restaurant", context.actor)
    (row,) = rows(context, est_id)
    assert (row.is_void, row.status_text) == (True, "Void: Logged for the wrong restaurant")
    assert rows(context, est_id, status="in use") == []
    pump = next(
        o for o in obligations_for(context.db, est_id, TODAY) if o.kind == ObligationKind.PUMP_OUT
    )
    assert pump.due == date(2026, 9, 1)  # the void pump-out no longer resets the clock
    with context.db.read() as session:
        actions = session.scalars(
            select(AuditEntry.action).where(AuditEntry.record_table == "maintenance_entries")
        ).all()
    assert actions == ["create", "amend", "void"]


def test_frequency_change_does_not_rewrite_the_past(context: AppContext, est_id: int) -> None:
    log(context, est_id, service_date="2026-08-25", gallons_removed="1000")
    device = next(r for r in _devices(context, est_id) if r.device_id == "GI-1")
    data = DeviceInput.of(device)
    data.frequency_number, data.frequency_unit = "2", "months"
    amend_device(context.db, device.id, data, context.actor)
    pumps = [
        o
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.kind == ObligationKind.PUMP_OUT
    ]
    # the first interval began before the change (quarterly); the open one uses 2 months
    assert [(o.due, o.met_on) for o in pumps] == [
        (date(2026, 9, 1), date(2026, 8, 25)),
        (date(2026, 10, 25), None),
    ]


def test_paging_filtering_sorting_and_search(context: AppContext, est_id: int) -> None:
    start = date(2026, 1, 1)
    for n in range(30):
        day = (start + timedelta(days=n * 10)).isoformat()
        log(context, est_id, service_date=day, service="Inspection", notes=f"note {n}",
            performed_by="Ana" if n % 2 else "Luis")  # fmt: skip
    flt = MaintenanceFilter()
    assert count_rows(context.db, est_id, flt) == 30
    page = fetch_rows(context.db, est_id, flt, 10, 5, as_of=TODAY)
    assert [r.notes for r in page] == [f"note {n}" for n in range(19, 14, -1)]
    flt = MaintenanceFilter(search="ana", sort="date", descending=False)
    assert count_rows(context.db, est_id, flt) == 15
    assert fetch_rows(context.db, est_id, flt, 0, 1, as_of=TODAY)[0].notes == "note 1"
    # the case of the letters matters in neither the search nor the log, on either database
    assert count_rows(context.db, est_id, MaintenanceFilter(search="LUIS")) == 15
    assert count_rows(context.db, est_id, MaintenanceFilter(search="gi-1")) == 30, "device id"
    flt = MaintenanceFilter(date_from=date(2026, 3, 1), date_to=date(2026, 3, 31))
    assert count_rows(context.db, est_id, flt) == 3
    assert count_rows(context.db, est_id, MaintenanceFilter(service="Pump-out")) == 0
    assert count_rows(context.db, est_id, MaintenanceFilter(device_id="GT-1")) == 0


def test_a_percent_sign_or_underscore_searched_for_is_no_wildcard(
    context: AppContext, est_id: int
) -> None:
    log(context, est_id, service_date="2026-11-01", service="Inspection", notes="Baffle 100% clear")
    log(context, est_id, service_date="2026-11-02", service="Inspection", notes="Baffle 1000 ok")
    log(context, est_id, service_date="2026-11-03", service="Inspection", notes="lid_2 cracked")
    log(context, est_id, service_date="2026-11-04", service="Inspection", notes="lid 22 fine")

    def found(search: str) -> list[str]:
        return [r.notes for r in fetch_rows(context.db, est_id, MaintenanceFilter(search=search),
                                             0, 10, as_of=TODAY)]  # fmt: skip

    assert found("100%") == ["Baffle 100% clear"]
    assert found("LID_2") == ["lid_2 cracked"]


def test_the_first_page_comes_with_the_counts_of_the_filter_and_of_the_log(
    context: AppContext, est_id: int
) -> None:
    for n in range(12):
        day = (date(2026, 1, 1) + timedelta(days=n)).isoformat()
        log(context, est_id, service_date=day, service="Inspection",
            performed_by="Ana" if n % 3 == 0 else "Luis")  # fmt: skip

    everything = first_page(context.db, est_id, MaintenanceFilter(), 5, as_of=TODAY)
    assert (everything.total, everything.every, len(everything.rows)) == (12, 12, 5)
    assert everything.rows[0].service_date == date(2026, 1, 12), "newest first"
    flt = MaintenanceFilter(search="ana", sort="date", descending=False)
    ana = first_page(context.db, est_id, flt, 5, as_of=TODAY)
    assert (ana.total, ana.every) == (4, 12)
    assert [r.service_date.day for r in ana.rows] == [1, 4, 7, 10]
    assert not MaintenanceFilter(sort="hauler", descending=False).narrows, "a sort hides nothing"
    assert MaintenanceFilter(status="void").narrows


def test_a_manifest_is_linked_by_hand_to_a_pump_out_in_use_without_one(
    context: AppContext, est_id: int
) -> None:
    linked = log(context, est_id, service_date="2026-11-01", gallons_removed="1000")
    older = log(context, est_id, service_date="2026-10-01", gallons_removed="900")
    newer = log(context, est_id, service_date="2026-11-20", gallons_removed="950")
    void_entry(context.db, log(context, est_id, service_date="2026-11-10", gallons_removed="800"),
               "Entered twice", context.actor)  # fmt: skip
    log(context, est_id, service_date="2026-11-15", service="Inspection")
    manifest = ManifestInput(manifest_no="M-1", manifest_date="2026-11-01",
                             hauler="Valley Grease Haulers", gallons="1000")  # fmt: skip
    created = create_manifest(context.db, est_id, manifest, context.actor, today=TODAY)
    link_pump_out(context.db, linked, created.id, context.actor)

    found = unlinked_pump_outs(context.db, est_id, as_of=TODAY)
    assert [r.id for r in found] == [newer, older], "newest first"


def test_the_haulers_suggested_are_those_of_recent_pump_outs_in_use(
    context: AppContext, est_id: int
) -> None:
    for day, hauler in (("2026-09-01", "Old Pumping"), ("2026-10-01", "valley grease"),
                        ("2026-11-01", "SoCal Grease"), ("2026-11-02", ""),
                        ("2026-11-03", "SoCal Grease")):  # fmt: skip
        log(context, est_id, service_date=day, gallons_removed="1000", hauler=hauler)
    void_entry(context.db, log(context, est_id, service_date="2026-11-04", gallons_removed="1",
                               hauler="Typo Haulers"), "Typo", context.actor)  # fmt: skip
    log(context, est_id, service_date="2026-11-05", service="Inspection", hauler="Inspector Co")

    assert recent_haulers(context.db, est_id, 4) == ["SoCal Grease", "valley grease"]
    assert recent_haulers(context.db, est_id, 10) == [
        "Old Pumping",
        "SoCal Grease",
        "valley grease",
    ]


def test_needing_attention_lists_missing_manifests_and_unsettled_partials(
    context: AppContext, est_id: int
) -> None:
    """R2: a possible partial pump-out stays listed, whatever its age, until settled."""
    log(context, est_id, service_date="2025-01-10", gallons_removed="500")  # old, still missing
    log(context, est_id, service_date="2026-11-30", gallons_removed="700")  # recent partial
    noted(context, est_id, service_date="2026-11-01", gallons_removed="1000", manifest_no="Z")
    create_manifest(context.db, est_id, ManifestInput(
        manifest_no="Y", manifest_date="2025-06-02", hauler="ABC",
        waste_type="Interceptor contents", gallons="600",
    ), context.actor, today=TODAY)  # fmt: skip
    old = log(context, est_id, service_date="2025-06-02", gallons_removed="600",
              hauler="ABC", manifest_no="Y")  # fmt: skip
    flagged = needing_attention(context.db, est_id, TODAY)
    assert [(r.service_date, r.flags) for r in flagged] == [
        (date(2026, 11, 30), (FLAG_PARTIAL,)),
        (date(2026, 11, 1), (FLAG_MANIFEST_MISSING,)),
        (date(2025, 6, 2), (FLAG_PARTIAL,)),
        (date(2025, 1, 10), (FLAG_PARTIAL, FLAG_MANIFEST_MISSING)),
    ]
    check_pump_out(context.db, old, PartialCheck.PARTIAL, "Half the tank", context.actor)
    assert date(2025, 6, 2) not in [
        r.service_date for r in needing_attention(context.db, est_id, TODAY)
    ]


def test_the_dashboard_reads_recent_trap_cleanings_and_misses_nothing_open_or_late(
    context: AppContext, est_id: int
) -> None:
    """The Dashboard reads a trap's log from 30 days back (and the cleaning before); what
    it shows must be exactly what the whole history gives: every open obligation and
    every one met late in those 30 days."""
    skipped = {3, 4, 17, 29, 30, 31, 44, 58, 59, 60, 61, 75}
    for back in range(90, 0, -1):
        if back in skipped:
            continue
        day = TODAY - timedelta(days=back)
        service = "Pump-out" if back == 50 else "Cleaning"
        data = MaintenanceInput(
            service_date=day.isoformat(), device_id="GT-1", service=service,
            gallons_removed="20" if service == "Pump-out" else "",
        )  # fmt: skip
        entry = create_entry(context.db, est_id, data, context.actor, today=TODAY)
        if back == 20:
            void_entry(context.db, entry.id, "Entered twice", context.actor)
    since = TODAY - timedelta(days=30)
    everything = obligations_for(context.db, est_id, TODAY, all_history=True)
    expected = [
        o
        for o in everything
        if o.met_on is None or (o.state(TODAY) == ObligationState.MET_LATE and o.met_on >= since)
    ]
    shown = obligations_for(context.db, est_id, TODAY)
    assert shown == expected
    late = [(o.due, o.met_on) for o in shown if o.subject == "GT-1" and o.met_on is not None]
    assert late == [
        # Cleaned on 10-31, then not before 11-04: the interval begins before the 30 days.
        (date(2026, 11, 1), date(2026, 11, 4)),
        (date(2026, 11, 12), date(2026, 11, 13)),  # the 11-12 cleaning was voided
        (date(2026, 11, 15), date(2026, 11, 16)),
        (date(2026, 11, 28), date(2026, 11, 30)),
    ]
