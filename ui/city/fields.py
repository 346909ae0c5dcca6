"""The fields of the city's forms, declared once each (R8e): a form is a list of
:class:`Spec`, built into its layout and read back as the services' typed strings."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date

from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QPlainTextEdit

from fog_desktop.i18n import translate_declared
from fog_desktop.services.form import AsTyped
from ui.date_edit import DateEdit
from ui.dialogs import Amended, RecordFormDialog
from ui.forms import FieldErrors, add_field, new_form, text_box, word_choice


@dataclass(frozen=True)
class Spec:
    """One field: the services' name for it, its label and hint (marked with ``noop`` in
    the context of the form that declares it), and what is typed: a date, a line, a few
    lines of text, or one of ``choices`` (stored words)."""

    field: str
    label: str
    #: "date", "line", "text", or "pick": one of the records the form offers once read.
    kind: str = "line"
    choices: tuple[str, ...] = ()
    hint: str = ""


Widget = DateEdit | QLineEdit | QPlainTextEdit | QComboBox


def build(
    form: QFormLayout, errors: FieldErrors, owner: type, specs: Iterable[Spec]
) -> dict[str, Widget]:
    """Each field's widget, added to ``form`` with its label, hint and error."""
    widgets: dict[str, Widget] = {}
    for spec in specs:
        widget: Widget
        if spec.kind == "date":
            widget = DateEdit()
        elif spec.kind == "text":
            widget = text_box(spec.field)
        elif spec.choices:
            widget = word_choice(spec.choices)
            widget.setCurrentIndex(-1)
        elif spec.kind == "pick":
            widget = QComboBox()
        else:
            widget = QLineEdit()
        hint = translate_declared(owner, spec.hint) if spec.hint else ""
        label = translate_declared(owner, spec.label)
        add_field(form, errors, label, spec.field, widget, hint=hint)
        widgets[spec.field] = widget
    return widgets


def typed(widgets: Mapping[str, Widget]) -> dict[str, str]:
    """What was typed, by field: dates as ISO and choices as stored, as the services read."""
    found: dict[str, str] = {}
    for field, widget in widgets.items():
        if isinstance(widget, DateEdit):
            found[field] = widget.iso_text()
        elif isinstance(widget, QPlainTextEdit):
            found[field] = widget.toPlainText()
        elif isinstance(widget, QComboBox):
            found[field] = widget.currentData() or ""
        else:
            found[field] = widget.text()
    return found


def fill(widgets: Mapping[str, Widget], values: Mapping[str, str]) -> None:
    """Show a stored record's values as the services type them (dates ISO)."""
    for field, widget in widgets.items():
        text = values.get(field, "")
        if isinstance(widget, DateEdit):
            widget.set_day(date.fromisoformat(text) if text else None)
        elif isinstance(widget, QPlainTextEdit):
            widget.setPlainText(text)
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(text))
        else:
            widget.setText(text)


class SpecFormDialog(RecordFormDialog[Amended]):
    """A record's form laid out from :attr:`FIELDS`; amending, filled in from the row
    as :attr:`INPUT` types it, with the reason asked (R6)."""

    FIELDS: tuple[Spec, ...] = ()
    #: The services' form of the record, which :meth:`AsTyped.of` fills in from a row.
    INPUT: type[AsTyped[Amended]]

    def make_form(self, record: Amended | None) -> None:
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        if record is not None:
            fill(self.fields, vars(self.INPUT.of(record)))
            self.add_reason(form)
        self.content.addLayout(form)
        self.setMinimumWidth(520)
