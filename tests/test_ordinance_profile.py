"""The ordinance profile: the ordinance's numbers named once, each cited (rules.md, the
ordinance profile)."""

from __future__ import annotations

import json
import re
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.config import Paths
from fog_desktop.rules import incident_notices, pumpout, records_window, sludge, training
from fog_desktop.rules.profile import TERMS
from fog_desktop.rules.pumpout import Frequency

SIERRA_MADRE = ordinance.default_text()


def another_city(limit: str = "20", new_hire: str = "7") -> str:
    """Sierra Madre's file with another city's name and two other numbers."""
    return (
        SIERRA_MADRE.replace('city = "Sierra Madre"', 'city = "Altadena"')
        .replace("Sierra Madre Municipal Code ch. 13.14", "Altadena Code ch. 9.40")
        .replace("limit_percent = { value = 25,", f"limit_percent = {{ value = {limit},")
        .replace("new_hire_days = { value = 10,", f"new_hire_days = {{ value = {new_hire},")
    )


def test_sierra_madre_holds_the_numbers_of_its_ordinance_each_cited() -> None:
    """The shipped profile says what rules.md says, and where the chapter says it."""
    p = ordinance.default()
    assert (p.key, p.code) == ("sierra-madre", "Sierra Madre Municipal Code ch. 13.14")
    assert p.limit_percent == Decimal(25)
    assert (p.default_frequency, p.longest_frequency) == (
        Frequency(3, "months"),
        Frequency(6, "months"),
    )
    assert p.trap_frequency == Frequency(1, "days")
    assert (p.new_hire_days, p.trainings_per_year, p.confirmation_working_days) == (10, 2, 5)
    assert (p.months_kept, p.planned_change_notice_days) == (24, 60)
    assert (p.hearing_request_days, p.appeal_days, p.penalty_days) == (15, 15, 30)
    assert (p.cleanup_days, p.interceptor_days, p.waiver_interceptor_days) == (45, 180, 180)
    assert p.citation("confirmation_working_days") == "Notification of spills B"
    assert p.citation("longest_frequency") == "Interceptor maintenance E.2"
    assert all(p.citation(name) for name in TERMS)
    assert p.code == ordinance.CODE, "the letter and the packet cite the same code"


def test_each_number_reads_as_a_sentence() -> None:
    p = ordinance.default()
    said = {name: term.words.format(value=p.value_text(name)) for name, term in TERMS.items()}
    assert said["limit_percent"] == "An interceptor is serviced at once above 25% of its depth"
    assert said["trap_frequency"] == "A grease trap is cleaned daily"
    assert said["default_frequency"] == (
        "An interceptor with no approved frequency is pumped every 3 months"
    )
    assert said["longest_frequency"] == "No approved frequency is longer than 6 months"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("city = ", "not a TOML file"),
        ('city = "X"\n', "it needs code, title, code_in_words"),
        (SIERRA_MADRE.replace("[numbers]", "[numbers]\nsample_days = { value = 3, cites = 'x' }"),
         "unknown numbers: sample_days"),
        (SIERRA_MADRE.replace('cites = "Record keeping B"', 'says = "Record keeping B"'),
         "months_kept needs a value and what it cites"),
        (SIERRA_MADRE.replace('cites = "Record keeping B"', 'cites = ""'),
         "no citation for months_kept"),
        (another_city(new_hire="0"), "new_hire_days must be 1 or more"),
        (another_city(limit="120"), "limit_percent must lie between 0 and 100"),
        (another_city(new_hire='"ten"'), "new_hire_days: 'ten' is not a whole number"),
        (SIERRA_MADRE.replace("value = 2,", "value = 5,"), "trainings_per_year must divide"),
        (SIERRA_MADRE.replace('value = "6 months"', 'value = "six months"'), "not a frequency"),
    ],
)  # fmt: skip
def test_a_file_that_is_not_a_profile_is_refused_with_what_is_wrong(text: str, said: str) -> None:
    with pytest.raises(ValueError, match=re.escape(said)):
        ordinance.parse_profile("broken", text)


@given(st.sampled_from(sorted(TERMS)), st.integers(min_value=1, max_value=400))
def test_any_whole_number_of_a_profile_reads_back_as_written(name: str, value: int) -> None:
    """Property: a city's number, written in its file, is the number its rules get."""
    if name in ("limit_percent", "trainings_per_year") or "frequency" in name:
        return
    text = SIERRA_MADRE.replace(
        f"{name} = {{ value = {getattr(ordinance.default(), name)},",
        f"{name} = {{ value = {value},",
    )
    assert getattr(ordinance.parse_profile("x", text), name) == value


def test_the_command_line_shows_each_number_with_its_citation(
    paths: Paths, capsys: pytest.CaptureFixture[str]
) -> None:
    from fog_desktop.__main__ import main

    base = ["--data-dir", str(paths.data_dir)]
    assert main([*base, "ordinance"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("FOG Desktop follows the Sierra Madre Municipal Code ch. 13.14,")
    assert "  R5   An incident is confirmed in writing within 5 working days. " in shown
    assert "(Notification of spills B)" in shown
    assert main([*base, "ordinance", "--json"]) == 0
    numbers = json.loads(capsys.readouterr().out)["numbers"]
    assert [n["name"] for n in numbers] == list(TERMS)
    kept = {"name": "months_kept", "rule": "R6", "value": "24",
            "says": "Records are kept at least 24 months", "cites": "Record keeping B"}  # fmt: skip
    assert kept in numbers


def test_the_rules_compute_with_the_numbers_of_the_profile() -> None:
    """Settings says every due date is computed with the profile's numbers: until each
    rule takes the profile as a parameter, its own numbers must be the profile's."""
    p = ordinance.default()
    assert p.limit_percent == sludge.THRESHOLD_PERCENT
    assert (
        p.default_frequency,
        p.trap_frequency,
    ) == (pumpout.DEFAULT_INTERCEPTOR_FREQUENCY, pumpout.DEFAULT_TRAP_FREQUENCY)
    assert p.longest_frequency == Frequency(pumpout.MAX_MONTHS, "months")
    assert p.new_hire_days == training.NEW_HIRE_DAYS
    assert p.trainings_per_year == 2, "R4's rule counts calendar halves"
    assert p.confirmation_working_days == incident_notices.CONFIRMATION_WORKING_DAYS
    assert p.months_kept == records_window.MONTHS_KEPT
