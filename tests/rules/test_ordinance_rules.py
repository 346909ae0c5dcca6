"""The rules under another city's ordinance profile (rules.md, the ordinance profile).

rules.md's examples run with Sierra Madre's numbers in each rule's own tests. Here the
same rules run with every number changed, as a city that adopted the model ordinance with
its own numbers would have them: each rule must follow the profile it is given, and an
establishment that chose that profile must see its duties computed with it.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from fractions import Fraction

import pytest

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.obligations import obligation_rows
from fog_desktop.reports import sludge_readings
from fog_desktop.reports.answer import area_lines, records_of
from fog_desktop.reports.sludge_readings import load_chart_data
from fog_desktop.rules import (
    enforcement,
    frequency,
    incident_notices,
    planned_changes,
    sludge,
    training,
    waivers,
)
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.rules.profile import TERMS
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.records_window import records_window
from fog_desktop.services.dashboard import due_now, reason
from fog_desktop.services.devices import DeviceInput, create_device, list_devices
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.maintenance import (
    MaintenanceFilter,
    MaintenanceInput,
    create_entry,
    fetch_rows,
)
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.ordinances import choose_ordinance, profile_of
from fog_desktop.services.status import status_report, status_text
from fog_desktop.words import shown

#: Every number of Sierra Madre's file changed, each to what a neighbouring city might say.
NUMBERS = {
    "limit_percent = { value = 25,": "limit_percent = { value = 20,",
    'default_frequency = { value = "3 months",': 'default_frequency = { value = "2 months",',
    'longest_frequency = { value = "6 months",': 'longest_frequency = { value = "4 months",',
    'trap_frequency = { value = "1 day",': 'trap_frequency = { value = "2 days",',
    "new_hire_days = { value = 10,": "new_hire_days = { value = 7,",
    "trainings_per_year = { value = 2,": "trainings_per_year = { value = 4,",
    "confirmation_working_days = { value = 5,": "confirmation_working_days = { value = 3,",
    "months_kept = { value = 24,": "months_kept = { value = 36,",
    "planned_change_notice_days = { value = 60,": "planned_change_notice_days = { value = 90,",
    "waiver_interceptor_days = { value = 180,": "waiver_interceptor_days = { value = 120,",
    "hearing_request_days = { value = 15,": "hearing_request_days = { value = 10,",
    "appeal_days = { value = 15,": "appeal_days = { value = 12,",
    "city_manager_appeal_days = { value = 30,": "city_manager_appeal_days = { value = 20,",
    "penalty_days = { value = 30,": "penalty_days = { value = 20,",
    "cleanup_days = { value = 45,": "cleanup_days = { value = 60,",
    "fee_days = { value = 45,": "fee_days = { value = 30,",
    "interceptor_days = { value = 180,": "interceptor_days = { value = 90,",
}


def altadena_text() -> str:
    text = ordinance.default_text().replace(
        "Sierra Madre Municipal Code ch. 13.14", "Altadena Code ch. 9.40"
    )
    for sierra_madre, altadena in NUMBERS.items():
        assert sierra_madre in text, sierra_madre
        text = text.replace(sierra_madre, altadena)
    return text


ALTADENA = ordinance.parse_profile("altadena", altadena_text())
SIERRA_MADRE = ordinance.default()


def test_every_number_of_the_profile_differs_from_sierra_madres() -> None:
    """So that a rule still using a number of its own fails a test below."""
    named = [key.split(" = ")[0] for key in NUMBERS]
    assert sorted(named) == sorted(TERMS)
    assert [n for n in named if getattr(ALTADENA, n) == getattr(SIERRA_MADRE, n)] == []


def test_r1_the_limit_is_the_profiles() -> None:
    """A reading at 21% of the design depth: within Sierra Madre's 25%, over 20%."""
    fog, solids, design = Decimal("10.5"), Decimal("10.5"), Decimal(100)
    assert not sludge.exceeds_limit(fog, solids, design, SIERRA_MADRE)
    assert sludge.exceeds_limit(fog, solids, design, ALTADENA)
    at_the_limit = (Decimal(10), Decimal(10), Decimal(100))
    assert not sludge.exceeds_limit(*at_the_limit, ALTADENA), "20.0% is still within 20%"


