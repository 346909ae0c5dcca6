"""The records workbook: export, template, import, round trip and safety (R7, R6)."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import zipfile
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest
from openpyxl import Workbook, load_workbook
from sqlalchemy import func, select

from fog_desktop import ordinance
from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import Database, open_database
from fog_desktop.exchange import layout, sheets
from fog_desktop.exchange.cells import Cancelled
from fog_desktop.exchange.importer import ImportRefused, import_workbook
from fog_desktop.exchange.output import WriteFailed
from fog_desktop.exchange.packet import SUMS_NAME, export_packet
from fog_desktop.exchange.packet_files import packet_files
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.maintenance import MAINTENANCE
from fog_desktop.exchange.workbook import export_workbook, write_template
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.additive_authorizations import (
    AuthorizationInput,
    record_authorization,
    void_authorization,
)
from fog_desktop.services.attachments import Owner, attach_files
from fog_desktop.services.changes import ChangeInput, create_change, void_change
from fog_desktop.services.corrective_actions import FixInput, record_fix
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.devices import DeviceInput, create_device, list_devices
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
)
from fog_desktop.services.frequency_approvals import (
    ApprovalInput,
    list_approvals,
    record_approval,
    void_approval,
)
from fog_desktop.services.incidents import IncidentInput, report_incident
from fog_desktop.services.inspections import InspectionInput, LevelInput, record_inspection
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from fog_desktop.services.manifests import ManifestInput, create_manifest, list_manifests
from fog_desktop.services.missed import (
    MissedInput,
    explain_missed,
    list_missed_explanations,
    void_missed_explanation,
)
from fog_desktop.services.notice_steps import FollowUpInput, record_follow_up
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.self_inspection import (
    ADDITIVES_ITEM,
    AnswerInput,
    ChecklistInput,
    checklist_items,
    record_checklist,
    void_checklist,
)
from fog_desktop.services.self_inspection_rows import list_authorizations, list_checklists
from fog_desktop.services.training import SessionInput, create_session, list_sessions, sign_typed
from fog_desktop.services.violations import ViolationInput, record_notice, void_notice
from fog_desktop.services.violations_rows import list_notices
from fog_desktop.services.waivers import (
    FeeInput,
    WaiverInput,
    create_waiver,
    record_fee_payment,
    revoke_waiver,
    void_fee_payment,
)
from models import AuditEntry, Incident
from tests.conftest import CLI_DEMO_AS_OF, sqlite_copy
from tests.pdf_text import page_texts

SIERRA_MADRE = ordinance.default()

AS_OF = date(2026, 12, 2)
WINDOW = Window.two_years_to(AS_OF, SIERRA_MADRE)
REPORTED = datetime(2025, 5, 2, 10, 30)
EVIL = ('=HYPERLINK("http://x","y")', "+1+1", "-2", "@SUM(A1)", "\tTab", "\rCR")


@dataclass(frozen=True)
class Demo:
    db: Database
    est_id: int
    workbook: Path


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory, sqlite_demo_template: Path) -> Iterator[Demo]:
    """Demo Bistro in a SQLite database of its own (a copy of the session's), its workbook
    exported once."""
    assert date.fromisoformat(CLI_DEMO_AS_OF) == AS_OF
    folder = tmp_path_factory.mktemp("demo")
    paths = resolve_paths(folder / "data")
    db = open_database(paths, sqlite_copy(sqlite_demo_template, paths))
    est_id = find_establishment(db, "Demo Bistro").id
    target = folder / "demo.xlsx"
    export_workbook(db, est_id, target, WINDOW)
    yield Demo(db, est_id, target)
    db.dispose()


@pytest.fixture(scope="module")
def demo_workbook(demo: Demo) -> Path:
    return demo.workbook


def importable_rows(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """The importable sheets' rows, without the columns computed on export."""
    wb = load_workbook(path, read_only=True)
    found = {}
    for sheet in sheets.IMPORTABLE:
        keep = [i for i, c in enumerate(sheet.columns) if not c.derived]
        values = list(wb[sheet.name].iter_rows(values_only=True))
        found[sheet.name] = [tuple(row[i] for i in keep) for row in values]
    wb.close()
    return found


def cover_form(path: Path) -> dict[str, list[Any]]:
    """The Cover as each label with its value's lines: a label stands on the first."""
    wb = load_workbook(path, read_only=True)
    form: dict[str, list[Any]] = {}
    for label, value in wb[layout.COVER].iter_rows(values_only=True):
        if label is not None:
            lines = form[label] = []
        lines.append(value)
    wb.close()
    return form


def record_count(db: Database) -> int:
    with db.read() as session:
        return session.scalar(select(func.count()).select_from(AuditEntry)) or 0


@pytest.mark.slow("imports the demo's workbook and exports it again to compare every sheet")
def test_round_trip_gives_the_same_rows_on_every_importable_sheet(
    demo_workbook: Path, context: AppContext, tmp_path: Path
) -> None:
    report = import_workbook(context.db, demo_workbook, None, "Importer", today=AS_OF)
    assert report.establishment == "Demo Bistro"
    assert report.added["Maintenance"] > 1000
    assert report.added["Missed training"] == 1, "Sam Chen's missed half, explained (R4)"
    assert report.added["Self-inspection"] == 12 * len(checklist_items()), "a year of checklists"
    assert report.added["Frequency approvals"] == 2, "the city's answers about GI-1 and GT-2"
    assert report.added["Additive authorizations"] == 1, "the enzyme's authorization (R8c)"
    city = ("City inspections", "Notices of violation", "Compliance milestones", "Progress reports")
    assert [report.added[sheet] for sheet in city] == [1, 1, 2, 3], "the city's, with its steps"
    again = tmp_path / "again.xlsx"
    est = find_establishment(context.db, "Demo Bistro")
    export_workbook(context.db, est.id, again, WINDOW)
    assert importable_rows(again) == importable_rows(demo_workbook)
    before = record_count(context.db)
    second = import_workbook(context.db, demo_workbook, None, "Importer", today=AS_OF)
    assert second.added == {}
    assert record_count(context.db) == before + 1  # only the audit entry of the import itself


def test_a_missed_half_is_missed_on_the_obligations_and_explained_on_its_own_sheet(
    demo_workbook: Path,
) -> None:
    wb = load_workbook(demo_workbook, read_only=True)
    obligations = list(wb["Obligations"].iter_rows(min_row=2, values_only=True))
    (missed,) = [r for r in obligations if r[3] == "Missed"]
    assert (missed[0], missed[1], missed[5]) == ("Semiannual training", "E-004", "R4")
    assert not [r for r in obligations if r[5] == "R4" and r[3] == "Overdue"]
    (explained,) = list(wb["Missed training"].iter_rows(min_row=2, values_only=True))
    half_ending, employee_id, name, what, status = explained
    assert (half_ending, employee_id, name, status) == (missed[2], "E-004", "Sam Chen", "Recorded")
    assert "trained with the next group" in what
    wb.close()


def test_an_obligation_met_ahead_of_a_due_date_after_the_export_is_listed_as_met(
    demo_workbook: Path,
) -> None:
    """R7: the Obligations sheet lists what came due in the window and, as Met, what was
    met in it ahead of a due date after the export date; what is due after it is listed
    only while open, each flagged so."""
    wb = load_workbook(demo_workbook, read_only=True)
    rows = list(wb["Obligations"].iter_rows(min_row=2, values_only=True))
    wb.close()
    ahead = [r for r in rows if r[2].date() > AS_OF]
    met = [r for r in ahead if r[4] is not None]
    assert met, "the demo's Jul–Dec 2026 trainings were met before December"
    assert {r[3] for r in met} == {"Met"}
    assert all(WINDOW.holds(r[4].date()) for r in met)
    assert ("Semiannual training", "E-007") in {(r[0], r[1]) for r in met}
    assert {r[3] for r in ahead if r[4] is None} <= {"Due soon", "Upcoming"}
    assert all(r[6].startswith("due after the window") for r in ahead)


def explain(
    context: AppContext, est_id: int, code: str, half_end: str, what: str = "Off sick."
) -> None:
    data = MissedInput(employee_id=code, half_end=half_end, what_happened=what)
    explain_missed(context.db, est_id, data, context.actor, today=AS_OF)


def void_explanation(context: AppContext, est_id: int, code: str, reason: str) -> None:
    """Void the employee's newest explanation."""
    found = [r for r in list_missed_explanations(context.db, est_id) if r.employee_id == code]
    newest = max((r for r in found if not r.is_void), key=lambda r: r.id)
    void_missed_explanation(context.db, newest.id, reason, context.actor)


def signed_session(context: AppContext, est_id: int, day: str, code: str) -> None:
    data = SessionInput(
        session_date=day, trainer="Maria Lopez", kind="Semiannual", topics=["Drain screens"],
        attendees=[code],
    )  # fmt: skip
    created = create_session(context.db, est_id, data, context.actor, today=AS_OF)
    (session,) = [s for s in list_sessions(context.db, est_id) if s.id == created.id]
    sign_typed(context.db, session.attendees[0].sign_off_id, session.attendees[0].name, "Ana")


def test_a_void_explanation_comes_back_void_though_its_half_was_met_since(
    context: AppContext, tmp_path: Path
) -> None:
    """What is exported imports again: an explanation voided because a session of its half
    turned up later is brought in as it was, and the half's new one beside it."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    for code, name in (("E-1", "Ana Ruiz"), ("E-2", "Sam Chen")):
        data = EmployeeInput(employee_id=code, name=name, hire_date="2025-08-04")
        create_employee(context.db, est.id, data, context.actor)
    for code in ("E-1", "E-2"):
        explain(context, est.id, code, "2025-12-31")
    void_explanation(context, est.id, "E-1", "A sign-in sheet of Dec 9 was found")
    explain(context, est.id, "E-2", "2026-06-30")
    void_explanation(context, est.id, "E-2", "Wrong half")
    explain(context, est.id, "E-2", "2026-06-30", "Sam missed it; trained on Aug 3.")
    signed_session(context, est.id, "2025-12-09", "E-1")
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, first, WINDOW)
    assert [r[:2] + r[3:] for r in importable_rows(first)["Missed training"][1:]] == [
        (datetime(2025, 12, 31), "E-1", "Void: A sign-in sheet of Dec 9 was found"),
        (datetime(2025, 12, 31), "E-2", "Recorded"),
        (datetime(2026, 6, 30), "E-2", "Void: Wrong half"),
        (datetime(2026, 6, 30), "E-2", "Recorded"),
    ]

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        report = import_workbook(other, first, None, "Importer", today=AS_OF)
        assert report.added["Missed training"] == 4
        again = tmp_path / "again.xlsx"
        export_workbook(other, find_establishment(other, "Uno").id, again, WINDOW)
        assert importable_rows(again) == importable_rows(first)
        assert import_workbook(other, first, None, "Importer", today=AS_OF).added == {}
    finally:
        other.dispose()


def test_a_void_notice_comes_back_void_with_its_steps_and_only_once(
    context: AppContext, tmp_path: Path
) -> None:
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    for finding in ("Drain screens missing", "Entered twice"):
        data = ViolationInput("2026-03-02", "Posted", finding, "250")
        pk = record_notice(context.db, est.id, data, context.actor, today=AS_OF).id
    void_notice(context.db, pk, "Entered twice", context.actor)
    steps = FollowUpInput(hearing_requested_on="2026-03-10", fee_paid_on="2026-03-12")
    first_pk = list_notices(context.db, est.id)[-1].id
    record_follow_up(context.db, first_pk, steps, context.actor, today=AS_OF)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, first, WINDOW)

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        report = import_workbook(other, first, None, "Importer", today=AS_OF)
        assert report.added["Notices of violation"] == 2
        imported = list_notices(other, find_establishment(other, "Uno").id)
        assert [(n.notice_no, n.status_text) for n in imported] == [
            ("NOV-2026-002", "Void: Entered twice"),
            ("NOV-2026-001", "Recorded"),
        ]
        assert imported[1].hearing_requested_on == date(2026, 3, 10)
        assert imported[1].fee_paid_on == date(2026, 3, 12)
        assert import_workbook(other, first, None, "Importer", today=AS_OF).added == {}
    finally:
        other.dispose()


def test_frequency_approvals_come_back_as_they_were_and_amend_nothing(
    context: AppContext, tmp_path: Path
) -> None:
    """R8d: a void approval comes in void, once; the device keeps the Devices sheet's
    frequency, not that of an older approval."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    device = DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48")
    create_device(context.db, est.id, device, context.actor)
    letter = tmp_path / "answer.pdf"
    letter.write_bytes(b"%PDF-1.4\n% approved\n")
    for day, freq in (("2025-06-02", "4 months"), ("2025-06-03", "4 months"),
                      ("2026-01-05", "10 weeks")):  # fmt: skip
        data = ApprovalInput(device_id="GI-1", approved_on=day, frequency=freq)
        record_approval(context.db, est.id, data, [letter], context.actor, today=AS_OF)
    wrong = next(a for a in list_approvals(context.db, est.id) if a.approved_on.day == 2)
    void_approval(context.db, wrong.id, "Entered twice", context.actor)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, first, WINDOW)
    assert importable_rows(first)["Frequency approvals"][1:] == [
        (datetime(2025, 6, 2), "GI-1", "4 months", None, "Void: Entered twice"),
        (datetime(2025, 6, 3), "GI-1", "4 months", None, "Recorded"),
        (datetime(2026, 1, 5), "GI-1", "10 weeks", None, "Recorded"),
    ]
    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        report = import_workbook(other, first, None, "Importer", today=AS_OF)
        assert report.added["Frequency approvals"] == 3
        (gi1,) = list_devices(other, find_establishment(other, "Uno").id)
        assert (gi1.frequency_number, gi1.frequency_unit) == (10, "weeks")
        again = tmp_path / "again.xlsx"
        export_workbook(other, find_establishment(other, "Uno").id, again, WINDOW)
        # The device comes in Recorded: its amendments are this database's history, not
        # the workbook's.
        sheet = "Frequency approvals"
        assert importable_rows(again)[sheet] == importable_rows(first)[sheet]
        assert import_workbook(other, first, None, "Importer", today=AS_OF).added == {}
    finally:
        other.dispose()


