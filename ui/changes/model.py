"""Planned changes and conditional waivers as read-only tables (R8a, R8b)."""

from __future__ import annotations

from fog_desktop.i18n import translate
from fog_desktop.services.changes import ChangeRow
from fog_desktop.services.waivers_rows import WaiverRow
from fog_desktop.words import shown
from ui.dates import day_text
from ui.rows import Column, RowsModel, date_column


class ChangesModel(RowsModel[ChangeRow]):
    """Planned changes with their notice's due and sent dates; void ones greyed (R6)."""

    DESCRIPTION, START, DUE, SENT, PROOFS, STATUS = range(6)
    NUMERIC = (PROOFS,)

    def columns(self) -> list[Column[ChangeRow]]:
        return [
            Column(translate("ChangesModel", "What will change"), lambda c: c.description),
            date_column(
                translate("ChangesModel", "Planned start"),
                lambda c: c.planned_start,
                short=translate("ChangesModel", "Planned\nstart"),
            ),
            date_column(
                translate("ChangesModel", "Notice due"),
                lambda c: c.notice_due,
                short=translate("ChangesModel", "Notice\ndue"),
            ),
            date_column(
                translate("ChangesModel", "Notice sent on"),
                lambda c: c.notice_sent_on,
                short=translate("ChangesModel", "Notice\nsent on"),
            ),
            Column(translate("ChangesModel", "Proofs"), lambda c: str(c.proofs)),
            self.status_column(),
        ]


class WaiversModel(RowsModel[WaiverRow]):
    """Conditional waivers with what is done instead of an interceptor, the fees paid and
    the revocation; void ones greyed (R6)."""

    GRANTED, OPTION, INTERVAL, PAID, REVOKED, STATUS = range(6)

    def columns(self) -> list[Column[WaiverRow]]:
        return [
            date_column(translate("WaiversModel", "Granted on"), lambda w: w.granted_on),
            Column(
                translate("WaiversModel", "Instead of an interceptor"), lambda w: shown(w.option)
            ),
            Column(
                translate("WaiversModel", "Cleaning interval"),
                lambda w: w.interval.shown if w.interval else "",
                short=translate("WaiversModel", "Cleaning\ninterval"),
            ),
            Column(
                translate("WaiversModel", "Fees paid"),
                lambda w: ", ".join(day_text(p.paid_on) for p in w.payments if not p.is_void),
            ),
            date_column(translate("WaiversModel", "Revoked on"), lambda w: w.revoked_on),
            self.status_column(),
        ]