def test_r2_no_frequency_longer_than_the_profiles_longest() -> None:
    assert Frequency(5, "months").exceeds(ALTADENA.longest_frequency)
    assert not Frequency(5, "months").exceeds(SIERRA_MADRE.longest_frequency)
    assert not Frequency(17, "weeks").exceeds(ALTADENA.longest_frequency)
    assert Frequency(18, "weeks").exceeds(ALTADENA.longest_frequency), "126 days > 4 months"


def test_r4_new_hires_and_the_periods_of_the_year_are_the_profiles() -> None:
    hire = date(2026, 2, 2)
    assert training.new_hire_due(hire, ALTADENA) == date(2026, 2, 9)
    assert training.period_of(date(2026, 5, 10), ALTADENA) == (date(2026, 4, 1), date(2026, 6, 30))
    assert training.period_of(date(2026, 5, 10), SIERRA_MADRE) == (
        date(2026, 1, 1),
        date(2026, 6, 30),
    )
    owed = training.periodic_training(hire, None, [date(2026, 2, 5)], date(2026, 12, 1), ALTADENA)
    assert [(o.due, o.met_on) for o in owed] == [
        (date(2026, 3, 31), date(2026, 2, 5)),
        (date(2026, 6, 30), None),
        (date(2026, 9, 30), None),
        (date(2026, 12, 31), None),
    ]


def test_r5_the_written_confirmation_counts_the_profiles_working_days() -> None:
    """rules.md R5's example: an incident on Friday Dec 4, 2026; 3 working days skip the
    weekend to Wednesday Dec 9 (Sierra Madre's 5: Friday Dec 11)."""
    calendar = WorkingCalendar.with_changes()
    assert incident_notices.confirmation_due(calendar, date(2026, 12, 4), ALTADENA) == date(
        2026, 12, 9
    )
    assert incident_notices.confirmation_due(calendar, date(2026, 12, 4), SIERRA_MADRE) == date(
        2026, 12, 11
    )


def test_r6_the_records_window_is_the_profiles_months() -> None:
    assert records_window(date(2026, 12, 4), ALTADENA) == (date(2023, 12, 5), date(2026, 12, 4))


def test_r8a_r8b_notice_and_installation_days_are_the_profiles() -> None:
    assert planned_changes.notice_due(date(2027, 3, 1), ALTADENA) == date(2026, 12, 1)
    assert (
        planned_changes.days_late(
            planned_changes.notice_due(date(2027, 3, 1), ALTADENA), date(2026, 12, 11)
        )
        == 10
    )
    [owed] = waivers.installation_obligations(
        "W", date(2026, 9, 15), [], date(2026, 10, 1), "s", profile=ALTADENA
    )
    assert owed.due == date(2027, 1, 13)


def test_r8d_the_suggestion_stays_under_the_profiles_limit_and_longest() -> None:
    """1% a day from Jan 1: Sierra Madre's 25% is reached on day 25, Altadena's 20% on
    day 20; a slow rate is capped at each city's longest frequency."""
    start = date(2026, 1, 1)
    assert frequency.reaches_25(start, Fraction(1), ALTADENA) == date(2026, 1, 21)
    assert frequency.reaches_25(start, Fraction(1), SIERRA_MADRE) == date(2026, 1, 26)
    assert frequency.longest_frequency(start, Fraction(1), ALTADENA) == Frequency(2, "weeks")
    slow = Fraction(1, 100)
    assert frequency.longest_frequency(start, slow, ALTADENA) == Frequency(4, "months")
    assert frequency.longest_frequency(start, slow, SIERRA_MADRE) == Frequency(6, "months")


def test_r8e_each_step_counts_the_profiles_days() -> None:
    notice, mailed = date(2026, 3, 2), date(2026, 4, 1)
    assert enforcement.hearing_request_due(notice, ALTADENA) == date(2026, 3, 12)
    assert enforcement.appeal_due(mailed, ALTADENA) == date(2026, 4, 13)
    assert enforcement.order_final_on(mailed, ALTADENA) == date(2026, 4, 14)
    assert enforcement.penalty_due(date(2026, 4, 14), ALTADENA) == date(2026, 5, 4)
    assert enforcement.cleanup_due(date(2026, 5, 1), ALTADENA) == date(2026, 6, 30)
    assert enforcement.interceptor_due(date(2026, 1, 15), ALTADENA) == date(2026, 4, 15)