def test_the_checklists_come_back_whole_with_their_fixes_and_a_void_one_void(
    context: AppContext, tmp_path: Path
) -> None:
    """R8c: a row per item of each checklist; a fix with its item; a checklist voided
    comes in once, void; an additive's answer as it was recorded."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    answers = tuple(
        AnswerInput(
            i.name,
            "Not OK" if i.name in ("Signage", ADDITIVES_ITEM) else "OK",
            "Sign fell off" if i.name == "Signage" else "",
            "Bio-Clean" if i.name == ADDITIVES_ITEM else "",
        )
        for i in checklist_items()
    )
    first = record_checklist(
        context.db, est.id, ChecklistInput("2026-11-02", "Ana Ruiz", "", answers), context.actor,
        today=AS_OF,
    )  # fmt: skip
    wrong = record_checklist(
        context.db, est.id, ChecklistInput("2026-11-03", "Ana Ruiz", "", answers), context.actor,
        today=AS_OF,
    )  # fmt: skip
    void_checklist(context.db, wrong, "Entered twice", context.actor)
    signage = next(a for a in list_checklists(context.db, est.id)[0].not_ok if a.item == "Signage")
    assert list_checklists(context.db, est.id)[0].id == first
    record_fix(
        context.db, est.id, FixInput(signage.id, "2026-11-05", "New sign"), context.actor,
        today=AS_OF,
    )  # fmt: skip
    exported = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, exported, WINDOW)
    rows_out = importable_rows(exported)["Self-inspection"]
    assert len(rows_out) == 1 + 2 * len(checklist_items())
    assert (datetime(2026, 11, 2), "Ana Ruiz", "Signage", "Not OK", "Sign fell off", None,
            datetime(2026, 11, 5), "New sign", "Recorded") in rows_out  # fmt: skip

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        report = import_workbook(other, exported, None, "Importer", today=AS_OF)
        assert report.added["Self-inspection"] == 2 * len(checklist_items())
        uno = find_establishment(other, "Uno").id
        came = list_checklists(other, uno)
        assert [(c.inspected_on, c.is_void, len(c.answers)) for c in came] == [
            (date(2026, 11, 2), False, len(checklist_items())),
            (date(2026, 11, 3), True, len(checklist_items())),
        ]
        assert {a.item for a in came[0].not_ok} == {"Signage", ADDITIVES_ITEM}
        again = tmp_path / "again.xlsx"
        export_workbook(other, uno, again, WINDOW)
        assert importable_rows(again) == importable_rows(exported)
        assert import_workbook(other, exported, None, "Importer", today=AS_OF).added == {}
    finally:
        other.dispose()


def test_the_authorizations_of_additives_come_back_an_old_one_too_and_a_void_one_void(
    context: AppContext, tmp_path: Path
) -> None:
    """R8c: an authorization given years before the window still covers an additive used
    in it, so the packet carries it; one entered in error comes in once, void."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    letter = tmp_path / "authorization.png"
    letter.write_bytes(scan_png("authorization"))
    old = AuthorizationInput("Bio-Clean", "2019-03-01", "FOG Program Manager", "Floor drains")
    record_authorization(context.db, est.id, old, [letter], context.actor, today=AS_OF)
    wrong = AuthorizationInput("Bio-Clean", "2026-10-01", "FOG Program Manager")
    typo = record_authorization(context.db, est.id, wrong, [letter], context.actor, today=AS_OF)
    void_authorization(context.db, typo, "Typed twice", context.actor)
    after = AuthorizationInput("Enzymex", "2027-01-15", "FOG Program Manager")
    record_authorization(context.db, est.id, after, [letter], context.actor, today=date(2027, 2, 1))
    exported = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, exported, WINDOW)
    assert importable_rows(exported)["Additive authorizations"] == [
        ("Additive", "Authorized on", "Authorized by", "Note", "Status"),
        ("Bio-Clean", datetime(2019, 3, 1), "FOG Program Manager", "Floor drains", "Recorded"),
        ("Bio-Clean", datetime(2026, 10, 1), "FOG Program Manager", None, "Void: Typed twice"),
    ], "given by the window's end, void ones too; one given after it is not the window's"

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        report = import_workbook(other, exported, None, "Importer", today=AS_OF)
        assert report.added["Additive authorizations"] == 2
        uno = find_establishment(other, "Uno").id
        came = [(a.additive, a.authorized_on, a.is_void) for a in list_authorizations(other, uno)]
        assert came == [
            ("Bio-Clean", date(2019, 3, 1), False),
            ("Bio-Clean", date(2026, 10, 1), True),
        ]
        assert import_workbook(other, exported, None, "Importer", today=AS_OF).added == {}
    finally:
        other.dispose()


