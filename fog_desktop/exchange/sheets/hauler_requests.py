"""The Hauler requests sheet: each request to a hauler for a pump-out's missing manifest,
the pump-out named as on the Maintenance sheet (R2, R6)."""

from __future__ import annotations

from collections.abc import Iterator

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.i18n import translate
from fog_desktop.services import hauler_requests
from fog_desktop.services.hauler_requests import RequestInput
from fog_desktop.services.hauler_requests_rows import RequestRow, list_requests
from models import REQUEST_METHODS, Device, HaulerRequest, MaintenanceEntry, Record, Service

HAULER_REQUESTS = Sheet(
    "Hauler requests",
    (
        Column("Pump-out", Kind.DATE, 12, key=True, fields=("entry",)),
        Column("Device ID", key=True, width=11),
        Column("Hauler", width=22, derived=True),
        Column("Manifest no.", width=14, derived=True),
        Column("Asked on", Kind.DATE, 12, key=True, fields=("asked_on",)),
        Column("How", key=True, width=10, choices=REQUEST_METHODS, fields=("method",)),
        # An e-mail address, the usual whom, has no space to wrap at: narrowed to fit the
        # page, the column would print it cut in two.
        Column("Whom", key=True, width=30, fields=("asked_whom",), whole=True),
        Column("Answer", width=40, fields=("answer",)),
        STATUS,
    ),
)


def requests_in(db: Database, est_id: int, window: Window) -> list[RequestRow]:
    """The requests for the window's pump-outs, or made in it (R6)."""
    return [
        r
        for r in list_requests(db, est_id)
        if window.holds(r.service_date) or window.holds(r.asked_on)
    ]


def request_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    for r in requests_in(db, est_id, window):
        yield [r.service_date, r.device_id, r.hauler, r.manifest_no, r.asked_on, r.method,
               r.asked_whom, r.answer, r.status_text]  # fmt: skip


def store_request(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One request, for the pump-out its row names (imported before it, from the
    Maintenance sheet); a request stored already is skipped."""
    day, device_id = row.day("Pump-out"), row.text("Device ID")
    entry = steps.session.scalar(
        select(MaintenanceEntry)
        .join(Device, MaintenanceEntry.device_pk == Device.id)
        .where(
            MaintenanceEntry.establishment_id == steps.est.id,
            MaintenanceEntry.service == Service.PUMP_OUT,
            MaintenanceEntry.service_date == day,
            Device.device_id == device_id,
        )
        .order_by(MaintenanceEntry.voided_at.is_not(None), MaintenanceEntry.id)
        .limit(1)
    )
    if entry is None:
        raise ValidationError.single(
            "entry",
            translate(
                "Import",
                "There is no pump-out of {device} on {day}: it must be on the Maintenance sheet.",
            ).format(device=device_id, day=row.text("Pump-out")),
        )
    data = RequestInput(row.text("Asked on"), row.text("How"), row.text("Whom"), row.text("Answer"))
    if steps.stored(
        row,
        HaulerRequest,
        HaulerRequest.entry_pk == entry.id,
        HaulerRequest.asked_on == row.day("Asked on"),
        HaulerRequest.method == data.method,
        HaulerRequest.asked_whom == data.asked_whom.strip(),
    ):
        return None
    return hauler_requests.add(
        steps.session, entry, data, steps.actor, today=steps.today, in_use=False
    )


HAULER_REQUESTS_SHEET = DataSheet(
    HAULER_REQUESTS, in_window(request_rows), through_service(store_request)
)
