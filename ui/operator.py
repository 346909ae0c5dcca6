"""Who is using the application: the name the audit trail gives as "who" (R6)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFormLayout, QLineEdit, QWidget

from fog_desktop import APP_NAME
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import translate
from fog_desktop.services.records import check_operator
from ui.dialogs import FormDialog
from ui.forms import FieldErrors, add_field, new_form, paragraph


class OperatorDialog(FormDialog[None]):
    """Asks for the operator's name when the settings have none, as after the command
    line set the establishment up: otherwise the window's changes would be unsigned."""

    def __init__(self, parent: QWidget | None, context: AppContext) -> None:
        super().__init__(
            parent,
            translate("OperatorDialog", "Who is using {app}?").format(app=APP_NAME),
            translate("OperatorDialog", "Continue"),
        )
        self._context = context
        self.content.addWidget(
            paragraph(
                translate(
                    "OperatorDialog", "Every record you enter or change is signed with your name."
                )
            )
        )
        form = new_form()
        self.operator_name = name_field(form, self.errors, context)
        self.content.addLayout(form)

    def submit(self) -> Callable[[], None]:
        name = typed_name(self.operator_name)
        context = self._context

        def work() -> None:
            context.settings.operator_name = name
            context.save_settings()

        return work


def name_field(form: QFormLayout, errors: FieldErrors, context: AppContext) -> QLineEdit:
    """The operator's name, as the settings keep it, to type or correct."""
    field = QLineEdit(context.settings.operator_name)
    add_field(form, errors, translate("OperatorDialog", "Your name"), "operator_name", field)
    return field


def typed_name(field: QLineEdit) -> str:
    """The operator's name as typed, refused when empty, or when no change could be
    signed with it: every change is signed (R6)."""
    name = field.text().strip()
    if not name:
        raise ValidationError.single(
            "operator_name", translate("OperatorDialog", "Enter your name.")
        )
    try:
        check_operator(name)
    except ValidationError as exc:
        raise ValidationError.single("operator_name", exc.problems[0].message) from None
    return name
