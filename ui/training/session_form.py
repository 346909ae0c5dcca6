"""A new training session, or an amendment: date, trainer, kind, the topics ticked from
the shipped list (one can be added), notes, and the attendees ticked from the roster
(R4). Refusals show at their fields and the dialog stays open, with nothing stored."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.services.employees import EmployeeRow, list_employees
from fog_desktop.services.training import (
    SessionInput,
    SessionRow,
    amend_session,
    create_session,
)
from fog_desktop.words import shown
from models import TRAINING_KINDS
from ui.dates import day_text
from ui.dialogs import RecordFormDialog
from ui.forms import (
    FieldErrors,
    add_field,
    date_field,
    fit_height,
    line_field,
    new_form,
    text_box,
    word_choice,
)
from ui.looks import give_role
from ui.training.topics import offered_topics, topic_text

NO_TOPICS = noop(
    "SessionFormDialog", "Tick the topics reviewed: the records and the sign-in sheet list them."
)
DATE_HINT = noop("SessionFormDialog", "The people employed that day are listed to tick.")
LISTED_TIP = noop(
    "SessionFormDialog",
    "Listed already. Someone listed by mistake is taken off with Listed by mistake… "
    "on the Training page, with a reason.",
)


def checkable(text: str, data: str, checked: bool) -> QListWidgetItem:
    item = QListWidgetItem(text)
    item.setData(Qt.ItemDataRole.UserRole, data)
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
    return item


def ticked(items: QListWidget) -> list[str]:
    """The data of the ticked items, in the list's order."""
    return [
        items.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(items.count())
        if items.item(row).checkState() == Qt.CheckState.Checked
    ]


class _EnterAdds(QObject):
    """Enter in the new topic's field adds the topic, instead of OK-ing the dialog."""

    def __init__(self, dialog: SessionFormDialog) -> None:
        super().__init__(dialog)
        self._dialog = dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        enter = isinstance(event, QKeyEvent) and event.key() in (
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
        )
        if enter and event.type() == QEvent.Type.KeyPress:
            self._dialog.add_topic()
            return True
        return False