def test_a_checklist_row_of_an_unknown_item_is_refused_by_its_column(
    context: AppContext, tmp_path: Path
) -> None:
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    answers = tuple(AnswerInput(i.name, "OK") for i in checklist_items())
    record_checklist(
        context.db, est.id, ChecklistInput("2026-11-02", "Ana", "", answers), context.actor,
        today=AS_OF,
    )  # fmt: skip
    exported = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, exported, WINDOW)
    edited = _edit(exported, tmp_path / "edited.xlsx", "Self-inspection", "C2", "Ice machine")
    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        with pytest.raises(ImportRefused) as refused:
            import_workbook(other, edited, None, "Importer", today=AS_OF)
        [problem] = refused.value.problems
        assert (problem.sheet, problem.row, problem.column) == ("Self-inspection", 2, "Item")
        assert "'Ice machine' is not an item of the checklist" in problem.reason
    finally:
        other.dispose()


def test_changes_and_waivers_come_back_as_they_were_and_once(
    context: AppContext, tmp_path: Path
) -> None:
    """R8a, R8b: the planned changes, the waivers with their revocation and the fee
    payments, void ones included, are exported, imported whole and never twice."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    db, actor = context.db, context.actor
    create_change(db, est.id, ChangeInput("Patio", "2026-06-01", "2026-03-20"), actor, today=AS_OF)
    called_off = create_change(db, est.id, ChangeInput("Drive-through", "2027-02-01"), actor,
                               today=AS_OF)  # fmt: skip
    void_change(db, called_off.id, "Called off", actor)
    fee = create_waiver(db, est.id, WaiverInput("2025-04-01", "No room"), actor, today=AS_OF)
    record_fee_payment(db, fee.id, FeeInput("2026-03-25", "850.00", "R-1"), actor, today=AS_OF)
    bounced = record_fee_payment(db, fee.id, FeeInput("2026-04-02"), actor, today=AS_OF)
    void_fee_payment(db, bounced.id, "Cheque bounced", actor)
    contractor = WaiverInput("2025-06-01", "Main jetted", "Contractor cleaning", "6 months")
    revoked = create_waiver(db, est.id, contractor, actor, today=AS_OF)
    revoke_waiver(db, revoked.id, "2026-09-15", actor, today=AS_OF)
    first = tmp_path / "first.xlsx"
    export_workbook(db, est.id, first, WINDOW)
    exported = importable_rows(first)
    assert exported["Planned changes"][1:] == [
        ("Patio", datetime(2026, 6, 1), datetime(2026, 3, 20), None, "Recorded"),
        ("Drive-through", datetime(2027, 2, 1), None, None, "Void: Called off"),
    ]
    assert exported["Waivers"][1:] == [
        (datetime(2025, 4, 1), "No room", "Grease cleaning fee", None, None, None, "Recorded"),
        (datetime(2025, 6, 1), "Main jetted", "Contractor cleaning", "6 months",
         datetime(2026, 9, 15), None, "Recorded"),
    ]  # fmt: skip
    assert [r[1:] for r in exported["Waiver fees"][1:]] == [
        (datetime(2026, 3, 25), 850, "R-1", "Recorded"),
        (datetime(2026, 4, 2), None, None, "Void: Cheque bounced"),
    ]

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        report = import_workbook(other, first, None, "Importer", today=AS_OF)
        assert (report.added["Planned changes"], report.added["Waivers"]) == (2, 2)
        assert report.added["Waiver fees"] == 2
        again = tmp_path / "again.xlsx"
        export_workbook(other, find_establishment(other, "Uno").id, again, WINDOW)
        assert importable_rows(again) == exported
        assert import_workbook(other, first, None, "Importer", today=AS_OF).added == {}
    finally:
        other.dispose()


def test_a_sewer_main_cleaning_comes_back_as_one_and_still_meets_its_waiver(
    context: AppContext, tmp_path: Path
) -> None:
    """R8b, R8f: the template's Maintenance sheet offers "Sewer main cleaning"; it is kept apart
    from a lateral's cleaning through the round trip: only it meets the waiver (E.6)."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    db, actor = context.db, context.actor
    trap = DeviceInput(device_id="GT-1", type="Grease trap", capacity_gal="20",
                       design_depth_in="12")  # fmt: skip
    create_device(db, est.id, trap, actor)
    contractor = WaiverInput("2026-01-15", "Main jetted", "Contractor cleaning", "6 months")
    create_waiver(db, est.id, contractor, actor, today=AS_OF)
    for day, service in (("2026-03-02", "Lateral / sewer cleaning"),
                         ("2026-07-01", "Sewer main cleaning")):  # fmt: skip
        done = MaintenanceInput(day, "GT-1", service, performed_by="Rooter Bros")
        create_entry(db, est.id, done, actor, today=AS_OF)
    first = tmp_path / "first.xlsx"
    export_workbook(db, est.id, first, WINDOW)
    (header, *logged) = importable_rows(first)["Maintenance"]
    services = [row[header.index("Service")] for row in logged]
    assert services == ["Lateral / sewer cleaning", "Sewer main cleaning"]
    sheet = load_workbook(write_template(tmp_path / "template.xlsx"))["Maintenance"]
    assert any("Sewer main cleaning" in dv.formula1 for dv in sheet.data_validations.dataValidation)

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        import_workbook(other, first, None, "Importer", today=AS_OF)
        uno = find_establishment(other, "Uno").id
        met = [
            (o.due, o.met_on)
            for o in obligations_for(other, uno, AS_OF, all_history=True)
            if o.kind == ObligationKind.SEWER_MAIN_CLEANING
        ]
        assert met[0] == (date(2026, 7, 15), date(2026, 7, 1))
    finally:
        other.dispose()