@pytest.fixture
def altadena(context: AppContext, est_id: int) -> int:
    """Casa Test, following Altadena's profile added to its data folder."""
    folder = context.paths.data_dir / ordinance.FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "altadena.toml").write_text(altadena_text(), encoding="utf-8")
    choose_ordinance(context.db, est_id, "altadena", context.actor, context.paths.data_dir)
    return est_id


def test_an_establishment_following_another_city_owes_by_its_numbers(
    context: AppContext, altadena: int
) -> None:
    """R1, R2, R3 and R4 through the services: the duties the Dashboard and the packet
    show are computed with the establishment's profile, not Sierra Madre's."""
    today = date(2026, 12, 4)
    actor = context.actor
    create_device(context.db, altadena, DeviceInput(device_id="GT-1", type="Grease trap",
                  capacity_gal="50", design_depth_in="12"), actor)  # fmt: skip
    create_employee(context.db, altadena, EmployeeInput("E-1", "Ana Ruiz", "Cook", "2026-12-01"),
                    actor)  # fmt: skip
    create_entry(context.db, altadena, MaintenanceInput("2026-12-01", "GI-1", "Pump-out",
                 gallons_removed="1000", hauler="Rooter Bros", manifest_no="M-1"),
                 actor, today=today)  # fmt: skip
    # 10.5 of 48 inches: 21.9%, within Sierra Madre's 25% and over Altadena's 20%.
    create_entry(context.db, altadena, MaintenanceInput("2026-12-02", "GI-1", "Measurement",
                 fog_depth_in="5", solids_depth_in="5.5"), actor, today=today)  # fmt: skip
    create_entry(context.db, altadena, MaintenanceInput("2026-12-03", "GT-1", "Cleaning"),
                 actor, today=today)  # fmt: skip
    owed = {(o.kind, o.subject): o for o in obligations_for(context.db, altadena, today)}
    assert owed[ObligationKind.PUMP_OUT, "GI-1"].due == date(2027, 2, 1), "2 months"
    assert (ObligationKind.SERVICE_NOW, "GI-1") in owed
    assert owed[ObligationKind.TRAP_CLEANING, "GT-1"].due == date(2026, 12, 5), "every 2 days"
    assert owed[ObligationKind.NEW_HIRE_TRAINING, "E-1"].due == date(2026, 12, 8), "7 days"
    shown = {d.device_id: d.frequency_label for d in list_devices(context.db, altadena)}
    assert shown == {"GI-1": "2 months (default)", "GT-1": "2 days (default)"}
    why = {(r.obligation.kind, r.obligation.subject): r.reason
           for r in due_now(context.db, altadena, today).rows}  # fmt: skip
    assert why[ObligationKind.SERVICE_NOW, "GI-1"] == "a reading over 20% full: pump it out now"
    assert why[ObligationKind.NEW_HIRE_TRAINING, "E-1"] == "within 7 days of hire"
    # the packet's first page and the chart of the 25% rule say 20% too
    window = Window.two_years_to(today, ALTADENA)
    page_one = {line.title: line for line in area_lines(records_of(context.db, altadena, window))}
    interceptor = page_one["Interceptor maintenance"]
    assert "1 reading over 20%" in interceptor.counts
    assert [i.state for i in interceptor.exceptions if "Reading" in i.what] == ["over 20%"]
    chart = load_chart_data(context.db, altadena, "GI-1", today)
    assert "1 over 20%" in sludge_readings.summary(chart)
    log = fetch_rows(context.db, altadena, MaintenanceFilter(device_id="GI-1"), 0, 10, as_of=today)
    (reading,) = [r for r in log if r.service == "Measurement"]
    assert (reading.flags_said, reading.limit_percent) == (("Over 20%",), Decimal(20))
    with pytest.raises(ValidationError) as refused:
        create_employee(context.db, altadena, EmployeeInput("E-2", "Luis Ortega", "Cook", ""),
                        actor)  # fmt: skip
    assert "training is due 7 days after it" in (refused.value.for_field("hire_date") or "")


