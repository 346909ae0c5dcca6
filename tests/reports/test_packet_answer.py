"""Page 1 of the packet answers at a glance, page 2 holds what is behind it (R7)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from fog_desktop import ordinance
from fog_desktop.audit import VerifyReport
from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.verifying import verification
from fog_desktop.reports.answer import (
    answer_parts,
    area_lines,
    breach_verdict,
    open_breaches,
    verdict,
)
from fog_desktop.reports.answer_areas import AREAS
from fog_desktop.reports.answer_pages import LEGEND, page_one, page_two
from fog_desktop.reports.answer_room import details_of, room_on_page_two, shown_on_page_one
from fog_desktop.reports.area_lines import (
    COMING_UP,
    IN_ORDER,
    NOTHING_DUE,
    OPEN_BREACH,
    PAST_BREACH,
    AreaLine,
    Item,
    Records,
)
from fog_desktop.reports.closing import RULE_KEY, closing_part
from fog_desktop.reports.pdf import Part, render_parts
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.entry_dates import EntryDates
from fog_desktop.services.establishments import (
    EstablishmentInput,
    EstablishmentRow,
    create_establishment,
    get_establishment,
)
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    MaintenanceRow,
)
from models import DeviceType, Service
from tests.pdf_text import page_texts

SIERRA_MADRE = ordinance.default()

AS_OF = date(2026, 12, 3)
WINDOW = Window.two_years_to(AS_OF, SIERRA_MADRE)
K = ObligationKind


def ob(kind: ObligationKind, subject: str, due: date, met: date | None = None) -> Obligation:
    return Obligation(kind, subject, due, met, "R", "test:1")


def entry(
    day: date,
    *,
    service: str = Service.PUMP_OUT.value,
    flags: tuple[str, ...] = (),
    manifest_no: str = "",
    on_file: bool = False,
    gallons: str = "1000",
    percent: str | None = None,
    device_type: str = DeviceType.INTERCEPTOR.value,
) -> MaintenanceRow:
    return MaintenanceRow(
        id=1, service_date=day, device_id="GI-1", device_type=device_type,
        capacity_gal=Decimal("1000"), service=service, fog_depth_in=None,
        solids_depth_in=None, percent=Decimal(percent) if percent else None,
        gallons_removed=Decimal(gallons), hauler="SoCal Grease", manifest_no=manifest_no,
        manifest_id=None, manifest_on_file=on_file, performed_by="", notes="",
        status_text="Recorded", is_void=False, flags=flags, limit_percent=Decimal(25),
    )  # fmt: skip


def area(
    title: str,
    obligations: Sequence[Obligation] = (),
    log: Sequence[MaintenanceRow] = (),
    names: dict[str, str] | None = None,
    findings: Sequence[Item] = (),
) -> AreaLine:
    lines = area_lines(Records(WINDOW, obligations, log, names or {}, findings=findings))
    (found,) = [line for line in lines if line.title == title]
    return found


def opened(line: AreaLine) -> list[tuple[str, date | None, str]]:
    return [(i.what, i.due, i.state) for i in line.open_items]


def test_pump_outs_all_on_time_say_so_and_show_the_next_one_due() -> None:
    """R2: eight pump-outs met on time, and the next one open, far ahead."""
    done = [date(2025, 1, 10) + timedelta(days=90 * n) for n in range(8)]
    line = area(
        "Interceptor maintenance",
        [ob(K.PUMP_OUT, "GI-1", d, d) for d in done] + [ob(K.PUMP_OUT, "GI-1", date(2027, 2, 1))],
    )
    assert (line.mark, line.counts) == (IN_ORDER, "8 pump-outs due, all on time.")
    assert opened(line) == [("Pump-out of GI-1", date(2027, 2, 1), "upcoming")]
    assert line.exceptions == ()


def test_traps_count_every_cleaning_and_name_the_late_ones() -> None:
    """R3: GT-1 daily and GT-2 every other day, 1,090 cleanings due, 3 of them late;
    tomorrow's cleaning is open; one met before the window is not counted."""
    daily = [WINDOW.start + timedelta(days=n) for n in range(730)]
    other = [WINDOW.start + timedelta(days=2 * n) for n in range(360)]
    late = [daily[10], daily[500], daily[700]]
    cleanings = [ob(K.TRAP_CLEANING, "GT-1", d, d + timedelta(days=d in late)) for d in daily] + [
        ob(K.TRAP_CLEANING, "GT-2", d, d) for d in other
    ]
    outside = ob(K.TRAP_CLEANING, "GT-1", WINDOW.start - timedelta(days=1), date(2024, 12, 3))
    tomorrow = ob(K.TRAP_CLEANING, "GT-1", AS_OF + timedelta(days=1))
    line = area("Grease traps", [outside, *cleanings, tomorrow])
    assert line.counts == "1,090 trap cleanings due: 1,087 on time, 3 late."
    assert line.mark == PAST_BREACH
    assert [(i.what, i.due, i.met_on, i.state) for i in line.exceptions] == [
        ("Cleaning of GT-1", day, day + timedelta(days=1), "late") for day in late
    ]
    assert opened(line) == [("Cleaning of GT-1", AS_OF + timedelta(days=1), "due soon")]


