"""What the maintenance form says while depths and gallons are typed: the percent of
the device's design depth against the 25% rule (R1), and a pump-out under 90% of the
capacity flagged as possibly partial (R2). Functions of the text typed so far; the form
shows what they return.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Protocol

from fog_desktop.i18n import noop, translate
from fog_desktop.parse import number_text
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import is_partial_pump_out
from fog_desktop.rules.sludge import ReadingError, exceeds_limit, percent_of_design_depth
from models import DeviceType, Service
from ui.maintenance.cells import OVER_COLOURS, WITHIN_COLOURS

WITHIN_RULE = noop("EntryForm", "Within the {limit}% rule")
OVER_RULE = noop("EntryForm", "Over {limit}%: the interceptor must be serviced now")
DEPTHS_HINT = noop(
    "EntryForm", "Type both depths, in inches, to see the percent of the design depth."
)
NOT_NUMBERS = noop("EntryForm", "Type the depths as numbers of inches, for example 4.5.")
GALLONS_REQUIRED = noop("EntryForm", "Required for a pump-out.")
GALLONS_OPTIONAL = noop("EntryForm", "Only for a pump-out, or a cleaning that removed some.")

#: The look of the live percent per level: (text colour, background or "").
LEVEL_STYLES: dict[str, tuple[str, str]] = {
    "hint": ("#555555", ""),
    "error": ("#b00020", ""),
    "within": (WITHIN_COLOURS[1], WITHIN_COLOURS[0]),
    "over": (OVER_COLOURS[1], OVER_COLOURS[0]),
}


@dataclass(frozen=True)
class ReadingStatus:
    """What the form says about the depths typed: text, and a level for its colour."""

    text: str
    level: str  # "hint", "error", "within" or "over"


def _number(text: str) -> Decimal | None:
    try:
        number = Decimal(text.strip().replace(",", ""))
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


class SizedDevice(Protocol):
    """What the live help reads of a device (a DeviceRow)."""

    @property
    def device_id(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def capacity_gal(self) -> Decimal: ...
    @property
    def design_depth_in(self) -> Decimal: ...


@dataclass(frozen=True)
class Sample:
    """A device with long numbers, to measure the longest live help with."""

    device_id: str
    type: str
    capacity_gal: Decimal
    design_depth_in: Decimal


def reading_status(
    fog_text: str, solids_text: str, device: SizedDevice | None, profile: OrdinanceProfile
) -> ReadingStatus:
    """The percent of the design depth of what is typed so far, in words (R1).

    Half-typed or wrong input gets a hint, never an error box: the form refuses it on
    save, at its field.
    """
    if not fog_text.strip() or not solids_text.strip() or device is None:
        return ReadingStatus(translate("EntryForm", DEPTHS_HINT), "hint")
    fog, solids = _number(fog_text), _number(solids_text)
    if fog is None or solids is None:
        return ReadingStatus(translate("EntryForm", NOT_NUMBERS), "hint")
    design = device.design_depth_in
    try:
        percent = percent_of_design_depth(fog, solids, design)
        over = exceeds_limit(fog, solids, design, profile)
    except ReadingError as exc:
        return ReadingStatus(str(exc), "error")
    of = translate("EntryForm", "{percent}% of {device}'s design depth ({depth} in)").format(
        percent=percent, device=device.device_id, depth=number_text(design)
    )
    limit = number_text(profile.limit_percent)
    if device.type == DeviceType.TRAP:
        text = translate("EntryForm", "{reading}. The {limit}% rule is for interceptors.")
        return ReadingStatus(text.format(reading=of, limit=limit), "hint")
    verdict = translate("EntryForm", OVER_RULE if over else WITHIN_RULE).format(limit=limit)
    text = translate("EntryForm", "{reading}. {verdict}.").format(reading=of, verdict=verdict)
    return ReadingStatus(text, "over" if over else "within")


def gallons_hint(service: str, gallons_text: str, device: SizedDevice | None) -> tuple[str, bool]:
    """The hint under Gallons removed, and whether it warns of a partial pump-out (R2)."""
    gallons = _number(gallons_text) if gallons_text.strip() else None
    if (
        service == Service.PUMP_OUT
        and device is not None
        and gallons is not None
        and gallons >= 0
        and is_partial_pump_out(gallons, device.capacity_gal)
    ):
        return (
            translate(
                "EntryForm",
                "Under 90% of {device}'s capacity ({capacity} gal): it will be flagged as a "
                "possible partial pump-out. Check the hauler's manifest.",
            ).format(device=device.device_id, capacity=number_text(device.capacity_gal)),
            True,
        )
    hint = GALLONS_REQUIRED if service == Service.PUMP_OUT else GALLONS_OPTIONAL
    return translate("EntryForm", hint), False


def status_style(level: str) -> str:
    """The look of the live percent at ``level``: its colour, and a box when coloured."""
    colour, background = LEVEL_STYLES[level]
    box = f"background: {background}; border-radius: 3px;" if background else ""
    weight = "font-weight: 600;" if level == "over" else ""
    return f"QLabel {{ color: {colour}; {box} {weight} }}"
