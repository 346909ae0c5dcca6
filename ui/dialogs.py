"""Dialogs that store what was typed on OK, or stay open with each problem at its field."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from fog_desktop import APP_NAME
from fog_desktop.errors import FogError, Problem, ValidationError
from ui.forms import FieldErrors, add_field, new_form, paragraph


def show_failure(parent: QWidget | None, sentence: str) -> QMessageBox:
    """A plain message, with OK, for a failure that is no bug: disk full, read-only,
    another save in progress, the server gone. It does not block: the form under it stays
    open with what was typed, to save again once the cause is gone."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, APP_NAME, sentence, QMessageBox.StandardButton.Ok, parent
    )
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class FormDialog(QDialog):
    """OK calls :meth:`submit`; a refusal keeps the dialog open and shows why.

    The services store all or nothing, so a refused dialog has written nothing.
    """

    def __init__(self, parent: QWidget | None, title: str, ok_text: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        # A dialog is made for each use; without this every one would live on as a child
        # of its page until the window closes.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.errors = FieldErrors()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(ok_text)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.content = QVBoxLayout()
        outer = QVBoxLayout(self)
        outer.addLayout(self.content)
        outer.addWidget(self.errors.general)
        outer.addWidget(self.buttons)

    def submit(self) -> None:
        """Store what was typed; raise ValidationError to refuse it."""
        raise NotImplementedError

    def accept(self) -> None:
        self.errors.clear()
        try:
            self.submit()
        except ValidationError as exc:
            self.errors.show(exc.problems)
            return
        except FogError as exc:
            self.errors.show([Problem("", str(exc))])
            return
        super().accept()


class VoidDialog(FormDialog):
    """Asks why a record entered in error is void; the reason is required (R6)."""

    def __init__(self, parent: QWidget | None, label: str, void: Callable[[str], None]) -> None:
        super().__init__(parent, f"Void {label}", "Void record")
        self._void = void
        intro = paragraph(
            f"Void {label} only if it was entered in error; to correct it, use Amend instead. "
            "A void record is never deleted: it stays in the records, greyed and marked "
            "void with your reason (R6)."
        )
        self.content.addWidget(intro)
        form = new_form()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText("e.g. Entered twice by mistake")
        add_field(form, self.errors, "Reason (required)", "reason", self.reason)
        self.content.addLayout(form)

    def submit(self) -> None:
        self._void(self.reason.text())