def test_a_level_the_city_measured_comes_back_linked_to_its_inspection(
    context: AppContext, tmp_path: Path
) -> None:
    """R1: the Maintenance sheet's City inspection names the inspection a reading was
    measured at; the import reads the inspections first and links the reading again."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    device = DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48")
    create_device(context.db, est.id, device, context.actor)
    found = InspectionInput("2026-08-07", "R. Flores", "Noncompliance found", "GI-1 at 31%",
                            levels=(LevelInput("GI-1", "6.38", "8.5"),))  # fmt: skip
    record_inspection(context.db, est.id, found, context.actor, today=AS_OF)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, first, WINDOW)
    exported = importable_rows(first)
    city = MAINTENANCE.headers.index("City inspection") - 1  # after the derived percent
    assert [r[city] for r in exported["Maintenance"]] == ["City inspection", "INSP-2026-001"]
    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        report = import_workbook(other, first, None, "Importer", today=AS_OF)
        assert (report.added["City inspections"], report.added["Maintenance"]) == (1, 1)
        uno = find_establishment(other, "Uno").id
        [obligation] = [o for o in obligations_for(other, uno, AS_OF, all_history=True)
                        if o.kind == ObligationKind.SERVICE_NOW]  # fmt: skip
        assert obligation.due == date(2026, 8, 7), "service now, owed on the inspection's day"
        again = tmp_path / "again.xlsx"
        export_workbook(other, uno, again, WINDOW)
        assert importable_rows(again) == exported
    finally:
        other.dispose()
    wb = load_workbook(first)
    wb["Maintenance"]["A2"].value = datetime(2026, 8, 8)
    wb.save(first)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(context.db, first, "Dos", "Importer", today=AS_OF)
    [problem] = refused.value.problems
    assert (problem.sheet, problem.row, problem.column) == ("Maintenance", 2, "Date")
    assert "was on 2026-08-07" in problem.reason


def test_the_haulers_phone_goes_out_on_both_sheets_and_comes_back_with_its_manifest(
    context: AppContext, tmp_path: Path
) -> None:
    """R1 (service now): the phone a pump-out's manifest keeps is on Manifests, and beside
    the pump-out on Maintenance; it comes back, and a workbook made before the column
    still imports its manifest, without a phone."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    device = DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48")
    create_device(context.db, est.id, device, context.actor)
    pumped = MaintenanceInput("2026-09-14", "GI-1", "Pump-out", gallons_removed="990",
                              hauler="SoCal Grease", manifest_no="SG-1",
                              hauler_phone="626 555 0199")  # fmt: skip
    create_entry(context.db, est.id, pumped, context.actor, today=AS_OF)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est.id, first, WINDOW)
    wb = load_workbook(first, read_only=True)
    phone = {name: dict(zip(*wb[name].iter_rows(values_only=True), strict=True))["Hauler's phone"]
             for name in ("Manifests", "Maintenance")}  # fmt: skip
    wb.close()
    assert phone == {"Manifests": "(626) 555-0199", "Maintenance": "(626) 555-0199"}

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        import_workbook(other, first, None, "Importer", today=AS_OF)
        uno = find_establishment(other, "Uno").id
        assert [m.hauler_phone for m in list_manifests(other, uno)] == ["(626) 555-0199"]
        again = tmp_path / "again.xlsx"
        export_workbook(other, uno, again, WINDOW)
        assert importable_rows(again) == importable_rows(first)
    finally:
        other.dispose()

    old = load_workbook(first)
    manifests = old["Manifests"]
    manifests.delete_cols([c.value for c in manifests[1]].index("Hauler's phone") + 1)
    old.save(tmp_path / "old.xlsx")
    report = import_workbook(context.db, tmp_path / "old.xlsx", "Dos", "Importer", today=AS_OF)
    assert (report.added["Manifests"], report.added["Maintenance"]) == (1, 1)
    dos = find_establishment(context.db, "Dos").id
    assert [(m.manifest_no, m.hauler_phone) for m in list_manifests(context.db, dos)] == [
        ("SG-1", "")
    ]


