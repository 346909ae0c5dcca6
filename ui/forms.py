"""Form rows with an error label under each field, filled from a ValidationError.

The services name each refused field (``Problem.field``, the input dataclass attribute);
this module puts each message next to the widget where it was typed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import partial

from PySide6.QtCore import Qt, QTimer, SignalInstance
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.errors import Problem
from fog_desktop.i18n import translate
from fog_desktop.words import shown
from ui.date_edit import DateEdit
from ui.looks import give_role, mark_invalid

#: The narrowest a field gets. Wrapped hints and messages reserve their height at this
#: width, because a window's minimum size ignores word wrapping: without the reserve a
#: small screen squeezes them over the next row.
FIELD_WIDTH = 280


def fit_height(label: QLabel, width: int = FIELD_WIDTH) -> None:
    """Reserve the height a wrapped ``label`` needs at ``width``, its narrowest.

    Wider, it needs less: the text keeps to the top, next to its field.
    """
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)


def paragraph(text: str, width: int = 2 * FIELD_WIDTH) -> QLabel:
    """Explanatory text, wrapped, that is never squeezed (see FIELD_WIDTH)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setMinimumWidth(width)
    fit_height(label, width)
    return label


def plain(*labels: QLabel) -> None:
    """Text a user typed (a name, a place, a phone number) is shown as typed, never read
    as markup."""
    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)


def heading(text: str, *, wraps: bool = False) -> QLabel:
    """A page's heading. With an establishment's long name it gives way to the buttons
    beside it rather than widen the window past the screen; one that ``wraps`` goes on
    two lines rather than be cut at 1024 px, and on one where there is room."""
    label = QLabel(text)
    give_role(label, "heading")
    label.setMinimumWidth(1)
    if wraps:
        label.setWordWrap(True)
        # Wider where there is room, keeping the height for its width that wrapping gave
        # it: a new size policy would drop that, and cut its second line off.
        policy = label.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Expanding)
        label.setSizePolicy(policy)
    return label


def text_label(name: str = "", text: str = "", *, role: str = "") -> QLabel:
    """A label that wraps its text and shows it as written, never as markup; ``name``
    finds it (in tests), ``role`` styles it (a heading, a hint)."""
    label = QLabel(text)
    label.setObjectName(name)
    if role:
        give_role(label, role)
    label.setWordWrap(True)
    plain(label)
    return label


def new_form() -> QFormLayout:
    """A form whose fields widen with the dialog, whatever the platform's default."""
    form = QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
    return form


def error_label(name: str) -> QLabel:
    """A red, word-wrapped label that stays hidden while it has nothing to say."""
    label = QLabel()
    label.setObjectName(name)
    give_role(label, "error")
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def _set_message(label: QLabel, message: str) -> None:
    label.setText(message)
    fit_height(label)
    label.setVisible(bool(message))


class FieldErrors:
    """The error labels of one form, keyed by the services' field names.

    A problem whose field has no label here goes to ``general``, so that no refusal is
    ever silent.
    """

    def __init__(self) -> None:
        self.general = error_label("general_error")
        self._labels: dict[str, QLabel] = {}
        self._widgets: dict[str, QWidget] = {}

    def register(self, field: str, widget: QWidget, label: QLabel) -> None:
        self._labels[field] = label
        self._widgets[field] = widget
        edited = edited_signal(widget)
        if edited is not None:
            # The message goes as soon as the user changes the field, not at the next OK:
            # a message that stays after the fix reads as if the fix was wrong.
            edited.connect(partial(self._edited, field))

    def owns(self, field: str) -> bool:
        return field in self._labels

    def clear(self) -> None:
        for label in {*self._labels.values(), self.general}:
            _set_message(label, "")
        for widget in self._widgets.values():
            mark_invalid(widget, False)

    def _edited(self, field: str, *_: object) -> None:
        label = self._labels[field]
        if label.text():
            _set_message(label, "")
        mark_invalid(self._widgets[field], False)

    def show(self, problems: Iterable[Problem]) -> None:
        """Show each message at its field and put the cursor in the first bad field."""
        messages: dict[QLabel, list[str]] = {}
        first: QWidget | None = None
        for problem in problems:
            label = self._labels.get(problem.field, self.general)
            messages.setdefault(label, []).append(problem.message)
            widget = self._widgets.get(problem.field)
            if widget is not None:
                mark_invalid(widget, True)
                first = first or widget
        for label, texts in messages.items():
            _set_message(label, "\n".join(dict.fromkeys(texts)))
        if first is not None:
            first.setFocus()
            _scroll_to(first)


