"""The twenty-five percent rule (rules.md R1).

percent = (FOG depth + solids depth) / design hydraulic depth × 100, all in inches, from
one sludge-height reading of one interceptor. Compliant while percent ≤ the ordinance
profile's limit (25.0 in Sierra Madre); above it, the interceptor must be serviced at once.
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_CEILING, Decimal
from fractions import Fraction

from fog_desktop.i18n import translate
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Interval

_ONE_PLACE = Decimal("0.1")


class ReadingError(ValueError):
    """A reading that can't be right; ``field`` names the depth at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def check_reading(fog: Decimal, solids: Decimal, design: Decimal | None) -> None:
    """Refuse what can't be stored (R1): negative depths, a total deeper than the device."""
    if design is None or design <= 0:
        raise ReadingError(
            "design_depth_in",
            translate("Sludge", "The device has no design depth, so no percent."),
        )
    if fog < 0:
        raise ReadingError("fog_depth_in", translate("Sludge", "The FOG depth can't be negative."))
    if solids < 0:
        raise ReadingError(
            "solids_depth_in", translate("Sludge", "The solids depth can't be negative.")
        )
    if fog + solids > design:
        raise ReadingError(
            "solids_depth_in",
            translate(
                "Sludge",
                "FOG and solids together ({total} in) are deeper than the device's "
                "design depth ({design} in).",
            ).format(total=fog + solids, design=design),
        )


def percent_of_design_depth(fog: Decimal, solids: Decimal, design: Decimal) -> Decimal:
    """The percent to one decimal place, rounded up so that a reading just above 25 never
    shows as 25.0 (R1; rules.md: never show a better state than the real one)."""
    check_reading(fog, solids, design)
    return ((fog + solids) * 100 / design).quantize(_ONE_PLACE, rounding=ROUND_CEILING)


def exact_percent(fog: Decimal, solids: Decimal, design: Decimal) -> Fraction:
    """The percent exact, never rounded: what readings are compared by (R1, R8d), so that
    24.95% never ties with 25.00%."""
    check_reading(fog, solids, design)
    return Fraction(fog + solids) * 100 / Fraction(design)


def exceeds_limit(
    fog: Decimal, solids: Decimal, design: Decimal, profile: OrdinanceProfile
) -> bool:
    """True when the interceptor must be serviced now: above the profile's limit, 25% in
    Sierra Madre (R1). Exact: no rounding is involved."""
    check_reading(fog, solids, design)
    return (fog + solids) * 100 > profile.limit_percent * design


def service_now(exceeding_readings: list[date], full_pump_outs: list[date]) -> list[Interval]:
    """One "Service now" per reading above the limit: due that day, met by the next full pump-out
    on or after it (R1)."""
    pumps = sorted(full_pump_outs)
    return [
        Interval(day, next((p for p in pumps if p >= day), None))
        for day in sorted(exceeding_readings)
    ]