def test_a_fee_of_a_waiver_not_in_the_workbook_is_refused_at_its_cell(
    context: AppContext, tmp_path: Path
) -> None:
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    first = tmp_path / "fees.xlsx"
    export_workbook(context.db, est.id, first, WINDOW)
    wb = load_workbook(first)
    wb["Waiver fees"].append([datetime(2025, 4, 1), datetime(2026, 3, 25), 850, "R-1", None])
    wb.save(first)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(context.db, first, None, "Importer", today=AS_OF)
    (problem,) = refused.value.problems
    assert (problem.sheet, problem.row, problem.column) == ("Waiver fees", 2, "Waiver granted on")
    assert "There is no waiver granted on 2025-04-01 in use." in problem.reason


def test_a_report_of_a_milestone_not_in_the_workbook_is_refused_at_its_cell(
    context: AppContext, tmp_path: Path
) -> None:
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    first = tmp_path / "reports.xlsx"
    export_workbook(context.db, est.id, first, WINDOW)
    wb = load_workbook(first)
    wb["Progress reports"].append(
        ["CSA 26-014", "Screens fitted", datetime(2026, 3, 1), datetime(2026, 2, 1), None, "", None]
    )
    wb.save(first)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(context.db, first, None, "Importer", today=AS_OF)
    (problem,) = refused.value.problems
    assert (problem.sheet, problem.row, problem.column) == ("Progress reports", 2, "Milestone")
    assert "There is no milestone Screens fitted of CSA 26-014 due 2026-03-01" in problem.reason


