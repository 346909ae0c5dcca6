"""The Dashboard's rows on screen: what is due, the missed trainings and the pump-outs
to check (R1–R5), coloured by state.

It holds no context and no database: the window's first paint shows a snapshot in it
(fog_desktop/snapshot.py) before the records open, and the Dashboard page then takes
it over and acts on its lines (ui/dashboard/page.py).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.due import Attention, DueNow, DueRow
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import days
from fog_desktop.rules.obligations import DUE_SOON_DAYS, ObligationState
from ui.dashboard.model import DueModel
from ui.dates import day_text
from ui.forms import heading, text_label
from ui.help import help_button
from ui.layout_memory import give_fitted, keep_fitted
from ui.tables import fit_columns, read_only_table, wrap_columns
from ui.widgets.lined_up import lined_up
from ui.widgets.states import STATE_COLOURS

#: The page's name, and its key in the window (translated where the window shows it).
TITLE = noop("Page", "Dashboard")
NO_ESTABLISHMENT = noop(
    "DashboardPage", "No establishment yet. Use File > Set up an establishment… to add yours."
)
NOTHING_DUE = noop(
    "DashboardPage",
    "Nothing is due. Record your grease interceptors and traps on the Establishment & "
    "devices page, and their pump-outs and cleanings appear here.",
)
ATTENTION_WHY = noop(
    "DashboardPage",
    "Pump-outs to check: keep the hauler's manifest of each one, and check a pump-out "
    "well under the device's capacity against its manifest.",
)
#: The most rows the list shows before it scrolls.
ATTENTION_ROWS = 6
ACT_HINT = noop("DashboardPage", "Double-click a line, or press Enter, to record what it asks for.")
MISSED_WHY = noop(
    "DashboardPage",
    "These half-years ended without a signed training, and no session now can count for "
    "them. Write what happened and what was done about it: it then shows only in the "
    "records packet, with your note.",
)


def widths_name(language: str) -> str:
    """The name the Dashboard's column widths are kept under: the headers and the words
    in the cells differ by language."""
    return f"dashboard/{language or 'default'}"


class DueView(QWidget):
    """What is due, in the order the service gives, and the sections shown only when
    they have lines. :meth:`show_due` puts a reading on screen."""

    def __init__(self) -> None:
        super().__init__()
        self.model = DueModel()
        # Above all else: until a backup can be made, the records have no safety copy;
        # in a folder that can't be written, nothing can be saved.
        self.backup_problem = text_label("backup_problem", role="error")
        self.backup_problem.setVisible(False)
        self.heading = heading(translate("DashboardPage", "What is due"))
        self.help_button = help_button(TITLE)
        self.summary = text_label("summary", role="summary")
        self.summary.setWordWrap(False)
        self.empty = text_label("empty_state")
        self.table = read_only_table(self.model)
        self.table.setToolTip(translate("DashboardPage", ACT_HINT))
        # The subject (a device and its place) and the reason give way, on more lines,
        # so that every column shows without scrolling sideways, and none is cut.
        wrap_columns(self.table, DueModel.SUBJECT, DueModel.WHY)
        layout = QVBoxLayout(self)
        layout.addWidget(self.backup_problem)
        # The traps' daily cleaning, the most frequent record of all, a click away (R3).
        self.cleaned_button = QPushButton(translate("DashboardPage", "Traps cleaned today…"))
        self.cleaned_button.setObjectName("cleaned_today")
        self.cleaned_button.setEnabled(False)
        # The phone's photos taken before their record exists, waiting to be filed.
        self.inbox_button = QPushButton(translate("DashboardPage", "Photos to file…"))
        self.inbox_button.setObjectName("inbox")
        self.inbox_button.setEnabled(False)
        heading_row = lined_up(self.heading, self.help_button)
        heading_row.addWidget(self.inbox_button)
        heading_row.addWidget(self.cleaned_button)
        layout.addLayout(heading_row)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, stretch=1)
        layout.addWidget(self.empty)
        self._add_missed(layout)
        self.attention_heading = heading(translate("DashboardPage", "Needs attention"))
        self.attention_why = text_label(
            "attention_why", translate("DashboardPage", ATTENTION_WHY), role="hint"
        )
        self.attention_why.setToolTip(
            translate("DashboardPage", "Rule R2: pump-outs, their manifests and their gallons.")
        )
        self.attention = QListWidget()
        self.attention.setObjectName("needs_attention")
        self.attention.setAccessibleName(translate("DashboardPage", "Needs attention"))
        layout.addWidget(self.attention_heading)
        layout.addWidget(self.attention_why)
        layout.addWidget(self.attention)
        layout.addStretch(0)

    def _add_missed(self, layout: QVBoxLayout) -> None:
        """R4, missed: the half-years whose training ended unmet, until explained."""
        self.missed_model = DueModel()
        self.missed_heading = heading(translate("DashboardPage", "Missed: record what happened"))
        self.missed_why = text_label(
            "missed_why", translate("DashboardPage", MISSED_WHY), role="hint"
        )
        self.missed_why.setToolTip(
            translate(
                "DashboardPage", "Rule R4: twice each calendar year; a missed half is explained."
            )
        )
        self.missed_table = read_only_table(self.missed_model)
        self.missed_table.setObjectName("missed")
        self.missed_table.setAccessibleName(translate("DashboardPage", "Missed trainings"))
        wrap_columns(self.missed_table, DueModel.SUBJECT, DueModel.WHY)
        self.missed_table.selectionModel().selectionChanged.connect(self._missed_chosen)
        self.explain_button = QPushButton(translate("DashboardPage", "Record what happened…"))
        self.explain_button.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.explain_button)
        self._missed_widgets = (self.missed_heading, self.missed_why, self.missed_table)
        for widget in self._missed_widgets:
            layout.addWidget(widget)
        layout.addLayout(buttons)

    def show_due(self, due: DueNow, notices: str | None, *, widths: str | None = None) -> str:
        """Put ``due`` on screen, under ``notices`` (AppContext.notices: saving off, the
        day's backup failed, a place of the chain head mended); the window title's alert
        ("2 overdue"), empty when nothing is overdue. ``widths``: the name the columns'
        widths were kept under when last fitted (ui/layout_memory.py), given back instead
        of measured: the first paint's, some 10 ms a table."""
        self.backup_problem.setText(notices or "")
        self.backup_problem.setVisible(notices is not None)
        alert = self._show(due)
        self._show_missed(due.missed)
        self._show_attention(due.attention)
        if widths is None or not give_fitted(widths, self.table, self.missed_table):
            fit_columns(self.table)
            if due.missed:
                # Measuring the columns of the hidden table would be wasted.
                fit_columns(self.missed_table)
        return alert

    def keep_widths(self, name: str) -> None:
        """Keep the widths the columns were fitted to under ``name``, for the next
        :meth:`show_due` of a first paint."""
        keep_fitted(name, self.table, self.missed_table)

    def _show_missed(self, rows: tuple[DueRow, ...]) -> None:
        """The section is hidden while nothing is missed."""
        self.missed_model.set_rows(rows)
        shown = min(len(rows), ATTENTION_ROWS)
        header = self.missed_table.horizontalHeader().height()
        frame = 2 * self.missed_table.frameWidth()
        row_height = self.missed_table.verticalHeader().defaultSectionSize()
        self.missed_table.setFixedHeight(frame + header + shown * row_height)
        for widget in self._missed_widgets:
            widget.setVisible(bool(rows))
        self.explain_button.setVisible(bool(rows))
        self._missed_chosen()

    def _missed_chosen(self, *_: object) -> None:
        self.explain_button.setEnabled(self.missed_table.selectionModel().hasSelection())

    def _show_attention(self, rows: tuple[Attention, ...]) -> None:
        """The pump-outs to check (R2); the section is hidden while there are none."""
        self.attention.clear()
        background, foreground = STATE_COLOURS[ObligationState.DUE_SOON]
        for row in rows:
            item = QListWidgetItem(row.text)
            item.setData(Qt.ItemDataRole.UserRole, row.entry_id)
            item.setToolTip(
                translate("DashboardPage", "Double-click to show it on the Maintenance page.")
            )
            item.setBackground(QBrush(QColor(background)))
            item.setForeground(QBrush(QColor(foreground)))
            self.attention.addItem(item)
        shown = min(len(rows), ATTENTION_ROWS)
        frame = 2 * self.attention.frameWidth()
        self.attention.setFixedHeight(frame + shown * max(self.attention.sizeHintForRow(0), 1))
        for widget in (self.attention_heading, self.attention_why, self.attention):
            widget.setVisible(bool(rows))

    def _show(self, due: DueNow) -> str:
        name, obligations, as_of = due.name, due.rows, due.as_of
        if name:
            self.heading.setText(
                translate("DashboardPage", "What is due at {name}").format(name=name)
            )
        else:
            self.heading.setText(translate("DashboardPage", "What is due"))
        self.model.set_rows(obligations)
        states = [r.obligation.state(as_of) for r in obligations]
        overdue = states.count(ObligationState.OVERDUE)
        soon = states.count(ObligationState.DUE_SOON)
        self.summary.setText(
            translate("DashboardPage", "As of {date}: {overdue}, {soon}").format(
                date=day_text(as_of),
                overdue=translate("DashboardPage", "%n overdue", None, overdue),
                soon=translate("DashboardPage", "%n due within {days}", None, soon).format(
                    days=days(DUE_SOON_DAYS)
                ),
            )
        )
        self.table.setVisible(bool(obligations))
        empty = NOTHING_DUE if name else NO_ESTABLISHMENT
        self.empty.setText(translate("DashboardPage", empty))
        self.empty.setVisible(not obligations)
        alert = translate("DashboardPage", "%n overdue", None, overdue)
        return alert if overdue else ""
