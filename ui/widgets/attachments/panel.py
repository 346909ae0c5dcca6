"""The scans and photos of one record: thumbnails, added by a file dialog or by dropping
files, opened in the system viewer, voided with a reason (issue 3 §3; R6).

The panel stores nothing but a void. Files the user adds stay pending ("not saved yet")
until the form holding the panel stores them with its record, in one unit of work, so
a refused form leaves no file behind. Each file is checked by its content as it is
added, so a renamed program is refused at once, where it was dropped.

Nothing here reads the disk or the database on the GUI thread (issue 13 §1): the list of
stored files, each file added (read, hashed and checked: :mod:`ui.widgets.attachments.adding`),
the thumbnails (:mod:`ui.widgets.attachments.strip`), the copy opened
(:mod:`ui.widgets.attachments.opening`) and a void (:class:`~ui.dialogs.VoidDialog`) are all
read or written in the background. A file added shows once it is read and checked.

What a form holding the panel must do about it: nothing. When the panel's window is a
:class:`~ui.dialogs.FormDialog`, the reading of the files added is one of the dialog's
:meth:`~ui.dialogs.FormDialog.fill_later` reads, so its OK is disabled, and its
``accept()`` does nothing, until every file added is read and checked; its ``submit()``
then finds them all in :meth:`AttachmentsPanel.pending_paths`. Anywhere else,
:attr:`AttachmentsPanel.loading` is True until then.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.attachments import (
    AttachmentInfo,
    Owner,
    list_attachments,
    void_attachment,
)
from ui.dialogs import VoidDialog
from ui.forms import error_label, fit_height
from ui.looks import give_role
from ui.operations import BackgroundOp
from ui.widgets.attachments.adding import (
    FILE_FILTER,
    InLine,
    Read,
    choose_files,
    kept_once,
    local_files,
    take_dropped_files,
)
from ui.widgets.attachments.opening import copy_to_open, default_open_folder
from ui.widgets.attachments.shown import Shown
from ui.widgets.attachments.strip import ThumbnailStrip

# Where the other forms have always found them.
__all__ = ["FILE_FILTER", "AttachmentsPanel", "local_files"]

#: The files the services accept (services.attachments.ACCEPTED), in a sentence.
HINT = noop(
    "AttachmentsPanel",
    "PDF, JPEG, PNG, TIFF or WebP, up to 25 MB each. Drop files here or use Add scan or "
    "photo…; double-click one to open it.",
)
HINT_READ_ONLY = noop("AttachmentsPanel", "Double-click a scan or photo to open it.")


def ask_void(
    parent: QWidget,
    context: AppContext,
    attachment_id: int,
    name: str,
    voided: Callable[[], None],
) -> VoidDialog:
    """Ask why the stored file ``name`` is void and void it; then ``voided()``."""
    db, actor = context.db, context.actor

    def void(reason: str) -> None:
        void_attachment(db, attachment_id, reason, actor)

    label = translate("AttachmentsPanel", "attachment {name}").format(name=name)
    dialog = VoidDialog(parent, label, void)
    dialog.accepted.connect(voided)
    dialog.open()
    return dialog


def _button(text: str, clicked: Callable[[], object], tip: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.clicked.connect(clicked)
    return button


class AttachmentsPanel(QWidget):
    """The files of one record (:meth:`set_owner`) and the files added to be stored with
    it (:meth:`pending_paths`).

    ``changed`` is emitted when a stored attachment was voided, ``listed`` once the
    owner's stored files are read and shown. ``choose_files``, ``open_url`` and
    ``open_folder`` are attributes so that a test can replace the file dialog, the
    system viewer and the folder of the copies.
    """

    changed = Signal()
    #: The owner's stored files were read and are shown.
    listed = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.choose_files: Callable[[QWidget], list[Path]] = choose_files
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        #: None: a private temporary folder (:func:`default_open_folder`).
        self.open_folder: Path | None = None
        self._owner: Owner | None = None
        self._stored: list[Shown] = []
        self._pending: list[Shown] = []
        self._adding = True
        self._added = InLine(self._check)
        self._reading = 0
        self._reading_list = False
        self.list = ThumbnailStrip(context.db)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.list.itemActivated.connect(self._open_item)
        self.add_button = _button(
            translate("AttachmentsPanel", "Add scan or photo…"), self.add_files
        )
        self.leave_out_button = _button(
            translate("AttachmentsPanel", "Don't attach"),
            self.leave_out_selected,
            tip=translate("AttachmentsPanel", "Take back a file added here and not saved yet."),
        )
        self.phone_button = _button(
            translate("AttachmentsPanel", "Take photos with your phone…"), self.take_from_phone
        )
        self.open_button = _button(translate("AttachmentsPanel", "Open"), self.open_selected)
        self.void_button = _button(translate("AttachmentsPanel", "Void…"), self.void_selected)
        self.hint = QLabel(translate("AttachmentsPanel", HINT))
        self.hint.setObjectName("attachments_hint")
        give_role(self.hint, "hint")
        self.hint.setWordWrap(True)
        self.file_error = error_label("file_error")
        self._lay_out()
        take_dropped_files(self, self.add_paths)
        self._update_buttons()

    def _lay_out(self) -> None:
        # The buttons beside the strip, not above it: a form with the panel must still
        # fit a laptop's screen.
        buttons = QVBoxLayout()
        for button in (
            self.add_button,
            self.phone_button,
            self.leave_out_button,
            self.open_button,
            self.void_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.list, stretch=1)
        row.addLayout(buttons)
        box = QGroupBox(translate("AttachmentsPanel", "Scans and photos"))
        column = QVBoxLayout(box)
        column.addLayout(row)
        column.addWidget(self.hint)
        column.addWidget(self.file_error)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(box)

    # --- What the form asks ------------------------------------------------------------

    def set_owner(self, owner: Owner | None) -> None:
        """Show the stored files of ``owner``; None is a record not stored yet.

        Files added and not saved yet stay: they belong to the form, not to a record.
        The list (no bytes) is read, and the thumbnails decoded, off the GUI thread.
        """
        self._owner = owner
        self._reading += 1
        reading, db = self._reading, self.context.db

        def read() -> list[AttachmentInfo]:
            return list_attachments(db, owner) if owner is not None else []

        def found(infos: list[AttachmentInfo]) -> None:
            if reading == self._reading:
                self._reading_list = False
                self._stored = [Shown.of(info) for info in infos]
                # A file added while the list was read may be one attached already.
                self._pending, reasons = kept_once(list(self._pending), self._stored)
                if reasons:
                    self.show_problem("\n".join(reasons))
                self._show()
                self.listed.emit()

        self._reading_list = True
        BackgroundOp(read, found, self._read_failed, owner=self).run_in_background()

    def _read_failed(self, exc: Exception) -> None:
        self._reading_list = False
        self.show_problem(
            translate("AttachmentsPanel", "The scans can't be read now: {reason}").format(
                reason=exc
            )
        )

    def stored_in_use(self) -> list[AttachmentInfo]:
        """The files stored with the record and not void, as listed."""
        return [e.stored for e in self._stored if e.stored is not None and not e.stored.is_void]

    def pending_paths(self) -> list[Path]:
        """The files added here and not stored yet, each read and checked when added."""
        return [entry.path for entry in self._pending if entry.path is not None]

    def clear_pending(self) -> None:
        self._pending = []
        self._show()

    def show_problem(self, message: str) -> None:
        """Show a refusal of the files (the services' field "file") under the thumbnails."""
        self.file_error.setText(message)
        fit_height(self.file_error)
        self.file_error.setVisible(bool(message))

    def set_adding(self, enabled: bool) -> None:
        """Whether files may be added here: not where nothing would store them."""
        self._adding = enabled
        self.setAcceptDrops(enabled)
        self.hint.setText(translate("AttachmentsPanel", HINT if enabled else HINT_READ_ONLY))
        self._update_buttons()

    @property
    def loading(self) -> bool:
        """True while the list is read, a file added is read and checked, or a thumbnail
        decoded."""
        return self._reading_list or bool(self._added) or self.list.decoding

    # --- Adding ------------------------------------------------------------------------

    def add_files(self) -> None:
        """Add scan or photo…: the file dialog."""
        self.add_paths(self.choose_files(self))

    def take_from_phone(self) -> QDialog:
        """Take photos with your phone…: each photo it sends is added as a file chosen."""
        # Imported when asked: the phone's page server is not loaded with the window.
        from ui.widgets.phone_capture import open_phone_capture  # noqa: PLC0415

        return open_phone_capture(self, self.add_paths)

    def add_paths(self, paths: Sequence[Path]) -> None:
        """Read and check each file by its content off the GUI thread; then show those
        accepted, and say why of the others.

        What the file dialog and a drop both call.
        """
        self._added.read(self, paths)

    def _check(self, read: Read) -> None:
        added, reasons = kept_once(read, [*self._stored, *self._pending])
        self._pending.extend(added)
        self.show_problem("\n".join(reasons))
        self._show()
        if self._pending:
            self.list.scrollToItem(self.list.item(self.list.count() - 1))

    def leave_out_selected(self) -> None:
        """Don't attach: take back a file not saved yet. Stored files are only voided."""
        entry = self.selected()
        if entry is None or entry.stored is not None:
            return
        self._pending = [e for e in self._pending if e.key != entry.key]
        self._show()

    # --- Showing -----------------------------------------------------------------------

    def selected(self) -> Shown | None:
        return self.list.selected()

    def _show(self) -> None:
        self.list.show_entries([*self._stored, *self._pending])
        self._update_buttons()

    def _update_buttons(self) -> None:
        entry = self.selected()
        self.add_button.setVisible(self._adding)
        self.phone_button.setVisible(self._adding)
        self.leave_out_button.setVisible(self._adding)
        self.leave_out_button.setEnabled(entry is not None and entry.stored is None)
        self.open_button.setEnabled(entry is not None)
        stored_in_use = entry is not None and entry.stored is not None and not entry.is_void
        self.void_button.setEnabled(stored_in_use)

    # --- Opening and voiding -----------------------------------------------------------

    def _open_item(self, item: QListWidgetItem) -> None:
        """A double-click (or Enter) opens the file under it."""
        self.list.setCurrentItem(item)
        self.open_selected()

    def open_selected(self) -> None:
        """Open the file in the system viewer; a stored one through a copy."""
        entry = self.selected()
        if entry is None:
            return
        if entry.path is not None:
            self._open(entry.path, entry.name)
            return
        assert entry.stored is not None
        copy_to_open(
            self.context.db,
            entry.stored,
            self.open_folder or default_open_folder(),
            written=lambda path: self._open(path, entry.name),
            refused=lambda reason: self.show_problem(
                translate("AttachmentsPanel", "{name} can't be opened: {reason}").format(
                    name=entry.name, reason=reason
                )
            ),
            owner=self,
        )

    def _open(self, path: Path, name: str) -> None:
        self.show_problem("")
        if not self.open_url(QUrl.fromLocalFile(str(path))):
            self.show_problem(
                translate(
                    "AttachmentsPanel", "No program on this PC opens {name}. The file is at {path}."
                ).format(name=name, path=path)
            )

    def void_selected(self) -> VoidDialog | None:
        """Void…: a file attached in error stays listed, greyed, "Void: reason" (R6)."""
        entry = self.selected()
        if entry is None or entry.stored is None or entry.is_void:
            return None
        return ask_void(self, self.context, entry.stored.id, entry.name, self._voided)

    def _voided(self) -> None:
        self.set_owner(self._owner)
        self.changed.emit()
