"""The Waivers and Waiver fees sheets: each conditional waiver of the interceptor and each
payment of its annual fee (R8b)."""

from __future__ import annotations

from collections.abc import Iterator

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.i18n import translate
from fog_desktop.services import waivers, waivers_rows
from fog_desktop.services.waivers import FeeInput, WaiverInput
from models import WAIVER_OPTIONS, ConditionalWaiver, Record, WaiverFeePayment

#: Each conditional waiver of the interceptor, with its option and revocation (R8b).
WAIVERS = Sheet(
    "Waivers",
    (
        Column("Granted on", Kind.DATE, 12, key=True, fields=("granted_on",)),
        Column("Terms", width=50, required=True, fields=("terms",)),
        Column("Option", width=20, required=True, choices=WAIVER_OPTIONS, fields=("option",)),
        Column("Cleaning interval", width=14, fields=("cleaning_interval",)),
        Column("Revoked on", Kind.DATE, 12, fields=("revoked_on",)),
        Column("Notes", width=30, fields=("notes",)),
        STATUS,
    ),
)


#: Each payment of a waiver's annual grease cleaning fee (R8b).
WAIVER_FEES = Sheet(
    "Waiver fees",
    (
        Column("Waiver granted on", Kind.DATE, 18, key=True, fields=("waiver",)),
        Column("Paid on", Kind.DATE, 12, key=True, fields=("paid_on",)),
        Column("Amount", Kind.MONEY, 12, fields=("amount",)),
        Column("Receipt no.", width=14, fields=("receipt_no",)),
        STATUS,
    ),
)


def in_force_in(w: waivers_rows.WaiverRow, window: Window) -> bool:
    """Whether the waiver was in force at some time in the window (R8b)."""
    return w.granted_on <= window.end and (w.revoked_on is None or w.revoked_on >= window.start)


def waiver_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The waivers in force at some time in the window, void ones too (R8b, R6)."""
    for w in waivers_rows.list_waivers(db, est_id):
        if in_force_in(w, window):
            interval = str(w.interval) if w.interval else ""
            yield [w.granted_on, w.terms, w.option, interval, w.revoked_on, w.notes, w.status_text]


def waiver_fee_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The payments of the waivers' fees made in the window, void ones too (R8b, R6)."""
    for w in waivers_rows.list_waivers(db, est_id):
        for p in w.payments:
            if window.holds(p.paid_on):
                yield [w.granted_on, p.paid_on, p.amount, p.receipt_no, p.status_text]


def store_waiver(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One waiver on its terms, revoked on its day if it was (R8b)."""
    granted = row.text("Granted on")
    granted_on = row.day("Granted on")
    if granted_on is not None and steps.stored(
        row, ConditionalWaiver, ConditionalWaiver.granted_on == granted_on
    ):
        return None
    data = WaiverInput(
        granted_on=granted, terms=row.text("Terms"), option=row.text("Option"),
        cleaning_interval=row.text("Cleaning interval"), notes=row.text("Notes"),
    )  # fmt: skip
    waiver = waivers.add(steps.session, steps.est.id, data, steps.actor, today=steps.today)
    revoked = row.text("Revoked on")
    if revoked:
        waivers.revoke(steps.session, waiver, revoked, steps.actor, today=steps.today)
    return waiver


def store_fee(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One payment of a waiver's fee, the waiver named by the day it was granted."""
    granted, paid = row.text("Waiver granted on"), row.text("Paid on")
    waiver = steps.find(
        ConditionalWaiver, ConditionalWaiver.granted_on == row.day("Waiver granted on")
    )
    if waiver is None:
        raise ValidationError.single(
            "waiver",
            translate("Import", "There is no waiver granted on {day} in use.").format(day=granted),
        )
    paid_on = row.day("Paid on")
    if paid_on is not None and steps.stored(
        row,
        WaiverFeePayment,
        WaiverFeePayment.waiver_pk == waiver.id,
        WaiverFeePayment.paid_on == paid_on,
    ):
        return None
    data = FeeInput(paid, row.text("Amount"), row.text("Receipt no."))
    return waivers.add_fee_payment(steps.session, waiver, data, steps.actor, today=steps.today)


WAIVERS_SHEET = DataSheet(WAIVERS, in_window(waiver_rows), through_service(store_waiver))
WAIVER_FEES_SHEET = DataSheet(WAIVER_FEES, in_window(waiver_fee_rows), through_service(store_fee))
