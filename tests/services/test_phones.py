"""Phone numbers: the ways a manager types one, the one form the records keep, and the
refusals that say why (issue: "abc" was stored as the city's spill-notice number)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.phones import phone_number, shown
from fog_desktop.services.establishments import (
    EstablishmentInput,
    amend_establishment,
    create_establishment,
    get_establishment,
)


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("626-555-0111", "(626) 555-0111"),
        ("(626) 555-0111", "(626) 555-0111"),
        ("626.555.0111", "(626) 555-0111"),
        ("6265550111", "(626) 555-0111"),
        ("1 626 555 0111", "(626) 555-0111"),
        ("+1 (626) 555-0111", "(626) 555-0111"),
        ("626-555-0111 x12", "(626) 555-0111 ext. 12"),
        ("626-555-0111 ext 12", "(626) 555-0111 ext. 12"),
        ("(626) 555-0111 Ext. 4021", "(626) 555-0111 ext. 4021"),
        ("626 555 0111 extension 7", "(626) 555-0111 ext. 7"),
        ("+44 20  7946 0958", "+44 20 7946 0958"),
        ("  ", ""),
    ],
)
def test_a_number_typed_any_usual_way_is_kept_in_one_form(typed: str, kept: str) -> None:
    assert phone_number(typed, "phone") == kept


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("abc", "'abc' is not a phone number: type its digits, like (626) 555-0111"),
        ("call Bob", "'call Bob' is not a phone number"),
        ("555-0111", "'555-0111' has 7 digits: a phone number has 10, the area code first"),
        ("626-555-01111", "has 11 digits"),
        ("(026) 555-0111", "can't be dialled"),
        ("(626) 155-0111", "can't be dialled"),
        ("+44 123", "has 5 digits after the +"),
    ],
)
def test_what_is_not_a_number_is_refused_with_the_reason(typed: str, message: str) -> None:
    with pytest.raises(ValidationError) as refused:
        phone_number(typed, "city_spill_phone")
    (problem,) = refused.value.problems
    assert problem.field == "city_spill_phone"
    assert message in problem.message


@given(st.from_regex(r"[2-9]\d\d[2-9]\d{6}", fullmatch=True))
def test_a_kept_number_is_kept_again_unchanged(digits: str) -> None:
    kept = phone_number(digits, "phone")
    assert phone_number(kept, "phone") == kept
    assert "".join(c for c in kept if c.isdigit()) == digits


def test_a_number_kept_before_numbers_were_checked_is_shown_as_it_was() -> None:
    assert shown("626-555-0111") == "(626) 555-0111"
    assert shown("ask the chef") == "ask the chef"


def test_the_profile_keeps_its_numbers_in_one_form_and_refuses_letters(db: Database) -> None:
    typed = EstablishmentInput(
        name="Casa Uno", city_spill_phone="626.555.0111", health_dept_phone="626-555-0199 x3"
    )
    est = create_establishment(db, typed, "Test Manager")
    row = get_establishment(db, est.id)
    assert (row.city_spill_phone, row.health_dept_phone) == (
        "(626) 555-0111",
        "(626) 555-0199 ext. 3",
    )
    with pytest.raises(ValidationError) as refused:
        amend_establishment(
            db, est.id, EstablishmentInput(name="Casa Uno", contact_phone="abc"), "Test Manager"
        )
    assert [p.field for p in refused.value.problems] == ["contact_phone"]
    assert get_establishment(db, est.id).contact_phone == ""
