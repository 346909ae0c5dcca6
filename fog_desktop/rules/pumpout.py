"""Interceptor pump-out frequency and the next pump-out due (rules.md R2, R3)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.rules.dates import add_months

UNITS = ("days", "weeks", "months")
#: E.2: "not less than every six months". The shortest six calendar months span 181
#: days, so no frequency in days or weeks may be longer than that.
MAX_MONTHS = 6
MAX_DAYS = 181


@dataclass(frozen=True)
class Frequency:
    """A maintenance frequency: a number of days, weeks or months."""

    number: int
    unit: str

    def __post_init__(self) -> None:
        if self.unit not in UNITS:
            raise ValueError(f"unit must be one of {', '.join(UNITS)}")
        if self.number < 1:
            raise ValueError("the number must be 1 or more")

    def after(self, start: date) -> date:
        """``start`` plus this frequency; months clamp to the month's end."""
        if self.unit == "months":
            return add_months(start, self.number)
        days = self.number * (7 if self.unit == "weeks" else 1)
        return start + timedelta(days=days)

    def exceeds_six_months(self) -> bool:
        """True when a pump-out this far apart could break E.2 from some start date."""
        if self.unit == "months":
            return self.number > MAX_MONTHS
        return self.number * (7 if self.unit == "weeks" else 1) > MAX_DAYS

    def __str__(self) -> str:
        unit = self.unit if self.number != 1 else self.unit.removesuffix("s")
        return f"{self.number} {unit}"

    @classmethod
    def parse(cls, text: str) -> Frequency:
        """``3 months``, ``90 days``, ``2 weeks``, ``1 day`` (records-workbook.md)."""
        parts = text.split()
        if len(parts) != 2 or not parts[0].isdigit():
            raise ValueError(f"{text!r} is not a frequency like '3 months', '90 days' or '2 weeks'")
        unit = parts[1].lower()
        unit = unit if unit.endswith("s") else unit + "s"
        return cls(int(parts[0]), unit)


#: R2, decision: with no approved frequency entered, an interceptor is pumped quarterly.
DEFAULT_INTERCEPTOR_FREQUENCY = Frequency(3, "months")
#: R3, decision: a trap is cleaned daily unless the user sets it longer.
DEFAULT_TRAP_FREQUENCY = Frequency(1, "days")


def next_pump_out_due(
    last_full_pump_out: date | None,
    in_service_since: date | None,
    frequency: Frequency,
    entered_on: date,
) -> date:
    """When the next pump-out is due (R2).

    From the last full pump-out; with none recorded, from the "in service since" date;
    a device entered without that date is due at once (the day it was entered), so that
    the user records its last pump-out.
    """
    start = last_full_pump_out or in_service_since
    return entered_on if start is None else frequency.after(start)
