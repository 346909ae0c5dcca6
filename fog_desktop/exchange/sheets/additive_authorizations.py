"""The Additive authorizations sheet: each written authorization of an additive (R8c)."""

from __future__ import annotations

from collections.abc import Iterator

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import additive_authorizations, self_inspection_rows
from fog_desktop.services.additive_authorizations import AuthorizationInput
from models import AdditiveAuthorization, Record

#: Each written authorization of an additive by the program manager (R8c; Prohibitions
#: C, G): an additive answered in use on a checklist is OK only with one on file.
ADDITIVE_AUTHORIZATIONS = Sheet(
    "Additive authorizations",
    (
        Column("Additive", key=True, width=24, fields=("additive",)),
        Column("Authorized on", Kind.DATE, 12, key=True, fields=("authorized_on",)),
        Column("Authorized by", width=24, required=True, fields=("authorized_by",)),
        Column("Note", width=40, fields=("note",)),
        STATUS,
    ),
)


def authorization_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The written authorizations of additives given by the window's end, void ones too:
    one given before the window still covers an additive used in it (R8c, R6)."""
    for a in self_inspection_rows.list_authorizations(db, est_id):
        if a.authorized_on <= window.end:
            yield [a.additive, a.authorized_on, a.authorized_by, a.note, a.status_text]


def store_authorization(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One written authorization of an additive (R8c), kept as it was; its document,
    if the packet carried it, is in the packet's folders, not in the workbook."""
    additive, day = row.text("Additive"), row.text("Authorized on")
    authorized_on = row.day("Authorized on")
    if authorized_on is not None and steps.stored(
        row,
        AdditiveAuthorization,
        AdditiveAuthorization.additive == additive,
        AdditiveAuthorization.authorized_on == authorized_on,
    ):
        return None
    data = AuthorizationInput(
        additive=additive, authorized_on=day, authorized_by=row.text("Authorized by"),
        note=row.text("Note"),
    )  # fmt: skip
    return additive_authorizations.add_authorization(
        steps.session, steps.est.id, data, steps.actor, today=steps.today
    )


ADDITIVE_AUTHORIZATIONS_SHEET = DataSheet(
    ADDITIVE_AUTHORIZATIONS, in_window(authorization_rows), through_service(store_authorization)
)
