"""The Dashboard page: what is due, read from the services, and what each line opens
(R1–R5, R8); its rows are drawn by ui/dashboard/view.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QListWidgetItem, QVBoxLayout

from fog_desktop.due import DueNow, DueRow
from fog_desktop.i18n import translate
from ui.dashboard.view import TITLE, DueView, widths_name
from ui.language import language_of
from ui.page import Opener, Page

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from ui.dashboard.missed_dialog import ExplainMissedDialog
    from ui.widgets.cleaned_today import CleanedTodayDialog
    from ui.widgets.inbox.window import InboxDialog

#: The table of the maintenance entries that the "Needs attention" lines name (R2).
ATTENTION_TABLE = "maintenance_entries"


class DashboardPage(Page[DueNow]):
    """The Dashboard: its :class:`~ui.dashboard.view.DueView`, read from the services;
    a double-click on a line asks the ``opener`` (the window's registry of what the
    pages open, ui/openings.py) to open what it names. Without one, lines open nothing."""

    title = TITLE
    sets_alert = True

    def __init__(
        self,
        context: AppContext,
        *,
        opener: Opener | None = None,
        painted: DueView | None = None,
    ) -> None:
        """``painted``: the view the window's first paint filled from the snapshot, taken
        over as it is rather than built and filled again (issue 16 §1)."""
        super().__init__(context)
        self._opener = opener
        # The language the reading is kept in, for the next start (fog_desktop/snapshot.py).
        self._language = language_of(context.settings.language)
        self.view = painted or DueView()
        self.help_button = self.view.help_button
        self.help_button.clicked.connect(self.ask_help)
        self.view.table.activated.connect(self._activated)
        self.view.missed_table.activated.connect(self.explain_missed)
        self.view.explain_button.clicked.connect(self.explain_missed)
        self.view.attention.itemActivated.connect(self._attention_activated)
        self.view.cleaned_button.clicked.connect(self.record_cleaned_today)
        self.view.inbox_button.clicked.connect(self.open_inbox)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.loaded.connect(self._keep_next_day)

    def load(self, establishment_id: int | None) -> DueNow:
        # Off the GUI thread, and after the first paint: the services bring the models.
        from fog_desktop.services.dashboard import due_now_kept  # noqa: PLC0415

        context = self.context
        return due_now_kept(
            context.db,
            establishment_id,
            context.today(),
            folder=context.paths.data_dir,
            language=self._language,
        )

    def _keep_next_day(self) -> None:
        """Once a reading is shown, the next day's is kept beside it, for the first start
        of the next morning (fog_desktop/snapshot.py)."""
        from fog_desktop.services.dashboard import keep_next_day  # noqa: PLC0415  (as load)

        context, establishment_id = self.context, self.establishment_id
        if establishment_id is None or context.db.sqlite_path is None:
            return
        as_of, folder, language = context.today(), context.paths.data_dir, self._language
        self.in_background(
            lambda: keep_next_day(
                context.db, establishment_id, as_of, folder=folder, language=language
            ),
            lambda _: None,
        )

    def refresh(self) -> None:
        # The buttons need the establishment alone, known now: they work from the moment
        # the window does, not once the reading, a moment later, comes.
        self.view.cleaned_button.setEnabled(self.establishment_id is not None)
        self.view.inbox_button.setEnabled(self.establishment_id is not None)
        self._count_photos()
        super().refresh()

    def show_loaded(self, loaded: DueNow) -> None:
        self.alert_changed.emit(self.view.show_due(loaded, self.context.notices()))
        self.view.keep_widths(widths_name(self._language))

    def explain_missed(self, *_: object) -> ExplainMissedDialog | None:
        """Record what happened in the missed half chosen (R4)."""
        chosen = self.view.missed_table.selectionModel().selectedRows()
        establishment_id = self.establishment_id
        if not chosen or establishment_id is None:
            return None
        missed = self.view.missed_model.row(chosen[0].row())
        from ui.dashboard.missed_dialog import ExplainMissedDialog  # noqa: PLC0415  (as load)

        dialog = ExplainMissedDialog(self, self.context, establishment_id, missed)
        dialog.accepted.connect(self.records_changed)
        dialog.open()
        return dialog

    def record_cleaned_today(self) -> CleanedTodayDialog | None:
        """The traps cleaned today, or on a few missed days, in one step (R3)."""
        if self.establishment_id is None:
            return None
        from ui.widgets.cleaned_today import open_cleaned_today  # noqa: PLC0415  (as load)

        return open_cleaned_today(
            self, self.context, self.establishment_id, self.records_changed.emit
        )

    def _count_photos(self) -> None:
        """How many phone photos wait to be filed, on the button that opens them."""
        from fog_desktop.services.inbox import count_waiting  # noqa: PLC0415  (as load)

        db, establishment_id = self.context.db, self.establishment_id
        if establishment_id is not None:
            self.in_background(lambda: count_waiting(db, establishment_id), self._show_count)

    def _show_count(self, waiting: int) -> None:
        self.view.inbox_button.setText(
            translate("DashboardPage", "Photos to file (%n)…", None, waiting)
        )

    def open_inbox(self) -> InboxDialog | None:
        """The phone's photos waiting for their record (issue 36 §1)."""
        if self.establishment_id is None:
            return None
        from ui.widgets.inbox.window import open_inbox  # noqa: PLC0415  (as load)

        dialog = open_inbox(self, self.context, self.establishment_id)
        dialog.changed.connect(self._count_photos)
        dialog.changed.connect(self.records_changed)
        return dialog

    # --- Acting on a line ------------------------------------------------------------------

    def _activated(self, index: QModelIndex) -> None:
        self.act_on(self.view.model.row(index.row()))

    def act_on(self, row: DueRow) -> None:
        """Open what a duty asks for, on the page that declared its kind (``Page.opens``):
        a pump-out or cleaning due, the new entry for that device; a training due, a new
        session with that person ticked; an incident's notice or written confirmation,
        its call or its letter on the Incidents page; a checklist due, a new checklist; a
        corrective action, its checklist on the Self-inspection page; a planned change's
        notice or a waiver's duty, its record on the Changes & waivers page (a fee, its
        payment); a notice of violation's step or a milestone, its record on the City
        inspections page (a hearing request, the reply to the city; a payment, an appeal
        or an interceptor, what followed; a milestone, the day it was done; a progress
        report due, its report sent). A duty met already opens nothing."""
        o, opener = row.obligation, self._opener
        if o.met_on is None and self.establishment_id is not None and opener is not None:
            opener.open_obligation(o)

    def _attention_activated(self, item: QListWidgetItem) -> None:
        """A pump-out needing attention: its entry on the Maintenance page."""
        if self._opener is not None:
            entry = int(item.data(Qt.ItemDataRole.UserRole))
            self._opener.show_record(f"{ATTENTION_TABLE}:{entry}")
