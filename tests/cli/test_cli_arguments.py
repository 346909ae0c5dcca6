"""The tables that declare each record type's options (fog_desktop/cli/arguments.py):
every option typed on the command line reaches the input the service checks and stores."""

from __future__ import annotations

import argparse
from typing import Any

import pytest

from fog_desktop.cli import employees, incidents, maintenance, records, training
from fog_desktop.cli.arguments import Field, Table
from fog_desktop.services.employees import EmployeeInput

TABLES: dict[str, Table[Any]] = {
    "establishment": records.ESTABLISHMENT_PROFILE,
    "device": records.DEVICE,
    "employee": employees.EMPLOYEE,
    "training session": training.SESSION,
    "maintenance entry": maintenance.ENTRY,
    "manifest": maintenance.MANIFEST,
    "incident report": incidents.REPORT,
    "incident elements": incidents.ELEMENTS,
    "phone notice": incidents.NOTICE,
    "confirmation sent": incidents.SENT,
}


def typed(field: Field, n: int) -> tuple[list[str], Any]:
    """What a user types for ``field`` and the value the input should then hold."""
    if field.action is argparse.BooleanOptionalAction:
        return [field.option], True
    text = field.choices[0] if field.choices else f"value {n}"
    if field.action == "append":
        return [field.option, text], [text]
    if field.nargs == "+":
        return [field.option, text, f"{text}b"], [text, f"{text}b"]
    return [field.option, text], text


def parse(table: Table[Any], argv: list[str], *, amending: bool) -> argparse.Namespace:
    return argparse.ArgumentParser(parents=[table.parent(amending=amending)]).parse_args(argv)


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
def test_every_option_of_a_table_fills_its_attribute_of_the_input(table: Table[Any]) -> None:
    argv: list[str] = []
    expected: dict[str, Any] = {}
    for n, f in enumerate(table.fields):
        words, expected[f.attr] = typed(f, n)
        argv += words
    data = table.read(parse(table, argv, amending=False))
    assert {f.attr: getattr(data, f.attr) for f in table.fields} == expected


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
def test_an_amendment_changes_only_the_options_given(table: Table[Any]) -> None:
    stored = table.kind()
    first, *rest = table.fields
    words, value = typed(first, 0)
    amended = table.fill(stored, parse(table, words, amending=True))
    assert getattr(amended, first.attr) == value
    assert {f.attr: getattr(amended, f.attr) for f in rest} == {
        f.attr: getattr(stored, f.attr) for f in rest
    }


def test_an_option_for_an_attribute_the_input_lacks_is_refused_at_once() -> None:
    """A misspelt attribute would otherwise be set on the input and never stored."""
    table = Table(EmployeeInput, Field("nmae", "--name", "the employee's name"))
    with pytest.raises(TypeError, match="nmae"):
        table.read(parse(table, ["--name", "Ana Ruiz"], amending=False))


def test_an_option_required_to_add_may_be_left_out_of_an_amendment(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        parse(employees.EMPLOYEE, ["--name", "Ana Ruiz"], amending=False)
    assert "required: --employee-id, --hire-date" in capsys.readouterr().err
    amended = employees.EMPLOYEE.fill(
        EmployeeInput(employee_id="E-1", name="Ana"),
        parse(employees.EMPLOYEE, ["--name", "Ana Ruiz"], amending=True),
    )
    assert (amended.employee_id, amended.name) == ("E-1", "Ana Ruiz")
