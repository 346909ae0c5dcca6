"""Settling a possibly partial pump-out (rules.md R2): confirmed full, or partial, with
why. Until it is confirmed full, a pump-out that removed under 90% of its device's
capacity meets no pump-out; settling is a step of the entry's life, kept in the audit
trail, not a correction."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.i18n import translate
from fog_desktop.parse import check_storable
from fog_desktop.services import records
from fog_desktop.services.form import Problems
from fog_desktop.services.maintenance import ENTRIES
from fog_desktop.words import shown
from models import PARTIAL_CHECKS, MaintenanceEntry, Service


@dataclass(frozen=True)
class PartialCheckValues(records.Values[MaintenanceEntry]):
    partial_check: str
    partial_check_note: str


def check_pump_out(
    db: Database, entry_pk: int, check: str, why: str, actor: str
) -> MaintenanceEntry:
    """Settle a pump-out as confirmed full or as partial, with why (R2): see
    :func:`settle_pump_out`."""
    with db.write() as session:
        entry = ENTRIES.get(session, entry_pk)
        settle_pump_out(session, entry, check, why, actor)
        return entry


def settle_pump_out(
    session: Session, entry: MaintenanceEntry, check: str, why: str, actor: str
) -> None:
    """A step of the pump-out's life, audited, not a correction (R2). Only a pump-out
    confirmed full resets its device's clock when it removed under 90% of the capacity;
    settling again replaces the earlier answer, which the audit trail keeps."""
    values = checked(entry.service, check, why, void=entry.is_void)
    ENTRIES.amend(session, entry, values, actor, values.partial_check_note, correction=False)


def checked(service: str, check: str, why: str, *, void: bool = False) -> PartialCheckValues:
    """The settlement as typed, refused field by field: only of a pump-out in use, one of
    :data:`~models.PARTIAL_CHECKS`, with why (R2). The workbook's import checks a
    Maintenance row's Pump-out check with it too."""
    why = why.strip()
    check_storable({"partial_check_note": why})
    problems = Problems()
    if service != Service.PUMP_OUT:
        problems.add(
            "partial_check",
            translate("Maintenance", "Only a pump-out is confirmed full or partial."),
        )
    elif void:
        problems.add(
            "partial_check",
            translate("Maintenance", "This pump-out is void; it meets nothing either way."),
        )
    if check not in PARTIAL_CHECKS:
        problems.add(
            "partial_check",
            translate("Maintenance", "Choose what the manifest shows: {choices}.").format(
                choices=" or ".join(map(shown, PARTIAL_CHECKS))
            ),
        )
    if not why:
        problems.add(
            "partial_check_note",
            translate(
                "Maintenance", "Say why, e.g. what the hauler's manifest shows of the tank emptied."
            ),
        )
    problems.check()
    return PartialCheckValues(str(check), why)
