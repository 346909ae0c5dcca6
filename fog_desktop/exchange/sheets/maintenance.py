"""The Maintenance sheet: the log of every pump-out, cleaning and inspection (R1, R2, R3).

The import stores its rows in batches (import_log.py, issue 16 §3); on paper, the routine
trap cleanings print on the Trap cleanings sheet instead (trap_cleanings.py)."""

from __future__ import annotations

from collections.abc import Generator, Iterator

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import Counts, DataSheet
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import haulers, maintenance
from fog_desktop.services.maintenance import MaintenanceFilter
from models import PARTIAL_CHECKS, SERVICES

MAINTENANCE = Sheet(
    "Maintenance",
    (
        Column("Date", Kind.DATE, 12, key=True, fields=("service_date",)),
        Column("Device ID", key=True, width=11, fields=("device_id",)),
        Column("Service", key=True, width=13, choices=SERVICES, fields=("service",)),
        Column("FOG depth (in)", Kind.NUMBER, 13, fields=("fog_depth_in",)),
        Column("Solids depth (in)", Kind.NUMBER, 15, fields=("solids_depth_in",)),
        Column("Percent of design depth", Kind.NUMBER, 14, derived=True),
        Column("Gallons removed", Kind.NUMBER, 14, fields=("gallons_removed",)),
        Column("Hauler", width=24),
        Column("Manifest no.", width=14),
        Column("Performed by", width=20),
        Column("City inspection", width=15, fields=("city_inspection",)),
        Column("Notes", width=32),
        # Narrow: the log prints portrait only while its columns' floors fit the page,
        # and few entries have a flag, which wraps in its row.
        Column("Flags", width=8, derived=True),
        STATUS,
        # How a possible partial pump-out was settled, and why (R2). Kept off paper: the
        # Flags column prints "Partial pump-out" or "Possible partial pump-out" already,
        # and the packet's device page prints each settlement with its reason.
        Column(
            "Pump-out check",
            width=14,
            choices=PARTIAL_CHECKS,
            fields=("partial_check",),
            on_paper=False,
        ),
        Column("Pump-out check reason", width=40, fields=("partial_check_note",), on_paper=False),
        # The phone of the pump-out's manifest, which keeps it and brings it back on the
        # Manifests sheet; off paper, where that sheet prints it beside the hauler.
        Column("Hauler's phone", width=16, derived=True, on_paper=False),
    ),
)


def maintenance_log(db: Database, est_id: int, window: Window) -> Generator[Row]:
    flt = MaintenanceFilter(date_from=window.start, date_to=window.end, descending=False)
    phones = haulers.manifest_phones(db, est_id)
    for r in maintenance.iter_rows(db, est_id, flt, as_of=window.end):
        yield [
            r.service_date, r.device_id, r.service, r.fog_depth_in, r.solids_depth_in,
            r.percent, r.gallons_removed, r.hauler, r.manifest_no, r.performed_by,
            r.city_inspection_no, r.notes, "; ".join(r.flags_said), r.status_text,
            r.partial_check, r.partial_check_note,
            phones.get(r.manifest_id, "") if r.manifest_id is not None else "",
        ]  # fmt: skip


def _on_paper(counts: Counts) -> Iterator[tuple[str, str]]:
    """The log prints without its routine trap cleanings, when it has some (issue 31)."""
    if counts.routine_cleanings:
        yield (
            f"{MAINTENANCE.name} on paper",
            f"the log without its {counts.routine_cleanings:,} routine trap cleanings "
            "(nothing noted but the cleaning), listed last, which print on Trap cleanings; "
            "every row is in the file",
        )


MAINTENANCE_SHEET = DataSheet(
    MAINTENANCE,
    lambda export: iter(export.log),
    # Batched by the import's context; late-bound, so that tests/exchange/test_import_log.py can
    # compare it with storing each row through the service.
    store=lambda steps, sheet, row: steps.log_row(sheet, row),
    printed=lambda export: export.log.printed,
    cover=_on_paper,
)