def test_a_trap_cleaning_due_tomorrow_is_routine_but_a_confirmation_due_soon_is_not() -> None:
    """A trap cleaned daily is always due within days: only a late one draws attention.
    A written confirmation due next week needs the manager's letter (R5)."""
    traps = area(
        "Grease traps",
        [
            ob(K.TRAP_CLEANING, "GT-1", AS_OF, AS_OF),
            ob(K.TRAP_CLEANING, "GT-1", AS_OF + timedelta(1)),
        ],
    )
    assert (traps.mark, traps.counts) == (IN_ORDER, "1 trap cleaning due, on time.")
    incident = date(2026, 12, 1)
    incidents = area(
        "Incidents",
        [
            ob(K.CITY_PHONE_NOTICE, "INC-1", incident, incident),
            ob(K.WRITTEN_CONFIRMATION, "INC-1", date(2026, 12, 8)),
        ],
    )
    assert incidents.mark == COMING_UP


def test_every_pending_written_confirmation_is_an_open_item_with_its_due_date() -> None:
    """The old summary left out two pending confirmations: open items are every duty not
    met yet, due soon or later (R5)."""
    first, second = date(2026, 11, 30), date(2026, 12, 2)
    line = area(
        "Incidents",
        [
            ob(K.CITY_PHONE_NOTICE, "INC-2026-004", first, first),
            ob(K.HEALTH_DEPT_PHONE_NOTICE, "INC-2026-004", first, date(2026, 12, 1)),
            ob(K.WRITTEN_CONFIRMATION, "INC-2026-004", date(2026, 12, 7)),
            ob(K.CITY_PHONE_NOTICE, "INC-2026-005", second, second),
            ob(K.WRITTEN_CONFIRMATION, "INC-2026-005", date(2026, 12, 9)),
        ],
    )
    assert line.counts == ("2 incidents; 3 phone notices: 2 made within the hour, 1 made late.")
    assert opened(line) == [
        ("Written confirmation of INC-2026-004", date(2026, 12, 7), "due soon"),
        ("Written confirmation of INC-2026-005", date(2026, 12, 9), "due soon"),
    ]
    assert [i.what for i in line.exceptions] == ["Health dept phone notice for INC-2026-004"]


def test_checklists_and_their_corrective_actions_have_a_line_of_their_own() -> None:
    """R8c: the checklists walked on time or late, and each item found not OK fixed in
    7 days, late, or still open."""
    first, second = date(2026, 10, 5), date(2026, 11, 12)
    line = area(
        "Self-inspection",
        [
            ob(K.SELF_INSPECTION, "Checklist", first, first),
            ob(K.SELF_INSPECTION, "Checklist", date(2026, 11, 5), second),
            ob(K.SELF_INSPECTION, "Checklist", date(2026, 12, 12)),
            ob(K.CORRECTIVE_ACTION, "Drain screens", first + timedelta(days=7), first),
            ob(K.CORRECTIVE_ACTION, "Signage", second + timedelta(days=7)),
        ],
    )
    assert line.counts == (
        "2 checklists due: 1 walked on time, 1 walked late; 2 items found not OK: "
        "1 fixed within 7 days, 1 not fixed."
    )
    assert opened(line) == [
        ("Corrective action: Signage", date(2026, 11, 19), "overdue"),
        ("Self-inspection checklist", date(2026, 12, 12), "due soon"),
    ]
    assert [(i.what, i.state) for i in line.exceptions] == [
        ("Corrective action: Signage", "overdue"),
        ("Self-inspection checklist", "walked late"),
    ]