def test_a_typed_attestation_is_never_called_signed_and_an_old_signed_column_still_reads(
    context: AppContext, tmp_path: Path
) -> None:
    """R6: a typed name is a "Typed attestation" under "Sign-off", never "Signed"; a workbook
    exported before the column was renamed, its header "Signed", brings the sign-off back."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    data = EmployeeInput(employee_id="E-1", name="Ana Ruiz", hire_date="2025-08-04")
    create_employee(context.db, est.id, data, context.actor)
    signed_session(context, est.id, "2025-12-09", "E-1")
    exported = tmp_path / "typed.xlsx"
    export_workbook(context.db, est.id, exported, WINDOW)
    wb = load_workbook(exported, read_only=True)
    header, row = wb["Training"].iter_rows(values_only=True)
    wb.close()
    assert dict(zip(header, row, strict=True))["Sign-off"] == "Typed attestation"
    assert not [v for v in (*header, *row) if "signed" in str(v).lower()]

    column = "ABCDEFGH"[header.index("Sign-off")]
    old = _edit(exported, tmp_path / "old.xlsx", "Training", f"{column}1", "Signed")
    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        assert import_workbook(other, old, None, "Importer", today=AS_OF).added["Training"] == 1
        (session,) = list_sessions(other, find_establishment(other, "Uno").id)
        assert [a.signed for a in session.attendees] == ["Typed attestation"]
    finally:
        other.dispose()


def test_workbook_layout_is_the_documented_one(demo_workbook: Path) -> None:
    wb = load_workbook(demo_workbook)
    assert wb.sheetnames == [layout.COVER, *(s.name for s in sheets.DATA_SHEETS)]
    for sheet in sheets.DATA_SHEETS:
        ws = wb[sheet.name]
        headers = tuple(c.value for c in ws[1])
        # the Audit sheet's printed block has a header row of its own, right of the trail's
        assert headers[: len(sheet.headers)] == sheet.headers
        assert headers[len(sheet.headers) :] in (
            (),
            (None, "At", "Who", "Action", "Record", "Summary"),
        )
        assert ws.freeze_panes == "A2"
        assert ws.auto_filter.ref is not None
    maintenance = wb["Maintenance"]
    assert isinstance(maintenance["A2"].value, date)
    assert maintenance["A2"].number_format == "yyyy-mm-dd"
    cover = cover_form(demo_workbook)
    assert cover["Records packet of"] == ["Demo Bistro"]
    assert cover["Audit trail"][0].startswith("verified")
    assert "2025-11-27 Thanksgiving Day" in cover["Holiday calendar in force"]
    assert cover["Judged"] == ["The whole window is judged."], "the demo has no records-begin day"
    assert not any(c.data_type == "f" for ws in wb for row in ws.iter_rows() for c in row)


def test_the_cover_says_which_part_of_the_window_is_on_paper(
    context: AppContext, tmp_path: Path
) -> None:
    """R9: a restaurant set up mid-window; the inspector reads on the cover from when the
    records are judged, and that those before are kept on paper."""
    data = EstablishmentInput(name="Casa Nueva", records_begin="2026-06-01")
    est = create_establishment(context.db, data, context.actor)
    target = tmp_path / "casa.xlsx"
    export_workbook(context.db, est.id, target, WINDOW)
    # A long value stands on lines of the printed page's width.
    assert " ".join(cover_form(target)["Judged"]) == (
        "Records in FOG Desktop begin on 2026-06-01. Records before 2026-06-01 are kept "
        f"elsewhere (paper): only 2026-06-01 to {WINDOW.end} is judged."
    )


def test_text_that_looks_like_a_formula_stays_text(context: AppContext, tmp_path: Path) -> None:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    for n, evil in enumerate(EVIL):
        device = DeviceInput(device_id=f"GI-{n}", location=evil, notes=evil, capacity_gal="900",
                             design_depth_in="40")  # fmt: skip
        create_device(context.db, est.id, device, context.actor)
        entry = MaintenanceInput(
            service_date="2026-11-02", device_id=f"GI-{n}", service="Inspection",
            hauler=evil, manifest_no=evil, performed_by=evil, notes=evil,
        )  # fmt: skip
        create_entry(context.db, est.id, entry, context.actor, today=AS_OF)
        person = EmployeeInput(employee_id=f"E-{n}", name=f"{evil} name", role=evil,
                               hire_date="2026-01-05")  # fmt: skip
        create_employee(context.db, est.id, person, context.actor)
    error_lookalike = MaintenanceInput(
        service_date="2026-11-03", device_id="GI-0", service="Inspection", notes="#DIV/0!"
    )
    create_entry(context.db, est.id, error_lookalike, context.actor, today=AS_OF)
    target = tmp_path / "evil.xlsx"
    export_workbook(context.db, est.id, target, WINDOW)
    wb = load_workbook(target)
    notes_at = MAINTENANCE.headers.index("Notes")
    notes = [row[notes_at] for row in wb["Maintenance"].iter_rows(min_row=2)]
    assert [(c.value, c.data_type) for c in notes if c.value == "#DIV/0!"] == [("#DIV/0!", "s")]
    seen = 0
    for sheet in sheets.DATA_SHEETS:
        for row in wb[sheet.name].iter_rows(min_row=2, max_col=len(sheet.columns)):
            for column, c in zip(sheet.columns, row, strict=True):
                assert c.data_type != "f", (sheet.name, column.header, c.value)
                text = c.value if column.kind == layout.Kind.TEXT else None
                if isinstance(text, str) and text.startswith(("=", "+", "-", "@")):
                    assert c.quotePrefix, (sheet.name, column.header)
                    seen += 1
    # Tabs and carriage returns at the start are trimmed as they are typed, so they never
    # reach a cell; each other value is in 8 text cells (location, notes, hauler, …).
    survivors = [e for e in EVIL if e.strip()[0] in "=+-@"]
    assert seen == len(survivors) * 8


def test_obligations_count_the_trap_cleanings_met_on_time_and_list_the_rest(
    demo: Demo,
) -> None:
    """Each cleaning met on time is a row of Maintenance already: the Cover counts them
    per trap, and every other obligation keeps its row (records-workbook.md)."""
    in_window = [
        o
        for o in obligations_for(demo.db, demo.est_id, AS_OF, all_history=True)
        if WINDOW.covers(o) or o.met_on is None
    ]
    on_time = Counter(
        o.subject
        for o in in_window
        if o.kind == ObligationKind.TRAP_CLEANING and o.state(AS_OF) == ObligationState.MET
    )
    assert set(on_time) == {"GT-1", "GT-2"}
    wb = load_workbook(demo.workbook, read_only=True)
    listed = list(wb["Obligations"].iter_rows(min_row=2, values_only=True))
    wb.close()
    assert not [row for row in listed if row[0] == "Trap cleaning" and row[3] == "Met"]
    assert ("Trap cleaning", "Met late") in {(row[0], row[3]) for row in listed}
    assert len(listed) + sum(on_time.values()) == len(in_window)
    cover = cover_form(demo.workbook)
    for trap, count in on_time.items():
        assert cover[f"Trap cleanings of {trap} met on time"] == [
            f"{count} (each a row of Maintenance)"
        ]
    assert cover["Rows in Obligations"] == [len(listed)]


def _edit(source: Path, target: Path, sheet: str, cell: str, value: Any) -> Path:
    wb = load_workbook(source)
    wb[sheet][cell] = value
    wb.save(target)
    return target


@pytest.fixture(scope="module")
def edited_demo(
    demo_workbook: Path, tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str, str, Any], Path]:
    """The demo's workbook with a cell changed, saved once for SQLite and PostgreSQL both
    (a second, of the test's, to open and save two years' workbook)."""
    folder = tmp_path_factory.mktemp("edited")
    made: dict[tuple[str, str, str], Path] = {}

    def edit(sheet: str, cell: str, value: Any) -> Path:
        key = (sheet, cell, repr(value))
        if key not in made:
            made[key] = _edit(demo_workbook, folder / f"{len(made)}.xlsx", sheet, cell, value)
        return made[key]

    return edit


@pytest.mark.parametrize(
    ("sheet", "cell", "value", "expected"),
    [
        ("Maintenance", "A2", None, "Maintenance, row 2, column Date: Enter the date"),
        (
            "Maintenance",
            "A2",
            datetime(2026, 3, 15, 14, 30),
            "Maintenance, row 2, column Date: Date: '2026-03-15 14:30:00' is not a date.",
        ),
        (
            "Maintenance",
            "H2",
            "V" * 250,
            "Maintenance, row 2, column Hauler: At most 200 characters; this has 250.",
        ),
        ("Training", "B2", None, "Training, row 2, column Employee ID: Add the employees"),
        (
            "Manifests",
            "C2",
            "V" * 250,
            "Manifests, row 2, column Hauler: At most 200 characters; this has 250.",
        ),
        *(
            (sheet, cell, datetime(2026, 3, 15, 14, 30), f"{sheet}, row 2, column {column}: ")
            for sheet, cell, column in (
                ("Training", "A2", "Date"),
                ("Self-inspection", "A2", "Date"),
                ("Planned changes", "B2", "Planned start"),
                ("Waivers", "A2", "Granted on"),
            )
        ),
        (
            "Devices",
            "D2",
            "a lot",
            "Devices, row 2, column Capacity (gal): 'a lot' is not a number",
        ),
        ("Maintenance", "B2", "GI-9", "Maintenance, row 2, column Device ID: There is no device"),
        (
            "Maintenance",
            "A3",
            "2026-02-30",
            "Maintenance, row 3, column Date: '2026-02-30' is not a date",
        ),
        ("Employees", "D2", None, "Employees, row 2, column Hire date: Enter the hire date"),
        (
            "Notices of violation",
            "N2",
            None,
            "Notices of violation, row 2, column Order final on: Record first: Hearing "
            "officer's order mailed.",
        ),
    ],
)
def test_a_refused_import_stores_nothing_and_names_the_cell(
    edited_demo: Callable[[str, str, Any], Path], context: AppContext, sheet: str, cell: str,
    value: Any, expected: str,
) -> None:  # fmt: skip
    bad = edited_demo(sheet, cell, value)
    before = record_count(context.db)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(context.db, bad, None, "Importer", today=AS_OF)
    assert any(str(p).startswith(expected) for p in refused.value.problems), refused.value.problems
    assert record_count(context.db) == before


def test_a_missing_key_column_is_refused(context: AppContext, tmp_path: Path) -> None:
    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = "Devices"
    ws.append(["Type", "Capacity (gal)", "Design depth (in)"])
    ws.append(["Grease trap", 20, 12])
    wb.create_sheet("Notes").append(["anything"])
    path = tmp_path / "nokey.xlsx"
    wb.save(path)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(context.db, path, "Casa Nueva", "Importer", today=AS_OF)
    assert [str(p) for p in refused.value.problems] == [
        "Devices, row 1, column Device ID: this column is missing"
    ]


def test_a_cancelled_export_leaves_no_file(
    demo_workbook: Path, context: AppContext, tmp_path: Path
) -> None:
    import_workbook(context.db, demo_workbook, None, "Importer", today=AS_OF)
    est = find_establishment(context.db, "Demo Bistro")
    target = tmp_path / "cancelled.xlsx"
    steps = ["Starting"]
    asked: Counter[str] = Counter()

    def stop() -> bool:
        """Stop halfway through the Audit sheet: asked as it starts, then at row 1000."""
        asked[steps[-1]] += 1
        return asked["Writing Audit"] == 2

    # To today: the window that holds the import's thousand audit entries.
    window = Window(WINDOW.start, date.today())
    with pytest.raises(Cancelled):
        export_workbook(context.db, est.id, target, window, progress=steps.append, stop=stop)
    assert asked["Writing Audit"] == 2
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == []


def test_template_has_the_importable_sheets_and_drop_downs(tmp_path: Path) -> None:
    path = write_template(tmp_path / "template.xlsx")
    wb = load_workbook(path)
    assert wb.sheetnames == [s.name for s in sheets.IMPORTABLE]
    lists = {dv.formula1 for dv in wb["Devices"].data_validations.dataValidation}
    assert '"Grease interceptor,Grease trap,Other grease control device"' in lists
    assert tuple(c.value for c in wb["Maintenance"][1]) == MAINTENANCE.headers


def test_the_import_stores_every_sheet_the_template_holds_once() -> None:
    """A sheet with an import step left out of the import's order would be dropped from
    every import without a word; one listed twice would be stored twice."""
    imported = [s.sheet.name for s in sheets.IMPORTED]
    assert sorted(imported) == sorted(s.name for s in sheets.IMPORTABLE)
    assert len(set(imported)) == len(imported)
    assert sheets.IMPORTED[0].sheet.name == "Devices", "the log and manifests name them"


def test_packet_zip_holds_workbook_files_and_their_sums(
    demo_workbook: Path, context: AppContext, tmp_path: Path
) -> None:
    import_workbook(context.db, demo_workbook, None, "Importer", today=AS_OF)
    est = find_establishment(context.db, "Demo Bistro")
    path = export_packet(context.db, est.id, tmp_path / "packet.zip", WINDOW)
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        lines = archive.read(SUMS_NAME).decode().splitlines()
        sums = {name: digest for digest, name in (line.split("  ", 1) for line in lines)}
        for name, digest in sums.items():
            assert hashlib.sha256(archive.read(name)).hexdigest() == digest
    assert "records.xlsx" in names
    assert all(n in sums for n in names if n != SUMS_NAME)


def test_the_packet_pdf_prints_the_fingerprint_of_sha256sums(
    context: AppContext, tmp_path: Path
) -> None:
    """R7: page 1 ties the paper to the zip: the SHA-256 of SHA256SUMS, which lists the
    workbook and every attachment; the PDF, which can't hold its own hash, is left out."""
    from fog_desktop.reports.packet import render_packet_pdf

    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    path = export_packet(
        context.db, est.id, tmp_path / "packet.zip", WINDOW, write_pdf=render_packet_pdf
    )
    with zipfile.ZipFile(path) as archive:
        sums = archive.read(SUMS_NAME)
        pdf = tmp_path / "records.pdf"
        pdf.write_bytes(archive.read("records.pdf"))
    assert [line.split(b"  ")[1] for line in sums.splitlines()] == [b"records.xlsx"]
    first = page_texts(pdf)[0]
    assert f"(SHA-256 of its SHA256SUMS): {hashlib.sha256(sums).hexdigest()}" in first


