"""The core's messages as the window shows them: in the interface's language, with dates in
the user's format; and the texts that go to the city (the packet, the letter, the
workbook) in English whatever the window's language."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import Decimal

import pytest

from fog_desktop import ordinance, parse
from fog_desktop.errors import ValidationError
from fog_desktop.parse import parse_date, parse_decimal
from fog_desktop.reminders import Item, remind_text
from fog_desktop.rules.calendar import shown_holiday
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.device_frequency import frequency_label, frequency_shown
from fog_desktop.services.maintenance_flags import FLAG_MANIFEST_MISSING, MaintenanceRow
from models import Device, MaintenanceEntry

SIERRA_MADRE = ordinance.default()


@pytest.fixture
def us_dates() -> Iterator[None]:
    """Dates as the window shows them in the US (ui.dates.day_text, without Qt)."""
    parse.show_days_with(lambda day: f"{day.month}/{day.day}/{day.year}")
    try:
        yield
    finally:
        parse.show_days_with(date.isoformat)


def _refusal(value: str) -> str:
    with pytest.raises(ValidationError) as refused:
        parse_date(value, "service_date", "Date")
    return str(refused.value)


def test_a_date_refused_shows_an_example_in_the_format_typed() -> None:
    assert _refusal("31/12/2026") == (
        "Date: '31/12/2026' is not a date. Enter the date like 2026-03-15."
    )


def test_in_the_window_the_example_is_in_the_users_format(us_dates: None) -> None:
    assert _refusal("31/12/2026").endswith("Enter the date like 3/15/2026.")


def test_the_window_shows_dates_in_messages_as_it_shows_them_elsewhere(us_dates: None) -> None:
    pump = Obligation(ObligationKind.PUMP_OUT, "GI-1", date(2026, 11, 30), None, "R2", "devices:1")
    text = remind_text([Item("Main St", pump)], date(2026, 12, 2))
    assert text == "As of 12/2/2026: 1 overdue\n  Pump-out GI-1, overdue since 11/30/2026 (2 days)"


def test_the_command_line_keeps_iso_dates() -> None:
    pump = Obligation(ObligationKind.PUMP_OUT, "GI-1", date(2026, 11, 30), None, "R2", "devices:1")
    text = remind_text([Item("Main St", pump)], date(2026, 12, 2))
    assert "overdue since 2026-11-30 (2 days)" in text


def test_a_refusal_reads_in_spanish_once_the_language_is_installed(spanish: None) -> None:
    with pytest.raises(ValidationError) as refused:
        parse_decimal("-3", MaintenanceEntry.gallons_removed, "Galones retirados", unit="galones")
    assert str(refused.value) == "Galones retirados no puede ser negativo."
    assert "Escriba la fecha así: 2026-03-15." in _refusal("mañana")


def test_reminders_speak_spanish_with_the_users_dates(spanish: None, us_dates: None) -> None:
    """A verb, "venció": the adjective "vencido" after a training ("capacitación") was wrong."""
    pump = Obligation(ObligationKind.PUMP_OUT, "GI-1", date(2026, 11, 30), None, "R2", "devices:1")
    text = remind_text([Item("Main St", pump)], date(2026, 12, 2))
    assert text == "Al 12/2/2026: 1 vencido\n  Bombeo GI-1, venció el 11/30/2026 (hace 2 días)"


def _trap(number: int | None, unit: str | None) -> Device:
    return Device(type="Grease trap", frequency_number=number, frequency_unit=unit)


def test_the_packet_keeps_english_while_the_window_speaks_spanish(spanish: None) -> None:
    assert frequency_label(_trap(None, None), SIERRA_MADRE, ()) == "1 day (default)"
    assert frequency_shown(_trap(None, None), SIERRA_MADRE, ()) == "1 día (predeterminada)"
    assert (
        frequency_label(_trap(2, "weeks"), SIERRA_MADRE, ())
        == "2 weeks (not approved: daily applies)"
    )
    assert (
        frequency_shown(_trap(2, "weeks"), SIERRA_MADRE, ())
        == "2 semanas (no aprobada: rige diaria)"
    )
    assert str(Frequency(3, "months")) == "3 months"
    assert Frequency(3, "months").plain_shown == "cada 3 meses"
    row = MaintenanceRow(
        id=1,
        service_date=date(2026, 11, 2),
        device_id="GI-1",
        device_type="Grease interceptor",
        capacity_gal=Decimal(1000),
        service="Pump-out",
        fog_depth_in=None,
        solids_depth_in=None,
        percent=None,
        gallons_removed=Decimal(900),
        hauler="Acme",
        manifest_no="M-1",
        manifest_id=None,
        manifest_on_file=False,
        performed_by="",
        notes="",
        status_text="Recorded",
        is_void=False,
        flags=(FLAG_MANIFEST_MISSING,),
        limit_percent=Decimal(25),
    )
    assert row.manifest_problem == "manifest M-1 noted, not on file"
    assert row.manifest_problem_shown == "manifiesto M-1 anotado, pero no archivado"


def test_holidays_are_shown_in_the_interfaces_language(spanish: None) -> None:
    assert shown_holiday("Christmas Day (observed)") == "Navidad (trasladado)"
    assert (
        shown_holiday("Independence Day; Local closure") == "Día de la Independencia; Cierre local"
    )
    assert shown_holiday("Cesar Chavez Day") == "Cesar Chavez Day"