def test_an_untrained_new_hire_stays_overdue_however_old_and_is_named() -> None:
    """R4: an unmet new-hire duty stays open whatever its age; a half-year met before
    the window is not counted in it."""
    line = area(
        "Training",
        [
            ob(K.NEW_HIRE_TRAINING, "E-004", date(2023, 5, 1)),
            ob(K.SEMIANNUAL_TRAINING, "E-004", date(2024, 6, 30), date(2024, 5, 2)),
            ob(K.SEMIANNUAL_TRAINING, "E-004", date(2025, 6, 30), date(2025, 5, 2)),
            ob(K.SEMIANNUAL_TRAINING, "E-005", date(2025, 12, 31)),
        ],
        names={"E-004": "Sam Chen (E-004)"},
    )
    assert line.mark == OPEN_BREACH
    assert line.counts == (
        "1 new hire, overdue for training; 2 half-year trainings due: 1 on time, 1 overdue."
    )
    assert opened(line) == [
        ("New-hire training of Sam Chen (E-004)", date(2023, 5, 1), "overdue"),
        ("Jul–Dec 2025 training of E-005", date(2025, 12, 31), "overdue"),
    ]


def test_a_half_met_ahead_of_a_due_date_after_the_export_counts_as_met() -> None:
    """R7: the packet lists what came due in the window and what was met in it ahead of a
    due date after it (the Jul–Dec training done in August, exported in December); a
    half met before the window is not counted."""
    line = area(
        "Training",
        [
            ob(K.SEMIANNUAL_TRAINING, "E-004", date(2024, 6, 30), date(2024, 5, 2)),
            ob(K.SEMIANNUAL_TRAINING, "E-004", date(2026, 12, 31), date(2026, 8, 10)),
            ob(K.SEMIANNUAL_TRAINING, "E-005", date(2026, 12, 31)),
        ],
    )
    assert line.counts == "1 half-year training due, on time."
    assert opened(line) == [("Jul–Dec 2026 training of E-005", date(2026, 12, 31), "upcoming")]


def test_a_missed_half_year_is_missed_not_overdue_until_explained() -> None:
    """R4, missed half-years: a half that ended unmet is counted Missed; unexplained it is
    an open item and marks the area, explained it is listed behind the mark with the
    note."""
    half = Obligation(
        K.SEMIANNUAL_TRAINING, "E-004", date(2026, 6, 30), None, "R4", "employees:4", lapses=True
    )
    met = ob(K.SEMIANNUAL_TRAINING, "E-005", date(2026, 6, 30), date(2026, 2, 10))
    names = {"E-004": "Sam Chen (E-004)"}
    line = area("Training", [half, met], names=names)
    assert line.mark == OPEN_BREACH
    assert line.counts == "2 half-year trainings due: 1 on time, 1 missed (not explained yet)."
    item = ("Jan–Jun 2026 training of Sam Chen (E-004): not explained yet", date(2026, 6, 30))
    assert opened(line) == [(*item, "missed")]
    assert [(i.what, i.due, i.state) for i in line.exceptions] == [(*item, "missed")]

    note = "On leave; trained on his return, Aug 3."
    line = area("Training", [replace(half, explanation=note), met], names=names)
    assert line.mark == PAST_BREACH
    assert line.counts == "2 half-year trainings due: 1 on time, 1 missed (explained)."
    assert line.open_items == ()
    assert [(i.what, i.state, i.is_open) for i in line.exceptions] == [
        (f"Jan–Jun 2026 training of Sam Chen (E-004). What happened: {note}",
         "missed, explained", False),
    ]  # fmt: skip