def test_packet_zip_members_are_dated_the_export_and_readable_by_anyone(
    demo: Demo, tmp_path: Path
) -> None:
    """Issue 31: unpacked, each file was dated 1980-01-01 or readable by its owner only."""
    exported_at = datetime(2026, 12, 3, 16, 45, 10)
    path = export_packet(
        demo.db, demo.est_id, tmp_path / "packet.zip", WINDOW, exported_at=exported_at
    )
    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
        archive.extractall(tmp_path / "unpacked")
    assert len(members) > 40
    assert {m.date_time for m in members} == {(2026, 12, 3, 16, 45, 10)}
    assert {stat.S_IMODE(m.external_attr >> 16) for m in members} == {0o644}
    unpacked = [p for p in (tmp_path / "unpacked").rglob("*") if p.is_file()]
    assert {stat.S_IMODE(p.stat().st_mode) & 0o444 for p in unpacked} == {0o444}


def test_packet_files_are_named_from_what_they_are(demo: Demo) -> None:
    files = packet_files(demo.db, demo.est_id, WINDOW)
    by_name = {f.name: f for f in files}
    # 43 with the manifest of the hauler's return after the partial pump-out (R2)
    assert len(by_name) == len(files) == 43
    notice = by_name["changes/2025-11-02 Patio expansion- 24 more seats.png"]
    assert notice.belongs_to == "Planned change: Patio expansion: 24 more seats"
    kept = sorted(
        f.belongs_to for f in files if f.name.split("/")[0] in ("checklists", "additives")
    )
    assert len(kept) == 3
    assert kept[0].startswith("Drain screens of the self-inspection of ")
    assert kept[1].startswith("Fix of Drain screens on ")
    assert kept[2].startswith("Written authorization of GreaseAway enzyme, ")
    answer = by_name["frequency/2025-10-02 GI-1 frequency approval.png"]
    assert answer.belongs_to == "Frequency approval of GI-1 on 2025-10-02"
    trap_answer = by_name["frequency/2025-05-02 GT-2 frequency approval.png"]
    assert trap_answer.belongs_to == "Frequency approval of GT-2 on 2025-05-02", "R3"
    scan = by_name["manifests/2025-02-28 SGH-24034 SoCal Grease Haulers.png"]
    assert scan.belongs_to == "Manifest SGH-24034 of SoCal Grease Haulers, 2025-02-28"
    assert scan.original_name == "manifest-SGH-24034.png"
    assert "training/2026-02-10 Semiannual training.png" in by_name
    signature = by_name["signatures/2025-08-16 New-hire training - Kofi Mensah (E-006).png"]
    assert (
        signature.belongs_to == "Signature of Kofi Mensah (E-006), new-hire training on 2025-08-16"
    )
    assert not [f.name for f in files if f.original_name.removesuffix(".png") in f.name]
    wb = load_workbook(demo.workbook, read_only=True)
    listed = [row[0] for row in wb["Attachments"].iter_rows(min_row=2, values_only=True)]
    header, *rows = wb["Manifests"].iter_rows(values_only=True)
    manifest_scans = {row[0]: row[header.index("Attachments")] for row in rows}
    wb.close()
    assert listed == [f.name for f in files]
    assert manifest_scans["SGH-24034"] == scan.name


#: Names Windows keeps for devices, whatever extension follows.
WINDOWS_DEVICES = {"CON", "PRN", "AUX", "NUL"} | {
    f"{p}{n}" for p in ("COM", "LPT") for n in range(1, 10)
}


def assert_safe(name: str) -> None:
    """``name`` unpacks as one file in one folder on Windows, macOS and Linux."""
    folder, file = name.split("/")
    assert folder in {
        "manifests",
        "maintenance",
        "training",
        "incidents",
        "signatures",
        "frequency",
        "checklists",
        "additives",
        "changes",
        "waivers",
    }
    assert not set(file) & set('\\:*?"<>|'), name
    assert all(c.isprintable() for c in file), name
    assert file == file.strip(" .") and file.split(".")[0].strip().upper() not in WINDOWS_DEVICES
    assert len(file) <= 120, name


