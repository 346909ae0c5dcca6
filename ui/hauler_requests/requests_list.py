"""The requests to the hauler for the manifest of the pump-out selected on the Maintenance
page, below its log (R2, R6): each request a record, amended when the answer comes, voided
with a reason when entered in error."""

from __future__ import annotations

from typing import Any

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.hauler_requests import void_request
from fog_desktop.services.hauler_requests_rows import RequestRow, list_requests
from fog_desktop.services.maintenance import MaintenanceRow
from fog_desktop.words import shown
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.hauler_requests.form import HaulerRequestDialog
from ui.records_page import RecordsPage
from ui.rows import Column, RowsModel, date_column
from ui.tables import stretch_column


class RequestsModel(RowsModel[RequestRow]):
    """A pump-out's requests in the order they were made; void ones greyed."""

    ASKED, HOW, WHOM, ANSWER, STATUS = range(5)

    def columns(self) -> list[Column[RequestRow]]:
        return [
            date_column(translate("RequestsModel", "Asked on"), lambda r: r.asked_on),
            Column(translate("RequestsModel", "How"), lambda r: shown(r.method)),
            Column(translate("RequestsModel", "To whom"), lambda r: r.asked_whom),
            Column(
                translate("RequestsModel", "Answer"),
                lambda r: r.answer or translate("RequestsModel", "No answer yet"),
            ),
            self.status_column(),
        ]

    def search_text(self, row: RequestRow) -> str:
        return f"{row.asked_whom}\n{row.answer}"


class RequestsList(RecordsPage[RequestRow]):
    """The requests made for the selected pump-out's manifest; hidden while it has none
    and none is missing. Its Add is the Maintenance page's "Ask the hauler…"."""

    title = noop("Page", "Requests to the hauler")
    HEADING = noop("RequestsList", "Requests to the hauler for this manifest")
    ADD_TEXT = noop("RequestsList", "Ask the hauler…")
    COUNT = noop("RequestsList", "%n request(s)")
    NO_RECORDS = noop(
        "RequestsList",
        "No request recorded yet. Ask the hauler for a copy with Ask the hauler…, and record "
        "each time you ask.",
    )
    SORTED_BY = None

    def __init__(self, context: AppContext) -> None:
        self.pump_out: MaintenanceRow | None = None
        #: Every request read; the table holds those of :attr:`pump_out`.
        self.every: list[RequestRow] = []
        super().__init__(context, RequestsModel(), void=void_request)
        self.table.setObjectName("requests_table")
        stretch_column(self.table, RequestsModel.ANSWER)
        self.help_button.setVisible(False)
        self.add_button.setVisible(False)
        self.show_pump_out(None)

    def show_pump_out(self, row: MaintenanceRow | None) -> None:
        """List the requests for ``row``'s manifest; shown while it has some, or its
        manifest is missing."""
        self.pump_out = row
        rows = [r for r in self.every if row is not None and r.entry_id == row.id]
        self.model.set_rows(rows)
        self.filtered()
        self.setVisible(bool(rows) or (row is not None and bool(row.manifest_problem)))

    def show_read(self, loaded: list[RequestRow]) -> None:
        self.every = loaded
        self.show_pump_out(self.pump_out)

    def read(self, establishment_id: int) -> list[RequestRow]:
        return list_requests(self.context.db, establishment_id)

    def form(self, establishment_id: int, row: RequestRow | None) -> FormDialog[Any]:
        entry = row.entry_id if row is not None else self._entry_pk()
        return HaulerRequestDialog(
            self, self.context, establishment_id, entry, row, pump_out=self.pump_out
        )

    def _entry_pk(self) -> int:
        assert self.pump_out is not None
        return self.pump_out.id

    def void_label(self, row: RequestRow) -> str:
        return translate("RequestsList", "the request of {day} to {whom}").format(
            day=day_text(row.asked_on), whom=row.asked_whom
        )