def test_a_manifest_no_noted_but_not_on_file_is_missing_in_words() -> None:
    """R2: a manifest for each pump-out, 7 days allowed; what is printed beside a typed
    manifest no. says the number is noted and the manifest is not on file."""
    log = [
        entry(date(2026, 10, 1), manifest_no="M-10431", on_file=True),
        entry(date(2026, 10, 28), manifest_no="M-10432", flags=(FLAG_MANIFEST_MISSING,)),
        entry(date(2026, 11, 2), flags=(FLAG_MANIFEST_MISSING,)),
        entry(date(2026, 11, 30), manifest_no="M-10440"),
        entry(date(2026, 11, 1), service=Service.MEASUREMENT.value, percent="10"),
    ]
    line = area("Manifests", log=log)
    assert line.mark == OPEN_BREACH
    assert line.counts == (
        "4 pump-outs: 1 with a manifest on file, 2 with no manifest after 7 days, "
        "1 with its manifest not in yet (7 days allowed)."
    )
    assert opened(line) == [
        ("Pump-out of GI-1 on 2026-10-28: manifest M-10432 noted, not on file",
         date(2026, 11, 4), "missing"),
        ("Pump-out of GI-1 on 2026-11-02: no manifest on file", date(2026, 11, 9), "missing"),
        ("Pump-out of GI-1 on 2026-11-30: manifest M-10440 noted, not on file yet",
         date(2026, 12, 7), "due soon"),
    ]  # fmt: skip
    assert [i.state for i in line.exceptions] == ["missing", "missing"]
    everything_filed = area("Manifests", log=[entry(date(2026, 10, 1), on_file=True)])
    assert (everything_filed.mark, everything_filed.counts) == (
        IN_ORDER,
        "1 pump-out, with a manifest on file.",
    )


def test_partial_pump_outs_and_readings_over_25_percent_are_past_breaches() -> None:
    """R1, R2, R7: a reading over 25% serviced at once is still a breach of the 25% rule,
    since put right; a possible partial pump-out is to check against its manifest. A
    trap's flags stay with the traps."""
    reading = date(2026, 3, 2)
    line = area(
        "Interceptor maintenance",
        [ob(K.SERVICE_NOW, "GI-1", reading, reading)],
        log=[
            entry(reading, service=Service.MEASUREMENT.value, percent="28.2",
                  flags=(FLAG_OVER_25,)),
            entry(date(2026, 4, 1), gallons="780", flags=(FLAG_PARTIAL,), on_file=True),
            entry(date(2026, 5, 1), gallons="5", flags=(FLAG_PARTIAL,), on_file=True,
                  device_type=DeviceType.TRAP.value),
        ],
    )  # fmt: skip
    assert line.mark == PAST_BREACH
    assert line.counts == (
        "1 reading over 25%, serviced at once; "
        "1 possible partial pump-out not confirmed full, so meeting no pump-out: check "
        "against the manifest."
    )
    assert [(i.what, i.state) for i in line.exceptions] == [
        ("Reading of GI-1 on 2026-03-02: 28.2% of design depth", "over 25%"),
        ("Pump-out of GI-1 on 2026-04-01: 780 of 1,000 gal (under 90%)", "possible partial"),
    ]


def test_an_area_with_nothing_due_says_so_and_is_not_marked_on_time() -> None:
    lines = {line.title: line for line in area_lines(Records(WINDOW, [], []))}
    assert (lines["Incidents"].mark, lines["Incidents"].counts) == (
        NOTHING_DUE,
        "No incidents in this window.",
    )
    assert lines["Interceptor maintenance"].counts == "Nothing came due in this window."
    assert lines["Manifests"].counts == "No pump-outs in this window."
    assert {line.mark for line in lines.values()} == {NOTHING_DUE}


def test_planned_changes_count_their_notices_and_show_an_unsent_one() -> None:
    """R8a: one notice sent 60 days ahead, one late and still unsent."""
    line = area(
        "Planned changes",
        [
            ob(K.PLANNED_CHANGE_NOTICE, "Patio seating", date(2026, 3, 1), date(2026, 2, 20)),
            ob(K.PLANNED_CHANGE_NOTICE, "Second fryer line", date(2026, 11, 20)),
        ],
    )
    assert (line.mark, line.counts) == (
        OPEN_BREACH,
        "2 planned changes; 2 notices due: 1 sent in time, 1 overdue.",
    )
    assert opened(line) == [
        ("Notice of the planned change: Second fryer line", date(2026, 11, 20), "overdue")
    ]


def test_waivers_count_their_fees_cleanings_and_the_interceptor_owed() -> None:
    """R8b: a fee paid on time, then the waiver revoked: its interceptor is owed."""
    line = area(
        "Conditional waivers",
        [
            ob(K.WAIVER_FEE, "Waiver of 2025-04-01", date(2026, 4, 1), date(2026, 3, 25)),
            ob(K.INTERCEPTOR_AFTER_REVOCATION, "Waiver of 2025-04-01", date(2027, 3, 14)),
        ],
    )
    assert line.counts.startswith("1 waiver; 1 annual fee due, paid on time")
    assert opened(line) == [
        ("Waiver of 2025-04-01 revoked: interceptor owed", date(2027, 3, 14), "upcoming")
    ]