def test_hostile_record_fields_give_safe_unique_names_listed_in_sha256sums(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    scans = []
    for n, data in enumerate((b"\x89PNG\r\n\x1a\n scan", b"%PDF-1.4 scan")):
        path = tmp_path / f"CON..{n}\u202egnp.exe.{'png' if n == 0 else 'pdf'}"
        path.write_bytes(data)
        scans.append(path)
    for manifest_no, hauler in [
        ("M-1", "../../CON:<x>|"),
        ("m-1", "..\\..\\con*<X>?"),
        ("COM1", "\u202eSoCal\tGrease. "),
        ("M-2", "Hauler " * 20),
    ]:
        manifest = ManifestInput(manifest_no=manifest_no, manifest_date="2026-10-28", hauler=hauler)
        create_manifest(context.db, est_id, manifest, context.actor, today=AS_OF, files=scans)
    pump_out = MaintenanceInput(service_date="2026-03-02", device_id="GI-1", gallons_removed="900")
    create_entry(context.db, est_id, pump_out, context.actor, today=AS_OF, files=scans[1:])
    incident = IncidentInput(incident_date="2025-05-02", incident_time="10:00", kind="Spill")
    reported = report_incident(context.db, est_id, incident, context.actor, now=REPORTED)
    owner = Owner(est_id, Incident.__tablename__, reported.id)
    attach_files(context.db, owner, scans[1:], context.actor)
    files = packet_files(context.db, est_id, WINDOW)
    names = [f.name for f in files]
    assert len(names) == 10
    for name in names:
        assert_safe(name)
    assert len({n.casefold() for n in names}) == len(names)
    assert "maintenance/2026-03-02 Pump-out GI-1.pdf" in names
    assert f"incidents/2025-05-02 {reported.incident_no}.pdf" in names
    assert "manifests/2026-10-28 m-1 ..-..-con-X (2).png" in names
    assert not [n for n in names if "gnp" in n or "exe" in n]
    path = export_packet(context.db, est_id, tmp_path / "packet.zip", WINDOW)
    with zipfile.ZipFile(path) as archive:
        members = archive.namelist()
        listed = [line.split("  ", 1)[1] for line in archive.read(SUMS_NAME).decode().splitlines()]
        archive.extractall(tmp_path / "unpacked")
    assert sorted(listed) == sorted(m for m in members if m != SUMS_NAME)
    assert set(names) <= set(listed)
    unpacked = [p for p in (tmp_path / "unpacked").rglob("*") if p.is_file()]
    assert len(unpacked) == len(members)


@pytest.mark.slow("LibreOffice starts, opens the demo's workbook and saves it again")
def test_libreoffice_opens_the_workbook(demo_workbook: Path, tmp_path: Path) -> None:
    office = shutil.which("soffice") or shutil.which("libreoffice")
    if office is None:
        if os.environ.get("FOG_TEST_REQUIRE_LIBREOFFICE"):
            pytest.fail("FOG_TEST_REQUIRE_LIBREOFFICE is set but LibreOffice is not installed")
        pytest.skip("LibreOffice is not installed (.ci/run installs libreoffice-calc-nogui)")
    out = tmp_path / "converted"
    subprocess.run(
        [office, "--headless", f"-env:UserInstallation=file://{tmp_path}/profile",
         "--convert-to", "xlsx", "--outdir", str(out), str(demo_workbook)],
        check=True, capture_output=True, timeout=180,
    )  # fmt: skip
    converted = load_workbook(out / demo_workbook.name)
    assert converted.sheetnames[:3] == [layout.COVER, "Obligations", "Devices"]
    assert (
        importable_rows(out / demo_workbook.name)["Devices"]
        == importable_rows(demo_workbook)["Devices"]
    )


def test_in_spanish_an_import_problem_names_the_sheet_and_column_as_the_workbook_does(
    context: AppContext, tmp_path: Path, spanish: None
) -> None:
    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = "Employees"
    ws.append(["Employee ID", "Name", "Hire date"])
    ws.append(["E-1", "Ana Ruiz", "03/15/2026"])
    wb.create_sheet("Devices").append(["Type", "Capacity (gal)", "Design depth (in)"])
    path = tmp_path / "records.xlsx"
    wb.save(path)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(context.db, path, "Casa Nueva", "Importer", today=AS_OF)
    assert [str(p) for p in refused.value.problems] == [
        "Devices, fila 1, columna Device ID: falta esta columna",
        "Employees, fila 2, columna Hire date: '03/15/2026' no es una fecha como 2026-03-15",
    ]
    assert str(refused.value) == "2 problemas; no se importó nada"


def test_in_spanish_an_import_is_stored_with_the_audit_trail_in_english(
    demo_workbook: Path, context: AppContext, spanish: None
) -> None:
    import_workbook(context.db, demo_workbook, None, "Importer", today=AS_OF)
    with context.db.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "import")).one()
    assert entry.record_label == "Import of demo.xlsx"
    assert entry.reason is not None and entry.reason.startswith("added ")


def test_in_spanish_the_export_says_its_steps_in_spanish_and_the_workbook_stays_english(
    demo: Demo, tmp_path: Path, spanish: None
) -> None:
    steps: list[str] = []
    target = tmp_path / "records.xlsx"
    export_workbook(demo.db, demo.est_id, target, WINDOW, progress=steps.append)
    assert steps[:2] == ["Escribiendo la hoja Obligations", "Escribiendo la hoja Devices"]
    assert steps[-2:] == ["Escribiendo la portada", "Guardando"]
    assert importable_rows(target) == importable_rows(demo.workbook)
    cover = cover_form(target)
    assert cover["Records packet of"] == ["Demo Bistro"]
    assert cover["Audit trail"][0].startswith("verified")


def test_a_folder_that_does_not_exist_is_said_in_one_sentence(demo: Demo, tmp_path: Path) -> None:
    target = tmp_path / "gone" / "records.xlsx"
    with pytest.raises(WriteFailed) as refused:
        export_workbook(demo.db, demo.est_id, target, WINDOW)
    assert str(refused.value) == (
        f"The workbook could not be written to {target}: the folder does not exist."
    )


def test_in_spanish_a_folder_that_does_not_exist_is_said_in_spanish(
    demo: Demo, tmp_path: Path, spanish: None
) -> None:
    folder = tmp_path / "gone"
    with pytest.raises(WriteFailed) as workbook:
        export_workbook(demo.db, demo.est_id, folder / "records.xlsx", WINDOW)
    with pytest.raises(WriteFailed) as packet:
        export_packet(demo.db, demo.est_id, folder / "records.zip", WINDOW)
    assert [str(workbook.value), str(packet.value)] == [
        f"No se pudo escribir el libro de registros en {folder / 'records.xlsx'}: "
        "la carpeta no existe.",
        f"No se pudo escribir el paquete de registros en {folder / 'records.zip'}: "
        "la carpeta no existe.",
    ]
