"""The demo establishment shows every kind of record and problem the product handles."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest

from fog_desktop.audit import verify
from fog_desktop.config import Paths
from fog_desktop.context import AppContext
from fog_desktop.database import open_database
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.demo import add_demo
from fog_desktop.services.devices import list_devices
from fog_desktop.services.establishments import find_establishment
from fog_desktop.services.frequency_approvals import list_approvals
from fog_desktop.services.hauler_requests_rows import list_requests
from fog_desktop.services.incidents import list_incidents
from fog_desktop.services.inspections import list_inspections
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    FLAG_RECORDED_PARTIAL,
    MaintenanceFilter,
    fetch_rows,
)
from fog_desktop.services.manifests import list_manifests
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.self_inspection_rows import list_authorizations, list_checklists
from fog_desktop.services.training import list_sessions
from fog_desktop.services.violations_rows import list_notices
from models import Service

AS_OF = date(2026, 12, 2)


@pytest.mark.slow("makes the demo's two years of records and verifies the audit trail of each")
def test_demo_has_each_promised_record_and_verifies(context: AppContext) -> None:
    add_demo(context.db, AS_OF, "Demo")
    est = find_establishment(context.db, "Demo Bistro")
    rows = fetch_rows(context.db, est.id, MaintenanceFilter(device_id="GI-1"), 0, 500, as_of=AS_OF)
    flags = [flag for row in rows for flag in row.flags]
    assert flags.count(FLAG_OVER_25) == 4, (
        "the manager's reading and the city's, and the hauler's at the pump-out after each (R1)"
    )
    pump_outs = [row for row in rows if row.service == Service.PUMP_OUT]
    assert all(row.percent is not None for row in pump_outs), "the level found at each (R1)"
    [city] = [row for row in rows if row.city_inspection_no]
    assert (city.percent, FLAG_OVER_25 in city.flags) == (Decimal("31.0"), True)
    assert city.service_date == list_inspections(context.db, est.id)[0].inspected_on
    assert flags.count(FLAG_RECORDED_PARTIAL) == 1, "settled from its manifest (R2)"
    assert flags.count(FLAG_PARTIAL) == 0
    [missing] = [row for row in rows if FLAG_MANIFEST_MISSING in row.flags]
    asked = [(r.entry_id, r.method, r.answer != "") for r in list_requests(context.db, est.id)]
    assert asked == [(missing.id, "Email", True), (missing.id, "Phone", False)], (
        "the hauler asked twice for the missing manifest, the first time answered (R2, R6)"
    )
    manifests = list_manifests(context.db, est.id)
    assert {m.waste_type for m in manifests} == {"Interceptor contents", "Waste cooking oil"}
    everything = obligations_for(context.db, est.id, AS_OF, all_history=True)
    late = {(o.kind, o.subject) for o in everything if o.state(AS_OF) == ObligationState.MET_LATE}
    assert (ObligationKind.NEW_HIRE_TRAINING, "E-007") in late
    service_now = [o for o in everything if o.kind == ObligationKind.SERVICE_NOW]
    late_by = [(o.met_on - o.due).days for o in service_now if o.met_on is not None]
    # the manager's reading and the city's serviced late; the hauler's at the pump-outs
    # that followed them, serviced by those pump-outs (R1)
    assert late_by == [3, 0, 1, 0]
    assert [o.state(AS_OF) for o in service_now] == [
        ObligationState.MET_LATE,
        ObligationState.MET,
        ObligationState.MET_LATE,
        ObligationState.MET,
    ]
    assert (ObligationKind.PUMP_OUT, "GI-1") in late
    assert (ObligationKind.WRITTEN_CONFIRMATION, "INC-2026-001") in late
    checklists = list_checklists(context.db, est.id)
    assert len(checklists) == 12, "a checklist each month for a year (R8c)"
    [wrong] = [a for c in checklists for a in c.not_ok]
    assert wrong.item == "Drain screens" and wrong.fix is not None
    [action] = [o for o in everything if o.kind == ObligationKind.CORRECTIVE_ACTION]
    assert action.state(AS_OF) == ObligationState.MET
    assert [a.additive for a in list_authorizations(context.db, est.id)] == ["GreaseAway enzyme"]
    kinds = {i.kind for i in list_incidents(context.db, est.id)}
    assert kinds == {"Blockage", "Equipment breakdown", "Human error"}
    overdue = [o for o in everything if o.state(AS_OF) == ObligationState.OVERDUE]
    assert [o.kind for o in overdue if o.rule in ("R4", "R8c")] == []
    missed = [o for o in everything if o.state(AS_OF) == ObligationState.MISSED]
    assert [(o.kind, o.subject) for o in missed] == [(ObligationKind.SEMIANNUAL_TRAINING, "E-004")]
    assert "trained with the next group" in missed[0].explanation
    assert missed[0] not in obligations_for(context.db, est.id, AS_OF), "explained: not open"
    [notice] = list_notices(context.db, est.id)
    assert notice.inspection_no == list_inspections(context.db, est.id)[0].inspection_no
    assert (ObligationKind.HEARING_REQUEST, notice.notice_no) in {
        (o.kind, o.subject) for o in everything if o.state(AS_OF) == ObligationState.MET
    }
    milestones = {
        o.note: o.state(AS_OF) for o in everything if o.kind == ObligationKind.COMPLIANCE_MILESTONE
    }
    assert milestones == {
        "Drain screens on every sink": ObligationState.MET,
        "Staff retrained; no-grease signs posted": ObligationState.UPCOMING,
    }
    reports = [
        (o.note, o.state(AS_OF)) for o in everything if o.kind == ObligationKind.PROGRESS_REPORT
    ]
    assert sorted(reports) == [
        ("Drain screens on every sink", ObligationState.MET),
        ("Staff retrained; no-grease signs posted", ObligationState.DUE_SOON),
    ]
    notices = [
        (o.subject, o.state(AS_OF))
        for o in everything
        if o.kind == ObligationKind.PLANNED_CHANGE_NOTICE
    ]
    assert notices == [
        ("Patio expansion: 24 more seats", ObligationState.MET),
        ("Kitchen remodel: second fryer line", ObligationState.DUE_SOON),
    ]
    laterals = fetch_rows(
        context.db, est.id, MaintenanceFilter(service="Lateral / sewer cleaning"), 0, 9, as_of=AS_OF
    )
    assert [r.performed_by for r in laterals] == ["Rooter Bros Plumbing"] * 2
    gt2 = next(d for d in list_devices(context.db, est.id) if d.device_id == "GT-2")
    [approval] = [a for a in list_approvals(context.db, est.id) if a.device_id == "GT-2"]
    assert gt2.frequency_label == f"2 days, approved {approval.approved_on}"
    assert approval.documents, "the city's answer is on file"
    cleanings = [o for o in everything if o.kind == ObligationKind.TRAP_CLEANING]
    gt2_late = [o.due for o in cleanings if o.subject == "GT-2" and o.met_on and o.met_on > o.due]
    assert gt2_late and max(gt2_late) < approval.approved_on + timedelta(days=1), (
        "cleaned every other day: late only while daily applied, before the approval (R3)"
    )
    signed = {a.signed for s in list_sessions(context.db, est.id) for a in s.attendees}
    assert signed == {"Signature on file", "Typed attestation"}
    with context.db.read() as session:
        report = verify(session)
    assert report.ok, report.problems


@pytest.mark.slow("makes the demo's two years as of a day of its own")
@pytest.mark.parametrize("as_of", [date(2027, 3, 1), date(2028, 8, 31), date(2029, 12, 31)])
def test_demo_works_for_any_day(paths: Paths, as_of: date) -> None:
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    add_demo(db, as_of, "Demo")
    est = find_establishment(db, "Demo Bistro")
    assert obligations_for(db, est.id, as_of)
    db.dispose()