def test_every_kind_of_obligation_is_counted_by_an_area() -> None:
    """A kind of obligation added (R8) without its area would be left off page 1."""
    claimed = [kind for a in AREAS for kind in a.kinds]
    assert sorted(claimed) == sorted(ObligationKind)


def test_the_audit_verdict_is_one_plain_sentence() -> None:
    assert verdict(VerifyReport(entries=1257)) == (
        "The audit trail checks out: none of its 1,257 entries was changed or removed, and "
        "every record of this establishment matches its history."
    )
    broken = VerifyReport(
        entries=9,
        problems=[
            "audit entry 4: its link to the entry before is broken; an entry was removed",
            "devices row 2 differs from its last audited version",
        ],
    )
    assert verdict(broken) == (
        "The audit trail does NOT check out: 2 problems found, the first: audit entry 4: its "
        "link to the entry before is broken; an entry was removed. All are listed on page 2."
    )


# --- The pages, on paper ---------------------------------------------------------------


def render(parts: Sequence[Part], out: Path) -> list[str]:
    """The parts printed, one text per page."""
    render_parts(out, parts, "FOG records", page_numbers=True)
    return page_texts(out)


def test_the_demo_answer_is_one_page_and_says_what_an_inspector_asks(
    demo: tuple[Database, int], tmp_path: Path
) -> None:
    db, est_id = demo
    parts = answer_parts(db, est_id, WINDOW, verification(db, est_id))
    pages = render(parts, tmp_path / "answer.pdf")
    assert len(pages) == 2
    first, second = pages
    for said in (
        "Demo Bistro 123 W Sierra Madre Blvd, Sierra Madre, CA 91024",
        "FOG records from 2024-12-04 to 2026-12-03",
        "Sierra Madre Municipal Code ch. 13.14",
        "2 open breaches: Pump-out of GI-1 on 2026-11-01: manifest SGH-24153 noted, not on "
        "file, due 2026-11-08; Notice of violation NOV-2026-001",
        # the partial pump-out met nothing; the hauler's return met the quarter late (R2)
        "◆ Past breach Interceptor maintenance Interceptor maintenance B, E; Prohibitions J",
        # R1: the city's reading of 31% counts as any reading does
        # the manager's and the city's readings serviced days late; the hauler's at those
        # pump-outs serviced then (R1)
        "9 pump-outs due: 7 on time, 2 late; 4 readings over 25%: 2 serviced at once, 2 "
        "serviced late.",
        "Pump-out of GI-1 before its predicted 25% (fills faster than its schedule), "
        "due 2027-01-12 (upcoming)",
        # GT-1's 3 missed days, and GT-2's every other day before the city approved it (R3).
        "◆ Past breach Grease traps Grease traps C–F 1,093 trap cleanings due: 1,014 on time, "
        "79 late.",
        "■ Open breach Manifests",
        "9 pump-outs: 8 with a manifest on file, 1 with no manifest after 7 days.",
        # the hauler asked for it twice, said in its area; the verdict names the breach alone
        "Pump-out of GI-1 on 2026-11-01: manifest SGH-24153 noted, not on file; hauler asked "
        "2 times, last on 2026-11-16, due 2026-11-08 (missing)",
        "2 open breaches: Pump-out of GI-1 on 2026-11-01: manifest SGH-24153 noted, not on "
        "file, due 2026-11-08; Notice of violation",
        "◆ Past breach Training Best management practices (employee training) 2 new hires: 1 "
        "trained within 10 days, 1 trained late; 27 half-year trainings due: 26 on time, 1 "
        "missed (explained).",
        "◆ Past breach Incidents Notification of spills A–C 3 incidents; 4 phone notices: 3 "
        "made within the hour, 1 made late; "
        "2 written confirmations due: 1 sent within 5 working days, 1 sent late.",
        "Written confirmation of INC-2026-002, due 2026-12-09 (due soon)",
        # an open notice is never on time (R7): its compliance schedule is not done
        "■ Open breach City enforcement",
        "1 notice of violation not resolved;",
        "(not resolved: CSA 26-014 milestone due 2026-12-23 not done",
        "Audit trail: The audit trail checks out",
        # R6: the demo types a few records up late; page 1 counts them
        "When the records were written: 9 records entered more than 7 days after the day "
        "described, listed on page 2.",
    ):
        assert said in first
    for said in (
        "BL-2019-0457",
        "FOG Program Manager, Public Works",
        "(626) 555-0111",
        "(626) 555-0199",
        "Jul–Dec 2025 training of Sam Chen (E-004). What happened: Sam was on leave",
        "New-hire training of Priya Nair (E-007) 2026-04-07 2026-04-13 trained late",
        "City phone notice for INC-2026-001 2026-07-03 2026-07-03 made late",
        "Service of GI-1 after a reading over 25% 2025-07-27 2025-07-30 serviced late",
        # R7: the self-inspection after the city's citation found the screens missing too
        "Records that disagree None found.",
        "Records entered late Measurement of GI-1 on 2025-03-29: entered 2025-04-07, 9 days "
        "after the day described",
        "5 sign-offs of 2026-02-10: entered 2026-02-20, 10 days after the day described",
        "2026-11-26 Thanksgiving Day",
        "2026-03-31 Closed",
    ):
        assert said in second


