"""Photos to file: the photos a phone sent before their record existed, kept at once in
the establishment's inbox, each opened, filed with its record or voided (issue 36 §1).

The inbox's own "Take photos with your phone…" opens the capture dialog that every
scans-and-photos panel opens (:mod:`ui.widgets.phone_capture`): its server listens while
that dialog is open, and each photo it receives is stored in the inbox at once, not held
for a form to save. Files dropped on the window are kept the same way. Everything read or
written runs off the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.inbox import InboxPhoto, list_inbox, store_photos
from ui.dates import day_text
from ui.forms import error_label, fit_height, paragraph, text_label
from ui.operations import BackgroundOp, saying_why
from ui.widgets.attachments.adding import take_dropped_files
from ui.widgets.attachments.opening import copy_to_open, default_open_folder
from ui.widgets.attachments.panel import ask_void
from ui.widgets.attachments.shown import Shown
from ui.widgets.attachments.strip import ThumbnailStrip
from ui.widgets.inbox.filing import FilingDialog

INTRO = noop(
    "Inbox",
    "Photos taken with the phone before their record exists (a manifest at the back door, "
    "a receipt, an incident) wait here, stored already. Once the record is in, choose the "
    "photo and File with… its record.",
)
#: What the capture dialog says when it is the inbox's (context "PhoneCapture").
STEPS = noop(
    "PhoneCapture",
    "1. Connect the phone to the same Wi-Fi as this PC (the restaurant's, not the guest "
    "network).\n2. Point the phone's camera at the code and open the page it offers.\n"
    "3. Take the photos: each one is stored in the photos to file within a second, to be "
    "filed with its record later.",
)

#: The window's width as it opens.
WIDTH = 820


def received_text(moment: datetime) -> str:
    """When a photo came, as the caption under it says."""
    return translate("Inbox", "received {day} {time}").format(
        day=day_text(moment.date()), time=moment.strftime("%H:%M")
    )


def _button(text: str, clicked: Callable[[], object]) -> QPushButton:
    button = QPushButton(text)
    button.clicked.connect(clicked)
    return button


class InboxDialog(QDialog):
    """The photos waiting in one establishment's inbox, the latest first.

    ``changed`` is emitted when a photo was stored, filed or voided; ``listed`` once the
    photos are read and shown. ``open_url`` is an attribute so that a test can replace
    the system viewer.
    """

    changed = Signal()
    listed = Signal()

    def __init__(self, parent: QWidget | None, context: AppContext, establishment_id: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Inbox", "Photos to file"))
        self.context = context
        self.establishment_id = establishment_id
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        self.photos: list[InboxPhoto] = []
        self.strip = ThumbnailStrip(context.db)
        self.strip.itemSelectionChanged.connect(self._update_buttons)
        self.strip.itemActivated.connect(lambda _item: self.open_selected())
        self.phone_button = _button(
            translate("AttachmentsPanel", "Take photos with your phone…"), self.take_from_phone
        )
        self.open_button = _button(translate("AttachmentsPanel", "Open"), self.open_selected)
        self.file_button = _button(translate("Inbox", "File with…"), self.file_selected)
        self.void_button = _button(translate("AttachmentsPanel", "Void…"), self.void_selected)
        self.count = text_label("count")
        self.problem = error_label("inbox_problem")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        # Four thumbnails in sight, on a 1024-pixel screen too.
        self.resize(WIDTH, self.sizeHint().height())
        take_dropped_files(self, self.store)
        self._update_buttons()
        self.refresh()

    def _lay_out(self) -> None:
        side = QVBoxLayout()
        for button in (self.phone_button, self.open_button, self.file_button, self.void_button):
            side.addWidget(button)
        side.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.strip, stretch=1)
        row.addLayout(side)
        column = QVBoxLayout(self)
        column.addWidget(paragraph(translate("Inbox", INTRO)))
        column.addLayout(row)
        column.addWidget(self.count)
        column.addWidget(self.problem)
        column.addStretch()
        column.addWidget(self.buttons)

    def refresh(self) -> None:
        """Read the photos waiting again, off the GUI thread."""
        db, est = self.context.db, self.establishment_id
        BackgroundOp(
            lambda: list_inbox(db, est), self._show, saying_why(self.show_problem), owner=self
        ).run_in_background()

    def _show(self, photos: list[InboxPhoto]) -> None:
        self.photos = photos
        self.strip.show_entries(
            [Shown.of(p.info).with_note(received_text(p.received)) for p in photos]
        )
        waiting = len(photos)
        self.count.setText(
            translate("Inbox", "%n photo(s) to file.", None, waiting)
            if waiting
            else translate("Inbox", "No photo waits to be filed.")
        )
        self._update_buttons()
        self.listed.emit()

    def show_problem(self, message: str) -> None:
        self.problem.setText(message)
        fit_height(self.problem)
        self.problem.setVisible(bool(message))

    def selected(self) -> InboxPhoto | None:
        entry = self.strip.selected()
        return next((p for p in self.photos if entry and entry.sha256 == p.sha256), None)

    def _update_buttons(self) -> None:
        chosen = self.strip.selected() is not None
        for button in (self.open_button, self.file_button, self.void_button):
            button.setEnabled(chosen)

    # --- Taking photos ---------------------------------------------------------------------

    def take_from_phone(self) -> QDialog:
        """Take photos with your phone…: each photo it sends is stored in the inbox."""
        # Imported when asked: the phone's page server is not loaded with the window.
        from ui.widgets.phone_capture import open_phone_capture  # noqa: PLC0415

        return open_phone_capture(self, self.store, STEPS)

    def store(self, paths: list[Path]) -> None:
        """Keep ``paths`` in the inbox at once, checked as any file attached."""
        db, est, actor = self.context.db, self.establishment_id, self.context.actor
        BackgroundOp(
            lambda: store_photos(db, est, paths, actor),
            self._stored,
            saying_why(self.show_problem),
            owner=self,
        ).run_in_background()

    def _stored(self, _kept: int) -> None:
        self.show_problem("")
        self.refresh()
        self.changed.emit()

    # --- Acting on a photo -----------------------------------------------------------------

    def open_selected(self) -> None:
        """Open the photo in the system viewer, through a copy."""
        photo = self.selected()
        if photo is None:
            return
        copy_to_open(
            self.context.db,
            photo.info,
            default_open_folder(),
            written=self._open,
            refused=self.show_problem,
            owner=self,
        )

    def _open(self, path: Path) -> None:
        if not self.open_url(QUrl.fromLocalFile(str(path))):
            self.show_problem(
                translate(
                    "AttachmentsPanel", "No program on this PC opens {name}. The file is at {path}."
                ).format(name=path.name, path=path)
            )

    def file_selected(self) -> FilingDialog | None:
        """File with…: the kind of record, then the record."""
        photo = self.selected()
        if photo is None:
            return None
        dialog = FilingDialog(self, self.context, self.establishment_id, photo)
        dialog.accepted.connect(self._stored_elsewhere)
        dialog.open()
        return dialog

    def void_selected(self) -> QDialog | None:
        """Void…: a photo that belongs to no record (taken by mistake) leaves the inbox,
        kept with the reason."""
        photo = self.selected()
        if photo is None:
            return None
        return ask_void(self, self.context, photo.id, photo.original_name, self._stored_elsewhere)

    def _stored_elsewhere(self) -> None:
        self.refresh()
        self.changed.emit()


def open_inbox(parent: QWidget, context: AppContext, establishment_id: int) -> InboxDialog:
    """Show the inbox over ``parent``, a window of its own that stays open beside it."""
    dialog = InboxDialog(parent, context, establishment_id)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
