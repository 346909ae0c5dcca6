"""Keep the program manager's written authorization of an additive, with its document
(Prohibitions C, G; R8c): an additive in use without one on file is not OK."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.services.additive_authorizations import AuthorizationInput, record_authorization
from ui.dialogs import FormDialog
from ui.forms import add_field, date_field, line, line_field, new_form
from ui.self_inspection.photos import PhotosField


class AuthorizationDialog(FormDialog[int]):
    """Its outcome is the authorization's id."""

    def __init__(self, parent: QWidget | None, context: AppContext, establishment_id: int) -> None:
        super().__init__(
            parent,
            translate("AuthorizationDialog", "Written authorization of an additive"),
            translate("AuthorizationDialog", "Keep authorization"),
        )
        self._context = context
        self._establishment_id = establishment_id
        form = new_form()
        self.additive = line_field(
            form, self.errors, translate("AuthorizationDialog", "Additive"), "additive",
            translate("AuthorizationDialog", "as the authorization names it"),
        )  # fmt: skip
        self.authorized_on = date_field(
            form, self.errors, translate("AuthorizationDialog", "Authorized on"), "authorized_on"
        )
        self.authorized_by = line(translate("AuthorizationDialog", "e.g. FOG Program Manager"))
        add_field(
            form,
            self.errors,
            translate("AuthorizationDialog", "Signed by"),
            "authorized_by",
            self.authorized_by,
        )
        self.document = PhotosField(self)
        self.document.button.setText(translate("AuthorizationDialog", "Attach…"))
        add_field(
            form, self.errors, translate("AuthorizationDialog", "Document"), "file", self.document
        )
        self.content.addLayout(form)
        self.setMinimumWidth(560)

    def submit(self) -> Callable[[], int]:
        context, establishment_id = self._context, self._establishment_id
        data = AuthorizationInput(
            self.additive.text(), self.authorized_on.iso_text(), self.authorized_by.text()
        )
        documents = self.document.paths()
        today = context.today()

        def store() -> int:
            return record_authorization(
                context.db, establishment_id, data, documents, context.actor, today=today
            )

        return store