def busy_records() -> Records:
    """A large kitchen with years of lapses: far more open items and exceptions than
    the two pages hold."""
    obligations = []
    for n in range(60):
        device, due = f"GT-{n:02d}", date(2025, 1, 1) + timedelta(days=n * 7)
        obligations += [
            ob(K.TRAP_CLEANING, device, due, due + timedelta(days=2)),
            ob(K.TRAP_CLEANING, device, AS_OF - timedelta(days=n)),
            ob(K.PUMP_OUT, f"GI-{n:02d}", due, due + timedelta(days=30)),
            ob(K.PUMP_OUT, f"GI-{n:02d}", AS_OF + timedelta(days=n)),
            ob(K.WRITTEN_CONFIRMATION, f"INC-2026-{n:03d}", AS_OF - timedelta(days=n)),
            ob(K.CITY_PHONE_NOTICE, f"INC-2026-{n:03d}", due),
            ob(K.CIVIL_PENALTY_PAYMENT, f"NOV-2026-{n:03d}", AS_OF - timedelta(days=n)),
        ]
    for n in range(150):
        obligations.append(ob(K.SEMIANNUAL_TRAINING, f"E-{n:03d}", date(2025, 12, 31)))
    for n in range(20):
        day = date(2025, 1, 5) + timedelta(days=n * 30)
        obligations += [
            ob(K.SELF_INSPECTION, "Checklist", day, day + timedelta(days=3)),
            ob(K.CORRECTIVE_ACTION, "Drain screens", day + timedelta(days=7)),
        ]
    names = {f"E-{n:03d}": f"Maximiliana Fernández-Oyelaran (E-{n:03d})" for n in range(150)}
    log = [
        entry(date(2025, 1, 1) + timedelta(days=n), manifest_no=f"SGH-{n:05d}",
              flags=(FLAG_MANIFEST_MISSING, FLAG_PARTIAL), gallons="400")
        for n in range(80)
    ]  # fmt: skip
    return Records(WINDOW, obligations, log, names)


BROKEN = VerifyReport(
    entries=9, problems=[f"audit entry {n}: " + "changed " * 40 for n in range(9)]
)


@pytest.mark.parametrize("report", [VerifyReport(entries=9), BROKEN], ids=["verified", "broken"])
def test_a_busy_establishment_still_gets_one_page_of_answer_and_one_of_details(
    tmp_path: Path, report: VerifyReport
) -> None:
    lines = area_lines(busy_records())
    est = EstablishmentRow(
        id=1, status_text="Recorded", is_void=False,
        name="The Very Long Name Grand Central Food Hall and Kitchens of Sierra Madre",
        address="1 Very Long Street Name Boulevard, Suite 1000, Sierra Madre, CA 91024",
        business_license_no="BL-2019-0457", contact_name="Maria Lopez",
        contact_phone="(626) 555-0142", contact_email="maria@example.com",
        program_manager_name="FOG Program Manager, Public Works",
        program_manager_address="232 W Sierra Madre Blvd, Sierra Madre, CA 91024",
        program_manager_phone="(626) 555-0100", program_manager_email="fog@example.com",
        city_spill_phone="(626) 555-0111", health_dept_phone="(626) 555-0199",
    )  # fmt: skip
    calendar = "Monday to Friday except:\n" + "\n".join(
        f"2025-01-{d:02d} Some very long local holiday name" for d in range(1, 31)
    )
    found = details_of(lines, room_on_page_two(report, calendar))
    pages = render(
        [
            Part(
                page_one(
                    est,
                    WINDOW,
                    lines,
                    verdict(report),
                    found,
                    followed=SIERRA_MADRE,
                    verdict=breach_verdict(lines),
                    entries=EntryDates((), ()),
                )
            ),
            Part(page_two(est, WINDOW, found, report, calendar)),
        ],
        tmp_path / "busy.pdf",
    )
    assert len(pages) == 2
    first, second = pages
    training = next(line for line in lines if line.title == "Training")
    hidden = len(training.open_items) - shown_on_page_one(lines)
    assert hidden > 100
    assert f"and {hidden} more, on page 2 and in the records workbook" in first
    assert f"And {found.left:,} more, in the records workbook." in second
    if report.ok:
        # each area with more than page 1 shows gets its share of page 2
        more = {
            line.title
            for line in lines
            if line.exceptions or len(line.open_items) > shown_on_page_one(lines)
        }
        assert len(more) >= 5
        assert {area for area, _ in found.rows} == more
    else:
        assert (
            "The audit trail does NOT check out: 9 problems found, the first: audit entry 0"
            in first
        )
        assert "And 4 more." in second


