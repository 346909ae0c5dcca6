"""How the maintenance log says an entry in its cells: the R1/R2 flags in words and
colour, who did the work, the numbers. Shared by the log's table and its form."""

from __future__ import annotations

from decimal import Decimal

from fog_desktop.i18n import noop, translate
from fog_desktop.parse import number_text
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    FLAG_RECORDED_PARTIAL,
    MaintenanceRow,
)

#: A reading above 25% (R1): background and text, contrast above 7:1.
OVER_COLOURS = ("#f8d7da", "#842029")
#: A reading within the rule.
WITHIN_COLOURS = ("#d1e7dd", "#0f5132")
#: A flag for the manager to check (a partial pump-out, a missing manifest: R2).
FLAG_COLOURS = ("#fff3cd", "#664d03")

#: The flags as the table says them; the services' words are English, kept as such in
#: the packet and the workbook.
FLAG_WORDS = {
    FLAG_OVER_25: noop("MaintenanceFlags", "Over {limit}%"),
    FLAG_PARTIAL: noop("MaintenanceFlags", "Possible partial pump-out"),
    FLAG_RECORDED_PARTIAL: noop("MaintenanceFlags", "Partial pump-out"),
    FLAG_MANIFEST_MISSING: noop("MaintenanceFlags", "Manifest missing"),
}


def flags_of(row: MaintenanceRow) -> tuple[str, ...]:
    """The flags that still matter: none on an entry voided as entered in error."""
    return () if row.is_void else row.flags


def flag_text(flag: str, limit_percent: Decimal) -> str:
    """A flag of the services in the user's language; "Over 25%" says the ordinance
    profile's ``limit_percent`` (R1)."""
    word = FLAG_WORDS.get(flag)
    return (
        translate("MaintenanceFlags", word).format(limit=number_text(limit_percent))
        if word
        else flag
    )


def manifest_problem(row: MaintenanceRow) -> str:
    """What a missing manifest means for this pump-out, in words true beside its manifest
    no. (MaintenanceRow.manifest_problem, in the user's language)."""
    if row.manifest_no:
        return translate("MaintenanceFlags", "Manifest {number} noted, not on file").format(
            number=row.manifest_no
        )
    return translate("MaintenanceFlags", "No manifest on file")


def flags_text(row: MaintenanceRow) -> str:
    # Beside a typed manifest no., "Manifest missing" would read as a contradiction.
    return "; ".join(
        manifest_problem(row)
        if flag == FLAG_MANIFEST_MISSING
        else flag_text(flag, row.limit_percent)
        for flag in flags_of(row)
    )


def performed_by_text(row: MaintenanceRow) -> str:
    """Who did it; a level the city's inspector measured names its inspection first (R1)."""
    return row.measured_by_in(
        translate("MaintenanceModel", "City, {inspection}"),
        translate("MaintenanceModel", "{city} ({name})"),
    )


def percent_text(percent: Decimal) -> str:
    return translate("MaintenanceModel", "{percent}%").format(percent=percent)


def decimal_text(value: Decimal | None) -> str:
    return "" if value is None else number_text(value)
