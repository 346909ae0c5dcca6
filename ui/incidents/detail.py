"""Under the incidents table: the selected incident, with by when to write shown large,
whom to call with the numbers, the calls made, and the four elements the written
confirmation states, each with a tick or "missing" (R5)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.i18n import noop, translate
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.incidents import REQUIRED_ELEMENTS, IncidentRow
from fog_desktop.words import shown
from ui.forms import text_label
from ui.incidents.widgets import DONE_COLOUR, CallNowBox, DueBanner
from ui.incidents.wording import (
    day_text,
    element_lines,
    missing_text,
    notice_text,
)
from ui.rows import VOID_TEXT_COLOUR
from ui.widgets.lined_up import lined_up
from ui.widgets.states import URGENT_COLOUR, styled
from ui.widgets.values import status_shown

DUE_WHY = noop(
    "IncidentDetail",
    "The written confirmation must reach the FOG program manager within "
    "{confirmation_working_days} working days of the incident, counted on the Holiday "
    "calendar.",
)
NO_CALLS = noop("IncidentDetail", "No call recorded yet.")
ELEMENT_FIELDS = ("incident_date", *REQUIRED_ELEMENTS)
#: The longest an element is shown here; the letter and the editor hold all of it.
SHOWN_CHARS = 160


def title_text(row: IncidentRow) -> str:
    when = day_text(row.incident_date)
    if row.incident_time is not None:
        when += f" {row.incident_time:%H:%M}"
    parts = [row.incident_no, shown(row.kind) if row.kind else "", when, row.location]
    title = " · ".join(p for p in parts if p)
    return f"{title} ({status_shown(row.status_text)})" if row.is_void else title


def facts_text(row: IncidentRow) -> str:
    facts = []
    if row.material or row.quantity:
        what = ", ".join(p for p in (row.material, row.quantity) if p)
        facts.append(translate("IncidentDetail", "Discharged: {what}.").format(what=what))
    facts.append(
        translate("IncidentDetail", "A blockage or sewer overflow is possible.")
        if row.blockage_or_sso_possible
        else translate("IncidentDetail", "No blockage or sewer overflow possible.")
    )
    if row.device_id:
        facts.append(translate("IncidentDetail", "Device: {device}.").format(device=row.device_id))
    if row.description:
        facts.append(row.description)
    return " ".join(facts)


def sent_text(row: IncidentRow, proofs: tuple[str, ...]) -> str:
    """How the written confirmation went out, and the files in use that prove it."""
    if row.confirmation_sent_on is None:
        return ""
    how = shown(row.confirmation_method) if row.confirmation_method else ""
    if row.confirmation_reference:
        how += f" ({row.confirmation_reference})"
    sent = translate("IncidentDetail", "Sent {date} by {how}.").format(
        date=day_text(row.confirmation_sent_on), how=how
    )
    if proofs:
        proof = translate("IncidentDetail", "Proof: {files}.").format(files=", ".join(proofs))
    else:
        proof = translate("IncidentDetail", "No proof attached.")
    return f"{sent} {proof}"


class IncidentDetail(QWidget):
    """The selected incident; the page connects the buttons, and puts its Amend… and
    Void… in :attr:`title_row`, beside the incident they change."""

    def __init__(self) -> None:
        super().__init__()
        self.title = text_label("incident_title", role="heading")
        self.facts = text_label("incident_facts")
        self.due = DueBanner()
        self.due_why = text_label("confirmation_why", role="hint")
        self.calls = CallNowBox(translate("IncidentDetail", "Phone notices: whom to call"))
        self.notices = QListWidget()
        self.notices.setObjectName("phone_notices")
        self.notices.setAccessibleName(translate("IncidentDetail", "Phone notices recorded"))
        self.notices.setMaximumHeight(96)
        self.notices.setWordWrap(True)
        self.notices.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.notice_button = QPushButton(translate("IncidentDetail", "Record phone notice…"))
        self.void_notice_button = QPushButton(translate("IncidentDetail", "Void call…"))
        self.elements: dict[str, QLabel] = {}
        self.missing = text_label("missing_elements")
        styled(self.missing, bold=True, colour=URGENT_COLOUR)
        self.elements_button = QPushButton(
            translate("IncidentDetail", "Edit the written confirmation…")
        )
        self.letter_button = QPushButton(translate("IncidentDetail", "Make the letter…"))
        self.sent_button = QPushButton(translate("IncidentDetail", "Mark as sent…"))
        self.sent = text_label("confirmation_sent")
        self.letter_status = text_label("letter_status")
        self.letter_status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_letter_button = QPushButton(translate("IncidentDetail", "Open the letter"))
        self.open_letter_button.setVisible(False)
        self.notices.itemSelectionChanged.connect(self._update_notice_button)
        self._lay_out()

    def _lay_out(self) -> None:
        self.title_row = QHBoxLayout()
        self.title_row.addWidget(self.title, stretch=1)
        calls = self.calls
        calls_column = calls.column
        calls_column.addWidget(QLabel(translate("IncidentDetail", "Calls recorded:")))
        calls_column.addWidget(self.notices)
        calls_column.addLayout(lined_up(self.notice_button, self.void_notice_button))
        calls_column.addStretch()
        letter = QGroupBox(translate("IncidentDetail", "The written confirmation states"))
        letter_column = QVBoxLayout(letter)
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        for position, field in enumerate(ELEMENT_FIELDS):
            mark = QLabel()
            mark.setObjectName(f"{field}_mark")
            text = text_label(f"{field}_element")
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(mark, position, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(text, position, 1)
            self.elements[field] = text
            self.elements[f"{field}_mark"] = mark
        letter_column.addLayout(grid)
        letter_column.addWidget(self.missing)
        letter_column.addLayout(
            lined_up(self.elements_button, self.letter_button, self.sent_button)
        )
        letter_column.addWidget(self.sent)
        status = QHBoxLayout()
        status.addWidget(self.letter_status, stretch=1)
        status.addWidget(self.open_letter_button, alignment=Qt.AlignmentFlag.AlignTop)
        letter_column.addLayout(status)
        letter_column.addStretch()
        sections = QHBoxLayout()
        sections.addWidget(calls, stretch=2)
        sections.addWidget(letter, stretch=3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.title_row)
        layout.addWidget(self.facts)
        layout.addWidget(self.due)
        layout.addWidget(self.due_why)
        layout.addLayout(sections)
        layout.addStretch()

    def show_incident(
        self,
        row: IncidentRow,
        profile: EstablishmentRow | None,
        calendar: WorkingCalendar,
        today: date,
        proofs: tuple[str, ...],
    ) -> None:
        self.title.setText(title_text(row))
        self.facts.setText(facts_text(row))
        self.due.show_incident(row, calendar, today)
        self.due_why.setText(
            translate("IncidentDetail", DUE_WHY).format(
                confirmation_working_days=row.confirmation_working_days
            )
        )
        self.calls.show_incident(row, profile)
        self._show_notices(row)
        for field, (title, written, text) in zip(ELEMENT_FIELDS, element_lines(row), strict=True):
            mark = self.elements[f"{field}_mark"]
            mark.setText("✓" if written else "✗")
            styled(mark, size=13, bold=True, colour=DONE_COLOUR if written else URGENT_COLOUR)
            text_shown = text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"
            label = self.elements[field]
            if written:
                label.setText(f"{title}: {text_shown}")
            else:
                label.setText(translate("IncidentDetail", "{title}: missing").format(title=title))
            label.setToolTip(text)
            styled(label, colour="" if written else URGENT_COLOUR)
        missing = missing_text(row) if not row.is_void else ""
        self.missing.setText(missing)
        self.missing.setVisible(bool(missing))
        self.sent.setText(sent_text(row, proofs))
        self.sent.setVisible(row.confirmation_sent_on is not None)
        self.sent_button.setToolTip(
            missing or translate("IncidentDetail", "Record the date sent, how, and the proof.")
        )
        self.letter_button.setToolTip(
            missing
            or translate(
                "IncidentDetail", "A PDF letter to the program manager, ready to sign and send."
            )
        )

    def _show_notices(self, row: IncidentRow) -> None:
        self.notices.clear()
        notices = row.notices
        for notice in notices:
            item = QListWidgetItem(notice_text(row, notice))
            item.setData(Qt.ItemDataRole.UserRole, notice.id)
            if notice.is_void:
                font = QFont()
                font.setItalic(True)
                item.setFont(font)
                item.setForeground(QBrush(QColor(VOID_TEXT_COLOUR)))
                item.setData(Qt.ItemDataRole.UserRole + 1, True)
            self.notices.addItem(item)
        if not notices:
            empty = QListWidgetItem(translate("IncidentDetail", NO_CALLS))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.notices.addItem(empty)
        self._update_notice_button()

    def selected_notice(self) -> int | None:
        """The id of the call selected in the list, unless it is void."""
        items = self.notices.selectedItems()
        if not items or items[0].data(Qt.ItemDataRole.UserRole + 1):
            return None
        notice_id = items[0].data(Qt.ItemDataRole.UserRole)
        return notice_id if isinstance(notice_id, int) else None

    def _update_notice_button(self) -> None:
        self.void_notice_button.setEnabled(self.selected_notice() is not None)

    def show_letter_status(self, text: str, *, ok: bool) -> None:
        self.letter_status.setText(text)
        styled(self.letter_status, colour=DONE_COLOUR if ok else URGENT_COLOUR)
        self.open_letter_button.setVisible(ok and bool(text))