def test_page_one_shares_its_open_items_among_more_areas() -> None:
    """An area added (R8) takes its share of page 1's room, not a page of its own."""
    lines = area_lines(busy_records())
    assert len(lines) == 9  # R1–R5, R8c, R8e, R8a and R8b
    assert shown_on_page_one(lines) == 1
    assert shown_on_page_one([*lines, *lines]) == 1


def notice_finding(paid: bool = False) -> Item:
    return Item("Notice of violation NOV-2026-001 of 2026-08-10: GI-1 at 31%; no drain screens",
                None, None, "not resolved: its $250.00 fee unpaid", True, date(2026, 8, 10),
                breach=True)  # fmt: skip


def test_an_open_notice_of_violation_is_an_open_breach_never_on_time() -> None:
    """R7: the city's finding not yet resolved marks its area, whatever else was on time."""
    milestone = ob(K.COMPLIANCE_MILESTONE, "CSA 26-014", date(2026, 10, 1), date(2026, 9, 20))
    line = area("City enforcement", [milestone])
    assert line.mark == IN_ORDER
    line = area("City enforcement", [milestone], findings=[notice_finding()])
    assert line.mark == OPEN_BREACH
    assert line.counts == (
        "1 notice of violation not resolved; 1 compliance milestone, done on time."
    )
    assert opened(line)[0] == (notice_finding().what, None, notice_finding().state)


def test_a_notice_not_resolved_is_one_breach_whatever_it_owes() -> None:
    """R7, R8e: the notice's fee and penalty overdue are listed under City enforcement,
    but the verdict counts the notice once, its one open breach."""
    owed = [
        ob(K.NONCOMPLIANCE_FEE_PAYMENT, "NOV-2026-001", date(2026, 9, 24)),
        ob(K.CIVIL_PENALTY_PAYMENT, "NOV-2026-001", date(2026, 10, 30)),
    ]
    finding = replace(notice_finding(), subject="NOV-2026-001")
    line = area("City enforcement", owed, findings=[finding])
    assert line.mark == OPEN_BREACH
    assert len(line.open_items) == 3
    assert line.counts.startswith("1 notice of violation not resolved; 2 payments to the city")
    lines = area_lines(Records(WINDOW, owed, [], findings=[finding]))
    assert [i.what for _, i in open_breaches(lines)] == [finding.what]


def test_the_verdict_counts_every_open_breach_and_names_the_first() -> None:
    """R7: one overall verdict first; a duty merely coming up is no breach."""
    lines = area_lines(Records(WINDOW, [ob(K.PUMP_OUT, "GI-1", AS_OF + timedelta(days=3))], []))
    assert breach_verdict(lines) == "No open breach."
    assert {line.mark for line in lines} == {NOTHING_DUE, COMING_UP}
    owed = [
        ob(K.PUMP_OUT, "GI-1", date(2026, 11, 1)),
        ob(K.PLANNED_CHANGE_NOTICE, "Second fryer line", date(2026, 11, 20)),
        ob(K.NEW_HIRE_TRAINING, "E-009", date(2026, 11, 25)),
        ob(K.CITY_PHONE_NOTICE, "INC-1", date(2026, 10, 2), date(2026, 10, 3)),
    ]
    lines = area_lines(Records(WINDOW, owed, [], findings=[notice_finding()]))
    assert len(open_breaches(lines)) == 4, "the late call was met: a past breach, not open"
    assert breach_verdict(lines) == (
        "4 open breaches: Pump-out of GI-1, due 2026-11-01; New-hire training of E-009, due "
        "2026-11-25; and 2 more, below."
    )
    marks = {line.title: line.mark for line in lines}
    assert marks["Incidents"] == PAST_BREACH