class SessionFormDialog(RecordFormDialog[SessionRow]):
    """The roster to tick and the topics to offer are read off the GUI thread; OK waits
    for them."""

    ADD_TITLE = noop("SessionFormDialog", "New training session")
    ADD_TEXT = noop("SessionFormDialog", "Create session")

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        session: SessionRow | None = None,
        *,
        trainer: str = "",
        attendee: str = "",
        kind: str = "",
    ) -> None:
        """A new session may start with one person ticked and its kind chosen: the
        training the Dashboard says is due for them (R4)."""
        self._ticked: set[str] = {attendee} if attendee else set()
        self._new_trainer, self._new_kind = trainer, kind
        super().__init__(parent, context, establishment_id, session)

    def make_form(self, session: SessionRow | None) -> None:
        #: The people in use on the roster; None until read.
        self._roster: list[EmployeeRow] | None = None
        #: Attendees listed already (amending): shown ticked, not to be unticked here.
        self._listed: set[str] = set()
        left, right = new_form(), new_form()
        self._build_fields(left)
        self._build_topics(right)
        if session is not None:
            self.session_date.set_day(session.session_date)
            self.trainer.setText(session.trainer)
            self._choose_kind(session.kind)
            self.notes.setPlainText(session.notes)
            self.add_reason(left)
        else:
            self.session_date.set_day(self.context.today())
            self.trainer.setText(self._new_trainer)
            if self._new_kind:
                self._choose_kind(self._new_kind)
        self.session_date.textChanged.connect(self._fill_attendees)
        db, establishment_id = self.context.db, self.establishment_id
        self.fill_later(
            lambda: (list_employees(db, establishment_id, include_void=False), offered_topics()),
            lambda read: self._offer(*read, session),
        )
        columns = QHBoxLayout()
        for form, name in (
            (left, translate("SessionFormDialog", "Session")),
            (right, translate("SessionFormDialog", "Topics reviewed")),
        ):
            box = QGroupBox(name)
            column = QVBoxLayout(box)
            column.addLayout(form)
            column.addStretch()
            columns.addWidget(box, stretch=1)
        self.content.addLayout(columns)
        self.setMinimumWidth(880)

    def amend_title(self, session: SessionRow) -> str:
        return translate("SessionFormDialog", "Amend the {kind} training of {date}").format(
            kind=shown(session.kind), date=day_text(session.session_date)
        )

    def _choose_kind(self, kind: str) -> None:
        """Choose the stored kind (its English value), whatever the language shown."""
        index = self.kind.findData(kind)
        if index >= 0:
            self.kind.setCurrentIndex(index)

    def _offer(
        self, roster: list[EmployeeRow], offered: list[str], session: SessionRow | None
    ) -> None:
        """The roster and the topics read: tick those of the session amended."""
        self._roster = roster
        codes = {e.employee_id for e in roster}
        attendees = session.attendees if session else ()
        self._listed = {a.employee_id for a in attendees if not a.is_void} & codes
        self._ticked |= self._listed
        chosen = list(session.topics) if session else []
        # Before any topic typed while they were read.
        for row, topic in enumerate([*offered, *(t for t in chosen if t not in offered)]):
            item = checkable(topic_text(topic), topic, topic in chosen)
            self.topics.insertItem(row, item)
        self._fill_attendees()

    # --- Building --------------------------------------------------------------------------

    def _build_fields(self, layout: QFormLayout) -> None:
        errors: FieldErrors = self.errors
        self.session_date = date_field(
            layout,
            errors,
            translate("SessionFormDialog", "Date"),
            "session_date",
            hint=translate("SessionFormDialog", DATE_HINT),
        )
        self.trainer = line_field(
            layout,
            errors,
            translate("SessionFormDialog", "Trainer"),
            "trainer",
            translate("SessionFormDialog", "Who gave the training"),
        )
        self.kind = word_choice(TRAINING_KINDS)
        add_field(layout, errors, translate("SessionFormDialog", "Kind"), "kind", self.kind)
        self.notes = text_box("notes")
        add_field(layout, errors, translate("SessionFormDialog", "Notes"), "notes", self.notes)
        self.attendees = QListWidget()
        self.attendees.setObjectName("attendees")
        self.attendees.setMinimumHeight(160)
        self.attendees.itemChanged.connect(self._attendee_ticked)
        self.everyone_button = QPushButton(translate("SessionFormDialog", "Tick everyone"))
        self.everyone_button.clicked.connect(self.tick_everyone)
        self.nobody = QLabel()
        self.nobody.setObjectName("nobody_employed")
        give_role(self.nobody, "hint")
        self.nobody.setWordWrap(True)
        self.nobody.setVisible(False)
        self.everyone_button.setEnabled(False)
        cell = QWidget()
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.attendees)
        column.addWidget(self.nobody)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.everyone_button)
        column.addLayout(row)
        parts: dict[str, QWidget] = {"attendees": self.attendees}
        add_field(
            layout,
            errors,
            translate("SessionFormDialog", "Attendees"),
            "attendees",
            cell,
            parts=parts,
        )

    def _build_topics(self, form: QFormLayout) -> None:
        self.topics = QListWidget()
        self.topics.setObjectName("topics")
        self.topics.setMinimumHeight(330)
        self.topics.setWordWrap(True)
        self.new_topic = QLineEdit()
        self.new_topic.setObjectName("new_topic")
        self.new_topic.setPlaceholderText(translate("SessionFormDialog", "Another topic reviewed"))
        self.new_topic.installEventFilter(_EnterAdds(self))
        self.add_topic_button = QPushButton(translate("SessionFormDialog", "Add topic"))
        self.add_topic_button.setAutoDefault(False)
        self.add_topic_button.clicked.connect(self.add_topic)
        cell = QWidget()
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.topics)
        row = QHBoxLayout()
        row.addWidget(self.new_topic, stretch=1)
        row.addWidget(self.add_topic_button)
        column.addLayout(row)
        parts: dict[str, QWidget] = {"topics": self.topics}
        add_field(form, self.errors, "", "topics", cell, parts=parts)

    # --- Attendees and topics ----------------------------------------------------------------

    def _day(self) -> date:
        """The day typed, or today while it is not a date yet."""
        return self.session_date.day() or self.context.today()

    def _fill_attendees(self) -> None:
        """The people employed on the day typed, and those listed already; ticks kept."""
        if self._roster is None:
            return
        day = self._day()
        employed = [e for e in self._roster if e.employed_on(day) or e.employee_id in self._listed]
        self.attendees.blockSignals(True)
        self.attendees.clear()
        for employee in employed:
            text = f"{employee.name} ({employee.employee_id})"
            if employee.role:
                text += f", {employee.role}"
            code = employee.employee_id
            item = checkable(text, code, code in self._ticked)
            if code in self._listed:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
                item.setToolTip(translate("SessionFormDialog", LISTED_TIP))
            self.attendees.addItem(item)
        self.attendees.blockSignals(False)
        self.nobody.setText(
            ""
            if employed
            else translate(
                "SessionFormDialog",
                "No one on the roster was employed here on {date}. Add people on the "
                "Employees page first.",
            ).format(date=day_text(day))
        )
        fit_height(self.nobody)
        self.nobody.setVisible(not employed)
        self.everyone_button.setEnabled(bool(employed))

    def _attendee_ticked(self, item: QListWidgetItem) -> None:
        code = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() == Qt.CheckState.Checked:
            self._ticked.add(code)
        else:
            self._ticked.discard(code)

    def tick_everyone(self) -> None:
        for row in range(self.attendees.count()):
            self.attendees.item(row).setCheckState(Qt.CheckState.Checked)

    def add_topic(self) -> None:
        """Add the topic typed, ticked; one offered already is ticked instead."""
        topic = " ".join(self.new_topic.text().split())
        if not topic:
            return
        same = [
            self.topics.item(row)
            for row in range(self.topics.count())
            if str(self.topics.item(row).data(Qt.ItemDataRole.UserRole)).casefold()
            == topic.casefold()
        ]
        item = same[0] if same else checkable(topic_text(topic), topic, True)
        if not same:
            self.topics.addItem(item)
        item.setCheckState(Qt.CheckState.Checked)
        self.topics.scrollToItem(item)
        self.new_topic.clear()

    # --- Storing ---------------------------------------------------------------------------

    def value(self) -> SessionInput:
        return SessionInput(
            session_date=self.session_date.iso_text(),
            trainer=self.trainer.text(),
            kind=str(self.kind.currentData()),
            topics=ticked(self.topics),
            notes=self.notes.toPlainText(),
            attendees=[e.employee_id for e in self._roster or () if e.employee_id in self._ticked],
        )

    def submit(self) -> Callable[[], int]:
        data = self.value()
        if not data.topics:
            raise ValidationError.single("topics", translate("SessionFormDialog", NO_TOPICS))
        establishment_id = self.establishment_id
        db, actor, today = self.context.db, self.context.actor, self.context.today()
        return self.adding_or_amending(
            lambda: create_session(db, establishment_id, data, actor, today=today),
            lambda pk, reason: amend_session(db, pk, data, actor, today=today, reason=reason),
        )