def _scroll_to(widget: QWidget) -> None:
    """Bring ``widget`` into view where its form scrolls: the cursor put in a field below
    a short screen's fold left the manager looking at fields with nothing wrong. Once
    laid out, as the messages just shown move the rows under them."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is not None:
        QTimer.singleShot(0, area, partial(area.ensureWidgetVisible, widget))


def edited_signal(widget: QWidget) -> SignalInstance | None:
    """The signal a user's change of ``widget`` sends; not a change made by the program
    (a form filled in from a record) where Qt tells them apart."""
    if isinstance(widget, QLineEdit):
        return widget.textEdited
    if isinstance(widget, QPlainTextEdit):
        return widget.textChanged
    if isinstance(widget, QComboBox):
        return widget.activated
    if isinstance(widget, QAbstractButton) and widget.isCheckable():
        return widget.clicked
    if isinstance(widget, QListWidget):
        return widget.itemChanged
    return None


def add_field(
    form: QFormLayout,
    errors: FieldErrors,
    label_text: str,
    field: str,
    widget: QWidget,
    *,
    hint: str = "",
    parts: Mapping[str, QWidget] | None = None,
) -> QLabel | None:
    """Add a row: ``widget`` with an optional hint and its error label under it; return
    the hint's label, for a hint said anew (None without a hint).

    ``parts`` maps several fields to the widgets inside a compound ``widget`` (a number
    with its unit), so that each message lands under the row and marks the right part.
    """
    if parts is None:
        widget.setObjectName(field)
        parts = {field: widget}
    cell = QWidget()
    cell.setMinimumWidth(FIELD_WIDTH)
    column = QVBoxLayout(cell)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    column.addWidget(widget)
    note = None
    if hint:
        note = QLabel(hint)
        note.setObjectName(f"{field}_hint")
        give_role(note, "hint")
        note.setWordWrap(True)
        fit_height(note)
        column.addWidget(note)
    label = error_label(f"{field}_error")
    column.addWidget(label)
    for name, part in parts.items():
        errors.register(name, part, label)
    form.addRow(label_text, cell)
    return note


def line(placeholder: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    return edit


def word_choice(words: Iterable[str], combo: QComboBox | None = None) -> QComboBox:
    """A drop-down of stored words (``combo``, or a new one): each shown in the user's
    language, and kept as stored, which is what the services and the workbook read."""
    combo = QComboBox() if combo is None else combo
    for word in words:
        combo.addItem(shown(word), word)
    return combo


def line_field(
    form: QFormLayout,
    errors: FieldErrors,
    label: str,
    field: str,
    placeholder: str = "",
    *,
    hint: str = "",
) -> QLineEdit:
    """A line of text with its label, hint and error, named by the services' field."""
    edit = line(placeholder)
    add_field(form, errors, label, field, edit, hint=hint)
    return edit


def date_field(
    form: QFormLayout, errors: FieldErrors, label: str, field: str, *, hint: str = ""
) -> DateEdit:
    """A date with its label, hint and error: typed in the user's format or as ISO, or
    picked from the calendar."""
    edit = DateEdit()
    add_field(form, errors, label, field, edit, hint=hint)
    return edit


def text_box(name: str, lines: int = 3) -> QPlainTextEdit:
    """Free text a few lines high, where Tab moves on to the next field."""
    box = QPlainTextEdit()
    box.setObjectName(name)
    box.setTabChangesFocus(True)
    box.setFixedHeight(box.fontMetrics().lineSpacing() * lines + 12)
    return box


def value_rows(form: QFormLayout, fields: Iterable[tuple[str, str]]) -> dict[str, QLabel]:
    """A row per (field, label) showing a stored value, wrapped and selectable for
    copying; the value labels by field, to fill in."""
    values: dict[str, QLabel] = {}
    for field, label in fields:
        value = QLabel()
        value.setObjectName(field)
        value.setWordWrap(True)
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        values[field] = value
        form.addRow(translate("Forms", "{label}:").format(label=label), value)
    return values


def reason_field(form: QFormLayout, errors: FieldErrors, placeholder: str = "") -> QLineEdit:
    """An amendment's reason, kept in the audit trail with the earlier version (R6)."""
    hint = translate("Forms", "Optional. Kept in the audit trail with the earlier version.")
    label = translate("Forms", "Reason for the change")
    return line_field(form, errors, label, "reason", placeholder, hint=hint)


def watch_typing(form: QWidget, typed: Callable[..., None]) -> None:
    """Call ``typed`` whenever the user changes a field of ``form`` (not when the program
    fills one in): what Cancel must not throw away unasked.

    ``typed`` is a method of ``form`` taking any arguments: Qt holds a connection to a
    bound method weakly, while a function holding the form would keep it alive through
    its own children, until the garbage collector deleted it in the middle of Qt's work.
    """
    for widget in form.findChildren(QWidget):
        edited = edited_signal(widget)
        if edited is not None:
            edited.connect(typed)