def test_page_one_cites_the_ordinance_in_words_and_no_rule_id(
    demo: tuple[Database, int], tmp_path: Path
) -> None:
    """R7: page 1 shows no rule id; the last page's key maps them to the sections."""
    db, est_id = demo
    parts = answer_parts(db, est_id, WINDOW, verification(db, est_id), fingerprint="ab" * 32)
    first = render(parts[:1], tmp_path / "one.pdf")[0]
    assert re.findall(r"\bR[1-9][a-f]?\b", first) == []
    assert "Interceptor maintenance B, E; Prohibitions J" in first
    assert "Notification of spills A–C" in first
    assert f"Fingerprint of the packet zip (SHA-256 of its SHA256SUMS): {'ab' * 32}" in first
    for mark, meaning in LEGEND:
        assert f"{mark.shape} {mark.word}" in first and meaning in first, "marks said in words"


def test_the_last_page_is_the_certification_what_the_check_proves_and_the_key(
    demo: tuple[Database, int], tmp_path: Path
) -> None:
    """R7: the manager signs in these words; the audit check's reach in plain words; a key
    from the rule ids of the later pages to the ordinance's sections."""
    db, est_id = demo
    (page,) = render([closing_part(get_establishment(db, est_id))], tmp_path / "last.pdf")
    assert (
        "Certification I certify that these records are true and complete to the best of my "
        "knowledge."
    ) in page
    assert re.search(r"Name _+ Title _+ Date _+ Signature _+", page)
    assert "It cannot prove that what was typed was true when it was typed." in page
    assert "R5 Spills: phone notices, written confirmation Notification of spills A–C" in page
    assert [rule for rule, _, _ in RULE_KEY] == [
        "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8a", "R8b", "R8c", "R8d", "R8e", "R8f", "R9"
    ]  # fmt: skip


def test_a_progress_report_is_counted_on_page_1_and_one_overdue_is_open() -> None:
    """R8e: a report the city asked for by a date is a duty of the City enforcement area:
    sent late it is counted late; not sent, it is an open item of its own."""
    sent = ob(K.PROGRESS_REPORT, "CSA 26-014", date(2026, 5, 1), date(2026, 5, 3))
    line = area("City enforcement", [sent])
    assert line.counts == "1 progress report due, sent late."
    owed = ob(K.PROGRESS_REPORT, "CSA 26-014", date(2026, 5, 1))
    line = area("City enforcement", [owed])
    assert opened(line) == [("Progress report of CSA 26-014", date(2026, 5, 1), "overdue")]


# --- Records begin (R9) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("begins", "said"),
    [
        (None, "The whole window is judged."),
        (
            date(2024, 12, 4),
            "Records in FOG Desktop begin on 2024-12-04. The whole window is judged.",
        ),
        (
            date(2025, 6, 1),
            "Records in FOG Desktop begin on 2025-06-01. Records before 2025-06-01 are kept "
            "elsewhere (paper): only 2025-06-01 to 2026-12-03 is judged.",
        ),
        (
            date(2026, 12, 4),
            "Records in FOG Desktop begin on 2026-12-04. Records before 2026-12-04 are kept "
            "elsewhere (paper): none of this window is judged.",
        ),
    ],
    ids=["no date", "before the window", "inside the window", "after the window"],
)
def test_page_one_says_which_part_of_the_window_is_on_paper(begins: date | None, said: str) -> None:
    assert WINDOW.judged(begins) == said


def test_the_packet_prints_the_day_the_records_began(context: AppContext, tmp_path: Path) -> None:
    data = EstablishmentInput(name="Casa Vieja", records_begin="2025-06-01")
    est = create_establishment(context.db, data, context.actor)
    first = render(
        answer_parts(context.db, est.id, WINDOW, verification(context.db, est.id)),
        tmp_path / "answer.pdf",
    )[0]
    assert (
        "Records in FOG Desktop begin on 2025-06-01. Records before 2025-06-01 are kept "
        "elsewhere (paper): only 2025-06-01 to 2026-12-03 is judged."
    ) in first