def test_the_dashboard_says_why_a_duty_is_due_with_the_profiles_numbers() -> None:
    """The Dashboard's reasons used to state Sierra Madre's days whatever the profile."""
    said = {kind: reason(kind, None, ALTADENA) for kind in ObligationKind}
    assert said[ObligationKind.EARLY_PUMP_OUT] == "fills fast: pump it out before 20%"
    assert said[ObligationKind.SEMIANNUAL_TRAINING] == "4 times each calendar year"
    assert said[ObligationKind.WRITTEN_CONFIRMATION] == "3 working days after the incident"
    assert (
        "the city must receive your request within 10 days"
        in (said[ObligationKind.HEARING_REQUEST])
    )
    assert said[ObligationKind.APPEAL] == (
        "to the city clerk by 5 p.m., 12 days after the order's mailing"
    )
    assert (
        said[ObligationKind.CIVIL_PENALTY_PAYMENT] == "within 20 days of the order becoming final"
    )
    assert said[ObligationKind.CLEANUP_COST_PAYMENT] == "within 60 days of the city's invoice"
    assert said[ObligationKind.INTERCEPTOR_INSTALLATION] == "within 90 days of the city's notice"
    assert said[ObligationKind.PLANNED_CHANGE_NOTICE] == (
        "in writing, 90 days before the change starts"
    )
    assert said[ObligationKind.INTERCEPTOR_AFTER_REVOCATION] == (
        "within 120 days of the waiver's revocation"
    )
    sierra_madre = ordinance.default()
    assert reason(ObligationKind.SEMIANNUAL_TRAINING, None, sierra_madre) == (
        "twice each calendar year"
    )
    assert reason(ObligationKind.NEW_HIRE_TRAINING, None, sierra_madre) == "within 10 days of hire"


def test_a_frequency_longer_than_the_profiles_longest_is_refused_at_its_field(
    context: AppContext, altadena: int
) -> None:
    with pytest.raises(ValidationError) as refused:
        create_device(context.db, altadena, DeviceInput(device_id="GI-2", capacity_gal="500",
                      design_depth_in="40", frequency_number="5", frequency_unit="months"),
                      context.actor)  # fmt: skip
    assert refused.value.for_field("frequency_number") == (
        "An interceptor must be pumped out at least every 4 months (R2)."
    )


def test_a_profile_file_deleted_from_the_folder_does_not_change_the_choice(
    context: AppContext, altadena: int
) -> None:
    """The choice is stored with the file's numbers: the file deleted, the establishment
    still follows them (the same on every PC of a group, whatever its data folder)."""
    (context.paths.data_dir / ordinance.FOLDER / "altadena.toml").unlink()
    assert profile_of(context.db, altadena) == ALTADENA
    assert [d.frequency_label for d in list_devices(context.db, altadena)] == ["2 months (default)"]


def test_a_training_four_times_a_year_is_named_quarterly_where_it_is_shown(
    context: AppContext, altadena: int, spanish: None
) -> None:
    """R4 (issue 32 §7): with ``trainings_per_year = 4`` each quarter's duty is a
    "Quarterly training" on screen, in ``status`` and in the packet, in Spanish too; the
    stored kind scripts read in ``status --json`` stays "Semiannual training"."""
    today = date(2026, 12, 4)
    create_employee(context.db, altadena, EmployeeInput("E-1", "Ana Ruiz", "Cook", "2026-03-02"),
                    context.actor)  # fmt: skip
    owed = [
        o
        for o in obligations_for(context.db, altadena, today, all_history=True)
        if o.kind == ObligationKind.SEMIANNUAL_TRAINING
    ]
    assert [(o.due, o.name) for o in owed] == [
        (date(2026, m, d), "Quarterly training") for m, d in ((3, 31), (6, 30), (9, 30), (12, 31))
    ]
    [report] = status_report(context.db, today, every=True)["establishments"]
    quarter = next(o for o in report["obligations"] if o["due"] == "2026-09-30")
    assert (quarter["kind"], quarter["name"]) == ("Semiannual training", "Quarterly training")
    assert "Quarterly training" in status_text({"as_of": "2026-12-04", "establishments": [report]})
    window = Window.two_years_to(today, ALTADENA)
    assert "Quarterly training" in [row[0] for row in obligation_rows(owed, window).listed]
    training = {line.title: line for line in area_lines(records_of(context.db, altadena, window))}
    counts = training["Training"].counts
    assert "3 quarterly trainings due, all missed (not explained yet)" in counts
    assert "Jul–Sep 2026 training of Ana Ruiz (E-1)" in [
        i.what.split(":")[0] for i in training["Training"].open_items
    ]
    assert shown(owed[0].name) == "Capacitación trimestral"
