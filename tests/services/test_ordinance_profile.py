"""The ordinance profile: each city's numbers named once, cited, and chosen per
establishment (rules.md, the ordinance profile)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.rules.profile import TERMS
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.ordinances import choose_ordinance, profile_of

SIERRA_MADRE = ordinance.default_text()


def another_city(limit: str = "20", new_hire: str = "7") -> str:
    """Sierra Madre's file with another city's name and two other numbers."""
    return (
        SIERRA_MADRE.replace('city = "Sierra Madre"', 'city = "Altadena"')
        .replace("Sierra Madre Municipal Code ch. 13.14", "Altadena Code ch. 9.40")
        .replace("limit_percent = { value = 25,", f"limit_percent = {{ value = {limit},")
        .replace("new_hire_days = { value = 10,", f"new_hire_days = {{ value = {new_hire},")
    )


def add_profile(data_dir: Path, key: str, text: str) -> None:
    folder = data_dir / ordinance.FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{key}.toml").write_text(text, encoding="utf-8")


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


def test_a_profile_added_to_the_data_folder_is_offered_beside_the_shipped_one(
    tmp_path: Path,
) -> None:
    add_profile(tmp_path, "altadena", another_city())
    found = ordinance.profiles(tmp_path)
    assert list(found) == ["sierra-madre", "altadena"]
    assert found["altadena"].limit_percent == Decimal(20)
    assert found["altadena"].new_hire_days == 7
    assert found["altadena"].code == "Altadena Code ch. 9.40"


def test_an_added_file_never_replaces_the_shipped_profile_of_its_name(tmp_path: Path) -> None:
    add_profile(tmp_path, "sierra-madre", another_city())
    assert ordinance.profiles(tmp_path)["sierra-madre"].limit_percent == Decimal(25)


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
def test_a_file_that_is_not_a_profile_is_refused_by_name_with_what_is_wrong(
    tmp_path: Path, text: str, said: str
) -> None:
    add_profile(tmp_path, "broken", text)
    with pytest.raises(ValidationError) as refused:
        ordinance.profiles(tmp_path)
    message = refused.value.for_field("ordinance")
    assert message is not None
    assert str(tmp_path / "ordinances" / "broken.toml") in message
    assert said in message


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


def test_an_establishment_follows_sierra_madre_until_it_chooses_another(
    context: AppContext, est_id: int
) -> None:
    data_dir = context.paths.data_dir
    add_profile(data_dir, "altadena", another_city())
    assert profile_of(context.db, est_id).key == "sierra-madre"
    choose_ordinance(context.db, est_id, "sierra-madre", context.actor, data_dir)
    with context.db.read() as session:
        before = verify(session, est_id).entries
    assert profile_of(context.db, est_id).key == "sierra-madre"

    chosen = choose_ordinance(context.db, est_id, "altadena", context.actor, data_dir)
    assert (chosen.key, chosen.limit_percent) == ("altadena", Decimal(20))
    assert profile_of(context.db, est_id) == chosen

    # The numbers chosen are kept as they were: a file edited later changes nothing.
    add_profile(data_dir, "altadena", another_city(limit="15"))
    assert profile_of(context.db, est_id).limit_percent == Decimal(20)
    choose_ordinance(context.db, est_id, "altadena", context.actor, data_dir)
    assert profile_of(context.db, est_id).limit_percent == Decimal(15)
    with context.db.read() as session:
        report = verify(session, est_id)
    assert report.ok, report.problems
    assert report.entries == before + 2, "one entry for the choice, one for its amendment"


def test_an_unknown_profile_is_refused_naming_those_there_are(
    context: AppContext, est_id: int
) -> None:
    with pytest.raises(ValidationError) as refused:
        choose_ordinance(context.db, est_id, "nowhere", context.actor, context.paths.data_dir)
    assert refused.value.for_field("ordinance") == (
        "There is no ordinance profile 'nowhere'; there are: sierra-madre."
    )
    assert profile_of(context.db, est_id).key == "sierra-madre"


def test_the_command_line_lists_shows_and_chooses(
    context: AppContext, est_id: int, db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from fog_desktop.__main__ import main

    add_profile(context.paths.data_dir, "altadena", another_city())
    base = ["--data-dir", str(context.paths.data_dir), "--db", db_url]
    context.db.dispose()
    assert main([*base, "ordinance", "list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in listed] == ["sierra-madre", "altadena"]
    assert main([*base, "--operator", "Ana", "ordinance", "choose", "altadena"]) == 0
    assert capsys.readouterr().out == "Casa Test follows the Altadena Code ch. 9.40 (altadena).\n"
    assert main([*base, "ordinance", "show"]) == 0
    shown = capsys.readouterr().out
    assert "R1   An interceptor is serviced at once above 20% of its depth." in shown
    assert "R4   A new employee is trained within 7 days of hire. (Best management practices)" in (
        shown
    )
    assert main([*base, "ordinance", "choose", "nowhere"]) == 1
    assert "PROFILE: There is no ordinance profile 'nowhere'" in capsys.readouterr().err
