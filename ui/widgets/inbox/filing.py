"""File with…: a photo of the inbox attached to the record it belongs to, chosen by its
kind and then among the records of that kind, the most recent first (issue 36 §1)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QListWidget, QListWidgetItem, QWidget

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import translate
from fog_desktop.services.inbox import KINDS, Choice, InboxPhoto, file_photo, recent_records
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, paragraph, text_label


class FilingDialog(FormDialog[Choice]):
    """The kind of record, then the record; OK files the photo with it."""

    def __init__(
        self, parent: QWidget | None, context: AppContext, establishment_id: int, photo: InboxPhoto
    ) -> None:
        super().__init__(
            parent,
            translate("Inbox", "File {name} with a record").format(name=photo.original_name),
            translate("Inbox", "File with this record"),
        )
        self.context = context
        self._establishment_id = establishment_id
        self._photo = photo
        self.content.addWidget(
            paragraph(
                translate(
                    "Inbox",
                    "The photo is attached to the record you choose and leaves the inbox; "
                    "the audit trail keeps both steps.",
                )
            )
        )
        self.kind = QComboBox()
        for kind in KINDS:
            self.kind.addItem(translate("Inbox", kind.noun), kind.key)
        self.records = QListWidget()
        self.records.setObjectName("records")
        self.records.itemActivated.connect(lambda _item: self.accept())
        self.none_yet = text_label("none_yet", role="hint")
        form = new_form()
        add_field(form, self.errors, translate("Inbox", "Kind of record"), "kind", self.kind)
        add_field(form, self.errors, translate("Inbox", "Record"), "record", self.records)
        self.content.addLayout(form)
        self.content.addWidget(self.none_yet)
        self.kind.currentIndexChanged.connect(self._read_records)
        self._read_records()

    def _read_records(self) -> None:
        db, est, key = self.context.db, self._establishment_id, str(self.kind.currentData())
        self.records.clear()
        self.none_yet.setVisible(False)
        self.fill_later(lambda: (key, recent_records(db, est, key)), self._show_records)

    def _show_records(self, read: tuple[str, list[Choice]]) -> None:
        key, choices = read
        if key != self.kind.currentData():
            return  # another kind was chosen while these were read
        for choice in choices:
            item = QListWidgetItem(f"{day_text(choice.day)}  {choice.words}")
            item.setData(Qt.ItemDataRole.UserRole, choice.id)
            self.records.addItem(item)
        if choices:
            self.records.setCurrentRow(0)
        self.none_yet.setText(
            translate("Inbox", "None recorded yet: record it first, then file the photo with it.")
        )
        self.none_yet.setVisible(not choices)

    def submit(self) -> Callable[[], Choice]:
        item = self.records.currentItem()
        if item is None:
            raise ValidationError.single(
                "record", translate("Inbox", "Choose the record the photo belongs to.")
            )
        db, actor, photo = self.context.db, self.context.actor, self._photo.id
        key, record = str(self.kind.currentData()), int(item.data(Qt.ItemDataRole.UserRole))
        return lambda: file_photo(db, photo, key, record, actor)
